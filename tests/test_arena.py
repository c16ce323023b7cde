"""The arena: seats rotated, every deal or match counted once, Wilson's interval."""

from __future__ import annotations

from remi.arena import main, run_arena, wilson


def test_wilson_interval_contains_the_rate_and_narrows_with_more_games() -> None:
    low, high = wilson(60, 100)
    assert low < 0.6 < high
    low2, high2 = wilson(600, 1000)
    assert high2 - low2 < high - low


def test_two_players_swap_seats_and_count_every_match() -> None:
    r = run_arena("gin", "baseline", "random", 2, seed=3)
    assert r["played"] == 4 and r["unit"] == "matches"
    assert r["rate"] > 0.5  # the baseline beats a random player


def test_four_player_table_puts_the_first_player_in_every_seat() -> None:
    r = run_arena("traditional", "hard", "baseline", 2, seed=3, players=4)
    assert r["played"] == 8 and r["unit"] == "deals" and r["players"] == 4
    assert 0.0 <= r["rate"] <= 1.0


def test_command_line(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["remi51", "easy", "baseline", "--matches", "1"]) == 0
    out = capsys.readouterr().out
    assert "remi51: easy vs baseline, 2 players, 2 deals" in out and "95% CI" in out


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
