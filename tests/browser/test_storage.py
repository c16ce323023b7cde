"""Start wherever a browser can run the page, and never lose a match: an embed on another site
with third-party storage blocked, a storage that throws on every call, a full storage, links
over a saved match, two tabs, ``?save=off``, broken settings.

Each test plays through the page with real pointer events (table_driver) and reads the saves
the page wrote in localStorage (each match under a key of its own, ``remiTest.saves.key``).
"""

from __future__ import annotations

import json
from typing import Any, Dict, List
from urllib.parse import quote, urlsplit

import pytest
from table_driver import (
    ARTIFACTS,
    READY,
    button,
    center,
    open_page,
    play_hand,
    play_turn,
    state,
    tap,
    text_fits,
    wait_ready,
    wait_settled,
)

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
DESKTOP = {"viewport": {"width": 1366, "height": 800}}
# Chromium's stand-in for a browser that blocks third-party cookies and storage (Safari, Brave,
# Firefox's strict mode, Chrome's setting): a frame of another site gets no localStorage,
# IndexedDB or service worker
BLOCK_THIRD_PARTY = "--test-third-party-cookie-phaseout"

# what a page init script puts in place of the browser's storage: every call throws
REFUSING_STORAGE = """
(() => {
  const refuse = () => { throw new DOMException("The operation is insecure.", "SecurityError"); };
  const standIn = new Proxy({}, { get: () => refuse });
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, { get: () => standIn, configurable: true });
  }
  Object.defineProperty(window, "indexedDB", { value: { open: refuse, deleteDatabase: refuse },
                                               configurable: true, writable: true });
})();
"""


@pytest.fixture(scope="module", autouse=True)
def _artifacts_dir():
    ARTIFACTS.mkdir(exist_ok=True)



def saved_matches(page) -> Dict[str, Dict[str, Any]]:
    """Every match the page saved in this browser, by key."""
    text = page.evaluate(
        "JSON.stringify(Object.fromEntries(Object.keys(localStorage)"
        ".filter(k => k.startsWith('remi.match.')).map(k => [k, JSON.parse(localStorage.getItem(k))])))"
    )
    return json.loads(text)


def my_save(page) -> Dict[str, Any]:
    return json.loads(page.evaluate("localStorage.getItem(window.remiTest.saves.key)"))


def message(page) -> str:
    box = page.locator("#message")
    return box.inner_text() if box.is_visible() else ""


class InFrame:
    """The embed's frame, for table_driver: the state is read in the frame, pointer events go to
    the page (the frame sits at the page's top left corner, so their coordinates agree)."""

    def __init__(self, page: Any, frame: Any) -> None:
        self.page, self.frame = page, frame
        self.mouse, self.touchscreen = page.mouse, page.touchscreen

    def evaluate(self, *args: Any) -> Any:
        return self.frame.evaluate(*args)

    def wait_for_function(self, *args: Any, **kwargs: Any) -> Any:
        return self.frame.wait_for_function(*args, **kwargs)

    def wait_for_timeout(self, ms: float) -> None:
        self.page.wait_for_timeout(ms)

    def screenshot(self, **kwargs: Any) -> Any:
        return self.page.screenshot(**kwargs)


SIZE_OF = "id => { const el = document.getElementById(id); return [el.clientWidth, el.clientHeight]; }"


def test_a_cross_site_embed_with_third_party_storage_blocked_plays_a_deal(browser_type, browser_type_launch_args, site_url):
    args = dict(browser_type_launch_args)
    args["args"] = [*args.get("args", []), BLOCK_THIRD_PARTY]
    browser = browser_type.launch(**args)
    problems: List[str] = []
    try:
        context = browser.new_context(**PHONE)
        page = context.new_page()
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: problems.append(str(e)))
        port = urlsplit(site_url).port
        game = f"http://127.0.0.1:{port}/?game=gin&players=2&seed=31&lang=ro&pace=0.1"
        # the host page is another site: localhost, not 127.0.0.1
        page.goto(f"http://localhost:{port}/_tests/embed.html?src={quote(game, safe='')}")
        frame = page.frame_locator("#remi")
        frame.locator("html").wait_for()
        inner = next(f for f in page.frames if f.url.startswith(game.split("?")[0]))
        refused = inner.evaluate("(() => { try { localStorage.length; return 'kept'; } catch (e) { return e.name; } })()")
        assert refused == "SecurityError", "the browser must refuse the frame its storage, or this test shows nothing"
        inner.wait_for_function(READY, timeout=90_000)
        assert inner.evaluate("document.documentElement.dataset.appState") == "ready", inner.locator("#load-error").inner_text()
        played = InFrame(page, inner)
        st = wait_settled(played)
        assert st["saves"]["persistent"] is False
        note = inner.locator("#message")
        assert "se pierde" in note.inner_text()  # a short note: a reload loses the match, and a way on
        assert note.locator("a").get_attribute("target") == "_blank" and "filă nouă" in note.inner_text()
        # the page in the frame sizes itself to the frame
        size = page.evaluate(SIZE_OF, "remi")
        canvas = inner.evaluate(SIZE_OF, "table")
        assert canvas == size and size[0] == 390
        page.screenshot(path=str(ARTIFACTS / "embed-cross-site-phone.png"))
        end = play_hand(played, touch=True)
        assert end["phase"] in ("hand_over", "match_over")
        assert inner.evaluate("document.documentElement.dataset.appState") == "ready"
        page.screenshot(path=str(ARTIFACTS / "embed-cross-site-phone-end.png"))
    finally:
        browser.close()
    assert not problems, problems


