"""The table family: Traditional Rummy (TR rules) and Remi 51 (R51 rules), melds on the table.

- ``rules.py``: the rules both games share (dealing, melding, building, exchanging jokers,
  going out, scoring), the deal results and ``TableView``;
- ``traditional.py``, ``remi51.py``: each game's own rules, and its traits;
- ``traits.py``: what a game tells its players, hints and page (``TableTraits``: a card's
  penalty, how an opening counts, its levels' tuning), carried by every view;
- ``melds.py``: a meld on the table (sets, runs, the faces its jokers stand for);
- ``jokers.py``: the search for the best melds and builds of a hand, jokers included;
- ``knowledge.py``: what a player knows of the unseen cards, the faces that matter to it;
- ``players.py``: the baselines, the Easy and Medium players and what every level shares;
- ``hard.py``: the Hard player (its lookahead, each game's weights);
- ``panel.py``: the arena's opponents of different styles;
- ``hints.py``: the reasons of a hint;
- ``parsing.py``: the text of the family's own actions (``meld``, ``build``, ``exchange``).

Importing the family registers its games and its reader of its actions' text.
"""

from __future__ import annotations

from typing import Callable, Dict, Type

from ..actions import register_parser
from ..game import Player
from ..registry import GameSpec, register
from .hard import HardTablePlayer
from .hints import table_hint
from .panel import FastMelder, RummyHunter, SafeDiscarder
from .parsing import parse_table_action
from .players import BaselineRemi51Player, BaselineRummyPlayer, EasyTablePlayer, MediumTablePlayer, TablePlayer
from .remi51 import Remi51
from .rules import DealResult, TableView
from .traditional import TraditionalRummy

__all__ = ["DealResult", "Remi51", "TableView", "TraditionalRummy", "table_player"]

TABLE_LEVELS: Dict[str, Type[TablePlayer]] = {"easy": EasyTablePlayer, "medium": MediumTablePlayer, "hard": HardTablePlayer}


def table_player(level: str) -> TablePlayer:
    """The table-game computer player of ``level`` (easy, medium or hard)."""
    if level not in TABLE_LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(TABLE_LEVELS)}")
    return TABLE_LEVELS[level]()


def _made(cls: Type[TablePlayer]) -> Callable[[int], Player]:
    return lambda seed: cls()


LEVELS: Dict[str, Callable[[int], Player]] = {level: _made(cls) for level, cls in TABLE_LEVELS.items()}

# the arena's panel of styles (panel.py), after each game's baseline
PANEL: Dict[str, Callable[[int], Player]] = {
    "fast-melder": lambda seed: FastMelder(), "rummy-hunter": lambda seed: RummyHunter(), "safe": lambda seed: SafeDiscarder(),
}


def _baseline(make: Callable[[], Player]) -> Dict[str, Callable[[int], Player]]:
    return {"baseline": lambda seed: make()}


register_parser(parse_table_action)
register(GameSpec(TraditionalRummy, "table", {**_baseline(BaselineRummyPlayer), **LEVELS}, table_hint,
                  {**_baseline(BaselineRummyPlayer), **PANEL}))
register(GameSpec(Remi51, "table", {**_baseline(BaselineRemi51Player), **LEVELS}, table_hint,
                  {**_baseline(BaselineRemi51Player), **PANEL}))
