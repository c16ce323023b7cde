"""Computer players by name. A player sees only its view and answers with one action.

The interface is deliberately small (``game.Player``): ``choose(view) -> Action``, called when
``view.to_act == view.seat``. Players must not look at anything but the view (the view holds
no other hand and no stock order, so they cannot). Each game's players live in its family
(``gin/players.py``, ``table/players.py``) and are found through the registry.
"""

from __future__ import annotations

import random
from typing import List

from .actions import Action
from .game import Player, View
from .registry import GAMES, game_spec

__all__ = ["Player", "RandomPlayer", "make_player", "player_names"]


class RandomPlayer:
    """Picks any legal action: for soak tests, not for play."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        legal: List[Action] = list(view.legal_actions)
        return self.rng.choice(legal)


def player_names() -> List[str]:
    """Every player's name: ``random``, the levels the registered games offer, and the members
    of their arena panels."""
    return sorted({"random"} | {name for spec in GAMES.values() for name in (*spec.players, *spec.panel)})


def make_player(name: str, seed: int = 0, game: str = "gin") -> Player:
    """A computer player by name for ``game``: a level, ``baseline`` (the game's baseline), a
    member of the game's arena panel, or ``random``."""
    if name == "random":
        return RandomPlayer(seed)
    spec = game_spec(game)
    made = spec.players.get(name) or spec.panel.get(name)
    if made is None:
        raise ValueError(f"unknown player {name!r} for {game}; the players are: {', '.join(player_names())}")
    return made(seed)
