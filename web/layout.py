"""The table of Gin Rummy and Oklahoma Gin as the person at a ``Sight`` sees it → a ``Scene``
for a canvas of a given size (its middle: ``gin_middle.py``; a hand's end: ``gin_result.py``).

Pure Python (testable without a browser). Seat 0 is the person at this screen; the other
seats are computer players shown across the top. Sizes adapt to phone portrait, phone
landscape and desktop: the hand's cards get as wide as the width allows, piles and texts
scale with the space left.
"""

from __future__ import annotations

from typing import Any, Dict, Sequence, Tuple

import controls
import hand as hand_mod
from frame import (
    GOLD,
    MARGIN,
    MUTED,
    PANEL,
    SORT_TAP_H,
    TEXT,
    add_button,
    add_buttons_column,
    add_buttons_row,
    add_last_turn,
    add_sort_column,
    add_sort_next,
    add_top_bar,
    finish_scene,
    full_turns_fit,
    level_label,
    level_tag,
    level_tag_width,
    name_width,
    one_picked,
    others,
    scene_info,
    sort_widths,
    undo_buttons,
)
from gin_middle import add_middle
from gin_result import add_result
from i18n import number, player_name, t
from remi import GinView, Phase
from scene import CardItem, RectItem, Scene, TextItem, text_width
from scores import score_words, total_of
from sight import Sight, UiState

# the hand's sort buttons, right to left in a row (upright), top to bottom reversed in a column
SORTS = (("sort_rank", "btn.sort_rank"), ("sort_suit", "btn.sort_suit"), ("sort_melds", "btn.sort_melds"))


# --------------------------------------------------------------------------- the table


def gin_layout(at: Sight, width: float, height: float) -> Scene:
    """The table of the Gin family (Gin Rummy, Oklahoma Gin), as the person at ``at`` sees it."""
    scene = Scene(width, height)
    view, ui = at.view_as(GinView), at.ui
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
        rack = hand_mod.rack_width(width - 2 * m, height, n_max, hand_mod.RACK_HIGH_GIN)
        if ui.large and rack >= cw * hand_mod.RACK_GAIN:  # large cards upright: two rows where that makes them larger
            cw, rows = rack, 2
    cw = max(cw, 40.0)
    ch = cw * 1.4
    lift = ch * 0.16
    hand_y = height - m - ch - (rows - 1) * ch * hand_mod.rack_step(ui.large)  # the top of the hand's first row
    # upright: a row above the hand, its buttons 36 px tall (a finger) and clear of the hand's
    # area (which reaches 6 px above a raised card)
    sort_h = SORT_TAP_H + 2
    sort_y = hand_y - lift - sort_h - 6
    if landscape:  # a low screen: the deadwood left of the hand, the sort buttons right of it
        side_l, side_r = _sort_sides(lang)
        sort_y = hand_y - lift + 4  # the middle ends above the raised cards
    if at.over and view.results:
        add_result(scene, at, width, height, top)
        scene_info(scene, at, _game_info(view, ui))
        return scene
    if view.phase == Phase.LAYOFF and view.knocker == view.seat:
        # G-7: the person's knock lies face up in the middle; its hand is not drawn twice
        note = t("knocked_spread.you", ui.lang)
        scene.add(TextItem(note, width / 2, hand_y + ch / 2, 16, MUTED, "center", max_width=width - 2 * m))
    else:
        if landscape:
            hand_w = width - 2 * m - side_l - side_r
            _hand(scene, at, hand_mod.Rack(m + side_l, hand_y, hand_w, cw, ch, lift, n_max))
            _deadwood_label(scene, view, ui, m, hand_y + (ch - 30) / 2, side_l - 8, 30)
            # the column reaches from the middle's floor (4 px clear) to the screen's edge
            col_y = sort_y - m + 4
            add_sort_column(scene, ui, SORTS, width - m - side_r + 8, col_y, side_r - 8, height - 4 - col_y)
        else:
            per_row = n_max if rows == 1 else (n_max + 1) // 2
            _hand(scene, at, hand_mod.Rack(m, hand_y, width - 2 * m, cw, ch, lift, per_row, rows))
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
        add_middle(scene, at, m, mid_top, width - 3 * m - btn_w, mid_bottom - mid_top, landscape)
    else:
        btn_h = 46.0
        btn_y = sort_y - m - btn_h
        add_buttons_row(scene, btns, m, btn_y, width - 2 * m, btn_h, hinted)
        floor = mid_floor if mid_floor and not btns else btn_y - m
        add_middle(scene, at, m, mid_top, width - 2 * m, floor - mid_top, landscape)

    return finish_scene(scene, at, width, mid_top, cw, ch, _game_info(view, ui))


def _game_info(view: GinView, ui: UiState) -> Dict[str, Any]:
    return {"deadwood": hand_mod.deadwood_value(view.hand), "selected": one_picked(ui)}


def _opponents(scene: Scene, at: Sight, x: float, y: float, w: float, h: float) -> None:
    view, ui = at.view_as(GinView), at.ui
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


def _hand(scene: Scene, at: Sight, rack: hand_mod.Rack) -> None:
    """The hand in the rack: in one row, or in two (large cards on a phone upright) broken
    between two groups; each card's hit is the part of it that shows. In two rows the front
    row's picked card does not rise over the back row's corners: its tint and border mark it."""
    view, ui = at.view_as(GinView), at.ui
    cw, ch, lift, rows, per_row = rack.cw, rack.ch, rack.lift, rack.rows, rack.per_row
    arranged = hand_mod.arrange(view.hand, ui.sort, ui.order)
    if rows == 1:
        lines = [arranged]
    else:
        cut = hand_mod.rack_split(arranged, per_row) if len(arranged) > per_row else 0
        lines = [arranged[:cut], arranged[cut:]]
    if ui.drag and ui.drag.get("card"):  # the rows stay as they were while a card is dragged
        lines = [[s for s in line if str(s.card) != ui.drag["card"]] for line in lines]
    placed, stride, step = hand_mod.place_rows(scene, rack, lines, cw * 0.14, ui.large, row_anchors=rows > 1)
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
    view, ui = at.view_as(GinView), at.ui
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


# ------------------------------------------------------------------------ end of a hand


