"""The other players at the table, the seats that are not a person here: computer players and
remote ones. While one of them is to act they play in turn, each action checked and applied by
the match (``Match.act``) and shown moving (``motion.Motion``), with a pause between two
actions that the person may still use to take their last move back.

``Others`` keeps the loop's task and the game it plays (one loop per game; a new game on the
table, or an undo, stops it). What it needs of the page is ``Table``.
"""

from __future__ import annotations

import asyncio
from typing import Any, Optional, Protocol

import flights
from match import Match, Refused
from motion import Motion
from remi import Game, Meld
from scene import Scene

BOT_PAUSE = 0.55  # seconds between a computer player's actions (draw … discard)
UNDO_GRACE = 1.2  # seconds the next computer player waits while the person may still take a move back


class Table(Protocol):
    """What the other players' turns need of the page: the match on the table, whether a link
    is being asked about (nobody plays meanwhile), the table laid out now and last drawn, the
    table drawn afresh, a task started, and a line for the console."""

    match: Optional[Match]
    pending_link: Any
    scene: Optional[Scene]

    @property
    def game(self) -> Optional[Game]: ...

    def layout(self) -> Optional[Scene]: ...

    def render(self) -> None: ...

    def spawn(self, coro: Any) -> Any: ...

    def warn(self, text: str) -> None: ...


class Others:
    def __init__(self, table: Table, motion: Motion) -> None:
        self.table = table
        self.motion = motion
        self.task: Optional[Any] = None  # the loop running, and the game it plays
        self.game: Optional[Game] = None

    def to_act(self) -> bool:
        """Whether one of them is to act now."""
        match = self.table.match
        return match is not None and match.waits_for() is not None

    def kick(self) -> None:
        """Start their loop if one of them is to act (one loop per game)."""
        if self.table.pending_link is not None:  # nobody plays while the person chooses a match
            return
        task = self.task
        running = task is not None and not task.done()
        if running and self.game is self.table.game:
            return
        if task is not None and running:
            task.cancel()
        if self.to_act():
            self.game = self.table.game
            self.task = self.table.spawn(self.loop())

    def stop(self) -> None:
        """Their loop stops (a move taken back): a computer player thinking drops its answer."""
        task = self.task
        if task is not None and not task.done():
            task.cancel()
        self.task = None

    async def loop(self) -> None:
        """They play while one of them is to act: a computer player thinks (in the worker during
        the pause; on the page after it), a remote player's action is waited for; each is
        applied (``Match.act``) and flies."""
        match, game = self.table.match, self.table.game
        if match is None or game is None:
            return
        moved = False
        while self.table.game is game and (seat := match.waits_for()) is not None:
            # The worker thinks during the pause; on the page the thinking comes first, and the
            # pause keeps it apart from drawing the move (one task for both froze a slow phone).
            thought = asyncio.ensure_future(match.action_of(seat))
            # while the person may take its move back only until this player acts, it waits a little longer
            waits = match.takeback.available(game) and not match.takeback.alone
            pause = max(BOT_PAUSE, UNDO_GRACE) if waits else BOT_PAUSE
            await asyncio.sleep(pause * self.motion.pace)
            action = await thought
            if self.table.game is not game or match.waits_for() != seat:
                return
            old = self.table.scene or self.table.layout()
            assert old is not None  # (the game is on the table)
            try:
                done = match.act(seat, action)
            except Refused as exc:  # (a remote player's action: refused, nothing changed; the next is waited for)
                self.table.warn(f"Remi: seat {seat}'s action {str(action)[:60]!r} is refused: {exc.reason}")
                continue
            if done is None:  # (a live table: the move is told when it has opened or been checked)
                return
            moved = True
            if done.ended:
                await self.going_out(seat, action, old)  # ends with the result drawn
            else:
                await self.flight(game, seat, action, old)  # ends with the table drawn afresh
        if not moved:  # a move ends with the table drawn: drawing it again at once made one long task of two
            self.table.render()

    async def going_out(self, seat: int, action: Any, old: Scene) -> None:
        """An action of theirs ended the deal: the table as it was, what happened said across it
        (the result's title), then the result (``Motion.going_out``)."""
        result = self.table.layout()
        said = str(result.info.get("result_title") or "") if result is not None else ""
        await self.motion.going_out(seat, action, old, said)

    async def flight(self, game: Game, seat: int, action: Any, old: Scene) -> None:
        """Their card flies from their place to where the action put it."""
        melds = len(getattr(game, "table", ())) if isinstance(action, Meld) else 0
        flight = flights.others_flight(action, seat, old, melds)
        if flight is not None:
            await self.motion.fly(flight.card, flight.src, flight.dst, set(flight.hide))
        else:
            self.table.render()
