"""The meld marks of a table game's hand: time of the meld search the page runs once per new
hand (web/hand.py ``table_melds``), in CPython or in Pyodide.

    python3 bench/hand_melds.py [--hands 200] [--seed 1]
    node tests/pyodide/run_in_pyodide.mjs bench/hand_melds.py

15-card hands of two decks with 0 to 4 jokers, each searched as the page does (the most cards,
then the most points; one joker a meld) and, interleaved on the same hands, with no cap on a
meld's jokers (the search the page does not use: the baseline it is measured against). Prints
the median and the worst time per hand for each number of jokers.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from typing import Dict, List, Optional

if "__file__" in globals():  # a checkout's engine; inside Pyodide the wheel is importable
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

import remi  # noqa: E402
from remi.cards import Card, make_deck  # noqa: E402
from remi.table.jokers import best_plan  # noqa: E402


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=200, help="hands per number of jokers")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv if argv is not None else ([] if "__file__" not in globals() else None))
    game = remi.new_game("remi51", 2, seed=args.seed)

    def value(card: Card) -> int:
        return 1000 + game.hand_value((card,))

    rng = random.Random(args.seed)
    naturals = make_deck(2, 0)
    print(f"{args.hands} hands of 15 cards per line; ms per hand: median / worst")
    print("jokers | one joker a meld (the page) | no cap (baseline)")
    for jokers in range(5):
        times: Dict[str, List[float]] = {"page": [], "uncapped": []}
        for _ in range(args.hands):
            hand = rng.sample(naturals, 15 - jokers) + [Card.joker(k) for k in range(jokers)]
            rng.shuffle(hand)
            order = ["page", "uncapped"] if rng.random() < 0.5 else ["uncapped", "page"]
            for kind in order:
                started = time.perf_counter()
                best_plan(hand, value, keep=0, max_jokers=1 if kind == "page" else None)
                times[kind].append((time.perf_counter() - started) * 1000)
        cells = [f"{statistics.median(times[k]):6.2f} / {max(times[k]):7.1f}" for k in ("page", "uncapped")]
        print(f"{jokers:6} | {cells[0]:>27} | {cells[1]:>17}")


if __name__ == "__main__" or "__file__" not in globals():
    main()
