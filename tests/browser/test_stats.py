"""The person's record in the browser: a finished match is counted once, when it ends and
however often the page shows it ended again (a reload), and kept apart from the saves."""

from __future__ import annotations

import json

import pytest
import remi
import rummy_helpers
from table_driver import (
    ARTIFACTS,
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

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)


def finished_match(seed: int) -> dict:
    """A Gin match to 30, played to its end by Hard players, as its save."""
    return json.loads(rummy_helpers.finished_match("gin", 2, {"target": 30}, seed, ["hard", "hard"]).to_json())


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


def chart_colours(page, selector: str) -> dict:
    """How many pixels of the chart are the won and the lost bars' colours."""
    return page.evaluate(
        """sel => { const c = document.querySelector(sel); const d = c.getContext('2d')
                  .getImageData(0, 0, c.width, c.height).data; let won = 0, lost = 0;
                  for (let i = 0; i < d.length; i += 4) {
                    if (d[i] === 0xf2 && d[i+1] === 0xc1 && d[i+2] === 0x4e) won++;
                    if (d[i] === 0x9f && d[i+1] === 0xb8 && d[i+2] === 0xa8) lost++; }
                  return {won, lost}; }""",
        selector,
    )


@pytest.mark.browser_context_args(**PHONE)
def test_the_statistics_screen_shows_the_record_and_resets_it_only_when_confirmed(page, page_problems, site_url):
    url = "?game=gin&players=2&seed=7&lang=en&pace=0.05"
    open_page(page, site_url, url)
    st = wait_settled(page)
    key = st["saves"]["key"]
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    saved["game"] = finished_match(7)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(saved)])
    page.goto(f"{site_url}/{url}")
    assert wait_ready(page) == "ready"
    st = wait_settled(page)
    game = remi.load_game(json.dumps(saved["game"]))
    # the end of the match offers the statistics, by a tap on the table
    stats_button = button(st, "stats")
    assert stats_button is not None and button(st, "new_match") is not None
    tap(page, center(stats_button), touch=True)
    page.wait_for_selector("#stats-panel")
    assert page.locator("#stats .rules-tab.on").inner_text() == "Gin Rummy"
    section = page.locator('#stats section[data-key="gin"][data-level="medium"]')
    figures = dict(zip(section.locator("dt").all_inner_texts(), section.locator("dd").all_inner_texts()))
    won = int(0 in game.winners)
    assert figures["Matches played"] == "1" and figures["Matches won"] == f"{won} ({100 * won}%)"
    assert figures["Hands played"] == f"{len(game.results)} ({sum(r.winner == 0 for r in game.results)} won)"
    painted = chart_colours(page, "#stats canvas.stats-chart")
    assert (painted["won"] > 50) == bool(won) and (painted["lost"] > 50) != bool(won)
    text_fits(page)
    # another game's tab: nothing yet there
    page.locator('#stats .rules-tab[data-game="remi51"]').click()
    assert "No finished match of Remi 51 yet" in page.locator("#stats-panel").inner_text()
    page.locator('#stats .rules-tab[data-game="gin"]').click()
    # reset: asked first; "keep them" keeps them
    page.locator("#stats-reset").click()
    page.locator("#stats-reset-no").click()
    assert json.loads(page.evaluate("localStorage.getItem('remi.stats')"))["games"]["gin"]["medium"]["matches"] == 1
    page.locator("#stats-reset").click()
    page.locator("#stats-reset-yes").click()
    match_id = key.split(".")[-1]
    assert json.loads(page.evaluate("localStorage.getItem('remi.stats')")) == {"version": 1, "counted": [match_id], "games": {}}
    assert "No finished match of Gin Rummy yet" in page.locator("#stats-panel").inner_text()
    assert state(page)["stats"] == {}
    page.locator("#stats-close").click()
    page.reload()  # the match that ended before the reset is not counted again
    assert wait_ready(page) == "ready"
    wait_settled(page)
    assert json.loads(page.evaluate("localStorage.getItem('remi.stats')"))["games"] == {}
    tap(page, center(button(state(page), "stats")), touch=True)  # the tap's own click does not close it
    assert page.locator("#stats-panel").is_visible()
    assert "No finished match of Gin Rummy yet" in page.locator("#stats-panel").inner_text()
    tap(page, (195, 830), touch=True)  # a tap beside the (short) panel closes it
    assert page.locator("#stats").is_hidden()
    # from the new-match form too, at the game chosen there
    tap(page, center(button(state(page), "new_match")), touch=True)
    page.wait_for_selector("#start-form")
    page.locator("#start-form label.seg:has(input[value=traditional])").click()
    page.locator("#start-stats").click()
    assert page.locator("#stats .rules-tab.on").inner_text() == "Traditional Rummy"
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_a_match_played_by_taps_with_reloads_is_counted_once_and_kept_to_replay(page, page_problems, site_url):
    # a whole Gin match to 1 point (the first deal won decides it), played by taps, reloaded
    # in the middle of its deal and again on its end screen
    url = "?m=g2~5~e~target.1&lang=ro&pace=0.05"
    open_page(page, site_url, url)
    for _ in range(6):
        play_turn(page, touch=True)
    page.reload()
    assert wait_ready(page) == "ready"
    st = wait_settled(page)
    assert st["stats"] == {} and st["phase"] not in ("hand_over", "match_over")
    for _ in range(20):  # a drawn deal (the stock run out) deals again
        end = play_hand(page, touch=True)
        if end["phase"] == "match_over":
            break
        tap(page, center(button(end, "next_hand")), touch=True)
    assert end["phase"] == "match_over"
    for reload in (False, True):
        if reload:
            page.reload()
            assert wait_ready(page) == "ready"
            wait_settled(page)
        kept = json.loads(page.evaluate("localStorage.getItem('remi.stats')"))
        assert kept["games"]["gin"]["easy"]["matches"] == 1 and len(kept["counted"]) == 1
        history = json.loads(page.evaluate("localStorage.getItem('remi.history')"))
        assert len(history["matches"]) == 1
    game = remi.load_game(history["matches"][0]["save"])
    mine = state(page)["stats"]["gin"]["easy"]
    assert mine["won"] == int(0 in game.winners) and mine["deals"] == len(game.results)
    page_problems.assert_none()


