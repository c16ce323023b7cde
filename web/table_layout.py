"""The table of the games with melds on the table (Traditional Rummy, Remi 51), as the person
at a ``Sight`` sees it: a ``Scene``. Pure Python, testable without a browser.

From the top: the bar (the game, the deal, your score), the opponents (name, cards held,
score, opened), the middle (``table_middle.py``: the opponents' melds grouped by owner, the
stock, the discard pile and the status line, your melds, ``table_melds.py``), the buttons, the
hand (in two rows on a phone upright). Every meld on the table is a hit target (build, or
exchange on one of its jokers); a joker shows the card it stands for (``TableMeld.faces``),
and a closed set (R51-5) is dimmed. A deal's end is ``table_result.py``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Dict, List, Optional

import hand as hand_mod
import table_controls as tc
from frame import (
    GOLD,
    LAST_TURN_SIZE,
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
    others,
    scene_info,
    sort_next_width,
    sort_widths,
    undo_buttons,
)
from i18n import number, player_name, t
from remi import Phase
from remi.table.rules import TableView
from scene import CardItem, RectItem, Scene, TextItem, fit_size, text_width, wrapped_lines
from scores import score_words
from sight import Sight, UiState
from table_middle import middle_landscape, middle_portrait
from table_result import add_result


def table_layout(at: Sight, width: float, height: float) -> Scene:
    scene = Scene(width, height)
    view, ui = at.view_as(TableView), at.ui
    assert isinstance(view, TableView)
    landscape = width > height * 1.15
    m = MARGIN
    top = add_top_bar(scene, view, ui, width)
    if at.over and view.results:
        add_result(scene, at, width, height, top)
        scene_info(scene, at, _game_info(at))
        return scene
    opp_h = (50.0 if not landscape else 54.0) + 6  # and a line: what the player did last
    two_lines = not _names_fit(view, ui, width - 2 * m)
    if two_lines:  # a narrow seat: each level goes under its player's name, and the last turn may take two lines
        opp_h += 14 + LAST_TURN_SIZE * 1.2
    _opponents(scene, at, m, top + 4, width - 2 * m, opp_h, two_lines)
    mid_top = top + 4 + opp_h + 4

    # the hand at the bottom: one row, or two on a tall narrow screen (a rack, ``hand.rack_width``)
    n_max = max(len(view.hand), 15)
    rows, per_row = 1, n_max
    if landscape and ui.large:  # the large cards setting: as much bigger as the screen has room for
        cw = min(width * 0.085, height * 0.17, 118.0)
    elif landscape:
        cw = min(width * 0.07, height * 0.14, 96.0)
    else:
        cw = min(width * 0.25, height * (0.14 if ui.large else 0.12), 112.0 if ui.large else 96.0,
                 (width - 2 * m) / (1 + 0.42 * (n_max - 1)))
        rack = hand_mod.rack_width(width - 2 * m, height, n_max, hand_mod.RACK_HIGH_LARGE if ui.large else hand_mod.RACK_HIGH)
        if rack >= cw * hand_mod.RACK_GAIN:
            cw, per_row = rack, (n_max + 1) // 2
            rows = 2 if most_held(view) > per_row else 1
    cw = max(cw, 38.0)
    ch = cw * 1.4
    lift = ch * 0.18
    hand_y = height - m - ch - (rows - 1) * ch * hand_mod.rack_step(ui.large)  # the top of the hand's first row
    sort_h = SORT_TAP_H + 2  # buttons a finger tall (36 px)
    if landscape:  # a low screen: the hand's value left of the hand, the sort buttons in a column right of it
        side_l = max(158.0, _label_widths(at)[0] + 8)  # "In hand: 127 pts" on one line
        side_r = max(84.0, max(sort_widths(ui.lang, SORTS))) + 8
        _hand(scene, at, hand_mod.Rack(m + side_l, hand_y, width - 2 * m - side_l - side_r, cw, ch, lift, per_row, rows))
        _hand_label(scene, at, m, hand_y + (ch - sort_h) / 2, side_l - 8, sort_h)
        sort_y = hand_y - lift + 4  # the middle ends above the raised cards
        # the column reaches from the middle's floor (4 px clear) to the screen's edge, and
        # higher on a phone on its side, where three buttons a finger tall need more: the
        # action buttons above it end higher too
        col_y = min(sort_y - m + 4, height - 4 - len(SORTS) * (SORT_TAP_H + 4))
        add_sort_column(scene, ui, SORTS, width - m - side_r + 8, col_y, side_r - 8, height - 4 - col_y)
    else:
        sort_y = hand_y - lift - sort_h - 6  # clear of the hand's area, which reaches above a raised card
        _hand(scene, at, hand_mod.Rack(m, hand_y, width - 2 * m, cw, ch, lift, per_row, rows))
        _sort_row(scene, at, m, sort_y, width - 2 * m, sort_h)
    btns = tc.buttons(at) + undo_buttons(ui)
    hinted = at.hint_action
    if landscape:
        btn_w = min(220.0, width * 0.2)
        if height < 500:  # a phone on its side: the melds need the width more than the buttons
            btn_w = min(btn_w, 140.0)
        bottom = sort_y - m
        add_buttons_column(scene, btns, width - m - btn_w, mid_top, btn_w, min(bottom, col_y - 8) - mid_top, hinted)
        area = (m, mid_top, width - 3 * m - btn_w, bottom - mid_top)
        middle_landscape(scene, at, area)
    else:
        btn_h = 46.0
        btn_y = sort_y - 6 - btn_h
        add_buttons_row(scene, btns, m, btn_y, width - 2 * m, btn_h, hinted)
        area = (m, mid_top, width - 2 * m, btn_y - m - mid_top)
        middle_portrait(scene, at, area)
    return finish_scene(scene, at, width, mid_top, cw, ch, _game_info(at))


def _game_info(at: Sight) -> Dict[str, Any]:
    view, ui = at.view_as(TableView), at.ui
    return {
        "selected": None,
        "picked": list(ui.picked),
        "opened": list(view.opened),
        "turn_value": view.turn_value,
        "table": [{"owner": mm.owner, "text": mm.text(), "closed": mm.closed} for mm in view.table],
        "stock_size": view.stock_size,
        "actions": view.played,
    }


# --------------------------------------------------------------------------- opponents


def _opponent_name(view: TableView, seat: int, ui: UiState) -> str:
    name = player_name(seat, ui.lang)
    if seat == view.dealer:
        name += " (D)"
    if view.opened[seat]:
        name += " ✓"
    return name


BADGE = 14.0  # a round mark by a name in a narrow box: D (dealt this deal), ✓ (has opened)


def _names_fit(view: TableView, ui: UiState, w: float) -> bool:
    """Whether every opponent's name and level fit on one line of its box."""
    seats = others(view.players, ui.me)
    sw = w / len(seats) - 6
    for seat in seats:
        level = level_label(ui, seat)
        need = name_width(_opponent_name(view, seat, ui)) + (level_tag_width(level) + 6 if level else 0)
        if need > sw - 16:
            return False
    return True


