"""Engine state + the page's UI state → a ``Scene`` for a canvas of a given size.

Pure Python (testable without a browser). Seat 0 is the person at this screen; the other
seats are computer players shown across the top. Sizes adapt to phone portrait, phone
landscape and desktop: the hand's cards get as wide as the width allows, piles and texts
scale with the space left.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import controls
import hand as hand_mod
from frame import (
    GOLD,
    HINT,
    MARGIN,
    MUTED,
    PANEL,
    RACK_GAIN,
    RACK_HIGH_GIN,
    SORT_TAP_H,
    TEXT,
    add_button,
    add_buttons_column,
    add_buttons_row,
    add_last_turn,
    add_score_sheet,
    add_sort_column,
    add_sort_next,
    add_top_bar,
    after_dash,
    chosen_card,
    finish_scene,
    full_turns_fit,
    last_news,
    level_label,
    level_tag,
    level_tag_width,
    name_width,
    one_picked,
    others,
    pile_label_width,
    pretty,
    rack_split,
    rack_step,
    rack_width,
    result_name_width,
    result_shape,
    scene_info,
    sort_widths,
    undo_buttons,
)
from i18n import is_you, number, player_name, player_of, points_left, t
from moves import ME
from remi import Action, GinView, Phase, ResultKind
from remi.gin.melds import gin_value
from remi.gin.rules import GINS, HandResult
from scene import CardItem, Rect, RectItem, Scene, TextItem, fit_size, text_width, wrap_words
from scores import deal_points, match_title, score_note, score_words, total_of
from sight import Sight, UiState, hint_lead, hint_text

# the hand's sort buttons, right to left in a row (upright), top to bottom reversed in a column
SORTS = (("sort_rank", "btn.sort_rank"), ("sort_suit", "btn.sort_suit"), ("sort_melds", "btn.sort_melds"))


# --------------------------------------------------------------------------- the table


def gin_view(at: Sight) -> GinView:
    """The person's view, as the Gin family's (this layout draws no other)."""
    view = at.view
    assert isinstance(view, GinView)
    return view


def gin_layout(at: Sight, width: float, height: float) -> Scene:
    """The table of the Gin family (Gin Rummy, Oklahoma Gin), as the person at ``at`` sees it."""
    scene = Scene(width, height)
    view, ui = gin_view(at), at.ui
    lang = ui.lang
    landscape = width > height * 1.15
    m = MARGIN

    top = add_top_bar(scene, view, ui, width)
    opp_h = max(58.0, min(height * 0.15, 112.0))
    if landscape:
        opp_h = max(56.0, min(height * 0.17, 96.0))
    _opponents(scene, at, m, top + m, width - 2 * m, opp_h)
    mid_top = top + m + opp_h + m

    # the hand at the bottom
    n_max = (10 if view.players == 2 else 7) + 1
    rows = 1
    if landscape and ui.large:  # the large cards setting: as much bigger as the screen has room for
        cw = min(width * 0.1, height * 0.22, 136.0)
    elif landscape:
        cw = min(width * 0.085, height * 0.18, 112.0)
    else:  # portrait: as wide as the hand's longest size allows (fewer cards, bigger cards)
        cw = min(width * 0.25, height * (0.15 if ui.large else 0.13), 124.0 if ui.large else 104.0,
                 (width - 2 * m) / (1 + 0.42 * (n_max - 1)))
        rack = rack_width(width - 2 * m, height, n_max, RACK_HIGH_GIN)
        if ui.large and rack >= cw * RACK_GAIN:  # large cards upright: two rows where that makes them larger
            cw, rows = rack, 2
    cw = max(cw, 40.0)
    ch = cw * 1.4
    lift = ch * 0.16
    hand_y = height - m - ch - (rows - 1) * ch * rack_step(ui)  # the top of the hand's first row
    # upright: a row above the hand, its buttons 36 px tall (a finger) and clear of the hand's
    # area (which reaches 6 px above a raised card)
    sort_h = SORT_TAP_H + 2
    sort_y = hand_y - lift - sort_h - 6
    if landscape:  # a low screen: the deadwood left of the hand, the sort buttons right of it
        side_l, side_r = _sort_sides(lang)
        sort_y = hand_y - lift + 4  # the middle ends above the raised cards
    if at.over and view.results:
        _result(scene, at, width, height, top)
        scene_info(scene, at, _game_info(view, ui))
        return scene
    if view.phase == Phase.LAYOFF and view.knocker == view.seat:
        # G-7: the person's knock lies face up in the middle; its hand is not drawn twice
        note = t("knocked_spread.you", ui.lang)
        scene.add(TextItem(note, width / 2, hand_y + ch / 2, 16, MUTED, "center", max_width=width - 2 * m))
    else:
        if landscape:
            hand_w = width - 2 * m - side_l - side_r
            _hand(scene, at, m + side_l, hand_y, hand_w, cw, ch, lift, n_max)
            _deadwood_label(scene, view, ui, m, hand_y + (ch - 30) / 2, side_l - 8, 30)
            # the column reaches from the middle's floor (4 px clear) to the screen's edge
            col_y = sort_y - m + 4
            add_sort_column(scene, ui, SORTS, width - m - side_r + 8, col_y, side_r - 8, height - 4 - col_y)
        else:
            _hand(scene, at, m, hand_y, width - 2 * m, cw, ch, lift, n_max, rows)
            _sort_row(scene, at, m, sort_y, width - 2 * m, sort_h)

    btns = controls.buttons(view, one_picked(ui), lang, ui.challenged, ui.together) + undo_buttons(ui)

    hinted = at.hint_action
    # the person's knock: no hand below, so the middle reaches down to the line in its place
    mid_floor = hand_y + ch / 2 - 24 if view.phase == Phase.LAYOFF and view.knocker == view.seat else None
    if landscape:
        mid_bottom = mid_floor or sort_y - m
        btn_w = min(220.0, width * 0.24)
        if height < 500:  # a phone on its side: the knocker's melds need the width more
            btn_w = min(btn_w, 140.0)
        add_buttons_column(scene, btns, width - m - btn_w, mid_top, btn_w, mid_bottom - mid_top, hinted)
        _middle(scene, at, m, mid_top, width - 3 * m - btn_w, mid_bottom - mid_top, landscape)
    else:
        btn_h = 46.0
        btn_y = sort_y - m - btn_h
        add_buttons_row(scene, btns, m, btn_y, width - 2 * m, btn_h, hinted)
        floor = mid_floor if mid_floor and not btns else btn_y - m
        _middle(scene, at, m, mid_top, width - 2 * m, floor - mid_top, landscape)

    return finish_scene(scene, at, width, mid_top, cw, ch, _game_info(view, ui))


def _game_info(view: GinView, ui: UiState) -> Dict[str, Any]:
    return {"deadwood": hand_mod.deadwood_value(view.hand), "selected": one_picked(ui)}


def _opponents(scene: Scene, at: Sight, x: float, y: float, w: float, h: float) -> None:
    view, ui = gin_view(at), at.ui
    seats = others(view.players, view.seat)
    slot = w / len(seats)
    sw = slot - 6
    names = {seat: player_name(seat, ui.lang) + (" (D)" if seat == view.dealer else "") for seat in seats}
    tags = {seat: level_tag_width(level_label(ui, seat) or "") + 6 if level_label(ui, seat) else 0.0 for seat in seats}
    # every box alike: name, level and score on one line when they fit in each; else the score
    # goes under the cards, and the level under the name if it does not fit beside it either
    scores = {seat: f"{t(score_words(view)[1], ui.lang)} {number(total_of(view, seat))}" for seat in seats}
    narrow = any(name_width(names[s]) + tags[s] + 10 + text_width(scores[s], 13) > sw - 16 for s in seats)
    tag_below = narrow and any(name_width(names[s]) + tags[s] > sw - 16 for s in seats)
    full = full_turns_fit(view, seats, ui.lang, sw - 16)  # (all in full words, or all briefly)
    for i, seat in enumerate(seats):
        sx = x + i * slot + 3
        acting = view.to_act == seat
        scene.add(RectItem(sx, y, sw, h, PANEL, GOLD if acting else None, 10, 3 if acting else 1))
        name = names[seat]
        score = scores[seat]
        color = GOLD if acting else TEXT
        if narrow:  # name on top, score under the cards
            scene.add(TextItem(name, sx + 8, y + 14, 14, color, "left", True, max_width=sw - 16))
            scene.add(TextItem(score, sx + sw / 2, y + h - 11, 12, MUTED, "center", max_width=sw - 12))
        else:
            scene.add(TextItem(name, sx + 8, y + 14, 14, color, "left", True, max_width=sw * 0.55))
            scene.add(TextItem(score, sx + sw - 8, y + 14, 13, MUTED, "right", max_width=sw * 0.45))
        if tag_below:
            level_tag(scene, ui, seat, sx + 8, y + 31)
        else:
            level_tag(scene, ui, seat, sx + 8, y + 14, after=name, after_max=sw - 16 if narrow else sw * 0.55)
        count = view.hand_sizes[seat]
        # after a knock the knocker's cards lie face up on the table (G-7): no backs for them
        spread = view.phase == Phase.LAYOFF and seat == view.knocker
        line = 14  # under the cards: what the player did last
        bh = max(24.0, h - (52 if narrow else 34) - (14 if tag_below else 0) - line)
        bw = bh * 0.7
        avail = sw - 16 - bw - 30
        stride = min(bw * 0.35, avail / max(1, count - 1)) if count > 1 else 0
        fan_w = bw + stride * max(0, count - 1)
        fx = sx + (sw - 30 - fan_w) / 2
        fy = y + 26 + (14 if tag_below else 0)
        if spread:
            scene.add(TextItem(t("knocked_spread", ui.lang), sx + sw / 2, fy + bh / 2, 14, MUTED, "center", max_width=sw - 16))
        else:
            for k in range(count):
                key = f"back:seat{seat}:{k}"
                if key not in ui.hidden:
                    scene.add(CardItem(key, None, fx + k * stride, fy, bw, bh))
            scene.add(TextItem(str(count), fx + fan_w + 8, fy + bh / 2, 16, TEXT, "left", True))
        add_last_turn(scene, view, seat, ui.lang, sx + 8, y + h - (25 if narrow else 10), sw - 16, full=full)
        scene.anchors[f"seat{seat}"] = (fx + fan_w / 2 - bw / 2, fy, bw, bh)
        scene.hit("seat", str(seat), (sx, y, sw, h), cards=count, score=view.scores[seat])  # a tap: the deal's moves


def _hand(
    scene: Scene, at: Sight, x: float, y: float, w: float, cw: float, ch: float, lift: float,
    n_max: int, rows: int = 1,
) -> None:
    """The hand from ``y`` down, in one row spaced for ``n_max`` cards, or in two (large cards on
    a phone upright) of half as many each, broken between two groups; each card's hit is the
    part of it that shows. In two rows the front row's picked card does not rise over the back
    row's corners: its tint and border mark it."""
    view, ui = gin_view(at), at.ui
    arranged = hand_mod.arrange(view.hand, ui.sort, ui.order)
    per_row = n_max if rows == 1 else (n_max + 1) // 2
    if rows == 1:
        lines = [arranged]
    else:
        cut = rack_split(arranged, per_row) if len(arranged) > per_row else 0
        lines = [arranged[:cut], arranged[cut:]]
    if ui.drag and ui.drag.get("card"):  # the rows stay as they were while a card is dragged
        lines = [[s for s in line if str(s.card) != ui.drag["card"]] for line in lines]
    step = ch * rack_step(ui)
    gap = cw * 0.14
    groups = max(1, max(len({s.group for s in line}) for line in lines))
    stride = min(cw * 0.64, (w - cw - gap * (groups - 1)) / max(1, max(per_row, *(len(line) for line in lines)) - 1))
    widths = [cw + stride * (len(line) - 1) + gap * (len({s.group for s in line}) - 1) for line in lines if line]
    widest = max(widths, default=0.0)
    placed = []  # (shown card, x, row top, row)
    for r, line in enumerate(lines):
        cx = x + (w - widest) / 2  # (both rows start at one edge)
        for i, s in enumerate(line):
            if i > 0:
                cx += stride + (gap if s.group != line[i - 1].group else 0)
            placed.append((s, cx, y + r * step, r))
        if rows > 1:
            scene.anchors[f"hand_row:{r}"] = (x, y + r * step, w, ch)
    block = ch + step * (rows - 1)
    scene.anchors["hand"] = (x, y - lift, w, block + lift)
    scene.hit("hand", "hand", (x, y - lift - 6, w, block + lift + 6))
    my_discard = view.to_act == ui.me and view.phase == Phase.DISCARD
    moves = at.moves
    hinted, moved = at.hint_cards, at.hint_moved
    for i, (s, px, top, r) in enumerate(placed):
        key = str(s.card)
        selected = key in ui.picked
        hint = key in hinted
        raised = lift if selected else (lift * 0.5 if key in moved else 0.0)  # the hint's card to play rises a little
        if r == 1 and lines[0]:
            raised = 0.0
        cy = top - raised
        scene.anchors["card:" + key] = (px, cy, cw, ch)
        if key in ui.hidden:
            continue
        scene.add(
            CardItem(
                key,
                key,
                px,
                cy,
                cw,
                ch,
                selected=selected,
                meld=s.meld,
                deadwood=s.deadwood,
                glow=key == ui.new_card,
                hint=hint,
                hint_aside=hint and key not in moved,
                shown=min(stride, cw),  # (the last card's too: one size of index along the row)
            )
        )
        same_row = i + 1 < len(placed) and placed[i + 1][3] == r
        visible = min((placed[i + 1][1] - px) if same_row else cw, cw)
        tall = step if r < rows - 1 and lines[r + 1] else ch  # the next row covers the rest of the card
        data = {"meld": s.meld, "deadwood": s.deadwood, "index": i, "hint": hint, "row": r}
        if my_discard:
            data["discard"] = moves.discard(key) is not None
        # the top strip of a lifted card is reachable above its neighbours too
        scene.hit("card", key, (px, cy, visible, tall + raised), **data)


