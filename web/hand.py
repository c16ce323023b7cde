"""The player's hand as shown: its order (sorted by melds, suit or rank, or by hand) and which
cards are in which meld. Pure Python: the meld maths is the engine's ``best_arrangement``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple

from remi import Card
from remi.gin import melds as remi_melds

SORTS = ("melds", "suit", "rank", "manual")
_SUIT_ORDER = {"s": 0, "h": 1, "c": 2, "d": 3}  # alternate colours: ♠ ♥ ♣ ♦


@dataclass(frozen=True)
class ShownCard:
    card: Card
    group: int  # cards of one group are drawn together, with a gap before the next group
    meld: Optional[int]  # index of the meld it belongs to in the best arrangement, else None

    @property
    def deadwood(self) -> bool:
        return self.meld is None


def suit_key(card: Card) -> Tuple[int, int]:
    return (_SUIT_ORDER.get(card.suit, 9), card.rank)


def rank_key(card: Card) -> Tuple[int, int]:
    return (card.rank, _SUIT_ORDER.get(card.suit, 9))


def reconcile(order: Sequence[str], hand: Sequence[Card]) -> List[str]:
    """Keep the manual order of cards still held; new cards go to the right end."""
    held = {str(c) for c in hand}
    kept = [c for c in order if c in held]
    seen = set(kept)
    kept += [str(c) for c in hand if str(c) not in seen]
    return kept


def arrange(hand: Sequence[Card], sort: str, order: Sequence[str] = ()) -> List[ShownCard]:
    """The hand in display order with meld marks.

    ``melds`` groups the best arrangement's melds (one group each) then the deadwood;
    ``suit``/``rank`` sort; ``manual`` keeps ``order`` (cards not in it go last)."""
    arrangement = remi_melds.best_arrangement(list(hand))
    meld_of = {}
    for index, meld in enumerate(arrangement.melds):
        for card in meld:
            meld_of[card] = index
    if sort == "melds":
        shown = [ShownCard(c, i, i) for i, meld in enumerate(arrangement.melds) for c in meld]
        dead = sorted(arrangement.deadwood, key=suit_key)
        shown += [ShownCard(c, len(arrangement.melds), None) for c in dead]
        return shown
    if sort == "suit":
        cards = sorted(hand, key=suit_key)
        groups: Dict[str, int] = {}
        out = []
        for c in cards:
            groups.setdefault(c.suit, len(groups))
            out.append(ShownCard(c, groups[c.suit], meld_of.get(c)))
        return out
    if sort == "rank":
        cards = sorted(hand, key=rank_key)
    else:
        by_text = {str(c): c for c in hand}
        cards = [by_text[t] for t in reconcile(order, hand)]
    return [ShownCard(c, 0, meld_of.get(c)) for c in cards]


def deadwood_value(hand: Sequence[Card]) -> int:
    return remi_melds.deadwood(list(hand))


def move_card(order: Sequence[str], card: str, new_index: int) -> List[str]:
    """``order`` with ``card`` moved to position ``new_index`` (a drag inside the hand)."""
    out = [c for c in order if c != card]
    new_index = max(0, min(new_index, len(out)))
    out.insert(new_index, card)
    return out


TABLE_SORTS = ("suit", "rank", "manual")


def arrange_table(hand: Sequence[Card], sort: str, order: Sequence[str] = ()) -> List[ShownCard]:
    """The hand of a two-deck game (jokers, copies) in display order: by suit (a group per
    suit, jokers last), by rank, or by hand. No meld marks: the person picks the melds."""
    if sort == "manual":
        by_text = {str(c): c for c in hand}
        return [ShownCard(by_text[t], 0, None) for t in reconcile(order, hand)]
    naturals = [c for c in hand if not c.is_joker]
    jokers = sorted((c for c in hand if c.is_joker), key=str)
    if sort == "rank":
        cards = sorted(naturals, key=lambda c: (rank_key(c), c.copy))
        return [ShownCard(c, 0, None) for c in cards] + [ShownCard(c, 1, None) for c in jokers]
    cards = sorted(naturals, key=lambda c: (suit_key(c), c.copy))
    groups: Dict[str, int] = {}
    out = []
    for c in cards:
        groups.setdefault(c.suit, len(groups))
        out.append(ShownCard(c, groups[c.suit], None))
    return out + [ShownCard(c, len(groups), None) for c in jokers]