def _opponents(
    scene: Scene, at: Sight, x: float, y: float, w: float, h: float, two_lines: bool = False
) -> None:
    view, ui = at.view_as(TableView), at.ui
    seats = others(view.players, view.seat)
    slot = w / len(seats)
    full = full_turns_fit(view, seats, ui.lang, slot - 22, 2 if two_lines else 1)  # (all in full words, or all briefly)
    for i, seat in enumerate(seats):
        sx = x + i * slot + 3
        sw = slot - 6
        acting = view.to_act == seat
        scene.add(RectItem(sx, y, sw, h, PANEL, GOLD if acting else None, 10, 3 if acting else 1))
        name = _opponent_name(view, seat, ui)
        room = sw - 16
        size = 14.0
        if two_lines and name != player_name(seat, ui.lang):  # narrow boxes: "(D)" and "✓" as round badges at the right
            name = player_name(seat, ui.lang)
            marks = (["D"] if seat == view.dealer else []) + (["✓"] if view.opened[seat] else [])  # (✓ always the last)
            for k, mark in enumerate(reversed(marks)):
                bx = sx + sw - 6 - BADGE - (BADGE + 2) * k
                scene.add(RectItem(bx, y + 12 - BADGE / 2, BADGE, BADGE, "rgba(255,255,255,0.12)", MUTED, BADGE / 2, 1))
                scene.add(TextItem(mark, bx + BADGE / 2, y + 12, 10, TEXT, "center", True, max_width=BADGE - 2))
            room -= (BADGE + 2) * len(marks)
            size = fit_size(name, 14, room, True, 12)  # (smaller rather than squeezed beside two badges)
        scene.add(TextItem(name, sx + 8, y + 12, size, GOLD if acting else TEXT, "left", True, max_width=room))
        if two_lines:
            level_tag(scene, ui, seat, sx + 8, y + 28)
        else:
            level_tag(scene, ui, seat, sx + 8, y + 12, after=name, after_max=sw - 16)
        bh = 16.0
        bw = bh * 0.7
        by = y + h - bh - 5
        key = f"back:seat{seat}"
        if key not in ui.hidden:
            scene.add(CardItem(key, None, sx + 8, by, bw, bh))
        scene.add(TextItem(str(view.hand_sizes[seat]), sx + 12 + bw, by + bh / 2, 15, TEXT, "left", True))
        # (on two lines in a narrow box rather than lose the card it took from the pile)
        add_last_turn(scene, view, seat, ui.lang, sx + 8, by - 6, sw - 16, lines=2 if two_lines else 1, full=full)
        # "Penalizare 123" where it fits (a penalty, lower is better), else "123 p" as the result
        # screen writes points (it once fell back on "Scor 123", under a title "Penalizarea ta")
        room = sw - 50 - bw
        total = number(view.scores[seat])
        scores = [f"{t(score_words(view)[1], ui.lang)} {total}", t("result.points", ui.lang, n=total)]
        score = next((s for s in scores if text_width(s, 13) <= room), scores[-1])
        scene.add(TextItem(score, sx + sw - 8, by + bh / 2, 13, MUTED, "right", max_width=room))
        scene.anchors[f"seat{seat}"] = (sx + 8, by, bw, bh)  # a card flies to (from) the back, not over the count
        scene.hit("seat", str(seat), (sx, y, sw, h), cards=view.hand_sizes[seat], score=view.scores[seat])


