"""Keyboard play on the table: a focus that walks the table's tappable things, and what each
key means. Pure: the page feeds it the scene (``layout``) and the key pressed; it answers what
the person did, in the pointer's own terms (a tap, a double click on a card, a button's
command), so that a key means exactly what a tap on the same thing means (``presses.Presses.handle``,
from the map of what each card and pile may do now, ``moves``).

- The arrows move the focus: left and right along a row (the hand, the buttons, the melds),
  up and down to the nearest thing above or below.
- Enter or Space taps the thing in focus: a card is picked (or let go), a pile draws or takes
  the picked card, a meld takes it, a button does what it says.
- Letters are the buttons' and the piles' shortcuts (``SHORTCUTS``): a key does what the
  button it names would do, and only while that button is on the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple

from scene import ButtonItem, Hit, RectItem, Scene

FOCUSABLE = ("card", "stock", "discard", "meld", "joker", "seat", "button")

# letter → what it presses: a pile ("pile:stock"), a move ("throw", "take"), or the first of
# these buttons (their ids, ``controls.Button``) on the table now
SHORTCUTS: Dict[str, Tuple[str, ...]] = {
    "d": ("pile:stock",),
    "t": ("take", "button:take"),
    "x": ("throw",),
    "delete": ("throw",),
    "k": ("button:gin", "button:knock", "button:big_gin"),
    "l": ("button:lay_down", "button:layoff_best"),
    "p": ("button:pass",),
    "f": ("button:done",),
    "n": ("button:next_hand", "button:new_match"),
    "h": ("button:hint",),
    "u": ("button:undo",),
    "s": ("sort",),
    "o": ("command:ui:moves",),
    "r": ("command:ui:rules",),
    "m": ("command:ui:menu",),
    "g": ("command:ui:lang",),
}

# the keys as the help lists them, in the order it lists them: (keys shown, text key, the
# family of games they are for, or None for every game)
HELP: Tuple[Tuple[str, str, Optional[str]], ...] = (
    ("← → ↑ ↓", "keys.arrows", None),
    ("Enter / Space", "keys.enter", None),
    ("Home / End", "keys.home", None),
    ("Shift + ← →", "keys.shift", None),
    ("Shift + Enter", "keys.shift_enter", "table"),
    ("D", "keys.d", None),
    ("T", "keys.t", None),
    ("X / Delete", "keys.x", None),
    ("K", "keys.k", "gin"),
    ("L", "keys.l.gin", "gin"),
    ("L", "keys.l.table", "table"),
    ("P", "keys.p", "gin"),
    ("F", "keys.f", "gin"),
    ("N", "keys.n", None),
    ("H", "keys.h", None),
    ("U / Ctrl + Z", "keys.u", None),
    ("S", "keys.s", None),
    ("O", "keys.o", None),
    ("R", "keys.r", None),
    ("M", "keys.m", None),
    ("G", "keys.g", None),
    ("Esc", "keys.esc", None),
    ("?", "keys.help", None),
)


def help_rows(family: Optional[str]) -> List[Tuple[str, str]]:
    """The keys listed for a family of games ("gin", "table"), or for every game (None)."""
    return [(shown, key) for shown, key, only in HELP if family is None or only in (None, family)]


RING = "#ffffff"  # the focus ring: white inside a dark line, seen on the felt and on a card alike
RING_EDGE = "#0b1f12"


@dataclass
class Intent:
    """What a key asks for: ``kind`` is "tap" or "double" (on ``hit``, as a pointer would),
    "command" (a button's or the page's ``command``), "take", "throw", "sort", "move" (the card
    in focus moves ``step`` places in the hand), "escape", "help", "focus" (the focus moved:
    nothing is played) or "none" (a key that does nothing now: ``command`` names it)."""

    kind: str
    hit: Optional[Hit] = None
    command: str = ""
    step: int = 0
    left: bool = False  # a tap at the thing's left end (Shift: a joker onto a run's low end)


def focusables(scene: Scene) -> List[Hit]:
    """The things a key may focus, in the order they were laid out."""
    return [h for h in scene.hits if h.kind in FOCUSABLE]


def _centre(h: Hit) -> Tuple[float, float]:
    return h.x + h.w / 2, h.y + h.h / 2


class Focus:
    """Where the keyboard's focus is on the table: a thing named by its kind and id, so that it
    stays on the same card, pile or button when the table is laid out again. ``shown`` is on
    while the keyboard is in use (the ring is drawn), off after a pointer's press."""

    def __init__(self) -> None:
        self.kind: Optional[str] = None
        self.id: Optional[str] = None
        self.shown = False
        self._last: Optional[Tuple[float, float]] = None  # where it was: the nearest thing takes it when it is gone

    def set(self, hit: Optional[Hit]) -> None:
        if hit is None:
            self.kind = self.id = None
            return
        self.kind, self.id = hit.kind, hit.id
        self._last = _centre(hit)

    def current(self, scene: Scene) -> Optional[Hit]:
        """The thing in focus on ``scene``: the same one, else (it is gone: a card thrown, a
        button no longer offered) the nearest of its kind, else the first card of the hand,
        else the first thing."""
        items = focusables(scene)
        if not items:
            return None
        same = next((h for h in items if h.kind == self.kind and h.id == self.id), None)
        if same is not None:
            self._last = _centre(same)
            return same
        if self._last is not None:
            px, py = self._last
            kin = [h for h in items if h.kind == self.kind] or items
            near = min(kin, key=lambda h: (_centre(h)[0] - px) ** 2 + (_centre(h)[1] - py) ** 2)
            self.set(near)
            return near
        first = next((h for h in items if h.kind == "card"), items[0])
        self.set(first)
        return first

    def move(self, scene: Scene, direction: str) -> Optional[Hit]:
        """The focus moved one step ``direction`` ("left", "right", "up", "down", "first", "last")."""
        here = self.current(scene)
        if here is None:
            return None
        target = step(focusables(scene), here, direction)
        if target is not None:
            self.set(target)
        return target or here


