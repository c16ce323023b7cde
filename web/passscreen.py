"""Pass-and-play: the screen between two people's turns on one device.

It covers the whole page, opaque, and names who is to play next ("Telefonul trece la Bogdan");
the table behind it shows no hand (``App.layout`` draws the bare felt while it is up), and
nothing of it is in reach of a screen reader. Only that person's tap ("Sunt Bogdan: arată-mi
cărțile") takes it away: a tap beside it, Escape or a key do nothing, so no hand is shown by
a slip of the finger.
"""

from __future__ import annotations

import html
from typing import Any, Callable, List, Optional

from beside import focus_title
from i18n import t
from remi import View
from scene import Scene


def pass_html(lang: str, name: str, what: str) -> str:
    e = html.escape
    return (
        f'<div id="pass-panel" role="dialog" aria-modal="true" aria-labelledby="pass-title">'
        f'<div class="pass-back" aria-hidden="true"></div>'
        f'<h1 id="pass-title">{e(t("pass.title", lang))} <span class="pass-name">{e(name)}</span></h1>'
        f'<p class="pass-what">{e(what)}</p>'
        f'<p class="pass-note">{e(t("pass.note", lang, name=name))}</p>'
        f'<button type="button" id="pass-ready" class="primary">{e(t("pass.ready", lang, name=name))}</button>'
        f"</div>"
    )


def covered_scene(view: View, ui: Any, width: float, height: float) -> Scene:
    """The table while the device goes to another person: the bare felt, no card, no button
    (the facts the tests read, and no hand among them)."""
    scene = Scene(width, height)
    scene.info.update({
        "phase": view.phase, "to_act": view.to_act, "hand": [], "hand_number": view.hand_number,
        "scores": list(view.scores), "lang": ui.lang, "results": len(view.results), "actions": view.played,
        "levels": list(ui.levels), "picked": [], "covered": ui.covered, "status": "",
    })
    return scene


class PassScreen:
    """The screen in ``container``; ``on_ready(seat)`` when the person named taps."""

    def __init__(self, document: Any, container: Any, create_proxy: Callable[[Any], Any]) -> None:
        self.document = document
        self.container = container
        self.create_proxy = create_proxy
        self.on_ready: Optional[Callable[[int], None]] = None
        self.seat: Optional[int] = None
        self._proxies: List[Any] = []

    @property
    def visible(self) -> bool:
        return not self.container.hidden

    def show(self, lang: str, seat: int, name: str, what: str) -> None:
        """Hand the device to ``seat`` (``name``); ``what``: what they are to do, or what happened."""
        for proxy in self._proxies:
            proxy.destroy()
        self.seat = seat
        self.container.innerHTML = pass_html(lang, name, what)
        proxy = self.create_proxy(self._ready)
        self._proxies = [proxy]
        self.document.getElementById("pass-ready").addEventListener("click", proxy)
        self.container.hidden = False
        focus_title(self.container)

    def hide(self) -> None:
        self.container.hidden = True
        self.container.style.paddingTop = ""
        self.seat = None

    def clear_of(self, message: Any) -> None:
        """The page's ``message`` (a bad link's, shown over the cover) covers no part of the
        panel: the panel sits below it while it shows."""
        if self.container.hidden or message.hidden:
            self.container.style.paddingTop = ""
        else:
            self.container.style.paddingTop = f"{float(message.getBoundingClientRect().bottom) + 8:.0f}px"

    def _ready(self, event: Any) -> None:
        seat = self.seat
        if seat is not None and self.on_ready:
            self.on_ready(seat)
