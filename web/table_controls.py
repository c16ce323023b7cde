"""The games with melds on the table (Traditional Rummy, Remi 51): the buttons, the status
line and the melds the picked cards make, from the map of what the person may do now
(``moves``, built once per position from ``game.legal_actions()``), ``game.why_not()`` and the
engine's meld values. No rule is written here. (What a tap or a drop means is ``moves``, for
every game.)
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import hand as hand_mod
import moves as moves_mod
from controls import Button, hint_button, match_over_buttons, share_button
from i18n import t
from moves import ME
from remi import Card, IllegalActionError, Meld, NextHand, Phase
from remi.table.rules import TableGame, TableView

__all__ = ["buttons", "discard_obliges", "meld_choices", "meld_refusal", "status"]

# the last answer, asked several times a move: (map, picked cards, melds)
_meld_cache: Dict[str, Tuple[moves_mod.Moves, Tuple[str, ...], List[Meld]]] = {}


def discard_obliges(game: TableGame, seat: int = ME) -> bool:
    """Remi 51 (R51-7): whether taking the discard pile now would oblige the person to open
    this turn with it (the engine's ``TableView.take_obliges``)."""
    view = moves_mod.of(game, seat).view
    return isinstance(view, TableView) and view.take_obliges


def hand_melds(game: TableGame, hand: Sequence[Card]) -> Tuple[Tuple[Card, ...], ...]:
    """The melds ``hand`` makes on its own: the meld sort and the meld marks."""
    return hand_mod.table_melds(hand, game.hand_value)


def arranged(game: TableGame, hand: Sequence[Card], sort: str, order: Sequence[str]) -> List[hand_mod.ShownCard]:
    """``hand`` in the person's chosen order, each card with its meld mark."""
    return hand_mod.arrange_table(hand, sort, order, hand_melds(game, hand))


def cards_of(texts: Sequence[str]) -> Tuple[Card, ...]:
    return tuple(Card.parse(c) for c in texts)


# --------------------------------------------------------------------------- laying down


def meld_choices(game: TableGame, picked: Sequence[str], seat: int = ME) -> List[Meld]:
    """The legal ``meld`` actions made of exactly the picked cards: one, or several when a
    joker's place in a run can differ (each is offered), or none."""
    if len(picked) < 3 or game.to_act != seat or game.phase != Phase.DISCARD:
        return []
    moves = moves_mod.of(game, seat)
    cards = tuple(sorted(picked))
    hit = _meld_cache.get("melds")
    if hit is not None and hit[0] is moves and hit[1] == cards:
        return list(hit[2])
    out = _meld_choices(game, moves, picked)
    _meld_cache["melds"] = (moves, cards, out)
    return list(out)


def _meld_choices(game: TableGame, moves: moves_mod.Moves, picked: Sequence[str]) -> List[Meld]:
    wanted = set(cards_of(picked))
    found = [a for a in moves.lay_downs if set(a.cards) == wanted and len(a.cards) == len(wanted)]
    plain = Meld(tuple(sorted(wanted)))
    if game.is_legal(plain):
        # the engine's own placement of the jokers first; other placements only if they differ
        made = _table_meld(game, plain)
        others = [a for a in found if _table_meld(game, a) != made]
        return [plain] + _distinct(game, others)
    return _distinct(game, found)


def _distinct(game: TableGame, actions: Sequence[Meld]) -> List[Meld]:
    seen = []
    out = []
    for a in actions:
        m = _table_meld(game, a)
        if m not in seen:
            seen.append(m)
            out.append(a)
    return out


def _table_meld(game: TableGame, action: Meld) -> Any:
    """The meld an action would make (what the table would show), or None."""
    from remi.table.melds import make_meld

    try:
        meld = make_meld(action.cards, action.joker_faces())
    except IllegalActionError:
        return None
    return (meld.kind, meld.faces())


def picked_value(game: TableGame, picked: Sequence[str]) -> Optional[int]:
    """A game with an opening (Remi 51): the opening value of the picked cards when they make a
    meld, counted as the game counts it (its ``traits.opening``; R51-3), else None."""
    rule = game.traits.opening
    if rule is None or len(picked) < 3:
        return None
    from remi.table.melds import make_meld

    try:
        return rule.meld_value(make_meld(cards_of(picked)))
    except IllegalActionError:
        return None


def meld_refusal(game: TableGame, picked: Sequence[str], seat: int = ME) -> Optional[str]:
    """Why the picked cards cannot be laid down now (the engine's words), when they are
    three or more and the engine refuses them."""
    if len(picked) < 3 or game.to_act != seat or game.phase != Phase.DISCARD:
        return None
    if meld_choices(game, picked, seat):
        return None
    reason: Optional[str] = game.why_not(Meld(tuple(sorted(cards_of(picked)))))
    return reason


def meld_face_label(game: TableGame, action: Meld) -> str:
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


def buttons(
    game: TableGame, picked: Sequence[str], lang: str, challenged: bool = False, seat: int = ME, together: bool = False
) -> List[Button]:
    """The buttons to show now, each one legal (``challenged``: the match is a challenge
    received; ``together``: people play it on one device)."""
    if game.phase == Phase.MATCH_OVER:
        return match_over_buttons(game, lang, challenged, together)
    if game.phase == Phase.HAND_OVER:
        share = share_button(game, lang, challenged, together)
        return [share, Button("next_hand", t("btn.next_deal", lang), str(NextHand()), True)]
    if game.to_act != seat:
        return []
    if game.phase != Phase.DISCARD:
        return [hint_button(lang)]
    out: List[Button] = []
    choices = meld_choices(game, picked, seat)
    for k, action in enumerate(choices):
        label = t("btn.lay_down", lang)
        if len(choices) > 1:
            label += " " + meld_face_label(game, action)
        out.append(Button("lay_down" if k == 0 else f"lay_down_{k}", label, str(action), True))
    if len(picked) == 1 and moves_mod.of(game, seat).discard(picked[0]):
        out.append(Button("discard", t("btn.discard", lang, card=pretty_face(picked[0].rstrip("'"))), "discard " + picked[0]))
    if picked:
        out.append(Button("clear", t("btn.clear", lang), "ui:clear"))
    out.append(hint_button(lang))
    return out


def status(game: TableGame, picked: Sequence[str], lang: str, seat: int = ME) -> Tuple[str, Optional[str]]:
    """(status key, extra engine text) for the person at this screen."""
    if game.phase == Phase.MATCH_OVER:
        return "status.match_over", None
    if game.phase == Phase.HAND_OVER:
        return "status.deal_over", None
    if game.to_act != seat:
        return "status.waiting", None
    moves = moves_mod.of(game, seat)
    view = moves.view
    assert isinstance(view, TableView)
    can_take = "discard" in moves.draws
    if game.phase == Phase.DRAW:
        if discard_obliges(game, seat):
            return ("status.t.draw_oblige" if can_take else "status.t.draw_no_open"), None
        return ("status.t.draw" if can_take else "status.draw_stock_only"), None
    if view.must_meld:  # R51-9 (a joker taken in Traditional Rummy is free: none to meld there)
        return "status.t.must_meld", None
    if view.must_use is not None:
        return "status.t.must_use", str(view.must_use)
    if game.opening and not game.opened[seat] and view.turn_value > 0:
        return "status.t.opening_more", None
    if game.opening and not game.opened[seat]:
        return "status.t.play_closed", None
    return "status.t.play", None
