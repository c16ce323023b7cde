"""The bitmask Gin simulator agrees with the engine, and the opponent model is sound."""

from __future__ import annotations

import random

import remi
from remi import ginsim, melds
from remi.actions import Discard
from remi.cards import Card, make_deck
from remi.game import Phase
from remi.gin_ai import BIT, GinKnowledge, HardGinPlayer, opponent_events
from remi.players import make_player
from remi.testing import stacked_game

DECK = make_deck()


def _mask(cards: list) -> int:  # type: ignore[type-arg]
    return sum(1 << c.index for c in cards)


def test_arrangement_and_layoffs_agree_with_the_engine() -> None:
    rng = random.Random(3)
    for _ in range(400):
        cards = rng.sample(DECK, 21)
        knocker, defender = cards[:10], cards[10:20]
        dw, melded = ginsim.arrangement(_mask(knocker))
        arrangement = melds.best_arrangement(knocker)
        assert dw == arrangement.deadwood_value
        assert melded == _mask([c for m in arrangement.melds for c in m])
        table = ginsim.knocker_melds(_mask(knocker))
        assert sorted(table) == sorted(_mask(list(m)) for m in arrangement.melds)
        plan = melds.best_layoff(defender, arrangement.melds)
        assert ginsim.layoff_deadwood(_mask(defender), table) == plan.deadwood_value


def test_rollouts_replay_baseline_hands_exactly() -> None:
    """From positions of baseline games, a rollout with the true hands and stock order ends
    the hand with the points the engine gives."""
    bot = make_player("baseline", 0, "gin")
    checked = 0
    for seed in range(1, 25):
        game = remi.new_game("gin", 2, None, seed)
        step = 0
        while not game.is_over and len(game.results) < 2:
            if game.phase == Phase.HAND_OVER:
                game.apply("next hand")
                continue
            assert game.to_act is not None
            if game.phase == Phase.DRAW and not game.stock_only and step % 4 == 0:
                me = game.to_act
                hands = [_mask(h) for h in game.hands]  # type: ignore[attr-defined]
                stock = [1 << c.index for c in game.stock]  # type: ignore[attr-defined]
                top = 1 << game.discard[-1].index  # type: ignore[attr-defined]
                predicted = ginsim.rollout(hands[me], hands[1 - me], top, stock, game.knock_limit, 25, 25)  # type: ignore[attr-defined]
                other = game.copy()
                done = len(other.results)
                while len(other.results) == done:
                    assert other.to_act is not None
                    other.apply(bot.choose(other.view(other.to_act)))
                result = other.results[done]
                if result.kind != "draw":
                    assert predicted == result.points[1 - me] - result.points[me]
                    checked += 1
            game.apply(bot.choose(game.view(game.to_act)))
            step += 1
    assert checked >= 50


def test_particles_are_hands_the_opponent_may_hold() -> None:
    bot = make_player("baseline", 0, "gin")
    for seed in range(1, 6):
        game = remi.new_game("gin", 2, None, seed)
        for _ in range(6 + 2 * seed):
            assert game.to_act is not None
            game.apply(bot.choose(game.view(game.to_act)))
            if game.phase == Phase.HAND_OVER:
                break
        if game.phase not in (Phase.DRAW, Phase.DISCARD):
            continue
        assert game.to_act is not None
        view = game.view(game.to_act)
        opp = 1 - view.seat
        knowledge = GinKnowledge.from_view(view)
        events, thrown = opponent_events(view, opp)
        pool = [BIT[c] for c in knowledge.unseen] + thrown
        hands, weights = ginsim.particle_hands(events, pool, 10, 16, random.Random(1), view.knock_limit)
        again, _w = ginsim.particle_hands(events, pool, 10, 16, random.Random(1), view.knock_limit)
        assert hands == again
        allowed = _mask(knowledge.unseen) | _mask(list(knowledge.picked[opp]))
        for hand, weight in zip(hands, weights):
            if weight > 0:
                assert bin(hand).count("1") == view.hand_sizes[opp]
                assert hand & ~allowed == 0
                assert hand & _mask(list(knowledge.picked[opp])) == _mask(list(knowledge.picked[opp]))


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