def step(items: Sequence[Hit], here: Hit, direction: str) -> Optional[Hit]:
    """The thing a step ``direction`` from ``here`` lands on, or None at the table's edge.

    Left and right go along the row: the nearest thing level with ``here`` that way; at a
    row's end the hand goes on to its next row (a rack of two rows), else to the nearest thing
    that way. Up and down go to the nearest thing above or below, the straightest first.
    Nearest is counted between the edges, across at twice the cost of along: a wide box
    straight above is straight above. First and last: the hand's ends."""
    cards = [h for h in items if h.kind == "card"]
    if direction in ("first", "last"):
        return (cards[0] if direction == "first" else cards[-1]) if cards else None
    cx, cy = _centre(here)
    across_x = direction in ("up", "down")  # the axis across the way we go
    sign = 1 if direction in ("right", "down") else -1

    def gaps(h: Hit) -> Tuple[float, float]:
        """(along, across): the gaps between ``h`` and ``here`` along the way and across it."""
        gx = max(0.0, max(h.x, here.x) - min(h.x + h.w, here.x + here.w))
        gy = max(0.0, max(h.y, here.y) - min(h.y + h.h, here.y + here.h))
        return (gy, gx) if across_x else (gx, gy)

    def ahead(h: Hit) -> bool:
        hx, hy = _centre(h)
        if across_x:
            return (hy - cy) * sign > max(4.0, here.h / 4)
        return (hx - cx) * sign > 0.5

    others = [h for h in items if h is not here and ahead(h)]
    if not across_x:
        level = [h for h in others if min(h.y + h.h, here.y + here.h) - max(h.y, here.y) > 1.0]  # side by side
        if level:
            return min(level, key=lambda h: (gaps(h)[0], abs(_centre(h)[0] - cx)))
        if here.kind == "card" and here in cards:  # the rack's next row (or the one before)
            k = cards.index(here) + sign
            if 0 <= k < len(cards):
                return cards[k]
    if not others:
        return None
    return min(others, key=lambda h: (gaps(h)[0] + 2 * gaps(h)[1], abs(_centre(h)[0] - cx) + abs(_centre(h)[1] - cy)))


