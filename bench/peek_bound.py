"""How much better Hard could do at a four-player Traditional Rummy table if it cheated: a
bench-only bound for the 40% goal, not a player (it reads the game, not its view).

Hard plays against three baselines, each deal once with Hard in every seat (as
``paired_hands.py``), in up to four versions:

- ``hard``: Hard as it is;
- ``stock``: Hard that knows the next stock card when it chooses where to draw: it takes the
  discard only when its own score of the hand with it (and its best discard then) beats the
  same with that stock card;
- ``next``: Hard that knows the next player's hand when it discards: it never throws a card
  that would make a new meld there while it has another to throw;
- ``stock+next``: both.

    python3 bench/peek_bound.py hard,stock,next,stock+next --hands 300 --seed 5000

Measured (300 deals from seed 5000, every seat, 1200 deals each; deals won, ties shared):
hard 31.9%, stock 34.9%, next 33.1%, stock+next 36.7% (each ± 2.7). Knowing the next card
and the next hand together is worth about 5 points: still short of 40%.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from typing import Any, Callable, List

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from remi.actions import Action, DrawDiscard  # noqa: E402
from remi.cards import Card  # noqa: E402
from remi.game import Phase  # noqa: E402
from remi.players import make_player  # noqa: E402
from remi.registry import new_game  # noqa: E402
from remi.table.hard import HardTablePlayer  # noqa: E402
from remi.table.knowledge import TableKnowledge  # noqa: E402
from remi.table.players import completes_table_meld  # noqa: E402

MODES = ("hard", "stock", "next", "stock+next")


class PeekingHard(HardTablePlayer):
    """Hard with a look at the next stock card (``stock``) and/or the next hand (``next``)."""

    def __init__(self, game: Any, stock: bool, next_hand: bool) -> None:
        super().__init__()
        self.game, self.peek_stock, self.peek_next = game, stock, next_hand

    def _take(self, view: Any, knowledge: TableKnowledge, legal: List[Action]) -> bool:
        if not (self.peek_stock and view.discard_pile and self.game.stock and DrawDiscard() in legal):
            return super()._take(view, knowledge, legal)
        hand = list(view.hand)

        def best(card: Card) -> float:
            cards = hand + [card]
            return max(self._fast_scores(cards, self._candidates(cards, cards), knowledge).values())

        return best(view.discard_pile[-1]) > best(self.game.stock[-1])

    def _danger(self, view: Any, knowledge: TableKnowledge) -> Callable[[Card], float]:
        danger = super()._danger(view, knowledge)
        if not self.peek_next:
            return danger
        held = self.game.hands[(view.seat + 1) % view.players]
        return lambda card: danger(card) + (50.0 if not card.is_joker and completes_table_meld(held, card) else 0.0)


def won_share(mode: str, hands: int, seed: int) -> float:
    won = 0.0
    for i in range(hands):
        for me in range(4):
            game = new_game("traditional", 4, {"deals": 1}, seed + i)
            seats: List[Any] = [make_player("hard" if s == me else "baseline", seed + i + 1000 * s, "traditional")
                                for s in range(4)]
            if mode != "hard":
                seats[me] = PeekingHard(game, "stock" in mode, "next" in mode)
            while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
                seat = game.to_act
                game.apply(seats[seat].choose(game.view(seat)))
            points = game.results[-1].points
            best = min(points)
            won += (points[me] == best) / points.count(best)
    return won / (hands * 4)


def main(argv: List[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("modes", help=f"comma-separated: {', '.join(MODES)}")
    parser.add_argument("--hands", type=int, default=300, help="deals; each is played once per seat")
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args(argv)
    modes = args.modes.split(",")
    bad = [m for m in modes if m not in MODES]
    if bad or args.hands < 1:
        parser.error(f"unknown mode {bad[0]!r}" if bad else "--hands must be 1 or more")
    n = args.hands * 4
    for mode in modes:
        p = won_share(mode, args.hands, args.seed)
        print(f"{mode:11s} won {100 * p:5.1f}% ± {196 * math.sqrt(p * (1 - p) / n):.1f} of {n} deals", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
