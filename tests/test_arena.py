"""The arena: seats rotated, every deal or match counted once, intervals with the seed as the
unit, and the panel of opponents of different styles."""

from __future__ import annotations

import math

import remi
from remi.arena import main, net_points, ratio_interval, run_arena, wilson
from remi.players import make_player


def test_wilson_interval_contains_the_rate_and_narrows_with_more_games() -> None:
    low, high = wilson(60, 100)
    assert low < 0.6 < high
    low2, high2 = wilson(600, 1000)
    assert high2 - low2 < high - low


def test_the_interval_counts_seeds_not_the_seatings_inside_one() -> None:
    """Two seatings of a seed that replay the same cards are one observation, not two: 100
    seeds whose two matches always go the same way give the interval of 100 trials, wider
    than Wilson's for the 200 matches taken as independent."""
    same = [(2.0, 2.0) if i % 2 else (0.0, 2.0) for i in range(100)]  # each seed: both won or both lost
    rate, low, high = ratio_interval(same)
    assert rate == 0.5
    naive_low, naive_high = wilson(100, 200)
    assert high - low > (naive_high - naive_low) * 1.3
    assert math.isclose(high - low, 2 * 1.96 * math.sqrt(0.25 / 100 * 100 / 99), rel_tol=1e-9)
    split = [(1.0, 2.0)] * 100  # each seed split: no doubt at all about the rate
    assert ratio_interval(split) == (0.5, 0.5, 0.5)
    assert ratio_interval([(3.0, 2.0)])[1:] == (-math.inf, math.inf)  # one seed says nothing of the spread


def test_net_points_count_for_points_and_against_penalties() -> None:
    class Result:
        points = (10, 0, 2)

    assert net_points(Result(), 0, "points") == 9.0  # 10 against the others' average of 1
    assert net_points(Result(), 1, "penalty") == 6.0  # 0 penalty against an average of 6


def test_every_game_has_a_panel_of_styles_with_the_baseline_first() -> None:
    for name, spec in remi.GAMES.items():
        assert list(spec.panel)[0] == "baseline", name
        assert len(spec.panel) >= 4, name
        kinds = {type(make_player(member, 1, name)) for member in spec.panel}
        assert len(kinds) == len(spec.panel), name  # each member a player of its own


def test_two_players_swap_seats_and_count_every_match() -> None:
    r = run_arena("gin", "baseline", "random", 2, seed=3)
    assert r["played"] == 4 and r["unit"] == "matches" and r["seeds"] == 2
    assert r["rate"] > 0.5  # the baseline beats a random player
    assert r["net"] > 0 and r["hands"] >= 4  # and scores more a hand


def test_four_player_table_puts_the_first_player_in_every_seat() -> None:
    r = run_arena("traditional", "hard", "baseline", 2, seed=3, players=4)
    assert r["played"] == 8 and r["unit"] == "deals" and r["players"] == 4
    assert 0.0 <= r["rate"] <= 1.0


def test_command_line(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["remi51", "easy", "baseline", "--matches", "1"]) == 0
    out = capsys.readouterr().out
    assert "remi51: easy vs baseline, 2 players" in out and "of 2 deals" in out and "95% CI" in out
    assert "points a deal" in out


