"""Decision time of the computer players, per game, in CPython (or any Python).

    python3 bench/decisions.py [--matches 5] [--players 2] [--seed 1] [--bots baseline]
    python3 bench/decisions.py --games oklahoma --bots hard --option undercut_bonus=25

Plays baseline matches and times every ``choose(view)`` call of the computer players
(the view is built outside the timing). Prints the median, 90th percentile and worst time
per decision for each game, with the selfplay speed. Run it inside Pyodide too (the test
suite's Node.js runner can execute this file) to compare the two interpreters.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from typing import Any, Dict, List, Optional

# From a checkout, use its engine; inside Pyodide (node tests/pyodide/run_in_pyodide.mjs
# bench/decisions.py) the wheel is already importable and there is no __file__.
if "__file__" in globals():
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

import remi  # noqa: E402
from remi.arena import parse_option  # noqa: E402
from remi.game import Phase  # noqa: E402
from remi.players import make_player  # noqa: E402

SHORT = {"traditional": {"deals": 4}, "remi51": {"deals": 4}}


def measure(game: str, players: int, matches: int, seed: int, bot: str,
            options: Optional[Dict[str, Any]] = None) -> Dict[str, float]:
    """Time every decision of ``matches`` matches of ``bot`` against itself; ``options`` are
    game options on top of the short table-game matches (``SHORT``)."""
    times: List[float] = []
    started = time.perf_counter()
    hands = 0
    for i in range(matches):
        g = remi.new_game(game, players, {**SHORT.get(game, {}), **(options or {})}, seed + i)
        seats = [make_player(bot, seed + i + s, game) for s in range(players)]
        while not g.is_over:
            if g.phase == Phase.HAND_OVER:
                g.apply("next hand")
                continue
            assert g.to_act is not None
            view = g.view(g.to_act)
            t0 = time.perf_counter()
            action = seats[g.to_act].choose(view)
            times.append(time.perf_counter() - t0)
            g.apply(action)
        hands += len(g.results)
    elapsed = time.perf_counter() - started
    times.sort()
    return {
        "decisions": len(times),
        "median_ms": 1e3 * statistics.median(times),
        "p90_ms": 1e3 * times[int(0.9 * len(times))],
        "max_ms": 1e3 * times[-1],
        "hands_per_s": hands / elapsed,
        "matches_per_s": matches / elapsed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="baseline", help="the player to time (baseline, easy, medium, hard)")
    parser.add_argument("--games", default="gin,oklahoma,traditional,remi51")
    parser.add_argument("--option", action="append", default=[], type=parse_option, metavar="NAME=VALUE",
                        help="a game option for every game, e.g. undercut_bonus=25 (repeatable)")
    args = parser.parse_args(sys.argv[1:] if len(sys.argv) > 1 and sys.argv[0] else [])
    print(f"Python {sys.version.split()[0]} on {sys.platform}; {args.players} players, {args.bots} players, "
          f"{args.matches} matches per game (Traditional Rummy and Remi 51: {SHORT['traditional']['deals']} deals)"
          + "".join(f"; {name}={value}" for name, value in args.option))
    print(f"{'game':12} {'decisions':>9} {'median ms':>10} {'p90 ms':>8} {'max ms':>8} {'hands/s':>8}")
    for game in args.games.split(","):
        r = measure(game, args.players, args.matches, args.seed, args.bots, dict(args.option))
        print(
            f"{game:12} {r['decisions']:9d} {r['median_ms']:10.3f} {r['p90_ms']:8.2f} {r['max_ms']:8.1f}"
            f" {r['hands_per_s']:8.1f}"
        )


if __name__ == "__main__":
    main()
