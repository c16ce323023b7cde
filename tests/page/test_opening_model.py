"""The page says and adds up a table game's own opening (issue 51): a toy Remi 30 (Remi 51's
rules with an opening of 30, its meld value counted through a spy) shows 30 in its status line
and its refusals, and the picked cards' value is the one its ``traits.opening`` gives.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, List

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))

import remi  # noqa: E402
import table_controls as tc  # noqa: E402
from remi.cards import make_deck  # noqa: E402
from remi.game import Phase  # noqa: E402
from remi.table.remi51 import REMI51_TRAITS, Remi51  # noqa: E402
from remi.table.traits import OpeningRule  # noqa: E402
from rummy_helpers import restack_deck  # noqa: E402
from sight import UiState, seen  # noqa: E402
from table_middle import status_text  # noqa: E402

VALUED: List[Any] = []
_R51 = REMI51_TRAITS.opening
assert _R51 is not None


def _meld_value(meld: Any) -> int:
    VALUED.append(meld)
    assert _R51 is not None
    return _R51.meld_value(meld)


class Remi30(Remi51):
    name = "remi30"
    opening = 30
    traits = replace(REMI51_TRAITS, opening=replace(_R51, meld_value=_meld_value))


def toy(hand: str) -> Remi30:
    game = Remi30(2, {"deals": 1}, 0)
    restack_deck(game, make_deck(2, 4), [hand, "2d 3h 4s 5d 6h 7s 8d 9h"], "Kd", phase=Phase.DISCARD)
    return game


def test_the_picked_cards_add_up_as_the_game_counts_an_opening() -> None:
    VALUED.clear()
    game = toy("Jd Jc Jh 2c 5c 8c 3d 6d 9d 4h 7h Kh Qs As 10s")
    assert tc.picked_value(game.view(0), ["Jd", "Jc", "Jh"]) == 30 and len(VALUED) == 1
    assert isinstance(game.traits.opening, OpeningRule)
    assert tc.picked_value(remi.new_game("traditional", 2, seed=1).view(0), ["Jd", "Jc", "Jh"]) is None  # no opening asked


def test_the_status_line_and_the_refusals_say_the_games_own_opening(monkeypatch: Any) -> None:
    # (the page finds a game's players by its name: registered for this test only)
    monkeypatch.setitem(remi.GAMES, "remi30", replace(remi.GAMES["remi51"], cls=Remi30))
    game = toy("2c 3c 4c 8c 3d 6d 9d 4h 7h Kh Qs As 10s Jd 5s")  # no opening: a run of 9, the rest loose
    for lang, words in (("en", "worth 30 or more"), ("ro", "cel puțin 30 de puncte")):
        text, refused = status_text(seen(game, UiState(lang=lang)))
        assert words in text and "51" not in text and not refused
        short, _refused = status_text(seen(game, UiState(lang=lang)), short=True)
        assert "30" in short and "51" not in short
    # Romanian says "de" before "puncte" from 20 on only: "cel puțin 15 puncte", never "15 de puncte"
    monkeypatch.setattr(Remi30, "opening", 15)
    text, _refused = status_text(seen(toy("2c 3c 4c 8c 3d 6d 9d 4h 7h Kh Qs As 10s Jd 5s"), UiState(lang="ro")))
    assert "cel puțin 15 puncte" in text, text
    monkeypatch.setattr(Remi30, "opening", 30)
    # the run alone: the engine refuses it (R51-6: 9 of 30, the rest cannot complete it), and the page says 30 too
    text, refused = status_text(seen(game, UiState(lang="ro", picked=["2c", "3c", "4c"])))
    assert refused and "deschiderea cere 30" in text and "51" not in text, text
