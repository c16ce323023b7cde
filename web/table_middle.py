"""The middle of a table game's table (Traditional Rummy, Remi 51): the stock and the discard
pile, the status line (what to do now, a refusal's reason, the hint) and the melds' zones
(``table_melds.py``), arranged upright (a phone) or side by side (a screen on its side).
"""

from __future__ import annotations

from typing import Optional, Tuple

import table_controls as tc
from frame import (
    GOLD,
    HINT,
    MARGIN,
    MUTED,
    TEXT,
    add_discard_pile,
    add_stock,
    after_dash,
    chosen_card,
    last_news,
    pile_label_width,
    pretty,
)
from i18n import has, player_name, points_count, refusal_sentence, t
from remi import Action, Phase, TableView
from scene import RectItem, Scene, TextItem, text_width, wrapped_lines
from sight import Sight, hint_lead, hint_text
from table_melds import MIN_CARD_W, add_zone, fit_cards, fit_pair, flow_melds, melds_by_owner

RED_TEXT = "#ffb4a6"


PILE_H_CROWDED = 60.0  # the piles' height upright when the table's melds need the room


def middle_portrait(
    scene: Scene, at: Sight, area: Tuple[float, float, float, float]
) -> None:
    view, ui = at.view_as(TableView), at.ui
    x, y, w, h = area
    opp, mine = melds_by_owner(view)
    cw_max = min(62.0, w / 6.5)
    ph = max(56.0, min(84.0, h * 0.2))
    fitted = fit_pair(view, opp, mine, w, h - ph - 28, cw_max, ui.lang, ui.me)
    if fitted[0] < cw_max and ph > PILE_H_CROWDED:  # a crowded table: smaller piles, if its cards grow
        smaller = fit_pair(view, opp, mine, w, h - PILE_H_CROWDED - 28, cw_max, ui.lang, ui.me)
        if smaller[0] > fitted[0]:
            ph, fitted = PILE_H_CROWDED, smaller
    zones_h = h - ph - 28
    _cw, opp_h, my_h = fitted
    if opp_h + my_h > zones_h:  # too many melds even for the smallest cards: half the room each
        opp_h, my_h = split_room(zones_h, opp_h, my_h)
    add_zone(scene, at, opp, x, y, w, opp_h, cw_max)
    row_y = y + opp_h + 4 + max(0.0, zones_h - opp_h - my_h) / 2
    pw = ph / 1.4
    px = x + 4
    gap = max(22.0, pile_label_width(ui.lang, 12) - pw)
    add_piles(scene, at, px, row_y, pw, ph, gap)
    sx = px + 2 * pw + gap + 10
    # the status between the two blocks of melds (centred on the piles, 10 px above the band's
    # middle); too long for it at 10 px (a small phone, 320x568), its short form (what the last
    # player did is in their box): it ran over the melds above and below
    cy = row_y + ph / 2
    tall = 2 * min(cy - (y + opp_h), y + h - my_h - cy)
    status = status_text(at)
    if len(wrapped_lines(status[0], 10, x + w - sx - 4)) * 12 > tall:
        status = status_text(at, short=True)
    add_status(scene, at, sx + (x + w - sx) / 2, cy, x + w - sx - 4, height=tall, status=status)
    add_zone(scene, at, mine, x, y + h - my_h, w, my_h, cw_max)


