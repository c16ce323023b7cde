"""Replays on CPython (web/history.py, web/replay.py): the finished matches kept once each, the
last 20; a match cut into its deals; each step of a replay the engine's own state; the drawing
showing the hands a viewpoint saw; the match as text. Not marked ``browser``: no dist/ needed
(tests/browser/test_replay.py replays in Chromium)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import history  # noqa: E402
import remi  # noqa: E402
import replay  # noqa: E402
import storage  # noqa: E402
from rummy_helpers import finished_match  # noqa: E402
from scene import CardItem  # noqa: E402

SHORT = {"gin": {"target": 40}, "oklahoma": {"target": 40}, "traditional": {"deals": 2}, "remi51": {"deals": 2}}


def finished(name: str, players: int, seed: int) -> remi.Game:
    return finished_match(name, players, SHORT[name], seed, ["easy"] * players)


MATCHES = [("gin", 2), ("oklahoma", 2), ("traditional", 3), ("remi51", 4)]


def test_the_matches_cover_every_game_the_page_draws() -> None:
    assert {name for name, _players in MATCHES} == set(__import__("games").PAGE_GAMES)


@pytest.mark.parametrize("name,players", MATCHES)
def test_each_step_of_a_replay_is_the_engines_state_and_shows_what_was_seen(name: str, players: int) -> None:
    game = finished(name, players, 8)
    deals = replay.deals(game)
    assert len(deals) == len(game.results)
    assert [game.actions[d.end] for d in deals[:-1]] == ["next hand"] * (len(deals) - 1)
    assert deals[-1].end == len(game.actions) and deals[0].start == 0
    for deal in deals:
        for step in sorted({0, 1, deal.steps // 2, deal.steps}):
            now = replay.position(game, deal, step)
            assert now.actions == game.actions[: deal.start + step]
            for viewpoint in (replay.EVERYTHING, 0, players - 1):
                items, height = replay.replay_items(now, viewpoint, 360, "ro")
                assert height > 0
                for seat in range(players):
                    row = [i for i in items if isinstance(i, CardItem) and i.key.startswith(f"hand{seat}:")]
                    assert len(row) == len(now.hands[seat])
                    shown = sorted(i.card for i in row if i.card)
                    if viewpoint in (replay.EVERYTHING, seat):
                        assert shown == sorted(str(c) for c in now.hands[seat])  # face up, every card
                    else:
                        assert shown == []  # face down: only how many
                assert all(0 <= i.x and i.x + i.w <= 360 + 0.5 for i in items if isinstance(i, CardItem))
        end_words = replay.step_text(game, deal, deal.steps, "en")
        assert " — " in end_words  # the deal's last action says how it ended, with the points
    text = replay.match_text(game, ["easy"] * (players - 1), "en")
    assert text.count("\nHand ") == len(deals) and "Final scores:" in text and f"Seed: {game.seed}" in text


def test_the_history_keeps_each_finished_match_once_and_lets_none_go_by_itself() -> None:
    # Issue 50: past 20, the oldest went without a word; now every one stays until the person
    # deletes it (``remove``), and one past the budget is refused (NoRoom, nothing changed).
    kept = history.History()
    game = finished("gin", 2, 3)
    for k in range(25):
        assert kept.add(f"m{k}", game, ["hard"], 1000.0 + k)
    assert not kept.add("m24", game, ["hard"], 5000.0)  # a reload on the end screen: kept once
    assert [e.id for e in kept.entries] == [f"m{k}" for k in range(25)]
    assert kept.remove("m3") and not kept.remove("m3") and len(kept.entries) == 24
    again, ok = history.History.from_json(kept.to_json())
    assert ok and [e.id for e in again.entries] == [e.id for e in kept.entries]
    assert again.find("m7").game().actions == game.actions
    # a save file imported: checked by the engine, kept once
    entry = kept.add_import(game.to_json(), 9000.0)
    assert entry.imported and kept.add_import(game.to_json(), 9001.0).id == entry.id
    with pytest.raises(remi.InvalidSaveError):
        kept.add_import('{"game": "gin", "seed": 1, "actions": ["fly away"]}', 1.0)
    for broken in ("{nope", "[]", json.dumps({"version": 9, "matches": []}), json.dumps({"version": 1, "matches": [{"id": 1}]})):
        read, ok = history.History.from_json(broken)
        assert not ok and read.entries == []


def test_a_full_browser_storage_keeps_the_history_as_it_was() -> None:
    # Issue 50: a full storage once made the history keep fewer matches, the oldest let go
    # without a word; now the write is refused whole and what was kept stays as it was.
    class Small(storage.MemoryStorage):
        def setItem(self, key: str, value: str) -> None:
            if len(value) > 12_000:
                raise RuntimeError("QuotaExceededError")
            super().setItem(key, value)

    store = Small()
    kept = history.History()
    k = 0
    while len(kept.to_json()) <= 12_000:
        before = kept.to_json()
        kept.add(f"m{k}", finished("gin", 2, k), ["easy"], float(k))
        k += 1
        if len(kept.to_json()) <= 12_000:
            assert storage.write_history(store, kept)
    assert not storage.write_history(store, kept)  # refused whole
    read, ok = storage.read_history(store)
    assert ok and read.to_json() == before and len(read.entries) == k - 1
