"""Draw a ``Scene`` on a canvas 2D context (through Pyodide's ``js`` proxies).

Only drawing here: positions, colours and texts all come from the scene.
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Optional, Tuple

from scene import ButtonItem, CardItem, RectItem, Scene, TagItem, TextItem, joker_tag_size, wrap_words

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif"
RED = "#c8102e"
BLACK = "#1b1b1f"
SUITS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
# a picked card's face: unlike the glow of a new card or of a legal target, it tints the card
# itself, so a picked card reads as picked where the orange border alone looked like the glow
PICKED_TINT = "#ffdc8f"
PICKED_JOKER_TINT = "#ffbf5e"  # a joker's face is cream already: a deeper tint tells it picked
MELD_TINTS = ("#dcf3dc", "#dbe8fb", "#fcebc9", "#ecdcf8")
MELD_BARS = ("#2e9d4f", "#2f6fd0", "#d98a00", "#8b4fc7")
HINT = "#38bdf8"  # the outline of what a hint names (cards, a pile, a button)


def round_rect(ctx: Any, x: float, y: float, w: float, h: float, r: float) -> None:
    r = max(0.0, min(r, w / 2, h / 2))
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.arcTo(x + w, y, x + w, y + h, r)
    ctx.arcTo(x + w, y + h, x, y + h, r)
    ctx.arcTo(x, y + h, x, y, r)
    ctx.arcTo(x, y, x + w, y, r)
    ctx.closePath()


def background(ctx: Any, width: float, height: float) -> None:
    grad = ctx.createRadialGradient(width / 2, height * 0.45, 10, width / 2, height * 0.45, max(width, height) * 0.75)
    grad.addColorStop(0, "#2c7a4b")
    grad.addColorStop(1, "#14452a")
    ctx.fillStyle = grad
    ctx.fillRect(0, 0, width, height)


# The felt, drawn once per canvas size and copied after that. On this machine's software canvas
# (1280 x 800) a gradient over the whole table takes 6 ms (13 ms at --cpu 4, a slow phone), a
# copy 0.3 ms (2 ms): a Remi 51 table draws in 2.2 ms instead of 3.5 (11.9 instead of 16.4).
_felt: Dict[Tuple[int, int, float], Any] = {}


def felt(ctx: Any, width: float, height: float, dpr: float) -> None:
    """The table's background, from its picture at this size (drawn on first use)."""
    key = (round(width * dpr), round(height * dpr), dpr)
    picture = _felt.get(key)
    if picture is None:
        _felt.clear()  # one size at a time: a resize changes it
        picture = ctx.canvas.ownerDocument.createElement("canvas")
        picture.width, picture.height = key[0], key[1]
        pctx = picture.getContext("2d")
        pctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        background(pctx, width, height)
        _felt[key] = picture
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.drawImage(picture, 0, 0)
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)


def draw_scene(ctx: Any, scene: Scene, dpr: float, extra: Any = ()) -> None:
    felt(ctx, scene.width, scene.height, dpr)
    draw_items(ctx, list(scene.items) + list(extra), dpr)


def draw_over(ctx: Any, backdrop: Any, dpr: float, extra: Any) -> None:
    """One animation frame: the still table (``backdrop``, a canvas already drawn at device
    pixels) and the moving items over it. Much cheaper than drawing the scene again, which
    matters on slow phones (bench/longtasks.py --cpu 4)."""
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.drawImage(backdrop, 0, 0)
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    draw_items(ctx, extra, dpr)


def draw_items(ctx: Any, items: Any, dpr: float = 0.0) -> None:
    """Draw ``items`` in order. With ``dpr`` (the context's scale), cards whose pictures are
    made (``card_sprite``) are stamped from them; the others are drawn path by path."""
    for item in items:
        if isinstance(item, CardItem):
            if dpr > 0:
                stamp_card(ctx, item, dpr)
            else:
                draw_card(ctx, item)
        elif isinstance(item, TextItem):
            draw_text(ctx, item)
        elif isinstance(item, RectItem):
            draw_rect(ctx, item)
        elif isinstance(item, ButtonItem):
            draw_button(ctx, item)
        elif isinstance(item, TagItem):
            draw_tag(ctx, item)


