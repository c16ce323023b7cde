"""Where the computer players think: in a worker once it is up, so the table never freezes.

``Thinker.start`` starts a PyScript worker running ``thinker.py`` (its own Pyodide, started
after the table is up so it does not slow the page's start). Until it answers, and for good if
it cannot start, fails, stalls or gives a wrong answer, the players think on the page as
before. Both ways give the same decision: the worker runs the same players on the same view.

A worker that has stopped answering (ended by the browser, or by anything else) is noticed
within a second: each question is preceded by a ping, which a worker at rest answers at once
(its Python is busy only while it answers a question, and ``Thinker`` asks the next question
only once the worker is free: a hint asked while a computer player thinks, or a question after a
turn cancelled mid-thought, waits for that answer, not behind its ping).

A page opened from ``file://`` cannot start workers, and ``window.remiNoWorker`` keeps the
thinking on the page: tests set it, and index.html does where the browser refuses IndexedDB (a
cross-site embed with third-party storage blocked), which the worker's PyScript would need.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Callable, Dict, Optional

import remi
from remi import Game, mental
from thinker import hint_data

# the worker's PyScript config: the same runtime and wheel as the page (so the same files,
# from the browser's cache or the offline copy)
WORKER_CONFIG = {
    "interpreter": "./web/pyodide-boot.mjs",
    "packages": ["remi"],
    "packages_cache": "passthrough",
}
WORKER_SRC = "./web/thinker.py"
WORKER_NAME = "remi-thinker"
# seconds a worker at rest may take to answer a ping (a few milliseconds when it is alive)
PING_TIMEOUT = 1.0
# seconds to wait for an answer: Hard's slowest decision and the view it is made from took less
# than half a second together at CPU 4x (a slow phone); a worker that takes this long has
# stopped. A question after a reload or an undo also replays the save, so each action in it
# adds a little (a long Remi 51 match has about a thousand).
ANSWER_TIMEOUT = 3.0
SECONDS_PER_ACTION = 0.003
# ... and to a live deal's step: a deck's check for 4 browsers took 1.3 s at CPU 4× (bench/mental.py)
MENTAL_TIMEOUT = 12.0
# seconds for the worker to start (its own Python, restored from the snapshot the page has
# loaded already: about two seconds here); until then, and for good if it never starts, the
# page thinks, so this only bounds how long the worker's start is waited for
START_TIMEOUT = 60.0


def _settle(call: Optional["asyncio.Future[Any]"], free: "asyncio.Future[None]") -> None:
    """The worker is free: mark ``free`` done, and read the finished ``call``'s error, if any, so
    that a question nobody waits for any more does not log an unread one."""
    if call is not None and not call.cancelled():
        call.exception()
    if not free.done():
        free.set_result(None)


class Thinker:
    def __init__(self, window: Any) -> None:
        self.window = window
        self.worker: Optional[Any] = None
        # "starting" until the worker is up ("worker") or cannot be ("page")
        no_worker = getattr(window, "remiNoWorker", None) or str(window.location.protocol) == "file:"
        self.where = "page" if no_worker else "starting"
        self.answers = {"worker": 0, "page": 0}
        self.why = ""  # why the page thinks, when it does
        # said to the person when a worker that was meant to think gives up (the table may then
        # pause while a computer player thinks): the page's message, set by the page
        self.on_give_up: Optional[Callable[[], None]] = None
        self.told = False
        self.asking: Optional["asyncio.Future[None]"] = None  # done once the worker is free of the last question

    async def start(self) -> None:
        """Start the worker (call once, after the table is up)."""
        if self.where != "starting":
            return
        try:
            # The worker's own file, asked for first: PyScript would leave a worker whose file
            # is missing "starting" for good, with an unhandled rejection on the page.
            found = await self.window.fetch(WORKER_SRC)
            if not found.ok:
                raise OSError(f"{WORKER_SRC}: HTTP {found.status}")
            from pyscript import create_named_worker

            worker = asyncio.ensure_future(create_named_worker(src=WORKER_SRC, name=WORKER_NAME, config=WORKER_CONFIG))
            # a host's policy that refuses the worker (worker-src without blob:) leaves PyScript's
            # promise waiting for good: the refusal, when the page is told of it, ends the wait
            refused = asyncio.get_running_loop().create_future()
            listener = self._on_violation(refused)
            done, _pending = await asyncio.wait({worker, refused}, timeout=START_TIMEOUT, return_when=asyncio.FIRST_COMPLETED)
            self._off_violation(listener)
            if refused in done:
                worker.cancel()
                raise PermissionError(f"the host's policy refuses the worker ({refused.result()})")
            if worker not in done:
                worker.cancel()
                raise TimeoutError(f"the worker did not start within {START_TIMEOUT:g} s")
            self.worker = worker.result()
            await self._ping()
            self.where = "worker"
        except Exception as exc:  # no worker: the page thinks, as before
            self._give_up(exc)

    def _on_violation(self, refused: "asyncio.Future[str]") -> Any:
        """Listen for the page's policy refusing a worker: ``refused`` gets its directive."""
        try:
            from pyodide.ffi import create_proxy
        except ImportError:  # (CPython: no page to listen on)
            return None

        def seen(event: Any) -> None:
            directive = str(getattr(event, "effectiveDirective", "") or getattr(event, "violatedDirective", ""))
            if directive.startswith(("worker-src", "child-src")) and not refused.done():
                refused.set_result(f"{directive} refused {getattr(event, 'blockedURI', '')}")

        listener = create_proxy(seen)
        self.window.document.addEventListener("securitypolicyviolation", listener)
        return listener

    def _off_violation(self, listener: Any) -> None:
        if listener is not None:
            self.window.document.removeEventListener("securitypolicyviolation", listener)
            listener.destroy()

    def _give_up(self, exc: BaseException) -> None:
        what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        self.window.console.warn(f"Remi: the computer players think on the page ({what})")
        self.worker = None
        self.where = "page"
        self.why = what
        if self.on_give_up is not None and not self.told:  # once: a stopped worker, a host's policy refusing workers
            self.told = True
            self.on_give_up()

    async def _ping(self) -> None:
        """Return once the worker answers a ping; TimeoutError when it does not within
        ``PING_TIMEOUT`` (it has stopped), or its error."""
        assert self.worker is not None
        try:
            answer = await asyncio.wait_for(self.worker.ping(), PING_TIMEOUT)
        except asyncio.TimeoutError:
            raise TimeoutError(f"no answer to a ping within {PING_TIMEOUT:g} s") from None
        if str(answer) != "pong":
            raise RuntimeError(f"the worker answered a ping with {str(answer)[:40]!r}")

    async def _ask(self, name: str, game: Optional[Game], *args: Any) -> Optional[str]:
        """The worker's answer to ``name(game.to_json(), *args)`` (``name(*args)`` without a
        game); None when there is no worker, or when it does not answer a ping, fails, or takes
        longer than its time (then the page thinks from now on)."""
        if self.worker is None:
            return None
        # done once the worker is free again: this question answered, failed or out of time, even
        # when its caller stopped waiting (an undo or a new match cancels a computer player's turn
        # while the worker goes on with the question)
        before, free = self.asking, asyncio.get_running_loop().create_future()
        self.asking = free
        call: Optional["asyncio.Future[Any]"] = None
        try:
            if before is not None and not before.done():
                await asyncio.shield(before)  # (bounded: that question's own time)
            if self.worker is None:  # (the question before gave up on the worker)
                return None
            await self._ping()
            patience = ANSWER_TIMEOUT + (SECONDS_PER_ACTION * len(game.actions) if game is not None else MENTAL_TIMEOUT)
            given = (game.to_json(), *args) if game is not None else args
            call = asyncio.ensure_future(asyncio.wait_for(getattr(self.worker, name)(*given), patience))
            call.add_done_callback(lambda done: _settle(done, free))
            return str(await asyncio.shield(call))
        except Exception as exc:
            if self.worker is not None:
                timeout = isinstance(exc, asyncio.TimeoutError) and not str(exc)
                self._give_up(TimeoutError(f"no answer to {name} in time") if timeout else exc)
            return None
        finally:
            if call is None:  # (nothing was asked: the worker is free when the question before is done)
                if before is not None and not before.done():
                    before.add_done_callback(lambda _done: _settle(None, free))
                else:
                    _settle(None, free)

    async def choose(self, game: Game, seat: int, level: str, player: remi.Player) -> remi.Action:
        """The action of the computer player ``player`` (level ``level``) at ``seat``."""
        at = len(game.actions)
        text = await self._ask("choose", game, seat, level)
        if text is not None:
            try:
                action = remi.parse_action(text)
                if len(game.actions) == at:  # else the game moved on meanwhile; the caller drops it
                    game.check(action)  # a worker out of step must not play for the page
                self.answers["worker"] += 1
                return action
            except remi.RemiError as exc:
                self._give_up(exc)
        self.answers["page"] += 1
        view = game.view(seat)  # (its legal actions: a meld search in the table games)
        # the browser's turn between the view and the decision: timed at CPU 4x (a slow phone), a
        # Remi 51 view took up to 281 ms and a decision up to 167 ms, one long task when together
        await asyncio.sleep(0)
        return player.choose(view)  # (should the game have moved on meanwhile, the caller drops it)

    async def hint(self, game: Game, seat: int) -> Dict[str, Any]:
        """The Hard player's hint for ``seat`` (``thinker.hint_data``)."""
        text = await self._ask("hint", game, seat)
        if text is not None:
            self.answers["worker"] += 1
            return dict(json.loads(text))
        self.answers["page"] += 1
        return hint_data(game, seat)

    async def work(self, job: Dict[str, Any]) -> Dict[str, Any]:
        """A heavy step of a live table's deal (``remi.mental.work``): in the worker when it is
        up, else on the page (a browser without workers still plays, pausing a moment)."""
        text = await self._ask("mental", None, json.dumps(job))
        if text is not None:
            return dict(json.loads(text))
        await asyncio.sleep(0)
        return mental.work(job)

    def test_json(self) -> Dict[str, Any]:
        return {"where": self.where, "why": self.why, "told": self.told, **self.answers}
