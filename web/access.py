"""The table in words, for a screen reader (and anyone who would rather read it): what the
canvas shows, as headings, lists and buttons, kept in step with it (``web/access.js`` puts it
on the page). Pure: made from the person's sight (their view and the page's state) and the
scene the canvas was drawn from; never from the game.

Every button here is one of the table's own tappable things (a card, a pile, a meld, a joker,
a button: ``act`` names it as ``kind:id``), and pressing it is a tap on that thing
(``presses.Presses.handle``): one map of what may be done now (``moves``) for the pointer, the keys and
this view alike.
"""

from __future__ import annotations

from typing import Any, Dict, Iterable, List, Optional

import follow
import moves as moves_mod
from frame import level_label, pretty
from i18n import cards_count, number, player_name, spoken, t
from remi import Card, DrawDiscard, DrawStock, TakeUpcard, View
from scene import Hit, Scene
from scores import deal_points, reads_points, score_note, total_of
from sight import Sight

TURNS_KEPT = 8  # the deal's latest turns, in words
SPOKEN = {"lang": "menu.lang_long", "rules": "rules.title"}  # buttons whose label on the table is a sign ("RO", "?")


def cards_text(cards: Iterable[Any]) -> str:
    return " ".join(pretty(str(c)) for c in cards)


def entry(
    key: str, text: str, act: Optional[str] = None, pressed: Optional[bool] = None, disabled: bool = False
) -> Dict[str, Any]:
    """One line of the view: plain text, or a button (``act``: the table's thing it taps)."""
    out: Dict[str, Any] = {"key": key, "text": text}
    if act is not None:
        out["act"] = act
        out["disabled"] = disabled
        if pressed is not None:
            out["pressed"] = pressed
    return out


def section(sid: str, title: str, entries: List[Dict[str, Any]]) -> Dict[str, Any]:
    return {"id": sid, "title": title, "entries": entries}


def view(at: Sight, scene: Scene) -> Dict[str, Any]:
    """The whole view: a title, the status line, and its sections (``access.js`` draws them)."""
    ui, v = at.ui, at.view
    lang = ui.lang
    moves = at.moves
    sections = [_players(at)]
    if at.over:
        sections.append(_result(v, lang))
    else:
        sections += [s for s in (_piles(scene, moves, ui), _melds(scene, moves, ui), _hand(scene, ui)) if s]
    sections.append(_buttons(scene, lang))
    turns = _turns(moves.view, lang)
    if turns is not None:
        sections.append(turns)
    title = t("access.title", lang, game=t("game." + v.game, lang), hand=v.hand_number)
    for part in sections:  # each card in words too, for the screen reader to say (i18n.spoken)
        for line in part["entries"]:
            said = spoken(line["text"], lang)
            if said != line["text"]:
                line["spoken"] = said
    status = _status(at, scene)
    return {"lang": lang, "title": title, "status": status, "status_spoken": spoken(status, lang), "sections": sections}


def _status(at: Sight, scene: Scene) -> str:
    """Whose turn it is and what is legal now, as the status line says it (and the hint's reason)."""
    lang = at.lang
    parts = [str(scene.info.get("status") or "")]
    if at.over:
        parts = [str(scene.info.get(k)) for k in ("result_title", "match_title") if scene.info.get(k)]
    hint = scene.info.get("hint")
    if hint and hint.get("text"):
        parts.append(t("access.hint", lang, text=hint["text"]))
    return " ".join(p for p in parts if p)


def _players(at: Sight) -> Dict[str, Any]:
    """Each player: the score, the cards held, the level, and what it did in its last turn."""
    ui, v = at.ui, at.view
    lang = ui.lang
    last = follow.last_turns(v) if not at.over else {}
    words = "access.points" if reads_points(v) else "access.penalty"
    out = []
    for seat in range(v.players):
        name = player_name(seat, lang)
        text = t(words, lang, name=name, n=number(total_of(v, seat)))
        if not at.over:
            text += ", " + t("access.held", lang, cards=cards_count(v.hand_sizes[seat], lang))
        level = level_label(ui, seat)  # a computer player's (none for a person, nor seat 0)
        if level:
            text += ", " + t("access.level", lang, level=level.lower())
        if seat == v.dealer:
            text += ", " + t("access.dealer", lang)
        if seat == v.to_act:
            text += ", " + t("access.to_act.you" if seat == ui.me else "access.to_act", lang)
        if last.get(seat) and seat != ui.me:
            text += "; " + t("access.last", lang, moves=follow.turn_text(last[seat], lang))
        out.append(entry(f"seat:{seat}", text))
    return section("players", t("access.players", lang), out)


