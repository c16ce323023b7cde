"""No text cut or squeezed, on every screen a newcomer meets: the table of each game at phone
and desktop size in both languages, with a hint, the deal's moves, the end of a deal, the rules
and the new-match form. The painter lists the texts of its last drawing that did not fit their
box (``window.remiPaint.misfits``); the page's panels are checked by their boxes. The game
tests (test_play.py, test_play_table_games.py) check the same at every turn of whole deals.

And the cases players found (issue 49), each at 320, 390 and 1366 px wide in both languages:
a joker's tag on the table ("=K♣", "=10♦") under the next card of its meld; a "10" squeezed in
a card's corner, with large cards too (test_look_model.py checks they are larger on a phone);
the new-match form's heading half under its sticky Deal bar, two of its links run together
("Replay finished matchesKeyboard keys"); a bad link's message hidden under the pass-and-play
cover; the statistics chart's "earlier" and "latest" written over each other. Besides the
painter's own list, what the canvases were given to write is recorded as written (``WRITTEN``)
and checked against the jokers' strips and the chart's other words.
"""

from __future__ import annotations

import json

import pytest
import remi
from remi.players import make_player
from table_driver import MISFITS, OVERFLOWS, center, open_page, play_turn, state, tap, text_fits, wait_ready, wait_settled

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


SMALL = dict(viewport={"width": 320, "height": 568}, device_scale_factor=2, is_mobile=True, has_touch=True)


@pytest.mark.parametrize("context", [SMALL, PHONE, DESKTOP], ids=["320", "phone", "desktop"])
@pytest.mark.parametrize("name,players,seed", GAMES, ids=[g[0] for g in GAMES])
def test_every_text_fits_its_box(new_page, site_url, page_problems, context, name, players, seed):
    page = new_page(context)
    touch = context is not DESKTOP
    table = name in ("traditional", "remi51")
    open_page(page, site_url, f"?game={name}&players={players}&seed={seed}&lang=ro&pace=0.05")
    screens(page, touch, table)
    st = state(page)
    if any(b["id"] == "lang" for b in st["buttons"]):  # the same in English
        tap(page, center(button(st, "lang")), touch)
    else:  # (a narrow screen keeps the language in the new-match form, over the match)
        tap(page, center(button(st, "menu_new")), touch)
        page.locator("#start-lang").click()
        page.locator("#start-cancel").click()
        page.wait_for_selector("#start-form", state="hidden")
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


# ------------------------------------------------------------------ the cases players found

WIDTHS = {"320": SMALL, "390": PHONE, "1366": DESKTOP}
# Remi 51, three players, part-way through a deal (Easy players): on the table Q♣ ★ A♣ (the
# joker a K♣), 10♥ J♥ ★ K♥ A♥, 9♦ ★ J♦ Q♦ K♦ (a 10♦) and a set; 10♥ in the person's hand
JOKERS = ("remi51", 3, 58, 22)

# Text of the new-match form that its sticky Deal bar covers in part (a line half under it), and
# two buttons or links of one line that touch (read as one: "Replay finished matchesKeyboard keys").
FORM_PROBLEMS = """(() => {
  const out = [];
  const form = document.getElementById('start-form');
  const bar = form.querySelector('.actions').getBoundingClientRect();
  const walker = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
  const boxes = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.parentElement;
    if (!node.textContent.trim() || at.closest('.actions, [hidden], option')) continue;
    if (at.closest('details:not([open])') && !at.closest('summary')) continue;  // (a closed section's, not drawn)
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) boxes.push([node.textContent.trim(), r]);
  }
  for (const el of form.querySelectorAll('select, input[type=text], input[type=number]')) {
    if (!el.getClientRects().length || el.closest('.actions, details:not([open])')) continue;
    boxes.push([el.name, el.getBoundingClientRect()]);
  }
  for (const [text, r] of boxes) {
    if (r.top < bar.top - 1 && r.bottom > bar.top + 1) {
      const where = `${Math.round(r.top)} to ${Math.round(r.bottom)}, the bar from ${Math.round(bar.top)}`;
      out.push(`half under the deal bar: ${text.slice(0, 40)} (${where})`);
    }
  }
  // (those in sight: the bar's own, and those above it; not one of each)
  const inBar = el => !!el.closest('.actions');
  const controls = [...form.querySelectorAll('button, a')].filter(
    el => el.getClientRects().length && (inBar(el) || el.getBoundingClientRect().bottom <= bar.top + 1));
  for (const a of controls) for (const b of controls) {
    if (inBar(a) !== inBar(b)) continue;
    const ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();
    const line = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > Math.min(ra.height, rb.height) / 2;
    if (a !== b && line && rb.left >= ra.left && rb.left - ra.right < 4) {
      out.push(`touching: ${a.textContent.trim()}|${b.textContent.trim()} (${Math.round(rb.left - ra.right)} px apart)`);
    }
  }
  return out;
})()"""

