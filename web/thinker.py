"""The computer players' thinking, in a PyScript worker so the table never freezes.

The page (``thinking.Thinker``) sends the game's save (``game.to_json()``) with each question; this
module keeps a copy of the game in step with it and answers from the asking seat's view only,
exactly as the page's own players would (the same ``make_player`` with the same seed, and the
same ``hint``). Answers are texts: an action as ``str(action)`` (the engine parses it back),
and a hint as JSON.

Pure Python: the tests import it in CPython as it is; ``__export__`` is what PyScript offers the
page from a worker.
"""

from __future__ import annotations

import json
from typing import Any, Dict, Optional, Tuple

import remi
from remi import Game
from remi import mental as remi_mental
from remi.hints import hint as engine_hint
from remi.players import make_player


class Replica:
    """A copy of the page's game, kept in step by the saves it is sent."""

    def __init__(self) -> None:
        self.game: Optional[Any] = None
        self.header: Optional[Tuple[Any, ...]] = None
        self.players: Dict[Tuple[int, str], Any] = {}
        self.replays = 0  # whole games rebuilt from a save (a new game, or one not in step)

    def sync(self, save_json: str) -> Any:
        """The game the save describes. When it continues the copy, only its new actions are
        applied; otherwise (a new game, an undo, a reload) the copy is rebuilt from the save."""
        data = json.loads(save_json)
        header = (data.get("game"), data.get("players"), json.dumps(data.get("options"), sort_keys=True), data.get("seed"))
        actions = data.get("actions")
        game = self.game
        if (
            game is None
            or header != self.header
            or not isinstance(actions, list)
            or len(actions) < len(game.actions)
            or actions[: len(game.actions)] != game.actions
        ):
            self.game = game = remi.load_game(data)
            self.header = header
            self.players = {}
            self.replays += 1
            return game
        for text in actions[len(game.actions):]:
            game.apply(text)
        return game

    def player(self, seat: int, level: str) -> Any:
        """The computer player at ``seat``, made as the page makes it."""
        game = self.game
        assert game is not None
        key = (seat, level)
        if key not in self.players:
            self.players[key] = make_player(level, game.seed + seat, game.name)
        return self.players[key]

    def choose(self, save_json: str, seat: int, level: str) -> str:
        game = self.sync(save_json)
        if game.to_act != seat:
            raise ValueError(f"seat {seat} is not to act (seat {game.to_act} is)")
        return str(self.player(seat, level).choose(game.view(seat)))

    def hint(self, save_json: str, seat: int) -> str:
        game = self.sync(save_json)
        return json.dumps(hint_data(game, seat), ensure_ascii=False)


def hint_data(game: Game, seat: int) -> Dict[str, Any]:
    """The Hard player's hint for ``seat`` as the page keeps it (``UiState.hint``): the action,
    its cards, the table melds it acts on (their indices), its sentence in each language and the
    opening of it that says the action, and the position it is for."""
    h = engine_hint(game.view(seat))
    return {
        "at": len(game.actions),
        "action": str(h.action),
        "cards": [str(c) for c in h.cards],
        "melds": list(h.melds),
        "text": {lang: h.reason(lang) for lang in ("en", "ro")},
        "head": {lang: h.heading(lang) for lang in ("en", "ro")},
    }


REPLICA = Replica()


def choose(save_json: str, seat: int, level: str) -> str:
    """The action (as text) the computer player at ``seat`` takes in the saved game."""
    return REPLICA.choose(str(save_json), int(seat), str(level))


def hint(save_json: str, seat: int) -> str:
    """The Hard player's hint for ``seat``, as JSON: action, cards, text per language."""
    return REPLICA.hint(str(save_json), int(seat))


def mental(job_json: str) -> str:
    """A heavy step of a live table's deal (``remi.mental.work``: a pass's powers, a deck's
    check), as JSON: 100 to 300 ms on a phone, which the page's own thread is spared."""
    return json.dumps(remi_mental.work(json.loads(str(job_json))))


def ping() -> str:
    """"pong": the page asks before each question, to know the worker is still there."""
    return "pong"


__export__ = ["choose", "hint", "mental", "ping"]
