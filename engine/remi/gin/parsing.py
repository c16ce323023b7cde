"""The text of the Gin family's own actions read back: ``take``, ``pass`` (the up-card offer,
G-4), ``knock 7h`` (G-7), ``big gin`` (G-8), ``lay off 6h on 0`` and ``done`` (G-9).

The values are ``remi.actions``'s, where every layer names them; the family's ``__init__``
registers this reader there (``register_parser``), and ``remi.parse_action`` asks it before
the shared forms.
"""

from __future__ import annotations

from typing import Dict, Optional

from ..actions import MELD_NUMBER, Action, BigGin, FinishLayoff, Knock, LayOff, Pass, TakeUpcard, is_meld_number, parse_card
from ..errors import InvalidActionError, quoted

_WORDS: Dict[str, Action] = {
    "take": TakeUpcard(),
    "pass": Pass(),
    "big gin": BigGin(),
    "done": FinishLayoff(),
}


def parse_gin_action(text: str) -> Optional[Action]:
    """The Gin family's forms; None for any other text."""
    words = text.strip().lower().split()
    key = " ".join(words)
    if key in _WORDS:
        return _WORDS[key]
    if len(words) == 2 and words[0] == "knock":
        return Knock(parse_card(text, text.split()[1]))
    if len(words) == 5 and words[:2] == ["lay", "off"] and words[3] == "on":
        if not is_meld_number(words[4]):
            raise InvalidActionError(f"{quoted(text)}: {MELD_NUMBER}, e.g. 'lay off 6h on 0'")
        return LayOff(parse_card(text, text.split()[2]), int(words[4]))
    return None
