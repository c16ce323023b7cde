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

from dataclasses import dataclass, replace
from typing import Callable, Dict, FrozenSet, List, Optional, Sequence, Set, Tuple

from ..actions import Action, Discard, DrawDiscard, DrawStock, Exchange, Meld, NextHand
from ..cards import Card
from ..game import Phase
from .jokers import MeldPlan, best_plan, candidate_melds, going_out_plan
from .knowledge import TableKnowledge, completing_faces, partner_faces, table_faces
from .melds import Face
from .rules import TableView, penalty_value
from .traits import OpeningRule


def fewest_cards(view: TableView) -> int:
    """The fewest cards any other player holds: how near someone is to going out."""
    sizes: Sequence[int] = view.hand_sizes
    return min(n for s, n in enumerate(sizes) if s != view.seat)


def outside_plan(plan: MeldPlan, cards: Sequence[Card]) -> List[Card]:
    """The cards of ``cards`` that ``plan`` leaves in hand."""
    used = {id(c) for m in plan.melds for c in m.cards} | {id(b.card) for b in plan.builds}
    return [c for c in cards if id(c) not in used]


@dataclass(frozen=True)
class DiscardFacts:
    """Why a discard suits the hand, for a hint (``TablePlayer.discard_facts``)."""

    loose: Tuple[Card, ...]  # the cards kept outside the best plan after the discard
    safest: bool  # the next player showed no interest in it, and did in another card of the hand
    highest: bool  # it is worth at least as much as any natural card kept loose


