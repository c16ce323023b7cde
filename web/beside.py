"""Taps on an overlay (the new-match form, the rules, the statistics) that mean what they say.

- ``TapBeside``: a tap beside the panel closes it, as on a phone's sheets and dialogs. Beside
  means a press and a click both on the backdrop itself. The table shows through the backdrop:
  a tap beside that falls on one of its buttons presses that button too (``Overlay.on_beneath``),
  so the person's tap on a button they see is not spent on closing the screen (at a
  challenge's end its comparison opens by itself over the result and its buttons).
- ``Overlay``: what the screens over the table share (the rules, the statistics, the replays,
  the keys): shown and hidden, closed by a tap beside or Escape, filled with their panel and its
  listeners; the keyboard's focus goes to its title and, when it closes, back where it was.
- ``ClickGuard``: the click that ends the tap which opened the overlay (a press on the table,
  then the overlay shows under the finger) reaches nothing in it. Without it that click fell on
  whatever the panel had there: a saved match of the form, scrolled down the time before.
"""

from __future__ import annotations

import html
import json
from typing import Any, Callable, List, Optional, Tuple


def focus_title(container: Any) -> None:
    """The keyboard's focus on a screen's title (its ``h1``): a screen reader reads it from there."""
    title = container.querySelector("h1")
    if title:
        title.setAttribute("tabindex", "-1")
        title.focus()


def focus_on(document: Any, element_id: str) -> None:
    """The keyboard's focus on the element ``element_id``, if it is there (a screen just drawn
    again: the focus goes where the person's next key belongs)."""
    found = document.getElementById(element_id)
    if found:
        found.focus()


def ask_delete_html(question: str, yes: Tuple[str, str], no: Tuple[str, str], more: str = "", css: str = "") -> str:
    """The question asked before something kept is deleted: the question read out (an alert),
    "Delete" and the way to keep it (the main button, the safe one), ``more`` beside them (a
    download). ``yes``, ``no``: (the button's attributes, its words), the attributes as the
    screen finds its buttons by (``id="…"``, ``data-…="…"``), already escaped."""
    e = html.escape
    return (
        f'<div class="ask-delete {css}" role="alert"><p>{e(question)}</p><div class="form-links">'
        f'<button type="button" class="secondary" {yes[0]}>{e(yes[1])}</button>'
        f'<button type="button" class="primary" {no[0]}>{e(no[1])}</button>{more}</div></div>'
    )


def download(window: Any, document: Any, create_proxy: Callable[[Any], Any], text: str, name: str, kind: str) -> None:
    """Save ``text`` as the file ``name`` (the browser's download; ``kind`` its media type)."""
    parts = window.JSON.parse(json.dumps([text]))
    blob = window.Blob.new(parts, window.JSON.parse(json.dumps({"type": kind + ";charset=utf-8"})))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    document.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)


class TapBeside:
    """Calls ``on_beside(x, y)`` (where, in the page's CSS pixels) when a tap (press and click)
    lands on ``container`` itself."""

    def __init__(self, container: Any, create_proxy: Callable[[Any], Any], on_beside: Callable[[float, float], None]) -> None:
        self.container = container
        self.on_beside = on_beside
        self._pressed = False
        self._keep = [create_proxy(self._on_press), create_proxy(self._on_click)]
        container.addEventListener("pointerdown", self._keep[0])
        container.addEventListener("click", self._keep[1])

    def _on_press(self, event: Any) -> None:
        self._pressed = event.target.id == self.container.id

    def _on_click(self, event: Any) -> None:
        beside, self._pressed = self._pressed and event.target.id == self.container.id, False
        if beside:
            self.on_beside(float(event.clientX), float(event.clientY))


class ClickGuard:
    """Drops a click on ``container`` unless a press on it came first since ``opened``. A click
    made with the keyboard (``detail`` 0: Enter or Space on a button) always goes through."""

    def __init__(self, container: Any, create_proxy: Callable[[Any], Any]) -> None:
        self.armed = True
        self._keep = [create_proxy(self._on_press), create_proxy(self._on_click)]
        container.addEventListener("pointerdown", self._keep[0], True)  # (capture: before the panel's own)
        container.addEventListener("click", self._keep[1], True)

    def opened(self) -> None:
        """The overlay has just been shown: its first click must follow a press on it."""
        self.armed = False

    def _on_press(self, event: Any) -> None:
        self.armed = True

    def _on_click(self, event: Any) -> None:
        if not self.armed and int(event.detail or 0) > 0:
            event.preventDefault()
            event.stopPropagation()


class Overlay:
    """A screen over the table in ``container``; ``on_close`` is called when the person closes it,
    then ``on_beneath(x, y)`` when they did so by a tap beside its panel, at (x, y) in the page."""

    def __init__(self, document: Any, window: Any, container: Any, create_proxy: Callable[[Any], Any]) -> None:
        self.document = document
        self.window = window
        self.container = container
        self.create_proxy = create_proxy
        self.on_close: Optional[Callable[[], None]] = None
        self.on_beneath: Optional[Callable[[float, float], None]] = None
        self.lang = "en"
        self._proxies: List[Any] = []
        self._beside = TapBeside(container, create_proxy, self._tapped_beside)
        self._guard = ClickGuard(container, create_proxy)
        self._return_to: Any = None  # what had the keyboard's focus before it opened: it gets it back
        self._keys = create_proxy(self._on_key)
        container.addEventListener("keydown", self._keys)

    @property
    def visible(self) -> bool:
        return not self.container.hidden

    def hide(self) -> None:
        self.container.hidden = True

    def _opened(self) -> None:
        """Show the container (its first click must follow a press on it: ``ClickGuard``), with
        the keyboard's focus on its title, so that a screen reader starts reading there."""
        was_open = self.visible
        self.container.hidden = False
        self._guard.opened()
        if not was_open:
            self._return_to = self.document.activeElement
        focus_title(self.container)

    def _on_key(self, event: Any) -> None:
        if str(event.key) == "Escape":
            event.preventDefault()
            self._close()

    def _fill(self, text: str, panel_id: str, **handlers: Callable[[Any], None]) -> Any:
        """The container's panel made afresh from ``text``, with ``handlers`` by event name on it."""
        for proxy in self._proxies:
            proxy.destroy()
        self.container.innerHTML = text
        panel = self.document.getElementById(panel_id)
        self._proxies = []
        for event, handler in handlers.items():
            proxy = self.create_proxy(handler)
            self._proxies.append(proxy)
            panel.addEventListener(event, proxy)
        return panel

    def _tapped_beside(self, x: float, y: float) -> None:
        self._close()
        if self.on_beneath:
            self.on_beneath(x, y)

    def _close(self) -> None:
        self.hide()
        back, self._return_to = self._return_to, None
        if self.on_close:
            self.on_close()  # (the page lets the table be reached again: then it may take the focus)
        if back is not None and back.isConnected:
            back.focus()
