"""The page's pure-Python parts on CPython, without a browser: the render model (layout),
the buttons (from the engine's legal actions), hit-testing, gestures, saves and links.

Not marked ``browser``: these run in a second and need no dist/.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
sys.path.insert(0, str(WEB))

import controls  # noqa: E402
import hand as hand_mod  # noqa: E402
import i18n  # noqa: E402
import links  # noqa: E402
import remi  # noqa: E402
import sight  # noqa: E402
import storage  # noqa: E402
from kits import drawn  # noqa: E402
from pointer import Gestures  # noqa: E402
from remi.gin.players import BaselineGinPlayer  # noqa: E402
from scene import text_width  # noqa: E402
from sight import UiState, view_of  # noqa: E402

SIZES = [(390, 844), (844, 390), (1280, 800)]


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
        scene = drawn(game, ui, width, height)
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
    ids = [b.id for b in controls.buttons(view_of(game), None, "en")]
    assert ids == ["take", "pass", "hint"]  # the Hint button asks, it plays nothing
    for b in controls.buttons(view_of(game), None, "en"):
        assert b.command == "ui:hint" or game.is_legal(b.command)


def test_knock_button_shows_the_deadwood_it_leaves():
    from remi.testing import stacked_game

    game = stacked_game(
        "gin", ["Ah 2h 3h 4s 5s 6s 7c 8c 9c Kd", "2c 3c 4c 5d 6d 7d 8h 9h 10h Jd"], upcard="Qs", stock="Ac", dealer=1
    )
    game.apply("pass").apply("pass").apply("draw stock")
    labels = {b.id: b.label for b in controls.buttons(view_of(game), None, "ro")}
    assert labels["knock"] == "Bat (1)"  # discard Kd, keep Ac: deadwood 1
    assert controls.best_knock(view_of(game), None) == remi.Knock(remi.Card.parse("Kd"))


def test_hand_arrangement_groups_melds_and_marks_deadwood():
    cards = remi.Card.parse_many("7h 8h 9h Kc Ks Kd 2c 5d")
    shown = hand_mod.arrange(cards, "melds")
    assert [str(s.card) for s in shown][:6] == ["7h", "8h", "9h", "Kc", "Kd", "Ks"]
    assert [s.deadwood for s in shown] == [False] * 6 + [True, True]
    order = hand_mod.move_card([str(c) for c in cards], "5d", 0)
    assert [str(s.card) for s in hand_mod.arrange(cards, "manual", order)][0] == "5d"


def test_hit_testing_maps_a_point_to_the_card_on_top():
    game = remi.new_game("gin", 2, seed=3)
    scene = drawn(game, UiState(), 390, 844)
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


def test_a_save_round_trips():
    saves = storage.Saves(storage.MemoryStorage(), storage.MemoryStorage())
    game = play_until(remi.new_game("oklahoma", 3, seed=9), {"discard"})
    saves.save(game, {"sort": "suit"}, "game=oklahoma&players=3&seed=9")
    again = saves.load(saves.match_id)
    assert again.game.snapshot() == game.snapshot() and again.ui["sort"] == "suit"
    assert again.source == "game=oklahoma&players=3&seed=9"


def test_link_parameters():
    params, bad = links.parse_params("?game=oklahoma&players=3&seed=123&lang=ro")
    assert params == {"game": "oklahoma", "players": 3, "seed": 123, "lang": "ro"} and bad == []
    params, bad = links.parse_params("?game=poker&players=9&seed=x&lang=fr")
    assert params == {} and [name for name, _ in bad] == ["game", "players", "seed", "lang"]


def test_every_text_has_both_languages():
    import strings_match
    import strings_screens

    assert not set(strings_match.STRINGS) & set(strings_screens.STRINGS)  # one text each: i18n.STRINGS joins them
    for key, entry in i18n.STRINGS.items():
        assert set(entry) == {"ro", "en"}, key
    assert i18n.lang_from_browser("ro-RO") == "ro" and i18n.lang_from_browser("de-DE") == "en"
    for spec in remi.GAMES["oklahoma"].option_specs():
        assert i18n.has("opt." + spec.name), spec.name


def test_the_end_of_a_match_offers_the_statistics_a_challenge_and_a_new_match():
    game = play_until(remi.new_game("gin", 3, options={"target": 20}, seed=2), {"match_over"})
    scene = drawn(game, UiState(lang="en"), 390, 844)
    assert scene.info["match_title"]
    shown = [h.id for h in scene.hits if h.kind == "button" and h.id not in ("lang", "menu_new", "rules")]
    assert shown == ["stats", "challenge", "new_match"]
    assert scene.info["score_sheet"] == list(game.scores)


# --------------------------------------------------------------- Traditional Rummy, Remi 51

import table_controls  # noqa: E402
from remi.players import make_player  # noqa: E402
from startscreen import form_html  # noqa: E402

TABLE_SIZES = [(390, 844), (1280, 800)]


def _play_table(game, seats_done=None, limit=4000):
    """Baseline players for every seat; yields the game before each action."""
    bots = [make_player("baseline", s, game.name) for s in range(game.players)]
    for _ in range(limit):
        yield game
        if game.is_over or (game.phase == "hand_over" and len(game.results) >= 2):
            return
        game.apply(bots[game.to_act].choose(game.view(game.to_act)) if game.to_act is not None else "next hand")


@pytest.mark.parametrize("width,height", TABLE_SIZES)
@pytest.mark.parametrize("name,players", [("traditional", 2), ("traditional", 4), ("remi51", 3), ("remi51", 4)])
def test_table_games_lay_out_on_screen_in_every_phase(name, players, width, height):
    game = remi.new_game(name, players, seed=6)
    seen = set()
    for g in _play_table(game):
        hand = [str(c) for c in g.view(0).hand]
        ui = UiState(lang="ro", picked=hand[:3] if g.to_act == 0 else [])
        scene = drawn(g, ui, width, height)
        within(scene, width, height)
        data = scene.test_json()
        json.dumps(data)
        seen.add(g.phase)
        if g.phase in ("draw", "discard"):
            # every table meld is drawn, grouped by owner, with its jokers' faces
            assert sorted(int(m["id"]) for m in data["melds"]) == list(range(len(g.table)))
            for m in data["melds"]:
                meld = g.table[int(m["id"])]
                assert m["owner"] == meld.owner and m["closed"] == meld.closed
                assert m["card_w"] >= 26
                assert [j["pos"] for j in data["jokers"] if j["meld"] == int(m["id"])] == m["jokers"]
            mine = [m for m in data["melds"] if m["owner"] == 0]
            others = [m for m in data["melds"] if m["owner"] != 0]
            if mine and others:  # yours near your hand, the opponents' near their seats
                assert min(m["y"] for m in mine) > max(m["y"] for m in others)
            hand_top = min(c["y"] for c in data["cards"])
            assert all(m["y"] + m["h"] <= hand_top for m in data["melds"])
            for b in data["buttons"]:
                if not b["command"].startswith("ui:"):
                    assert g.is_legal(b["command"]), b
    assert {"draw", "discard", "hand_over"} <= seen


def test_joker_labels_show_what_they_stand_for_and_closed_sets_are_dim():
    from scene import CardItem

    found = None
    for seed in range(1, 40):
        for g in _play_table(remi.new_game("remi51", 3, seed=seed)):
            if any(m.jokers for m in g.table) and any(m.closed for m in g.table) and g.phase == "draw":
                found = g
                break
        if found:
            break
    g = found
    scene = drawn(g, UiState(lang="en"), 390, 844)
    table_cards = [i for i in scene.items if isinstance(i, CardItem) and i.key.startswith("table:")]
    for meld in g.table:
        for card in meld.cards:
            item = next(i for i in table_cards if i.card == str(card))
            assert item.closed == meld.closed
            if card.is_joker:
                assert item.label and item.label.startswith("=")
    assert any(i.closed for i in table_cards)


def test_a_joker_dropped_nearer_an_end_of_a_run_stands_at_that_end():
    from remi.testing import stacked_game  # noqa: F401  (the table game is built from a real replay)

    for g in _play_table(remi.new_game("traditional", 2, seed=105)):
        if g.to_act == 0 and g.phase == "discard" and g.opened[0]:
            runs = [i for i, m in enumerate(g.table) if not m.is_set and m.low > 1 and m.high < 13]
            if runs:
                break
    joker = remi.Card.joker(7)  # give the person a joker to try with (a copy of the game)
    trial = g.copy()
    trial.hands[0].append(joker)
    index = runs[0]
    meld = trial.table[index]
    import moves

    low = moves.of(view_of(trial)).onto_meld(str(joker), index, [], 0.1, False)
    high = moves.of(view_of(trial)).onto_meld(str(joker), index, [], 0.9, False)
    assert str(low) == str(remi.Build(joker, index, (meld.low - 1, meld.suit)))
    assert str(high) == str(remi.Build(joker, index, (meld.high + 1, meld.suit)))


def test_lay_down_is_offered_only_for_a_legal_meld_and_refusals_are_translated():
    game = remi.new_game("remi51", 2, seed=1)
    for g in _play_table(game):
        if g.to_act == 0 and g.phase == "discard" and not g.opened[0]:
            break
    hand = g.view(0).hand
    from remi.table.jokers import candidate_melds

    small = next(cards for cards, faces in candidate_melds(hand, 1) if not faces and sum(min(c.rank, 10) for c in cards) < 30)
    picked = [str(c) for c in small]
    at = sight.seen(g, UiState(lang="ro", picked=picked))
    ids = [b.id for b in table_controls.buttons(at)]
    refusal = table_controls.meld_refusal(at, picked)
    if refusal:  # a meld too small for the opening: no button, the reason in the status line
        assert "lay_down" not in ids and refusal.startswith(("R51-6", "R51-7"))
        scene = drawn(g, UiState(lang="ro", picked=picked), 390, 844)
        # the reason in words; the rule's id is not shown to a player (its "why?" opens the rules)
        status = scene.info["status"]
        assert status.startswith(i18n.refusal_sentence(refusal, "ro")) and not status.startswith("R51")
        why = next(h for h in scene.hits if h.kind == "button" and h.id == "why")  # "De ce?": the rules at the rule
        assert why.data["command"] == "ui:why:" + refusal.split(":")[0]
        assert "51" in scene.info["status"] and "/ 51" in scene.info["opening_label"].replace("\u00a0", " ")
    else:
        assert "lay_down" in ids


@pytest.mark.parametrize("name", ["traditional", "remi51"])
def test_table_melds_get_the_room_there_is(name):
    # Four players' melds on a phone upright and on its side (three deals of baselines, which
    # lay everything down). Both blocks of melds (the opponents', yours) take the largest cards
    # at which they fit together, and on a low screen share rows when that makes the cards much
    # larger; on its side the hand's value and the sort buttons sit beside the hand. The cards
    # were once 24 px wide on most turns on a phone on its side, and 34 px on a phone upright.
    # Upright, the hand in two rows (66 px cards instead of 54, see the test below) takes about
    # 50 px of the table's height until it fits one row, and a crowded table's piles give up
    # 24 px: on these deals the meld cards went from 43.5 to 39.5 px at the smallest, from
    # 55.5 to 51.5 px (Traditional Rummy) and stayed at 57.5 px (Remi 51) at the median. A
    # joker's strip as wide as its tag is drawn in the widest font ("=10♦", issue 49) took the
    # smallest of Remi 51 from 39.5 to 37.5 px, on one crowded turn; the opponents' boxes giving
    # their last turn a second line (the card taken from the pile never dropped) took 14 px of
    # the height.
    import statistics

    widths = {(390, 844): [], (844, 390): []}
    for seed in (6, 7, 8):
        for g in _play_table(remi.new_game(name, 4, seed=seed)):
            if g.phase in ("draw", "discard") and g.table:
                for (width, height), seen in widths.items():
                    data = drawn(g, UiState(lang="ro"), width, height).test_json()
                    seen.append(min(m["card_w"] for m in data["melds"]))
    assert min(widths[(390, 844)]) >= 37 and statistics.median(widths[(390, 844)]) >= 50
    assert statistics.median(widths[(844, 390)]) >= 32 and min(widths[(844, 390)]) >= 24


def test_the_end_of_a_table_deal_shows_cards_left_points_and_the_sheet():
    for name in ("traditional", "remi51"):
        for g in _play_table(remi.new_game(name, 3, seed=4)):
            if g.phase in ("hand_over", "match_over"):
                break
        for width, height in TABLE_SIZES:
            scene = drawn(g, UiState(lang="en"), width, height)
            within(scene, width, height)
            r = g.results[-1]
            assert scene.info["result_kind"] == r.kind
            assert [row["points"] for row in scene.info["result_rows"]] == list(r.points)
            assert scene.info["score_sheet"] == list(g.scores)
            # the one who went out in Traditional Rummy scored 0, shown as such, as in its row
            assert not any(getattr(i, "text", None) == "–" for i in scene.items)
            assert [h.id for h in scene.hits if h.kind == "button" and h.id not in ("lang", "menu_new", "rules")] in (
                ["challenge", "next_hand"],
                ["stats", "challenge", "new_match"],
            )


def test_the_end_of_a_table_deal_lists_each_hand_sorted_and_clear_of_its_summary():
    # Remi 51, four baselines, seed 1: the fourth player never opened and ends with 14 cards.
    # Each row: the melds its player laid on the table, then the hand left, the melds it holds
    # together and the rest by suit, then rank (the winner's row showed nothing but its name).
    from remi.table.melds import make_meld
    from scene import TextItem, text_width
    from table_result import READABLE_W, end_groups

    for g in _play_table(remi.new_game("remi51", 4, seed=1)):
        if g.phase in ("hand_over", "match_over"):
            break
    r = g.results[-1]
    assert any(not p.opened and len(p.hand) == 14 for p in r.players)
    for lang in ("ro", "en"):
        for width, height in TABLE_SIZES:
            scene = drawn(g, UiState(lang=lang), width, height)
            cards = [i for i in scene.items if isinstance(i, CardItem) and i.key.startswith("res:")]
            rows = {row["seat"]: row for row in scene.info["result_rows"]}
            for p in r.players:
                groups = end_groups(g.view(0), r, p.seat)
                laid = [m for m in r.table if m.owner == p.seat]
                shown = [x["cards"] for x in rows[p.seat]["groups"] if x["kind"] == "table"]
                # every player's melds laid, or (where that leaves cards too small) the winner's alone
                assert shown == [[str(c) for c in m.cards] for m in laid] or (not shown and p.seat != r.winner), width
                if p.seat == r.winner:
                    assert laid and all(x["kind"] == "table" for x in rows[p.seat]["groups"])  # how it went out
                if not p.hand:
                    continue
                held = [c for x in groups if x.kind != "table" for c in x.cards]
                assert sorted(map(str, held)) == sorted(map(str, p.hand))
                loose = [c for x in groups if x.kind == "loose" for c in x.cards]
                assert loose == sorted(loose, key=lambda c: (c.is_joker, hand_mod.suit_key(c)))  # by suit, then rank
                for x in groups:
                    if x.kind == "meld":  # a meld it held is a legal meld
                        assert make_meld(list(x.cards)) is not None
                on_row = {id(c) for x in groups if x.kind != "table" for c in x.cards}
                assert len(on_row) == len(p.hand)
                row = [c for c in cards if c.card in {str(x) for x in p.hand}]
                row = sorted(row, key=lambda c: (c.y, c.x))[-len(p.hand):]  # the hand's line (under the melds laid)
                # the summary just right of the row's cards (at the far end of a wide row it read
                # as someone else's): no card value for a hand that never opened (it pays 100
                # whatever it holds, R51-12), and no card under it
                n = len(p.hand)
                summary = i18n.t("result.cards" if n > 1 else "result.card", lang, n=n)
                if p.opened:
                    summary += " · "
                lowest = max(c.y for c in row)  # (a long hand may go on two lines: the summary beside the last)
                at = lowest + row[0].w * 0.7
                texts = [i for i in scene.items if isinstance(i, TextItem) and abs(i.y - at) < 1]
                text = next((i for i in texts if i.text.replace("\u00a0", " ").startswith(summary)), None)
                if text is None:  # left out where the cards would be too small beside it: the points say the value
                    assert width < 400 and row[0].w >= READABLE_W - 0.5, (p.seat, width, row[0].w)
                    continue
                assert ("·" in text.text) == p.opened
                assert row[0].w >= (60 if width >= 900 else 26), (p.seat, width)  # a desktop has room: 72 px (was 52)
                assert text.align == "left"
                assert 0 < text.x - max(c.x + c.w for c in row if c.y == lowest) <= 16, (p.seat, width)
                assert text.x + min(text_width(text.text, text.size), text.max_width) <= width, (p.seat, width)


def test_table_games_save_and_links_and_the_start_screen():
    saves = storage.Saves(storage.MemoryStorage(), storage.MemoryStorage())
    game = remi.new_game("remi51", 3, {"jokers": "2"}, seed=9)
    for g in _play_table(game, limit=20):  # noqa: B007 (the position after 20 actions)
        pass
    saves.save(g, {"sort": "rank"}, None)
    again = saves.load(saves.match_id)
    assert again.game.snapshot() == g.snapshot() and again.ui["sort"] == "rank"
    params, bad = links.parse_params("?game=remi51&players=4&seed=5")
    assert params == {"game": "remi51", "players": 4, "seed": 5} and not bad
    assert links.parse_params("?game=traditional")[0]["game"] == "traditional"
    html = form_html("remi51", 2, "ro", False)
    for label in ("Gin Remi", "Oklahoma Gin", "Remi Tradițional", "Remi 51"):
        assert label in html
    assert 'name="opt.jokers"' in html and "4 jokeri" in html
    for name in ("traditional", "remi51"):
        for spec in remi.GAMES[name].option_specs():
            assert i18n.has("opt." + spec.name), spec.name


def test_refusals_keep_the_rule_id_and_speak_romanian():
    text = i18n.refusal_text("R51-6: your melds count 47; opening needs 51: lay down more before you discard", "ro")
    assert text.startswith("R51-6: ") and "47" in text and "51" in text and "formațiile" in text
    first = i18n.refusal_text("TR-5: lay down a meld of your own before adding to melds on the table", "ro")
    assert first.startswith("TR-5: ")
    take = "R51-7: taking 7h obliges you to open this turn with it, and your cards hold no such opening"
    expected = "R51-7: taking 7♥ obliges you to open with it now, and your cards hold no such opening"
    assert i18n.refusal_text(take, "en") == expected
    keep = i18n.refusal_text("TR-9: keep one card: a turn (and going out) ends with a discard", "ro")
    assert keep.startswith("TR-9: păstrează")


# ------------------------------------------------------------------ levels and hints

from frame import level_label  # noqa: E402
from remi.hints import hint  # noqa: E402
from scene import CardItem, TagItem  # noqa: E402


def test_levels_from_links_and_saves():
    assert links.parse_params("?level=hard") == ({"level": ["hard"] * 3}, [])
    assert links.parse_params("?level=easy,Medium,greu")[0]["level"] == ["easy", "medium", "hard"]
    params, bad = links.parse_params("?game=gin&players=3&level=easy,wizard")
    assert params["level"] == ["easy", "medium"] and bad == [("level", "easy,wizard")]
    assert links.parse_params("?level=")[1] == [("level", "")]
    assert links.asks_for_game(*links.parse_params("?level=hard"))
    assert not links.asks_for_game(*links.parse_params("?lang=ro"))
    assert links.link_source({"game": "gin", "players": 3, "level": ["hard"] * 3}) == "game=gin&players=3&level=hard,hard"
    assert links.link_source({"game": "gin", "players": 3}) == "game=gin&players=3"  # as before levels
    # a save from before levels, a short list, a bad word: Medium
    assert storage.seat_levels(None, 3) == ["medium", "medium"]
    assert storage.seat_levels(["hard"], 4) == ["hard", "medium", "medium"]
    assert storage.seat_levels(["baseline", "easy", "hard", "hard"], 3) == ["medium", "easy"]


def test_the_start_screen_has_a_level_for_each_computer_player():
    html = form_html("gin", 3, "ro", False, ["easy", "hard", "medium"])
    assert 'name="level.1"' in html and 'name="level.2"' in html and 'name="level.3"' in html
    assert html.count("<select name=\"level.") == 3 and html.count('class="lvl" data-seat="3" hidden') == 1
    assert "Ana" in html and "Bogdan" in html and "Ușor" in html and "Greu" in html
    assert '<option value="easy" selected>Ușor</option>' in html
    assert '<option value="hard" selected>Greu</option>' in html
    assert 'value="medium" selected' in form_html("gin", 2, "en", False)  # Medium unless chosen
    # the note on a seat played here shows only when one is (not under computer players' levels)
    assert '<p class="ask-note people-note" hidden>' in html
    shown = form_html("gin", 3, "ro", False, ["easy", "person"])
    assert '<p class="ask-note people-note">Un prieten, aici: ' in shown
    assert '<p class="ask-note people-note" hidden>' in form_html("gin", 2, "ro", False, ["easy", "person"])  # seat 2 unused


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("name,players", [("gin", 4), ("oklahoma", 3), ("traditional", 4), ("remi51", 3), ("gin", 2)])
def test_each_computer_player_shows_its_level_beside_its_name(name, players, width, height):
    levels = ["hard", "easy", "medium"][: players - 1]
    for lang, words in (("ro", ["Greu", "Ușor", "Mediu"]), ("en", ["Hard", "Easy", "Medium"])):
        ui = UiState(lang=lang, levels=levels)
        scene = drawn(remi.new_game(name, players, seed=4), ui, width, height)
        tags = [item for item in scene.items if isinstance(item, TagItem)]
        assert [tag.text for tag in tags] == words[: players - 1]
        assert [o["label"] for o in scene.info["opponents"]] == words[: players - 1]
        for tag in tags:
            assert 0 <= tag.x < width and 0 < tag.y < height * 0.2, tag
    assert level_label(UiState(levels=["hard"]), 0) is None  # the person has no level


def _person_turns(name, players, seed, limit):
    """Positions of a game played by computer players in every seat where seat 0 acts."""
    game = remi.new_game(name, players, seed=seed)
    bots = {s: make_player("medium", s, name) for s in range(players)}
    for _ in range(limit):
        if game.phase in ("hand_over", "match_over"):
            break
        if game.to_act == 0:
            yield game
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))


@pytest.mark.parametrize("name,players", [("gin", 2), ("oklahoma", 3), ("traditional", 3), ("remi51", 2)])
def test_the_hint_button_shows_the_engines_hint_and_plays_nothing(name, players):
    seen = set()
    for k, game in enumerate(_person_turns(name, players, seed=6, limit=160)):
        table = (remi.GAMES[game.name].family == "table")
        ro = UiState(lang="ro")
        shown = table_controls.buttons(sight.seen(game, ro)) if table else controls.buttons(view_of(game), None, "ro")
        ids = [b.id for b in shown]
        assert ids[-1] == "hint", (game.phase, ids)
        if k % 3 and game.phase in seen:
            continue
        seen.add(game.phase)
        before, legal = list(game.actions), [str(a) for a in game.legal_actions()]
        h = hint(game.view(0))
        ui = UiState(lang="ro")
        ui.hint = {"at": len(game.actions), "action": str(h.action), "cards": [str(c) for c in h.cards],
                   "text": {"en": h.reason("en"), "ro": h.reason("ro")}}
        for width, height in SIZES:
            scene = drawn(game, ui, width, height)
            within(scene, width, height)
            assert scene.info["status"] == h.reason("ro") and scene.info["hint"]["action"] == str(h.action)
            marked = {c.key.removeprefix("pile:") for c in scene.items if isinstance(c, CardItem) and c.hint and c.card}
            assert marked == {str(c) for c in h.cards}, (marked, h.cards)
            played = {str(c) for c in getattr(h.action, "cards", None) or [getattr(h.action, "card", None)] if c}
            held = {str(c) for c in game.view(0).hand}
            aside = {c.key for c in scene.items if isinstance(c, CardItem) and c.hint_aside}
            assert aside == (marked & held) - played  # the card played has the full ring, the others a dashed one
            button = next(x for x in scene.hits if x.kind == "button" and x.id == "hint")
            assert button.w >= 80 and button.h >= 40
        assert game.actions == before and [str(a) for a in game.legal_actions()] == legal
    assert seen >= {"draw", "discard"}


def _hint_followed(name, players, seed, wanted):
    """A game played by the page's players (Medium, seeded as the page seeds them) and, at seat
    0, by the hints, up to the first hint of type ``wanted``: (game, hint)."""
    from remi.players import make_player

    game = remi.new_game(name, players, seed=seed)
    bots = {s: make_player("medium", game.seed + s, name) for s in range(1, players)}
    while game.phase in ("draw", "discard"):
        if game.to_act == 0:
            h = hint(game.view(0))
            if isinstance(h.action, wanted):
                return game, h
            game.apply(h.action)
        else:
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    raise AssertionError(f"no {wanted.__name__} hint in {name} seed {seed}")


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("seed", [4, 19])  # a run the card goes onto; a set of three with a joker
def test_a_hint_to_build_outlines_the_meld_the_card_goes_onto(seed, width, height):
    # Issue 49: "Adaugă 5♥ la 6h' 7h' 8h" outlined only the card in hand. The hint names the meld
    # as a player does, and the table outlines it in the hint's colour; the screen reader says so.
    import access
    from frame import HINT
    from remi.actions import Build
    from scene import RectItem
    from thinker import hint_data

    game, h = _hint_followed("remi51", 2, seed, Build)
    ui = UiState(lang="ro")
    ui.hint = hint_data(game, 0)
    k = h.action.meld
    assert ui.hint["melds"] == [k] and list(h.melds) == [k]
    meld = game.table[k]
    shown = " ".join(c.pretty() for c in meld.cards)
    assert ui.hint["head"]["ro"] == f"Adaugă {h.action.card.pretty()} la {'terța' if meld.is_set else 'suita'} {shown}"
    scene = drawn(game, ui, width, height)
    within(scene, width, height)
    assert scene.info["hint"]["melds"] == [k]
    hits = {int(x.id): x for x in scene.hits if x.kind == "meld"}
    assert [i for i, x in hits.items() if x.data.get("hint")] == [k]
    ring = [r for r in scene.items if isinstance(r, RectItem) and r.stroke == HINT]
    assert len(ring) == 1, ring
    box = hits[k]  # the outline goes round the meld's own area, and no other meld's
    assert ring[0].x <= box.x and ring[0].y <= box.y
    assert ring[0].x + ring[0].w >= box.x + box.w and ring[0].y + ring[0].h >= box.y + box.h
    for i, other in hits.items():
        if i != k:
            assert not (other.x >= ring[0].x and other.y >= ring[0].y and other.x + other.w <= ring[0].x + ring[0].w
                        and other.y + other.h <= ring[0].y + ring[0].h), (i, other)
    said = {e["key"]: e["text"] for part in access.view(sight.seen(game, ui), scene)["sections"] for e in part["entries"]}
    assert said[f"meld:{k}"].endswith(", din sfat"), said[f"meld:{k}"]
    assert not any(v.endswith(", din sfat") for key, v in said.items() if key.startswith("meld:") and key != f"meld:{k}")
    ui.hint = None  # no hint, no outline
    assert not any(isinstance(r, RectItem) and r.stroke == HINT for r in drawn(game, ui, width, height).items)


def test_a_hint_lasts_until_the_next_action():
    game = next(_person_turns("gin", 2, seed=3, limit=40))
    h = hint(game.view(0))
    ui = UiState(lang="en")
    ui.hint = {"at": len(game.actions), "action": str(h.action), "cards": [str(c) for c in h.cards],
               "text": {"en": h.reason("en"), "ro": h.reason("ro")}}
    assert drawn(game, ui, 390, 844).info["status"] == h.reason("en")
    ui.picked = [str(game.view(0).hand[0])]  # a tap on a card is no action: the hint stays
    assert drawn(game, ui, 390, 844).info["hint"] is not None
    game.apply(h.action)
    scene = drawn(game, ui, 390, 844)
    assert scene.info["hint"] is None and scene.info["status"] != h.reason("en")
    assert not any(getattr(item, "hint", False) for item in scene.items)


SHORT_LANDSCAPE = [(740, 360), (667, 375), (844, 390)]


def assert_pile_labels_apart(texts):
    """'Pachet (21)' and 'Cărți aruncate' under the piles leave a gap of 6 px or more."""
    from scene import text_width

    stock = next(i for i in texts if i.text.startswith("Pachet ("))
    discard = next(i for i in texts if i.text == "Cărți aruncate")
    apart = (discard.x - text_width(discard.text, discard.size) / 2) - (stock.x + text_width(stock.text, stock.size) / 2)
    assert apart >= 6, (stock, discard)


def _text_box(item):
    """The band a wrapped TextItem may fill (it shrinks its font to stay in ``max_height``)."""
    if item.top:
        top = item.y - item.size * 0.6
        return top, top + item.max_height
    return item.y - item.max_height / 2, item.y + item.max_height / 2


@pytest.mark.parametrize("width,height", SHORT_LANDSCAPE)
@pytest.mark.parametrize("name,players", [("traditional", 2), ("traditional", 3), ("remi51", 2)])
def test_a_long_status_on_a_phone_on_its_side_stays_clear_of_the_hand(name, players, width, height):
    """A table game's hint reason is long ("Ține formațiile în mână deocamdată: ..."), and so are
    the person's instructions. On a small phone on its side they once ran over the "În mână" label
    and the hand. The status band must end above them; it may cross the melds only on a panel of
    its own, and only for a hint (it lasts one move: the melds must stay in sight for building);
    any other status fits its band at 10 px or more. The piles' labels must not run together."""
    from scene import RectItem, TextItem, wrapped_lines

    def turns(seed):  # easy players lay their melds down at once: the table fills up
        game = remi.new_game(name, players, seed=seed)
        bots = {s: make_player("easy", s, name) for s in range(players)}
        while game.phase not in ("hand_over", "match_over"):
            if game.to_act == 0:
                yield game
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))

    checked = tabled = panels = 0
    for k, game in enumerate(g for seed in (4, 5) for g in turns(seed)):
        if k % 2:
            continue
        h = hint(game.view(0))
        for with_hint in (True, False):
            ui = UiState(lang="ro")
            if with_hint:
                ui.hint = {"at": len(game.actions), "action": str(h.action), "cards": [str(c) for c in h.cards],
                           "text": {"en": h.reason("en"), "ro": h.reason("ro")}}
            scene = drawn(game, ui, width, height)
            within(scene, width, height)
            texts = [i for i in scene.items if isinstance(i, TextItem)]
            status = next(i for i in texts if i.text == scene.info["status"])
            label = next(i for i in texts if i.text == scene.info["hand_label"])
            assert status.max_height and status.max_height >= 12, status  # a line of 10 px at least (see draw_text)
            top, bottom = _text_box(status)
            assert bottom <= label.y - 12, (status, label)
            held = {str(c) for c in game.view(0).hand}  # the hand, with its label above or beside it
            cards_top = min(c.y for c in scene.items if isinstance(c, CardItem) and c.key in held)
            assert bottom < cards_top
            panel = [r for r in scene.items if isinstance(r, RectItem) and r.y <= top + 4 and r.y + r.h >= bottom - 4
                     and r.x <= status.x - status.max_width / 2 and scene.items.index(r) > 0]
            assert not panel or with_hint, status
            for c in scene.items:
                if isinstance(c, CardItem) and c.key.startswith("table:") and c.x < status.x + status.max_width / 2:
                    assert c.y + c.h <= top or c.y >= bottom or panel, (c, status)
                    if panel:
                        assert scene.items.index(c) < scene.items.index(panel[0]), "the panel hides the melds under it"
            if not with_hint:
                assert len(wrapped_lines(status.text, 10, status.max_width)) * 12 <= status.max_height, status
            panels += bool(panel)
            assert_pile_labels_apart(texts)
        checked += 1
        tabled += bool(game.table)
    assert checked >= 5 and tabled >= 2, (checked, tabled)


