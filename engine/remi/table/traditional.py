"""Traditional Rummy (TR rules): the shared table rules of ``rules.py`` as they stand, two decks
and two jokers, penalties of TR-11, no opening minimum; and its traits (``traits.py``)."""

from __future__ import annotations

from typing import Callable, Mapping, Sequence, Tuple

from ..cards import Card
from ..options import OptionSpec, OptionValue
from .rules import TableGame, penalty_value
from .traits import TableTraits, TableTuning

TR_OPTIONS: Tuple[OptionSpec, ...] = (
    OptionSpec("target", 500, "TR-12", "the match ends when a total reaches this", minimum=1, maximum=100_000),
    OptionSpec("deals", 0, "TR-12", "play this many deals instead (0: play to the target)", maximum=1000),
)

# Hard weighs its own hand's promise over denying the next player: a lighter weight on a
# discard's danger (0.4; Medium keeps 1.0) and a heavier one on the second draw (live partners
# of loose cards, 1.5 instead of 0.5) won more races against Medium, for as many deals against
# the baseline. The worth of being able to go out on the next draw (ready, or the chance a drawn
# card completes the hand) at 8 instead of 4: +0.40 +- 0.19 and +0.15 +- 0.25 points of deals
# against the baseline on two seeds of 2000 paired deals (it changes about one deal in thirty).
# The near value weight and the value ignored at two players: see ``TablePlayer._value_weight``.
# Hard holds every meld until it goes out, at any number of players (``HardTablePlayer._holds_all``),
# and gives up when that is lost (``_gives_up``); Medium at two players holds its melds until the
# opponent holds 3 cards (``MediumTablePlayer.duel_hold_until``).
TRADITIONAL_TUNING = TableTuning(
    safety=0.4, singles_weight=1.5, finish_weight=8.0, near_value_weight=0.06, value_ignored_at=(2,),
    crowded_table_rules=False, gives_up=True, closes_sets=False, duel_holds_less=True,
)


def _penalty(options: Mapping[str, OptionValue]) -> Callable[[Card], int]:
    return penalty_value  # TR-11: no option changes a card's penalty


TRADITIONAL_TRAITS = TableTraits(card_penalty=_penalty, opening=None, freed_joker_melds=False, tuning=TRADITIONAL_TUNING)


class TraditionalRummy(TableGame):
    name = "traditional"
    title = "Traditional Rummy"
    traits = TRADITIONAL_TRAITS

    @classmethod
    def option_specs(cls) -> Sequence[OptionSpec]:
        return TR_OPTIONS
