"""The table drawn for any seat (``UiState.me``: pass-and-play hands one screen round the
table): the hand at the bottom is that seat's, its moves and buttons are its own, the others sit
in turn after it, and no card face of another hand is drawn while a deal is played (every face
shown is that seat's own or one on the table for all). Not marked ``browser``: no dist/ needed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import remi  # noqa: E402
from frame import others  # noqa: E402
from kits import drawn  # noqa: E402
from remi import NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402
from scene import CardItem  # noqa: E402
from sight import UiState  # noqa: E402

GAMES = [("gin", 2), ("oklahoma", 2), ("traditional", 3), ("remi51", 4)]
SIZES = [(390, 844), (1366, 800)]


def public(game: remi.Game, me: int) -> set:
    """The card faces on the table for every player to see (from the seat's view): the discard
    pile, the melds on the table, a Gin knocker's spread and the lay-offs on it."""
    view = game.view(me)
    seen = {str(c) for c in view.discard_pile}
    for meld in getattr(view, "table", ()):
        seen |= {str(c) for c in meld.cards}
    for meld in getattr(view, "knocker_melds", None) or ():
        seen |= {str(c) for c in meld}
    seen |= {str(c) for c in getattr(view, "knocker_deadwood", None) or ()}
    for lays in (getattr(view, "layoffs", None) or {}).values():
        seen |= {str(c) for c, _k in lays}
    return seen


def faces(scene) -> set:
    """The card faces drawn (a second deck's card, "7h'", drawn as its face "7h")."""
    return {item.card.rstrip("'") for item in scene.items if isinstance(item, CardItem) and item.card}


def bare(cards) -> set:
    return {str(c).rstrip("'") for c in cards}


@pytest.mark.parametrize("name,players", GAMES)
def test_each_seat_sees_its_own_hand_and_no_other(name: str, players: int) -> None:
    game = remi.new_game(name, players, seed=17)
    bots = [make_player("medium", 17 + s, name) for s in range(players)]
    checked = 0
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        if len(game.actions) % 2 == 0:
            for me in range(players):
                for width, height in SIZES:
                    scene = drawn(game, UiState(lang="en", me=me), width, height)
                    own = bare(game.hands[me])
                    shown, seen = faces(scene), bare(public(game, me))
                    assert shown <= own | seen, (me, sorted(shown - own - seen))
                    assert own <= shown or game.phase == Phase.LAYOFF  # (a Gin knocker's hand lies in the middle)
                    assert scene.info["hand"] == [str(c) for c in game.view(me).hand]
                    mine = {b.id for b in scene.hits if b.kind == "button"}
                    if game.to_act != me:  # no move of another seat is offered
                        assert not mine & {"take", "pass", "knock", "gin", "big_gin", "lay_down", "discard", "hint"}
                    checked += 1
        seat = game.to_act
        game.apply(NextHand() if seat is None else bots[seat].choose(game.view(seat)))
    assert checked >= 12


def test_the_others_sit_in_turn_after_the_seat() -> None:
    assert others(4, 0) == [1, 2, 3] and others(4, 2) == [3, 0, 1] and others(2, 1) == [0]
    game = remi.new_game("remi51", 4, seed=3)
    for me in range(4):
        scene = drawn(game, UiState(lang="en", me=me), 1366, 800)
        boxes = sorted((h.x, int(h.id)) for h in scene.hits if h.kind == "seat")
        assert [seat for _x, seat in boxes] == others(4, me)


def test_the_seat_to_play_gets_the_buttons_of_its_turn() -> None:
    game = remi.new_game("gin", 2, seed=5)
    first = game.to_act
    scene = drawn(game, UiState(lang="en", me=first), 390, 844)
    assert {"take", "pass"} <= {h.id for h in scene.hits if h.kind == "button"}
    other = drawn(game, UiState(lang="en", me=1 - first), 390, 844)
    assert not {"take", "pass"} & {h.id for h in other.hits if h.kind == "button"}
