#!/usr/bin/env python3
"""Memory while playing: the renderer's proportional set size (PSS, Linux's smaps_rollup) of the
site during a hand against the computer, against the bare PyScript + Pyodide page, same run.

    python3 bench/memory.py [--runs 3] [--no-build]

Each run launches a browser of its own for each way (so its renderer holds one page), opens the
page at phone size and, for the site, plays turns of a Gin hand by tapping as a player would
until the computer players have answered from their worker; then it reads the PSS of the
page's renderer process (a dedicated worker runs inside its page's renderer). Ways:
``site``; ``page-only`` (the site with ``window.remiNoWorker``: the players think on the page,
one Python instead of two); ``floor`` (bench/pages/floor-pyscript.html: PyScript on the site's
runtime and memory snapshot, the engine imported, none of the page: what one Python of the site
costs before any table); ``bare`` (bench/pages/bare.html, Python up, nothing else). Medians.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from startup import READY_RECORDER, built, launch_browser, start_server  # noqa: E402

WAYS = ("site", "page-only", "floor", "bare")


def children(pid: int) -> list[int]:
    """All descendants of pid."""
    found, todo = [], [pid]
    procs = [p for p in Path("/proc").iterdir() if p.name.isdigit()]
    parent_of = {}
    for p in procs:
        try:
            stat = (p / "stat").read_text()
            parent_of[int(p.name)] = int(stat.rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
    while todo:
        current = todo.pop()
        for child, parent in parent_of.items():
            if parent == current:
                found.append(child)
                todo.append(child)
    return found


def renderer_pss_mib(browser_pid: int) -> float:
    """The PSS of the page's renderer: the largest renderer process. (Chromium also runs a
    renderer for its own top-chrome WebUI, some 75 MiB even headless, and keeps a spare one
    for the next navigation, some 20 MiB: neither is the page's, and summing them hid part of
    the difference between two pages.)"""
    sizes = [0]
    for pid in children(browser_pid):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
            if "--type=renderer" not in cmdline or "--top-chrome-webui" in cmdline:
                continue
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    sizes.append(int(line.split()[1]))
        except OSError:
            continue
    return max(sizes) / 1024


def browser_pid() -> int:
    """The newest chromium browser process (no --type=: the browser itself)."""
    best = None
    for p in Path("/proc").iterdir():
        if not p.name.isdigit():
            continue
        try:
            cmdline = (p / "cmdline").read_bytes().decode(errors="replace")
            start = int((p / "stat").read_text().rsplit(")", 1)[1].split()[19])
        except (OSError, ValueError, IndexError):
            continue
        if "chrom" in cmdline.split("\0")[0] and "--type=" not in cmdline and "--headless" in cmdline:
            if best is None or start > best[0]:
                best = (start, int(p.name))
    if best is None:
        raise RuntimeError("no Chromium browser process found")
    return best[1]


def one_run(playwright, urls: dict, way: str) -> float:
    from table_driver import play_turn, wait_settled

    browser = launch_browser(playwright)
    try:
        pid = browser_pid()
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
        if way == "page-only":
            context.add_init_script("window.remiNoWorker = true;")
        context.add_init_script(READY_RECORDER)
        page = context.new_page()
        page.goto(urls[way if way in ("bare", "floor") else "site"])
        page.wait_for_function("window.__startup !== undefined", timeout=180_000)
        if way in ("site", "page-only"):
            if way == "site":
                page.wait_for_function("window.remiTest.thinker.where === 'worker'", timeout=180_000)
            for _ in range(6):
                st = wait_settled(page)
                if st["phase"] in ("hand_over", "match_over"):
                    break
                play_turn(page, touch=True)
            if way == "site":
                assert page.evaluate("window.remiTest.thinker.worker") > 0, "the worker never answered"
        page.wait_for_timeout(2000)  # let the collectors settle
        return renderer_pss_mib(pid)
    finally:
        browser.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args, build = built(parser, argv)
    from playwright.sync_api import sync_playwright

    server, base = start_server(build)
    urls = {"site": f"{base}/?game=gin&seed=3&lang=en&pace=0.1", "bare": f"{base}/_bench/bare.html",
            "floor": f"{base}/_bench/floor-pyscript.html"}
    runs: dict = {w: [] for w in WAYS}
    with sync_playwright() as playwright:
        for i in range(args.runs):
            for way in WAYS[i % len(WAYS):] + WAYS[:i % len(WAYS)]:
                mib = one_run(playwright, urls, way)
                runs[way].append(mib)
                print(f"run {i + 1} {way:9} {mib:6.0f} MiB", flush=True)
    server.shutdown()
    med = {w: statistics.median(v) for w, v in runs.items()}
    print()
    print("| renderer PSS while playing | median | runs (MiB) | / bare |")
    print("| --- | --- | --- | --- |")
    for way in WAYS:
        print(f"| {way} | {med[way]:.0f} MiB | {', '.join(f'{v:.0f}' for v in runs[way])} | {med[way] / med['bare']:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
