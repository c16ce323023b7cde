"""Taking back a slip: the person's own actions since any other player acted, each with the
game as it was just before it, so that one tap puts that game back at once.

A game is its list of actions (C-8), so a game put back is exactly the game replayed without the
actions taken back (``Game.replayed``, which the tests compare); the copy only saves the replay's
time. What showed the person a card it did not see before cannot be taken back: a draw from
the stock and a new deal, and the end of a deal (every hand is shown). Nor can anything before
them, nor anything once another player has acted. After a reload the person's last actions of
the deal since then (``resume``) are taken back by that replay.
"""

from __future__ import annotations

from typing import Any, List, Optional, Tuple

from remi import Action, DrawStock, Game, NextHand, Phase, parse_action

REVEALING = (DrawStock, NextHand)  # actions that show the person cards it had not seen


class TakeBack:
    def __init__(self) -> None:
        self.game: Optional[Game] = None  # the game the steps belong to
        # (the game before the action or None: replayed when taken back, the action, what the
        # page said then)
        self.steps: List[Tuple[Optional[Game], Action, Any]] = []

    def clear(self) -> None:
        self.game = None
        self.steps = []

    def before(self, game: Game, action: Action, note: Any = None) -> None:
        """The person is about to play ``action`` in ``game`` (call before applying it);
        ``note`` is given back with the game (the page's status line of that moment)."""
        if self.game is not game:
            self.clear()
        if isinstance(action, REVEALING):
            self.clear()
            return
        self.game = game
        self.steps.append((game.copy(), action, note))

    def resume(self, game: Game, seat: int = 0) -> None:
        """A game loaded from its save: the actions of ``seat`` that end its log (since another
        player acted, a card was drawn from the stock or the deal began) may be taken back, as
        they could before the reload. Nothing is replayed until one is."""
        self.clear()
        if game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        count = 0
        for who, action in reversed(game.log):
            if who != seat or isinstance(action, REVEALING):
                break
            count += 1
        if count:
            self.game = game
            self.steps = [(None, parse_action(text), None) for text in game.actions[len(game.actions) - count :]]

    def after(self, game: Game) -> None:
        """The person's action was applied: a deal it ended cannot be taken back (hands shown)."""
        if game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.clear()

    def available(self, game: Optional[Game]) -> bool:
        """Whether the last of the person's actions in ``game`` may be taken back now."""
        return bool(self.steps) and game is not None and self.game is game

    def last(self) -> Optional[Action]:
        return self.steps[-1][1] if self.steps else None

    def take_back(self, game: Game) -> Optional[Tuple[Game, Any]]:
        """The game before the person's last action (that action forgotten) and its note, or
        None. The earlier steps, if any, go on with the game given back."""
        if not self.available(game):
            return None
        before, _action, note = self.steps.pop()
        if before is None:  # a step from before a reload: the game replayed without the action
            before = game.replayed(len(game.actions) - 1)
        self.game = before if self.steps else None
        return before, note
