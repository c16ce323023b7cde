"""The table for a screen reader: the table in words (``access.py``, put on the page by
``web/access.js``) kept in step with the canvas, its buttons tapping the table, and what the
page says aloud (a polite live region: another player's turn, the card drawn, a deal's end).

``Reader`` holds what it last put on the page and said; what it needs of the page is the
person's sight and the scene drawn (``table``), a tap on a thing of the table (``tap``), and
a way to say a bug (``oops``) and that the page changed (``changed``: ``window.remiTest``).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Callable, Dict, List, Optional, Tuple

import access
from i18n import spoken, t
from scene import Hit, Scene
from sight import Sight, UiState


class Reader:
    def __init__(
        self, window: Any, document: Any, ui: UiState, table: Callable[[], Optional[Tuple[Sight, Scene]]],
        tap: Callable[[Hit, float], None], oops: Callable[[], None], changed: Callable[[], None],
    ) -> None:
        self.window = window
        self.document = document
        self.ui = ui
        self.table = table
        self.tap = tap
        self.oops = oops
        self.changed = changed
        self.words: Dict[str, Any] = {}  # the table in words as last put on the page (access.py)
        self.said: List[str] = []  # what the page said aloud (the log region), the latest last (tests read it)
        self._due = False
        self._said_result: Optional[Tuple[int, int]] = None  # the deal whose end was said

    def start(self, proxy: Callable[[Callable[[Any], None]], Any]) -> None:
        """The table in words on the page (``proxy``: a Python function the page's script may
        call, guarded): its buttons tap the table."""
        try:
            self.window.remiAccess.start(self.window.JSON.parse(json.dumps({"region": t("access.region", self.ui.lang)})))
        except Exception:  # (a page whose access.js did not load plays on the canvas alone)
            self.window.console.warn("Remi: the table in words is not available")
            return
        self.window.remiAccessAct = proxy(self.act)
        self.describe_keys()

    def describe_keys(self) -> None:
        """The canvas's description (how to play it by keys) and the region's name, in the page's language."""
        self.document.getElementById("table-keys").textContent = t("keys.canvas", self.ui.lang)
        self.document.getElementById("access").setAttribute("aria-label", t("access.region", self.ui.lang))

    def due(self) -> None:
        """The table in words brought up to date at the browser's next turn (once however often
        the table is drawn meanwhile: not in the same task as the drawing)."""
        if self._due:
            return
        self._due = True
        asyncio.get_event_loop().call_soon(self.refresh)

    def refresh(self) -> None:
        self._due = False
        try:
            now = self.table()
            if now is None:
                return
            sight, scene = now
            self.words = access.view(sight, scene)
            self.window.remiAccess.update(json.dumps(self.words, ensure_ascii=False))
            view = sight.view
            ended = (view.hand_number, len(view.results))
            if sight.over and self._said_result != ended and self._said_result is not None:
                self.say(self.words["status"])
            self._said_result = ended if sight.over or self._said_result is None else self._said_result
            self.changed()
        except Exception:
            self.oops()

    def words_of(self, act: str) -> Optional[str]:
        """How the table in words says the thing ``act`` ("kind:id")."""
        for part in self.words.get("sections", ()):
            for line in part["entries"]:
                if line.get("act") == act:
                    return str(line["text"])
        return None

    def act(self, act: Any) -> None:
        """A button of the table in words pressed: a tap on the thing it names."""
        now = self.table()
        hit = access.hit_of(now[1], str(act)) if now is not None else None
        if hit is None:
            return
        self.tap(hit, hit.x + 1 if str(act).startswith(access.LOW + ":") else hit.x + hit.w / 2)

    def say(self, text: Optional[str]) -> None:
        """Say ``text`` to a screen reader, politely (after what it is reading)."""
        if not text:
            return
        self.said = (self.said + [text])[-20:]
        try:
            self.window.remiAccess.say(spoken(text, self.ui.lang))  # (the cards in words)
        except Exception:
            pass
        self.changed()
