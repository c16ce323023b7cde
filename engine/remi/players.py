"""Computer players. A player sees only its view and answers with one action.

The interface is deliberately small: ``choose(view) -> Action``, called when
``view.to_act == view.seat``. Players must not look at anything but the view (the view holds
no other hand and no stock order, so they cannot).
"""

from __future__ import annotations

import random
from typing import Callable, Dict, List, Optional, Protocol, Sequence

from . import melds
from .actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    NextHand,
    Pass,
    TakeUpcard,
)
from .cards import Card
from .game import Phase
from .gin import GinView


class Player(Protocol):
    def choose(self, view: GinView) -> Action: ...


class RandomPlayer:
    """Picks any legal action: for soak tests, not for play."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GinView) -> Action:
        return self.rng.choice(list(view.legal_actions))


def completes_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` ends up in a meld of the best arrangement of ``hand`` plus it."""
    arrangement = melds.best_arrangement(list(hand) + [card])
    return any(card in meld for meld in arrangement.melds)


def best_discard(hand: Sequence[Card], forbidden: Optional[Card] = None) -> Card:
    """The discard leaving the lowest deadwood; among equals the highest card."""
    options = [c for c in hand if c != forbidden] or list(hand)
    return min(options, key=lambda c: (melds.deadwood([x for x in hand if x != c]), -melds.gin_value(c), -c.rank))


class BaselineGinPlayer:
    """The well-known simple Gin player (as in OpenSpiel's simple bot and the research
    literature's baseline): take the up-card or the discard only when it completes a meld,
    otherwise draw from the stock; discard the highest-value deadwood card; knock as soon as
    the rules allow (gin when it can); lay off as much as possible."""

    def choose(self, view: GinView) -> Action:
        legal = view.legal_actions
        if view.phase == Phase.UPCARD:
            return TakeUpcard() if completes_meld(view.hand, view.discard_pile[-1]) else Pass()
        if view.phase == Phase.DRAW:
            if DrawDiscard() in legal and completes_meld(view.hand, view.discard_pile[-1]):
                return DrawDiscard()
            return DrawStock()
        if view.phase == Phase.DISCARD:
            return self._discard(view)
        if view.phase == Phase.LAYOFF:
            plan = melds.best_layoff(view.hand, view.layoff_targets())
            if plan.layoffs:
                card, meld_index = plan.layoffs[0]
                return LayOff(card, meld_index)
            return FinishLayoff()
        if view.phase == Phase.HAND_OVER:
            return NextHand()
        raise ValueError(f"no decision in phase {view.phase}")

    def _discard(self, view: GinView) -> Action:
        legal = set(view.legal_actions)
        if BigGin() in legal:
            return BigGin()
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            hand = list(view.hand)
            best = min(knocks, key=lambda a: (melds.deadwood([c for c in hand if c != a.card]), -melds.gin_value(a.card)))
            return best
        arrangement = melds.best_arrangement(view.hand)
        candidates = [c for c in arrangement.deadwood if Discard(c) in legal]
        if candidates:
            card = max(candidates, key=lambda c: (melds.gin_value(c), c.rank))
        else:
            card = best_discard(view.hand, view.drawn_from_discard)
        return Discard(card)


PLAYERS: Dict[str, Callable[[int], Player]] = {
    "baseline": lambda seed: BaselineGinPlayer(),
    "random": lambda seed: RandomPlayer(seed),
}


def make_player(name: str, seed: int = 0) -> Player:
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r}; the players are: {', '.join(sorted(PLAYERS))}")
    return PLAYERS[name](seed)


def player_names() -> List[str]:
    return sorted(PLAYERS)
