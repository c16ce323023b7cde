"""Everyone can play (issue: keyboard, screen reader, zoom, contrast), in headless Chromium:

- axe-core (the npm package) finds no violation on the new-match form, each game's table, the
  end of a deal and of a match, the rules and the keys, at phone and desktop size;
- a whole deal of each game is played with the keyboard alone: the test presses keys only, and
  chooses them by the hint the page gives (H), as a player who follows the hints would;
- after each computer player's turn the words said aloud name the cards it moved, and the
  table in words shows them;
- the page may be zoomed: no viewport rule forbids it.
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path
from typing import Any, Dict, List

import pytest
import remi
from remi import NextHand, Phase
from remi.players import make_player
from rummy_helpers import finished_match
from table_driver import button, center, open_page, state, tap, wait_ready, wait_settled

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
import challenge  # noqa: E402
from i18n import spoken  # noqa: E402

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True, has_touch=True)
DESKTOP = dict(viewport={"width": 1366, "height": 800}, device_scale_factor=1)
SIZES = {"phone": PHONE, "desktop": DESKTOP}
GAMES = [("gin", 2, 7), ("oklahoma", 2, 4), ("traditional", 3, 5), ("remi51", 3, 9)]


def axe(page: Any, where: str) -> None:
    """No axe-core violation on the page as it is now (every rule axe runs by default)."""
    if not page.evaluate("!!window.axe"):
        # (not a <script> element: the page's Content-Security-Policy runs no inline script but its own)
        page.evaluate("(source) => (0, eval)(source)", AXE.read_text(encoding="utf-8"))
    found = page.evaluate("axe.run(document, {resultTypes: ['violations']}).then(r => r.violations)")
    said = [
        f"{v['id']} ({v['impact']}): {v['help']} at " + "; ".join(" ".join(n["target"]) for n in v["nodes"][:4])
        for v in found
    ]
    assert not said, f"{where}: " + " | ".join(said)


def deal_over(name: str, players: int, seed: int) -> remi.Game:
    """The first deal of a match played to its end by Medium players."""
    game = remi.new_game(name, players, seed=seed)
    bots = [make_player("medium", seed + s, name) for s in range(players)]
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat)) if seat is not None else NextHand())
    return game


def plant(page: Any, site_url: str, url: str, game: remi.Game) -> None:
    """The match of ``url`` replaced by ``game`` (as a tab that closed there), and the page reopened."""
    key = state(page)["saves"]["key"]
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    saved["game"] = json.loads(game.to_json())
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(saved)])
    page.goto(f"{site_url}/{url}")
    assert wait_ready(page) == "ready"
    wait_settled(page)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_axe_finds_nothing_on_any_screen(new_page, site_url, page_problems, size: str) -> None:
    page = new_page(SIZES[size])
    for lang in ("ro", "en"):
        page.goto(f"{site_url}/?lang={lang}&save=off")
        assert wait_ready(page) == "ready"
        page.wait_for_selector("#start-form")
        axe(page, f"{lang} new-match form")
        page.click("#start-keys")
        page.wait_for_selector("#keys-panel")
        axe(page, f"{lang} keys")
        page.keyboard.press("Escape")
        assert page.evaluate("document.getElementById('keys').hidden")
    for k, (name, players, seed) in enumerate(GAMES):
        url = f"?game={name}&players={players}&seed={seed}&lang=ro&pace=0.05"
        open_page(page, site_url, url)
        if k == 1:  # a link while a match is in progress: which to play is asked
            page.wait_for_function("window.remiTest && window.remiTest.asking")
            axe(page, "a link's deal or the match in progress?")
        page.evaluate("localStorage.clear()")
        open_page(page, site_url, url)
        wait_settled(page)
        axe(page, f"{name} table")
        page.focus("#access h2")  # the table in words, shown
        axe(page, f"{name} table in words")
        page.focus("#table")
        page.keyboard.press("r")  # the rules, by their key
        page.wait_for_selector("#rules-panel")
        axe(page, f"{name} rules")
        page.keyboard.press("Escape")
        assert page.evaluate("document.activeElement.id") == "table"  # the focus is back on the table
        plant(page, site_url, url, deal_over(name, players, seed))
        assert state(page)["phase"] in ("hand_over", "match_over")
        axe(page, f"{name} end of a deal")
        if k == 0:  # the challenge to send, from the end of the deal
            tap(page, center(button(state(page), "challenge")), touch=False)
            page.wait_for_selector("#challenge-panel #challenge-send")
            axe(page, "a challenge to send")
            page.keyboard.press("Escape")
            assert page.evaluate("document.getElementById('challenge').hidden")
    url = "?game=gin&players=2&seed=3&lang=en&pace=0.05"
    page.evaluate("localStorage.clear()")
    open_page(page, site_url, url)
    wait_settled(page)
    plant(page, site_url, url, finished_match("gin", 2, {"target": 30}, 3, ["hard", "hard"]))
    assert state(page)["phase"] == "match_over"
    axe(page, "end of a match")
    # a challenge received, its deal played: the comparison opens by itself
    mine = deal_over("gin", 2, 4)
    url = challenge.link(f"{site_url}/", challenge.of_game(mine, ["medium"])).split("/")[-1] + "&lang=ro&pace=0.05"
    page.evaluate("localStorage.clear()")
    open_page(page, site_url, url)
    wait_settled(page)
    assert state(page)["challenge"]["people"] == 1
    plant(page, site_url, url, deal_over("gin", 2, 4))
    page.wait_for_selector("#challenge-panel #challenge-verdict")
    axe(page, "a challenge compared")
    page_problems.assert_none()


def test_the_page_may_be_zoomed(page, site_url) -> None:
    open_page(page, site_url, "?game=gin&seed=2&save=off")
    viewport = page.evaluate("document.querySelector('meta[name=viewport]').content")
    assert "user-scalable=no" not in viewport and "maximum-scale" not in viewport
    assert page.evaluate("getComputedStyle(document.getElementById('table')).touchAction") == "pinch-zoom"


# ------------------------------------------------------------------ a deal by the keys alone


def box_centre(box: Dict[str, Any]) -> tuple:
    return box["x"] + box["w"] / 2, box["y"] + box["h"] / 2


def things(st: Dict[str, Any]) -> Dict[tuple, Dict[str, Any]]:
    """Every focusable thing of the table by (kind, id), with its box (``window.remiTest``)."""
    out: Dict[tuple, Dict[str, Any]] = {}
    for c in st["cards"]:
        out[("card", c["id"])] = c
    for b in st["buttons"]:
        out[("button", b["id"])] = b
    for m in st["melds"]:
        out[("meld", m["id"])] = m
    for j in st["jokers"]:
        out[("joker", j["id"])] = j
    for seat in st["seats"]:
        out[("seat", seat["id"])] = seat
    for kind, p in st["piles"].items():
        out[(kind, kind)] = p
    return out


def key_to(page: Any, kind: str, tid: str) -> Dict[str, Any]:
    """Move the keyboard's focus to (kind, id) with the arrows alone: along the hand card by
    card, elsewhere towards the thing's side (up or down first, across from a place met
    before)."""
    path = []
    for _ in range(60):
        st = state(page)
        here = (st["focus"]["kind"], st["focus"]["id"])
        path.append(here)
        if here == (kind, tid):
            return st
        boxes = things(st)
        cards = [c["id"] for c in st["cards"]]
        if here[0] == "card" and kind == "card":
            key = "ArrowRight" if cards.index(tid) > cards.index(here[1]) else "ArrowLeft"
        else:
            (hx, hy), (tx, ty) = box_centre(boxes[here]), box_centre(boxes[(kind, tid)])
            level = abs(ty - hy) < max(boxes[here]["h"], boxes[(kind, tid)]["h"]) / 2
            # (towards its side; where up and down go round between two buttons, as a player would, across)
            across = level or path.count(here) > 1
            key = ("ArrowRight" if tx > hx else "ArrowLeft") if across else ("ArrowDown" if ty > hy else "ArrowUp")
        page.keyboard.press(key)
    page.screenshot(path=str(ROOT / "artifacts" / "key_to.png"))
    raise AssertionError(f"the arrows did not reach {kind}:{tid}: {path[:12]} ({things(state(page))})")


def pick(page: Any, cards: List[str]) -> None:
    for card in cards:
        key_to(page, "card", card)
        if card not in state(page)["picked"]:
            page.keyboard.press("Enter")
            page.wait_for_function(f"window.remiTest.picked.includes({json.dumps(card)})")


def low_end(st: Dict[str, Any], meld: str, action: str) -> bool:
    """Whether the joker of a build goes on the run's low end (the rank it stands for is below it)."""
    face = re.search(r"=(\w+?)([shdc])\b", action)
    m = next(m for m in st["melds"] if m["id"] == meld)
    if not face or m.get("meld_kind") != "run":
        return False
    ranks = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
    rank = ranks.get(face.group(1), None) or int(face.group(1))
    naturals = [c for c in m["cards"] if not c.startswith("*")]
    lowest = min(ranks.get(c[:-1], None) or int(c[:-1]) for c in naturals) if naturals else 99
    return rank < lowest and not (rank == 1 and lowest > 10)


