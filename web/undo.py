"""Taking back a slip: the person's own actions since any other player acted, each with the
game as it was just before it, so that one tap puts that game back at once.

A game is its list of actions (C-8), so a game put back is exactly the game replayed without the
actions taken back (``Game.replayed``, which the tests compare); the copy only saves the replay's
time. What showed the person a card it did not see before cannot be taken back: a draw from
the stock and a new deal, and the end of a deal (every hand is shown). Nor can anything before
them, nor anything once another player has acted.
"""

from __future__ import annotations

from typing import Any, List, Optional, Tuple

from remi import Action, DrawStock, Game, NextHand, Phase

REVEALING = (DrawStock, NextHand)  # actions that show the person cards it had not seen


class TakeBack:
    def __init__(self) -> None:
        self.game: Optional[Game] = None  # the game the steps belong to
        # (the game before the action, the action, what the page said then)
        self.steps: List[Tuple[Game, Action, Any]] = []

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
        self.game = before if self.steps else None
        return before, note
