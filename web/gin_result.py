"""A Gin Rummy or Oklahoma Gin hand at its end: the result's title, each player's melds, lay-offs
and deadwood with its points, and the score sheet, drawn from the person's view (its
``results``).
"""

from __future__ import annotations

from typing import Any, Optional, Tuple

import controls
import hand as hand_mod
from frame import (
    GOLD,
    MUTED,
    TEXT,
    add_buttons_row,
    add_result_panel,
    add_score_sheet,
    result_name_width,
    result_shape,
)
from i18n import is_you, number, player_name, t
from moves import ME
from remi import GinView, ResultKind
from remi.gin.rules import GINS, HandResult
from scene import CardItem, Scene, TextItem, fit_size, text_width
from scores import deal_points, match_title, score_note
from sight import Sight


def result_title(r: HandResult, lang: str, me: Optional[int] = ME) -> str:
    """How the deal ``r`` ended, for the person at ``me``: "You knocked: you win 12"."""
    if r.kind == ResultKind.DRAW:
        return t("kind.draw", lang)
    who = r.knocker if r.kind in GINS else r.winner
    if who == me:
        return t("kind." + r.kind + ".you", lang)
    assert who is not None  # (a hand is won, or drawn)
    return t("kind." + r.kind, lang, name=player_name(who, lang))


def add_result(scene: Scene, at: Sight, width: float, height: float, top: float) -> None:
    view, ui = at.view_as(GinView), at.ui
    lang = ui.lang
    r = view.results[-1]
    px, py, pw, ph = add_result_panel(scene, width, height, top)
    y = py + 20
    you = ui.me if is_you(ui.me) else None  # (people on one device: each named at the end, none "you")
    title = match_title(view, lang, you)
    headline = result_title(r, lang, you)  # (smaller on a narrow phone rather than squeezed)
    size = fit_size(headline, 20, pw - 16, True, 14)
    scene.add(TextItem(headline, width / 2, y, size, GOLD, "center", True, max_width=pw - 16))
    scene.info["result_title"] = headline
    scene.info["result_kind"] = r.kind
    y += 24
    if title:
        scene.add(TextItem(title, width / 2, y, 18, TEXT, "center", True, max_width=pw - 16))
        scene.info["match_title"] = title
        y += 22
    note = t(score_note(view), lang)
    scene.add(TextItem(note, width / 2, y, 12, MUTED, "center", max_width=pw - 16))
    y += 14
    wide, low = result_shape(width, height)
    btn_h = 46.0
    bottom = py + ph - btn_h - 14
    # a phone on its side: the names beside the cards and the button under the sheet, where that
    # makes the cards larger (three or four players; two players' long rows need the width)
    if low:
        beside = result_card_width(r, pw * 0.6 - 16, py + ph - 8 - y, True)
        low = beside > result_card_width(r, pw * 0.6 - 16, bottom - 6 - y, False)
    if wide:
        rows_w = pw * 0.6
        sheet_x, sheet_y, sheet_w = px + rows_w + 8, y, pw - rows_w - 16
        sheet_h = min(bottom - y - 6, 20.0 * (len(view.results) + 2) + 12)
    else:
        rows_w = pw
        sheet_lines = min(len(view.results), 6) + 2
        sheet_h = 20.0 * sheet_lines + 8
        sheet_x, sheet_y, sheet_w = px + 8, bottom - sheet_h - 4, pw - 16
    rows_bottom = (py + ph - 8) if low else (bottom - 6) if wide else (sheet_y - 8)
    used = add_result_rows(scene, view, r, lang, px + 8, y, rows_w - 16, rows_bottom - y, side=low, me=you)
    if not wide:
        sheet_y = min(sheet_y, used + 10)
    add_score_sheet(scene, view, lang, sheet_x, sheet_y, sheet_w, sheet_h)
    btns = controls.buttons(view, None, lang, ui.challenged, ui.together)
    bx, bw = (sheet_x, sheet_w) if low else (px + 8, pw - 16)
    add_buttons_row(scene, btns, bx, py + ph - btn_h - 10, bw, btn_h)


def result_card_width(r: Any, w: float, h: float, side: bool, stacked: bool = False) -> float:
    """The card width at which every player's row of melds fits ``w`` × ``h`` (``side``: with
    the names' column left of the cards, see ``add_result_rows``)."""
    n = len(r.players)
    gap = 8.0
    w -= result_name_width(w, side)
    cw = 72.0 if w > 600 else 58.0
    for p in r.players:
        # width of a row = cw * (groups + 0.6 * (cards - groups)) + gap * (groups - 1)
        groups = len(p.melds) + (1 if p.layoffs else 0) + (1 if p.deadwood else 0)
        cards = sum(len(m) for m in p.melds) + len(p.layoffs) + len(p.deadwood)
        units = groups + 0.6 * (cards - groups)
        if units > 0:
            cw = min(cw, (w - gap * max(0, groups - 1)) / units)
    return max(min(cw, (h / n - row_over(side, stacked)) / 1.4), 16.0)


