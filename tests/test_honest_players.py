"""Computer players are honest: they decide from their own view only.

For many positions, the hidden cards (the other hands, minus the cards a player saw them take,
and the stock) are dealt again in another order consistent with the view; the view must be the
same and every player's decision must not change.
"""

from __future__ import annotations

import random

import pytest
import remi
from remi.game import Phase
from remi.gin.players import GinKnowledge
from remi.players import make_player


def redeal_hidden(game: remi.Game, seat: int, rng: random.Random) -> remi.Game:
    """A copy of ``game`` whose hidden cards are shuffled among the hidden places."""
    other = game.copy()
    g = other  # type: ignore[assignment]
    view = game.view(seat)
    if isinstance(view, remi.GinView):
        knowledge = GinKnowledge.from_view(view)
        keep = {s: [c for c in g.hands[s] if c in knowledge.picked[s]] for s in range(game.players)}
    else:
        keep = {s: [] for s in range(game.players)}
    pool = list(g.stock)
    for s in range(game.players):
        if s != seat:
            pool += [c for c in g.hands[s] if c not in keep[s]]
    rng.shuffle(pool)
    for s in range(game.players):
        if s != seat:
            need = len(g.hands[s]) - len(keep[s])
            g.hands[s] = keep[s] + pool[:need]
            pool = pool[need:]
    g.stock = pool
    return other


def positions(name: str, players: int, seed: int, every: int = 3) -> list[remi.Game]:
    game = remi.new_game(name, players, {"deals": 2} if name in ("traditional", "remi51") else None, seed)
    bots = [make_player("baseline", seed + s, name) for s in range(players)]
    out = []
    step = 0
    while not game.is_over and len(game.results) < 2:
        if game.phase == Phase.HAND_OVER:
            game.apply("next hand")
            continue
        if step % every == 0 and game.phase != Phase.LAYOFF:
            out.append(game.copy())
        assert game.to_act is not None
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
        step += 1
    return out


# every level, and every member of the arena's panel of styles (``GameSpec.panel``)
LEVELS = {name: sorted({*spec.players, *spec.panel}) for name, spec in remi.GAMES.items()}


@pytest.mark.parametrize("name", sorted(LEVELS))
def test_decisions_do_not_change_when_hidden_cards_are_dealt_again(name: str) -> None:
    rng = random.Random(7)
    checked = 0
    for seed in (1, 2):
        for game in positions(name, 2 if seed == 1 else 3, seed, every=7 if name in ("gin", "oklahoma") else 11)[:12]:
            seat = game.to_act
            assert seat is not None
            other = redeal_hidden(game, seat, rng)
            assert sorted(map(str, other.all_cards())) == sorted(map(str, game.all_cards()))
            assert other.view(seat) == game.view(seat)
            for level in LEVELS[name]:
                first = make_player(level, 5, name).choose(game.view(seat))
                second = make_player(level, 5, name).choose(other.view(seat))
                assert first == second, f"{level} changed its decision when the hidden cards moved"
                checked += 1
    assert checked >= 10
