"""The page's TakeBack (web/undo.py) on CPython: what it gives back is the engine's game
replayed without the actions taken back, and it keeps nothing that showed the person a card.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))

import remi  # noqa: E402
from pointer import Gestures  # noqa: E402
from remi import Build, Card, Discard, DrawStock, Meld, NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402
from rummy_helpers import stacked_rummy  # noqa: E402
from scene import Hit  # noqa: E402
from undo import TakeBack  # noqa: E402


@pytest.mark.parametrize("name,players", [("gin", 2), ("oklahoma", 2), ("traditional", 3), ("remi51", 2)])
def test_what_is_taken_back_is_the_game_replayed_without_it(name: str, players: int) -> None:
    game = remi.new_game(name, players, seed=21)
    bots = [make_player("medium", s, name) for s in range(players)]
    takeback = TakeBack()
    checked = 0
    while not game.is_over and len(game.actions) < 500:
        seat = game.to_act
        action = bots[seat].choose(game.view(seat)) if seat is not None else NextHand()
        if seat != 0:  # another player (or the deal's end): the person's moves stand
            takeback.clear()
            game.apply(action)
            continue
        takeback.before(game, action)
        game.apply(action)
        takeback.after(game)
        ended = game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        assert takeback.available(game) == (not isinstance(action, (DrawStock, NextHand)) and not ended)
        if takeback.available(game) and checked % 2 == 0:
            played = len(game.actions)
            back = takeback.take_back(game)
            assert back is not None
            before = back[0]
            replay = game.replayed(played - 1)
            assert before.snapshot() == replay.snapshot() and before.to_dict() == replay.to_dict()
            assert before.rng.getstate() == replay.rng.getstate()
            game = before
            game.apply(action)  # played again, as a person who changed its mind back would
            takeback.before(before, action)  # (a new step: the old one was taken)
        checked += 1
    assert checked > 10


def test_the_steps_of_a_turn_go_back_one_by_one_and_a_draw_from_the_stock_stands() -> None:
    game = stacked_rummy(
        ["5c 6c 7c 8h Kd 2s 3d 9c Jc Qs 4h 4s Td Js", "4d 5s 6s 9d 9s Tc Jd 2c Ac 4c 8c 8d 8s 2h"],
        stock="2d",
        table=[(1, "5h 6h 7h")],
        to_act=0,
    )
    takeback = TakeBack()
    states = []  # the game before each step that may be taken back
    for action in (DrawStock(), Meld(tuple(Card.parse_many("5c 6c 7c"))), Build(Card.parse("8h"), 0)):
        if not isinstance(action, DrawStock):
            states.append(game.snapshot())
        takeback.before(game, action, note=str(action))
        game.apply(action)
        takeback.after(game)
    assert [str(step.action) for step in takeback.steps] == ["meld 5c 6c 7c", "build 8h on 0"]
    for note in ("build 8h on 0", "meld 5c 6c 7c"):
        back = takeback.take_back(game)
        assert back is not None and back[1] == note
        game = back[0]
        assert game.snapshot() == states.pop()  # (a stacked deal is not replayed from its seed)
    assert takeback.take_back(game) is None and game.phase == Phase.DISCARD  # the card drawn stays drawn
    other = remi.new_game("gin", 2, seed=1)
    takeback.before(game, Discard(game.hands[0][0]))
    assert takeback.take_back(other) is None  # one game's steps are not another's


def test_on_touch_two_quick_taps_are_two_taps_and_a_mouse_double_click_is_one() -> None:
    card = Hit("card", "7h", 0, 0, 10, 10, {})
    for mouse, second in ((True, "double"), (False, "tap")):
        g = Gestures()
        g.down(5, 5, 0, card, mouse)
        assert g.up(5, 5, 60, card)["type"] == "tap"
        g.down(5, 5, 150, card, mouse)
        assert g.up(5, 5, 200, card)["type"] == second


@pytest.mark.parametrize("name,players", [("gin", 2), ("traditional", 3), ("remi51", 2)])
def test_after_a_reload_the_persons_last_moves_of_the_turn_may_still_be_taken_back(name: str, players: int) -> None:
    # Undo was offered until a reload, and gone after it: the copies it keeps are not saved.
    # A game loaded from its save offers the person's moves since another player acted (or
    # since its draw from the stock), taken back by replaying the game without them.
    game = remi.new_game(name, players, seed=8)
    bots = [make_player("easy", s, name) for s in range(players)]
    resumed = 0
    while not game.is_over and len(game.actions) < 400:
        seat = game.to_act
        action = bots[seat].choose(game.view(seat)) if seat is not None else NextHand()
        game.apply(action)
        loaded = remi.load_game(game.to_json())
        takeback = TakeBack()
        takeback.resume(loaded)
        mine = 0  # the person's own actions at the end of the deal's log, none revealing a card
        for who, done in reversed(game.log):
            if who != 0 or isinstance(done, (DrawStock, NextHand)):
                break
            mine += 1
        over = game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        assert takeback.available(loaded) == (mine > 0 and not over)
        current = loaded
        for k in range(1, mine + 1 if not over else 1):
            back = takeback.take_back(current)
            assert back is not None and back[1] is None
            assert back[0].to_dict() == game.replayed(len(game.actions) - k).to_dict()
            current = back[0]
            resumed += 1
        if not over:
            assert not takeback.available(current)
    assert resumed >= 10


def turn_starts(game: remi.Game, seat: int = 0) -> list:
    """The counts of actions before each of ``seat``'s turns in this deal (a turn: its actions
    one after another, none of another player's between)."""
    first = len(game.actions) - len(game.log)
    return [first + i for i, (who, _a) in enumerate(game.log) if who == seat and (i == 0 or game.log[i - 1][0] != seat)]


