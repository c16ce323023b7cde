"""A new release over an old one (sw.js): a returning player's browser downloads only the files
that changed, checked against their digests (not the HTTP cache's older copies); the open page
goes on with the release it started with; the next visit starts on the new release, once, with
the saved match intact. Two builds are served in turn from one address: this build, and either a
copy with one page file changed as a deploy would change it, or a whole second build made by
build.py from a copy of the sources with a new engine version (a new wheel's name, a new lock
file and a new memory snapshot) and a page file changed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Dict, Iterator, List, Tuple

import pytest
from playwright.sync_api import Error as PlaywrightError
from table_driver import play_turn, wait_ready, wait_settled

pytestmark = pytest.mark.browser

KEPT = """async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 900; i++) {
        if (registration.active && (await caches.keys()).length === 1) {
            const cache = await caches.open((await caches.keys())[0]);
            if (await cache.match("./remi-release.json")) return (await caches.keys())[0];
        }
        await new Promise((r) => setTimeout(r, 100));
    }
    return null;
}"""
WAITING = """async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    for (let i = 0; i < 900; i++) {
        if (registration.waiting) return true;
        await new Promise((r) => setTimeout(r, 100));
    }
    return false;
}"""
MARK = "# release B: a page file changed\n"
DRAW = "fetch('./web/draw.py').then((r) => r.text())"


ROOT = Path(__file__).resolve().parents[2]
# what build.py builds from (node_modules/ and .cache/ are linked: the same npm packages, and the
# compressed copies and snapshots kept from earlier builds)
SOURCES = ("build.py", "pyproject.toml", "README.md", "package.json", "package-lock.json", "index.html", "sw.js",
           "engine", "web", "assets")


def build_next_version(target: Path) -> str:
    """Build, in ``target``, the sources of this checkout with the engine's version raised and a
    page file changed (build.py run there, as a deploy's build would be); return the version."""
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy2(source, target / name)
    for name in ("node_modules", ".cache"):
        (target / name).symlink_to(ROOT / name, target_is_directory=True)
    init = target / "engine" / "remi" / "__init__.py"
    text = init.read_text(encoding="utf-8")
    old = re.search(r'__version__ = "(\d+)\.(\d+)\.(\d+)"', text)
    assert old, "engine/remi/__init__.py names no __version__"
    version = f"{old.group(1)}.{old.group(2)}.{int(old.group(3)) + 1}"
    init.write_text(text.replace(old.group(0), f'__version__ = "{version}"'), encoding="utf-8")
    draw = target / "web" / "draw.py"
    draw.write_text(draw.read_text(encoding="utf-8") + MARK, encoding="utf-8")
    subprocess.run([sys.executable, str(target / "build.py"), "build"], cwd=target, check=True, capture_output=True)
    return version


@pytest.fixture
def two_releases(tmp_path, build_info, build_module):
    """(serve, sent): serve("a" | "b") points the server at this build or its changed copy; sent
    lists (path, bytes) of what the server sent."""
    dist = build_module.DIST
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(dist, a, symlinks=True)
    shutil.copytree(dist, b, symlinks=True)
    draw = b / "web" / "draw.py"
    draw.write_text(draw.read_text(encoding="utf-8") + MARK, encoding="utf-8")
    for copy in (b / "web").glob("draw.py.*"):
        copy.unlink()
    build_module.write_service_worker(b)  # the new release's list of files and digests
    build_module.precompress(b)
    yield from serving(tmp_path, build_module, a, b)


@pytest.fixture
def next_version(tmp_path, build_info, build_module):
    """(serve, sent, version) as ``two_releases``, "b" being a second build with the engine's
    next version."""
    sources = tmp_path / "sources"
    sources.mkdir()
    version = build_next_version(sources)
    for serve, sent in serving(tmp_path, build_module, build_module.DIST, sources / "dist"):
        yield serve, sent, version


def serving(tmp_path: Path, build_module, a: Path, b: Path):
    """One server for both builds: tmp_path/site is a link to the one served."""
    site = tmp_path / "site"
    sent: list = []
    server = build_module.make_server(site, 0, quiet=True, sent=sent)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def serve(which: str) -> str:
        if site.is_symlink():
            site.unlink()
        site.symlink_to(a if which == "a" else b, target_is_directory=True)
        return f"http://127.0.0.1:{server.server_address[1]}"

    yield serve, sent
    server.shutdown()
    server.server_close()


def deploy_and_visit(context, page, serve, sent: list, clear_http_cache: bool = True) -> None:
    """Serve the second build, empty the browser's HTTP cache (or not: it then holds the first
    release's copies, which the service worker must not take for the second's), and visit again
    until the page runs on the second release (at most three visits)."""
    serve("b")  # the deploy
    if clear_http_cache:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.clearBrowserCache")  # nothing of the first release left in the HTTP cache
    sent.clear()
    # the visits after the deploy: the browser finds the new sw.js on navigation and installs the
    # release beside the old one; once it waits, a visit asks it to take over and starts again
    # on it (the same visit, if the install was quick enough)
    release = None
    for _visit in range(3):
        page.reload()
        release = release_after_take_over(page)
        if release == "b":
            break
        assert page.evaluate(WAITING), "the new release never finished installing"
    assert release == "b", "the new release never took over"


def release_after_take_over(page, seconds: float = 60) -> str:
    """The release the page runs on ("a" or "b") once it is up and a waiting release had its
    chance to take over (asked 5 s after the table is up and every 5 s after, 6 times; the page
    then starts again). Nothing waiting for 3 s in a row, after the first 10 s, ends the wait:
    a release that was waiting and has just taken over leaves nothing waiting for the moment
    before the page starts again on it, which a single look took for "stays on a"."""
    idle = 0  # looks in a row with no release waiting
    for step in range(int(seconds * 4)):
        try:
            if page.evaluate(DRAW).endswith(MARK):
                break
            waiting = page.evaluate("navigator.serviceWorker.getRegistration().then((r) => !!(r && r.waiting))")
            idle = 0 if waiting else idle + 1
            if step > 40 and idle >= 12:
                break  # nothing waits (not yet installed): this visit stays on its release
        except PlaywrightError:  # (the page starting again under the question)
            idle = 0
        page.wait_for_timeout(250)
    page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=120_000)
    return "b" if page.evaluate(DRAW).endswith(MARK) else "a"


