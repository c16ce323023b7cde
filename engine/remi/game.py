"""What every game shares: the action/check/apply cycle, the history, saving and loading.

A game is fully determined by its name, number of players, options, seed and the list of
actions applied (C-8): ``to_dict`` stores exactly that and ``load_game`` replays it, so a
save, a replay and a shared link are the same thing.

The registry (``registry.py``) creates games by name and rebuilds them from saves.

``apply`` mutates the game in place. It first calls ``check``, which raises
``IllegalActionError`` naming the rule before anything is touched, so a refused action
leaves the game exactly as it was. ``legal_actions`` lists the candidates that pass the same
``check``: one place per rule decides listing, refusal and enforcement.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Dict, Iterator, List, Mapping, Optional, Protocol, Self, Sequence, Tuple, Union, overload

from .actions import Action, parse_action
from .cards import Card
from .errors import IllegalActionError, InvalidOptionError, InvalidSaveError, RemiError, quoted
from .options import OptionSpec, OptionValue, check_players, resolve_options

SAVE_FORMAT = "remi-save"
SAVE_VERSION = 1

# What a save may hold: far above any real match (a long match of Traditional Rummy holds a few
# thousand actions and some tens of kilobytes), low enough that a damaged or hostile save is
# refused at once with a short message (a quote of 40 characters), whatever its size.
MAX_SAVE_CHARS = 2_000_000
MAX_SAVE_DEPTH = 8  # nesting of objects and lists: a save has 2, a page's save around it 2 more
MATCH_HAND_LIMIT = 300  # a match stops after this many hands (deals) at the latest (rules-notes.md)
# A match also stops at the end of a deal once its record (each action's text and the 4 characters
# around it in a save) reaches MATCH_RECORD_LIMIT (rules-notes.md): a real match holds some tens of
# thousands, two players who only ever take the discard back 26,000 a deal. One more deal (Gin's at
# most 2,001 actions, a table deal's 1,000 turns) keeps the engine's save of any legal match below
# MAX_SAVE_CHARS and MAX_ACTIONS (4-letter actions at least): the engine always reads its own saves.
MATCH_RECORD_LIMIT = 1_500_000
MAX_ACTIONS = 200_000
# A seed is a whole number from 0 to MAX_SEED. It travels in saves and links that JavaScript
# reads too, where a whole number above 2**53 loses its last digits (another seed, other deals);
# and Python's generator seeds -5 as 5, so a negative seed would deal a positive one's cards.
MAX_SEED = 2**53 - 1

_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def is_seed(value: object) -> bool:
    """Whether ``value`` is a seed: a whole number (not a bool) from 0 to ``MAX_SEED``."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_SEED


class Phase(StrEnum):
    """The phases of a hand. Each is its string too (``Phase.DRAW == "draw"``), so it prints,
    serialises and compares plainly."""

    UPCARD = "upcard"  # G-4: the first up-card is offered round the table
    DRAW = "draw"  # C-6: the player to act must draw
    DISCARD = "discard"  # C-6: the player has drawn and must discard (or knock, meld, ...)
    LAYOFF = "layoff"  # G-9: after a knock, opponents lay off one by one
    HAND_OVER = "hand_over"  # the hand is scored; ``next hand`` deals the next one
    MATCH_OVER = "match_over"  # the match has a winner; no action is legal


class ResultKind(StrEnum):
    """How a hand (a deal) ended, in every game: a value, each its string too, as ``Phase``.
    The Gin family's hands end by ``GIN``, ``BIG_GIN``, ``KNOCK``, ``UNDERCUT`` or ``DRAW``; the
    table games' deals by ``RUMMY`` (all at once, TR-11), ``HAND`` (Remi 51's from the hand,
    R51-11), ``OUT`` or ``DRAW``."""

    GIN = "gin"
    BIG_GIN = "big_gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"
    RUMMY = "rummy"
    HAND = "hand"
    OUT = "out"
    DRAW = "draw"


