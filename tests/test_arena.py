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
