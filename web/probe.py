"""``window.remiTest`` (index.html's getter), for the browser tests: the clickable things of the
table in page pixels and the page's state, as JSON. A player's page never reads it.

Made only when read: making it on every drawing cost a slow phone up to 30 ms
(bench/longtasks.py --cpu 4). ``Probe`` keeps it until the table changes (``forget``, at every
drawing) or one of the things that change without a drawing does. It reads the whole page,
as ``Page`` lists.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, Optional, Protocol, Tuple

import draw
import remi
import storage
import table_controls
from challengescreen import ChallengeScreen, Incoming
from keeping import Keeping
from keys import Focus
from looks import Looks
from match import Match
from motion import Motion
from others import Others
from reader import Reader
from remi import Game
from replayscreen import ReplayScreen
from scene import Scene
from sharing import Sharing
from sight import UiState
from startscreen import StartScreen
from thinking import Thinker


class Page(Protocol):
    """What the tests see of the page."""

    window: Any
    canvas: Any
    busy: int
    ui: UiState
    scene: Optional[Scene]
    match: Optional[Match]
    incoming: Optional[Incoming]
    keyfocus: Focus
    others: Others
    thinker: Thinker
    keeping: Keeping
    start_screen: StartScreen
    challenge_screen: ChallengeScreen
    replays: ReplayScreen
    reader: Reader
    looks: Looks
    motion: Motion
    sharing: Sharing
    render_ms: float
    random_probe: int

    @property
    def game(self) -> Optional[Game]: ...

    def overlay_open(self) -> bool: ...


class Probe:
    def __init__(self, page: Page) -> None:
        self.page = page
        self._text: Optional[str] = None  # window.remiTest as last made ...
        self._live: Tuple[Any, ...] = ()  # ... and what it read that changes without a drawing

    def forget(self) -> None:
        """The table changed: made afresh the next time a test reads it."""
        self._text = None

    def test_json(self) -> str:
        page = self.page
        rect = page.canvas.getBoundingClientRect()
        ox = float(rect.left) + float(page.window.scrollX or 0)
        oy = float(rect.top) + float(page.window.scrollY or 0)
        busy = bool(page.busy) or page.others.to_act()
        thinker = page.thinker.test_json()  # where they think: "worker" once it is up
        saves = page.keeping.saves
        start = page.start_screen
        live = (ox, oy, busy, start.visible, tuple(thinker.items()), start.asking, saves.match_id, saves.failing, saves.forked)
        if self._text is not None and live == self._live:
            return self._text
        data: Dict[str, Any] = {"cards": [], "buttons": [], "melds": [], "piles": {}}
        if page.scene is not None:
            data = page.scene.test_json(ox, oy)
        data["busy"] = busy
        data["start_screen"] = start.visible
        data["asking"] = start.asking is not None  # a link's deal or the saved match?
        data["saves"] = {
            "key": storage.MATCH_PREFIX + saves.match_id if saves.match_id else None,
            "persistent": saves.persistent, "failing": saves.failing, "forked": saves.forked,
        }
        focus = page.keyfocus
        data["focus"] = {"kind": focus.kind, "id": focus.id, "shown": focus.shown}
        data["said"] = page.reader.said[-6:]  # what was said aloud to a screen reader, the latest last
        data["overlay"] = page.overlay_open()
        data["look"] = page.looks.look  # the look and sound the table has now
        data["flights"] = {"cards": page.motion.cards, "deals": page.motion.deals}
        data["shared"] = page.sharing.shared
        incoming = page.incoming
        data["challenge"] = None if incoming is None else {
            "deals": incoming.deals, "people": len(incoming.runs),
            "results": [[int(r.points[0]) for r in run.game.results] for run in incoming.runs],
            "refused": [run.error.reason if run.error else None for run in incoming.runs],
        }
        data["challenge_screen"] = page.challenge_screen.mode if page.challenge_screen.visible else None
        ui = page.ui
        data["people"] = {"seats": list(ui.people), "me": ui.me, "covered": ui.covered, "names": list(ui.names)}
        data["replay"] = page.replays.shown if page.replays.visible else None
        data["downloaded"] = page.replays.downloaded
        data["stats"] = page.keeping.counted  # the record as it was after the last finished match shown
        data["render_ms"] = round(page.render_ms, 1)
        data["engine"] = remi.__version__  # the release's engine (tests/browser/test_release.py)
        game = page.game
        data["game"] = game.name if game else None
        data["players"] = game.players if game else None
        data["seed"] = game.seed if game else None
        # the computer players actually playing: their class and level (tests check the choice reached them)
        bots = page.match.computers if page.match is not None else {}
        data["bots"] = {str(seat): _described(bot.player) for seat, bot in bots.items()}
        data["thinker"] = thinker
        data["snapshot"] = str(getattr(page.window, "remiSnapshot", None) or "none")  # how Python started
        data["random_probe"] = page.random_probe
        # the page's modules imported from the bytecode build.py ships beside them (not compiled here)
        data["bytecode"] = all(_from_bytecode(m) for m in (draw, storage, table_controls))
        self._text, self._live = json.dumps(data), live
        return self._text


def _from_bytecode(module: Any) -> bool:
    cached = getattr(getattr(module, "__spec__", None), "cached", None)
    return isinstance(cached, str) and bool(cached) and os.path.exists(cached)


def _described(bot: Any) -> Dict[str, Any]:
    return {"class": type(bot).__name__, "level": getattr(bot, "level", None)}
