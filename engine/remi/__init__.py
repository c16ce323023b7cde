"""Remi: rummy games with computer players, as a pure-Python rules engine.

    >>> import remi
    >>> game = remi.new_game("gin", players=2, seed=1)
    >>> game.phase, game.to_act
    ('upcard', 1)
    >>> game.apply("pass").apply("pass").legal_actions()
    [DrawStock()]

See docs/API.md for the whole interface, docs/ARCHITECTURE.md for its shape, and RULES.md for
the rules it implements.
"""

from __future__ import annotations

from .actions import (
    Action,
    BigGin,
    Build,
    Discard,
    DrawDiscard,
    DrawStock,
    Exchange,
    FinishLayoff,
    Knock,
    LayOff,
    Meld,
    NextHand,
    Pass,
    TakeUpcard,
    parse_action,
)
from .cards import Card, CardParseError, cards_text, make_deck
from .errors import IllegalActionError, InvalidActionError, InvalidOptionError, InvalidSaveError, RemiError
from .game import MAX_SEED, Game, Phase, Player, ResultKind, View, load_json
from .gin import GinRummy, GinView, HandResult, OklahomaGin, PlayerResult
from .registry import GAMES, GameSpec, game_spec, load_game, new_game
from .table import DealResult, Remi51, TableView, TraditionalRummy

__version__ = "0.1.0"

__all__ = [
    "Action",
    "BigGin",
    "Build",
    "DealResult",
    "Exchange",
    "Meld",
    "TableView",
    "TraditionalRummy",
    "View",
    "Card",
    "CardParseError",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "FinishLayoff",
    "GAMES",
    "Game",
    "GameSpec",
    "game_spec",
    "GinRummy",
    "GinView",
    "HandResult",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidOptionError",
    "InvalidSaveError",
    "Knock",
    "LayOff",
    "MAX_SEED",
    "NextHand",
    "OklahomaGin",
    "Pass",
    "Phase",
    "ResultKind",
    "Player",
    "PlayerResult",
    "Remi51",
    "RemiError",
    "TakeUpcard",
    "cards_text",
    "load_game",
    "load_json",
    "make_deck",
    "new_game",
    "parse_action",
]