@pytest.mark.browser_context_args(**PHONE)
def test_a_storage_that_throws_on_every_call_still_plays(page, page_problems, site_url):
    page.add_init_script(REFUSING_STORAGE)
    open_page(page, site_url, "?game=traditional&players=2&seed=4&lang=en&pace=0.1")
    st = wait_settled(page)
    dealt = st["actions"]  # the computer player may move first
    assert st["saves"]["persistent"] is False and st["thinker"]["where"] == "page"
    assert "the match is lost" in message(page) and "new tab" not in message(page)  # not in a frame
    page.screenshot(path=str(ARTIFACTS / "storage-refused-phone.png"))
    drew = st["piles"]["stock"]
    tap(page, center(drew), True)
    page.wait_for_function("window.remiTest.phase === 'discard' && !window.remiTest.busy")
    st = state(page)
    card = st["cards"][-1]
    tap(page, (card["x"] + min(card["w"], 30) / 2, card["y"] + 18), True)
    page.wait_for_function(f"window.remiTest.picked.includes({card['id']!r})")
    tap(page, center(state(page)["piles"]["discard"]), True)
    st = wait_settled(page)
    assert st["actions"] >= dealt + 2 and not st["saves"]["failing"]  # memory takes every write
    page.reload()
    assert wait_ready(page) == "ready"
    assert wait_settled(page)["actions"] == dealt  # the deal afresh: nothing was kept, as the note said
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_full_storage_keeps_playing_says_so_once_and_keeps_the_earlier_save(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&players=2&seed=12&lang=en&pace=0.1")
    for _ in range(2):
        play_turn(page, touch=False)
    st = wait_settled(page)
    kept = my_save(page)["game"]["actions"]
    assert len(kept) == st["actions"]
    filled = page.evaluate(
        """(() => { let n = 0;
             for (const size of [200000, 5000, 100, 1]) {
               const text = 'x'.repeat(size);
               try { for (;;) { localStorage.setItem('filler.' + n, text); n++; } } catch (e) {}
             }
             return n; })()"""
    )
    assert filled > 10
    warned = []
    page.on("console", lambda m: warned.append(m.text) if "refused to save" in m.text else None)
    play_turn(page, touch=False)
    st = wait_settled(page)
    assert st["saves"]["failing"] and st["actions"] > len(kept)
    assert "could not save" in message(page)
    page.screenshot(path=str(ARTIFACTS / "storage-full-desktop.png"))
    for _ in range(2):
        play_turn(page, touch=False)
    st = wait_settled(page)
    assert st["saves"]["failing"] and len(warned) == 1, "said once, tried again at every action"
    assert my_save(page)["game"]["actions"] == kept, "nothing saved earlier is lost"
    # room again: the next action saves the whole match, and says so
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler.')).forEach(k => localStorage.removeItem(k))")
    before = st["actions"]
    play_turn(page, touch=False)
    st = wait_settled(page)
    assert not st["saves"]["failing"] and "saved again" in message(page)
    assert len(my_save(page)["game"]["actions"]) == st["actions"] > before
    page_problems.assert_none()


FILL_STORAGE = """(() => { let n = 0;
  for (const size of [200000, 5000, 100, 1]) {
    const text = 'x'.repeat(size);
    try { for (;;) { localStorage.setItem('filler.' + n, text); n++; } } catch (e) {}
  }
  return n; })()"""


@pytest.mark.browser_context_args(**PHONE)
def test_a_full_storage_says_how_to_make_room_and_saves_the_match_once_the_person_deletes_one(page, page_problems, site_url):
    """Issue 50: at the browser's limit the person is told, and chooses what goes: the message's
    "Free up space" opens the menu, which says what is not saved and lists every saved match with its
    ✕; deleting one saves the match at once. Nothing else goes."""
    open_page(page, site_url, "?game=remi51&players=2&seed=8&lang=ro&pace=0.1")
    st = wait_settled(page)
    tap(page, center(st["piles"]["stock"]), True)
    page.wait_for_function("window.remiTest.phase === 'discard' && !window.remiTest.busy")
    open_page(page, site_url, "?game=gin&seed=7&lang=ro&pace=0.1")
    page.wait_for_function("window.remiTest.asking")
    page.locator("#ask-link").click()
    play_turn(page, touch=True)
    wait_settled(page)
    assert len(saved_matches(page)) == 2
    filled = page.evaluate(FILL_STORAGE)
    fillers = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler.')).length")
    assert filled == fillers > 10
    for _ in range(3):  # (a turn's save may be no longer than the last: the match's status shorter)
        play_turn(page, touch=True)
        st = wait_settled(page)
        if st["saves"]["failing"]:
            break
    assert st["saves"]["failing"] and "nu a putut salva" in message(page)
    way = page.locator("#message button")
    assert way.inner_text() == "Eliberează spațiu"
    page.screenshot(path=str(ARTIFACTS / "storage-full-message-phone-ro.png"))
    way.click()
    page.wait_for_selector("#start-form .room")
    assert "Nu mai e loc" in page.locator("#start-form .room").inner_text()
    assert "Remi\xa051" in page.locator("#start-form .saved").inner_text()  # (kept whole on its line)
    text_fits(page)
    page.screenshot(path=str(ARTIFACTS / "storage-full-menu-phone-ro.png"))
    page.locator("#start-form [data-forget]").click()
    page.locator("#start-form [data-forget-yes]").click()
    page.wait_for_function("!window.remiTest.saves.failing")
    page.wait_for_selector("#start-form .room", state="detached")
    assert "salvat din nou" in message(page)
    st = state(page)
    assert [k for k in saved_matches(page)] == [st["saves"]["key"]]
    assert len(my_save(page)["game"]["actions"]) == st["actions"], "the whole match is saved at once"
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler.')).length") == fillers
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_eight_links_in_one_tab_keep_eight_matches_and_the_menu_lists_them(page, page_problems, site_url):
    """Issue 50: only six matches in progress were kept: after the eighth link the first match was
    gone without a word. Each link's deal, chosen and played a move, stays saved."""
    keys = []
    for seed in range(101, 109):
        open_page(page, site_url, f"?game=gin&players=2&seed={seed}&lang=en&pace=0")
        if seed > 101:
            page.wait_for_function("window.remiTest.asking")
            page.locator("#ask-link").click()
        play_turn(page, touch=False)
        keys.append(wait_settled(page)["saves"]["key"])
    saves = saved_matches(page)
    assert sorted(saves) == sorted(keys) and sorted(s["game"]["seed"] for s in saves.values()) == list(range(101, 109))
    tap(page, center(button(wait_settled(page), "menu_new")), touch=False)
    page.wait_for_selector("#start-form .saved")
    assert page.locator("#start-form .saved").count() == 7  # the other seven, each to go back to
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_a_link_over_a_saved_match_asks_and_both_can_be_resumed(page, page_problems, site_url):
    open_page(page, site_url, "?game=remi51&players=2&seed=8&lang=ro&pace=0.1")
    st = wait_settled(page)
    tap(page, center(st["piles"]["stock"]), True)
    page.wait_for_function("window.remiTest.phase === 'discard' && !window.remiTest.busy")
    saved_actions = state(page)["actions"]
    first_key = state(page)["saves"]["key"]

    # a link to another deal: asked, nothing played meanwhile
    open_page(page, site_url, "?game=gin&seed=7&lang=ro&pace=0.1")
    page.wait_for_function("window.remiTest.asking")
    assert page.locator("#ask-panel").is_visible()
    assert "Remi\xa051" in page.locator("#ask-panel").inner_text() and "Gin" in page.locator("#ask-panel").inner_text()
    page.screenshot(path=str(ARTIFACTS / "link-asks-phone-ro.png"))
    st = state(page)
    assert st["game"] == "remi51" and st["actions"] == saved_actions
    page.locator("#ask-link").click()
    st = wait_settled(page)
    assert st["game"] == "gin" and st["seed"] == 7 and not st["asking"]
    assert st["saves"]["key"] != first_key
    play_turn(page, touch=True)
    gin_actions = wait_settled(page)["actions"]
    saves = saved_matches(page)
    assert len(saves) == 2 and len(saves[first_key]["game"]["actions"]) == saved_actions

    # the same link again resumes its deal without asking
    open_page(page, site_url, "?game=gin&seed=7&lang=ro&pace=0.1")
    st = wait_settled(page)
    assert st["game"] == "gin" and st["actions"] == gin_actions and not st["asking"]

    # the menu lists the saved Remi 51 match: back to it
    tap(page, center(button(st, "menu_new")), True)
    page.wait_for_selector("#start-form .saved")
    assert "Remi\xa051" in page.locator("#start-form .saved").inner_text()  # (kept whole on its line)
    page.screenshot(path=str(ARTIFACTS / "menu-saved-matches-phone-ro.png"))
    page.locator("#start-form .saved").click()
    page.wait_for_function("window.remiTest.game === 'remi51' && !window.remiTest.start_screen")
    st = state(page)
    assert st["actions"] == saved_actions and st["saves"]["key"] == first_key

    # a third deal's link, and this time "continue the saved match": it goes on, and a reload does not ask again
    open_page(page, site_url, "?game=oklahoma&seed=3&lang=en&pace=0.1")
    page.wait_for_function("window.remiTest.asking")
    page.screenshot(path=str(ARTIFACTS / "link-asks-phone-en.png"))
    page.locator("#ask-saved").click()
    page.wait_for_function("!window.remiTest.asking && !window.remiTest.start_screen")
    st = state(page)
    assert st["game"] == "remi51" and st["actions"] == saved_actions
    assert "game=" not in page.evaluate("location.search")
    page.reload()
    assert wait_ready(page) == "ready"
    st = state(page)
    assert st["game"] == "remi51" and not st["asking"] and len(saved_matches(page)) == 2
    # issue 50: a saved match goes only when the person deletes it from the menu (asked first)
    tap(page, center(button(wait_settled(page), "menu_new")), True)
    page.wait_for_selector("#start-form [data-forget]")
    page.locator("#start-form [data-forget]").click()
    assert "cannot be undone" in page.locator("#start-form .saved-ask").inner_text()
    page.locator("#start-form [data-forget-no]").click()  # kept after all
    assert page.locator("#start-form .saved").count() == 1 and len(saved_matches(page)) == 2
    page.locator("#start-form [data-forget]").click()
    page.locator("#start-form [data-forget-yes]").click()
    page.wait_for_selector("#start-form .saved-list", state="detached")
    assert list(saved_matches(page)) == [st["saves"]["key"]]  # the one in play stays
    text_fits(page)
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_a_link_whose_settings_are_all_invalid_leaves_the_saved_match(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&seed=21&lang=en&pace=0.1")
    play_turn(page, touch=True)
    before = wait_settled(page)
    open_page(page, site_url, "?players=9&lang=en&pace=0.1")
    st = wait_settled(page)
    assert (st["game"], st["seed"], st["actions"]) == ("gin", 21, before["actions"]) and not st["asking"]
    assert "players=9" in message(page)
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_two_tabs_keep_two_matches(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&players=2&seed=41&lang=en&pace=0.1")
    play_turn(page, touch=False)
    wait_settled(page)
    second = page.context.new_page()
    second.on("pageerror", lambda e: page_problems.page_errors.append(str(e)))
    open_page(second, site_url, "?lang=en&pace=0.1")  # a new tab resumes the most recent match: the first tab's
    st2 = wait_settled(second)
    assert st2["seed"] == 41
    # both play on: the second tab first, then the first tab, which must not overwrite it
    for _ in range(2):
        play_turn(second, touch=False)
    play_turn(page, touch=False)
    one, two = wait_settled(page), wait_settled(second)
    assert one["saves"]["key"] != two["saves"]["key"] and one["saves"]["forked"] + two["saves"]["forked"] == 1
    saves = saved_matches(page)
    assert len(saves) == 2
    assert len(saves[one["saves"]["key"]]["game"]["actions"]) == one["actions"]
    assert len(saves[two["saves"]["key"]]["game"]["actions"]) == two["actions"]
    for tab, before in ((page, one), (second, two)):
        tab.reload()
        assert wait_ready(tab) == "ready"
        after = wait_settled(tab)
        for key in ("game", "seed", "actions", "phase", "hand"):
            assert after[key] == before[key], key
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_save_off_keeps_nothing_and_broken_settings_say_so(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&seed=5&save=off&sound=off&lang=en&pace=0.1")
    play_turn(page, touch=True)
    st = wait_settled(page)
    assert st["saves"]["persistent"] is False and not message(page)  # the host chose it: no note
    assert saved_matches(page) == {}
    page.evaluate("localStorage.setItem('remi.settings', '{\"lang\": [[[[[[[[[[[[[[[[\"ro\"]]]]]]]]]]]]]]]]}')")
    open_page(page, site_url, "?game=gin&seed=5&pace=0.1")
    wait_settled(page)
    assert "settings could not be read" in message(page) or "Setările" in message(page)
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_damaged_saves_never_stop_the_page(page, page_problems, site_url):
    open_page(page, site_url, "?game=gin&seed=9&lang=en&pace=0.1")
    play_turn(page, touch=True)
    before = wait_settled(page)
    key = before["saves"]["key"]
    # the table state holds a number and a list where cards are expected: the match resumes
    damaged = my_save(page)
    damaged["ui"].update({"order": [5, ["7h"]], "status": ["did.discard", 1, ["7h", 3]], "sort": 12})
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(damaged)])
    page.reload()
    assert wait_ready(page) == "ready"
    st = wait_settled(page)
    assert (st["seed"], st["actions"]) == (9, before["actions"]) and st["saves"]["key"] == key
    # nested a thousand deep: kept aside, a message, and a new deal
    page.evaluate("k => localStorage.setItem(k, '['.repeat(1000) + ']'.repeat(1000))", key)
    page.reload()
    assert wait_ready(page) == "ready"
    st = wait_settled(page)
    assert "could not be read" in message(page) and st["saves"]["key"] != key
    aside = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('remi.unreadable.'))")
    assert len(aside) == 1
    # issue 50: seven unreadable saves in a row were cut to five (a thousand to five): all are kept
    broken = [f"broken {n}" for n in range(7)]
    page.evaluate("texts => texts.forEach((t, n) => localStorage.setItem('remi.match.bad' + n, t))", broken)
    page.reload()
    assert wait_ready(page) == "ready"
    st = wait_settled(page)
    assert st["saves"]["key"] != key and not page.evaluate("Object.keys(localStorage).some(k => k.startsWith('remi.match.bad'))")
    assert len(page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('remi.unreadable.'))")) == 8
    # the new-match menu offers the saves kept aside to download, or to delete (asked first)
    page.evaluate("localStorage.setItem('remi.unreadable.5.x', '{second broken')")
    tap(page, center(button(st, "menu_new")), touch=True)
    page.wait_for_selector("#start-form .unreadable")
    assert "(9)" in page.locator("#start-form .unreadable legend").inner_text()
    with page.expect_download() as got:
        page.locator("#start-unreadable-get").click()
    kept = json.loads(open(got.value.path(), encoding="utf-8").read())
    assert sorted(kept.values()) == sorted(["[" * 1000 + "]" * 1000, "{second broken"] + broken)
    page.locator("#start-unreadable-drop").click()
    assert "cannot be undone" in page.locator("#start-form .unreadable").inner_text()
    assert page.locator("#start-unreadable-get").is_visible()  # the download the question speaks of, at hand
    page.locator("#start-unreadable-no").click()  # kept after all
    assert len(page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('remi.unreadable.'))")) == 9
    page.locator("#start-unreadable-drop").click()
    page.locator("#start-unreadable-yes").click()
    page.wait_for_selector("#start-form .unreadable", state="detached")
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('remi.unreadable.'))") == []
    assert page.evaluate("k => localStorage.getItem(k)", st["saves"]["key"]) is not None  # the match in play stays
    page_problems.assert_none()


def test_the_readmes_embed_snippet_fits_a_phone(page, build_module):
    readme = (build_module.ROOT / "README.md").read_text(encoding="utf-8")
    snippet = readme.split("```html", 1)[1].split("```", 1)[0]
    assert "<iframe" in snippet
    for width in (320, 390, 1366):
        page.set_viewport_size({"width": width, "height": 800})
        page.set_content(f"<!doctype html><body style='margin:8px'>{snippet.replace('https://example.org/remi/', 'about:blank')}")
        box = page.evaluate("(() => { const r = document.querySelector('iframe').getBoundingClientRect(); "
                            "return [r.left, r.right]; })()")
        assert box[0] >= 0 and box[1] <= width, (width, box)
