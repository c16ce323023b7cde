"""Playing Remi in the browser as a person would: pointer events on the canvas at the
coordinates the page publishes (window.remiTest), on a phone and on a desktop.

Screenshots go to artifacts/ (gitignored). ``pace=0.15`` in the links makes the computer
players quicker than for people; everything else is the real page on the built dist/.
"""

from __future__ import annotations

import json

import pytest
from table_driver import (
    ARTIFACTS,
    card_point,
    center,
    drag,
    open_page,
    play_hand,
    play_turn,
    state,
    tap,
    wait_ready,
    wait_settled,
)

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True, has_touch=True)
PHONE_LANDSCAPE = dict(viewport={"width": 844, "height": 390}, device_scale_factor=3, is_mobile=True, has_touch=True)
DESKTOP = dict(viewport={"width": 1280, "height": 800}, device_scale_factor=1)


@pytest.fixture(autouse=True)
def _artifacts_dir():
    ARTIFACTS.mkdir(exist_ok=True)



@pytest.mark.browser_context_args(**PHONE)
def test_phone_plays_a_hand_to_the_end_by_touch(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&players=2&seed=11&lang=ro&pace=0.15")
    st = wait_settled(page)
    assert st["game"] == "gin" and st["players"] == 2 and st["seed"] == 11
    assert st["lang"] == "ro"
    page.screenshot(path=str(ARTIFACTS / "phone-start.png"))
    st = play_hand(page, touch=True, styles=("tap", "drag"), shots={"discard": "phone-discard.png"})
    page.screenshot(path=str(ARTIFACTS / "phone-end-of-hand.png"))
    assert st["phase"] in ("hand_over", "match_over")
    assert st["result_kind"] in ("gin", "big_gin", "knock", "undercut", "draw")
    assert st["results"] == 1
    assert any(b["id"] in ("next_hand", "new_match") for b in st["buttons"])
    # the next hand starts from the end-of-hand screen's button
    if st["phase"] == "hand_over":
        nxt = next(b for b in st["buttons"] if b["id"] == "next_hand")
        tap(page, center(nxt), True)
        page.wait_for_function("window.remiTest.hand_number === 2")
        st = wait_settled(page)
        assert st["phase"] in ("upcard", "draw")
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_desktop_three_players_hand_to_the_end_with_mouse(page, page_problems, site_url):
    # seed 16: Ana knocks, and the engine's best lay-off has cards for the person
    open_page(page, site_url, "?game=oklahoma&players=3&seed=16&lang=en&pace=0.15")
    st = wait_settled(page)
    assert st["players"] == 3
    assert "knock_limit_label" in st
    page.screenshot(path=str(ARTIFACTS / "desktop-start.png"))
    st = play_hand(
        page,
        touch=False,
        styles=("drag", "double", "tap"),
        shots={"discard": "desktop-discard.png", "layoff": "desktop-layoff.png"},
    )
    page.screenshot(path=str(ARTIFACTS / "desktop-end-of-hand.png"))
    assert st["result_kind"] in ("knock", "undercut")
    assert st["score_sheet"] == st["scores"]
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_phone_lays_off_by_tapping_a_card_then_a_meld(page, page_problems, site_url):
    # seed 17: Ana knocks early; the person has a card that fits one of her melds
    open_page(page, site_url, "?game=gin&players=2&seed=17&lang=ro&pace=0.15")
    st = play_hand(page, touch=True, layoff_style="manual", shots={"layoff": "phone-layoff.png"})
    assert st["result_kind"] in ("knock", "undercut")
    page.screenshot(path=str(ARTIFACTS / "phone-end-after-layoff.png"))
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE_LANDSCAPE)
def test_phone_landscape_table(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&players=4&seed=3&pace=0.15")
    st = wait_settled(page)
    for _ in range(3):
        st = play_turn(page, touch=True)
    st = wait_settled(page)
    page.screenshot(path=str(ARTIFACTS / "phone-landscape.png"))
    inside(st, 844, 390)
    # turning the phone redraws the table for the new shape
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("window.remiTest.piles.stock.y > 200")
    st = wait_settled(page)
    inside(st, 390, 844)
    assert st["render_ms"] < 250, st["render_ms"]
    page_problems.assert_none()


def inside(st, width, height):
    """Every clickable thing is on the screen and big enough for a finger."""
    for thing in st["cards"] + st["buttons"] + list(st["piles"].values()):
        assert 0 <= thing["x"] and thing["x"] + thing["w"] <= width + 0.5, thing
        assert 0 <= thing["y"] and thing["y"] + thing["h"] <= height + 0.5, thing
        assert thing["w"] >= 24 and thing["h"] >= 24, thing


@pytest.mark.browser_context_args(**PHONE)
def test_reload_in_the_middle_resumes_the_same_position(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&players=2&seed=23&pace=0.15")
    for _ in range(5):
        play_turn(page, touch=True)
    before = wait_settled(page)
    # sort by suit, then drag the first card to the right end: the page's own order must
    # come back too; and switch the language
    tap(page, center(next(b for b in before["buttons"] if b["id"] == "sort_suit")), True)
    page.wait_for_function("window.remiTest.sort === 'suit'")
    st = state(page)
    first, last = st["cards"][0], st["cards"][-1]
    drag(page, card_point(first), (last["x"] + last["w"] - 5, last["y"] + 20))
    page.wait_for_function("window.remiTest.sort === 'manual'")
    st = state(page)
    assert st["cards"][-1]["id"] == first["id"]
    lang_before = st["lang"]
    tap(page, center(next(b for b in st["buttons"] if b["id"] == "lang")), True)
    page.wait_for_function(f"window.remiTest.lang !== {lang_before!r}")
    before = state(page)
    assert before["deadwood_label"].startswith("Rămase: " if before["lang"] == "ro" else "Deadwood")
    page.reload()
    assert wait_ready(page) == "ready"
    after = wait_settled(page)
    for key in ("phase", "to_act", "hand_number", "scores", "sort", "deadwood", "lang", "status"):
        assert after[key] == before[key], key
    assert [c["id"] for c in after["cards"]] == [c["id"] for c in before["cards"]]
    page_problems.assert_none()


def kept_aside(page) -> list:
    return page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('remi.unreadable.')).map(k => localStorage.getItem(k))"
    )