def middle_landscape(
    scene: Scene, at: Sight, area: Tuple[float, float, float, float]
) -> None:
    view, ui = at.view_as(TableView), at.ui
    x, y, w, h = area
    ph = max(60.0, min(130.0, h * 0.36))
    pw = ph / 1.4
    col_w = max(2 * pw + 14, 200.0)
    gap = max(14.0, min(pile_label_width(ui.lang, 12) - pw, col_w - 2 * pw - 8))
    add_piles(scene, at, x + (col_w - 2 * pw - gap) / 2, y + 8, pw, ph, gap)
    zx = x + col_w + 12
    zw = w - col_w - 12
    # Under the piles' labels, long texts (a hint's reason) wrap downwards into the free column,
    # in a smaller font when the column is short. When even that does not fit (a small phone on
    # its side) the text goes across the melds' column, in a strip between the two groups.
    # (draw.draw_text shrinks a text to its max_height, down to 10 px, then cuts it short.)
    status = status_text(at)
    text = status[0]
    size = status_size(col_w - 8)
    first = y + ph + 32 + 0.6 * size  # the first line's middle: its top just under the piles' labels
    under = y + h - 4 - (first - 0.6 * size)  # from there to the area's bottom
    fits_under = any(len(wrapped_lines(text, s, col_w - 8)) * s * 1.2 <= under for s in (size, 13.0, 12.0))
    opp, mine = melds_by_owner(view)
    cw_max = 80.0
    lang = ui.lang
    avail = h - 8
    # The opponents' melds above, the person's below; on a crowded table that would not fit even
    # with the smallest cards (four players on a phone on its side), one block for all, yours last.
    least = flow_melds(view, opp, zw, MIN_CARD_W, lang, ui.me)[1] + flow_melds(view, mine, zw, MIN_CARD_W, lang, ui.me)[1]
    together = least > avail
    if together:
        least = flow_melds(view, opp + mine, zw, MIN_CARD_W, lang, ui.me)[1]
    strip = wanted = 0.0
    short = False
    # a long text (a hint) reads better across the melds' column than in three lines or more
    # under the piles, when the column has the room (a desktop, a tablet)
    if fits_under and len(wrapped_lines(text, size, col_w - 8)) > 2:
        across = len(wrapped_lines(text, size, zw - 16)) * size * 1.2 + 12
        fits_under = across > avail - least
    if not fits_under:  # as tall as the text wants, but never so tall the melds spill over it
        wanted = len(wrapped_lines(text, size, zw - 16)) * size * 1.2 + 12
        strip = min(wanted, avail - least)
        if strip < 16:  # a crowded table: a hint goes over the melds on a panel (it lasts one move),
            strip = 0.0  # anything else stays under the piles, in its short form if it has one
            fits_under = not at.hint
            short = True
    space = avail - strip
    if not together:  # apart, both blocks' cards as large as both fit; together if much larger then
        cw, need_opp, need_me = fit_pair(view, opp, mine, zw, space, cw_max, lang, ui.me)
        together = need_opp + need_me > space or fit_cards(view, opp + mine, zw, space, cw_max, lang, ui.me)[0] >= 1.25 * cw
    if together:
        opp_h, my_h = space, 0.0
        add_zone(scene, at, opp + mine, zx, y, zw, opp_h, cw_max)
    else:
        opp_h, my_h = need_opp, need_me  # yours at the bottom, near your hand
        add_zone(scene, at, opp, zx, y, zw, opp_h, cw_max)
        add_zone(scene, at, mine, zx, y + h - my_h, zw, my_h, cw_max)
    if fits_under:
        add_status(scene, at, x + col_w / 2, first, col_w - 8, top=True, height=under,
                status=status_text(at, short=True) if short else status)
    elif strip:
        room = h - my_h - opp_h  # between the two blocks (under the one block)
        if len(wrapped_lines(text, 10, zw - 16)) * 12 > room - 4:  # too long even at 10 px: the brief form
            status = status_text(at, short=True)
        add_status(scene, at, zx + zw / 2, y + opp_h + room / 2, zw - 16, height=room - 4, status=status)
    else:
        band = min(wanted, h - 8)
        cy = y + h / 2
        scene.add(RectItem(zx + 2, cy - band / 2, zw - 4, band, "rgba(8,28,16,0.9)", None, 10))
        scene.info["status_panel"] = True
        add_status(scene, at, zx + zw / 2, cy, zw - 16, height=band - 8, status=status)


def split_room(total: float, need_a: float, need_b: float) -> Tuple[float, float]:
    if need_a + need_b <= total:
        return need_a, need_b
    half = total / 2
    if need_a < half:
        return need_a, total - need_a
    if need_b < half:
        return total - need_b, need_b
    return half, half