def test_command_line_panel(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--panel", "traditional", "easy", "--matches", "1"]) == 0
    out = capsys.readouterr().out
    members = list(remi.GAMES["traditional"].panel)
    assert [line.split(":")[0].strip() for line in out.splitlines()[1:]] == [f"vs {m}" for m in members]


def test_paired_hands_plays_every_player_on_the_same_deals_in_every_seat(bench_module) -> None:  # type: ignore[no-untyped-def]
    bench = bench_module("paired_hands")
    r = bench.compare("oklahoma", "baseline", ["hard", "hard:take_margin=1.0,samples=24", "random"], 6, seed=5, players=2)
    hard, same, rand = (r["net"][s] for s in ("hard", "hard:take_margin=1.0,samples=24", "random"))
    assert len(hard) == len(rand) == 12
    assert same == hard  # Hard's own take_margin: the very same play, hand by hand
    assert sum(hard) > sum(rand)  # a random player loses points to the baseline
    assert sum(r["endings"]["hard"].values()) == 12 and sum(len(v) for v in r["by_limit"]["hard"].values()) == 12
    r = bench.compare("remi51", "baseline", ["hard"], 1, seed=5, players=4)
    assert len(r["net"]["hard"]) == 4 and 0 <= r["won"]["hard"] <= 4


def test_paired_hands_refuses_an_unknown_attribute_before_playing(bench_module) -> None:  # type: ignore[no-untyped-def]
    import pytest

    bench = bench_module("paired_hands")
    with pytest.raises(ValueError, match="no attribute 'take_margn'"):
        bench.compare("gin", "baseline", ["hard:take_margn=2"], 1, seed=1, players=2)
    assert bench.main(["gin", "baseline", "hard:take_margin"]) == 2


def test_paired_hands_reads_tuples_among_attributes(bench_module) -> None:  # type: ignore[no-untyped-def]
    bench = bench_module("paired_hands")
    assert bench.parse_player("hard:take_margin=2,give_up_at=(3,3)") == ("hard", {"take_margin": 2, "give_up_at": (3, 3)})
    assert bench.parse_player("medium") == ("medium", {})


def test_command_line_takes_game_options_and_refuses_unknown_ones(capsys) -> None:  # type: ignore[no-untyped-def]
    from remi.arena import parse_option

    assert parse_option("site_rules=true") == ("site_rules", True)
    assert parse_option("target=50") == ("target", 50) and parse_option("stock_end=draw") == ("stock_end", "draw")
    assert main(["oklahoma", "hard", "baseline", "--matches", "1", "--option", "site_rules=true"]) == 0
    assert "oklahoma, site_rules=True: hard vs baseline" in capsys.readouterr().out
    assert main(["oklahoma", "hard", "baseline", "--matches", "1", "--option", "site_rule=true"]) == 2
    assert "unknown option 'site_rule'" in capsys.readouterr().err


def test_paired_hands_needs_at_least_one_hand(bench_module) -> None:  # type: ignore[no-untyped-def]
    import pytest

    with pytest.raises(SystemExit) as exit_info:
        bench_module("paired_hands").main(["gin", "baseline", "hard", "--hands", "0"])
    assert exit_info.value.code == 2


def test_cross_table_plays_only_missing_seeds_and_reads_each_pair_from_both_sides(bench_module, tmp_path) -> None:  # type: ignore[no-untyped-def]
    bench = bench_module("cross_table")
    store = str(tmp_path / "traditional.jsonl")
    bench.play("traditional", store, [5], minutes=10, block=1, only=["easy"])
    lines = open(store).read().splitlines()
    assert len(lines) == len(bench.roster("traditional")) - 1  # easy against each other player, once
    bench.play("traditional", store, [5], minutes=10, block=1, only=["easy"])
    assert open(store).read().splitlines() == lines  # nothing played twice
    done = bench.load(store, "traditional")
    for first, second in (("easy", "baseline"), ("baseline", "easy")):
        stored = bench.result(done, first, second, [5])
        arena = run_arena("traditional", first, second, 1, seed=5)
        assert (stored["rate"], stored["net"], stored["played"]) == (arena["rate"], arena["net"], arena["played"])
    assert bench.result(done, "medium", "hard", [5]) == {"seeds": 0}


def test_table_knowledge_plays_hard_as_the_arena_does_and_the_knowing_player_reads_the_next_hand(bench_module) -> None:  # type: ignore[no-untyped-def]
    bench = bench_module("table_knowledge")
    honest = bench.play("remi51", "rummy-hunter", [7, 8], -1.0)
    arena = run_arena("remi51", "hard", "rummy-hunter", 2, seed=7)
    assert (honest["rate"], honest["net"], honest["played"]) == (arena["rate"], arena["net"], arena["played"])
    game = remi.new_game("traditional", 2, {"deals": 1}, 5)
    knowing = bench.KnowingHard(game, 7.0)
    view = game.view(0)
    danger = knowing._danger(view, bench.TableKnowledge.from_view(view))
    nxt = game.hands[1]
    used = [c for c in set(game.all_cards()) if not c.is_joker and bench.completes_table_meld(nxt, c)]
    unused = [c for c in set(game.all_cards()) if not c.is_joker and not bench.completes_table_meld(nxt, c)]
    assert used and unused
    assert {danger(c) for c in used} == {7.0} and {danger(c) for c in unused} == {0.0}


def test_gin_hand_filter_deals_only_hands_the_opponent_may_hold(bench_module) -> None:  # type: ignore[no-untyped-def]
    from remi.gin.players import GinKnowledge

    bench = bench_module("gin_hand_filter")
    game = remi.new_game("oklahoma", 2, {}, 7003)
    players = [make_player("baseline", 1, "oklahoma"), make_player("baseline", 2, "oklahoma")]
    for _ in range(12):  # a few turns each
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)))
    view = game.view(game.to_act)
    other = 1 - view.seat
    events, _taken = bench.history(view, other)
    assert [kind for kind, _c in events].count("throw") >= 2
    knowledge = GinKnowledge.from_view(view)
    hands = bench.filtered_hands(view, knowledge, other, 50, 3.0, 0.1)
    seen = bench._mask(list(view.hand) + list(view.discard_pile))
    picked = bench._mask(list(knowledge.picked[other]))
    assert len(hands) == 50 and any(w < 1.0 for _m, w in hands) and max(w for _m, w in hands) == 1.0
    for mask, _w in hands:
        assert bin(mask).count("1") == view.hand_sizes[other] and mask & seen == 0 and mask & picked == picked


def test_cross_table_reads_a_pair_stored_the_other_way_round_and_skips_a_line_cut_short(bench_module, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import json

    bench = bench_module("cross_table")
    store = tmp_path / "remi51.jsonl"
    row = {"game": "remi51", "first": "baseline", "second": "hard", "seed": 3, "won": 0.5, "played": 2, "net": -4.0,
           "hands": 2}
    store.write_text(json.dumps(row) + "\n" + '{"game": "remi51", "first": "ea')
    done = bench.load(str(store), "remi51")
    assert done == {("hard", "baseline"): {3: (1.5, 2, 4.0, 2)}}
    back = bench.result(done, "baseline", "hard", [3])
    assert (back["rate"], back["net"]) == (0.25, -2.0)  # half a deal of 2, -4 points over 2 deals