# --------------------------------------------------------------------------- the hand


def most_held(view: TableView) -> int:
    """The most cards the person's hand holds before its next discard: one more after the
    next draw, unless it has drawn this turn (a joker exchange never adds a card, TR-6, TR-7,
    R51-9). A hand in two rows keeps them until this fits one row, so the rows do not come
    and go with each draw and discard."""
    drawn = view.to_act == view.seat and view.phase == Phase.DISCARD
    return len(view.hand) + (0 if drawn else 1)


def _hand(scene: Scene, at: Sight, rack: hand_mod.Rack) -> None:
    """The hand in the rack's rows (1 or 2), spaced for its cards to a row at least; each card's
    hit is the part of it that shows, and carries its row (``drop_index`` drops a dragged card
    into a row). In two rows the front row's picked cards do not rise over the back row's
    corners: their tint and border mark them (``PICKED_TINT``)."""
    view, ui = at.view_as(TableView), at.ui
    shown = tc.arranged(view, view.hand, ui.sort, ui.order)
    rows = rack.rows
    per_row = max(rack.per_row, (len(shown) + rows - 1) // rows)
    rack = dataclasses.replace(rack, per_row=per_row)
    cw, ch, lift = rack.cw, rack.ch, rack.lift
    if rows == 1:
        lines = [shown]
    elif len(shown) <= per_row:  # few enough for one row: the front one, the back one empty
        lines = [[], shown]
    else:
        cut = hand_mod.rack_split(shown, per_row)
        lines = [shown[:cut], shown[cut:]]
    if ui.drag and ui.drag.get("card"):  # the rows stay as they were while a card is dragged
        lines = [[s for s in line if str(s.card) != ui.drag["card"]] for line in lines]
    placed, stride, step = hand_mod.place_rows(scene, rack, lines, cw * 0.12, ui.large, row_anchors=True)
    picked = set(ui.picked)
    my_play = view.to_act == view.seat and view.phase == Phase.DISCARD
    moves = at.moves
    must = {str(c) for c in view.must_meld}
    if view.must_use is not None:
        must.add(str(view.must_use))
    hinted, moved = at.hint_cards, at.hint_moved
    for i, (s, px, top, r) in enumerate(placed):
        key = str(s.card)
        sel = key in picked
        hint = key in hinted
        raised = lift if sel else (lift * 0.5 if key in moved else 0.0)  # the hint's card to play rises a little
        if r == 1 and lines[0]:
            raised = 0.0
        cy = top - raised
        scene.anchors["card:" + key] = (px, cy, cw, ch)
        if key in ui.hidden:
            continue
        glow = key == ui.new_card or key in must
        aside = hint and key not in moved
        scene.add(CardItem(key, key, px, cy, cw, ch, selected=sel, meld=s.meld, glow=glow, hint=hint, hint_aside=aside,
                           shown=min(stride, cw)))  # (the last card's too: one size of index along the row)
        same_row = i + 1 < len(placed) and placed[i + 1][3] == r
        visible = min((placed[i + 1][1] - px) if same_row else cw, cw)
        tall = step if r < rows - 1 else ch  # the next row covers the rest of the card
        data: Dict[str, Any] = {"index": i, "picked": sel, "hint": hint, "row": r, "meld": s.meld}
        if my_play:
            data["discard"] = moves.discard(key) is not None
        scene.hit("card", key, (px, cy, visible, tall + raised), **data)


def opening_label(at: Sight) -> Optional[str]:
    """Before opening, in a game that asks one: what is laid this turn plus the picked meld, of
    the game's minimum (Remi 51: 51)."""
    view, ui = at.view_as(TableView), at.ui
    if not view.opening or view.opened[view.seat] or view.to_act != view.seat or view.phase != Phase.DISCARD:
        return None
    need = view.opening
    laid = view.turn_value
    extra = tc.picked_value(view, ui.picked)
    if extra is None:
        return t("opening", ui.lang, n=laid, need=need)
    if laid:
        return t("opening.sum", ui.lang, laid=laid, extra=extra, n=laid + extra, need=need)
    return t("opening", ui.lang, n=extra, need=need)


SORTS = (("sort_rank", "btn.sort_rank"), ("sort_suit", "btn.sort_suit"), ("sort_melds", "btn.sort_melds"))
LABEL_SIZE = 15.0


def _hand_label(scene: Scene, at: Sight, x: float, y: float, most: float, h: float) -> float:
    """The hand's value (Remi 51 before opening: the opening's) in a dark box at ``x``, no
    wider than ``most``; returns its width."""
    view, ui = at.view_as(TableView), at.ui
    label = opening_label(at)
    if label:
        color = GOLD
        scene.info["opening_label"] = label
    else:
        label = t("in_hand", ui.lang, n=view.hand_value(view.hand))
        color = TEXT
    # a little smaller (to 12 px, less padding) where that keeps it on one line ("Deschidere 0 / 51"
    # beside the sort button of a 320 px phone); else on more lines ("Deschidere 30 + 21 = 51 / 51")
    size = fit_size(label, LABEL_SIZE, most - 16, True, 12.0)
    pad = 24 if text_width(label, size, True) + 24 <= most else 16
    need = text_width(label, size, True) + pad
    lw = min(need, most)
    border = GOLD if color == GOLD else None
    if need > most:  # beside the hand (a low screen) "Deschidere 30 + 21 = 51 / 51" takes more lines
        bh = max(h - 4, len(wrapped_lines(label, LABEL_SIZE, lw - 16)) * LABEL_SIZE * 1.2 + 8)
        scene.add(RectItem(x, y + h / 2 - bh / 2, lw, bh, "rgba(0,0,0,0.3)", border, 8))
        scene.add(TextItem(label, x + lw / 2, y + h / 2, LABEL_SIZE, color, "center", True, max_width=lw - 16, wrap=True,
                           max_height=bh - 6))
    else:
        scene.add(RectItem(x, y + 2, lw, h - 4, "rgba(0,0,0,0.3)", border, 8))
        scene.add(TextItem(label, x + pad / 2, y + h / 2, size, color, "left", True, max_width=lw - pad + 8))
    scene.info["hand_label"] = label
    return lw


def _sort_row(scene: Scene, at: Sight, x: float, y: float, w: float, h: float) -> None:
    """Upright: the hand's value at the left and the sort buttons at the right. Where the
    three do not fit beside the value (a phone: "Deschidere 30 / 51"), one button says the
    order and a tap moves to the next (suit, rank, melds)."""
    ui = at.ui
    lang = ui.lang
    widths = sort_widths(lang, SORTS)
    if max(_label_widths(at)) + 8 + sum(widths) + 5 * (len(SORTS) - 1) > w:
        # the one button whole ("Ordine: culoare"), the value in what is left (on two lines if it must)
        lw = _hand_label(scene, at, x, y, w - sort_next_width(lang, SORTS) - 8, h)
        add_sort_next(scene, ui, SORTS, x + w, y, w - lw - 8, h)
        return
    lw = _hand_label(scene, at, x, y, w, h)
    bx = x + w
    for (sid, key), bw in zip(SORTS, widths):
        bx -= bw
        add_button(scene, sid, t(key, lang), "ui:" + sid, bx, y + 1, bw, h - 2, False, 13, active=ui.sort == sid[5:])
        bx -= 5


def _label_widths(at: Sight) -> List[float]:
    """The widths the hand's value may take this deal (its box): the row keeps one shape while
    the value changes (a Remi 51 opening adds up as melds are picked)."""
    view, ui = at.view_as(TableView), at.ui
    texts = [t("in_hand", ui.lang, n=888)]
    if view.opening and not view.opened[view.seat]:
        texts += [t("opening.sum", ui.lang, laid=88, extra=88, n=88, need=view.opening)]
    return [text_width(x, LABEL_SIZE, True) + 24 for x in texts]


# --------------------------------------------------------------------------- the middle


# --------------------------------------------------------------------------- piles, status


# ------------------------------------------------------------------------ end of a deal