def drop_index(scene: Scene, others: Sequence[str], x: float, y: float) -> int:
    """Where a card dropped on the hand at (``x``, ``y``) goes among the ``others`` (the hand
    without it, in the order shown): after every card of an earlier row (a hand in two rows,
    ``hand_row:`` anchors) and after the cards of its own row whose middle is left of ``x``."""
    rows = {h.id: h.data.get("row", 0) for h in scene.hits if h.kind == "card"}
    used = {rows.get(c, 0) for c in others}  # an empty row takes no drop: the nearest one does
    tops = [(rect[1], int(key.split(":")[1])) for key, rect in scene.anchors.items() if key.startswith("hand_row:")]
    tops = [(top, r) for top, r in tops if r in used]
    row = max((r for top, r in tops if top <= y), default=min((r for _top, r in tops), default=0))
    index = 0
    for c in others:
        ax, _ay, aw, _ah = scene.anchors.get("card:" + c, (0, 0, 0, 0))
        r = rows.get(c, 0)
        if r < row or (r == row and ax + aw / 2 < x):
            index += 1
    return index


def _sort_sides(lang: str) -> Tuple[float, float]:
    """Landscape: the room left of the hand for its deadwood (as wide as the widest value
    needs, so the hand does not move when the value changes) and right of it for the sort
    buttons, one above the other; each with the 8 px gap to the hand."""
    left = max(120.0, text_width(t("deadwood", lang, n=88), 16, True) + 32)
    right = max(84.0, max(sort_widths(lang, SORTS)))
    return left + 8, right + 8