@pytest.mark.parametrize("width,height", TABLE_SIZES + SHORT_LANDSCAPE)
@pytest.mark.parametrize("name,players", [("traditional", 4), ("remi51", 4), ("remi51", 3)])
def test_melds_of_different_players_never_cover_each_other(name, players, width, height):
    """A crowded table (easy players lay everything down) on every screen: each owner's melds
    sit under its own title, owners share a row when there is room, and no meld covers another
    (on a phone on its side, four players' melds once ran over each other)."""
    game = remi.new_game(name, players, seed=4)
    bots = {s: make_player("easy", s, name) for s in range(players)}
    most = 0
    while game.phase not in ("hand_over", "match_over"):
        scene = drawn(game, UiState(lang="ro"), width, height)
        melds = [h for h in scene.hits if h.kind == "meld"]
        most = max(most, len(melds))
        for i, a in enumerate(melds):
            for b in melds[i + 1:]:
                apart = a.x + a.w <= b.x + 0.5 or b.x + b.w <= a.x + 0.5 or a.y + a.h <= b.y + 0.5 or b.y + b.h <= a.y + 0.5
                assert apart, (width, height, a, b)
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    assert most >= 5


@pytest.mark.parametrize("width,height", SIZES + SHORT_LANDSCAPE)
@pytest.mark.parametrize("name,players", [("gin", 4), ("oklahoma", 2), ("traditional", 4), ("remi51", 3)])
def test_the_piles_labels_never_run_together(name, players, width, height):
    """'Pachet (21)' and 'Cărți aruncate' under small piles once ran into one another."""
    from scene import TextItem

    game = remi.new_game(name, players, seed=2)
    scene = drawn(game, UiState(lang="ro"), width, height)
    assert_pile_labels_apart([i for i in scene.items if isinstance(i, TextItem)])


