"""The person's record in the browser: a finished match is counted once, when it ends and
however often the page shows it ended again (a reload), and kept apart from the saves."""

from __future__ import annotations

import json

import pytest
import remi
from remi import NextHand, Phase
from remi.players import make_player
from table_driver import open_page, state, wait_ready, wait_settled

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)


def finished_match(seed: int) -> dict:
    game = remi.new_game("gin", 2, {"target": 30}, seed=seed)
    bots = [make_player("hard", s, "gin") for s in range(2)]
    while game.phase != Phase.MATCH_OVER:
        seat = game.to_act
        game.apply(NextHand() if seat is None else bots[seat].choose(game.view(seat)))
    return json.loads(game.to_json())


@pytest.mark.browser_context_args(**PHONE)
def test_a_finished_match_is_counted_once_across_reloads(page, page_problems, site_url):
    url = "?game=gin&players=2&seed=5&lang=ro&pace=0.05"
    open_page(page, site_url, url)
    st = wait_settled(page)
    assert st["stats"] == {}  # nothing finished yet
    key = st["saves"]["key"]
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    saved["game"] = finished_match(5)  # the match played to its end, as a tab that then closed
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(saved)])
    for _ in range(2):  # shown ended, and shown ended again after a reload: counted once
        page.goto(f"{site_url}/{url}")
        assert wait_ready(page) == "ready"
        wait_settled(page)
        kept = json.loads(page.evaluate("localStorage.getItem('remi.stats')"))
        assert kept["counted"] == [key.split(".")[-1]]
        assert kept["games"]["gin"]["medium"]["matches"] == 1
    game = remi.load_game(json.dumps(saved["game"]))
    mine = state(page)["stats"]["gin"]["medium"]
    assert mine["deals"] == len(game.results) and mine["won"] == int(0 in game.winners)
    assert mine["recent"] == [[int(0 in game.winners), int(game.scores[0])]]
    page_problems.assert_none()
