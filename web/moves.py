"""What the person at this screen may do now: one map of every card and pile, built once per
position from the engine's ``legal_actions()``.

The layout reads it (what glows, what a pile or a table meld takes), the pointer reads it (what a
tap or a drop means, ``presses.Presses.handle``), and so will keyboard play and the screen-reader view:
one source of truth, for both families. No rule is written here; the map only sorts the
engine's legal actions by the card or pile they move.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, FrozenSet, List, Optional, Sequence, Tuple, Union

from games import FamilyFacts, facts_of
from remi import (
    Action,
    Build,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Exchange,
    Knock,
    LayOff,
    Meld,
    Phase,
    TakeUpcard,
    View,
)
from remi.table.rules import TableView

ME = 0  # the seat of the person at this screen (the others are computer players)
Onto = Union[LayOff, Build, Exchange]  # a card put onto a meld on the table (Gin: the knocker's)
PILES = ("stock", "discard")


@dataclass(frozen=True)
class Moves:
    """One position as the person at ``view.seat`` may act in it. Every action here is legal;
    a card or a pile with no entry does nothing now."""

    view: View  # the person's view of this position
    legal: Tuple[Action, ...]  # every legal action (empty unless it is the person's turn)
    facts: FamilyFacts  # its family's (games.FamilyFacts)
    draws: Dict[str, Action] = field(default_factory=dict)  # "stock" / "discard": the draw or take from it
    discards: Dict[Card, Discard] = field(default_factory=dict)
    knocks: Dict[Card, Knock] = field(default_factory=dict)  # Gin: a knock (or gin) with this card thrown
    onto: Dict[Card, Dict[int, Tuple[Onto, ...]]] = field(default_factory=dict)  # card → table meld → lay-offs, builds, exchanges
    lay_downs: Tuple[Meld, ...] = ()  # the table games: new melds from the hand
    others: Tuple[Action, ...] = ()  # the rest: pass, big gin, done, next hand
    low_ends: FrozenSet[Build] = frozenset()  # jokers built onto a run's low end (the others go on top)

    @property
    def mine(self) -> bool:
        """Whether it is this person's turn."""
        return self.view.to_act == self.view.seat

    @property
    def multi_pick(self) -> bool:
        """Whether several cards are picked at once (to lay down a meld: the table family)."""
        return self.facts.picks_several

    @property
    def phase(self) -> Phase:
        return self.view.phase

    # ------------------------------------------------------------------ what a gesture means

    def pile(self, pile: str, picked: Sequence[str]) -> Optional[Action]:
        """A tap on a pile: the stock draws; the discard pile takes one picked card when it may
        be thrown, else draws (or takes the up-card)."""
        if pile == "discard" and len(picked) == 1:
            throw = self.discard(picked[0])
            if throw is not None:
                return throw
        return self.draws.get(pile)

    def discard(self, card: str) -> Optional[Discard]:
        """Throwing ``card`` (a double tap, or a drop on the discard pile)."""
        return self.discards.get(Card.parse(card))

    def onto_meld(self, card: str, meld: int, picked: Sequence[str], side: float, on_joker: bool) -> Optional[Onto]:
        """``card`` put onto table meld ``meld`` (dropped there, or picked and the meld tapped).

        Onto a joker a natural card exchanges it (with the other picked cards, for a set);
        elsewhere the card lays off or builds, or exchanges when only that is legal. A joker that
        may go at either end of a run goes to the end it was put nearest to (``side``: 0 the
        left end … 1 the right end)."""
        choices = self.onto.get(Card.parse(card), {}).get(meld, ())
        allowed = {Card.parse(c) for c in picked} | {Card.parse(card)}
        exchanges = [a for a in choices if isinstance(a, Exchange) and set(a.cards) <= allowed]
        placed = [a for a in choices if not isinstance(a, Exchange)]
        if on_joker and exchanges:
            return exchanges[0]
        if len(placed) > 1:  # a joker onto a run, at either end: the nearer one
            want_low = side < 0.5
            return next((a for a in placed if (a in self.low_ends) == want_low), placed[0])
        if placed:
            return placed[0]
        return exchanges[0] if exchanges else None

    def asked_onto(self, card: str, meld: int, picked: Sequence[str], on_joker: bool) -> Onto:
        """The action to ask the engine why not, when ``onto_meld`` found none: a lay-off in
        Gin; in the table games a build, or onto a joker the exchange the person meant (for a
        set, with one more picked card)."""
        c = Card.parse(card)
        if self.facts.lays_off:
            return LayOff(c, meld)
        table = self.view.table if isinstance(self.view, TableView) else ()
        if on_joker and not c.is_joker and 0 <= meld < len(table):
            others = [x for x in (Card.parse(p) for p in picked) if x != c][:1] if table[meld].is_set else []
            return Exchange((c, *others), meld)
        return Build(c, meld)

    def meld_targets(self, card: str, picked: Sequence[str]) -> List[int]:
        """The table melds that take ``card`` now (with the other picked cards, for an exchange)."""
        allowed = {Card.parse(c) for c in picked} | {Card.parse(card)}
        return sorted(
            meld
            for meld, choices in self.onto.get(Card.parse(card), {}).items()
            if any(not isinstance(a, Exchange) or set(a.cards) <= allowed for a in choices)
        )


def build(view: View) -> Moves:
    """The map of the position ``view`` shows, for its seat, from the engine's legal actions."""
    legal = tuple(view.legal_actions)
    draws: Dict[str, Action] = {}
    discards: Dict[Card, Discard] = {}
    knocks: Dict[Card, Knock] = {}
    onto: Dict[Card, Dict[int, List[Onto]]] = {}
    lay_downs: List[Meld] = []
    others: List[Action] = []
    low_ends = set()
    table = view.table if isinstance(view, TableView) else ()
    for action in legal:
        if isinstance(action, DrawStock):
            draws["stock"] = action
        elif isinstance(action, (DrawDiscard, TakeUpcard)):
            draws["discard"] = action
        elif isinstance(action, Discard):
            discards[action.card] = action
        elif isinstance(action, Knock):
            knocks[action.card] = action
        elif isinstance(action, (LayOff, Build)):
            if isinstance(action, Build) and action.face is not None and action.face[0] == table[action.meld].low - 1:
                low_ends.add(action)
            onto.setdefault(action.card, {}).setdefault(action.meld, []).append(action)
        elif isinstance(action, Exchange):
            for card in action.cards:
                onto.setdefault(card, {}).setdefault(action.meld, []).append(action)
        elif isinstance(action, Meld):
            lay_downs.append(action)
        else:
            others.append(action)
    return Moves(
        view=view,
        legal=legal,
        draws=draws,
        discards=discards,
        knocks=knocks,
        onto={card: {meld: tuple(a) for meld, a in by_meld.items()} for card, by_meld in onto.items()},
        lay_downs=tuple(lay_downs),
        others=tuple(others),
        low_ends=frozenset(low_ends),
        facts=facts_of(view.game),
    )


# the map of the last view asked about: the layout, the buttons and the pointer ask several
# times a move, and in the table games the legal actions cost tens of ms in Pyodide
_last: Dict[str, Tuple[View, Moves]] = {}


def of(view: View) -> Moves:
    """The map of the position ``view`` shows, built once per view (``sight.view_of`` makes one
    view per position and seat: a view is a value, never changed)."""
    hit = _last.get("moves")
    if hit is not None and hit[0] is view:
        return hit[1]
    moves = build(view)
    _last["moves"] = (view, moves)
    return moves