def draw_tag(ctx: Any, tag: TagItem) -> None:
    x = tag.x
    if tag.after:
        ctx.font = f"bold {tag.after_size:.0f}px {FONT}"
        width = float(ctx.measureText(tag.after).width)
        x += min(width, tag.after_max or width) + 6
    ctx.font = f"bold {tag.size:.0f}px {FONT}"
    w = float(ctx.measureText(tag.text).width) + 12
    h = tag.size + 6
    round_rect(ctx, x, tag.y - h / 2, w, h, h / 2)
    ctx.fillStyle = "rgba(0,0,0,0.28)"
    ctx.fill()
    ctx.lineWidth = 1
    ctx.strokeStyle = tag.color
    ctx.stroke()
    ctx.fillStyle = tag.color
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(tag.text, x + w / 2, tag.y + 0.5)


def draw_rect(ctx: Any, r: RectItem) -> None:
    round_rect(ctx, r.x, r.y, r.w, r.h, r.radius)
    if r.fill:
        ctx.fillStyle = r.fill
        ctx.fill()
    if r.stroke:
        ctx.lineWidth = r.line
        ctx.strokeStyle = r.stroke
        ctx.stroke()


def _lines(ctx: Any, text: str, width: float) -> List[str]:
    """``text`` broken at spaces into lines no wider than ``width`` in the current font."""
    return wrap_words(text, width, lambda line: float(ctx.measureText(line).width))