DEADWOOD_DOT = "#ff7a66"  # the deadwood's red dot, seen on the dark box (3:1, WCAG's for a mark)


def _deadwood_label(scene: Scene, view: GinView, ui: UiState, x: float, y: float, most: float, h: float) -> float:
    """The hand's deadwood in a dark box at ``x``, no wider than ``most``; returns its width."""
    label = t("deadwood", ui.lang, n=hand_mod.deadwood_value(view.hand))
    lw = min(text_width(label, 16, True) + 32, most)
    scene.add(RectItem(x, y + 2, lw, h - 4, "rgba(0,0,0,0.3)", None, 8))
    scene.add(TextItem("●", x + 8, y + h / 2, 11, DEADWOOD_DOT, "left"))
    scene.add(TextItem(label, x + 22, y + h / 2, 16, TEXT, "left", True, max_width=lw - 26))
    scene.info["deadwood_label"] = label
    return lw


def _sort_row(scene: Scene, at: Sight, x: float, y: float, w: float, h: float) -> None:
    view, ui = gin_view(at), at.ui
    """The deadwood at the left and the sort buttons at the right, a little narrower where they
    need; where the three do not fit beside it even so (320 px: "Valoare" was squeezed into
    36 px), one button says the order and a tap moves to the next."""
    lang = ui.lang
    lw = _deadwood_label(scene, view, ui, x, y, w, h)
    bx = x + w
    widths = sort_widths(lang, SORTS)
    scale = min(1.0, (w - lw - 8 - 5 * (len(SORTS) - 1)) / sum(widths))
    if scale < 0.75:  # (by the estimate of their labels: at 390 px 0.85, and the labels fit)
        add_sort_next(scene, ui, SORTS, x + w, y, w - lw - 8, h)
        return
    for (sid, key), bw in zip(SORTS, widths):
        bw *= scale
        bx -= bw
        add_button(scene, sid, t(key, lang), "ui:" + sid, bx, y + 1, bw, h - 2, False, 13, active=ui.sort == sid[5:])
        bx -= 5


