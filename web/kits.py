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

import hand as hand_mod
import layout as gin_parts
import remi
import table_controls as tc
import table_layout
from frame import UiState
from games import FAMILIES, FamilyFacts
from remi import Card
from scene import Scene


@dataclass(frozen=True)
class Kit:
    facts: FamilyFacts
    layout: Callable[[Any, UiState, float, float], Scene]  # the table, as the person at ``ui.me`` sees it
    result_title: Callable[[Any, str, Optional[int]], str]  # "You knocked: you win 12" (a deal's end)
    arranged: Callable[[Any, Sequence[Card], str, Sequence[str]], List[hand_mod.ShownCard]]  # the hand as shown
    sorts: Tuple[str, ...]  # the orders the hand may be put in, the first the default


KITS: Dict[str, Kit] = {
    "gin": Kit(
        FAMILIES["gin"], gin_parts.gin_layout, gin_parts.result_title,
        lambda game, hand, sort, order: hand_mod.arrange(hand, sort, order), hand_mod.SORTS,
    ),
    "table": Kit(FAMILIES["table"], table_layout.table_layout, table_layout.result_title, tc.arranged, hand_mod.TABLE_SORTS),
}


def kit_of(game: Any) -> Kit:
    """The kit of ``game`` (a game, or a registered game's name)."""
    name = game if isinstance(game, str) else game.name
    return KITS[remi.game_spec(name).family]


def layout(game: Any, ui: UiState, width: float, height: float) -> Scene:
    """The table of any game the page draws, by its family's layout."""
    return kit_of(game).layout(game, ui, width, height)
