"""The "How to play" / "Cum se joacă" text of each game, in Romanian and English: every game the
page draws with its own sections (``GAMES_RULES``), and the section that explains a rule
(``section_of``, for a refused move's "why?").

The sections themselves are data, a module per family: ``rules_gin.py`` (Gin Rummy, Oklahoma
Gin) and ``rules_table.py`` (Traditional Rummy, Remi 51); their shape, and what a section holds,
is ``rules_section.Section``.
"""

from __future__ import annotations

from typing import Dict, List

import rules_gin
import rules_table
from games import PAGE_GAMES
from rules_section import Section

_RULES: Dict[str, List[Section]] = {
    "gin": rules_gin.GIN,
    "oklahoma": rules_gin.OKLAHOMA,
    "traditional": rules_table.TRADITIONAL,
    "remi51": rules_table.REMI51,
}
# every game the page draws, each with its own (a game without them fails here, by name: it once
# showed Gin's rules)
if set(PAGE_GAMES) - set(_RULES):
    raise KeyError(f"no rules text for {sorted(set(PAGE_GAMES) - set(_RULES))} (rules_text._RULES)")
GAMES_RULES: Dict[str, List[Section]] = {name: _RULES[name] for name in PAGE_GAMES}


def rules_of(game: str) -> List[Section]:
    """The sections of ``game``'s rules; a ``KeyError`` that says where to add them if it has none."""
    found = GAMES_RULES.get(game)
    if found is None:
        raise KeyError(f"no rules text for {game!r}: add its sections to rules_text.GAMES_RULES")
    return found


def section_of(game: str, rule: str) -> str:
    """The id of the section of ``game`` that explains ``rule`` (``KeyError`` if none does)."""
    for section in rules_of(game):
        if rule in section["rules"]:
            return section["id"]
    raise KeyError(f"{game}: no section explains {rule}")
