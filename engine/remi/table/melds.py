"""Melds on the table for the two-deck games with jokers (Traditional Rummy, Remi 51).

A ``TableMeld`` is an immutable value: a set (one rank, different suits, jokers standing for
missing suits) or a run (one suit, consecutive ranks, jokers standing for named cards; the
ace low in A-2-3 or high in Q-K-A, never both: TR-2, R51-4). ``make_meld`` builds one from
the cards a player lays down, ``TableMeld.add`` builds on it (TR-5, R51-8) and
``TableMeld.exchange`` takes a joker out (TR-6, TR-7, R51-9). Each refuses with the rule it
breaks. Stateless: the game keeps the melds; the search in ``jokermelds`` uses these checks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple

from ..cards import RANK_TEXT, SUIT_NAMES, SUITS, Card
from ..errors import IllegalActionError

Face = Tuple[int, str]  # (rank 1-14, suit); 14 is an ace above the king, "" a suit a set leaves open
ACE_HIGH = 14


def face_text(face: Face) -> str:
    rank, suit = face
    r = 1 if rank == ACE_HIGH else rank
    return RANK_TEXT.get(r, str(r)) + (suit or "")


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table. For a run ``low`` is the rank of its first card (ace high = 14 at
    the top); for a set ``low`` is its rank. ``cards`` are in table order (runs by rank)."""

    kind: str  # "set" or "run"
    low: int
    suit: str  # the run's suit; "" for a set
    cards: Tuple[Card, ...]
    owner: int = 0

    @property
    def is_set(self) -> bool:
        return self.kind == "set"

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1

    @property
    def closed(self) -> bool:
        """A set of four takes nothing more (R51-5; TR-6's closed set with its joker)."""
        return self.is_set and len(self.cards) == 4

    @property
    def jokers(self) -> int:
        return sum(1 for c in self.cards if c.is_joker)

    def faces(self) -> Tuple[Face, ...]:
        """What each card stands for: a joker in a run names its card, in a set only its rank."""
        if self.is_set:
            return tuple((self.low, "" if c.is_joker else c.suit) for c in self.cards)
        return tuple((self.low + i, self.suit) for i in range(len(self.cards)))

    def text(self) -> str:
        """Cards with what each joker stands for: ``5h *=6h 7h``."""
        parts = []
        for card, face in zip(self.cards, self.faces()):
            if card.is_joker and face[1]:
                parts.append(f"{card}={face_text(face)}")
            else:
                parts.append(str(card))
        return " ".join(parts)

    def with_owner(self, owner: int) -> "TableMeld":
        return TableMeld(self.kind, self.low, self.suit, self.cards, owner)

    # --- building (TR-5, R51-8) ------------------------------------------------------------

    def add(self, card: Card, at: Optional[Face] = None, rule: str = "TR-5") -> "TableMeld":
        """The meld with ``card`` added; ``at`` says which end a joker goes to on a run."""
        if self.is_set:
            if self.closed:
                raise IllegalActionError(rule, f"the set {self.text()} is closed: it has four cards")
            if card.is_joker:
                return TableMeld("set", self.low, "", self.cards + (card,), self.owner)
            if card.rank != self.low:
                raise IllegalActionError(rule, f"{card} is not a {face_text((self.low, ''))}: it cannot join {self.text()}")
            if card.suit in {c.suit for c in self.cards if not c.is_joker}:
                raise IllegalActionError(rule, f"the set {self.text()} already has a card of {SUIT_NAMES[card.suit]}")
            return TableMeld("set", self.low, "", self._natural_first(self.cards + (card,)), self.owner)
        below = (self.low - 1, self.suit)
        above = (self.high + 1, self.suit)
        if card.is_joker:
            ends = [f for f in (above, below) if _run_rank_ok(f[0]) and self._span_ok(f[0])]
            if at is not None:
                ends = [f for f in ends if f == (at[0], at[1]) or (at[0] == 1 and f[0] == ACE_HIGH and at[1] == f[1])]
            if not ends:
                raise IllegalActionError(rule, f"a joker cannot extend the run {self.text()} there")
            target = ends[0]
        else:
            if card.suit != self.suit:
                raise IllegalActionError(rule, f"{card} is not of the run's suit: it cannot join {self.text()}")
            ranks = [card.rank] + ([ACE_HIGH] if card.rank == 1 else [])
            fits = [r for r in ranks if r in (below[0], above[0]) and self._span_ok(r)]
            if not fits:
                raise IllegalActionError(rule, f"{card} does not continue the run {self.text()} at either end")
            target = (fits[0], self.suit)
        if target[0] < self.low:
            return TableMeld("run", self.low - 1, self.suit, (card,) + self.cards, self.owner)
        return TableMeld("run", self.low, self.suit, self.cards + (card,), self.owner)

    def _span_ok(self, new_rank: int) -> bool:
        low = min(self.low, new_rank)
        high = max(self.high, new_rank)
        return 1 <= low and high <= ACE_HIGH and not (low == 1 and high == ACE_HIGH)

    @staticmethod
    def _natural_first(cards: Tuple[Card, ...]) -> Tuple[Card, ...]:
        return tuple(sorted(cards, key=lambda c: (c.is_joker, SUITS.index(c.suit) if not c.is_joker else 0)))

    # --- joker exchange (TR-6, TR-7, R51-9) ---------------------------------------------------

    def exchange(self, naturals: Sequence[Card], set_rule: str = "TR-6", run_rule: str = "TR-7") -> Tuple["TableMeld", Card]:
        """Put ``naturals`` in for a joker and return (new meld, the freed joker)."""
        rule = set_rule if self.is_set else run_rule
        if any(c.is_joker for c in naturals):
            raise IllegalActionError(rule, "a joker is exchanged for natural cards, not another joker")
        if self.jokers == 0:
            raise IllegalActionError(rule, f"there is no joker in {self.text()}")
        if not self.is_set:
            if len(naturals) != 1:
                raise IllegalActionError(run_rule, "a joker in a run is exchanged for exactly the one card it stands for")
            card = naturals[0]
            for i, (held, face) in enumerate(zip(self.cards, self.faces())):
                if held.is_joker and _same_face(card, face):
                    cards = self.cards[:i] + (card,) + self.cards[i + 1 :]
                    return TableMeld("run", self.low, self.suit, cards, self.owner), held
            raise IllegalActionError(run_rule, f"no joker in {self.text()} stands for {card}")
        if self.closed:
            raise IllegalActionError(set_rule, f"the set {self.text()} is closed: its joker can never be taken")
        present = {c.suit for c in self.cards if not c.is_joker}
        missing = [s for s in SUITS if s not in present]
        if len(naturals) != 2:
            raise IllegalActionError(
                set_rule, f"the joker of {self.text()} is freed only by both missing cards ({len(missing)} suits missing)"
            )
        if any(c.rank != self.low for c in naturals) or len({c.suit for c in naturals}) != 2 or any(
            c.suit in present for c in naturals
        ):
            raise IllegalActionError(set_rule, f"{naturals[0]} and {naturals[1]} are not the missing cards of {self.text()}")
        jokers = [c for c in self.cards if c.is_joker]
        kept = tuple(c for c in self.cards if not c.is_joker) + tuple(naturals) + tuple(jokers[1:])
        return TableMeld("set", self.low, "", self._natural_first(kept), self.owner), jokers[0]


