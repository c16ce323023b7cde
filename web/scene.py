"""The render model: what to draw where (in CSS pixels of the canvas), and what each spot
means when it is touched. Built by ``layout``, drawn by ``draw``, read back by hit-testing
and by the tests (``test_json``). Plain data, no browser.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Tuple

Rect = Tuple[float, float, float, float]  # x, y, w, h


@dataclass
class CardItem:
    key: str  # the card's text ("7h") for a face-up card, or a name for a back ("back:stock")
    card: Optional[str]  # None: drawn face down
    x: float
    y: float
    w: float
    h: float
    selected: bool = False
    meld: Optional[int] = None  # meld colour index
    deadwood: bool = False  # marked as deadwood
    glow: bool = False  # a legal target / new card
    dim: bool = False
    laid_off: bool = False
    label: Optional[str] = None  # what a joker on the table stands for ("=7♥")
    closed: bool = False  # in a closed set (R51-5): drawn dimmed
    hint: bool = False  # named by the hint shown now: a blue outline
    hint_aside: bool = False  # named but not played by it (a pair to keep): a thin dashed one
    shown: Optional[float] = None  # the width of it that shows (the next card of a meld or a hand covers the rest); None: all


@dataclass
class TextItem:
    text: str
    x: float
    y: float
    size: float = 14
    color: str = "#f4f1e8"
    align: str = "left"  # left | center | right
    bold: bool = False
    max_width: Optional[float] = None
    wrap: bool = False  # break into lines (centred on y) instead of squeezing into max_width
    top: bool = False  # wrapped lines go down from y (the first line's middle) instead of centring on y
    max_height: Optional[float] = None  # wrapped lines take at most this height: the font shrinks to fit
    lead: int = 0  # the text's first ``lead`` characters are drawn in ``lead_color`` (a hint's action)
    lead_color: Optional[str] = None


@dataclass
class TagItem:
    """A small label in a rounded box (a computer player's level). With ``after``, it sits just
    right of that text as drawn at ``x`` in bold ``after_size`` (measured when drawing: layout
    cannot know a font's widths)."""

    text: str
    x: float
    y: float  # the middle line
    color: str
    size: float = 11
    after: Optional[str] = None
    after_size: float = 14
    after_max: Optional[float] = None  # the width ``after`` is squeezed into, if any


@dataclass
class RectItem:
    x: float
    y: float
    w: float
    h: float
    fill: Optional[str] = None
    stroke: Optional[str] = None
    radius: float = 8
    line: float = 1


@dataclass
class ButtonItem:
    id: str
    label: str
    command: str
    x: float
    y: float
    w: float
    h: float
    primary: bool = False
    active: bool = False  # a toggle that is on (the current sort)
    hint: bool = False  # the button the hint shown now suggests: a blue outline
    size: Optional[float] = None  # the label's font size (None: 17 px on a tall button, else 13)


@dataclass
class Hit:
    kind: str  # card | stock | discard | button | meld | hand
    id: str
    x: float
    y: float
    w: float
    h: float
    data: Dict[str, Any] = field(default_factory=dict)

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h


@dataclass
class Scene:
    width: float
    height: float
    items: List[Any] = field(default_factory=list)  # drawn in order
    hits: List[Hit] = field(default_factory=list)  # later ones are on top
    anchors: Dict[str, Rect] = field(default_factory=dict)  # where things are, for animations
    info: Dict[str, Any] = field(default_factory=dict)  # phase, to_act, deadwood, ... for tests

    def add(self, item: Any) -> Any:
        self.items.append(item)
        return item

    def hit(self, kind: str, id: str, rect: Rect, **data: Any) -> None:
        x, y, w, h = rect
        self.hits.append(Hit(kind, id, x, y, w, h, dict(data)))

    def hit_test(self, px: float, py: float) -> Optional[Hit]:
        for hit in reversed(self.hits):
            if hit.contains(px, py):
                return hit
        return None

    def test_json(self, offset_x: float = 0.0, offset_y: float = 0.0) -> Dict[str, Any]:
        """The clickable things in page CSS pixels: what the browser tests click on."""

        def box(h: Hit) -> Dict[str, Any]:
            return {"x": round(h.x + offset_x, 1), "y": round(h.y + offset_y, 1), "w": round(h.w, 1), "h": round(h.h, 1)}

        cards, buttons, melds, jokers, seats, piles = [], [], [], [], [], {}
        for h in self.hits:
            if h.kind == "card":
                cards.append({"id": h.id, **box(h), **h.data})
            elif h.kind == "button":
                buttons.append({"id": h.id, **box(h), **h.data})
            elif h.kind == "meld":
                melds.append({"id": h.id, **box(h), **h.data})
            elif h.kind == "joker":
                jokers.append({"id": h.id, **box(h), **h.data})
            elif h.kind == "seat":
                seats.append({"id": h.id, **box(h), **h.data})
            elif h.kind in ("stock", "discard"):
                piles[h.kind] = {**box(h), **h.data}
        out = {"cards": cards, "buttons": buttons, "melds": melds, "jokers": jokers, "seats": seats, "piles": piles}
        return {**out, **self.info}


def joker_tag_size(card_w: float) -> float:
    """The font size of the tag on a joker on the table that names the card it stands for (the
    painter draws it smaller where even the whole card is too narrow for it: ``jokerTagSize``)."""
    return max(10.0, min(card_w * 0.28, 18.0))


# The width of each character of a joker's tag ("=10♦", "=K♣", "=9") in bold, in ems: the widest
# of the fonts the page is drawn in (DejaVu Sans Bold, a Linux browser's; Roboto and San
# Francisco are narrower). The estimate of all texts (frame.text_width, 0.66 em a character)
# is short of "=10♦" by a sixth: the suit went under the next card.
TAG_EMS = {"=": 0.84, "A": 0.78, "J": 0.4, "Q": 0.86, "K": 0.78}


def tag_width(label: str, size: float) -> float:
    """How wide a joker's tag ``label`` is drawn in bold ``size`` px, at most."""
    return size * sum(TAG_EMS.get(ch, 0.71 if ch.isdigit() else 0.9) for ch in label)


def wrap_words(text: str, width: float, measure: Callable[[str], float]) -> List[str]:
    """``text`` broken at spaces into lines no wider than ``width`` as ``measure`` reckons it
    (the canvas's own measure when drawing, an estimate when laying out); a word longer
    than ``width`` gets a line of its own."""
    lines: List[str] = []
    current = ""
    for word in (w for w in text.split(" ") if w):  # not at a no-break space
        trial = (current + " " + word).strip()
        if not current or measure(trial) <= width:
            current = trial
        else:
            lines.append(current)
            current = word
    return lines + [current]


def text_width(text: str, size: float, bold: bool = False) -> float:
    """An estimate of a text's width (layout must not depend on the browser)."""
    return len(text) * size * (0.66 if bold else 0.58)


def fit_size(text: str, size: float, room: float, bold: bool = False, least: float = 12) -> float:
    """The font size, at most ``size`` and at least ``least``, at which ``text`` fits ``room``
    (by the layout's estimate): a title shrinks a little rather than be squeezed."""
    width = text_width(text, 1, bold)
    return max(least, min(size, room / width)) if width else size


def wrapped_lines(text: str, size: float, width: float) -> List[str]:
    """``text`` in bold ``size`` broken into lines of at most ``width``, by the layout's estimate
    of text widths (the canvas wraps it again by its own measure when it draws)."""
    return wrap_words(text, width, lambda line: text_width(line, size, True))
