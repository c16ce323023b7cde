"""The Hard table player: Medium's play with a one-draw lookahead and each game's weights.

``HardTablePlayer`` scores every discard by the unseen cards that would add to its plan
(``_fast_scores``), weighs them with its game's ``TableTuning`` (``traits.py``: each game
declares its own), takes a discard that lays nothing yet when its lookahead says so, holds its
melds until it goes out where that wins races, and plays the crowded Remi 51 table (three or
four players) by its own rules, where its game's tuning asks for them. Every rule below
carries the measurement that kept it (``players.py``'s docstring gives the whole).
"""

from __future__ import annotations

from itertools import combinations
from typing import Dict, List, Optional, Set, Tuple

from ..actions import Action, Meld
from ..cards import Card
from .jokers import MeldPlan, best_plan
from .knowledge import TableKnowledge, completing_faces, meld_faces, partner_faces, run_joker_faces, table_faces
from .melds import Face
from .players import MediumTablePlayer, fewest_cards, outside_plan
from .rules import TableView
from .traits import OpeningRule


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

    def _setup(self, view: TableView) -> None:
        super()._setup(view)
        self.tuning = view.traits.tuning

    def _wants_top(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], top: Card) -> bool:
        gain = super()._wants_top(view, knowledge, hand, top)
        if not gain and not self._still_opening() and not self._crowded():
            gain = self._keeps_top(hand, top, knowledge)
        if not gain and self._crowded() and self.opened:
            gain = self._frees_joker(hand, top)
        return gain

    def _holds_all(self, view: TableView) -> bool:
        """Hard lays nothing down before going out (after the opening, in Remi 51): every meld
        and build on the table is one an opponent may build on, or that ends its wait for a
        card, and a hand that goes out at once wins the race more often (a rummy, TR-10, in
        Traditional Rummy). Against the baseline this won clearly more deals than laying down
        once an opponent is near (``hold_until``), for about as many penalty points per deal or
        fewer; not so in Remi 51 at three or four players, which keeps ``hold_until`` (a
        crowded table, ``_crowded``)."""
        return view.players == 2 or not self.tuning.crowded_table_rules

    def _crowded(self) -> bool:
        """Three or four players in a game whose tuning plays the crowded table (Remi 51), where
        every card Hard puts on the table feeds the others' builds: the rules about jokers on the
        table (``_frees_joker``, ``_keep_freeing``), about opening (``_natural_opening``) and
        about what it lays (``_offers``, ``hold_until`` rather than holding all) are for this
        table only, and it takes no discard by its lookahead (``_keeps_top``)."""
        return self.tuning.crowded_table_rules and self.players > 2

    def _scores(self, hand: List[Card], candidates: List[Card], knowledge: TableKnowledge) -> Dict[Card, float]:
        return self._fast_scores(hand, candidates, knowledge)

    def _safety(self) -> float:
        return self.tuning.safety

    def _ignores_value(self, view: TableView) -> bool:
        """Traditional Rummy at two players, Remi 51 at three or four (the game's tuning,
        ``value_ignored_at``): see ``_value_weight``."""
        return view.players in self.tuning.value_ignored_at

    def _near_value_weight(self) -> float:
        return self.tuning.near_value_weight

    def _danger_builds(self, view: TableView, nxt: int, picked: List[Card], wanted: Set[Face]) -> Set[Face]:
        wanted |= completing_faces(picked)
        return table_faces(self.table) if view.opened[nxt] else set()

    def _lay_before(self, view: TableView, hand: List[Card], card: Card, knowledge: TableKnowledge) -> Optional[Action]:
        if self._holds_all(view):
            return self._lay_all(view, hand, card, knowledge) if self._gives_up(view, hand) else self._close_set(view, hand, card)
        return self._lay(hand, card, self._lay_now(view), knowledge, self._offers(view))

    def _candidates(self, hand: List[Card], options: List[Card]) -> List[Card]:
        pool = super()._candidates(hand, options)
        return self._keep_freeing(pool) if self._crowded() else pool

    def _opening_plan(self, view: TableView, hand: List[Card], rule: OpeningRule) -> Optional[MeldPlan]:
        opening = super()._opening_plan(view, hand, rule)
        if self._crowded() and self.open_without_joker:
            opening = self._natural_opening(view, hand, opening, rule)
        return opening

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

    # ... and then (the stock at 10 or more) lays only melds that offer others' builds few
    # unseen cards: (an opponent holds at most this many cards, the most such cards a meld of
    # its own may offer). See ``_offers``.
    hard_offers = ((1, 1), (3, 0))
    give_up_at = (3, 4, 5)  # Hard lays down once an opponent holds this many cards or fewer (2, 3, 4 players) ...
    give_up_loose = (4, 3, 3)  # ... and its own hand has this many cards outside its best plan (2, 3, 4 players)
    give_up_value_per_offer = 5.0  # ... at 3-4 players laying only melds worth this many points per card offered

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
        if not self._crowded() or view.stock_size < 10:
            return None
        near = fewest_cards(view)
        return max((most for at, most in self.hard_offers if near <= at), default=-1)

    def _close_set(self, view: TableView, hand: List[Card], card: Card) -> Optional[Action]:
        """Remi 51 Hard at two players, once opened, still lays the fourth card of a set of three
        on the table (R51-5): the set is closed, so the opponent can build on it no more, and the
        card no longer counts against Hard. Against the baseline: +0.2 +- 0.3 and +0.45 +- 0.3
        points of deals won on two seeds of 2000 paired deals. Laying every build it could
        instead lost -1.7 +- 0.5. (Asked while Hard holds all: in Remi 51, at two players; the
        game's tuning says whether, ``closes_sets``.)"""
        if not (self.tuning.closes_sets and self.opened):
            return None
        for build in self._plan(self._kept(hand, card)).builds:
            meld = self.table[build.meld]
            if meld.is_set and len(meld.cards) == 3:
                return build
        return None

    def _gives_up(self, view: TableView, hand: List[Card]) -> bool:
        """Holding on while an opponent is about to go out and the hand is still far from it
        only adds to the penalty: then lay everything down.

        Not in Remi 51 at two players (Hard holds all there once opened, ``_holds_all``): the
        melds it would lay are ones the opponent builds on to go out first, and the opponent
        going out (-40) wins the deal whatever Hard still holds. Holding on won +4.7 +- 1.1 and
        +4.6 +- 0.7 points of deals against the baseline on two seeds of 600 and 1400 paired
        deals, with a better penalty margin too (+1.7 +- 1.3, +1.7 +- 0.8 points a deal).

        Traditional Rummy at four players gives up once an opponent holds 5 cards (4 before, as
        at three players still): against three baselines its penalty margin was within its interval of zero
        (arena, 500 seeds from 100, 2000 deals: +1.02 [-0.63, +2.67] a deal, 32.6% [30.9-34.3]
        of deals won); with 5, +1.59 [+0.12, +3.06] a deal, 31.4% [29.8-33.1]. 1200 paired deals each
        (seeds 5000 and 6000): +1.02 +- 1.13 and +1.77 +- 1.12 penalty points a deal, -0.7 and
        -0.3 points of deals won. Laying melds worth 3 points per card offered (not 5) as well
        gained more margin (+2.47 +- 1.20, seed 6000) for 1.5 points of deals won. At three
        players, against two baselines, 5 did no better: -0.27 +- 1.11 a deal, -1.4 points of
        deals won (900 paired deals, seed 5000). (The game's tuning says whether, ``gives_up``.)"""
        if not self.tuning.gives_up:
            return False
        at = min(view.players, 4) - 2  # the settings are for 2, 3 and 4 players
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
        if view.players > 2:  # (Traditional Rummy: only a game whose tuning ``gives_up`` comes here)
            if self.opened and plan.builds:
                return plan.builds[0]
            cheap = [m for m in plan.melds if self._worth(m) >= self.give_up_value_per_offer * knowledge.offered(m)]
            return max(cheap, key=self._worth) if cheap else None
        return plan.actions[0] if plan.actions else None  # type: ignore[return-value]

    def _opening_meld(self, view: TableView, knowledge: TableKnowledge, opening: MeldPlan) -> Meld:
        """Hard opens with as few of the plan's melds as reach the minimum (Remi 51: 51), those that offer the fewest
        unseen cards to build on, and keeps the others in hand (at two players it lays nothing
        more before going out): every meld on the table is one the opponent may build on.
        Against the baseline that won about one deal in a hundred more (+1.1 +- 0.4 points over
        2000 paired deals); it changes about one deal in eight. At four players (against three
        baselines, which build on every meld) as well: +0.62 +- 0.42 and +0.25 +- 0.40 points of
        deals won on two seeds of 1600 paired deals (penalty margin +0.6 +- 0.5, +0.2 +- 0.4).
        At three or four players the melds it held back go down once an opponent is near
        (``hard_hold_until``), those offering few cards to build on (``_offers``)."""

        assert self.rule is not None  # (only a game with an opening opens)
        melds = list(opening.melds)
        need = self.opening - view.turn_value
        choice_value = self.rule.choice_value
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

    def _natural_opening(
        self, view: TableView, hand: List[Card], opening: Optional[MeldPlan], rule: OpeningRule
    ) -> Optional[MeldPlan]:
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
        bare = rule.plan([c for c in hand if not c.is_joker], view.must_use)
        if bare is not None and bare.melds and bare.laid_value + view.turn_value >= self.opening:
            return bare
        return opening

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

    def _plan_shape(self, cards: List[Card]) -> Tuple[int, List[Card], Set[Face]]:
        """The best plan for ``cards``: its progress (cards laid; before opening, in a game that
        asks one: the opening value), the loose cards, and the faces that would extend its melds
        or the table's."""

        rule = self.rule
        still_opening = rule is not None and not self.opened
        if rule is not None and still_opening:
            plan = best_plan(cards, rule.search_value, max_jokers=rule.max_jokers, keep=0, meld_value=rule.choice_value)
            base = plan.laid_value
        else:
            plan = self._plan(cards)
            base = plan.laid_value // 1000
        loose = outside_plan(plan, cards)
        extend: Set[Face] = set()
        for m in plan.melds:
            extend |= meld_faces(m)
        if not still_opening and (self.opened or plan.melds):
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
    # Before opening (Remi 51): the points the next draw is expected to add to the opening. At
    # 10 (instead of 0.02) Hard keeps the loose cards whose partners would add the most points:
    # +0.45 +- 0.33 points of deals won against the baseline over 2000 paired deals.
    opening_gain_weight = 10.0

    def _hold_score(self, base: int, loose: List[Card], extend: Set[Face], need: int, knowledge: TableKnowledge) -> float:
        """The worth of holding a hand whose best plan lays ``base`` (before opening, in a game
        that asks one: is worth ``base`` points) with ``loose`` cards left, before its next draw;
        ``need`` is the progress that lets the next turn go out."""

        rule = self.rule if not self.opened else None  # the opening still to make, if the game asks one
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
            if rule is not None:
                g = rule.face_value(f[0]) * (3 if g == 3 else 1)
                finish += k if base + g >= self.opening else 0
            else:
                finish += k if base + g >= need else 0
            gain += k * g
        if rule is not None:
            ready = base >= self.opening
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
