"""Traditional Rummy (Remi Tradițional, TR rules): two decks and two jokers, melds on the table.

``TableGame`` holds what the games with melds on the table share (a turn of several actions
before the discard: meld, build, joker exchange; the table; deals and the match); the rules
that differ live in small methods that Remi 51 overrides. Each game also declares its
``traits`` (``traits.py``): how its players, hints and page count its cards and openings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from ..actions import Action, Build, Discard, DrawDiscard, DrawStock, Exchange, Meld, NextHand
from ..cards import Card, cards_text, make_deck, shuffled
from ..errors import IllegalActionError
from ..game import Game, Phase, ResultKind, View
from .melds import TableMeld, make_meld
from .traits import TableTraits

# Bounds that make every deal and match end (docs/rules-notes.md).
RESHUFFLE_LIMIT = 5
DEAL_TURN_LIMIT = 1000  # players who only ever take the discard back would never end a deal


@dataclass(frozen=True)
class SeatResult:
    seat: int
    hand: Tuple[Card, ...]
    opened: bool
    points: int
    hand_value: int = 0  # the cards left in hand, before any bonus or doubling


@dataclass(frozen=True)
class DealResult:
    """How a deal ended: ``kind`` is ``out`` (a player went out), ``rummy`` (TR-10),
    ``hand`` (R51-11) or ``draw`` (the stock could not be rebuilt: nobody scores)."""

    number: int
    dealer: int
    kind: ResultKind
    winner: Optional[int]
    players: Tuple[SeatResult, ...]
    table: Tuple[TableMeld, ...]

    @property
    def points(self) -> Tuple[int, ...]:
        return tuple(p.points for p in self.players)


@dataclass(frozen=True)
class TableView(View):
    """What one player may see: its hand, the table, the piles, everyone's counts."""

    table: Tuple[TableMeld, ...]
    opened: Tuple[bool, ...]
    laid_this_turn: int
    turn_value: int  # Remi 51: opening value laid this turn by a player still opening
    must_use: Optional[Card]  # Remi 51 (R51-7): the discard-pile card the opening must hold
    must_meld: Tuple[Card, ...]  # Remi 51 (R51-9): jokers taken this turn, still to meld
    take_obliges: bool  # Remi 51 (R51-7): taking the discard now obliges an opening with it
    opening: int  # Remi 51 (R51-6): the value a player's first melds must reach; 0 where none is asked
    jokers_in_deck: int  # TR-1, R51-1: the deck is two 52-card decks and this many jokers
    upcard: Optional[Card]  # the card turned face up to start the discard pile at the deal (TR-1); None in Remi 51
    results: Tuple[DealResult, ...]  # (``View.results``, as the table games record them)
    traits: TableTraits  # the game's values and its levels' tuning, as its class declares them

    def hand_value(self, hand: Sequence[Card]) -> int:
        """What ``hand`` would cost its holder at the deal's end (TR-11, R51-12), as the game's
        ``hand_value`` counts it: by its traits' card penalty under the match's options."""
        cost = self.traits.card_penalty(self.options)
        return sum(cost(c) for c in hand)


def penalty_value(card: Card) -> int:
    """TR-11: 2-10 face value, J Q K = 10, A = 11, joker = 25."""
    if card.is_joker:
        return 25
    if card.rank == 1:
        return 11
    return min(card.rank, 10)


