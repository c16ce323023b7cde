"""Meld maths for Gin Rummy and Oklahoma Gin: stateless, and the hot path of every player.

A one-deck hand without jokers is a 52-bit mask (bit ``suit * 13 + rank - 1``). From it we
list the candidate melds (sets of C-2, runs of C-3 with the ace low only, G-3), then search
for the disjoint choice that melds the most value: the rest is the deadwood (C-5). The same
search, given the knocker's melds, adds lay-off groups (G-9) as extra candidates, so an
opponent's own melds and its lay-offs compete for its cards in one search.

Everything here is a pure function of its arguments; ``deadwood_of_mask`` is memoised because
computer players ask about the same hands many times.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, List, Sequence, Tuple

from ..cards import SUITS, Card
from ..packing import max_meld_value, packing

# Card values of G-2: A = 1, 2-10 face value, J Q K = 10, indexed by rank 1-13.
GIN_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
_BIT_VALUE = tuple(GIN_VALUES[i % 13 + 1] for i in range(52))
_RUN_PREFIX = [0]
for _r in range(1, 14):
    _RUN_PREFIX.append(_RUN_PREFIX[-1] + GIN_VALUES[_r])
_RANK_BITS = 0x1FFF


def gin_value(card: Card) -> int:
    """The card value of G-2."""
    return GIN_VALUES[card.rank]


def hand_value(cards: Sequence[Card]) -> int:
    return sum(GIN_VALUES[c.rank] for c in cards)


def is_set(cards: Sequence[Card]) -> bool:
    """C-2: 3 or 4 natural cards of one rank, every suit at most once."""
    if not 3 <= len(cards) <= 4 or any(c.is_joker for c in cards):
        return False
    return len({c.rank for c in cards}) == 1 and len({c.suit for c in cards}) == len(cards)


def is_run(cards: Sequence[Card]) -> bool:
    """C-3 with G-3: 3 or more natural cards of one suit in consecutive ranks, ace low only."""
    if len(cards) < 3 or any(c.is_joker for c in cards) or len({c.suit for c in cards}) != 1:
        return False
    ranks = sorted(c.rank for c in cards)
    return all(b == a + 1 for a, b in zip(ranks, ranks[1:]))


def is_meld(cards: Sequence[Card]) -> bool:
    return is_set(cards) or is_run(cards)


def to_mask(cards: Sequence[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c.index
    return mask


def mask_indices(mask: int) -> List[int]:
    """The card indices in ``mask``, lowest first (``to_mask``'s inverse, as indices)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _candidate_melds(mask: int) -> List[Tuple[int, int]]:
    """Every set and run inside ``mask``, as (meld mask, meld value)."""
    out: List[Tuple[int, int]] = []
    a = mask & _RANK_BITS
    b = (mask >> 13) & _RANK_BITS
    c = (mask >> 26) & _RANK_BITS
    d = (mask >> 39) & _RANK_BITS
    # Sets (C-2): ranks held in at least three suits, computed for all ranks at once.
    three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    while three:
        low = three & -three
        r = low.bit_length() - 1
        three ^= low
        value = GIN_VALUES[r + 1]
        bits = [bit for bit in (low, low << 13, low << 26, low << 39) if mask & bit]
        if len(bits) == 4:
            out.append((bits[0] | bits[1] | bits[2] | bits[3], 4 * value))
            for skip in range(4):
                out.append((sum(bits) - bits[skip], 3 * value))
        else:
            out.append((bits[0] | bits[1] | bits[2], 3 * value))
    # Runs (C-3, G-3): every stretch of 3 or more consecutive ranks in one suit.
    for s, x in enumerate((a, b, c, d)):
        if not x & (x >> 1) & (x >> 2):
            continue
        shift = 13 * s
        r = 0
        while r < 13:
            if not (x >> r) & 1:
                r += 1
                continue
            end = r
            while end + 1 < 13 and (x >> (end + 1)) & 1:
                end += 1
            for i in range(r, end - 1):
                for j in range(i + 2, end + 1):
                    run = ((1 << (j - i + 1)) - 1) << (i + shift)
                    out.append((run, _RUN_PREFIX[j + 1] - _RUN_PREFIX[i]))
            r = end + 1
    return out


@lru_cache(maxsize=1 << 16)
def deadwood_of_mask(mask: int) -> int:
    """Lowest deadwood count (C-5) of the hand ``mask``; memoised for computer players."""
    return _deadwood_uncached(mask)


def _deadwood_uncached(mask: int) -> int:
    total = 0
    x = mask
    while x:
        low = x & -x
        total += _BIT_VALUE[low.bit_length() - 1]
        x ^= low
    candidates = _candidate_melds(mask)
    if not candidates:
        return total
    return total - max_meld_value(candidates)[0]


def _mask_values(mask: int) -> Tuple[int, int]:
    """The total and the highest card value in ``mask``."""
    total = top = 0
    x = mask
    while x:
        low = x & -x
        v = _BIT_VALUE[low.bit_length() - 1]
        total += v
        top = v if v > top else top
        x ^= low
    return total, top


@lru_cache(maxsize=1 << 16)
def deadwood_after_discard_of_mask(mask: int) -> int:
    """Lowest deadwood count (C-5) left after throwing the best card from ``mask``: the
    minimum over every card of ``deadwood_of_mask(mask`` without it``)``, in one search.

    The search of ``packing`` (``meld`` below) with a second question per set of free cards: the most
    value that melds plus one card thrown, the thrown card outside the melds. The lowest free
    card that some meld still fits is melded, thrown, or kept; the free cards below it fit no
    meld, so the thrown card may be the highest of them."""
    total, top = _mask_values(mask)
    if not mask:
        return 0
    candidates = _candidate_melds(mask)
    if not candidates:
        return total - top
    meld, fitting, _memo, cover = packing(candidates)
    NONE = -(1 << 20)  # "no card to throw": below any real total
    thrown: Dict[int, int] = {}  # free cards -> most value melded plus one free card thrown

    def throw(free: int) -> int:
        got = thrown.get(free)
        if got is None:
            got = NONE  # no card left to throw
            skipped = NONE  # the highest free card below the first that a meld fits
            rest = free
            while rest:
                low = rest & -rest
                fits = fitting(low, free)
                if fits:
                    got = max(skipped + meld(free), _BIT_VALUE[low.bit_length() - 1] + meld(free ^ low), throw(free ^ low))
                    for i in fits:
                        m, v = candidates[i]
                        got = max(got, v + throw(free & ~m))
                    break
                skipped = max(skipped, _BIT_VALUE[low.bit_length() - 1])
                rest ^= low
            else:
                got = skipped
            thrown[free] = got
        return got

    outside = _mask_values(mask & ~cover)[1] if mask & ~cover else NONE  # the highest card no meld fits
    return total - max(throw(cover), outside + meld(cover))


@lru_cache(maxsize=1 << 16)
def unmatched_of_mask(mask: int) -> int:
    """The cards of the hand ``mask`` outside the melds of its best arrangement (C-5), as a
    mask: ``best_arrangement``'s deadwood without building the cards."""
    candidates = _candidate_melds(mask)
    if not candidates:
        return mask
    used = 0
    for i in max_meld_value(candidates)[1]:
        used |= candidates[i][0]
    return mask & ~used


@dataclass(frozen=True)
class Arrangement:
    """A hand split into melds and deadwood, with the deadwood count (C-5)."""

    melds: Tuple[Tuple[Card, ...], ...]
    deadwood: Tuple[Card, ...]
    deadwood_value: int


def _sort_meld(cards: Sequence[Card]) -> Tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (c.rank, SUITS.index(c.suit))))