def play_by_keys(page: Any, action: str) -> None:
    """Play the engine's ``action`` (the hint's) with keys only."""
    st = state(page)
    words = action.split()
    if action in ("draw stock",):
        page.keyboard.press("d")
    elif action in ("draw discard", "take"):
        page.keyboard.press("t")
    elif action == "pass":
        page.keyboard.press("p")
    elif action == "done":
        page.keyboard.press("f")
    elif action == "big gin":
        page.keyboard.press("k")
    elif words[0] == "discard":
        key_to(page, "card", words[1])
        page.keyboard.press("x")
    elif words[0] == "knock":
        pick(page, [words[1]])
        page.keyboard.press("k")
    elif words[0] == "meld":
        pick(page, words[1:])
        assert any(b["id"] == "lay_down" for b in state(page)["buttons"]), state(page)["buttons"]
        page.keyboard.press("l")
    elif words[0] in ("lay", "build", "exchange"):  # "lay off 7h on 1", "build *0=6h on 2", "exchange 7h on 1"
        cards = words[2:-2] if words[0] == "lay" else words[1:-2]
        meld = words[-1]
        cards = [c.split("=")[0] for c in cards]
        pick(page, cards)
        if words[0] == "exchange":
            jokers = [j for j in st["jokers"] if str(j["meld"]) == meld]
            key_to(page, "joker", jokers[0]["id"])
            page.keyboard.press("Enter")
        else:
            key_to(page, "meld", meld)
            page.keyboard.press("Shift+Enter" if words[0] == "build" and low_end(st, meld, action) else "Enter")
    else:
        raise AssertionError(f"no key for {action}")


