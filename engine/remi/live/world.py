"""The world of a live table: a game where each card this browser may not know is a stand-in
naming its place in a deck (``hidden``), and what every browser sees of it alike (``public_state``)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Dict, List, Tuple

from ..actions import Action
from ..cards import Card
from ..game import Game

HIDDEN_RANK = -1
SPAN = 1024  # positions a deck may have: a hidden card's number is deck * SPAN + position


def hidden(deck: int, position: int) -> Card:
    """The stand-in of a card this browser may not know: position ``position`` of deck ``deck``."""
    return Card(HIDDEN_RANK, "?", deck * SPAN + position)


def is_hidden(card: Card) -> bool:
    return card.rank == HIDDEN_RANK


def where(card: Card) -> Tuple[int, int]:
    return divmod(card.copy, SPAN)



def reshuffles(game: Game) -> int:
    return int(getattr(game, "reshuffles", 0))


def cards_of(action: Action) -> List[Card]:
    cards = list(getattr(action, "cards", ()))
    card = getattr(action, "card", None)
    return cards + ([card] if card is not None else [])


def filled_in(game: Game) -> Game:
    """A copy of ``game`` where each hidden card is a real one nobody has seen here."""
    filled = game.copy()
    seen = Counter(c for c in filled.all_cards() if not is_hidden(c))
    unseen = iter(sorted((Counter(filled.new_deck()) - seen).elements()))
    filled.hands = [[next(unseen) if is_hidden(c) else c for c in hand] for hand in filled.hands]
    filled.stock = [next(unseen) if is_hidden(c) else c for c in filled.stock]
    return filled


def public_state(game: Game) -> Dict[str, Any]:
    """What every browser sees of a game: the same in every world and in the truth."""
    return {
        "phase": game.phase, "to_act": game.to_act, "discard": [str(c) for c in game.discard],
        "sizes": [len(h) for h in game.hands], "stock": len(game.stock), "scores": list(game.scores),
        "table": [str(m) for m in getattr(game, "table", [])], "actions": list(game.actions),
    }
