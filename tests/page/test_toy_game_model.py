"""The steps to add a game, proved on the page model (issue 51): a toy table game, Remi 30 (Remi
51's rules with an opening of 30, as in ``tests/test_third_table_game.py``), registered in a
test and never shipped, is given what ``docs/ARCHITECTURE.md`` ("Adding a game") says the page
needs — its record in ``games.PAGE_DATA``, its rules text, its strings in both languages — from
here alone, and a deal of it is played through every screen the page model has, with no page
file edited.

It runs in a subprocess (this file run as a script): the registry and the tables the page's
modules build at import stay as they are in the test process. The script imports the modules
that hold the per-game tables (``games``, ``rules_text``, ``i18n``), registers the toy, adds its
rules text and strings, gives the page its record (``games.add_page_game``, which checks it as
the page checks a shipped game at import), and only then imports the rest of the page. Each
piece left out is refused by the page, naming what to add where.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAME = "remi30"
CODE = "x"  # its short link's letter: none of the shipped games' (g, o, t, r)
ALIASES = ("remi-30", "30")
PLAYERS = 3
SEED = 7  # the person opens on their fifth turn: eight positions before it, in the draw and the discard
LANGS = ("ro", "en")
SIZES = ((390, 844), (1366, 800))  # a phone upright, a desktop
PIECES = ("page_data", "rules", "title", "rummies", "note")  # what the page keeps by game (a variant leaves one out)

TITLE = {"en": "Remi 30 (toy)", "ro": "Remi 30 (jucărie)"}
RUMMIES = {"en": "Toy: out from hand", "ro": "Jucărie: închideri din mână"}
NOTE = {
    "en": "toy scoring: going out −40 (from hand −80); cards left (joker {joker}), never opened +100",
    "ro": "punctaj de jucărie: închidere −40 (din mână −80); cărțile rămase (joker {joker}), fără deschidere +100",
}
STRINGS: Dict[str, Tuple[str, Dict[str, str]]] = {  # the piece each string is, its key, its texts
    "title": ("game." + NAME, TITLE),
    "rummies": ("stats.rummies." + NAME, RUMMIES),
    "note": ("result.t.note." + NAME, NOTE),
}
STATUS_51 = re.compile(r"(?<![\d.])51(?!\d)")


# ------------------------------------------------------------------ the toy, in the subprocess


def toy_rules() -> List[Any]:
    """The toy's own rules text, ``rules_section.Section``s: three sections of its own words holding
    between them every rule id Remi 51's sections explain (its refusals name those), the
    opening's apart."""
    from rules_section import Section
    from rules_text import GAMES_RULES

    ids = [rule for section in GAMES_RULES["remi51"] for rule in section["rules"]]
    opening = [rule for rule in ids if rule in ("R51-3", "R51-6")]
    aim = [rule for rule in ids if rule.startswith("C-")]
    play = [rule for rule in ids if rule not in opening and rule not in aim]
    return [
        Section(
            id="aim", rules=aim, title={"ro": "Scopul jucăriei", "en": "The toy's aim"},
            text={
                "ro": ["Remi 30 e un joc de probă: regulile lui Remi 51, cu o deschidere mai mică."],
                "en": ["Remi 30 is a test game: Remi 51's rules with a smaller opening."],
            },
            examples=[("7h", "8h", "9h")],
        ),
        Section(
            id="open", rules=opening, title={"ro": "Deschiderea de 30", "en": "Opening with 30"},
            text={
                "ro": ["Deschizi cu formații care fac împreună cel puțin 30 de puncte, de exemplu trei valeți."],
                "en": ["You open with melds worth 30 or more together, such as three jacks."],
            },
            examples=[("Jd", "Jc", "Jh")],
        ),
        Section(
            id="play", rules=play, title={"ro": "Restul, ca la Remi 51", "en": "The rest, as in Remi 51"},
            text={
                "ro": ["Turele, jokerii, închiderea și punctajul sunt cele din Remi 51."],
                "en": ["The turns, the jokers, going out and the scores are Remi 51's."],
            },
            examples=[],
        ),
    ]


def register_toy() -> Any:
    """Remi 30 registered as a table game's line in ``remi/table/__init__.py`` would be: the
    class, the family, the table family's players (Remi 51's baseline) and hint writer."""
    from remi.registry import GameSpec, register
    from remi.table import LEVELS
    from remi.table.hints import table_hint
    from remi.table.players import BaselineRemi51Player
    from remi.table.remi51 import REMI51_TRAITS, Remi51

    class Remi30(Remi51):
        name = NAME
        title = "Remi 30"
        opening = 30
        traits = REMI51_TRAITS

    register(GameSpec(Remi30, "table", {"baseline": lambda seed: BaselineRemi51Player(), **LEVELS}, table_hint))
    return Remi30


