"""A live table on the page (issue 52): ``web/peer.js``'s roads joined to ``liveplay.LivePlay``,
each deal's heavy steps sent to the worker (``Thinker.work``), and what the table does shown on
the match on the table (``Match.heard``), moving as any move does.

``Wire`` is made when the person invites friends (``host``) or answers an invitation (``join``);
the reply link comes back through ``take_reply`` (a tab of the same browser hands it over by
itself, ``peer.js``'s ``listen``). Once every friend has come the inviter ``start``s; when the
first hand is dealt in this browser, the match goes on the table (``Page.adopt``).
``peer.js`` is loaded only then: a page that never plays live never downloads it.

What the wire needs of the page is ``Page``.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Callable, Dict, List, Optional, Protocol

import invite
from liveplay import LivePlay
from match import Match
from remi.live import Moved

PEER_SRC = "./web/peer.js"
TICK_MS = 1000  # how often the wire looks at the clock (a "here" goes every few seconds)


class Page(Protocol):
    """What a live table needs of the page."""

    window: Any
    match: Optional[Match]

    def create_proxy(self, fn: Callable[..., Any]) -> Any: ...

    def spawn(self, coro: Any) -> Any: ...

    async def work(self, job: Dict[str, Any]) -> Dict[str, Any]: ...

    def adopt_live(self, wire: "Wire") -> None: ...

    def show_moved(self, moved: Moved) -> None: ...

    def warn(self, text: str) -> None: ...


class Wire:
    """This browser's live match on the page: its ``LivePlay`` and the roads under it."""

    def __init__(self, page: Page, name: str) -> None:
        self.page = page
        self.name = name
        self.play: Optional[LivePlay] = None
        self.roads: Dict[int, Any] = {}  # the JS roads, by the browser at their other end (its first number)
        self.links: Dict[int, str] = {}  # (the inviter) each friend's seat → its invitation link
        self.match: Optional[Dict[str, Any]] = None  # (the inviter) the match offered
        self.friends: List[int] = []
        self.levels: Dict[int, str] = {}  # (the inviter) the computer players' seats and levels
        self.on_table = False
        self._keep: List[Any] = []  # the proxies JavaScript holds

    # --- the inviter -----------------------------------------------------------------------

    async def host(self, match: Dict[str, Any], friends: List[int], levels: Dict[int, str], page_url: str) -> Dict[int, str]:
        """An invitation for each friend's seat (a road waiting for its reply): seat → link."""
        peer = await self._peer()
        self.play = LivePlay(0, self, self.name, compute=self._compute)
        self.match, self.friends, self.levels = dict(match), sorted(friends), dict(levels)
        ids: Dict[int, str] = {}
        for number, seat in enumerate(self.friends, start=1):
            made = await peer.invite(self._stun())
            self._road(number, made.road)
            made_invitation = invite.invitation(self.match, self.friends, seat, self.name, str(made.code))
            ids[seat] = made_invitation.id
            self.links[seat] = _base(page_url) + "#" + made_invitation.fragment()
            self._keep.append(peer.listen(made_invitation.id, self._proxy(self._handed_over)))
        self.play.host(ids)
        self._tick()
        return dict(self.links)

    def _handed_over(self, code: str) -> None:
        self.page.spawn(self.take_reply("reply=" + str(code).split("reply=", 1)[-1]))

    async def take_reply(self, fragment: str) -> None:
        """A friend's reply (its link, or its ``#reply=…``): the road to it opens."""
        reply = invite.read_reply(fragment.split("#", 1)[-1])
        if reply.seat not in self.friends:
            raise invite.InviteError("this reply is for a seat no friend was invited to")
        road = self.roads[1 + self.friends.index(reply.seat)]
        await road.accept(reply.answer)

    def can_start(self) -> bool:
        play = self.play
        return play is not None and play.table is None and {s for s, _n in play.hellos.values()} == set(self.friends)

    def start(self) -> None:
        """(The inviter) every friend has come: the match starts in every browser."""
        assert self.play is not None and self.match is not None
        self.play.start(self.match, self.friends)
        self._attach()

    # --- a friend ----------------------------------------------------------------------------

    async def join(self, fragment: str, page_url: str) -> str:
        """This browser's answer to an invitation: the reply link to send back."""
        invitation = invite.read_invitation(fragment.split("#", 1)[-1])
        peer = await self._peer()
        me = 1 + list(invitation.friends).index(invitation.seat)
        self.play = LivePlay(me, self, self.name, compute=self._compute)
        self.play.answer(invitation)
        made = await peer.join(invitation.offer, self._stun())
        self._road(0, made.road)
        self._tick()
        reply = invite.Reply(invitation.id, invitation.seat, self.name or "?", str(made.code))
        return _base(page_url) + "#" + reply.fragment()

    # --- roads (``liveplay.Roads``) ----------------------------------------------------------

    def send(self, browser: int, text: str) -> bool:
        road = self.roads.get(browser)
        return bool(road is not None and road.send(text))

    def _road(self, number: int, road: Any) -> None:
        self.roads[number] = road

        def opened(*_args: Any) -> None:
            if self.play is not None:
                self.play.road_open(number, self._now())
                self._attach()

        def message(text: Any) -> None:
            if self.play is None:
                return
            try:
                self.play.deliver(number, str(text), self._now())
            except Exception as exc:  # (refused: the note is kept, nothing changed)
                self.page.warn(f"Remi: a message from browser {number} was refused: {exc}")
            self._attach()

        road.onopen = self._proxy(opened)
        road.onmessage = self._proxy(message)

    # --- the table -----------------------------------------------------------------------------

    def _attach(self) -> None:
        """Once this browser's table exists: hear it; once its first hand is dealt: on the table."""
        play = self.play
        if play is None or play.table is None:
            return
        table = play.table
        if self.show not in table.listeners:
            table.listeners.append(self.show)
        if not self.on_table and not table.dealing:
            self.on_table = True
            self.page.adopt_live(self)

    def show(self, moved: Moved) -> None:
        if self.on_table:
            self.page.show_moved(moved)
        else:
            self._attach()

    def _compute(self, job: Dict[str, Any], done: Callable[[Dict[str, Any]], None]) -> None:
        async def run() -> None:
            result = await self.page.work(job)
            done(result)
            if self.play is not None:
                self.play.flush()
            self._attach()

        self.page.spawn(run())

    def _tick(self) -> None:
        def tick() -> None:
            if self.play is not None:
                self.play.tick(self._now())
                self.play.flush()

        self.page.window.setInterval(self._proxy(tick), TICK_MS)

    # --- helpers ---------------------------------------------------------------------------------

    async def _peer(self) -> Any:
        window = self.page.window
        if not getattr(window, "remiPeer", None):
            loaded: "asyncio.Future[None]" = asyncio.get_running_loop().create_future()
            script = window.document.createElement("script")
            script.src = PEER_SRC

            def ok(*_args: Any) -> None:
                if not loaded.done():
                    loaded.set_result(None)

            def failed(*_args: Any) -> None:
                if not loaded.done():
                    loaded.set_exception(RuntimeError("peer.js did not load"))

            script.onload, script.onerror = self._proxy(ok), self._proxy(failed)
            window.document.head.append(script)
            await loaded
        return window.remiPeer

    def _stun(self) -> str:
        meta = self.page.window.document.querySelector('meta[name="remi-stun"]')
        return str(meta.content) if meta else ""

    def _now(self) -> float:
        return float(self.page.window.performance.now()) / 1000.0

    def _proxy(self, fn: Callable[..., Any]) -> Any:
        proxy = self.page.create_proxy(fn)
        self._keep.append(proxy)
        return proxy


