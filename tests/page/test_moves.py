"""The page's map of what each card and pile may do (``web/moves.py``), on CPython: it holds
exactly the engine's legal actions, answers taps and drops as the engine would, and is built
once per position.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Iterator, List

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))

import moves as moves_mod  # noqa: E402
import remi  # noqa: E402
from remi import Build, Card, Discard, DrawDiscard, DrawStock, Exchange, LayOff, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402
from rummy_helpers import stacked_rummy  # noqa: E402
from sight import view_of  # noqa: E402


def positions(name: str, seed: int, limit: int = 400) -> Iterator[Any]:
    """Every position of a match between baseline players, until ``limit`` actions."""
    game = remi.new_game(name, 2, seed=seed)
    bots = [make_player("baseline", s, name) for s in range(2)]
    for _ in range(limit):
        if game.is_over:
            return
        yield game
        game.apply(bots[game.to_act].choose(game.view(game.to_act)) if game.to_act is not None else "next hand")


def everything_in(moves: moves_mod.Moves) -> List[Any]:
    out: List[Any] = list(moves.draws.values()) + list(moves.discards.values()) + list(moves.knocks.values())
    out += [a for by_meld in moves.onto.values() for choices in by_meld.values() for a in choices]
    return out + list(moves.lay_downs) + list(moves.others)


@pytest.mark.parametrize("name", sorted(remi.GAMES))
def test_the_map_holds_exactly_the_legal_actions_of_each_position(name: str) -> None:
    seen = 0
    for game in positions(name, seed=3):
        for seat in range(game.players):
            moves = moves_mod.build(game.view(seat))
            legal = game.legal_actions() if game.to_act == seat else []
            assert set(everything_in(moves)) == set(legal), (name, len(game.actions), seat)
            assert moves.mine == (game.to_act == seat)
            for card, throw in moves.discards.items():
                assert throw == Discard(card) and moves.discard(str(card)) == throw
            for card, by_meld in moves.onto.items():
                for meld, choices in by_meld.items():
                    assert all(card in getattr(a, "cards", (getattr(a, "card", None),)) and a.meld == meld for a in choices)
            seen += bool(legal)
    assert seen > 20


def test_the_map_is_built_once_per_position_and_anew_after_an_action() -> None:
    game = remi.new_game("traditional", 2, seed=4)
    first = moves_mod.of(view_of(game))
    assert moves_mod.of(view_of(game)) is first
    assert moves_mod.of(view_of(game.copy())) is not first  # another game, even in the same position
    game.apply(game.legal_actions()[0])
    assert moves_mod.of(view_of(game)) is not first


def _rummy_to_play(hand: str, table: str) -> Any:
    """Traditional Rummy, seat 0 has opened and drawn (the stock's top is 2d): it may play."""
    game = stacked_rummy([hand, "4s 5s 6s 9d 9s Td Jd 2c Ac 4c 8c 8d 8s 2s"], stock="2d", table=[(0, table)], to_act=0)
    game.apply(DrawStock())
    assert game.to_act == 0 and game.phase == Phase.DISCARD
    return game


def test_a_joker_goes_to_the_end_of_the_run_it_is_put_nearest_to_the_ace_end_included() -> None:
    joker = Card.parse("*")
    for table, low, high in (("5h 6h 7h", (4, "h"), (8, "h")), ("Jh Qh Kh", (10, "h"), (1, "h"))):
        game = _rummy_to_play("* 3c 7d 9c Kc 2h 4d 5c 6c 8h 9h Ts Js Qs", table)
        moves = moves_mod.of(view_of(game))
        assert moves.onto_meld("*", 0, ["*"], 0.1, False) == Build(joker, 0, low)
        assert moves.onto_meld("*", 0, ["*"], 0.9, False) == Build(joker, 0, high)
        assert moves.meld_targets("*", ["*"]) == [0]


def test_a_card_onto_a_joker_exchanges_it_and_onto_the_meld_builds_or_is_asked_why_not() -> None:
    game = _rummy_to_play("6h 8h 3c 7d 9c Kc 2h 4d 5c 6c 9h Ts Js Qs", "5h *=6h 7h")
    moves = moves_mod.of(view_of(game))
    assert moves.onto_meld("6h", 0, ["6h"], 0.5, True) == Exchange((Card.parse("6h"),), 0)
    assert moves.onto_meld("8h", 0, ["8h"], 0.9, False) == Build(Card.parse("8h"), 0)
    assert moves.onto_meld("Kc", 0, ["Kc"], 0.5, False) is None
    asked = moves.asked_onto("Kc", 0, ["Kc"], False)
    assert asked == Build(Card.parse("Kc"), 0) and game.why_not(asked)
    assert sorted(moves.meld_targets("6h", ["6h"])) == [0] and moves.meld_targets("Kc", ["Kc"]) == []


def test_a_pile_tapped_draws_or_throws_the_one_picked_card() -> None:
    game = stacked_rummy(["6h 8h 3c 7d 9c Kc 2h 4d 5c 6c 9h Ts Js Qs", "4s 5s 6s 9d 9s Td Jd 2c Ac 4c 8c 8d 8s 2s"],
                         discard="Qd", stock="2d", to_act=0)
    moves = moves_mod.of(view_of(game))
    assert moves.pile("stock", []) == DrawStock() and moves.pile("discard", ["Kc"]) == DrawDiscard()
    game.apply(DrawStock())
    moves = moves_mod.of(view_of(game))
    assert moves.pile("discard", ["Kc"]) == Discard(Card.parse("Kc"))
    assert moves.pile("discard", ["Kc", "6h"]) is None and moves.pile("stock", []) is None


def test_in_gin_the_map_holds_knocks_and_lay_offs_and_a_refused_lay_off_is_asked_as_one() -> None:
    from remi.gin.players import BaselineGinPlayer

    bot = BaselineGinPlayer()
    game = remi.new_game("gin", 2, seed=11)
    found = {"knock": False, "layoff": False}
    while not game.is_over and not all(found.values()):
        if game.to_act == 0:
            moves = moves_mod.of(view_of(game))
            found["knock"] |= bool(moves.knocks)
            if moves.phase == Phase.LAYOFF:
                for card, by_meld in moves.onto.items():
                    for meld, choices in by_meld.items():
                        assert moves.onto_meld(str(card), meld, [str(card)], 0.5, False) == LayOff(card, meld) == choices[0]
                        found["layoff"] = True
                card = game.hands[0][0]
                if card not in moves.onto:
                    assert moves.asked_onto(str(card), 0, [str(card)], False) == LayOff(card, 0)
        game.apply(bot.choose(game.view(game.to_act)) if game.to_act is not None else "next hand")
    assert all(found.values()), found
