"""Python from a memory snapshot (web/pyodide-boot.mjs, made by build.py): a repeat visit whose
offline cache holds the snapshot restores it, on the page and in the computer players' worker;
each visit still draws fresh random numbers; a snapshot that cannot be restored boots Python the
usual way with nothing else changed.
"""

from __future__ import annotations

import pytest
from table_driver import open_page, play_turn, state, wait_settled

pytestmark = pytest.mark.browser

DESKTOP = {"viewport": {"width": 1366, "height": 800}}

KEPT = """async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 600; i++) {
        for (const key of await caches.keys()) {
            const cache = await caches.open(key);
            const hit = (await cache.keys()).find((r) => r.url.includes("/pyodide/remi-snapshot-"));
            if (hit && registration.active) return hit.url;
        }
        await new Promise((r) => setTimeout(r, 100));
    }
    return null;
}"""


def keep_snapshot(page) -> str:
    """Until the service worker has kept every file, the snapshot among them; its URL."""
    url = page.evaluate(KEPT)
    assert url, "the offline cache never held the snapshot"
    return url


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_repeat_visit_starts_from_the_snapshot_and_draws_fresh_numbers(page, page_problems, site_url, build_info):
    open_page(page, site_url, "?lang=en&pace=0.1")
    assert state(page)["snapshot"] == "none"  # a first visit boots the usual way
    keep_snapshot(page)
    page.wait_for_function("window.remiTest.thinker.where !== 'starting'", timeout=120_000)
    probes, seeds = [], []
    for _ in range(2):
        open_page(page, site_url, "?game=gin&lang=en&pace=0.1")  # a new random deal each time
        st = state(page)
        assert st["snapshot"] == "restored"
        probes.append(st["random_probe"])
        seeds.append(st["seed"])
        page.wait_for_function("window.remiTest.thinker.where === 'worker'", timeout=120_000)
        assert page.evaluate("window.remiTest.snapshot") == "restored"
        play_turn(page, touch=False)  # the worker, restored too, plays its turns
        wait_settled(page)
        page.evaluate("localStorage.clear(); sessionStorage.clear()")
    assert probes[0] != probes[1] and seeds[0] != seeds[1]
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_snapshot_that_cannot_be_restored_boots_python_the_usual_way(page, page_problems, site_url, build_info):
    open_page(page, site_url, "?game=traditional&players=3&seed=6&lang=en&pace=0.1")
    url = keep_snapshot(page)
    page.wait_for_function("window.remiTest.thinker.where !== 'starting'", timeout=120_000)
    damaged = page.evaluate(
        """async (url) => {
            let n = 0;
            for (const key of await caches.keys()) {
                const cache = await caches.open(key);
                if (await cache.match(url)) { await cache.put(url, new Response(new Uint8Array(4096).fill(7))); n++; }
            }
            return n;
        }""",
        url,
    )
    assert damaged >= 1
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if "could not start from its snapshot" in m.text else None)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=120_000)
    st = wait_settled(page)
    assert st["snapshot"] == "failed" and st["game"] == "traditional" and warnings
    page_problems.assert_none()
