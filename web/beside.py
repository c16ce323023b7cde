"""A tap beside an overlay's panel closes it, as on a phone's sheets and dialogs.

Beside means a press and a click both on the backdrop itself: the click that follows the tap
which opened the overlay (a tap on the table, where the backdrop now lies) is not one.
"""

from __future__ import annotations

from typing import Any, Callable


class TapBeside:
    """Calls ``on_beside`` when a tap (press and click) lands on ``container`` itself."""

    def __init__(self, container: Any, create_proxy: Callable[[Any], Any], on_beside: Callable[[], None]) -> None:
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
            self.on_beside()
