"""Sampling and playing out, the issue's suggested technique, for Traditional Rummy at four
players: does it beat Hard? A bench-only player, measured on the same deals as Hard.

``SearchHard`` plays as Hard but settles two of Hard's choices by determinized Monte Carlo:
whether to take the discard (against drawing from the stock), and which of Hard's best
``--top`` discards to throw. For each of ``--samples`` samples it re-deals the hidden cards
consistently with its own view (the other hands keep the cards they were seen taking from
the pile and still hold; the rest of the hidden cards are shuffled into the other hands and
the stock; the reshuffle of a spent stock gets a fresh seed), applies each candidate to the
same sample, and plays the deal out: three baselines, and for itself a player that holds its
melds as Hard does (it goes out when it can, takes the discard only to make a meld, and
throws its least useful card). The candidate winning the most play-outs is played (ties:
Hard's choice). Only the view is used to build the samples.

    python3 bench/table_search.py --hands 50 --samples 24 --top 3 --part 0/2

Each deal is played twice with the searching player in every seat in turn, once as Hard and
once searching; the bench prints both shares of deals won and the paired difference.

Measured (seed 5000, 50 deals x 4 seats = 200 paired deals, 24 samples, top 3 discards,
run as --part 0/2 and --part 1/2 side by side): Hard won 33.0% (31.0% and 35.0%), the search
23.0% (21.0% and 25.0%); difference -10.0 +- 7.1 points (-10.0 +- 9.8 and -10.0 +- 10.2 on the
halves). It changed 878 of its 2494 searched decisions and took 1.5-1.8 s a decision in
CPython, two processes sharing two cores: fifteen times or more the 100 ms budget, before
Pyodide. Sampling and playing out loses to Hard's one-draw lookahead here, as it did in
Oklahoma Gin (``ok_search.py``): a play-out scores a hand by how simple players would go on.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from typing import Any, Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from remi.actions import Action, Discard, DrawDiscard, DrawStock  # noqa: E402
from remi.game import Game, Phase  # noqa: E402
from remi.players import Player, make_player  # noqa: E402
from remi.registry import new_game  # noqa: E402
from remi.table.hard import HardTablePlayer  # noqa: E402
from remi.table.jokers import going_out_plan  # noqa: E402
from remi.table.knowledge import TableKnowledge  # noqa: E402
from remi.table.players import BaselineRummyPlayer, least_useful  # noqa: E402
from remi.table.rules import penalty_value  # noqa: E402

OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)


class Holder:
    """The searching player's own future in a play-out: it holds its melds as Hard does,
    goes out when it can, draws as the baseline does and throws its least useful card."""

    def __init__(self) -> None:
        self.baseline = BaselineRummyPlayer()

    def choose(self, view: Any) -> Action:
        if view.phase == Phase.DRAW:
            return self.baseline.choose(view)
        hand = list(view.hand)
        out = going_out_plan(hand, penalty_value, view.table, view.opened[view.seat])
        if out is not None:
            plan, last = out
            return plan.actions[0] if plan.actions else Discard(last)  # type: ignore[return-value]
        options = [c for c in hand if c != view.drawn_from_discard and Discard(c) in view.legal_actions]
        return Discard(least_useful(options or hand, penalty_value))


def redeal(game: Game, view: Any, rng: random.Random) -> Game:
    """A copy of ``game`` whose hidden cards are re-dealt consistently with ``view``."""
    g: Any = game.copy()
    me = view.seat
    picked = TableKnowledge.from_view(view).picked
    hidden = list(g.stock) + [c for s in range(g.players) if s != me for c in g.hands[s]]
    known = {c for s, cards in picked.items() if s != me for c in cards}
    pool = sorted(c for c in hidden if c not in known)  # sorted: the sample depends on the view only
    rng.shuffle(pool)
    at = 0
    for s in range(g.players):
        if s == me:
            continue
        keep = sorted(picked[s])
        take = len(g.hands[s]) - len(keep)
        g.hands[s] = keep + pool[at : at + take]
        at += take
    g.stock = pool[at:]
    g.rng = random.Random(rng.random())
    return g


def play_out(game: Game, me: int, cap: int = 400) -> float:
    """Play the deal to its end (three baselines and ``Holder``); ``me``'s share of the win."""
    seats: List[Player] = [Holder() if s == me else BaselineRummyPlayer() for s in range(game.players)]
    for _ in range(cap):
        if game.phase in OVER:
            break
        seat = game.to_act
        assert seat is not None
        game.apply(seats[seat].choose(game.view(seat)))
    if game.phase not in OVER:
        return 1.0 / game.players
    points = game.results[-1].points
    best = min(points)
    return (points[me] == best) / points.count(best)