def said_lines(page: Any) -> List[str]:
    return page.evaluate("Array.from(document.querySelectorAll('#said p')).map(p => p.textContent)")


@pytest.mark.parametrize("name,players,seed,size", [(*g, "desktop") for g in GAMES] + [("remi51", 2, 3, "phone")])
def test_a_whole_deal_is_played_with_the_keys_alone_and_each_computer_move_is_said(
    new_page, site_url, page_problems, name: str, players: int, seed: int, size: str
) -> None:
    page = new_page(SIZES[size])  # (a phone: a tablet with a keyboard, the hand in two rows)
    open_page(page, site_url, f"?game={name}&players={players}&seed={seed}&lang=en&pace=0.05&save=off")
    st = wait_settled(page)
    page.keyboard.press("Tab")  # the table has the keyboard's focus: its ring shows
    st = state(page)
    assert page.evaluate("document.activeElement.id") == "table" and st["focus"]["shown"]
    actions_seen = st["actions"]
    checked_said = 0
    for _turn in range(400):
        st = wait_settled(page)
        if st["phase"] in ("hand_over", "match_over"):
            break
        if st["actions"] > actions_seen and st["to_act"] == 0:
            # the computer players moved since: what they threw is said, and in the words
            lines = said_lines(page)
            top = (st["piles"].get("discard") or {}).get("top")
            if top and lines and st["phase"] in ("draw", "upcard"):
                pretty = remi.Card.parse(top).pretty()
                assert pretty in st["said"][-1], (st["said"], top)
                assert spoken(pretty, "en") in lines[-1], (lines, top)  # said with the card in words
                assert pretty in page.inner_text("#access section[data-id=piles]")
                checked_said += 1
        page.keyboard.press("h")
        page.wait_for_function("window.remiTest.hint !== null && !window.remiTest.busy", timeout=60_000)
        hint = state(page)["hint"]
        before = state(page)["actions"]
        play_by_keys(page, hint["action"])
        page.wait_for_function(f"window.remiTest.actions > {before}", timeout=20_000)
        actions_seen = state(page)["actions"]
    st = state(page)
    assert st["phase"] in ("hand_over", "match_over"), "the deal did not end"
    assert checked_said >= 2
    page.wait_for_function("document.querySelector('#access section[data-id=result]') !== null")
    assert st["result_title"] in page.inner_text("#access")
    assert page.evaluate("document.activeElement.id") == "table"  # the keys never lost the table
    page_problems.assert_none()


