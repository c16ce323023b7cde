"""Computer players. A player sees only its view and answers with one action.

The interface is deliberately small: ``choose(view) -> Action``, called when
``view.to_act == view.seat``. Players must not look at anything but the view (the view holds
no other hand and no stock order, so they cannot).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Dict, List, Optional, Protocol, Sequence

from . import melds
from .actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    Exchange,
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
    def choose(self, view: Any) -> Action: ...


class RandomPlayer:
    """Picks any legal action: for soak tests, not for play."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any) -> Action:
        legal: List[Action] = list(view.legal_actions)
        return self.rng.choice(legal)


def completes_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` ends up in a meld of the best arrangement of ``hand`` plus it."""
    arrangement = melds.best_arrangement(list(hand) + [card])
    return any(card in meld for meld in arrangement.melds)


def best_discard(hand: Sequence[Card], forbidden: Optional[Card] = None) -> Card:
    """The discard leaving the lowest deadwood; among equals the highest card."""
    options = [c for c in hand if c != forbidden] or list(hand)
    return min(options, key=lambda c: (melds.deadwood([x for x in hand if x != c]), -melds.gin_value(c), -c.rank))


def best_knock(view: GinView) -> Optional[Knock]:
    """Of the legal knocks, the one leaving the least deadwood, the highest card among equals;
    then the first in hand order (``legal_actions`` keeps it), so ties go the same way every run."""
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    if not knocks:
        return None
    hand = list(view.hand)
    return min(knocks, key=lambda a: (melds.deadwood([c for c in hand if c != a.card]), -melds.gin_value(a.card)))


def best_layoff_action(view: GinView) -> Action:
    """G-9: the next lay-off of the engine's best plan, or ``done`` when none is left."""
    plan = melds.best_layoff(view.hand, view.layoff_targets())
    if plan.layoffs:
        card, meld_index = plan.layoffs[0]
        return LayOff(card, meld_index)
    return FinishLayoff()


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
            return best_layoff_action(view)
        if view.phase == Phase.HAND_OVER:
            return NextHand()
        raise ValueError(f"no decision in phase {view.phase}")

    def _discard(self, view: GinView) -> Action:
        legal = set(view.legal_actions)
        if BigGin() in legal:
            return BigGin()
        knock = best_knock(view)
        if knock is not None:
            return knock
        arrangement = melds.best_arrangement(view.hand)
        candidates = [c for c in arrangement.deadwood if Discard(c) in legal]
        if candidates:
            card = max(candidates, key=lambda c: (melds.gin_value(c), c.rank))
        else:
            card = best_discard(view.hand, view.drawn_from_discard)
        return Discard(card)


def _baseline(game: str, seed: int) -> Player:
    if game in ("gin", "oklahoma"):
        return BaselineGinPlayer()
    if game == "remi51":
        return BaselineRemi51Player()
    return BaselineRummyPlayer()


def _level(level: str) -> Callable[[str, int], Player]:
    def make(game: str, seed: int) -> Player:
        from . import gin_ai

        if game in ("gin", "oklahoma"):
            cls = {"easy": gin_ai.EasyGinPlayer, "medium": gin_ai.MediumGinPlayer, "hard": gin_ai.HardGinPlayer}[level]
            return cls()
        from .table_ai import TablePlayer

        return TablePlayer(level)

    return make


PLAYERS: Dict[str, Callable[[str, int], Player]] = {
    "baseline": _baseline,
    "random": lambda game, seed: RandomPlayer(seed),
    "easy": _level("easy"),
    "medium": _level("medium"),
    "hard": _level("hard"),
}


def make_player(name: str, seed: int = 0, game: str = "gin") -> Player:
    """A computer player by name for ``game`` (``baseline`` picks the game's baseline)."""
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r}; the players are: {', '.join(sorted(PLAYERS))}")
    return PLAYERS[name](game, seed)


def player_names() -> List[str]:
    return sorted(PLAYERS)


# --- Traditional Rummy ---------------------------------------------------------------------


def connections(card: Card, hand: Sequence[Card]) -> int:
    """How many other cards of ``hand`` could share a meld with ``card`` (same rank and another
    suit, or same suit within two ranks): a rough measure of how useful a card is."""
    if card.is_joker:
        return 99
    count = 0
    for other in hand:
        if other is card or other.is_joker:
            continue
        if other.rank == card.rank and other.suit != card.suit:
            count += 1
        elif other.suit == card.suit and 0 < abs(other.rank - card.rank) <= 2:
            count += 1
    return count


def least_useful(hand: Sequence[Card], value: Callable[[Card], int]) -> Card:
    """The discard of a simple player: never a joker if it can help it; the card with the
    fewest connections, the highest value among those."""
    naturals = [c for c in hand if not c.is_joker] or list(hand)
    return min(naturals, key=lambda c: (connections(c, hand), -value(c), -c.rank, str(c)))


class BaselineRummyPlayer:
    """A sound simple player for Traditional Rummy (TR rules): takes the discard only when
    it makes a meld at once; goes out when it can; otherwise lays down melds of natural cards
    (keeping jokers for going out), builds on table melds, and discards its least useful card."""

    def __init__(self) -> None:
        from .rummy import penalty_value

        self.value = penalty_value

    def choose(self, view: Any) -> Action:
        from .jokermelds import best_plan, going_out_plan

        if view.phase == Phase.HAND_OVER:
            return NextHand()
        hand = list(view.hand)
        opened = view.opened[view.seat]
        if view.phase == Phase.DRAW:
            top = view.discard_pile[-1] if view.discard_pile else None
            if top is not None and DrawDiscard() in view.legal_actions and not top.is_joker:
                naturals = [c for c in hand if not c.is_joker]
                before = best_plan(naturals, self.value, keep=0).laid_value
                after = best_plan(naturals + [top], self.value, keep=0)
                if after.laid_value > before + self.value(top) - 1 and any(top in m.cards for m in after.melds):
                    return DrawDiscard()
            if top is not None and top.is_joker and DrawDiscard() in view.legal_actions:
                return DrawDiscard()
            return DrawStock()
        out = going_out_plan(hand, self.value, view.table, opened)
        if out is not None:
            plan, discard = out
            if plan.actions:
                return plan.actions[0]  # type: ignore[return-value]
            return Discard(discard)
        naturals = [c for c in hand if not c.is_joker]
        jokers = len(hand) - len(naturals)
        plan = best_plan(naturals, self.value, view.table, opened, keep=max(0, 1 - jokers))
        if plan.actions:
            return plan.actions[0]  # type: ignore[return-value]
        return Discard(least_useful(hand, self.value))



# --- Remi 51 ---------------------------------------------------------------------------------


class BaselineRemi51Player:
    """A sound simple player for Remi 51 (R51 rules): opens as soon as its melds reach 51
    unless it is one or two cards from going out from hand (R51-11) early in the deal; after
    opening it goes out when it can, lays down and builds what it can, exchanges a joker when
    the engine allows it (the joker must then be melded, R51-9), and discards its least
    useful card. It takes the discard only when it completes a meld it can lay down."""

    def __init__(self) -> None:
        self.fallbacks = 0  # plans the rules refused (a measure of the planner's agreement)

    def choose(self, view: Any) -> Action:
        from .jokermelds import best_plan, going_out_plan
        from .remi51 import OPENING, _choice_value, _search_value, card_value, opening_plan

        legal: List[Action] = list(view.legal_actions)
        if view.phase == Phase.HAND_OVER:
            return NextHand()
        hand = list(view.hand)
        opened = view.opened[view.seat]
        if view.phase == Phase.DRAW:
            top = view.discard_pile[-1] if view.discard_pile else None
            if top is not None and DrawDiscard() in legal:
                if top.is_joker and opened:
                    return DrawDiscard()
                if not top.is_joker and completes_table_meld(hand, top):
                    if opened:
                        return DrawDiscard()
                    plan = opening_plan(hand + [top], top)
                    if plan is not None and plan.laid_value >= OPENING:
                        return DrawDiscard()
            return DrawStock()
        chosen: Optional[Action] = None
        if view.must_meld:
            plan = best_plan(hand, card_value, keep=1, require=view.must_meld[0])
            chosen = plan.melds[0] if plan.melds else None
        elif opened:
            out = going_out_plan(hand, card_value, view.table, True)
            if out is not None:
                chosen = out[0].actions[0] if out[0].actions else Discard(out[1])  # type: ignore[assignment]
            else:
                exchanges = [a for a in legal if isinstance(a, Exchange)]
                if exchanges:
                    chosen = exchanges[0]
                else:
                    naturals = [c for c in hand if not c.is_joker]
                    jokers = len(hand) - len(naturals)
                    plan = best_plan(naturals, card_value, view.table, True, keep=max(0, 1 - jokers))
                    chosen = plan.actions[0] if plan.actions else None  # type: ignore[assignment]
        else:
            from_hand = going_out_plan(hand, _search_value, (), False, 1, _choice_value)
            if from_hand is not None and from_hand[0].laid_value >= OPENING and from_hand[0].melds:
                chosen = from_hand[0].melds[0]
            else:
                plan = opening_plan(hand, view.must_use)
                if plan is not None and plan.melds and plan.laid_value + view.turn_value >= OPENING:
                    close_to_hand = len(plan.remaining) <= 2 and view.stock_size > 30
                    if view.turn_value > 0 or view.must_use is not None or not close_to_hand:
                        chosen = plan.melds[0]
        if chosen is not None and chosen not in legal:
            self.fallbacks += 1
        if chosen is None or chosen not in legal:
            discards = [a for a in legal if isinstance(a, Discard)]
            if discards:
                keep_out = {a.card for a in discards}
                return Discard(least_useful([c for c in hand if c in keep_out], _discard_value))
            return legal[0]
        return chosen


def _discard_value(card: Card) -> int:
    from .remi51 import card_value

    return card_value(card)


def completes_table_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` makes a new meld with natural cards of ``hand``."""
    from .jokermelds import candidate_melds

    naturals = [c for c in hand if not c.is_joker] + [card]
    return any(card in cards for cards, _f in candidate_melds(naturals))
