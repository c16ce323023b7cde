"""What a gesture on the table means, as a value: a tap, a double tap or a drop
(``pointer.Gestures``, or a key's tap, ``keys.Intent``), read against the map of what the
person may do now (``moves``) and the scene it fell on.

Nothing is done here and no rule is written: ``meaning`` answers with one value and
``Presses.handle`` does what it says: plays the action (``Match.act``), says why the rules refuse
it, draws the picked cards anew, runs a button's command, moves a card in the hand, or says a
short message. The same gesture means the same in every game: the family's difference is in
the map (``Moves.multi_pick``, ``Moves.onto``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Optional, Sequence, Tuple, Union

from moves import PILES, Moves
from remi import Action, Card, Discard, Phase
from scene import Scene


@dataclass(frozen=True)
class Play:
    """Play ``action`` (legal now, as the map says)."""

    action: Action


@dataclass(frozen=True)
class WhyNot:
    """The person meant ``action`` (its text), which the rules refuse now: say why."""

    action: str


@dataclass(frozen=True)
class Pick:
    """The picked cards are ``cards`` now."""

    cards: Tuple[str, ...]


@dataclass(frozen=True)
class Run:
    """A button's command (``App.command``)."""

    command: str


@dataclass(frozen=True)
class Reorder:
    """``card`` was dropped on the hand at (x, y): it moves there."""

    card: str
    x: float
    y: float


@dataclass(frozen=True)
class Tell:
    """A short message, the text ``key`` said with ``n``."""

    key: str
    n: int = 0


Meant = Union[Play, WhyNot, Pick, Run, Reorder, Tell, None]


def meaning(gesture: Dict[str, Any], moves: Moves, picked: Sequence[str], scene: Optional[Scene]) -> Meant:
    """What ``gesture`` means: a tap picks a card (in Gin one at a time, in the table games
    several, to lay down); a tap on a pile draws, or throws the one picked card; a picked card
    tapped onto a meld on the table lays off, builds or exchanges a joker; a double click (a
    mouse's: two quick taps on touch are two taps) throws a card; a drag does the same by where
    the card lands, or moves it in the hand; a tap on an opponent opens the deal's moves."""
    if gesture["type"] == "drop":
        return _dropped(moves, gesture["start"], gesture["end"], gesture["x"], gesture["y"], picked, scene)
    target = gesture["target"]
    if target is None:
        return Pick(()) if picked else None
    kind = target.kind
    if kind == "button":
        return Run(str(target.data.get("command", "")))
    if kind == "seat":  # an opponent: the deal's moves
        return Run("ui:moves")
    if kind == "card":
        card = target.id
        if gesture["type"] == "double":
            throw = moves.discard(card)
            if throw is not None:
                return Play(throw)
        if card in picked:
            return Pick(tuple(c for c in picked if c != card))
        return Pick((*(picked if moves.multi_pick else ()), card))
    if kind in PILES:
        action = moves.pile(kind, picked)
        if action is not None:
            return Play(action)
        if kind == "discard" and len(picked) == 1:
            return WhyNot(str(Discard(Card.parse(picked[0]))))
        if kind == "discard" and moves.mine and moves.phase == Phase.DISCARD:
            return Tell("msg.one_to_throw" if picked else "msg.pick_to_throw", len(picked))
        # a draw out of its time says why not: the up-card's offer first, or already drawn (or,
        # on Remi 51's first turn, the player with 15 cards only throws)
        if moves.mine and moves.phase in (Phase.DRAW, Phase.UPCARD, Phase.DISCARD):
            return WhyNot("draw " + kind)
        return None
    if kind in ("meld", "joker") and picked:
        # the last picked card goes onto the meld; onto a set's joker, two picked cards exchange
        card = picked[-1]
        if kind == "joker" and len(picked) == 2:
            card = next((c for c in picked if not c.startswith("*")), card)
        return _onto_meld(moves, card, target, gesture["x"], picked, scene)
    if picked and not moves.multi_pick:  # a single pick is let go by a tap elsewhere
        return Pick(())
    return None


def _dropped(
    moves: Moves, start: Any, end: Any, x: float, y: float, picked: Sequence[str], scene: Optional[Scene]
) -> Meant:
    """A drag from ``start`` let go on ``end`` (either may be None: nothing there)."""
    if start is None:
        return None
    if start.kind in PILES:
        if end is not None and end.kind in ("hand", "card"):
            action = moves.draws.get(start.kind)
            return Play(action) if action is not None else WhyNot("draw " + start.kind)
        return None
    if start.kind != "card":
        return None
    card = start.id
    if end is not None and end.kind == "discard":
        throw = moves.discard(card)
        return Play(throw) if throw is not None else WhyNot(str(Discard(Card.parse(card))))
    if end is not None and end.kind in ("meld", "joker"):
        return _onto_meld(moves, card, end, x, picked, scene)
    if end is not None and end.kind in ("hand", "card"):
        return Reorder(card, x, y)
    return None


def _onto_meld(moves: Moves, card: str, target: Any, x: float, picked: Sequence[str], scene: Optional[Scene]) -> Meant:
    """``card`` put onto the table meld ``target`` (or onto its joker) at ``x``: a joker goes
    to the end of a run it was put nearest to."""
    on_joker = target.kind == "joker"
    index = int(target.data["meld"]) if on_joker else int(target.id)
    hits = scene.hits if scene is not None else []
    box = next((h for h in hits if h.kind == "meld" and h.id == str(index)), None)
    side = (x - box.x) / box.w if box else 1.0
    action = moves.onto_meld(card, index, picked, side, on_joker)
    if action is not None:
        return Play(action)
    return WhyNot(str(moves.asked_onto(card, index, picked, on_joker)))