def press(page: Any, act: str) -> None:
    """A button of the table in words pressed as a screen reader's user would: in focus, Enter."""
    page.focus(f"#access button[data-act={json.dumps(act)}]")
    page.keyboard.press("Enter")


def test_a_screen_reader_plays_from_the_table_in_words(new_page, site_url, page_problems) -> None:
    """The buttons of the table in words play: draw, pick a card, throw it; the view stays in
    step with the canvas and the focus is never lost."""
    page = new_page(PHONE)
    open_page(page, site_url, "?game=traditional&players=2&seed=12&lang=ro&pace=0.05&save=off")
    st = wait_settled(page)
    if st["phase"] == "draw":
        assert page.get_attribute("#access button[data-act='stock:stock']", "aria-disabled") is None
        press(page, "stock:stock")
        page.wait_for_function("window.remiTest.phase === 'discard' && !window.remiTest.busy")
        assert state(page)["said"][-1].startswith("Ai tras ")  # the card drawn, said
    st = state(page)
    assert st["phase"] == "discard"
    hand = page.eval_on_selector_all("#access section[data-id=hand] button", "bs => bs.map(b => b.dataset.act.slice(5))")
    assert sorted(hand) == sorted(st["hand"])
    throw = next(c["id"] for c in st["cards"] if c.get("discard"))
    press(page, f"card:{throw}")
    page.wait_for_function(f"window.remiTest.picked.includes({json.dumps(throw)})")
    assert page.get_attribute(f"#access button[data-act={json.dumps('card:' + throw)}]", "aria-pressed") == "true"
    assert page.evaluate("getComputedStyle(document.getElementById('access')).position") == "fixed"  # shown, in focus
    assert "aruncă aici" in page.inner_text("#access button[data-act='discard:discard']")
    press(page, "discard:discard")
    page.wait_for_function(f"!window.remiTest.hand.includes({json.dumps(throw)})")
    # the button pressed is still there (the pile), in focus; the thrown card's is gone
    assert page.evaluate("document.activeElement.dataset.act") == "discard:discard"
    gone = json.dumps(f"#access button[data-act={json.dumps('card:' + throw)}]")
    page.wait_for_function(f"!document.querySelector({gone})")
    wait_settled(page)
    assert said_lines(page), "the computer player's turn was not said"
    page_problems.assert_none()


def test_the_screens_open_and_close_by_keys_and_give_the_focus_back(new_page, site_url, page_problems) -> None:
    """M opens the new-match form and Escape goes back to the match; ? lists the keys (each
    game its own), G switches the language: each time the table has the keys again."""
    page = new_page(DESKTOP)
    open_page(page, site_url, "?game=remi51&players=2&seed=4&lang=en&pace=0.05&save=off")
    wait_settled(page)
    page.focus("#table")
    page.keyboard.press("m")
    page.wait_for_function("window.remiTest.start_screen")
    assert page.evaluate("document.getElementById('start').contains(document.activeElement)")
    assert page.evaluate("document.getElementById('table').inert")  # out of reach under the form
    page.keyboard.press("Escape")
    page.wait_for_function("!window.remiTest.start_screen")
    assert page.evaluate("document.activeElement.id") == "table" and not page.evaluate("document.getElementById('table').inert")
    page.keyboard.press("?")
    page.wait_for_selector("#keys-panel")
    listed = page.inner_text("#keys-panel")
    assert "Put a joker" in listed and "Knock" not in listed  # Remi 51's keys
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.id") == "table"
    page.keyboard.press("g")
    page.wait_for_function("window.remiTest.lang === 'ro'")
    assert page.evaluate("document.documentElement.lang") == "ro"
    assert page.get_attribute("#access", "aria-label") == "Masa în cuvinte"
    page_problems.assert_none()