def test_the_end_of_a_deal_names_one_card_in_the_singular_and_shows_how_the_winner_went_out():
    # TR-9/TR-10: the person lays 7h 8h 9h 10h and throws 4c, a rummy; Ana still holds Js. The
    # winner's row was its name alone: it now shows the meld it went out with.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from rummy_helpers import stacked_rummy

    g = stacked_rummy(["7h 8h 9h 4c", "Js"], stock="10h")
    for action in ("draw stock", "meld 7h 8h 9h 10h", "discard 4c"):
        g.apply(action)
    assert g.phase in ("hand_over", "match_over")
    for lang, text in (("ro", "1 carte · 10 p"), ("en", "1 card · 10 pts")):
        for width, height in TABLE_SIZES:
            scene = drawn(g, UiState(lang=lang), width, height)
            within(scene, width, height)
            texts = [i for i in scene.items if isinstance(getattr(i, "text", None), str)]
            assert any(i.text == text for i in texts), [i.text for i in texts]
            rows = {row["seat"]: row for row in scene.info["result_rows"]}
            assert rows[0]["groups"] == [{"kind": "table", "cards": ["7h", "8h", "9h", "10h"]}]
            assert rows[1]["groups"] == [{"kind": "loose", "cards": ["Js"]}]
            laid = [i for i in scene.items if isinstance(i, CardItem) and i.key in ("res:7h", "res:10h")]
            assert len(laid) == 2 and all(c.meld == 0 for c in laid)


