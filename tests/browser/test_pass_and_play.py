"""Pass-and-play, as friends play it on one phone: the new-match form names the people (any mix
with computer players), a deal of each game is played by two people in turn, and between two
people's turns a screen covering the page names who takes the phone next. A screenshot is taken
at every handover, when the table behind shows no card at all; after the tap the table shows
that person's hand, and only theirs. A reload keeps who is who."""

from __future__ import annotations

import json
from typing import Any, Dict, List

import pytest
import remi
from remi.players import make_player
from table_driver import ARTIFACTS, center, open_page, play_turn, state, tap, text_fits, wait_settled
from test_access import axe
from test_play_table_games import act

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)

# game, form label, players, each seat's choice after the first ("person" plays here), names, language
CASES = [
    ("gin", "Gin Remi", 2, ["person"], ["Ioana", "Bogdan"], "ro"),
    ("oklahoma", "Oklahoma Gin", 2, ["person"], ["Mia", ""], "en"),
    ("traditional", "Remi Tradițional", 3, ["person", "easy"], ["Ioana", "Radu", ""], "ro"),
    ("remi51", "Remi 51", 3, ["easy", "person"], ["Sam", "", "Alex"], "en"),
]


def engine_game(page) -> remi.Game:
    return remi.load_game(json.loads(page.evaluate("localStorage.getItem(window.remiTest.saves.key)"))["game"])


def start_match(page, label: str, players: int, seats: List[str], names: List[str], shot: str = "") -> None:
    """The new-match form, as a person fills it in: the game, the players, who plays each seat."""
    page.wait_for_selector("#start-form")
    page.locator("label.seg", has_text=label).first.click()
    page.locator("label.seg", has_text=str(players)).click()
    assert page.locator("input[name='name.0']").is_hidden()  # (no name asked while only computer players play)
    for seat, choice in enumerate(seats, start=1):
        page.locator(f"select[name='level.{seat}']").select_option(choice)
    assert page.locator("input[name='name.0']").is_visible()
    for seat, name in enumerate(names):
        field = page.locator(f"input[name='name.{seat}']")
        assert field.is_visible() == (seat == 0 or seats[seat - 1] == "person")
        if name and field.is_visible():
            field.fill(name)
    if shot:
        page.screenshot(path=str(ARTIFACTS / shot), full_page=True)
        axe(page, "the new-match form with people playing here")
    page.locator("#start-play").click()


def covered(page, st: Dict[str, Any], expected: str, shot: str) -> None:
    """The handover: the whole page covered, opaque, naming who takes the phone; no card drawn."""
    assert st["people"]["covered"] is not None and st["cards"] == [] and st["hand"] == []
    cover = page.evaluate("""() => { const r = document.getElementById('pass').getBoundingClientRect();
        return {w: r.width, h: r.height, bg: getComputedStyle(document.getElementById('pass')).backgroundColor}; }""")
    assert cover["w"] >= 390 and cover["h"] >= 844 and cover["bg"] == "rgb(20, 69, 42)", cover  # opaque, all of it
    assert expected in page.locator("#pass-title").inner_text()
    page.screenshot(path=str(ARTIFACTS / shot))


@pytest.mark.parametrize("name,label,players,seats,names,lang", CASES)
def test_a_deal_of_each_game_by_two_people_on_one_phone(browser, site_url, name, label, players, seats, names, lang):
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        open_page(page, site_url, f"?lang={lang}&pace=0.05")  # a first visit: the new-match form
        start_match(page, label, players, seats, names, f"pass-{name}-form.png")
        people = [0] + [s for s, choice in enumerate(seats, start=1) if choice == "person"]
        shown = {s: (names[s] or ("Jucătorul" if lang == "ro" else "Player") + f" {s + 1}") for s in people}
        base = make_player("baseline", 0, name)
        handovers, turns, table_turn = 0, 0, 0
        just_handed, undone = False, False
        for _ in range(600):
            st = wait_settled(page, timeout=90_000)
            if st["phase"] in ("hand_over", "match_over"):
                break
            game = engine_game(page)
            seat = game.to_act
            if st["people"]["covered"] is not None:
                to = st["people"]["covered"]
                assert to in people and (seat == to or seat not in people)  # (computer players may play meanwhile)
                covered(page, st, shown[to], f"pass-{name}-{handovers}.png" if handovers < 3 else "pass-last.png")
                if handovers == 0:
                    axe(page, "the handover")
                    assert page.evaluate("document.getElementById('table').inert")  # (out of reach beneath)
                handovers += 1
                page.locator("#pass-ready").click()
                just_handed = True
                continue
            # the table is the holder's: their hand at the foot, and it is their turn
            assert st["people"]["me"] == seat and seat in people
            assert st["hand"] == [str(c) for c in game.view(seat).hand]
            faces = {c["id"].rstrip("'") for c in st["cards"]}
            others = {str(c).rstrip("'") for s in range(players) if s != seat for c in game.hands[s]}
            public = {str(c).rstrip("'") for c in game.discard}
            assert not (faces & others) - public - {str(c).rstrip("'") for c in game.hands[seat]}
            text_fits(page)
            if turns == 2:
                page.screenshot(path=str(ARTIFACTS / f"pass-{name}-table.png"))
            assert not any(b["id"] == "undo" for b in st["buttons"]) or not just_handed  # (nobody else's move to undo)
            just_handed = False
            # (the up-card too: a deal may end before anyone draws, when the first knock comes early)
            takes = st["phase"] in ("upcard", "draw") and st["piles"]["discard"]["legal"]
            if name == "gin" and takes and not undone:  # the holder's own move, taken back within their turn
                tap(page, center(st["piles"]["discard"]), touch=True)
                page.wait_for_function("window.remiTest.buttons.some(b => b.id === 'undo')")
                tap(page, center(next(b for b in state(page)["buttons"] if b["id"] == "undo")), touch=True)
                page.wait_for_function(f"window.remiTest.actions === {st['actions']}")
                undone = True
                continue
            if remi.GAMES[name].family == "table":
                action = base.choose(game.view(seat))
                act(page, game, action, True, table_turn, {}, seat)
                table_turn += isinstance(action, remi.Discard)
            else:
                play_turn(page, touch=True)
            turns += 1
        else:
            raise AssertionError("the deal did not end")
        assert handovers >= 2 and (undone or name != "gin"), (handovers, undone)
        page.screenshot(path=str(ARTIFACTS / f"pass-{name}-end.png"))
        # the end of the deal shows every hand to everyone, each by name (the device is everyone's now)
        words = page.evaluate("document.getElementById('access').innerText")
        assert all(n in words for n in shown.values()), (shown, words[:300])
        title = state(page)["result_title"]
        assert not title.startswith(("Ai ", "Tu ")) and (lang == "ro" or "you" not in title.lower()), title
        # a reload keeps who is who: the names, the people's seats, and the phone goes round again from here
        before = state(page)["people"]
        page.reload()
        st = wait_settled(page, timeout=90_000)
        assert st["people"]["seats"] == people and st["people"]["names"][: players] == before["names"][: players]
    finally:
        context.close()
