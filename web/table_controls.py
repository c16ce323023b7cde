"""What the person may do now in the games with melds on the table (Traditional Rummy,
Remi 51), asked of the engine: the buttons, and which engine action a tap, a selection or a
drop means. No rule is written here: every answer comes from ``game.legal_actions()``,
``game.is_legal()`` / ``game.why_not()`` and the engine's meld values.

The legal actions of a turn cost some milliseconds (tens in Pyodide), so they are computed
once per position (``turn``) and shared by the layout, the buttons and the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple

from controls import Button, hint_button, is_table_game
from i18n import t
from remi import Build, Card, Discard, DrawDiscard, DrawStock, Exchange, IllegalActionError, Meld, NextHand, Phase
from remi.table.rules import TableGame, TableView

ME = 0
__all__ = ["is_table_game", "turn", "buttons", "meld_action", "pile_action", "discard_action"]

@dataclass
class Turn:
    """One position as the person sees it: the view and the legal actions (for seat 0)."""

    view: TableView
    legal: Tuple[Any, ...]
    discard_obliges: Optional[bool]  # Remi 51: taking the discard obliges an opening now


# the last answers, asked several times a move: (key, game, turn) and (key, melds)
_turn_cache: Dict[str, Tuple[Tuple[int, int, str, Optional[int]], Any, Turn]] = {}
_meld_cache: Dict[str, Tuple[Tuple[int, int, Tuple[str, ...]], List[Meld]]] = {}


def turn(game: TableGame) -> Turn:
    key = (id(game), len(game.actions), game.phase, game.to_act)
    hit = _turn_cache.get("turn")
    if hit is not None and hit[0] == key and hit[1] is game:
        return hit[2]
    view = game.view(ME)
    legal = tuple(view.legal_actions)
    info = Turn(view, legal, _discard_obliges(game, legal))
    _turn_cache["turn"] = (key, game, info)
    return info


def _discard_obliges(game: TableGame, legal: Sequence[Any]) -> Optional[bool]:
    """Remi 51 (R51-7): whether taking the discard pile now would oblige the person to open
    this turn with it. Asked of the engine by trying the take on a copy of the game."""
    if not game.opening or game.to_act != ME or game.phase != Phase.DRAW or game.opened[ME]:
        return None
    if DrawDiscard() not in legal:
        return True  # refused: the engine says why (no opening with that card)
    trial = game.copy()
    trial.apply(DrawDiscard())
    return trial.view(ME).must_use is not None


def cards_of(texts: Sequence[str]) -> Tuple[Card, ...]:
    return tuple(Card.parse(c) for c in texts)


# --------------------------------------------------------------------------- laying down


def meld_choices(game: TableGame, picked: Sequence[str]) -> List[Meld]:
    """The legal ``meld`` actions made of exactly the picked cards: one, or several when a
    joker's place in a run can differ (each is offered), or none."""
    if len(picked) < 3 or game.to_act != ME or game.phase != Phase.DISCARD:
        return []
    key = (id(game), len(game.actions), tuple(sorted(picked)))
    hit = _meld_cache.get("melds")
    if hit is not None and hit[0] == key:
        return list(hit[1])
    out = _meld_choices(game, picked)
    _meld_cache["melds"] = (key, out)
    return list(out)


def _meld_choices(game: TableGame, picked: Sequence[str]) -> List[Meld]:
    wanted = set(cards_of(picked))
    info = turn(game)
    found = [a for a in info.legal if isinstance(a, Meld) and set(a.cards) == wanted and len(a.cards) == len(wanted)]
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
    """Remi 51: the opening value of the picked cards when they make a meld (R51-3), else None."""
    if not game.opening or len(picked) < 3:
        return None
    from remi.table.melds import make_meld
    from remi.table.remi51 import opening_value

    try:
        return opening_value(make_meld(cards_of(picked)))
    except IllegalActionError:
        return None


def meld_refusal(game: TableGame, picked: Sequence[str]) -> Optional[str]:
    """Why the picked cards cannot be laid down now (the engine's words), when they are
    three or more and the engine refuses them."""
    if len(picked) < 3 or game.to_act != ME or game.phase != Phase.DISCARD:
        return None
    if meld_choices(game, picked):
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


# --------------------------------------------------------------------------- table melds


def build_choices(game: TableGame, card: str, meld: int) -> List[Build]:
    info = turn(game)
    c = Card.parse(card)
    return [a for a in info.legal if isinstance(a, Build) and a.card == c and a.meld == meld]


def exchange_choices(game: TableGame, card: str, meld: int, picked: Sequence[str]) -> List[Exchange]:
    """Legal exchanges on ``meld`` that use ``card`` and otherwise only picked cards."""
    info = turn(game)
    c = Card.parse(card)
    allowed = set(cards_of(picked)) | {c}
    return [
        a for a in info.legal if isinstance(a, Exchange) and a.meld == meld and c in a.cards and set(a.cards) <= allowed
    ]


