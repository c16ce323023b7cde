#!/usr/bin/env python3
"""How long does the table wait when the computer players' worker has stopped?

    python3 bench/worker_loss.py [--no-build] [--runs 5] [--patience 10]

Builds and serves dist/, opens a two-player Gin deal against Hard in headless Chromium, waits
for the worker to be up, and times one turn of the computer player's: from the person's draw
and discard (pointer events, as the tests play) to the person's turn again. Each run times it
twice in turn, interleaved: with the worker alive (the baseline), and with the worker ended
just before the person's move (``Worker.terminate()``, as a browser may end one). Prints the
medians, and where the computer player thought after the worker was ended, and why.
(The table's pause before a computer move, 0.55 s, is shortened tenfold by ``pace=0.1``.)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import startup  # noqa: E402 (bench/startup.py: the build module and Chromium's flags)
from table_driver import play_turn, wait_settled  # noqa: E402

QUERY = "?game=gin&players=2&seed=5&level=hard&lang=en&pace=0.1"
WORKER_UP = "window.remiTest && window.remiTest.thinker.where === 'worker'"
END_WORKER = "document.querySelector('script[name=remi-thinker]').xworker.terminate()"


def one_turn(browser, site: str, end_worker: bool) -> tuple[float, dict]:
    """Seconds from the person's first move to their next turn, and the thinker's state then."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(site + "/" + QUERY)
        page.wait_for_function(WORKER_UP, timeout=120_000)
        st = wait_settled(page)
        while st["phase"] not in ("draw", "discard") or st["to_act"] != 0:  # the up-card offer first
            st = play_turn(page, touch=False)
        if end_worker:
            page.evaluate(END_WORKER)
        started = time.monotonic()
        st = play_turn(page, touch=False)  # (draw)
        st = play_turn(page, touch=False)  # (discard: the computer player's turn follows)
        st = wait_settled(page)
        return time.monotonic() - started, st["thinker"]
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    build = startup.load_build_module()
    if not args.no_build:
        build.build()
    server = build.make_server(build.DIST, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}"
    from playwright.sync_api import sync_playwright

    times: dict = {"alive": [], "ended": []}
    with sync_playwright() as p:
        browser = startup.launch_browser(p)
        for run in range(args.runs):
            for kind in ("alive", "ended"):
                seconds, thinker = one_turn(browser, site, kind == "ended")
                times[kind].append(seconds)
                print(f"run {run + 1} {kind}: {seconds:.2f} s, thinker {thinker}", flush=True)
        browser.close()
    server.shutdown()
    for kind, values in times.items():
        print(f"{kind}: median {statistics.median(values):.2f} s (runs: {', '.join(f'{v:.2f}' for v in values)})")


if __name__ == "__main__":
    main()
