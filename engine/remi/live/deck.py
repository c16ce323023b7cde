"""A live table's decks: one deal nobody can peek at (``remi.mental``) as a table keeps it, the
keys given for it, and the errors of a message refused."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

from .. import mental
from ..actions import Action
from ..cards import Card
from ..errors import RemiError
from ..game import Game

DeckId = Tuple[int, int]  # (hand, deck): deck 0 is the hand's deal, 1, 2 … its rebuilt stocks
# a heavy step (``mental.work``'s job) and what to do with its answer: at once, or in a worker
Compute = Callable[[Dict[str, Any], Callable[[Dict[str, Any]], None]], None]


def at_once(job: Dict[str, Any], done: Callable[[Dict[str, Any]], None]) -> None:
    done(mental.work(job))


@dataclass(frozen=True)
class Moved:
    """What the table did, for the page to show, in order: a move applied (``kind`` "move":
    ``seat``'s ``action``, the match holding ``count`` actions before it and the seat ``held``
    those cards), the deal's check begun after a move that ends it ("checking"), or the table
    stopped ("stopped": ``problems`` says why). A hand dealt is the move "next hand" (the first:
    no action); a card this browser's seat drew is told once it has opened here. ``world`` is a
    copy of the table then, with no card standing for one this browser may not know in its own
    seats' hands."""

    kind: str
    world: Game
    seat: Optional[int] = None
    action: Optional[Action] = None
    count: int = 0
    held: Tuple[Card, ...] = ()


class LiveError(RemiError):
    """A message refused, and why (for both players); the table is unchanged."""


class OutOfOrder(LiveError):
    """A message that came again, or before one it follows (a link opened twice, or a later
    one first): refused, and on the road by links not worth a note."""


@dataclass
class Deck:
    """One deal nobody can peek at: a hand's deck, or a stock rebuilt from its discard pile."""

    cards: List[Card]  # the public list: the group's card k is cards[k]
    group: mental.Group
    seat: mental.Seat  # this browser's part
    shuffled: List[List[int]] = field(default_factory=list)  # each browser's, in order
    relocked: List[List[int]] = field(default_factory=list)
    keys: Dict[int, Dict[int, int]] = field(default_factory=dict)  # position → browser → its key (d)
    owed: Dict[int, Optional[int]] = field(default_factory=dict)  # my keys to give once relocked: position → browser (None: all)
    shown: Dict[int, int] = field(default_factory=dict)  # position → the card number shown to all
    busy: bool = False  # my pass of it is being computed

    def ready(self, browsers: int) -> bool:
        return len(self.relocked) == browsers

    def open(self, position: int, browsers: int, keys: Optional[Mapping[int, int]] = None) -> Card:
        """The card at ``position``, with every browser's key for it: ``keys`` (browser → key),
        or those given to this browser and its own."""
        given = dict(self.keys.get(position, {}) if keys is None else keys)
        opening = []
        for b in range(browsers):
            if b not in given:
                raise LiveError(f"the key of browser {b} for position {position} is missing")
            opening.append(key_of(self.group, given[b]))
        try:
            return self.cards[mental.open_card(self.group, self.relocked[-1][position], opening)]
        except mental.DealError as exc:
            raise LiveError(f"position {position} does not open with the keys given: {exc}") from None


def key_of(group: mental.Group, d: int) -> mental.Key:
    try:
        return mental.Key(pow(d, -1, group.p - 1), d)
    except ValueError:
        raise LiveError("a key that opens nothing") from None


def read_key(text: Any, group: mental.Group) -> int:
    """A key (its ``d``) as a message writes it: hexadecimal, 1 < d < p − 1 (``d`` and
    ``d + (p − 1)`` open alike, and a second spelling of another's key would blame it)."""
    try:
        d = int(str(text), 16)
    except ValueError:
        raise LiveError("a key that is not one") from None
    if not 1 < d < group.p - 1 or len(str(text)) > 2 + group.p.bit_length() // 4:
        raise LiveError("a key that is not one")
    return d


def deck_id(value: Any) -> DeckId:
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) and v >= 0 for v in value)):
        raise LiveError("a message for no deck")
    return (value[0], value[1])


def by_browser(problem: str) -> str:
    return problem.replace("seat ", "browser ", 1) if problem.startswith("seat ") else problem
