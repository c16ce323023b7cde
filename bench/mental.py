#!/usr/bin/env python3
"""How long a deal nobody can peek at takes (``remi.mental``, issue 52), to choose the prime.

    python3 bench/mental.py [--bits 256 384 512] [--runs 3] [--browser [--no-build]]

For each prime size, each number of seats (2 to 4) and each deck (Gin's 52 cards, Traditional
Rummy's 106, Remi 51's 108): the time of one seat's shuffle and of its relock (what a browser
computes in its turn), and of a whole deal's critical path (every seat's shuffle then every
seat's relock, one after the other, as the browsers must), and of the check at the deal's end.
Medians of ``--runs`` runs, on CPython here.

``--browser`` times the same in Pyodide, in headless Chromium, as the site starts Python
(bench/pages/mental.html): in a worker (where the page computes a deal), and on the page's main
thread at CPU 1× and 4× (Chrome's throttling, a mid-range phone). The page stands in for a phone's
worker: Chrome's DevTools protocol does not throttle a worker (a worker target does not answer
``Emulation.setCPUThrottlingRate``), and an unthrottled worker runs as fast as the page. It also
times a live table's whole deal (``remi.live``: every browser's passes, the keys of each hand and
each hand opened, until every browser is dealt), all browsers in the page's one thread.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))

from remi.mental import PRIMES, Group, Seat, Transcript, check  # noqa: E402

DECKS = (("gin", 52), ("traditional", 106), ("remi51", 108))


def one_deal(group: Group, seats: int, rng: random.Random) -> dict:
    players = [Seat(group, random.Random(rng.getrandbits(64))) for _ in range(seats)]
    deck, shuffled, relocked, times = group.deck(), [], [], {"shuffle": [], "relock": []}
    for seat in players:
        start = time.perf_counter()
        deck = seat.shuffle(deck)
        times["shuffle"].append(time.perf_counter() - start)
        shuffled.append(deck)
    for seat in players:
        start = time.perf_counter()
        deck = seat.relock(deck)
        times["relock"].append(time.perf_counter() - start)
        relocked.append(deck)
    start = time.perf_counter()
    problems = check(group, Transcript(shuffled, relocked, [p.deck_key for p in players], [p.card_keys for p in players], {}))
    assert problems == [], problems
    return {"shuffle": statistics.median(times["shuffle"]), "relock": statistics.median(times["relock"]),
            "deal": sum(times["shuffle"]) + sum(times["relock"]), "check": time.perf_counter() - start}


def in_browser(args, build_module) -> int:
    from playwright.sync_api import sync_playwright
    from startup import launch_browser, start_server

    server, origin = start_server(build_module)
    with sync_playwright() as playwright:
        browser = launch_browser(playwright)
        page = browser.new_page()
        page.goto(f"{origin}/_bench/mental.html")
        page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=180_000)
        cdp = page.context.new_cdp_session(page)
        version = page.evaluate("navigator.userAgent.match(/Chrome\\/[0-9.]+/)[0]")
        print(f"Pyodide in {version}; medians of {args.runs} runs, in ms: one seat's shuffle / relock; the deal")
        print("A live table's whole deal (remi.live at its prime: passes, keys, each hand opened; every"
              " browser in one thread), on the page, ms:")
        for game in ("gin", "oklahoma", "traditional", "remi51"):
            for browsers in (2, 3, 4):
                row = []
                for cpu in (1, 4):
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
                    med = page.evaluate(f"timeLiveDeal('{game}', {browsers}, {args.runs})")
                    row.append(f"CPU {cpu}×: a player waits {med['wait']:5.0f} (all of it {med['total']:5.0f})")
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
                print(f"  {game:11} {browsers} browsers: " + " | ".join(row), flush=True)
        for bits in args.bits:
            for name, cards in DECKS:
                for seats in (2, 3, 4):
                    row = []
                    for where, cpu in (("worker", 1), ("page", 1), ("page", 4)):
                        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
                        med = page.evaluate(f"timeDeal('{where}', {bits}, {cards}, {seats}, {args.runs})")
                        row.append(f"{where} {cpu}×: {med['shuffle']:5.0f} / {med['relock']:5.0f}; {med['deal']:6.0f}")
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
                    print(f"  {bits:4} bits, {name:11} {cards:3} cards, {seats} seats: " + " | ".join(row), flush=True)
        browser.close()
    server.shutdown()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bits", type=int, nargs="*", default=sorted(PRIMES))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--browser", action="store_true", help="in Pyodide, in Chromium (worker; page at CPU 1× and 4×)")
    if "--browser" in sys.argv:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from startup import built

        args, build_module = built(parser, sys.argv[1:])
        return in_browser(args, build_module)
    args = parser.parse_args()
    rng = random.Random(52)
    print(f"CPython {sys.version.split()[0]}; medians of {args.runs} runs, in ms")
    for bits in args.bits:
        for name, cards in DECKS:
            group = Group.of(cards, bits)
            for seats in (2, 3, 4):
                runs = [one_deal(group, seats, rng) for _ in range(args.runs)]
                med = {k: statistics.median(r[k] for r in runs) * 1000 for k in runs[0]}
                print(f"  {bits:4} bits, {name:11} {cards:3} cards, {seats} seats: one seat's shuffle {med['shuffle']:6.0f}, "
                      f"relock {med['relock']:6.0f}; the deal {med['deal']:6.0f}; the check {med['check']:6.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
