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

The table games add ``meld 5h 6h *=7h``, ``build 8h on 0`` and ``exchange 6h on 1`` (``Meld``,
``Build``, ``Exchange``, below).

The values are all here, where every layer may name them; the text of each family's own actions
is read by that family (``gin/parsing.py``, ``table/parsing.py``), which registers its reader
here when it is imported (``register_parser``): ``parse_action`` asks each family's reader,
then reads the shared forms (the draws, the discard, the next hand) itself.

A game records the text of each action it applies and a save replays that text (C-8), so an
action value is taken only when its text reads back as the same value: ``parse_action`` (and
with it ``apply``, ``is_legal`` and ``why_not``) refuses any other value with
``InvalidActionError`` before a rule looks at it: a card given as text, a meld number that is
no whole number from 0 to 9999, a joker face on a card that is not a joker.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, List, NoReturn, Optional, Tuple, Union

from .cards import MAX_COPY, SUITS, Card, CardParseError, is_card
from .errors import InvalidActionError, quoted


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


Action = Union[
    TakeUpcard, Pass, DrawStock, DrawDiscard, Discard, Knock, BigGin, LayOff, FinishLayoff, NextHand,
    "Meld", "Build", "Exchange",
]

# The longest action a game can take is a meld of a whole hand with jokers named
# ("meld *=10h ..."), well under this: a longer text is refused at once, unread.
MAX_ACTION_CHARS = 200
MAX_MELD_DIGITS = 4  # a table meld's number: "build 8h on 12"
MELD_NUMBER = f"the meld must be a number of at most {MAX_MELD_DIGITS} digits"


def is_meld_number(word: str) -> bool:
    """Whether ``word`` is a meld's number as an action writes it (``MELD_NUMBER``)."""
    return word.isascii() and word.isdigit() and len(word) <= MAX_MELD_DIGITS


def parse_card(text: str, word: str) -> Card:
    """The card ``word`` of the action ``text``, or ``InvalidActionError`` quoting ``text``."""
    try:
        return Card.parse(word)
    except CardParseError as exc:
        raise InvalidActionError(f"{quoted(text)}: {exc}") from None


# the forms every family shares
_SIMPLE: Dict[str, Action] = {
    "draw stock": DrawStock(),
    "draw discard": DrawDiscard(),
    "next hand": NextHand(),
}

# A family's reader of its own actions' text: the action, None for a text that is none of its
# forms, ``InvalidActionError`` for one of its forms written wrong. Given the text as it came
# (at most ``MAX_ACTION_CHARS``): a reader quotes it as it needs.
ActionParser = Callable[[str], Optional["Action"]]
_PARSERS: List[ActionParser] = []


def register_parser(parser: ActionParser) -> None:
    """Add a family's reader of its actions' text (its ``__init__`` does, once; again is no-op).
    The families' forms begin with words of their own, so the order they are asked in changes
    no answer."""
    if parser not in _PARSERS:
        _PARSERS.append(parser)


def parse_action(text: Union[str, Action]) -> Action:
    """Read an action from its text form; an action value is returned as it is when its text
    reads back as that value (``well_formed``), else refused with ``InvalidActionError``."""
    if isinstance(text, ACTION_TYPES):
        return well_formed(text)
    if not isinstance(text, str):
        raise InvalidActionError(f"not an action: {quoted(text)}")
    if len(text) > MAX_ACTION_CHARS:
        raise InvalidActionError(f"{quoted(text)} is not an action: longer than {MAX_ACTION_CHARS} characters")
    for parser in _PARSERS:
        found = parser(text)
        if found is not None:
            return found
    words = text.strip().lower().split()
    key = " ".join(words)
    if key in _SIMPLE:
        return _SIMPLE[key]
    if len(words) == 2 and words[0] == "discard":
        return Discard(parse_card(text, text.split()[1]))
    raise InvalidActionError(
        f"{quoted(text)} is not an action (expected e.g. 'draw stock', 'discard 7h', 'knock 3c', 'pass', 'meld 7h 8h 9h')"
    )


# --- Actions of the games with melds on the table (Traditional Rummy, Remi 51) -------------


def _joker_text(card: Card, face: Optional[Tuple[int, str]]) -> str:
    if face is None:
        return str(card)
    shaped = isinstance(face, tuple) and len(face) == 2 and isinstance(face[0], int) and isinstance(face[1], str)
    if not shaped:  # a value built by hand in no face's shape: written as given (``well_formed`` refuses it)
        return f"{card}={face!r}"
    rank = 1 if face[0] == 14 else face[0]
    return f"{card}={Card(rank, face[1])}"


@dataclass(frozen=True)
class Meld:
    """Lay down ``cards`` as a new meld; ``faces`` names what each joker stands for in a run
    (``None`` lets the engine place it). Text: ``meld 5h 6h *=7h``.

    ``faces`` is empty when no joker names its card, else one entry per card: ``None``, or for
    a joker the ``(rank, suit)`` it stands for, rank 1-13 (the ace is 1, low or high as the run
    needs) and suit ``c d h s``: ``Meld(cards, (None, None, (7, "h")))``."""

    cards: Tuple[Card, ...]
    faces: Tuple[Optional[Tuple[int, str]], ...] = ()

    def joker_faces(self) -> Dict[int, Tuple[int, str]]:
        return {i: f for i, f in enumerate(self.faces) if f is not None}

    def __str__(self) -> str:
        listed = isinstance(self.faces, (tuple, list))
        faces = tuple(self.faces) if listed and self.faces else (None,) * len(self.cards)
        if not listed or len(faces) != len(self.cards):  # (built by hand: written as given, ``well_formed`` refuses it)
            return "meld " + " ".join(map(str, self.cards)) + f" faces={self.faces!r}"
        return "meld " + " ".join(_joker_text(c, f) for c, f in zip(self.cards, faces))


