"""What a gesture on the table means (``web/taps.py``), on CPython, against the table as it is
drawn: each tap, double tap and drop of a player gives one value, legal actions only as
``Play`` and the rest as what the page says or does instead.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Dict, Optional, Tuple

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))

import remi  # noqa: E402
import taps  # noqa: E402
from i18n import refusal_sentence  # noqa: E402
from kits import drawn  # noqa: E402
from remi import Build, Card, Discard, DrawDiscard, DrawStock, Exchange, Phase  # noqa: E402
from rummy_helpers import stacked_rummy  # noqa: E402
from scene import Hit, Scene  # noqa: E402
from sight import UiState, seen  # noqa: E402


def table(game: Any, picked: Tuple[str, ...] = ()) -> Tuple[Any, Scene, UiState]:
    ui = UiState(lang="en", picked=list(picked))
    return seen(game, ui).moves, drawn(game, ui, 390, 844), ui


def hit(scene: Scene, kind: str, hid: Optional[str] = None) -> Hit:
    return next(h for h in scene.hits if h.kind == kind and (hid is None or h.id == hid))


def tap(target: Optional[Hit], kind: str = "tap") -> Dict[str, Any]:
    x = target.x + target.w / 2 if target else 0.0
    return {"type": kind, "target": target, "x": x, "y": target.y + target.h / 2 if target else 0.0}


def drop(start: Optional[Hit], end: Optional[Hit], x: Optional[float] = None) -> Dict[str, Any]:
    where = end if end is not None else start
    assert where is not None
    return {"type": "drop", "start": start, "end": end, "x": where.x + where.w / 2 if x is None else x,
            "y": where.y + where.h / 2}


def rummy_to_draw() -> Any:
    return stacked_rummy(["6h 8h 3c 7d 9c Kc 2h 4d 5c 6c 9h Ts Js Qs", "4s 5s 6s 9d 9s Td Jd 2c Ac 4c 8c 8d 8s 2s"],
                         discard="Qd", stock="2d", to_act=0)


def test_taps_on_the_piles_draw_and_a_pick_is_added_or_let_go() -> None:
    game = rummy_to_draw()
    moves, scene, ui = table(game)
    assert taps.meaning(tap(hit(scene, "stock")), moves, ui.picked, scene) == taps.Play(DrawStock())
    assert taps.meaning(tap(hit(scene, "discard")), moves, ui.picked, scene) == taps.Play(DrawDiscard())
    taken = taps.meaning(drop(hit(scene, "discard"), hit(scene, "card", "Kc")), moves, ui.picked, scene)
    assert taken == taps.Play(DrawDiscard())
    # the table games pick several cards (a meld to lay): a tap adds, a second tap takes away
    assert taps.meaning(tap(hit(scene, "card", "Kc")), moves, ["6h"], scene) == taps.Pick(("6h", "Kc"))
    assert taps.meaning(tap(hit(scene, "card", "6h")), moves, ["6h", "Kc"], scene) == taps.Pick(("Kc",))
    assert taps.meaning(tap(None), moves, ["6h"], scene) == taps.Pick(())
    assert taps.meaning(tap(None), moves, [], scene) is None
    # a card cannot be thrown before drawing: the pile says why not, and so does a double tap's drop
    assert taps.meaning(tap(hit(scene, "discard")), moves, ["Kc"], scene) == taps.Play(DrawDiscard())
    assert taps.meaning(drop(hit(scene, "card", "Kc"), hit(scene, "discard")), moves, [], scene) == taps.WhyNot("discard Kc")
    assert game.why_not("discard Kc")


def test_after_drawing_a_double_tap_or_a_drop_throws_and_a_drop_on_the_hand_reorders() -> None:
    game = rummy_to_draw()
    game.apply(DrawStock())
    moves, scene, ui = table(game)
    kc = hit(scene, "card", "Kc")
    assert taps.meaning(tap(kc, "double"), moves, [], scene) == taps.Play(Discard(Card.parse("Kc")))
    assert taps.meaning(drop(kc, hit(scene, "discard")), moves, [], scene) == taps.Play(Discard(Card.parse("Kc")))
    assert taps.meaning(tap(hit(scene, "discard")), moves, ["Kc"], scene) == taps.Play(Discard(Card.parse("Kc")))
    assert taps.meaning(tap(hit(scene, "discard")), moves, ["Kc", "6h"], scene) == taps.Tell("msg.one_to_throw", 2)
    # drawn already: the stock says so; the discard pile, with nothing picked, says how to throw
    assert taps.meaning(tap(hit(scene, "stock")), moves, [], scene) == taps.WhyNot("draw stock")
    assert refusal_sentence(seen(game, ui).judge("draw stock") or "", "ro") == "ai tras deja în tura asta"
    assert taps.meaning(tap(hit(scene, "discard")), moves, [], scene) == taps.Tell("msg.pick_to_throw", 0)
    here = hit(scene, "card", "2h")
    assert taps.meaning(drop(kc, here), moves, [], scene) == taps.Reorder("Kc", here.x + here.w / 2, here.y + here.h / 2)
    assert game.phase == Phase.DISCARD and len(game.actions) == 1  # (a meaning plays nothing)


def test_a_picked_card_onto_a_meld_builds_or_exchanges_and_else_is_asked_why_not() -> None:
    game = stacked_rummy(["6h 8h 3c 7d 9c Kc 2h 4d 5c 6c 9h Ts Js Qs", "4s 5s 6s 9d 9s Td Jd 2c Ac 4c 8c 8d 8s 2s"],
                         stock="2d", table=[(0, "5h *=6h 7h")], to_act=0)
    game.apply(DrawStock())
    moves, scene, ui = table(game)
    meld = hit(scene, "meld", "0")
    assert taps.meaning(tap(meld), moves, ["8h"], scene) == taps.Play(Build(Card.parse("8h"), 0))
    assert taps.meaning(drop(hit(scene, "card", "8h"), meld), moves, [], scene) == taps.Play(Build(Card.parse("8h"), 0))
    joker = hit(scene, "joker")
    assert taps.meaning(tap(joker), moves, ["6h"], scene) == taps.Play(Exchange((Card.parse("6h"),), 0))
    assert taps.meaning(tap(meld), moves, ["Kc"], scene) == taps.WhyNot("build Kc on 0")
    assert game.why_not("build Kc on 0")


def test_in_gin_a_pick_is_one_card_and_buttons_and_opponents_run_commands() -> None:
    game = remi.new_game("gin", 2, seed=7)
    while game.to_act != 0:
        game.apply("pass")
    moves, scene, ui = table(game)
    cards = [h for h in scene.hits if h.kind == "card"]
    assert taps.meaning(tap(cards[1]), moves, [cards[0].id], scene) == taps.Pick((cards[1].id,))  # one at a time
    assert taps.meaning(tap(hit(scene, "seat")), moves, [], scene) == taps.Run("ui:moves")
    button = hit(scene, "button", "pass")
    assert taps.meaning(tap(button), moves, [], scene) == taps.Run("pass")
    # the up-card is offered first (G-4): the stock waits, and a tap on it says so, with the way to the rule
    assert taps.meaning(tap(hit(scene, "stock")), moves, [], scene) == taps.WhyNot("draw stock")
    why = seen(game, ui).judge("draw stock")
    assert why is not None and why.startswith("G-4: ")
    assert refusal_sentence(why, "ro") == "întâi iei cartea întoarsă sau dai pas"
    assert refusal_sentence(why, "en") == "take or pass the up-card first"
    game.apply("pass")
    game.apply("pass")  # both passed the up-card: now the stock (G-3)
    moves, scene, ui = table(game)
    assert taps.meaning(tap(hit(scene, "stock")), moves, [], scene) == taps.Play(DrawStock())
