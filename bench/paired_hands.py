"""Players compared hand by hand on the same deals: which plays a hand better, and by how much.

    python3 bench/paired_hands.py oklahoma baseline hard medium hard:take_margin=2 --hands 500 --seed 11
    python3 bench/paired_hands.py gin baseline hard hard:gin_wait_stock=10 --players 3
    python3 bench/paired_hands.py oklahoma baseline hard medium --option site_rules=true

The arena (``python -m remi.arena``) counts matches or deals won; a change of a point or two a
hand takes thousands of matches to show there. Here every player named after the opponent
plays the same deals, each one hand (or one deal) long, in every seat in turn against the
opponent in the other seats, so most of the luck of the cards cancels out in the differences.

A player is a level name (``easy``, ``medium``, ``hard``, ``baseline``) or a level with
attributes changed, ``hard:take_margin=2,danger_weight=0``: a parameter screen needs no edit.

For each player it prints its net points a hand (its points against the others' average,
positive when it does better, in the game's own scoring), the share of hands it won (Gin
games: the hand's winner; table games: the lowest penalty, ties shared), how the hands ended,
and the paired difference from the first player with a 95% interval and the number of hands
it changed. Gin games add the net points by knock limit (Oklahoma Gin, OK-2). Deterministic:
the same command prints the same figures.
"""

from __future__ import annotations

import argparse
import ast
import math
import os
import sys
import time
from collections import Counter, defaultdict
from typing import Any, Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from remi.arena import parse_option  # noqa: E402
from remi.game import Phase  # noqa: E402
from remi.players import Player, make_player  # noqa: E402
from remi.registry import GAMES, new_game  # noqa: E402


def _top_level_split(text: str) -> List[str]:
    """Split at the commas outside brackets: ``a=1,b=(3,4)`` -> ["a=1", "b=(3,4)"]."""
    items: List[str] = []
    depth = start = 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth == 0:
            items.append(text[start:i])
            start = i + 1
    items.append(text[start:])
    return items


def parse_player(spec: str) -> Tuple[str, Dict[str, Any]]:
    """``hard:take_margin=2,give_up_at=(3,3)`` -> ("hard", {"take_margin": 2, "give_up_at": (3, 3)})."""
    name, _, rest = spec.partition(":")
    changes: Dict[str, Any] = {}
    for item in filter(None, _top_level_split(rest)):
        key, eq, text = item.partition("=")
        if not eq or not key:
            raise ValueError(f"{spec!r}: write attributes as name=value, separated by commas")
        try:
            changes[key] = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            raise ValueError(f"{spec!r}: {text!r} is not a number, True/False or a quoted string") from None
    return name, changes


def make(spec: str, seed: int, game: str) -> Player:
    name, changes = parse_player(spec)
    player = make_player(name, seed, game)
    for key, value in changes.items():
        if not hasattr(player, key):
            raise ValueError(f"{spec!r}: a {type(player).__name__} has no attribute {key!r}")
        setattr(player, key, value)
    return player


def play_hand(game: str, players: int, seed: int, seats: Sequence[Player],
              options: Optional[Dict[str, Any]] = None) -> Tuple[Any, str]:
    """Play the first hand (deal) of a game with this seed; return its result and scoring."""
    given = dict(options or {})
    if game in ("traditional", "remi51"):
        given.setdefault("deals", 1)
    g = new_game(game, players, given, seed)
    while g.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = g.to_act
        g.apply(seats[seat].choose(g.view(seat)))
    return g.results[-1], str(g.scoring)


def compare(game: str, opponent: str, specs: Sequence[str], hands: int, seed: int, players: int,
            options: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    for spec in [opponent, *specs]:
        make(spec, 0, game)  # refuse a bad name or attribute before any play
    new_game(game, players, options, seed)  # and a bad option or table size
    net: Dict[str, List[float]] = {s: [] for s in specs}
    won: Dict[str, float] = dict.fromkeys(specs, 0.0)
    endings: Dict[str, Counter[str]] = {s: Counter() for s in specs}
    by_limit: Dict[str, Dict[int, List[float]]] = {s: defaultdict(list) for s in specs}
    started = time.perf_counter()
    for i in range(hands):
        for me in range(players):
            for spec in specs:
                seats = [make(spec if s == me else opponent, seed + i + 1000 * s, game) for s in range(players)]
                result, scoring = play_hand(game, players, seed + i, seats, options)
                points = result.points
                sign = 1 if scoring == "points" else -1  # net is positive when ``me`` did better
                others = [points[s] for s in range(players) if s != me]
                mine = sign * (points[me] - sum(others) / len(others))
                net[spec].append(mine)
                if game in ("gin", "oklahoma"):
                    won[spec] += result.winner == me
                    by_limit[spec][result.knock_limit].append(mine)
                else:
                    best = min(points)
                    won[spec] += (points[me] == best) / points.count(best)
                who = "-" if result.winner is None else ("me" if result.winner == me else "other")
                endings[spec][f"{result.kind}:{who}"] += 1
    return {"net": net, "won": won, "endings": endings, "by_limit": by_limit,
            "seconds": time.perf_counter() - started}


def mean_and_interval(xs: Sequence[float]) -> Tuple[float, float]:
    """Mean and the half-width of its 95% interval (normal approximation)."""
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, float("inf")
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, 1.96 * math.sqrt(var / n)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("opponent", help="the player in every other seat")
    parser.add_argument("players_to_compare", nargs="+", metavar="player",
                        help="level, or level:attribute=value,...; the first is the reference")
    parser.add_argument("--hands", type=int, default=300, help="deals; each is played once per seat")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--players", type=int, default=2, help="table size")
    parser.add_argument("--option", type=parse_option, action="append", default=[], metavar="NAME=VALUE",
                        help="a game option, e.g. site_rules=true (repeatable)")
    args = parser.parse_args(argv)
    if args.hands < 1:
        parser.error("--hands must be 1 or more")
    specs = list(dict.fromkeys(args.players_to_compare))
    try:
        r = compare(args.game, args.opponent, specs, args.hands, args.seed, args.players, dict(args.option))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    played = args.hands * args.players
    given = "".join(f", {k}={v}" for k, v in args.option)
    print(f"{args.game}{given}, {args.players} players, against {args.opponent}: {played} hands each "
          f"({args.hands} deals from seed {args.seed}, every seat), {r['seconds']:.0f} s")
    reference = r["net"][specs[0]]
    for spec in specs:
        xs = r["net"][spec]
        m, half = mean_and_interval(xs)
        line = f"  {spec:28s} net {m:+6.2f} ± {half:4.2f} a hand, won {100 * r['won'][spec] / played:5.1f}%"
        if spec != specs[0]:
            diff = [a - b for a, b in zip(xs, reference)]
            dm, dhalf = mean_and_interval(diff)
            changed = sum(1 for d in diff if d)
            line += f"; vs {specs[0]}: {dm:+.2f} ± {dhalf:.2f} ({changed} hands changed)"
        print(line)
        print("      " + ", ".join(f"{k} {v}" for k, v in sorted(r["endings"][spec].items())))
        if r["by_limit"][spec]:
            print("      by knock limit: " + ", ".join(
                f"{limit}: {sum(v) / len(v):+.1f} ({len(v)})" for limit, v in sorted(r["by_limit"][spec].items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