def _base(page_url: str) -> str:
    return page_url.split("#")[0]


class Doors:
    """``window.remiLive``: the ways into a live table from JavaScript (the browser tests', until
    the invitation screens call ``Wire`` themselves): host, join, reply, start, and its state."""

    def __init__(self, page: Page, adopt: Callable[[Wire], None]) -> None:
        self.page = page
        self.adopt = adopt  # (the page keeps the wire it makes)
        self.wire: Optional[Wire] = None

    async def host(self, text: str) -> str:
        asked = json.loads(str(text))
        self.wire = Wire(self.page, str(asked.get("name", "")))
        self.adopt(self.wire)
        match = {k: asked[k] for k in ("game", "players", "seed", "level", "options")}
        levels = {int(s): str(lv) for s, lv in dict(asked.get("levels", {})).items()}
        links = await self.wire.host(match, [int(s) for s in asked["friends"]], levels, str(asked["url"]))
        return json.dumps({str(s): link for s, link in links.items()})

    async def join(self, link: str, name: str, url: str) -> str:
        self.wire = Wire(self.page, str(name))
        self.adopt(self.wire)
        return await self.wire.join(str(link), str(url))

    async def reply(self, link: str) -> None:
        assert self.wire is not None
        await self.wire.take_reply(str(link))

    def start(self) -> None:
        assert self.wire is not None
        self.wire.start()

    def state(self) -> str:
        wire = self.wire
        play = wire.play if wire is not None else None
        table = play.table if play is not None else None
        return json.dumps({
            "friends_come": sorted(s for s, _n in play.hellos.values()) if play is not None else [],
            "can_start": wire.can_start() if wire is not None else False,
            "on_table": wire.on_table if wire is not None else False,
            "dealing": table.dealing if table is not None else None,
            "checked": table.checked_hands if table is not None else 0,
            "problems": table.problems if table is not None else [],
            "notes": play.notes if play is not None else [],
        })
