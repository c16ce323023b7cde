"""The page's pure-Python parts on CPython, without a browser: the render model (layout),
the buttons (from the engine's legal actions), hit-testing, gestures, saves and links.

Not marked ``browser``: these run in a second and need no dist/.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
sys.path.insert(0, str(WEB))

import controls  # noqa: E402
import hand as hand_mod  # noqa: E402
import i18n  # noqa: E402
import remi  # noqa: E402
import storage  # noqa: E402
from layout import UiState, layout  # noqa: E402
from pointer import Gestures  # noqa: E402
from remi.players import BaselineGinPlayer  # noqa: E402

SIZES = [(390, 844), (844, 390), (1280, 800)]


class FakeStorage(dict):
    def getItem(self, key):
        return self.get(key)

    def setItem(self, key, value):
        self[key] = value

    def removeItem(self, key):
        self.pop(key, None)


def play_until(game, phases, human_knocks=True):
    """Computer players for every seat (seat 0 included) until a phase in ``phases``."""
    bot = BaselineGinPlayer()
    while game.phase not in phases:
        game.apply(bot.choose(game.view(game.to_act)) if game.to_act is not None else "next hand")
    return game


def within(scene, width, height):
    for h in scene.hits:
        if h.kind == "hand":
            continue
        assert h.x >= -0.5 and h.y >= -0.5 and h.x + h.w <= width + 0.5 and h.y + h.h <= height + 0.5, h


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("name,players", [("gin", 2), ("oklahoma", 3), ("gin", 4)])
def test_every_phase_lays_out_on_screen(name, players, width, height):
    game = remi.new_game(name, players, seed=4)
    bot = BaselineGinPlayer()
    seen = set()
    ui = UiState(lang="ro")
    for _ in range(2000):
        scene = layout(game, ui, width, height)
        within(scene, width, height)
        json.dumps(scene.test_json())
        seen.add(game.phase)
        if game.is_over or len(game.results) >= 2:
            break
        game.apply(bot.choose(game.view(game.to_act)) if game.to_act is not None else "next hand")
    assert {"upcard", "draw", "discard", "hand_over"} <= seen


def test_buttons_come_from_legal_actions():
    game = remi.new_game("gin", 2, seed=7)
    while game.to_act != 0:
        game.apply("pass")
    ids = [b.id for b in controls.buttons(game, 0, None, "en")]
    assert ids == ["take", "pass"]
    for b in controls.buttons(game, 0, None, "en"):
        assert game.is_legal(b.command)


def test_knock_button_shows_the_deadwood_it_leaves():
    from remi.testing import stacked_game

    game = stacked_game(
        "gin", ["Ah 2h 3h 4s 5s 6s 7c 8c 9c Kd", "2c 3c 4c 5d 6d 7d 8h 9h 10h Jd"], upcard="Qs", stock="Ac", dealer=1
    )
    game.apply("pass").apply("pass").apply("draw stock")
    labels = {b.id: b.label for b in controls.buttons(game, 0, None, "ro")}
    assert labels["knock"] == "Bat (1)"  # discard Kd, keep Ac: deadwood 1
    assert controls.best_knock(game, 0, None) == remi.Knock(remi.Card.parse("Kd"))


def test_hand_arrangement_groups_melds_and_marks_deadwood():
    cards = remi.Card.parse_many("7h 8h 9h Kc Ks Kd 2c 5d")
    shown = hand_mod.arrange(cards, "melds")
    assert [str(s.card) for s in shown][:6] == ["7h", "8h", "9h", "Kc", "Kd", "Ks"]
    assert [s.deadwood for s in shown] == [False] * 6 + [True, True]
    order = hand_mod.move_card([str(c) for c in cards], "5d", 0)
    assert [str(s.card) for s in hand_mod.arrange(cards, "manual", order)][0] == "5d"


def test_hit_testing_maps_a_point_to_the_card_on_top():
    game = remi.new_game("gin", 2, seed=3)
    scene = layout(game, UiState(), 390, 844)
    cards = [h for h in scene.hits if h.kind == "card"]
    for h in cards:
        hit = scene.hit_test(h.x + h.w / 2, h.y + 5)
        assert hit.kind == "card" and hit.id == h.id
    stock = next(h for h in scene.hits if h.kind == "stock")
    assert scene.hit_test(stock.x + 5, stock.y + 5).kind == "stock"


def test_gestures_tap_double_tap_and_drag():
    class H:
        def __init__(self, kind, id):
            self.kind, self.id = kind, id

    g = Gestures()
    card = H("card", "7h")
    g.down(10, 10, 0, card)
    assert g.up(10, 10, 50, card)["type"] == "tap"
    g.down(10, 10, 200, card)
    assert g.up(10, 10, 250, card)["type"] == "double"
    g.down(10, 10, 1000, card)
    assert g.move(60, 10)["card"] == "7h"
    drop = g.up(200, 300, 1100, H("discard", "discard"))
    assert drop["type"] == "drop" and drop["end"].kind == "discard"


def test_an_unreadable_save_is_moved_aside():
    store = FakeStorage({storage.SAVE_KEY: "{broken"})
    game, ui, source, error = storage.load_saved(store)
    assert game is None and error
    assert store[storage.CORRUPT_KEY] == "{broken" and storage.SAVE_KEY not in store


def test_a_save_round_trips():
    store = FakeStorage()
    game = play_until(remi.new_game("oklahoma", 3, seed=9), {"discard"})
    storage.save_game(store, game, {"sort": "suit"}, "game=oklahoma&players=3&seed=9")
    again, ui, source, error = storage.load_saved(store)
    assert error is None and again.snapshot() == game.snapshot() and ui["sort"] == "suit"
    assert source == "game=oklahoma&players=3&seed=9"


def test_link_parameters():
    params, bad = storage.parse_params("?game=oklahoma&players=3&seed=123&lang=ro")
    assert params == {"game": "oklahoma", "players": 3, "seed": 123, "lang": "ro"} and bad == []
    params, bad = storage.parse_params("?game=poker&players=9&seed=x&lang=fr")
    assert params == {} and [name for name, _ in bad] == ["game", "players", "seed", "lang"]


def test_every_text_has_both_languages():
    for key, entry in i18n.STRINGS.items():
        assert set(entry) == {"ro", "en"}, key
    assert i18n.lang_from_browser("ro-RO") == "ro" and i18n.lang_from_browser("de-DE") == "en"
    for spec in remi.GAMES["oklahoma"].option_specs():
        assert i18n.has("opt." + spec.name), spec.name


def test_the_end_of_a_match_offers_a_new_match():
    game = play_until(remi.new_game("gin", 3, options={"target": 20}, seed=2), {"match_over"})
    scene = layout(game, UiState(lang="en"), 390, 844)
    assert scene.info["match_title"]
    assert [h.id for h in scene.hits if h.kind == "button" and h.id not in ("lang", "menu_new")] == ["new_match"]
    assert scene.info["score_sheet"] == list(game.scores)


def test_a_save_of_a_game_the_table_cannot_draw_is_set_aside():
    store = FakeStorage()
    fake = {
        "page": 1,
        "game": {
            "format": "remi-save",
            "version": 1,
            "game": "nosuchgame",
            "players": 2,
            "options": {},
            "seed": 1,
            "actions": [],
        },
    }
    store.setItem(storage.SAVE_KEY, json.dumps(fake))
    game, _ui, _source, error = storage.load_saved(store)
    assert game is None and error and storage.CORRUPT_KEY in store
