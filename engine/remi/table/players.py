"""Computer players for Traditional Rummy and Remi 51 at three levels, from the view only.

Both games are races to lay the whole hand down, so every level asks the same question of
a hand: how many of its cards can go onto the table (``progress``), and how close is it to
the next step? The levels differ in how well they answer it.

- ``TableKnowledge`` rebuilds from a view the cards a player has not seen (stock and other
  hands) and the discard-pile cards each opponent took and still holds. Nothing else is used,
  so the players are honest by construction (``tests/test_honest_players.py`` re-deals the
  hidden cards and checks that no decision changes).
- Easy (``EasyTablePlayer``) plays like a beginner: it lays down everything at once, jokers included, takes the
  discard only when it makes a meld, and throws its highest loose card.
- Medium (``MediumTablePlayer``) plays well by rules: it keeps the loose cards with the most live partners (counting
  the copies still unseen), keeps its jokers for going out, exchanges jokers on the table,
  and does not throw the next player a card it was seen collecting.
- Hard (``HardTablePlayer``, each game's weights in a ``TableTuning``) looks one draw ahead:
  for each discard it finds every unseen card that would add to
  its best plan (completing a pair of loose cards, extending a meld of its own or on the
  table), weighs it by how many copies are unseen, and scores the progress it would then have
  and the chance to go out (or, in Remi 51, to open) on the next turn. The same lookahead
  decides whether to take a discard that lays nothing yet (Traditional Rummy; Remi 51 at two
  players once opened). In Remi 51 it opens with as few melds as reach 51, those offering
  the fewest cards to build on. It lays nothing down before it goes out (Remi 51: nothing
  beyond its opening and the fourth card of a set, which closes it, at two players), so
  nobody can build on its melds and it goes out in one turn; in Traditional Rummy it lays
  down only when an opponent is about to go out and its own hand is still far from it (at
  three or four players its builds and only the melds worth most for the cards they offer; in
  Remi 51 at two players it holds on even then). Medium (and Hard in
  Remi 51 at three or four players) keeps its melds in hand until an opponent is down to a
  few cards (Hard: one, and then only melds offering at most one unseen card to build on;
  from three, those offering none; it lays one to be allowed to build once the table offers
  enough melds). Hard in Remi 51 at three or four players also builds only the cards that
  offer the others no more to build on, keeps (and takes) a card that would free a joker from a
  run on the table, opens without its jokers when natural melds reach 51 (a joker on the table
  is one a baseline takes), and ignores a card's penalty value once opened: only going out wins
  the deal. Having freed a joker (R51-9), Medium
  and Hard lay only the meld it goes into.

The work is bounded by counts, not time, so a decision depends on the view only.
Sampling the hidden cards and playing each candidate out (``bench/table_search.py``, no time
limit) won ten points of deals fewer than this lookahead in Traditional Rummy at four players.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Callable, Dict, FrozenSet, List, Optional, Sequence, Set, Tuple, Type

from ..actions import Action, Discard, DrawDiscard, DrawStock, Exchange, Meld, NextHand
from ..cards import Card
from ..game import Phase
from .jokers import MeldPlan, best_plan, candidate_melds, going_out_plan
from .knowledge import TableKnowledge, completing_faces, meld_faces, partner_faces, run_joker_faces, table_faces
from .melds import Face
from .remi51 import OPENING, card_value, choice_value, face_value, opening_plan, search_value
from .rules import TableView, penalty_value


def fewest_cards(view: TableView) -> int:
    """The fewest cards any other player holds: how near someone is to going out."""
    sizes: Sequence[int] = view.hand_sizes
    return min(n for s, n in enumerate(sizes) if s != view.seat)


def _outside(plan: MeldPlan, cards: Sequence[Card]) -> List[Card]:
    """The cards of ``cards`` that ``plan`` leaves in hand."""
    used = {id(c) for m in plan.melds for c in m.cards} | {id(b.card) for b in plan.builds}
    return [c for c in cards if id(c) not in used]


@dataclass(frozen=True)
class DiscardFacts:
    """Why a discard suits the hand, for a hint (``TablePlayer.discard_facts``)."""

    loose: Tuple[Card, ...]  # the cards kept outside the best plan after the discard
    safest: bool  # the next player showed no interest in it, and did in another card of the hand
    highest: bool  # it is worth at least as much as any natural card kept loose


@dataclass(frozen=True)
class TableTuning:
    """Hard's weights for one game (each measured: see where ``HardTablePlayer`` reads them)."""

    safety: float  # the weight of a discard's danger to the next player (Medium: 1.0)
    singles_weight: float  # two draws ahead: live partners of loose cards without one
    finish_weight: float  # the worth of being able to go out on the next draw
    near_value_weight: float  # a card's penalty value once an opponent is near going out


# In Traditional Rummy Hard weighs its own hand's promise over denying the next player: a lighter
# weight on a discard's danger (0.4; Medium keeps 1.0) and a heavier one on the second draw (live
# partners of loose cards, 1.5 instead of 0.5) won more races against Medium, for as many deals
# against the baseline. Remi 51 did no better with either and keeps 1.0 and 0.5.
# The worth of being able to go out on the next draw (ready, or the chance a drawn card
# completes the hand): Traditional Rummy at 8 instead of 4: +0.40 +- 0.19 and +0.15 +- 0.25
# points of deals against the baseline on two seeds of 2000 paired deals (it changes about
# one deal in thirty). Remi 51 at 8 changed nine deals in 2000 (-0.1 +- 0.07) and keeps 4.
# The near value weight: see ``HardTablePlayer._value_weight``.
TRADITIONAL_TUNING = TableTuning(safety=0.4, singles_weight=1.5, finish_weight=8.0, near_value_weight=0.06)
REMI51_TUNING = TableTuning(safety=1.0, singles_weight=0.5, finish_weight=4.0, near_value_weight=0.02)


