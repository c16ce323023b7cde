"""Taking back a slip: the person's own last actions, each with the game as it was just before
it, so that one tap puts that game back at once.

Two ways, by who else is at the table:

- **Against computer players only** (``alone``): the person may take back the actions of their
  last turn, one by one, and with them whatever the computer players did since, until the
  person acts again in a later turn. A draw from the stock may be taken back too (the card goes
  back on the stock, where the same card waits: a game is its seed and its actions, C-8); the
  page says in the statistics that the match used it.
- **With other people** (pass-and-play) **or playing a challenge**: only the actions since
  another player last acted, and never a draw from the stock, which showed the person a card
  nobody else may then decide without.

In both, a new deal and the end of a deal (every hand shown) cannot be taken back, nor anything
before them.

A game is its list of actions (C-8), so a game put back is exactly the game replayed without
the actions taken back (``Game.replayed``, which the tests compare); the copy only saves the
replay's time. After a reload the steps that could be taken back before it (``resume``) are
taken back by that replay.
"""

from __future__ import annotations

from typing import Any, List, NamedTuple, Optional, Tuple

from remi import Action, DrawStock, Game, NextHand, Phase, parse_action


class Step(NamedTuple):
    """One of the person's actions that may be taken back: ``at``, how many actions the match held
    before it, the game then (None after a reload: replayed when taken back), the action, and
    what the page said then (its status line)."""

    at: int
    game: Optional[Game]
    action: Action
    note: Any


def stands(action: Action, alone: bool) -> bool:
    """Whether ``action``, once played, can never be taken back, nor anything before it."""
    return isinstance(action, NextHand) or (not alone and isinstance(action, DrawStock))


class TakeBack:
    def __init__(self, alone: bool = False) -> None:
        # against computer players only: a whole turn and the replies since may be taken back
        self.alone = alone
        self.game: Optional[Game] = None  # the game the steps belong to
        self.steps: List[Step] = []

    def clear(self) -> None:
        self.game = None
        self.steps = []

    def before(self, game: Game, action: Action, note: Any = None) -> None:
        """The person is about to play ``action`` in ``game`` (call before applying it);
        ``note`` is given back with the game (the page's status line of that moment)."""
        if self.game is not game:
            self.clear()
        if stands(action, self.alone):
            self.clear()
            return
        count = len(game.actions)
        if self.steps and self.steps[-1].at + 1 != count:  # others acted since: a new turn, the last one stands
            self.steps = []
        self.game = game
        self.steps.append(Step(count, game.copy(), action, note))

    def after(self, game: Game) -> None:
        """An action was applied to ``game`` (the person's, or another player's): a deal it
        ended cannot be taken back (hands shown); with other people at the table (or in a
        challenge), another player's action makes the person's moves stand."""
        if game is not self.game:
            return
        if game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.clear()
        elif not self.alone and self.steps and self.steps[-1].at + 1 != len(game.actions):
            self.clear()

    def resume(self, game: Game, seat: int = 0) -> None:
        """A game loaded from its save: the steps of ``seat`` that could be taken back before
        the reload may be taken back again. Nothing is replayed until one is."""
        self.clear()
        if game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        log = list(game.log)  # this deal's actions, the last of the match's (C-8)
        first = len(game.actions) - len(log)  # the match's count of actions before the deal
        end = len(log)
        if self.alone:  # the other players' replies since the person's last turn go back with it
            while end and log[end - 1][0] != seat:
                end -= 1
        start = end
        while start and log[start - 1][0] == seat and not stands(log[start - 1][1], self.alone):
            start -= 1
        if start == end:
            return
        self.game = game
        texts = game.actions
        self.steps = [Step(first + i, None, parse_action(texts[first + i]), None) for i in range(start, end)]

    def available(self, game: Optional[Game]) -> bool:
        """Whether the last of the person's actions in ``game`` may be taken back now."""
        return bool(self.steps) and game is not None and self.game is game

    def last(self) -> Optional[Action]:
        return self.steps[-1].action if self.steps else None

    def take_back(self, game: Game) -> Optional[Tuple[Game, Any]]:
        """The game before the person's last action (that action and every action since
        forgotten) and its note, or None. The earlier steps, if any, go on with the game given
        back."""
        if not self.available(game):
            return None
        step = self.steps.pop()
        before = step.game if step.game is not None else game.replayed(step.at)
        self.game = before if self.steps else None
        return before, step.note
