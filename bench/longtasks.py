#!/usr/bin/env python3
"""Does the page freeze while computer players think? Long tasks during play.

    python3 bench/longtasks.py [--no-build] [--cpu 1] [--seeds 3] [--level hard] [--thinker both]
                               [--baseline OTHER_DIST]

Builds and serves dist/, opens it in headless Chromium (Debian's when present), and for
each game and seed plays one whole hand by pointer events as the tests do (tests/browser/
table_driver.py and test_play_table_games.py), while a PerformanceObserver, in place before the
page's own scripts run, records every main-thread task over 50 ms from navigation on. Prints,
per game, the long tasks before the table was ready (start-up: a first visit, Python booting),
and those after it (the hand, the first tap included): how many, how many over 100 ms, the
longest, each less the driver's own reads of ``window.remiTest`` inside it (a player's page never
makes one; the reads took up to 110 ms at --cpu 4); and when, after ready, the computer players'
first move was played (it includes their pause before a move, 0.55 s) and where it was thought,
and when the worker was up; and hand by hand, when the table was ready (from navigation) and
how long the person's first tap took to be drawn (to the end of the first painting of the
table after it, less the driver's reads), with their medians.
The computer players play at ``--level`` (default hard, the slowest thinkers).
``--cpu 4`` slows the page's CPU fourfold (a mid-range phone) through the DevTools protocol.
``--thinker`` picks where the computer players think: ``worker`` (the page's way: measured once
the worker is up), ``page`` (``window.remiNoWorker``, the baseline), or ``both``, one after the
other in the same run. Chrome's throttling does not slow the worker itself, so at ``--cpu 4``
its thinking is faster than a phone's would be; the main thread's share is slowed as on a phone.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


startup = _load("remi_startup_bench", ROOT / "bench" / "startup.py")
sys.path.insert(0, str(ROOT / "tests" / "browser"))  # the table-game driver imports table_driver
driver = _load("table_driver", ROOT / "tests" / "browser" / "table_driver.py")
table_games = _load("remi_table_games_driver", ROOT / "tests" / "browser" / "test_play_table_games.py")

# an init script: runs in the page before anything else, so start-up's tasks are seen too. It
# also times each read of window.remiTest (the driver's, through web/probe.py's Probe.test_json: a
# player's page never makes one), to take them out of the tasks they fall in; notes each press of
# the pointer, and each time the table's canvas is painted (web/paint.js: the still table,
# ``scene``, or a frame over it, ``over``), for the time from the first tap to the table drawn.
OBSERVE = """
window.__long = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
}).observe({ type: "longtask" });
window.__reads = [];
let testJson;
Object.defineProperty(window, "remiTestJson", { configurable: true, set(fn) { testJson = fn; }, get() {
  return testJson && function () {
    const start = performance.now();
    try { return testJson(); } finally { window.__reads.push([start, performance.now() - start]); }
  };
} });
window.__taps = [];
window.addEventListener("pointerdown", (e) => { if (e.isTrusted) window.__taps.push(e.timeStamp); }, true);
window.__paints = [];
let painter;
Object.defineProperty(window, "remiPaint", { configurable: true, set(v) {
  for (const name of ["scene", "over"]) {
    const paint = v[name];
    v[name] = function (ctx, ...rest) {
      const start = performance.now();
      try { return paint.call(this, ctx, ...rest); }
      finally { if (ctx && ctx.canvas && ctx.canvas.id === "table") window.__paints.push([start, performance.now()]); }
    };
  }
  painter = v;
}, get() { return painter; } });
"""


def first_tap(ready: float, taps: list, paints: list, reads: list) -> float | None:
    """From the person's first tap after the table was ready to the end of the first painting of
    the table after it (ms), less the driver's reads in between; None when there was none."""
    tap = next((t for t in taps if t >= ready), None)
    end = next((e for s, e in paints if tap is not None and s >= tap), None)
    if tap is None or end is None:
        return None
    return end - tap - sum(d for t, d in reads if tap <= t <= end)


def page_tasks(tasks: list, reads: list) -> list:
    """The long tasks as the page alone makes them: each less the driver's reads inside it (a
    task left at 50 ms or under is dropped)."""
    out = []
    for start, duration in tasks:
        own = duration - sum(d for t, d in reads if start <= t <= start + duration)
        if own > 50:
            out.append((start, round(own)))
    return out

GAMES = [("gin", 4), ("oklahoma", 3), ("gin", 2), ("traditional", 3), ("remi51", 3)]
FIRST_COMPUTER_MOVE = "remi:first-computer-move"  # web/person.py's User Timing mark


