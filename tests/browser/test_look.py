"""The look and sound settings in Chromium, set as a player sets them (the new-match form's "Look
and sound"): each changes what the table shows or does, is kept over a reload, and the
system's reduced motion and a host page's frame choose the defaults."""

from __future__ import annotations

from urllib.parse import quote

import pytest
from table_driver import button, center, open_page, play_turn, state, tap, text_fits, wait_settled

pytestmark = pytest.mark.browser

DESKTOP = dict(viewport={"width": 1366, "height": 800}, device_scale_factor=1)
COUNT_COLOUR = """([r, g, b]) => {
    const c = document.getElementById("table"), d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] === r && d[i + 1] === g && d[i + 2] === b) n++;
    return n;
}"""
BLUE = [0x1D, 0x5F, 0xC4]  # the four-colour deck's diamonds
RED = [0xC8, 0x10, 0x2E]


def open_menu(page) -> None:
    tap(page, center(button(state(page), "menu_new")), touch=False)
    page.wait_for_selector("#start-form")
    page.locator("details.look summary").click()


def back_to_table(page) -> dict:
    page.locator("#start-cancel").click()
    return wait_settled(page)


@pytest.mark.browser_context_args(**DESKTOP)
def test_each_setting_changes_the_table_and_is_kept(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&players=2&seed=12&lang=en&pace=0.1")
    st = wait_settled(page)
    assert st["look"] == {"four_colour": False, "large_cards": False, "sound": True, "reduce_motion": False}
    diamonds = [c for c in st["cards"] if c["id"].endswith("d")]
    assert diamonds, "the test needs a diamond in the hand"
    assert page.evaluate(COUNT_COLOUR, BLUE) == 0 and page.evaluate(COUNT_COLOUR, RED) > 0
    width = max(c["w"] for c in st["cards"])
    # the four-colour deck: the diamonds turn blue
    open_menu(page)
    page.locator("input[name='look.four_colour']").check()
    st = back_to_table(page)
    assert st["look"]["four_colour"] and page.evaluate(COUNT_COLOUR, BLUE) > 100
    # large cards: the hand grows on this wide screen, and every text still fits
    open_menu(page)
    page.locator("input[name='look.large_cards']").check()
    st = back_to_table(page)
    assert max(c["w"] for c in st["cards"]) > width * 1.1
    text_fits(page)
    # less motion: a card drawn lands at once, nothing flies
    open_menu(page)
    page.locator("input[name='look.reduce_motion']").check()
    st = back_to_table(page)
    flown = st["flights"]["cards"]
    take = button(st, "take") or button(st, "pass")
    tap(page, center(take), touch=False)
    st = wait_settled(page)
    assert st["flights"]["cards"] == flown
    # kept over a reload
    page.reload()
    st = wait_settled(page)
    assert st["look"] == {"four_colour": True, "large_cards": True, "sound": True, "reduce_motion": True}
    assert page.evaluate(COUNT_COLOUR, BLUE) > 100
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_moves_are_heard_and_a_deal_is_dealt_card_by_card(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&players=2&seed=12&lang=en&pace=0.1")
    st = wait_settled(page)
    # each sound, rendered off-line: loud enough to hear, and short
    for name in page.evaluate("window.remiSound.names"):
        heard = page.evaluate("n => window.remiSound.measure(n)", name)
        assert heard["peak"] > 0.05 and 0.03 < heard["heard"] < 0.6, (name, heard)
    # a move by a press: the browser allows sound from then on, and the draw is heard
    before = len(page.evaluate("window.remiSound.played"))
    take = button(st, "take") or button(st, "pass")
    tap(page, center(take), touch=False)
    wait_settled(page)
    assert page.evaluate("window.remiSound.state()") == "running"
    heard = page.evaluate("window.remiSound.played")[before:]
    assert heard and set(heard) <= {"draw", "discard", "knock", "meld", "end"}, heard
    # a new match: dealt from the stock, card by card, with its sound
    dealt = state(page)["flights"]["deals"]
    open_menu(page)
    page.locator("#start-play").click()
    st = wait_settled(page)
    assert st["flights"]["deals"] == dealt + 1
    assert "deal" in page.evaluate("window.remiSound.played")
    # sound off: nothing more is played
    open_menu(page)
    page.locator("input[name='look.sound']").uncheck()
    st = back_to_table(page)
    quiet = len(page.evaluate("window.remiSound.played"))
    play_turn(page, touch=False)  # (the new match's first move: whatever it is, by a press)
    wait_settled(page)
    assert len(page.evaluate("window.remiSound.played")) == quiet
    page_problems.assert_none()


def test_the_systems_reduced_motion_and_a_host_pages_frame_choose_the_defaults(browser, site_url):
    context = browser.new_context(reduced_motion="reduce", **DESKTOP)
    try:
        page = context.new_page()
        open_page(page, site_url, "?game=remi51&players=2&seed=3&lang=ro&pace=0.1")
        st = wait_settled(page)
        assert st["look"]["reduce_motion"] and st["look"]["sound"]
        assert st["flights"]["deals"] == 0
        # in another site's frame the game is silent until the person turns sound on
        game = f"{site_url}/?game=gin&players=2&seed=4&lang=en&pace=0.1"
        page.goto(f"{site_url}/_tests/embed.html?src={quote(game, safe='')}")
        inner = next(f for f in page.frames if f.url.startswith(game.split("?")[0]) and f != page.main_frame)
        inner.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=90_000)
        assert inner.evaluate("window.remiTest.look.sound") is False
    finally:
        context.close()
    context = browser.new_context(**DESKTOP)
    try:  # and a link's ?sound=off keeps a page silent
        page = context.new_page()
        open_page(page, site_url, "?game=gin&players=2&seed=4&lang=en&pace=0.1&sound=off")
        assert wait_settled(page)["look"]["sound"] is False
    finally:
        context.close()
