"""Computer players for Gin Rummy and Oklahoma Gin at three levels, from the view only.

- ``BaselineGinPlayer`` is the well-known simple player the levels are measured against.

- ``GinKnowledge`` reconstructs from a player's view what it has seen this hand: the cards
  each opponent took from the discard pile (still in that hand unless discarded again), the
  cards each opponent threw away, and the cards nobody has seen (the stock and the other
  hands together), and the cards each passed on the pile. Nothing else is used: the players
  are honest by construction, and a test re-deals the unseen cards to prove that their
  decisions do not change. ``meld_chances`` deals the next player's hand from it many times,
  weighed by what that player took, passed and threw, to tell how likely it melds a discard.
- ``EasyGinPlayer`` plays like a beginner: it keeps pairs and runs, but discards without
  thinking about what the opponent collects and knocks at once.
- ``MediumGinPlayer`` plays well by rules: it weighs each discard by the deadwood it leaves,
  the cards still unseen that would improve it, and the danger of feeding an opponent. It
  knocks the moment it may, unless its hand is low enough to undercut with (under 8) early in Gin Rummy.
- ``HardGinPlayer`` looks one draw ahead: for every discard it averages, over every unseen
  card it might draw next, the best deadwood it could then keep; it compares taking the
  discard with that average; before knocking it deals the opponents' unseen cards many times
  (from a generator seeded by the view), each hand improved by that opponent's draws, to
  estimate the chance of an undercut. It reads its opponent: a dealt hand low enough to have
  knocked with counts only as much as that opponent, in the hands of this match it has shown,
  passed up knocks (``passes_up_knocks``).
  Under a low knock limit (Oklahoma Gin) it minds the danger of a discard less. Where an
  undercut pays a large bonus (Gin Rummy, G-12) it plays for gin alone, with Medium's draw and
  discard, while the stock lasts: an opponent who knocks first is undercut; its discard then
  keeps what the next player likely melds (``meld_chances``).
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Set, Tuple

from ..actions import (
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
from ..cards import Card, make_deck
from ..game import Phase
from . import melds
from .rules import GinView

FULL_DECK = make_deck()


def completes_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` ends up in a meld of the best arrangement of ``hand`` plus it."""
    arrangement = melds.best_arrangement(list(hand) + [card])
    return any(card in meld for meld in arrangement.melds)


def best_discard(hand: Sequence[Card], forbidden: Optional[Card] = None) -> Card:
    """The discard leaving the lowest deadwood; among equals the highest card."""
    options = [c for c in hand if c != forbidden] or list(hand)
    return min(options, key=lambda c: (melds.deadwood([x for x in hand if x != c]), -melds.gin_value(c), -c.rank))


def knock_order(hand: Sequence[Card], card: Card) -> Tuple[int, int]:
    """How good a knock throwing ``card`` from ``hand`` is (lower first): the deadwood it leaves,
    then the highest card. The players and the page's Knock button both rank knocks by it."""
    return melds.deadwood([c for c in hand if c != card]), -melds.gin_value(card)


def best_knock(view: GinView) -> Optional[Knock]:
    """Of the legal knocks, the first by ``knock_order``; among equals the first in hand order
    (``legal_actions`` keeps it), so ties go the same way every run."""
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    if not knocks:
        return None
    hand = list(view.hand)
    return min(knocks, key=lambda a: knock_order(hand, a.card))


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



