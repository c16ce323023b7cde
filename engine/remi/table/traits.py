"""What a table game tells its players, its hints and the page beyond the rules: ``TableTraits``.

Each game's module (``traditional.py``, ``remi51.py``) declares its own, as its class's
``traits``, and every view carries it (``TableView.traits``): the players see only their view,
and a third table game with a first-meld minimum is then played, hinted and added up by its
own values, never by another game's. ``rules.py`` checks that a game with an opening minimum
(``TableGame.opening``) says how an opening is counted (``OpeningRule``), and only such a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Optional, Sequence, Tuple

from ..cards import Card
from ..options import OptionValue
from .jokers import MeldPlan
from .melds import Face, TableMeld


@dataclass(frozen=True)
class OpeningRule:
    """How a game with an opening minimum (Remi 51's 51, R51-6) counts an opening; the minimum
    itself is the game's ``opening`` (the view's ``opening``)."""

    card_value: Callable[[Card], int]  # a natural card's value towards the opening (a joker 0: it counts as what it stands for)
    face_value: Callable[[int], int]  # the value of the card a rank stands for (a joker's face)
    meld_value: Callable[[TableMeld], int]  # a meld's opening value, each joker counted as the card it stands for
    search_value: Callable[[Card], int]  # a card's worth to the meld search before opening
    choice_value: Callable[[Tuple[Card, ...], Tuple[Optional[Face], ...]], int]  # a proposed meld's opening value
    plan: Callable[[Sequence[Card], Optional[Card]], Optional[MeldPlan]]  # the most valuable opening, holding a card if given
    max_jokers: Optional[int]  # the most jokers a meld of the opening turn may hold (None: any)
    unopened_pays_flat: bool  # a hand that never opened pays a fixed penalty whatever it holds (R51-12: 100)


@dataclass(frozen=True)
class TableTuning:
    """Each level's measured choices for one game, Hard's above all (each measured: see where
    ``HardTablePlayer`` or ``TablePlayer`` reads them). A new game starts from the nearest
    game's and measures its own."""

    safety: float  # the weight of a discard's danger to the next player (Medium: 1.0)
    singles_weight: float  # two draws ahead: live partners of loose cards without one
    finish_weight: float  # the worth of being able to go out on the next draw
    near_value_weight: float  # a card's penalty value once an opponent is near going out
    value_ignored_at: Tuple[int, ...]  # the player counts at which Hard ignores a card's penalty value (``_ignores_value``)
    crowded_table_rules: bool  # Hard at three or four players plays the crowded table (``HardTablePlayer._crowded``)
    gives_up: bool  # Hard, holding all, lays everything down once an opponent is near and its hand far (``_gives_up``)
    closes_sets: bool  # Hard, holding all once opened, still lays a set's fourth card (``_close_set``)
    duel_holds_less: bool  # the levels' ``duel_hold_until`` (Medium's) applies at two players


@dataclass(frozen=True)
class TableTraits:
    """What a table game's players, hints and page need of it beyond the view's facts."""

    card_penalty: Callable[[Mapping[str, OptionValue]], Callable[[Card], int]]  # options -> a card's cost left in hand
    opening: Optional[OpeningRule]  # how an opening is counted; None where the game asks none
    freed_joker_melds: bool  # a joker taken by exchange must go into a new meld that turn (R51-9)
    tuning: TableTuning