def test_unreadable_save_is_reported_and_a_new_game_starts(page, page_problems, site_url):
    page.goto(f"{site_url}/")
    wait_ready(page)
    page.evaluate('localStorage.setItem(\'remi.save\', \'{"page": 1, "game": {"format": "remi-save", "vers\')')
    page.reload()
    assert wait_ready(page) == "ready"
    message = page.locator("#message")
    assert message.is_visible()
    assert "could not be read" in message.inner_text() or "nu a putut fi citit" in message.inner_text()
    st = wait_settled(page)
    assert st["phase"] in ("upcard", "draw")
    assert [text[:10] for text in kept_aside(page)] == ['{"page": 1']
    saved = json.loads(page.evaluate("localStorage.getItem(window.remiTest.saves.key)"))
    assert saved["game"]["format"] == "remi-save"
    # a second unreadable save is kept beside the first, not over it
    page.evaluate("localStorage.setItem(window.remiTest.saves.key, '[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]')")
    page.reload()
    assert wait_ready(page) == "ready"
    wait_settled(page)
    assert sorted(text[:3] for text in kept_aside(page)) == ["[[[", '{"p']
    page_problems.assert_none()


def test_bad_link_parameters_get_a_message_and_the_defaults(page, page_problems, site_url):
    open_page(page, site_url, "?game=poker&players=9&seed=abc&lang=en")
    message = page.locator("#message")
    assert message.is_visible()
    text = message.inner_text()
    assert "game=poker" in text and "players=9" in text and "seed=abc" in text
    page.screenshot(path=str(ARTIFACTS / "desktop-bad-link-message.png"))
    st = wait_settled(page)
    assert st["game"] == "gin" and st["players"] == 2
    play_turn(page, touch=False)
    page_problems.assert_none()


def test_start_screen_builds_options_and_starts_a_match(page, page_problems, site_url):
    page.goto(f"{site_url}/?lang=en")
    assert wait_ready(page) == "ready"
    assert page.locator("#start-form").is_visible()
    page.locator("label.seg", has_text="Oklahoma Gin").click()
    page.locator("label.seg", has_text="3").click()
    page.locator("#start-options summary").click()
    assert page.locator("input[name='opt.site_rules']").count() == 1  # Oklahoma's own option
    page.locator("input[name='opt.target']").fill("50")
    page.screenshot(path=str(ARTIFACTS / "desktop-start-screen.png"))
    page.locator("#start-play").click()
    st = wait_settled(page)
    assert not st["start_screen"]
    assert st["game"] == "oklahoma" and st["players"] == 3
    saved = json.loads(page.evaluate("localStorage.getItem(window.remiTest.saves.key)"))
    assert saved["game"]["options"] == {"target": 50}
    page_problems.assert_none()


@pytest.mark.parametrize("file", ["web/app.py", "web/paint.js"])  # a Python module, and the painter (a script)
def test_a_missing_file_gives_a_plain_words_message(page, site_url, file):
    page.route(f"**/{file}", lambda route: route.fulfill(status=404, body="not found"))
    page.goto(f"{site_url}/?lang=en")
    assert wait_ready(page) == "error"
    box = page.locator("#load-error")
    assert box.is_visible()
    assert "missing" in box.inner_text()
    assert not page.locator("#loading").is_visible()


def test_no_webassembly_gives_a_plain_words_message(page, site_url):
    page.add_init_script("delete window.WebAssembly")
    page.goto(f"{site_url}/")
    assert wait_ready(page) == "error"
    assert "WebAssembly" in page.locator("#load-error").inner_text()
