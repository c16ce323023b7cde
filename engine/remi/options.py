"""Rule options (house rules a player can switch), their defaults per game, and validation.

Each game lists its options as ``OptionSpec`` values; ``resolve_options`` checks what a
caller passed (unknown names, wrong types, values out of range are refused with a clear
``InvalidOptionError``) and fills in the defaults. The page builds its settings screen from
the same lists, so an option is declared once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Mapping, Optional, Sequence, Tuple, Union

from .errors import InvalidOptionError, quoted

OptionValue = Union[bool, int, str]


@dataclass(frozen=True)
class OptionSpec:
    name: str
    default: OptionValue
    rule: str
    doc: str
    choices: Tuple[str, ...] = ()
    minimum: int = 0
    maximum: int = 10_000

    def check(self, game: str, value: Any) -> OptionValue:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise InvalidOptionError(f"option {self.name!r} of {game} is on or off (true/false), not {quoted(value)}")
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidOptionError(f"option {self.name!r} of {game} is a whole number, not {quoted(value)}")
            if not self.minimum <= value <= self.maximum:
                raise InvalidOptionError(
                    f"option {self.name!r} of {game} must be between {self.minimum} and {self.maximum}, not {quoted(value)}"
                )
            return value
        if value not in self.choices:
            raise InvalidOptionError(
                f"option {self.name!r} of {game} must be one of {', '.join(self.choices)}, not {quoted(value)}"
            )
        return str(value)


def resolve_options(
    game: str,
    specs: Sequence[OptionSpec],
    given: Optional[Mapping[str, Any]],
    preset_defaults: Optional[Mapping[str, OptionValue]] = None,
) -> Dict[str, OptionValue]:
    """Validated options with defaults filled in. ``preset_defaults`` replaces some defaults
    (a preset such as Oklahoma's ``site_rules``); options given explicitly still win."""
    if given is not None and not isinstance(given, Mapping):
        raise InvalidOptionError(f"the options of {game} are a mapping of option names to values, not {quoted(given)}")
    given = dict(given or {})
    by_name = {s.name: s for s in specs}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        raise InvalidOptionError(
            f"unknown option {quoted(unknown[0])} for {game}; its options are: {', '.join(sorted(by_name))}"
        )
    resolved: Dict[str, OptionValue] = {}
    for spec in specs:
        default = (preset_defaults or {}).get(spec.name, spec.default)
        resolved[spec.name] = spec.check(game, given[spec.name]) if spec.name in given else default
    return resolved


def check_players(game: str, players: Any, lowest: int, highest: int) -> int:
    if isinstance(players, bool) or not isinstance(players, int) or not lowest <= players <= highest:
        raise InvalidOptionError(f"{game} is played by {lowest} to {highest} players, not {quoted(players)}")
    return players