class SearchHard(HardTablePlayer):
    """Hard whose draw and discard are chosen by sampling and playing out (see the module)."""

    def __init__(self, game: Game, samples: int, top: int, seed: int) -> None:
        super().__init__()
        self.game, self.samples, self.top = game, samples, top
        self.rng = random.Random(seed)
        self.searched = self.changed = 0
        self.seconds = 0.0

    def _search(self, view: Any, actions: Sequence[Action], hard: Action) -> Action:
        started = time.perf_counter()
        wins = [0.0] * len(actions)
        for _ in range(self.samples):
            seed = self.rng.random()
            sample = redeal(self.game, view, random.Random(seed))
            for i, action in enumerate(actions):
                g = sample.copy()
                g.rng = random.Random(seed)
                g.apply(action)
                wins[i] += play_out(g, view.seat)
        best = max(range(len(actions)), key=lambda i: (wins[i], actions[i] == hard))
        self.searched += 1
        self.changed += actions[best] != hard
        self.seconds += time.perf_counter() - started
        return actions[best]

    def choose(self, view: Any) -> Action:
        hard = super().choose(view)
        legal = view.legal_actions
        if view.phase == Phase.DRAW:
            top = view.discard_pile[-1] if view.discard_pile else None
            if top is not None and not top.is_joker and DrawDiscard() in legal and DrawStock() in legal:
                return self._search(view, [DrawDiscard(), DrawStock()], hard)
            return hard
        if not isinstance(hard, Discard) or self.top < 2:
            return hard
        ranked = self._ranked_discards(view)
        if len(ranked) < 2:
            return hard
        if hard.card not in ranked:
            ranked = [hard.card] + ranked[: self.top - 1]
        return self._search(view, [Discard(c) for c in ranked], hard)

    def _ranked_discards(self, view: Any) -> List[Any]:
        """Hard's best ``top`` discards, in Hard's own order (``ranked_discards``)."""
        hand = list(view.hand)
        options = [c for c in hand if Discard(c) in view.legal_actions and c != view.drawn_from_discard
                   and not c.is_joker]
        if not options:
            return []
        knowledge = TableKnowledge.from_view(view)
        return self.ranked_discards(view, knowledge, hand, self._candidates(hand, options))[: self.top]


def play(seed: int, me: int, search: Optional[Dict[str, int]]) -> Tuple[float, Optional[SearchHard]]:
    game = new_game("traditional", 4, {"deals": 1}, seed)
    seats: List[Any] = [make_player("hard" if s == me else "baseline", seed + 1000 * s, "traditional")
                        for s in range(4)]
    player = None
    if search is not None:
        player = seats[me] = SearchHard(game, search["samples"], search["top"], seed * 4 + me)
    while game.phase not in OVER:
        seat = game.to_act
        assert seat is not None
        game.apply(seats[seat].choose(game.view(seat)))
    points = game.results[-1].points
    best = min(points)
    return (points[me] == best) / points.count(best), player


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=50, help="deals; each is played once per seat")
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--samples", type=int, default=24, help="re-deals of the hidden cards a decision")
    parser.add_argument("--top", type=int, default=3, help="Hard's best discards to search among")
    parser.add_argument("--part", default="0/1", help="K/N: play only every N-th seat-deal, from the K-th")
    args = parser.parse_args(argv)
    part, parts = (int(x) for x in args.part.split("/"))
    if args.hands < 1 or args.samples < 1 or not 0 <= part < parts:
        parser.error("--hands and --samples must be 1 or more, and --part K/N with 0 <= K < N")
    search = {"samples": args.samples, "top": args.top}
    diffs: List[float] = []
    hard_won = searched_won = 0.0
    searched = changed = 0
    seconds = 0.0
    for i in range(args.hands):
        for me in range(4):
            if (i * 4 + me) % parts != part:
                continue
            a, _ = play(args.seed + i, me, None)
            b, player = play(args.seed + i, me, search)
            assert player is not None
            hard_won += a
            searched_won += b
            diffs.append(b - a)
            searched += player.searched
            changed += player.changed
            seconds += player.seconds
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1))
    print(f"{n} paired deals: Hard won {100 * hard_won / n:.1f}%, search {100 * searched_won / n:.1f}%, "
          f"difference {100 * mean:+.1f} +- {196 * sd / math.sqrt(n):.1f} points; "
          f"{changed} of {searched} searched decisions changed, {1000 * seconds / max(searched, 1):.0f} ms each")
    return 0


if __name__ == "__main__":
    sys.exit(main())
