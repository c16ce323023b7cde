"""Gin Rummy (G rules) and Oklahoma Gin (OK rules): one game with options, as in RULES.md.

Oklahoma is Gin with a knock limit from the first up-card, other defaults and classic
"points for the winner" scoring; ``OklahomaGin`` only changes the option list and those
few decisions. Both play whole matches: hands follow each other until a player reaches
the target.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

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
from ..cards import Card, cards_text, make_deck, shuffled
from ..errors import IllegalActionError
from ..game import Game, Phase, ResultKind, View
from ..options import OptionSpec, OptionValue
from . import melds

# Bounds that make every game end (house rules of this engine, see docs/rules-notes.md):
# the stock is rebuilt at most this many times in one hand, the next time the hand is a draw;
GINS = (ResultKind.GIN, ResultKind.BIG_GIN)  # a hand won with every card melded: the gin bonus, no knock (G-8)
RESHUFFLE_LIMIT = 3
HAND_ACTION_LIMIT = 2000  # players who only ever take the discard never empty the stock
# and a match that reaches this many hands ends with the standings as they are.


@dataclass(frozen=True)
class PlayerResult:
    """One player's part of a finished hand."""

    seat: int
    melds: Tuple[Tuple[Card, ...], ...]
    layoffs: Tuple[Tuple[Card, int], ...]
    deadwood: Tuple[Card, ...]
    deadwood_value: int
    points: int


@dataclass(frozen=True)
class HandResult:
    """How a hand ended and what it scored.

    ``kind`` is ``gin``, ``big_gin``, ``knock``, ``undercut`` or ``draw``. ``points`` in the
    players' results are penalty points (lower is better) when ``scoring`` is ``penalty``
    (G-12) and points for the winner (higher is better) when it is ``points`` (OK-5)."""

    number: int
    dealer: int
    kind: ResultKind
    knocker: Optional[int]
    winner: Optional[int]
    knock_limit: int
    multiplier: int
    scoring: str
    players: Tuple[PlayerResult, ...]

    @property
    def points(self) -> Tuple[int, ...]:
        return tuple(p.points for p in self.players)

    @property
    def knocker_melds(self) -> Tuple[Tuple[Card, ...], ...]:
        return () if self.knocker is None else self.players[self.knocker].melds


@dataclass(frozen=True)
class GinView(View):
    """What one player may see (hands of others and the stock order are hidden)."""

    upcard: Card
    knock_limit: int
    multiplier: int
    upcard_sets_knock_limit: bool  # OK-2: the first up-card sets the knock limit (shown above the piles)
    knocker: Optional[int]
    knocker_melds: Tuple[Tuple[Card, ...], ...]
    knocker_deadwood: Tuple[Card, ...]  # laid face up with the melds after a knock (G-7)
    layoffs: Mapping[int, Tuple[Tuple[Card, int], ...]]
    results: Tuple[HandResult, ...]  # (``View.results``, as Gin records them)

    def layoff_targets(self) -> Tuple[Tuple[Card, ...], ...]:
        """The knocker's melds as this player may build on them: extended by its own lay-offs."""
        return extended_melds(self.knocker_melds, self.layoffs.get(self.seat, ()))


def extended_melds(
    knocker_melds: Sequence[Sequence[Card]], layoffs: Sequence[Tuple[Card, int]]
) -> Tuple[Tuple[Card, ...], ...]:
    grown = [list(m) for m in knocker_melds]
    for card, k in layoffs:
        grown[k].append(card)
    return tuple(tuple(sorted(m, key=lambda c: (c.rank, c.suit))) for m in grown)