@dataclass(frozen=True)
class View:
    """What one player may see, in every game: its hand, the piles, everyone's counts and
    scores, the hand's public actions, and (when it is its turn) its legal actions. Each family
    extends it (``GinView``, ``TableView``); nothing in a view shows another hand or the stock."""

    game: str
    seat: int
    players: int
    phase: Phase
    to_act: Optional[int]
    dealer: int
    hand: Tuple[Card, ...]
    hand_sizes: Tuple[int, ...]
    stock_size: int
    discard_pile: Tuple[Card, ...]
    drawn_from_discard: Optional[Card]  # the card this player took from the pile this turn
    scores: Tuple[int, ...]
    hand_number: int
    options: Mapping[str, OptionValue]
    log: Tuple[Tuple[int, Action], ...]  # (seat, action) of the hand so far, as everyone saw it
    winners: Tuple[int, ...]
    scoring: str  # "penalty": lower totals win; "points": higher (Oklahoma Gin's own scoring)
    results: Tuple[Any, ...]  # each finished deal's result, as the family records it (every hand shown)
    played: int  # the actions of the match so far (everyone sees how many): a position's count
    seeded: bool  # C-8: each deal dealt from the match's seed (not in a save of an earlier release)
    legal_actions: Sequence[Action]  # empty unless it is this player's turn (``LegalActions``: listed when read)


class LegalActions(Sequence[Action]):
    """A view's legal actions, listed only when first read, then kept: in the table games they
    are a search over melds, builds and exchanges (up to 436 ms on a slow phone), which a page
    drawing the table from a view does not need. They are those of the game as it was when the
    view was made: read after the game moved on, the game is replayed to that point (C-8)."""

    __slots__ = ("_game", "_count", "_items")

    def __init__(self, game: "Game") -> None:
        self._game: Optional[Game] = game
        self._count = len(game.actions)
        self._items: Optional[Tuple[Action, ...]] = None

    def _listed(self) -> Tuple[Action, ...]:
        if self._items is None:
            game = self._game
            assert game is not None
            if len(game.actions) != self._count:
                game = game.replayed(self._count)
            self._items = tuple(game.legal_actions())
            self._game = None  # (the view keeps no way to the whole game)
        return self._items

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[Action, Sequence[Action]]:
        return self._listed()[index]

    def __len__(self) -> int:
        return len(self._listed())

    def __iter__(self) -> Iterator[Action]:
        return iter(self._listed())

    def __contains__(self, action: object) -> bool:
        return action in self._listed()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (LegalActions, tuple, list)):
            return self._listed() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._listed())

    def __repr__(self) -> str:
        return repr(self._listed()) if self._items is not None else "LegalActions(not listed yet)"


class Player(Protocol):
    """A computer player: it sees one view and answers with one legal action. It is asked when
    ``view.to_act == view.seat``, and must look at nothing but the view. (The view is typed by
    each family's players: a Gin player takes a ``GinView``, a table player a ``TableView``.)"""

    def choose(self, view: Any) -> Action: ...


