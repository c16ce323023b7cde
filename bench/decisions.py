"""Decision time of the computer players, per game, in CPython (or any Python).

    python3 bench/decisions.py [--matches 5] [--players 2,4] [--seed 1] [--bots baseline]
    python3 bench/decisions.py --games oklahoma --bots hard --option undercut_bonus=25
    node tests/pyodide/run_in_pyodide.mjs bench/decisions.py -- --bots hard --players 2,4

Plays matches of a level against itself and times every ``choose(view)`` call (the view is
built outside the timing). Prints the median, 90th percentile and worst time per decision for
each game and table size, by wall time and by CPU time, with the selfplay speed. A shared
machine pauses a process now and then, which only the wall time counts: the CPU time is what
the player costs. Under Pyodide, whose process clock is a wall clock, the CPU time is Node.js's
own (``process.cpuUsage``: the whole process, so a garbage collection running beside Python
counts too). The last line, ``worst``, is the largest of each column over every game.
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
GIN_GAMES = ("gin", "oklahoma")  # two players only (G-1, OK-1) in this benchmark: Hard's search is for two


def _cpu_clock():
    """The process's CPU seconds: Node.js's count under Pyodide (Emscripten's process clock is a
    wall clock there), the interpreter's own elsewhere."""
    if sys.platform == "emscripten":
        try:
            import js  # type: ignore[import-not-found]
        except ImportError:
            return time.process_time
        if hasattr(js, "process") and hasattr(js.process, "cpuUsage"):
            def node_cpu() -> float:
                used = js.process.cpuUsage()
                return (used.user + used.system) / 1e6
            return node_cpu
    return time.process_time


cpu_clock = _cpu_clock()


def summary(times: List[float]) -> Dict[str, float]:
    """Median, 90th percentile and worst, in milliseconds."""
    times = sorted(times)
    return {"median": 1e3 * statistics.median(times), "p90": 1e3 * times[int(0.9 * len(times))], "max": 1e3 * times[-1]}


def measure(game: str, players: int, matches: int, seed: int, bot: str,
            options: Optional[Dict[str, Any]] = None) -> Dict[str, float]:
    """Time every decision of ``matches`` matches of ``bot`` against itself; ``options`` are
    game options on top of the short table-game matches (``SHORT``)."""
    wall: List[float] = []
    cpu: List[float] = []
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
            t0, c0 = time.perf_counter(), cpu_clock()
            action = seats[g.to_act].choose(view)
            c1, t1 = cpu_clock(), time.perf_counter()
            wall.append(t1 - t0)
            cpu.append(c1 - c0)
            g.apply(action)
        hands += len(g.results)
    elapsed = time.perf_counter() - started
    return {
        "decisions": len(wall),
        "wall": summary(wall),
        "cpu": summary(cpu),
        "hands_per_s": hands / elapsed,
        "matches_per_s": matches / elapsed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument("--players", default="2", help="table sizes, e.g. 2,4 (Gin games: 2 only)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="baseline", help="the player to time (baseline, easy, medium, hard)")
    parser.add_argument("--games", default="gin,oklahoma,traditional,remi51")
    parser.add_argument("--option", action="append", default=[], type=parse_option, metavar="NAME=VALUE",
                        help="a game option for every game, e.g. undercut_bonus=25 (repeatable)")
    args = parser.parse_args(sys.argv[1:])
    sizes = [int(n) for n in args.players.split(",")]
    print(f"Python {sys.version.split()[0]} on {sys.platform}; {args.bots} against itself, "
          f"{args.matches} matches per game and table size (Traditional Rummy and Remi 51: "
          f"{SHORT['traditional']['deals']} deals)" + "".join(f"; {name}={value}" for name, value in args.option))
    print(f"{'game':12} {'players':>7} {'decisions':>9} | {'wall ms: median':>15} {'p90':>7} {'max':>7} "
          f"| {'CPU ms: median':>14} {'p90':>7} {'max':>7} | {'hands/s':>7}")

    def row(game: str, players: str, decisions: str, w: Dict[str, float], c: Dict[str, float], speed: str) -> str:
        return (f"{game:12} {players:>7} {decisions:>9} | {w['median']:15.2f} {w['p90']:7.1f} {w['max']:7.1f} "
                f"| {c['median']:14.2f} {c['p90']:7.1f} {c['max']:7.1f} | {speed:>7}")

    worst: Dict[str, Dict[str, float]] = {"wall": dict.fromkeys(("median", "p90", "max"), 0.0)}
    worst["cpu"] = dict(worst["wall"])
    for game in args.games.split(","):
        for players in sizes:
            if game in GIN_GAMES and players != 2:
                continue
            r = measure(game, players, args.matches, args.seed, args.bots, dict(args.option))
            for clock, figures in worst.items():
                for key in figures:
                    figures[key] = max(figures[key], r[clock][key])
            print(row(game, str(players), str(r["decisions"]), r["wall"], r["cpu"], f"{r['hands_per_s']:.1f}"))
    print(row("worst", "", "", worst["wall"], worst["cpu"], ""))

if __name__ == "__main__":
    main()
