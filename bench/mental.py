#!/usr/bin/env python3
"""How long a deal nobody can peek at takes (``remi.mental``, issue 52), to choose the prime.

    python3 bench/mental.py [--bits 512 768] [--runs 3]

For each prime size, each number of seats (2 to 4) and each deck (Gin's 52 cards, Traditional
Rummy's 106, Remi 51's 108): the time of one seat's shuffle and of its relock (what a browser
computes in its turn), and of a whole deal's critical path (every seat's shuffle then every
seat's relock, one after the other, as the browsers must), and of the check at the deal's end.
Medians of ``--runs`` runs. On CPython here; Pyodide is several times slower, and a phone (CPU 4×)
slower again: the issue asks for at most 2 s of waiting for Remi 51 with 4 browsers there.
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bits", type=int, nargs="*", default=sorted(PRIMES))
    parser.add_argument("--runs", type=int, default=3)
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
