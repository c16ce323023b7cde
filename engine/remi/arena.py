"""Two computer players against each other, seats swapped, with 95% intervals by seed.

    python -m remi.arena gin hard baseline --matches 500 --seed 1
    python -m remi.arena --panel gin hard --matches 500

For each seed the two players play the same deal twice, once in each seat, so the luck of
the cards cancels out. With ``--players 4`` the first player sits in each seat in turn and
the second player takes the other three (``python -m remi.arena traditional hard baseline
--players 4``). Gin Rummy and Oklahoma Gin count matches won (a shared win counts
half); Traditional Rummy and Remi 51 count deals in which the first player's penalty is lower
(``--unit deals``; a tie for the lowest shares the deal). Each also gives the first player's net
points a hand (Gin games) or a deal (table games): its points against the others' average,
positive when it did better, in the game's own scoring (a penalty counts against).
``--option name=value`` sets a game option (repeatable): ``--option site_rules=true`` plays
Oklahoma Gin by the site's rules (OK-7).

The unit of every interval is the seed, not the match: the seatings of one seed share their
cards (after the first hand they often replay the very same ones), so they are not independent
matches, and an interval counting them as such is too narrow. The rate and the net points are
ratios over seeds (wins over matches, points over hands), with the cluster-robust standard
error of a ratio estimator.

``--panel GAME LEVEL`` plays the level against each member of the game's panel (``GameSpec.panel``:
players of different styles, the baseline first) and prints a row for each.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .players import make_player, player_names
from .registry import GAMES, game_spec, new_game
from .selfplay import play_match

Z95 = 1.96


def wilson(wins: float, n: int, z: float = Z95) -> Tuple[float, float]:
    """Wilson's score interval of a rate: for independent trials (not the arena's seatings)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def ratio_interval(clusters: Sequence[Tuple[float, float]], z: float = Z95) -> Tuple[float, float, float]:
    """(estimate, low, high) of sum(y) / sum(n) over clusters ``(y, n)`` (a seed's wins and
    matches, or points and hands), with the cluster-robust standard error of a ratio: the
    clusters are the independent units, whatever happens inside one."""
    k = len(clusters)
    total_n = sum(n for _y, n in clusters)
    if k == 0 or total_n == 0:
        return (0.0, -math.inf, math.inf)
    r = sum(y for y, _n in clusters) / total_n
    if k < 2:
        return (r, -math.inf, math.inf)
    spread = sum((y - r * n) ** 2 for y, n in clusters) * k / (k - 1)
    half = z * math.sqrt(spread) / total_n
    return (r, r - half, r + half)


def net_points(result: Any, seat: int, scoring: str) -> float:
    """``seat``'s points in a hand or deal against the others' average, positive when it did
    better: points count for it (Oklahoma Gin, OK-5), penalties against it (Gin Rummy's G-12,
    the table games)."""
    points = [float(p) for p in result.points]
    others = (sum(points) - points[seat]) / (len(points) - 1)
    return (points[seat] - others) * (1 if scoring == "points" else -1)


def match_options(game: str, options: Optional[Dict[str, Any]] = None, unit: Optional[str] = None,
                  target: Optional[int] = None) -> Tuple[str, Dict[str, Any]]:
    """The unit counted (matches or deals) and the game options the arena plays ``game`` with."""
    by_deal = game_spec(game).has_option("deals")  # a game whose match may be a number of deals
    unit = unit or ("deals" if by_deal else "matches")
    options = dict(options or {})
    if target is not None:
        options["target"] = target
    if unit == "deals" and "deals" not in options and by_deal:
        options["deals"] = 1
    return unit, options


def play_seed(game: str, first: str, second: str, seed: int, options: Dict[str, Any], unit: str,
              players: int = 2) -> Tuple[float, float, float, float]:
    """One seed, the first player in each seat in turn: (won, played) in the unit and the first
    player's (net points, hands or deals)."""
    won = played = net = hands = 0.0
    for me in range(players):
        names = [first if s == me else second for s in range(players)]
        seats = [make_player(n, seed + 1000 * s, game) for s, n in enumerate(names)]
        g = play_match(new_game(game, players, options, seed), seats, check=False)
        w, p, n, h = match_score(g, me, unit)
        won, played, net, hands = won + w, played + p, net + n, hands + h
    return won, played, net, hands