def _same_face(card: Card, face: Face) -> bool:
    rank = 1 if face[0] == ACE_HIGH else face[0]
    return card.rank == rank and card.suit == face[1]


def _run_rank_ok(rank: int) -> bool:
    return 1 <= rank <= ACE_HIGH


def make_meld(
    cards: Sequence[Card],
    joker_faces: Optional[Dict[int, Face]] = None,
    owner: int = 0,
    rule: str = "TR-2",
    set_rule: Optional[str] = None,
) -> TableMeld:
    """The meld these cards make, or ``IllegalActionError`` naming ``rule``.

    ``joker_faces`` maps the position of a joker in ``cards`` to the face it stands for in a
    run (``(8, "h")``; ace high is ``(14, "h")``). Without it a joker fills a gap, or extends
    a run upwards (downwards when the king is reached); natural cards of one rank make a set.
    """
    joker_faces = dict(joker_faces or {})
    naturals = [c for c in cards if not c.is_joker]
    jokers = [c for c in cards if c.is_joker]
    if len(cards) < 3:
        raise IllegalActionError(rule, "a meld has at least 3 cards")
    if not naturals:
        raise IllegalActionError(rule, "a meld needs at least one natural card")
    wants_run = any(face[1] for face in joker_faces.values())
    if len({c.rank for c in naturals}) == 1 and not (wants_run and len(naturals) == 1):
        set_rule = set_rule or rule
        if len(cards) > 4:
            raise IllegalActionError(set_rule, "a set has 3 or 4 cards")
        if len({c.suit for c in naturals}) != len(naturals):
            raise IllegalActionError(set_rule, "a set has every suit at most once")
        return TableMeld("set", naturals[0].rank, "", TableMeld._natural_first(tuple(cards)), owner)
    return _make_run(cards, naturals, jokers, joker_faces, owner, rule)


