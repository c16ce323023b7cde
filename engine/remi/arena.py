"""Two computer players against each other, seats swapped, with a 95% interval.

    python -m remi.arena gin hard baseline --matches 500 --seed 1

For each seed the two players play the same deal twice, once in each seat, so the luck of
the cards cancels out. With ``--players 4`` the first player sits in each seat in turn and
the second player takes the other three (``python -m remi.arena traditional hard baseline
--players 4``). Gin Rummy and Oklahoma Gin count matches won (a shared win counts
half); Traditional Rummy and Remi 51 count deals in which the first player's penalty is lower
(``--unit deals``; a tie for the lowest shares the deal). The interval is Wilson's score interval.
``--option name=value`` sets a game option (repeatable): ``--option site_rules=true`` plays
Oklahoma Gin by the site's rules (OK-7).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from typing import Any, Dict, Optional, Sequence, Tuple

from .players import make_player, player_names
from .registry import GAMES, game_spec, new_game
from .selfplay import play_match


def wilson(wins: float, n: int, z: float = 1.96) -> Tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_arena(
    game: str,
    first: str,
    second: str,
    matches: int,
    seed: int = 1,
    options: Optional[Dict[str, Any]] = None,
    unit: Optional[str] = None,
    target: Optional[int] = None,
    players: int = 2,
) -> Dict[str, Any]:
    """Play ``matches`` seeds, each once per seat of the first player (the second player takes
    every other seat); return the first player's score. With 2 players: seats swapped."""
    by_deal = game_spec(game).has_option("deals")  # a game whose match may be a number of deals
    unit = unit or ("deals" if by_deal else "matches")
    options = dict(options or {})
    if target is not None:
        options["target"] = target
    if unit == "deals" and "deals" not in options and by_deal:
        options["deals"] = 1
    score = 0.0
    count = 0
    started = time.perf_counter()
    for i in range(matches):
        for me in range(players):
            names = [first if s == me else second for s in range(players)]
            seats = [make_player(n, seed + i + 1000 * s, game) for s, n in enumerate(names)]
            g = play_match(new_game(game, players, options, seed + i), seats, check=False)
            if unit == "matches":
                score += 1.0 / len(g.winners) if me in g.winners else 0.0
                count += 1
            else:
                for result in g.results:
                    # a deal is won by the lowest penalty; a tie for lowest shares the win
                    best = min(result.points)
                    tied = sum(1 for p in result.points if p == best)
                    score += 1.0 / tied if result.points[me] == best else 0.0
                    count += 1
    low, high = wilson(score, count)
    return {
        "game": game,
        "first": first,
        "second": second,
        "unit": unit,
        "players": players,
        "played": count,
        "score": score,
        "rate": score / count if count else 0.0,
        "low": low,
        "high": high,
        "seconds": time.perf_counter() - started,
    }


def parse_option(text: str) -> Tuple[str, Any]:
    """``name=value`` from the command line: numbers and true/false as such, else the text
    (the game checks names and values, ``InvalidOptionError``)."""
    name, eq, value = text.partition("=")
    if not eq or not name:
        raise argparse.ArgumentTypeError(f"{text!r}: write an option as name=value")
    low = value.strip().lower()
    if low in ("true", "false"):
        return name, low == "true"
    try:
        return name, int(value)
    except ValueError:
        return name, value


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m remi.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("first", help=f"player: {', '.join(player_names())}")
    parser.add_argument("second")
    parser.add_argument("--matches", type=int, default=100, help="seeds; each is played twice, seats swapped")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--unit", choices=("matches", "deals"))
    parser.add_argument("--target", type=int, help="match target (default: the game's)")
    parser.add_argument("--players", type=int, default=2, help="table size: the first player in each seat in turn, "
                        "the second player in all the others")
    parser.add_argument("--option", type=parse_option, action="append", default=[], metavar="NAME=VALUE",
                        help="a game option, e.g. site_rules=true (repeatable)")
    args = parser.parse_args(argv)
    try:
        r = run_arena(args.game, args.first, args.second, args.matches, args.seed, options=dict(args.option),
                      unit=args.unit, target=args.target, players=args.players)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    given = "".join(f", {k}={v}" for k, v in args.option)
    print(
        f"{r['game']}{given}: {r['first']} vs {r['second']}, {r['players']} players, {r['played']} {r['unit']} (seats rotated): "
        f"{r['first']} wins {100 * r['rate']:.1f}% [95% CI {100 * r['low']:.1f}-{100 * r['high']:.1f}%] "
        f"in {r['seconds']:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
