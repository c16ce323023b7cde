"""Every game the engine registers and the page draws is in every table the page keeps by game
(issue 51): the short link's letter and the ``?game=`` spellings (``games.py``), the rules text,
the strings of its name, its statistics and its result, the new-match form, the statistics
screen. The games come from the registry, never a list written here, so a fifth game
registered and forgotten anywhere fails. Not marked ``browser``: no dist/ needed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import games  # noqa: E402
import links  # noqa: E402
import remi  # noqa: E402
import rules_text  # noqa: E402
import share  # noqa: E402
import startscreen  # noqa: E402
import statscreen  # noqa: E402
from i18n import has, t  # noqa: E402
from stats import Stats  # noqa: E402

DRAWN = [name for name in remi.GAMES if games.page_draws(name)]
LANGS = ("en", "ro")


def test_the_page_draws_every_registered_game_of_its_families() -> None:
    assert games.PAGE_GAMES == tuple(DRAWN) and DRAWN
    assert {remi.GAMES[name].family for name in remi.GAMES} <= set(games.PAGE_FAMILIES), (
        "a family the page has no table parts for: its games are not drawn"
    )


@pytest.mark.parametrize("name", DRAWN)
def test_a_games_link_letter_and_spellings_reach_it(name: str) -> None:
    spec = remi.GAMES[name]
    players = spec.cls.min_players
    value = share.short_value(name, players, 77, ["hard"] * (players - 1), {})
    deal = share.parse_short(value)
    assert deal is not None and deal["game"] == name and deal["players"] == players and deal["seed"] == 77
    for spelling in (name, *games.page_game(name).aliases):
        params, bad = links.parse_params(f"?game={spelling}&players={players}&seed=3")
        assert params["game"] == name and not bad, spelling


@pytest.mark.parametrize("name", DRAWN)
def test_a_game_has_its_own_rules_text_and_strings(name: str) -> None:
    sections = rules_text.GAMES_RULES[name]
    assert sections and sections is not rules_text.GAMES_RULES[DRAWN[0]] or name == DRAWN[0]
    keys = ["game." + name]
    if remi.GAMES[name].family == "table":
        keys += ["stats.rummies." + name, "result.t.note." + name]
    for key in keys:
        assert has(key), f"no string {key!r} for {name}"
        for lang in LANGS:
            assert t(key, lang) != key


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", DRAWN)
def test_the_new_match_form_and_the_statistics_offer_every_game(name: str, lang: str) -> None:
    form = startscreen.form_html(name, remi.GAMES[name].cls.min_players, lang, can_cancel=False)
    for other in DRAWN:
        assert f'value="{other}"' in form
    assert f'value="{name}" checked' in form
    screen = statscreen.stats_html(Stats(), name, lang)
    assert t("game." + name, lang) in screen


def test_a_game_registered_and_forgotten_by_the_page_fails_at_once_by_name() -> None:
    """A fifth table game registered in the engine (here a copy of Remi 51 under another name)
    with nothing added to the page: the page's modules refuse to load, saying what to add,
    rather than showing another game's rules or link letter."""
    import subprocess

    root = Path(__file__).resolve().parents[2]
    script = (
        "import dataclasses, remi\n"
        "from remi.table.remi51 import Remi51\n"
        "class Toy(Remi51):\n    name = 'toy'\n"
        "remi.GAMES['toy'] = dataclasses.replace(remi.GAMES['remi51'], cls=Toy)\n"
        "import share\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
        env={"PYTHONPATH": f"{root / 'engine'}:{root / 'web'}", "PATH": "/usr/bin:/bin"},
    )
    assert run.returncode != 0
    assert "has no record of it: add one to games.PAGE_DATA" in run.stderr and "'toy'" in run.stderr