@dataclass
class GinKnowledge:
    """What a player knows of the hidden cards, from its view alone."""

    picked: Dict[int, Set[Card]] = field(default_factory=dict)  # taken from the pile, still held
    thrown: Dict[int, Set[Card]] = field(default_factory=dict)  # discarded by each seat
    unseen: List[Card] = field(default_factory=list)  # stock and other hands, minus known cards
    declined: Dict[int, List[Card]] = field(default_factory=dict)  # the pile's top when each seat passed it
    drawn: Dict[int, int] = field(default_factory=dict)  # cards each seat drew from the stock

    @staticmethod
    def from_view(view: GinView) -> "GinKnowledge":
        k = GinKnowledge({s: set() for s in range(view.players)}, {s: set() for s in range(view.players)},
                         declined={s: [] for s in range(view.players)}, drawn=dict.fromkeys(range(view.players), 0))
        pile: List[Card] = [view.upcard]
        for seat, action in view.log:
            if isinstance(action, (TakeUpcard, DrawDiscard)):
                if pile:
                    k.picked[seat].add(pile.pop())
            elif isinstance(action, (Pass, DrawStock)):
                if pile:
                    k.declined[seat].append(pile[-1])
                if isinstance(action, DrawStock):
                    k.drawn[seat] += 1
            elif isinstance(action, (Discard, Knock)):
                card = action.card
                pile.append(card)
                k.thrown[seat].add(card)
                k.picked[seat].discard(card)
        known = set(view.hand) | set(view.discard_pile)
        for s, cards in k.picked.items():
            if s != view.seat:
                known |= cards
        k.unseen = [c for c in FULL_DECK if c not in known]
        return k

    def opponents(self, seat: int, players: int) -> List[int]:
        return [(seat + i) % players for i in range(1, players)]

    def danger(self, card: Card, seat: int, players: int) -> float:
        """How likely an opponent wants ``card``: it took cards that meld with it, and did not
        throw away its neighbours."""
        score = 0.0
        for opp in self.opponents(seat, players):
            for c in self.picked[opp]:
                if c.rank == card.rank:
                    score += 3.0
                elif c.suit == card.suit and abs(c.rank - card.rank) <= 2:
                    score += 2.0 if abs(c.rank - card.rank) == 1 else 1.0
            for c in self.thrown[opp]:
                if c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) == 1):
                    score -= 0.75
        return max(score, 0.0)


BIT = {card: 1 << card.index for card in FULL_DECK}
VALUE = {card: melds.gin_value(card) for card in FULL_DECK}
CARD_OF = {card.index: card for card in FULL_DECK}
VALUE_OF = tuple(VALUE[CARD_OF[i]] for i in range(len(FULL_DECK)))  # a card's value (G-2) by its index


def _meld_partners(index: int) -> Tuple[int, ...]:
    """The pairs of other cards (each pair a bit mask) that make a meld with the card of bit
    ``index`` (``suit * 13 + rank - 1``): two of its rank in other suits (C-2), or two
    neighbours in its suit, the ace low only (C-3, G-3)."""
    suit, rank = divmod(index, 13)
    same_rank = [other * 13 + rank for other in range(4) if other != suit]
    pairs = [(1 << a) | (1 << b) for i, a in enumerate(same_rank) for b in same_rank[i + 1:]]
    for low, high in ((-2, -1), (-1, 1), (1, 2)):
        if 0 <= rank + low and rank + high <= 12:
            pairs.append((1 << (index + low)) | (1 << (index + high)))
    return tuple(pairs)


MELD_PARTNERS = tuple(_meld_partners(i) for i in range(len(FULL_DECK)))


def melds_with(index: int, mask: int) -> bool:
    """Whether the card of bit ``index`` makes a meld with two of the cards in ``mask``."""
    for pair in MELD_PARTNERS[index]:  # a loop, not any(): the hot path of ``meld_chances``
        if mask & pair == pair:
            return True
    return False


