"""C-8: every deal of a seed holds the same cards whatever was played before it, and computer
players decide from what they see alone. So two people given one seed, options and levels meet
the same deals against the same computer players, and whoever plays the first person's actions
again gets that person's match to the card: what a challenge sent by link stands on. Saves
made before each deal had a generator of its own replay as they were played."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Tuple

import pytest
import remi
from remi import DrawStock, NextHand, Phase
from remi.players import make_player

GAMES = [("gin", 2), ("oklahoma", 3), ("traditional", 2), ("remi51", 2)]


def plain(view: Any) -> Any:
    """A player who never melds: draws from the stock and throws the first card it may (the
    deal runs the stock out, and in the table games it is rebuilt: TR-8)."""
    legal = list(view.legal_actions)
    draw = next((a for a in legal if isinstance(a, DrawStock)), None)
    if draw is not None:
        return draw
    throws = [a for a in legal if type(a).__name__ == "Discard"]
    return throws[0] if throws else legal[0]


def dealt(game: Any) -> Tuple[Any, ...]:
    """The cards of the deal just dealt: every hand by seat, the discard pile, the stock in
    order, and the dealer (who deals depends on the deals before: G-13, OK-6, TR-12, R51-13)."""
    return (tuple(tuple(h) for h in game.hands), tuple(game.discard), tuple(game.stock), game.dealer)


def same_deal(a: Tuple[Any, ...], b: Tuple[Any, ...]) -> bool:
    """The same cards dealt: the same hands, each to the same seat when the dealer is the same
    (else seated from another dealer's left), the same up-card, the same stock in order."""
    hands_a, pile_a, stock_a, dealer_a = a
    hands_b, pile_b, stock_b, dealer_b = b
    n = len(hands_a)
    shift = (dealer_b - dealer_a) % n
    seated = all(hands_a[seat] == hands_b[(seat + shift) % n] for seat in range(n))
    return seated and pile_a == pile_b and stock_a == stock_b


def play(name: str, players: int, seed: int, choose: Any, deals: int) -> Tuple[Dict[int, Any], int]:
    """A match's first ``deals`` deals, each as dealt, and how many times a stock was rebuilt."""
    game = remi.new_game(name, players, seed=seed)
    seen = {game.hand_number: dealt(game)}
    rebuilt = 0
    while game.phase != Phase.MATCH_OVER and game.hand_number <= deals:
        if game.to_act is None:
            game.apply(NextHand())
            seen[game.hand_number] = dealt(game)
            continue
        game.apply(choose(game, game.to_act))
        rebuilt = max(rebuilt, getattr(game, "reshuffles", 0))
    return seen, rebuilt


@pytest.mark.parametrize("name,players", GAMES)
def test_every_deal_of_a_seed_holds_the_same_cards_whatever_was_played_before(name: str, players: int) -> None:
    bots = [make_player("hard", 9 + s, name) for s in range(players)]
    by_plain, rebuilt = play(name, players, 9, lambda g, s: plain(g.view(s)), 3)
    by_bots, _ = play(name, players, 9, lambda g, s: bots[s].choose(g.view(s)), 3)
    common = sorted(set(by_plain) & set(by_bots))
    assert len(common) >= 2
    for number in common:
        assert same_deal(by_plain[number], by_bots[number]), f"deal {number} differs"
        if by_plain[number][3] == by_bots[number][3]:
            assert by_plain[number] == by_bots[number]
    if name in ("traditional", "remi51"):
        assert rebuilt >= 1  # (the plain players ran a stock out: the next deal did not notice)


@pytest.mark.parametrize("name,players,options", [("gin", 2, {"target": 60}), ("traditional", 3, {"deals": 2}),
                                                  ("remi51", 2, {"target": 150}), ("oklahoma", 2, {"target": 60})])
def test_whoever_plays_the_first_persons_actions_again_gets_that_match_to_the_card(name, players, options) -> None:
    levels = ["medium", "hard", "easy"][: players - 1]
    challenger = make_player("hard", 1234, name)
    first, scores = match_with(name, players, options, 31, lambda g: challenger.choose(g.view(0)), levels)
    mine = iter(a for a, seat in first if seat == 0)
    again, scores_again = match_with(name, players, options, 31, lambda g: next(mine), levels)
    assert again == first and scores_again == scores
    assert next(mine, None) is None  # every action of the first person's, and no more


def match_with(name: str, players: int, options: Dict[str, Any], seed: int, mine: Any, levels: List[str]):
    game = remi.new_game(name, players, options, seed=seed)
    bots = {s: make_player(levels[s - 1], seed + s, name) for s in range(1, players)}
    played: List[Tuple[str, Any]] = []
    while game.phase != Phase.MATCH_OVER and len(game.actions) < 3000:
        seat = game.to_act
        action = NextHand() if seat is None else mine(game) if seat == 0 else bots[seat].choose(game.view(seat))
        game.apply(action)
        played.append((str(action), seat))
    assert game.phase == Phase.MATCH_OVER
    return played, list(game.scores)


@pytest.mark.parametrize("name", ["traditional", "remi51"])
def test_a_save_made_before_replays_with_the_matchs_one_generator(name: str) -> None:
    old = remi.new_game(name, 2, seed=9)
    old.deals_seeded = False  # as the engine dealt before
    while old.hand_number < 2 or len(old.log) < 6:
        old.apply(NextHand() if old.to_act is None else plain(old.view(old.to_act)))
    saved = json.loads(old.to_json())
    assert saved["deals_seeded"] is False
    del saved["deals_seeded"]  # a save of an earlier release has no such field
    again = remi.load_game(saved)
    assert again.snapshot() == old.snapshot() and again.deals_seeded is False
    assert old.replayed(len(old.actions)).snapshot() == old.snapshot()  # taking back keeps the save's way
    # the same actions dealt the new way: the second deal is another, so they cannot be replayed
    with pytest.raises(remi.InvalidSaveError):
        remi.load_game({**saved, "deals_seeded": True})
    fresh = remi.new_game(name, 2, seed=9)
    assert json.loads(fresh.to_json())["deals_seeded"] is True
    with pytest.raises(remi.InvalidSaveError, match="deals_seeded"):
        remi.load_game({**json.loads(fresh.to_json()), "deals_seeded": "yes"})