def add_to_page(leave_out: str) -> None:
    """What "Adding a game" asks of the page, put in place from here (all but ``leave_out``):
    the toy registered, its rules text and its strings added, then its record given to the page
    (``games.add_page_game``, which checks it as the page checks a shipped game at import)."""
    import games
    import i18n
    import rules_text

    register_toy()
    if leave_out != "rules":
        rules_text.GAMES_RULES[NAME] = toy_rules()
    for piece, (key, texts) in STRINGS.items():
        if piece != leave_out:
            i18n.STRINGS[key] = dict(texts)
    if leave_out == "page_data":
        games.check_page_game(NAME)  # what the page does at import for every game it draws
    games.add_page_game(NAME, games.PageGame(CODE, ALIASES))
    assert NAME in games.PAGE_GAMES and games.GAME_CODES[NAME] == CODE
    assert all(games.GAME_ALIASES[alias] == NAME for alias in (NAME, *ALIASES))


def shows_no_key(text: str, where: str) -> None:
    """The page shows a per-game string's text, never its key (``i18n.t`` gives the key back
    for a key it has not)."""
    for key, _texts in STRINGS.values():
        assert key not in text, f"{where} shows the key {key!r}: the page has no string for it (add it to web/strings_*.py)"


def walk(leave_out: str = "") -> Dict[str, Any]:
    """The toy through every screen of the page model; what was checked, in figures."""
    add_to_page(leave_out)
    import draw
    import history
    import kits
    import links
    import remi
    import replay
    import replayscreen
    import rules_text
    import rulescreen
    import share
    import startscreen
    import statscreen
    import storage
    import thinker
    from i18n import has, t
    from match import Match
    from remi import Phase
    from remi.players import make_player
    from remi.table.rules import TableGame
    from sight import UiState
    from stats import Stats

    for screen_module in (startscreen, rulescreen, statscreen):  # (each took the tuple at its import)
        assert vars(screen_module)["PAGE_GAMES"][-1] == NAME, screen_module.__name__
    found: List[str] = []
    summary: Dict[str, Any] = {"game": NAME, "found": found}

    # the new-match form lists it, checked, with its own title and its options
    for lang in LANGS:
        form = startscreen.form_html(NAME, PLAYERS, lang, can_cancel=False)
        shows_no_key(form, f"the new-match form ({lang})")
        assert f'value="{NAME}" checked' in form and html.escape(TITLE[lang]) in form
        for spec in remi.GAMES[NAME].option_specs():  # (a label missing shows the option's English doc in both)
            assert has("opt." + spec.name), f"no label for the option {spec.name!r} (add opt.{spec.name} to web/strings_match.py)"
            assert f'name="opt.{spec.name}"' in form and html.escape(t("opt." + spec.name, lang)) in form
    found.append("form")

    # the rules screen: its own sections, the legend of its family, its house rules
    for lang in LANGS:
        page = rulescreen.rules_html(NAME, lang, {"deals": 1})
        shows_no_key(page, f"the rules screen ({lang})")
        for section in toy_rules():
            assert html.escape(section["title"][lang]) in page and html.escape(section["text"][lang][0]) in page
        for section in rules_text.GAMES_RULES["remi51"]:  # never another game's
            assert html.escape(section["text"][lang][0]) not in page, section["id"]
        assert 'id="rules-legend"' in page
        for key in rulescreen.LEGEND + ("legend.opened", "legend.joker", "legend.closed"):
            assert html.escape(t(key, lang)) in page, key
        assert f'data-game="{NAME}"' in page and "rules-options" in page
        assert html.escape(t("rules.title", lang)) in page
    assert rules_text.section_of(NAME, "R51-6") == "open"  # a refused opening's "why?"
    found.append("rules")

    # its short link, and the long link's spellings
    value = share.short_value(NAME, PLAYERS, SEED, ["medium"] * (PLAYERS - 1), {"deals": 1})
    assert value.startswith(f"{CODE}{PLAYERS}~"), value
    deal = share.parse_short(value)
    assert deal == {"game": NAME, "players": PLAYERS, "seed": SEED, "level": ["medium"] * (PLAYERS - 1), "options": {"deals": 1}}
    for spelling in (NAME, *ALIASES):
        params, bad = links.parse_params(f"?game={spelling}&players={PLAYERS}&seed={SEED}")
        assert params == {"game": NAME, "players": PLAYERS, "seed": SEED} and not bad, spelling
    found.append("links")

    # a deal played through the page's match: a person at seat 0 (Medium's choices), Medium computer players
    game = remi.new_game(NAME, PLAYERS, {"deals": 1}, SEED)
    assert isinstance(game, TableGame) and game.opening == 30
    url = share.share_url("https://example.org/remi/index.html?game=gin", game, ["medium"] * (PLAYERS - 1))
    params, bad = links.parse_params(url.split("?", 1)[1])
    assert not bad and params["game"] == NAME and params["seed"] == SEED and params["options"] == {"deals": 1}
    match = Match.of(game, ["medium"] * (PLAYERS - 1))
    person = make_player("medium", game.seed, NAME)
    levels = [c.level for c in match.computers.values()]
    uis = {lang: UiState(lang=lang, levels=levels) for lang in LANGS}
    moves = layouts = painted = person_moves = hints = 0
    before_opening: List[str] = []
    labels: List[str] = []
    saved_mid: Optional[str] = None
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        mine = game.to_act == 0
        for lang in LANGS:
            for width, height in SIZES:
                scene = kits.drawn(game, uis[lang], width, height)
                painted += len(json.loads(draw.items_json(scene.items)))
                layouts += 1
                status = str(scene.info.get("status", ""))
                shows_no_key(json.dumps([getattr(i, "text", "") for i in scene.items]), f"the table ({lang}, {width}x{height})")
                if mine and not game.opened[0]:
                    before_opening.append(status)
                for item in scene.items:
                    command = getattr(item, "command", "")
                    if mine and command and not command.startswith("ui:"):
                        assert game.is_legal(command), (command, game.phase)
        if mine and not game.opened[0] and game.phase == Phase.DISCARD:
            picked = [str(c) for c in game.view(0).hand][:3]
            label = kits.drawn(game, UiState(lang="en", levels=levels, picked=picked), *SIZES[0]).info.get("opening_label")
            if label:
                labels.append(str(label))
        if mine:
            if hints < 2 and game.phase == Phase.DISCARD:
                ui = UiState(lang="ro", levels=levels)
                ui.hint = thinker.hint_data(game, 0)
                hinted = kits.drawn(game, ui, *SIZES[1])
                assert hinted.info["status"] == ui.hint["text"]["ro"] and hinted.info["hint"]["action"] == ui.hint["action"]
                assert game.is_legal(ui.hint["action"]) and not STATUS_51.search(ui.hint["text"]["en"] + ui.hint["text"]["ro"])
                hints += 1
            was_open = game.opened[0]
            match.act(0, person.choose(game.view(0)))
            person_moves += 1
            if game.opened[0] and not was_open:
                summary["opened_with"] = game.turn_value
        else:
            applied = match.step()
            assert applied is not None and applied.seat == game.actors()[-1] != 0
        moves += 1
        if moves == 25:
            saved_mid = game.to_json()
    assert game.phase == Phase.MATCH_OVER and len(game.results) == 1
    assert before_opening and any("30" in s for s in before_opening), before_opening
    assert not [s for s in before_opening if STATUS_51.search(s)], "a status line says 51 in a game that opens with 30"
    assert all("/\u00a030" in label for label in labels), labels
    summary.update(moves=moves, person_moves=person_moves, layouts=layouts, items_painted=painted, hints=hints,
                   statuses_before_opening=len(before_opening), opening_labels=len(labels))
    found.append("deal")

    # the deal's end: the result's title and panel with the toy's own note
    for lang in LANGS:
        title = kits.kit_of(game.name).result_title(game.results[-1], lang, 0)
        assert title and not title.startswith("kind."), title
        for width, height in SIZES:
            scene = kits.drawn(game, uis[lang], width, height)
            texts = [str(getattr(i, "text", "")) for i in scene.items]
            shows_no_key(json.dumps(texts, ensure_ascii=False), f"the result ({lang}, {width}x{height})")
            assert scene.info["result_title"] == title and scene.info["score_sheet"] == list(game.scores)
            assert [row["points"] for row in scene.info["result_rows"]] == list(game.results[-1].points)
            assert NOTE[lang].format(joker=game.options.get("joker_penalty", 20)) in texts
            if width > height:  # (a phone upright leaves the game's name out of the top bar)
                assert any(text.startswith(TITLE[lang] + " · ") for text in texts), "the top bar names the game"
            json.loads(draw.items_json(scene.items))
    summary["result"] = kits.kit_of(game.name).result_title(game.results[-1], "en", 0)
    found.append("result")

    # the statistics count it once, under its own tab and its own words
    record = Stats()
    assert record.count_match("toy-1", game, levels) and not record.count_match("toy-1", game, levels)
    rec = record.records[NAME]["medium"]
    assert rec.matches == 1 and rec.deals == 1
    for lang in LANGS:
        screen = statscreen.stats_html(record, NAME, lang)
        shows_no_key(screen, f"the statistics ({lang})")
        rows = dict(statscreen.figures(rec, NAME, lang))
        assert rows[RUMMIES[lang]] == str(rec.rummies) and html.escape(RUMMIES[lang]) in screen
        assert f'data-key="{NAME}"' in screen and f'data-game="{NAME}"' in screen and html.escape(TITLE[lang]) in screen
    summary["stats_rows"] = len(statscreen.figures(rec, NAME, "en"))
    found.append("stats")

    # the replay: kept in the history, cut into its deal, each step drawn and laid out
    kept = history.History()
    assert kept.add("toy-1", game, levels, 1.0)
    entry = kept.find("toy-1")
    assert entry is not None and entry.game().actions == game.actions
    for lang in LANGS:
        assert TITLE[lang] in replayscreen.entry_label(entry, entry.game(), lang)
    deals = replay.deals(game)
    assert len(deals) == 1 and deals[0].steps == len(game.actions)
    steps = sorted({0, 1, deals[0].steps // 2, deals[0].steps})
    for step in steps:
        now = replay.position(game, deals[0], step)
        assert now.actions == game.actions[:step]
        for viewpoint in (replay.EVERYTHING, 0):
            items, drawn_h = replay.replay_items(now, viewpoint, 360, "ro")
            assert drawn_h > 0 and items
        kits.drawn(now, UiState(lang="en", levels=levels), *SIZES[0])
    assert " — " in replay.step_text(game, deals[0], deals[0].steps, "en")
    text = replay.match_text(game, levels, "en")
    assert TITLE["en"] in text and f"Seed: {SEED}" in text
    summary["replay_steps"] = len(steps)
    found.append("replay")

    # saves: the page's, mid-deal and at the end, and the engine's
    saves = storage.Saves(storage.MemoryStorage(), storage.MemoryStorage())
    assert saved_mid is not None
    for save in (remi.load_game(saved_mid), game):
        assert saves.save(save, {"sort": "rank"}, value)
        again = saves.load(saves.match_id or "")
        assert again.game.name == NAME and again.game.snapshot() == save.snapshot() and again.source == value
        assert remi.load_game(save.to_json()).to_dict() == save.to_dict()
    found.append("saves")
    return summary


# ------------------------------------------------------------------ the tests


def run_toy(leave_out: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'engine'}:{ROOT / 'web'}"}
    return subprocess.run([sys.executable, __file__, leave_out], capture_output=True, text=True, timeout=120, env=env)


def test_a_toy_game_added_from_a_test_plays_a_deal_through_every_screen() -> None:
    run = run_toy()
    assert run.returncode == 0, run.stderr[-4000:]
    summary = json.loads(run.stdout.strip().splitlines()[-1])
    assert summary["found"] == ["form", "rules", "links", "deal", "result", "stats", "replay", "saves"]
    assert summary["moves"] >= 20 and 5 <= summary["person_moves"] < summary["moves"]
    assert summary["layouts"] == summary["moves"] * len(LANGS) * len(SIZES)
    assert summary["items_painted"] > summary["layouts"] * 20
    assert summary["statuses_before_opening"] >= 8 and summary["opening_labels"] >= 1 and summary["hints"] == 2
    assert 30 <= summary["opened_with"] < 51  # an opening Remi 51 refuses, made on the page
    assert summary["stats_rows"] >= 8 and summary["replay_steps"] == 4 and summary["result"]


WHAT_NAMES_IT: Dict[str, Tuple[str, ...]] = {  # each refused by the page, naming what to add where
    "page_data": ("the page draws 'remi30' but has no record of it: add one to games.PAGE_DATA",),
    "rules": ("no rules text for 'remi30': add its sections to rules_text.GAMES_RULES",),
    "title": ("has no text for game.remi30 (ro), game.remi30 (en): add them to web/strings_match.py",),
    "rummies": ("has no text for stats.rummies.remi30 (ro), stats.rummies.remi30 (en)",),
    "note": ("has no text for result.t.note.remi30 (ro), result.t.note.remi30 (en)",),
}
assert set(WHAT_NAMES_IT) == set(PIECES)


@pytest.mark.parametrize("piece", list(WHAT_NAMES_IT))
def test_a_toy_game_with_a_page_entry_forgotten_fails_naming_it(piece: str) -> None:
    run = run_toy(piece)
    assert run.returncode != 0, run.stdout
    assert all(words in run.stderr for words in WHAT_NAMES_IT[piece]), run.stderr[-4000:]


if __name__ == "__main__":
    leave = sys.argv[1] if len(sys.argv) > 1 else ""
    assert leave in ("", *PIECES), leave
    print(json.dumps(walk(leave), ensure_ascii=False))
