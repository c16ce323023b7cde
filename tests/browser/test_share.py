"""Sending a match to a friend, as a player does it: the link copied (or handed to the system's
share sheet), opened in another browser deals the same cards with the same house rules and
computer players; opened over a saved match it asks, and neither match is lost."""

from __future__ import annotations

import json

import pytest
from table_driver import button, center, open_page, state, tap, wait_ready, wait_settled

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)


def new_match_with_a_house_rule(page) -> dict:
    tap(page, center(button(state(page), "menu_new")), touch=True)
    page.wait_for_selector("#start-form")
    page.locator("label.seg", has_text="Oklahoma Gin").click()
    page.locator("#start-options summary").click()
    page.locator("input[name='opt.target']").fill("150")
    page.locator(".lvl select").first.select_option("hard")
    page.locator("#start-play").click()
    return wait_settled(page)


def test_a_shared_link_deals_the_friend_the_same_match_and_keeps_the_saved_one(browser, site_url):
    me = browser.new_context(**PHONE)
    me.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    friend = browser.new_context(**PHONE)
    try:
        page = me.new_page()
        open_page(page, site_url, "?game=gin&players=2&seed=5&lang=en&pace=0.1")
        wait_settled(page)
        mine = new_match_with_a_house_rule(page)
        assert mine["game"] == "oklahoma"
        # the menu sends the match in progress: with no share sheet here, the link is copied and shown
        tap(page, center(button(state(page), "menu_new")), touch=True)
        # (the form opens at its top, and the tap that opened it presses nothing in it: it
        # once fell on the other saved match, where the form had been scrolled to the time before)
        page.wait_for_selector("#start-form")
        assert page.evaluate("document.getElementById('start').scrollTop") == 0 and state(page)["game"] == "oklahoma"
        page.locator("#start-share").click()
        page.wait_for_function("window.remiTest.shared !== null")
        url = state(page)["shared"]
        assert url.startswith(site_url + "/?m=o2~") and url.endswith("~h~target.150")
        assert page.evaluate("navigator.clipboard.readText()") == url
        note = page.locator("#message")
        assert note.is_visible() and "Link copied" in note.inner_text() and page.locator("#start").is_hidden()
        # the friend opens it: the same cards, rules and computer player
        other = friend.new_page()
        other.goto(url)
        assert wait_ready(other) == "ready"
        theirs = wait_settled(other)
        assert (theirs["game"], theirs["seed"]) == (mine["game"], mine["seed"])
        assert sorted(c["id"] for c in theirs["cards"]) == sorted(c["id"] for c in mine["cards"])
        assert theirs["levels"] == ["hard"] and theirs["bots"]["1"]["class"] == mine["bots"]["1"]["class"]
        saved = json.loads(other.evaluate("localStorage.getItem(window.remiTest.saves.key)"))
        assert saved["game"]["options"] == {"target": 150}
        # the link opened where the match that made it is saved, in progress: it asks first
        page.goto(url)
        assert wait_ready(page) == "ready"
        page.wait_for_selector("#ask-panel")
        page.locator("#ask-link").click()
        linked = wait_settled(page)
        assert linked["seed"] == mine["seed"] and linked["saves"]["key"] != mine["saves"]["key"]
        tap(page, center(button(linked, "menu_new")), touch=True)
        assert page.locator("#start .saved").count() >= 1  # the other match is still there to go back to
    finally:
        me.close()
        friend.close()


SHEET = """() => {
    window.sheet = [];
    Object.defineProperty(navigator, "share", { configurable: true, value: (data) => {
        window.sheet.push(data); return Promise.resolve(); } });
}"""


def test_where_the_browser_has_a_share_sheet_the_link_goes_to_it(browser, site_url):
    context = browser.new_context(**PHONE)
    try:
        context.add_init_script(f"({SHEET})()")
        page = context.new_page()
        open_page(page, site_url, "?game=remi51&players=3&seed=77&level=easy,hard&lang=ro&pace=0.1")
        st = wait_settled(page)
        tap(page, center(button(st, "menu_new")), touch=True)
        page.locator("#start-share").click()
        page.wait_for_function("window.sheet.length === 1")
        sent = page.evaluate("window.sheet[0]")
        assert sent["url"] == f"{site_url}/?m=r3~25~eh"  # (77 is 25 in base 36)
        assert "Remi 51" in sent["text"] and sent["title"] == "Remi"
        assert page.locator("#message").is_hidden()  # the sheet says it all
    finally:
        context.close()
