"""The painter (web/paint.js) draws what the layout asks, run under Node.js on recording canvases
(tests/paint/harness.mjs): the items Python hands over (web/draw.py) are read under their
dataclass names, card faces keep their marks, and card pictures stay within their budget."""

from __future__ import annotations

import dataclasses
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

import draw  # noqa: E402
import remi  # noqa: E402
from kits import drawn  # noqa: E402
from remi.players import make_player  # noqa: E402
from scene import ButtonItem, CardItem, TextItem  # noqa: E402
from sight import UiState  # noqa: E402

HARNESS = ROOT / "tests" / "paint" / "harness.mjs"


def paint(case: Dict[str, Any]) -> Any:
    node = shutil.which("node")
    assert node is not None, "Node.js is needed (build.py needs it too)"
    done = subprocess.run([node, str(HARNESS)], input=json.dumps(case), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def texts(calls: list) -> list:
    return [c for c in calls if c[0] == "fillText"]


def test_a_jokers_letters_stay_on_the_card_or_are_left_out():
    # At the end of a deal a hand's cards may be 30 px wide: JOKER down the side ran below the
    # card. A card too short for the five letters shows the star alone.
    for w, letters in ((30, 0), (66, 5), (96, 5)):
        calls = paint({"case": "face", "card": "*", "w": w, "h": w * 1.4})["calls"]
        drawn = [(text, y) for _f, text, _x, y, *_rest in texts(calls) if text in "JOKER" and len(text) == 1]
        assert len(drawn) == letters, (w, calls)
        assert all(y + max(7.0, min(w * 0.3, 30.0) * 0.42) <= w * 1.4 for _t, y in drawn)


def test_a_picked_card_is_tinted_not_only_outlined():
    # A picked card's orange border looked like the yellow glow of the card just drawn (a
    # review read a glowing 10♦ as a fourth picked card); a picked card's face is tinted now.
    for card in ("10d", "*"):
        faces = {}
        for picked in (False, True):
            out = paint({"case": "face", "card": card, "w": 66, "h": 92, "more": {"selected": picked}})
            faces[picked] = next(c[1] for c in out["calls"] if c[0] == "fill")
        tint = out["colours"]["PICKED_JOKER_TINT" if card == "*" else "PICKED_TINT"]
        assert faces[True] == tint != faces[False]


def test_a_face_shows_its_rank_and_suit_and_its_meld_or_deadwood_mark():
    out = paint({"case": "face", "card": "10h", "w": 66, "h": 92, "more": {"meld": 6}})
    written = [c[1] for c in texts(out["calls"])]
    assert written[:2] == ["10", "♥"] and "♥" in written[2:], written
    fills = [c[1] for c in out["calls"] if c[0] == "fill"]
    assert fills == ["#c9dcf8", "#2f6fd0"], fills  # the second meld colour (6 % 5), and its bar
    # five melds (15 cards of a table game) have five colours; a joker in a meld is marked too
    fifth = paint({"case": "face", "card": "10h", "w": 66, "h": 92, "more": {"meld": 4}})
    assert [c[1] for c in fifth["calls"] if c[0] == "fill"] == ["#f7c7dc", "#c2417a"]
    joker = paint({"case": "face", "card": "*", "w": 66, "h": 92, "more": {"meld": 1}})
    assert [c[1] for c in joker["calls"] if c[0] == "fill"] == ["#c9dcf8", "#2f6fd0"]
    dead = paint({"case": "face", "card": "Ks", "w": 66, "h": 92, "more": {"meld": 0, "deadwood": True}})
    assert [c[1] for c in dead["calls"] if c[0] == "fill"] == ["#fffdf8", "#e5533d"]  # plain, and the red dot


def test_card_pictures_are_kept_within_their_memory_budget_least_recently_used_first():
    one = 4 * (60 + 2 * 20) * 3 * (84 + 2 * 20) * 3  # bytes of one picture at 3 device pixels a CSS pixel
    out = paint({"case": "sprites", "cards": ["2c", "3c", "4c"], "extra": "5c", "w": 60, "h": 84, "dpr": 3,
                 "limit": 3 * one})
    assert out["stamped"] == 2  # the backdrop, then 2c from its picture
    assert out["kept"] == ["4c", "2c", "5c"]  # 3c, the least recently used, went
    assert out["bytes"] == 3 * one
    assert out["sizes"][1] == [0, 0]  # emptied, so the browser frees its pixels at once
    assert out["sizes"][0] == [300, 372]


def _tables():
    """A scene of each game, part-way through a deal (melds on the table where the game has them)."""
    for name, players in (("gin", 2), ("oklahoma", 2), ("traditional", 3), ("remi51", 4)):
        game = remi.new_game(name, players, seed=5)
        bots = {s: make_player("easy", s, name) for s in range(players)}
        for _ in range(24):
            if game.phase in ("hand_over", "match_over"):
                break
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))
        yield name, game


