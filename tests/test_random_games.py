"""Property tests over random games: 2, 3 and 4 players, Gin Rummy and Oklahoma Gin.

After every action every card is accounted for (C-1, G-1); every listed action applies; a
sample of unlisted actions is refused and changes nothing; every hand and match ends; a game
saved to JSON and loaded again is identical (C-8).
"""

from __future__ import annotations

import random

import pytest
import remi
from hypothesis import given, settings
from hypothesis import strategies as st
from remi.actions import (
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    NextHand,
    Pass,
    TakeUpcard,
)
from remi.cards import make_deck
from remi.game import MATCH_HAND_LIMIT, MATCH_RECORD_LIMIT, MAX_ACTIONS, MAX_SAVE_CHARS, Phase
from remi.gin.players import BaselineGinPlayer
from remi.players import RandomPlayer
from remi.selfplay import play_match

DECK = make_deck()
GAMES = ["gin", "oklahoma"]
SEATS = [2, 3, 4]


def unlisted_sample(game: remi.Game, rng: random.Random, count: int = 6) -> list[remi.Action]:
    universe: list[remi.Action] = [TakeUpcard(), Pass(), DrawStock(), DrawDiscard(), BigGin(), FinishLayoff(), NextHand()]
    for _ in range(count):
        card = rng.choice(DECK)
        universe += [Discard(card), Knock(card), LayOff(card, rng.randrange(4))]
    legal = set(game.legal_actions())
    return [a for a in universe if a not in legal]


def check_cards(game: remi.Game) -> None:
    cards = game.all_cards()
    assert len(cards) == 52 and set(cards) == set(DECK)


def play_checked(game: remi.Game, rng: random.Random, max_actions: int, deep_every: int = 3) -> int:
    """Random legal actions (baseline for some seats), checking the properties as it goes."""
    bots = [BaselineGinPlayer() if rng.random() < 0.5 else RandomPlayer(rng.randrange(1000)) for _ in range(game.players)]
    steps = 0
    while not game.is_over and steps < max_actions:
        legal = game.legal_actions()
        assert legal, f"no legal action in phase {game.phase}"
        if steps % deep_every == 0:
            for action in legal:  # every listed action applies
                game.copy().apply(action)  # type: ignore[attr-defined]
            before = game.snapshot()
            for action in unlisted_sample(game, rng):
                with pytest.raises(remi.IllegalActionError):
                    game.apply(action)
                assert game.snapshot() == before
        if game.phase == Phase.HAND_OVER:
            action = NextHand()
        else:
            assert game.to_act is not None
            action = bots[game.to_act].choose(game.view(game.to_act))  # type: ignore[attr-defined]
        assert action in legal
        game.apply(action)
        check_cards(game)
        steps += 1
    return steps


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), name=st.sampled_from(GAMES), players=st.sampled_from(SEATS))
def test_random_play_keeps_every_card_and_lists_only_legal_actions(seed: int, name: str, players: int) -> None:
    """C-1/G-1 card accounting, legal listing and refusals, over random play."""
    rng = random.Random(seed)
    game = remi.new_game(name, players, seed=seed)
    play_checked(game, rng, max_actions=600)
    again = remi.load_game(game.to_json())
    assert again.snapshot() == game.snapshot()  # C-8


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("players", SEATS)
def test_every_hand_ends_even_with_random_play(name: str, players: int) -> None:
    """G-11/OK-4: the stock's end (and the engine's reshuffle cap) ends every hand."""
    for seed in range(8):
        game = remi.new_game(name, players, options={"stock_end": "reshuffle"}, seed=seed)
        player = RandomPlayer(seed)
        steps = 0
        while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            game.apply(player.choose(game.view(game.to_act)))  # type: ignore[attr-defined, arg-type]
            steps += 1
            assert steps < 2000
        assert game.results[-1].number == 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("players", SEATS)
def test_every_match_ends_and_replays_identically(name: str, players: int) -> None:
    """G-13/OK-6 matches end; C-8 the saved actions replay to the identical state."""
    for seed in range(3):
        game = play_match(remi.new_game(name, players, seed=seed), [BaselineGinPlayer() for _ in range(players)])
        assert game.is_over and game.winners  # type: ignore[attr-defined]
        assert len(game.results) <= MATCH_HAND_LIMIT  # type: ignore[attr-defined]
        again = remi.load_game(game.to_json())
        assert again.snapshot() == game.snapshot()
        assert again.to_json() == game.to_json()


def test_match_hand_limit_ends_a_match_that_would_go_on() -> None:
    """Every game ends: a match of draws stops at the engine's hand limit."""
    game = remi.new_game("oklahoma", 2, seed=3)
    g = game  # type: ignore[assignment]
    g.hand_number = MATCH_HAND_LIMIT - 1  # type: ignore[attr-defined]
    g.phase = Phase.HAND_OVER
    g.to_act = None
    game.apply("next hand")
    player = RandomPlayer(1)
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        game.apply(player.choose(game.view(game.to_act)))  # type: ignore[attr-defined, arg-type]
    assert game.phase == Phase.MATCH_OVER


def test_the_longest_legal_gin_match_stops_at_the_record_limit_and_its_save_reads_back() -> None:
    """Two players who only ever take the discard back and never knock play 2,001 actions a
    hand; 300 such hands once made a save of 600,299 actions (9 M characters) that the engine
    refused to read. The match now stops at the end of the deal that takes its record past
    MATCH_RECORD_LIMIT, with the standings deciding, and its save reads back."""
    game = remi.new_game("gin", 2, seed=5)
    hands = 0
    while not game.is_over:
        legal = [str(a) for a in game.legal_actions()]
        if game.phase == Phase.HAND_OVER:
            hands += 1
            game.apply("next hand")
        elif "draw discard" in legal or "take" in legal:
            game.apply("draw discard" if "draw discard" in legal else "take")
        else:
            game.apply([a for a in legal if a.startswith("discard ")][-1])
    record = sum(len(a) + 4 for a in game.actions)
    assert hands + 1 < MATCH_HAND_LIMIT and MATCH_RECORD_LIMIT <= record < MATCH_RECORD_LIMIT + 2_001 * 20
    assert game.winners == (0,) or game.winners == (1,) or game.winners == (0, 1)  # type: ignore[attr-defined]
    text = game.to_json()
    assert len(text) < MAX_SAVE_CHARS and len(game.actions) < MAX_ACTIONS
    assert remi.load_game(text).to_json() == text
