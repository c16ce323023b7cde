"""Plays the Remi page as a person would: real pointer events at the coordinates the page
publishes in ``window.remiTest`` (cards, buttons, piles in page CSS pixels).

Used by test_play.py; not a conftest, so it is imported explicitly.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Dict, Optional

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
READY = "['ready', 'error'].includes(document.documentElement.dataset.appState)"
# the person at the screen (seat 0, or in pass-and-play whoever holds it) is to play, or the
# device is to be handed on, or the hand is over; and no card is moving
SETTLED = (
    "(() => { const t = window.remiTest; if (!t || t.busy || t.start_screen) return false;"
    " const p = t.people || {me: 0, covered: null};"
    " return t.to_act === p.me || p.covered !== null || ['hand_over', 'match_over'].includes(t.phase); })()"
)
VALUES = {"A": 1, "J": 10, "Q": 10, "K": 10}


def card_value(card_id: str) -> int:
    rank = card_id.rstrip("'")[:-1]
    return VALUES.get(rank) or int(rank)


def wait_ready(page: Any, timeout: float = 90_000) -> str:
    page.wait_for_function(READY, timeout=timeout)
    return page.evaluate("document.documentElement.dataset.appState")


def open_page(page: Any, site_url: str, query: str) -> None:
    """Open the site at ``query`` (``?game=gin&seed=7``) and wait until the page is up."""
    page.goto(f"{site_url}/{query}")
    assert wait_ready(page) == "ready", page.locator("#load-error").inner_text()


def state(page: Any) -> Dict[str, Any]:
    return page.evaluate("window.remiTest")


def wait_settled(page: Any, timeout: float = 60_000) -> Dict[str, Any]:
    """Until it is the person's turn (or the hand is over) and no card is moving."""
    page.wait_for_function(SETTLED, timeout=timeout)
    return state(page)


MISFITS = "window.remiPaint.misfits.map(m => `${m.how} ${m.where}: ${m.text} (${m.need} px in ${m.room})`)"
OVERFLOWS = """(() => {
  const out = [];
  if (document.documentElement.scrollWidth > innerWidth + 1) out.push('the page is wider than the screen');
  for (const el of document.querySelectorAll('#start *, #rules *, #message *')) {
    if (!el.getClientRects().length || el.clientWidth === 0) continue;
    if (['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) continue;
    if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName}#${el.id}.${el.className}: ${el.textContent.slice(0, 60)}`);
  }
  return out;
})()"""


def text_fits(page: Any) -> None:
    """Every text of the table's last drawing fits its box (not squeezed, not cut: the painter
    lists those), and no text of the page's panels runs past its box."""
    assert page.evaluate(MISFITS) == [], page.evaluate(MISFITS)
    assert page.evaluate(OVERFLOWS) == [], page.evaluate(OVERFLOWS)


def center(box: Dict[str, Any]) -> tuple:
    return box["x"] + box["w"] / 2, box["y"] + box["h"] / 2


def card_point(box: Dict[str, Any]) -> tuple:
    """A point on the visible strip of a hand card (upper part, where the index is)."""
    return box["x"] + min(box["w"], 30) / 2, box["y"] + box["h"] * 0.3


