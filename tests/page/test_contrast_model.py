"""Every text on the table meets WCAG AA contrast (4.5:1, large text 3:1) against what it is
drawn on: the felt (at its lightest and at its darkest), a panel, a card, a button, a tag.
Read from the scenes the layout makes for each game at phone and desktop size, during a deal
and at its end; the colours of the felt, the cards, the buttons and the tags are the painter's
(web/paint.js). Not marked ``browser``: no dist/ needed."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any, Iterator, List, Optional, Tuple

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import remi  # noqa: E402
from kits import drawn  # noqa: E402
from remi import NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402
from scene import ButtonItem, CardItem, RectItem, TagItem, TextItem  # noqa: E402
from sight import UiState  # noqa: E402

PAINT = (Path(__file__).resolve().parents[2] / "web" / "paint.js").read_text(encoding="utf-8")
RGBA = Tuple[float, float, float, float]


def colour(text: str) -> RGBA:
    text = text.strip()
    if text.startswith("#"):
        h = text[1:]
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), 1.0
    m = re.match(r"rgba?\(([^)]*)\)", text)
    assert m, text
    parts = [float(p) for p in m.group(1).split(",")]
    return parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else 1.0


def over(top: RGBA, below: RGBA) -> RGBA:
    a = top[3]
    return tuple(top[k] * a + below[k] * (1 - a) for k in range(3)) + (1.0,)  # type: ignore[return-value]


def luminance(c: RGBA) -> float:
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: RGBA, b: RGBA) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


FELTS = [colour(c) for c in re.findall(r'grad\.addColorStop\(\d, "(#[0-9a-f]{6})"\)', PAINT)]
CARD = colour("#fffdf8")
BUTTON_TEXT = colour(re.search(r'ctx\.fillStyle = "(#[0-9a-f]{6})";\s*ctx\.textAlign = "center";', PAINT).group(1))
TAG_FILL = colour(re.search(r'function drawTag[\s\S]*?ctx\.fillStyle = "(rgba\([^"]*\))"', PAINT).group(1))


def fill_of(item: Any) -> Optional[RGBA]:
    if isinstance(item, RectItem) and item.fill:
        return colour(item.fill)
    if isinstance(item, CardItem):
        return CARD
    if isinstance(item, ButtonItem):
        return colour("#f2c14e" if item.primary else "#fff6dc" if item.active else "rgba(255,255,255,0.88)")
    return None


def inside(item: Any, x: float, y: float) -> bool:
    return item.x <= x <= item.x + item.w and item.y <= y <= item.y + item.h


def backgrounds(items: List[Any], upto: int, x: float, y: float) -> List[RGBA]:
    """What the point (x, y) shows below item ``upto``, on the felt at its lightest and darkest."""
    out = []
    for felt in FELTS:
        shown = felt
        for item in items[:upto]:
            fill = fill_of(item)
            if fill is not None and inside(item, x, y):
                shown = over(fill, shown)
        out.append(shown)
    return out


def text_anchor(item: TextItem) -> Tuple[float, float]:
    """A point under the text's first letters (its anchor is its left, middle or right)."""
    if item.align == "center":
        return item.x, item.y
    return (item.x + 3, item.y) if item.align == "left" else (item.x - 3, item.y)


def needed(text: str, size: float, bold: bool) -> float:
    """WCAG AA: 4.5:1, large text 3:1, and a mark that is no text (the deadwood's dot) 3:1."""
    return 3.0 if size >= 24 or (bold and size >= 18.66) or text in MARKS else 4.5


MARKS = ("●",)


def scenes() -> Iterator[Tuple[str, Any]]:
    for name, players in [("gin", 2), ("oklahoma", 3), ("traditional", 4), ("remi51", 3)]:
        game = remi.new_game(name, players, seed=17)
        bots = [make_player("medium", 17 + s, name) for s in range(players)]
        step = 0
        while True:
            over_now = game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
            if game.to_act == 0 and step % 4 == 0 or over_now:
                for width, height in ((390, 844), (1366, 800)):
                    for lang in ("ro", "en"):
                        ui = UiState(lang=lang, levels=["easy", "medium", "hard"][: players - 1])
                        yield f"{name} {game.phase} {width}x{height} {lang}", drawn(game, ui, width, height)
            if over_now:
                break
            seat = game.to_act
            step += 1
            game.apply(bots[seat].choose(game.view(seat)) if seat is not None else NextHand())


def test_every_text_on_the_table_is_readable_against_what_it_is_drawn_on() -> None:
    low: List[str] = []
    checked = 0
    for where, scene in scenes():
        items = scene.items
        for k, item in enumerate(items):
            if isinstance(item, TextItem):
                x, y = text_anchor(item)
                fg, size, bold, text = colour(item.color), item.size, item.bold, item.text
            elif isinstance(item, TagItem):
                x, y = item.x + 4, item.y
                fg, size, bold, text = colour(item.color), item.size, True, item.text
            elif isinstance(item, ButtonItem):
                x, y = item.x + item.w / 2, item.y + item.h / 2
                fg, size, bold, text = BUTTON_TEXT, item.size or (17 if item.h >= 40 else 13), True, item.label
            else:
                continue
            grounds = backgrounds(items, k, x, y)
            if isinstance(item, TagItem):
                grounds = [over(TAG_FILL, g) for g in grounds]
            if isinstance(item, ButtonItem):  # its label on its own fill
                grounds = [over(fill_of(item) or CARD, g) for g in grounds]
            colours = [fg] + ([colour(item.lead_color)] if isinstance(item, TextItem) and item.lead and item.lead_color else [])
            worst = min(ratio(over(c, g), g) for c in colours for g in grounds)
            checked += 1
            if worst < needed(text, size, bold):
                low.append(f"{where}: {text!r} {item.__class__.__name__} {worst:.2f}")
    assert checked > 500
    assert not low, "\n".join(sorted(set(low))[:40])


@pytest.mark.parametrize("fg,bg,at_least", [("#f4f1e8", "#1f5e39", 4.5), ("#1d2a1f", "#f2c14e", 4.5)])
def test_the_contrast_sums_are_wcags(fg: str, bg: str, at_least: float) -> None:
    assert ratio(colour(fg), colour(bg)) >= at_least
    assert round(ratio(colour("#777777"), colour("#ffffff")), 2) == 4.48  # WCAG's own example, just short of AA