class TableGame(Game):
    """Shared rules of the games with melds on the table."""

    decks = 2
    jokers = 2
    opening = 0  # the value a player's first melds must reach (Remi 51: R51-6)
    traits: ClassVar[TableTraits]  # each game's own (``traits.py``); an opening needs ``traits.opening``
    scoring = "penalty"  # TR-11, R51-12: lower totals are better
    meld_rule = "TR-2"
    set_rule = "TR-2"
    build_rule = "TR-5"
    out_rule = "TR-9"
    stock_rule = "TR-8"
    match_rule = "TR-12"
    set_exchange_rule = "TR-6"
    run_exchange_rule = "TR-7"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        traits = getattr(cls, "traits", None)
        if traits is not None and (cls.opening > 0) != (traits.opening is not None):
            raise TypeError(
                f"{cls.__name__}: a game with an opening minimum (here {cls.opening}) says how an opening counts "
                "(traits.opening), and only such a game does"
            )

    def __init__(self, players: int, options: Optional[Mapping[str, Any]], seed: int):
        super().__init__(players, options, seed)
        self.dealer = self.rng.randrange(players)  # C-7
        self._deal()

    # --- dealing -----------------------------------------------------------------------------

    def deck(self) -> List[Card]:
        return make_deck(self.decks, self.deck_jokers())

    def deck_jokers(self) -> int:
        """How many jokers the deck holds."""
        return self.jokers

    def _deal_sizes(self) -> List[int]:
        return [13] * self.players  # TR-1

    def new_deck(self) -> List[Card]:
        return self.deck()

    def deal_places(self) -> List[Union[int, str]]:
        """TR-1 / R51-1: round by round from the left of the dealer, then the up-card (where the
        game turns one up), then the stock."""
        n, sizes = self.players, self._deal_sizes()
        places: List[Union[int, str]] = []
        for round_ in range(max(sizes)):
            places.extend(seat for seat in ((self.dealer + 1 + i) % n for i in range(n)) if round_ < sizes[seat])
        if self._has_upcard():
            places.append("up")
        return places + ["stock"] * (len(self.new_deck()) - len(places))

    def _deal(self, deck: Optional[List[Card]] = None) -> None:
        if deck is None:
            deck = shuffled(self.new_deck(), self.deal_rng())
        n = self.players
        self.hands: List[List[Card]] = [[] for _ in range(n)]
        self.discard: List[Card] = []
        self.upcard: Optional[Card] = None
        self.stock: List[Card] = []  # drawn from the end
        for card, place in zip(deck, self.deal_places()):
            if place == "up":
                self.upcard = card
                self.discard.append(card)
            elif place == "stock":
                self.stock.append(card)
            else:
                self.hands[int(place)].append(card)
        self.table: List[TableMeld] = []
        self.opened = [False] * n  # has laid down a meld this deal (TR-5) / has opened (R51-6)
        self.hand_number += 1
        self.to_act = (self.dealer + 1) % n
        self.reshuffles = 0
        self.turn_number = -1  # counts turns in the deal; the first round is 0 .. players - 1
        self.log: List[Tuple[int, Action]] = []  # (seat, action) of the hand so far, as everyone saw it
        self._start_turn()
        self.phase = self._first_phase()

    def _has_upcard(self) -> bool:
        return True  # TR-1

    def _first_phase(self) -> Phase:
        return Phase.DRAW  # TR-3: every turn starts with a draw

    def _start_turn(self) -> None:
        self.turn_number += 1
        self.built_this_turn = False
        self.added_to_others = False  # built on or exchanged in another player's meld (R51-11)
        self.turn_value = 0  # opening value laid down this turn (Remi 51)
        self.drawn_from_discard: Optional[Card] = None
        self.laid_this_turn = 0  # cards laid on the table this turn
        self.opened_before_turn = self.opened[self.to_act] if self.to_act is not None else False
        self.turn_melds: List[int] = []  # table indices of the melds laid this turn
        self.freed_jokers: List[Card] = []  # jokers taken by exchange this turn

    # --- checks --------------------------------------------------------------------------------

    def _seat(self) -> int:
        if self.to_act is None:
            raise IllegalActionError(self.match_rule, "nobody plays now")
        return self.to_act

    def _need(self, phase: Phase, rule: str, message: str) -> None:
        if self.phase == Phase.MATCH_OVER:
            raise IllegalActionError(self.match_rule, "the match is over")
        if self.phase != phase:
            raise IllegalActionError(rule, message)

    def _hold(self, cards: Sequence[Card]) -> None:
        hand = self.hands[self._seat()]
        if len(set(cards)) != len(cards):
            raise IllegalActionError("C-4", "a card is named twice")
        for card in cards:
            if card not in hand:
                raise IllegalActionError("C-6", f"you do not hold {card}")

    def _keep_one(self, cards_leaving: int, cards_coming: int = 0) -> None:
        """TR-9 / R51-10: a turn ends with a discard, so one card must stay in hand."""
        if len(self.hands[self._seat()]) - cards_leaving + cards_coming < 1:
            raise IllegalActionError(self.out_rule, "keep one card: a turn (and going out) ends with a discard")

    def _meld_of(self, index: int) -> TableMeld:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.table):
            raise IllegalActionError(self.build_rule, f"there is no meld {index} on the table")
        return self.table[index]

    def check(self, action: Action) -> None:
        if isinstance(action, (DrawStock, DrawDiscard)):
            self._need(Phase.DRAW, "C-6", self._no_draw_reason())
            self._check_draw(action)
        elif isinstance(action, Meld):
            self._need(Phase.DISCARD, "C-6", "draw a card first")
            self._hold(action.cards)
            self._keep_one(len(action.cards))
            meld = make_meld(action.cards, action.joker_faces(), self._seat(), self.meld_rule, self.set_rule)
            self._check_meld(meld, action)
        elif isinstance(action, Build):
            self._need(Phase.DISCARD, "C-6", "draw a card first")
            self._hold([action.card])
            self._check_may_build()
            self._keep_one(1)
            self._meld_of(action.meld).add(action.card, action.face, self.build_rule)
            self._check_build(action)
        elif isinstance(action, Exchange):
            self._need(Phase.DISCARD, "C-6", "draw a card first")
            self._hold(action.cards)
            self._check_may_build()
            self._keep_one(len(action.cards), 1)
            _meld, joker = self._meld_of(action.meld).exchange(action.cards, self.set_exchange_rule, self.run_exchange_rule)
            self._check_exchange(action, joker)
        elif isinstance(action, Discard):
            self._need(Phase.DISCARD, "C-6", "draw a card first")
            self._hold([action.card])
            self._check_discard(action.card)
        elif isinstance(action, NextHand):
            self._need(Phase.HAND_OVER, self.match_rule, "the deal is not over yet")
        else:
            raise IllegalActionError("C-6", f"{action} is not an action of {self.title}")

    def _no_draw_reason(self) -> str:
        return "you have already drawn this turn" if self.phase == Phase.DISCARD else "nobody draws now"

    def _check_draw(self, action: Action) -> None:
        if isinstance(action, DrawStock) and not self.stock:
            raise IllegalActionError(self.stock_rule, "the stock is empty")
        if isinstance(action, DrawDiscard) and not self.discard:
            raise IllegalActionError("C-6", "the discard pile is empty")

    def _check_may_build(self) -> None:
        if not self.opened[self._seat()]:
            raise IllegalActionError(self.build_rule, "lay down a meld of your own before adding to melds on the table")

    def _check_meld(self, meld: TableMeld, action: Meld) -> None:
        """Game-specific limits on a new meld (Remi 51's opening)."""

    def _must_use(self) -> Optional[Card]:
        """A card the turn must lay down before the discard (Remi 51's R51-7), if any."""
        return None

    def _check_exchange(self, action: Exchange, joker: Card) -> None:
        """Game-specific limits on a joker exchange that the meld allows (``joker`` is freed)."""

    def _check_build(self, action: Build) -> None:
        """Game-specific limits on building."""

    def _check_discard(self, card: Card) -> None:
        """Game-specific limits on the discard."""

    # --- listing -------------------------------------------------------------------------------

    def _candidates(self) -> List[Action]:
        if self.phase == Phase.DRAW:
            return [DrawStock(), DrawDiscard()]
        if self.phase == Phase.HAND_OVER:
            return [NextHand()]
        if self.phase != Phase.DISCARD:
            return []
        from .jokers import candidate_melds  # the search's own enumeration: one source

        hand = self.hands[self._seat()]
        out: List[Action] = [Discard(c) for c in hand]
        out.extend(Meld(cards, faces) for cards, faces in candidate_melds(hand))
        for index, meld in enumerate(self.table):
            for card in hand:
                if card.is_joker and not meld.is_set:
                    ends = {1 if r == 14 else r for r in (meld.low - 1, meld.high + 1) if 1 <= r <= 14}
                    out.extend(Build(card, index, (r, meld.suit)) for r in sorted(ends))
                else:
                    out.append(Build(card, index))
            out.extend(Exchange(cards, index) for cards in exchange_options(meld, hand))
        return out

    # --- applying --------------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        seat = self._seat() if self.phase != Phase.HAND_OVER else None
        if seat is not None:
            self.log.append((seat, action))
        if isinstance(action, DrawStock):
            assert seat is not None
            self.hands[seat].append(self.stock.pop())
            self.phase = Phase.DISCARD
        elif isinstance(action, DrawDiscard):
            assert seat is not None
            card = self.discard.pop()
            self.hands[seat].append(card)
            self.drawn_from_discard = card
            self.phase = Phase.DISCARD
        elif isinstance(action, Meld):
            assert seat is not None
            meld = make_meld(action.cards, action.joker_faces(), seat, self.meld_rule, self.set_rule)
            self._take_from_hand(seat, action.cards)
            self.table.append(meld)
            self.turn_melds.append(len(self.table) - 1)
            self.freed_jokers = [j for j in self.freed_jokers if j not in action.cards]
            self._after_meld(seat, meld)
        elif isinstance(action, Build):
            assert seat is not None
            self.table[action.meld] = self.table[action.meld].add(action.card, action.face, self.build_rule)
            self._take_from_hand(seat, [action.card])
            self.built_this_turn = True
            self.added_to_others = self.added_to_others or self.table[action.meld].owner != seat
        elif isinstance(action, Exchange):
            assert seat is not None
            meld, joker = self.table[action.meld].exchange(action.cards, self.set_exchange_rule, self.run_exchange_rule)
            self.table[action.meld] = meld
            self._take_from_hand(seat, action.cards)
            self.added_to_others = self.added_to_others or meld.owner != seat
            self.laid_this_turn -= 1
            self.hands[seat].append(joker)
            self.freed_jokers.append(joker)
        elif isinstance(action, Discard):
            assert seat is not None
            self.hands[seat].remove(action.card)
            self.discard.append(action.card)
            if not self.hands[seat]:
                self._go_out(seat)
                return
            self._after_discard(seat)
        elif isinstance(action, NextHand):
            self._deal()

    def _after_meld(self, seat: int, meld: TableMeld) -> None:
        self.opened[seat] = True  # TR-5: one meld of its own lets a player build

    def _take_from_hand(self, seat: int, cards: Sequence[Card]) -> None:
        for card in cards:
            self.hands[seat].remove(card)
        self.laid_this_turn += len(cards)

    def _after_discard(self, seat: int) -> None:
        """TR-8: an empty stock is rebuilt from the discard pile, the last discard staying."""
        if self.turn_number + 1 >= DEAL_TURN_LIMIT:
            self._finish_deal(ResultKind.DRAW, None)
            return
        if not self.stock:
            if len(self.discard) < 2 or self.reshuffles >= RESHUFFLE_LIMIT:
                self._finish_deal(ResultKind.DRAW, None)
                return
            top = self.discard.pop()
            self.stock = shuffled(self.discard, self.rng)
            self.discard = [top]
            self.reshuffles += 1
        self.to_act = (seat + 1) % self.players
        self.phase = Phase.DRAW
        self._start_turn()

    # --- the end of a deal ---------------------------------------------------------------------

    def _go_out(self, seat: int) -> None:
        """TR-9 going out; TR-10 rummy when the whole hand went down in this one turn."""
        rummy = not self.opened_before_turn
        self._finish_deal(ResultKind.RUMMY if rummy else ResultKind.OUT, seat)

    def hand_value(self, hand: Sequence[Card]) -> int:
        """What ``hand`` would cost its holder at the end of the deal (TR-11, R51-12: a joker at
        its penalty; before any bonus or doubling)."""
        return sum(penalty_value(c) for c in hand)  # TR-11

    def take_obliges_opening(self) -> bool:
        """Whether taking the discard pile now obliges the player to meld with it (R51-7)."""
        return False

    def _must_meld(self, seat: int) -> Tuple[Card, ...]:
        """Jokers the player must still lay in a new meld this turn (R51-9)."""
        return ()

    def _deal_points(self, kind: ResultKind, winner: Optional[int]) -> List[int]:
        """TR-11: cards left in hand, +25 each after a rummy; the player who went out 0."""
        if winner is None:
            return [0] * self.players
        bonus = 25 if kind == ResultKind.RUMMY else 0
        return [0 if s == winner else self.hand_value(self.hands[s]) + bonus for s in range(self.players)]

    def _finish_deal(self, kind: ResultKind, winner: Optional[int]) -> None:
        points = self._deal_points(kind, winner)
        result = DealResult(
            number=self.hand_number,
            dealer=self.dealer,
            kind=kind,
            winner=winner,
            players=tuple(
                SeatResult(s, tuple(self.hands[s]), self.opened[s], points[s], self.hand_value(self.hands[s]))
                for s in range(self.players)
            ),
            table=tuple(self.table),
        )
        self.end_hand(result, points, (self.dealer + 1) % self.players)  # TR-12: the deal passes to the left

    def match_decided(self) -> bool:
        """TR-12, R51-13: at the target, or after the number of deals the ``deals`` option asks."""
        deals = int(self.options["deals"])
        return len(self.results) >= deals if deals else super().match_decided()

    # --- views, invariants ------------------------------------------------------------------------

    def view(self, seat: int) -> TableView:
        mine = self.to_act == seat
        return TableView(
            **self.view_fields(seat),
            table=tuple(self.table),
            opened=tuple(self.opened),
            laid_this_turn=self.laid_this_turn if mine else 0,
            turn_value=self.turn_value if mine else 0,
            must_use=self._must_use() if mine and self.phase == Phase.DISCARD else None,
            must_meld=self._must_meld(seat) if mine else (),
            take_obliges=self.take_obliges_opening() if mine and self.phase == Phase.DRAW else False,
            opening=self.opening,
            jokers_in_deck=self.deck_jokers(),
            upcard=self.upcard,
            traits=self.traits,
        )

    def all_cards(self) -> List[Card]:
        return [c for h in self.hands for c in h] + self.stock + self.discard + [c for m in self.table for c in m.cards]

    def snapshot(self) -> Dict[str, Any]:
        return {
            "phase": self.phase,
            "to_act": self.to_act,
            "dealer": self.dealer,
            "hands": [cards_text(h) for h in self.hands],
            "stock": cards_text(self.stock),
            "discard": cards_text(self.discard),
            "table": [(m.owner, m.text()) for m in self.table],
            "opened": list(self.opened),
            "opened_before_turn": self.opened_before_turn,
            "laid_this_turn": self.laid_this_turn,
            "turn_melds": list(self.turn_melds),
            "turn_number": self.turn_number,
            "turn_value": self.turn_value,
            "built_this_turn": self.built_this_turn,
            "added_to_others": self.added_to_others,
            "freed_jokers": cards_text(self.freed_jokers),
            "drawn_from_discard": str(self.drawn_from_discard) if self.drawn_from_discard else None,
            "reshuffles": self.reshuffles,
            "scores": list(self.scores),
            "hand_number": self.hand_number,
            "results": len(self.results),
            "winners": list(self.winners),
            "rng": hash(self.rng.getstate()),
            "actions": list(self.actions),
        }

    copied_lists = (
        "actions", "scores", "results", "stock", "discard", "table", "opened", "log", "turn_melds", "freed_jokers",
    )


def exchange_options(meld: TableMeld, hand: Sequence[Card]) -> List[Tuple[Card, ...]]:
    """The natural cards from ``hand`` that could take a joker out of ``meld`` (TR-6, TR-7)."""
    if meld.jokers == 0 or meld.closed:
        return []
    if not meld.is_set:
        wanted = [face for card, face in zip(meld.cards, meld.faces()) if card.is_joker]
        return [(c,) for c in hand if not c.is_joker and any(c.face == ((1 if f[0] == 14 else f[0]), f[1]) for f in wanted)]
    present = {c.suit for c in meld.cards if not c.is_joker}
    fits = [c for c in hand if not c.is_joker and c.rank == meld.low and c.suit not in present]
    return [(a, b) for i, a in enumerate(fits) for b in fits[i + 1 :] if a.suit != b.suit]
