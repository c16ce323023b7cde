"""Traditional Rummy and Remi 51 in the browser, played as a person would: pointer events on
the canvas at the coordinates the page publishes (window.remiTest), on a phone and a desktop.

The person's decisions come from a simple policy over the real engine game read back from the
page's save (localStorage): the game's baseline player, except that in Traditional Rummy it
lays one meld with a joker and exchanges a joker when it can. The seeds are ones where, with
the page's computer players, the person lays melds, builds, exchanges a joker (Traditional
Rummy) and opens (Remi 51). At two players Traditional Rummy's computer is Easy: Medium keeps
its melds in hand until the person holds three cards, which leaves the person nothing to build
on. Every move is made by taps and drags on the table; the test then checks in the save that
the engine applied exactly that move.
"""

from __future__ import annotations

import json
from typing import Any, Dict

import pytest
import remi
from remi import Build, Discard, DrawDiscard, DrawStock, Exchange, Meld
from remi.players import make_player
from table_driver import ARTIFACTS, center, drag, open_page, state, tap, text_fits, wait_ready, wait_settled

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True, has_touch=True)
DESKTOP = dict(viewport={"width": 1280, "height": 800}, device_scale_factor=1)


@pytest.fixture(autouse=True)
def _artifacts_dir():
    ARTIFACTS.mkdir(exist_ok=True)


class Person:
    """The test's person (seat 0): see the module docstring."""

    def __init__(self, name: str) -> None:
        self.base = make_player("baseline", 0, name)
        self.joker_meld = False
        self.done: Dict[str, int] = {"meld": 0, "build": 0, "exchange": 0, "discard": 0}

    def choose(self, game: Any) -> Any:
        view = game.view(0)
        legal = list(view.legal_actions)
        if game.phase == "discard" and game.name == "traditional":
            exchanges = [a for a in legal if isinstance(a, Exchange)]
            if exchanges and not self.done["exchange"]:
                return exchanges[0]
            with_joker = [
                a for a in legal if isinstance(a, Meld) and len(a.cards) == 3 and sum(c.is_joker for c in a.cards) == 1
            ]
            if with_joker and not self.joker_meld and len(view.hand) > 4:
                self.joker_meld = True
                return with_joker[0]
        return self.base.choose(view)


def engine_game(page) -> Any:
    """The page's game, replayed by the engine from the page's own save."""
    return remi.load_game(json.loads(page.evaluate("localStorage.getItem(window.remiTest.saves.key)"))["game"])


def hand_point(st: Dict[str, Any], cid: str) -> tuple:
    box = next(c for c in st["cards"] if c["id"] == cid)
    return box["x"] + min(box["w"], 30) / 2, box["y"] + 18


def wait_picked(page, cid: str) -> Dict[str, Any]:
    page.wait_for_function(f"window.remiTest.picked.includes({cid!r})", timeout=5000)
    return state(page)


def meld_box(st: Dict[str, Any], index: int) -> Dict[str, Any]:
    return next(m for m in st["melds"] if m["id"] == str(index))


def build_point(st: Dict[str, Any], action: Build, game: Any) -> tuple:
    """Where to drop a card to build: for a joker, near the end it should stand at; for a
    natural card, on the meld away from its jokers (a drop on a joker exchanges)."""
    box = meld_box(st, action.meld)
    y = box["y"] + box["h"] / 2
    if action.face is not None:
        low = game.table[action.meld].low - 1
        return (box["x"] + 6, y) if action.face[0] == low else (box["x"] + box["w"] - 6, y)
    jokers = [j for j in st["jokers"] if j["meld"] == action.meld]
    x = box["x"] + box["w"] - 6
    while any(j["x"] <= x < j["x"] + j["w"] for j in jokers) and x > box["x"]:
        x -= 4
    return x, y


def joker_box(st: Dict[str, Any], action: Exchange) -> Dict[str, Any]:
    jokers = [j for j in st["jokers"] if j["meld"] == action.meld]
    natural = str(action.cards[0]).rstrip("'")
    return next((j for j in jokers if j["face"] == natural), jokers[0])


