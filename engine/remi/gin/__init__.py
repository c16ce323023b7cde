"""The Gin family: Gin Rummy (G rules) and Oklahoma Gin (OK rules).

- ``rules.py``: both games' rules, the hand and match results, ``GinView``;
- ``melds.py``: the meld maths of a one-deck hand (deadwood, arrangements, lay-offs);
- ``players.py``: the baseline and the Easy, Medium and Hard players;
- ``panel.py``: the arena's opponents of different styles;
- ``hints.py``: the reasons of a hint;
- ``parsing.py``: the text of the family's own actions (``knock 7h``, ``lay off 6h on 0``, ...).

Importing the family registers its games and its reader of its actions' text.
"""

from __future__ import annotations

from typing import Callable, Dict

from ..actions import register_parser
from ..game import Player
from ..registry import GameSpec, register
from .hints import gin_hint
from .panel import FastKnocker, GinHunter, SafeDiscarder, Sampler
from .parsing import parse_gin_action
from .players import BaselineGinPlayer, EasyGinPlayer, HardGinPlayer, MediumGinPlayer
from .rules import GinRummy, GinView, HandResult, OklahomaGin, PlayerResult

__all__ = ["GinRummy", "GinView", "HandResult", "OklahomaGin", "PlayerResult"]

GIN_PLAYERS: Dict[str, Callable[[int], Player]] = {
    "baseline": lambda seed: BaselineGinPlayer(),
    "easy": lambda seed: EasyGinPlayer(),
    "medium": lambda seed: MediumGinPlayer(),
    "hard": lambda seed: HardGinPlayer(),
}

# the arena's panel of styles (panel.py), the baseline first
GIN_PANEL: Dict[str, Callable[[int], Player]] = {
    "baseline": GIN_PLAYERS["baseline"],
    "fast-knocker": lambda seed: FastKnocker(),
    "gin-hunter": lambda seed: GinHunter(),
    "safe": lambda seed: SafeDiscarder(),
    "sampler": lambda seed: Sampler(),
}

register_parser(parse_gin_action)
for _game in (GinRummy, OklahomaGin):
    register(GameSpec(_game, "gin", dict(GIN_PLAYERS), gin_hint, dict(GIN_PANEL)))