@contextmanager
def first_visit(browser, serve, query: str) -> Iterator[Tuple[Any, List[str], Dict[str, Any]]]:
    """A player's visit to the first build: the page, its console errors and page errors so far
    (the list grows), and the table after one move, once the offline cache holds the release."""
    context = browser.new_context(viewport={"width": 1366, "height": 800})
    problems: List[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: problems.append(str(e)))
        page.goto(f"{serve('a')}/?{query}&pace=0.1")
        assert wait_ready(page) == "ready"
        play_turn(page, touch=False)
        before = wait_settled(page)
        assert page.evaluate(KEPT), "the offline cache never held the first release"
        yield page, problems, before
    finally:
        context.close()


def assert_same_match(before: Dict[str, Any], after: Dict[str, Any]) -> None:
    """The saved match as it was: the same game, seed, save, phase and cards."""
    assert after["game"] == before["game"] and after["seed"] == before["seed"]
    assert after["saves"]["key"] == before["saves"]["key"] and after["phase"] == before["phase"]
    assert sorted(c.get("id") or "" for c in after["cards"]) == sorted(c.get("id") or "" for c in before["cards"])


@pytest.mark.parametrize("http_cache", ["emptied", "kept"])
def test_a_new_release_downloads_only_what_changed_and_starts_on_the_next_visit(browser, two_releases, http_cache):
    serve, sent = two_releases
    with first_visit(browser, serve, "game=gin&seed=11&lang=en") as (page, problems, before):
        old_release = page.evaluate("caches.keys()")[0]
        deploy_and_visit(page.context, page, serve, sent, clear_http_cache=http_cache == "emptied")
        downloaded = {path: size for path, size in sent if size}
        assert set(downloaded) == {"/sw.js", "/web/draw.py"}, downloaded  # only what changed
        assert sum(downloaded.values()) < 500_000
        keys = page.evaluate("caches.keys()")
        assert len(keys) == 1 and keys[0] != old_release, (old_release, page.evaluate(CACHES))
        assert_same_match(before, wait_settled(page))
        assert not problems, problems


def test_a_waiting_release_is_taken_up_at_the_first_reload_of_the_only_tab(browser, two_releases):
    """Issue 50: once a release waited, the first reload of the same tab did not take it, though the
    README says "the next visit" (the page asked while its files were still coming, and Chromium
    then kept the release waiting); it now asks 5 s after its table is up, and starts again on it."""
    serve, sent = two_releases
    with first_visit(browser, serve, "game=gin&seed=13&lang=en") as (page, problems, before):
        serve("b")
        assert page.evaluate(WAITING), "the new release never finished installing"
        page.reload()  # the next visit: one reload
        assert release_after_take_over(page) == "b", "the first reload did not take the waiting release"
        assert_same_match(before, wait_settled(page))
        assert not problems, problems


CACHES = """(async () => {
    const all = {};
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        all[name] = (await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    }
    return all;
})()"""

KEPT_FILES = """(async () => {
    const cache = await caches.open((await caches.keys())[0]);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
})()"""


def test_a_new_engine_version_replaces_the_old_one_whole_with_the_match_intact(browser, next_version):
    """The issue this answers: a new wheel's name in a new lock file, the old wheel gone from the
    host, and the HTTP cache emptied. The new release keeps the new wheel and snapshot, never asks
    for the old wheel, and starts Python with the new engine, the saved match as it was."""
    serve, sent, version = next_version
    with first_visit(browser, serve, "game=traditional&players=3&seed=12&lang=ro") as (page, problems, before):
        assert before["engine"] != version
        deploy_and_visit(page.context, page, serve, sent)
        after = wait_settled(page)
        assert after["engine"] == version  # Python runs the new engine (from the new snapshot)
        assert after["snapshot"] in ("restored", "downloaded")
        wheel = f"/pyodide/remi-{version}-py3-none-any.whl"
        asked = {path for path, _size in sent}
        wheels = {p for p in asked if p.startswith("/pyodide/remi-") and p.endswith(".whl")}
        assert wheels == {wheel}, asked  # the new one, and never the old one
        kept = page.evaluate(KEPT_FILES)
        assert wheel in kept and [p for p in kept if p.endswith(".whl")] == [wheel], kept
        assert_same_match(before, after)
        assert not problems, problems


def test_a_release_whose_cache_was_deleted_never_makes_it_again(browser, two_releases):
    """A newer release deletes the older one's cache when it takes over, and the older worker may
    still answer the last requests of the page it controlled. It then answers from the network and
    does not create its cache again: an empty copy would stay until the next release."""
    serve, _sent = two_releases
    with first_visit(browser, serve, "game=gin&seed=11&lang=en") as (page, problems, _before):
        release = page.evaluate("caches.keys()")[0]
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert page.evaluate(f"caches.delete({release!r})")
        assert page.evaluate(DRAW).startswith('"""')  # draw.py, answered from the network
        page.wait_for_timeout(300)  # a put would have landed by now
        assert page.evaluate("caches.keys()") == []
        assert not problems, problems
