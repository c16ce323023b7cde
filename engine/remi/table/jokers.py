"""Meld search for the two-deck games with jokers (Traditional Rummy, Remi 51).

``candidate_melds`` lists the melds a hand can lay down (the game's legal-action listing uses
it, so the search and the rules agree). ``best_plan`` finds the melds and builds onto table
melds that lay down the most value while keeping a card to discard, and ``going_out_plan``
the ones that leave exactly one card, if any: computer players and the page's hints use them.

Cards are handled by their position in the hand (bit masks), so the two copies of a card and
the jokers are separate cards; the disjoint-choice search is the one of ``melds``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations, product
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from ..actions import Build, Meld
from ..cards import SUITS, Card
from ..packing import max_meld_value
from .melds import ACE_HIGH, Face, TableMeld

Value = Callable[[Card], int]
MeldChoice = Tuple[Tuple[Card, ...], Tuple[Optional[Face], ...]]


def _face_of(rank: int, suit: str) -> Face:
    return (1 if rank == ACE_HIGH else rank, suit)


def candidate_melds(hand: Sequence[Card], max_jokers: Optional[int] = None) -> List[MeldChoice]:
    """Every set and run that cards of ``hand`` make, as (cards, joker faces).

    Jokers fill missing cards and may stand for held ones too (the held card can then serve
    another meld). ``max_jokers`` caps the jokers of one meld (R51-6 openings allow one)."""
    by_face: Dict[Tuple[int, str], List[Card]] = {}
    jokers: List[Card] = []
    for card in hand:
        if card.is_joker:
            jokers.append(card)
        else:
            by_face.setdefault(card.face, []).append(card)
    joker_cap = len(jokers) if max_jokers is None else min(max_jokers, len(jokers))
    out: List[MeldChoice] = []
    # Sets (C-2, TR-2, R51-5): one card per suit, jokers for missing suits.
    for rank in range(1, 14):
        suits = [s for s in SUITS if (rank, s) in by_face]
        for k in range(1, len(suits) + 1):
            for chosen in combinations(suits, k):
                for j in range(0, joker_cap + 1):
                    if not 3 <= k + j <= 4:
                        continue
                    for naturals in product(*(by_face[(rank, s)] for s in chosen)):
                        for js in combinations(jokers, j):
                            out.append((tuple(naturals) + js, ()))
    # Runs (C-3, TR-2, R51-4): consecutive ranks of one suit, ace low or high, not both.
    for suit in SUITS:
        held = 0
        for r in range(1, ACE_HIGH + 1):
            if _face_of(r, suit) in by_face:
                held |= 1 << r
        if not held:
            continue
        for low, high, window in _WINDOWS:
            inside = held & window
            if not inside:
                continue
            length = high - low + 1
            missing_count = length - bin(inside).count("1")
            if missing_count > joker_cap:
                continue
            ranks = range(low, high + 1)
            present = [r for r in ranks if inside >> r & 1]
            missing = [r for r in ranks if not inside >> r & 1]
            # A joker may also stand for a card the hand holds (that card can then go into
            # another meld: 5h 6h 7h + 5h' *=6h 7h'), as long as a natural card remains.
            for extra in range(0, joker_cap - missing_count + 1):
                for swapped in combinations(present, extra):
                    if extra and len(swapped) == len(present):
                        continue
                    naturals_at = [r for r in present if r not in swapped]
                    jokers_at = missing + list(swapped)
                    for naturals in product(*(by_face[_face_of(r, suit)] for r in naturals_at)):
                        slot = dict(zip(naturals_at, naturals))
                        for js in permutations(jokers, len(jokers_at)):
                            slot.update(zip(jokers_at, js))
                            cards = tuple(slot[r] for r in ranks)
                            faces = tuple(_face_of(r, suit) if slot[r].is_joker else None for r in ranks)
                            out.append((cards, faces if jokers_at else ()))
    return out


# Every window of ranks a run can cover (ace low 1 or high 14, never both), as bit masks.
_WINDOWS = [
    (low, high, sum(1 << r for r in range(low, high + 1)))
    for low in range(1, ACE_HIGH - 1)
    for high in range(low + 2, ACE_HIGH + 1)
    if not (low == 1 and high == ACE_HIGH)
]


@dataclass(frozen=True)
class MeldPlan:
    """Melds to lay down and builds onto table melds, in an order that can be played."""

    melds: Tuple[Meld, ...]
    builds: Tuple[Build, ...]
    laid_value: int
    remaining: Tuple[Card, ...]

    @property
    def actions(self) -> Tuple[object, ...]:
        return tuple(self.melds) + tuple(self.builds)


def _build_groups(
    hand: Sequence[Card], table: Sequence[TableMeld], value: Value, first_slot_bit: int
) -> List[Tuple[int, int, List[Build]]]:
    """Cards that extend table melds: (mask incl. the meld end's slot bit, value, builds).
    Chains of cards (jokers included) from each end of a run, one card into a set of three."""
    index: Dict[Tuple[int, str], List[int]] = {}
    jokers_at: List[int] = []
    for i, card in enumerate(hand):
        if card.is_joker:
            jokers_at.append(i)
        else:
            index.setdefault(card.face, []).append(i)
    groups: List[Tuple[int, int, List[Build]]] = []
    for k, meld in enumerate(table):
        low_slot = 1 << (first_slot_bit + 2 * k)
        high_slot = 1 << (first_slot_bit + 2 * k + 1)
        if meld.is_set:
            if meld.closed:
                continue
            present = {c.suit for c in meld.cards if not c.is_joker}
            for suit in SUITS:
                if suit not in present:
                    for i in index.get((meld.low, suit), []):
                        groups.append((low_slot | (1 << i), value(hand[i]), [Build(hand[i], k)]))
            for i in jokers_at:
                groups.append((low_slot | (1 << i), value(hand[i]), [Build(hand[i], k)]))
            continue
        for step, slot in ((-1, low_slot), (1, high_slot)):
            _chains(hand, index, jokers_at, meld, k, step, slot, value, groups)
    return groups


MeldValue = Callable[[Tuple[Card, ...], Tuple[Optional[Face], ...]], int]
REQUIRED_BONUS = 10_000


def _chains(
    hand: Sequence[Card],
    index: Dict[Tuple[int, str], List[int]],
    jokers_at: List[int],
    meld: TableMeld,
    k: int,
    step: int,
    slot: int,
    value: Value,
    groups: List[Tuple[int, int, List[Build]]],
) -> None:
    """Every chain of builds from one end of a run: each next rank a natural card of the
    hand (either copy) or a joker standing for it (TR-5, R51-8)."""

    def extend(rank: int, low: int, high: int, mask: int, total: int, chain: List[Build]) -> None:
        low, high = min(low, rank), max(high, rank)
        if not 1 <= rank <= ACE_HIGH or (low == 1 and high == ACE_HIGH):
            return
        options = index.get(_face_of(rank, meld.suit), []) + jokers_at
        for i in options:
            if mask >> i & 1:
                continue
            card = hand[i]
            build = Build(card, k, _face_of(rank, meld.suit) if card.is_joker else None)
            grown = chain + [build]
            groups.append((mask | (1 << i), total + value(card), grown))
            extend(rank + step, low, high, mask | (1 << i), total + value(card), grown)

    start = meld.low - 1 if step < 0 else meld.high + 1
    extend(start, meld.low, meld.high, slot, 0, [])


def best_plan(
    hand: Sequence[Card],
    value: Value,
    table: Sequence[TableMeld] = (),
    may_build: bool = False,
    max_jokers: Optional[int] = None,
    keep: int = 1,
    meld_value: Optional[MeldValue] = None,
    require: Optional[Card] = None,
) -> MeldPlan:
    """The melds (and, when allowed, builds) that lay down the most value, leaving at least
    ``keep`` cards in hand. ``value`` scores a card, ``meld_value`` (when given) a whole meld
    (Remi 51 counts a joker as the card it stands for). Builds count only if the player may
    build: it has melded before (``may_build``) or the plan lays a meld of its own first
    (TR-5). With ``require`` the plan must lay that card in one of its melds (R51-7); if no
    plan can, the result's ``laid_value`` is 0 and it lays nothing."""
    hand = list(hand)
    plan = _search_allowed(hand, value, table, may_build, max_jokers, meld_value, require)
    if len(plan.remaining) >= keep:
        return plan
    best: Optional[MeldPlan] = None
    for i in range(len(hand)):  # everything went down: hold back the card that costs least
        if hand[i] is require:
            continue
        rest = hand[:i] + hand[i + 1 :]
        if keep > 1:
            sub = best_plan(rest, value, table, may_build, max_jokers, keep - 1, meld_value, require)
        else:
            sub = _search_allowed(rest, value, table, may_build, max_jokers, meld_value, require)
        sub = MeldPlan(sub.melds, sub.builds, sub.laid_value, sub.remaining + (hand[i],))
        if best is None or sub.laid_value > best.laid_value:
            best = sub
    return best if best is not None else MeldPlan((), (), 0, tuple(hand))


def _search_allowed(
    hand: List[Card],
    value: Value,
    table: Sequence[TableMeld],
    may_build: bool,
    max_jokers: Optional[int],
    meld_value: Optional[MeldValue],
    require: Optional[Card],
) -> MeldPlan:
    """The best plan, builds included only where allowed: a player who has not melded before
    builds only in a turn it lays a meld of its own (TR-5)."""
    return _search(hand, value, table, True, max_jokers, meld_value, require, builds_need_meld=not may_build)


def _search(
    hand: List[Card],
    value: Value,
    table: Sequence[TableMeld],
    with_builds: bool,
    max_jokers: Optional[int],
    meld_value: Optional[MeldValue] = None,
    require: Optional[Card] = None,
    builds_need_meld: bool = False,
) -> MeldPlan:
    """The plan laying the most value: melds, and with ``with_builds`` builds onto ``table``;
    with ``builds_need_meld`` too, builds only alongside a meld of its own (TR-5)."""
    position = {id(c): i for i, c in enumerate(hand)}
    choices = candidate_melds(hand, max_jokers)
    candidates: List[Tuple[int, int]] = []
    for cards, faces in choices:
        mask = 0
        for c in cards:
            mask |= 1 << position[id(c)]
        worth = meld_value(cards, faces) if meld_value else sum(value(c) for c in cards)
        if require is not None and any(c is require for c in cards):
            worth += REQUIRED_BONUS
        candidates.append((mask, worth))
    groups = _build_groups(hand, table, value, len(hand)) if with_builds else []
    candidates.extend((m, v) for m, v, _b in groups)
    total, chosen = max_meld_value(candidates)
    if builds_need_meld and chosen and min(chosen) >= len(choices):
        total, chosen = _with_a_meld(candidates, len(choices), total)
    if require is not None:
        if total < REQUIRED_BONUS:
            return MeldPlan((), (), 0, tuple(hand))
        total -= REQUIRED_BONUS
    melds: List[Meld] = []
    builds: List[Build] = []
    used = 0
    for i in chosen:
        used |= candidates[i][0]
        if i < len(choices):
            cards, faces = choices[i]
            melds.append(Meld(cards, faces))
        else:
            builds.extend(groups[i - len(choices)][2])
    remaining = tuple(c for i, c in enumerate(hand) if not used >> i & 1)
    return MeldPlan(tuple(melds), tuple(builds), total, remaining)


def _with_a_meld(candidates: List[Tuple[int, int]], melds: int, unrestricted: int) -> Tuple[int, List[int]]:
    """The best disjoint choice of ``candidates`` (the first ``melds`` of them melds, the rest
    builds) that lays no build, or lays a meld and then builds: each meld is tried first
    (3s 3h * and then 2h onto 2c 2d 2s lays 33, more than 3s 3h * alone). None lays more than
    ``unrestricted``, the best choice with no such condition."""
    best = max_meld_value(candidates[:melds])
    for i in range(melds):
        if best[0] >= unrestricted:
            break
        mask, worth = candidates[i]
        rest = [j for j in range(len(candidates)) if not candidates[j][0] & mask]
        total, chosen = max_meld_value([candidates[j] for j in rest])
        if worth + total > best[0]:
            best = (worth + total, [i] + [rest[k] for k in chosen])
    return best


def going_out_plan(
    hand: Sequence[Card],
    value: Value,
    table: Sequence[TableMeld] = (),
    may_build: bool = False,
    max_jokers: Optional[int] = None,
    meld_value: Optional[MeldValue] = None,
) -> Optional[Tuple[MeldPlan, Card]]:
    """A plan that lays down every card but one, and that card to discard (TR-9), or None."""
    hand = list(hand)
    if len(_search(hand, _one, table, True, max_jokers).remaining) > 1:
        return None  # even laying down as many cards as possible leaves two: no way out
    # The most valuable card that can be the last discard (the first in hand order among
    # equals): try them from the most valuable down and stop at the first that works.
    for i in sorted(range(len(hand)), key=lambda i: (-value(hand[i]), i)):
        rest = hand[:i] + hand[i + 1 :]
        if not rest:
            continue
        plan = _search_allowed(rest, value, table, may_build, max_jokers, meld_value, None)
        if not plan.remaining:
            return (plan, hand[i])
    return None


def _one(card: Card) -> int:
    return 1