# The message on show (a bad link's) is on top of everything, on the screen, and covers no text of
# the pass-and-play cover under it.
MESSAGE_PROBLEMS = """(() => {
  const box = document.getElementById('message');
  if (box.hidden) return ['no message shown'];
  const out = [];
  const r = box.getBoundingClientRect();
  if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) out.push('the message runs off the screen');
  const points = [[r.left + 8, r.top + 8], [r.right - 8, r.top + 8], [r.left + 8, r.bottom - 8], [r.right - 8, r.bottom - 8],
                  [(r.left + r.right) / 2, (r.top + r.bottom) / 2]];
  for (const [x, y] of points) {
    const el = document.elementFromPoint(x, y);
    const over = el && el.closest('[id]');
    if (!el || !box.contains(el)) out.push(`the message is under #${over && over.id} at ${x.toFixed()},${y.toFixed()}`);
  }
  for (const el of document.querySelectorAll('#pass h1, #pass p, #pass button')) {
    const q = el.getBoundingClientRect();
    if (el.getClientRects().length && q.left < r.right && r.left < q.right && q.top < r.bottom && r.top < q.bottom) {
      out.push(`the message covers ${el.textContent.slice(0, 40)}`);
    }
  }
  return out;
})()"""


# What the page's canvases are given to write, as written (the table's jokers' tags and "10"s,
# every text of a statistics chart): the painter's own list (remiPaint.misfits) checked by what
# it did, and the chart's words, which must not run into each other.
WRITTEN = """(() => {
  const written = window.remiWritten = [];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, x, y, most) {
    const chart = this.canvas.classList.contains('stats-chart');
    if (chart || (this.canvas.id === 'table' && (text === '10' || String(text).startsWith('=')))) {
      written.push({text: String(text), x, y, most: most === undefined ? null : most, need: this.measureText(text).width,
                    align: this.textAlign, size: parseFloat(this.font.match(/([0-9.]+)px/)[1]), chart});
    }
    return fillText.apply(this, arguments);
  };
})()"""


def written_problems(page):
    """The tags and "10"s written since the page opened that were squeezed by more than a tenth,
    and the tags whose end is under the next card of their meld (the joker's strip ends there)."""
    out = []
    jokers = state(page)["jokers"]
    for w in page.evaluate("window.remiWritten.filter(w => !w.chart)"):
        if w["most"] is not None and w["need"] * 0.9 > w["most"]:
            out.append(f"written squeezed: {w['text']} ({w['need']:.0f} px in {w['most']:.0f})")
        strip = next((j for j in jokers if j["x"] <= w["x"] < j["x"] + j["w"] and j["y"] <= w["y"] <= j["y"] + j["h"]), None)
        end = w["x"] + min(w["need"], w["most"] or w["need"])
        if w["text"].startswith("=") and strip and end > strip["x"] + strip["w"] - 2:
            out.append(f"written under the next card: {w['text']} (to {end:.0f}, its strip to {strip['x'] + strip['w']:.0f})")
    return out


def settings(page, lang, **look):
    page.evaluate("s => localStorage.setItem('remi.settings', s)", json.dumps({"lang": lang, **look}))


def with_save(page, site_url, query, game=None, ui=None):
    """The match of this tab saved as ``game`` (an engine game) with ``ui`` (the page's part),
    then the page opened again at ``query``."""
    key = wait_settled(page)["saves"]["key"]
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    if game is not None:
        saved["game"] = json.loads(game.to_json())
    saved.setdefault("ui", {}).update(ui or {})
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(saved)])
    page.goto(f"{site_url}/{query}")
    assert wait_ready(page) == "ready"


def played(name, players, seed, actions):
    """A deal of ``name`` played by Easy players up to its ``actions``-th action."""
    game = remi.new_game(name, players, seed=seed)
    bots = [make_player("easy", s, name) for s in range(players)]
    while len(game.actions) < actions:
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return game


def misfits(page):
    """What text_fits asserts there is none of: the painter's misfits, the panels' overflows."""
    return page.evaluate(MISFITS) + page.evaluate(OVERFLOWS)


def form_fits(page, found, where):
    page.wait_for_selector("#start-form")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")  # (the form laid out)
    found.append((where, misfits(page) + page.evaluate(FORM_PROBLEMS)))