@dataclass(frozen=True)
class Build:
    """Add one card to table meld ``meld`` (TR-5, R51-8); a joker may name its card, ``face``
    as in ``Meld`` (``None``: the engine picks the end of a run)."""

    card: Card
    meld: int
    face: Optional[Tuple[int, str]] = None

    def __str__(self) -> str:
        return f"build {_joker_text(self.card, self.face)} on {self.meld}"


@dataclass(frozen=True)
class Exchange:
    """Put natural ``cards`` into table meld ``meld`` and take its joker (TR-6, TR-7, R51-9)."""

    cards: Tuple[Card, ...]
    meld: int

    def __str__(self) -> str:
        return "exchange " + " ".join(str(c) for c in self.cards) + f" on {self.meld}"


TABLE_ACTION_TYPES = (Meld, Build, Exchange)


ACTION_TYPES = (
    TakeUpcard, Pass, DrawStock, DrawDiscard, Discard, Knock, BigGin, LayOff, FinishLayoff, NextHand, Meld, Build, Exchange,
)


# --- Values built by hand: only those whose text reads back -----------------------------------

MAX_MELD_NUMBER = 10**MAX_MELD_DIGITS - 1
_FACE_RULE = "a joker's (rank, suit): rank 1-13 (the ace 1) and suit c, d, h or s, e.g. (7, 'h')"


def well_formed(action: Action) -> Action:
    """``action`` itself when its text reads back as it (``parse_action(str(action)) ==
    action``), so that what a game records replays (C-8); ``InvalidActionError`` naming the
    field otherwise. Each field's shape is checked first (a card a ``Card`` of the deck's
    notation, a meld number a whole number from 0 to 9999, joker faces on jokers only), so a
    value built by hand (``Meld(faces='abc')``, ``Exchange(None, 0)``, ``Discard('7h')``) is
    refused with a reason, never a ``TypeError``, before a rule or the game looks at it."""
    kind = type(action).__name__
    if isinstance(action, (Discard, Knock)):
        _check_card(action.card, f"{kind}.card")
    elif isinstance(action, LayOff):
        _check_card(action.card, f"{kind}.card")
        _check_meld_number(action.meld, f"{kind}.meld")
    elif isinstance(action, Meld):
        _check_cards(action.cards, f"{kind}.cards")
        _check_faces(action.cards, action.faces)
    elif isinstance(action, Build):
        _check_card(action.card, f"{kind}.card")
        _check_meld_number(action.meld, f"{kind}.meld")
        if action.face is not None:
            _check_face(action.card, action.face, f"{kind}.face")
    elif isinstance(action, Exchange):
        _check_cards(action.cards, f"{kind}.cards")
        _check_meld_number(action.meld, f"{kind}.meld")
    text = str(action)
    if parse_action(text) != action:  # a shape the checks above let through: never recorded
        _refuse(f"{quoted(text)} would not read back as the same {kind}")
    return action


def _refuse(reason: str) -> NoReturn:
    raise InvalidActionError(f"not an action: {reason}")


def _check_card(value: object, where: str) -> None:
    if not isinstance(value, Card):
        _refuse(f"{where} must be a card, e.g. Card.parse('7h'), not {quoted(value)}")
    if not is_card(value):
        _refuse(
            f"{where} is no card of the deck (rank {quoted(value.rank)}, suit {quoted(value.suit)}, copy "
            f"{quoted(value.copy)}): ranks are 1-13 (0 a joker, suit '*'), suits c d h s, copies 0-{MAX_COPY}"
        )


def _check_cards(value: object, where: str) -> None:
    if not isinstance(value, tuple) or not value:
        _refuse(f"{where} must be a tuple of one or more cards, e.g. tuple(Card.parse_many('7h 8h 9h')), not {quoted(value)}")
    for i, card in enumerate(value):
        _check_card(card, f"{where}[{i}]")


def _check_meld_number(value: object, where: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_MELD_NUMBER:
        _refuse(f"{where} is a meld's number, a whole number from 0 to {MAX_MELD_NUMBER}, not {quoted(value)}")


def _check_faces(cards: Tuple[Card, ...], faces: object) -> None:
    if not isinstance(faces, tuple) or len(faces) not in (0, len(cards)):
        _refuse(f"Meld.faces must be () or a tuple of one face or None per card ({len(cards)}), not {quoted(faces)}")
    if faces and all(face is None for face in faces):
        _refuse("Meld.faces names no joker's card: leave it empty, ()")
    for i, (card, face) in enumerate(zip(cards, faces)):
        if face is not None:
            _check_face(card, face, f"Meld.faces[{i}]")


def _check_face(card: Card, face: object, where: str) -> None:
    if not (
        isinstance(face, tuple)
        and len(face) == 2
        and isinstance(face[0], int)
        and not isinstance(face[0], bool)
        and 1 <= face[0] <= 13
        and isinstance(face[1], str)
        and face[1] in tuple(SUITS)
    ):
        _refuse(f"{where} must be None or {_FACE_RULE}; not {quoted(face)}")
    if not card.is_joker:
        _refuse(f"only a joker can stand for a card (e.g. *=7h), and {card} is not a joker")