def test_scores_below_zero_are_written_with_a_minus_sign():
    # R51-12: going out scores -40, shown as the rule texts write it: −40.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from rummy_helpers import stacked_remi51

    g = stacked_remi51(["7h 8h 9h 4c", "Js 2d"], table=[(0, "Kc Kd Kh Ks")], opened=[True, True], stock="10h")
    for action in ("draw stock", "meld 7h 8h 9h 10h", "discard 4c"):
        g.apply(action)
    assert g.results[-1].points[0] == -40
    for width, height in TABLE_SIZES:
        texts = [i.text for i in drawn(g, UiState(lang="en"), width, height).items if isinstance(getattr(i, "text", None), str)]
        assert "You — went out" in texts and "\u221240 pts" in texts and "\u221240" in texts, texts  # row and sheet
        assert not any("-40" in text for text in texts), texts
    assert i18n.number(-40) == "\u221240" and i18n.number(18, plus=True) == "+18" and i18n.number(0, plus=True) == "0"


def test_deadwood_reads_as_points_left_the_noun_agreeing_with_its_number():
    # docs/glossary.md: "puncte rămase" (not "pierderi", read as "losses"), as the hints say it
    from remi.wording import points_left

    for n in (1, 6, 20, 101):
        assert i18n.points_left(n, "ro") == points_left(n)[1] and i18n.points_left(n, "en") == points_left(n)[0]
    assert i18n.t("knocker_melds.you", "ro", n=1, left=i18n.points_left(1, "ro")) == "Ai bătut cu 1 punct rămas"


def test_layoff_shows_the_knockers_deadwood_face_up_beside_its_melds():
    # G-7: the knocker lays its melds and its deadwood face up; the player laying off sees what
    # it must get under to undercut (G-10). Ana knocks with 2s left over.
    from remi.testing import stacked_game

    game = stacked_game(
        "gin", ["Ah 2h 3h 4s 5s 6s 7c 8c 9c Qd", "2c 3c 4c 5d 6d 7d 8h 9h 10h Kd"], upcard="Qs", stock="Jc 2s", dealer=1
    )
    for action in ("pass", "pass", "draw stock", "discard Jc", "draw stock", "knock Kd"):
        game.apply(action)
    assert game.phase == "layoff" and game.to_act == 0
    for lang, title in (("en", "Ana knocked with 2 deadwood"), ("ro", "Ana a bătut cu 2 puncte rămase")):
        for width, height in SIZES:
            scene = drawn(game, UiState(lang=lang), width, height)
            within(scene, width, height)
            assert scene.info["knocker_deadwood"] == 2
            assert any(getattr(i, "text", None) == title for i in scene.items)
            shown = [i for i in scene.items if isinstance(i, CardItem) and i.key.startswith("knocker_dw:")]
            assert [(i.card, i.deadwood) for i in shown] == [("2s", True)]
            assert not any(h.kind == "meld" and "2s" in h.data.get("cards", []) for h in scene.hits)  # no target
            # Ana's panel shows no backs for the cards that lie face up
            assert not any(isinstance(i, CardItem) and i.key.startswith("back:seat1:") for i in scene.items)
            assert any(getattr(i, "text", None) == i18n.t("knocked_spread", lang) for i in scene.items)
            _knock_card_lies_on_the_pile(scene, "Kd", lang)
            # ... and showing it leaves the melds (almost) as large as without it
            bare = _meld_card_width(drawn(_WithoutPile(game), UiState(lang=lang), width, height))
            assert _meld_card_width(scene) >= 0.95 * bare > 0, (width, height)
    # the person knocks: Romanian speaks to it ("Ai bătut"), not of it ("Tu a bătut")
    game = stacked_game(
        "gin", ["2c 3c 4c 5d 6d 7d 8h 9h 10h Kd", "Ah 2h 3h 4s 5s 6s 7c 8c 9c Qd"], upcard="Qs", stock="2s", dealer=1
    )
    for action in ("pass", "pass", "draw stock", "knock Kd"):
        game.apply(action)
    assert game.phase == "layoff" and game.to_act == 1
    scene = drawn(game, UiState(lang="ro"), 390, 844)
    assert any(getattr(i, "text", None) == "Ai bătut cu 2 puncte rămase" for i in scene.items)
    # ... and its cards lie only there: the hand is not drawn a second time at the bottom
    for lang in ("ro", "en"):
        for width, height in SIZES:
            scene = drawn(game, UiState(lang=lang), width, height)
            within(scene, width, height)
            hand_cards = {str(c) for c in game.view(0).hand}
            assert not [i.key for i in scene.items if isinstance(i, CardItem) and i.key in hand_cards]
            assert not any(h.kind in ("hand", "card") for h in scene.hits)
            assert any(getattr(i, "text", None) == i18n.t("knocked_spread.you", lang) for i in scene.items)
            _knock_card_lies_on_the_pile(scene, "Kd", lang)


