"""Playwright fixtures for the browser tests (pytest-playwright underneath).

- `browser_type_launch_args`: Debian's /usr/bin/chromium with the flags that keep
  it off the network, when it exists; else Playwright's own Chromium
  (`python -m playwright install chromium`).
- `page`: pytest-playwright's page, with every request to a host other than the
  local test server aborted, and with console errors, page errors, failed and
  blocked requests collected in `page_problems`.  Tests end with
  `page_problems.assert_none()`.
- `new_page(context_args)`: the same, in a context of its own (phone or desktop chosen by a
  test's parameter).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Shared memory goes to /tmp: a container's /dev/shm is often 64 MB, too small for a phone
    # page at three device pixels per CSS pixel, and the renderer dies with "Target crashed".
    "--disable-dev-shm-usage",
    # WebRTC between two contexts on loopback (a live table's tests). (Not --disable-features for
    # plain addresses instead of *.local names: it would replace Playwright's own list, and with
    # it the blocking of third-party storage test_storage.py relies on.)
    "--allow-loopback-in-peer-connection",
]


# Chromium's own messages (pw:browser: what the browser writes to stderr, a renderer's fatal
# error among them) go to the output pytest captures, shown for a failing test only: a renderer
# that dies ("Target crashed") then says why.
os.environ.setdefault("DEBUG", "pw:browser")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict, pytestconfig) -> dict:
    """Launch Debian's Chromium when it is installed (and Chromium is the browser)."""
    args = dict(browser_type_launch_args)
    chromium_only = set(pytestconfig.getoption("--browser") or ["chromium"]) == {"chromium"}
    if CHROMIUM.exists() and chromium_only and "channel" not in args:
        args["executable_path"] = str(CHROMIUM)
        args["args"] = [*args.get("args", []), *CHROMIUM_FLAGS]
    return args


@dataclass
class PageProblems:
    """What went wrong in a page: collected by the `page` fixture."""

    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    blocked_requests: list[str] = field(default_factory=list)
    failed_requests: list[str] = field(default_factory=list)

    def all(self) -> list[str]:
        return [
            *(f"console error: {text}" for text in self.console_errors),
            *(f"page error: {text}" for text in self.page_errors),
            *(f"blocked request to another host: {url}" for url in self.blocked_requests),
            *(f"failed request: {text}" for text in self.failed_requests),
        ]

    def assert_none(self) -> None:
        problems = self.all()
        assert not problems, "the page had problems:\n" + "\n".join(problems)


@pytest.fixture
def page_problems() -> PageProblems:
    """Console errors, page errors and bad requests of the test's `page`."""
    return PageProblems()


def whole_stdlib_fetched(message) -> bool:
    """The boot module's warning that Python imported a module its trimmed standard library left
    out (build.py's STDLIB_FOR_PYSCRIPT then needs it): a problem in every test that plays, so the
    browser tests, playing every game and level, check that the trimmed library suffices."""
    return message.type == "warning" and "not in the trimmed standard library" in message.text


@pytest.fixture
def page(page, site_url: str, page_problems: PageProblems):
    """A page that may only talk to the local test server, its problems recorded."""
    local_origin = urlsplit(site_url).netloc

    def route(route_) -> None:
        url = route_.request.url
        if urlsplit(url).netloc == local_origin or url.startswith(("data:", "blob:")):
            route_.continue_()
        else:
            page_problems.blocked_requests.append(url)
            route_.abort("blockedbyclient")

    def on_console(message) -> None:
        if message.type == "error" or whole_stdlib_fetched(message):
            page_problems.console_errors.append(message.text)

    def on_response(response) -> None:
        if response.status >= 400:
            page_problems.failed_requests.append(f"{response.status} {response.url}")

    def on_request_failed(request) -> None:
        # A test's next goto or reload cancels what is still loading (net::ERR_ABORTED), such as
        # the computer players' worker fetching its runtime: not a problem of the page. A
        # missing file is a 4xx response, and other network failures still count.
        if request.url not in page_problems.blocked_requests and request.failure != "net::ERR_ABORTED":
            page_problems.failed_requests.append(f"{request.failure} {request.url}")

    page.context.route("**/*", route)
    page.on("console", on_console)
    page.on("pageerror", lambda error: page_problems.page_errors.append(str(error)))
    page.on("response", on_response)
    page.on("requestfailed", on_request_failed)
    yield page


@pytest.fixture
def new_page(browser, site_url: str, page_problems: PageProblems):
    """Pages of a context of their own (phone or desktop, chosen by the test's parameter),
    talking only to the test server and recording problems like the ``page`` fixture."""
    contexts = []

    def make(context: dict) -> Any:
        ctx = browser.new_context(**context)
        contexts.append(ctx)
        return _watch(ctx, site_url, page_problems)

    yield make
    for ctx in contexts:
        ctx.close()


def _watch(ctx: Any, site_url: str, problems: PageProblems) -> Any:
    page = ctx.new_page()
    local = urlsplit(site_url).netloc

    def route(route_) -> None:
        if urlsplit(route_.request.url).netloc == local or route_.request.url.startswith(("data:", "blob:")):
            route_.continue_()
        else:
            problems.blocked_requests.append(route_.request.url)
            route_.abort("blockedbyclient")

    ctx.route("**/*", route)
    page.on("console", lambda m: problems.console_errors.append(m.text) if m.type == "error" or whole_stdlib_fetched(m) else None)
    page.on("pageerror", lambda e: problems.page_errors.append(str(e)))
    page.on("response", lambda r: problems.failed_requests.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    return page
