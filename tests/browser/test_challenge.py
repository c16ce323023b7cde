"""A challenge by link, as two friends use it: one plays a deal on a phone and sends the
challenge; the other opens the link in another browser, plays the same cards, and at the deal's
end sees both results side by side (the challenger's worked out by playing the challenger's
moves again, never read from the link), replays how the challenger played, and sends it on
with both plays. A changed link shows as such and no result of it; a damaged one says so and
the cards still play; a challenge opened over a match in progress asks first."""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from table_driver import ARTIFACTS, button, center, open_page, play_hand, state, tap, text_fits, wait_ready, wait_settled

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
import challenge  # noqa: E402
import remi  # noqa: E402
from remi import Phase  # noqa: E402
from remi.players import make_player  # noqa: E402

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)
DESKTOP = dict(viewport={"width": 1366, "height": 800})


def challenge_of(url: str) -> challenge.Challenge:
    query = parse_qs(urlsplit(url).query)
    return challenge.read(query["m"][0], query["c"][0])


def send_challenge(page, touch: bool) -> str:
    """At the deal's end: the challenge button, then "Send the link" (copied: no share sheet here)."""
    st = state(page)
    tap(page, center(button(st, "challenge")), touch)
    page.wait_for_selector("#challenge-panel #challenge-send")
    assert state(page)["challenge_screen"] == "send"
    url = page.locator("#challenge-url").input_value()
    page.locator("#challenge-send").click()
    page.wait_for_function("window.remiTest.shared !== null")
    assert state(page)["shared"] == url
    assert page.evaluate("navigator.clipboard.readText()") == url
    return url


def compare_rows(page) -> list:
    """The comparison's rows: each cell's text, the deal's number first."""
    return page.evaluate("""() => [...document.querySelectorAll('#challenge-panel tbody tr')].map(
        tr => [...tr.children].map(c => [...c.querySelectorAll('.visually-hidden')].reduce(
            (text, hidden) => text.replace(hidden.innerText, ''), c.innerText).replace('▶', '').trim()))""")


def test_a_challenge_sent_from_a_phone_is_played_in_another_browser_and_compared(browser, site_url):
    me = browser.new_context(**PHONE)
    me.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    friend = browser.new_context(**DESKTOP)
    friend.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    try:
        page = me.new_page()
        open_page(page, site_url, "?game=gin&players=2&seed=12&level=hard&lang=ro&pace=0.1")
        wait_settled(page)
        mine = play_hand(page, touch=True)
        assert mine["phase"] == "hand_over" and state(page)["challenge"] is None
        url = send_challenge(page, touch=True)
        page.screenshot(path=str(ARTIFACTS / "challenge-send-phone-ro.png"))
        assert "Linkul provocării a fost copiat" in page.locator("#challenge-sent").inner_text()
        assert page.locator("#message").is_hidden()  # (said in the panel: a message would cover its title)
        sent = challenge_of(url)
        assert len(sent.people) == 1 and sent.seed == 12 and sent.levels == ("hard",)
        print(f"\nchallenge link of one Gin deal: {len(url)} characters")

        # the friend opens it: the same cards against the same computer player
        other = friend.new_page()
        other.goto(url.replace("?", "?lang=en&pace=0.1&", 1))
        assert wait_ready(other) == "ready"
        theirs = wait_settled(other)
        assert (theirs["game"], theirs["seed"], theirs["levels"]) == ("gin", 12, ["hard"])
        assert sorted(theirs["hand"]) == sorted(str(c) for c in sent.new_game().hands[0])
        assert theirs["challenge"] == {"deals": 1, "people": 1, "results": [[]], "refused": [None]}
        # (nothing of the challenger's play is worked out before the friend has played the deal)
        play_hand(other, touch=False, styles=("drag",))
        other.wait_for_selector("#challenge-panel #challenge-verdict")
        st = state(other)
        mine_points, own_points = int(state(page)["scores"][0]), int(st["scores"][0])
        assert st["challenge_screen"] == "compare" and st["challenge"]["results"] == [[mine_points]]
        assert compare_rows(other) == [["1", str(mine_points), str(own_points)]]
        verdict = other.locator("#challenge-verdict").inner_text()
        assert any(word in verdict for word in ("You played better", "Your friend played better", "A tie"))
        text_fits(other)
        other.screenshot(path=str(ARTIFACTS / "challenge-compare-desktop-en.png"))

        # how the challenger played it, step by step, then back to the comparison
        other.locator(".ch-replay").first.click()
        other.wait_for_selector("#replay-panel")
        assert other.locator("#replay-title").inner_text() == "How your friend played"
        assert other.locator("#replay-close").inner_text() == "Back to the challenge"
        # the challenger's seat is named so, never "you"; nothing to download or import there
        assert "What your friend saw" in other.locator("#replay-view").inner_text()
        assert "What you saw" not in other.locator("#replay-view").inner_text()
        assert other.locator("#replay-json").count() == 0 and other.locator("#replay-file").count() == 0
        assert other.locator("#replay-match").count() == 0 and other.locator(".replay-deal").count() == 1
        other.locator("[data-step=last]").click()
        shown = state(other)["replay"]
        assert shown["match"] == "challenge-0" and shown["viewpoint"] == 0
        other.locator("#replay-close").click()
        other.wait_for_selector("#challenge-panel #challenge-verdict")

        # sent on, with both plays: each is played again to its own result
        other.locator("#challenge-on").click()
        other.wait_for_selector("#challenge-panel #challenge-send")
        onward = other.locator("#challenge-url").input_value()
        assert "earlier play" in other.locator("#challenge-panel").inner_text()
        both = challenge_of(onward)
        assert both.people[0] == sent.people[0] and len(both.people) == 2
        assert [g.scores[0] for g in (challenge.played(both, 0), challenge.played(both, 1))] == [
            mine_points, own_points]
        print(f"challenge link sent on (two plays of one Gin deal): {len(onward)} characters")
    finally:
        me.close()
        friend.close()