class _WithoutPile:
    """The game, its views showing an empty discard pile."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)

    def view(self, seat):
        return dataclasses.replace(self._game.view(seat), discard_pile=())


def _meld_card_width(scene):
    return min((i.w for i in scene.items if isinstance(i, CardItem) and i.key.startswith("meld:")), default=0)


def _knock_card_lies_on_the_pile(scene, card, lang):
    """G-7: the knock card went onto the discard pile, which the lay-off screen still shows, apart
    from the knocker's cards, without making them smaller; the card's flight lands there (the
    ``discard`` anchor)."""
    piles = [i for i in scene.items if isinstance(i, CardItem) and i.key == "pile:" + card]
    assert len(piles) == 1, [i.key for i in scene.items if isinstance(i, CardItem)]
    top = piles[0]
    assert scene.anchors["discard"] == (top.x, top.y, top.w, top.h)
    label = next(i for i in scene.items if getattr(i, "text", None) == i18n.t("discard_pile", lang))
    assert label.y > top.y + top.h or (label.x >= top.x + top.w and top.y < label.y < top.y + top.h)  # under it or beside it
    for other in scene.items:
        if isinstance(other, CardItem) and other is not top and not other.key.startswith(("pile:", "back:")):
            apart_x = other.x + other.w <= top.x or top.x + top.w <= other.x
            apart = apart_x or other.y + other.h <= top.y or top.y + top.h <= other.y
            assert apart, (other.key, card)


# --------------------------------------------------------------------------- the top bar

TOP_BAR = ("menu_new", "lang", "rules")
BAR_GAMES = [("gin", 2), ("oklahoma", 3), ("gin", 4), ("traditional", 4), ("remi51", 3)]


def _bar_moments(name, players):
    """A match's start, a turn with melds on the table (table games) and the end of a deal."""
    game = remi.new_game(name, players, seed=6)
    moments = [game.copy()]
    if not (remi.GAMES[game.name].family == "table"):
        return moments + [play_until(game, ("hand_over", "match_over"))]
    for g in _play_table(game):
        if g.phase == "draw" and g.table and len(moments) == 1:
            moments.append(g.copy())
        if g.phase in ("hand_over", "match_over"):
            return moments + [g]
    return moments


def _overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("name,players", BAR_GAMES)
def test_the_top_bars_buttons_take_a_finger_and_cover_nothing_else(name, players, width, height):
    # "New match" and the language were drawn and tappable 28 px tall, well under the 44 px of a
    # finger on a phone. Their hit areas now reach from the top edge down to what is below the
    # bar, and no other hit area, opponent box or card lies under them.
    from scene import ButtonItem, RectItem

    for g in _bar_moments(name, players):
        scene = drawn(g, UiState(lang="ro"), width, height)
        bar = [h for h in scene.hits if h.kind == "button" and h.id in TOP_BAR]
        assert sorted(h.id for h in bar) == sorted(TOP_BAR)
        for b in bar:
            rect = (b.x, b.y, b.w, b.h)
            assert b.h >= 44 and b.w >= 44, b
            item = next(i for i in scene.items if isinstance(i, ButtonItem) and i.id == b.id)
            assert item.h >= 36 and _overlap(rect, (item.x, item.y, item.w, item.h))
            assert scene.hit_test(b.x + 1, b.y + 1) is b and scene.hit_test(b.x + b.w - 1, b.y + b.h - 1) is b
            for other in scene.hits:
                assert other is b or not _overlap(rect, (other.x, other.y, other.w, other.h)), (b, other)
            for item in scene.items:
                if isinstance(item, CardItem) or (isinstance(item, RectItem) and item.w < width):
                    assert not _overlap(rect, (item.x, item.y, item.w, item.h)), (b, item)


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("lang", ["ro", "en"])
@pytest.mark.parametrize("name,players", BAR_GAMES)
def test_the_title_is_never_squeezed_and_keeps_the_score(name, players, lang, width, height):
    # "Remi Tradițional · Mână 3 · Tu: 0" was squeezed into 223 px on a phone upright. The
    # title now goes on two lines (the game's name over the deal and the score, or over the
    # score alone); the person's score, shown nowhere else during a deal, always stays.
    from scene import TextItem, text_width
    from scores import reads_points

    game = remi.new_game(name, players, seed=6)
    game.hand_number = 13
    game.scores[:] = [1234] * players
    scene = drawn(game, UiState(lang=lang), width, height)
    bar = [i for i in scene.items if isinstance(i, TextItem) and i.y < 40 and i.x < width / 2]
    assert bar and all(text_width(i.text, i.size, i.bold) <= i.max_width for i in bar), bar
    text = " · ".join(i.text for i in bar)
    mine = "title.score" if reads_points(game.view(0)) else "title.penalty"
    assert i18n.t(mine, lang, n=i18n.number(1234)) in text  # (and " / 100" after it where it fits: the target)
    if width >= 800 or reads_points(game.view(0)):  # a phone upright may drop the deal's number for a penalty
        assert i18n.t("hand_no", lang, n=13) in text
    assert all(i.size >= 13 for i in bar)
    if width >= 800:  # room enough: all on one line, the game's name first
        assert len(bar) == 1 and bar[0].text.startswith(i18n.t("game." + name, lang))


@pytest.mark.parametrize("lang", ["ro", "en"])
@pytest.mark.parametrize("name,players", BAR_GAMES)
def test_each_game_says_its_scores_in_one_way_in_the_title_the_boxes_and_the_sheet(name, players, lang):
    # Gin Rummy's title said "Your penalty: 25" after an undercut (lower is better); Oklahoma
    # said points; Traditional Rummy's four-player phone boxes said "Scor 0" under a title
    # "Penalizarea ta". Now one way per game: two-player Gin read as its players read it, the
    # winner credited with what the loser was charged (G-14), and Oklahoma Gin (OK-5) in points,
    # higher is better; Gin at three or four (G-12), Traditional Rummy (TR-11) and Remi 51
    # (R51-12) in penalty points, lower is better, with a penalty that says so.
    from scene import TextItem, text_width
    from scores import total_of

    game = remi.new_game(name, players, seed=6)
    game.scores[0] = 26
    points = name == "oklahoma" or (name == "gin" and players == 2)
    title, box = ("title.score", "score") if points else ("title.penalty", "penalty")
    mine = 0 if name == "gin" and players == 2 else 26  # G-14: the person's points are what the other was charged
    assert total_of(game.view(0), 0) == mine
    for width, height in ((844, 390), (390, 844), (1366, 800)):
        texts = [i for i in drawn(game, UiState(lang=lang), width, height).items if isinstance(i, TextItem)]
        words = [i.text for i in texts]
        assert any(i18n.t(title, lang, n=mine) in x for x in words), words
        others = [total_of(game.view(0), s) for s in range(1, players)]
        forms = {f for n in others for f in (f"{i18n.t(box, lang)} {n}", i18n.t("result.points", lang, n=n))}
        shown = [i for i in texts if i.text in forms]
        assert len(shown) == players - 1, words
        assert all(text_width(i.text, i.size) <= (i.max_width or 1e9) for i in shown), shown
        assert not any(x.startswith(("Scor ", "Score ")) for x in words)  # the word of neither way


def test_two_player_gin_credits_the_hands_winner_on_the_result_and_the_sheet():
    # G-14: the winner is credited with what the loser was charged (G-12), on the result rows,
    # the score sheet and the title, so "+25" stands by the winner's name, not the loser's.
    from scene import TextItem

    game = remi.new_game("gin", 2, seed=3)
    bots = [make_player("medium", s, "gin") for s in range(2)]
    while game.phase not in ("hand_over", "match_over"):
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    r = game.results[-1]
    loser = next(p.seat for p in r.players if p.points > 0)
    winner = 1 - loser
    charged = r.players[loser].points
    scene = drawn(game, UiState(lang="en"), 390, 844)
    assert scene.info["score_sheet"] == [game.scores[1], game.scores[0]]
    texts = [i.text for i in scene.items if isinstance(i, TextItem)]
    assert any(f"+{charged} pts" in x for x in texts) and "points: the most win" in texts, texts
    assert game.scores[winner] == 0 and scene.info["score_sheet"][winner] == charged


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("name,players", BAR_GAMES)
def test_a_card_flying_to_a_computer_player_lands_beside_its_card_count(name, players, width, height):
    # A computer player's drawn card flew to a rectangle 1.6 times its card back's size, which
    # covered the number of cards it holds (and ran out of its box) while it landed.
    from scene import RectItem, TextItem

    game = remi.new_game(name, players, seed=6)
    scene = drawn(game, UiState(lang="ro"), width, height)
    boxes = [i for i in scene.items if isinstance(i, RectItem) and i.y < height / 3]
    for seat in range(1, players):
        ax, ay, aw, ah = scene.anchors[f"seat{seat}"]
        box = next(b for b in boxes if b.x <= ax and ax + aw <= b.x + b.w and b.y <= ay and ay + ah <= b.y + b.h)
        count = next(
            i for i in scene.items
            if isinstance(i, TextItem) and i.text == str(game.view(0).hand_sizes[seat]) and box.x < i.x < box.x + box.w
        )
        assert ax + aw <= count.x, (seat, count)


# --------------------------------------------------------------------------- Gin on a phone on its side


def _gin_knocked_moments():
    """Ana's turn ahead, the person's 11 cards to discard from, and Ana's knock for the person
    to lay off on (G-9)."""
    from remi.testing import stacked_game

    game = stacked_game(
        "gin", ["Ah 2h 3h 4s 5s 6s 7c 8c 9c Qd", "2c 3c 4c 5d 6d 7d 8h 9h 10h Kd"], upcard="Qs", stock="Jc 2s", dealer=1
    )
    moments = {}
    for action in ("pass", "pass", "draw stock", "discard Jc", "draw stock", "knock Kd"):
        if game.phase == "discard" and game.to_act == 0:
            moments["discard"] = game.copy()
        game.apply(action)
    assert game.phase == "layoff" and game.to_act == 0
    moments["layoff"] = game
    return moments


# the least card widths on each screen (the lay-off's melds were 33 px wide on a phone on its side)
GIN_WIDTHS = {(844, 390): (70, 56), (390, 844): (71, 78), (1280, 800): (108, 88)}


@pytest.mark.parametrize("width,height", SIZES)
def test_gin_sort_buttons_take_a_finger_and_leave_the_lay_off_room(width, height):
    # On a phone on its side the deadwood and the three sort buttons took a row above the hand:
    # 32 px of a 390 px screen, which left the knocker's melds 33 px wide as the person laid off,
    # and the sort buttons 28 px tall. In landscape the deadwood now sits left of the hand and the
    # sort buttons right of it, one above the other, each at least 36 px tall; phone upright and
    # desktop keep their cards' sizes. Upright the sort row stays above the hand, its buttons
    # 36 px tall instead of 28 (and no longer reaching 3 px into the hand's drop area). No
    # control covers another or the hand.
    hand_min, meld_min = GIN_WIDTHS[(width, height)]
    for phase, game in _gin_knocked_moments().items():
        scene = drawn(game, UiState(lang="ro"), width, height)
        within(scene, width, height)
        hand = {str(c) for c in game.view(0).hand}
        assert min(i.w for i in scene.items if isinstance(i, CardItem) and i.key in hand) >= hand_min
        if phase == "layoff":
            assert _meld_card_width(scene) >= meld_min, (width, height)
        sorts = [h for h in scene.hits if h.kind == "button" and h.id.startswith("sort_")]
        assert sorted(h.id for h in sorts) == ["sort_melds", "sort_rank", "sort_suit"]
        assert scene.info["deadwood_label"].startswith("Rămase: ")
        assert all(h.h >= 36 for h in sorts), [(h.id, h.h) for h in sorts]
        rects = [h for h in scene.hits if h.kind != "card"]  # a card's strip lies inside the hand
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert not _overlap((a.x, a.y, a.w, a.h), (b.x, b.y, b.w, b.h)), (phase, a.kind, a.id, b.kind, b.id)