def add_piles(
    scene: Scene, at: Sight, px: float, py: float, pw: float, ph: float, gap: float
) -> None:
    view, ui = at.view_as(TableView), at.ui
    lang = ui.lang
    moves = at.moves
    obliges = tc.discard_obliges(view)
    my = moves.mine
    chosen = chosen_card(ui)
    can_stock = not ui.drag and "stock" in moves.draws
    discard_act: Optional[Action] = moves.discard(chosen) if chosen else moves.draws.get("discard")
    stock_rect = (px, py, pw, ph)
    hinted = at.hint_action
    stock_hint = hinted == "draw stock"
    add_stock(scene, stock_rect, view.stock_size, 10, can_stock, stock_hint)
    stock_label = f"{t('stock', lang)} ({view.stock_size})"
    label_w = min(text_width(stock_label, 12), pw + gap)  # on a crowded table the piles are narrower than it
    label_x = max(px + pw / 2, MARGIN / 2 + label_w / 2)
    scene.add(TextItem(stock_label, label_x, py + ph + 13, 12, MUTED, "center", max_width=pw + gap))
    dx = px + pw + gap
    pile = [str(c) for c in view.discard_pile]
    if "discard_top" in ui.hidden and pile:
        pile = pile[:-1]
    refused_take = obliges is True and view.phase == Phase.DRAW and my and "discard" not in moves.draws
    top_hint = bool(pile) and (pile[-1] in at.hint_cards or hinted == "draw discard")
    add_discard_pile(scene, (dx, py, pw, ph), pile, discard_act is not None, top_hint, refused_take)
    scene.add(TextItem(t("discard_pile", lang), dx + pw / 2, py + ph + 13, 12, MUTED, "center", max_width=pw + gap))
    mark = None
    if obliges and view.phase == Phase.DRAW and my:
        mark = t("pile.no_open" if refused_take else "pile.must_open", lang)
        # over the card's foot (its corner, rank and suit, stays in sight), centred on it; wider
        # than a small pile (320 px: "nu o poți lua" was squeezed into 64 px) it reaches left over
        # the gap between the piles, not right, where the status line is
        tw = min(text_width(mark, 11, True) + 10, pw + gap + 4)
        bx = max(dx - gap + 4, min(dx + pw / 2 - tw / 2, dx + pw + 8 - tw))
        by = py + ph - 20
        scene.add(RectItem(bx, by, tw, 16, "#7a1f12" if refused_take else "#f2c14e", None, 6))
        scene.add(TextItem(mark, bx + tw / 2, by + 8, 11, TEXT if refused_take else "#1d2a1f", "center", True, max_width=tw - 4))
        scene.info["discard_mark"] = mark
    scene.hit(
        "discard",
        "discard",
        (dx, py, pw, ph),
        legal=discard_act is not None,
        action=str(discard_act) if discard_act is not None else None,
        top=str(view.discard_pile[-1]) if view.discard_pile else None,
        obliges=bool(obliges),
        hint=top_hint,
    )
    scene.anchors["discard"] = (dx, py, pw, ph)


def status_text(at: Sight, short: bool = False) -> Tuple[str, bool]:
    """The status line, and whether it is a refusal (drawn in another colour). ``short``: the
    brief form of the person's instructions, without what the last player did (that is in
    the player's own line at the top)."""
    view, ui = at.view_as(TableView), at.ui
    lang = ui.lang
    refusal = tc.meld_refusal(at, ui.picked)
    if refusal:
        return refusal_sentence(refusal, lang), True
    hint = at.hint
    if hint:
        return hint_text(hint, lang), False
    key, extra = tc.status(view)
    last = None if short else last_news(view, ui)
    if key == "status.waiting":
        waiting_for = view.to_act if view.to_act is not None else view.seat
        return last or t(key, lang, name=player_name(waiting_for, lang)), False
    if short and has(key + ".short"):
        return t(key + ".short", lang, need=view.opening), False
    need, need_points = view.opening, points_count(view.opening, lang)  # (the game's own opening: R51-6)
    text = t(key, lang, card=pretty(extra) if extra else "", need=need, need_points=need_points)
    if last and view.phase == Phase.DRAW:
        return f"{last} — {after_dash(text)}", False
    return text, False


def status_size(w: float) -> float:
    """The status line's font size in a band ``w`` wide (before draw_text shrinks it to fit)."""
    return 15.0 if w < 300 else 16.0


def add_status(
    scene: Scene, at: Sight, cx: float, cy: float, w: float, top: bool = False,
    height: Optional[float] = None, status: Optional[Tuple[str, bool]] = None,
) -> None:
    """The status line, centred at ``cx``, wrapped to ``w``; ``status`` when the caller has
    already worked it out (``status_text``)."""
    view, ui = at.view_as(TableView), at.ui
    text, refused = status or status_text(at)
    my = view.to_act == view.seat
    hint = None if refused else at.hint
    color = RED_TEXT if refused else (TEXT if hint else (GOLD if my else TEXT))
    lead = hint_lead(hint, ui.lang) if hint else 0  # the hint's action, in its colour
    size = status_size(w)
    why = (tc.meld_refusal(at, ui.picked) or "").partition(": ")[0] if refused else ""
    if why:  # the reason's "why?": the whole text opens the rules at the rule it states
        text = f"{text} · {t('msg.why', ui.lang)}"
    scene.add(
        TextItem(text, cx, cy, size, color, "center", True, max_width=w, wrap=True, top=top, max_height=height, lead=lead,
                 lead_color=HINT)
    )
    scene.info["status"] = text
    if why:
        lines = len(wrapped_lines(text, size, w))
        tall = min(lines * size * 1.2, height) if height else lines * size * 1.2
        y0 = cy - size * 0.6 if top else cy - tall / 2
        scene.hit("button", "why", (cx - w / 2, y0, w, tall + 4), label=t("msg.why", ui.lang), command="ui:why:" + why)
