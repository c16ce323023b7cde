"""Actions: small frozen values with a text form that round-trips (``parse_action``).

The player acting is always the game's ``to_act``; an action does not name it.

| text                 | action          | when                                         |
| -------------------- | --------------- | -------------------------------------------- |
| ``take``             | ``TakeUpcard``  | the up-card offer (G-4)                       |
| ``pass``             | ``Pass``        | the up-card offer (G-4)                       |
| ``draw stock``       | ``DrawStock``   | start of a turn (C-6)                         |
| ``draw discard``     | ``DrawDiscard`` | start of a turn (C-6)                         |
| ``discard 7h``       | ``Discard``     | end of a turn (C-6)                           |
| ``knock 7h``         | ``Knock``       | instead of a discard (G-7; gin when 0, G-8)   |
| ``big gin``          | ``BigGin``      | all cards melded, option ``big_gin`` (G-8)    |
| ``lay off 6h on 0``  | ``LayOff``      | after a knock, onto the knocker's meld 0 (G-9)|
| ``done``             | ``FinishLayoff``| ends this player's lay-offs (G-9)             |
| ``next hand``        | ``NextHand``    | after a hand, deals the next one              |
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Union

from .cards import Card, CardParseError
from .errors import InvalidActionError


@dataclass(frozen=True)
class TakeUpcard:
    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class DrawStock:
    def __str__(self) -> str:
        return "draw stock"


@dataclass(frozen=True)
class DrawDiscard:
    def __str__(self) -> str:
        return "draw discard"


@dataclass(frozen=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Knock:
    card: Card

    def __str__(self) -> str:
        return f"knock {self.card}"


@dataclass(frozen=True)
class BigGin:
    def __str__(self) -> str:
        return "big gin"


@dataclass(frozen=True)
class LayOff:
    card: Card
    meld: int

    def __str__(self) -> str:
        return f"lay off {self.card} on {self.meld}"


@dataclass(frozen=True)
class FinishLayoff:
    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class NextHand:
    def __str__(self) -> str:
        return "next hand"


Action = Union[TakeUpcard, Pass, DrawStock, DrawDiscard, Discard, Knock, BigGin, LayOff, FinishLayoff, NextHand]
ACTION_TYPES = (TakeUpcard, Pass, DrawStock, DrawDiscard, Discard, Knock, BigGin, LayOff, FinishLayoff, NextHand)

_SIMPLE: Dict[str, Action] = {
    "take": TakeUpcard(),
    "pass": Pass(),
    "draw stock": DrawStock(),
    "draw discard": DrawDiscard(),
    "big gin": BigGin(),
    "done": FinishLayoff(),
    "next hand": NextHand(),
}


def parse_action(text: Union[str, Action]) -> Action:
    """Read an action from its text form; an action value is returned as it is."""
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise InvalidActionError(f"not an action: {text!r}")
    words = text.strip().lower().split()
    key = " ".join(words)
    if key in _SIMPLE:
        return _SIMPLE[key]
    try:
        if len(words) == 2 and words[0] in ("discard", "knock"):
            card = Card.parse(text.split()[1])
            return Discard(card) if words[0] == "discard" else Knock(card)
        if len(words) == 5 and words[:2] == ["lay", "off"] and words[3] == "on":
            if not words[4].isdigit():
                raise InvalidActionError(f"{text!r}: the meld must be a number, e.g. 'lay off 6h on 0'")
            return LayOff(Card.parse(text.split()[2]), int(words[4]))
    except CardParseError as exc:
        raise InvalidActionError(f"{text!r}: {exc}") from None
    raise InvalidActionError(
        f"{text!r} is not an action (expected e.g. 'draw stock', 'discard 7h', 'knock 3c', 'pass')"
    )