class Game:
    """Base class of every game. Subclasses implement the rules; this class the bookkeeping."""

    name: str = ""
    title: str = ""
    scoring = "penalty"  # lower totals win (G-12, TR-11, R51-12); Oklahoma Gin's own scoring: "points"
    min_players = 2
    max_players = 4
    default_players = 2
    # rules whose check reads the mover's whole hand beyond the cards it plays: at a live table
    # another browser cannot check them until the deal's end (``remi.live``)
    hidden_hand_rules: frozenset[str] = frozenset()

    def __init__(self, players: int, options: Optional[Mapping[str, Any]], seed: int):
        """A match for ``players`` with ``options`` as given (checked, defaults filled in: an
        unknown option, a player count the game does not take or a ``seed`` that is not a whole
        number from 0 to ``MAX_SEED`` raises ``InvalidOptionError``)."""
        check_players(self.name, players, self.min_players, self.max_players)
        if not is_seed(seed):
            raise InvalidOptionError(f"the seed is a whole number from 0 to {MAX_SEED}, not {quoted(seed)}")
        self.players = players
        self.options: Dict[str, OptionValue] = resolve_options(self.name, self.option_specs(), options, self.preset(options))
        self.given_options = dict(options or {})
        self.seed = seed
        self.rng = random.Random(seed)
        # C-8: each deal after the first shuffled by a generator of its own (``deal_rng``); off
        # for a save made before there was this (``load_game``), which replays as it was played
        self.deals_seeded = True
        self.actions: List[str] = []
        self.phase = Phase.DRAW
        self.to_act: Optional[int] = None
        # The match, as every game keeps it (each game fills these in).
        self.scores: List[int] = [0] * players
        self.results: List[Any] = []
        self.winners: Tuple[int, ...] = ()
        self.hand_number = 0
        self.dealer = 0
        # ``legal_actions`` of the state reached by these actions (see there).
        self._legal_memo: Optional[Tuple[Tuple[Any, ...], Tuple[Action, ...]]] = None

    # --- to be provided by each game -----------------------------------------------------

    @classmethod
    def option_specs(cls) -> Sequence[OptionSpec]:
        raise NotImplementedError

    @classmethod
    def preset(cls, options: Optional[Mapping[str, Any]]) -> Dict[str, OptionValue]:
        """Defaults that the given options change (Oklahoma Gin's site rules, OK-7)."""
        return {}

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` (with the rule id) unless ``action`` is legal now."""
        raise NotImplementedError

    def _candidates(self) -> List[Action]:
        """Every action that might be legal now; ``legal_actions`` filters them by ``check``."""
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def view(self, seat: int) -> View:
        """What the player in ``seat`` may see: its hand, the table, public history."""
        raise NotImplementedError

    def new_deck(self) -> List[Card]:
        """The cards a deal is dealt from, in their order before the shuffle (public)."""
        raise NotImplementedError

    def deal_places(self) -> List[Union[int, str]]:
        """Where each card of the shuffled deck goes, in order: a seat, ``"up"`` (the card
        turned up) or ``"stock"`` (drawn from the end). A live table reads it to know whose each
        position is (``remi.live``)."""
        raise NotImplementedError

    def _deal(self, deck: Optional[List[Card]] = None) -> None:
        """Deal the next hand from ``deck`` in that order (``deal_places``), shuffled from the
        seed when not given (C-8)."""
        raise NotImplementedError

    def redeal(self, deck: Sequence[Card]) -> None:
        """Deal the hand just dealt again, from ``deck`` in that order: a live table's deal,
        which no seed chose (``remi.live``). Only before anyone acted in it."""
        if self.log or self.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            raise ValueError("a hand is dealt again only before anyone acted in it")
        if len(deck) != len(self.deal_places()):
            raise ValueError(f"a deck of {len(deck)} cards for a deal of {len(self.deal_places())}")
        self.hand_number -= 1
        self._deal(list(deck))

    def apply_unchecked(self, action: Union[str, Action]) -> "Game":
        """Apply ``action`` for the player to act without the rules' check: a move another
        browser played at a live table, where the checks that need the mover's hidden cards
        cannot be made here until the deal's end (``remi.live`` makes the others)."""
        parsed = parse_action(action)
        self._apply(parsed)
        self.actions.append(str(parsed))
        return self

    # The deal, as every game keeps it (each game deals it): what ``view_fields`` shows.
    hands: List[List[Card]]
    stock: List[Card]  # drawn from the end
    discard: List[Card]  # the discard pile, its top card last
    drawn_from_discard: Optional[Card]  # the card the player to act took from the pile this turn
    log: List[Tuple[int, Action]]  # (seat, action) of the deal so far, as everyone saw it

    def view_fields(self, seat: int) -> Dict[str, Any]:
        """The fields of ``View`` as ``seat`` sees them now, for each family's ``view`` to extend
        (``GinView(**self.view_fields(seat), upcard=...)``): written once, checked as a ``View``."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} in a game of {self.players}")
        mine = self.to_act == seat
        shared = View(
            game=self.name,
            seat=seat,
            players=self.players,
            phase=self.phase,
            to_act=self.to_act,
            dealer=self.dealer,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            stock_size=len(self.stock),
            discard_pile=tuple(self.discard),
            drawn_from_discard=self.drawn_from_discard if mine else None,
            scores=tuple(self.scores),
            hand_number=self.hand_number,
            options=dict(self.options),
            log=tuple(self.log),
            winners=self.winners,
            scoring=self.scoring,
            results=tuple(self.results),
            played=len(self.actions),
            seeded=self.deals_seeded,
            legal_actions=LegalActions(self) if mine else (),
        )
        return dict(shared.__dict__)

    def deal_rng(self) -> random.Random:
        """The generator a new deal is shuffled with, and its stock rebuilt with (C-8). From the
        second deal on it is the deal's own, started from the seed and the deal's number: every
        deal of a seed holds the same cards whatever was played in the deals before it (a
        friend given a challenge meets the challenger's deals, a rebuilt stock or not). Before
        (``deals_seeded`` off: a save of an earlier release) the match's one generator went on."""
        if self.deals_seeded and self.hand_number >= 1:
            self.rng = random.Random(f"remi-deal:{self.seed}:{self.hand_number + 1}")
        return self.rng

    # Attributes that are lists changed in place by ``apply``: ``copy`` gives the copy its own.
    copied_lists: Tuple[str, ...] = ("actions", "scores", "results")

    def copy(self) -> Self:
        """An independent copy, for computer players that look ahead (and tests)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        for name in self.copied_lists:
            setattr(other, name, list(getattr(self, name)))
        other.hands = [list(h) for h in self.hands]
        return other

    def replayed(self, count: int) -> Self:
        """The game as it was after its first ``count`` actions (0 … ``len(actions)``): a new
        game dealt from the same seed and options, those actions replayed (C-8). Taking back the
        last action is ``replayed(len(actions) - 1)``; a replay of a match steps through them."""
        if not 0 <= count <= len(self.actions):
            raise ValueError(f"a game of {len(self.actions)} actions has no state after {count}")
        other = type(self)(self.players, self.given_options, self.seed)
        other.deals_seeded = self.deals_seeded
        for action in self.actions[:count]:
            other.apply(action)
        return other

    def actors(self) -> List[Optional[int]]:
        """Who played each of the match's actions, in order: the seat to act then (None for the
        "next hand" that ends a deal's wait). The match replayed from its seed (C-8)."""
        other = type(self)(self.players, self.given_options, self.seed)
        other.deals_seeded = self.deals_seeded
        seats: List[Optional[int]] = []
        for action in self.actions:
            seats.append(other.to_act)
            other.apply(action)
        return seats

    def all_cards(self) -> List[Card]:
        """Every physical card wherever it is (hands, stock, piles, table): for invariants."""
        raise NotImplementedError

    def snapshot(self) -> Dict[str, Any]:
        """The complete state as plain data, for equality checks in tests."""
        raise NotImplementedError

    # --- the match: the end of every hand, kept here once -----------------------------------

    def end_hand(self, result: Any, points: Sequence[int], dealer: int) -> None:
        """A hand (a deal) is over: keep its ``result``, add each seat's ``points``, give the
        next deal to ``dealer``, and end the match when it is decided (or after
        ``MATCH_HAND_LIMIT`` hands, or once its record reaches ``MATCH_RECORD_LIMIT``); otherwise
        wait for ``next hand``."""
        self.results.append(result)
        for seat, gained in enumerate(points):
            self.scores[seat] += gained
        self.dealer = dealer
        self.to_act = None
        if self.match_decided() or self.hand_number >= MATCH_HAND_LIMIT or self.record_chars() >= MATCH_RECORD_LIMIT:
            self.finish_match()
        else:
            self.phase = Phase.HAND_OVER

    def record_chars(self) -> int:
        """The characters the actions take in a save: each text, its quotes and separator."""
        return sum(len(action) + 4 for action in self.actions)

    def match_decided(self) -> bool:
        """Whether the match ends now: by default when a total reaches the ``target`` option."""
        return max(self.scores) >= int(self.options["target"])

    def finish_match(self) -> None:
        """End the match: by default the lowest total wins (penalty scoring), ties share the win."""
        best = min(self.scores)
        self.winners = tuple(s for s in range(self.players) if self.scores[s] == best)
        self.phase = Phase.MATCH_OVER

    # --- shared ----------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.MATCH_OVER

    def legal_actions(self) -> List[Action]:
        """Every legal action now. Remembered until the next action is applied: the view, the
        page and the hints ask several times a move, and in the table games the search over
        melds, builds and exchanges is the slow part of a move (up to 16 ms in CPython).
        Only ``apply`` changes a game; the key also holds the phase and the player to act, so
        a state set up by hand (tests) is not answered from an older one."""
        key = (len(self.actions), self.phase, self.to_act)
        memo = self._legal_memo
        if memo is None or memo[0] != key:
            legal = []
            for action in self._candidates():
                try:
                    self.check(action)
                except IllegalActionError:
                    continue
                legal.append(action)
            memo = self._legal_memo = (key, tuple(legal))
        return list(memo[1])

    def is_legal(self, action: Union[str, Action]) -> bool:
        try:
            self.check(parse_action(action))
        except RemiError:
            return False
        return True

    def why_not(self, action: Union[str, Action]) -> Optional[str]:
        """The refusal message for ``action``, or None when it is legal (for the UI)."""
        try:
            self.check(parse_action(action))
        except RemiError as exc:
            return str(exc)
        return None

    def apply(self, action: Union[str, Action], seat: Optional[int] = None) -> "Game":
        """Apply ``action`` (a value or its text) for the player to act; ``seat``, when given,
        must be that player. Returns the game itself, for chaining. What it records is the
        action's text, which reads back as the same action (``parse_action`` takes a value only
        then), so the save replays it (C-8)."""
        parsed = parse_action(action)
        if seat is not None and seat != self.to_act:
            who = "nobody" if self.to_act is None else f"seat {self.to_act}"
            raise IllegalActionError("C-6", f"it is not seat {seat}'s turn but {who}'s")
        self.check(parsed)
        self._apply(parsed)
        self.actions.append(str(parsed))
        return self

    def to_dict(self) -> Dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.name,
            "players": self.players,
            "options": dict(self.given_options),
            "seed": self.seed,
            "actions": list(self.actions),
            "deals_seeded": self.deals_seeded,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)


def load_json(text: Union[str, bytes], what: str = "save", max_chars: int = MAX_SAVE_CHARS) -> Any:
    """``json.loads`` for text from outside (a save, a link, a setting), bounded: longer than
    ``max_chars``, nested deeper than ``MAX_SAVE_DEPTH`` or not JSON raises ``InvalidSaveError``
    at once, with a short message naming ``what`` (no RecursionError, no huge quote)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidSaveError(f"the {what} is not valid JSON (not UTF-8 text)") from None
    if len(text) > max_chars:
        raise InvalidSaveError(f"the {what} is too long ({len(text)} characters; at most {max_chars})")
    depth = 0
    for bracket in _NOT_BRACKET.sub("", _JSON_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_SAVE_DEPTH:
            raise InvalidSaveError(f"the {what} is nested too deep (more than {MAX_SAVE_DEPTH} levels)")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        reason = str(exc) if isinstance(exc, ValueError) else "nested too deep"
        raise InvalidSaveError(f"the {what} is not valid JSON ({reason[:80]})") from None
