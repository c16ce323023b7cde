#!/usr/bin/env python3
"""Repeat visits with the HTTP cache and the service worker really warm: the site (Python from
the kept memory snapshot), the site offline, the site booting Python the usual way, and the bare
PyScript + Pyodide page's repeat visit, in the same run.

    python3 bench/repeat_visit.py [--runs 5] [--cpu 1,4] [--no-build] [--json FILE]

For each run and CPU slowdown (Chrome's CPU throttling; 4 is a mid-range phone), a fresh browser
context visits the page once, waits (the site) until the service worker keeps every file and the
computer players' worker is up, visits it a second time, then times a third visit: navigation
start to ready (``data-app-state="ready"``: the site's table, the bare page's first Python line).
The ways take turns, in contexts of their own:

- ``site``: the site as it is (web/pyodide-boot.mjs restores the kept snapshot);
- ``offline``: the same, with the browser context offline for the timed visit;
- ``usual``: the site with ``window.remiNoSnapshot`` set before the page runs (Python booted);
- ``bare``: bench/pages/bare.html (no service worker: the HTTP cache and Chrome's code cache).

No request is intercepted (``context.route`` would turn the HTTP cache off). The table prints
medians, ratios to the bare page and all runs; the machine is shared, so compare within a run.
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
from startup import READY_RECORDER, built, launch_browser, start_server  # noqa: E402

KEPT = """async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 1200; i++) {
        for (const key of await caches.keys()) {
            const cache = await caches.open(key);
            if ((await cache.match("./remi-release.json")) && registration.active) return true;
        }
        await new Promise((r) => setTimeout(r, 100));
    }
    return false;
}"""
WAYS = ("site", "offline", "usual", "bare")


def wait_ready(page) -> None:
    page.wait_for_function("window.__startup !== undefined", timeout=180_000, polling=50)


def one_run(browser, urls: dict, way: str, cpu: float) -> dict:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    if way == "usual":
        context.add_init_script("window.remiNoSnapshot = true;")
    context.add_init_script(READY_RECORDER)
    page = context.new_page()
    url = urls["bare" if way == "bare" else "site"]
    try:
        for _visit in range(2):
            page.goto(url)
            wait_ready(page)
            if way != "bare":
                if not page.evaluate(KEPT):
                    raise RuntimeError("the service worker never kept the files")
                page.wait_for_function("window.remiTest && window.remiTest.thinker.where !== 'starting'",
                                       timeout=180_000)
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
        if way == "offline":
            context.set_offline(True)
        page.goto(url)
        wait_ready(page)
        result = page.evaluate("window.__startup")
        how = page.evaluate("window.remiSnapshot || null")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        return {"ms": result["ms"], "state": result["state"], "python": how}
    finally:
        context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cpu", default="1,4", help="CPU slowdowns, comma-separated")
    parser.add_argument("--json", help="write the raw runs to this file")
    args, build = built(parser, argv)
    from playwright.sync_api import sync_playwright

    server, base = start_server(build)
    urls = {"site": f"{base}/?game=gin&seed=3&lang=en", "bare": f"{base}/_bench/bare.html"}
    runs: dict = {}
    with sync_playwright() as playwright:
        browser = launch_browser(playwright)
        for cpu in [float(c) for c in args.cpu.split(",")]:
            for i in range(args.runs):
                for way in WAYS[i % 4:] + WAYS[:i % 4]:
                    started = time.time()
                    out = one_run(browser, urls, way, cpu)
                    runs.setdefault((cpu, way), []).append(out)
                    print(f"cpu {cpu:g}x run {i + 1} {way:8} {out['ms']:7.0f} ms  ({out['state']}, python: {out['python']}, "
                          f"{time.time() - started:.0f} s in all)", flush=True)
        browser.close()
    server.shutdown()
    print()
    print("| repeat visit | site (median) | site offline | site, usual boot | bare page | site / bare | offline / bare |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for cpu in sorted({c for c, _w in runs}):
        med = {w: statistics.median(r["ms"] for r in runs[(cpu, w)]) for w in WAYS}
        print(f"| CPU {cpu:g}x | {med['site'] / 1000:.2f} s | {med['offline'] / 1000:.2f} s | {med['usual'] / 1000:.2f} s"
              f" | {med['bare'] / 1000:.2f} s | {med['site'] / med['bare']:.2f} | {med['offline'] / med['bare']:.2f} |")
    for (cpu, way), rs in sorted(runs.items()):
        times = ", ".join(f"{r['ms']:.0f}" for r in rs)
        print(f"  {cpu:g}x {way}: {times} ms")
    wrong = [r for (c, w), rs in runs.items() for r in rs
             if w in ("site", "offline") and r["python"] != "restored" or r["state"] != "ready"]
    if wrong:
        print(f"warning: {len(wrong)} runs did not start as their way says: {wrong[:3]}")
    if args.json:
        Path(args.json).write_text(json.dumps({f"{c}:{w}": v for (c, w), v in runs.items()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