GIN_OPTIONS: Tuple[OptionSpec, ...] = (
    OptionSpec("allow_discard_of_drawn_upcard", False, "G-6", "a card taken from the discard pile may be discarded at once"),
    OptionSpec("big_gin", False, "G-8", "all cards melded before the discard ends the hand as big gin"),
    OptionSpec("big_gin_bonus", 31, "G-8", "bonus for big gin", maximum=1000),
    OptionSpec("stock_end", "reshuffle", "G-11", "when the stock is down to 2 cards", choices=("reshuffle", "draw")),
    OptionSpec("gin_bonus", 25, "G-12", "bonus for gin", maximum=1000),
    OptionSpec("undercut_bonus", 25, "G-12", "bonus for an undercut", maximum=1000),
    OptionSpec("target", 100, "G-13", "the match ends when a total reaches this", minimum=1, maximum=100_000),
)

OKLAHOMA_OPTIONS: Tuple[OptionSpec, ...] = (
    OptionSpec("site_rules", False, "OK-7", "the rummy site's version: knock limit 10, reshuffle, penalty scoring"),
    OptionSpec("ace_upcard_gin_only", False, "OK-2", "an ace up-card means only gin ends the hand"),
    OptionSpec("spade_doubles", False, "OK-2", "a spade up-card doubles the hand's score"),
    OptionSpec("allow_discard_of_drawn_upcard", False, "G-6", "a card taken from the discard pile may be discarded at once"),
    OptionSpec("big_gin", False, "G-8", "all cards melded before the discard ends the hand as big gin"),
    OptionSpec("big_gin_bonus", 31, "G-8", "bonus for big gin", maximum=1000),
    OptionSpec("stock_end", "draw", "OK-4", "when the stock is down to 2 cards", choices=("reshuffle", "draw")),
    OptionSpec("gin_bonus", 25, "OK-5", "bonus for gin", maximum=1000),
    OptionSpec("undercut_bonus", 10, "OK-5", "bonus for an undercut", maximum=1000),
    OptionSpec("target", 100, "OK-6", "the match ends when a total reaches this", minimum=1, maximum=100_000),
    OptionSpec("line_and_game_bonus", False, "OK-6", "100 for winning the match and 25 per hand won"),
)

# OK-7: the site's version changes these defaults (explicit options still win).
SITE_RULES_DEFAULTS: Dict[str, OptionValue] = {"stock_end": "reshuffle", "undercut_bonus": 25}


@dataclass
class _Knock:
    """The lay-off phase's bookkeeping (G-9)."""

    knocker: int
    arrangement: melds.Arrangement
    queue: List[int]
    layoffs: Dict[int, List[Tuple[Card, int]]] = field(default_factory=dict)
    finished: Dict[int, melds.Arrangement] = field(default_factory=dict)