def hand_tasks(browser, port: int, game: str, players: int, seed: int, mode: str, args) -> tuple[list[int], list[int], dict]:
    """The long tasks (ms) from navigation until the table is ready, and after it while one hand
    is played, the players thinking in ``mode``; and when the table was ready (``ready``, from
    navigation), how long the person's first tap took to be drawn (``first_tap``), and when,
    after ready, the worker was up and a computer player's first move was played
    (``first_move``: None when the person moved first; ``first_on_page``: that move thought on
    the page, the worker not being up yet)."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    if mode == "page":
        page.add_init_script("window.remiNoWorker = true")
    page.add_init_script(OBSERVE)
    page.add_init_script(startup.READY_RECORDER)  # window.__startup.ms: when the table was ready
    if args.cpu != 1:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.cpu})
    page.goto(f"http://127.0.0.1:{port}/?game={game}&players={players}&seed={seed}&lang=en&level={args.level}")
    driver.wait_ready(page)
    computer_first = page.evaluate("window.remiTest.to_act") != 0
    worker_up = None
    if mode == "worker":
        page.wait_for_function("window.remiTest.thinker.where === 'worker'", timeout=120_000)
        worker_up = page.evaluate("performance.now()")
    if game in ("gin", "oklahoma"):
        end = driver.play_hand(page, touch=False, limit=400)
    else:
        end = table_games.play_deal(page, game, False, (1280, 800), f"bench-{game}")["state"]
    assert end["phase"] in ("hand_over", "match_over")
    if mode == "worker":
        assert end["thinker"]["where"] == "worker", end["thinker"]
    ready = page.evaluate("window.__startup.ms")
    reads = page.evaluate("window.__reads")
    tasks = page_tasks(page.evaluate("window.__long"), reads)
    tap = first_tap(ready, page.evaluate("window.__taps"), page.evaluate("window.__paints"), reads)
    moved = page.evaluate(f"performance.getEntriesByName({FIRST_COMPUTER_MOVE!r}).map((e) => e.startTime)")
    page.close()
    assert moved or not computer_first, "a computer player moved first, but its move was not marked"
    timing = {
        "ready": ready,
        "first_tap": tap,
        "worker_up": None if worker_up is None else worker_up - ready,
        "first_move": moved[0] - ready if computer_first else None,
        # (the page thinks only until the worker is up, and the hand ended with the worker)
        "first_on_page": mode == "page" or end["thinker"]["page"] > 0,
    }
    return [d for t, d in tasks if t < ready], [d for t, d in tasks if t >= ready], timing


def first_move_text(timing: dict) -> str:
    """A hand's first computer move after ready (where it was thought), and the worker's start."""
    if timing["first_move"] is None:
        text = "the person began"
    else:
        where = "page" if timing["first_on_page"] else "worker"
        text = f"first computer move +{timing['first_move']:.0f} ms (thought on the {where})"
    if timing["worker_up"] is not None:
        text += f", worker up +{timing['worker_up']:.0f} ms"
    return text


def readiness_text(timings: list) -> str:
    """The hands' ready times and first taps (ms), with their medians."""
    ready = [t["ready"] for t in timings]
    taps = [t["first_tap"] for t in timings if t["first_tap"] is not None]
    text = f"table ready at {', '.join(f'{r:.0f}' for r in ready)} ms (median {statistics.median(ready):.0f})"
    if taps:
        text += f"; first tap drawn in {', '.join(f'{d:.0f}' for d in taps)} ms (median {statistics.median(taps):.0f})"
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--cpu", type=float, default=1.0, help="CPU slowdown factor (4 = a mid-range phone)")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--level", default="hard", help="the computer players' level (easy, medium, hard)")
    parser.add_argument("--thinker", choices=("worker", "page", "both"), default="both")
    parser.add_argument("--baseline", type=Path, help="another built dist/ (say, of the commit before): its hands "
                        "are played in the same run, interleaved hand by hand with this build's")
    args = parser.parse_args()
    build = startup.load_build_module()
    if not args.no_build:
        build.build()
    builds = {"this build": build.DIST}
    if args.baseline is not None:
        builds["baseline"] = args.baseline
    servers = {label: build.make_server(path, 0, quiet=True) for label, path in builds.items()}
    for server in servers.values():
        threading.Thread(target=server.serve_forever, daemon=True).start()
    from playwright.sync_api import sync_playwright

    print(f"long tasks (> 50 ms) on the main thread while a hand is played against {args.level} players, "
          f"CPU slowdown x{args.cpu:g}; blocking: their time past 50 ms, summed")
    modes = ("page", "worker") if args.thinker == "both" else (args.thinker,)
    with sync_playwright() as p:
        browser = startup.launch_browser(p)
        for game, players in GAMES:
            for mode in modes:
                runs: dict = {label: [] for label in servers}
                for seed in range(1, args.seeds + 1):
                    for label, server in servers.items():  # interleaved: a slow minute slows both
                        runs[label].append(hand_tasks(browser, server.server_address[1], game, players, seed, mode, args))
                for label, both in runs.items():
                    startup_tasks = [t for before, _after, _timing in both for t in before]
                    hand = [t for _before, after, _timing in both for t in after]
                    for when, tasks in (("start-up", startup_tasks), ("the hand", hand)):
                        over = sum(1 for t in tasks if t > 100)
                        longest = max(tasks) if tasks else 0
                        blocking = sum(t - 50 for t in tasks)
                        name = f"{label}, " if len(servers) > 1 else ""
                        print(
                            f"  {game:11} {players} players, {name}thinking on the {mode:6}, {args.seeds} hands, {when:8}: "
                            f"{len(tasks)} long tasks, {over} over 100 ms, longest {longest} ms, blocking {blocking} ms"
                        )
                    print(f"  {'':11} {'':9} after ready, hand by hand: " + "; ".join(first_move_text(t) for _b, _a, t in both))
                    print(f"  {'':11} {'':9} {readiness_text([t for _b, _a, t in both])}")
        browser.close()
    for server in servers.values():
        server.shutdown()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
