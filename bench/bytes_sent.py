#!/usr/bin/env python3
"""Bytes a first visit downloads, as sent on the wire: with the .br/.gz copies that build.py
writes (a host that sends them, as `build.py serve` does) against the plain files, same run.

    python3 bench/bytes_sent.py [--runs 3] [--no-build]

Two servers of dist/ run side by side, one sending a file's compressed copy to a browser that
accepts it and one never; each run opens the site in a fresh browser context on each, in turn,
and counts the encoded body bytes of every response (Chrome's own count, Playwright's
``request.sizes()``) until the table is ready; then, once the service worker has kept every
file for offline play, the bytes the service worker took from the network (its Resource
Timing ``transferSize``: a file the HTTP cache already had counts nothing).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from repeat_visit import KEPT  # noqa: E402
from startup import READY_RECORDER, built, launch_browser, start_server  # noqa: E402


def visit(browser, url: str) -> dict:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(READY_RECORDER)
    page = context.new_page()
    seen = []
    page.on("requestfinished", lambda request: seen.append(request))
    try:
        page.goto(url)
        page.wait_for_function("window.__startup !== undefined", timeout=180_000)
        ready = sum(r.sizes()["responseBodySize"] for r in list(seen))
        if not page.evaluate(KEPT):
            raise RuntimeError("the service worker never kept the files")
        page.wait_for_function("window.remiTest && window.remiTest.thinker.where !== 'starting'", timeout=180_000)
        page.wait_for_timeout(1000)
        # the service worker's own downloads are not the page's requests: count them from its timing
        worker = context.service_workers[0] if context.service_workers else None
        sw_bytes = 0
        if worker is not None:
            sw_bytes = int(worker.evaluate(
                "performance.getEntriesByType('resource').reduce((n, e) => n + (e.transferSize || 0), 0)"
            ))
        return {"ready": ready, "total": sw_bytes, "ms": page.evaluate("window.__startup.ms")}
    finally:
        context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args, build = built(parser, argv)
    from playwright.sync_api import sync_playwright

    urls = {}
    for compress in (True, False):
        _server, base = start_server(build, compress=compress)
        urls["compressed" if compress else "plain"] = f"{base}/?game=gin&seed=3&lang=en"
    results: dict = {name: [] for name in urls}
    with sync_playwright() as playwright:
        browser = launch_browser(playwright)
        for i in range(args.runs):
            for name in (list(urls) if i % 2 == 0 else list(urls)[::-1]):
                out = visit(browser, urls[name])
                results[name].append(out)
                print(f"run {i + 1} {name:10} ready after {out['ready'] / 1e6:5.2f} MB, "
                      f"then the offline copy {out['total'] / 1e6:5.2f} MB, "
                      f"ready in {out['ms']:.0f} ms (loopback)", flush=True)
        browser.close()
    print()
    print("| served | bytes before ready (median) | then the service worker's downloads (median) |")
    print("| --- | --- | --- |")
    for name, runs in results.items():
        ready = statistics.median(r["ready"] for r in runs) / 1e6
        total = statistics.median(r["total"] for r in runs) / 1e6
        print(f"| {name} | {ready:.2f} MB | {total:.2f} MB |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