def tables_fit(page, site_url, found):
    """The jokers' table, with and without large cards, then large cards on a Gin table, in both
    languages."""
    name, players, seed, actions = JOKERS
    query = f"?game={name}&players={players}&seed={seed}&pace=0.05"
    fresh(page, "ro")
    open_page(page, site_url, query)
    with_save(page, site_url, query, played(*JOKERS))
    for lang in ("ro", "en"):
        for large in (False, True):
            settings(page, lang, large_cards=large)
            page.reload()
            assert wait_ready(page) == "ready"
            st = wait_settled(page)
            assert st["lang"] == lang and st["actions"] == actions and len(st["jokers"]) == 3, st["jokers"]
            found.append((f"the jokers' table{', large cards' if large else ''}, {lang}", misfits(page) + written_problems(page)))
    fresh(page, "en", large_cards=True)
    open_page(page, site_url, "?game=gin&players=2&seed=5&pace=0.05")  # (10♣ in the hand)
    for lang in ("en", "ro"):
        settings(page, lang, large_cards=True)
        page.reload()
        assert wait_ready(page) == "ready"
        st = wait_settled(page)
        assert "10c" in st["hand"] and st["lang"] == lang, st["hand"]
        found.append((f"Gin, large cards, {lang}", misfits(page) + written_problems(page)))


def fresh(page, lang, **look):
    """Nothing kept but the settings (a link's deal then starts at once: no match to ask about)."""
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    settings(page, lang, **look)


def cover_and_message(page, site_url, found):
    """A bad link over a pass-and-play match: its message shows over the cover."""
    for lang, link in (("ro", "?players=9"), ("en", "?game=nope")):
        fresh(page, lang)
        open_page(page, site_url, "?game=gin&players=2&seed=3&pace=0.05")
        with_save(page, site_url, link, ui={"levels": ["person"], "names": ["Ioana", "Bogdan"]})
        page.wait_for_selector("#pass-panel")
        assert wait_settled(page)["people"]["covered"] is not None
        found.append((f"{link} over the pass-and-play cover, {lang}", page.evaluate(MESSAGE_PROBLEMS)))


def chart_fits(page, found, lang):
    """The statistics with one finished match: the chart's words apart, each whole."""
    page.evaluate("window.remiWritten.length = 0")
    page.locator("#start-stats").click()
    page.wait_for_selector("#stats canvas.stats-chart")
    words = []
    for w in page.evaluate("window.remiWritten.filter(w => w.chart)"):
        width = min(w["need"], w["most"] or w["need"])
        left = w["x"] - {"center": width / 2, "right": width}.get(w["align"], 0)
        words.append({"text": w["text"], "left": left, "right": left + width, "top": w["y"] - w["size"] / 2,
                      "bottom": w["y"] + w["size"] / 2})
    assert "40" in {w["text"] for w in words}, words  # (the chart's own drawing)
    run_together = [
        f"{a['text']} ({a['left']:.0f} to {a['right']:.0f}) and {b['text']} ({b['left']:.0f} to {b['right']:.0f})"
        for i, a in enumerate(words) for b in words[i + 1:]
        if not (a["right"] <= b["left"] or b["right"] <= a["left"] or a["bottom"] <= b["top"] or b["bottom"] <= a["top"])
    ]
    found.append((f"the statistics' chart, {lang}", misfits(page) + run_together))
    page.locator("#stats-close").click()
    page.wait_for_selector("#stats", state="hidden")


def one_match_record() -> str:
    """The person's record after one finished match of Gin (stats.py): won, 40 points."""
    import stats

    record = stats.Stats()
    rec = record.record("gin", "medium")
    rec.matches, rec.won, rec.streak, rec.best_streak, rec.deals, rec.deals_won = 1, 1, 1, 1, 3, 2
    rec.points, rec.best_deal, rec.recent = 40, 0, [[1, 40]]
    record.counted = ["fits"]
    return record.to_json()


@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_cases_players_found_fit_at_each_width(new_page, site_url, page_problems, width):
    context = WIDTHS[width]
    touch = context is not DESKTOP
    page = new_page(context)
    page.context.add_init_script(WRITTEN)
    found = []  # (where, what does not fit there): all of them said at the end
    # a first visit: the new-match form, in both languages, and the statistics of one match
    page.goto(f"{site_url}/?lang=ro&pace=0.05")
    page.evaluate("s => localStorage.setItem('remi.stats', s)", one_match_record())
    page.goto(f"{site_url}/?lang=ro&pace=0.05")
    assert wait_ready(page) == "ready"
    for lang in ("ro", "en"):
        form_fits(page, found, f"the first visit's form, {lang}")
        chart_fits(page, found, lang)
        page.locator("#start-lang").click()
        page.wait_for_function(f"document.documentElement.lang === {'en' if lang == 'ro' else 'ro'!r}")
    # the form over a match (with Cancel, and the link to the match)
    page.locator("#start-play").click()
    wait_settled(page)
    for lang in ("ro", "en"):
        tap(page, center(button(state(page), "menu_new")), touch)
        form_fits(page, found, f"the form over a match, {lang}")
        page.locator("#start-lang").click()
        page.locator("#start-cancel").click()
        page.wait_for_selector("#start", state="hidden")
    tables_fit(page, site_url, found)
    cover_and_message(page, site_url, found)
    problems = [f"{where}: {p}" for where, ps in found for p in ps]
    assert problems == [], f"at {width} px:\n" + "\n".join(problems)
    page_problems.assert_none()