class TablePlayer:
    """What the levels share: the game's values, the plans, the lookahead and the decisions'
    skeleton. Each level (``EasyTablePlayer``, ``MediumTablePlayer``, ``HardTablePlayer``) says
    how it takes, lays down and discards, through the methods and values it overrides."""

    level = ""
    minds_jokers = True  # keeps jokers for going out, exchanges those on the table (not Easy)
    hold_until: Optional[int] = 5  # lays melds down once an opponent holds this many cards (None: at once)
    waits_for_hand = True  # holds back a Remi 51 opening one or two cards from going out from hand

    # --- the game's values --------------------------------------------------------------------

    def _setup(self, view: TableView) -> None:
        self.r51 = view.opening > 0
        self.tuning = REMI51_TUNING if self.r51 else TRADITIONAL_TUNING
        if self.r51:
            joker = int(view.options.get("joker_penalty", 20))
            self.value: Callable[[Card], int] = lambda c: joker if c.is_joker else card_value(c)
        else:
            self.value = penalty_value
        value = self.value
        self.count_value: Callable[[Card], int] = lambda c: 1000 + value(c)
        self.table = tuple(view.table)
        self.opened = bool(view.opened[view.seat])
        self.players = int(view.players)
        # Progress depends on the hand, the table and whether the player has opened: keep the
        # answers while those stay the same (a turn's several decisions share them).
        context = (tuple(m.text() for m in self.table), self.opened, self.r51)
        if getattr(self, "_context", None) != context or len(self._plans) > 50_000:
            self._context = context
            self._plans: Dict[FrozenSet[Card], MeldPlan] = {}

    def _plan(self, cards: Sequence[Card]) -> MeldPlan:
        """The plan laying the most cards of ``cards`` (then the most value), builds included
        when allowed; remembered for the turn, as every decision asks again."""
        key = frozenset(cards)
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = best_plan(list(cards), self.count_value, self.table, self.opened, keep=0)
        return plan

    def progress(self, hand: Sequence[Card]) -> int:
        """How many cards of ``hand`` the best plan lays down (melds, and builds if allowed)."""
        if self.r51 and not self.opened:
            return self._opening_progress(hand)
        return self._plan(hand).laid_value // 1000

    def _opening_progress(self, hand: Sequence[Card]) -> int:
        """Remi 51 before opening: cards an opening would lay, counted only once it reaches 51;
        below that the opening value itself (scaled below one card per point)."""

        plan = best_plan(list(hand), search_value, max_jokers=1, keep=0, meld_value=choice_value)
        if plan.laid_value >= OPENING:
            return 1000 + sum(len(m.cards) for m in plan.melds)
        return plan.laid_value

    def discard_facts(self, view: TableView, card: Card) -> DiscardFacts:
        """What this player sees in discarding ``card`` from the view's hand: the loose cards
        left, and whether ``card`` is the safest and the most costly to keep."""
        self._setup(view)
        hand = list(view.hand)
        rest = [c for c in hand if c != card]
        loose = self._loose(rest)
        danger = self._danger(view, TableKnowledge.from_view(view))
        safest = danger(card) == 0 and any(danger(c) > 0 for c in rest if not c.is_joker)
        highest = self.value(card) >= max((self.value(c) for c in loose if not c.is_joker), default=0)
        return DiscardFacts(tuple(loose), safest, highest)

    # --- decisions ----------------------------------------------------------------------------

    def choose(self, view: TableView) -> Action:
        if view.phase == Phase.HAND_OVER:
            return NextHand()
        self._setup(view)
        knowledge = TableKnowledge.from_view(view)
        legal: List[Action] = list(view.legal_actions)
        if view.phase == Phase.DRAW:
            return DrawDiscard() if self._take(view, knowledge, legal) else DrawStock()
        action = self._play(view, knowledge, legal)
        if action not in legal:  # a plan the rules refuse: fall back on a legal discard
            discards = [a for a in legal if isinstance(a, Discard)]
            action = discards[0] if discards else legal[0]
        return action

    def _take(self, view: TableView, knowledge: TableKnowledge, legal: List[Action]) -> bool:
        top = view.discard_pile[-1] if view.discard_pile else None
        if top is None or DrawDiscard() not in legal:
            return False
        hand = list(view.hand)
        if self.r51 and view.take_obliges:

            plan = opening_plan(hand + [top], top)
            ok = plan is not None and plan.laid_value >= OPENING
            return ok
        if top.is_joker:
            return True
        return self._wants_top(view, knowledge, hand, top)

    def _wants_top(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], top: Card) -> bool:
        """Whether to take ``top`` (a natural card) from the pile: when it adds to the plan."""
        return self._useful(hand + [top]) > self.progress(hand)

    def _frees_joker(self, hand: List[Card], top: Card) -> bool:
        """Remi 51 Hard at three or four players, once opened, takes a discard that would free a
        joker standing in a run on the table when two of its cards would meld with the joker
        (R51-9: the joker must go into a new meld that turn), and keeps such a card
        (``_keep_freeing``). Against three baselines, the two together: +0.94 +- 0.39, +1.12 +-
        0.33 and +0.94 +- 0.35 points of deals won on three seeds of 1600 paired deals, penalty
        margin +1.49 +- 0.47, +1.32 +- 0.44 and +1.14 +- 0.41 points a deal (taking adds +0.62
        +- 0.29, +0.81 +- 0.29 and +0.25 +- 0.22 points of deals to keeping alone)."""
        return top.face in run_joker_faces(self.table) and bool(completing_faces(hand))

    take_margin = 0.5  # how much better Hard's lookahead must find the hand with the discard

    def _keeps_top(self, hand: List[Card], top: Card, knowledge: TableKnowledge) -> bool:
        """Traditional Rummy (and Remi 51 at two players, once opened): whether Hard's
        lookahead scores the hand with ``top`` (and its best discard then) above the hand as it
        is by more than one draw's worth (``take_margin``), though ``top`` lays nothing yet: a
        card that pairs with loose cards whose partners are still unseen. Against the baseline
        that won +0.8 +- 0.6 and +0.45 +- 0.5 points of deals on two seeds of 2000 paired deals
        (it changes about one deal in five). Remi 51 Hard at two players asks the same once
        opened (it may then take the discard freely, R51-7): +0.45 +- 0.31 and +0.65 +- 0.35
        points of deals on two seeds of 2000 paired deals (it changes about one deal in twenty).
        At three or four players, once opened, it lost 0.4 points of deals won against three
        baselines (-0.54 +- 0.66 margin, 1600 paired deals), and does not ask.

        Traditional Rummy at four players, against three baselines (1200 paired deals, seed
        5000): the margin matters below 0.5 and little above it (0.25: -2.8 points of deals won;
        0: -10.3; 1.0 and 1.5: -0.1 and -0.4). Comparing with the expected score of a stock draw
        instead (each unseen card that adds to the plan, scored with its best discard) lost
        -4.4 points of deals won, or -3.0 with a margin of 0.3; taking only cards that lay two
        more cards at once, never one, changed 7 deals."""
        cards = hand + [top]
        candidates = [c for c in self._candidates(cards, cards) if c is not top]
        if not candidates:
            return False
        scores = self._fast_scores(cards, candidates + [top], knowledge)
        return max(scores[c] for c in candidates) - scores[top] > self.take_margin

    def _useful(self, cards: List[Card]) -> int:
        """Progress that keeps a card to discard (TR-9): a plan laying every card is no use."""
        got = self.progress(cards)
        if got < len(cards) or (self.r51 and not self.opened):
            return got
        plan = best_plan(cards, self.count_value, self.table, self.opened, keep=1)
        return plan.laid_value // 1000

    def _play(self, view: TableView, knowledge: TableKnowledge, legal: List[Action]) -> Action:
        hand = list(view.hand)
        if view.must_meld:  # Remi 51 (R51-9): a joker taken this turn must go into a new meld
            plan = best_plan(hand, self.value, keep=1, require=view.must_meld[0])
            if plan.melds and self.minds_jokers:
                return self._joker_meld(plan, view.must_meld[0])
            if plan.melds:
                return plan.melds[0]
        if self.r51 and not self.opened:
            return self._play_unopened(view, knowledge, legal, hand)
        out = going_out_plan(hand, self.value, self.table, self.opened)
        if out is not None:
            plan, last = out
            return plan.actions[0] if plan.actions else Discard(last)  # type: ignore[return-value]
        if self.minds_jokers:
            exchanges = [a for a in legal if isinstance(a, Exchange)]
            if exchanges:
                return exchanges[0]
        card = self.pick_discard(view, knowledge, hand)
        if self._holds_all(view):
            lay = self._lay_all(view, hand, card, knowledge) if self._gives_up(view, hand) else self._close_set(view, hand, card)
        else:
            lay = self._lay(hand, card, self._lay_now(view), knowledge, self._offers(view))
        if lay is not None:
            return lay
        return Discard(card)

    def _joker_meld(self, plan: MeldPlan, joker: Card) -> Meld:
        """Having exchanged a joker (R51-9: it must go into a new meld that turn), Medium and Hard
        lay the plan's meld holding the joker, and only that one: taking the plan's melds in
        order laid the melds they hold back (``_offers``, ``hold_until``) before it, handing the
        other players' builds more cards. Hard against three baselines: +0.25 +- 0.24 and +0.06
        +- 0.12 points of deals won on two seeds of 1600 paired deals, penalty margin +0.08 +-
        0.22 and -0.05 +- 0.13 points a deal; it changes about one deal in sixty. It is rarer
        elsewhere, and no worse (seed 5000): Hard at two players +0.15 +- 0.27 points a deal (9
        of 1000 deals changed), Medium at two players +0.05 (1 of 1000), Medium at four players
        +0.12 +- 0.16 (3 of 1200)."""
        return next((m for m in plan.melds if any(c is joker or c == joker for c in m.cards)), plan.melds[0])

    open_at_table = 3  # ... but open with one meld once the table holds this many melds to build on
    # ... and then (the stock at 10 or more) lays only melds that offer others' builds few
    # unseen cards: (an opponent holds at most this many cards, the most such cards a meld of
    # its own may offer). See ``_offers``.
    hard_offers = ((1, 1), (3, 0))
    give_up_at = (3, 4)  # Hard lays down once an opponent holds this many cards or fewer (2 players, 3-4) ...
    give_up_loose = (4, 3)  # ... and its own hand has this many cards outside its best plan (2 players, 3-4)
    give_up_value_per_offer = 5.0  # ... at 3-4 players laying only melds worth this many points per card offered

    def _lay_now(self, view: TableView) -> bool:
        """Melds kept in hand give opponents nothing to build on (TR-5) and may end in a
        rummy (TR-10); they cost their value only if someone else goes out first."""
        if self.hold_until is None:
            return True
        return bool(fewest_cards(view) <= self.hold_until or view.stock_size < 10)

    def _offers(self, view: TableView) -> Optional[int]:
        """Remi 51 Hard at three or four players, once opened (None otherwise, and with the
        stock below 10, when it lays everything): the most unseen cards that a meld it lays
        may offer to the other players' builds (-1: it lays no meld of its own, only builds).

        Once an opponent holds one card (``hard_hold_until``) Hard used to lay every meld to
        cut its penalty, but a meld with many live cards to build on may be just what that
        opponent needs to go out (R51-8, R51-10). Now it lays only melds offering at most one
        unseen card, and from an opponent holding three cards it lays those offering none (a
        closed set of four, R51-5, or one whose extending cards are all in sight), which cut
        the penalty at no risk (``hard_offers``). Against three baselines: +0.81 +- 0.27,
        +0.38 +- 0.20 and +0.81 +- 0.24 points of deals won on three seeds of 1600 paired deals
        (+0.67 +- 0.14 together), penalty margin +0.28 +- 0.29, -0.34 +- 0.23 and -0.12 +- 0.27
        points a deal (-0.06 +- 0.15 together); it changes about one deal in twelve.

        Without the early ones (nothing before an opponent holds one card) it won the same
        deals on the first two seeds for a lower margin (+0.02 +- 0.27, -0.54 +- 0.22). Melds
        offering up to two cards changed few deals (+0.44 +- 0.17, then +0.00 points of deals
        won and -0.31 +- 0.07 points of margin). Laying those offering none at any time once
        opened did no better (+0.75 +- 0.28, +0.23 +- 0.30 on the first seed). Holding every
        meld until the stock runs low won more deals (+1.00 +- 0.29) for a clearly worse margin
        (-0.91 +- 0.33), and so did laying only melds worth 25 or more (+0.62 +- 0.25, -0.52
        +- 0.27)."""
        if not self._crowded_r51() or view.stock_size < 10:
            return None
        near = fewest_cards(view)
        return max((most for at, most in self.hard_offers if near <= at), default=-1)

    def _holds_all(self, view: TableView) -> bool:
        """Whether it lays nothing down before going out (Hard, ``HardTablePlayer._holds_all``)."""
        return False

    def _crowded_r51(self) -> bool:
        """Whether it plays by the rules of Hard's crowded Remi 51 table (``HardTablePlayer``)."""
        return False

    def _opened_duel(self, view: TableView) -> bool:
        """Remi 51 at two players, once opened: the race Hard plays as in Traditional Rummy
        (it takes by its lookahead, ``_keeps_top``, and closes sets, ``_close_set``)."""
        return bool(self.r51 and self.opened and view.players == 2)

    def _close_set(self, view: TableView, hand: List[Card], card: Card) -> Optional[Action]:
        """Remi 51 Hard at two players, once opened, still lays the fourth card of a set of three
        on the table (R51-5): the set is closed, so the opponent can build on it no more, and the
        card no longer counts against Hard. Against the baseline: +0.2 +- 0.3 and +0.45 +- 0.3
        points of deals won on two seeds of 2000 paired deals. Laying every build it could
        instead lost -1.7 +- 0.5."""
        if not self._opened_duel(view):
            return None
        for build in self._plan(self._kept(hand, card)).builds:
            meld = self.table[build.meld]
            if meld.is_set and len(meld.cards) == 3:
                return build
        return None

    def _kept(self, hand: List[Card], card: Card, jokers: bool = False) -> List[Card]:
        """The cards that may go onto the table after discarding ``card``: all but jokers, which
        Medium and Hard keep for going out (TR-6/7: on the table they could be exchanged),
        unless ``jokers``."""
        return [c for c in hand if c is not card and (jokers or not self.minds_jokers or not c.is_joker)]

    def _gives_up(self, view: TableView, hand: List[Card]) -> bool:
        """Holding on while an opponent is about to go out and the hand is still far from it
        only adds to the penalty: then lay everything down.

        Not in Remi 51 at two players (Hard holds all there once opened, ``_holds_all``): the
        melds it would lay are ones the opponent builds on to go out first, and the opponent
        going out (-40) wins the deal whatever Hard still holds. Holding on won +4.7 +- 1.1 and
        +4.6 +- 0.7 points of deals against the baseline on two seeds of 600 and 1400 paired
        deals, with a better penalty margin too (+1.7 +- 1.3, +1.7 +- 0.8 points a deal)."""
        if self.r51:
            return False
        at = 0 if view.players == 2 else 1  # the settings are pairs: (2 players, 3-4)
        return fewest_cards(view) <= self.give_up_at[at] and len(hand) - self.progress(hand) >= self.give_up_loose[at]

    def _lay_all(self, view: TableView, hand: List[Card], card: Card, knowledge: TableKnowledge) -> Optional[Action]:
        """The next meld or build of Hard giving up (``_gives_up``): the whole plan for the
        cards kept after discarding ``card``, at two players its jokers too.

        Traditional Rummy at two players: a joker left in hand costs 25 (TR-11), and a hand
        that gives up rarely goes out first. Laying the jokers too gained +1.33 +- 0.28 points
        of penalty margin a deal for -0.4 +- 0.28 points of deals won (1000 paired deals
        against the baseline). Together with giving up only with four loose cards instead of
        three (``give_up_loose``; a hand three cards from going out still wins often enough):
        +1.5 +- 0.57 and +1.5 +- 0.52 points of deals won on two seeds of 1000 and 1400 paired
        deals, penalty margin -0.3 +- 0.6 and +0.17 +- 0.51 points a deal.

        At three or four players it lays its builds, but of its own melds only those worth at
        least ``give_up_value_per_offer`` penalty points for each unseen card they would offer
        the other players' builds (``TableKnowledge.offered``): a low run that three baselines
        may extend to go out stays in hand, a set of high cards goes down. Against three
        baselines, together with the heavier weight on a card's penalty while an opponent is
        near (``_value_weight``): +0.50 +- 0.46, +1.00 +- 0.52 and +0.88 +- 0.54 points of
        deals won on three seeds of 1600 paired deals (+0.79 +- 0.29 together), penalty margin
        +0.15 +- 0.29, +0.20 +- 0.31 and +0.29 +- 0.32 points a deal (+0.21 +- 0.18); it
        changes about one deal in four. A ratio of 7, with the heavier weight only while
        giving up: +1.06 +- 0.60, then -0.12 +- 0.68 (margin -0.06, -1.00). Alone (first seed):
        +0.69 +- 0.24 points of deals for -0.62 +- 0.17 points of margin. At a ratio of 10
        points a card: +2.44 +- 0.63 points of deals, margin -2.61 +- 0.48; laying only melds
        offering at most one card: +4.69 +- 0.76, margin -9.58 +- 0.77; laying none (never
        giving up) cost 22 points of margin a deal."""
        plan = self._plan(self._kept(hand, card, jokers=view.players == 2))
        if not self.r51 and view.players > 2:
            if self.opened and plan.builds:
                return plan.builds[0]
            cheap = [m for m in plan.melds if self._worth(m) >= self.give_up_value_per_offer * knowledge.offered(m)]
            return max(cheap, key=self._worth) if cheap else None
        return plan.actions[0] if plan.actions else None  # type: ignore[return-value]

    def _worth(self, meld: Meld) -> int:
        """The penalty a meld's cards cost while they stay in hand."""
        return sum(self.value(c) for c in meld.cards)

    def _lay(
        self, hand: List[Card], card: Card, everything: bool, knowledge: TableKnowledge, offers: Optional[int] = None
    ) -> Optional[Action]:
        """The next meld or build of the plan for the cards kept after discarding ``card``.

        Unless ``everything``, only what costs nothing: builds onto the table, and, to be
        allowed to build (TR-5), one meld of its own, the one that offers the fewest unseen
        cards to the other players' builds. With ``offers`` (``_offers``): builds that offer
        the others no more unseen cards to build on than the table did, then the most valuable
        meld offering at most that many unseen cards to build on.

        Remi 51 Hard at three or four players used to build every card it could at once. A
        card built on a run moves the run's end: when the new end has more unseen copies than
        the old one, the build hands the three opponents cards to build on (R51-8), often the
        one a baseline needs to go out. Now it builds only what adds none (a set's fourth card,
        closing it, R51-5, or a run's card whose next one is in sight) and keeps the others in
        hand, to go out with or to build once the stock runs low. Against three baselines:
        +2.56 +- 0.67, +2.50 +- 0.66 and +1.50 +- 0.57 points of deals won on three seeds of
        1600 paired deals, penalty margin +0.75 +- 0.73, +0.99 +- 0.75 and -0.14 +- 0.66 points
        a deal; it changes about one deal in three. Building only a set's fourth card until an
        opponent holds one card (then as now) won about as many deals (+2.62 +- 0.75, +2.88 +-
        0.71) for less margin (-0.44 +- 0.85, +0.42 +- 0.84); only a set's fourth card at any
        time (the stock at 10 or more) won +2.69 +- 0.77 for a margin of -1.77 +- 0.88 (first
        seed)."""
        plan = self._plan(self._kept(hand, card))
        if offers is not None:
            for build in plan.builds:
                added = knowledge.added(self.table[build.meld], build)
                if added is not None and added <= 0:
                    return build
            cheap = [m for m in plan.melds if knowledge.offered(m) <= offers]
            return max(cheap, key=self._worth) if cheap else None
        if everything or (self.r51 and not self.opened):
            for action in plan.actions:
                return action  # type: ignore[return-value]
            return None
        if self.opened:
            return plan.builds[0] if plan.builds else None
        if not plan.melds or len(self.table) < self.open_at_table:
            return None
        return min(plan.melds, key=knowledge.offered)

    def _play_unopened(self, view: TableView, knowledge: TableKnowledge, legal: List[Action], hand: List[Card]) -> Action:
        """Remi 51 before opening: open when the melds reach 51 (or go out from hand)."""

        from_hand = going_out_plan(hand, search_value, (), False, 1, choice_value)
        if from_hand is not None and from_hand[0].laid_value >= OPENING:
            plan, last = from_hand
            return plan.melds[0] if plan.melds else Discard(last)
        opening = opening_plan(hand, view.must_use)
        if self._crowded_r51() and self.open_without_joker:
            opening = self._natural_opening(view, hand, opening)
        if opening is not None and opening.melds and opening.laid_value + view.turn_value >= OPENING:
            urgent = view.turn_value > 0 or view.must_use is not None
            if not self.waits_for_hand or urgent or not self._wait_for_hand(view, opening):
                return self._opening_meld(view, knowledge, opening)
        card = self.pick_discard(view, knowledge, hand)
        return Discard(card)

    def _opening_meld(self, view: TableView, knowledge: TableKnowledge, opening: MeldPlan) -> Meld:
        """The meld to open with: the plan's first."""
        return opening.melds[0]

    def _fewest_opening_meld(self, view: TableView, knowledge: TableKnowledge, opening: MeldPlan) -> Meld:
        """Hard opens with as few of the plan's melds as reach 51, those that offer the fewest
        unseen cards to build on, and keeps the others in hand (at two players it lays nothing
        more before going out): every meld on the table is one the opponent may build on.
        Against the baseline that won about one deal in a hundred more (+1.1 +- 0.4 points over
        2000 paired deals); it changes about one deal in eight. At four players (against three
        baselines, which build on every meld) as well: +0.62 +- 0.42 and +0.25 +- 0.40 points of
        deals won on two seeds of 1600 paired deals (penalty margin +0.6 +- 0.5, +0.2 +- 0.4).
        At three or four players the melds it held back go down once an opponent is near
        (``hard_hold_until``), those offering few cards to build on (``_offers``)."""

        melds = list(opening.melds)
        need = OPENING - view.turn_value
        values = [choice_value(m.cards, m.faces) for m in melds]
        offers = [knowledge.offered(m) for m in melds]
        must = view.must_use

        def holds_must(i: int) -> bool:
            return must is not None and any(c is must for c in melds[i].cards)

        best: Optional[Tuple[Tuple[int, int, int], Tuple[int, ...]]] = None
        for k in range(1, len(melds) + 1):
            for chosen in combinations(range(len(melds)), k):
                if sum(values[i] for i in chosen) < need:
                    continue
                if must is not None and not any(holds_must(i) for i in chosen):
                    continue
                key = (k, sum(offers[i] for i in chosen), -sum(values[i] for i in chosen))
                if best is None or key < best[0]:
                    best = (key, chosen)
            if best is not None:
                break  # fewer melds always win: no need to look at larger subsets
        if best is None:
            return melds[0]
        # the meld holding the card taken from the pile first (R51-7), then the most valuable
        return melds[max(best[1], key=lambda i: (holds_must(i), values[i]))]

    open_without_joker = True  # Remi 51 Hard at three or four players (``_natural_opening``)

    def _natural_opening(self, view: TableView, hand: List[Card], opening: Optional[MeldPlan]) -> Optional[MeldPlan]:
        """Remi 51 Hard at three or four players opens without its jokers when its natural
        melds reach 51 (with what it laid this turn): a joker in a meld on the table goes to
        the first opened player holding the card it stands for (R51-9), and three baselines
        exchange every joker they can. Kept in hand, the joker still helps Hard go out.
        Against three baselines: +0.4, +0.6 and +0.8 points of deals won on three seeds of
        1600 paired deals (seeds 5000, 6000, 7000; won 40.4% -> 40.8%, 39.2% -> 39.8%, 40.1%
        -> 40.9%), penalty margin +0.15 +- 0.53, +0.61 +- 0.58 and +0.76 +- 0.60 points a
        deal; it changes about one deal in thirty. Choosing among the plan's melds by the
        live copies of a joker's card as well (three times the weight of a card offered to
        build on) instead changed 42 deals for -0.05 +- 0.44. On seed 5000 also: giving a
        joker the card with the fewest live copies (a run's other end) changed 18 deals (-0.1
        points of deals won); putting it in a set rather than a run lost 1.2 points of deals
        won (-1.61 +- 1.17 margin); opening without it only when that takes no more melds
        changed 6 deals."""

        if opening is None or not any(c.is_joker for m in opening.melds for c in m.cards):
            return opening
        bare = opening_plan([c for c in hand if not c.is_joker], view.must_use)
        if bare is not None and bare.melds and bare.laid_value + view.turn_value >= OPENING:
            return bare
        return opening

    def _wait_for_hand(self, view: TableView, plan: MeldPlan) -> bool:
        """Hold back an opening when one or two cards from going out from hand, early on.
        Remi 51 Hard at four players never holding it back changed 2 deals in 1600."""
        return len(plan.remaining) <= 2 and view.stock_size > 40

    # --- the discard --------------------------------------------------------------------------

    def pick_discard(self, view: TableView, knowledge: TableKnowledge, hand: List[Card]) -> Card:
        options = [c for c in hand if Discard(c) in view.legal_actions] or hand
        if view.must_use is not None:
            options = [c for c in options if c is not view.must_use] or options
        # Never throw back the card just taken: two players doing so would never end the deal.
        options = [c for c in options if c != view.drawn_from_discard] or options
        return self._pick(view, knowledge, hand, options)

    def _pick(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], options: List[Card]) -> Card:
        """The discard among ``options``: the best of ``ranked_discards``."""
        return self.ranked_discards(view, knowledge, hand, self._candidates(hand, options))[0]

    def ranked_discards(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], candidates: List[Card]) -> List[Card]:
        """``candidates`` (Medium and Hard), best discard first: the hand's score without the
        card, less the danger of handing it to the next player, plus its penalty value's weight."""
        scored = self._scores(hand, candidates, knowledge)
        danger = self._danger(view, knowledge)
        safety = self._safety()

        def key(c: Card) -> Tuple[float, str]:
            return (scored[c] - safety * danger(c) + self._value_weight(view) * self.value(c), str(c))

        self._last_scores = scored
        return sorted(candidates, key=key, reverse=True)  # stable: among equals, as max() chose

    def _scores(self, hand: List[Card], candidates: List[Card], knowledge: TableKnowledge) -> Dict[Card, float]:
        """Each candidate's worth to keep the rest: the rest's progress and live partners."""
        return {c: self._score_rest([x for x in hand if x is not c], knowledge) for c in candidates}

    def _safety(self) -> float:
        """The weight of a discard's danger to the next player."""
        return 1.0

    def _loose(self, hand: Sequence[Card]) -> List[Card]:
        """Cards outside the best plan for ``hand`` (the natural discards)."""
        return _outside(self._plan(hand), hand)

    def _candidates(self, hand: List[Card], options: List[Card]) -> List[Card]:
        loose = [c for c in self._loose(hand) if c in options and not c.is_joker]
        if len(loose) >= 2:
            pool = loose
        else:
            pool = [c for c in options if not c.is_joker] or options
        if self._crowded_r51():
            return self._keep_freeing(pool)
        return pool

    def _keep_freeing(self, pool: List[Card]) -> List[Card]:
        """Remi 51 Hard at three or four players does not throw a card that would free a joker
        standing in a run on the table (R51-9) while it has another to throw: the exchange lays
        the card and a new meld with the joker in one turn, and a baseline holding the card takes
        the joker instead. Against three baselines: +0.31 +- 0.26, +0.31 +- 0.19 and +0.69 +-
        0.27 points of deals won on three seeds of 1600 paired deals, penalty margin +0.46 +-
        0.33, +0.30 +- 0.28 and +0.72 +- 0.33 points a deal (forbidding Hard's own exchanges
        instead lost -2.19 +- 0.57). Hard also takes such a card (``_frees_joker``)."""
        freeing = run_joker_faces(self.table)
        kept = [c for c in pool if c.is_joker or c.face not in freeing]
        return kept or pool

    def _value_weight(self, view: TableView) -> float:
        """How much a card's penalty value matters: more as an opponent nears going out.

        Hard in Traditional Rummy at two players ignores it: it keeps a high card that may
        still meld instead of throwing it early. Two players race to go out (whoever does has
        the lower penalty), so the value matters to the deal only through the margin, even when
        the opponent is near. Against the baseline, ignoring it while nobody is near won about
        one deal in a hundred more for as many penalty points (+1.0 +- 0.7 over 3000 paired
        deals); ignoring it when the opponent is near too added +0.6 +- 0.3 (4000 paired deals
        on two seeds) for about as many points.

        Hard in Remi 51 at three or four players ignores it too once opened: a deal is won
        only by going out (-40), and with three opponents someone else usually goes out
        first, so keeping the card most likely to meld matters more than a few points of
        penalty. Against three baselines: +1.44 +- 0.86 and +0.56 +- 0.75 points of deals won
        on two seeds of 1600 paired deals (penalty margin +0.7 +- 0.9 and -0.4 +- 0.8 points).
        Traditional Rummy at four players: +0.4 +- 1.0, noise, and keeps the weight.

        Hard in Traditional Rummy at three or four players weighs it three times as much
        (0.06) once an opponent is near: the hand then usually loses the race, and the high
        cards it throws are penalty saved. Against three baselines: +0.12 +- 0.43 points of
        deals won, penalty margin +0.82 +- 0.25 points a deal (1600 paired deals; 0.15: +0.00
        +- 0.56 and +1.17 +- 0.32). It pays for the deals Hard wins by holding low runs when
        it gives up (``_lay_all``)."""
        if self.r51 and not self.opened:
            return 0.0  # an unopened hand costs 100 whatever it holds
        if self._ignores_value(view):
            return 0.0
        if fewest_cards(view) <= 4:
            return self._near_value_weight()
        return 0.006

    def _ignores_value(self, view: TableView) -> bool:
        return False

    def _near_value_weight(self) -> float:
        return 0.02

    def _danger(self, view: TableView, knowledge: TableKnowledge) -> Callable[[Card], float]:
        """How much the next player would like ``card``: it took cards that meld with it."""
        nxt = (view.seat + 1) % view.players
        picked = [c for c in knowledge.picked.get(nxt, set()) if not c.is_joker]
        wanted: Set[Face] = set()
        for p in picked:
            wanted |= partner_faces(p)
        builds = self._danger_builds(view, nxt, picked, wanted)

        def danger(card: Card) -> float:
            if card.is_joker:
                return 3.0
            d = 0.0
            if card.face in wanted:
                d += 0.6
            if card.face in builds:
                d += 0.3
            return d

        return danger

    def _danger_builds(self, view: TableView, nxt: int, picked: List[Card], wanted: Set[Face]) -> Set[Face]:
        """The faces the next player could build on the table (none counted but by Hard); Hard
        also adds to ``wanted`` the faces completing two cards it took."""
        return set()

    def _score_rest(self, rest: List[Card], knowledge: TableKnowledge) -> float:
        """How good the hand ``rest`` is to hold (higher is better)."""
        return self.progress(rest) + self._live_partners(rest, knowledge)

    def _live_partners(self, rest: List[Card], knowledge: TableKnowledge) -> float:
        """Medium's measure: unseen copies of the cards that would turn loose cards into melds."""
        return self._partners(self._loose(rest), table_faces(self.table) if self.opened else set(), knowledge)

    def _plan_shape(self, cards: List[Card]) -> Tuple[int, List[Card], Set[Face]]:
        """The best plan for ``cards``: its progress (cards laid; Remi 51 before opening: the
        opening value), the loose cards, and the faces that would extend its melds or the
        table's."""

        unopened51 = self.r51 and not self.opened
        if unopened51:

            plan = best_plan(cards, search_value, max_jokers=1, keep=0, meld_value=choice_value)
            base = plan.laid_value
        else:
            plan = self._plan(cards)
            base = plan.laid_value // 1000
        loose = _outside(plan, cards)
        extend: Set[Face] = set()
        for m in plan.melds:
            extend |= meld_faces(m)
        if not unopened51 and (self.opened or plan.melds):
            extend |= table_faces(self.table)
        return base, loose, extend

    def _fast_scores(self, hand: List[Card], candidates: List[Card], knowledge: TableKnowledge) -> Dict[Card, float]:
        """Hard's one-draw lookahead, without a search per drawn card: a drawn card adds to the
        best plan by completing a pair of loose cards (three cards), by extending one of the
        plan's melds or a table meld (one card), or with a loose joker and a loose card. The
        best plan of the hand stays the best plan when a loose card leaves, so one search
        serves every loose candidate; a card from the plan gets a search of its own."""
        shape = self._plan_shape(list(hand))
        need = len(hand) - 1
        out: Dict[Card, float] = {}
        for card in candidates:
            if any(c is card for c in shape[1]):
                base, loose, extend = shape
                rest_loose = [c for c in loose if c is not card]
            else:
                base, rest_loose, extend = self._plan_shape([c for c in hand if c is not card])
            out[card] = self._hold_score(base, rest_loose, extend, need, knowledge)
            out[card] += self.partner_weight * self._partners(rest_loose, extend, knowledge)
        return out

    partner_weight = 1.0  # Hard also counts live partners of its loose cards (as Medium does)
    # Remi 51 before opening: the points the next draw is expected to add to the opening. At
    # 10 (instead of 0.02) Hard keeps the loose cards whose partners would add the most points:
    # +0.45 +- 0.33 points of deals won against the baseline over 2000 paired deals.
    opening_gain_weight = 10.0

    def _partners(self, loose: List[Card], extend: Set[Face], knowledge: TableKnowledge) -> float:
        """Unseen copies of the cards that would add to the plan, and loose cards that have a
        partner: a measure of a hand's promise beyond the next draw."""
        live = knowledge.live(completing_faces(loose) | extend)
        live += sum(1 for c in loose if any(o is not c and o.face in partner_faces(c) for o in loose))
        return 0.04 * live

    def _hold_score(self, base: int, loose: List[Card], extend: Set[Face], need: int, knowledge: TableKnowledge) -> float:
        """The worth of holding a hand whose best plan lays ``base`` (Remi 51 before opening:
        is worth ``base`` points) with ``loose`` cards left, before its next draw; ``need`` is
        the progress that lets the next turn go out."""

        unopened51 = self.r51 and not self.opened
        total = knowledge.total
        gains: Dict[Face, int] = {}
        for f in completing_faces(loose):
            gains[f] = 3
        if any(c.is_joker for c in loose):
            for c in loose:
                for f in partner_faces(c):
                    gains[f] = max(gains.get(f, 0), 2)
        for f in extend:
            gains[f] = max(gains.get(f, 0), 1)
        gain = 0.0
        finish = 0.0
        for f, g in gains.items():
            k = knowledge.faces.get(f, 0)
            if not k:
                continue
            if unopened51:
                g = face_value(f[0]) * (3 if g == 3 else 1)
                finish += k if base + g >= OPENING else 0
            else:
                finish += k if base + g >= need else 0
            gain += k * g
        if unopened51:
            ready = base >= OPENING
            score = base + (gain / total) * self.opening_gain_weight + 40.0 * (1.0 if ready else finish / total)
        else:
            ready = base >= need
            weight = self.tuning.finish_weight
            score = base + gain / total + weight * (1.0 if ready else finish / total)
        return score + self.tuning.singles_weight * self._live_singles(loose, knowledge)

    def _live_singles(self, loose: List[Card], knowledge: TableKnowledge) -> float:
        """Two draws ahead: unseen partners of loose cards that have no partner yet."""
        faces: Set[Face] = set()
        for c in loose:
            faces |= partner_faces(c)
        return 0.01 * knowledge.live(faces) / max(len(loose), 1)


