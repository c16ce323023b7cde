"""Traditional Rummy (TR rules): the shared table rules of ``rules.py`` as they stand, two decks
and two jokers, penalties of TR-11, no opening minimum."""

from __future__ import annotations

from typing import Sequence, Tuple

from ..options import OptionSpec
from .rules import TableGame

TR_OPTIONS: Tuple[OptionSpec, ...] = (
    OptionSpec("target", 500, "TR-12", "the match ends when a total reaches this", minimum=1, maximum=100_000),
    OptionSpec("deals", 0, "TR-12", "play this many deals instead (0: play to the target)", maximum=1000),
)


class TraditionalRummy(TableGame):
    name = "traditional"
    title = "Traditional Rummy"

    @classmethod
    def option_specs(cls) -> Sequence[OptionSpec]:
        return TR_OPTIONS
