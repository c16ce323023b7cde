"""Pointer gestures → taps, double clicks and drops. Pure: the page feeds it pointer events
(mouse, touch and pen alike) with the hit under the pointer; it answers what the person did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Optional

DRAG_START = 8.0  # CSS px of movement before a press becomes a drag
DOUBLE_TAP_MS = 400.0


@dataclass
class Press:
    x: float
    y: float
    t: float
    hit: Any  # scene.Hit or None
    mouse: bool = True  # pressed with a mouse (not a finger or a pen)
    dragging: bool = False


class Gestures:
    def __init__(self) -> None:
        self.press: Optional[Press] = None
        self.last_tap: Optional[Dict[str, Any]] = None

    def down(self, x: float, y: float, t: float, hit: Any, mouse: bool = True) -> None:
        self.press = Press(x, y, t, hit, mouse)

    def move(self, x: float, y: float) -> Optional[Dict[str, Any]]:
        """A drag update ({"card": id, "x", "y"}) when a draggable thing is being dragged."""
        p = self.press
        if p is None or p.hit is None or p.hit.kind not in ("card", "stock", "discard"):
            return None
        if not p.dragging and (abs(x - p.x) + abs(y - p.y)) < DRAG_START:
            return None
        p.dragging = True
        return {"kind": p.hit.kind, "card": p.hit.id if p.hit.kind == "card" else None, "x": x, "y": y}

    def up(self, x: float, y: float, t: float, hit: Any) -> Optional[Dict[str, Any]]:
        p = self.press
        self.press = None
        if p is None:
            return None
        if p.dragging:
            self.last_tap = None
            return {"type": "drop", "start": p.hit, "end": hit, "x": x, "y": y}
        target = p.hit
        if target is None:
            self.last_tap = None
            return {"type": "tap", "target": None, "x": x, "y": y}
        last = self.last_tap
        if (
            last is not None
            and p.mouse  # a double click; on touch two quick taps stay two taps (a slip must not throw a card)
            and last["mouse"]
            and target.kind == "card"
            and last["kind"] == "card"
            and last["id"] == target.id
            and t - last["t"] <= DOUBLE_TAP_MS
        ):
            self.last_tap = None
            return {"type": "double", "target": target, "x": x, "y": y}
        self.last_tap = {"kind": target.kind, "id": target.id, "t": t, "mouse": p.mouse}
        return {"type": "tap", "target": target, "x": x, "y": y}

    def cancel(self) -> None:
        self.press = None