def meld_action(
    game: TableGame, card: str, meld: int, picked: Sequence[str], side: float, on_joker: bool
) -> Tuple[Optional[str], str]:
    """A card put onto table meld ``meld`` (dropped, or picked then the meld tapped):
    (the legal action, or None, and the action to ask ``why_not`` about).

    ``side`` is where on the meld it landed (0 left end … 1 right end): for a joker built onto
    a run the nearer end decides what it stands for. Onto a joker a natural card exchanges;
    elsewhere it builds, or exchanges when only that is legal."""
    if game.to_act != ME:
        return None, str(Build(Card.parse(card), meld))
    builds = build_choices(game, card, meld)
    exchanges = exchange_choices(game, card, meld, picked)
    if on_joker and exchanges:
        return str(exchanges[0]), str(exchanges[0])
    if builds:
        if len(builds) > 1:  # a joker onto a run: the end it was put nearest to
            low = game.table[meld].low - 1
            want = "low" if side < 0.5 else "high"
            chosen = next((b for b in builds if ("low" if b.face and b.face[0] == low else "high") == want), builds[0])
            return str(chosen), str(chosen)
        return str(builds[0]), str(builds[0])
    if exchanges:
        return str(exchanges[0]), str(exchanges[0])
    c = Card.parse(card)
    table_meld = game.table[meld] if 0 <= meld < len(game.table) else None
    if on_joker and not c.is_joker and table_meld is not None:
        if table_meld.is_set:
            others = [x for x in cards_of(picked) if x != c]
            ask = Exchange((c,) + tuple(others[:1]), meld)
        else:
            ask = Exchange((c,), meld)
        return None, str(ask)
    return None, str(Build(c, meld))


def meld_targets(game: TableGame, card: str, picked: Sequence[str]) -> List[int]:
    """The table melds that take ``card`` now (a build, or an exchange with the picked cards)."""
    if game.to_act != ME or game.phase != Phase.DISCARD:
        return []
    return sorted(
        {i for i in range(len(game.table)) if build_choices(game, card, i) or exchange_choices(game, card, i, picked)}
    )


# --------------------------------------------------------------------------- piles, buttons


def pile_action(game: TableGame, pile: str, picked: Sequence[str]) -> Optional[str]:
    if game.to_act != ME:
        return None
    info = turn(game)
    if pile == "stock":
        return str(DrawStock()) if DrawStock() in info.legal else None
    if len(picked) == 1:
        action = Discard(Card.parse(picked[0]))
        if action in info.legal:
            return str(action)
    if DrawDiscard() in info.legal:
        return str(DrawDiscard())
    return None


def discard_action(game: TableGame, card: str) -> Optional[str]:
    if game.to_act != ME:
        return None
    action = Discard(Card.parse(card))
    return str(action) if action in turn(game).legal else None


def buttons(game: TableGame, picked: Sequence[str], lang: str) -> List[Button]:
    """The buttons to show now, each one legal."""
    if game.phase == Phase.MATCH_OVER:
        return [Button("new_match", t("btn.new_match", lang), "ui:new_match", True)]
    if game.phase == Phase.HAND_OVER:
        return [Button("next_hand", t("btn.next_deal", lang), str(NextHand()), True)]
    if game.to_act != ME:
        return []
    if game.phase != Phase.DISCARD:
        return [hint_button(lang)]
    out: List[Button] = []
    choices = meld_choices(game, picked)
    for k, action in enumerate(choices):
        label = t("btn.lay_down", lang)
        if len(choices) > 1:
            label += " " + meld_face_label(game, action)
        out.append(Button("lay_down" if k == 0 else f"lay_down_{k}", label, str(action), True))
    if len(picked) == 1 and discard_action(game, picked[0]):
        out.append(Button("discard", t("btn.discard", lang, card=pretty_face(picked[0].rstrip("'"))), "discard " + picked[0]))
    if picked:
        out.append(Button("clear", t("btn.clear", lang), "ui:clear"))
    out.append(hint_button(lang))
    return out


def status(game: TableGame, picked: Sequence[str], lang: str) -> Tuple[str, Optional[str]]:
    """(status key, extra engine text) for the person at this screen."""
    if game.phase == Phase.MATCH_OVER:
        return "status.match_over", None
    if game.phase == Phase.HAND_OVER:
        return "status.deal_over", None
    if game.to_act != ME:
        return "status.waiting", None
    info = turn(game)
    view = info.view
    if game.phase == Phase.DRAW:
        if info.discard_obliges:
            return ("status.t.draw_oblige" if DrawDiscard() in info.legal else "status.t.draw_no_open"), None
        return ("status.t.draw" if DrawDiscard() in info.legal else "status.draw_stock_only"), None
    if view.must_meld:  # R51-9 (a joker taken in Traditional Rummy is free: none to meld there)
        return "status.t.must_meld", None
    if view.must_use is not None:
        return "status.t.must_use", str(view.must_use)
    if game.opening and not game.opened[ME] and view.turn_value > 0:
        return "status.t.opening_more", None
    if game.opening and not game.opened[ME]:
        return "status.t.play_closed", None
    return "status.t.play", None