def match_score(g: Any, me: int, unit: str) -> Tuple[float, float, float, float]:
    """A finished match from seat ``me``: (won, played) in the unit, (net points, hands or deals)."""
    won = played = net = hands = 0.0
    scoring = str(g.scoring)
    if unit == "matches":
        won += 1.0 / len(g.winners) if me in g.winners else 0.0
        played += 1
    for result in g.results:
        if unit == "deals":
            # a deal is won by the lowest penalty; a tie for lowest shares the win
            best = min(result.points)
            tied = sum(1 for p in result.points if p == best)
            won += 1.0 / tied if result.points[me] == best else 0.0
            played += 1
        net += net_points(result, me, scoring)
        hands += 1
    return won, played, net, hands


def summary(wins: Sequence[Tuple[float, float]], nets: Sequence[Tuple[float, float]]) -> Dict[str, Any]:
    """The rate won and the net points a hand or deal, each with its interval by seed."""
    rate, low, high = ratio_interval(wins)
    points, points_low, points_high = ratio_interval(nets)
    return {
        "seeds": len(wins),
        "played": int(sum(n for _w, n in wins)),
        "score": sum(w for w, _n in wins),
        "rate": rate,
        "low": max(0.0, low),
        "high": min(1.0, high),
        "hands": int(sum(n for _p, n in nets)),
        "net": points,
        "net_low": points_low,
        "net_high": points_high,
    }


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
    every other seat); return the first player's score, each figure with its interval by seed.
    With 2 players: seats swapped."""
    unit, options = match_options(game, options, unit, target)
    wins: List[Tuple[float, float]] = []  # per seed: (won, played) in the unit
    nets: List[Tuple[float, float]] = []  # per seed: (net points, hands or deals)
    started = time.perf_counter()
    for i in range(matches):
        won, played, net, hands = play_seed(game, first, second, seed + i, options, unit, players)
        wins.append((won, played))
        nets.append((net, hands))
    return {"game": game, "first": first, "second": second, "unit": unit, "players": players,
            **summary(wins, nets), "seconds": time.perf_counter() - started}


def describe(r: Dict[str, Any]) -> str:
    """One line for a result of ``run_arena``."""
    per = "hand" if game_spec(r["game"]).family == "gin" else "deal"
    return (
        f"{r['first']} wins {100 * r['rate']:.1f}% [95% CI {100 * r['low']:.1f}-{100 * r['high']:.1f}%] of "
        f"{r['played']} {r['unit']}; net {r['net']:+.2f} points a {per} [{r['net_low']:+.2f} to {r['net_high']:+.2f}] "
        f"over {r['hands']} {per}s; {r['seeds']} seeds, in {r['seconds']:.0f} s"
    )


def run_panel(game: str, level: str, matches: int, seed: int = 1, **kwargs: Any) -> List[Dict[str, Any]]:
    """``level`` against each member of ``game``'s panel in turn (``run_arena``)."""
    return [run_arena(game, level, member, matches, seed, **kwargs) for member in game_spec(game).panel]


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
    parser.add_argument("game", nargs="?", choices=sorted(GAMES))
    parser.add_argument("first", nargs="?", help=f"player: {', '.join(player_names())}")
    parser.add_argument("second", nargs="?")
    parser.add_argument("--panel", nargs=2, metavar=("GAME", "LEVEL"),
                        help="play LEVEL against each member of GAME's panel of styles")
    parser.add_argument("--matches", type=int, default=100, help="seeds; each is played twice, seats swapped")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--unit", choices=("matches", "deals"))
    parser.add_argument("--target", type=int, help="match target (default: the game's)")
    parser.add_argument("--players", type=int, default=2, help="table size: the first player in each seat in turn, "
                        "the second player in all the others")
    parser.add_argument("--option", type=parse_option, action="append", default=[], metavar="NAME=VALUE",
                        help="a game option, e.g. site_rules=true (repeatable)")
    args = parser.parse_args(argv)
    if args.panel is None and (args.game is None or args.first is None or args.second is None):
        parser.error("name a game and two players, or --panel GAME LEVEL")
    if args.panel is not None and args.game is not None:
        parser.error("--panel names its game and level itself")
    given = "".join(f", {k}={v}" for k, v in args.option)
    settings = dict(options=dict(args.option), unit=args.unit, target=args.target, players=args.players)
    try:
        if args.panel is not None:
            game, level = args.panel
            if game not in GAMES:
                parser.error(f"unknown game {game!r}; the games are: {', '.join(sorted(GAMES))}")
            print(f"{game}{given}: {level} against the panel, {args.players} players, seats rotated")
            for member in game_spec(game).panel:
                r = run_arena(game, level, member, args.matches, args.seed, **settings)
                print(f"  vs {member}: {describe(r)}", flush=True)
            return 0
        r = run_arena(args.game, args.first, args.second, args.matches, args.seed, **settings)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"{r['game']}{given}: {r['first']} vs {r['second']}, {r['players']} players (seats rotated): {describe(r)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
