"""A table game's deal at its end (Traditional Rummy, Remi 51): the result's title, each
player's melds and the hand it was left with, their points and how they add up, and the score
sheet, drawn from the person's view (its ``results``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple

import hand as hand_mod
import table_controls as tc
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
from remi import Card, ResultKind
from remi.table.jokers import best_plan
from remi.table.rules import DealResult, TableView
from scene import CardItem, RectItem, Scene, TextItem, fit_size, text_width, wrapped_lines
from scores import match_title
from sight import Sight
from table_melds import joker_label


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
class EndRows:
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


HAND_MELDS: Dict[Tuple[str, Tuple[Card, ...]], Tuple[List[Tuple[Card, ...]], List[Card]]] = {}


def hand_melds(name: str, hand: Tuple[Card, ...], value: Any) -> Tuple[List[Tuple[Card, ...]], List[Card]]:
    """The melds ``hand`` holds (those worth most, laid as a plan would lay them) and the rest;
    kept, since every drawing of the result screen asks."""
    key = (name, hand)
    if key not in HAND_MELDS:
        plan = best_plan(hand, value, keep=0)
        melds = [tuple(m.cards) for m in plan.melds]
        used = {id(c) for cards in melds for c in cards}
        if len(HAND_MELDS) > 64:
            HAND_MELDS.clear()
        HAND_MELDS[key] = (melds, [c for c in hand if id(c) not in used])
    return HAND_MELDS[key]


def end_span(groups: Sequence[EndGroup]) -> float:
    """A row's groups as one fan of cards with a space between groups, in card widths; the
    last meld laid on the table shows whole, before the line that parts it from the hand."""
    n = sum(len(g.cards) for g in groups)
    parted = any(a.kind == "table" and b.kind != "table" for a, b in zip(groups, groups[1:]))
    return 1 + END_STRIDE * max(0, n - 1) + END_GAP * max(0, len(groups) - 1) + (1 - END_STRIDE) * parted


def end_rows(view: TableView, r: Any, lang: str, w: float, h: float, beside: bool, big: bool) -> EndRows:
    """The rows in ``w`` × ``h``; ``beside``: each row's name, points and count in a column
    left of its cards (a low screen), else over them with the count right of the cards. Every
    player's melds laid on the table, unless that makes the hands' cards too small to read:
    then the winner's alone (how it went out), unless even that does (four players on a phone
    on its side, where the table shown before the result showed them)."""
    def hands_least(rows: EndRows) -> float:
        return min((rows.widths[p.seat] for p in r.players if p.hand and p.seat in rows.widths), default=READABLE_W)

    options = []
    # (the next only when the one before leaves the hands too small; the winner's melds are left
    # out only beside the rows of a phone on its side: upright, a review found Ana's rummy gone)
    for laid in ("all", "winner") + (("none",) if beside else ()):
        rows = end_rows_of(view, r, lang, w, h, beside, big, laid)
        if hands_least(rows) >= READABLE_W - 0.5:
            return rows
        options.append(rows)
    best = max(hands_least(rows) for rows in options)
    return next(rows for rows in options if hands_least(rows) >= best - 0.5)


READABLE_W = 34.0  # a card narrower than this on a result row is hard to read on a phone


def end_rows_of(
    view: TableView, r: Any, lang: str, w: float, h: float, beside: bool, big: bool, laid: str
) -> EndRows:
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
    out = EndRows(name_w, {}, groups, {}, {})
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
            counted = t(key, lang, n=len(cards), v=view.hand_value(cards))
            hidden = sum(1 for m in r.table if m.owner == p.seat) - sum(1 for g in groups[p.seat] if g.kind == "table")
            laid_words = t("result.laid_count" if hidden > 1 else "result.laid_one", lang, n=hidden) if hidden else ""
            # (melds left out for room are said on a line of their own where the row is narrow; where
            # the cards would be too small beside the count, it goes: the points above say the value)
            nb = "\u00a0"
            both = counted.replace(" ", nb) + f"{nb}· " + laid_words.replace(" ", nb) if hidden else counted
            labels = [both, laid_words]
        for label in labels if not beside else labels[:1]:
            left_w = min(text_width(label, 12), w * 0.4) + 10 if label and not beside else 0.0  # the cards stop short of it
            cw, lines = row_cards(groups[p.seat], w - name_w - left_w, w - name_w, share - over, most)
            if cw >= READABLE_W - 0.5:
                break
        if label:
            out.labels[p.seat] = label
        out.lines[p.seat] = lines
        out.widths[p.seat] = max(cw, 18.0)
        out.heights[p.seat] = max(over + len(lines) * 1.4 * out.widths[p.seat] + ROW_LINE_GAP * (len(lines) - 1), empty_h)
    return out


def row_cards(
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


def add_result(scene: Scene, at: Sight, width: float, height: float, top: float) -> None:
    view, ui = at.view_as(TableView), at.ui
    lang = ui.lang
    r = view.results[-1]
    px, py, pw, ph = add_result_panel(scene, width, height, top)
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
    geo = end_rows(view, r, lang, w, rows_bottom - y, False, big)
    # a phone on its side: every row's name beside its cards and the button under the score
    # sheet, so the rows reach the panel's foot, where that makes the cards larger (three or
    # four players; two players' rows are wide enough already)
    if low:
        beside = end_rows(view, r, lang, w, py + ph - 8 - y, True, big)
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
