#!/usr/bin/env python3
"""Does a cheap guard tell a forged challenge from one played honestly (issue 50)?

    python3 bench/challenge_guard.py [--game gin] [--seeds 30] [--tries 100] [--level medium]

A challenge link carries the seed, so whoever reads the code can work out the deal and send the
best of many lines as if played. The guard measured here is the one a friend's page could afford:
play the deal again with the Hard computer player in the challenger's seat (against the same
computer players, who decide as they did) and warn when the challenger's line beats Hard's by
more than T points. For each seed, one deal (a challenge of a deal), the challenger's margin
(their points minus the opponents') for:

- honest lines: the Easy, Medium and Hard players in the challenger's seat, and a person's
  proxy: Medium who plays one action in ten at random (people err; the computer players are
  deterministic, so one line each);
- forged lines: the best of ``--tries`` lines of a player who picks among the legal actions at
  random (the issue's forgery: the best of 300 random lines turned a 102-point loss into a win),
  and the best of ``--tries`` Easy lines with other seeds (Easy errs at random; Medium and Hard
  do not) (a forger who picks the luckiest line
  that still looks like play).

Prints, for thresholds T, the share of each kind that the guard would warn about (honest ones
warned are false alarms), medians of the margins, and Hard's own. Deterministic: the same
arguments give the same figures on any machine (no timing is measured).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path
from typing import Callable, Dict, List

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "engine"))

import remi  # noqa: E402
from remi import Phase  # noqa: E402
from remi.players import make_player  # noqa: E402

ME = 0
THRESHOLDS = (0, 10, 20, 30, 50)


def margin(game: remi.Game) -> int:
    """The challenger's points in the deal minus the best opponent's."""
    points = [int(p) for p in game.results[0].points]
    return points[ME] - max(points[1:])


def deal_with(name: str, players: int, seed: int, level: str, choose: Callable[[remi.Game], str]) -> int:
    """One deal of ``seed``: ``choose`` in the challenger's seat, the computer players at
    ``level`` deciding as a challenge's replay makes them (``challenge.Replay``)."""
    game = remi.new_game(name, players, seed=seed)
    bots = {s: make_player(level, seed + s, name) for s in range(1, players)}
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        game.apply(choose(game) if seat == ME else bots[seat].choose(game.view(seat)))
    return margin(game)



def random_line(rng: random.Random) -> Callable[[remi.Game], str]:
    return lambda game: str(rng.choice(game.legal_actions()))


def erring_line(name: str, rng: random.Random, slip: float = 0.1) -> Callable[[remi.Game], str]:
    """Medium, who plays a legal action at random one time in ten (``slip``)."""
    me = make_player("medium", 0, name)

    def choose(game: remi.Game) -> str:
        return str(rng.choice(game.legal_actions()) if rng.random() < slip else me.choose(game.view(ME)))

    return choose


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="gin")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--tries", type=int, default=100)
    parser.add_argument("--level", default="medium", help="the computer players' level in the challenge")
    args = parser.parse_args()
    name, players = args.game, args.players

    def line(level: str, player_seed: int) -> Callable[[remi.Game], str]:
        me = make_player(level, player_seed, name)
        return lambda game: str(me.choose(game.view(ME)))

    kinds: Dict[str, List[int]] = {k: [] for k in (
        "honest easy", "honest medium", "honest hard", "honest person", "forged random", "forged person",
    )}
    hard_margins: List[int] = []
    for seed in range(1, args.seeds + 1):
        guard = deal_with(name, players, seed, args.level, line("hard", seed))  # the friend's page's reference
        hard_margins.append(guard)
        for level in ("easy", "medium", "hard"):
            kinds[f"honest {level}"].append(deal_with(name, players, seed, args.level, line(level, seed + 1000)) - guard)
        rng = random.Random(seed)
        kinds["honest person"].append(deal_with(name, players, seed, args.level, erring_line(name, rng)) - guard)
        kinds["forged random"].append(
            max(deal_with(name, players, seed, args.level, random_line(rng)) for _ in range(args.tries)) - guard
        )
        kinds["forged person"].append(
            max(deal_with(name, players, seed, args.level, erring_line(name, rng)) for _ in range(args.tries)) - guard
        )
        print(f"seed {seed}: Hard {guard:+d}; " + ", ".join(f"{k} {v[-1]:+d}" for k, v in kinds.items()), flush=True)

    print(f"\n{name}, {players} players, {args.seeds} deals, computer players {args.level}, best of {args.tries} for forgeries")
    print(f"Hard's own margin in the deal: median {statistics.median(hard_margins):+}")
    print("line beats Hard's by more than T points (the guard warns):")
    print("kind".ljust(15) + "".join(f"T={t}".rjust(8) for t in THRESHOLDS) + "  median lead over Hard")
    for kind, leads in kinds.items():
        shares = "".join(f"{sum(1 for d in leads if d > t) / len(leads):8.0%}" for t in THRESHOLDS)
        print(kind.ljust(15) + shares + f"  {statistics.median(leads):+}")


if __name__ == "__main__":
    main()
