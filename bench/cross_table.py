"""Every computer player against every other, per game: the arena's cross table, built over
several runs.

    python3 bench/cross_table.py gin --seeds 250 --minutes 60
    python3 bench/cross_table.py traditional --seeds 1000 --minutes 30 --only hard,medium
    python3 bench/cross_table.py oklahoma --seeds 250 --report

The players are the game's levels (easy, medium, hard) and the members of its arena panel
(``GameSpec.panel``: the baseline and players of other styles). Each pair plays as in
``python -m remi.arena``: two players, the same deal once from each seat, Gin games counting
matches won and table games single deals, with 95% intervals whose unit is the seed.

A full table is many hours of play (the sampling player alone takes seconds a decision), more
than one sitting on a shared machine, so every seed's result is kept as a line of
``.cache/cross_table/GAME.jsonl`` (``--store``) and a run only plays the seeds not yet there:
run it again to go on. Within ``--minutes`` it plays ``--block`` seeds of each pair in turn, the
pairs with fewest seeds first, so a cut-off run leaves the table evenly filled. ``--only`` plays
just the pairs that include one of the named players, ``--skip`` all but those (the sampler's
pairs last, say); ``--report`` plays nothing.

The report prints, for each row player against each column player, the row's share won and its
net points a hand or deal (positive when it did better), then every pair with its intervals.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Dict, List, Sequence, Tuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from remi.arena import match_options, play_seed, summary  # noqa: E402
from remi.registry import GAMES, game_spec  # noqa: E402

LEVELS = ("easy", "medium", "hard")
Pair = Tuple[str, str]
Seed = Tuple[float, float, float, float]  # won, played, net points, hands (the pair's first player)


def roster(game: str) -> List[str]:
    """The levels, then the panel (the baseline first)."""
    return [*LEVELS, *(m for m in game_spec(game).panel if m not in LEVELS)]


def pairs_of(players: Sequence[str]) -> List[Pair]:
    """Every unordered pair once, each with the earlier player of ``players`` first."""
    return [(a, b) for i, a in enumerate(players) for b in players[i + 1:]]


def load(path: str, game: str) -> Dict[Pair, Dict[int, Seed]]:
    """The seeds already played, by pair in the roster's order: {(first, second): {seed: result}}.
    A pair stored the other way round is turned (two players: the other's share and points); a
    line cut short (a run stopped while writing it) is left out, and its seed played again."""
    done: Dict[Pair, Dict[int, Seed]] = {}
    if not os.path.exists(path):
        return done
    order = {name: i for i, name in enumerate(roster(game))}
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue
            if row.get("game") != game:
                continue
            first, second = row["first"], row["second"]
            won, played, net, hands = row["won"], row["played"], row["net"], row["hands"]
            if order.get(first, 0) > order.get(second, 0):
                first, second, won, net = second, first, played - won, -net
            done.setdefault((first, second), {})[row["seed"]] = (won, played, net, hands)
    return done


def result(done: Dict[Pair, Dict[int, Seed]], row: str, column: str, seeds: Sequence[int]) -> Dict[str, float]:
    """``row`` against ``column`` over those of ``seeds`` played (either way round)."""
    flipped = (row, column) not in done
    got = done.get((column, row) if flipped else (row, column), {})
    wins: List[Tuple[float, float]] = []
    nets: List[Tuple[float, float]] = []
    for seed in seeds:
        if seed in got:
            won, played, net, hands = got[seed]
            wins.append((played - won if flipped else won, played))
            nets.append((-net if flipped else net, hands))
    return summary(wins, nets) if wins else {"seeds": 0}


def play(game: str, path: str, seeds: Sequence[int], minutes: float, block: int, only: Sequence[str],
         skip: Sequence[str] = ()) -> None:
    """Play the missing seeds, ``block`` of a pair at a time, until done or out of time."""
    unit, options = match_options(game)
    players = roster(game)
    pairs = [p for p in pairs_of(players) if (not only or set(p) & set(only)) and not set(p) & set(skip)]
    done = load(path, game)
    deadline = time.monotonic() + 60 * minutes
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    while time.monotonic() < deadline:
        missing = {p: [s for s in seeds if s not in done.get(p, {})] for p in pairs}
        waiting = [p for p in pairs if missing[p]]
        if not waiting:
            print("every pair has every seed", flush=True)
            return
        pair = min(waiting, key=lambda p: (-len(missing[p]), pairs.index(p)))
        started = time.monotonic()
        for seed in missing[pair][:block]:
            won, played, net, hands = play_seed(game, pair[0], pair[1], seed, options, unit)
            done.setdefault(pair, {})[seed] = (won, played, net, hands)
            with open(path, "a", encoding="utf-8") as f:
                f.write(json.dumps({"game": game, "first": pair[0], "second": pair[1], "seed": seed, "won": won,
                                    "played": played, "net": net, "hands": hands}) + "\n")
            if time.monotonic() >= deadline:
                break
        played = len(seeds) - len([s for s in seeds if s not in done[pair]])
        print(f"{pair[0]} vs {pair[1]}: {played} seeds ({time.monotonic() - started:.0f} s for the block)", flush=True)
    print("out of time; run again to go on", flush=True)


def report(game: str, path: str, seeds: Sequence[int]) -> None:
    done = load(path, game)
    players = roster(game)
    unit, _options = match_options(game)
    per = "hand" if game_spec(game).family == "gin" else "deal"
    print(f"{game}: the row player's share of {unit} won and net points a {per} against the column player "
          f"(seeds {seeds[0]}-{seeds[-1]}, as many as played)\n")
    print("| | " + " | ".join(players) + " |")
    print("| --- " * (len(players) + 1) + "|")
    for row in players:
        cells = []
        for column in players:
            r = result(done, row, column, seeds) if row != column else {"seeds": 0}
            cells.append("" if not r["seeds"] else f"{100 * r['rate']:.1f}% {r['net']:+.2f}")
        print(f"| {row} | " + " | ".join(cells) + " |")
    print(f"\n| pair | seeds | {unit} won [95%] | net a {per} [95%] |")
    print("| --- | --- | --- | --- |")
    for a, b in pairs_of(players):
        r = result(done, a, b, seeds)
        if r["seeds"]:
            print(f"| {a} vs {b} | {r['seeds']} | {100 * r['rate']:.1f}% [{100 * r['low']:.1f}-{100 * r['high']:.1f}] "
                  f"| {r['net']:+.2f} [{r['net_low']:+.2f}, {r['net_high']:+.2f}] |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--seeds", type=int, default=250, help="seeds per pair, each played from both seats")
    parser.add_argument("--seed", type=int, default=100, help="the first seed")
    parser.add_argument("--minutes", type=float, default=30.0, help="stop playing after this long")
    parser.add_argument("--block", type=int, default=10, help="seeds of one pair before the next pair")
    parser.add_argument("--only", default="", help="comma-separated players: only pairs including one of them")
    parser.add_argument("--skip", default="", help="comma-separated players: leave out the pairs including them")
    parser.add_argument("--store", help="results file (default .cache/cross_table/GAME.jsonl)")
    parser.add_argument("--report", action="store_true", help="print the table from the store, play nothing")
    args = parser.parse_args()
    if args.seeds < 1 or args.block < 1:
        parser.error("--seeds and --block take a number of 1 or more")
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    path = args.store or os.path.join(root, ".cache", "cross_table", f"{args.game}.jsonl")
    seeds = list(range(args.seed, args.seed + args.seeds))
    only = [p for p in args.only.split(",") if p]
    skip = [p for p in args.skip.split(",") if p]
    unknown = [p for p in only + skip if p not in roster(args.game)]
    if unknown:
        parser.error(f"no player {', '.join(unknown)} in {args.game}; the players are {', '.join(roster(args.game))}")
    if not args.report:
        play(args.game, path, seeds, args.minutes, args.block, only, skip)
    report(args.game, path, seeds)


if __name__ == "__main__":
    main()
