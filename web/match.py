"""A match as the page holds it: the game, who sits in each seat, and the one place an action
is applied.

A **seat** is a person at this page (``Person``: one, or several on one device), a computer
player (``Computer``: its level and the engine's player; the page lets it think in a worker),
or a player whose actions arrive from elsewhere (``Remote``: a ``Transport`` gives their
texts). A challenge's play is a ``Remote`` seat fed by a ``Scripted`` transport: the same seats
the page plays, with the challenger's actions read from the link.

``Match.act`` is the only place a page module applies an action to the game (an architecture
test finds any other): it checks that the seat may act and that the action is legal, records
what the person may take back, applies it, and tells the listeners (``Applied``) — the page's
sound, motion, status line, screen reader, save. A refused action (``Refused``) changes
nothing. ``Match.take_back`` puts the game back before the person's last action.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Dict, List, Mapping, Optional, Protocol, Sequence, Tuple, Union

import remi
from remi import Action, Card, Game, NextHand, Phase, Player, RemiError
from remi.players import make_player
from undo import TakeBack

LEAD = 0  # the seat that answers when nobody is to act (a deal's end: "next hand")


@dataclass
class Person:
    """Someone at this page. Several people on one device play pass-and-play."""

    name: str = ""


@dataclass
class Computer:
    """A computer player: its level (``easy`` … ``hard``) and the engine's player made for it."""

    level: str
    player: Player


class Transport(Protocol):
    """Where a remote player's actions come from: their texts, one at a time, in order."""

    def ready(self) -> bool:
        """Whether an action can be taken now without waiting."""

    def take(self) -> str:
        """The next action's text, when ``ready``."""

    async def receive(self) -> str:
        """The next action's text (waits for it)."""


@dataclass
class Remote:
    """A player whose actions arrive through ``transport`` (a friend's browser, a challenge's link)."""

    transport: Transport
    name: str = ""


Seat = Union[Person, Computer, Remote]


class Live(Protocol):
    """A live table between browsers (``remi.live.LiveTable``): what a match played on one asks
    of it. It applies every move itself, this browser's and the others', and tells what it did
    (``remi.live.Moved``), which the match hears (``Match.heard``)."""

    owners: List[int]
    me: int

    def can_act(self, seat: int) -> bool: ...

    def play(self, seat: int, text: str) -> None: ...

    def next_hand(self) -> None: ...


class Elsewhere:
    """A friend's seat at a live table: its moves are not taken from here but told by the table
    (``Match.heard``), so this transport never holds one."""

    def ready(self) -> bool:
        return False

    def take(self) -> str:
        raise LookupError("a friend's moves come from the live table")

    async def receive(self) -> str:
        raise LookupError("a friend's moves come from the live table")


class Scripted:
    """A transport reading a list of action texts: a challenge's play, a test's script."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.texts = tuple(texts)
        self.at = 0  # the texts taken so far

    def ready(self) -> bool:
        return self.at < len(self.texts)

    def take(self) -> str:
        if not self.ready():
            raise EOFError("the script has no more actions")
        text = self.texts[self.at]
        self.at += 1
        return text

    async def receive(self) -> str:
        if not self.ready():  # nothing more will come: wait as for a player who does not answer
            await asyncio.Event().wait()
        return self.take()

    @property
    def left(self) -> int:
        return len(self.texts) - self.at


@dataclass(frozen=True)
class Applied:
    """An action applied: by ``seat``, to ``game`` (which goes on changing), which held
    ``count`` actions before it and ``held`` in that seat's hand; whether it ended the deal (or
    the match), and who was to act after it."""

    seat: int
    action: Action
    game: Game
    count: int
    held: Tuple[Card, ...]
    ended: bool
    to_act: Optional[int]

    @property
    def turn_over(self) -> bool:
        """Whether the seat's turn was over: another was to act, or the deal had ended."""
        return self.to_act != self.seat or self.ended


class Refused(RemiError):
    """An action refused: not this seat's turn, or not legal now (``reason``, the engine's
    error when there is one). The game is as it was."""

    def __init__(self, seat: int, action: Any, reason: str, error: Optional[RemiError] = None) -> None:
        super().__init__(reason)
        self.seat = seat
        self.action = action
        self.reason = reason
        self.error = error


Listener = Callable[[Applied], None]
Think = Callable[[Game, int, Computer], Awaitable[Action]]


