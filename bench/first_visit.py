#!/usr/bin/env python3
"""A first visit over a phone's link: boot Python the usual way (what the page does, keeping the
snapshot for the next visit) against downloading the memory snapshot first and restoring it.

    python3 bench/first_visit.py [--runs 3] [--cpu 4] [--mbps 9] [--latency 150] [--no-build]

Each run opens the site in a fresh browser context (nothing cached) with Chrome's CPU throttling
and network emulation (default: a mid-range phone on Fast 4G, 9 Mbps down, 150 ms), served with
the .br/.gz copies as a host should, and times navigation start to the table being ready. The
two ways take turns; ``restore`` sets ``window.remiSnapshotFromNetwork`` before the page runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from startup import READY_RECORDER, launch_browser, load_build_module, start_server  # noqa: E402

WAYS = ("boot", "restore")


def one_run(browser, url: str, way: str, cpu: float, mbps: float, latency: float) -> dict:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    if way == "restore":
        context.add_init_script("window.remiSnapshotFromNetwork = true;")
    context.add_init_script(READY_RECORDER)
    page = context.new_page()
    try:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        rate = mbps * 1e6 / 8
        cdp.send("Network.emulateNetworkConditions",
                 {"offline": False, "latency": latency, "downloadThroughput": rate, "uploadThroughput": rate / 3})
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
        page.goto(url, wait_until="commit")
        page.wait_for_function("window.__startup !== undefined", timeout=300_000, polling=100)
        return {"ms": page.evaluate("window.__startup.ms"), "python": page.evaluate("window.remiSnapshot")}
    finally:
        context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cpu", type=float, default=4)
    parser.add_argument("--mbps", type=float, default=9)
    parser.add_argument("--latency", type=float, default=150)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args(argv)
    build = load_build_module()
    if not args.no_build:
        build.build()
    from playwright.sync_api import sync_playwright

    server, base = start_server(build)
    url = f"{base}/?game=gin&seed=3&lang=en"
    runs: dict = {w: [] for w in WAYS}
    with sync_playwright() as playwright:
        browser = launch_browser(playwright)
        for i in range(args.runs):
            for way in WAYS if i % 2 == 0 else WAYS[::-1]:
                out = one_run(browser, url, way, args.cpu, args.mbps, args.latency)
                runs[way].append(out)
                print(f"run {i + 1} {way:8} {out['ms']:7.0f} ms (python: {out['python']})", flush=True)
        browser.close()
    server.shutdown()
    print()
    print(f"| first visit, CPU {args.cpu:g}x, {args.mbps:g} Mbps, {args.latency:g} ms | ready (median) | runs (ms) |")
    print("| --- | --- | --- |")
    for way in WAYS:
        times = [r["ms"] for r in runs[way]]
        print(f"| {way} | {statistics.median(times) / 1000:.2f} s | {', '.join(f'{t:.0f}' for t in times)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