@pytest.mark.parametrize("name,players", [("gin", 2), ("gin", 3), ("gin", 4), ("oklahoma", 3)])
def test_the_lay_off_melds_take_more_rows_upright_when_that_makes_them_larger(name, players):
    # With three or four players the knocker's cards are one meld and the deadwood: they went
    # into one row beside the discard pile and its label, 36 px wide, on a phone upright with
    # 250 px of height unused. Now they take a second row when that gives larger cards. With
    # two players, two long melds, the deadwood and the pile in two rows were 52 px wide (deal
    # 5: 6d-10d, 6h-8h, As 2s); a third row makes them 70 px or more.
    bot = BaselineGinPlayer()
    seen = 0
    for seed in range(6):
        game = remi.new_game(name, players, seed=seed)
        while game.phase not in ("hand_over", "match_over"):
            if game.phase == "layoff" and game.to_act == 0:
                seen += 1
                scene = drawn(game, UiState(lang="ro"), 390, 844)
                within(scene, 390, 844)
                assert _meld_card_width(scene) >= 60, (seed, [[str(c) for c in m] for m in game.view(0).knocker_melds])
                _knock_card_lies_on_the_pile(scene, str(game.view(0).discard_pile[-1]), "ro")
                melds = [h for h in scene.hits if h.kind == "meld"]
                status = next(i for i in scene.items if getattr(i, "text", None) == scene.info["status"])
                assert all(h.y + h.h < status.y - 10 for h in melds)  # clear of the status line
            game.apply(bot.choose(game.view(game.to_act)))
    assert seen


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("name", ["traditional", "remi51"])
def test_table_sort_buttons_take_a_finger_and_cover_nothing(name, width, height):
    # The table games' two sort buttons were 28 px tall, small for a finger on a phone. They are
    # 36 px now, beside the hand on a low screen and above it upright, where they stay clear
    # of the hand's cards, a raised one included, and of every other control.
    seen = 0
    for g in _play_table(remi.new_game(name, 4, seed=6)):
        if g.phase not in ("draw", "discard") or g.to_act != 0:
            continue
        seen += 1
        ui = UiState(lang="ro")
        ui.picked = [str(g.view(0).hand[0])]  # a raised card reaches highest
        scene = drawn(g, ui, width, height)
        sorts = [h for h in scene.hits if h.kind == "button" and h.id.startswith("sort_")]
        if width >= 844:
            assert sorted(h.id for h in sorts) == ["sort_melds", "sort_rank", "sort_suit"]
        else:  # a phone upright: one button says the order, and a tap moves to the next
            assert [h.id for h in sorts] == ["sort_next"] and sorts[0].data["command"] == "ui:sort_suit"
            assert sorts[0].data["label"] == "Ordine: formații"  # UiState's default order
        assert all(h.h >= 36 for h in sorts), [(h.id, h.h) for h in sorts]
        label = next(i for i in scene.items if getattr(i, "text", None) == scene.info["hand_label"])
        assert all(label.x + text_width(label.text, 15, True) <= s.x for s in sorts)  # the label is not squeezed
        for s in sorts:
            for other in scene.hits:
                assert other is s or not _overlap((s.x, s.y, s.w, s.h), (other.x, other.y, other.w, other.h)), (s.id, other)
    assert seen >= 3


def _hand_hits(scene):
    return sorted((h for h in scene.hits if h.kind == "card"), key=lambda h: h.data["index"])


@pytest.mark.parametrize("name,players", [("traditional", 2), ("traditional", 4), ("remi51", 3), ("remi51", 4)])
def test_a_phone_upright_holds_the_table_hand_in_two_rows(name, players):
    # 13 to 15 cards in one row on a phone upright were 54 px wide, each with a strip of 22 px
    # to tap. In two rows (a rack) the cards are 66 px wide and each strip takes a finger
    # (39 to 44 px); the front row covers the lower part of the back one, whose corners show. The
    # rows break between suits where they can and start at one edge. A hand that will fit one
    # row until its next discard takes one row (the table gets the room back), so the rows do
    # not come and go with each draw. A phone on its side and a desktop keep one row.
    import table_layout

    seen_two = seen_one = 0
    for g in _play_table(remi.new_game(name, players, seed=9)):
        if g.phase not in ("draw", "discard"):
            continue
        hand = g.view(0).hand
        scene = drawn(g, UiState(lang="ro"), 390, 844)
        within(scene, 390, 844)
        hits = _hand_hits(scene)
        assert sorted(h.id for h in hits) == sorted(str(c) for c in hand)
        cw = scene.anchors["card:" + hits[0].id][2]
        assert cw >= 64
        rows = [[h for h in hits if h.data["row"] == r] for r in (0, 1)]
        if table_layout.most_held(g.view(0)) <= 8:  # it fits one row until the next discard
            assert not rows[1] and "hand_row:1" not in scene.anchors
            seen_one += 1
        elif len(hand) <= 8:  # eight cards, and a draw to come: the front row, the back one kept
            assert not rows[0] and rows[1]
        else:
            seen_two += 1
            assert len(rows[0]) <= 8 and len(rows[1]) <= 8
            assert [h.data["index"] for h in rows[0] + rows[1]] == list(range(len(hand)))  # reading order
            shown = table_layout.tc.arranged(g.view(0), hand, "melds", [])  # UiState's default order
            assert len(rows[0]) == hand_mod.rack_split(shown, 8)
            back, front = scene.anchors["hand_row:0"], scene.anchors["hand_row:1"]
            assert 0.4 * cw * 1.4 <= front[1] - back[1] <= 0.5 * cw * 1.4
            assert abs(rows[0][0].x - rows[1][0].x) < 0.5  # both rows start at one edge
            # every card picked: the back row's rise, the front row's stay over the back's corners
            picked = drawn(g, UiState(lang="ro", picked=[str(c) for c in hand]), 390, 844)
            for h in _hand_hits(picked):
                top = picked.anchors["card:" + h.id][1]
                assert top < back[1] if h.data["row"] == 0 else top == front[1]
        for row in rows:
            for a, b in zip(row, row[1:]):
                assert a.w >= 38 and a.h >= 40 and not _overlap((a.x, a.y, a.w, a.h), (b.x, b.y, b.w, b.h))
        for back in rows[0]:  # the visible part of a back card is not under a front one
            assert all(not _overlap((back.x, back.y, back.w, back.h), (f.x, f.y, f.w, f.h)) for f in rows[1])
        for width, height in ((844, 390), (1280, 800)):
            assert {h.data["row"] for h in _hand_hits(drawn(g, UiState(lang="ro"), width, height))} <= {0}
    assert seen_two >= 3 and (players == 2 or seen_one >= 1)


def test_rows_break_between_suits_near_the_middle():

    hand = [remi.Card.parse(c) for c in "2s 5s 9s Js Qs Ks 3h 4h 2c 7c 8c 9d Td 6d".split()]
    shown = hand_mod.arrange_table(hand, "suit")
    groups = [s.group for s in shown]
    cut = hand_mod.rack_split(shown, 8)
    assert groups[cut] != groups[cut - 1] and 6 <= cut <= 8
    one_suit = hand_mod.arrange_table([remi.Card.parse(c) for c in "2s 3s 4s 5s 6s 7s 8s 9s Ts Js".split()], "suit")
    assert hand_mod.rack_split(one_suit, 8) == 5


def test_a_table_hand_marks_its_melds_in_every_order_and_groups_them_by_melds():
    # Gin marked the melds of the hand and sorted by them; a table game's 13-15 cards with
    # jokers had neither, and a newcomer had to find the melds alone. The engine's meld search
    # finds the hand's melds (the most cards, one joker a meld at most): every order marks
    # them, "melds" puts each together, then the other cards by suit.
    import table_controls as tc

    game = remi.new_game("traditional", 2, seed=1)
    hand = [remi.Card.parse(c) for c in "5h 6h 7h 9c 9d 9s * Kc 2d 4s Qd Qc 8d Js".split()]
    melds = tc.hand_melds(game.view(0), hand)
    assert sorted(sorted(str(c) for c in m) for m in melds) == [["*", "Qc", "Qd"], ["5h", "6h", "7h"], ["9c", "9d", "9s"]]
    in_meld = {str(c): i for i, m in enumerate(melds) for c in m}
    for sort in ("suit", "rank", "manual"):
        shown = tc.arranged(game.view(0), hand, sort, [])
        assert {str(s.card): s.meld for s in shown if s.meld is not None} == in_meld, sort
        assert sorted(str(s.card) for s in shown) == sorted(str(c) for c in hand)
    shown = tc.arranged(game.view(0), hand, "melds", [])
    assert [str(s.card) for s in shown[:9]] == [str(c) for m in melds for c in m]
    assert [s.group for s in shown[:9]] == [0, 0, 0, 1, 1, 1, 2, 2, 2] == [s.meld for s in shown[:9]]
    rest = shown[9:]
    assert all(s.meld is None and s.group >= 3 for s in rest)
    assert [str(s.card) for s in rest] == ["4s", "Js", "Kc", "2d", "8d"]  # by suit: ♠ ♥ ♣ ♦
    # a hand with no meld: the melds order is the suit order
    loose = [remi.Card.parse(c) for c in "2s 5h 9c Kd Jh 7s 3c".split()]
    assert tc.arranged(game.view(0), loose, "melds", []) == tc.arranged(game.view(0), loose, "suit", [])
    # four jokers: at most one a meld (the search with two a meld took up to half a second)
    wild = [remi.Card.parse(c) for c in "2s 5h 9c Kd Jh 7s 3c 8d Td 4h Qs".split()] + [remi.Card.joker(k) for k in range(4)]
    assert all(sum(c.is_joker for c in m) <= 1 for m in tc.hand_melds(game.view(0), wild))
    # the table draws the marks in any order
    for g in _play_table(remi.new_game("remi51", 2, seed=3)):
        if g.to_act == 0 and g.phase == "discard" and tc.hand_melds(g.view(0), g.view(0).hand):
            break
    else:
        raise AssertionError("no hand with a meld")
    marks = {str(c): i for i, m in enumerate(tc.hand_melds(g.view(0), g.view(0).hand)) for c in m}
    held = {str(c) for c in g.view(0).hand}
    for sort in ("suit", "melds"):
        scene = drawn(g, UiState(lang="ro", sort=sort), 390, 844)
        cards = {i.key: i.meld for i in scene.items if getattr(i, "key", None) in held}
        assert {k: v for k, v in cards.items() if v is not None} == marks