def first_deal_link(site_url: str, seed: int) -> str:
    """A challenge of one Gin deal played here (Hard in seat 0, against Hard)."""
    game = remi.new_game("gin", 2, seed=seed)
    bots = [make_player("hard", 500, "gin"), make_player("hard", seed + 1, "gin")]
    while game.phase != Phase.HAND_OVER:
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return challenge.link(site_url + "/", challenge.of_game(game, ["hard"]))


def test_a_changed_or_damaged_challenge_says_so_and_one_over_a_match_in_progress_asks_first(browser, site_url):
    phone = browser.new_context(**PHONE)
    try:
        page = phone.new_page()
        open_page(page, site_url, "?game=oklahoma&players=2&seed=3&lang=en&pace=0.1")
        wait_settled(page)  # a match in progress, saved
        # a damaged challenge: asked first, then its cards play without it, and the page says why
        page.goto(f"{site_url}/?m=g2~c~h&c=AAAA&lang=en&pace=0.1")
        assert wait_ready(page) == "ready"
        page.wait_for_selector("#ask-panel")
        assert "Gin Rummy" in page.locator("#ask-panel").inner_text()
        page.locator("#ask-link").click()
        st = wait_settled(page)
        assert (st["game"], st["seed"], st["challenge"]) == ("gin", 12, None)
        assert "link is incomplete or wrong" in page.locator("#message").inner_text()
        # a changed one (another seed, the same plays and seal): its cards play without it, and the page says why
        url = first_deal_link(site_url, 12).replace("m=g2~c~", "m=g2~d~")
        page.goto(url.replace("?", "?lang=en&pace=0.1&", 1))
        assert wait_ready(page) == "ready"
        page.wait_for_selector("#ask-panel")
        page.locator("#ask-link").click()
        st = wait_settled(page)
        assert (st["game"], st["seed"], st["challenge"]) == ("gin", 13, None)
        assert "changed after the link was made" in page.locator("#message").inner_text()
        # a forged one (sealed anew by someone who read the code): it plays, and shows no result of that play
        query = parse_qs(urlsplit(url).query)
        m, plays = query["m"][0], query["c"][0].split(challenge.SEAL_SEP)[1]
        url = f"{site_url}/?m={m}&c={challenge.seal(m, plays)}{challenge.SEAL_SEP}{plays}"
        page.goto(url.replace("?", "?lang=en&pace=0.1&", 1))
        assert wait_ready(page) == "ready"
        page.wait_for_selector("#ask-panel")
        assert "A challenge: Gin Rummy" in page.locator("#ask-panel").inner_text()
        page.locator("#ask-link").click()
        st = wait_settled(page)
        assert st["seed"] == 13 and st["challenge"]["people"] == 1
        play_hand(page, touch=True)
        page.wait_for_selector("#challenge-panel [role=alert]")
        st = state(page)
        assert st["challenge"]["refused"] == ["tampered"] and st["challenge_screen"] == "compare"
        assert "the link was changed" in page.locator("#challenge-panel").inner_text()
        assert compare_rows(page)[0][1] == "×" and page.locator(".ch-replay").count() == 0
        text_fits(page)
        page.screenshot(path=str(ARTIFACTS / "challenge-changed-phone-en.png"))
        # a reload keeps the challenge with the match (its save), and the way on is the table
        page.reload()
        assert wait_ready(page) == "ready"
        st = wait_settled(page)
        assert st["seed"] == 13 and st["challenge"] is not None
        page.locator("#challenge-close").click() if page.locator("#challenge-close").is_visible() else None
        assert button(state(page), "next_hand") is not None
    finally:
        phone.close()


