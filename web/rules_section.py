"""One section of a game's "How to play" / "Cum se joacă" text: its shape, shared by the rules
of each family (``rules_gin.py``, ``rules_table.py``) and read by ``rules_text.py`` and the
rules screen.

Each game's rules come in a few short sections, written for a newcomer reading on a phone. A
section names the rule ids of docs/RULES.md it explains (every id of the game and every common
``C-`` id is in exactly one section of that game; Oklahoma Gin's sections also hold the Gin Rummy
``G-`` ids, since those rules apply to it and its moves are refused under them), its title and paragraphs in both languages,
and example melds or hands to draw with cards (the engine's card codes: ``7h``, ``10c``, ``*``).
The texts never name rule ids: those stay in ``rules``, for ``rules_text.section_of``.
"""

from __future__ import annotations

from typing import Dict, List, Tuple, TypedDict


class Section(TypedDict):
    id: str  # a short slug, unique within a game
    rules: List[str]  # the rule ids this section explains
    title: Dict[str, str]  # {"ro": ..., "en": ...}
    text: Dict[str, List[str]]  # {"ro": [paragraph, ...], "en": [paragraph, ...]}
    examples: List[Tuple[str, ...]]  # melds or hands to draw, each a tuple of card codes
