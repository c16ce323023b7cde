"""Pass-and-play's model on CPython: a seat played by a person here comes from the form and a
save (never from a link), names are cleaned, a save keeps whose hand was shown, each person's
finished match counts in their own record, once, and the screens name people, not "you", where
the device is everyone's. Not marked ``browser``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import links  # noqa: E402
import remi  # noqa: E402
import sight  # noqa: E402
import statscreen  # noqa: E402
import storage  # noqa: E402
from i18n import SEATING, player_name, player_of, seated  # noqa: E402
from rummy_helpers import finished_match  # noqa: E402
from stats import Stats  # noqa: E402


def test_a_person_here_comes_from_the_form_or_a_save_never_a_link() -> None:
    assert storage.seat_levels(["person", "hard"], 3, people=True) == ["person", "hard"]
    assert storage.seat_levels(["person", "hard"], 3) == ["medium", "hard"]
    assert links.parse_params("?level=person")[1] == [("level", "person")]
    assert storage.clean_names(["  Ana   Maria ", 7, "X" * 40], 4) == ["Ana Maria", "", "X" * storage.MAX_NAME_CHARS, ""]
    game = remi.new_game("gin", 2, seed=1)
    ui = storage.clean_ui({"names": ["Ioana", "Bogdan"], "me": 1, "levels": ["person"]}, game)
    assert ui == {"names": ["Ioana", "Bogdan"], "me": 1, "levels": ["person"]}
    assert "me" not in storage.clean_ui({"me": 2}, game) and "me" not in storage.clean_ui({"me": True}, game)
    assert "names" not in storage.clean_ui({"names": ["x" * 99]}, game)


def test_names_come_from_the_seating_and_you_is_whoever_holds_the_device() -> None:
    assert player_name(0, "en") == "You" and player_name(1, "ro") == "Ana"  # (one person: as ever)
    with seated(1, {0: "Ioana", 1: "Bogdan"}):
        assert player_name(1, "ro") == "Tu" and player_name(0, "ro") == "Ioana"
        assert player_of(0, "ro") == "lui Ioana" and player_of(0, "en") == "Ioana"
    with seated(None, {0: "Ioana"}):
        assert player_name(0, "en") == "Ioana" and player_name(2, "en") == "Bogdan"
    assert SEATING.you == 0 and SEATING.names == {}  # as it was


def test_each_persons_match_counts_in_their_own_record_once() -> None:
    game = finished_match("gin", 2, {"target": 60}, 4, ["hard", "hard"])
    stats = Stats()
    assert stats.count_match("m1", game, [], 0, "Ioana") and stats.count_match("m1", game, [], 1, "Bogdan")
    assert not stats.count_match("m1", game, [], 1, "Bogdan")  # (a reload on the end screen counts nothing)
    ioana, bogdan = stats.records["gin"]["@Ioana"], stats.records["gin"]["@Bogdan"]
    assert (ioana.matches, bogdan.matches) == (1, 1)
    assert ioana.won + bogdan.won >= 1 and ioana.won == (0 in game.winners) and bogdan.won == (1 in game.winners)
    assert ioana.points == sum(r.points[0] for r in game.results) and bogdan.points == sum(r.points[1] for r in game.results)
    again, ok = Stats.from_json(stats.to_json())
    assert ok and again.records["gin"]["@Bogdan"] == bogdan
    page = statscreen.stats_html(again, "gin", "ro")
    assert "Ioana, cu prietenii pe acest dispozitiv" in page and "Bogdan, cu prietenii" in page


def test_the_top_bar_names_the_holder_and_at_a_deals_end_shows_the_deal_alone() -> None:
    from frame import BAR_H
    from kits import drawn
    from remi import NextHand, Phase
    from remi.players import make_player
    from scene import TextItem
    from sight import UiState

    game = remi.new_game("remi51", 3, seed=8)
    bots = [make_player("easy", 8 + s, "remi51") for s in range(3)]

    def top(ui: UiState) -> list:
        return [i.text for i in drawn(game, ui, 390, 844).items if isinstance(i, TextItem) and i.y < BAR_H]

    with seated(2, {0: "Sam", 2: "Alex"}):
        assert any(text.startswith("Alex · penalty:") or "Alex · penalty:" in text for text in top(UiState(lang="en", me=2)))
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        game.apply(NextHand() if seat is None else bots[seat].choose(game.view(seat)))
    with seated(None, {0: "Sam", 2: "Alex"}):
        shown = top(UiState(lang="en", me=2))
        assert shown and all("penalty" not in text.lower() and text.count("Hand 1") <= 1 for text in shown), shown


def test_the_table_in_words_gives_a_level_to_computer_players_only() -> None:
    import access
    from kits import drawn
    from sight import UiState

    game = remi.new_game("gin", 3, seed=5)
    ui = UiState(lang="ro", levels=["person", "hard"], people=[0, 1], names=["Ioana", "Radu", ""])
    with seated(0, {0: "Ioana", 1: "Radu"}):
        scene = drawn(game, ui, 390, 844)
        said = {e["key"]: e["text"] for part in access.view(sight.seen(game, ui), scene)["sections"] for e in part["entries"]}
    assert "nivel" not in said["seat:1"] and said["seat:1"].startswith("Radu")  # a person here: no level
    assert ", nivel greu" in said["seat:2"]
