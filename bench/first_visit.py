#!/usr/bin/env python3
"""A first visit (nothing cached): the site as it is (the memory snapshot downloaded beside the
runtime), the site booting Python the usual way, two floors, and the bare PyScript + Pyodide page,
same run. The floors are what a page on this runtime and snapshot cannot beat: ``floor``
(bench/pages/floor-pyscript.html) is PyScript on the site's runtime module, restoring the
snapshot, running one line of Python, none of the page's files; ``runtime``
(bench/pages/floor.html) restores the snapshot without PyScript.

    python3 bench/first_visit.py [--runs 3] [--conditions 1:0,4:0,4:9] [--latency 150] [--no-build]

Each condition is CPU:MBPS: Chrome's CPU throttling and, unless MBPS is 0 (loopback as it is),
network emulation at MBPS down (a third of it up) and --latency ms (Fast 4G: 4:9 with 150 ms).
Every run opens its page in a fresh browser context, at phone size, served with the .br/.gz
copies as a host should (the bare page too), and times navigation start to ready
(``<html data-app-state="ready">``: the site's table, the bare page's first Python line). The
three pages take turns; ``boot`` sets ``window.remiNoSnapshot`` before the page runs. Medians,
with each page's ratio to the bare page of the same condition.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from startup import READY_RECORDER, built, launch_browser, start_server  # noqa: E402

WAYS = ("site", "boot", "floor", "runtime", "bare")


def throttle(context, page, cpu: float, mbps: float, latency: float) -> None:
    cdp = context.new_cdp_session(page)
    if mbps > 0:
        cdp.send("Network.enable")
        rate = mbps * 1e6 / 8
        cdp.send("Network.emulateNetworkConditions",
                 {"offline": False, "latency": latency, "downloadThroughput": rate, "uploadThroughput": rate / 3})
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})


def one_run(browser, urls: dict, way: str, cpu: float, mbps: float, latency: float) -> dict:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    if way == "boot":
        context.add_init_script("window.remiNoSnapshot = true;")
    context.add_init_script(READY_RECORDER)
    page = context.new_page()
    try:
        throttle(context, page, cpu, mbps, latency)
        page.goto(urls[way], wait_until="commit")
        page.wait_for_function("window.__startup !== undefined", timeout=300_000, polling=100)
        return {"ms": page.evaluate("window.__startup.ms"), "state": page.evaluate("window.__startup.state"),
                "python": page.evaluate("window.remiSnapshot || null")}
    finally:
        context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--conditions", default="1:0,4:0,4:9", help="CPU:MBPS pairs, comma-separated")
    parser.add_argument("--latency", type=float, default=150)
    args, build = built(parser, argv)
    from playwright.sync_api import sync_playwright

    server, base = start_server(build)
    urls = {"site": f"{base}/?game=gin&seed=3&lang=en", "boot": f"{base}/?game=gin&seed=3&lang=en",
            "floor": f"{base}/_bench/floor-pyscript.html", "runtime": f"{base}/_bench/floor.html",
            "bare": f"{base}/_bench/bare.html"}
    conditions = [tuple(float(x) for x in c.split(":")) for c in args.conditions.split(",")]
    runs: dict = {}
    with sync_playwright() as playwright:
        browser = launch_browser(playwright)
        for cpu, mbps in conditions:
            for i in range(args.runs):
                for way in WAYS[i % len(WAYS):] + WAYS[:i % len(WAYS)]:
                    try:
                        out = one_run(browser, urls, way, cpu, mbps, args.latency)
                    except Exception as exc:  # noqa: BLE001  (a crashed tab is reported, not a median)
                        print(f"CPU {cpu:g}x {mbps:g} Mbps run {i + 1} {way:5} failed: {str(exc).splitlines()[0]}")
                        continue
                    runs.setdefault((cpu, mbps, way), []).append(out)
                    print(f"CPU {cpu:g}x {mbps:g} Mbps run {i + 1} {way:5} {out['ms']:7.0f} ms ({out['state']},"
                          f" python: {out['python']})", flush=True)
        browser.close()
    server.shutdown()
    print()
    print("| first visit | site (median) | site, usual boot | floor: PyScript, no page | floor: no PyScript | bare page "
          "| site / bare | boot / bare | floor / bare | no PyScript / bare |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for cpu, mbps in conditions:
        med = {w: statistics.median(r["ms"] for r in runs.get((cpu, mbps, w), [{"ms": float("nan")}])) for w in WAYS}
        link = "loopback" if mbps == 0 else f"{mbps:g} Mbps, {args.latency:g} ms"
        cells = " | ".join(f"{med[w] / 1000:.2f} s" for w in WAYS)
        ratios = " | ".join(f"{med[w] / med['bare']:.2f}" for w in WAYS if w != "bare")
        print(f"| CPU {cpu:g}x, {link} | {cells} | {ratios} |")
    for key, rs in sorted(runs.items()):
        times = ", ".join(str(round(r["ms"])) for r in rs)
        print(f"  {key[0]:g}x {key[1]:g} Mbps {key[2]}: {times} ms")
    failed = [r for rs in runs.values() for r in rs if r["state"] != "ready"]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