# ------------------------------------------------------------------ the table in reach once a screen closes

# the parts of the table in words a screen reader moves by, each with the role it must have
PARTS = {
    "headings": ("#access h2, #access h3", "heading"),
    "lists": ("#access ul", "list"),
    "buttons": ("#access button", "button"),
    "card buttons": ("#access button[data-act^='card:']", "button"),
}


def in_reach(page: Any) -> Dict[str, List[int]]:
    """Each part of the table in words: [how many the page holds, how many of them Chromium's
    accessibility tree holds, with their role and not ignored]: what a screen reader reaches.
    Read through CDP, which honours ``inert``; Playwright's ``aria_snapshot()`` shows an inert
    subtree as if it were in reach, so it cannot tell."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("Accessibility.enable")
        root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        tree = cdp.send("Accessibility.getFullAXTree")["nodes"]
        shown = [n for n in tree if "backendDOMNodeId" in n and not n.get("ignored")]
        roles = {n["backendDOMNodeId"]: n.get("role", {}).get("value") for n in shown}
        out: Dict[str, List[int]] = {}
        for part, (selector, role) in PARTS.items():
            ids = cdp.send("DOM.querySelectorAll", {"nodeId": root, "selector": selector})["nodeIds"]
            backend = [cdp.send("DOM.describeNode", {"nodeId": i})["node"]["backendNodeId"] for i in ids]
            out[part] = [len(backend), sum(1 for b in backend if roles.get(b) == role)]
        return out
    finally:
        cdp.detach()


def assert_in_reach(page: Any, where: str, cards: bool = True) -> None:
    """The table and its words are out of no one's reach: neither is inert, the accessibility
    tree holds every heading, list and button of the table in words (``cards``: the hand's
    cards among them), and Tab from the table goes into them."""
    parts = [p for p in PARTS if cards or p != "card buttons"]
    deadline = time.time() + 5
    while True:  # (the words follow the table at the browser's next turn)
        got = in_reach(page)
        inert = page.evaluate("['table', 'access'].filter(id => document.getElementById(id).inert)")
        if not inert and all(got[p][0] > 0 and got[p][1] == got[p][0] for p in parts):
            break
        if time.time() > deadline:
            pytest.fail(f"{where}: out of a screen reader's reach: inert {inert}; [in the page, in the accessibility tree] {got}")
        page.wait_for_timeout(100)
    page.focus("#table")
    page.keyboard.press("Tab")
    assert page.evaluate("document.getElementById('access').contains(document.activeElement)"), (
        f"{where}: Tab from the table skips the table in words"
    )
    page.focus("#table")


def assert_covered(page: Any, where: str) -> None:
    """A screen is over the table: the table and its words are out of reach beneath it."""
    inert = page.evaluate("['table', 'access'].map(id => document.getElementById(id).inert)")
    assert inert == [True, True], f"{where}: the table is in reach beneath a screen ({inert})"
    got = in_reach(page)
    assert all(reached == 0 for _, reached in got.values()), f"{where}: the table in words is read beneath a screen: {got}"


def test_the_table_in_words_is_in_reach_after_a_deal_from_the_new_match_form(new_page, site_url, page_problems) -> None:
    """A first visit deals from the new-match form; New match, then "Back to the current match";
    New match, then Deal: each time a screen reader finds the table in words again (it stayed
    inert, out of the accessibility tree and skipped by Tab, until another screen opened and
    closed)."""
    page = new_page(DESKTOP)
    open_page(page, site_url, "?lang=en&pace=0.05")  # a first visit: the form
    page.wait_for_selector("#start-form")
    assert_covered(page, "the form at a first visit")
    page.locator("#start-play").click()
    wait_settled(page)
    assert_in_reach(page, "dealt from the form at a first visit")
    page.keyboard.press("m")
    page.wait_for_function("window.remiTest.start_screen")
    assert_covered(page, "New match")
    page.locator("#start-cancel").click()
    wait_settled(page)
    assert_in_reach(page, "New match, then Back to the current match")
    page.keyboard.press("m")
    page.wait_for_function("window.remiTest.start_screen")
    page.locator("#start-play").click()
    wait_settled(page)
    assert_in_reach(page, "New match, then Deal")
    page_problems.assert_none()


BESIDE = (12, 400)  # a point beside every screen's panel on the desktop (on the felt, clear of the table's buttons)


def close_by(page: Any, way: str, close: str) -> None:
    """The screen in front closed one way: its button ``close``, Escape, or a click beside its panel."""
    if way == "button":
        page.locator(close).click()
    elif way == "escape":
        page.keyboard.press("Escape")
    else:
        x, y = BESIDE
        st = state(page)
        assert not any(b["x"] <= x <= b["x"] + b["w"] and b["y"] <= y <= b["y"] + b["h"] for b in st["buttons"]), (
            "the click beside falls on a button of the table (it would press it)"
        )
        page.mouse.click(x, y)


def test_every_screen_over_the_table_gives_it_back_on_every_way_it_closes(new_page, site_url, page_problems) -> None:
    """The new-match form (and the look and sound in it), the rules, the keys, the statistics, the
    replays, the challenge and the pass-and-play cover: each closed by its button, by Escape and
    by a click beside it (the cover only by its own button), the table in words is in reach
    again; a screen opened from the form leaves the table covered until the form closes too."""
    page = new_page(DESKTOP)
    url = "?game=gin&players=2&seed=7&lang=en&pace=0.05"
    open_page(page, site_url, url)
    wait_settled(page)
    assert_in_reach(page, "a link's deal")
    ways = ("button", "escape", "beside")
    for way in ways:
        page.keyboard.press("m")
        page.wait_for_selector("#start-form")
        close_by(page, way, "#start-cancel")
        wait_settled(page)
        assert_in_reach(page, f"New match closed by {way}")

        page.keyboard.press("m")
        page.locator("details.look summary").click()  # the look and sound, changed there
        page.locator("input[name='look.four_colour']").click()
        assert_covered(page, "the look and sound")
        close_by(page, way, "#start-cancel")
        wait_settled(page)
        assert_in_reach(page, f"the look and sound, then the form closed by {way}")

        page.keyboard.press("r")
        page.wait_for_selector("#rules-panel")
        assert_covered(page, "the rules")
        close_by(page, way, "#rules-close")
        page.wait_for_function("document.getElementById('rules').hidden")
        assert_in_reach(page, f"the rules closed by {way}")

        page.keyboard.press("?")
        page.wait_for_selector("#keys-panel")
        assert_covered(page, "the keys")
        close_by(page, way, "#keys-close")
        page.wait_for_function("document.getElementById('keys').hidden")
        assert_in_reach(page, f"the keys closed by {way}")

        for opener, screen, close in (("#start-stats", "stats", "#stats-close"), ("#start-replays", "replay", "#replay-close"),
                                      ("#start-rules", "rules", "#rules-close"), ("#start-keys", "keys", "#keys-close")):
            page.keyboard.press("m")
            page.locator(opener).click()
            page.wait_for_function(f"!document.getElementById('{screen}').hidden")
            assert_covered(page, f"{screen} from the form")
            close_by(page, way, close)
            page.wait_for_function(f"document.getElementById('{screen}').hidden")
            assert_covered(page, f"the form, back from {screen}")
            close_by(page, way, "#start-cancel")
            wait_settled(page)
            assert_in_reach(page, f"{screen} from the form, then both closed by {way}")

    # the challenge, at a deal's end
    plant(page, site_url, url, deal_over("gin", 2, 7))
    assert_in_reach(page, "the end of a deal", cards=False)
    for way in ways:
        tap(page, center(button(state(page), "challenge")), touch=False)
        page.wait_for_selector("#challenge-panel #challenge-send")
        assert_covered(page, "the challenge")
        close_by(page, way, "#challenge-close")
        page.wait_for_function("document.getElementById('challenge').hidden")
        assert_in_reach(page, f"the challenge closed by {way}", cards=False)

    # pass-and-play: the cover between two people's turns, gone at the next person's tap
    page.keyboard.press("m")
    page.locator("select[name='level.1']").select_option("person")
    page.locator("#start-play").click()
    page.wait_for_selector("#pass-ready")
    assert_covered(page, "the pass-and-play cover")
    page.locator("#pass-ready").click()
    wait_settled(page)
    assert_in_reach(page, "the pass-and-play cover gone")
    page_problems.assert_none()
