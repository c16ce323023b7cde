"""A live table on the page (issue 52): the browsers of a match, the roads between them, and the
talk before and around the game.

The inviter's browser (browser 0) holds a road to each friend's (``web/peer.js``); a friend's
browser holds one, to the inviter's, which passes on what one friend sends another (a card's
keys for its holder, a deck's pass). It can read what it passes on, and learns nothing from it:
a card opens only with its holder's own key too, which never leaves the holder until the card is
shown. Every message on a road is an envelope, ``{"f": from, "t": to, "m": text}``.

Before the match (``Lobby``): a friend's browser, once its road is open, says who it is
(``hello``: the invitation's id, its seat, a name); when every friend's seat is taken the inviter
starts the match (``start``: who plays each seat, their names, the seed), and every browser makes
its ``remi.live.LiveTable``. Beside the game: short phrases (``say``), and ``here`` every few
seconds, so each browser knows who is still there and for how long one has been silent.

Pure Python: the page gives it the roads (``Roads``) and the time; tests join browsers in memory.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Protocol, Sequence, Tuple

from invite import MAX_NAME, Invitation, parcel, read_parcel
from remi.live import MAX_MESSAGE_CHARS, Compute, LiveError, LiveTable, OutOfOrder
from remi.registry import new_game

MAX_WIRE = MAX_MESSAGE_CHARS + 200  # an envelope and its message
PHRASES = ("bravo", "again", "thanks", "wait", "oops", "hello")  # what ``say`` may say (i18n words them)
HERE_EVERY = 5.0  # seconds between two "here"s
WAIT = 90.0  # seconds a silent browser is waited for before the inviter may play its seat instead


class Roads(Protocol):
    """The roads this browser holds (the page's ``peer.js``): by the browser at their other end."""

    def send(self, browser: int, text: str) -> bool:
        """Send ``text`` to ``browser``; False when that road is not open."""


@dataclass
class Seating:
    """Who plays each seat of the match: the browser (``owners``) and the names."""

    owners: List[int]
    names: List[str]


def seating(players: int, friends: Sequence[int], names: Dict[int, str], host: str) -> Seating:
    """The seats of a match: the inviter's browser (0) plays seat 0 and the computer seats;
    each friend's browser is numbered in the order of its seat, from 1."""
    ordered = sorted(friends)
    owners = [1 + ordered.index(s) if s in ordered else 0 for s in range(players)]
    shown = [host] + [names.get(s, "") for s in range(1, players)]
    return Seating(owners, shown)


class LivePlay:
    """One browser's live match: ``me`` among the browsers; before the start its lobby, then
    its ``LiveTable``. ``deliver`` takes what a road brings, ``flush`` sends what is to go."""

    def __init__(self, me: int, roads: Roads, name: str, compute: Optional[Compute] = None) -> None:
        self.me = me
        self.roads = roads
        self.name = name.strip()[:MAX_NAME]
        self.compute = compute
        self.table: Optional[LiveTable] = None
        self.seating: Optional[Seating] = None
        self.heard: Dict[int, float] = {}  # browser → when it was last heard
        self.said: List[Tuple[int, str]] = []  # (seat, phrase) the table said, in order
        self.notes: List[str] = []  # what was refused here, for the page to show
        self.hellos: Dict[int, Tuple[int, str]] = {}  # (inviter) browser → (seat, name) of a friend come
        self.invitation: Optional[Invitation] = None  # (a friend) the invitation answered
        self.expected: Dict[int, str] = {}  # (inviter) friend's seat → invitation id
        self.last_here = -HERE_EVERY
        self.wait = WAIT  # (the inviter's, told in the start: the time the table agreed on)
        self.generation = 0  # the table begun again once per browser left out: older messages are dropped
        self.road_ids: List[int] = []  # each browser's road, by its number now (the inviter's roads keep theirs)
        self.started: Optional[Dict[str, Any]] = None  # (a friend) the start it was given

    # --- the lobby ----------------------------------------------------------------------------

    def host(self, invitations: Dict[int, str]) -> None:
        """(The inviter) the invitations sent: each friend's seat and its invitation's id."""
        self.expected = dict(invitations)

    def answer(self, invitation: Invitation) -> None:
        """(A friend) the invitation this browser answered; once the road is open, ``hello``."""
        self.invitation = invitation

    def road_open(self, browser: int, now: float) -> None:
        """A road is open (again): a friend says who it is; a table resumes where it was."""
        self.heard[browser] = now
        if self.table is not None:
            self.table.resume(browser)
        elif self.invitation is not None and browser == 0:
            self._post(0, {"k": "hello", "id": self.invitation.id, "seat": self.invitation.seat, "name": self.name})
        self.flush()

    def start(self, match: Dict[str, Any], friends: Sequence[int], seed: Optional[int] = None) -> None:
        """(The inviter) every friend has come: the match starts in every browser."""
        if self.me != 0 or self.table is not None:
            raise LiveError("only the inviter starts the match, once")
        missing = [s for s in friends if s not in {seat for seat, _n in self.hellos.values()}]
        if missing:
            raise LiveError(f"seats {missing} are still waiting for their friends")
        names = {seat: name for seat, name in self.hellos.values()}
        seats = seating(match["players"], friends, names, self.name)
        seed = seed if seed is not None else secrets.randbelow(2**53)
        game = new_game(match["game"], match["players"], match["options"], seed)  # (checked before anyone plays)
        message = {"k": "start", "owners": seats.owners, "names": seats.names, "game": game.name,
                   "options": dict(game.given_options), "seed": seed, "wait": self.wait}
        for browser in range(1, max(seats.owners) + 1):
            self._post(browser, message)
        self._begin(seats, game.name, dict(game.given_options), seed)

    def _begin(self, seats: Seating, game: str, options: Dict[str, Any], seed: int) -> None:
        self.seating = seats
        self.road_ids = list(range(max(seats.owners) + 1))
        self.table = LiveTable(self.me, seats.owners, game, options, seed, compute=self.compute)
        self.flush()

    # --- beside the game ----------------------------------------------------------------------

    def say(self, phrase: str) -> None:
        """A short phrase to the table (``PHRASES``), from this browser's first seat."""
        if phrase not in PHRASES or self.seating is None:
            raise LiveError("not a phrase of the table")
        seat = self.seating.owners.index(self.me)
        self.said.append((seat, phrase))
        for browser in self._others():
            self._post(browser, {"k": "say", "seat": seat, "phrase": phrase})

    def tick(self, now: float) -> None:
        """The page's clock: a ``here`` to every browser this one talks to, every few seconds."""
        if now - self.last_here >= HERE_EVERY:
            self.last_here = now
            for browser in self._roads():
                self._post(browser, {"k": "here"})

    def silent_for(self, browser: int, now: float) -> Optional[float]:
        """Seconds since ``browser`` was last heard (None: never yet)."""
        heard = self.heard.get(browser)
        return None if heard is None else now - heard

    def may_leave_out(self, browser: int, now: float) -> bool:
        """(The inviter) whether ``browser`` has been silent for the time the table agreed on."""
        silent = self.silent_for(browser, now)
        return self.me == 0 and self.table is not None and 0 < browser < len(self.road_ids) \
            and silent is not None and silent >= self.wait

    def leave_out(self, browser: int, now: float) -> None:
        """(The inviter) ``browser`` stopped answering: its seats are the inviter's from now on
        (computer players), and the hand being played is dealt again (``LiveTable.without``)."""
        if not self.may_leave_out(browser, now):
            raise LiveError(f"browser {browser} is waited for {self.wait:.0f} s first")
        for other in range(1, len(self.road_ids)):
            if other != browser:
                self._post(other, {"k": "left", "browser": browser})
        self._left(browser)

    def _left(self, browser: int) -> None:
        assert self.table is not None and self.seating is not None
        self.table = self.table.without(browser)
        self.seating = Seating(list(self.table.owners),
                               ["" if o == browser else n for o, n in zip(self.seating.owners, self.seating.names)])
        self.road_ids.pop(browser)
        self.heard = {(b - 1 if b > browser else b): t for b, t in self.heard.items() if b != browser}
        self.me = self.table.me
        self.generation += 1
        self.flush()

    # --- the road by links -------------------------------------------------------------------

    def turn_link(self, browser: int, waiting: List[str]) -> str:
        """The ``#turn=`` fragment for ``browser`` where no direct road reaches it: ``waiting``
        (what was sent it since the last link, which the caller then forgets), after a note of
        what this browser has received from it, so that its next link brings anything a lost or
        unopened link held."""
        if self.table is not None:
            self.table.resume(browser)
            self.flush()
        return parcel(self.me, browser, self.generation, list(waiting))

    def open_turn(self, fragment: str, now: float) -> int:
        """A ``#turn=`` link opened here: its messages delivered, those already received (the
        link opened twice, or a later one first) passed over. How many were new."""
        sender, to, generation, wires = read_parcel(fragment)
        if to != self.me or generation != self.generation:
            raise self._refuse("this turn's link is for another browser, or for the table before")
        road = self.road_ids[sender] if self.me == 0 and sender < len(self.road_ids) else sender
        new = 0
        for wire in wires:
            try:
                self.deliver(road, wire, now, quiet=True)
                new += 1
            except OutOfOrder:  # (a message this browser has, or will have from the next link)
                pass
        return new

    # --- roads --------------------------------------------------------------------------------

    def deliver(self, road: int, text: str, now: float, quiet: bool = False) -> None:
        """What the road to browser ``road`` brought: for this browser, or (the inviter) passed
        on to the browser it is for. A bad envelope is refused (``LiveError``), nothing changed."""
        if len(text) > MAX_WIRE:
            raise self._refuse(f"a message of {len(text)} characters from browser {road}")
        try:
            wire = json.loads(text)
            sender, to, body = wire["f"], wire["t"], wire["m"]
        except (ValueError, KeyError, TypeError, RecursionError):
            raise self._refuse(f"a message from browser {road} that is not one") from None
        if not (isinstance(sender, int) and isinstance(to, int) and isinstance(body, str)):
            raise self._refuse(f"a message from browser {road} that is not one")
        if wire.get("g", 0) != self.generation:
            return  # (sent before a browser was left out: the table it was for is gone)
        if self.me == 0 and self.road_ids:
            if road not in self.road_ids:
                return  # (a browser left out, back: it is told nothing more)
            road = self.road_ids.index(road)
        if self.me != 0 and road != 0:
            raise self._refuse("a friend's browser talks only to the inviter's")
        if self.me == 0 and sender != road:
            raise self._refuse(f"browser {road} sent a message as browser {sender}")
        self.heard[sender] = now
        self.heard[road] = now
        if to != self.me:
            passed = self.me == 0 and 0 < to < len(self.road_ids) and self.roads.send(self.road_ids[to], text)
            if not passed:
                raise self._refuse(f"a message for browser {to}, which this browser cannot pass on")
            return
        self._take(sender, body, quiet)
        self.flush()

    def _take(self, sender: int, body: str, quiet: bool = False) -> None:
        try:
            message = json.loads(body)
        except (ValueError, RecursionError):
            raise self._refuse(f"a message from browser {sender} that is not one") from None
        kind = message.get("k") if isinstance(message, dict) else None
        if kind in ("hello", "start", "say", "here", "left"):
            if kind == "left":
                gone = message.get("browser")
                if sender != 0 or self.table is None or not isinstance(gone, int) or not 0 < gone < len(self.road_ids) \
                        or gone == self.me:
                    raise self._refuse("a browser left out by another than the inviter, or not one of the table")
                self._left(gone)
            elif kind == "hello":
                self._hello(sender, message)
            elif kind == "start":
                self._started(sender, message)
            elif kind == "say":
                seat, phrase = message.get("seat"), message.get("phrase")
                if self.seating is None or phrase not in PHRASES or not isinstance(seat, int) \
                        or not 0 <= seat < len(self.seating.owners) or self.seating.owners[seat] != sender:
                    raise self._refuse(f"browser {sender} said something that is not a phrase of its seat")
                self.said.append((seat, phrase))
            return
        if self.table is None:  # (a link opened before the one holding the start)
            why = f"browser {sender} played before the match started"
            if not quiet:
                self.notes.append(why)
            raise OutOfOrder(why)
        try:
            self.table.receive(sender, body, quiet)
        except OutOfOrder:
            if not quiet:
                self.notes.append("a message out of its order")
            raise
        except LiveError as exc:
            self.notes.append(str(exc))
            raise

    def _hello(self, sender: int, message: Dict[str, Any]) -> None:
        seat, id, name = message.get("seat"), message.get("id"), message.get("name")
        if self.me != 0 or self.table is not None:
            raise self._refuse("a friend came after the match started")
        if not isinstance(seat, int) or self.expected.get(seat) != id:
            raise self._refuse(f"browser {sender} answered no invitation of this table")
        if any(s == seat for b, (s, _n) in self.hellos.items() if b != sender):
            raise self._refuse(f"seat {seat} is taken already")
        clean = " ".join(str(name or "").split())[:MAX_NAME]
        self.hellos[sender] = (seat, clean)

    def _started(self, sender: int, message: Dict[str, Any]) -> None:
        invitation = self.invitation
        if self.table is not None and sender == 0 and message == self.started:
            return  # (the same start again: a link opened twice)
        if sender != 0 or invitation is None or self.table is not None:
            raise self._refuse("a start that is not the inviter's, or a second one")
        try:
            owners = [int(o) for o in message["owners"]]
            names = [" ".join(str(n).split())[:MAX_NAME] for n in message["names"]]
            game, options, seed = str(message["game"]), dict(message["options"]), int(message["seed"])
        except (KeyError, TypeError, ValueError):
            raise self._refuse("a start that is not one") from None
        m = invitation.match
        if game != m["game"] or len(owners) != m["players"] or options != m["options"] or len(names) != len(owners):
            raise self._refuse("the match started is not the one this browser was invited to")
        if owners[invitation.seat] != self.me:
            raise self._refuse("the match started gives this browser another seat")
        self.started = message
        wait = message.get("wait", WAIT)
        self.wait = float(wait) if isinstance(wait, (int, float)) and 10 <= wait <= 3600 else WAIT
        self._begin(Seating(owners, names), game, options, seed)

    def flush(self) -> None:
        """Send what the table has for the other browsers (a friend's goes through the inviter)."""
        if self.table is None:
            return
        out, self.table.outbox = self.table.outbox, []
        for browser, message in out:
            self._post(browser, json.dumps(message, separators=(",", ":")), raw=True)

    def _post(self, browser: int, message: Any, raw: bool = False) -> None:
        body = message if raw else json.dumps(message, separators=(",", ":"))
        wire = json.dumps({"f": self.me, "t": browser, "m": body, "g": self.generation}, separators=(",", ":"))
        road = (self.road_ids[browser] if browser < len(self.road_ids) else browser) if self.me == 0 else 0
        self.roads.send(road, wire)

    def _roads(self) -> List[int]:
        if self.me != 0:
            return [0]
        count = max(self.seating.owners) + 1 if self.seating is not None else 1 + len(self.expected)
        return list(range(1, count))

    def _others(self) -> List[int]:
        assert self.seating is not None
        return [b for b in range(max(self.seating.owners) + 1) if b != self.me]

    def _refuse(self, why: str) -> LiveError:
        self.notes.append(why)
        return LiveError(why)
