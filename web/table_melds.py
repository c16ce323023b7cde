"""The melds on the table of the table games (Traditional Rummy, Remi 51), laid out in zones by
owner: each meld's cards overlapping in a strip, a joker tagged with the card it stands for,
sized to the room the middle of the table gives them (``table_middle.py``). Read from the
person's view (``Sight.view_as(TableView)``), never the game.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import table_controls as tc
from frame import (
    GOLD,
    HINT,
    MUTED,
    chosen_card,
    others,
)
from i18n import player_name, player_of, t
from moves import ME
from remi.table.melds import face_text
from remi.table.rules import TableView
from scene import CardItem, RectItem, Scene, TextItem, joker_tag_size, tag_width, text_width
from sight import Sight

STRIDE = 0.46  # the visible strip of a card in a meld on the table, as a share of its width


JOKER_STRIDE = 0.66  # after a joker: room for the card it stands for


Group = Tuple[int, List[int]]  # (owner, table indices)


def melds_by_owner(view: TableView) -> Tuple[List[Group], List[Group]]:
    """The opponents' melds by owner (in seat order after the person), and the person's."""
    by_owner: Dict[int, List[int]] = {}
    for i, meld in enumerate(view.table):
        by_owner.setdefault(meld.owner, []).append(i)
    opp = [(s, by_owner.get(s, [])) for s in others(view.players, view.seat)]
    return opp, [(view.seat, by_owner.get(view.seat, []))]


def joker_label(face: Any) -> str:
    """What a joker on the table stands for, as its tag reads: "=Q♠"."""
    return "=" + tc.pretty_face(face_text(face))


def meld_widths(meld: Any, cw: float, stride: float, room: Optional[float] = None) -> List[float]:
    """x offsets of each card of a meld; a joker's strip is as wide as its tag ("=10♠") needs
    (the painter writes it 4 px in and keeps 4 px clear of the next card), up to the whole
    card (a narrower card: the painter writes the tag smaller). A meld longer than ``room``
    (a long run on a phone) is pressed into it by the strips of the other cards: a joker's
    tag keeps its room."""
    tag = joker_tag_size(cw)
    steps = [
        max(cw * JOKER_STRIDE, min(cw, tag_width(joker_label(face), tag) + 10)) if c.is_joker else cw * stride
        for c, face in zip(meld.cards, meld.faces())
    ][:-1]
    if room is not None and sum(steps) + cw > room:
        fixed = sum(d for c, d in zip(meld.cards, steps) if c.is_joker)
        plain = sum(steps) - fixed
        if plain > 0 and room - cw - fixed > 0:
            k = (room - cw - fixed) / plain
            steps = [d if c.is_joker else d * k for c, d in zip(meld.cards, steps)]
        else:  # (the jokers' strips alone too wide: all pressed alike)
            k = max(0.0, room - cw) / sum(steps)
            steps = [d * k for d in steps]
    xs = [0.0]
    for d in steps:
        xs.append(xs[-1] + d)
    return xs


def meld_width(meld: Any, cw: float, stride: float) -> float:
    return meld_widths(meld, cw, stride)[-1] + cw


LABEL_H = 17.0


MIN_CARD_W = 24.0  # the smallest card on the table (CSS px)


def flow_melds(
    view: TableView, groups: Sequence[Group], w: float, cw: float, lang: str, me: int = ME
) -> Tuple[List[Tuple[str, Any, float, float, float]], float]:
    """Places each owner's label and melds, left to right: ([(kind, what, x, y, width)], height).

    An owner's melds go in one line under its label when they fit, and then share the row
    with the next owners' while the row has room (four players on a wide, short screen);
    melds that need more than a row wrap under their label, on rows of their own."""
    ch = cw * 1.4
    gap = max(6.0, cw * 0.22)
    col_gap = max(14.0, cw * 0.4)
    out: List[Tuple[str, Any, float, float, float]] = []
    y = 0.0  # the top of the current row
    row_x = 0.0  # where the next owner may start on it
    row_h = 0.0  # its height so far
    # owners without melds come last, under one title when there are several ("No melds yet: Ana, Bogdan")
    empty = [owner for owner, indices in groups if not indices]
    rows: List[Tuple[Any, List[int]]] = [(o, ix) for o, ix in groups if ix]
    if len(empty) >= 2:
        rows.append((tuple(empty), []))
    elif empty:
        rows.append((empty[0], []))
    for owner, indices in rows:
        widths = [meld_width(view.table[i], cw, STRIDE) for i in indices]
        line = sum(widths) + gap * max(0, len(widths) - 1)
        block = max(text_width(zone_label(view, owner, lang, me), 13, True) + 8, line)
        if row_x > 0 and row_x + block <= w:  # beside the owner before
            x0 = row_x
        else:
            y += row_h
            x0, row_h = 0.0, 0.0
        if x0 + line <= w:  # one line of melds
            out.append(("label", owner, x0, y, min(block, w - x0)))
            cx = x0
            for i, mw in zip(indices, widths):
                out.append(("meld", i, cx, y + LABEL_H, mw))
                cx += mw + gap
            row_h = max(row_h, LABEL_H + (ch + 6 if indices else 0))
            row_x = x0 + block + col_gap
            continue
        out.append(("label", owner, 0.0, y, w))  # wrapped over rows of its own
        cy = y + LABEL_H
        cx = 0.0
        for i, mw in zip(indices, widths):
            if cx > 0 and cx + mw > w:
                cx = 0.0
                cy += ch + 6
            out.append(("meld", i, cx, cy, mw))
            cx += mw + gap
        y, row_x, row_h = cy + ch + 6, w, 0.0
    return out, y + row_h


def zone_label(view: TableView, owner: Any, lang: str, me: int = ME) -> str:
    """The title over an owner's melds: "Formațiile lui Ana", "… — încă niciuna"; for a tuple
    of owners without melds, one title for them all: "Încă fără formații: Ana, Bogdan"."""
    if isinstance(owner, tuple):
        return t("no_melds_of", lang, names=", ".join(player_name(o, lang) for o in owner))
    name = t("your_melds", lang) if owner == me else t("melds_of", lang, name=player_name(owner, lang), of=player_of(owner, lang))
    if not any(m.owner == owner for m in view.table):
        name += " — " + t("no_melds", lang)
    return name


def fit_cards(
    view: TableView, groups: Sequence[Group], w: float, h: float, cw_max: float, lang: str, me: int = ME
) -> Tuple[float, float]:
    """The biggest card width (from ``cw_max`` down to ``MIN_CARD_W``) at which the groups fit in w × h."""
    cw = cw_max
    while True:
        _items, need = flow_melds(view, groups, w, cw, lang, me)
        if need <= h or cw <= MIN_CARD_W:
            return cw, need
        cw -= 2


def fit_pair(
    view: TableView, top: Sequence[Group], bottom: Sequence[Group], w: float, h: float, cw_max: float, lang: str, me: int = ME
) -> Tuple[float, float, float]:
    """The biggest card width at which both blocks fit in w × h one above the other, and the
    height each then needs (at ``MIN_CARD_W`` they may need more than h)."""
    cw = cw_max
    while True:
        need_top = flow_melds(view, top, w, cw, lang, me)[1]
        need_bottom = flow_melds(view, bottom, w, cw, lang, me)[1]
        if need_top + need_bottom <= h or cw <= MIN_CARD_W:
            return cw, need_top, need_bottom
        cw -= 2


def add_zone(
    scene: Scene, at: Sight, groups: Sequence[Group], x: float, y: float, w: float, h: float, cw_max: float
) -> None:
    view, ui = at.view_as(TableView), at.ui
    lang = ui.lang
    cw, _need = fit_cards(view, groups, w, h, cw_max, lang, ui.me)
    ch = cw * 1.4
    items, _ = flow_melds(view, groups, w, cw, lang, ui.me)
    chosen = chosen_card(ui)
    targets = set(at.moves.meld_targets(chosen, ui.picked)) if chosen else set()
    hinted = at.hint_melds
    for kind, what, ix, iy, iw in items:
        px, py = x + ix, y + iy
        if kind == "label":
            scene.add(TextItem(zone_label(view, what, lang, ui.me), px + 2, py + LABEL_H / 2, 13, MUTED, "left", True,
                               max_width=iw - 4))
            continue
        i = what
        meld = view.table[i]
        xs = meld_widths(meld, cw, STRIDE, room=w)  # (a very long run pressed into the row)
        mw = min(xs[-1] + cw, w)
        legal = i in targets
        if i in hinted:  # the meld the hint's card goes onto (or whose joker it takes): outlined in the hint's colour
            scene.add(RectItem(px - 5, py - 5, mw + 10, ch + 10, "rgba(143,220,255,0.16)", HINT, 9, 3))
        if legal:
            scene.add(RectItem(px - 3, py - 3, mw + 6, ch + 6, "rgba(242,193,78,0.28)", GOLD, 8, 2))
        jokers = []
        faces = meld.faces()
        for j, (card, face) in enumerate(zip(meld.cards, faces)):
            key = str(card)
            label = None
            if card.is_joker:
                label = joker_label(face)
            strip = (xs[j + 1] - xs[j]) if j + 1 < len(xs) else cw
            scene.add(CardItem("table:" + key, key, px + xs[j], py, cw, ch, label=label, closed=meld.closed, shown=strip))
            if card.is_joker:
                jokers.append((j, (px + xs[j], py, strip, ch), face))
        scene.hit(
            "meld",
            str(i),
            (px - 3, py - 3, mw + 6, ch + 6),
            owner=meld.owner,
            meld_kind=meld.kind,
            cards=[str(c) for c in meld.cards],
            text=meld.text(),
            closed=meld.closed,
            legal=legal,
            hint=i in hinted,
            jokers=[j for j, _r, _f in jokers],
            card_w=round(cw, 1),
        )
        for j, rect, face in jokers:
            scene.hit("joker", f"{i}:{j}", rect, meld=i, pos=j, face=face_text(face), card=str(meld.cards[j]))
        scene.anchors[f"meld:{i}"] = (px + xs[-1], py, cw, ch)
    scene.anchors[f"zone:{groups[0][0] if groups else 0}"] = (x, y, w, h)
