"""Remi 51 (R51 rules): two decks and four jokers, the opening of 51, going out from hand.

Built on ``TableGame`` (rummy.py): the turn, the table, building and joker exchange are
shared with Traditional Rummy; this module holds what Remi 51 changes: the 15/14-card deal
without an up-card, the opening, the discard-pile rule before opening, the exchanged joker
that must be melded at once, and the scoring; and its traits (``traits.py``): how its
players, hints and page count a card and an opening, and its levels' tuning.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from ..actions import Action, Build, DrawDiscard, DrawStock, Exchange, Meld
from ..cards import Card
from ..errors import IllegalActionError
from ..game import Phase, ResultKind
from ..options import OptionSpec, OptionValue
from .jokers import MeldPlan, best_plan, candidate_melds
from .melds import ACE_HIGH, Face, TableMeld
from .rules import TableGame
from .traits import OpeningRule, TableTraits, TableTuning

OPENING = 51  # R51-6

R51_OPTIONS: Tuple[OptionSpec, ...] = (
    OptionSpec("jokers", "4", "R51-1", "jokers in the deck", choices=("2", "4")),
    OptionSpec("joker_penalty", 20, "R51-12", "penalty for a joker left in hand", minimum=0, maximum=1000),
    OptionSpec("target", 500, "R51-13", "the match ends when a total reaches this", minimum=1, maximum=100_000),
    OptionSpec("deals", 0, "R51-13", "play this many deals instead (0: play to the target)", maximum=1000),
)


def card_value(card: Card) -> int:
    """R51-3: A, 10, J, Q, K = 10; 2-9 face value (a joker in hand: see ``hand_penalty``)."""
    if card.is_joker:
        return 0
    return 10 if card.rank == 1 or card.rank >= 10 else card.rank


def face_value(rank: int) -> int:
    """R51-3: the value of the card a rank stands for (an ace high or low 10)."""
    return 10 if rank in (1, ACE_HIGH) or rank >= 10 else rank


def opening_value(meld: TableMeld) -> int:
    """R51-3/R51-6: a meld's value, a joker counting as the card it stands for."""
    return sum(face_value(rank) for rank, _suit in meld.faces())


def choice_value(cards: Tuple[Card, ...], faces: Tuple[Optional[Face], ...]) -> int:
    """Opening value of a meld the search proposes (jokers in a set take the set's rank)."""
    naturals = [c for c in cards if not c.is_joker]
    if faces:
        return sum(face_value(f[0]) if f else card_value(c) for c, f in zip(cards, faces))
    if len({c.rank for c in naturals}) == 1:  # a set
        return face_value(naturals[0].rank) * len(cards)
    return sum(card_value(c) for c in cards)


def search_value(card: Card) -> int:
    """A card's worth to the meld search before opening: its value, a joker 10 (what it most
    often stands for), so the search prefers melds that count towards 51 (R51-6)."""
    return card_value(card) if not card.is_joker else 10


def opening_plan(hand: Sequence[Card], require: Optional[Card] = None) -> Optional[MeldPlan]:
    """The melds worth the most opening value in ``hand`` (one joker a meld, one card kept),
    laying ``require`` when given; None when ``require`` cannot be laid."""
    plan = best_plan(list(hand), search_value, max_jokers=1, keep=1, meld_value=choice_value, require=require)
    if require is not None and not any(require in m.cards for m in plan.melds):
        return None
    return plan


def card_penalty(options: Mapping[str, OptionValue]) -> Callable[[Card], int]:
    """R51-12: what a card left in hand costs, a joker the ``joker_penalty`` option."""
    joker = int(options.get("joker_penalty", 20))
    return lambda c: joker if c.is_joker else card_value(c)


# Hard's weights: Remi 51 did no better with Traditional Rummy's lighter weight on a discard's
# danger or heavier one on the second draw, and keeps 1.0 and 0.5; with the worth of going out
# on the next draw at 8 it changed nine deals in 2000 (-0.1 +- 0.07) and keeps 4. At three or
# four players it ignores a card's penalty value once opened, and plays the crowded table
# (``HardTablePlayer._crowded``); at two players, once opened, it holds all (never giving up) and
# closes sets (``_close_set``). Medium keeps ``hold_until`` at two players too.
REMI51_TUNING = TableTuning(
    safety=1.0, singles_weight=0.5, finish_weight=4.0, near_value_weight=0.02, value_ignored_at=(3, 4),
    crowded_table_rules=True, gives_up=False, closes_sets=True, duel_holds_less=False,
)

