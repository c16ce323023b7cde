"""No text cut or squeezed, on every screen a newcomer meets: the table of each game at phone
and desktop size in both languages, with a hint, the deal's moves, the end of a deal, the rules
and the new-match form. The painter lists the texts of its last drawing that did not fit their
box (``window.remiPaint.misfits``); the page's panels are checked by their boxes. The game
tests (test_play.py, test_play_table_games.py) check the same at every turn of whole deals.
"""

from __future__ import annotations

import json

import pytest
import remi
from remi.players import make_player
from table_driver import center, open_page, play_turn, state, tap, text_fits, wait_ready, wait_settled

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)
DESKTOP = dict(viewport={"width": 1366, "height": 800}, device_scale_factor=1)
GAMES = [("gin", 2, 21), ("oklahoma", 3, 22), ("traditional", 4, 23), ("remi51", 3, 24)]


def button(st, bid):
    return next(b for b in st["buttons"] if b["id"] == bid)


def table_turn(page, touch):
    """The person's turn in a table game: draw from the stock, throw the first card it may."""
    st = wait_settled(page)
    n = st["actions"]
    if st["phase"] == "draw":
        tap(page, center(st["piles"]["stock"]), touch)
    else:
        card = next(c for c in st["cards"] if c.get("discard"))
        tap(page, (card["x"] + min(card["w"], 30) / 2, card["y"] + min(card["h"] / 2, 18)), touch)
        page.wait_for_function(f"window.remiTest.picked.includes({card['id']!r})")
        tap(page, center(state(page)["piles"]["discard"]), touch)
    page.wait_for_function(f"window.remiTest.actions > {n}")


def finished_deal(name, players, seed):
    """The engine's save of this link's deal played to its end by computer players."""
    game = remi.new_game(name, players, seed=seed)
    bots = [make_player("medium", s, name) for s in range(players)]
    while game.phase not in ("hand_over", "match_over"):
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return json.loads(game.to_json())


def screens(page, touch, table):
    """The table, a hint, the moves panel, two turns: each drawing's texts fit."""
    st = wait_settled(page)
    text_fits(page)
    tap(page, center(button(st, "hint")), touch)
    page.wait_for_function("!!window.remiTest.hint && !window.remiTest.busy")
    text_fits(page)
    tap(page, center(state(page)["seats"][-1]), touch)
    page.wait_for_function("!!window.remiTest.moves_panel")
    text_fits(page)
    tap(page, center(button(state(page), "close")), touch)
    page.wait_for_function("!window.remiTest.moves_panel")
    for _ in range(2):
        if table:
            table_turn(page, touch)
        else:
            play_turn(page, touch)
        st = wait_settled(page)
        text_fits(page)
        if st["phase"] in ("hand_over", "match_over"):
            break


@pytest.mark.parametrize("context", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("name,players,seed", GAMES, ids=[g[0] for g in GAMES])
def test_every_text_fits_its_box(new_page, site_url, page_problems, context, name, players, seed):
    page = new_page(context)
    touch = context is PHONE
    table = name in ("traditional", "remi51")
    open_page(page, site_url, f"?game={name}&players={players}&seed={seed}&lang=ro&pace=0.05")
    screens(page, touch, table)
    tap(page, center(button(state(page), "lang")), touch)  # the same in English
    page.wait_for_function("window.remiTest.lang === 'en'")
    screens(page, touch, table)
    # how to play, and the new-match form
    tap(page, center(button(state(page), "rules")), touch)
    page.wait_for_selector("#rules:not([hidden]) #rules-panel")
    text_fits(page)
    page.locator("#rules-close").click()
    page.wait_for_selector("#rules", state="hidden")
    tap(page, center(button(state(page), "menu_new")), touch)
    page.wait_for_selector("#start-form")
    text_fits(page)
    # the end of a deal, in both languages: the deal played out, resumed from its save
    st = state(page)
    key = st["saves"]["key"]
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    saved["game"] = finished_deal(name, players, seed)
    for lang in ("en", "ro"):
        page.evaluate("([k, v, lang]) => { localStorage.setItem(k, v); localStorage.setItem('remi.settings', "
                      "JSON.stringify({lang})); }", [key, json.dumps(saved), lang])
        page.goto(f"{site_url}/?game={name}&players={players}&seed={seed}&pace=0.05")
        assert wait_ready(page) == "ready"
        st = wait_settled(page)
        assert st["phase"] in ("hand_over", "match_over") and st["lang"] == lang, (st["phase"], st["lang"])
        text_fits(page)
    page_problems.assert_none()
