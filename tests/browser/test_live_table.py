"""A live table between two browsers (issue 52), as far as the page has it: two Chromium
contexts on loopback at phone size open the site; one invites (``window.remiLive``, what the
invitation screens will call), the other answers, the reply comes back, the inviter starts, and
both play a whole hand of Gin by touch on their own tables, each seeing only its own cards;
then both browsers check the deal."""

from __future__ import annotations

import json
import time

import pytest
from table_driver import open_page, play_turn, state

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)
LIVE = "JSON.parse(window.remiLive.state())"


def my_turn(page) -> bool:
    st = state(page)
    people = st.get("people") or {"me": 0}
    return not st.get("busy") and st.get("to_act") == people.get("me") and st.get("phase") not in ("hand_over", "match_over")


def test_two_browsers_play_a_whole_hand_of_gin_live(new_page, site_url: str, page_problems) -> None:
    host, friend = new_page(PHONE), new_page(PHONE)
    open_page(host, site_url, "?save=off&pace=0.15")
    open_page(friend, site_url, "?save=off&pace=0.15&lang=ro")
    asked = {"game": "gin", "players": 2, "seed": 77, "level": ["medium"], "options": {}, "friends": [1], "levels": {},
             "name": "Ana", "url": site_url + "/"}
    links = json.loads(host.evaluate("async (asked) => await window.remiLive.host(asked)", json.dumps(asked)))
    assert list(links) == ["1"] and "#live=1!" in links["1"]
    reply = friend.evaluate("async ([link, url]) => await window.remiLive.join(link, 'Ion', url)", [links["1"], site_url + "/"])
    assert "#reply=1!" in reply
    host.evaluate("async (link) => await window.remiLive.reply(link)", reply)
    host.wait_for_function(f"{LIVE}.can_start", timeout=20_000)
    host.evaluate("window.remiLive.start()")
    for page in (host, friend):
        page.wait_for_function(f"{LIVE}.on_table", timeout=30_000)
    hs, fs = state(host), state(friend)
    assert hs["game"] == fs["game"] == "gin"
    assert hs["people"]["me"] == 0 and fs["people"]["me"] == 1
    assert set(hs["hand"]).isdisjoint(fs["hand"]), "each browser holds its own cards"
    host.screenshot(path="artifacts/live-host-start.png")
    friend.screenshot(path="artifacts/live-friend-start.png")
    end = time.time() + 240
    while time.time() < end:
        over = [state(p)["phase"] in ("hand_over", "match_over") for p in (host, friend)]
        if all(over):
            break
        for page in (host, friend):
            if my_turn(page):
                play_turn(page, touch=True)
        time.sleep(0.05)
    else:
        raise AssertionError("the live hand never ended")
    for page in (host, friend):
        page.wait_for_function(f"{LIVE}.checked === 1", timeout=30_000)
        live = page.evaluate(LIVE)
        assert live["problems"] == [] and live["notes"] == [], live
    assert state(host)["results"] == state(friend)["results"] == 1
    host.screenshot(path="artifacts/live-host-end.png")
    friend.screenshot(path="artifacts/live-friend-end.png")
    page_problems.assert_none()