def test_a_card_dropped_on_the_hand_goes_where_it_is_dropped_in_either_row():
    from layout import drop_index

    for g in _play_table(remi.new_game("traditional", 4, seed=9)):
        if g.to_act == 0 and g.phase == "discard":
            break
    scene = drawn(g, UiState(lang="en"), 390, 844)
    hits = _hand_hits(scene)
    back = [h for h in hits if h.data["row"] == 0]
    front = [h for h in hits if h.data["row"] == 1]
    moved = front[-1].id  # the front row's last card, dragged ...
    others = [h.id for h in hits if h.id != moved]
    top = scene.anchors["hand_row:0"][1]
    front_top = scene.anchors["hand_row:1"][1]
    assert drop_index(scene, others, back[0].x + 2, top + 5) == 0  # ... to the back row's start
    assert drop_index(scene, others, back[-1].x + back[-1].w, top + 5) == len(back)  # its end
    assert drop_index(scene, others, front[0].x + 2, front_top + 60) == len(back)  # the front row's start
    assert drop_index(scene, others, 389, front_top + 60) == len(others)
    # eight cards and a draw to come: a drop on the empty back row goes into the front one
    g = next(g for seed in range(20, 40) for g in _play_table(remi.new_game("remi51", 4, seed=seed))
             if g.to_act != 0 and g.phase == "discard" and len(g.view(0).hand) == 8)
    scene = drawn(g, UiState(lang="en"), 390, 844)
    hits = _hand_hits(scene)
    assert {h.data["row"] for h in hits} == {1}
    top = scene.anchors["hand_row:0"][1]
    others = [h.id for h in hits[1:]]
    assert drop_index(scene, others, hits[2].x + hits[2].w - 1, top + 2) == 2
    # a hand in one row (Gin) goes by x alone, as before
    gin = remi.new_game("gin", 2, seed=3)
    gscene = drawn(gin, UiState(lang="en"), 390, 844)
    ghits = _hand_hits(gscene)
    gothers = [h.id for h in ghits[1:]]
    assert drop_index(gscene, gothers, ghits[3].x + 2, ghits[3].y + 900) == 2


@pytest.mark.parametrize("name", ["traditional", "remi51"])
def test_on_a_crowded_table_upright_the_pile_labels_and_badges_keep_clear(name):
    # A crowded table's piles shrink to 60 px: "Pachet (23)", centred under a 43 px pile, ran
    # off the screen's left edge. The badge over the discard pile ("nu o poți lua", R51-7)
    # covered the top of its rank; it now sits over the card's foot.
    from scene import RectItem, TextItem, text_width

    badges = small = 0
    for seed in (6, 7, 8):
        for g in _play_table(remi.new_game(name, 4, seed=seed)):
            if g.phase not in ("draw", "discard"):
                continue
            scene = drawn(g, UiState(lang="ro"), 390, 844)
            stock = next(i for i in scene.items if isinstance(i, TextItem) and i.text.startswith("Pachet ("))
            assert stock.x - min(stock.max_width, text_width(stock.text, 12)) / 2 >= 2, stock
            pile = scene.anchors["discard"]
            small += pile[3] < 64
            if scene.info.get("discard_mark"):
                badges += 1
                rects = [i for i in scene.items if isinstance(i, RectItem) and i.h == 16]
                badge = next(i for i in rects if pile[1] < i.y < pile[1] + pile[3])
                assert badge.y >= pile[1] + pile[3] * 0.5
    assert small and (badges or name == "traditional")


def test_the_note_under_a_deals_title_starts_below_it():
    # "Bogdan a ieșit" over a two-line note: the note was centred on its place, so its first
    # line rose into the title's comma below the ș, which drew a stray accent over "A 11".
    from scene import TextItem

    for g in _play_table(remi.new_game("traditional", 4, seed=6)):
        if g.phase == "hand_over":
            break
    scene = drawn(g, UiState(lang="ro"), 360, 780)
    texts = [i for i in scene.items if isinstance(i, TextItem)]
    title = next(i for i in texts if i.text == scene.info["result_title"])
    note = next(i for i in texts if i.text.startswith("puncte de penalizare"))
    assert note.top and note.y - note.size * 0.6 >= title.y + title.size * 0.6 + 4


def test_when_the_person_may_knock_the_status_says_how():
    # G-7: with a knock on, the status said only "Tap the discard pile to throw 9♠", which
    # throws without knocking, beside a Knock button that may throw another card.
    from remi.testing import stacked_game

    def position(stock, hand="2c 3c 4c 5d 6d 7d 8h 9h 10h Kd"):
        game = stacked_game("gin", [hand, "Ah 2h 3h 4s 5s 6s 7c 8c 9c Qd"], upcard="Qs", stock=stock, dealer=1)
        for action in ("pass", "pass", "draw stock"):
            game.apply(action)
        return game

    game = position("2s")  # Kd and 2s loose: knocking with Kd leaves 2, with 2s leaves 10
    ui = {sel: UiState(lang="en", picked=[sel] if sel else []) for sel in (None, "2s", "9h")}
    status = {sel: drawn(game, ui[sel], 390, 844).info["status"] for sel in ui}
    assert status[None] == "Press Knock (2) to knock with K♦, or pick a card to throw"
    assert status["2s"] == "Press Knock (10) to knock with 2♠, or the discard pile to throw 2♠"
    assert status["9h"] == "Press Knock (2) to knock with K♦, or the discard pile to throw 9♥"
    assert drawn(game, UiState(lang="ro"), 390, 844).info["status"] == (
        "Apasă Bat (2) ca să bați cu K♦ sau alege o carte de aruncat"
    )
    gin = position("Jh")  # 8h-Jh: throwing Kd leaves nothing
    assert drawn(gin, UiState(lang="en"), 390, 844).info["status"] == "Press Gin! to go gin with K♦, or pick a card to throw"
    # no knock on: as before
    far = position("As", "2c 3c 4c 5d 6d 7d 8h 9h Kh Kd")
    assert drawn(far, UiState(lang="en", picked=["As"]), 390, 844).info["status"] == "Put A♠ on the discard pile to discard it"


def test_the_end_of_a_gin_hand_says_gin_not_knocked():
    # G-8: the row of a player who went gin read "Tu — ai bătut" under "Gin!".
    from remi.testing import stacked_game
    from scene import TextItem

    game = stacked_game(
        "gin", ["2c 3c 4c 5d 6d 7d 8h 9h 10h Kd", "Ah 2h 3h 4s 5s 6s 7c 8c 9c Qd"], upcard="Qs", stock="Jh", dealer=1
    )
    for action in ("pass", "pass", "draw stock", "knock Kd"):
        game.apply(action)
    assert game.results[-1].kind == "gin"
    for lang, row in (("ro", "Tu — ai făcut gin"), ("en", "You — gin")):
        texts = [i.text for i in drawn(game, UiState(lang=lang), 390, 844).items if isinstance(i, TextItem)]
        assert row in texts and not any("bătut" in x or "knocked" in x for x in texts), texts


@pytest.mark.parametrize("width,height", [(844, 390), (390, 844), (1280, 800), (320, 568)])
def test_a_jokers_tag_on_the_table_is_not_covered_by_the_next_card(width, height):
    # A joker's tag ("=Q♠") on 38 px cards lost its suit under the next card of the run; a
    # joker's strip is now as wide as its tag needs, measured in the widest of the page's fonts
    # (the estimate of all texts was short of "=10♦" by a sixth: issue 49), up to the whole card
    # (the painter writes the tag smaller on a card narrower than that).
    from scene import joker_tag_size, tag_width

    seen = 0
    for seed in range(1, 6):
        game = remi.new_game("remi51", 4, seed=seed)
        bots = {s: make_player("easy", s, "remi51") for s in range(4)}
        while game.phase not in ("hand_over", "match_over"):
            scene = drawn(game, UiState(lang="ro"), width, height)
            for h in scene.hits:
                if h.kind != "joker" or h.data["pos"] == len(game.table[h.data["meld"]].cards) - 1:
                    continue
                cw = next(m.data["card_w"] for m in scene.hits if m.kind == "meld" and m.id == str(h.data["meld"]))
                label = "=" + table_controls.pretty_face(h.data["face"])
                assert h.w >= min(cw, tag_width(label, joker_tag_size(cw)) + 10) - 0.5, (h, label)
                seen += 1
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    assert seen >= 5


def test_the_end_of_a_remi51_deal_says_what_the_cards_left_count():
    # R51-12: "+28" for 2♣ 4♣ 2♦ ★ could not be checked on the screen: the note now gives the
    # values that differ from the cards' faces, the joker's from the game's option.
    from scene import TextItem

    for options, joker in (({}, "20"), ({"joker_penalty": 50}, "50")):
        for g in _play_table(remi.new_game("remi51", 3, options, 4)):
            if g.phase == "hand_over":
                break
        for lang in ("en", "ro"):
            texts = [i.text for i in drawn(g, UiState(lang=lang), 390, 844).items if isinstance(i, TextItem)]
            assert any(f"A, 10, J, Q, K 10; joker {joker})" in x for x in texts), texts


