#!/usr/bin/env python3
"""Repeat visits with the HTTP cache and the service worker really warm: Python started from the
memory snapshot against Python booted the usual way, in the same run.

    python3 bench/repeat_visit.py [--runs 5] [--cpu 1,4] [--no-build]

For each run and CPU slowdown (Chrome's CPU throttling; 4 is a mid-range phone), a fresh browser
context visits the site once and waits until the service worker keeps every file (the snapshot
among them), visits it a second time (after which the page keeps the inflated snapshot), then
times a third visit: navigation start to the table being ready (``data-app-state="ready"``).
The ways take turns, in contexts of their own:

- ``snapshot``: the site as it is (web/pyodide-boot.mjs restores the kept, inflated snapshot);
- ``gzip``: the same with ``window.remiSnapshotFromGzip`` set, so every restore inflates the
  7 MB gzip file first (as a second visit does);
- ``usual``: the same site with ``window.remiNoSnapshot`` set before the page runs, so the
  page boots Python as it did before the snapshot.

No request is intercepted (``context.route`` would turn the HTTP cache off). The table prints
medians and all runs; the machine is shared, so compare the two columns of one run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from startup import READY_RECORDER, launch_browser, load_build_module, start_server  # noqa: E402

KEPT = """async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 1200; i++) {
        for (const key of await caches.keys()) {
            const cache = await caches.open(key);
            if ((await cache.keys()).some((r) => r.url.includes("/pyodide/remi-snapshot-")) && registration.active) return true;
        }
        await new Promise((r) => setTimeout(r, 100));
    }
    return false;
}"""
INFLATED_KEPT = """async () => {
    for (let i = 0; i < 300; i++) {
        for (const key of await caches.keys()) {
            const cache = await caches.open(key);
            if ((await cache.keys()).some((r) => r.url.includes("remi-snapshot-") && r.url.endsWith("?inflated"))) return true;
        }
        await new Promise((r) => setTimeout(r, 100));
    }
    return false;
}"""
WAYS = ("snapshot", "gzip", "usual")


def one_run(browser, url: str, way: str, cpu: float) -> dict:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    if way == "usual":
        context.add_init_script("window.remiNoSnapshot = true;")
    if way == "gzip":
        context.add_init_script("window.remiSnapshotFromGzip = true;")
    context.add_init_script(READY_RECORDER)
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_function("window.__startup !== undefined", timeout=180_000)
        if not page.evaluate(KEPT):
            raise RuntimeError("the service worker never kept the files")
        page.wait_for_function("window.remiTest && window.remiTest.thinker.where !== 'starting'", timeout=180_000)
        page.goto(url)  # the second visit: restores from the gzip file, then keeps it inflated
        page.wait_for_function("window.__startup !== undefined", timeout=180_000)
        page.wait_for_function("window.remiTest && window.remiTest.thinker.where !== 'starting'", timeout=180_000)
        if way == "snapshot" and not page.evaluate(INFLATED_KEPT):
            raise RuntimeError("the inflated snapshot was never kept")
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
        page.goto(url)
        page.wait_for_function("window.__startup !== undefined", timeout=180_000, polling=50)
        result = page.evaluate("window.__startup")
        how = page.evaluate("window.remiSnapshot")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        return {"ms": result["ms"], "state": result["state"], "python": how}
    finally:
        context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cpu", default="1,4", help="CPU slowdowns, comma-separated")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--json", help="write the raw runs to this file")
    args = parser.parse_args(argv)
    build = load_build_module()
    if not args.no_build:
        build.build()
    from playwright.sync_api import sync_playwright

    server, base = start_server(build)
    url = f"{base}/?game=gin&seed=3&lang=en"
    runs: dict = {}
    with sync_playwright() as playwright:
        browser = launch_browser(playwright)
        for cpu in [float(c) for c in args.cpu.split(",")]:
            for i in range(args.runs):
                for way in WAYS[i % 3:] + WAYS[:i % 3]:
                    started = time.time()
                    out = one_run(browser, url, way, cpu)
                    runs.setdefault((cpu, way), []).append(out)
                    print(f"cpu {cpu:g}x run {i + 1} {way:8} {out['ms']:7.0f} ms  (python: {out['python']}, "
                          f"{time.time() - started:.0f} s in all)", flush=True)
        browser.close()
    server.shutdown()
    print()
    print("| CPU | snapshot, inflated (median) | snapshot, from gzip (median) | usual boot (median) | usual / inflated |")
    print("| --- | --- | --- | --- | --- |")
    for cpu in sorted({c for c, _w in runs}):
        med = {w: statistics.median(r["ms"] for r in runs[(cpu, w)]) for w in WAYS}
        print(f"| {cpu:g}x | {med['snapshot'] / 1000:.2f} s | {med['gzip'] / 1000:.2f} s | {med['usual'] / 1000:.2f} s | "
              f"{med['usual'] / med['snapshot']:.1f} |")
    for (cpu, way), rs in sorted(runs.items()):
        times = ", ".join(f"{r['ms']:.0f}" for r in rs)
        print(f"  {cpu:g}x {way}: {times} ms")
    wrong = [r for (c, w), rs in runs.items() for r in rs if (w != "usual") != (r["python"] == "restored")]
    if wrong:
        print(f"warning: {len(wrong)} runs did not start as their way says: {wrong[:3]}")
    if args.json:
        Path(args.json).write_text(json.dumps({f"{c}:{w}": v for (c, w), v in runs.items()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