PHONE_RO = dict(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True, has_touch=True, locale="ro-RO")
# each button of a match's end, and what shows once it is tapped (the comparison: made afresh)
ENDS = {
    "challenge": "window.remiTest.challenge_screen === 'compare' && !document.querySelector('#challenge-panel[data-before]')",
    "new_match": "window.remiTest.start_screen && !!document.querySelector('#start-form')",
    "stats": "!document.getElementById('stats').hidden && !!document.querySelector('#stats-panel')",
}


def whole_match_link(site_url: str, seed: int) -> str:
    """A challenge of a whole Gin match to 1 point (over at its first deal that scores),
    played here by Hard in seat 0, against Hard."""
    game = remi.new_game("gin", 2, {"target": 1}, seed=seed)
    bots = [make_player("hard", 500, "gin"), make_player("hard", seed + 1, "gin")]
    while game.phase != Phase.MATCH_OVER:
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat)) if seat is not None else remi.NextHand())
    return challenge.link(site_url + "/", challenge.of_game(game, ["hard"]))


def test_at_a_challenges_end_one_tap_on_a_button_of_the_table_opens_its_screen(browser, site_url):
    """The friend's phone, in Romanian, at the end of the challenge's match: the comparison opens
    by itself over the result, whose buttons ("Vezi provocarea", "Meci nou", "Statistici") show
    beneath it, beside its panel. One tap on each opens its screen (the first tap only closed the
    comparison, and a second was needed). Tapped once the match is played, then after a reload
    there (the comparison opens by itself again)."""
    phone = browser.new_context(**PHONE_RO)
    try:
        page = phone.new_page()
        url = whole_match_link(site_url, 12)
        page.goto(url.replace("?", "?lang=ro&pace=0.05&", 1))
        assert wait_ready(page) == "ready"
        wait_settled(page)
        assert play_hand(page, touch=True)["phase"] == "match_over"
        lost = []
        for k, which in enumerate(ENDS):
            if k:
                page.reload()
                assert wait_ready(page) == "ready"
            page.wait_for_selector("#challenge-panel #challenge-on")  # the comparison, by itself, its results in
            st = state(page)
            assert st["phase"] == "match_over" and st["challenge_screen"] == "compare"
            x, y = center(button(st, which))
            under = page.evaluate(f"document.elementFromPoint({x}, {y}).id")
            assert under == "challenge", f"{which}: the button is not beside the comparison's panel ({under})"
            page.evaluate("document.getElementById('challenge-panel').dataset.before = '1'")
            page.touchscreen.tap(x, y)
            try:
                page.wait_for_function(ENDS[which], timeout=3000)
            except PlaywrightTimeout:
                st = state(page)
                lost.append(f"{which} (then: challenge screen {st['challenge_screen']}, start screen {st['start_screen']}, "
                            f"a screen over the table {st['overlay']})")
                continue
            assert page.evaluate("document.activeElement.tagName") == "H1"  # (the keyboard's focus on its title)
            page.screenshot(path=str(ARTIFACTS / f"challenge-end-tap-{which}-phone-ro.png"))
        assert not lost, "one tap at the challenge's end did not open the screen of: " + "; ".join(lost)
    finally:
        phone.close()