class TablePlayer:
    """What the levels share: the game's values, the plans, the lookahead and the decisions'
    skeleton. Each level (``EasyTablePlayer``, ``MediumTablePlayer``, ``HardTablePlayer``) says
    how it takes, lays down and discards, through the methods and values it overrides."""

    level = ""
    minds_jokers = True  # keeps jokers for going out, exchanges those on the table (not Easy)
    hold_until: Optional[int] = 5  # lays melds down once an opponent holds this many cards (None: at once)
    duel_hold_until: Optional[int] = None  # ... at two players, if set and the game's tuning asks it (Medium, Traditional Rummy)
    waits_for_hand = True  # holds back an opening one or two cards from going out from hand (Remi 51, R51-11)

    # --- the game's values --------------------------------------------------------------------

    def _setup(self, view: TableView) -> None:
        self.traits = view.traits
        # how the game counts an opening, and its minimum (Remi 51: R51-6); None where it asks none
        self.rule: Optional[OpeningRule] = view.traits.opening
        self.opening = int(view.opening)
        self.value: Callable[[Card], int] = view.traits.card_penalty(view.options)
        value = self.value
        self.count_value: Callable[[Card], int] = lambda c: 1000 + value(c)
        self.table = tuple(view.table)
        self.opened = bool(view.opened[view.seat])
        self.players = int(view.players)
        # Progress depends on the hand, the table and whether the player has opened: keep the
        # answers while those stay the same (a turn's several decisions share them).
        context = (tuple(m.text() for m in self.table), self.opened, self.traits, self.opening)
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

    def _still_opening(self) -> bool:
        """Whether the game asks an opening (Remi 51: R51-6) and this player has yet to make it:
        until then what counts is the opening's value, not the cards laid."""
        return self.rule is not None and not self.opened

    def progress(self, hand: Sequence[Card]) -> int:
        """How many cards of ``hand`` the best plan lays down (melds, and builds if allowed)."""
        if self.rule is not None and not self.opened:
            return self._opening_progress(self.rule, hand)
        return self._plan(hand).laid_value // 1000

    def _opening_progress(self, rule: OpeningRule, hand: Sequence[Card]) -> int:
        """Before opening: cards an opening would lay, counted only once it reaches the game's
        minimum (Remi 51: 51); below that the opening value itself (scaled below one card per point)."""

        plan = best_plan(list(hand), rule.search_value, max_jokers=rule.max_jokers, keep=0, meld_value=rule.choice_value)
        if plan.laid_value >= self.opening:
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

    def discard_after_taking(self, view: TableView) -> Optional[Card]:
        """The card this player would throw, in the draw phase of ``view``, after taking the top
        of the discard pile (a hint names the melds the taken card makes with the cards kept):
        its discard of that hand, as if it laid nothing first. None with an empty pile."""
        if not view.discard_pile:
            return None
        top = view.discard_pile[-1]
        hand = list(view.hand) + [top]
        sizes = tuple(n + 1 if s == view.seat else n for s, n in enumerate(view.hand_sizes))
        taken = replace(
            view, hand=tuple(hand), hand_sizes=sizes, discard_pile=view.discard_pile[:-1], phase=Phase.DISCARD,
            drawn_from_discard=top, log=view.log + ((view.seat, DrawDiscard()),), legal_actions=(),
            must_use=top if view.take_obliges else None, take_obliges=False,
        )
        self._setup(taken)
        return self.pick_discard(taken, TableKnowledge.from_view(taken), hand)

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
        if self.rule is not None and view.take_obliges:  # the card must go into an opening this turn (R51-7)
            plan = self.rule.plan(hand + [top], top)
            return plan is not None and plan.laid_value >= self.opening
        if top.is_joker:
            return True
        return self._wants_top(view, knowledge, hand, top)

    def _wants_top(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], top: Card) -> bool:
        """Whether to take ``top`` (a natural card) from the pile: when it adds to the plan."""
        return self._useful(hand + [top]) > self.progress(hand)

    def _useful(self, cards: List[Card]) -> int:
        """Progress that keeps a card to discard (TR-9): a plan laying every card is no use."""
        got = self.progress(cards)
        if got < len(cards) or self._still_opening():
            return got
        plan = best_plan(cards, self.count_value, self.table, self.opened, keep=1)
        return plan.laid_value // 1000

    def _play(self, view: TableView, knowledge: TableKnowledge, legal: List[Action]) -> Action:
        hand = list(view.hand)
        if view.must_meld:  # (Remi 51, R51-9) a joker taken this turn must go into a new meld
            plan = best_plan(hand, self.value, keep=1, require=view.must_meld[0])
            if plan.melds and self.minds_jokers:
                return self._joker_meld(plan, view.must_meld[0])
            if plan.melds:
                return plan.melds[0]
        if self.rule is not None and not self.opened:
            return self._play_unopened(view, knowledge, legal, hand, self.rule)
        out = going_out_plan(hand, self.value, self.table, self.opened)
        if out is not None:
            plan, last = out
            return plan.actions[0] if plan.actions else Discard(last)  # type: ignore[return-value]
        if self.minds_jokers:
            exchanges = [a for a in legal if isinstance(a, Exchange)]
            if exchanges:
                return exchanges[0]
        card = self.pick_discard(view, knowledge, hand)
        lay = self._lay_before(view, hand, card, knowledge)
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
    def _lay_before(self, view: TableView, hand: List[Card], card: Card, knowledge: TableKnowledge) -> Optional[Action]:
        """What to lay down before discarding ``card`` (None: nothing)."""
        return self._lay(hand, card, self._lay_now(view), knowledge)

    def _lay_now(self, view: TableView) -> bool:
        """Melds kept in hand give opponents nothing to build on (TR-5) and may end in a
        rummy (TR-10); they cost their value only if someone else goes out first."""
        if self.hold_until is None:
            return True
        hold = self.hold_until
        if self.duel_hold_until is not None and self.traits.tuning.duel_holds_less and view.players == 2:
            hold = self.duel_hold_until
        return bool(fewest_cards(view) <= hold or view.stock_size < 10)

    def _kept(self, hand: List[Card], card: Card, jokers: bool = False) -> List[Card]:
        """The cards that may go onto the table after discarding ``card``: all but jokers, which
        Medium and Hard keep for going out (TR-6/7: on the table they could be exchanged),
        unless ``jokers``."""
        return [c for c in hand if c is not card and (jokers or not self.minds_jokers or not c.is_joker)]

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
        if everything or self._still_opening():
            for action in plan.actions:
                return action  # type: ignore[return-value]
            return None
        if self.opened:
            return plan.builds[0] if plan.builds else None
        if not plan.melds or len(self.table) < self.open_at_table:
            return None
        return min(plan.melds, key=knowledge.offered)

    def _play_unopened(
        self, view: TableView, knowledge: TableKnowledge, legal: List[Action], hand: List[Card], rule: OpeningRule
    ) -> Action:
        """Before opening: open when the melds reach the game's minimum (or go out from hand)."""

        from_hand = going_out_plan(hand, rule.search_value, (), False, rule.max_jokers, rule.choice_value)
        if from_hand is not None and from_hand[0].laid_value >= self.opening:
            plan, last = from_hand
            return plan.melds[0] if plan.melds else Discard(last)
        opening = self._opening_plan(view, hand, rule)
        if opening is not None and opening.melds and opening.laid_value + view.turn_value >= self.opening:
            urgent = view.turn_value > 0 or view.must_use is not None
            if not self.waits_for_hand or urgent or not self._wait_for_hand(view, opening):
                return self._opening_meld(view, knowledge, opening)
        card = self.pick_discard(view, knowledge, hand)
        return Discard(card)

    def _opening_plan(self, view: TableView, hand: List[Card], rule: OpeningRule) -> Optional[MeldPlan]:
        """The most valuable opening of ``hand`` (holding the card taken, R51-7)."""
        return rule.plan(hand, view.must_use)

    def _opening_meld(self, view: TableView, knowledge: TableKnowledge, opening: MeldPlan) -> Meld:
        """The meld to open with: the plan's first."""
        return opening.melds[0]

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
        return outside_plan(self._plan(hand), hand)

    def _candidates(self, hand: List[Card], options: List[Card]) -> List[Card]:
        loose = [c for c in self._loose(hand) if c in options and not c.is_joker]
        if len(loose) >= 2:
            pool = loose
        else:
            pool = [c for c in options if not c.is_joker] or options
        return pool

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
        if self.rule is not None and not self.opened and self.rule.unopened_pays_flat:
            return 0.0  # an unopened hand costs a fixed penalty whatever it holds (R51-12: 100)
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

    def _partners(self, loose: List[Card], extend: Set[Face], knowledge: TableKnowledge) -> float:
        """Unseen copies of the cards that would add to the plan, and loose cards that have a
        partner: a measure of a hand's promise beyond the next draw."""
        live = knowledge.live(completing_faces(loose) | extend)
        live += sum(1 for c in loose if any(o is not c and o.face in partner_faces(c) for o in loose))
        return 0.04 * live


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
    # Medium in Traditional Rummy at two players holds its melds until the opponent holds 3 cards
    # (not 5): more of its deals end in a rummy (TR-10). Arena against the baseline (1000 seeds
    # from 100, 2000 deals): 60.7% [59.0-62.5] of deals won, +7.63 penalty points a deal [+5.63,
    # +9.64], where 5 won 56.7% [55.0-58.5], +8.20; against Easy 73.3%, +14.74, where 5 won
    # 71.3%, +12.43. Paired deals against the baseline (1200 each): +3.9 and +4.6 points of
    # deals won, -1.16 +- 1.09 and -0.47 +- 1.07 penalty points a deal (seeds 11 and 2000);
    # 4 changed one deal in twenty-five (+0.6 deals won), 2 and 1 lost 3 to 4 points a deal.
    duel_hold_until: Optional[int] = 3


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