@pytest.mark.parametrize("name,players", [("gin", 2), ("oklahoma", 2), ("traditional", 4), ("remi51", 3)])
def test_against_computer_players_the_last_turn_and_their_replies_go_back_until_the_person_acts_again(
    name: str, players: int
) -> None:
    # Undo showed only until the next player acted (1.5 s while it "thought"), and never after a
    # draw from the stock. Against computer players only, the person's last turn goes back, its
    # draw from the stock included, with every reply since, one action at a time.
    game = remi.new_game(name, players, seed=33)
    bots = [make_player("medium", s, name) for s in range(players)]
    takeback = TakeBack(alone=True)
    checked, taken_back_to = 0, -1
    while not game.is_over and len(game.actions) < 600:
        seat = game.to_act
        over = game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        begins = seat == 0 and game.log and game.log[-1][0] != 0 and not over
        if begins and len(game.actions) != taken_back_to:  # the person's turn begins (the turn before is gone once taken back)
            starts = turn_starts(game)
            last_turn = starts[-1] if starts and starts[-1] < len(game.actions) else None
            assert takeback.available(game) == (last_turn is not None), (len(game.actions), starts)
            if last_turn is not None and checked % 3 == 0:
                current, count = game, len(game.actions)
                steps = [step.at for step in takeback.steps]
                assert steps == list(range(last_turn, last_turn + len(steps)))  # the whole turn, in order
                for expected in reversed(steps):
                    back = takeback.take_back(current)
                    assert back is not None
                    current = back[0]
                    assert current.to_dict() == game.replayed(expected).to_dict()
                    assert current.snapshot() == game.replayed(expected).snapshot()
                assert not takeback.available(current) and len(current.actions) == last_turn < count
                game, taken_back_to = current, last_turn  # played again from there by the same players
                checked += 1
                continue
            checked += 1
        action = bots[seat].choose(game.view(seat)) if seat is not None else NextHand()
        if seat == 0:
            takeback.before(game, action)
        game.apply(action)
        takeback.after(game)
        if game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            assert not takeback.available(game)  # every hand was shown
    assert checked > 12


def test_against_computer_players_a_draw_from_the_stock_goes_back_but_a_new_deal_stands() -> None:
    game = remi.new_game("gin", 2, seed=5)
    takeback = TakeBack(alone=True)
    while game.to_act != 0 or game.phase != Phase.DRAW:
        action = make_player("easy", game.to_act or 0, "gin").choose(game.view(game.to_act or 0))
        if game.to_act == 0:
            takeback.before(game, action)
        game.apply(action)
        takeback.after(game)
    count, hand = len(game.actions), sorted(map(str, game.hands[0]))
    takeback.before(game, DrawStock())
    game.apply(DrawStock())
    takeback.after(game)
    back = takeback.take_back(game)
    assert back is not None and len(back[0].actions) == count and sorted(map(str, back[0].hands[0])) == hand
    again = remi.new_game("gin", 2, seed=5)
    takeback.before(again, NextHand())
    assert not takeback.available(again)


@pytest.mark.parametrize("name,players", [("gin", 2), ("remi51", 3)])
def test_after_a_reload_against_computer_players_the_last_turn_and_the_replies_may_still_be_taken_back(
    name: str, players: int
) -> None:
    game = remi.new_game(name, players, seed=12)
    bots = [make_player("easy", s, name) for s in range(players)]
    played = TakeBack(alone=True)  # as the page kept it before the reload
    resumed = 0
    while not game.is_over and len(game.actions) < 400:
        seat = game.to_act
        action = bots[seat].choose(game.view(seat)) if seat is not None else NextHand()
        if seat == 0:
            played.before(game, action)
        game.apply(action)
        played.after(game)
        loaded = remi.load_game(game.to_json())
        takeback = TakeBack(alone=True)
        takeback.resume(loaded)
        assert [s.at for s in takeback.steps] == [s.at for s in played.steps]
        current = loaded
        for step in reversed(played.steps):
            back = takeback.take_back(current)
            assert back is not None
            assert back[0].to_dict() == game.replayed(step.at).to_dict()
            current = back[0]
            resumed += 1
    assert resumed >= 10
