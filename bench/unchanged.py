#!/usr/bin/env python3
"""Is the behaviour unchanged? Fingerprints of play and of the table, for a refactor's before and after.

    python3 bench/unchanged.py [--save FILE] [--compare FILE] [--matches 4]

Two kinds of fingerprint, each a line with its figures and a digest:
- **Arenas**: for every game and every pair of levels (hard against medium, medium against easy,
  easy against hard), fixed seeds played with seats swapped (``remi.arena.run_arena``'s way: the
  same deals, the same players' seeds), the first level's score and a digest of every match's
  actions and scores. A change in any decision of any player, or in any rule, changes it.
- **Tables**: for every game, fixed-seed deals played by Easy players, the scene laid out at
  moments of the deal (every fifth move and the end, or the 300th move), on a phone upright and on its side and on a
  desktop, in Romanian and English: a digest of the scene as the painter receives it
  (``web/draw.py``'s JSON). The painter draws nothing but the scene, so the same scene gives the
  same pixels.

``--save`` writes the lines to a file; ``--compare`` runs again and names every line that differs
from a saved file (exit code 1 if any). Runs in CPython, no browser.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Iterator, List

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "web"))

import draw  # noqa: E402
import remi  # noqa: E402
from kits import drawn  # noqa: E402
from remi.players import make_player  # noqa: E402
from remi.selfplay import play_match  # noqa: E402
from sight import UiState  # noqa: E402

GAMES = [("gin", 2), ("oklahoma", 2), ("traditional", 3), ("traditional", 4), ("remi51", 3), ("remi51", 4)]
PAIRS = [("hard", "medium"), ("medium", "easy"), ("easy", "hard")]
SIZES = [(390, 844), (844, 390), (1366, 800)]
MOVES = 300  # a deal laid out no further (Easy players can pass the stock round for long)


def digest(data: object) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:16]


def arena_lines(matches: int) -> Iterator[str]:
    for name, players in GAMES:
        options = {"deals": 1} if name in ("traditional", "remi51") else {}
        for first, second in PAIRS:
            score, record = 0.0, []
            for i in range(matches):
                for me in range(players):
                    levels = [first if s == me else second for s in range(players)]
                    seats = [make_player(level, 1 + i + 1000 * s, name) for s, level in enumerate(levels)]
                    g = play_match(remi.new_game(name, players, options, 1 + i), seats, check=False)
                    record.append([g.actions, g.scores])
                    score += 1.0 / len(g.winners) if me in g.winners else 0.0  # (a shared win counts a share)
            yield f"arena {name} {players}p {first} vs {second}: first scores {score:g} of {matches * players}, {digest(record)}"


def table_lines(deals: int) -> Iterator[str]:
    for name, players in GAMES:
        for seed in range(1, deals + 1):
            game = remi.new_game(name, players, seed=seed)
            bots = [make_player("easy", seed + s, name) for s in range(players)]
            scenes: List[str] = []
            moves = 0
            while True:
                over = game.phase in ("hand_over", "match_over") or moves == MOVES
                if moves % 5 == 0 or over:
                    for width, height in SIZES:
                        for lang in ("ro", "en"):
                            scenes.append(draw.items_json(drawn(game, UiState(lang=lang), width, height).items))
                if over:
                    break
                game.apply(bots[game.to_act].choose(game.view(game.to_act)))
                moves += 1
            yield f"table {name} {players}p seed {seed}: {moves} moves, {len(scenes)} scenes, {digest(scenes)}"


def main(argv: List[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=4, help="seeds per arena (each played once per seat)")
    parser.add_argument("--deals", type=int, default=2, help="deals per game laid out")
    parser.add_argument("--save", type=Path)
    parser.add_argument("--compare", type=Path)
    args = parser.parse_args(argv)
    if os.environ.get("PYTHONHASHSEED") != "0":  # the same order of sets in every run
        env = dict(os.environ, PYTHONHASHSEED="0")
        return subprocess.call([sys.executable, *sys.argv], env=env)
    lines = []
    for line in [*arena_lines(args.matches), *table_lines(args.deals)]:
        print(line, flush=True)
        lines.append(line)
    if args.save:
        args.save.write_text("\n".join(lines) + "\n", encoding="utf-8")
    if args.compare:
        before = args.compare.read_text(encoding="utf-8").splitlines()
        changed = [(a, b) for a, b in zip(before, lines) if a != b]
        if len(before) != len(lines):
            print(f"\n{len(before)} lines saved, {len(lines)} now")
        for a, b in changed:
            print(f"\nchanged:\n  before: {a}\n  now:    {b}")
        print(f"\n{len(changed)} of {len(lines)} lines differ" if changed else f"\nall {len(lines)} lines as saved")
        return 1 if changed or len(before) != len(lines) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
