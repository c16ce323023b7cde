"""The games with melds on the table (Traditional Rummy, Remi 51): the buttons, the status
line and the melds the picked cards make, from the map of what the person may do now
(``moves``, built once per view from ``view.legal_actions``), the match's refusals
(``Sight.judge``) and the engine's meld values. Each reads the person's ``Sight`` or view, never
the game. No rule is written here. (What a tap or a drop means is ``moves``, for
every game.)
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import hand as hand_mod
import moves as moves_mod
from controls import Button, hint_button, match_over_buttons, share_button
from i18n import t
from remi import Card, IllegalActionError, Meld, NextHand, Phase
from remi.table.rules import TableView
from sight import Sight

__all__ = ["buttons", "discard_obliges", "meld_choices", "meld_refusal", "status"]

# the last answer, asked several times a move: (map, picked cards, melds)
_meld_cache: Dict[str, Tuple[moves_mod.Moves, Tuple[str, ...], List[Meld]]] = {}


def discard_obliges(view: TableView) -> bool:
    """Remi 51 (R51-7): whether taking the discard pile now would oblige the person to open
    this turn with it (the engine's ``TableView.take_obliges``)."""
    return view.take_obliges


def hand_melds(view: TableView, hand: Sequence[Card]) -> Tuple[Tuple[Card, ...], ...]:
    """The melds ``hand`` makes on its own: the meld sort and the meld marks."""
    return hand_mod.table_melds(hand, view.hand_value)


def arranged(view: TableView, hand: Sequence[Card], sort: str, order: Sequence[str]) -> List[hand_mod.ShownCard]:
    """``hand`` in the person's chosen order, each card with its meld mark."""
    return hand_mod.arrange_table(hand, sort, order, hand_melds(view, hand))


def cards_of(texts: Sequence[str]) -> Tuple[Card, ...]:
    return tuple(Card.parse(c) for c in texts)


# --------------------------------------------------------------------------- laying down


def meld_choices(sight: Sight, picked: Sequence[str]) -> List[Meld]:
    """The legal ``meld`` actions made of exactly the picked cards: one, or several when a
    joker's place in a run can differ (each is offered), or none."""
    if len(picked) < 3 or not sight.mine or sight.view.phase != Phase.DISCARD:
        return []
    moves = sight.moves
    cards = tuple(sorted(picked))
    hit = _meld_cache.get("melds")
    if hit is not None and hit[0] is moves and hit[1] == cards:
        return list(hit[2])
    out = _meld_choices(sight, moves, picked)
    _meld_cache["melds"] = (moves, cards, out)
    return list(out)


def _meld_choices(sight: Sight, moves: moves_mod.Moves, picked: Sequence[str]) -> List[Meld]:
    wanted = set(cards_of(picked))
    found = [a for a in moves.lay_downs if set(a.cards) == wanted and len(a.cards) == len(wanted)]
    plain = Meld(tuple(sorted(wanted)))
    if sight.judge(plain) is None:
        # the engine's own placement of the jokers first; other placements only if they differ
        made = _table_meld(plain)
        others = [a for a in found if _table_meld(a) != made]
        return [plain] + _distinct(others)
    return _distinct(found)


def _distinct(actions: Sequence[Meld]) -> List[Meld]:
    seen = []
    out = []
    for a in actions:
        m = _table_meld(a)
        if m not in seen:
            seen.append(m)
            out.append(a)
    return out


def _table_meld(action: Meld) -> Any:
    """The meld an action would make (what the table would show), or None."""
    from remi.table.melds import make_meld

    try:
        meld = make_meld(action.cards, action.joker_faces())
    except IllegalActionError:
        return None
    return (meld.kind, meld.faces())


def picked_value(view: TableView, picked: Sequence[str]) -> Optional[int]:
    """A game with an opening (Remi 51): the opening value of the picked cards when they make a
    meld, counted as the game counts it (its ``traits.opening``; R51-3), else None."""
    rule = view.traits.opening
    if rule is None or len(picked) < 3:
        return None
    from remi.table.melds import make_meld

    try:
        return rule.meld_value(make_meld(cards_of(picked)))
    except IllegalActionError:
        return None


def meld_refusal(sight: Sight, picked: Sequence[str]) -> Optional[str]:
    """Why the picked cards cannot be laid down now (the engine's words), when they are
    three or more and the engine refuses them."""
    if len(picked) < 3 or not sight.mine or sight.view.phase != Phase.DISCARD:
        return None
    if meld_choices(sight, picked):
        return None
    return sight.judge(Meld(tuple(sorted(cards_of(picked)))))


def meld_face_label(action: Meld) -> str:
    """How a choice differs: the faces its jokers stand for (``★=7♥``)."""
    from remi.table.melds import face_text, make_meld

    try:
        meld = make_meld(action.cards, action.joker_faces())
    except IllegalActionError:
        return ""
    parts = []
    for card, face in zip(meld.cards, meld.faces()):
        if card.is_joker:
            parts.append("★=" + pretty_face(face_text(face)))
    return " ".join(parts)


def pretty_face(text: str) -> str:
    symbols = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
    if text and text[-1] in symbols:
        return text[:-1] + symbols[text[-1]]
    return text


# --------------------------------------------------------------------------- buttons, status


def buttons(sight: Sight) -> List[Button]:
    """The buttons to show now, each one legal (a challenge received, or people playing on one
    device, as the page's state says)."""
    view, ui, lang = sight.view, sight.ui, sight.lang
    if view.phase == Phase.MATCH_OVER:
        return match_over_buttons(view, lang, ui.challenged, ui.together)
    if view.phase == Phase.HAND_OVER:
        share = share_button(view, lang, ui.challenged, ui.together)
        return [share, Button("next_hand", t("btn.next_deal", lang), str(NextHand()), True)]
    if not sight.mine:
        return []
    if view.phase != Phase.DISCARD:
        return [hint_button(lang)]
    out: List[Button] = []
    picked = ui.picked
    choices = meld_choices(sight, picked)
    for k, action in enumerate(choices):
        label = t("btn.lay_down", lang)
        if len(choices) > 1:
            label += " " + meld_face_label(action)
        out.append(Button("lay_down" if k == 0 else f"lay_down_{k}", label, str(action), True))
    if len(picked) == 1 and sight.moves.discard(picked[0]):
        out.append(Button("discard", t("btn.discard", lang, card=pretty_face(picked[0].rstrip("'"))), "discard " + picked[0]))
    if picked:
        out.append(Button("clear", t("btn.clear", lang), "ui:clear"))
    out.append(hint_button(lang))
    return out


def status(view: TableView) -> Tuple[str, Optional[str]]:
    """(status key, extra engine text) for the person at this screen."""
    if view.phase == Phase.MATCH_OVER:
        return "status.match_over", None
    if view.phase == Phase.HAND_OVER:
        return "status.deal_over", None
    if view.to_act != view.seat:
        return "status.waiting", None
    can_take = "discard" in moves_mod.of(view).draws
    if view.phase == Phase.DRAW:
        if view.take_obliges:
            return ("status.t.draw_oblige" if can_take else "status.t.draw_no_open"), None
        return ("status.t.draw" if can_take else "status.draw_stock_only"), None
    if view.must_meld:  # R51-9 (a joker taken in Traditional Rummy is free: none to meld there)
        return "status.t.must_meld", None
    if view.must_use is not None:
        return "status.t.must_use", str(view.must_use)
    if view.opening and not view.opened[view.seat] and view.turn_value > 0:
        return "status.t.opening_more", None
    if view.opening and not view.opened[view.seat]:
        return "status.t.play_closed", None
    return "status.t.play", None