def act(page, game: Any, action: Any, touch: bool, turn: int, shots: Dict[str, str], seat: int = 0) -> None:
    """Make ``action`` by pointer events on the table (the hand at its foot: ``seat``'s); wait
    until the engine applied it."""
    st = state(page)
    n = st["actions"]
    if isinstance(action, DrawStock):
        tap(page, center(st["piles"]["stock"]), touch)
    elif isinstance(action, DrawDiscard):
        tap(page, center(st["piles"]["discard"]), touch)
    elif isinstance(action, Meld):
        for c in action.cards:
            tap(page, hand_point(state(page), str(c)), touch)
            st = wait_picked(page, str(c))
        if game.name == "remi51" and not game.opened[seat]:
            assert st["opening_label"].replace("\u00a0", " ").endswith("/ 51"), st.get("opening_label")
            if "opening" in shots:
                page.screenshot(path=str(ARTIFACTS / shots.pop("opening")))
        buttons = [b for b in st["buttons"] if b["id"].startswith("lay_down")]
        assert buttons, (st["status"], [str(c) for c in action.cards])
        chosen = next((b for b in buttons if b["command"] == str(action)), buttons[0])
        tap(page, center(chosen), touch)
    elif isinstance(action, Build):
        card = str(action.card)
        drag(page, hand_point(st, card), build_point(st, action, game))
    elif isinstance(action, Exchange):
        first = str(action.cards[0])
        for other in action.cards[1:]:  # a set's joker: pick the second missing card first
            tap(page, hand_point(state(page), str(other)), touch)
            wait_picked(page, str(other))
        st = state(page)
        if "exchange" in shots:
            page.screenshot(path=str(ARTIFACTS / shots.pop("exchange")))
        drag(page, hand_point(st, first), center(joker_box(st, action)))
    elif isinstance(action, Discard):
        card = str(action.card)
        if turn % 2 == 0:
            tap(page, hand_point(st, card), touch)
            st = wait_picked(page, card)
            assert any(b["id"] == "discard" for b in st["buttons"])
            tap(page, center(st["piles"]["discard"]), touch)
        else:
            drag(page, hand_point(st, card), center(st["piles"]["discard"]))
    else:
        raise AssertionError(f"the person has no gesture for {action}")
    page.wait_for_function(f"window.remiTest.actions > {n}", timeout=10_000)
    applied = engine_game(page).actions[n]
    assert applied.split()[0] == str(action).split()[0], (applied, str(action))
    if not isinstance(action, Meld):
        assert applied == str(action), (applied, str(action))


def on_screen(st: Dict[str, Any], width: float, height: float) -> None:
    for thing in st["cards"] + st["buttons"] + st["melds"] + list(st["piles"].values()):
        assert -0.5 <= thing["x"] and thing["x"] + thing["w"] <= width + 0.5, thing
        assert -0.5 <= thing["y"] and thing["y"] + thing["h"] <= height + 0.5, thing
    for meld in st["melds"]:
        assert meld["card_w"] >= 26, meld  # readable on a phone


def play_deal(page, name: str, touch: bool, size: tuple, prefix: str, limit: int = 300) -> Dict[str, Any]:
    person = Person(name)
    shots = {"table": f"{prefix}-table.png", "exchange": f"{prefix}-exchange.png", "opening": f"{prefix}-opening.png"}
    turn = 0
    for _ in range(limit):
        st = wait_settled(page, timeout=90_000)
        text_fits(page)
        if st["phase"] in ("hand_over", "match_over"):
            return {"state": st, "done": person.done}
        on_screen(st, *size)
        game = engine_game(page)
        assert game.to_act == 0 and st["hand"] == [str(c) for c in game.view(0).hand]
        if st["phase"] == "discard" and len(st["melds"]) >= 2 and "table" in shots:
            page.screenshot(path=str(ARTIFACTS / shots.pop("table")))
        action = person.choose(game)
        act(page, game, action, touch, turn, shots)
        for key, kind in (("meld", Meld), ("build", Build), ("exchange", Exchange), ("discard", Discard)):
            if isinstance(action, kind):
                person.done[key] += 1
        if isinstance(action, Discard):
            turn += 1
    raise AssertionError("the deal did not end")



def check_end_of_deal(st: Dict[str, Any], game: Any) -> None:
    result = game.results[-1]
    assert st["result_kind"] == result.kind
    assert [r["points"] for r in st["result_rows"]] == list(result.points)
    assert st["score_sheet"] == list(game.scores)
    assert any(b["id"] in ("next_hand", "new_match") for b in st["buttons"])


@pytest.mark.parametrize(
    "context,query,size,prefix",
    [
        (PHONE, "?game=traditional&players=2&seed=105&level=easy&lang=ro&pace=0.1", (390, 844), "tr-phone"),
        (DESKTOP, "?game=traditional&players=3&seed=68&lang=en&pace=0.1", (1280, 800), "tr-desktop"),
    ],
    ids=["phone", "desktop"],
)
def test_traditional_rummy_deal_with_meld_build_and_joker_exchange(
    new_page, site_url, page_problems, context, query, size, prefix
):
    page = new_page(context)
    open_page(page, site_url, query)
    st = wait_settled(page)
    assert st["game"] == "traditional" and st["table"] == []
    out = play_deal(page, "traditional", touch=context.get("has_touch", False), size=size, prefix=prefix)
    page.screenshot(path=str(ARTIFACTS / f"{prefix}-end.png"))
    assert out["done"]["meld"] >= 1 and out["done"]["build"] >= 1 and out["done"]["exchange"] >= 1, out["done"]
    game = engine_game(page)
    check_end_of_deal(out["state"], game)
    # the next deal starts from the end-of-deal screen's button
    nxt = next(b for b in out["state"]["buttons"] if b["id"] == "next_hand")
    tap(page, center(nxt), context.get("has_touch", False))
    page.wait_for_function("window.remiTest.hand_number === 2")
    page_problems.assert_none()