def meld_chances(view: GinView, knowledge: GinKnowledge, cards: Sequence[Card], samples: int = 200,
                 unlikely: float = 0.15) -> Dict[Card, float]:
    """The chance that each of ``cards``, discarded now, makes a meld with the hand of the next
    player, the one who may take it (G-5). That hand is dealt ``samples`` times from the
    unseen cards around the cards the player is known to hold, and each deal is weighed by what
    the player did: every card it passed on the pile or threw away that would meld with the
    dealt hand makes the deal less likely (times ``unlikely``), as players keep such cards.
    Seeded by the view, so honest and repeatable.

    Measured on 7,146 discard choices of Hard against the baseline in Oklahoma Gin (150
    hands): it ranks a card the baseline would take above one it would not 73% of the time
    (the area under the curve), and its chances are near the true rates (0.1-0.2: 17%,
    0.3-0.4: 41%, 0.5-0.6: 70%); ``GinKnowledge.danger`` did so 51% of the time."""
    seat = (view.seat + 1) % view.players
    known = _mask(list(knowledge.picked[seat]))
    need = max(view.hand_sizes[seat] - bin(known).count("1"), 0)
    pool = [c.index for c in knowledge.unseen]
    need = min(need, len(pool))
    evidence = {c.index for c in knowledge.declined[seat]} | {c.index for c in knowledge.thrown[seat]}
    wanted = [c.index for c in cards]
    rng = view_rng(view, "meld chances")
    found = [0.0] * len(wanted)
    total = 0.0
    for _ in range(samples):
        mask = known
        for i in rng.sample(pool, need):
            mask |= 1 << i
        weight = 1.0
        for i in evidence:
            if not mask >> i & 1 and melds_with(i, mask):
                weight *= unlikely
        total += weight
        for k, i in enumerate(wanted):
            if melds_with(i, mask):
                found[k] += weight
    return {card: found[k] / total for k, card in enumerate(cards)}


def without(hand: Sequence[Card], card: Card) -> List[Card]:
    return [c for c in hand if c != card]


def _mask(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def _best_keep(hand: Sequence[Card], forbidden: Card | None = None) -> int:
    """Lowest deadwood after the best discard from ``hand`` (11 cards)."""
    mask = _mask(hand)
    if forbidden is None:
        return melds.deadwood_after_discard_of_mask(mask)
    return min(melds.deadwood_of_mask(mask ^ BIT[c]) for c in hand if c != forbidden)


def view_rng(view: GinView, salt: str = "") -> random.Random:
    """A generator seeded by what the player sees, so a decision depends on the view only."""
    key = f"{view.seat}|{view.hand_number}|{' '.join(map(str, view.hand))}|{len(view.log)}|{salt}"
    return random.Random(zlib.crc32(key.encode()))


class GinPlayerBase:
    """The decisions every level shares: lay-offs (the engine's best), next hand."""

    def choose(self, view: GinView) -> Action:
        if view.phase == Phase.HAND_OVER:
            return NextHand()
        if view.phase == Phase.LAYOFF:
            return best_layoff_action(view)
        knowledge = GinKnowledge.from_view(view)
        if view.phase == Phase.UPCARD:
            return TakeUpcard() if self.wants(view, knowledge, view.discard_pile[-1]) else Pass()
        if view.phase == Phase.DRAW:
            top = view.discard_pile[-1]
            if DrawDiscard() in view.legal_actions and self.wants(view, knowledge, top):
                return DrawDiscard()
            return DrawStock()
        legal = set(view.legal_actions)
        if BigGin() in legal:
            return BigGin()
        knock = self.knock(view, knowledge)
        if knock is not None and knock in legal:
            return knock
        card = self.discard(view, knowledge)
        return Discard(card)

    def wants(self, view: GinView, knowledge: GinKnowledge, card: Card) -> bool:
        raise NotImplementedError

    def knock(self, view: GinView, knowledge: GinKnowledge) -> Knock | None:
        return best_knock(view)

    def discard(self, view: GinView, knowledge: GinKnowledge) -> Card:
        raise NotImplementedError

    def discardable(self, view: GinView) -> List[Card]:
        return [a.card for a in view.legal_actions if isinstance(a, Discard)]


class EasyGinPlayer(GinPlayerBase):
    """A beginner: takes a discard that pairs with its cards, keeps its pairs however high,
    throws the highest card that pairs with nothing, knocks the moment it may."""

    def wants(self, view: GinView, knowledge: GinKnowledge, card: Card) -> bool:
        hand = view.hand
        pairs = sum(1 for c in hand if c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) == 1))
        if pairs >= 1 and melds.gin_value(card) <= 6:
            return True
        return any(card in m for m in melds.best_arrangement(list(hand) + [card]).melds)

    def discard(self, view: GinView, knowledge: GinKnowledge) -> Card:
        """The highest deadwood card that pairs with no other deadwood card: a beginner holds on
        to K♠ K♥ hoping for the third king, and pays for it when the other player knocks."""
        arrangement = melds.best_arrangement(view.hand)
        options = [c for c in arrangement.deadwood if c in self.discardable(view)] or self.discardable(view)

        def paired(card: Card) -> bool:
            return any(o != card and (o.rank == card.rank or (o.suit == card.suit and abs(o.rank - card.rank) == 1))
                       for o in options)

        lone = [c for c in options if not paired(c)] or options
        return max(lone, key=lambda c: (melds.gin_value(c), c.rank, str(c)))