def _make_run(
    cards: Sequence[Card],
    naturals: List[Card],
    jokers: List[Card],
    joker_faces: Dict[int, Face],
    owner: int,
    rule: str,
) -> TableMeld:
    suit = naturals[0].suit
    if any(c.suit != suit for c in naturals):
        raise IllegalActionError(rule, "a run is of one suit and a set of one rank: these cards are neither")
    named: Dict[int, Card] = {}
    for pos, face in joker_faces.items():
        if not 0 <= pos < len(cards) or not cards[pos].is_joker:
            raise IllegalActionError(rule, "only a joker can stand for another card")
        if face[1] != suit or not _run_rank_ok(face[0]):
            raise IllegalActionError(rule, f"a joker in a {suit} run cannot stand for {face_text(face)}")
        named[face[0]] = cards[pos]
    free_jokers = [c for i, c in enumerate(cards) if c.is_joker and i not in joker_faces]
    last_error = "the cards are not consecutive"
    names_ace = 1 in named
    for ace_high in (False, True):
        ranks = sorted(ACE_HIGH if (c.rank == 1 and ace_high) else c.rank for c in naturals)
        if ace_high and 1 not in {c.rank for c in naturals} and not names_ace:
            continue
        named_here = {(ACE_HIGH if (r == 1 and ace_high) else r): c for r, c in named.items()}
        if len(set(ranks)) != len(ranks):
            raise IllegalActionError(rule, "a run holds every rank once")
        slots: Dict[int, Card] = {}
        for c in naturals:
            slots[ACE_HIGH if (c.rank == 1 and ace_high) else c.rank] = c
        if set(named_here) & set(slots):
            last_error = "a joker cannot stand for a card that is in the run"
            continue
        slots.update(named_here)
        low, high = min(slots), max(slots)
        gaps = [r for r in range(low, high + 1) if r not in slots]
        if len(gaps) > len(free_jokers):
            last_error = f"the run has {len(gaps)} gaps and only {len(free_jokers)} jokers to fill them"
            continue
        spare = list(free_jokers)
        for r in gaps:
            slots[r] = spare.pop()
        while spare:  # extra jokers extend the run: upwards while possible, then downwards
            if high < ACE_HIGH and not (low == 1 and high + 1 == ACE_HIGH):
                high += 1
                slots[high] = spare.pop()
            elif low > 1:
                low -= 1
                slots[low] = spare.pop()
            else:
                break
        if spare or low < 1 or high > ACE_HIGH or (low == 1 and high == ACE_HIGH):
            last_error = "an ace is low (A-2-3) or high (Q-K-A), never both, and a run cannot turn the corner"
            continue
        ordered = tuple(slots[r] for r in range(low, high + 1))
        return TableMeld("run", low, suit, ordered, owner)
    raise IllegalActionError(rule, last_error)
