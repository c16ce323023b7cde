"""Where the computer players think: in a worker once it is up, so the table never freezes.

``Thinker.start`` starts a PyScript worker running ``thinker.py`` (its own Pyodide, started
after the table is up so it does not slow the page's start). Until it answers, and for good if
it cannot start, fails, stalls or gives a wrong answer, the players think on the page as
before. Both ways give the same decision: the worker runs the same players on the same view.

A page opened from ``file://`` cannot start workers, and ``window.remiNoWorker`` keeps the
thinking on the page: tests set it, and index.html does where the browser refuses IndexedDB (a
cross-site embed with third-party storage blocked), which the worker's PyScript would need.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Dict, Optional

import remi
from remi import Game
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
# seconds to wait for an answer: Hard's slowest decisions take a few tenths of a second on a
# slow phone; a worker that takes this long has stopped (the browser may end a worker)
ANSWER_TIMEOUT = 10.0


class Thinker:
    def __init__(self, window: Any) -> None:
        self.window = window
        self.worker: Optional[Any] = None
        # "starting" until the worker is up ("worker") or cannot be ("page")
        no_worker = getattr(window, "remiNoWorker", None) or str(window.location.protocol) == "file:"
        self.where = "page" if no_worker else "starting"
        self.answers = {"worker": 0, "page": 0}

    async def start(self) -> None:
        """Start the worker (call once, after the table is up)."""
        if self.where != "starting":
            return
        try:
            from pyscript import create_named_worker

            self.worker = await create_named_worker(src=WORKER_SRC, name=WORKER_NAME, config=WORKER_CONFIG)
            self.where = "worker"
        except Exception as exc:  # no worker: the page thinks, as before
            self._give_up(exc)

    def _give_up(self, exc: BaseException) -> None:
        self.window.console.warn(f"Remi: the computer players think on the page ({type(exc).__name__}: {exc})")
        self.worker = None
        self.where = "page"

    async def _ask(self, name: str, *args: Any) -> Optional[str]:
        """The worker's answer to ``name(*args)``; None when there is no worker, or when it fails
        or takes longer than ``ANSWER_TIMEOUT`` (then the page thinks from now on)."""
        if self.worker is None:
            return None
        try:
            return str(await asyncio.wait_for(getattr(self.worker, name)(*args), ANSWER_TIMEOUT))
        except Exception as exc:
            self._give_up(exc)
            return None

    async def choose(self, game: Game, seat: int, level: str, player: remi.Player) -> remi.Action:
        """The action of the computer player ``player`` (level ``level``) at ``seat``."""
        at = len(game.actions)
        text = await self._ask("choose", game.to_json(), seat, level)
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
        text = await self._ask("hint", game.to_json(), seat)
        if text is not None:
            self.answers["worker"] += 1
            return dict(json.loads(text))
        self.answers["page"] += 1
        return hint_data(game, seat)

    def test_json(self) -> Dict[str, Any]:
        return {"where": self.where, **self.answers}
