"""The player's hand as shown: its order (sorted by melds, suit or rank, or by hand) and which
cards are in which meld. Pure Python: the meld maths is the engine's ``best_arrangement``.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from remi import Card
from remi.gin import melds as remi_melds
from remi.table import jokers
from scene import Scene

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


TABLE_SORTS = ("suit", "rank", "melds", "manual")

Value = Callable[[Sequence[Card]], int]  # what cards cost left in hand (a game's ``hand_value``)
_MELDS_KEPT = 64  # hands whose melds are remembered (a draw or a discard makes a new hand)
_melds_seen: "OrderedDict[Tuple[Tuple[Card, ...], Value], Tuple[Tuple[Card, ...], ...]]" = OrderedDict()


def table_melds(hand: Sequence[Card], value: Value) -> Tuple[Tuple[Card, ...], ...]:
    """The melds the two-deck ``hand`` makes on its own, as the engine's meld search finds
    them: the most cards, then the most ``value`` (a card's cost left in hand). Each meld
    shows at most one joker: what a Remi 51 opening allows, and elsewhere a display choice
    that keeps the search within a few milliseconds with four jokers in hand (two a meld took
    up to half a second). Remembered per hand (``value`` hashable: a function or a bound
    method): the hand changes once or twice a turn, and is drawn many times."""
    key = (tuple(hand), value)
    found = _melds_seen.get(key)
    if found is None:
        plan = jokers.best_plan(list(hand), lambda c: 1000 + value((c,)), keep=0, max_jokers=1)
        found = tuple(tuple(m.cards) for m in plan.melds)
        _melds_seen[key] = found
        while len(_melds_seen) > _MELDS_KEPT:
            _melds_seen.popitem(last=False)
    else:
        _melds_seen.move_to_end(key)
    return found


def arrange_table(
    hand: Sequence[Card], sort: str, order: Sequence[str] = (), melds: Sequence[Sequence[Card]] = ()
) -> List[ShownCard]:
    """The hand of a two-deck game (jokers, copies) in display order: by suit (a group per
    suit, jokers last), by rank, by ``melds`` (one group each, then the other cards by suit)
    or by hand. Each card of one of ``melds`` carries its index (the meld marks), whatever the
    order."""
    meld_of = {card: i for i, meld in enumerate(melds) for card in meld}
    if sort == "manual":
        by_text = {str(c): c for c in hand}
        return [_shown(by_text[t], 0, meld_of) for t in reconcile(order, hand)]
    if sort == "melds" and melds:
        shown = [ShownCard(c, i, i) for i, meld in enumerate(melds) for c in meld]
        rest = [c for c in hand if c not in meld_of]
        return shown + [ShownCard(s.card, len(melds) + s.group, None) for s in arrange_table(rest, "suit")]
    naturals = [c for c in hand if not c.is_joker]
    jokers_held = sorted((c for c in hand if c.is_joker), key=str)
    if sort == "rank":
        cards = sorted(naturals, key=lambda c: (rank_key(c), c.copy))
        return [_shown(c, 0, meld_of) for c in cards] + [_shown(c, 1, meld_of) for c in jokers_held]
    cards = sorted(naturals, key=lambda c: (suit_key(c), c.copy))
    groups: Dict[str, int] = {}
    out = []
    for c in cards:
        groups.setdefault(c.suit, len(groups))
        out.append(_shown(c, groups[c.suit], meld_of))
    return out + [_shown(c, len(groups), meld_of) for c in jokers_held]


def _shown(card: Card, group: int, meld_of: Dict[Card, int]) -> ShownCard:
    return ShownCard(card, group, meld_of.get(card))


# --------------------------------------------------------------------------- a hand in two rows

# A phone upright: 13 to 15 cards in one row are 54 px wide with 22 px of each to tap. In two
# rows (a rack, as the Romanian rummy board holds its tiles) the second row covers the lower
# part of the first, which shows its cards' corners; the cards grow by a fifth or more
# (66 px at 390x844) and each strip to tap is about 40 px. Large cards take two rows in every
# game where that makes them larger and the table keeps the room it needs: a Gin hand of 11 at
# 390x844 from 71 px to 99, Remi 51's from 66 to 77 (at 320x568 its melds need the height).
RACK_STEP = 0.45  # the first row's visible share of a card's height
RACK_STEP_LARGE = 0.56  # the same with large cards, whose bigger corner index reaches lower
RACK_GAIN = 1.2  # two rows only when they make the cards at least this much wider
# the widest card of a rack, as a share of the screen's height: the two rows then take about a
# sixth of it (large cards: a fifth; in Gin, whose table holds no melds, a quarter)
RACK_HIGH = 0.078
RACK_HIGH_LARGE = 0.092
RACK_HIGH_GIN = 0.125


def rack_step(large: bool) -> float:
    """The first row's visible share of a card's height (``large``: the large cards setting)."""
    return RACK_STEP_LARGE if large else RACK_STEP


def rack_width(w: float, height: float, n_max: int, high: float = RACK_HIGH) -> float:
    """The card width of a hand of up to ``n_max`` cards in two rows across ``w``: each row
    holds half the cards, and a card is at most ``high`` of the ``height`` wide."""
    per_row = (n_max + 1) // 2
    return min(112.0 if high > RACK_HIGH else 96.0, w / (1 + 0.55 * (per_row - 1)), height * high)


def rack_split(shown: Sequence[Any], per_row: int) -> int:
    """Where a hand in two rows of at most ``per_row`` cards breaks: between two groups (suits,
    melds) nearest its middle, else at the middle."""
    n = len(shown)
    half = (n + 1) // 2
    breaks = [s for s in range(max(1, n - per_row), min(n - 1, per_row) + 1) if shown[s].group != shown[s - 1].group]
    return min(breaks, key=lambda s: (abs(s - half), -s)) if breaks else half


@dataclass(frozen=True)
class Rack:
    """Where the person's hand is drawn: from (``x``, ``y``), ``w`` wide, its cards ``cw`` by
    ``ch``, a picked one rising ``lift``; ``per_row`` cards to a row, in ``rows`` rows (two: a rack)."""

    x: float
    y: float
    w: float
    cw: float
    ch: float
    lift: float
    per_row: int
    rows: int = 1


Placed = Tuple[ShownCard, float, float, int]  # a card of the hand: the shown card, its left edge, its row's top, its row


def place_rows(scene: Scene, rack: Rack, lines: Sequence[Sequence[ShownCard]], gap: float, large: bool,
               row_anchors: bool) -> Tuple[List[Placed], float, float]:
    """The hand's rows laid across the rack, both from one edge, the groups ``gap`` apart; the
    hand's anchor and hit (and each row's anchor, when ``row_anchors``: a card dragged drops into
    a row). Returns the cards placed, the stride from one card to the next, and the step from one
    row to the next (``large``: the large cards setting)."""
    x, y, w, cw, ch = rack.x, rack.y, rack.w, rack.cw, rack.ch
    step = ch * rack_step(large)
    groups = max(1, max(len({s.group for s in line}) for line in lines))
    stride = min(cw * 0.64, (w - cw - gap * (groups - 1)) / max(1, max(rack.per_row, *(len(line) for line in lines)) - 1))
    widths = [cw + stride * (len(line) - 1) + gap * (len({s.group for s in line}) - 1) for line in lines if line]
    widest = max(widths, default=0.0)
    placed: List[Placed] = []
    for r, line in enumerate(lines):
        cx = x + (w - widest) / 2  # (both rows start at one edge)
        for i, s in enumerate(line):
            if i > 0:
                cx += stride + (gap if s.group != line[i - 1].group else 0)
            placed.append((s, cx, y + r * step, r))
        if row_anchors:
            scene.anchors[f"hand_row:{r}"] = (x, y + r * step, w, ch)
    block = ch + step * (rack.rows - 1)
    scene.anchors["hand"] = (x, y - rack.lift, w, block + rack.lift)
    scene.hit("hand", "hand", (x, y - rack.lift - 6, w, block + rack.lift + 6))
    return placed, stride, step
