"""The selfplay command (our soak test) and the baseline computer player."""

from __future__ import annotations

import json
from typing import Any, List

import pytest
import remi
from remi.__main__ import main
from remi.game import Phase
from remi.gin.players import BaselineGinPlayer
from remi.players import make_player
from remi.selfplay import run_selfplay
from remi.testing import stacked_game


@pytest.mark.parametrize("name", ["gin", "oklahoma", "traditional", "remi51"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_plays_whole_matches(name: str, players: int) -> None:
    """Every game ends (G-13, OK-6, TR-12, R51-13) and the baselines only play listed actions."""
    options = {"deals": 2} if name in ("traditional", "remi51") else None
    summary = run_selfplay(name, players=players, games=4, seed=5, options=options)
    assert summary["games"] == 4
    assert sum(summary["wins"]) == pytest.approx(4)
    assert summary["hands"] >= 4 and summary["games_per_second"] > 0


def test_selfplay_command_prints_results_and_speed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "gin", "--players", "2", "--games", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "matches won" in out and "matches/s" in out


def test_selfplay_command_json_and_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "oklahoma", "--games", "2", "--json", "--bots", "baseline,random"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["bots"] == ["baseline", "random"]
    assert main(["selfplay", "gin", "--games", "1", "--bots", "nobody"]) == 2
    assert "unknown player" in capsys.readouterr().err
    assert main(["selfplay", "gin", "--players", "5", "--games", "1"]) == 2


def test_baseline_beats_random_play() -> None:
    summary = run_selfplay("gin", players=2, games=10, seed=1, bots=["baseline", "random"])
    assert summary["wins"][0] >= 9


def test_baseline_takes_upcard_only_when_it_completes_a_meld() -> None:
    """G-4 decision of the baseline: the up-card 9h completes 7h 8h, Kc would not."""
    game = stacked_game("gin", ["7h 8h 2c 4d 6s Qs Jd 3c 5c Ac", "2h 3h 4h 5d 6d 8c 9c Ts Kd Qd"], "9h", dealer=1)
    assert BaselineGinPlayer().choose(game.view(0)) == remi.TakeUpcard()  # type: ignore[attr-defined]
    game = stacked_game("gin", ["7h 8h 2c 4d 6s Qs Jd 3c 5c Ac", "2h 3h 4h 5d 6d 8c 9c Ts Kd Qd"], "Kc", dealer=1)
    assert BaselineGinPlayer().choose(game.view(0)) == remi.Pass()  # type: ignore[attr-defined]


def test_baseline_knocks_as_soon_as_it_may_and_discards_highest_deadwood() -> None:
    """G-7: with deadwood 10 or less after the discard, the baseline knocks."""
    game = stacked_game(
        "gin", ["7h 8h 9h 2c 3c 4c 5s 5d 5c Kd", "2h 3h 4h 6d 7d 8c 9c Ts Jd Qd"], "Ks", stock="As", dealer=1
    )
    game.apply("pass").apply("pass").apply("draw stock")
    assert game.phase == Phase.DISCARD
    assert BaselineGinPlayer().choose(game.view(0)) == remi.Knock(remi.Card.parse("Kd"))  # type: ignore[attr-defined]
    # Without a knock the highest deadwood card goes.
    game = stacked_game(
        "gin", ["7h 8h 9h 2c 3c Qs 5s 5d Jc Kd", "2h 3h 4h 6d 7d 8c 9c Ts Jd Qd"], "Ks", stock="As", dealer=1
    )
    game.apply("pass").apply("pass").apply("draw stock")
    assert BaselineGinPlayer().choose(game.view(0)) in (remi.Discard(remi.Card.parse("Kd")), remi.Discard(remi.Card.parse("Qs")))  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["gin", "oklahoma", "traditional", "remi51"])
def test_legal_actions_are_worked_out_once_per_state(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """C-6: the view, the page and the hints ask for the legal actions several times a move;
    the search runs once per state, and every answer equals a fresh search's."""
    game = remi.new_game(name, 2, seed=5)
    bots = [make_player("baseline", s, name) for s in range(2)]
    searches = 0
    search = type(game)._candidates

    def counted(self: Any) -> List[Any]:
        nonlocal searches
        searches += 1
        return search(self)

    monkeypatch.setattr(type(game), "_candidates", counted)
    for _ in range(30):
        if game.phase == Phase.HAND_OVER or game.is_over:
            break
        before = searches
        seat = game.to_act
        assert seat is not None
        first = game.legal_actions()
        first.clear()  # the caller's list: changing it changes nothing in the game
        view = game.view(seat)
        assert list(view.legal_actions) == game.legal_actions() != []
        assert searches == before + 1
        fresh = [a for a in search(game) if game.is_legal(a)]
        assert game.legal_actions() == fresh
        trial = game.copy()  # a copy moves on alone
        trial.apply(bots[seat].choose(trial.view(seat)))
        assert game.legal_actions() == fresh
        game.apply(bots[seat].choose(view))
