"""Helpers for scenario tests: a game whose current hand is dealt from a stacked deck.

``stacked_game("gin", hands=["7h 8h 9h ...", "..."], upcard="Kc", stock="2c 3d", dealer=0)``
starts a normal game, then replaces the first hand's cards with the ones given. ``stock``
lists the next cards to be drawn, top first; the remaining cards of the deck follow in a
fixed order. A stacked game is for tests only: its save does not replay the stacked deal.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from .cards import Card, make_deck
from .game import Game
from .registry import new_game


def stacked_game(
    name: str,
    hands: Sequence[str],
    upcard: str,
    stock: str = "",
    dealer: int = 0,
    options: Optional[Mapping[str, Any]] = None,
    seed: int = 0,
) -> Game:
    game = new_game(name, len(hands), options, seed)
    dealt = [Card.parse_many(h) for h in hands]
    up = Card.parse(upcard)
    top = Card.parse_many(stock)
    named = [c for h in dealt for c in h] + [up] + top
    if len(set(named)) != len(named):
        raise ValueError("a card is named twice in the stacked deal")
    rest = [c for c in make_deck() if c not in set(named)]
    g: Any = game
    g.dealer = dealer
    g.hand_number = 0
    g._deal()  # resets the hand's bookkeeping (phase, to_act, offer) for this dealer
    g.hands = [list(h) for h in dealt]
    g.upcard = up
    g.discard = [up]
    g.stock = rest + top[::-1]  # drawn from the end of the list: the first named card is on top
    g.knock_limit = g._knock_limit(up)
    g.multiplier = g._multiplier(up)
    return game