def draw_text(ctx: Any, item: TextItem) -> None:
    def font(size: float) -> None:
        ctx.font = f"{'bold ' if item.bold else ''}{size:.0f}px {FONT}"

    font(item.size)
    ctx.fillStyle = item.color
    ctx.textAlign = item.align
    ctx.textBaseline = "middle"
    if item.wrap and item.max_width and ctx.measureText(item.text).width > item.max_width:
        size = item.size
        lines = _lines(ctx, item.text, item.max_width)
        while item.max_height and len(lines) * size * 1.2 > item.max_height and size > 10:
            size -= 1  # a long text in a short space: a smaller font rather than over its neighbours
            font(size)
            lines = _lines(ctx, item.text, item.max_width)
        step = size * 1.2
        if item.max_height and len(lines) * step > item.max_height:  # still too long: cut it short
            lines = lines[: max(1, int(item.max_height // step))]
            last = lines[-1].split()
            while len(last) > 1 and ctx.measureText(" ".join(last) + " …").width > item.max_width:
                last.pop()
            lines[-1] = " ".join(last) + " …"
        top = item.y if item.top else item.y - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            ctx.fillText(line, item.x, top + i * step, max(10.0, item.max_width))
    elif item.max_width:
        ctx.fillText(item.text, item.x, item.y, max(10.0, item.max_width))
    else:
        ctx.fillText(item.text, item.x, item.y)


def draw_button(ctx: Any, b: ButtonItem) -> None:
    ctx.save()
    if b.primary:
        ctx.shadowColor = "rgba(0,0,0,0.35)"
        ctx.shadowBlur = 8
        ctx.shadowOffsetY = 2
    round_rect(ctx, b.x, b.y, b.w, b.h, min(12.0, b.h / 2))
    ctx.fillStyle = "#f2c14e" if b.primary else ("#fff6dc" if b.active else "rgba(255,255,255,0.88)")
    ctx.fill()
    ctx.restore()
    if b.active:
        round_rect(ctx, b.x, b.y, b.w, b.h, min(12.0, b.h / 2))
        ctx.lineWidth = 2
        ctx.strokeStyle = "#f2c14e"
        ctx.stroke()
    if b.hint:
        _hint_ring(ctx, b.x, b.y, b.w, b.h, min(12.0, b.h / 2))
    size = 17 if b.h >= 40 else 13
    ctx.font = f"bold {size}px {FONT}"
    ctx.fillStyle = "#1d2a1f"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(b.label, b.x + b.w / 2, b.y + b.h / 2 + 1, b.w - 8)


def draw_back(ctx: Any, c: CardItem) -> None:
    """The back of a card, without the marks (``_card_marks``) drawn over it."""
    r = max(3.0, c.w * 0.08)
    round_rect(ctx, c.x, c.y, c.w, c.h, r)
    ctx.fillStyle = "#fdfdfd"
    ctx.fill()
    ctx.lineWidth = 1
    ctx.strokeStyle = "rgba(0,0,0,0.35)"
    ctx.stroke()
    inset = max(2.0, c.w * 0.07)
    round_rect(ctx, c.x + inset, c.y + inset, c.w - 2 * inset, c.h - 2 * inset, r * 0.6)
    ctx.fillStyle = "#9c2b2b"
    ctx.fill()
    # a simple lattice
    ctx.save()
    ctx.clip()
    ctx.strokeStyle = "rgba(255,255,255,0.25)"
    ctx.lineWidth = 1
    step = max(5.0, c.w * 0.16)
    k = -c.h
    ctx.beginPath()
    while k < c.w + c.h:
        ctx.moveTo(c.x + k, c.y)
        ctx.lineTo(c.x + k + c.h, c.y + c.h)
        ctx.moveTo(c.x + k + c.h, c.y)
        ctx.lineTo(c.x + k, c.y + c.h)
        k += step
    ctx.stroke()
    ctx.restore()


def _hint_ring(ctx: Any, x: float, y: float, w: float, h: float, r: float) -> None:
    """A blue outline with a soft halo: what the hint shown now is about."""
    ctx.save()
    ctx.shadowColor = HINT
    ctx.shadowBlur = 12
    round_rect(ctx, x - 2, y - 2, w + 4, h + 4, r + 2)
    ctx.lineWidth = 3.5
    ctx.strokeStyle = HINT
    ctx.stroke()
    ctx.restore()


def _glow(ctx: Any, c: CardItem, r: float) -> None:
    ctx.save()
    ctx.shadowColor = "#ffd54a"
    ctx.shadowBlur = 14
    round_rect(ctx, c.x - 1, c.y - 1, c.w + 2, c.h + 2, r)
    ctx.lineWidth = 3
    ctx.strokeStyle = "#ffd54a"
    ctx.stroke()
    ctx.restore()


def _card_base(ctx: Any, c: CardItem, r: float, fill: str) -> None:
    ctx.save()
    if c.selected:
        ctx.shadowColor = "rgba(0,0,0,0.45)"
        ctx.shadowBlur = 12
        ctx.shadowOffsetY = 4
    else:
        ctx.shadowColor = "rgba(0,0,0,0.3)"
        ctx.shadowBlur = 3
        ctx.shadowOffsetX = -1
    round_rect(ctx, c.x, c.y, c.w, c.h, r)
    ctx.fillStyle = fill
    ctx.fill()
    ctx.restore()
    round_rect(ctx, c.x, c.y, c.w, c.h, r)
    ctx.lineWidth = 1
    ctx.strokeStyle = "rgba(0,0,0,0.45)"
    ctx.stroke()


def _card_marks(ctx: Any, c: CardItem, r: float) -> None:
    """What a card shows for the moment: picked (an orange border), a legal target or new card
    (glow), named by the hint, dimmed. A card's back shows only the glow and the hint."""
    if c.card is None:
        if c.glow:
            _glow(ctx, c, r)
        if c.hint:
            _hint_ring(ctx, c.x, c.y, c.w, c.h, r)
        return
    if c.selected:
        round_rect(ctx, c.x, c.y, c.w, c.h, r)
        ctx.lineWidth = 3
        ctx.strokeStyle = "#f2a900"
        ctx.stroke()
    if c.glow:
        _glow(ctx, c, r)
    if c.hint:
        _hint_ring(ctx, c.x, c.y, c.w, c.h, r)
    if c.dim or c.closed:
        round_rect(ctx, c.x, c.y, c.w, c.h, r)
        ctx.fillStyle = "rgba(20,40,30,0.42)" if c.closed else "rgba(0,0,0,0.12)"
        ctx.fill()


def draw_joker(ctx: Any, c: CardItem) -> None:
    """A joker: a purple star and JOKER in the corner; on the table, the card it stands for."""
    r = max(3.0, c.w * 0.08)
    _card_base(ctx, c, r, PICKED_JOKER_TINT if c.selected else "#fff4d6")
    fs = max(11.0, min(c.w * 0.3, 30.0))
    ix = c.x + c.w * 0.05
    ctx.fillStyle = "#7b2cbf"
    ctx.textAlign = "left"
    ctx.textBaseline = "top"
    ctx.font = f"bold {fs:.0f}px {FONT}"
    ctx.fillText("★", ix + 1, c.y + c.h * 0.04)
    letter_h = max(7.0, fs * 0.42) * 1.05
    if not c.label and fs * 1.15 + 5 * letter_h <= c.h * 0.92:  # JOKER down the side, where it fits
        ctx.font = f"bold {max(7.0, fs * 0.42):.0f}px {FONT}"
        for i, letter in enumerate("JOKER"):
            ctx.fillText(letter, ix + fs * 0.2, c.y + c.h * 0.04 + fs * 1.15 + i * letter_h)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    big = c.w * 0.55
    ctx.font = f"{big:.0f}px {FONT}"
    ctx.fillText("★", c.x + c.w * 0.62, c.y + c.h * 0.5)
    if c.label:  # what it stands for, in a tag at the bottom
        tag = c.label
        red = tag[-1:] in ("♥", "♦")
        size = joker_tag_size(c.w)
        th = size * 1.35
        round_rect(ctx, c.x + 2, c.y + c.h - th - 3, c.w - 4, th, 4)
        ctx.fillStyle = "#fffdf8"
        ctx.fill()
        ctx.lineWidth = 1
        ctx.strokeStyle = "#7b2cbf"
        ctx.stroke()
        ctx.font = f"bold {size:.0f}px {FONT}"
        ctx.fillStyle = RED if red else BLACK
        ctx.textAlign = "left"
        ctx.fillText(tag, c.x + 4, c.y + c.h - th / 2 - 3, c.w - 8)


def draw_card(ctx: Any, c: CardItem) -> None:
    """A card drawn path by path: its face (or back), then its marks."""
    draw_face(ctx, c)
    _card_marks(ctx, c, max(3.0, c.w * 0.08))


def draw_face(ctx: Any, c: CardItem) -> None:
    """Everything of a card but the marks of the moment (selected, glow, hint, dimmed)."""
    if c.card is None:
        draw_back(ctx, c)
        return
    text = c.card.rstrip("'")
    if text == "*":
        draw_joker(ctx, c)
        return
    rank, suit = text[:-1], text[-1]
    color = RED if suit in "hd" else BLACK
    glyph = SUITS.get(suit, "?")
    r = max(3.0, c.w * 0.08)
    ctx.save()
    if c.selected:
        ctx.shadowColor = "rgba(0,0,0,0.45)"
        ctx.shadowBlur = 12
        ctx.shadowOffsetY = 4
    else:
        ctx.shadowColor = "rgba(0,0,0,0.3)"
        ctx.shadowBlur = 3
        ctx.shadowOffsetX = -1
    round_rect(ctx, c.x, c.y, c.w, c.h, r)
    if c.selected:
        ctx.fillStyle = PICKED_TINT
    else:
        ctx.fillStyle = MELD_TINTS[c.meld % 4] if c.meld is not None and not c.deadwood else "#fffdf8"
    ctx.fill()
    ctx.restore()
    round_rect(ctx, c.x, c.y, c.w, c.h, r)
    ctx.lineWidth = 1
    ctx.strokeStyle = "rgba(0,0,0,0.45)"
    ctx.stroke()
    # the corner index: big rank, suit under it
    fs = max(11.0, min(c.w * 0.3, 30.0))
    ix = c.x + c.w * 0.05
    ctx.fillStyle = color
    ctx.textAlign = "left"
    ctx.textBaseline = "top"
    ctx.font = f"bold {fs:.0f}px {FONT}"
    narrow = rank == "10"
    if narrow:
        ctx.fillText(rank, ix - 1, c.y + c.h * 0.04, c.w * 0.34)
    else:
        ctx.fillText(rank, ix + 1, c.y + c.h * 0.04)
    ctx.font = f"{fs * 0.95:.0f}px {FONT}"
    ctx.fillText(glyph, ix + 1, c.y + c.h * 0.04 + fs * 1.02)
    # the middle: a big suit (or the face letter)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    big = c.w * 0.5
    cx = c.x + c.w * 0.6
    cy = c.y + c.h * 0.62
    if rank in ("J", "Q", "K"):
        ctx.font = f"bold {big * 0.8:.0f}px {FONT}"
        ctx.fillText(rank, cx, cy - big * 0.28)
        ctx.font = f"{big * 0.6:.0f}px {FONT}"
        ctx.fillText(glyph, cx, cy + big * 0.42)
    else:
        ctx.font = f"{big:.0f}px {FONT}"
        ctx.fillText(glyph, cx, cy)
    # meld bar / deadwood dot / laid-off border
    if c.meld is not None and not c.deadwood:
        ctx.fillStyle = MELD_BARS[c.meld % 4]
        bar = max(3.0, c.h * 0.05)
        round_rect(ctx, c.x + 2, c.y + c.h - bar - 2, c.w - 4, bar, bar / 2)
        ctx.fill()
    if c.deadwood:
        ctx.beginPath()
        ctx.arc(c.x + c.w * 0.05 + fs * 0.32, c.y + c.h - max(6.0, c.h * 0.08), max(3.0, c.w * 0.055), 0, 2 * math.pi)
        ctx.fillStyle = "#e5533d"
        ctx.fill()
    if c.laid_off:
        ctx.save()
        ctx.setLineDash([4, 3])
        round_rect(ctx, c.x + 1.5, c.y + 1.5, c.w - 3, c.h - 3, r)
        ctx.lineWidth = 2.5
        ctx.strokeStyle = "#d98a00"
        ctx.stroke()
        ctx.restore()


# --- card pictures ------------------------------------------------------------------------------
# A card face is some forty canvas calls, each a crossing from Python into the browser, and a
# blurred shadow: a table of twenty cards took 30 ms to draw on a slow phone (bench/longtasks.py
# --cpu 4). Each face is drawn once into a small canvas of its own and stamped after that.

SPRITE_PAD = 20  # CSS px around a card for its shadow (blur 12, offset 4 when selected)
# Pictures are kept up to this many bytes of pixels (4 a device pixel), the least recently used
# going first past it. A phone at 3 device pixels per CSS pixel spends about 0.4 MB on one
# picture: the old limit of 400 pictures could reach 160 MB, a large share of what a phone's
# browser gives all the canvases of a page. 64 MB holds some 160 such pictures, more than a
# full table shows.
SPRITE_BYTES = 64 << 20
# A new picture costs three times as much as drawing the card once (a canvas of its own): a
# Remi 51 table of 28 cards took 47 ms on a slow phone drawn path by path, 84 ms making 8 new
# pictures, 200 ms making them all; on a busy machine one new picture took up to 120 ms. So a
# drawing makes none: it draws the cards without one path by path, and the app makes the
# missing pictures one at a time between drawings (``missing_sprite``, ``App._warm``).
_sprites: Dict[Tuple[Any, ...], Any] = {}  # oldest use first
_sprite_bytes = [0]  # the pixels the pictures in _sprites hold, in bytes


def sprite_key(c: CardItem, dpr: float) -> Tuple[Any, ...]:
    """What a card's picture depends on: everything ``draw_face`` reads but its position."""
    meld = c.meld % len(MELD_TINTS) if c.meld is not None else None
    return (c.card, round(c.w, 2), round(c.h, 2), dpr, c.selected, meld, c.deadwood, c.laid_off, c.label)


def _used(key: Tuple[Any, ...]) -> Any:
    """The picture for ``key`` if it is made, now the most recently used; else None."""
    sprite = _sprites.pop(key, None)
    if sprite is not None:
        _sprites[key] = sprite
    return sprite


def card_sprite(ctx: Any, c: CardItem, dpr: float) -> Any:
    """The picture of ``c``'s face, made now if it is not yet: a canvas ``SPRITE_PAD`` CSS px
    larger on every side, at device pixels. Making one past ``SPRITE_BYTES`` lets the least
    recently used go (their canvases emptied, so the browser frees them at once)."""
    key = sprite_key(c, dpr)
    sprite = _used(key)
    if sprite is None:
        sprite = ctx.canvas.ownerDocument.createElement("canvas")
        sprite.width = math.ceil((c.w + 2 * SPRITE_PAD) * dpr)
        sprite.height = math.ceil((c.h + 2 * SPRITE_PAD) * dpr)
        sctx = sprite.getContext("2d")
        sctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        at = CardItem(c.key, c.card, SPRITE_PAD, SPRITE_PAD, c.w, c.h, selected=c.selected, meld=c.meld,
                      deadwood=c.deadwood, laid_off=c.laid_off, label=c.label)
        draw_face(sctx, at)
        _sprites[key] = sprite
        _sprite_bytes[0] += 4 * int(sprite.width) * int(sprite.height)
        while _sprite_bytes[0] > SPRITE_BYTES and len(_sprites) > 1:
            old = _sprites.pop(next(iter(_sprites)))
            _sprite_bytes[0] -= 4 * int(old.width) * int(old.height)
            old.width = old.height = 0
    return sprite


def missing_sprite(items: Any, dpr: float) -> Optional[CardItem]:
    """The first card of ``items`` whose picture is not made yet (drawn path by path)."""
    for item in items:
        if isinstance(item, CardItem) and sprite_key(item, dpr) not in _sprites:
            return item
    return None


def stamp_card(ctx: Any, c: CardItem, dpr: float) -> None:
    """Draw ``c`` from its picture (at whole device pixels), then its marks over it; path by
    path while it has no picture yet."""
    sprite = _used(sprite_key(c, dpr))
    if sprite is None:
        draw_card(ctx, c)
        return
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.drawImage(sprite, round((c.x - SPRITE_PAD) * dpr), round((c.y - SPRITE_PAD) * dpr))
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    if c.selected or c.glow or c.hint or c.dim or c.closed:
        _card_marks(ctx, c, max(3.0, c.w * 0.08))
