"""One kit per family of games on the page: its table's layout, its result's title, its hand
as the table shows it, the orders it offers the hand, and its facts (``games.FamilyFacts``),
chosen once by the registry's family of the game (``kit_of``). No other page module compares a
family's name or asks which family a game is of (``tests/test_architecture.py``).

Adding a family to the page: its layout module (as ``layout.py`` for Gin and
``table_layout.py`` for the table games), its facts in ``games.FAMILIES`` and its kit here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import gin_result
import hand as hand_mod
import layout as gin_parts
import remi
import table_controls as tc
import table_layout
import table_result
from games import FAMILIES, FamilyFacts
from remi import Card, Game
from scene import Scene
from sight import Sight, UiState, seen


@dataclass(frozen=True)
class Kit:
    facts: FamilyFacts
    layout: Callable[[Sight, float, float], Scene]  # the table, as the person at the sight sees it
    result_title: Callable[[Any, str, Optional[int]], str]  # a deal's result in words: "You knocked: you win 12"
    arranged: Callable[[Any, Sequence[Card], str, Sequence[str]], List[hand_mod.ShownCard]]  # a view's hand as shown
    sorts: Tuple[str, ...]  # the orders the hand may be put in, the first the default


KITS: Dict[str, Kit] = {
    "gin": Kit(
        FAMILIES["gin"], gin_parts.gin_layout, gin_result.result_title,
        lambda view, hand, sort, order: hand_mod.arrange(hand, sort, order), hand_mod.SORTS,
    ),
    "table": Kit(FAMILIES["table"], table_layout.table_layout, table_result.result_title, tc.arranged, hand_mod.TABLE_SORTS),
}


def kit_of(name: str) -> Kit:
    """The kit of the registered game called ``name``."""
    return KITS[remi.game_spec(name).family]


def layout(sight: Sight, width: float, height: float) -> Scene:
    """The table of any game the page draws, by its family's layout, as the person at
    ``sight`` sees it."""
    return kit_of(sight.view.game).layout(sight, width, height)


def drawn(game: Game, ui: UiState, width: float, height: float) -> Scene:
    """The table of ``game`` (the match's, a save's) as the person at ``ui.me`` sees it."""
    return layout(seen(game, ui), width, height)