# --- Remi 51 (a game with an opening) ---------------------------------------------------------


class BaselineRemi51Player:
    """A sound simple player for Remi 51 (R51 rules): opens as soon as its melds reach 51
    unless it is one or two cards from going out from hand (R51-11) early in the deal; after
    opening it goes out when it can, lays down and builds what it can, exchanges a joker when
    the engine allows it (the joker must then be melded, R51-9), and discards its least
    useful card. It takes the discard only when it completes a meld it can lay down. The
    minimum and the values are the view's game's (``TableTraits.opening``): it plays any table
    game with an opening."""

    def __init__(self) -> None:
        self.fallbacks = 0  # plans the rules refused (a measure of the planner's agreement)

    def choose(self, view: TableView) -> Action:
        legal: List[Action] = list(view.legal_actions)
        if view.phase == Phase.HAND_OVER:
            return NextHand()
        rule = view.traits.opening
        if rule is None:
            raise ValueError(f"{view.game} asks no opening: this baseline plays the games that do")
        need = view.opening
        card_value = rule.card_value
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
                    plan = rule.plan(hand + [top], top)
                    if plan is not None and plan.laid_value >= need:
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
            from_hand = going_out_plan(hand, rule.search_value, (), False, rule.max_jokers, rule.choice_value)
            if from_hand is not None and from_hand[0].laid_value >= need and from_hand[0].melds:
                chosen = from_hand[0].melds[0]
            else:
                plan = rule.plan(hand, view.must_use)
                if plan is not None and plan.melds and plan.laid_value + view.turn_value >= need:
                    close_to_hand = len(plan.remaining) <= 2 and view.stock_size > 30
                    if view.turn_value > 0 or view.must_use is not None or not close_to_hand:
                        chosen = plan.melds[0]
        if chosen is not None and chosen not in legal:
            self.fallbacks += 1
        if chosen is None or chosen not in legal:
            discards = [a for a in legal if isinstance(a, Discard)]
            if discards:
                keep_out = {a.card for a in discards}
                return Discard(least_useful([c for c in hand if c in keep_out], card_value))
            return legal[0]
        return chosen


def completes_table_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` makes a new meld with natural cards of ``hand``."""
    naturals = [c for c in hand if not c.is_joker] + [card]
    return any(card in cards for cards, _f in candidate_melds(naturals))
