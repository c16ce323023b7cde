"""The middle of a Gin Rummy or Oklahoma Gin table: the stock, the discard pile (the up-card),
the knock limit (Oklahoma Gin), the status line (what to do now, the hint) and, after a knock,
the knocker's melds with what each player lays off onto them.
"""

from __future__ import annotations

from typing import Any, List, Optional, Tuple

import controls
import hand as hand_mod
from frame import (
    GOLD,
    HINT,
    MUTED,
    TEXT,
    add_discard_pile,
    add_stock,
    after_dash,
    chosen_card,
    last_news,
    one_picked,
    pile_label_width,
    pretty,
)
from i18n import player_name, player_of, points_left, t
from remi import Action, GinView, Phase
from remi.gin.melds import gin_value
from scene import CardItem, Rect, RectItem, Scene, TextItem, text_width, wrap_words
from sight import Sight, hint_lead, hint_text


def add_middle(
    scene: Scene, at: Sight, x: float, y: float, w: float, h: float, landscape: bool
) -> None:
    """Piles, status line and (after a knock) the knocker's melds."""
    view, ui = at.view_as(GinView), at.ui
    lang = ui.lang
    status = status_text(at)
    status_size = 16.0 if w > 330 else 15.0
    hint = at.hint
    status_color = TEXT if hint else (GOLD if view.to_act == view.seat else TEXT)
    lead = hint_lead(hint, lang) if hint else 0  # the hint's action, in its colour
    if view.phase == Phase.LAYOFF and view.knocker is not None:
        add_layoff_area(scene, at, x, y, w, h - 30)
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
    add_stock(scene, stock_rect, view.stock_size, 8, can_stock, stock_hint)
    scene.add(
        TextItem(f"{t('stock', lang)} ({view.stock_size})", px + pw / 2, py + ph + 12, 13, MUTED, "center", max_width=pw + gap)
    )
    # discard pile
    dx = px + pw + gap
    pile = [str(c) for c in view.discard_pile]
    if "discard_top" in ui.hidden and pile:
        pile = pile[:-1]
    top_hint = bool(pile) and (pile[-1] in at.hint_cards or hinted in ("draw discard", "take"))
    add_discard_pile(scene, (dx, py, pw, ph), pile, discard_act is not None, top_hint)
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
        status = status_text(at, brief=True)  # too long even at 10 px: without the news
    scene.add(
        TextItem(status, sx, sy, status_size, status_color, "center", True, max_width=side_w - 4, wrap=True, top=wrap_down,
                 max_height=room, lead=lead, lead_color=HINT)
    )
    scene.info["status"] = status


def status_text(at: Sight, brief: bool = False) -> str:
    view, ui = at.view_as(GinView), at.ui
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


def add_layoff_area(scene: Scene, at: Sight, x: float, y: float, w: float, h: float) -> None:
    view, ui = at.view_as(GinView), at.ui
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
