"""A third table game with an opening of its own is played, hinted and added up by its own values
(issue 51): Remi 30, Remi 51's rules with an opening of 30 and its values counted through spies.

Nothing outside ``remi51.py`` imports Remi 51 (``tests/test_architecture.py``); this checks the
other half: what the players and the hints use comes from the game's ``traits`` and its
``opening``, so the toy game is played by every level to the end of a deal, every level opens
with (and takes a card for) an opening worth 30 that Remi 51 would not allow, its hints say 30,
and each of its counting functions is the one called.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from typing import Any, Callable, Dict, List, Tuple

import pytest
from remi.actions import Meld
from remi.cards import make_deck
from remi.game import Phase
from remi.table import table_player
from remi.table.hints import table_hint
from remi.table.players import BaselineRemi51Player
from remi.table.remi51 import REMI51_TRAITS, Remi51
from remi.table.rules import TableGame
from remi.table.traits import OpeningRule
from rummy_helpers import restack_deck

CALLS: Counter[str] = Counter()


def counted(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def spy(*args: Any) -> Any:
        CALLS[name] += 1
        return fn(*args)

    return spy


_R51 = REMI51_TRAITS.opening
assert _R51 is not None
TOY_RULE = OpeningRule(
    card_value=counted("card_value", _R51.card_value),
    face_value=counted("face_value", _R51.face_value),
    meld_value=counted("meld_value", _R51.meld_value),
    search_value=counted("search_value", _R51.search_value),
    choice_value=counted("choice_value", _R51.choice_value),
    plan=counted("plan", _R51.plan),
    max_jokers=_R51.max_jokers,
    unopened_pays_flat=True,
)


class Remi30(Remi51):
    """Remi 51's rules (``Remi51`` asks ``self.opening``) with an opening of 30; not registered:
    made here directly, as a game of its own would be."""

    name = "remi30"
    title = "Remi 30"
    opening = 30
    traits = replace(REMI51_TRAITS, opening=TOY_RULE)


NEEDS = re.compile(r"of the (\d+) it needs|\((\d+) or more\)|cel puțin (\d+)|\((\d+) sau mai mult\)")


def play_deal(game: TableGame, players: List[Any], hints: List[str], openings: List[int]) -> None:
    """One deal to its end, each decision hinted as its player explains it, each opening's value kept."""
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal_actions, f"{action} is not legal"
        if not isinstance(players[seat], BaselineRemi51Player):
            hint = table_hint(view, action, players[seat])
            hints += [hint.reason("en"), hint.reason("ro")]
        opened = list(game.opened)
        game.apply(action)
        openings += [game.turn_value for s in range(game.players) if game.opened[s] and not opened[s]]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["easy", "medium", "hard", "baseline"])
def test_every_level_plays_a_deal_of_a_game_with_its_own_opening(level: str, players: int) -> None:
    hints: List[str] = []
    openings: List[int] = []
    for seed in range(1, 4):
        game = Remi30(players, {"deals": 1}, seed)
        seats = [BaselineRemi51Player() if level == "baseline" else table_player(level) for _ in range(players)]
        play_deal(game, seats, hints, openings)
        assert game.phase == Phase.MATCH_OVER and len(game.results) == 1
    assert openings and all(value >= 30 for value in openings)
    needs = {int(n) for text in hints for groups in NEEDS.findall(text) for n in groups if n}
    assert needs <= {30}, f"a hint names another game's opening: {needs}"


LOOSE = "2c 5c 8c 3d 6d 9d 4h 7h Kh Qs As 10s"  # no two of them in a meld


def toy_deal(hand: str, discard: str, phase: Phase) -> Any:
    """Remi 30 at two players, seat 0 not opened, after the first round, holding ``hand``."""
    game = Remi30(2, {"deals": 1}, 0)
    return restack_deck(game, make_deck(2, 4), [hand, "2d 3h 4s 5d 6h 7s 8d 9h"], discard, phase=phase)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "baseline"])
def test_every_level_opens_with_30_and_the_hint_says_so(level: str) -> None:
    """A set of jacks is worth 30: an opening in Remi 30, not in Remi 51. Every level lays it,
    and the hint says it completes the opening of 30 (a player asking 51 would discard)."""
    game = toy_deal("Jd Jc Jh " + LOOSE, "Kd", Phase.DISCARD)
    player = BaselineRemi51Player() if level == "baseline" else table_player(level)
    view = game.view(0)
    action = player.choose(view)
    assert isinstance(action, Meld) and sorted(map(str, action.cards)) == ["Jc", "Jd", "Jh"], action
    if level != "baseline":
        assert "it completes your opening with 30 (30 or more)" in table_hint(view, action, player).reason("en")
    game.apply(action)
    assert game.opened[0]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "baseline"])
def test_every_level_takes_a_card_that_opens_with_30(level: str) -> None:
    """After the first round a card from the pile obliges an opening with it (R51-7): the jack
    makes 30, so every level takes it, and the hint says the opening it makes."""
    game = toy_deal("Jd Jc " + LOOSE, "Kd Jh", Phase.DRAW)
    player = BaselineRemi51Player() if level == "baseline" else table_player(level)
    view = game.view(0)
    assert view.take_obliges
    action = player.choose(view)
    assert str(action) == "draw discard"
    if level != "baseline":
        assert "with it you open this turn (30 or more)" in table_hint(view, action, player).reason("en")


def test_the_toy_games_counting_is_the_one_used() -> None:
    """Over the levels' deals, every counting function of the toy's that they use is called:
    the players, the hints and the baseline count by the view's game, never by Remi 51's."""
    CALLS.clear()
    for level in ("easy", "medium", "hard"):
        for seed in range(1, 4):
            play_deal(Remi30(2, {"deals": 1}, seed), [table_player(level), table_player(level)], [], [])
    # (``search_value`` orders a way out's last discard only: rarely asked in a deal)
    assert {"face_value", "meld_value", "choice_value", "plan"} <= set(CALLS), CALLS
    CALLS.clear()
    play_deal(Remi30(2, {"deals": 1}, 7), [BaselineRemi51Player(), BaselineRemi51Player()], [], [])
    assert CALLS["card_value"] > 0 and CALLS["plan"] > 0, CALLS


def test_a_game_with_an_opening_must_say_how_it_counts() -> None:
    """``TableGame`` refuses, as the class is made, an opening minimum without an opening rule
    (its players would count it as nothing) and an opening rule without a minimum."""
    with pytest.raises(TypeError, match="opening"):
        type("NoRule", (Remi51,), {"traits": replace(REMI51_TRAITS, opening=None)})
    with pytest.raises(TypeError, match="opening"):
        type("NoMinimum", (Remi51,), {"opening": 0})
    made: Dict[str, Tuple[int, bool]] = {c.__name__: (c.opening, c.traits.opening is not None) for c in (Remi30, Remi51)}
    assert made == {"Remi30": (30, True), "Remi51": (51, True)}
