"""How to play (web/rulescreen.py, web/rules_text.py) on CPython: every game's rules in both
languages, every rule id the engine can refuse with has a section to open at ("why?"), the
example melds are real melds, and a match's changed house rules are listed.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))

import remi  # noqa: E402
import rules_text  # noqa: E402
from rulescreen import rules_html  # noqa: E402
from test_rule_book import RULE_ID, engine_rule_ids, rule_book  # noqa: E402

GAMES = list(__import__("games").PAGE_GAMES)  # every game the page draws
PREFIX = {"gin": ("C", "G"), "oklahoma": ("C", "G", "OK"), "traditional": ("C", "TR"), "remi51": ("C", "R51")}


def book_ids() -> set:
    return set(RULE_ID.findall(rule_book()))


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_its_rules_in_both_languages_with_no_rule_id_shown(game: str) -> None:
    sections = rules_text.GAMES_RULES[game]
    assert 3 <= len(sections) <= 12
    assert len({s["id"] for s in sections}) == len(sections)
    for lang in ("ro", "en"):
        page = rules_html(game, lang)
        for section in sections:
            assert section["title"][lang] and section["text"][lang]
            assert all(not RULE_ID.search(p) for p in section["text"][lang]), section["id"]
            assert section["title"][lang] in page or section["title"][lang].replace("'", "&#x27;") in page


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_the_engine_names_for_a_game_opens_a_section(game: str) -> None:
    mine = {r for r in engine_rule_ids() | book_ids() if r.split("-")[0] in PREFIX[game]}
    for rule in mine:
        section = rules_text.section_of(game, rule)
        assert section in {s["id"] for s in rules_text.GAMES_RULES[game]}
    listed = [r for s in rules_text.GAMES_RULES[game] for r in s["rules"]]
    assert len(listed) == len(set(listed)), "a rule explained in two sections"
    with pytest.raises(KeyError):
        rules_text.section_of(game, "X-99")


@pytest.mark.parametrize("game", GAMES)
def test_the_example_melds_are_cards_and_no_card_is_shown_twice_in_one(game: str) -> None:
    for section in rules_text.GAMES_RULES[game]:
        for cards in section["examples"]:
            parsed = [remi.Card.parse(c) for c in cards]
            assert len(set(parsed)) == len(parsed), (section["id"], cards)


def test_a_match_s_changed_house_rules_are_listed_with_the_rules() -> None:
    spec = next(s for s in remi.GAMES["gin"].option_specs() if isinstance(s.default, bool))
    changed = {spec.name: not spec.default}
    page = rules_html("gin", "ro", changed)
    assert "rules-options" in page and ("da" in page or "nu" in page)
    same = rules_html("gin", "en", {spec.name: spec.default})
    assert "None changed" in same
    assert "rules-options" not in rules_html("gin", "en", None)  # from the new-match form: no match yet
    assert re.search(r'data-game="remi51"', page)  # the other games' rules one tap away


def test_the_marks_on_the_table_are_explained_for_each_family() -> None:
    import i18n

    gin, table = rules_html("gin", "ro"), rules_html("remi51", "ro")
    for key in ("legend.dealer", "legend.glow", "legend.hint"):
        assert i18n.t(key, "ro") in gin and i18n.t(key, "ro") in table
    assert i18n.t("legend.deadwood", "ro") in gin and i18n.t("legend.deadwood", "ro") not in table
    assert i18n.t("legend.opened", "ro") in table and i18n.t("legend.opened", "ro") not in gin