def _undercut_pays(view: GinView) -> bool:
    """Whether an undercut pays well enough to wait for one: two players, and a bonus of 20 or
    more (Gin Rummy's 25, G-12; not Oklahoma Gin's 10, OK-5)."""
    return view.players == 2 and int(view.options.get("undercut_bonus", 0)) >= 20


class MediumGinPlayer(GinPlayerBase):
    """Plays well by rules: deadwood left, outs among the unseen cards, and danger. Knocks at
    its first chance, except with a hand under 8 early in Gin Rummy (``knock``)."""

    danger_weight = 1.2
    outs_weight = 1.0
    wait_below = 8  # with less deadwood than this ...
    wait_stock = 10  # ... while the stock holds more cards than this, Medium plays on

    def knock(self, view: GinView, knowledge: GinKnowledge) -> Knock | None:
        """The shared knock, but a hand under 8 deadwood plays on while the stock holds more
        than 10 cards where an undercut pays (``_undercut_pays``): an opponent's early knock
        would be undercut. A hand of 8 to 10 knocks at once: it is too high to undercut with.

        Against the baseline, under 6 (the earlier rule) netted +1.81 points a hand over knocking
        at once (1200 hands, seed 11: +2.51 against +0.70). Under 8 netted +0.42 +- 0.36 and
        +0.65 +- 0.34 more (1200 paired hands, seeds 11 and 2000; under 7: +0.33 +- 0.21, under
        9: +0.90 +- 0.44 on seed 2000) and, in the arena (250 seeds from 100), won 63.6%
        [58.5-68.7] of 500 matches against the baseline, +2.22 points a hand, where under 6 won
        59.6% [54.6-64.6], +1.54. Waiting with any hand that may knock until the stock holds
        5, as Hard then did, gained more (+3.65) but left Hard no edge over Medium.
        (``test_medium_knocks_high_hands_at_once_and_holds_low_ones_early``)."""
        best = super().knock(view, knowledge)
        if best is None or not _undercut_pays(view) or view.stock_size <= self.wait_stock:
            return best
        left = melds.deadwood(without(view.hand, best.card))
        return None if 0 < left < self.wait_below else best

    def wants(self, view: GinView, knowledge: GinKnowledge, card: Card) -> bool:
        hand = list(view.hand)
        with_card = hand + [card]
        if any(card in m for m in melds.best_arrangement(with_card).melds):
            return True
        now = melds.deadwood(hand)
        after = _best_keep(with_card, forbidden=card)
        return after <= now - 6 and melds.gin_value(card) <= 4

    def discard(self, view: GinView, knowledge: GinKnowledge) -> Card:
        hand = list(view.hand)
        unseen = knowledge.unseen
        options = self.discardable(view)
        danger = self.dangers(view, knowledge, options)

        def score(card: Card) -> Tuple[float, int]:
            rest = without(hand, card)
            left = melds.deadwood(rest)
            outs = sum(1 for u in unseen if melds.deadwood(rest + [u]) < left + melds.gin_value(u))  # improving cards
            return left - self.outs_weight * 10 * outs / max(len(unseen), 1) + danger[card], -melds.gin_value(card)

        return min(options, key=lambda c: (score(c), str(c)))

    def dangers(self, view: GinView, knowledge: GinKnowledge, cards: Sequence[Card]) -> Dict[Card, float]:
        """What each discard may give away, in deadwood points: ``GinKnowledge.danger`` weighed."""
        return {c: self.danger_weight * knowledge.danger(c, view.seat, view.players) for c in cards}

