"""Computer players against each other: whole matches, for results, speed and soak testing.

``run_selfplay("gin", players=2, games=100, seed=1)`` plays ``games`` matches with seeds
``seed``, ``seed + 1`` ... and returns a summary; ``python -m remi selfplay`` prints it.
Each match is checked as it goes: every card is accounted for after every action, and only
listed actions are played.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any, Dict, List, Mapping, Optional, Sequence

from .game import Game, Phase
from .players import Player, make_player
from .registry import new_game


def play_match(game: Game, players: Sequence[Player], check: bool = True) -> Game:
    """Play ``game`` to its end with one player per seat; returns the finished game."""
    deck_size = len(game.all_cards())
    while not game.is_over:
        if game.phase == Phase.HAND_OVER:
            game.apply("next hand")
            continue
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if check and not view.legal_actions:
            raise AssertionError(f"seat {seat} has no legal action in phase {view.phase}: a stuck game")
        action = players[seat].choose(view)
        if check and action not in view.legal_actions:
            raise AssertionError(f"{type(players[seat]).__name__} chose an unlisted action {action}")
        game.apply(action)
        if check:
            cards = game.all_cards()
            if len(cards) != deck_size or len(set(cards)) != deck_size:
                raise AssertionError(f"cards lost or duplicated after {action}: {len(cards)} cards")
    return game


def run_selfplay(
    game: str,
    players: int = 2,
    games: int = 100,
    seed: int = 1,
    bots: Optional[Sequence[str]] = None,
    options: Optional[Mapping[str, Any]] = None,
    check: bool = True,
) -> Dict[str, Any]:
    """Play ``games`` matches and summarise them (wins per seat, how hands ended, speed)."""
    names: List[str] = list(bots or ["baseline"])
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise ValueError(f"{len(names)} player names for {players} seats")
    wins = [0.0] * players
    kinds: Counter[str] = Counter()
    hands = 0
    actions = 0
    started = time.perf_counter()
    for i in range(games):
        match = new_game(game, players, options, seed + i)
        seats = [make_player(name, seed + i + 1000 * s, game) for s, name in enumerate(names)]
        play_match(match, seats, check=check)
        for w in match.winners:
            wins[w] += 1 / len(match.winners)
        for result in match.results:
            kinds[result.kind] += 1
        hands += len(match.results)
        actions += len(match.actions)
    elapsed = time.perf_counter() - started
    return {
        "game": game,
        "players": players,
        "bots": names,
        "games": games,
        "seed": seed,
        "wins": wins,
        "hands": hands,
        "hand_endings": dict(sorted(kinds.items())),
        "actions": actions,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed else None,
        "hands_per_second": round(hands / elapsed, 1) if elapsed else None,
    }
