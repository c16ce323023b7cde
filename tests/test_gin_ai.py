"""The Gin computer players: Hard plays whole matches legally; Easy plays like a beginner."""

from __future__ import annotations

import remi
from remi.actions import Discard
from remi.cards import Card
from remi.game import Phase
from remi.gin_ai import HardGinPlayer
from remi.players import make_player
from remi.testing import stacked_game


def test_hard_plays_whole_matches_with_legal_actions() -> None:
    for name in ("gin", "oklahoma"):
        game = remi.new_game(name, 2, None, 11)
        seats = [HardGinPlayer(), make_player("baseline", 0, name)]
        while not game.is_over and len(game.results) < 3:
            if game.phase == Phase.HAND_OVER:
                game.apply("next hand")
                continue
            assert game.to_act is not None
            view = game.view(game.to_act)
            action = seats[game.to_act].choose(view)
            assert action in view.legal_actions
            game.apply(action)


def test_easy_keeps_its_high_pairs_as_a_beginner_does() -> None:
    # Deadwood Ks Kh 9c 2d 4s after the draw: the baseline throws a king (its highest deadwood
    # card); Easy holds the pair hoping for a third king and throws 9c, the highest lone card.
    game = stacked_game("gin", ["Ks Kh 9c 2d 4s 5h 6h 7h Ac Ad", "2c 3c 4c 6s 7s 8s Jd Qd 3h 9d"], "Td", stock="Ah", dealer=1)
    while game.to_act != 0 or game.phase != Phase.DRAW:
        game.apply("pass")
    game.apply("draw stock")
    view = game.view(0)
    assert make_player("baseline", 0, "gin").choose(view) in (Discard(Card.parse("Ks")), Discard(Card.parse("Kh")))
    assert make_player("easy", 0, "gin").choose(view) == Discard(Card.parse("9c"))