@dataclass
class Match:
    """``game`` played by ``seats`` (one per seat of the game). ``takeback`` holds what the
    people may take back; ``listeners`` hear every action applied, in the order they were
    added; ``think`` is how a computer player chooses (the page: its worker; else at once)."""

    game: Game
    seats: List[Seat]
    takeback: TakeBack = field(default_factory=TakeBack)
    listeners: List[Listener] = field(default_factory=list)
    think: Optional[Think] = None
    live: Optional[Live] = None  # a live table: it applies the moves, and the match hears them
    acting: bool = False  # a move of this page is being played at the live table
    just_heard: Optional[Applied] = None
    played_live: Optional[Callable[[], None]] = None  # after a move here at a live table: its messages go

    def __post_init__(self) -> None:
        if len(self.seats) != self.game.players:
            raise ValueError(f"a game of {self.game.players} players has {self.game.players} seats, not {len(self.seats)}")

    @classmethod
    def of(cls, game: Game, levels: Sequence[str], people: Sequence[int] = (LEAD,), names: Sequence[str] = ()) -> "Match":
        """The page's match: ``people`` at this page, computer players of ``levels`` (seat 1
        first) in the others, each made from the game's seed and its seat, as always."""
        seats: List[Seat] = []
        for seat in range(game.players):
            name = names[seat] if seat < len(names) else ""
            if seat in people:
                seats.append(Person(name))
            else:
                level = levels[seat - 1]
                seats.append(Computer(level, make_player(level, game.seed + seat, game.name)))
        return cls(game, seats)

    @classmethod
    def of_live(cls, game: Game, live: Live, levels: Mapping[int, str], names: Sequence[str]) -> "Match":
        """A match at a live table: this browser's seats are people here (``levels``: those it
        plays as computer players, the inviter's), every other seat is a friend elsewhere, whose
        moves the table applies."""
        seats: List[Seat] = []
        for seat in range(game.players):
            name = names[seat] if seat < len(names) else ""
            if live.owners[seat] != live.me:
                seats.append(Remote(Elsewhere(), name))
            elif seat in levels:
                seats.append(Computer(levels[seat], make_player(levels[seat], game.seed + seat, game.name)))
            else:
                seats.append(Person(name))
        return cls(game, seats, live=live)

    # ------------------------------------------------------------------ who

    @property
    def people(self) -> List[int]:
        """The seats of the people at this page."""
        return [s for s, seat in enumerate(self.seats) if isinstance(seat, Person)]

    @property
    def computers(self) -> Dict[int, Computer]:
        return {s: seat for s, seat in enumerate(self.seats) if isinstance(seat, Computer)}

    def answering(self) -> Optional[int]:
        """The seat whose action the game waits for: the one to act, or at a deal's end the
        lead seat (its "next hand"); None once the match is over."""
        game = self.game
        if game.phase == Phase.MATCH_OVER:
            return None
        return game.to_act if game.to_act is not None else LEAD

    def waits_for(self) -> Optional[int]:
        """The seat to act when it is not a person at this page (a computer player, a remote
        player): the page waits for its action. None when a person is to act or nobody is (at a
        live table, a friend's seat too: the table tells its move when it comes)."""
        game = self.game
        if self.live is not None:
            seat = game.to_act
            return seat if seat is not None and isinstance(self.seats[seat], Computer) and self.live.can_act(seat) else None
        if game.to_act is None and game.phase != Phase.MATCH_OVER and isinstance(self.seats[LEAD], Remote):
            return LEAD
        seat = game.to_act
        return seat if seat is not None and not isinstance(self.seats[seat], Person) else None

    def may_act(self, seat: int) -> bool:
        """Whether ``seat`` may act now: it is to act, or at a deal's end it is a person here
        (any of them may deal the next hand) or the lead seat."""
        to_act = self.game.to_act
        if self.live is not None:
            if to_act is None:
                return self.game.phase == Phase.HAND_OVER and isinstance(self.seats[seat], Person)
            return self.live.can_act(seat)
        if to_act is not None:
            return to_act == seat
        return self.game.phase == Phase.HAND_OVER and (seat == LEAD or isinstance(self.seats[seat], Person))

    # ------------------------------------------------------------------ acting

    def act(self, seat: int, action: Union[str, Action], note: Any = None) -> Optional[Applied]:
        """Apply ``action`` for ``seat`` (its value or its text): the only place the page
        applies one. ``Refused`` when the seat may not act or the action is not legal; the
        game is then unchanged. ``note`` goes with what a person may take back (the page's
        status line of that moment). At a live table the table plays it: what was applied at
        once, or None when it waits (a card drawn opens with the others' keys; a move that ends
        the deal waits for its check), which the match hears when it comes."""
        game = self.game
        parsed = self._parsed(seat, action)
        if self.live is not None:
            return self._play_live(seat, parsed)
        try:
            game.check(parsed)
        except RemiError as exc:
            raise Refused(seat, parsed, str(exc), exc) from None
        person = isinstance(self.seats[seat], Person)
        if person:
            self.takeback.before(game, parsed, note)
        count, held = len(game.actions), tuple(game.hands[seat])
        game.apply(parsed)
        self.takeback.after(game)  # (with other people, or in a challenge, the person's moves now stand)
        ended = game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        applied = Applied(seat, parsed, game, count, held, ended, game.to_act)
        for listener in list(self.listeners):
            listener(applied)
        return applied

    def _parsed(self, seat: int, action: Union[str, Action]) -> Action:
        """``action`` read, for a seat that may act now; ``Refused`` else."""
        if not 0 <= seat < self.game.players:
            raise Refused(seat, action, f"no seat {seat} at this table")
        try:
            parsed = remi.parse_action(action)
        except RemiError as exc:
            raise Refused(seat, action, str(exc), exc) from None
        if not self.may_act(seat):
            raise Refused(seat, parsed, f"it is not seat {seat}'s turn")
        return parsed

    def _play_live(self, seat: int, parsed: Action) -> Optional[Applied]:
        live = self.live
        assert live is not None
        self.acting, self.just_heard = True, None
        try:
            if isinstance(parsed, NextHand):
                live.next_hand()
            else:
                live.play(seat, str(parsed))
        except RemiError as exc:  # (LiveError, IllegalActionError: nothing changed)
            raise Refused(seat, parsed, str(exc), exc) from None
        finally:
            self.acting = False
        if self.played_live is not None:
            self.played_live()
        return self.just_heard

    def heard(self, moved: Any) -> Optional[Applied]:
        """What the live table did (``remi.live.Moved``): a move applied, told to the listeners
        as ``act`` tells its own; the table copied as the match's game. None for anything else
        (the first deal, a check begun, the table stopped)."""
        if moved.kind != "move":
            return None
        game = self.game = moved.world
        if moved.action is None:
            return None
        ended = game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        applied = Applied(moved.seat, moved.action, game, moved.count, moved.held, ended, game.to_act)
        for listener in list(self.listeners):
            listener(applied)
        if self.acting:
            self.just_heard = applied
        return applied

    def take_back(self) -> Optional[Tuple[Game, Any]]:
        """The person's last action taken back (and, against computer players only, what they
        did since): the game before it is the match's from now on; its note given back. None
        when there is nothing to take back."""
        back = self.takeback.take_back(self.game)
        if back is not None:
            self.game = back[0]
        return back

    # ------------------------------------------------------------------ the seats that are not here

    def ready(self) -> bool:
        """Whether the seat waited for can answer without waiting: a computer player thinking
        at once, or a transport holding its next action."""
        seat = self.waits_for()
        if seat is None:
            return False
        player = self.seats[seat]
        if isinstance(player, Computer):
            return self.think is None
        return isinstance(player, Remote) and player.transport.ready()

    async def action_of(self, seat: int) -> Action:
        """What the seat waited for plays next: a computer player's choice, or a remote player's
        next action as it arrives (read as an action; not yet checked: ``act`` checks it)."""
        player = self.seats[seat]
        if isinstance(player, Computer):
            if self.think is not None:
                return await self.think(self.game, seat, player)
            return player.player.choose(self.game.view(seat))
        if isinstance(player, Remote):
            return remi.parse_action(await player.transport.receive())
        raise ValueError(f"seat {seat} is a person at this page: their actions come from the page")

    def step(self) -> Optional[Applied]:
        """Play the waited-for seat's action when it can come at once (``ready``); None when
        none can. ``Refused`` when a remote player's action is not legal (nothing changes)."""
        if not self.ready():
            return None
        seat = self.waits_for()
        assert seat is not None
        player = self.seats[seat]
        if isinstance(player, Computer):
            return self.act(seat, player.player.choose(self.game.view(seat)))
        assert isinstance(player, Remote)
        return self.act(seat, player.transport.take())
