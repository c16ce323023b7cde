"""The render model of the games with melds on the table (Traditional Rummy, Remi 51):
engine state + UI state → a ``Scene``. Pure Python, testable without a browser.

From the top: the bar (view, deal, your score), the opponents (name, cards held, score,
opened), the opponents' melds grouped by owner, the stock, the discard pile and the status
line, your melds, the buttons, the hand (in two rows on a phone upright). Every meld on the
table is a hit target (build, or exchange on one of its jokers); a joker shows the card it
stands for (``TableMeld.faces``), and a closed set (R51-5) is dimmed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple

import hand as hand_mod
import table_controls as tc
from frame import (
    GOLD,
    HINT,
    LAST_TURN_SIZE,
    MARGIN,
    MUTED,
    PANEL,
    RACK_GAIN,
    RACK_HIGH,
    RACK_HIGH_LARGE,
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
    others,
    pile_label_width,
    pretty,
    rack_split,
    rack_step,
    rack_width,
    result_name_width,
    result_shape,
    scene_info,
    sort_next_width,
    sort_widths,
    undo_buttons,
)
from i18n import has, is_you, number, player_name, player_of, refusal_sentence, t
from moves import ME
from remi import Action, Card, Phase, ResultKind
from remi.table.jokers import best_plan
from remi.table.melds import face_text
from remi.table.rules import DealResult, TableView
from scene import CardItem, RectItem, Scene, TextItem, fit_size, joker_tag_size, tag_width, text_width, wrap_words
from scores import match_title, score_words
from sight import Sight, UiState, hint_lead, hint_text

STRIDE = 0.46  # the visible strip of a card in a meld on the table, as a share of its width
JOKER_STRIDE = 0.66  # after a joker: room for the card it stands for
RED_TEXT = "#ffb4a6"


def table_view(at: Sight) -> TableView:
    """The person's view, as the table family's (this layout draws no other)."""
    view = at.view
    assert isinstance(view, TableView)
    return view


def table_layout(at: Sight, width: float, height: float) -> Scene:
    scene = Scene(width, height)
    view, ui = table_view(at), at.ui
    assert isinstance(view, TableView)
    landscape = width > height * 1.15
    m = MARGIN
    top = add_top_bar(scene, view, ui, width)
    if at.over and view.results:
        _result(scene, at, width, height, top)
        scene_info(scene, at, _game_info(at))
        return scene
    opp_h = (50.0 if not landscape else 54.0) + 6  # and a line: what the player did last
    two_lines = not _names_fit(view, ui, width - 2 * m)
    if two_lines:  # a narrow seat: each level goes under its player's name, and the last turn may take two lines
        opp_h += 14 + LAST_TURN_SIZE * 1.2
    _opponents(scene, at, m, top + 4, width - 2 * m, opp_h, two_lines)
    mid_top = top + 4 + opp_h + 4

    # the hand at the bottom: one row, or two on a tall narrow screen (a rack, ``frame.rack_width``)
    n_max = max(len(view.hand), 15)
    rows, per_row = 1, n_max
    if landscape and ui.large:  # the large cards setting: as much bigger as the screen has room for
        cw = min(width * 0.085, height * 0.17, 118.0)
    elif landscape:
        cw = min(width * 0.07, height * 0.14, 96.0)
    else:
        cw = min(width * 0.25, height * (0.14 if ui.large else 0.12), 112.0 if ui.large else 96.0,
                 (width - 2 * m) / (1 + 0.42 * (n_max - 1)))
        rack = rack_width(width - 2 * m, height, n_max, RACK_HIGH_LARGE if ui.large else RACK_HIGH)
        if rack >= cw * RACK_GAIN:
            cw, per_row = rack, (n_max + 1) // 2
            rows = 2 if most_held(view) > per_row else 1
    cw = max(cw, 38.0)
    ch = cw * 1.4
    lift = ch * 0.18
    hand_y = height - m - ch - (rows - 1) * ch * rack_step(ui)  # the top of the hand's first row
    sort_h = SORT_TAP_H + 2  # buttons a finger tall (36 px)
    if landscape:  # a low screen: the hand's value left of the hand, the sort buttons in a column right of it
        side_l = max(158.0, _label_widths(at)[0] + 8)  # "In hand: 127 pts" on one line
        side_r = max(84.0, max(sort_widths(ui.lang, SORTS))) + 8
        _hand(scene, at, m + side_l, hand_y, width - 2 * m - side_l - side_r, cw, ch, lift, per_row, rows)
        _hand_label(scene, at, m, hand_y + (ch - sort_h) / 2, side_l - 8, sort_h)
        sort_y = hand_y - lift + 4  # the middle ends above the raised cards
        # the column reaches from the middle's floor (4 px clear) to the screen's edge, and
        # higher on a phone on its side, where three buttons a finger tall need more: the
        # action buttons above it end higher too
        col_y = min(sort_y - m + 4, height - 4 - len(SORTS) * (SORT_TAP_H + 4))
        add_sort_column(scene, ui, SORTS, width - m - side_r + 8, col_y, side_r - 8, height - 4 - col_y)
    else:
        sort_y = hand_y - lift - sort_h - 6  # clear of the hand's area, which reaches above a raised card
        _hand(scene, at, m, hand_y, width - 2 * m, cw, ch, lift, per_row, rows)
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
        _middle_landscape(scene, at, area)
    else:
        btn_h = 46.0
        btn_y = sort_y - 6 - btn_h
        add_buttons_row(scene, btns, m, btn_y, width - 2 * m, btn_h, hinted)
        area = (m, mid_top, width - 2 * m, btn_y - m - mid_top)
        _middle_portrait(scene, at, area)
    return finish_scene(scene, at, width, mid_top, cw, ch, _game_info(at))


def _game_info(at: Sight) -> Dict[str, Any]:
    view, ui = table_view(at), at.ui
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
    view, ui = table_view(at), at.ui
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


def _hand(
    scene: Scene, at: Sight, x: float, y: float, w: float, cw: float, ch: float, lift: float,
    per_row: int, rows: int = 1,
) -> None:
    """The hand from ``y`` down, in ``rows`` rows (1 or 2) spaced for ``per_row`` cards each;
    each card's hit is the part of it that shows, and carries its row (``drop_index`` drops a
    dragged card into a row). In two rows the front row's picked cards do not rise over the
    back row's corners: their tint and border mark them (``PICKED_TINT``)."""
    view, ui = table_view(at), at.ui
    shown = tc.arranged(view, view.hand, ui.sort, ui.order)
    per_row = max(per_row, (len(shown) + rows - 1) // rows)
    if rows == 1:
        lines = [shown]
    elif len(shown) <= per_row:  # few enough for one row: the front one, the back one empty
        lines = [[], shown]
    else:
        cut = rack_split(shown, per_row)
        lines = [shown[:cut], shown[cut:]]
    if ui.drag and ui.drag.get("card"):  # the rows stay as they were while a card is dragged
        lines = [[s for s in line if str(s.card) != ui.drag["card"]] for line in lines]
    step = ch * rack_step(ui)
    gap = cw * 0.12
    groups = max(1, max(len({s.group for s in line}) for line in lines))
    stride = min(cw * 0.64, (w - cw - gap * (groups - 1)) / max(1, per_row - 1))
    widths = [cw + stride * (len(line) - 1) + gap * (len({s.group for s in line}) - 1) for line in lines if line]
    widest = max(widths, default=0.0)
    placed = []  # (shown card, x, row top, row)
    for r, line in enumerate(lines):
        cx = x + (w - widest) / 2  # both rows start at one edge
        for i, s in enumerate(line):
            if i > 0:
                cx += stride + (gap if s.group != line[i - 1].group else 0)
            placed.append((s, cx, y + r * step, r))
        scene.anchors[f"hand_row:{r}"] = (x, y + r * step, w, ch)
    block = ch + step * (rows - 1)
    scene.anchors["hand"] = (x, y - lift, w, block + lift)
    scene.hit("hand", "hand", (x, y - lift - 6, w, block + lift + 6))
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


def hand_value(view: TableView, cards: Sequence[Card]) -> int:
    """What the cards would cost at the end of the deal (the engine's card values)."""
    return int(view.hand_value(cards))


def opening_label(at: Sight) -> Optional[str]:
    """Before opening, in a game that asks one: what is laid this turn plus the picked meld, of
    the game's minimum (Remi 51: 51)."""
    view, ui = table_view(at), at.ui
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
    view, ui = table_view(at), at.ui
    label = opening_label(at)
    if label:
        color = GOLD
        scene.info["opening_label"] = label
    else:
        label = t("in_hand", ui.lang, n=hand_value(view, view.hand))
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
    view, ui = table_view(at), at.ui
    texts = [t("in_hand", ui.lang, n=888)]
    if view.opening and not view.opened[view.seat]:
        texts += [t("opening.sum", ui.lang, laid=88, extra=88, n=88, need=view.opening)]
    return [text_width(x, LABEL_SIZE, True) + 24 for x in texts]


# --------------------------------------------------------------------------- the middle


PILE_H_CROWDED = 60.0  # the piles' height upright when the table's melds need the room


def _middle_portrait(
    scene: Scene, at: Sight, area: Tuple[float, float, float, float]
) -> None:
    view, ui = table_view(at), at.ui
    x, y, w, h = area
    opp, mine = _groups(view)
    cw_max = min(62.0, w / 6.5)
    ph = max(56.0, min(84.0, h * 0.2))
    fitted = _fit_pair(view, opp, mine, w, h - ph - 28, cw_max, ui.lang, ui.me)
    if fitted[0] < cw_max and ph > PILE_H_CROWDED:  # a crowded table: smaller piles, if its cards grow
        smaller = _fit_pair(view, opp, mine, w, h - PILE_H_CROWDED - 28, cw_max, ui.lang, ui.me)
        if smaller[0] > fitted[0]:
            ph, fitted = PILE_H_CROWDED, smaller
    zones_h = h - ph - 28
    _cw, opp_h, my_h = fitted
    if opp_h + my_h > zones_h:  # too many melds even for the smallest cards: half the room each
        opp_h, my_h = _split(zones_h, opp_h, my_h)
    _zone(scene, at, opp, x, y, w, opp_h, cw_max)
    row_y = y + opp_h + 4 + max(0.0, zones_h - opp_h - my_h) / 2
    pw = ph / 1.4
    px = x + 4
    gap = max(22.0, pile_label_width(ui.lang, 12) - pw)
    _piles(scene, at, px, row_y, pw, ph, gap)
    sx = px + 2 * pw + gap + 10
    # the status between the two blocks of melds (centred on the piles, 10 px above the band's
    # middle); too long for it at 10 px (a small phone, 320x568), its short form (what the last
    # player did is in their box): it ran over the melds above and below
    cy = row_y + ph / 2
    tall = 2 * min(cy - (y + opp_h), y + h - my_h - cy)
    status = status_text(at)
    if len(wrapped_lines(status[0], 10, x + w - sx - 4)) * 12 > tall:
        status = status_text(at, short=True)
    _status(scene, at, sx + (x + w - sx) / 2, cy, x + w - sx - 4, height=tall, status=status)
    _zone(scene, at, mine, x, y + h - my_h, w, my_h, cw_max)


def _middle_landscape(
    scene: Scene, at: Sight, area: Tuple[float, float, float, float]
) -> None:
    view, ui = table_view(at), at.ui
    x, y, w, h = area
    ph = max(60.0, min(130.0, h * 0.36))
    pw = ph / 1.4
    col_w = max(2 * pw + 14, 200.0)
    gap = max(14.0, min(pile_label_width(ui.lang, 12) - pw, col_w - 2 * pw - 8))
    _piles(scene, at, x + (col_w - 2 * pw - gap) / 2, y + 8, pw, ph, gap)
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
    opp, mine = _groups(view)
    cw_max = 80.0
    lang = ui.lang
    avail = h - 8
    # The opponents' melds above, the person's below; on a crowded table that would not fit even
    # with the smallest cards (four players on a phone on its side), one block for all, yours last.
    least = _flow(view, opp, zw, MIN_CARD_W, lang, ui.me)[1] + _flow(view, mine, zw, MIN_CARD_W, lang, ui.me)[1]
    together = least > avail
    if together:
        least = _flow(view, opp + mine, zw, MIN_CARD_W, lang, ui.me)[1]
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
        cw, need_opp, need_me = _fit_pair(view, opp, mine, zw, space, cw_max, lang, ui.me)
        together = need_opp + need_me > space or _fit(view, opp + mine, zw, space, cw_max, lang, ui.me)[0] >= 1.25 * cw
    if together:
        opp_h, my_h = space, 0.0
        _zone(scene, at, opp + mine, zx, y, zw, opp_h, cw_max)
    else:
        opp_h, my_h = need_opp, need_me  # yours at the bottom, near your hand
        _zone(scene, at, opp, zx, y, zw, opp_h, cw_max)
        _zone(scene, at, mine, zx, y + h - my_h, zw, my_h, cw_max)
    if fits_under:
        _status(scene, at, x + col_w / 2, first, col_w - 8, top=True, height=under,
                status=status_text(at, short=True) if short else status)
    elif strip:
        room = h - my_h - opp_h  # between the two blocks (under the one block)
        if len(wrapped_lines(text, 10, zw - 16)) * 12 > room - 4:  # too long even at 10 px: the brief form
            status = status_text(at, short=True)
        _status(scene, at, zx + zw / 2, y + opp_h + room / 2, zw - 16, height=room - 4, status=status)
    else:
        band = min(wanted, h - 8)
        cy = y + h / 2
        scene.add(RectItem(zx + 2, cy - band / 2, zw - 4, band, "rgba(8,28,16,0.9)", None, 10))
        scene.info["status_panel"] = True
        _status(scene, at, zx + zw / 2, cy, zw - 16, height=band - 8, status=status)


def _split(total: float, need_a: float, need_b: float) -> Tuple[float, float]:
    if need_a + need_b <= total:
        return need_a, need_b
    half = total / 2
    if need_a < half:
        return need_a, total - need_a
    if need_b < half:
        return total - need_b, need_b
    return half, half


Group = Tuple[int, List[int]]  # (owner, table indices)


def _groups(view: TableView) -> Tuple[List[Group], List[Group]]:
    """The opponents' melds by owner (in seat order after the person), and the person's."""
    by_owner: Dict[int, List[int]] = {}
    for i, meld in enumerate(view.table):
        by_owner.setdefault(meld.owner, []).append(i)
    opp = [(s, by_owner.get(s, [])) for s in others(view.players, view.seat)]
    return opp, [(view.seat, by_owner.get(view.seat, []))]


def joker_label(face: Any) -> str:
    """What a joker on the table stands for, as its tag reads: "=Q♠"."""
    return "=" + tc.pretty_face(face_text(face))


def _meld_widths(meld: Any, cw: float, stride: float, room: Optional[float] = None) -> List[float]:
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


def _meld_width(meld: Any, cw: float, stride: float) -> float:
    return _meld_widths(meld, cw, stride)[-1] + cw


LABEL_H = 17.0
MIN_CARD_W = 24.0  # the smallest card on the table (CSS px)


def _flow(
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
        widths = [_meld_width(view.table[i], cw, STRIDE) for i in indices]
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


def _fit(
    view: TableView, groups: Sequence[Group], w: float, h: float, cw_max: float, lang: str, me: int = ME
) -> Tuple[float, float]:
    """The biggest card width (from ``cw_max`` down to ``MIN_CARD_W``) at which the groups fit in w × h."""
    cw = cw_max
    while True:
        _items, need = _flow(view, groups, w, cw, lang, me)
        if need <= h or cw <= MIN_CARD_W:
            return cw, need
        cw -= 2


def _fit_pair(
    view: TableView, top: Sequence[Group], bottom: Sequence[Group], w: float, h: float, cw_max: float, lang: str, me: int = ME
) -> Tuple[float, float, float]:
    """The biggest card width at which both blocks fit in w × h one above the other, and the
    height each then needs (at ``MIN_CARD_W`` they may need more than h)."""
    cw = cw_max
    while True:
        need_top = _flow(view, top, w, cw, lang, me)[1]
        need_bottom = _flow(view, bottom, w, cw, lang, me)[1]
        if need_top + need_bottom <= h or cw <= MIN_CARD_W:
            return cw, need_top, need_bottom
        cw -= 2


def _zone(
    scene: Scene, at: Sight, groups: Sequence[Group], x: float, y: float, w: float, h: float, cw_max: float
) -> None:
    view, ui = table_view(at), at.ui
    lang = ui.lang
    cw, _need = _fit(view, groups, w, h, cw_max, lang, ui.me)
    ch = cw * 1.4
    items, _ = _flow(view, groups, w, cw, lang, ui.me)
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
        xs = _meld_widths(meld, cw, STRIDE, room=w)  # (a very long run pressed into the row)
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


# --------------------------------------------------------------------------- piles, status


def _piles(
    scene: Scene, at: Sight, px: float, py: float, pw: float, ph: float, gap: float
) -> None:
    view, ui = table_view(at), at.ui
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
    if view.stock_size:
        depth = min(4, view.stock_size // 10)
        for k in range(depth):
            scene.add(CardItem(f"back:stockdepth{k}", None, px - k * 1.5 + depth * 1.5, py - k * 1.5 + depth * 1.5, pw, ph))
        scene.add(CardItem("back:stock", None, px, py, pw, ph, glow=can_stock and not stock_hint, hint=stock_hint))
    else:
        scene.add(RectItem(px, py, pw, ph, None, "rgba(255,255,255,0.35)", 8, 2))
    stock_label = f"{t('stock', lang)} ({view.stock_size})"
    label_w = min(text_width(stock_label, 12), pw + gap)  # on a crowded table the piles are narrower than it
    label_x = max(px + pw / 2, MARGIN / 2 + label_w / 2)
    scene.add(TextItem(stock_label, label_x, py + ph + 13, 12, MUTED, "center", max_width=pw + gap))
    scene.hit("stock", "stock", stock_rect, legal=can_stock, count=view.stock_size, hint=stock_hint)
    scene.anchors["stock"] = stock_rect
    dx = px + pw + gap
    pile = [str(c) for c in view.discard_pile]
    if "discard_top" in ui.hidden and pile:
        pile = pile[:-1]
    refused_take = obliges is True and view.phase == Phase.DRAW and my and "discard" not in moves.draws
    if len(pile) >= 2:
        scene.add(CardItem("pile:" + pile[-2], pile[-2], dx + 3, py + 3, pw, ph, dim=True))
    top_hint = bool(pile) and (pile[-1] in at.hint_cards or hinted == "draw discard")
    if pile:
        glow = discard_act is not None and not top_hint
        scene.add(CardItem("pile:" + pile[-1], pile[-1], dx, py, pw, ph, glow=glow, dim=refused_take, hint=top_hint))
    else:
        scene.add(RectItem(dx, py, pw, ph, None, "rgba(255,255,255,0.35)", 8, 2))
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
    view, ui = table_view(at), at.ui
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
    text = t(key, lang, card=pretty(extra) if extra else "", need=view.opening)  # (the game's own opening: R51-6)
    if last and view.phase == Phase.DRAW:
        return f"{last} — {after_dash(text)}", False
    return text, False


def wrapped_lines(text: str, size: float, width: float) -> List[str]:
    """``text`` in bold ``size`` broken into lines of at most ``width``, by the layout's estimate
    of text widths (the canvas wraps it again by its own measure when it draws)."""
    return wrap_words(text, width, lambda line: text_width(line, size, True))


def status_size(w: float) -> float:
    """The status line's font size in a band ``w`` wide (before draw_text shrinks it to fit)."""
    return 15.0 if w < 300 else 16.0


def _status(
    scene: Scene, at: Sight, cx: float, cy: float, w: float, top: bool = False,
    height: Optional[float] = None, status: Optional[Tuple[str, bool]] = None,
) -> None:
    """The status line, centred at ``cx``, wrapped to ``w``; ``status`` when the caller has
    already worked it out (``status_text``)."""
    view, ui = table_view(at), at.ui
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


# ------------------------------------------------------------------------ end of a deal


def result_title(r: DealResult, lang: str, me: Optional[int] = ME) -> str:
    """How the deal ``r`` ended, for the person at ``me``: "You went out"."""
    if r.kind == ResultKind.DRAW:
        return t("kind.t.draw", lang)
    if r.winner == me:
        return t("kind." + r.kind + ".you", lang)
    assert r.winner is not None  # (a deal is won, or drawn)
    return t("kind." + r.kind, lang, name=player_name(r.winner, lang))


def pays_flat(view: TableView, p: Any) -> bool:
    """Whether the player of result ``p`` never opened in a game whose unopened hand pays a fixed
    penalty whatever it holds (its ``traits.opening``; R51-12: 100)."""
    rule = view.traits.opening
    return rule is not None and rule.unopened_pays_flat and not p.opened


def points_text(view: TableView, r: Any, p: Any, lang: str) -> str:
    pts = number(p.points, plus=True)
    notes = []
    if p.seat != r.winner and r.winner is not None:
        if pays_flat(view, p):  # R51-12: who never opened pays 100
            notes.append(t("result.not_opened", lang))
        # how the total is made, so that "+124 p" is not read as 124 and 25 more
        if r.kind == ResultKind.RUMMY:  # TR-11: the hand left, and 25 after a rummy
            notes.append(f"{number(p.points - 25)} + 25")
        if r.kind == ResultKind.HAND:  # R51-12: twice the hand (or the 100) after going out in one turn
            notes.append(f"{number(p.points // 2)} × 2")
    text = t("result.points", lang, n=pts)
    return text + (f" ({', '.join(notes)})" if notes else "")


@dataclass
class _EndRows:
    """How the end of a deal lays out each player's row: the melds it laid on the table, then
    the hand it is left with (the melds in it together, the rest by suit, then rank, so the
    points can be checked at a glance), their card width and the count under or beside them."""

    name_w: float
    cards: Dict[int, List[Card]]  # the hand left
    groups: Dict[int, List["EndGroup"]]
    widths: Dict[int, float]
    labels: Dict[int, str]
    lines: Dict[int, List[List["EndGroup"]]] = field(default_factory=dict)  # each row's groups, line by line
    heights: Dict[int, float] = field(default_factory=dict)  # each row's


@dataclass(frozen=True)
class EndGroup:
    """Cards drawn together on a result row: a meld laid on the table (``table``), a meld held
    in the hand (``meld``), or the hand's other cards (``loose``); ``meld`` is its colour."""

    cards: Tuple[Card, ...]
    kind: str
    meld: Optional[int] = None
    labels: Tuple[Optional[str], ...] = ()


END_GAP = 0.22  # the space added between two groups of a result row, in card widths
END_STRIDE = 0.55  # each card's visible share in a group, in card widths


def end_groups(view: TableView, r: Any, seat: int, laid: str = "all") -> List[EndGroup]:
    """``seat``'s melds on the table at the deal's end (with what others added to them), when
    ``laid`` is "all" or "winner" and it went out, then the melds its hand left holds (the
    engine's meld search: the most points they would have laid) and the rest of the hand."""
    out: List[EndGroup] = []
    colour = 0
    shows = laid == "all" or (laid == "winner" and seat == r.winner)
    for meld in r.table:
        if meld.owner == seat and shows:
            labels = tuple(joker_label(f) if c.is_joker else None for c, f in zip(meld.cards, meld.faces()))
            out.append(EndGroup(tuple(meld.cards), "table", colour % 4, labels))
            colour += 1
    hand = next((p.hand for p in r.players if p.seat == seat), ())
    if hand:
        melds, loose = hand_melds(view.game, tuple(hand), lambda c: view.hand_value([c]))
        for cards in melds:  # apart, untinted: unlike Gin's, a meld held is counted in full (TR-11, R51-12)
            out.append(EndGroup(cards, "meld"))
        if loose:
            out.append(EndGroup(tuple(sorted(loose, key=lambda c: (c.is_joker, hand_mod.suit_key(c)))), "loose"))
    return out


_HAND_MELDS: Dict[Tuple[str, Tuple[Card, ...]], Tuple[List[Tuple[Card, ...]], List[Card]]] = {}


def hand_melds(name: str, hand: Tuple[Card, ...], value: Any) -> Tuple[List[Tuple[Card, ...]], List[Card]]:
    """The melds ``hand`` holds (those worth most, laid as a plan would lay them) and the rest;
    kept, since every drawing of the result screen asks."""
    key = (name, hand)
    if key not in _HAND_MELDS:
        plan = best_plan(hand, value, keep=0)
        melds = [tuple(m.cards) for m in plan.melds]
        used = {id(c) for cards in melds for c in cards}
        if len(_HAND_MELDS) > 64:
            _HAND_MELDS.clear()
        _HAND_MELDS[key] = (melds, [c for c in hand if id(c) not in used])
    return _HAND_MELDS[key]


def end_span(groups: Sequence[EndGroup]) -> float:
    """A row's groups as one fan of cards with a space between groups, in card widths; the
    last meld laid on the table shows whole, before the line that parts it from the hand."""
    n = sum(len(g.cards) for g in groups)
    parted = any(a.kind == "table" and b.kind != "table" for a, b in zip(groups, groups[1:]))
    return 1 + END_STRIDE * max(0, n - 1) + END_GAP * max(0, len(groups) - 1) + (1 - END_STRIDE) * parted


def _end_rows(view: TableView, r: Any, lang: str, w: float, h: float, beside: bool, big: bool) -> _EndRows:
    """The rows in ``w`` × ``h``; ``beside``: each row's name, points and count in a column
    left of its cards (a low screen), else over them with the count right of the cards. Every
    player's melds laid on the table, unless that makes the hands' cards too small to read:
    then the winner's alone (how it went out), unless even that does (four players on a phone
    on its side, where the table shown before the result showed them)."""
    def hands_least(rows: _EndRows) -> float:
        return min((rows.widths[p.seat] for p in r.players if p.hand and p.seat in rows.widths), default=READABLE_W)

    options = []
    # (the next only when the one before leaves the hands too small; the winner's melds are left
    # out only beside the rows of a phone on its side: upright, a review found Ana's rummy gone)
    for laid in ("all", "winner") + (("none",) if beside else ()):
        rows = _end_rows_of(view, r, lang, w, h, beside, big, laid)
        if hands_least(rows) >= READABLE_W - 0.5:
            return rows
        options.append(rows)
    best = max(hands_least(rows) for rows in options)
    return next(rows for rows in options if hands_least(rows) >= best - 0.5)


READABLE_W = 34.0  # a card narrower than this on a result row is hard to read on a phone


def _end_rows_of(
    view: TableView, r: Any, lang: str, w: float, h: float, beside: bool, big: bool, laid: str
) -> _EndRows:
    """The rows with the melds laid by ``laid``: "all", the "winner" or "none". Each row with
    cards has an equal share of the height, and goes on two lines (the melds on the table over
    the hand left, or a long hand halved between its groups) where that makes its cards larger;
    a row is then as tall as its lines."""
    groups = {p.seat: end_groups(view, r, p.seat, laid) for p in r.players}
    over = 6.0 if beside else 26.0  # the row's height beyond its cards' own
    empty_h = 46.0 if beside else 30.0  # a player with nothing to show: its name (and points) only
    shown = sum(1 for p in r.players if groups[p.seat])
    share = min((h - empty_h * (len(r.players) - shown)) / max(shown, 1), 2 * (150.0 if big else 112.0))
    name_w = result_name_width(w, beside)
    out = _EndRows(name_w, {}, groups, {}, {})
    most = 72.0 if big else 52.0
    for p in r.players:
        cards = sorted(p.hand, key=lambda c: (c.is_joker, hand_mod.suit_key(c)))
        out.cards[p.seat] = cards
        if not groups[p.seat]:
            out.heights[p.seat] = min(empty_h, share)
            continue
        labels = [""]
        if cards:
            # a player who never opened pays 100 whatever it holds (R51-12): no card value then
            key = "result.card" if len(cards) == 1 else "result.cards"
            if not pays_flat(view, p):
                key += "_left"
            counted = t(key, lang, n=len(cards), v=hand_value(view, cards))
            hidden = sum(1 for m in r.table if m.owner == p.seat) - sum(1 for g in groups[p.seat] if g.kind == "table")
            laid_words = t("result.laid_count" if hidden > 1 else "result.laid_one", lang, n=hidden) if hidden else ""
            # (melds left out for room are said on a line of their own where the row is narrow; where
            # the cards would be too small beside the count, it goes: the points above say the value)
            nb = "\u00a0"
            both = counted.replace(" ", nb) + f"{nb}· " + laid_words.replace(" ", nb) if hidden else counted
            labels = [both, laid_words]
        for label in labels if not beside else labels[:1]:
            left_w = min(text_width(label, 12), w * 0.4) + 10 if label and not beside else 0.0  # the cards stop short of it
            cw, lines = _row_cards(groups[p.seat], w - name_w - left_w, w - name_w, share - over, most)
            if cw >= READABLE_W - 0.5:
                break
        if label:
            out.labels[p.seat] = label
        out.lines[p.seat] = lines
        out.widths[p.seat] = max(cw, 18.0)
        out.heights[p.seat] = max(over + len(lines) * 1.4 * out.widths[p.seat] + ROW_LINE_GAP * (len(lines) - 1), empty_h)
    return out


def _row_cards(
    groups: List["EndGroup"], room: float, line_w: float, tall: float, most: float
) -> Tuple[float, List[List["EndGroup"]]]:
    """A result row's card width and lines: one line in ``room``, or two (the melds on the table
    over the hand left, which is in ``room``, the first line across ``line_w``) where that makes
    the cards larger by more than a twelfth; ``tall`` is the height the cards may take."""
    cw = min(most, tall / 1.4, room / end_span(groups))
    two = two_lines(groups)
    if two is not None:
        cw2 = min(most, (tall - ROW_LINE_GAP) / 2 / 1.4, line_w / end_span(two[0]), room / end_span(two[-1]))
        if cw2 > cw * 1.08:
            return cw2, two
    return cw, [list(groups)]


def two_lines(groups: Sequence[EndGroup]) -> Optional[List[List[EndGroup]]]:
    """A row's groups on two lines: the melds on the table over the hand left, else (one kind
    only) halved where the two lines come out most alike, between two groups or inside the
    loose cards (a meld is never cut); None when there is nothing to halve."""
    on_table = [g for g in groups if g.kind == "table"]
    held = [g for g in groups if g.kind != "table"]
    if on_table and held:
        return [on_table, held]
    cuts: List[List[List[EndGroup]]] = [[list(groups[:k]), list(groups[k:])] for k in range(1, len(groups))]
    for k, g in enumerate(groups):
        if g.kind == "loose":
            for j in range(1, len(g.cards)):
                a, b = EndGroup(g.cards[:j], "loose"), EndGroup(g.cards[j:], "loose")
                cuts.append([list(groups[:k]) + [a], [b] + list(groups[k + 1:])])
    if not cuts:
        return None
    return min(cuts, key=lambda c: max(end_span(line) for line in c))


ROW_LINE_GAP = 6.0  # between a result row's two lines: the melds on the table, the hand left


def _result(scene: Scene, at: Sight, width: float, height: float, top: float) -> None:
    view, ui = table_view(at), at.ui
    lang = ui.lang
    r = view.results[-1]
    m = MARGIN
    px, py, pw, ph = m, top + 4, width - 2 * m, height - top - 4 - m
    scene.add(RectItem(0, top, width, height - top, "#14452a", None, 0))
    scene.add(RectItem(px, py, pw, ph, "#0f3a22", GOLD, 14, 2))
    y = py + 20
    you = ui.me if is_you(ui.me) else None  # (people on one device: each named at the end, none "you")
    title = result_title(r, lang, you)
    scene.add(TextItem(title, width / 2, y, fit_size(title, 19, pw - 16, True, 14), GOLD, "center", True, max_width=pw - 16))
    scene.info["result_title"] = title
    scene.info["result_kind"] = r.kind
    y += 24
    mt = match_title(view, lang, you)
    if mt:
        scene.add(TextItem(mt, width / 2, y, 18, TEXT, "center", True, max_width=pw - 16))
        scene.info["match_title"] = mt
        y += 22
    # the note's lines go down from the first, clear of the title's marks below the line (ș, ț)
    note = t("result.t.note." + view.game, lang, joker=view.options.get("joker_penalty", 20))
    scene.add(TextItem(note, width / 2, y, 12, MUTED, "center", max_width=pw - 16, wrap=True, top=True))
    y += 18 + 14.4 * (len(wrapped_lines(note, 12, pw - 16)) - 1)
    wide, low = result_shape(width, height)
    btn_h = 46.0
    bottom = py + ph - btn_h - 14
    if wide:
        rows_w = pw * 0.6
        sheet_x, sheet_y, sheet_w = px + rows_w + 8, y, pw - rows_w - 16
        sheet_h = min(bottom - y - 6, 20.0 * (len(view.results) + 2) + 12)
    else:
        rows_w = pw
        sheet_h = 20.0 * (min(len(view.results), 6) + 2) + 8
        sheet_x, sheet_y, sheet_w = px + 8, bottom - sheet_h - 4, pw - 16
    rows_bottom = (bottom - 6) if wide else (sheet_y - 8)
    big = width >= 900 and height >= 600  # a desktop: room for larger cards than on a phone
    cx0 = px + 8
    w = rows_w - 16
    geo = _end_rows(view, r, lang, w, rows_bottom - y, False, big)
    # a phone on its side: every row's name beside its cards and the button under the score
    # sheet, so the rows reach the panel's foot, where that makes the cards larger (three or
    # four players; two players' rows are wide enough already)
    if low:
        beside = _end_rows(view, r, lang, w, py + ph - 8 - y, True, big)
        low = min(beside.widths.values(), default=0) > min(geo.widths.values(), default=0)
        geo = beside if low else geo
    rows = []
    for p in r.players:
        name = player_name(p.seat, lang)
        if p.seat == r.winner:
            name += " — " + t("result.went_out.you" if p.seat == you else "result.went_out", lang)
        right = points_text(view, r, p, lang)
        color = GOLD if p.seat == r.winner else TEXT
        if low:  # name over points, left of the cards
            scene.add(TextItem(name, cx0, y + 9, 14, color, "left", True, max_width=geo.name_w - 8))
            scene.add(TextItem(right, cx0, y + 27, 14, TEXT, "left", True, max_width=geo.name_w - 8))
        else:
            scene.add(TextItem(name, cx0, y + 9, 14, color, "left", True, max_width=w * 0.5))
            scene.add(TextItem(right, cx0 + w, y + 9, 14, TEXT, "right", True, max_width=w * 0.5))
        cards, groups = geo.cards[p.seat], geo.groups[p.seat]
        if groups:
            cw = geo.widths[p.seat]
            cy = y + 2 if low else y + 20
            cx = last = cx0 + geo.name_w
            for n_line, line in enumerate(geo.lines[p.seat]):
                cx = last = cx0 + geo.name_w  # (the last card's left edge: it shows whole)
                if n_line:
                    cy += cw * 1.4 + ROW_LINE_GAP
                for k, group in enumerate(line):
                    if k and group.kind != "table" and line[k - 1].kind == "table":  # the table's melds | the hand
                        cx += cw * (1 - END_STRIDE)
                        scene.add(RectItem(cx + cw * END_GAP / 2 - 1, cy - 2, 2, cw * 1.4 + 4, MUTED, None, 1))
                        cx += cw * END_GAP
                    elif k:
                        cx += cw * END_GAP
                    for c, label in zip(group.cards, group.labels or (None,) * len(group.cards)):
                        scene.add(CardItem("res:" + str(c), str(c), cx, cy, cw, cw * 1.4, meld=group.meld, label=label))
                        last, cx = cx, cx + cw * END_STRIDE
            cx = last + cw + cw * END_GAP  # (the summary goes just right of the last line)
            left = geo.labels.get(p.seat)
            if left and low:  # under the name and the points
                scene.add(TextItem(left, cx0, y + 44, 12, MUTED, "left", max_width=geo.name_w - 8))
            elif left:  # beside its cards, not at the far end of a wide row
                lx = cx - cw * END_GAP + 10
                scene.add(TextItem(left, lx, cy + cw * 0.7, 12, MUTED, "left", max_width=max(10.0, cx0 + w - lx), wrap=True,
                                   max_height=cw * 1.4))
        rows.append({
            "seat": p.seat, "points": p.points, "cards": [str(c) for c in cards], "label": right,
            "groups": [{"kind": g.kind, "cards": [str(c) for c in g.cards]} for g in groups],
        })
        y += geo.heights[p.seat]
    scene.info["result_rows"] = rows
    if not wide:
        sheet_y = min(sheet_y, y + 10)
    add_score_sheet(scene, view, lang, sheet_x, sheet_y, sheet_w, sheet_h)

    bx, bw = (sheet_x, sheet_w) if low else (px + 8, pw - 16)
    add_buttons_row(scene, tc.buttons(at), bx, py + ph - btn_h - 10, bw, btn_h)
