"""The frame every table shares: the top bar, the buttons, the hint's words and the level
helpers, the result panel's shape and the score sheet, drawn from a ``Sight`` (``sight.py``:
a seat's view and the page's state; the scores read by ``scores.py``). ``layout.py`` (Gin Rummy,
Oklahoma Gin) and ``table_layout.py`` (Traditional Rummy, Remi 51) draw their table inside it.
Pure Python, testable without a browser.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import controls
import follow
from games import facts_of
from i18n import SEATING, is_you, number, player_name, t
from moves import ME
from remi import Card, Phase, View
from scene import ButtonItem, CardItem, Rect, RectItem, Scene, TagItem, TextItem, fit_size, text_width, wrap_words
from scores import deal_points, score_words, total_of
from sight import Sight, UiState, hint_lead, hint_text

MARGIN = 8


TEXT = "#f4f1e8"


MUTED = "#c9d8cc"


GOLD = "#f2c14e"


PANEL = "rgba(0,0,0,0.22)"


HINT = "#8fdcff"  # the hint's reason and the outline of what it names


LEVEL_COLORS = {"easy": "#a6e7b0", "medium": "#f2c14e", "hard": "#ffa08c"}


SORT_TAP_H = 36.0  # the least height of a sort button (a finger)


LAST_TURN_SIZE = 11.5  # the line under an opponent's name: what it did in its last turn


def full_turns_fit(view: View, seats: Sequence[int], lang: str, w: float, lines: int = 1) -> bool:
    """Whether every one of ``seats``' last turns fits its box ``w`` wide in full words ("a luat
    4♣ și a aruncat J♥"); where one does not, every box says its turn briefly ("tras · aruncat
    Q♥"), so that boxes side by side read alike."""
    turns = follow.last_turns(view)
    for seat in seats:
        moves = turns.get(seat)
        if moves and not _turn_fits(follow.turn_text(moves, lang), w - MORE_W, lines):
            return False
    return True


def _last_turn_width(s: str) -> float:
    return text_width(s, LAST_TURN_SIZE)


def _turn_fits(text: str, room: float, lines: int) -> bool:
    """Whether ``text`` takes at most ``lines`` lines of ``room``, each within it (a card's name
    is kept to its word by a no-break space: "discarded 10♣" is one word, which a line of its
    own would not make fit)."""
    wrapped = wrap_words(text, room, _last_turn_width)
    return len(wrapped) <= lines and all(_last_turn_width(line) <= room for line in wrapped)


def add_last_turn(
    scene: Scene, view: View, seat: int, lang: str, x: float, y: float, w: float, lines: int = 1, full: bool = True
) -> None:
    """What ``seat`` did in its last turn, briefly, from ``x`` across ``w``, its last line
    centred at ``y`` (it stays until that player's next turn): on one line or, ``lines`` 2, on
    two (the first above) when one is too short to keep the card it took from the discard
    pile; nothing before its first move, nor once the deal is over (the result shows every
    hand). At the right end "all moves ›", or "›" where that leaves too little room, says that
    a tap opens the deal's moves (the box around it is ``seat``'s tap area). ``full`` False: in
    brief words only (``full_turns_fit``)."""
    moves = follow.last_turns(view).get(seat)
    if not moves or view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        return
    measure = _last_turn_width
    more = t("moves.more", lang) + " ›"  # where the box is wide: the words, else the sign alone
    more_w = measure(more) + 16
    longest = follow.brief_turn(moves, lang, lambda s: measure(s) <= w - more_w, full)
    if measure(longest) > w - more_w or (full and longest != follow.turn_text(moves, lang)):
        more, more_w = "›", MORE_W
    room = w - more_w
    text = follow.brief_turn(moves, lang, lambda s: _turn_fits(s, room, lines), full)
    wrapped = wrap_words(text, room, measure)[:lines] if lines > 1 else [text]
    step = LAST_TURN_SIZE * 1.2
    for k, line in enumerate(wrapped):
        scene.add(TextItem(line, x, y - (len(wrapped) - 1 - k) * step, LAST_TURN_SIZE, MUTED, "left", max_width=room))
    scene.add(TextItem(more, x + w, y, 17 if more == "›" else LAST_TURN_SIZE, TEXT, "right", True))
    scene.info.setdefault("last_turns", {})[str(seat)] = text


