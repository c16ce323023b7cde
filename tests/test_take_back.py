"""Taking an action back (C-8): a game replayed without its last action is the game as it was
before that action, hidden cards, random state and legal actions included; a copy made before
the action (what the page keeps to undo at once) is the same game.
"""

from __future__ import annotations

import random

import pytest
import remi
from remi.actions import DrawStock, NextHand
from remi.players import make_player


def same(a: remi.Game, b: remi.Game) -> None:
    assert a.snapshot() == b.snapshot()
    assert a.to_dict() == b.to_dict()
    assert a.rng.getstate() == b.rng.getstate()
    assert a.legal_actions() == b.legal_actions()
    assert [a.view(s) for s in range(a.players)] == [b.view(s) for s in range(b.players)]


@pytest.mark.parametrize("name,players", [("gin", 2), ("oklahoma", 3), ("traditional", 4), ("remi51", 3)])
def test_a_game_replayed_without_its_last_action_is_the_game_before_it(name: str, players: int) -> None:
    rng = random.Random(name)
    game = remi.new_game(name, players, seed=rng.randrange(10**6))
    bots = [make_player("medium", seat, name) for seat in range(players)]
    kinds = set()
    while not game.is_over and len(game.actions) < 700:
        action = bots[game.to_act].choose(game.view(game.to_act)) if game.to_act is not None else NextHand()
        if rng.random() < 0.08 or not isinstance(action, DrawStock) and type(action) not in kinds:
            kinds.add(type(action))
            before = game.copy()
            game.apply(action)
            back = game.replayed(len(game.actions) - 1)
            same(back, before)
            back.apply(action)  # and the game goes on from there exactly as it did
            same(back, game)
        else:
            game.apply(action)
    assert len(kinds) >= 4, kinds


def test_replayed_counts_from_the_deal_and_refuses_a_count_it_does_not_have() -> None:
    game = remi.new_game("gin", 2, seed=8)
    game.apply("pass")
    same(game.replayed(0), remi.new_game("gin", 2, seed=8))
    same(game.replayed(1), game)
    for wrong in (-1, 2):
        with pytest.raises(ValueError):
            game.replayed(wrong)
