"""A new release over an old one (sw.js): a returning player's browser downloads only the files
that changed, checked against their digests (not the HTTP cache's older copies); the open page
goes on with the release it started with; the next visit starts on the new release, once, with
the saved match intact. Two builds are served in turn from one address: this build, and a copy
with one page file changed as a deploy would change it.
"""

from __future__ import annotations

import shutil
import threading

import pytest
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


def test_a_new_release_downloads_only_what_changed_and_starts_on_the_next_visit(browser, two_releases):
    serve, sent = two_releases
    context = browser.new_context(viewport={"width": 1366, "height": 800})
    problems: list = []
    try:
        page = context.new_page()
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: problems.append(str(e)))
        site = serve("a")
        page.goto(f"{site}/?game=gin&seed=11&lang=en&pace=0.1")
        assert wait_ready(page) == "ready"
        play_turn(page, touch=False)
        before = wait_settled(page)
        old_release = page.evaluate(KEPT)
        assert old_release, "the offline cache never held the first release"

        serve("b")  # the deploy
        cdp = context.new_cdp_session(page)
        cdp.send("Network.clearBrowserCache")  # nothing of the first release left in the HTTP cache
        sent.clear()
        # the visits after the deploy: the browser finds the new sw.js on navigation and installs the
        # release beside the old one; once it waits, a visit asks it to take over and starts again
        # on it (the same visit, if the install was quick enough)
        release = None
        for _visit in range(3):
            page.reload()
            page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=120_000)
            page.wait_for_timeout(500)  # a take-over's reload, if one comes
            page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=120_000)
            release = "b" if page.evaluate(DRAW).endswith(MARK) else "a"
            if release == "b":
                break
            assert page.evaluate(WAITING), "the new release never finished installing"
        assert release == "b", "the new release never took over"
        downloaded = {path: size for path, size in sent if size}
        assert set(downloaded) == {"/sw.js", "/web/draw.py"}, downloaded  # only what changed
        assert sum(downloaded.values()) < 500_000
        keys = page.evaluate("caches.keys()")
        assert len(keys) == 1 and keys[0] != old_release
        after = wait_settled(page)
        assert after["game"] == before["game"] == "gin" and after["seed"] == before["seed"]
        assert after["saves"]["key"] == before["saves"]["key"] and after["phase"] == before["phase"]  # the match as it was
        assert sorted(c.get("id") or "" for c in after["cards"]) == sorted(c.get("id") or "" for c in before["cards"])
        assert not problems, problems
    finally:
        context.close()
