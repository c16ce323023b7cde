"""Offline: a page opened once keeps working with the network off (sw.js, Cache Storage)."""

from __future__ import annotations

import pytest

READY = "document.documentElement.dataset.appState === 'ready'"
WORKER_UP = "window.remiTest.thinker.where === 'worker'"

pytestmark = pytest.mark.browser


def test_page_opened_once_plays_again_with_the_network_off(page, page_problems, site_url, build_info) -> None:
    page.goto(f"{site_url}/?game=gin&players=2&seed=5&pace=0.1")
    page.wait_for_function(READY, timeout=120_000)
    cached = page.evaluate(
        """async () => {
            const registration = await navigator.serviceWorker.ready;
            for (let i = 0; i < 300; i++) {
                for (const key of await caches.keys()) {
                    const cache = await caches.open(key);
                    if (await cache.match("./pyodide/pyodide.asm.wasm") && registration.active) return key;
                }
                await new Promise((r) => setTimeout(r, 100));
            }
            return null;
        }"""
    )
    assert cached and cached.startswith("remi-")
    page.wait_for_function(WORKER_UP, timeout=120_000)  # (a reload would cut its downloads short)
    page.context.set_offline(True)
    try:
        page.reload()
        page.wait_for_function(READY, timeout=120_000)
        assert page.evaluate("navigator.onLine") is False
        assert page.evaluate("!!navigator.serviceWorker.controller")
        assert page.evaluate("window.remiSnapshot") == "restored"  # Python from the kept snapshot
        # the computer players' worker starts from the offline copy too
        page.wait_for_function("window.remiTest.thinker.where !== 'starting'", timeout=120_000)
        page.wait_for_function(WORKER_UP)
    finally:
        page.context.set_offline(False)
    page_problems.assert_none()
