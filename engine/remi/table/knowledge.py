"""What a table-game player knows of the cards it cannot see, and the faces that matter to it.

``TableKnowledge.from_view`` rebuilds, from a view alone, the cards a player has not seen
(stock and other hands) and the discard-pile cards each opponent took and still holds; the
face helpers say which cards would make, extend or free a meld. The computer players
(``players.py``) and the hints read them; nothing here sees more than the view.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Set

from ..actions import Build, Discard, DrawDiscard, Meld
from ..cards import SUITS, Card, make_deck
from ..errors import RemiError
from .melds import ACE_HIGH, Face, TableMeld, make_meld
from .rules import TableView


@dataclass
class TableKnowledge:
    """What a player knows of the cards it cannot see, from its view alone."""

    picked: Dict[int, Set[Card]] = field(default_factory=dict)  # taken from the pile, still held
    unseen: List[Card] = field(default_factory=list)  # stock and other hands, minus known cards
    faces: Counter[Face] = field(default_factory=Counter)  # unseen natural copies by face
    jokers: int = 0  # unseen jokers

    @staticmethod
    def from_view(view: TableView) -> "TableKnowledge":
        k = TableKnowledge({s: set() for s in range(view.players)})
        last_discard: Optional[Card] = None
        for seat, action in view.log:
            if isinstance(action, Discard):
                last_discard = action.card
                for s in k.picked:
                    k.picked[s].discard(last_discard)
            elif isinstance(action, DrawDiscard) and last_discard is not None:
                k.picked[seat].add(last_discard)
                last_discard = None
        on_table = {c for meld in view.table for c in meld.cards}
        for s in k.picked:
            k.picked[s] -= on_table
        known = set(view.hand) | set(view.discard_pile) | on_table
        for s, cards in k.picked.items():
            if s != view.seat:
                known |= cards
        k.unseen = [c for c in make_deck(2, view.jokers_in_deck) if c not in known]
        for c in k.unseen:
            if c.is_joker:
                k.jokers += 1
            else:
                k.faces[c.face] += 1
        return k

    @property
    def total(self) -> int:
        return max(len(self.unseen), 1)

    def live(self, faces: Set[Face]) -> int:
        """How many unseen natural cards have one of these faces."""
        return sum(self.faces.get(f, 0) for f in faces)

    def offered(self, meld: Meld) -> int:
        """How many unseen cards could build on ``meld`` once it lies on the table."""
        return self.live(meld_faces(meld))

    def added(self, meld: TableMeld, build: Build) -> Optional[int]:
        """How many more unseen cards could build on table meld ``meld`` once ``build`` lies on
        it (negative: fewer; a set's fourth card closes it, R51-5, a run's card moves its end);
        None when the meld does not take the card as it lies now."""
        try:
            after = meld.add(build.card, build.face)
        except RemiError:
            return None
        return self.live(table_faces([after])) - self.live(table_faces([meld]))


def _run_neighbours(rank: int) -> List[int]:
    """Ranks next to ``rank`` in a run (the ace is both 1 and 14)."""
    ranks = [14] if rank == 1 else [rank]
    if rank == 1:
        ranks.append(1)
    out: List[int] = []
    for r in ranks:
        out.extend(x for x in (r - 2, r - 1, r + 1, r + 2) if 1 <= x <= ACE_HIGH)
    return out


def _norm(rank: int) -> int:
    return 1 if rank == ACE_HIGH else rank


def completing_faces(cards: Sequence[Card]) -> Set[Face]:
    """Faces that make a new three-card meld with two natural cards of ``cards``."""
    naturals = [c for c in cards if not c.is_joker]
    out: Set[Face] = set()
    for i, a in enumerate(naturals):
        for b in naturals[i + 1 :]:
            if a.rank == b.rank and a.suit != b.suit:
                out.update((a.rank, s) for s in SUITS if s not in (a.suit, b.suit))
            elif a.suit == b.suit and a.rank != b.rank:
                for lo, hi in ((a.rank, b.rank), (b.rank, a.rank)):
                    for x, y in ((lo, hi), (14 if lo == 1 else lo, hi), (lo, 14 if hi == 1 else hi)):
                        if 0 < y - x <= 2:
                            if y - x == 1:
                                out.update((_norm(r), a.suit) for r in (x - 1, y + 1) if 1 <= r <= ACE_HIGH)
                            else:
                                out.add((_norm(x + 1), a.suit))
    return out


def partner_faces(card: Card) -> Set[Face]:
    """Faces that would share a meld with ``card``: its rank in other suits, its suit near it."""
    if card.is_joker:
        return set()
    out = {(card.rank, s) for s in SUITS if s != card.suit}
    out.update((_norm(r), card.suit) for r in _run_neighbours(card.rank))
    return out


def meld_faces(meld: Meld) -> Set[Face]:
    """Faces that would extend ``meld`` once it lies on the table (none if the table rules
    would refuse it as laid out)."""
    try:
        return table_faces([make_meld(meld.cards, meld.joker_faces(), 0)])
    except RemiError:
        return set()


def table_faces(table: Sequence[TableMeld]) -> Set[Face]:
    """Faces that could be built onto the melds on the table now."""
    out: Set[Face] = set()
    for meld in table:
        if meld.is_set:
            if not meld.closed:
                present = {c.suit for c in meld.cards if not c.is_joker}
                out.update((meld.low, s) for s in SUITS if s not in present)
        else:
            for r in (meld.low - 1, meld.high + 1):
                if 1 <= r <= ACE_HIGH and not (meld.low == 1 and r == ACE_HIGH) and not (meld.high == ACE_HIGH and r == 0):
                    out.add((_norm(r), meld.suit))
    return out


def run_joker_faces(table: Sequence[TableMeld]) -> Set[Face]:
    """Faces of the natural cards that would free a joker standing in a run on the table."""
    out: Set[Face] = set()
    for meld in table:
        if not meld.is_set and meld.jokers:
            out.update((_norm(f[0]), f[1]) for c, f in zip(meld.cards, meld.faces()) if c.is_joker)
    return out