@pytest.mark.parametrize("name,game", list(_tables()), ids=lambda v: v if isinstance(v, str) else "")
def test_a_whole_table_is_painted_from_the_scene_and_then_stamped_from_its_pictures(name, game):
    scene = drawn(game, UiState(lang="ro"), 390, 844)
    cards = [i for i in scene.items if isinstance(i, CardItem)]
    out = paint({"case": "scene", "items": draw.items_json(scene.items), "width": 390, "height": 844, "dpr": 2})
    written = [c[1] for c in texts(out["first"])]
    for card in cards:  # every face up card's rank, read from the item's own fields
        if card.card is not None and card.card.rstrip("'") != "*":
            assert card.card.rstrip("'")[:-1] in written, (card, written)
    for item in scene.items:  # a text that is not wrapped is written as it is
        if isinstance(item, TextItem) and not item.wrap:
            assert item.text in written, (item.text, written)
    # the pictures are made after the drawing, one per turn of the browser ...
    looks = {(c.card, round(c.w, 2), round(c.h, 2), c.selected, None if c.meld is None else c.meld % 5, c.deadwood,
              c.laid_off, c.label) for c in cards}
    assert out["sprites"] == len(looks)
    # ... so the next drawing stamps every card: the felt and one picture a card
    stamps = [c for c in out["again"] if c[0] == "drawImage"]
    assert len(stamps) == 1 + len(cards), (len(stamps), len(cards))
    assert not any(c[0] == "fillText" and c[1] in ("♣", "♦", "♥", "♠") for c in out["again"])


def test_a_hints_action_is_written_first_in_its_own_colour_then_its_reason():
    # The hint's sentence was one colour, and its action often came last ("Keep 7♥ 8♥ for a
    # run; 9♣ fits least"): it says the action first now ("Aruncă 9♣: ..."), drawn bold in the
    # hint's colour, the reason after it in the text's, on one line or wrapped over several.
    head, reason = "Aruncă 9♣", ": se leagă cel mai puțin de celelalte cărți"
    base = dataclasses.asdict(TextItem(head + reason, 200, 100, 16, "#f4f1e8", "center", True, lead=len(head),
                                       lead_color="#8fdcff"))
    for wrap, width in ((False, None), (True, 150)):
        item = dict(base, kind="text", wrap=wrap, max_width=width)
        ink = [c for c in paint({"case": "text", "item": item})["calls"] if c[0] == "ink"]
        assert ink[0][1:] == [head, "#8fdcff", "left"], ink
        assert "".join(c[1] for c in ink[1:]).replace(" ", "") == reason.replace(" ", "")
        assert all(c[2] == "#f4f1e8" for c in ink[1:])
        written = [c for c in paint({"case": "text", "item": item})["calls"] if c[0] == "fillText"]
        if not wrap:  # one line, centred: the action's right end is where the reason starts
            assert written[0][2] + 7 * len(head) == written[1][2] and written[0][2] == 200 - 7 * len((head + reason)) / 2
    plain = dict(base, kind="text", lead=0)
    ink = [c for c in paint({"case": "text", "item": plain})["calls"] if c[0] == "ink"]
    assert ink == [["ink", head + reason, "#f4f1e8", "center"]]


def test_the_painter_reports_text_that_does_not_fit_its_box():
    # A text squeezed into a box too narrow (fillText narrows the letters) or cut short with
    # "…" was drawn without a sign; the painter lists them now (the harness measures 7 px a
    # character), and the browser tests expect none on every screen.
    def items(*texts):
        return json.dumps([dict(dataclasses.asdict(x), kind=kind) for kind, x in texts])

    fitting = TextItem("Rândul tău", 100, 20, 14, max_width=80)  # 70 px in 80
    narrow = TextItem("Trage din pachet sau ia cartea", 100, 40, 14, max_width=150)  # 210 px in 150
    short = TextItem("Ia 7♥: face o formație cu 5♥ 6♥ și mai ai loc", 100, 60, 14, max_width=120, wrap=True,
                     max_height=20)
    button = ButtonItem("hint", "Sfatul calculatorului", "ui:hint", 0, 0, 60, 36)
    out = paint({"case": "scene", "items": items(("text", fitting), ("text", narrow), ("text", short), ("button", button)),
                 "width": 390, "height": 844, "dpr": 1})
    found = {(m["how"], m["where"], m["text"]) for m in out["misfits"]}
    assert found == {("squeezed", "text", narrow.text), ("cut", "text", short.text), ("squeezed", "button", button.label)}
    again = paint({"case": "scene", "items": items(("text", fitting)), "width": 390, "height": 844, "dpr": 1})
    assert again["misfits"] == []


def test_the_card_a_hint_plays_has_the_full_ring_and_a_card_it_only_names_a_dashed_one():
    # "Discard A♦: ... keep 9♦ 10♦": the card to throw and the pair to keep had one outline,
    # and in a phone's front row (where cards do not rise) they could not be told apart.
    play = CardItem("Ad", "Ad", 10, 700, 60, 84, hint=True)
    keep = CardItem("9d", "9d", 80, 700, 60, 84, hint=True, hint_aside=True)
    for cards, dashed in (([play], 0), ([keep], 1), ([play, keep], 1)):
        out = paint({"case": "scene", "items": draw.items_json(cards), "width": 390, "height": 844, "dpr": 1})
        assert [c for c in out["first"] if c[0] == "setLineDash"] == [["setLineDash", [6, 4]]] * dashed
