"""The computer players' worker (web/thinker.py), in CPython: it answers exactly as the page's
own players do, keeps its copy of the game in step without replaying it, and refuses what it
cannot follow (the page then thinks on its own: web/thinking.py). The worker running in a real
page is tested in test_play.py (test_computer_players_think_in_a_worker)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
sys.path.insert(0, str(WEB))

import remi  # noqa: E402
import thinker  # noqa: E402
from remi.players import make_player  # noqa: E402

LEVELS = ("easy", "medium", "hard")


@pytest.mark.parametrize("name, players", [("gin", 2), ("oklahoma", 3), ("traditional", 3), ("remi51", 2)])
def test_the_worker_chooses_what_the_pages_player_chooses(name: str, players: int) -> None:
    game = remi.new_game(name, players, seed=41)
    levels = {seat: LEVELS[seat % 3] for seat in range(players)}
    page_players = {seat: make_player(levels[seat], game.seed + seat, game.name) for seat in range(players)}
    replica = thinker.Replica()
    asked = hints = 0
    while game.to_act is not None and len(game.actions) < 160:
        seat = game.to_act
        mine = page_players[seat].choose(game.view(seat))
        if seat != 0:
            assert replica.choose(game.to_json(), seat, levels[seat]) == str(mine)
            asked += 1
        elif game.phase not in ("hand_over", "match_over") and len(game.actions) % 2 == 0:
            assert json.loads(replica.hint(game.to_json(), seat)) == thinker.hint_data(game, seat)
            hints += 1
        game.apply(mine)
    assert asked > 10 and hints > 2
    assert replica.replays == 1  # one game, followed action by action


def test_the_copy_is_rebuilt_for_another_game_or_history() -> None:
    replica = thinker.Replica()
    game = remi.new_game("gin", 2, seed=5)
    replica.sync(game.to_json())
    assert replica.replays == 1
    branch = remi.load_game(game.to_json())
    game.apply(game.legal_actions()[0])
    branch.apply(branch.legal_actions()[-1])
    assert str(game.actions[-1]) != str(branch.actions[-1])
    assert replica.sync(game.to_json()).actions == game.actions
    assert replica.replays == 1  # one more action: applied, not replayed
    assert replica.sync(branch.to_json()).actions == branch.actions
    assert replica.replays == 2  # a different history (as after a reload of an older save)
    other = remi.new_game("gin", 2, seed=6)
    assert replica.sync(other.to_json()).seed == 6
    assert replica.replays == 3


def test_the_worker_refuses_what_it_cannot_follow() -> None:
    replica = thinker.Replica()
    game = remi.new_game("traditional", 2, seed=3)
    to_act = game.to_act
    with pytest.raises(ValueError, match="not to act"):
        replica.choose(game.to_json(), 1 - to_act, "hard")
    with pytest.raises(remi.RemiError, match="not an action"):
        replica.choose(json.dumps({**game.to_dict(), "actions": ["not an action"]}), to_act, "hard")
    assert replica.game is not None and replica.game.actions == []  # the copy is as it was
    with pytest.raises(ValueError):
        replica.choose("{", to_act, "hard")