def _action_words(action: Any, lang: str, top: Optional[str]) -> str:
    if isinstance(action, DrawStock):
        return t("access.draw", lang)
    if isinstance(action, (DrawDiscard, TakeUpcard)):
        return t("access.take", lang, card=top or "")
    card = getattr(action, "card", None)
    return t("access.throw", lang, card=pretty(str(card))) if card is not None else str(action)


def _piles(scene: Scene, moves: moves_mod.Moves, ui: Any) -> Optional[Dict[str, Any]]:
    lang = ui.lang
    out = []
    for hit in scene.hits:
        if hit.kind == "stock":
            action = moves.pile("stock", ui.picked)
            text = t("access.stock", lang, cards=cards_count(int(hit.data.get("count", 0)), lang))
            if action is not None:
                text += ": " + _action_words(action, lang, None)
            out.append(entry("stock", text, "stock:stock", disabled=action is None))
        elif hit.kind == "discard":
            top = hit.data.get("top")
            action = moves.pile("discard", ui.picked)
            shown = pretty(top) if top else None
            text = t("access.discard", lang, card=shown) if shown else t("access.discard_empty", lang)
            if action is not None:
                text += ": " + _action_words(action, lang, shown)
            out.append(entry("discard", text, "discard:discard", disabled=action is None))
    return section("piles", t("access.piles", lang), out) if out else None


def _melds(scene: Scene, moves: moves_mod.Moves, ui: Any) -> Optional[Dict[str, Any]]:
    """The melds on the table (Gin: the knocker's, to lay off on), each a button that takes the
    picked card when it may go there; a joker in a meld, one that exchanges it."""
    lang = ui.lang
    card = ui.picked[-1] if ui.picked else None
    targets = set(moves.meld_targets(card, ui.picked)) if card else set()
    out = []
    for hit in scene.hits:
        if hit.kind == "meld":
            k = int(hit.id)
            text = t("access.meld", lang, n=k + 1, cards=cards_text(hit.data.get("cards", ())))
            owner = hit.data.get("owner")
            if owner is not None:
                text += " (" + player_name(int(owner), lang) + ")"
            if hit.data.get("closed"):
                text += ", " + t("access.closed", lang)
            if hit.data.get("hint"):  # the meld the hint's card goes onto (table_layout.py)
                text += ", " + t("access.hinted", lang)
            can = k in targets
            choices = moves.onto.get(Card.parse(card), {}).get(k, ()) if card else ()
            both = any(a in moves.low_ends for a in choices) and any(a not in moves.low_ends for a in choices)
            if can and card:
                text += ": " + t("access.put_high" if both else "access.put", lang, card=pretty(card))
            out.append(entry(f"meld:{k}", text, f"meld:{hit.id}", disabled=not can))
            if both and card:  # a joker that may go at either end of the run: a button for each
                low = t("access.meld", lang, n=k + 1, cards="") + " " + t("access.put_low", lang, card=pretty(card))
                out.append(entry(f"meld_low:{k}", low, f"{LOW}:{hit.id}"))
        elif hit.kind == "joker":
            meld = int(hit.data.get("meld", 0))
            text = t("access.joker", lang, n=meld + 1, face=hit.data.get("face", ""))
            out.append(entry(f"joker:{hit.id}", text, f"joker:{hit.id}", disabled=not (card and meld in targets)))
    return section("melds", t("access.melds", lang), out) if out else None


