"""What the page keeps for the person (``web/keeping.py``), on CPython: the match saved as it
goes, a refusal said once with the way to make room, a finished match counted once and kept
to replay, each step answering with what the person is to be told.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import List

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))

import remi  # noqa: E402
import stats  # noqa: E402
import storage  # noqa: E402
from keeping import Keeping, Note, summary  # noqa: E402
from rummy_helpers import finished_match  # noqa: E402
from sight import UiState  # noqa: E402


class Quota(storage.MemoryStorage):
    """A localStorage that refuses every write while ``full`` (``QuotaExceededError``)."""

    def __init__(self) -> None:
        super().__init__()
        self.full = False

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        super().setItem(key, value)


def keeping(local: storage.MemoryStorage) -> tuple:
    warned: List[str] = []
    clock = iter(range(1_000_000, 2_000_000, 1000))
    saves = storage.Saves(local, storage.MemoryStorage(), persistent=True, now=lambda: float(next(clock)))
    saves.adopt(None)
    return Keeping(saves, lambda: float(next(clock)), warned.append), warned


def test_a_refused_save_is_said_once_with_the_way_to_make_room_and_its_return_too() -> None:
    local = Quota()
    keep, warned = keeping(local)
    game, ui = remi.new_game("gin", 2, seed=3), UiState(levels=["medium"])
    assert keep.save(game, ui, None, {}, str, False) == []
    local.full = True
    game.apply(game.legal_actions()[0])
    assert keep.save(game, ui, None, {}, str, False) == [Note("msg.cannot_save", "make_room")]
    assert keep.save(game, ui, None, {}, str, False) == []  # (said once: the match goes on in memory)
    assert len(warned) == 1
    local.full = False
    assert keep.save(game, ui, None, {"took_back": True}, str, True) == [Note("msg.saved_again")]
    saved = keep.saves.load(keep.saves.match_id)
    assert saved.game.actions == game.actions and saved.ui["levels"] == ["medium"]
    assert '"took_back": true' in local.items[storage.MATCH_PREFIX + keep.saves.match_id]


def test_a_finished_match_is_counted_once_and_kept_to_replay_or_said_to_have_no_room() -> None:
    local = Quota()
    keep, _warned = keeping(local)
    game = finished_match("gin", 2, {"target": 30}, 5, ["hard", "easy"])
    ui = UiState(levels=["easy"])
    assert keep.save(game, ui, None, {}, str, False) == []
    assert keep.counted["gin"]["easy"]["matches"] == 1
    assert [e.id for e in storage.read_history(local)[0].entries] == [keep.saves.match_id]
    assert keep.save(game, ui, None, {}, str, False) == []  # a reload on the end screen counts nothing more
    assert keep.counted["gin"]["easy"]["matches"] == 1
    other, _ = keeping(local)  # another tab, another match: the history has no room now
    local.full = True
    notes = other.count_match("m2", game, ui, str, False)
    assert Note("replay.full", "replays") in notes and other.waiting_replay == "m2"
    local.full = False
    assert other.keep_to_replay("m2", game, ui.levels) == [] and other.waiting_replay is None


def test_people_on_one_device_are_counted_each_under_their_name_and_a_saved_match_reads_in_a_line() -> None:
    local = Quota()
    keep, _warned = keeping(local)
    game = finished_match("traditional", 2, {"deals": 1}, 4, ["easy", "easy"])
    ui = UiState(levels=["person"], people=[0, 1], names=["Ioana", "Dan"])
    keep.count_match("m1", game, ui, lambda s: ui.names[s], False)
    counted = keep.counted["traditional"]
    assert counted[stats.person_key("Ioana")]["matches"] == 1 and counted[stats.person_key("Dan")]["matches"] == 1
    info = storage.match_info("m1", game, 1.0, None)
    line = summary(info, "en")
    assert line.startswith("Traditional\u00a0Rummy") and "You\u00a0" in line