@pytest.mark.parametrize(
    "context,query,size,prefix",
    [
        (PHONE, "?game=remi51&players=2&seed=1&lang=ro&pace=0.1", (390, 844), "r51-phone"),
        (DESKTOP, "?game=remi51&players=3&seed=5&lang=en&pace=0.1", (1280, 800), "r51-desktop"),
    ],
    ids=["phone", "desktop"],
)
def test_remi51_deal_with_an_opening(new_page, site_url, page_problems, context, query, size, prefix):
    page = new_page(context)
    open_page(page, site_url, query)
    st = wait_settled(page)
    assert st["game"] == "remi51"
    out = play_deal(page, "remi51", touch=context.get("has_touch", False), size=size, prefix=prefix)
    page.screenshot(path=str(ARTIFACTS / f"{prefix}-end.png"))
    game = engine_game(page)
    assert out["done"]["meld"] >= 1 and game.results[-1].players[0].opened, out["done"]
    check_end_of_deal(out["state"], game)
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_the_discard_pile_tapped_with_several_cards_picked_says_why_nothing_happens(page, page_problems, site_url):
    open_page(page, site_url, "?game=traditional&players=3&seed=68&lang=ro&pace=0.1")
    st = wait_settled(page)
    tap(page, center(st["piles"]["stock"]), True)
    page.wait_for_function("window.remiTest.phase === 'discard'")
    st = wait_settled(page)
    for k, c in enumerate(st["cards"][-2:]):  # two cards of the front row (on touch, two taps stay two taps)
        tap(page, (c["x"] + c["w"] / 2, c["y"] + 20), True)
        page.wait_for_function(f"window.remiTest.cards.filter(c => c.picked).length === {k + 1}")
    tap(page, center(st["piles"]["discard"]), True)
    page.wait_for_function("!document.getElementById('message').hidden")
    assert page.locator("#message").inner_text() == "Ca să arunci o carte, alege doar una (acum sunt alese 2)"
    after = state(page)
    assert (after["phase"], after["hand"]) == ("discard", st["hand"])
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_a_table_game_resumes_after_a_reload(page, page_problems, site_url):
    open_page(page, site_url, "?game=traditional&players=3&seed=68&lang=ro&pace=0.1")
    person = Person("traditional")
    for turn in range(6):
        st = wait_settled(page)
        if turn == 1:
            # the hand on a phone upright is in two rows: drag the back row's first card to the
            # end of the front row; the page keeps the order it was given, across the reload too
            back = [c for c in st["cards"] if c["row"] == 0]
            front = [c for c in st["cards"] if c["row"] == 1]
            assert back and front
            first, last = back[0], front[-1]
            drag(page, (first["x"] + 8, first["y"] + 12), (last["x"] + last["w"] - 5, last["y"] + last["h"] / 2))
            page.wait_for_function("window.remiTest.sort === 'manual'")
            assert wait_settled(page)["cards"][-1]["id"] == first["id"]
        game = engine_game(page)
        act(page, game, person.choose(game), True, turn, {})
    before = wait_settled(page)
    page.reload()
    assert wait_ready(page) == "ready"
    after = wait_settled(page)
    for key in ("game", "phase", "to_act", "hand", "table", "scores", "actions", "opened", "lang", "sort"):
        assert after[key] == before[key], key
    assert [c["id"] for c in after["cards"]] == [c["id"] for c in before["cards"]]
    page_problems.assert_none()


def test_the_start_screen_offers_the_four_games_and_starts_remi51(page, page_problems, site_url):
    page.goto(f"{site_url}/?lang=ro")
    assert wait_ready(page) == "ready"
    for label in ("Gin Remi", "Oklahoma Gin", "Remi Tradițional", "Remi 51"):
        assert page.locator("label.seg", has_text=label).count() == 1
    page.locator("label.seg", has_text="Remi 51").click()
    page.locator("#start-options summary").click()
    page.locator("select[name='opt.jokers']").select_option("2")
    page.screenshot(path=str(ARTIFACTS / "start-screen-remi51.png"))
    page.locator("#start-play").click()
    st = wait_settled(page)
    assert st["game"] == "remi51" and not st["start_screen"]
    saved = json.loads(page.evaluate("localStorage.getItem(window.remiTest.saves.key)"))
    assert saved["game"]["options"] == {"jokers": "2"}
    page_problems.assert_none()
