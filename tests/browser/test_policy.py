"""The page's Content-Security-Policy (index.html's <meta>, its loader script's hash written by
build.py): the page boots under it, the computer players think in their worker, and a deal
plays with no violation. And a host that allows less (a stricter policy of its own, a frame
sandboxed without allow-same-origin) gets an error that says what the host must allow.
"""

from __future__ import annotations

import base64
import hashlib
import re
from urllib.parse import quote

import pytest
from table_driver import READY, play_hand, state
from test_worker import DESKTOP, WORKER_UP

pytestmark = pytest.mark.browser

# every violation the page sees, kept where the test reads it (an init script runs before the page's)
WATCH = """
window.remiViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.remiViolations.push(`${e.effectiveDirective} refused ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
}, true);
"""
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def test_the_built_page_allows_its_own_loader_script_and_nothing_else_inline(build_module):
    text = (build_module.DIST / "index.html").read_text(encoding="utf-8")
    policy = META.search(text)
    assert policy, "dist/index.html ships no Content-Security-Policy"
    directives = dict((d.split()[0], d.split()[1:]) for d in policy.group(1).split("; "))
    scripts = re.findall(r"<script>(.*?)</script>", text, re.DOTALL)
    assert len(scripts) == 1  # the loader
    digest = base64.b64encode(hashlib.sha256(scripts[0].encode()).digest()).decode()
    assert f"'sha256-{digest}'" in directives["script-src"]
    assert "'unsafe-inline'" not in directives["script-src"]
    assert directives["default-src"] == ["'self'"] and directives["object-src"] == ["'none'"]
    assert text.index("Content-Security-Policy") < text.index("<script")  # (a policy covers what comes after it)


@pytest.mark.browser_context_args(**DESKTOP)
def test_the_page_boots_thinks_in_its_worker_and_plays_with_no_violation(page, page_problems, site_url):
    page.add_init_script(WATCH)
    page.goto(f"{site_url}/?game=gin&players=2&seed=9&level=hard&lang=en&pace=0.1")
    page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=90_000)
    page.wait_for_function(WORKER_UP, timeout=90_000)
    end = play_hand(page, touch=False, limit=400)
    assert end["phase"] in ("hand_over", "match_over")
    assert end["thinker"]["where"] == "worker" and end["thinker"]["worker"] >= 3 and end["thinker"]["page"] == 0
    assert page.evaluate("window.remiViolations") == []
    assert state(page)["snapshot"] in ("downloaded", "restored")  # Python from its snapshot, under the policy
    page_problems.assert_none()


def test_a_host_policy_without_unsafe_eval_says_what_to_allow(page, site_url):
    """A host that adds a policy of its own (a header: both apply) and leaves out 'unsafe-eval',
    which PyScript needs: the page says so, not "check your connection"."""

    def stricter(route):
        response = route.fetch()
        headers = {**response.headers, "content-security-policy": "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'"}
        route.fulfill(response=response, headers=headers)

    page.route(re.compile(r".*/(\?.*)?$"), stricter)  # the page itself
    page.goto(f"{site_url}/?game=gin&lang=en")
    error = page.locator("#load-error")
    error.wait_for(state="visible", timeout=60_000)  # (a string to evaluate would be refused here too)
    assert page.locator("html").get_attribute("data-app-state") == "error"
    text = error.inner_text()
    assert "'unsafe-eval'" in text and "Content-Security-Policy" in text and "tell the site's owner" in text
    assert "Check the connection" not in text
    assert error.locator("#error-owner code").all_inner_texts() == ["'unsafe-eval'", "'wasm-unsafe-eval'", "script-src"]
    assert error.locator("#error-reload").count() == 0  # a reload would be refused the same way


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_host_policy_without_blob_workers_plays_on_the_page_and_says_so(page, site_url):
    """Issue 50: a host policy whose worker-src leaves out blob: (PyScript's worker starts from
    one) made the computer players think on the page with no word: the table may pause while
    they think, and the person is told why."""

    def no_blob_workers(route):
        response = route.fetch()
        route.fulfill(response=response, headers={**response.headers, "content-security-policy": "worker-src 'self'"})

    page.route(re.compile(r".*/(\?.*)?$"), no_blob_workers)  # the page itself
    page.goto(f"{site_url}/?game=gin&players=2&seed=5&level=hard&lang=en&pace=0.1")
    page.wait_for_function(READY, timeout=90_000)
    page.wait_for_function("window.remiTest && window.remiTest.thinker.where !== 'starting'", timeout=60_000)
    thinker = state(page)["thinker"]
    assert thinker["where"] == "page" and thinker["told"], thinker
    assert "think on this page" in page.locator("#message").inner_text()
    end = play_hand(page, touch=False, limit=400)
    assert end["phase"] in ("hand_over", "match_over") and end["thinker"]["page"] >= 3


def test_a_frame_sandboxed_without_allow_same_origin_says_what_to_allow(page, site_url):
    game = f"{site_url}/?game=gin&lang=ro"
    page.goto(f"{site_url}/_tests/embed.html?sandbox=allow-scripts&src={quote(game, safe='')}")
    page.frame_locator("#remi").locator("html").wait_for()
    inner = next(f for f in page.frames if f.url.startswith(site_url + "/?"))
    inner.wait_for_function(READY, timeout=60_000)
    assert inner.evaluate("document.documentElement.dataset.appState") == "error"
    text = inner.locator("#load-error").inner_text()
    assert "allow-same-origin" in text and "conexiunea" not in text, text
    assert inner.locator("#load-error a.primary").get_attribute("href") == game  # the game on its own page
    # (a sandbox without allow-popups blocks that link: the address, to copy)
    assert inner.locator("#error-address code").inner_text() == game
    assert inner.locator("#error-reload").count() == 0