def _middle(
    scene: Scene, at: Sight, x: float, y: float, w: float, h: float, landscape: bool
) -> None:
    """Piles, status line and (after a knock) the knocker's melds."""
    view, ui = gin_view(at), at.ui
    lang = ui.lang
    status = _status_text(at)
    status_size = 16.0 if w > 330 else 15.0
    hint = at.hint
    status_color = TEXT if hint else (GOLD if view.to_act == view.seat else TEXT)
    lead = hint_lead(hint, lang) if hint else 0  # the hint's action, in its colour
    if view.phase == Phase.LAYOFF and view.knocker is not None:
        _layoff_area(scene, at, x, y, w, h - 30)
        scene.add(
            TextItem(status, x + w / 2, y + h - 14, status_size, status_color, "center", True, max_width=w, wrap=True,
                     lead=lead, lead_color=HINT)
        )
        scene.info["status"] = status
        return
    # piles
    label_h = 20.0
    info_h = 24.0 if view.upcard_sets_knock_limit else 0.0
    # the piles' labels side by side need their width: small piles stand further apart
    label_w = pile_label_width(lang, 13)
    if landscape:
        ph = max(50.0, min(h - label_h - 4, 150.0))
        pw = ph / 1.4
        gap = max(28.0, pw * 0.5, label_w - pw)
        total = pw * 2 + gap
        px = x + max(8.0, (w - total) / 2 - min(120.0, w * 0.12))
        py = y + (h - label_h - ph) / 2
        side_x = px + total + 24
        side_w = x + w - side_x
        status_at = (side_x + side_w / 2, py + ph / 2 + (12 if info_h else 0))
        info_at = (side_x + side_w / 2, py + ph / 2 - 18)
    else:
        # under the piles, the status's lines: two where a hint's reason is long (a small phone),
        # the piles a little smaller for them rather than the hint cut
        lines = len(wrap_words(status, w - 4, lambda s: text_width(s, 12, True))) if lead else 1
        below = max(34.0, 14.0 + 15.6 * min(lines, 3))
        ph = min(h - label_h - below - info_h, w * 0.4 * 1.4, 150.0)
        ph = max(ph, 50.0)
        pw = ph / 1.4
        gap = max(16.0, pw * 0.3, label_w - pw)
        total = pw * 2 + gap
        px = x + (w - total) / 2
        py = y + info_h + max(0.0, (h - info_h - ph - label_h - below) / 2)
        side_w = w
        status_at = (x + w / 2, py + ph + label_h + 24)
        info_at = (x + w / 2, py - info_h + 11)
    if info_h:
        limit = view.knock_limit
        text = t("knock_limit.gin_only", lang) if limit == 0 else t("knock_limit", lang, n=limit)
        if view.multiplier > 1:
            text += " · ×2"
        tw = min(text_width(text, 15, True), side_w - 8)
        scene.add(RectItem(info_at[0] - tw / 2 - 12, info_at[1] - 11, tw + 24, 22, "rgba(0,0,0,0.3)", GOLD, 11))
        scene.add(TextItem(text, info_at[0], info_at[1], 15, GOLD, "center", True, max_width=side_w - 8))
        scene.info["knock_limit_label"] = text
    moves = at.moves
    can_stock = "stock" in moves.draws
    dragged = ui.drag.get("card") if ui.drag else None
    discard_act: Optional[Action]
    if dragged:  # while a card is dragged, light up the pile only if it may be thrown there
        discard_act = moves.discard(dragged)
        can_stock = False
    else:
        discard_act = moves.pile("discard", ui.picked)
    # stock
    stock_rect: Rect = (px, py, pw, ph)
    hinted = at.hint_action
    stock_hint = hinted == "draw stock"
    if view.stock_size:
        depth = min(4, view.stock_size // 8)
        for k in range(depth):
            scene.add(CardItem(f"back:stockdepth{k}", None, px - k * 1.5 + depth * 1.5, py - k * 1.5 + depth * 1.5, pw, ph))
        scene.add(CardItem("back:stock", None, px, py, pw, ph, glow=can_stock and not stock_hint, hint=stock_hint))
    else:
        scene.add(RectItem(px, py, pw, ph, None, "rgba(255,255,255,0.35)", 8, 2))
    scene.add(
        TextItem(f"{t('stock', lang)} ({view.stock_size})", px + pw / 2, py + ph + 12, 13, MUTED, "center", max_width=pw + gap)
    )
    scene.hit("stock", "stock", stock_rect, legal=can_stock, count=view.stock_size, hint=stock_hint)
    scene.anchors["stock"] = stock_rect
    # discard pile
    dx = px + pw + gap
    pile = [str(c) for c in view.discard_pile]
    if "discard_top" in ui.hidden and pile:
        pile = pile[:-1]
    top_hint = bool(pile) and (pile[-1] in at.hint_cards or hinted in ("draw discard", "take"))
    if len(pile) >= 2:
        scene.add(CardItem("pile:" + pile[-2], pile[-2], dx + 3, py + 3, pw, ph, dim=True))
    if pile:
        top = pile[-1]
        scene.add(CardItem("pile:" + top, top, dx, py, pw, ph, glow=discard_act is not None and not top_hint, hint=top_hint))
    else:
        scene.add(RectItem(dx, py, pw, ph, None, "rgba(255,255,255,0.35)", 8, 2))
    scene.add(TextItem(t("discard_pile", lang), dx + pw / 2, py + ph + 12, 13, MUTED, "center", max_width=pw + gap))
    scene.hit(
        "discard",
        "discard",
        (dx, py, pw, ph),
        legal=discard_act is not None,
        action=str(discard_act) if discard_act is not None else None,
        top=str(view.discard_pile[-1]) if view.discard_pile else None,
        hint=top_hint,
    )
    scene.anchors["discard"] = (dx, py, pw, ph)
    # status line
    sx, sy = status_at
    # long texts wrap downwards: under the knock label (landscape), and under the piles' labels
    # (portrait), which a text centred on its place would reach from its third line on
    wrap_down = bool(info_h) or not landscape
    # upright, the lines go down to the buttons' row at most (a low frame, an embed): smaller
    # type rather than a second line under the buttons
    room = None if landscape else max(status_size * 1.3, y + h - sy + status_size * 0.6)
    if room is not None and not lead and len(wrap_words(status, side_w - 4, lambda s: text_width(s, 10, True))) * 12 > room:
        status = _status_text(at, brief=True)  # too long even at 10 px: without the news
    scene.add(
        TextItem(status, sx, sy, status_size, status_color, "center", True, max_width=side_w - 4, wrap=True, top=wrap_down,
                 max_height=room, lead=lead, lead_color=HINT)
    )
    scene.info["status"] = status


def _status_text(at: Sight, brief: bool = False) -> str:
    view, ui = gin_view(at), at.ui
    """The status line; ``brief``: without what the player before did (the opponent's box
    shows it), for a low frame."""
    lang = ui.lang
    hint = at.hint
    if hint:
        return hint_text(hint, lang)
    key = controls.status_key(view)
    name = player_name(view.to_act, lang) if view.to_act is not None else ""
    last = None if brief and key != "status.waiting" else last_news(view, ui)
    if key == "status.waiting":
        return last or t(key, lang, name=name)
    selected = one_picked(ui)
    throw = selected if key == "status.discard" and selected and at.moves.discard(selected) else None
    knock = controls.best_knock(view, selected) if key == "status.discard" else None
    if knock is not None:  # the Knock (Gin!) button is there: say what it does, and what else may be done
        left = hand_mod.deadwood_value([c for c in view.hand if c != knock.card])
        text = t("status.gin_ready" if left == 0 else "status.knock_ready", lang, n=left, card=pretty(str(knock.card)))
        return t("status.or_throw", lang, text=text, card=pretty(throw)) if throw else t("status.or_pick", lang, text=text)
    if throw:
        return t("status.discard_selected", lang, card=pretty(throw))
    if key == "status.layoff":
        knocker = view.knocker if view.knocker is not None else view.seat
        return t(key, lang, name=player_name(knocker, lang), of=player_of(knocker, lang))
    text = t(key, lang)
    if last and key in ("status.draw", "status.draw_stock_only", "status.upcard"):
        return f"{last} — {after_dash(text)}" if len(last) + len(text) < 100 else text
    return text


def _layoff_area(scene: Scene, at: Sight, x: float, y: float, w: float, h: float) -> None:
    view, ui = gin_view(at), at.ui
    lang = ui.lang
    acting = view.to_act if view.to_act is not None else view.seat
    lays = view.layoffs.get(acting, ())
    melds_shown = [list(m) for m in view.knocker_melds]
    laid = {str(c) for c, _k in lays}
    for card, k in lays:
        melds_shown[k].append(card)
    melds_shown = [sorted(m, key=lambda c: (c.rank, c.suit)) for m in melds_shown]
    # G-7: the knocker's deadwood lies face up beside its melds, so a player sees what it must
    # get under to undercut (G-10); it is no target for lay-offs
    deadwood = sorted(view.knocker_deadwood, key=lambda c: (c.rank, c.suit))
    groups_shown = melds_shown + ([deadwood] if deadwood else [])
    # C-6/G-7: the knock card went onto the discard pile, which stays in sight beside them
    pile = [str(c) for c in view.discard_pile]
    if "discard_top" in ui.hidden and pile:
        pile = pile[:-1]
    value = sum(gin_value(c) for c in deadwood)
    key = "knocker_melds.you" if view.knocker == view.seat else "knocker_melds"
    knocker = view.knocker if view.knocker is not None else view.seat  # (the lay-off phase has a knocker)
    title = t(key, lang, name=player_name(knocker, lang), n=value, left=points_left(value, lang))
    scene.info["knocker_deadwood"] = value
    y += 22
    h -= 22
    groups = len(groups_shown)
    numbered: List[Tuple[int, List[Any]]] = list(enumerate(groups_shown))
    label = t("discard_pile", lang)
    gap = 14.0

    def arrange(rows: int) -> Tuple[float, List[List[Tuple[int, List[Any]]]], float, float]:
        """The cards' width with the groups in ``rows`` rows, the rows, and the room the pile's
        label takes beside the pile (one row: no height to spare) or under it (two)."""
        per_row = (groups + rows - 1) // rows
        slots = [numbered[r * per_row : (r + 1) * per_row] for r in range(rows)]
        side_label = text_width(label, 13) + 8 if view.discard_pile and rows == 1 else 0.0
        label_h = 18.0 if view.discard_pile and not side_label else 0.0
        if view.discard_pile:  # the pile ends the last row
            slots[-1].append((groups, pile[-1:] or [None]))

        def fit(row: List[Tuple[int, List[Any]]]) -> float:
            n, cards = len(row), sum(len(m) for _k, m in row)
            return (w - 24 - gap * (n - 1) - side_label) / (0.55 * (cards - n) + n + 0.01)

        cw = min(88.0, ((h - label_h) / rows - 8) / 1.4, min(fit(row) for row in slots))
        return cw, slots, side_label, label_h

    # one row, two or three, whichever gives the larger cards: a phone upright has the height
    # for more (one meld, the deadwood and the pile in one row were 36 px wide there; two long
    # melds in two rows 52 px), one on its side not
    tries = [arrange(rows) for rows in range(1, min(groups, 3) + 1)] or [arrange(1)]
    cw, slots, side_label, label_h = max(tries, key=lambda a: a[0])
    rows = len(slots)
    ch = cw * 1.4
    y += max(0.0, (h - label_h - rows * (ch + 8)) / 2 - 20)
    scene.add(TextItem(title, x + w / 2, y - 14, 15, MUTED, "center", True, max_width=w))
    stride = cw * 0.55
    chosen = chosen_card(ui)
    targets = set(at.moves.meld_targets(chosen, [])) if chosen else set()
    scene.anchors["stock"] = scene.anchors["discard"] = (x + w / 2 - 20, y, 40, 56)
    for r, row in enumerate(slots):
        widths = [cw + stride * (len(m) - 1) for _k, m in row]
        total = sum(widths) + gap * (len(row) - 1) + (side_label if r == rows - 1 else 0.0)
        mx = x + (w - total) / 2
        my = y + r * (ch + 8)
        for (k, meld), mw in zip(row, widths):
            if k == groups:  # the discard pile: shown, never a target here
                if len(pile) >= 2:
                    scene.add(CardItem("pile:" + pile[-2], pile[-2], mx + 3, my + 3, cw, ch, dim=True))
                if pile:
                    scene.add(CardItem("pile:" + pile[-1], pile[-1], mx, my, cw, ch))
                else:
                    scene.add(RectItem(mx, my, cw, ch, None, "rgba(255,255,255,0.35)", 8, 2))
                if side_label:
                    scene.add(TextItem(label, mx + cw + 8, my + ch / 2, 13, MUTED, "left", max_width=side_label))
                else:
                    under_w = max(cw + gap, text_width(label, 13))
                    scene.add(TextItem(label, mx + cw / 2, my + ch + 12, 13, MUTED, "center", max_width=under_w))
                scene.anchors["discard"] = (mx, my, cw, ch)
                continue
            if k == len(melds_shown):  # the knocker's deadwood: shown, never a target
                for j, card in enumerate(meld):
                    scene.add(CardItem("knocker_dw:" + str(card), str(card), mx + j * stride, my, cw, ch, deadwood=True))
                mx += mw + gap
                continue
            legal = k in targets
            if legal:
                scene.add(RectItem(mx - 4, my - 4, mw + 8, ch + 8, "rgba(242,193,78,0.25)", GOLD, 8, 2))
            for j, card in enumerate(meld):
                key = str(card)
                scene.add(CardItem("meld:" + key, key, mx + j * stride, my, cw, ch, meld=k, laid_off=key in laid))
            scene.hit("meld", str(k), (mx - 4, my - 4, mw + 8, ch + 8), legal=legal, cards=[str(c) for c in meld])
            scene.anchors[f"meld:{k}"] = (mx + mw - cw, my, cw, ch)
            mx += mw + gap


# ------------------------------------------------------------------------ end of a hand


def result_title(r: HandResult, lang: str, me: Optional[int] = ME) -> str:
    """How the deal ``r`` ended, for the person at ``me``: "You knocked: you win 12"."""
    if r.kind == ResultKind.DRAW:
        return t("kind.draw", lang)
    who = r.knocker if r.kind in GINS else r.winner
    if who == me:
        return t("kind." + r.kind + ".you", lang)
    assert who is not None  # (a hand is won, or drawn)
    return t("kind." + r.kind, lang, name=player_name(who, lang))


def _result(scene: Scene, at: Sight, width: float, height: float, top: float) -> None:
    view, ui = gin_view(at), at.ui
    lang = ui.lang
    r = view.results[-1]
    m = MARGIN
    px, py, pw, ph = m, top + 4, width - 2 * m, height - top - 4 - m
    scene.add(RectItem(0, top, width, height - top, "#14452a", None, 0))
    scene.add(RectItem(px, py, pw, ph, "#0f3a22", GOLD, 14, 2))
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
        beside = _result_card_width(r, pw * 0.6 - 16, py + ph - 8 - y, True)
        low = beside > _result_card_width(r, pw * 0.6 - 16, bottom - 6 - y, False)
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
    used = _result_rows(scene, view, r, lang, px + 8, y, rows_w - 16, rows_bottom - y, side=low, me=you)
    if not wide:
        sheet_y = min(sheet_y, used + 10)
    add_score_sheet(scene, view, lang, sheet_x, sheet_y, sheet_w, sheet_h)
    btns = controls.buttons(view, None, lang, ui.challenged, ui.together)
    bx, bw = (sheet_x, sheet_w) if low else (px + 8, pw - 16)
    add_buttons_row(scene, btns, bx, py + ph - btn_h - 10, bw, btn_h)


def _result_card_width(r: Any, w: float, h: float, side: bool, stacked: bool = False) -> float:
    """The card width at which every player's row of melds fits ``w`` × ``h`` (``side``: with
    the names' column left of the cards, see ``_result_rows``)."""
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
    return max(min(cw, (h / n - _row_over(side, stacked)) / 1.4), 16.0)


def _row_over(side: bool, stacked: bool = False) -> float:
    """A row's height at the end of a hand beyond its cards': its text line above them (two,
    ``stacked``), or (``side``) a margin."""
    return 8.0 if side else 26.0 + (STACKED if stacked else 0.0)


STACKED = 18.0  # the figures' line under the name, where a narrow row cannot hold both on one


def _row_words(view: GinView, r: Any, p: Any, lang: str, me: Optional[int]) -> Tuple[str, str, str]:
    """A result row's name (with how it ended the hand), deadwood and points."""
    name = player_name(p.seat, lang)
    if p.seat == r.knocker:  # a gin is not called a knock (G-8)
        key = "result.knocker" + ("." + r.kind if r.kind in GINS else "")
        name += f" — {t(key + '.you' if p.seat == me else key, lang)}"
    dw = t("deadwood", lang, n=p.deadwood_value)  # as beside the hand: "Deadwood 35", "Rămase: 35 p"
    pts = t("result.points", lang, n=number(deal_points(view, r, p.seat), plus=True))
    return name, dw, pts


def _stacked(view: GinView, r: Any, lang: str, w: float, me: Optional[int]) -> bool:
    """Whether some row's name and figures do not fit one line ``w`` wide (every row then takes
    two, alike)."""
    for p in r.players:
        name, dw, pts = _row_words(view, r, p, lang, me)
        if text_width(name, 14, True) + text_width(f"{dw} · {pts}", 14, True) + 12 > w:
            return True
    return False


def _result_rows(
    scene: Scene, view: GinView, r: Any, lang: str, x: float, y: float, w: float, h: float, side: bool = False,
    me: Optional[int] = ME,
) -> float:
    """Each player's melds, lay-offs and deadwood under its name and points, or (``side``, a
    low screen) right of them, so the cards get the row's height."""
    n = len(r.players)
    gap = 8.0
    name_w = result_name_width(w, side)
    stacked = not side and _stacked(view, r, lang, w, me)
    cw = _result_card_width(r, w, h, side, stacked)
    x0, x, w = x, x + name_w, w - name_w
    ch = cw * 1.4
    row_h = min(h / n, max(ch + _row_over(side, stacked) + 8, 64.0 if side else 0.0))
    stride = cw * 0.6
    for p in r.players:
        name, dw, pts = _row_words(view, r, p, lang, me)
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