class HardGinPlayer(MediumGinPlayer):
    """Looks one draw ahead over every unseen card, plays on for gin while an opponent's
    knock would be undercut (``waits_for_gin``), and simulates opponents' hands before
    knocking. Deterministic for a given view (its sampling is seeded by the view)."""

    samples = 24

    def _expected_keep(self, rest: Sequence[Card], unseen: Sequence[Card]) -> float:
        """Average over the next stock card of the best deadwood kept after discarding.

        A drawn card that melds with nothing can only be kept by throwing another card, so its
        answer is min(deadwood now, best deadwood without one card + its value): computed once.
        Only the few cards that connect with the hand need the full search."""
        rest_mask = _mask(rest)
        now = melds.deadwood_of_mask(rest_mask)
        drop_one = melds.deadwood_after_discard_of_mask(rest_mask)
        ranks = {c.rank for c in rest}
        near = {(c.suit, c.rank + d) for c in rest for d in (-2, -1, 1, 2)}
        total = 0
        for u in unseen:
            if u.rank in ranks or (u.suit, u.rank) in near:
                total += melds.deadwood_after_discard_of_mask(rest_mask | BIT[u])
            else:
                total += min(now, drop_one + VALUE[u])
        return total / max(len(unseen), 1)

    def wants(self, view: GinView, knowledge: GinKnowledge, card: Card) -> bool:
        """Take the discard when keeping it leaves less deadwood than a stock card would on
        average (one draw ahead); Medium's rule while playing for gin (``discard``)."""
        if _undercut_pays(view):
            return super().wants(view, knowledge, card)
        hand = list(view.hand)
        take = _best_keep(hand + [card], forbidden=card)
        draw = self._expected_keep(hand, knowledge.unseen)
        return take + self.take_margin < draw

    take_margin = 1.0

    def discard(self, view: GinView, knowledge: GinKnowledge) -> Card:
        """The discard of least ``discard_cost``; Medium's where an undercut pays (Gin Rummy at
        two players), as Hard then plays for gin (``waits_for_gin``). There the lookahead's
        deadwood is the wrong aim: Medium's take (a card that melds, or a low card that saves
        6) and discard (deadwood, outs, danger) reach gin as often and show the opponent less.
        Against the gin hunter (which knocks only with gin until the stock holds 4), Medium's
        draw and discard with Hard's knock netted +3.10 +- 1.94 points a hand more than Hard
        (600 paired hands, seed 11), its draw alone +2.56 +- 1.60, its discard alone +0.95 +- 1.33;
        against the baseline +0.20 +- 1.11, the same."""
        if _undercut_pays(view):
            return super().discard(view, knowledge)
        return min(self.discardable(view), key=lambda c: (self.discard_cost(view, knowledge, c), str(c)))

    meld_chance_weight = 6.0

    def dangers(self, view: GinView, knowledge: GinKnowledge, cards: Sequence[Card]) -> Dict[Card, float]:
        """Where Hard plays for gin with Medium's discard: the chance the next player melds a
        card (``meld_chances``), 6 points for a certain one, instead of Medium's danger.
        Against the gin hunter, which waits for gin too and so lives on the cards it is fed,
        this netted +2.41 +- 2.26 and +2.45 +- 2.41 points a hand over Medium's danger (600
        paired hands each, seeds 11 and 2000; a weight of 3: +1.57 +- 1.99, of 9: +2.35 +- 2.58,
        of 12: +0.72 +- 2.68); against the baseline, which knocks long before either player
        is near gin, -0.64 +- 1.37 (seed 11)."""
        chances = meld_chances(view, knowledge, cards)
        return {c: self.meld_chance_weight * chances[c] for c in cards}

    def discard_cost(self, view: GinView, knowledge: GinKnowledge, card: Card) -> float:
        """What discarding ``card`` costs (lower is better): the deadwood kept, now and
        averaged over the next draw, plus the danger of feeding an opponent. Under a low knock
        limit (Oklahoma Gin, OK-2) the race to a hand that may knock matters more than what a
        discard gives away: the danger counts in proportion to the limit.

        Playing each of the best few discards out over sampled deals of the hidden cards
        (``bench/ok_search.py``, Oklahoma Gin against the baseline, 300 paired hands) did no
        better: -2.1 points a hand with 30 deals a discard, +0.3 +- 1.9 with 200 (keeping
        this choice unless another is clearly better) and -1.8 with 400, at 5 to 25 times
        the time budget. The discards' play-out values differ by 0 to 3 points while one
        deal's difference swings by 10 to 25."""
        rest = without(view.hand, card)
        future = self._expected_keep(rest, knowledge.unseen)
        value = 0.6 * future + 0.4 * melds.deadwood_of_mask(_mask(rest))
        danger_weight = self.danger_weight * min(1.0, view.knock_limit / 10)
        return value + danger_weight * knowledge.danger(card, view.seat, view.players)

    def knock(self, view: GinView, knowledge: GinKnowledge) -> Knock | None:
        """Gin at once; while playing for gin (``waits_for_gin``) nothing else; otherwise the
        best knock unless an undercut looks likely (``_undercut_chance``) with the stock above 12.

        The undercut estimate reads the opponent (``passes_up_knocks``), and it now holds a knock
        against the gin hunter at times, but that has not yet made Hard stronger: paired
        matches, Oklahoma Gin, the same 100 seeds, against the estimate from random deals:
        -0.09 +- 0.38 points a hand against the gin hunter, +0.09 +- 0.14 against the baseline.
        Knowing the opponent's hand (a probe, not a player) and knocking only when no undercut
        follows is worth +2.47 +- 0.96 points a hand against the gin hunter (600 paired hands),
        whose low hand undercuts 45% of Hard's knocks; the estimate ranks undercuts no better
        than 0.67 (AUC), which is not enough to win that back."""
        best = best_knock(view)  # not Medium's knock: Hard has its own rule for waiting
        if best is None:
            return None
        rest = without(view.hand, best.card)
        left = melds.deadwood(rest)
        if left == 0:
            return best
        if self.waits_for_gin(view):
            return None
        undercut = self._undercut_chance(view, knowledge, rest)
        if undercut <= 0.2 or view.stock_size <= 12:
            return best
        return None if undercut > 0.35 else best

    gin_wait_stock = 2  # Hard waits for gin while the stock holds more cards than this

    def waits_for_gin(self, view: GinView) -> bool:
        """Whether to hold a hand that may knock, at two players, and play on for gin: while
        the stock holds more than 2 cards, so in Gin Rummy, whose stock is made again from the
        discard pile when 2 are left (G-11), all the hand long.

        A hand low enough to knock is also low enough to undercut (G-10): an opponent who
        knocks at its first chance, with up to 10 deadwood, is then caught for the undercut
        bonus, and Hard loses little when the knock does beat it. Against the baseline and
        Medium (which then knocked at its first chance too) Hard won about 370 undercuts in 1200 hands
        instead of 34, and netted +3.46 +- 0.43 and +3.73 +- 0.43 points a hand more than
        knocking at once (1200 paired hands, seed 11; waiting until the stock holds 10: +2.81
        and +3.28; never knocking but for gin: +3.62 and +3.90; knocking with 6 or more
        deadwood but waiting with less: +1.61 against the baseline). Under Oklahoma Gin's
        undercut bonus of 10 (OK-5), where a stock run down is a draw (OK-4), waiting until
        the stock holds 10 lost -0.50 +- 0.33 and -0.45 +- 0.36 points a hand: there Hard
        knocks at once. Not measured at three or four players, which keep knocking at once.

        Waiting until the stock held 5, then knocking, lost to a patient opponent: the gin
        hunter holds a low hand by then, and undercut 48 of Hard's 63 late knocks. Knocking
        only with gin netted +3.56 +- 0.98 points a hand more against it (600 paired hands,
        seed 11, Hard with Medium's draw and discard: -1.86 to +1.70), and +0.12 +- 0.14
        against the baseline, which knocks long before. Two ways of knocking sooner did not
        pay: knocking whenever an undercut looked unlikely (under 8% of 24 deals of the
        opponent's cards, each hand improved by as many draws as the opponent made) changed
        -0.10 +- 1.73 points a hand against the gin hunter and -1.46 +- 0.93 against the
        baseline; knocking when a knock would likely end the match in Hard's favour won 55.4%
        of 500 matches against the gin hunter, against 56.0% without (250 seeds from 100)."""
        return _undercut_pays(view) and view.stock_size > self.gin_wait_stock

    def _undercut_chance(self, view: GinView, knowledge: GinKnowledge, rest: Sequence[Card]) -> float:
        """Deal the opponents' unknown cards many times: how often would one of them reach the
        knocker's deadwood after laying off?

        A dealt hand is improved by the opponent's draws (``improved_hand``): a player who drew
        from the stock six times holds about the best of sixteen cards, not ten at random. And
        a dealt hand with which the opponent could itself have knocked on its last turn counts
        only as much as this opponent is read to pass up knocks (``passes_up_knocks``); a gin
        it would have taken counts not at all. Measured on Hard's knock points in Oklahoma Gin
        (one hand each, seeds 7000+): against the gin hunter, undercut 28% of the time, random
        deals said 0.3% (AUC 0.54), improved deals counting every hand 37% (AUC 0.67);
        against the baseline, undercut 7% of the time, improved deals counting only hands that
        could not have knocked said 2.6%, counting all of them 31%."""
        rng = view_rng(view, "undercut")
        arrangement = melds.best_arrangement(rest)
        mine = arrangement.deadwood_value
        waits = {opp: passes_up_knocks(view, opp) for opp in knowledge.opponents(view.seat, view.players)}
        hits = total = 0.0
        for _ in range(self.samples):
            pool = list(knowledge.unseen)
            rng.shuffle(pool)
            weight, beaten = 1.0, False
            for opp in waits:
                known = sorted(knowledge.picked[opp], key=lambda c: c.index)
                need = max(view.hand_sizes[opp] - len(known), 0)
                take = min(need + knowledge.drawn[opp], len(pool))
                hand = improved_hand(known, pool[:take], view.hand_sizes[opp])
                pool = pool[take:]
                left = melds.deadwood(hand)
                if left == 0:
                    weight = 0.0  # it would have gone gin
                elif left <= view.knock_limit:
                    weight *= waits[opp]
                if melds.best_layoff(hand, arrangement.melds).deadwood_value <= mine:
                    beaten = True
            total += weight
            hits += weight * beaten
        return hits / total if total else 0.0


