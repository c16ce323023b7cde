"""The text of the table games' own actions read back: ``meld``, ``build``, ``exchange``.

The values (``Meld``, ``Build``, ``Exchange``) are ``remi.actions``'s, where every layer names
them; the family's ``__init__`` registers this reader there (``register_parser``), and
``remi.parse_action`` asks it before the shared forms.
"""

from __future__ import annotations

from typing import Optional, Tuple, Union

from ..actions import MELD_NUMBER, Build, Exchange, Meld, is_meld_number
from ..cards import Card, CardParseError
from ..errors import InvalidActionError, quoted


def _parse_joker_token(token: str) -> Tuple[Card, Optional[Tuple[int, str]]]:
    if "=" in token:
        left, right = token.split("=", 1)
        card = Card.parse(left)
        named = Card.parse(right)
        if not card.is_joker or named.is_joker:
            raise InvalidActionError(f"{quoted(token)}: only a joker can stand for a card (e.g. *=7h)")
        return card, (named.rank, named.suit)
    return Card.parse(token), None


def parse_table_action(text: str) -> Optional[Union[Meld, Build, Exchange]]:
    """The ``meld``/``build``/``exchange`` forms; None for any other text."""
    text = text.strip()
    words = text.split()
    if not words:
        return None
    verb = words[0].lower()
    try:
        if verb == "meld" and len(words) >= 2:
            parsed = [_parse_joker_token(w) for w in words[1:]]
            faces = tuple(f for _c, f in parsed)
            return Meld(tuple(c for c, _f in parsed), faces if any(faces) else ())
        if verb in ("build", "exchange") and len(words) >= 4 and words[-2].lower() == "on":
            if not is_meld_number(words[-1]):
                raise InvalidActionError(f"{quoted(text)}: {MELD_NUMBER}, e.g. '{verb} 8h on 0'")
            meld = int(words[-1])
            if verb == "build":
                if len(words) != 4:
                    raise InvalidActionError(f"{quoted(text)}: build one card at a time, e.g. 'build 8h on 0'")
                card, face = _parse_joker_token(words[1])
                return Build(card, meld, face)
            return Exchange(tuple(Card.parse(w) for w in words[1:-2]), meld)
    except CardParseError as exc:
        raise InvalidActionError(f"{quoted(text)}: {exc}") from None
    return None