def _hand(scene: Scene, ui: Any) -> Optional[Dict[str, Any]]:
    """The person's cards in the order they lie, each a button that picks it (pressed: picked),
    with its marks: in a meld, deadwood, just drawn, named by the hint."""
    lang = ui.lang
    hits = [h for h in scene.hits if h.kind == "card"]
    if not hits:
        return None
    out = []
    for hit in hits:
        marks = []
        meld = hit.data.get("meld")
        if meld is not None:
            marks.append(t("access.in_meld", lang, n=int(meld) + 1))
        elif hit.data.get("deadwood"):
            marks.append(t("access.deadwood", lang))
        if hit.id == ui.new_card:
            marks.append(t("access.new", lang))
        if hit.data.get("hint"):  # (each card's tap area carries its marks: layout.py, table_layout.py)
            marks.append(t("access.hinted", lang))
        picked = hit.id in ui.picked
        text = pretty(hit.id) + (", " + ", ".join(marks) if marks else "")
        out.append(entry("card:" + hit.id, text, "card:" + hit.id, pressed=picked))
    label = next((scene.info[k] for k in ("deadwood_label", "hand_label", "opening_label") if scene.info.get(k)), None)
    title = t("access.hand", lang, cards=cards_count(len(hits), lang)) + (f" · {label}" if label else "")
    return section("hand", title, out)


def _buttons(scene: Scene, lang: str) -> Dict[str, Any]:
    """The table's buttons, as they are labelled there (the whole top bar too)."""
    out = []
    seen = set()
    for hit in scene.hits:
        if hit.kind != "button" or hit.id in seen or hit.id == "close_panel":
            continue
        seen.add(hit.id)
        label = t(SPOKEN[hit.id], lang) if hit.id in SPOKEN else str(hit.data.get("label", hit.id))
        pressed = True if hit.data.get("active") else None
        out.append(entry("button:" + hit.id, label, "button:" + hit.id, pressed=pressed))
    return section("buttons", t("access.buttons", lang), out)


def _result(v: View, lang: str) -> Dict[str, Any]:
    """The hand's end: each player's cards shown and points, then the match's totals."""
    r = v.results[-1]
    out = []
    for p in r.players:
        name = player_name(p.seat, lang)
        parts = []
        melds = getattr(p, "melds", None)
        if melds is not None:  # the Gin family
            parts += [t("access.result_meld", lang, cards=cards_text(m)) for m in melds]
            if p.layoffs:
                parts.append(t("access.result_laid_off", lang, cards=cards_text(c for c, _k in p.layoffs)))
            if p.deadwood:
                parts.append(t("access.result_deadwood", lang, cards=cards_text(p.deadwood), n=p.deadwood_value))
        else:  # the table games: the melds it laid on the table, then what it is left with
            laid = [m for m in getattr(r, "table", ()) if m.owner == p.seat]
            parts += [t("access.result_meld", lang, cards=cards_text(m.cards)) for m in laid]
            if p.hand:
                parts.append(t("access.result_left", lang, cards=cards_text(p.hand), n=p.hand_value))
        parts.append(t("access.result_points", lang, n=number(deal_points(v, r, p.seat), plus=reads_points(v))))
        out.append(entry(f"result:{p.seat}", name + ": " + "; ".join(parts)))
    totals = ", ".join(f"{player_name(s, lang)} {number(total_of(v, s))}" for s in range(v.players))
    out.append(entry("result:total", t("access.totals", lang, scores=totals)))
    out.append(entry("result:note", t(score_note(v), lang)))
    return section("result", t("access.result", lang, n=v.hand_number), out)


def _turns(v: Any, lang: str) -> Optional[Dict[str, Any]]:
    turns = follow.turns(v)
    if not turns:
        return None
    kept = turns[-TURNS_KEPT:]
    first = len(turns) - len(kept)
    out = [entry(f"turn:{first + k}", follow.said_turn(moves, lang)) for k, moves in enumerate(kept)]
    return section("turns", t("access.turns", lang), out)


LOW = "meld_low"  # an act: the meld, tapped at its left end (a joker onto the run's low end)


def hit_of(scene: Scene, act: str) -> Optional[Hit]:
    """The table's thing that ``act`` ("kind:id") names, if it is on the table now."""
    kind, _, hid = act.partition(":")
    kind = "meld" if kind == LOW else kind
    return next((h for h in scene.hits if h.kind == kind and h.id == hid), None)


def turn_said(v: View, seat: int, lang: str) -> Optional[str]:
    """``seat``'s turn just ended, as one sentence ("Ana took 7♥ and threw 9♣"), read from the
    deal's public log as a view shows it."""
    turns = follow.turns(v)
    mine = [turn for turn in turns if turn and turn[0].seat == seat]
    return follow.said_turn(mine[-1], lang) if mine else None