def plant_finished(page, site_url: str, url: str, seed: int) -> str:
    """The tab's match replaced by one played to its end (a tab that then closed); its key."""
    open_page(page, site_url, url)
    key = wait_settled(page)["saves"]["key"]
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    saved["game"] = finished_match(seed)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(saved)])
    return key


@pytest.mark.browser_context_args(**PHONE)
def test_a_finished_match_the_replays_have_no_room_for_is_said_and_kept_once_the_person_makes_room(
    page, page_problems, site_url
):
    """Issue 50: the history at its budget: the match that ends is not kept to replay and none is
    let go; the person is told, "Free up space" opens the finished matches, and once they delete one
    and close the screen the match is kept. Nothing else changed."""
    import history as history_mod

    url = "?game=gin&players=2&seed=5&lang=en&pace=0.05"
    key = plant_finished(page, site_url, url, 5)
    one = finished_match(5)  # the same length as the match that ends: none more fits beside them
    full = history_mod.History()
    try:
        for k in range(10_000):
            full.add(f"old{k}", remi.load_game(json.dumps(one)), ["hard"], 1000.0 + k)
    except history_mod.NoRoom:
        pass  # full: as many as its budget holds
    kept = full.to_json()
    with pytest.raises(history_mod.NoRoom):  # the match that ends has no room beside them
        history_mod.History.from_json(kept)[0].add("x", remi.load_game(json.dumps(finished_match(5))), ["medium"], 0.0)
    page.evaluate("h => localStorage.setItem('remi.history', h)", kept)
    page.goto(f"{site_url}/{url}")
    assert wait_ready(page) == "ready"
    wait_settled(page)
    page.wait_for_selector("#message button")
    assert "no more room" in page.locator("#message").inner_text()
    assert page.evaluate("localStorage.getItem('remi.history')") == kept, "nothing let go, nothing half-written"
    page.screenshot(path=str(ARTIFACTS / "replays-full-phone-en.png"))
    page.locator("#message button").click()
    page.wait_for_selector("#replay-panel")
    assert page.locator("#replay-match option").count() == len(full.entries)
    page.locator("#replay-delete").click()
    page.locator("#replay-delete-yes").click()
    page.wait_for_function("!document.querySelector('.replay-delete')")
    page.locator("#replay-close").click()
    page.wait_for_selector("#replay-panel", state="hidden")
    ids = [m["id"] for m in json.loads(page.evaluate("localStorage.getItem('remi.history')"))["matches"]]
    assert ids == [e.id for e in full.entries[:-1]] + [key.split(".")[-1]]
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_statistics_at_their_budget_are_kept_whole_and_the_person_is_told(page, page_problems, site_url):
    """Issue 50: a record that would pass MAX_STATS_CHARS is not written (the next visit could not
    read it): the one kept stays whole, the person is told, with the way to the statistics."""
    from stats import MAX_STATS_CHARS, Stats

    url = "?game=gin&players=2&seed=5&lang=ro&pace=0.05"
    plant_finished(page, site_url, url, 5)
    record = Stats()
    game = remi.load_game(json.dumps(finished_match(6)))
    n = 0
    while len(record.to_json()) < MAX_STATS_CHARS - 150:  # people's records on one device, to the brim
        record.count_match(f"m{n}", game, [], 0, f"P{n}")
        n += 1
    kept = record.to_json()
    after, _ok = Stats.from_json(kept)
    assert after.count_match("x" * 12, remi.load_game(json.dumps(finished_match(5))), ["medium"])
    assert len(after.to_json()) > MAX_STATS_CHARS  # the match that ends has no room beside them
    page.evaluate("s => localStorage.setItem('remi.stats', s)", kept)
    page.goto(f"{site_url}/{url}")
    assert wait_ready(page) == "ready"
    wait_settled(page)
    page.wait_for_selector("#message button")
    assert "nu a intrat în statisticile tale" in page.locator("#message").inner_text()
    assert page.evaluate("localStorage.getItem('remi.stats')") == kept
    page.locator("#message button").click()
    page.wait_for_selector("#stats-reset")
    page_problems.assert_none()