# --- the levels ------------------------------------------------------------------------------------


class EasyTablePlayer(TablePlayer):
    """A beginner: lays everything down at once, jokers included, takes the discard only when
    it makes a meld with natural cards, and throws its highest loose card."""

    level = "easy"
    minds_jokers = False
    hold_until = None
    waits_for_hand = False

    def _wants_top(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], top: Card) -> bool:
        naturals = [c for c in hand if not c.is_joker]
        return self.progress(naturals + [top]) > self.progress(naturals)

    def _pick(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], options: List[Card]) -> Card:
        loose = self._loose(hand)
        pool = [c for c in options if c in loose and not c.is_joker] or [c for c in options if not c.is_joker] or options
        return max(pool, key=lambda c: (self.value(c), c.rank, str(c)))


class MediumTablePlayer(TablePlayer):
    """Plays well by rules: keeps the loose cards with the most live partners, keeps its jokers
    for going out, exchanges jokers on the table, does not feed the next player, and keeps its
    melds in hand until an opponent is down to a few cards (``hold_until``)."""

    level = "medium"


class HardTablePlayer(MediumTablePlayer):
    """Looks one draw ahead (``_fast_scores``) with each game's tuning (``TableTuning``), and
    plays the races and the crowded Remi 51 table as the module's docstring says."""

    level = "hard"
    # Hard in Remi 51 at three or four players waits longer: until an opponent holds one card.
    # Against three baselines, waiting until two cards won +1.19 +- 0.40 points of deals over
    # 1600 paired deals (penalty margin +0.24 +- 0.43); waiting until one card instead of two
    # won a further +0.62 +- 0.28 and +0.50 +- 0.25 points on two seeds of 1600 paired deals
    # (penalty margin -0.03 +- 0.29, -0.19 +- 0.27); three cards lost -0.38 +- 0.20. Melds on
    # the table feed three opponents' builds, and a baseline with two cards needs two more.
    hold_until = 1

    def _wants_top(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], top: Card) -> bool:
        gain = super()._wants_top(view, knowledge, hand, top)
        if not gain and (not self.r51 or self._opened_duel(view)):
            gain = self._keeps_top(hand, top, knowledge)
        if not gain and self._crowded_r51() and self.opened:
            gain = self._frees_joker(hand, top)
        return gain

    def _holds_all(self, view: TableView) -> bool:
        """Hard lays nothing down before going out (after the opening, in Remi 51): every meld
        and build on the table is one an opponent may build on, or that ends its wait for a
        card, and a hand that goes out at once wins the race more often (a rummy, TR-10, in
        Traditional Rummy). Against the baseline this won clearly more deals than laying down
        once an opponent is near (``hold_until``), for about as many penalty points per deal or
        fewer; not so in Remi 51 at three or four players, which keeps ``hold_until``."""
        return view.players == 2 or not self.r51

    def _crowded_r51(self) -> bool:
        """Remi 51 at three or four players, where every card it puts on the table feeds the
        others' builds: the rules about jokers on the table (``_frees_joker``,
        ``_keep_freeing``) and about what it lays (``_offers``) are for this table only."""
        return self.r51 and self.players > 2

    def _opening_meld(self, view: TableView, knowledge: TableKnowledge, opening: MeldPlan) -> Meld:
        return self._fewest_opening_meld(view, knowledge, opening)

    def _scores(self, hand: List[Card], candidates: List[Card], knowledge: TableKnowledge) -> Dict[Card, float]:
        return self._fast_scores(hand, candidates, knowledge)

    def _safety(self) -> float:
        return self.tuning.safety

    def _ignores_value(self, view: TableView) -> bool:
        """Traditional Rummy at two players, Remi 51 at three or four: see ``_value_weight``."""
        return view.players > 2 if self.r51 else view.players == 2

    def _near_value_weight(self) -> float:
        return self.tuning.near_value_weight

    def _danger_builds(self, view: TableView, nxt: int, picked: List[Card], wanted: Set[Face]) -> Set[Face]:
        wanted |= completing_faces(picked)
        return table_faces(self.table) if view.opened[nxt] else set()


LEVELS: Dict[str, Type[TablePlayer]] = {"easy": EasyTablePlayer, "medium": MediumTablePlayer, "hard": HardTablePlayer}


def table_player(level: str) -> TablePlayer:
    """The table-game computer player of ``level`` (easy, medium or hard)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    return LEVELS[level]()


# --- the baselines the levels are measured against -------------------------------------------


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
        self.value = penalty_value

    def choose(self, view: TableView) -> Action:
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

    def choose(self, view: TableView) -> Action:
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
            from_hand = going_out_plan(hand, search_value, (), False, 1, choice_value)
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
    return card_value(card)


def completes_table_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` makes a new meld with natural cards of ``hand``."""
    naturals = [c for c in hand if not c.is_joker] + [card]
    return any(card in cards for cards, _f in candidate_melds(naturals))
