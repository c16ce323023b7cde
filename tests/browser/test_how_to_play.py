"""How to play, in the browser: opened from the table and from the new-match form at the game
being played, its example melds painted by the table's painter, and a refused move's "why?"
opening the rules at the rule it breaks (the rule's id itself never shown).
"""

from __future__ import annotations

import pytest
from table_driver import card_point, center, open_page, state, tap, wait_settled

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True, has_touch=True)
DESKTOP = dict(viewport={"width": 1280, "height": 800}, device_scale_factor=1)

PAINTED = """(() => [...document.querySelectorAll('#rules canvas.rules-meld')].map(c => {
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let light = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] > 230 && d[i + 1] > 230 && d[i + 2] > 220) light++;
  return light / (d.length / 4);
}))()"""


def button(st, bid):
    return next(b for b in st["buttons"] if b["id"] == bid)


@pytest.mark.browser_context_args(**PHONE)
def test_the_rules_open_from_the_table_and_the_form_at_the_game_played(page, page_problems, site_url):
    open_page(page, site_url, "?game=remi51&players=2&seed=3&lang=ro&pace=0.15")
    st = wait_settled(page)
    tap(page, center(button(st, "rules")), True)
    page.wait_for_selector("#rules:not([hidden]) #rules-panel")
    assert page.locator(".rules-tab.on").inner_text() == "Remi 51"
    assert page.locator("#rules-title").inner_text() == "Cum se joacă"
    assert page.locator("#rules-panel section h2").count() >= 4
    assert page.locator(".rules-options").count() == 1  # this match's house rules
    shares = page.evaluate(PAINTED)
    assert shares and min(shares) > 0.2, shares  # card faces painted (light), not empty canvases
    assert "R51-" not in page.locator("#rules-panel").inner_text()
    page.locator(".rules-tab[data-game='gin']").click()
    page.wait_for_function("document.querySelector('.rules-tab.on').dataset.game === 'gin'")
    page.locator("#rules-close").click()
    page.wait_for_selector("#rules", state="hidden")
    # from the new-match form: the game chosen there
    tap(page, center(button(state(page), "menu_new")), True)
    page.wait_for_selector("#start-form")
    page.locator("#start-form input[name=game][value=traditional]").check()
    page.wait_for_function("document.getElementById('start-rules').textContent.includes('Tradițional')")
    page.locator("#start-rules").click()
    page.wait_for_selector("#rules:not([hidden]) #rules-panel")
    assert page.locator(".rules-tab.on").get_attribute("data-game") == "traditional"
    assert page.locator(".rules-options").count() == 0  # not the match on the table
    page.screenshot(path="artifacts/rules-phone-ro.png")
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_refusal_says_why_in_words_and_opens_its_rule(page, page_problems, site_url):
    # Gin (G-6): the card just taken from the discard pile may not be thrown at once
    open_page(page, site_url, "?game=gin&players=2&seed=11&lang=en&pace=0.15")
    st = wait_settled(page)
    assert st["phase"] == "upcard" and st["to_act"] == 0  # the dealer is Ana: the person decides first
    tap(page, center(button(st, "take")), False)
    page.wait_for_function("window.remiTest.phase === 'discard' && !window.remiTest.busy")
    st = state(page)
    taken = next(c["id"] for c in st["cards"] if not c.get("discard"))  # the up-card: not to be thrown now
    box = next(c for c in st["cards"] if c["id"] == taken)
    tap(page, card_point(box), False)
    page.wait_for_function(f"window.remiTest.selected === {taken!r}")
    tap(page, center(state(page)["piles"]["discard"]), False)
    page.wait_for_selector("#message:not([hidden]) button.why")
    text = page.locator("#message").inner_text()
    assert "G-6" not in text and text.strip()
    page.locator("#message button.why").click()
    page.wait_for_selector("#rules:not([hidden]) section.rules-asked")
    assert "G-6" in page.locator("section.rules-asked").get_attribute("data-rules").split()
    page.screenshot(path="artifacts/rules-why-desktop-en.png")
    page_problems.assert_none()


@pytest.mark.browser_context_args(**PHONE)
def test_the_form_switches_the_language_and_keeps_the_computer_players_speed(page, page_problems, site_url):
    open_page(page, site_url, "?lang=ro")
    page.wait_for_selector("#start-form")
    assert page.locator("#start-form h1").inner_text() and page.locator("#start-lang").inner_text() == "English"
    page.locator("#start-form input[name=speed][value=fast]").check()
    page.wait_for_function("(localStorage.getItem('remi.settings') || '').includes('fast')")
    page.locator("#start-lang").click()
    page.wait_for_function("document.getElementById('start-lang').textContent === 'Română'")
    assert page.locator("#start-form legend", has_text="Computer players' speed").count() == 1
    assert page.locator("#start-form input[name=speed][value=fast]").is_checked()  # kept across the switch
    page.goto(f"{site_url}/")
    page.wait_for_selector("#start-form")
    assert page.locator("#start-lang").inner_text() == "Română"  # the language chosen, kept
    assert page.locator("#start-form input[name=speed][value=fast]").is_checked()
    page_problems.assert_none()
