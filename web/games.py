"""What the page knows of each game beside the engine's registry (``remi.GAMES``), in one place:
which games it draws (a registered game of a family it has table parts for) and, for each, the
letter of its short link (``share.py``) and the spellings a link's ``?game=`` may use
(``links.py``). The tables other modules keep by game (the rules text, the strings) are
built from ``PAGE_GAMES`` or checked against it by ``tests/page/test_page_games_model.py``,
which walks every registered game through them: a game registered and forgotten here fails
at import, naming what is missing, never shows another game's rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Tuple

import remi
from i18n import LANGS, STRINGS


@dataclass(frozen=True)
class FamilyFacts:
    """What the page does differently for a family of games, as plain facts (its drawing parts
    are its kit, ``kits.py``): read through ``facts_of``, so that no page module compares a
    family's name."""

    name: str
    picks_several: bool  # several cards are picked at once, to lay a meld down
    lays_off: bool  # a card dropped on a meld is laid off (G-9), not built (TR-5)
    penalties: bool  # every deal's score is a penalty (a 0 on the sheet is a result: out)
    may_credit: bool  # two players scoring penalties read as the winner credited (G-14)
    legend: Tuple[str, ...]  # the marks of its table the rules screen explains (beside every game's)
    stat_rows: Tuple[Tuple[str, str], ...]  # its own lines in the statistics: (text key, the record's field)
    game_texts: Tuple[str, ...] = ()  # the texts each of its games has of its own ("{game}": the game's name)


FAMILIES: Dict[str, FamilyFacts] = {
    "gin": FamilyFacts(
        "gin", picks_several=False, lays_off=True, penalties=False, may_credit=True, legend=("legend.deadwood",),
        stat_rows=(("stats.gins", "gins"), ("stats.undercuts", "undercuts")),
    ),
    "table": FamilyFacts(
        "table", picks_several=True, lays_off=False, penalties=True, may_credit=False,
        legend=("legend.opened", "legend.joker", "legend.closed"),
        stat_rows=(("stats.rummies.{game}", "rummies"), ("stats.openings", "openings")),
        game_texts=("stats.rummies.{game}", "result.t.note.{game}"),
    ),
}
PAGE_FAMILIES = tuple(FAMILIES)  # the families this page has table parts for (kits.py)


def facts_of(name: str) -> FamilyFacts:
    """The facts of the family of the registered game ``name``."""
    return FAMILIES[remi.game_spec(name).family]


def page_draws(name: Any) -> bool:
    """Whether ``name`` is a registered game of a family this page can draw."""
    spec = remi.GAMES.get(name) if isinstance(name, str) else None
    return spec is not None and spec.family in PAGE_FAMILIES


def _drawn() -> Tuple[str, ...]:
    """The registered games the page draws, in the registry's order."""
    return tuple(name for name in remi.GAMES if page_draws(name))


PAGE_GAMES = _drawn()


@dataclass(frozen=True)
class PageGame:
    code: str  # its letter in a short link's ``m`` (share.py): one letter, never reused
    aliases: Tuple[str, ...] = ()  # spellings people type in ``?game=`` besides its name


PAGE_DATA: Dict[str, PageGame] = {
    "gin": PageGame("g", ("ginrummy", "gin-rummy")),
    "oklahoma": PageGame("o", ("oklahoma-gin",)),
    "traditional": PageGame("t", ("traditional-rummy", "rummy", "remi", "remi-traditional")),
    "remi51": PageGame("r", ("remi-51", "51")),
}


def page_game(name: str) -> PageGame:
    """The page's record of the game ``name``; a game the page draws without one is an error
    that says what to add."""
    found = PAGE_DATA.get(name)
    if found is None:
        raise KeyError(f"the page draws {name!r} but has no record of it: add one to games.PAGE_DATA")
    return found


def texts_of(name: str) -> List[str]:
    """The keys of the texts the page shows for the game ``name`` alone: its title, its
    options' labels, and those its family's screens keep by game (``FamilyFacts.game_texts``)."""
    keys = ["game." + name] + ["opt." + spec.name for spec in remi.game_spec(name).option_specs()]
    return keys + [key.format(game=name) for key in facts_of(name).game_texts]


def check_page_game(name: str) -> None:
    """A game the page draws has its record and its texts in every language of the page; else
    an error that says what to add (at import, for every game: never a key shown for a text)."""
    page_game(name)
    missing = [f"{key} ({lang})" for key in texts_of(name) for lang in LANGS if lang not in STRINGS.get(key, {})]
    if missing:
        raise KeyError(f"the page draws {name!r} but has no text for {', '.join(missing)}: add them to web/strings_match.py")


GAME_CODES: Dict[str, str] = {}  # a game's letter in a short link
GAME_ALIASES: Dict[str, str] = {}  # every ``?game=`` spelling, and the game it names


def _admit(name: str) -> None:
    """``name`` into the link tables, once checked (``check_page_game``), its letter and
    spellings no other game's."""
    check_page_game(name)
    record = page_game(name)
    spellings = (name, *record.aliases)
    if record.code in GAME_CODES.values() or any(s in GAME_ALIASES for s in spellings) or len(set(spellings)) < len(spellings):
        raise ValueError(f"{name!r} shares a short link's letter or a ?game= spelling with another game (games.PAGE_DATA)")
    GAME_CODES[name] = record.code
    GAME_ALIASES.update({spelling: name for spelling in spellings})


def add_page_game(name: str, record: PageGame) -> None:
    """Draw the registered game ``name`` on the page too, with its ``record``: what a game
    shipped with the page has in ``PAGE_DATA``, for one added later (a test's toy game). Its
    texts and rules text go in first; the modules that take ``PAGE_GAMES`` at their import
    (the screens) are imported after."""
    global PAGE_GAMES
    if not page_draws(name):
        raise KeyError(f"{name!r} is not a registered game of a family the page draws")
    PAGE_DATA[name] = record
    _admit(name)
    PAGE_GAMES = _drawn()


for _name in PAGE_GAMES:
    _admit(_name)