def improved_hand(known: Sequence[Card], dealt: Sequence[Card], size: int) -> List[Card]:
    """A hand of ``size`` cards as a player keeps it after drawing: ``known`` and ``dealt``,
    its highest unmatched card (of those not ``known``) thrown until ``size`` are left."""
    mask = _mask(known) | _mask(dealt)
    free = mask & ~_mask(known)
    for _ in range(len(known) + len(dealt) - size):
        loose = melds.unmatched_of_mask(mask) & free or free or mask
        throw = max(melds.mask_indices(loose), key=lambda i: (VALUE_OF[i], i % 13, i))
        mask ^= 1 << throw
        free &= ~(1 << throw)
    return [CARD_OF[i] for i in melds.mask_indices(mask)]


def passes_up_knocks(view: GinView, seat: int) -> float:
    """How likely the player in ``seat`` holds a hand it could knock with rather than knock,
    read from the hands of this match it has shown: a hand that ended with its cards low
    enough to knock (G-7) and no knock of its own shows it waits (for gin, or for an
    undercut); a knock of its own with deadwood shows it knocks. (waits + 0.5) / (shown + 2):
    a quarter before anything is shown, as most players knock when they may."""
    waited = knocked = 0
    for result in view.results:
        own = result.players[seat]
        if result.knocker == seat:
            knocked += own.deadwood_value > 0
            continue
        cards = [c for meld in own.melds for c in meld] + [c for c, _ in own.layoffs] + list(own.deadwood)
        if melds.deadwood(cards) <= result.knock_limit:
            waited += 1
    return (waited + 0.5) / (waited + knocked + 2)
