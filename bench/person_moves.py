"""Engine time around each of the person's moves, as the page spends it, in CPython.

    python3 bench/person_moves.py [--deals 12] [--players 3] [--engine DIR]

The page (web/person.py ``Person.human`` and the redraw after it) asks the engine whether the move is
legal, for the hand before and after it, for the view of the next decision and for the legal
actions. This plays whole deals of Traditional Rummy and Remi 51 with Hard players, seat 0
standing in for the person, and times those calls around every move of seat 0. ``--engine``
points at another checkout's ``engine`` folder, to compare two versions in the same run.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import List, Optional, Sequence

ENGINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine")
ME = 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--engine", default=ENGINE, help="the engine folder to time (default: this checkout's)")
    args = parser.parse_args(argv)
    sys.path.insert(0, os.path.abspath(args.engine))
    import remi
    from remi.game import Phase
    from remi.players import make_player

    print(f"engine: {os.path.dirname(os.path.abspath(remi.__file__))}")
    for name in ("remi51", "traditional"):
        times: List[float] = []
        for seed in range(args.deals):
            game = remi.new_game(name, args.players, {"deals": 1}, seed)
            bots = [make_player("hard", seed + s, name) for s in range(args.players)]
            while not game.is_over and game.phase != Phase.HAND_OVER:
                seat = game.to_act
                assert seat is not None
                action = bots[seat].choose(game.view(seat))
                if seat != ME:
                    game.apply(action)
                    continue
                started = time.perf_counter()
                game.is_legal(action)
                game.view(ME)  # the hand before the move
                game.apply(action)
                if game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
                    game.view(ME)  # the hand after it, to find the new card
                    game.view(ME)  # the person's own order of the hand, kept up to date
                    game.view(ME)  # the next decision's view, for the redraw
                    game.legal_actions()  # the controls
                times.append(time.perf_counter() - started)
        times.sort()
        print(f"{name}: {len(times)} moves of seat 0, mean {1000 * sum(times) / len(times):.2f} ms, "
              f"90th percentile {1000 * times[int(0.9 * len(times))]:.2f} ms, worst {1000 * times[-1]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
