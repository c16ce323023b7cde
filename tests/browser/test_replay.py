"""Replaying a finished match in Chromium, as a player does: the match kept when it ends, its
deals stepped forward and back and jumped through, each step the engine's own state, every hand
or one player's view; then the match downloaded as JSON and as text, and a JSON file imported
to replay it."""

from __future__ import annotations

import json

import pytest
import remi
from rummy_helpers import finished_match
from table_driver import button, center, open_page, state, tap, text_fits, wait_ready, wait_settled

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)


def shown(page) -> dict:
    return state(page)["replay"]


@pytest.mark.browser_context_args(**PHONE)
def test_a_finished_match_replays_step_by_step_and_travels_as_a_file(page, page_problems, site_url, tmp_path):
    url = "?game=traditional&players=3&seed=21&lang=en&pace=0.05"
    open_page(page, site_url, url)
    st = wait_settled(page)
    key = st["saves"]["key"]
    game = finished_match("traditional", 3, {"deals": 2}, 21, ["medium"] * 3)
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    saved["game"] = json.loads(game.to_json())
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(saved)])
    page.goto(f"{site_url}/{url}")
    assert wait_ready(page) == "ready"
    st = wait_settled(page)
    kept = json.loads(page.evaluate("localStorage.getItem('remi.history')"))
    assert [m["id"] for m in kept["matches"]] == [key.split(".")[-1]]  # kept once the match ended
    # from the menu: the latest match, its last deal as it ended, every hand face up
    tap(page, center(button(st, "menu_new")), touch=True)
    page.locator("#start-replays").click()
    page.wait_for_selector("#replay-panel")
    deals = [i for i, a in enumerate(game.actions) if a == "next hand"]  # where each next deal began
    now = shown(page)
    assert now["deal"] == len(deals) and now["viewpoint"] == -1
    last = len(game.actions) - (deals[-1] + 1)
    assert now["step"] == last
    # the first deal, as dealt; then forward, back, and a jump along the slider
    page.locator('[data-deal="0"]').click()
    assert shown(page)["step"] == 0

    def engine_at(count: int) -> list:
        return [[str(c) for c in h] for h in game.replayed(count).hands]

    assert shown(page)["hands"] == engine_at(0)
    for _ in range(3):
        page.locator('[data-step="forward"]').click()
    assert shown(page)["step"] == 3 and shown(page)["hands"] == engine_at(3)
    page.locator('[data-step="back"]').click()
    assert shown(page)["step"] == 2 and shown(page)["hands"] == engine_at(2)
    page.locator("#replay-step").fill("17")  # the slider, moved to turn 17
    assert shown(page)["step"] == 17 and shown(page)["hands"] == engine_at(17)
    assert page.locator("#replay-count").inner_text().startswith("Move 17 of")
    assert page.locator("#replay-said").inner_text()  # what the 17th move was, in words
    # as Ana saw it: only Ana's cards face up
    page.locator("#replay-view").select_option("1")
    now = shown(page)
    assert sorted(now["face_up"]) == sorted(engine_at(17)[1])
    page.locator('[data-step="last"]').click()
    assert shown(page)["hands"] == engine_at(deals[0])  # the first deal's end
    text_fits(page)
    # downloaded as the engine's save, and as text
    with page.expect_download() as got:
        page.locator("#replay-json").click()
    path = tmp_path / "match.json"
    got.value.save_as(path)
    assert got.value.suggested_filename == f"remi-traditional-{game.seed}.json"
    assert remi.load_game(path.read_text(encoding="utf-8")).actions == game.actions
    with page.expect_download() as got_text:
        page.locator("#replay-text").click()
    words = got_text.value.path().read_text(encoding="utf-8")
    assert words.startswith("Remi — Traditional Rummy") and "Hand 2" in words and "Final scores:" in words
    # imported in a fresh browser: the same match to replay
    other = page.context.browser.new_context(**PHONE)
    try:
        fresh = other.new_page()
        open_page(fresh, site_url, "?game=gin&players=2&seed=4&lang=ro&pace=0.05")
        wait_settled(fresh)
        tap(fresh, center(button(state(fresh), "menu_new")), touch=True)
        fresh.locator("#start-replays").click()
        assert "Niciun meci terminat" in fresh.locator("#replay-panel").inner_text()
        fresh.locator("#replay-file").set_input_files(files=[{"name": "x.json", "mimeType": "application/json",
                                                              "buffer": b"not a match"}])
        fresh.wait_for_selector("#replay-panel [role=alert]")
        assert "nu e un meci Remi" in fresh.locator("#replay-panel [role=alert]").inner_text()
        fresh.locator("#replay-file").set_input_files(str(path))
        fresh.wait_for_function("window.remiTest.replay && window.remiTest.replay.hands !== undefined")
        assert shown(fresh)["hands"] == engine_at(0) and shown(fresh)["viewpoint"] == 0
        kept = json.loads(fresh.evaluate("localStorage.getItem('remi.history')"))
        assert kept["matches"][0]["imported"] is True
    finally:
        other.close()
    page.locator("#replay-close").click()
    assert page.locator("#replay").is_hidden()
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_a_kept_match_goes_only_when_the_person_deletes_it(page, page_problems, site_url):
    """Issue 50: the replays let the oldest go past 20 without a word; now the person deletes
    the match they choose (asked first, with the download at hand), and nothing else goes."""
    import history as history_mod

    kept = history_mod.History()
    games = [finished_match("gin", 2, {"target": 1}, seed, ["medium", "medium"]) for seed in (3, 4)]
    for k, game in enumerate(games):
        kept.add(f"m{k}", game, ["medium"], 1000.0 + k)
    page.goto(f"{site_url}/?lang=en&pace=0.05")  # a first visit: the new-match form
    assert wait_ready(page) == "ready"
    page.evaluate("h => localStorage.setItem('remi.history', h)", kept.to_json())
    page.locator("#start-replays").click()
    page.wait_for_selector("#replay-panel")
    assert shown(page)["match"] == "m1"  # the latest
    page.locator("#replay-delete").click()
    assert "cannot be undone" in page.locator(".replay-delete").inner_text()
    page.locator("#replay-delete-no").click()  # kept after all
    assert page.locator(".replay-delete").count() == 0
    assert len(json.loads(page.evaluate("localStorage.getItem('remi.history')"))["matches"]) == 2
    page.locator("#replay-delete").click()
    page.locator("#replay-delete-yes").click()
    page.wait_for_function("!document.querySelector('.replay-delete')")
    left = json.loads(page.evaluate("localStorage.getItem('remi.history')"))["matches"]
    assert [m["id"] for m in left] == ["m0"] and shown(page)["match"] == "m0"
    assert "deleted" in page.locator("#replay-panel [role=alert]").inner_text()
    text_fits(page)
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_a_long_match_lists_its_deals_in_a_select_and_the_table_stays_near_the_top(page, page_problems, site_url):
    """A Remi 51 match of many deals once showed a button per deal, a phone's whole screen of
    them above the table; past six it lists them in a select."""
    import history as history_mod

    game = finished_match("remi51", 2, {}, 4, ["medium", "medium"])
    deals = len(game.results)
    assert deals > 6
    kept = history_mod.History()
    kept.add("long", game, ["medium"], 1000.0)
    page.goto(f"{site_url}/?lang=ro&pace=0.05")
    assert wait_ready(page) == "ready"
    page.evaluate("h => localStorage.setItem('remi.history', h)", kept.to_json())
    page.locator("#start-replays").click()
    page.wait_for_selector("#replay-panel")
    assert page.locator("[data-deal]").count() == 0
    assert page.locator("#replay-deal option").count() == deals
    assert page.locator("#replay-deal option:checked").inner_text() == f"Mâna {deals} din {deals}"  # as it ended
    page.locator("#replay-deal").select_option("1")
    page.wait_for_function("window.remiTest.replay && window.remiTest.replay.deal === 1")
    assert shown(page)["step"] == 0
    table_top = page.evaluate("document.getElementById('replay-table').getBoundingClientRect().top")
    assert table_top < 844, "the table is on the first screen"
    text_fits(page)
    page_problems.assert_none()


