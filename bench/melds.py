"""Benchmark of the meld search's hot path: the best arrangement of random 11-card hands.

    python3 bench/melds.py [--hands 20000] [--seed 1]

Prints the median time per hand (uncached: every hand is new to the search) of
``best_arrangement`` and of the deadwood count alone, in CPython, and the same hands through
the brute-force reference on a small sample, as a ratio measured in the same run (the
machine is shared and noisy: compare ratios, not absolute times).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from typing import Callable, List, Sequence

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from remi.cards import Card, make_deck  # noqa: E402
from remi.gin import melds  # noqa: E402


def per_item_times(fn: Callable[[Sequence[Card]], object], hands: List[List[Card]], batch: int = 50) -> List[float]:
    """Seconds per hand, measured over batches (a single call is below the timer's grain)."""
    out = []
    for i in range(0, len(hands), batch):
        chunk = hands[i : i + batch]
        start = time.perf_counter()
        for hand in chunk:
            fn(hand)
        out.append((time.perf_counter() - start) / len(chunk))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--brute", type=int, default=200, help="hands for the brute-force comparison")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    deck = make_deck()
    hands = [rng.sample(deck, 11) for _ in range(args.hands)]

    arrange = per_item_times(melds.best_arrangement, hands)
    count = per_item_times(lambda h: melds._deadwood_uncached(melds.to_mask(h)), hands)
    sample = hands[: args.brute]
    fast = per_item_times(melds.best_arrangement, sample, batch=10)
    brute = per_item_times(melds.brute_force_deadwood, sample, batch=10)
    with_melds = sum(1 for h in hands if melds.best_arrangement(h).melds) / len(hands)

    print(f"Python {sys.version.split()[0]}, {args.hands} random 11-card hands (seed {args.seed}), "
          f"{100 * with_melds:.0f}% hold a meld")
    print(f"best_arrangement  median {1e6 * statistics.median(arrange):7.1f} us/hand  "
          f"(p90 {1e6 * sorted(arrange)[int(0.9 * len(arrange))]:.1f} us)")
    print(f"deadwood count    median {1e6 * statistics.median(count):7.1f} us/hand")
    ratio = statistics.median(brute) / statistics.median(fast)
    print(f"brute-force reference on {len(sample)} hands: median {1e3 * statistics.median(brute):.2f} ms/hand, "
          f"{ratio:.0f}x slower than best_arrangement in the same run")


if __name__ == "__main__":
    main()
