#!/usr/bin/env python3
"""How long a challenge link is (web/challenge.py), per match and per deal, for each game.

    python3 bench/challenge_links.py [--seeds 7] [--level hard]

Plays whole matches of each game with its default house rules (Gin and Oklahoma to 100,
Traditional Rummy over its deals, Remi 51 to 500 ... as the engine sets them), the person's
seat and the computer players at ``--level``, for ``--seeds`` seeds, and writes each match as a
challenge link. Beside each length, the baseline of the same match: its actions as plain text
(``;`` between them, in base64url, not deflated). Medians and the longest; a link up to 2,000
characters passes in every messaging app we know of, and 1,000 fits any chat bubble's preview.
Deterministic (no timing): the same seeds give the same figures on any machine.
"""

from __future__ import annotations

import argparse
import base64
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "web"))

import challenge  # noqa: E402
import remi  # noqa: E402
from remi import NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402

GAMES = [("gin", 2), ("oklahoma", 2), ("traditional", 3), ("remi51", 3)]
BASE = "https://example.org/remi/"


def match(name: str, players: int, seed: int, level: str) -> remi.Game:
    game = remi.new_game(name, players, seed=seed)
    bots = [make_player(level, seed + s, name) for s in range(players)]
    while game.phase != Phase.MATCH_OVER:
        seat = game.to_act
        game.apply(NextHand() if seat is None else bots[seat].choose(game.view(seat)))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=7)
    parser.add_argument("--level", default="hard", choices=["easy", "medium", "hard"])
    args = parser.parse_args()
    print(f"{'game':<12} {'deals':>5} {'moves':>6} {'link':>6} {'max':>6} {'per deal':>9} {'plain':>7} {'plain/deal':>10}")
    for name, players in GAMES:
        rows = []
        for seed in range(1, args.seeds + 1):
            game = match(name, players, seed, args.level)
            sent = challenge.of_game(game, [args.level] * (players - 1))
            url = challenge.link(BASE, sent)
            assert challenge.played(challenge.read(*challenge.link_value(sent)), 0).scores == game.scores
            plain = base64.urlsafe_b64encode(";".join(sent.people[0]).encode()).decode().rstrip("=")
            m, _ = challenge.link_value(sent)
            plain_url = f"{BASE}?m={m}&c={plain}"
            deals = len(game.results)
            rows.append((deals, len(sent.people[0]), len(url), len(plain_url)))
        deals = statistics.median(r[0] for r in rows)
        moves = statistics.median(r[1] for r in rows)
        link = statistics.median(r[2] for r in rows)
        plain = statistics.median(r[3] for r in rows)
        per_deal = statistics.median(r[2] / r[0] for r in rows)
        plain_deal = statistics.median(r[3] / r[0] for r in rows)
        longest = max(r[2] for r in rows)
        print(f"{name:<12} {deals:>5} {moves:>6} {link:>6} {longest:>6} {per_deal:>9.0f} {plain:>7} {plain_deal:>10.0f}")


if __name__ == "__main__":
    main()