def row_over(side: bool, stacked: bool = False) -> float:
    """A row's height at the end of a hand beyond its cards': its text line above them (two,
    ``stacked``), or (``side``) a margin."""
    return 8.0 if side else 26.0 + (STACKED if stacked else 0.0)


STACKED = 18.0  # the figures' line under the name, where a narrow row cannot hold both on one


def row_words(view: GinView, r: Any, p: Any, lang: str, me: Optional[int]) -> Tuple[str, str, str]:
    """A result row's name (with how it ended the hand), deadwood and points."""
    name = player_name(p.seat, lang)
    if p.seat == r.knocker:  # a gin is not called a knock (G-8)
        key = "result.knocker" + ("." + r.kind if r.kind in GINS else "")
        name += f" — {t(key + '.you' if p.seat == me else key, lang)}"
    dw = t("deadwood", lang, n=p.deadwood_value)  # as beside the hand: "Deadwood 35", "Rămase: 35 p"
    pts = t("result.points", lang, n=number(deal_points(view, r, p.seat), plus=True))
    return name, dw, pts


def stacked_rows(view: GinView, r: Any, lang: str, w: float, me: Optional[int]) -> bool:
    """Whether some row's name and figures do not fit one line ``w`` wide (every row then takes
    two, alike)."""
    for p in r.players:
        name, dw, pts = row_words(view, r, p, lang, me)
        if text_width(name, 14, True) + text_width(f"{dw} · {pts}", 14, True) + 12 > w:
            return True
    return False


def add_result_rows(
    scene: Scene, view: GinView, r: Any, lang: str, x: float, y: float, w: float, h: float, side: bool = False,
    me: Optional[int] = ME,
) -> float:
    """Each player's melds, lay-offs and deadwood under its name and points, or (``side``, a
    low screen) right of them, so the cards get the row's height."""
    n = len(r.players)
    gap = 8.0
    name_w = result_name_width(w, side)
    stacked = not side and stacked_rows(view, r, lang, w, me)
    cw = result_card_width(r, w, h, side, stacked)
    x0, x, w = x, x + name_w, w - name_w
    ch = cw * 1.4
    row_h = min(h / n, max(ch + row_over(side, stacked) + 8, 64.0 if side else 0.0))
    stride = cw * 0.6
    for p in r.players:
        name, dw, pts = row_words(view, r, p, lang, me)
        color = GOLD if p.seat == r.winner else TEXT
        if side:  # name, deadwood and points one under the other, left of the cards
            scene.add(TextItem(name, x0, y + 9, 14, color, "left", True, max_width=name_w - 8))
            scene.add(TextItem(dw, x0, y + 27, 13, TEXT, "left", True, max_width=name_w - 8))
            scene.add(TextItem(pts, x0, y + 45, 13, TEXT, "left", True, max_width=name_w - 8))
        elif stacked:  # a narrow phone: the name, and under it the figures
            scene.add(TextItem(name, x, y + 9, 14, color, "left", True, max_width=w))
            scene.add(TextItem(f"{dw} · {pts}", x, y + 27, 13, TEXT, "left", True, max_width=w))
        else:
            # the figures as wide as they need (up to 60%: "Deadwood 35 · +60 pts" took 183 px of a
            # phone's 161 at 45%), the name the rest
            figures = f"{dw} · {pts}"
            right = min(text_width(figures, 14, True) + 4, w * 0.6)
            scene.add(TextItem(name, x, y + 9, 14, color, "left", True, max_width=max(w * 0.4, w - right - 8)))
            scene.add(TextItem(figures, x + w, y + 9, 14, TEXT, "right", True, max_width=max(right, w * 0.45)))
        cx = x
        cy = y + 2 if side else y + 20 + (STACKED if stacked else 0)
        for k, meld in enumerate(p.melds):
            for j, c in enumerate(meld):
                scene.add(CardItem("res:" + str(c), str(c), cx + j * stride, cy, cw, ch, meld=k))
            cx += cw + stride * (len(meld) - 1) + gap
        if p.layoffs:  # grouped by the meld they went to, each group in order (4♥ then 3♥ reads 3♥ 4♥)
            laid = sorted(p.layoffs, key=lambda ck: (ck[1], hand_mod.suit_key(ck[0])))
            for j, (c, k) in enumerate(laid):
                scene.add(
                    CardItem("res:" + str(c), str(c), cx + j * stride, cy, cw, ch, laid_off=True, meld=k if k < 4 else None)
                )
            cx += cw + stride * (len(p.layoffs) - 1) + gap
        if p.deadwood:
            for j, c in enumerate(p.deadwood):
                scene.add(CardItem("res:" + str(c), str(c), cx + j * stride, cy, cw, ch, deadwood=True, dim=False))
        y += row_h
    return y
