"""Taking back a slip in the browser, by touch and mouse: against a computer player the last
turn goes back after its reply, the draw from the stock included, a meld and a build one by one
within the turn (also after a reload), and the save is then exactly the one before the action.
(With people on one device the person's moves stand once another player acts: test_pass_and_play.) On touch, two quick taps on a
card do not throw it.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List

import pytest
from table_driver import card_point, center, open_page, play_turn, state, tap, wait_ready, wait_settled

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True, has_touch=True)
DESKTOP = dict(viewport={"width": 1280, "height": 800}, device_scale_factor=1)


def saved_actions(page: Any) -> List[str]:
    return list(json.loads(page.evaluate("localStorage.getItem(window.remiTest.saves.key)"))["game"]["actions"])


def button(st: Dict[str, Any], bid: str) -> Dict[str, Any]:
    found = next((b for b in st["buttons"] if b["id"] == bid), None)
    assert found is not None, (bid, [b["id"] for b in st["buttons"]])
    return found


def to_my_discard(page: Any, touch: bool) -> Dict[str, Any]:
    st = wait_settled(page)
    while st["phase"] != "discard":
        play_turn(page, touch)
        st = wait_settled(page)
    return st


def saved_page_part(page: Any) -> Dict[str, Any]:
    return dict(json.loads(page.evaluate("localStorage.getItem(window.remiTest.saves.key)"))["ui"])


@pytest.mark.browser_context_args(**PHONE)
def test_against_the_computer_the_last_turn_goes_back_after_its_reply_draw_from_the_stock_included(
    page, page_problems, site_url
):
    # Undo showed only until the computer player acted (about 1.5 s) and never after a draw from
    # the stock. Playing alone against computer players, the person's last turn goes back, one
    # action at a time, with the computer's reply, until the person acts again.
    open_page(page, site_url, "?game=gin&players=2&seed=11&lang=ro&pace=0.15")
    st = wait_settled(page)
    while st["phase"] != "draw" or st["to_act"] != 0:
        play_turn(page, True)
        st = wait_settled(page)
    at_draw, hand = saved_actions(page), sorted(st["hand"])
    tap(page, center(st["piles"]["stock"]), True)
    page.wait_for_function(f"window.remiTest.actions === {len(at_draw) + 1}")
    st = wait_settled(page)
    assert any(b["id"] == "undo" for b in st["buttons"])  # the draw from the stock may go back too
    card = next(c for c in st["cards"] if c.get("discard"))
    tap(page, card_point(card), True)
    page.wait_for_function(f"window.remiTest.selected === {card['id']!r}")
    tap(page, center(state(page)["piles"]["discard"]), True)
    page.wait_for_function(f"window.remiTest.actions > {len(at_draw) + 2} && window.remiTest.to_act === 0")
    st = wait_settled(page)  # the computer player has drawn and thrown: the person's turn again
    assert st["phase"] in ("draw", "discard") and st["to_act"] == 0
    page.screenshot(path="artifacts/undo-after-computer-phone-ro.png")
    tap(page, center(button(st, "undo")), True)  # the discard, and the computer's turn with it
    page.wait_for_function(f"window.remiTest.actions === {len(at_draw) + 1}")
    st = wait_settled(page)
    assert st["phase"] == "discard" and card["id"] in st["hand"] and st["to_act"] == 0
    tap(page, center(button(st, "undo")), True)  # the draw from the stock
    page.wait_for_function(f"window.remiTest.actions === {len(at_draw)}")
    # settled: nothing flies and no computer player is to act (``busy`` counts both), so none
    # moves in the person's turn
    st = wait_settled(page)
    assert st["phase"] == "draw" and sorted(st["hand"]) == hand and saved_actions(page) == at_draw
    assert not any(b["id"] == "undo" for b in st["buttons"])  # the turn before it stands
    assert saved_page_part(page).get("took_back") is True  # the statistics will say the match used it
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_on_touch_two_quick_taps_on_a_card_do_not_throw_it(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&players=2&seed=11&lang=en&pace=0.15")
    st = to_my_discard(page, touch=True)
    before = saved_actions(page)
    card = next(c for c in st["cards"] if c.get("discard"))
    tap(page, card_point(card), True)
    page.wait_for_function(f"window.remiTest.selected === {card['id']!r}")
    tap(page, card_point(card), True)  # (quick: the first tap's picking is all it waited for)
    page.wait_for_function("window.remiTest.selected === null")  # the second tap puts it back, and throws nothing
    st = wait_settled(page)
    assert st["phase"] == "discard" and card["id"] in st["hand"] and saved_actions(page) == before
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_meld_and_a_build_are_taken_back_one_by_one(page, page_problems, site_url):
    from test_play_table_games import Person, act, engine_game

    open_page(page, site_url, "?game=traditional&players=3&seed=68&lang=en&pace=0.1")
    person = Person("traditional")
    taken_back: Dict[str, List[str]] = {}
    for turn in range(200):
        st = wait_settled(page, timeout=90_000)
        if st["phase"] in ("hand_over", "match_over") or {"meld", "build"} <= set(taken_back):
            break
        game = engine_game(page)
        action = person.choose(game)
        kind = type(action).__name__.lower()
        if kind in ("meld", "build") and kind not in taken_back:
            before, hand = saved_actions(page), sorted(st["hand"])
            act(page, game, action, False, turn, {})
            st = wait_settled(page)
            if kind == "meld":  # a reload keeps what may be taken back
                page.reload()
                assert wait_ready(page) == "ready"
                st = wait_settled(page)
                assert st["actions"] == len(before) + 1
            tap(page, center(button(st, "undo")), False)
            page.wait_for_function(f"window.remiTest.actions === {len(before)}")
            st = wait_settled(page)
            assert saved_actions(page) == before and sorted(st["hand"]) == hand, kind
            taken_back[kind] = before
            game = engine_game(page)
        act(page, game, action, False, turn, {})  # and now for good
    assert {"meld", "build"} <= set(taken_back), sorted(taken_back)
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_after_a_computer_turn_its_moves_are_on_the_table_and_in_the_moves_panel(page, page_problems, site_url):
    open_page(page, site_url, "?game=traditional&players=3&seed=21&lang=ro&pace=0.1")
    st = wait_settled(page)
    while "1" not in (st.get("last_turns") or {}):
        play_turn_table(page)
        st = wait_settled(page)
    assert st["last_turns"]["1"] and any(w in st["last_turns"]["1"] for w in ("tras", "luat"))
    assert "rândul tău" in st["status"].lower() or st["phase"] == "discard"  # ("… — rândul tău": its capital dropped)
    page.screenshot(path="artifacts/follow-phone-ro.png")
    tap(page, center(st["seats"][0]), True)
    page.wait_for_function("(window.remiTest.moves_panel || []).length > 0")
    lines = state(page)["moves_panel"]
    assert any(line.startswith("Ana ") for line in lines)
    tap(page, center(button(state(page), "close")), True)
    page.wait_for_function("!window.remiTest.moves_panel")
    page_problems.assert_none()


def play_turn_table(page: Any) -> None:
    """The person's turn in a table game, simply: draw from the stock, throw a card (no joker)."""
    st = wait_settled(page)
    n = st["actions"]
    if st["phase"] == "draw":
        tap(page, center(st["piles"]["stock"]), True)
    else:
        card = next(c for c in st["cards"] if c.get("discard") and not c["id"].startswith("*"))
        tap(page, card_point(card), True)
        page.wait_for_function(f"window.remiTest.picked.includes({card['id']!r})")
        tap(page, center(state(page)["piles"]["discard"]), True)
    page.wait_for_function(f"window.remiTest.actions > {n}")
