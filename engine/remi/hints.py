"""Hints: what the Hard computer player would do now, with a short reason in Romanian and English.

    hint(view) -> Hint(action, text={"en": ..., "ro": ...}, cards=(...))

The action is the Hard player's own choice for the view (so a hint is as honest as the
player: it sees the view only). The reason is built from the hand by the game's family
(``gin/hints.py``, ``table/hints.py``, found in the registry): the meld a taken card makes,
the pairs and near-runs worth keeping, why the discard is the one to throw.
"""

from __future__ import annotations

from typing import Optional

from .game import Player, View
from .players import make_player
from .registry import game_spec
from .wording import Hint

__all__ = ["Hint", "hint"]


def hint(view: View, player: Optional[Player] = None) -> Hint:
    """The Hard player's action for ``view`` and why. ``player`` overrides the adviser."""
    if view.to_act != view.seat:
        raise ValueError("a hint is for the player whose turn it is")
    adviser = player if player is not None else make_player("hard", 0, view.game)
    action = adviser.choose(view)
    return game_spec(view.game).hint(view, action, adviser)