def tap(page: Any, point: tuple, touch: bool) -> None:
    x, y = point
    if touch:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def drag(page: Any, start: tuple, end: tuple, steps: int = 12) -> None:
    page.mouse.move(*start)
    page.mouse.down()
    for i in range(1, steps + 1):
        page.mouse.move(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
    page.mouse.up()


def button(st: Dict[str, Any], bid: str) -> Optional[Dict[str, Any]]:
    return next((b for b in st["buttons"] if b["id"] == bid), None)


def card(st: Dict[str, Any], cid: str) -> Optional[Dict[str, Any]]:
    return next((c for c in st["cards"] if c["id"] == cid), None)


def wait_change(page: Any, before: Dict[str, Any], timeout: float = 10.0) -> Dict[str, Any]:
    """Until the published state differs from ``before`` in phase, hand or turn."""
    keys = ("phase", "to_act", "hand", "selected", "results")
    end = time.time() + timeout
    while time.time() < end:
        st = state(page)
        if any(st.get(k) != before.get(k) for k in keys):
            return st
        time.sleep(0.05)
    raise AssertionError(f"the page did not react: {before.get('phase')} {before.get('status')}")


def worst_deadwood(st: Dict[str, Any]) -> str:
    """The highest deadwood card of the hand (the test's simple strategy)."""
    dead = [c for c in st["cards"] if c.get("deadwood")] or st["cards"]
    dead = [c for c in dead if c.get("discard", True)] or dead
    return max(dead, key=lambda c: (card_value(c["id"]), c["index"]))["id"]


def lay_off_by_hand(page: Any, st: Dict[str, Any], touch: bool) -> bool:
    """Tap a card, then a knocker's meld that lights up for it; False when none does."""
    for c in st["cards"]:
        tap(page, card_point(c), touch)
        page.wait_for_function(f"window.remiTest.selected === {c['id']!r}")
        now = state(page)
        target = next((m for m in now["melds"] if m.get("legal")), None)
        if target is not None:
            hand = now["hand"]
            tap(page, center(target), touch)
            page.wait_for_function(f"window.remiTest.hand.length === {len(hand) - 1}")
            return True
        tap(page, card_point(c), touch)  # unselect
        page.wait_for_function("window.remiTest.selected === null")
    return False


def play_turn(page: Any, touch: bool, discard_style: str = "tap", layoff_style: str = "best") -> Dict[str, Any]:
    """One decision by the person: pass the up-card, draw from the stock, knock when the
    Knock (or Gin) button shows, otherwise discard the highest deadwood card; lay off the best
    and finish. ``discard_style``: tap (card, then pile), drag, or double (a double click: with a
    mouse only, two quick taps on touch are two taps)."""
    st = wait_settled(page)
    phase = st["phase"]
    if phase == "upcard":
        tap(page, center(button(st, "pass")), touch)
    elif phase == "draw":
        tap(page, center(st["piles"]["stock"]), touch)
    elif phase == "discard":
        for bid in ("big_gin", "gin", "knock"):
            b = button(st, bid)
            if b is not None:
                tap(page, center(b), touch)
                return wait_change(page, st)
        cid = worst_deadwood(st)
        box = card(st, cid)
        if discard_style == "drag":
            drag(page, card_point(box), center(st["piles"]["discard"]))
        elif discard_style == "double":
            tap(page, card_point(box), touch)
            page.wait_for_timeout(60)
            tap(page, card_point(box), touch)
        else:
            tap(page, card_point(box), touch)
            page.wait_for_function(f"window.remiTest.selected === {cid!r}")
            tap(page, center(state(page)["piles"]["discard"]), touch)
    elif phase == "layoff":
        if layoff_style == "manual" and lay_off_by_hand(page, st, touch):
            return wait_settled(page)
        b = button(st, "layoff_best") or button(st, "done")
        tap(page, center(b), touch)
    else:
        return st
    return wait_change(page, st)


def play_hand(
    page: Any, touch: bool, styles=("tap",), shots: Optional[Dict[str, str]] = None, limit: int = 400, layoff_style: str = "best"
) -> Dict[str, Any]:
    """Play until the end-of-hand screen; screenshots of some moments into artifacts/."""
    shots = dict(shots or {})
    turn = 0
    for _ in range(limit):
        st = wait_settled(page)
        text_fits(page)
        if st["phase"] in ("hand_over", "match_over"):
            return st
        if st["phase"] in shots:
            page.screenshot(path=str(ARTIFACTS / shots.pop(st["phase"])))
        style = styles[turn % len(styles)]
        if st["phase"] == "discard":
            turn += 1
        play_turn(page, touch, style, layoff_style)
    raise AssertionError("the hand did not end")