def long_gin_save(seed: int, chars: int) -> str:
    """A legal Gin match in progress whose save is about ``chars`` long: two players who only
    ever take the discard back (the longest matches the rules allow)."""
    game = remi.new_game("gin", 2, seed=seed)
    while len(game.actions) < chars // 15 or len(game.to_json()) < chars:
        legal = [str(a) for a in game.legal_actions()]
        if game.phase == "hand_over":
            game.apply("next hand")
        elif "draw discard" in legal or "take" in legal:
            game.apply("draw discard" if "draw discard" in legal else "take")
        else:
            game.apply([a for a in legal if a.startswith("discard ")][-1])
    return game.to_json()


@pytest.mark.browser_context_args(**PHONE)
def test_two_large_imports_keep_every_match_the_second_refused_with_a_message(page, page_problems, site_url, tmp_path):
    """Issue 50: imports of 1.05 M and 1.08 M characters were both taken; the history (2.43 M) could
    not be read at the next visit and every match in it was lost. The second is now refused, said,
    before anything changes; after a reload every match is there."""
    import history as history_mod

    first, second = tmp_path / "first.json", tmp_path / "second.json"
    first.write_text(long_gin_save(1, 1_050_000), encoding="utf-8")
    second.write_text(long_gin_save(2, 1_080_000), encoding="utf-8")
    kept = history_mod.History()
    kept.add("m0", finished_match("gin", 2, {"target": 1}, 3, ["medium", "medium"]), ["medium"], 1000.0)
    page.goto(f"{site_url}/?lang=en&pace=0.05")
    assert wait_ready(page) == "ready"
    page.evaluate("h => localStorage.setItem('remi.history', h)", kept.to_json())
    page.locator("#start-replays").click()
    page.wait_for_selector("#replay-panel")
    page.locator("#replay-file").set_input_files(str(first))
    page.wait_for_function("document.querySelectorAll('#replay-match option').length === 2", timeout=60_000)
    before = page.evaluate("localStorage.getItem('remi.history')")
    page.locator("#replay-file").set_input_files(str(second))
    page.wait_for_selector("#replay-panel [role=alert]", timeout=60_000)
    assert "To make room, delete older ones" in page.locator("#replay-panel [role=alert]").inner_text()
    assert page.evaluate("localStorage.getItem('remi.history')") == before, "nothing changed"
    page.reload()
    assert wait_ready(page) == "ready"
    page.locator("#start-replays").click()
    page.wait_for_selector("#replay-panel")
    assert page.locator("#replay-match option").count() == 2  # every match kept, none set aside
    page_problems.assert_none()