class GinRummy(Game):
    name = "gin"
    upcard_sets_knock_limit = False  # OK-2: in Oklahoma Gin the first up-card does
    title = "Gin Rummy"
    scoring = "penalty"  # G-12
    match_rule = "G-13"

    def __init__(self, players: int, options: Optional[Mapping[str, Any]], seed: int):
        super().__init__(players, options, seed)
        self.hands_won = [0] * players
        self.dealer = self.rng.randrange(players)  # C-7: the first dealer from the seed
        self._deal()

    @classmethod
    def option_specs(cls) -> Sequence[OptionSpec]:
        return GIN_OPTIONS

    # --- rule parameters that Oklahoma changes --------------------------------------------

    def _knock_limit(self, upcard: Card) -> int:
        return 10  # G-7

    def _multiplier(self, upcard: Card) -> int:
        return 1

    @property
    def cards_each(self) -> int:
        return 10 if self.players == 2 else 7  # G-1

    # --- dealing ---------------------------------------------------------------------------

    def new_deck(self) -> List[Card]:
        return make_deck()

    def deal_places(self) -> List[Union[int, str]]:
        """G-1: one card at a time from the left of the dealer, then the up-card, then the stock."""
        n, dealt = self.players, self.cards_each * self.players
        return [(self.dealer + 1 + i) % n for i in range(dealt)] + ["up"] + ["stock"] * (len(self.new_deck()) - dealt - 1)

    def _deal(self, deck: Optional[List[Card]] = None) -> None:
        """G-1: deal one at a time from the left of the dealer, turn up the next card."""
        if deck is None:
            deck = shuffled(self.new_deck(), self.deal_rng())
        n = self.players
        self.hands: List[List[Card]] = [[] for _ in range(n)]
        self.stock: List[Card] = []  # drawn from the end
        for card, place in zip(deck, self.deal_places()):
            if place == "up":
                self.upcard = card
            elif place == "stock":
                self.stock.append(card)
            else:
                self.hands[int(place)].append(card)
        self.discard: List[Card] = [self.upcard]
        self.knock_limit = self._knock_limit(self.upcard)
        self.multiplier = self._multiplier(self.upcard)
        self.hand_number += 1
        self.phase = Phase.UPCARD
        self.to_act = (self.dealer + 1) % n
        self.passes = 0
        self.stock_only = False  # G-4: after every player passed, the first draw is from the stock
        self.drawn_from_discard: Optional[Card] = None
        self.reshuffles = 0
        self.knock: Optional[_Knock] = None
        self.log: List[Tuple[int, Action]] = []  # (seat, action) of the hand so far, as everyone saw it

    # --- checks: one per rule, used by legal_actions, apply and the UI ----------------------

    def _refuse_if_over(self) -> None:
        if self.phase == Phase.MATCH_OVER:
            raise IllegalActionError(self.match_rule, "the match is over")

    def _need_phase(self, wanted: str, rule: str, message: str) -> None:
        self._refuse_if_over()
        if self.phase != wanted:
            raise IllegalActionError(rule, message)

    def _need_card(self, card: Card) -> None:
        assert self.to_act is not None
        if card not in self.hands[self.to_act]:
            raise IllegalActionError("C-6", f"you do not hold {card}")

    def _check_not_just_taken(self, card: Card) -> None:
        if card == self.drawn_from_discard and not self.options["allow_discard_of_drawn_upcard"]:
            raise IllegalActionError("G-6", f"{card} was just taken from the discard pile and cannot be discarded this turn")

    def check(self, action: Action) -> None:
        self._refuse_if_over()
        if isinstance(action, LayOff) and (isinstance(action.meld, bool) or not isinstance(action.meld, int)):
            raise IllegalActionError("G-9", f"the knocker's meld is given by its number, not {action.meld!r}")
        if isinstance(action, (TakeUpcard, Pass)):
            self._need_phase(Phase.UPCARD, "G-4", "the up-card is only offered before the first turn")
        elif isinstance(action, (DrawStock, DrawDiscard)):
            self._need_phase(Phase.DRAW, self._turn_rule(), self._not_draw_reason())
            if isinstance(action, DrawDiscard) and self.stock_only:
                raise IllegalActionError("G-4", "every player passed the up-card: this first turn draws from the stock")
        elif isinstance(action, (Discard, Knock)):
            self._need_phase(Phase.DISCARD, self._turn_rule(), self._not_discard_reason())
            self._need_card(action.card)
            self._check_not_just_taken(action.card)
            if isinstance(action, Knock):
                self._check_knock(action.card)
        elif isinstance(action, BigGin):
            if not self.options["big_gin"]:
                raise IllegalActionError("G-8", "big gin is not played (option big_gin is off)")
            self._need_phase(Phase.DISCARD, self._turn_rule(), self._not_discard_reason())
            assert self.to_act is not None
            if melds.deadwood(self.hands[self.to_act]) != 0:
                raise IllegalActionError("G-8", "big gin needs every card of the hand in melds")
        elif isinstance(action, LayOff):
            self._need_phase(Phase.LAYOFF, "G-9", "cards are laid off only after a knock that is not gin")
            self._need_card(action.card)
            self._check_layoff(action.card, action.meld)
        elif isinstance(action, FinishLayoff):
            self._need_phase(Phase.LAYOFF, "G-9", "there are no lay-offs to finish")
        elif isinstance(action, NextHand):
            self._need_phase(Phase.HAND_OVER, self.match_rule, "the hand is not over yet")
        else:
            raise IllegalActionError("C-6", f"{action} is not an action of {self.title}")

    def _turn_rule(self) -> str:
        """The rule a draw or a discard out of its time breaks: while the up-card is offered,
        the offer's (G-4); else the turn's order (C-6)."""
        return "G-4" if self.phase == Phase.UPCARD else "C-6"

    def _not_draw_reason(self) -> str:
        if self.phase == Phase.UPCARD:
            return "the up-card offer comes first: take it or pass"
        if self.phase == Phase.DISCARD:
            return "you have already drawn this turn; now discard"
        return "nobody draws now"

    def _not_discard_reason(self) -> str:
        if self.phase == Phase.DRAW:
            return "draw a card first (from the stock or the discard pile)"
        if self.phase == Phase.UPCARD:
            return "the up-card offer comes first: take it or pass"
        return "nobody discards now"

    def _knock_rule(self) -> str:
        return "G-7"

    def _check_knock(self, card: Card) -> None:
        assert self.to_act is not None
        rest = [c for c in self.hands[self.to_act] if c != card]
        left = melds.deadwood(rest)
        if left > self.knock_limit:
            if self.knock_limit == 0:
                raise IllegalActionError(self._knock_rule(), f"only gin ends this hand; discarding {card} leaves deadwood {left}")
            raise IllegalActionError(
                self._knock_rule(),
                f"discarding {card} leaves deadwood {left}; knocking needs {self.knock_limit} or less",
            )

    def _check_layoff(self, card: Card, meld_index: int) -> None:
        assert self.knock is not None and self.to_act is not None
        targets = extended_melds(self.knock.arrangement.melds, self.knock.layoffs.get(self.to_act, []))
        if not 0 <= meld_index < len(targets):
            raise IllegalActionError("G-9", f"the knocker has no meld {meld_index} (melds 0 to {len(targets) - 1})")
        if not melds.extends(targets[meld_index], card):
            raise IllegalActionError("G-9", f"{card} does not extend the knocker's meld {cards_text(targets[meld_index])}")

    def _candidates(self) -> List[Action]:
        if self.phase == Phase.UPCARD:
            return [TakeUpcard(), Pass()]
        if self.phase == Phase.DRAW:
            return [DrawStock(), DrawDiscard()]
        if self.phase == Phase.DISCARD:
            assert self.to_act is not None
            hand = self.hands[self.to_act]
            out: List[Action] = [Discard(c) for c in hand]
            out.extend(Knock(c) for c in hand)
            out.append(BigGin())
            return out
        if self.phase == Phase.LAYOFF:
            assert self.knock is not None and self.to_act is not None
            count = len(self.knock.arrangement.melds)
            out = [LayOff(c, k) for c in self.hands[self.to_act] for k in range(count)]
            out.append(FinishLayoff())
            return out
        if self.phase == Phase.HAND_OVER:
            return [NextHand()]
        return []

    # --- applying ----------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        if seat is not None:
            self.log.append((seat, action))
        if isinstance(action, TakeUpcard):
            assert seat is not None
            card = self.discard.pop()
            self.hands[seat].append(card)
            self.drawn_from_discard = card
            self.phase = Phase.DISCARD
        elif isinstance(action, Pass):
            assert seat is not None
            self.passes += 1
            self.to_act = (seat + 1) % self.players
            if self.passes == self.players:
                self.phase = Phase.DRAW
                self.stock_only = True
        elif isinstance(action, DrawStock):
            assert seat is not None
            self.hands[seat].append(self.stock.pop())
            self.stock_only = False
            self.phase = Phase.DISCARD
        elif isinstance(action, DrawDiscard):
            assert seat is not None
            card = self.discard.pop()
            self.hands[seat].append(card)
            self.drawn_from_discard = card
            self.phase = Phase.DISCARD
        elif isinstance(action, Discard):
            assert seat is not None
            self.hands[seat].remove(action.card)
            self.discard.append(action.card)
            self.drawn_from_discard = None
            self._after_discard(seat)
        elif isinstance(action, Knock):
            assert seat is not None
            self.hands[seat].remove(action.card)
            self.discard.append(action.card)
            self.drawn_from_discard = None
            self._start_knock(seat)
        elif isinstance(action, BigGin):
            assert seat is not None
            self.drawn_from_discard = None
            self._settle(seat, melds.best_arrangement(self.hands[seat]), big_gin=True)
        elif isinstance(action, LayOff):
            assert seat is not None and self.knock is not None
            self.hands[seat].remove(action.card)
            self.knock.layoffs.setdefault(seat, []).append((action.card, action.meld))
        elif isinstance(action, FinishLayoff):
            assert seat is not None and self.knock is not None
            self.knock.finished[seat] = melds.best_arrangement(self.hands[seat])
            self.knock.queue.pop(0)
            if self.knock.queue:
                self.to_act = self.knock.queue[0]
            else:
                self._settle(self.knock.knocker, self.knock.arrangement)
        elif isinstance(action, NextHand):
            self._deal()

    def _after_discard(self, seat: int) -> None:
        """G-11 / OK-4: a discard that leaves 2 cards in the stock rebuilds it or ends the hand."""
        if len(self.log) >= HAND_ACTION_LIMIT:
            self._settle_draw()
            return
        if len(self.stock) <= 2:
            rebuildable = len(self.discard) > 1 and self.reshuffles < RESHUFFLE_LIMIT
            if self.options["stock_end"] == "draw" or not rebuildable:
                self._settle_draw()
                return
            top = self.discard.pop()
            self.stock = shuffled(self.discard, self.rng) + self.stock  # under the 2 cards left
            self.discard = [top]
            self.reshuffles += 1
        self.to_act = (seat + 1) % self.players
        self.phase = Phase.DRAW

    def _start_knock(self, knocker: int) -> None:
        arrangement = melds.best_arrangement(self.hands[knocker])
        if arrangement.deadwood_value == 0:
            self._settle(knocker, arrangement)  # G-8: after gin nobody lays off
            return
        queue = [(knocker + i) % self.players for i in range(1, self.players)]
        self.knock = _Knock(knocker, arrangement, queue)
        self.phase = Phase.LAYOFF
        self.to_act = queue[0]

    # --- scoring -----------------------------------------------------------------------------

    def _settle_draw(self) -> None:
        results = tuple(
            self._player_result(seat, melds.best_arrangement(self.hands[seat]), (), 0) for seat in range(self.players)
        )
        self._finish_hand(ResultKind.DRAW, None, None, results)

    def _player_result(
        self, seat: int, arrangement: melds.Arrangement, layoffs: Sequence[Tuple[Card, int]], points: int
    ) -> PlayerResult:
        return PlayerResult(seat, arrangement.melds, tuple(layoffs), arrangement.deadwood, arrangement.deadwood_value, points)

    def _settle(self, knocker: int, arrangement: melds.Arrangement, big_gin: bool = False) -> None:
        """G-10 and G-12 (penalty) or OK-5 (points) once every opponent has laid off."""
        n = self.players
        opponents = [(knocker + i) % n for i in range(1, n)]
        finals: Dict[int, melds.Arrangement] = {knocker: arrangement}
        layoffs: Dict[int, List[Tuple[Card, int]]] = {}
        if self.knock is not None:
            finals.update(self.knock.finished)
            layoffs = self.knock.layoffs
        for seat in opponents:
            finals.setdefault(seat, melds.best_arrangement(self.hands[seat]))
        dw = {seat: finals[seat].deadwood_value for seat in range(n)}
        k = dw[knocker]
        if k == 0:
            kind = ResultKind.BIG_GIN if big_gin else ResultKind.GIN
            winner = knocker
        else:
            undercutters = [seat for seat in opponents if dw[seat] <= k]
            if undercutters:
                kind = ResultKind.UNDERCUT
                best = min(dw[s] for s in undercutters)
                winner = next(s for s in undercutters if dw[s] == best)  # G-10: first in seat order
            else:
                kind = ResultKind.KNOCK
                winner = knocker
        points = self._points(kind, knocker, winner, dw)
        points = [p * self.multiplier for p in points]
        results = tuple(self._player_result(s, finals[s], layoffs.get(s, []), points[s]) for s in range(n))
        self._finish_hand(kind, knocker, winner, results)

    def _points(self, kind: ResultKind, knocker: int, winner: int, dw: Mapping[int, int]) -> List[int]:
        """G-12 penalty points: what each player adds to its total (lower is better)."""
        o = self.options
        n = self.players
        pts = [0] * n
        if kind in GINS:
            bonus = int(o["big_gin_bonus"] if kind == ResultKind.BIG_GIN else o["gin_bonus"])
            for seat in range(n):
                if seat != knocker:
                    pts[seat] = dw[seat] + bonus
        elif kind == ResultKind.KNOCK:
            for seat in range(n):
                if seat != knocker:
                    pts[seat] = dw[seat] - dw[knocker]
        else:
            u = dw[winner]
            for seat in range(n):
                if seat == knocker:
                    pts[seat] = dw[knocker] - u + int(o["undercut_bonus"])
                elif seat != winner:
                    pts[seat] = max(0, dw[seat] - u)
        return pts

    def _finish_hand(
        self, kind: ResultKind, knocker: Optional[int], winner: Optional[int], results: Tuple[PlayerResult, ...]
    ) -> None:
        result = HandResult(
            number=self.hand_number,
            dealer=self.dealer,
            kind=kind,
            knocker=knocker,
            winner=winner,
            knock_limit=self.knock_limit,
            multiplier=self.multiplier,
            scoring=self.scoring,
            players=results,
        )
        if winner is not None:
            self.hands_won[winner] += 1
        # G-13 / OK-6: the winner of a hand deals the next one (after a drawn hand, the same dealer);
        # the match ends at the target (G-13: the lowest penalty total wins, ties share the win)
        self.end_hand(result, [r.points for r in results], self.dealer if winner is None else winner)

    # --- views, invariants, saving -------------------------------------------------------------

    def view(self, seat: int) -> GinView:
        knock = self.knock if self.phase == Phase.LAYOFF else None
        return GinView(
            **self.view_fields(seat),
            upcard=self.upcard,
            knock_limit=self.knock_limit,
            multiplier=self.multiplier,
            upcard_sets_knock_limit=self.upcard_sets_knock_limit,
            knocker=knock.knocker if knock else None,
            knocker_melds=knock.arrangement.melds if knock else (),
            knocker_deadwood=knock.arrangement.deadwood if knock else (),
            layoffs={s: tuple(v) for s, v in knock.layoffs.items()} if knock else {},
        )

    def all_cards(self) -> List[Card]:
        cards = [c for hand in self.hands for c in hand] + self.stock + self.discard
        if self.knock is not None:  # cards laid off sit on the table until the next deal
            cards += [c for lays in self.knock.layoffs.values() for c, _k in lays]
        return cards

    def snapshot(self) -> Dict[str, Any]:
        knock = None
        if self.knock is not None:
            knock = {
                "knocker": self.knock.knocker,
                "melds": [cards_text(m) for m in self.knock.arrangement.melds],
                "queue": list(self.knock.queue),
                "layoffs": {s: [(str(c), k) for c, k in v] for s, v in self.knock.layoffs.items()},
                "finished": sorted(self.knock.finished),
            }
        return {
            "phase": self.phase,
            "to_act": self.to_act,
            "dealer": self.dealer,
            "hands": [cards_text(h) for h in self.hands],
            "stock": cards_text(self.stock),
            "discard": cards_text(self.discard),
            "upcard": str(self.upcard),
            "knock_limit": self.knock_limit,
            "passes": self.passes,
            "stock_only": self.stock_only,
            "drawn_from_discard": str(self.drawn_from_discard) if self.drawn_from_discard else None,
            "reshuffles": self.reshuffles,
            "knock": knock,
            "scores": list(self.scores),
            "hands_won": list(self.hands_won),
            "hand_number": self.hand_number,
            "results": len(self.results),
            "winners": list(self.winners),
            "rng": hash(self.rng.getstate()),
            "actions": list(self.actions),
        }

    copied_lists = ("actions", "scores", "results", "hands_won", "stock", "discard", "log")

    def copy(self) -> "GinRummy":
        other = super().copy()
        assert isinstance(other, GinRummy)
        if self.knock is not None:
            other.knock = _Knock(
                self.knock.knocker,
                self.knock.arrangement,
                list(self.knock.queue),
                {s: list(v) for s, v in self.knock.layoffs.items()},
                dict(self.knock.finished),
            )
        return other