def best_arrangement(hand: Sequence[Card]) -> Arrangement:
    """The arrangement of ``hand`` into melds with the lowest deadwood count (C-5)."""
    by_bit = {1 << c.index: c for c in hand}
    candidates = _candidate_melds(to_mask(hand))
    _value, chosen = max_meld_value(candidates)
    melds = []
    used = 0
    for i in chosen:
        m = candidates[i][0]
        used |= m
        melds.append(_sort_meld([card for bit, card in by_bit.items() if bit & m]))
    melds.sort(key=lambda meld: (meld[0].rank, meld[0].suit))
    deadwood = _sort_meld([card for bit, card in by_bit.items() if not bit & used])
    return Arrangement(tuple(melds), deadwood, hand_value(deadwood))


def deadwood(hand: Sequence[Card]) -> int:
    """The deadwood count of ``hand`` under its best arrangement (C-5)."""
    return deadwood_of_mask(to_mask(hand))


# --- Lay-offs (G-9) ---------------------------------------------------------------------


def extends(meld: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` can be laid off onto ``meld``: a missing suit on a set of three, or
    the next rank at either end of a run (G-9, ace low only)."""
    if card.is_joker:
        return False
    if is_set(meld):
        return len(meld) == 3 and card.rank == meld[0].rank and card.suit not in {c.suit for c in meld}
    if is_run(meld) and card.suit == meld[0].suit:
        ranks = [c.rank for c in meld]
        return card.rank == min(ranks) - 1 or card.rank == max(ranks) + 1
    return False


@dataclass(frozen=True)
class LayoffPlan:
    """An opponent's best answer to a knock (G-9): own melds, lay-offs onto the knocker's
    melds (card, index of the knocker's meld, in an order that can be played one by one),
    and the deadwood left."""

    melds: Tuple[Tuple[Card, ...], ...]
    layoffs: Tuple[Tuple[Card, int], ...]
    deadwood: Tuple[Card, ...]
    deadwood_value: int


def _layoff_groups(
    hand_by_index: Dict[int, Card], knocker_melds: Sequence[Sequence[Card]]
) -> List[Tuple[int, int, int, List[Card]]]:
    """Lay-off candidates: (mask, value, meld index, cards in playing order)."""
    groups: List[Tuple[int, int, int, List[Card]]] = []
    for k, meld in enumerate(knocker_melds):
        if is_set(meld):
            if len(meld) == 3:
                missing = set(SUITS) - {c.suit for c in meld}
                idx = SUITS.index(missing.pop()) * 13 + meld[0].rank - 1
                if idx in hand_by_index:
                    groups.append((1 << idx, _BIT_VALUE[idx], k, [hand_by_index[idx]]))
            continue
        suit_base = SUITS.index(meld[0].suit) * 13
        ranks = [c.rank for c in meld]
        for step, start in ((-1, min(ranks) - 1), (1, max(ranks) + 1)):
            mask, value, chain = 0, 0, []
            rank = start
            while 1 <= rank <= 13 and suit_base + rank - 1 in hand_by_index:
                idx = suit_base + rank - 1
                mask |= 1 << idx
                value += _BIT_VALUE[idx]
                chain.append(hand_by_index[idx])
                groups.append((mask, value, k, list(chain)))
                rank += step
    return groups


def best_layoff(hand: Sequence[Card], knocker_melds: Sequence[Sequence[Card]]) -> LayoffPlan:
    """G-9: the opponent's own melds plus lay-offs onto ``knocker_melds`` (as the knocker laid
    them down, extended by this opponent's own earlier lay-offs) with the lowest deadwood."""
    by_index = {c.index: c for c in hand}
    own = _candidate_melds(to_mask(hand))
    groups = _layoff_groups(by_index, knocker_melds)
    candidates = own + [(m, v) for m, v, _k, _cards in groups]
    _value, chosen = max_meld_value(candidates)
    melds: List[Tuple[Card, ...]] = []
    layoffs: List[Tuple[Card, int]] = []
    used = 0
    for i in chosen:
        m = candidates[i][0]
        used |= m
        if i < len(own):
            melds.append(_sort_meld([c for c in hand if (1 << c.index) & m]))
        else:
            _m, _v, k, cards = groups[i - len(own)]
            layoffs.extend((c, k) for c in cards)
    melds.sort(key=lambda meld: (meld[0].rank, meld[0].suit))
    rest = _sort_meld([c for c in hand if not (1 << c.index) & used])
    return LayoffPlan(tuple(melds), tuple(layoffs), rest, hand_value(rest))


def brute_force_deadwood(hand: Sequence[Card], knocker_melds: Sequence[Sequence[Card]] = ()) -> int:
    """Reference answer for tests, written without any of the shortcuts above: tries every
    subset of the hand as lay-offs (in every order onto every meld) and every partition of
    the rest into melds and deadwood. Exponential; for hands of a dozen cards or fewer."""
    from itertools import combinations

    cards = list(hand)
    all_melds = [
        frozenset(combo)
        for size in range(3, len(cards) + 1)
        for combo in combinations(cards, size)
        if is_meld(combo)
    ]

    @lru_cache(maxsize=None)
    def partition(remaining: frozenset) -> int:  # type: ignore[type-arg]
        if not remaining:
            return 0
        first = min(remaining)
        best = gin_value(first) + partition(remaining - {first})
        for meld in all_melds:
            if first in meld and meld <= remaining:
                best = min(best, partition(remaining - meld))
        return best

    def can_lay_off(subset: frozenset, tables: Tuple[Tuple[Card, ...], ...]) -> bool:  # type: ignore[type-arg]
        if not subset:
            return True
        for card in subset:
            for k, meld in enumerate(tables):
                if extends(meld, card):
                    grown = tables[:k] + (meld + (card,),) + tables[k + 1 :]
                    if can_lay_off(subset - {card}, grown):
                        return True
        return False

    everything = frozenset(cards)
    best = partition(everything)
    if knocker_melds:
        tables = tuple(tuple(m) for m in knocker_melds)
        for size in range(1, len(cards) + 1):
            for combo in combinations(cards, size):
                subset = frozenset(combo)
                if can_lay_off(subset, tables):
                    best = min(best, partition(everything - subset))
    return best
