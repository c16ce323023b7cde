"""A short message over the table (``#message``): a refusal with its "why?", a full store
with the way to make room, a link's trouble with a way on. It goes after 9 s, on a tap on it,
or on the person's next touch of the table once it has been read a moment (``MESSAGE_READ``).

``Notice`` keeps the message's timer and when it was shown; what it needs of the page is given
as it is made: the browser, the pass-and-play cover (a message sits above its panel), the
person's language and the way to the rules.
"""

from __future__ import annotations

from typing import Any, Callable, List, Optional, Tuple

from i18n import t
from passscreen import PassScreen
from sight import UiState

MESSAGE_READ = 1.5  # seconds a message stays over the table before the person's next touch hides it
MESSAGE_GONE = 9000  # ms a message stays when nothing else hides it


class Notice:
    def __init__(self, window: Any, document: Any, create_proxy: Any, ui: UiState, cover: PassScreen,
                 show_rules: Callable[[Optional[str], Optional[str]], None]) -> None:
        self.window = window
        self.document = document
        self.create_proxy = create_proxy
        self.ui = ui
        self.cover = cover
        self.show_rules = show_rules
        self.timer: Optional[Any] = None
        self.since: Optional[float] = None  # when the message on show was shown (ms)
        self._proxies: List[Any] = []  # the buttons' handlers (a message's "why?", its way on)
        self._gone: Optional[Any] = None  # the timer's handler, made once

    def in_frame(self) -> bool:
        """Whether the page is in a frame of another site (its way to a kept match is a tab)."""
        try:
            return not bool(self.window.top == self.window)
        except Exception:  # a browser that will not say: as a frame
            return True

    def show(self, text: str, open_tab: Optional[str] = None, why_rule: Optional[str] = None,
             way_on: Optional[Tuple[str, Callable[[], None]]] = None) -> None:
        """``text`` over the table. ``open_tab``: the words of a link that opens this page in a
        tab of its own; ``why_rule``: a refusal's rule, which a "why?" button opens in the
        rules; ``way_on``: a button's words and what it does (a full store: the screen where
        the person makes room)."""
        box = self.document.getElementById("message")
        box.textContent = text
        if why_rule:
            way_on = (t("msg.why", self.ui.lang), lambda: self.show_rules(None, why_rule))
        if way_on:
            words, act = way_on
            button = self.document.createElement("button")
            button.type = "button"
            button.className = "why"
            button.textContent = words

            def go(event: Any, act: Callable[[], None] = act) -> None:
                self.hide()
                act()

            button.addEventListener("click", self._proxy(go))
            box.append(" ", button)
        if open_tab:
            link = self.document.createElement("a")
            link.href = str(self.window.location.href)
            link.target = "_blank"
            link.rel = "noopener"
            link.textContent = open_tab
            box.append(" ", link)
        box.hidden = False
        self.cover.clear_of(box)  # (over the pass-and-play cover: its panel below the message)
        self.since = float(self.window.performance.now())
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
        if self._gone is None:
            self._gone = self.create_proxy(lambda: self.hide())
        self.timer = self.window.setTimeout(self._gone, MESSAGE_GONE)

    def hide(self) -> None:
        box = self.document.getElementById("message")
        box.hidden = True
        self.cover.clear_of(box)
        self.since = None

    def touched(self) -> None:
        """The person touched the table (a press, a key): a message read a moment goes."""
        since = self.since
        if since is not None and float(self.window.performance.now()) - since > MESSAGE_READ * 1000:
            self.hide()

    def _proxy(self, fn: Callable[..., None]) -> Any:
        proxy = self.create_proxy(fn)
        self._proxies.append(proxy)
        return proxy