class OklahomaGin(GinRummy):
    name = "oklahoma"
    upcard_sets_knock_limit = True  # OK-2 (shown above the piles; 10 under the site's rules, OK-7)
    title = "Oklahoma Gin"
    match_rule = "OK-6"

    def __init__(self, players: int, options: Optional[Mapping[str, Any]], seed: int):
        site = isinstance(options, Mapping) and options.get("site_rules") is True
        self.scoring = "penalty" if site else "points"  # OK-7 / OK-5
        super().__init__(players, options, seed)

    @classmethod
    def option_specs(cls) -> Sequence[OptionSpec]:
        return OKLAHOMA_OPTIONS

    @classmethod
    def preset(cls, options: Optional[Mapping[str, Any]]) -> Dict[str, OptionValue]:
        site = isinstance(options, Mapping) and options.get("site_rules") is True
        return dict(SITE_RULES_DEFAULTS) if site else {}

    def _knock_limit(self, upcard: Card) -> int:
        if self.options["site_rules"]:
            return 10  # OK-7
        if upcard.rank == 1 and self.options["ace_upcard_gin_only"]:
            return 0  # OK-2 house rule
        return melds.gin_value(upcard)  # OK-2

    def _multiplier(self, upcard: Card) -> int:
        return 2 if self.options["spade_doubles"] and upcard.suit == "s" else 1  # OK-2

    def _knock_rule(self) -> str:
        return "OK-7" if self.options["site_rules"] else "OK-2"

    def _points(self, kind: ResultKind, knocker: int, winner: int, dw: Mapping[int, int]) -> List[int]:
        if self.scoring == "penalty":
            return super()._points(kind, knocker, winner, dw)
        # OK-5: points go to the hand's winner, summed over the opponents.
        o = self.options
        n = self.players
        pts = [0] * n
        if kind in GINS:
            bonus = int(o["big_gin_bonus"] if kind == ResultKind.BIG_GIN else o["gin_bonus"])
            pts[knocker] = sum(dw[s] + bonus for s in range(n) if s != knocker)
        elif kind == ResultKind.KNOCK:
            pts[knocker] = sum(dw[s] - dw[knocker] for s in range(n) if s != knocker)
        else:
            u = dw[winner]
            pts[winner] = dw[knocker] - u + int(o["undercut_bonus"])
            pts[winner] += sum(max(0, dw[s] - u) for s in range(n) if s not in (knocker, winner))
        return pts

    def finish_match(self) -> None:
        if self.scoring == "penalty":
            super().finish_match()
            return
        if self.options["line_and_game_bonus"]:
            # OK-6 classic bonuses, added when the match ends.
            leader = max(range(self.players), key=lambda s: (self.scores[s], -s))
            self.scores[leader] += 100
            for s in range(self.players):
                self.scores[s] += 25 * self.hands_won[s]
        best = max(self.scores)
        self.winners = tuple(s for s in range(self.players) if self.scores[s] == best)
        self.phase = Phase.MATCH_OVER
