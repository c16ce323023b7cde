"""Cards, decks and their short text notation (rule C-1).

A card prints as rank then suit: ``"7h"``, ``"10s"``, ``"Ad"``, ``"Qc"``. Two-deck games
hold every card twice; the second physical copy prints with a trailing apostrophe
(``"7h'"``). Jokers print as ``"*"`` and their further copies as ``"*'"``, ``"*''"`` ...
``Card.parse`` reads the same notation (``T`` is accepted for ten, suit letters and the
symbols ``♣♦♥♠`` both work, case does not matter) and ``Card.parse_many`` reads a
space-separated list.

Every physical card has an integer ``id`` unique within its deck; two copies of the same
card are different cards (``!=``) but have the same ``face`` (rank and suit), which is what
every rule compares.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, List, Sequence, Tuple

from .errors import quoted

SUITS = "cdhs"  # clubs, diamonds, hearts, spades (C-1)
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
JOKER_RANK = 0
JOKER_SUIT = "*"
# The highest copy number a card's text may carry (7h''' is copy 3): far above any deck here
# (two decks, four jokers), low enough that a card's text stays short wherever it is quoted.
MAX_COPY = 9
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_PARSE = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
_NUMBER_RANKS = {str(n) for n in range(2, 11)}  # ASCII only: "²".isdigit() is true
_SUIT_PARSE = {"c": "c", "d": "d", "h": "h", "s": "s", "♣": "c", "♦": "d", "♥": "h", "♠": "s"}


class CardParseError(ValueError):
    """Text that is not a card in the notation of this module."""


@dataclass(frozen=True, order=True)
class Card:
    """One physical card. ``rank`` 1-13 (A=1, J=11, Q=12, K=13) or 0 for a joker."""

    rank: int
    suit: str
    copy: int = 0

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def face(self) -> Tuple[int, str]:
        """Rank and suit: what the rules compare (C-1: copies are equal for every rule)."""
        return (self.rank, self.suit)

    @property
    def index(self) -> int:
        """0-51 position of a natural card in one deck (suit-major), used by bit masks."""
        return SUITS.index(self.suit) * 13 + self.rank - 1

    @property
    def rank_text(self) -> str:
        if self.is_joker:
            return "*"
        return RANK_TEXT.get(self.rank, str(self.rank))

    def __str__(self) -> str:
        if self.is_joker:
            return "*" + "'" * self.copy
        return self.rank_text + self.suit + "'" * self.copy

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def pretty(self) -> str:
        """The card with a suit symbol, for logs and the UI: ``7♥``, ``★``."""
        if self.is_joker:
            return "★"
        return self.rank_text + SUIT_SYMBOLS[self.suit]

    @staticmethod
    def joker(copy: int = 0) -> "Card":
        return Card(JOKER_RANK, JOKER_SUIT, copy)

    @staticmethod
    def parse(text: str) -> "Card":
        """Parse one card; raises ``CardParseError`` with the reason when the text is not a card."""
        token = text.strip()
        copy = len(token) - len(token.rstrip("'"))
        body = token.rstrip("'")
        if not body:
            raise CardParseError(f"{quoted(text)} is not a card (expected e.g. 7h, 10s, Qd, *)")
        if copy > MAX_COPY:
            raise CardParseError(f"{quoted(text)} is not a card: at most {MAX_COPY} copy marks (')")
        if body in ("*", "★") or body.lower() in ("jk", "joker"):
            return Card.joker(copy)
        suit = _SUIT_PARSE.get(body[-1].lower()) or _SUIT_PARSE.get(body[-1])
        rank_part = body[:-1].upper()
        if suit is None:
            raise CardParseError(f"{quoted(text)} is not a card: unknown suit {body[-1]!r} (use c d h s)")
        if rank_part in _RANK_PARSE:
            rank = _RANK_PARSE[rank_part]
        elif rank_part in _NUMBER_RANKS:
            rank = int(rank_part)
        else:
            raise CardParseError(f"{quoted(text)} is not a card: unknown rank {body[:-1]!r} (use A 2-10 J Q K)")
        return Card(rank, suit, copy)

    @staticmethod
    def parse_many(text: str) -> List["Card"]:
        """Parse a space- or comma-separated list of cards: ``Card.parse_many("7h 8h 9h")``."""
        return [Card.parse(t) for t in text.replace(",", " ").split()]


def is_card(value: object) -> bool:
    """Whether ``value`` is a card this notation can write and read back (what ``Card.parse``
    returns): a joker (rank 0, suit ``*``) or rank 1-13 of suit ``c d h s``, copy 0 to
    ``MAX_COPY``, each field of its type. A ``Card`` built by hand from other values (rank 14,
    suit ``"H"``, a copy ``True``) is none: its text would read back as another card or not at all."""
    if not isinstance(value, Card):
        return False
    rank, suit, copy = value.rank, value.suit, value.copy
    if not (_whole(rank) and _whole(copy) and isinstance(suit, str)) or not 0 <= copy <= MAX_COPY:
        return False
    return (rank == JOKER_RANK and suit == JOKER_SUIT) or (1 <= rank <= 13 and suit in tuple(SUITS))


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def cards_text(cards: Iterable[Card]) -> str:
    """The inverse of ``Card.parse_many``."""
    return " ".join(str(c) for c in cards)


def make_deck(decks: int = 1, jokers: int = 0) -> List[Card]:
    """A fresh, ordered deck: ``decks`` copies of the 52 cards, then ``jokers`` jokers."""
    cards = [Card(rank, suit, copy) for copy in range(decks) for suit in SUITS for rank in range(1, 14)]
    cards.extend(Card.joker(i) for i in range(jokers))
    return cards


def card_id(card: Card) -> int:
    """A stable integer id for every physical card (C-1): unique across copies and jokers."""
    if card.is_joker:
        return 1000 + card.copy
    return card.copy * 52 + card.index


def shuffled(cards: Sequence[Card], rng: random.Random) -> List[Card]:
    """A shuffled copy; the only shuffle the engine uses, always from a seeded generator (C-8)."""
    out = list(cards)
    rng.shuffle(out)
    return out
