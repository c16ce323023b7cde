"""Command line: ``python -m remi selfplay gin --players 2 --games 1000 --seed 1``."""

from __future__ import annotations

import argparse
import json
import sys
from typing import List, Optional

from .players import player_names
from .registry import GAMES
from .selfplay import run_selfplay


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m remi", description="Remi rummy engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sp = sub.add_parser("selfplay", help="computer players against each other (results and speed)")
    sp.add_argument("game", choices=sorted(GAMES))
    sp.add_argument("--players", type=int, default=2)
    sp.add_argument("--games", type=int, default=100, help="matches to play")
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument(
        "--bots", default="baseline", help=f"comma-separated, one per seat or one for all: {', '.join(player_names())}"
    )
    sp.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a rule option (JSON value)")
    sp.add_argument("--no-check", action="store_true", help="skip the per-action card accounting (faster)")
    sp.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    options = {}
    for item in args.option:
        name, _, value = item.partition("=")
        try:
            options[name] = json.loads(value)
        except ValueError:
            options[name] = value
    try:
        summary = run_selfplay(
            args.game, args.players, args.games, args.seed, args.bots.split(","), options, check=not args.no_check
        )
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{summary['game']}, {summary['players']} players, {summary['games']} matches from seed {summary['seed']}")
    for seat, (bot, won) in enumerate(zip(summary["bots"], summary["wins"])):
        print(f"  seat {seat} ({bot}): {won:g} matches won ({100 * won / summary['games']:.1f}%)")
    endings = ", ".join(f"{k} {v}" for k, v in summary["hand_endings"].items())
    print(f"  {summary['hands']} hands: {endings}")
    print(
        f"  {summary['seconds']} s: {summary['games_per_second']} matches/s, {summary['hands_per_second']} hands/s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