MORE_W = 12.0  # the "›" after an opponent's last turn: its box opens the deal's moves


def add_moves_panel(scene: Scene, view: View, ui: UiState, width: float, height: float, top: float) -> None:
    """The deal's moves, a line (or two) per player's turn, the newest at the bottom, over a
    dimmed table; a tap anywhere closes it. As many of the latest turns as fit are shown."""
    lang = ui.lang
    scene.add(RectItem(0, 0, width, height, "rgba(0,0,0,0.5)", None, 0, 0))
    scene.hit("button", "close_panel", (0, 0, width, height), label=t("btn.close", lang), command="ui:close_panel")
    w = min(width - 4 * MARGIN, 620.0)
    x = (width - w) / 2
    y = top + MARGIN
    size, step = 14.0, 19.0
    room = int((height - y - 2 * MARGIN - 64) // step)
    lines: List[Tuple[str, bool]] = []  # (text, the first line of a turn)
    turns = follow.turns(view)
    shown = 0
    for run in reversed(turns):
        words = wrap_words(follow.said_turn(run, lang), w - 28, lambda s: text_width(s, size))
        if len(lines) + len(words) > room - (1 if shown < len(turns) - 1 else 0):
            break
        lines[:0] = [(line, k == 0) for k, line in enumerate(words)]
        shown += 1
    if shown < len(turns):  # the oldest turns did not fit: say so, above the ones that did
        lines[:0] = [(t("moves.earlier", lang, n=len(turns) - shown), True)]
    if not lines:
        lines = [(t("moves.none", lang), True)]
    h = 64 + step * len(lines)  # as tall as its lines
    scene.add(RectItem(x, y, w, h, "#173b27", GOLD, 12, 2))
    title = t("moves.title", lang)
    scene.add(TextItem(title, x + 14, y + 22, fit_size(title, 17, w - 130, True), TEXT, "left", True, max_width=w - 130))
    add_button(scene, "close", t("btn.close", lang), "ui:close_panel", x + w - 112, y + 6, 100, 36, False, 15)
    ly = y + 58
    for text, first in lines:
        scene.add(TextItem(text if first else "   " + text, x + 14, ly, size, TEXT if first else MUTED, "left", max_width=w - 28))
        ly += step
    scene.info["moves_panel"] = [text for text, _first in lines]


def undo_buttons(ui: UiState) -> List[controls.Button]:
    """The Undo button, while the person's last action may be taken back."""
    return [controls.Button("undo", t("btn.undo", ui.lang), "ui:undo", short=t("btn.undo.short", ui.lang))] if ui.can_undo else []


def one_picked(ui: UiState) -> Optional[str]:
    """The picked card, when exactly one is: the card a pile, a meld or a button acts on."""
    return ui.picked[0] if len(ui.picked) == 1 else None


def chosen_card(ui: UiState) -> Optional[str]:
    """The card a meld on the table would receive: the one dragged, or the only one picked."""
    if ui.drag and ui.drag.get("card"):
        return str(ui.drag["card"])
    return one_picked(ui)


def others(players: int, me: int) -> List[int]:
    """The seats other than ``me``, in turn from the one after it (seats 1, 2, 3 from seat 0)."""
    return [(me + k) % players for k in range(1, players)]


def level_label(ui: UiState, seat: int) -> Optional[str]:
    """"Hard" / "Greu" for a computer seat, None for a person (or no level known)."""
    if not 1 <= seat <= len(ui.levels) or seat in ui.people:
        return None
    return t("level." + ui.levels[seat - 1], ui.lang)


LEVEL_SIZE = 11.0


def level_tag_width(label: str) -> float:
    """A generous estimate (the tag is measured when drawn): for deciding what fits."""
    return len(label) * LEVEL_SIZE * 0.72 + 12


def name_width(name: str) -> float:
    """A generous estimate of a player's name in bold 14 px (for deciding what fits)."""
    return len(name) * 14 * 0.72


def level_tag(
    scene: Scene, ui: UiState, seat: int, x: float, y: float, after: Optional[str] = None, after_max: float = 0
) -> None:
    """The computer player's level as a small tag centred on ``y``: at ``x``, or just after the
    name ``after`` drawn at ``x`` (bold 14 px, squeezed into ``after_max`` if given)."""
    label = level_label(ui, seat)
    if label is None:
        return
    color = LEVEL_COLORS.get(ui.levels[seat - 1], TEXT)
    scene.add(TagItem(label, x, y, color, LEVEL_SIZE, after, 14, after_max or None))
    scene.info.setdefault("opponents", []).append({"seat": seat, "level": ui.levels[seat - 1], "label": label})


def pile_label_width(lang: str, size: float) -> float:
    """The room one pile's label needs ("Pachet (63)", "Cărți aruncate"): small piles stand
    further apart so that the labels side by side do not run together."""
    return max(text_width(t("stock", lang) + " (00)", size), text_width(t("discard_pile", lang), size)) + 8


def pretty(card: str) -> str:
    return Card.parse(card).pretty()


def finish_scene(
    scene: Scene, sight: Sight, width: float, mid_top: float, cw: float, ch: float, info: Dict[str, Any]
) -> Scene:
    """What every game's table ends with: the dragged card on top, the facts."""
    view, ui = sight.view, sight.ui
    if ui.drag and ui.drag.get("card"):
        card = ui.drag["card"]
        scene.add(CardItem("drag:" + card, card, ui.drag["x"] - cw / 2, ui.drag["y"] - ch / 2, cw, ch, selected=True))
    if ui.panel == "moves":
        add_moves_panel(scene, view, ui, width, scene.height, mid_top - MARGIN)
    scene_info(scene, sight, info)
    return scene


def scene_info(scene: Scene, sight: Sight, info: Dict[str, Any]) -> None:
    """The facts the tests read from ``window.remiTest`` (``info`` adds the game's own)."""
    view, ui = sight.view, sight.ui
    scene.info.update(
        {
            "phase": view.phase,
            "to_act": view.to_act,
            "hand": [str(c) for c in view.hand],
            "hand_number": view.hand_number,
            "scores": list(view.scores),
            "sort": ui.sort,
            "lang": ui.lang,
            "results": len(view.results),
            "actions": view.played,
            "levels": list(ui.levels),
            "picked": list(ui.picked),
        }
    )
    hint = sight.hint
    scene.info["hint"] = (
        {
            "text": hint_text(hint, ui.lang),
            "head": hint_text(hint, ui.lang)[: hint_lead(hint, ui.lang)],
            "texts": dict(hint.get("text") or {}),
            "cards": list(hint.get("cards") or ()),
            "melds": sorted(sight.hint_melds),
            "action": hint.get("action"),
        }
        if hint
        else None
    )
    scene.info.update(info)


BAR_H = 40.0  # the top bar: the title and its two buttons; what is below starts at BAR_H + 4 or lower


BAR_HIT_H = BAR_H + 4  # a tap target's height on a phone (44 px), reaching down to what is below the bar


BAR_GAP = 6.0  # between the bar's buttons; each button's hit area takes half of it


def add_top_bar(scene: Scene, view: View, ui: UiState, width: float) -> float:
    """The bar across the top: the title on the left, "new match", the language and "how to
    play" (?) on the right, drawn 36 px tall and tappable over 44 px (from the screen's top edge down to
    what is below the bar, and half the gap either side), the size of a finger on a phone. A
    screen too narrow for the title beside the three (320 px) leaves the language out: the
    new-match form has it at its top."""
    lang = ui.lang
    bh = BAR_H - 4
    y = (BAR_H - bh) / 2
    bar = [("menu_new", t("menu.new", lang), "ui:menu"), ("lang", t("menu.lang", lang), "ui:lang"),
           ("rules", t("menu.rules", lang), "ui:rules")]
    widths = [max(44.0, text_width(label, 13, True) + 22) for _bid, label, _command in bar]
    if title_lines(view, lang, width - 2 * MARGIN - 4 - sum(widths) - BAR_GAP * len(bar), view.seat) is None:
        del bar[1], widths[1]
    x = width - MARGIN
    for (bid, label, command), w in zip(bar, widths):
        x -= w
        scene.add(ButtonItem(bid, label, command, x, y, w, bh))
        pad = BAR_GAP / 2
        scene.hit("button", bid, (x - pad, 0.0, w + 2 * pad, BAR_HIT_H), label=label, command=command, hint=False)
        x -= BAR_GAP
    add_title(scene, view, lang, x - MARGIN - 4, view.seat)
    return BAR_H


def add_title(scene: Scene, view: View, lang: str, room: float, me: int = ME) -> None:
    """The title in ``room`` (``title_lines``); when nothing fits, the score alone, which is
    shown nowhere else during a deal."""
    lines = title_lines(view, lang, room, me) or title_lines(view, lang, room, me, last=True) or []
    for text, y, size in lines:
        scene.add(TextItem(text, MARGIN, y, size, TEXT, "left", True, max_width=room))


def title_lines(
    view: View, lang: str, room: float, me: int = ME, last: bool = False
) -> Optional[List[Tuple[str, float, float]]]:
    """"Remi Tradițional · Mâna 3 · Penalizarea ta: 0 / 500" on one line when it fits in
    ``room`` (the match's end beside: the target, or "Mâna 3 din 5" for a match of deals);
    else the game's name over the deal and the score (a phone upright), then over the score
    alone, with the target and then without; the deal over the score in a smaller font; else
    the score alone: (text, middle, size) each, or None when none fits (``last``: the last of
    them, whatever its width). Never squeezed narrower than its letters."""
    name = t("game." + view.game, lang)
    # what ends the match beside where you stand: "Mâna 2 din 5", or "Penalizarea ta: 20 / 100";
    # people on one device: the holder's, by name ("Ioana · penalizare: 20"); at a deal's end,
    # when the device is everyone's (no one is "you"), the deal alone
    deals = int(view.options.get("deals", 0) or 0)
    target = view.options.get("target")
    mine = number(total_of(view, me))
    key = score_words(view)[0]
    holder = SEATING.names.get(me) if is_you(me) else None
    words = {"name": holder} if holder else {}
    key = key + ".named" if holder else key
    bare = t(key, lang, n=mine, **words)
    score = bare if deals or target is None else t(key, lang, n=f"{mine} / {target}", **words)
    deal = t("hand_of", lang, n=view.hand_number, total=deals) if deals else t("hand_no", lang, n=view.hand_number)
    rest = deal + " · " + score
    mid = BAR_H / 2
    choices: List[List[Tuple[str, float, float]]] = [
        [(name + " · " + rest, mid, 14)],
        [(name, mid - 9, 13), (rest, mid + 9, 13)],
        [(name, mid - 9, 13), (deal + " · " + bare, mid + 9, 13)],
        [(deal, mid - 9, 13), (score, mid + 9, 13)],  # a phone upright: the deal and the score before the name
        [(deal, mid - 9, 13), (bare, mid + 9, 13)],
        [(name, mid - 9, 13), (score, mid + 9, 13)],
        [(name, mid - 9, 13), (bare, mid + 9, 13)],
        [(deal, mid - 8, 12), (bare, mid + 8, 12)],
        [(score, mid, 14)],
        [(bare, mid, 14)],
    ]
    if not is_you(me):  # the device is everyone's (a deal's end, people on one device): the deal alone
        choices = [[(name + " · " + deal, mid, 14)], [(name, mid - 9, 13), (deal, mid + 9, 13)], [(deal, mid, 14)]]
    if last:
        return choices[-1]
    return next((c for c in choices if all(text_width(text, size, True) <= room for text, _y, size in c)), None)


def add_button(
    scene: Scene,
    bid: str,
    label: str,
    command: str,
    x: float,
    y: float,
    w: float,
    h: float,
    primary: bool,
    size: Optional[float] = None,
    active: bool = False,
    hint: bool = False,
) -> None:
    """A button; ``size`` the label's font (None: the painter's, 17 px on a tall button, else 13)."""
    scene.add(ButtonItem(bid, label, command, x, y, w, h, primary, active, hint, size))
    scene.hit("button", bid, (x, y, w, h), label=label, command=command, hint=hint, active=active)


def button_marks(b: controls.Button, hinted: Optional[str]) -> Dict[str, bool]:
    """The Hint button is on while its hint shows; the button of the hinted action is outlined."""
    return {"active": b.id == "hint" and hinted is not None, "hint": hinted is not None and b.command == hinted}


def add_sort_column(
    scene: Scene, ui: UiState, sorts: Sequence[Tuple[str, str]], x: float, y: float, w: float, h: float
) -> None:
    """The sort buttons one above the other, centred in the box, each as tall as a finger
    (36 px) or taller where there is room; top to bottom in the order the row reads left to
    right upright (``sorts``: ids and text keys, right to left)."""
    gap = 4.0
    bh = max(SORT_TAP_H, min(44.0, (h - gap * (len(sorts) - 1)) / len(sorts)))
    by = y + (h - bh * len(sorts) - gap * (len(sorts) - 1)) / 2
    for sid, key in reversed(sorts):
        add_button(scene, sid, t(key, ui.lang), "ui:" + sid, x, by, w, bh, False, 13, active=ui.sort == sid[5:])
        by += bh + gap


def add_sort_next(
    scene: Scene, ui: UiState, sorts: Sequence[Tuple[str, str]], right: float, y: float, most: float, h: float
) -> None:
    """One button in place of the sort buttons where they do not fit (a phone): it says the
    hand's order ("Ordine: culoare") and a tap moves to the next (``sorts`` read from the
    right: melds, suit, rank); right-aligned at ``right``, at most ``most`` wide."""
    order = [sid[5:] for sid, _key in reversed(sorts)]
    now = ui.sort if ui.sort in order else None
    after = order[(order.index(now) + 1) % len(order)] if now else order[0]
    label = _order_label(ui.lang, now or "manual")
    bw = min(text_width(label, 13, True) + 18, most)
    add_button(scene, "sort_next", label, "ui:sort_" + after, right - bw, y + 1, bw, h - 2, False, 13)


def _order_label(lang: str, order: str) -> str:
    return t("btn.sort_order", lang, order=t("btn.sort_" + order, lang).lower())


def sort_next_width(lang: str, sorts: Sequence[Tuple[str, str]]) -> float:
    """The widest the one sort button may be ("Ordine: formații"), whichever order it says."""
    return max(text_width(_order_label(lang, order), 13, True) + 18 for order in ["manual"] + [sid[5:] for sid, _ in sorts])


def sort_widths(lang: str, sorts: Sequence[Tuple[str, str]]) -> List[float]:
    """Each sort button's natural width (``sorts``: the buttons' ids and text keys)."""
    return [text_width(t(key, lang), 13, True) + 18 for _sid, key in sorts]


BUTTON_LEAST = 12.0  # the smallest font a button's label may shrink to


def _fitted(b: controls.Button, w: float, h: float) -> Tuple[str, Optional[float]]:
    """The label and font size with which ``b`` fits a button ``w`` wide: its font shrinks (to
    12 px) before its short label is used; None keeps the painter's own size."""
    natural = 17.0 if h >= 40 else 13.0
    room = w - 12
    for label in (b.label, b.short):
        if label and text_width(label, BUTTON_LEAST, True) <= room:
            size = fit_size(label, natural, room, True, BUTTON_LEAST)
            return label, None if size >= natural else size
    label = b.short or b.label
    return label, BUTTON_LEAST


def add_buttons_row(
    scene: Scene, btns: Sequence[controls.Button], x: float, y: float, w: float, h: float, hinted: Optional[str] = None
) -> None:
    """The buttons side by side, centred across ``w``: at their natural width where they fit,
    else narrower with their labels in a smaller font (or their short labels)."""
    if not btns:
        return
    gap = 10.0
    widths = [max(96.0, text_width(b.label, 17, True) + 34) for b in btns]
    if sum(widths) + gap * (len(btns) - 1) > w:  # less padding first, then a smaller font
        widths = [max(64.0, text_width(b.label, 17, True) + 16) for b in btns]
    if sum(widths) + gap * (len(btns) - 1) > w:  # then the others' short labels, so the main button keeps its size
        widths = [max(64.0, text_width(b.label if b.primary or not b.short else b.short, 17, True) + 16) for b in btns]
    total = sum(widths) + gap * (len(btns) - 1)
    scale = min(1.0, w / total)
    bx = x + (w - total * scale) / 2
    for b, bw in zip(btns, widths):
        label, size = _fitted(b, bw * scale, h)
        add_button(scene, b.id, label, b.command, bx, y, bw * scale, h, b.primary, size, **button_marks(b, hinted))
        bx += (bw + gap) * scale


def add_buttons_column(
    scene: Scene, btns: Sequence[controls.Button], x: float, y: float, w: float, h: float, hinted: Optional[str] = None
) -> None:
    if not btns:
        return
    cols = 1
    bh = min(46.0, (h - 8 * (len(btns) - 1)) / len(btns))
    if bh < SORT_TAP_H and len(btns) > 1:  # a low screen (a phone on its side): two buttons a row, narrow
        cols = 2
    rows = (len(btns) + cols - 1) // cols
    bh = min(46.0, (h - 8 * (rows - 1)) / rows)
    bw = (w - 8 * (cols - 1)) / cols
    total = bh * rows + 8 * (rows - 1)
    top = y + (h - total) / 2
    for i, b in enumerate(btns):
        bx = x + (i % cols) * (bw + 8)
        by = top + (i // cols) * (bh + 8)
        label, size = _fitted(b, bw, bh)
        add_button(scene, b.id, label, b.command, bx, by, bw, bh, b.primary, size, **button_marks(b, hinted))


def last_news(view: View, ui: UiState) -> Optional[str]:
    """What just happened, for the status line: on the person's turn, what the player before
    it did ("Ana a luat 7♥ și a aruncat J♠": how it drew and what it threw; what it laid down
    is on the table, and in its line and the move list); else the last move seen."""
    if view.to_act == view.seat:
        before = follow.previous_turn(view)
        if before and before[0].seat != view.seat:
            return follow.said_turn(before, ui.lang, brief=True)
    return did_text(ui.status, ui.lang)


def after_dash(text: str) -> str:
    """An instruction after what just happened, in one sentence: "Ana a aruncat 7♥ — rândul
    tău: trage" (its capital dropped)."""
    return text[:1].lower() + text[1:]


def did_text(status: Optional[Sequence[Any]], lang: str) -> Optional[str]:
    """``[key, seat, card]`` → "Ana throws 7♥" in ``lang`` (kept as data so a language
    switch or a reload shows it right)."""
    if not status:
        return None
    try:
        key, seat, card = status
        cards = " ".join(pretty(c) for c in card.split()) if card else ""
        return t(key, lang, name=player_name(int(seat), lang), card=cards)
    except (ValueError, TypeError):
        return None


def add_banner(scene: Scene, text: str, width: float, y: float) -> None:
    """What just happened, across the table, large (a computer player went out): a dark band
    centred at ``y``, over whatever is there, for the moment before the result."""
    w = min(width - 24, text_width(text, 20, True) + 48)
    h = 54.0
    scene.add(RectItem((width - w) / 2, y - h / 2, w, h, "rgba(10,28,18,0.94)", GOLD, 12, 2))
    scene.add(TextItem(text, width / 2, y, 20, GOLD, "center", True, max_width=w - 24))
    scene.info["banner"] = text


def add_result_panel(scene: Scene, width: float, height: float, top: float) -> Rect:
    """The panel a deal's end is shown on, below the bar at ``top``: the felt darkened, and a
    gold-edged panel within the margins; its rectangle."""
    m = MARGIN
    panel = (m, top + 4, width - 2 * m, height - top - 4 - m)
    scene.add(RectItem(0, top, width, height - top, "#14452a", None, 0))
    scene.add(RectItem(*panel, "#0f3a22", GOLD, 14, 2))
    return panel


def add_stock(scene: Scene, rect: Rect, count: int, per_layer: int, glow: bool, hint: bool) -> None:
    """The stock at ``rect``: a card's back over a layer for each ``per_layer`` cards left (at
    most four), glowing when it may be drawn from, outlined when the hint draws from it; an
    empty place's outline when it holds none. A tap there draws (``moves``)."""
    px, py, pw, ph = rect
    if count:
        depth = min(4, count // per_layer)
        for k in range(depth):
            scene.add(CardItem(f"back:stockdepth{k}", None, px - k * 1.5 + depth * 1.5, py - k * 1.5 + depth * 1.5, pw, ph))
        scene.add(CardItem("back:stock", None, px, py, pw, ph, glow=glow and not hint, hint=hint))
    else:
        scene.add(RectItem(px, py, pw, ph, None, "rgba(255,255,255,0.35)", 8, 2))
    scene.hit("stock", "stock", rect, legal=glow, count=count, hint=hint)
    scene.anchors["stock"] = rect


def add_discard_pile(scene: Scene, rect: Rect, pile: Sequence[str], glow: bool, hint: bool, dim: bool = False) -> None:
    """The discard pile at ``rect``: its top card (glowing when it may be taken or a card
    thrown on it, outlined for the hint, dimmed when taking it is refused) over the one under
    it; an empty place's outline when it holds none."""
    dx, py, pw, ph = rect
    if len(pile) >= 2:
        scene.add(CardItem("pile:" + pile[-2], pile[-2], dx + 3, py + 3, pw, ph, dim=True))
    if pile:
        scene.add(CardItem("pile:" + pile[-1], pile[-1], dx, py, pw, ph, glow=glow and not hint, dim=dim, hint=hint))
    else:
        scene.add(RectItem(dx, py, pw, ph, None, "rgba(255,255,255,0.35)", 8, 2))


def result_shape(width: float, height: float) -> Tuple[bool, bool]:
    """The end of a hand's panel: ``wide``, the score sheet right of the rows (a desktop or a
    phone on its side), and ``low``, a phone on its side, where the names may stand beside the
    cards (each layout keeps that only where it makes the cards larger)."""
    wide = width > height * 1.15 and width >= 640
    return wide, wide and height < 500


def result_name_width(w: float, side: bool) -> float:
    """The end of a hand on a low screen (``side``): the width of the column left of the cards
    that holds each player's name and points, in rows ``w`` wide (0 when they stand above)."""
    return min(150.0, w * 0.3) if side else 0.0


def add_score_sheet(scene: Scene, view: View, lang: str, x: float, y: float, w: float, h: float) -> None:
    n = view.players
    scene.add(RectItem(x, y, w, h, "rgba(255,255,255,0.06)", None, 8))
    col0 = min(70.0, w * 0.22)
    penalties = facts_of(view.game).penalties  # a 0 there is a result: the player went out
    colw = (w - col0) / n
    line = 20.0
    cy = y + 12
    head = t(score_words(view)[1], lang)  # "Penalty" or "Points", as the title says it
    scene.add(TextItem(head, x + 6, cy, fit_size(head, 13, col0 - 8, True, 9), GOLD, "left", True))
    for s in range(n):
        scene.add(
            TextItem(player_name(s, lang), x + col0 + colw * s + colw / 2, cy, 13, MUTED, "center", True, max_width=colw - 4)
        )
    fit = max(1, int((h - 2 * line - 8) // line))
    results = view.results[-fit:]
    for res in results:
        cy += line
        scene.add(TextItem(t("hand_no", lang, n=res.number), x + 6, cy, 12, MUTED, "left", max_width=col0 - 6))
        for s in range(n):
            pts = deal_points(view, res, s)
            shown = number(pts) if pts or penalties else "–"  # Gin: only the hand's winner scores
            scene.add(TextItem(shown, x + col0 + colw * s + colw / 2, cy, 13, TEXT, "center"))
    cy += line
    scene.add(TextItem(t("result.total", lang), x + 6, cy, 14, GOLD, "left", True))
    for s in range(n):
        scene.add(TextItem(number(total_of(view, s)), x + col0 + colw * s + colw / 2, cy, 15, GOLD, "center", True))
    scene.info["score_sheet"] = [total_of(view, s) for s in range(n)]
