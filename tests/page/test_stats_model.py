"""The person's record (web/stats.py) on CPython: whole matches of each game counted from the
engine's results, each match once, kept as JSON and read back, a damaged record never stopping
anything. Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import i18n  # noqa: E402
import remi  # noqa: E402
import stats  # noqa: E402
import statscreen  # noqa: E402
import storage  # noqa: E402
from rummy_helpers import finished_match  # noqa: E402
from scene import RectItem, TextItem  # noqa: E402

SHORT = {"gin": {"target": 30}, "oklahoma": {"target": 30}, "traditional": {"deals": 2}, "remi51": {"deals": 2}}


def finished(name: str, players: int, seed: int, me: str = "hard") -> remi.Game:
    """A whole short match: seat 0 (the person) played by ``me``, the others by Easy."""
    return finished_match(name, players, SHORT[name], seed, [me] + ["easy"] * (players - 1))


MATCHES = [("gin", 2), ("oklahoma", 2), ("traditional", 3), ("remi51", 2)]


def test_the_matches_cover_every_game_the_page_draws() -> None:
    assert {name for name, _players in MATCHES} == set(__import__("games").PAGE_GAMES)


@pytest.mark.parametrize("name,players", MATCHES)
def test_a_finished_match_is_counted_once_from_the_engines_results(name: str, players: int) -> None:
    record = stats.Stats()
    games = [finished(name, players, seed) for seed in (1, 2, 3)]
    for k, game in enumerate(games):
        assert record.count_match(f"m{k}", game, ["easy"] * (players - 1))
        assert not record.count_match(f"m{k}", game, ["easy"] * (players - 1))  # a reload on the end screen
    rec = record.records[name]["easy"]
    results = [r for g in games for r in g.results]
    mine = [int(r.points[0]) for r in results]
    assert rec.matches == 3 and rec.won == sum(0 in g.winners for g in games)
    assert rec.deals == len(results) and rec.deals_won == sum(r.winner == 0 for r in results)
    assert rec.points == sum(mine) and rec.average_deal == pytest.approx(sum(mine) / len(mine))
    higher = name == "oklahoma" and any(getattr(r, "scoring", "") == "points" for r in results)
    assert rec.best_deal == (max(mine) if higher else min(mine))
    assert rec.recent == [[int(0 in g.winners), int(g.scores[0])] for g in games]
    streak = 0
    for g in games:
        streak = streak + 1 if 0 in g.winners else 0
    assert rec.streak == streak and rec.best_streak >= streak
    if remi.GAMES[name].family == "gin":
        assert rec.gins == sum(r.winner == 0 and r.kind in ("gin", "big_gin") for r in results)
        assert rec.undercuts == sum(r.winner == 0 and r.kind == "undercut" for r in results)
        assert rec.rummies == rec.openings == 0
    else:
        assert rec.rummies == sum(r.winner == 0 and r.kind in ("rummy", "hand") for r in results)
        assert rec.openings == sum(r.players[0].opened for r in results) > 0
    # a match still under way, or counted under another level, changes nothing here
    under_way = remi.new_game(name, players, SHORT[name], seed=9)
    assert not record.count_match("m9", under_way, ["easy"] * (players - 1))
    assert record.records[name]["easy"] == rec


def test_the_record_is_kept_per_level_survives_its_json_and_keeps_the_last_thirty() -> None:
    record = stats.Stats()
    game = finished("gin", 2, 4)
    for k in range(35):
        record.count_match(f"id{k}", game, ["hard"])
    record.count_match("mixed", finished("traditional", 3, 4), ["easy", "hard"])
    assert stats.level_key(["hard", "hard"]) == "hard" and stats.level_key(["easy", "hard"]) == "easy,hard"
    assert statscreen.level_title("easy,hard", "ro") == "Adversari de niveluri diferite: Ușor, Greu"
    assert statscreen.level_title("hard", "en") == "Computer players: Hard"
    assert set(record.records["traditional"]) == {"easy,hard"}
    rec = record.records["gin"]["hard"]
    assert rec.matches == 35 and len(rec.recent) == stats.RECENT
    again, ok = stats.Stats.from_json(record.to_json())
    assert ok and again.records == record.records and again.counted == record.counted
    assert not again.count_match("id3", game, ["hard"])  # still counted once after being read back
    record.reset()
    assert record.records == {} and not record.count_match("id3", game, ["hard"])  # ended before the reset
    assert record.count_match("after", game, ["hard"]) and record.records["gin"]["hard"].matches == 1


def test_a_damaged_or_foreign_record_gives_a_fresh_one_and_storage_keeps_it_apart() -> None:
    good = stats.Stats()
    good.count_match("a", finished("gin", 2, 5), ["medium"])
    data = json.loads(good.to_json())
    broken = [
        "{not json", "[1, 2]", json.dumps({"version": 99}), "[" * 1000 + "]" * 1000,
        json.dumps({**data, "counted": [1, 2]}),
        json.dumps({**data, "games": {"gin": {"medium": {**data["games"]["gin"]["medium"], "won": 9}}}}),  # won > played
        json.dumps({**data, "games": {"gin": {"medium": {**data["games"]["gin"]["medium"], "matches": "1"}}}}),
        json.dumps({**data, "games": {"gin": {"medium": {"secret": 1}}}}),
        json.dumps({**data, "games": {"gin": [1]}}),
    ]
    for raw in broken:
        record, ok = stats.Stats.from_json(raw)
        assert not ok and record.records == {} and record.counted == [], raw[:60]
    nothing, ok = stats.Stats.from_json(None)  # nothing kept yet: a fresh record, read fine
    assert ok and nothing.records == {} and nothing.counted == []
    store = storage.MemoryStorage()
    assert storage.write_stats(store, good)
    read, ok = storage.read_stats(store)
    assert ok and read.records == good.records
    assert store.getItem(stats.STATS_KEY) == good.to_json()
    assert [store.key(i) for i in range(store.length)] == [stats.STATS_KEY]  # apart from the saves


def test_oklahoma_by_the_site_rules_is_kept_apart_from_its_own_scoring() -> None:
    record = stats.Stats()
    own = finished("oklahoma", 2, 6)
    site = finished_match("oklahoma", 2, {**SHORT["oklahoma"], "site_rules": True}, 6, ["easy", "easy"])
    assert own.scoring == "points" and site.scoring == "penalty"
    record.count_match("own", own, ["easy"])
    record.count_match("site", site, ["easy"])
    assert set(record.records) == {"oklahoma", "oklahoma.penalty"}
    assert record.records["oklahoma"]["easy"].higher_is_better
    assert not record.records["oklahoma.penalty"]["easy"].higher_is_better
    assert stats.game_key(finished("gin", 2, 6)) == "gin"  # Gin scores by penalty, its usual way


def test_the_screen_shows_each_level_its_figures_and_a_chart_of_the_last_matches() -> None:
    record = stats.Stats()
    games = [finished("remi51", 2, seed) for seed in (1, 2, 3)]
    for k, game in enumerate(games):
        record.count_match(f"r{k}", game, ["hard"] if k else ["easy"])
    record.count_match("g", finished("gin", 2, 1), ["hard"])
    assert [lv for _, lv, _ in statscreen.game_records(record, "remi51")] == ["easy", "hard"]
    page = statscreen.stats_html(record, "remi51", "ro")
    assert page.count('class="stats-level"') == 2 and page.count("<canvas") == 2
    assert "Adversari de nivel ușor" in page and "Adversari de nivel greu" in page and "Închideri din mână" in page
    assert "Gin" not in page.split("rules-tabs")[1].split("</div>", 1)[1]  # Gin's record is on its own tab
    rec = record.records["remi51"]["hard"]
    shown = dict(statscreen.figures(rec, "remi51", "en"))
    assert shown["Matches played"] == "2" and shown["Hands played"] == f"{rec.deals} ({rec.deals_won} won)"
    assert shown["Average penalty per hand"] == f"{rec.points / rec.deals:.1f}".replace("-", "\u2212")
    assert statscreen.decimal(-12.44, "ro") == "\u221212,4" and statscreen.decimal(-0.01, "en") == "0.0"
    # nothing yet: a sentence that says how to begin, and no reset to offer
    empty = statscreen.stats_html(stats.Stats(), "gin", "en")
    assert "No finished match of Gin Rummy yet" in empty and "id=\"stats-reset\"" not in empty and "<canvas" not in empty
    # the reset is asked before it is done
    asked = statscreen.stats_html(record, "gin", "en", confirm=True)
    assert 'id="stats-reset-yes"' in asked and 'id="stats-reset-no"' in asked and 'id="stats-reset"' not in asked
    assert "could not be read" in statscreen.stats_html(record, "gin", "en", unreadable=True)


def test_the_chart_draws_one_bar_a_match_in_order_gold_when_won_and_inside_its_canvas() -> None:
    recent = [[1, 40], [0, 130], [0, -25], [1, 0]]
    width, height = 320.0, statscreen.CHART_H
    items = statscreen.chart_items(recent, width, height, "en")
    bars = [i for i in items if isinstance(i, RectItem) and i.h > 1.5]  # (the axis is 1 px high)
    assert [b.fill for b in bars] == [statscreen.WON, statscreen.LOST, statscreen.LOST, statscreen.WON]
    assert all(b1.x < b2.x for b1, b2 in zip(bars, bars[1:]))
    assert all(0 <= b.x and b.x + b.w <= width and 0 <= b.y and b.y + b.h <= height for b in bars)
    assert bars[1].h > bars[0].h > bars[3].h  # height follows the total: 130 > 40 > 0
    assert bars[1].h / bars[0].h == pytest.approx(130 / 40)
    axis = next(i for i in items if isinstance(i, RectItem) and i.h <= 1.5)
    assert bars[2].y == pytest.approx(axis.y + 0.5)  # a negative total hangs below the axis
    assert bars[3].y + bars[3].h == pytest.approx(axis.y + 0.5) and bars[3].h >= 3  # a 0 still shows, over it
    words = [i for i in items if isinstance(i, TextItem)]
    totals, axis_words = words[:-2], words[-2:]
    assert all(t.y + 6 <= w.y - 6 for t in totals for w in axis_words)  # a total never over the axis' words
    texts = [i.text for i in items if isinstance(i, TextItem)]
    assert texts[:4] == ["40", "130", "\u221225", "0"] and texts[-2:] == ["earlier", "latest"]
    assert statscreen.chart_items([], width, height, "en")[-1].w == width - 8  # only the axis
    assert "4 matches, 2 won" in statscreen.chart_label(recent, "en")


def test_a_match_with_moves_taken_back_is_counted_as_such_and_said() -> None:
    # Undo against computer players takes back whole turns: the record says in how many matches.
    record = stats.Stats()
    record.count_match("plain", finished("gin", 2, 1), ["hard"])
    shown = dict(statscreen.figures(record.records["gin"]["hard"], "gin", "en"))
    assert "Matches with moves taken back" not in shown  # none yet: nothing to say
    record.count_match("undone", finished("gin", 2, 2), ["hard"], took_back=True)
    assert not record.count_match("undone", finished("gin", 2, 2), ["hard"], took_back=True)  # once
    again, ok = stats.Stats.from_json(record.to_json())
    rec = again.records["gin"]["hard"]
    assert ok and rec.matches == 2 and rec.took_back == 1
    assert dict(statscreen.figures(rec, "gin", "ro"))["Meciuri cu mutări anulate"] == "1"
    broken = json.loads(record.to_json())
    broken["games"]["gin"]["hard"]["took_back"] = 5  # more than the matches played
    assert not stats.Stats.from_json(json.dumps(broken))[1]


@pytest.mark.parametrize("width", [260.0, 330.0, 580.0])  # the chart's width at 320, 390 and 1366 px
@pytest.mark.parametrize("lang", ["ro", "en"])
def test_the_charts_words_never_run_into_each_other(width, lang) -> None:
    # With one match "latest" (right-aligned at the end of the only bar, a tenth of the way
    # across) was written over "earlier" ("mai vechi" from 4 to 57 px, "ultimul" from -9 to 29).
    from scene import text_width

    for n in range(1, 31):
        recent = [[k % 2, 10 * k] for k in range(n)]
        words = [i for i in statscreen.chart_items(recent, width, statscreen.CHART_H, lang) if isinstance(i, TextItem)][-2:]
        words = [w for w in words if w.y == statscreen.CHART_H - 8]  # (the axis' words)
        boxes = []
        for w in words:
            need = text_width(w.text, w.size)
            left = w.x - (need if w.align == "right" else 0)
            assert 0 <= left and left + need <= width, (n, w)
            boxes.append((w.text, round(left), round(left + need)))
        assert all(a[2] + 8 <= b[1] for a, b in zip(boxes, boxes[1:])), (n, boxes)
        first, last = i18n.t("stats.chart.first", lang), i18n.t("stats.chart.last", lang)
        assert [w.text for w in words] == ([] if n == 1 else [first]) + [last]  # (one match: no earlier one)
        assert all(w.max_width is not None and text_width(w.text, w.size) <= w.max_width + 0.5 for w in words), words
