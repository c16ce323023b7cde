"""The computer players think in a worker (web/thinking.py, web/thinker.py): once it is up,
their moves and the Hint come from it, and the table plays on as before; without it (it cannot
start, or ``window.remiNoWorker``) the page thinks, and a whole hand plays the same way.
The worker's answers equal the page's own players' (tests/page/test_thinker.py)."""

from __future__ import annotations

import time

import pytest
from table_driver import play_hand, state, wait_settled
from test_levels_and_hints import press_hint
from test_play_table_games import play_deal

pytestmark = pytest.mark.browser

DESKTOP = dict(viewport={"width": 1280, "height": 800}, device_scale_factor=1)
WORKER_UP = "window.remiTest && window.remiTest.thinker.where === 'worker'"


def open_page(page, site_url: str, query: str) -> None:
    page.goto(f"{site_url}/{query}")
    page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=90_000)


@pytest.mark.browser_context_args(**DESKTOP)
def test_computer_players_and_the_hint_think_in_the_worker(page, page_problems, site_url):
    open_page(page, site_url, "?game=traditional&players=3&seed=68&level=hard&lang=en&pace=0.1")
    page.wait_for_function(WORKER_UP, timeout=90_000)
    before = wait_settled(page)["thinker"]
    shown = press_hint(page, False, "en", "worker-hint.png", (1280, 800))
    assert shown["thinker"]["worker"] == before["worker"] + 1  # the hint came from the worker
    end = play_deal(page, "traditional", False, (1280, 800), "worker")["state"]
    assert end["phase"] in ("hand_over", "match_over")
    after = end["thinker"]
    assert after["where"] == "worker"
    assert after["worker"] >= before["worker"] + 10, after  # every move of Ana's and Ion's
    assert after["page"] == before["page"], after  # none on the page once the worker was up
    # the first computer move is marked once (bench/longtasks.py times it from ready)
    marks = page.evaluate("performance.getEntriesByName('remi:first-computer-move').map((e) => e.startTime)")
    assert len(marks) == 1, marks
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_without_the_worker_the_page_thinks(page, page_problems, site_url):
    page.add_init_script("window.remiNoWorker = true")
    open_page(page, site_url, "?game=gin&players=3&seed=5&level=hard&lang=en&pace=0.1")
    end = play_hand(page, touch=False, limit=400)
    assert end["phase"] in ("hand_over", "match_over")
    assert end["thinker"]["where"] == "page" and end["thinker"]["worker"] == 0
    assert not end["thinker"]["told"]  # (by design here: nothing to tell)
    assert end["thinker"]["page"] >= 5
    assert state(page)["phase"] == end["phase"]
    page_problems.assert_none()


END_WORKER = "document.querySelector('script[name=remi-thinker]').xworker.terminate()"


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_worker_that_stops_answering_is_left_at_the_next_question(page, page_problems, site_url):
    """The browser may end a worker (or anything else may): the next computer move finds it
    silent at its ping, and the page thinks at once, not after the answer's whole time."""
    open_page(page, site_url, "?game=gin&players=2&seed=5&level=hard&lang=en&pace=0.1")
    page.wait_for_function(WORKER_UP, timeout=90_000)
    before = wait_settled(page)["thinker"]
    page.evaluate(END_WORKER)
    started = time.monotonic()
    end = play_hand(page, touch=False, limit=400)
    after = end["thinker"]
    assert after["where"] == "page" and "ping" in after["why"], after
    assert after["told"], after  # (issue 50: it stopped with no word to the person)
    assert after["page"] > before["page"] and after["worker"] == before["worker"], after
    assert end["phase"] in ("hand_over", "match_over")
    print(f"the hand played on without the worker: {time.monotonic() - started:.1f} s")
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_worker_whose_file_is_missing_leaves_the_page_thinking(page, page_problems, site_url):
    """The worker's own file (the page's copy of it is loaded already) is refused once the
    table is up: the page says why in the console, thinks itself, and no error is left
    unhandled."""
    up: list = []
    page.route("**/web/thinker.py", lambda route: route.fulfill(status=404, body="gone") if up else route.continue_())
    page.goto(f"{site_url}/?game=gin&players=2&seed=5&level=hard&lang=en&pace=0.1")
    page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=90_000)
    up.append(True)
    page.wait_for_function("window.remiTest && window.remiTest.thinker.where !== 'starting'", timeout=30_000)
    thinker = state(page)["thinker"]
    assert thinker["where"] == "page" and "thinker.py: HTTP 404" in thinker["why"], thinker
    assert thinker["told"] and "think on this page" in page.locator("#message").inner_text()
    end = play_hand(page, touch=False, limit=400)
    assert end["phase"] in ("hand_over", "match_over") and end["thinker"]["page"] >= 3
    # the refused file itself is the one error expected: the browser logs any 404
    page_problems.console_errors[:] = [e for e in page_problems.console_errors if "404" not in e]
    page_problems.failed_requests.clear()
    page_problems.assert_none()
