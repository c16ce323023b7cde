"""The sampling bench (bench/table_search.py) re-deals hidden cards from the view only: its
figures measure an honest player (issue 6), not one that reads the other hands or the stock."""

from __future__ import annotations

import random
from typing import Any

from remi.players import make_player
from remi.registry import new_game


def _midgame(seed: int, turns: int) -> Any:
    game = new_game("traditional", 4, {"deals": 1}, seed)
    bots = [make_player("baseline", s, "traditional") for s in range(4)]
    for _ in range(turns):
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return game


def test_a_redeal_keeps_what_the_view_shows_and_moves_only_hidden_cards(bench_module: Any) -> None:
    bench = bench_module("table_search")
    from remi.table.knowledge import TableKnowledge

    for seed in range(5):
        game = _midgame(seed, 10 + seed)
        me = game.to_act
        view = game.view(me)
        picked = TableKnowledge.from_view(view).picked
        sample = bench.redeal(game, view, random.Random(1))
        assert sample.hands[me] == game.hands[me]
        assert sample.table == game.table and sample.discard == game.discard
        assert [len(h) for h in sample.hands] == [len(h) for h in game.hands] and len(sample.stock) == len(game.stock)
        assert sorted(sample.all_cards()) == sorted(game.all_cards())
        for s in range(4):
            if s != me:
                assert picked[s] <= set(sample.hands[s])  # cards seen taken stay with their taker
        assert game.hands == _midgame(seed, 10 + seed).hands  # the real game is untouched


def test_a_redeal_does_not_depend_on_where_the_hidden_cards_really_are(bench_module: Any) -> None:
    bench = bench_module("table_search")
    from remi.table.knowledge import TableKnowledge

    game = _midgame(3, 14)
    me = game.to_act
    view = game.view(me)
    picked = TableKnowledge.from_view(view).picked
    known = {c for s in range(4) if s != me for c in picked[s]}
    # the same view over another arrangement of the hidden cards (the taken cards stay put)
    other = game.copy()
    loose = sorted(c for s in range(4) if s != me for c in other.hands[s] if c not in known) + list(other.stock)
    random.Random(7).shuffle(loose)
    at = 0
    for s in range(4):
        if s != me:
            keep = [c for c in other.hands[s] if c in known]
            take = len(other.hands[s]) - len(keep)
            other.hands[s] = keep + loose[at : at + take]
            at += take
    other.stock = loose[at:]
    assert other.hands != game.hands
    assert other.view(me) == view
    a, b = bench.redeal(game, view, random.Random(5)), bench.redeal(other, view, random.Random(5))
    assert [sorted(h) for h in a.hands] == [sorted(h) for h in b.hands] and a.stock == b.stock


def test_the_search_plays_legal_whole_deals_and_counts_its_changes(bench_module: Any, capsys: Any) -> None:
    bench = bench_module("table_search")
    assert bench.main(["--hands", "1", "--samples", "2", "--top", "2", "--part", "0/4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 paired deals: Hard won") and "searched decisions changed" in out