REMI51_OPENING = OpeningRule(
    card_value=card_value, face_value=face_value, meld_value=opening_value, search_value=search_value,
    choice_value=choice_value, plan=opening_plan, max_jokers=1, unopened_pays_flat=True,  # R51-6, R51-12
)

REMI51_TRAITS = TableTraits(card_penalty=card_penalty, opening=REMI51_OPENING, freed_joker_melds=True, tuning=REMI51_TUNING)


class Remi51(TableGame):
    name = "remi51"
    hidden_hand_rules = frozenset({"R51-6", "R51-7", "R51-9"})  # the opening, a card taken, a joker taken
    title = "Remi 51"
    opening = OPENING
    traits = REMI51_TRAITS
    meld_rule = "R51-4"
    set_rule = "R51-5"
    build_rule = "R51-8"
    out_rule = "R51-10"
    stock_rule = "C-6"
    match_rule = "R51-13"
    set_exchange_rule = "R51-9"
    run_exchange_rule = "R51-9"

    @classmethod
    def option_specs(cls) -> Sequence[OptionSpec]:
        return R51_OPTIONS

    def deck_jokers(self) -> int:
        return int(self.options["jokers"])  # R51-1: 108 cards with 4 jokers (an option: 2)

    def _deal_sizes(self) -> List[int]:
        first = (self.dealer + 1) % self.players
        return [15 if seat == first else 14 for seat in range(self.players)]  # R51-1

    def _has_upcard(self) -> bool:
        return False  # R51-1

    def _first_phase(self) -> Phase:
        return Phase.DISCARD  # R51-2: the player with 15 cards does not draw

    # --- the opening (R51-6) and the discard pile (R51-7) ----------------------------------------

    def can_open(self, hand: Sequence[Card], already: int = 0, require: Optional[Card] = None) -> bool:
        """Whether ``hand`` holds melds worth ``opening`` - ``already`` (at most one joker a
        meld, a card kept to discard), using ``require`` when given: the R51-6/R51-7 check."""
        plan = opening_plan(hand, require)
        return plan is not None and plan.laid_value + already >= self.opening

    def _first_round(self) -> bool:
        return self.turn_number < self.players

    def take_obliges_opening(self) -> bool:
        return self.to_act is not None and not self.opened[self.to_act] and not self._first_round()

    def _must_meld(self, seat: int) -> Tuple[Card, ...]:
        return tuple(j for j in self.freed_jokers if j in self.hands[seat])

    def hand_value(self, hand: Sequence[Card]) -> int:
        return sum(int(self.options["joker_penalty"]) if c.is_joker else card_value(c) for c in hand)  # R51-12

    def _check_draw(self, action: Action) -> None:
        super()._check_draw(action)
        if isinstance(action, DrawDiscard):
            seat = self._seat()
            if not self.opened[seat] and not self._first_round():
                top = self.discard[-1]
                if not self.can_open(self.hands[seat] + [top], 0, top):
                    raise IllegalActionError(
                        "R51-7",
                        f"taking {top} obliges you to open this turn with it, and your cards hold no such opening",
                    )

    def _must_use(self) -> Optional[Card]:
        """The discard-pile card an unopened player took after the first round (R51-7)."""
        seat = self._seat()
        card = self.drawn_from_discard
        if card is not None and not self.opened[seat] and not self._first_round_take and card in self.hands[seat]:
            return card
        return None

    def _new_meld_with(self, joker: Card, hand: Sequence[Card]) -> bool:
        """R51-9: ``hand`` makes a new meld holding ``joker`` with a card kept over to discard,
        one the rules accept now (in the opening turn a meld holds at most one joker, R51-6)."""
        cap = None if self.opened_before_turn else 1
        return any(joker in cards and len(cards) < len(hand) for cards, _f in candidate_melds(hand, cap))

    def _joker_placeable(self, hand: Sequence[Card]) -> bool:
        """R51-9: each joker taken this turn can still go into a new meld, a card kept over."""
        return all(self._new_meld_with(joker, hand) for joker in self.freed_jokers if joker in hand)

    def _check_build(self, action: Build) -> None:
        if not self.opened_before_turn and action.card.is_joker and action.meld in self.turn_melds:
            if self.table[action.meld].jokers:  # a second joker on a meld of the opening
                raise IllegalActionError("R51-6", "each meld of the opening turn holds at most one joker")
        if action.card in self.freed_jokers:
            raise IllegalActionError("R51-9", "the joker you took must go into a new meld, not onto a meld on the table")
        if not self._joker_placeable([c for c in self.hands[self._seat()] if c != action.card]):
            raise IllegalActionError("R51-9", "that card is needed for a new meld with the joker you took")

    def _check_meld(self, meld: TableMeld, action: Meld) -> None:
        seat = self._seat()
        if not self._joker_placeable([c for c in self.hands[seat] if c not in action.cards]):
            raise IllegalActionError("R51-9", "those cards are needed for a new meld with the joker you took")
        if not self.opened_before_turn and meld.jokers > 1:
            raise IllegalActionError("R51-6", "each meld of the opening turn holds at most one joker")
        if self.opened[seat]:
            return
        required = self._must_use()
        still_required = required if required is not None and required not in action.cards else None
        rest = [c for c in self.hands[seat] if c not in action.cards]
        laid = self.turn_value + opening_value(meld)
        if laid >= self.opening and still_required is None:
            return  # the opening is complete
        if not self.can_open(rest, laid, still_required):
            rule = "R51-6" if still_required is None else "R51-7"
            with_card = f" with {still_required}" if still_required is not None else ""
            raise IllegalActionError(
                rule,
                f"this meld brings your opening to {laid} of {self.opening}; the rest of your hand cannot complete it{with_card}",
            )

    def _check_may_build(self) -> None:
        if not self.opened[self._seat()]:
            raise IllegalActionError("R51-6", f"open first (melds worth {self.opening}) before adding to melds on the table")

    def _check_exchange(self, action: Exchange, joker: Card) -> None:
        seat = self._seat()
        hand = [c for c in self.hands[seat] if c not in action.cards] + [joker]
        if not self._new_meld_with(joker, hand):
            raise IllegalActionError(
                "R51-9", "the joker you take must go into a new meld this turn, and your cards make none with it"
            )

    def _check_discard(self, card: Card) -> None:
        seat = self._seat()
        if any(j in self.hands[seat] for j in self.freed_jokers):
            raise IllegalActionError("R51-9", "first lay down a new meld with the joker you took")
        required = self._must_use()
        if required is not None:
            raise IllegalActionError("R51-7", f"you took {required} from the discard pile: open with it before you discard")
        if not self.opened[seat] and self.turn_value > 0:
            raise IllegalActionError(
                "R51-6", f"your melds count {self.turn_value}; opening needs {self.opening}: lay down more before you discard"
            )

    def check(self, action: Action) -> None:
        if isinstance(action, (DrawStock, DrawDiscard)) and self.phase == Phase.DISCARD and self.turn_number == 0:
            raise IllegalActionError("R51-2", "the player with 15 cards does not draw on the first turn: discard")
        super().check(action)

    def _apply(self, action: Action) -> None:
        if isinstance(action, DrawDiscard):
            self._first_round_take = self._first_round() or self.opened[self._seat()]
        super()._apply(action)

    def _start_turn(self) -> None:
        super()._start_turn()
        self._first_round_take = True

    def _after_meld(self, seat: int, meld: TableMeld) -> None:
        if not self.opened[seat]:
            self.turn_value += opening_value(meld)
            if self.turn_value >= self.opening and self._must_use() is None:
                self.opened[seat] = True  # R51-6: the opening is complete

    # --- the end of a deal (R51-10, R51-11, R51-12) -------------------------------------------------

    def _go_out(self, seat: int) -> None:
        from_hand = not self.opened_before_turn and not self.added_to_others  # R51-11
        self._finish_deal(ResultKind.HAND if from_hand else ResultKind.OUT, seat)

    def _deal_points(self, kind: ResultKind, winner: Optional[int]) -> List[int]:
        if winner is None:
            return [0] * self.players
        factor = 2 if kind == ResultKind.HAND else 1
        points = []
        for s in range(self.players):
            if s == winner:
                points.append(-80 if kind == ResultKind.HAND else -40)
            elif not self.opened[s]:
                points.append(100 * factor)
            else:
                points.append(self.hand_value(self.hands[s]) * factor)
        return points

    def snapshot(self) -> Dict[str, Any]:
        state = super().snapshot()
        state["first_round_take"] = self._first_round_take
        return state