@pytest.mark.parametrize("width,height", [(844, 390), (740, 360)])
def test_the_end_of_a_deal_on_a_phone_on_its_side_has_cards_large_enough_to_read(width, height):
    # Four players on a phone on its side: each row spent 26 px on its name above cards about
    # 24 px wide. Names now stand beside the cards and the button under the score sheet.
    from scene import TextItem, text_width

    for name in ("remi51", "traditional"):
        for g in _play_table(remi.new_game(name, 4, seed=1)):
            if g.phase in ("hand_over", "match_over"):
                break
        scene = drawn(g, UiState(lang="ro"), width, height)
        within(scene, width, height)
        cards = [i for i in scene.items if isinstance(i, CardItem) and i.key.startswith("res:")]
        assert min(c.w for c in cards) >= 34, (name, min(c.w for c in cards))
        texts = [i for i in scene.items if isinstance(i, TextItem) and i.y > 90]
        for c in cards:  # no text over a card, and every card on the screen
            assert c.y + c.h <= height - 8
            for x in texts:
                left = x.x if x.align == "left" else x.x - min(text_width(x.text, x.size), x.max_width or 1e9)
                right = left + min(text_width(x.text, x.size), x.max_width or 1e9)
                apart = right <= c.x + 0.5 or left >= c.x + c.w - 0.5 or abs(x.y - (c.y + c.h / 2)) >= c.h / 2 + x.size / 2 - 1
                assert apart, (x.text, c)
        button = next(h for h in scene.hits if h.kind == "button" and h.id in ("next_hand", "new_match"))
        assert button.x >= max(c.x + c.w for c in cards)  # beside the rows, under the sheet


@pytest.mark.parametrize("width,height", [(844, 390), (740, 360)])
@pytest.mark.parametrize("name,players,least", [("gin", 4, 36), ("oklahoma", 3, 36), ("gin", 2, 46)])
def test_the_end_of_a_gin_hand_on_a_phone_on_its_side_gives_the_cards_the_height(name, players, least, width, height):
    # Three or four players' melds on a phone on its side were 16 to 32 px wide, each row
    # spending 26 px on a line of text above them; that text now stands left of the cards.
    # Two players keep the line above: their long rows need the width (47 to 58 px).
    from scene import TextItem

    game = remi.new_game(name, players, seed=4)
    bot = BaselineGinPlayer()
    while game.phase not in ("hand_over", "match_over"):
        game.apply(bot.choose(game.view(game.to_act)))
    scene = drawn(game, UiState(lang="ro"), width, height)
    within(scene, width, height)
    cards = [i for i in scene.items if isinstance(i, CardItem) and i.key.startswith("res:")]
    assert min(c.w for c in cards) >= least, min(c.w for c in cards)
    assert max(c.y + c.h for c in cards) <= height - 8
    if players == 2:
        return
    labels = sorted((i for i in scene.items if isinstance(i, TextItem) and i.x < min(c.x for c in cards)), key=lambda i: i.y)
    labels = [i for i in labels if i.y > cards[0].y - 10]
    assert all(b.y - a.y >= 15 for a, b in zip(labels, labels[1:])), [(i.text, i.y) for i in labels]
    button = next(h for h in scene.hits if h.kind == "button" and h.id in ("next_hand", "new_match"))
    assert button.x >= max(c.x + c.w for c in cards)


def test_cards_laid_off_are_shown_in_order_at_the_end_of_the_hand():
    # The person lays 4♥ then 3♥ off onto Ana's 5♥ 6♥ 7♥ (G-9); the row read "4♥ 3♥".
    from remi.testing import stacked_game

    game = stacked_game(
        "gin", ["2c 3c 4c 5d 6d 7d 4h 3h 10s Kd", "5h 6h 7h 4s 5s 6s 7c 8c 9c Qd"], upcard="Qs", stock="Jc 2s", dealer=1
    )
    for action in ("pass", "pass", "draw stock", "discard Jc", "draw stock", "knock Qd"):
        game.apply(action)
    meld = next(str(a) for a in game.legal_actions() if str(a).startswith("lay off 4h")).rsplit(" ", 1)[1]
    for action in (f"lay off 4h on {meld}", f"lay off 3h on {meld}", "done"):
        game.apply(action)
    assert game.phase in ("hand_over", "match_over")
    scene = drawn(game, UiState(lang="en"), 390, 844)
    laid = sorted((i for i in scene.items if isinstance(i, CardItem) and i.laid_off), key=lambda i: i.x)
    assert [i.card for i in laid] == ["3h", "4h"]


def test_buttons_too_wide_for_their_row_or_column_shrink_their_labels_before_squeezing_them():
    # Gin's lay-off on a phone: "Adaugă tot", "Gata" and "↶ Anulează mutarea" in one row were
    # squeezed to three quarters of their width (the painter narrows the letters). A row takes
    # less padding, then a smaller font (12 px at least), then a button's short label.
    from controls import Button
    from frame import add_buttons_column, add_buttons_row
    from scene import ButtonItem, Scene

    btns = [Button("layoff_best", "Adaugă tot", "ui:layoff_best", True), Button("done", "Gata", "finish layoff"),
            Button("undo", "↶ Anulează mutarea", "ui:undo", short="↶ Anulează"), Button("hint", "Sfat", "ui:hint")]
    for place, w, h in ((add_buttons_row, 370, 46), (add_buttons_column, 140, 170), (add_buttons_row, 1000, 46)):
        scene = Scene(1366, 800)
        place(scene, btns, 10, 100, w, h)
        items = [i for i in scene.items if isinstance(i, ButtonItem)]
        assert len(items) == 4 and all(10 - 0.01 <= i.x and i.x + i.w <= 10 + w + 0.01 for i in items)
        for i in items:
            size = i.size or (17 if i.h >= 40 else 13)
            assert size >= 12 and text_width(i.label, size, True) <= i.w - 12 + 0.01, (i.label, size, i.w)
        labels = [i.label for i in items]
        if w == 1000:  # room enough: the whole labels at the painter's size
            assert labels[2] == "↶ Anulează mutarea" and all(i.size is None for i in items)
        elif place is add_buttons_row:  # a phone's row: a smaller font
            assert labels[2] in ("↶ Anulează mutarea", "↶ Anulează") and any(i.size for i in items)
        else:  # a column on a phone on its side: one button a row, a finger tall, the short label
            assert labels[2] == "↶ Anulează" and all(i.h >= 36 and i.w == w for i in items)


def test_the_hands_value_beside_the_hand_takes_more_lines_rather_than_be_squeezed(monkeypatch):
    # On a low screen the hand's value sits in a 150 px box left of the hand; a Remi 51 opening
    # under way ("Deschidere 30 + 21 = 51 / 51") was squeezed into it. It wraps now, in a box as
    # tall as its lines.
    import table_layout
    from scene import RectItem, TextItem, text_width, wrapped_lines

    game = remi.new_game("remi51", 3, seed=24)
    long = "Deschidere 30 + 21 = 51 / 51"
    monkeypatch.setattr(table_layout, "opening_label", lambda *_args: long)
    for width, height in ((844, 390), (1366, 800)):
        scene = drawn(game, UiState(lang="ro"), width, height)
        label = next(i for i in scene.items if isinstance(i, TextItem) and i.text == long)
        assert label.wrap and len(wrapped_lines(long, label.size, label.max_width)) * label.size * 1.2 <= label.max_height
        rects = [i for i in scene.items if isinstance(i, RectItem)]
        box = next(i for i in rects if i.x <= label.x <= i.x + i.w and i.y <= label.y <= i.y + i.h)
        assert box.h >= label.max_height
    # upright, beside the one sort button ("Ordine: formații", whole): on two lines if it must
    upright = drawn(game, UiState(lang="ro"), 390, 844)
    label = next(i for i in upright.items if isinstance(i, TextItem) and i.text == long)
    assert not label.wrap or len(wrapped_lines(long, label.size, label.max_width)) * label.size * 1.2 <= label.max_height
    sort = next(h for h in upright.hits if h.id == "sort_next")
    assert sort.w >= text_width("Ordine: formații", 13, True) + 18


def test_the_opponents_boxes_say_their_last_turns_alike_in_full_or_all_briefly():
    # A review found "tras · aruncat Q♥" in one box beside "a luat 4♣ și a aruncat J♥" in the
    # next: each box said its turn in the longest words that fitted it. Now all boxes of a
    # drawing say them in full, or all briefly.
    import follow

    seen = {"full": 0, "brief": 0}
    for name, players in (("traditional", 4), ("remi51", 3), ("gin", 4), ("oklahoma", 3)):
        for g in _play_table(remi.new_game(name, players, seed=5), limit=60):
            if g.phase in ("hand_over", "match_over") or g.to_act != 0:
                continue
            view = g.view(0)
            turns = follow.last_turns(view)
            for width, height in ((320, 568), (390, 844), (1366, 800)):
                for lang in ("ro", "en"):
                    said = drawn(g, UiState(lang=lang), width, height).info.get("last_turns", {})
                    full = {s: text == follow.turn_text(turns[int(s)], lang) for s, text in said.items()}
                    assert len(set(full.values())) <= 1, (name, width, lang, said)
                    seen["full" if all(full.values()) else "brief"] += bool(full)
    assert seen["full"] and seen["brief"], seen


def test_a_last_turn_of_one_word_that_does_not_fit_its_box_is_said_briefly():
    # "discarded\u00a010♣" is one word (a card's name keeps to its verb): a check by the lines
    # it wraps into took it as fitting any box, and a pass-and-play phone squeezed it (88 px in 76).
    import follow
    from frame import add_last_turn
    from scene import Scene, TextItem

    for seed in range(1, 30):
        g = remi.new_game("remi51", 3, seed=seed)
        bots = [make_player("baseline", s, "remi51") for s in range(3)]
        first = g.to_act
        g.apply(bots[first].choose(g.view(first)))  # R51-2: the first player only discards
        if first != 0 and [m.kind for m in follow.last_turns(g.view(0))[first]] == ["discard"]:
            break
    else:
        raise AssertionError("no deal found whose first player is not seat 0")
    moves = follow.last_turns(g.view(0))[first]
    full, short = follow.turn_text(moves, "en"), follow.turn_text(moves, "en", short=True)
    assert full != short and full.startswith("discarded")
    width = text_width(full, 11.5) - 4 + 12  # the full words a little too wide beside the "›"
    scene = Scene(400, 300)
    add_last_turn(scene, g.view(0), first, "en", 10, 100, width)
    assert scene.info["last_turns"][str(first)] == short
    said = next(i for i in scene.items if isinstance(i, TextItem) and i.text == short)
    assert text_width(said.text, said.size) <= said.max_width