ARROWS = {"arrowleft": "left", "arrowright": "right", "arrowup": "up", "arrowdown": "down", "home": "first", "end": "last"}


def intent(key: str, scene: Scene, focus: Focus, picked: Sequence[str], panel: Optional[str] = None,
           shift: bool = False, ctrl: bool = False) -> Intent:
    """What ``key`` (a KeyboardEvent's ``key``) means on ``scene`` with the focus at ``focus``.
    ``panel``: a panel open over the table (Escape closes it). Moves the focus itself."""
    name = key.lower()
    if ctrl:
        return Intent("command", command="ui:undo") if name == "z" else Intent("none")
    if name in ARROWS:
        here = focus.current(scene)
        if shift and here is not None and here.kind == "card" and name in ("arrowleft", "arrowright"):
            return Intent("move", here, step=1 if name == "arrowright" else -1)
        return Intent("focus", focus.move(scene, ARROWS[name]))
    if name in ("enter", " ", "spacebar"):
        here = focus.current(scene)
        return Intent("tap", here, left=shift) if here is not None else Intent("none")
    if name == "escape":
        return Intent("escape", command="ui:close_panel" if panel else ("ui:clear" if picked else ""))
    if name in ("?", "f1"):
        return Intent("help")
    for way in SHORTCUTS.get(name, ()):
        found = _shortcut(way, scene, focus, picked)
        if found is not None:
            return found
    return Intent("none", command=name if name in SHORTCUTS else "")


def _shortcut(way: str, scene: Scene, focus: Focus, picked: Sequence[str]) -> Optional[Intent]:
    if way.startswith("pile:"):
        pile = next((h for h in scene.hits if h.kind == way[5:]), None)
        return Intent("tap", pile) if pile is not None else None
    if way.startswith("button:"):
        button = next((h for h in scene.hits if h.kind == "button" and h.id == way[7:]), None)
        return Intent("command", button, command=str(button.data.get("command", ""))) if button is not None else None
    if way.startswith("command:"):
        return Intent("command", command=way[8:])
    if way == "take":
        return Intent("take") if any(h.kind == "discard" for h in scene.hits) else None
    if way == "throw":  # the card in focus, else the one picked
        here = focus.current(scene)
        if here is not None and here.kind == "card" and focus.shown:
            return Intent("double", here)
        card = next((h for h in scene.hits if h.kind == "card" and len(picked) == 1 and h.id == picked[0]), None)
        return Intent("double", card) if card is not None else None
    if way == "sort":  # the next way of sorting, after the one on now
        sorts = [h for h in scene.hits if h.kind == "button" and h.id.startswith("sort_")]
        if not sorts:
            return None
        on = next((k for k, h in enumerate(sorts) if h.data.get("active")), -1)
        chosen = sorts[(on + 1) % len(sorts)]
        return Intent("command", chosen, command=str(chosen.data.get("command", "")))
    return None


def ring(scene: Scene, hit: Hit) -> List[RectItem]:
    """The focus ring around ``hit`` (a button: as drawn, its tap area may be larger): a white
    line inside a dark one, clear of the thing itself, and inside the table's edges."""
    x, y, w, h = hit.x, hit.y, hit.w, hit.h
    if hit.kind == "button":
        drawn = next((b for b in scene.items if isinstance(b, ButtonItem) and b.id == hit.id), None)
        if drawn is not None:
            x, y, w, h = drawn.x, drawn.y, drawn.w, drawn.h

    def inside(pad: float) -> Tuple[float, float, float, float]:
        left, top = max(pad / 2, x - pad), max(pad / 2, y - pad)
        right, bottom = min(scene.width - pad / 2, x + w + pad), min(scene.height - pad / 2, y + h + pad)
        return left, top, right - left, bottom - top

    # dark, white, dark: seen on the felt, on a white card and on a gold button alike, a gap
    # clear of the thing so that it is no card's edge, and no other mark of the table looks so
    return [
        RectItem(*inside(9.0), None, RING_EDGE, 12, 3),
        RectItem(*inside(6.5), None, RING, 10, 3),
        RectItem(*inside(4.0), None, RING_EDGE, 8, 2),
    ]
