"""The registry of games: each game declared once, and everything that finds a game by its name.

A family folder (``gin/``, ``table/``) registers its games when it is imported (``remi``
imports both): the class with its rules, players and options, the family (which page parts draw
it), its computer players by level, and its hint writer. ``new_game``, ``load_game``, the
players, the hints, the arena and the page look a game up here; nothing else compares a
game's name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Mapping, Optional, Sequence, Type, Union

from .actions import Action
from .errors import InvalidOptionError, InvalidSaveError, RemiError, quoted
from .game import MAX_ACTIONS, MAX_SEED, SAVE_FORMAT, SAVE_VERSION, Game, Player, is_seed, load_json
from .options import OptionSpec
from .wording import Hint

FAMILIES = ("gin", "table")  # gin: Gin Rummy, Oklahoma Gin; table: melds on the table


@dataclass(frozen=True)
class GameSpec:
    """One game, as the registry holds it.

    - ``cls``: the rules (its ``name``, ``title``, player counts and ``option_specs()``);
    - ``family``: ``gin`` or ``table``, the page parts that draw it;
    - ``players``: the computer players by level (``easy``, ``medium``, ``hard``, ``baseline``),
      each made from a seed;
    - ``hint``: writes the reason for an adviser's action, ``hint(view, action, adviser)``;
    - ``panel``: the arena's opponents of different styles (``python -m remi.arena --panel``),
      the baseline first, each made from a seed: players to measure the levels against, not
      offered on the page.
    """

    cls: Type[Game]
    family: str
    players: Mapping[str, Callable[[int], Player]]
    hint: Callable[[Any, Action, Player], Hint]
    panel: Mapping[str, Callable[[int], Player]] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.cls.name

    def option_specs(self) -> Sequence[OptionSpec]:
        return self.cls.option_specs()

    def has_option(self, name: str) -> bool:
        return any(spec.name == name for spec in self.option_specs())


GAMES: Dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Add a game (a family's ``__init__`` does, once per game)."""
    if spec.family not in FAMILIES:
        raise ValueError(f"unknown family {spec.family!r}; the families are {', '.join(FAMILIES)}")
    if spec.name in GAMES:
        raise ValueError(f"the game {spec.name!r} is registered twice")
    GAMES[spec.name] = spec
    return spec


def game_spec(name: str) -> GameSpec:
    """The registered game called ``name``; ``InvalidOptionError`` naming the games if none is."""
    spec = GAMES.get(name)
    if spec is None:
        raise InvalidOptionError(f"unknown game {quoted(name)}; the games are: {', '.join(sorted(GAMES))}")
    return spec


def new_game(
    name: str,
    players: Optional[int] = None,
    options: Optional[Mapping[str, Any]] = None,
    seed: Optional[int] = None,
) -> Game:
    """Create a game: ``new_game("gin", players=2, options={"big_gin": True}, seed=7)``.

    ``seed`` is a whole number from 0 to ``MAX_SEED`` (2**53 - 1: a link's or a save's seed is
    read by JavaScript too); None picks a fresh random seed (stored, so the game can still be
    saved and replayed). Unknown games, options, player counts and seeds out of that range
    raise ``InvalidOptionError``."""
    cls = game_spec(name).cls
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    game: Game = cls(cls.default_players if players is None else players, options, seed)
    return game


def load_game(data: Union[str, bytes, Mapping[str, Any]]) -> Game:
    """Rebuild a game from ``to_json``/``to_dict`` output by replaying its actions.

    Anything that is not such a save (its seed too: a whole number from 0 to ``MAX_SEED``)
    raises ``InvalidSaveError`` saying what is wrong, in a short message; a text save is
    bounded as ``load_json`` says, and at most ``MAX_ACTIONS`` actions of at most
    ``MAX_ACTION_CHARS`` characters each are replayed."""
    if isinstance(data, (str, bytes)):
        data = load_json(data)
    if not isinstance(data, Mapping):
        raise InvalidSaveError("the save must be a JSON object")
    try:
        return _load_game(data)
    except RecursionError:  # a Mapping built in Python, nested without end
        raise InvalidSaveError("the save is nested too deep") from None


def _load_game(data: Mapping[str, Any]) -> Game:
    if data.get("format") != SAVE_FORMAT:
        raise InvalidSaveError(f"this is not a Remi save (format {quoted(data.get('format'))})")
    version = data.get("version")
    if isinstance(version, bool) or version != SAVE_VERSION:
        raise InvalidSaveError(f"unsupported save version {quoted(version)} (this Remi reads {SAVE_VERSION})")
    missing = [k for k in ("game", "players", "options", "seed", "actions") if k not in data]
    if missing:
        raise InvalidSaveError(f"the save has no {', '.join(missing)}")
    name = data["game"]
    if not isinstance(name, str) or name not in GAMES:
        raise InvalidSaveError(f"the save is of an unknown game {quoted(name)}")
    if not isinstance(data["options"], Mapping):
        raise InvalidSaveError("the save's options must be an object")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise InvalidSaveError("the save's actions must be a list of texts")
    if len(actions) > MAX_ACTIONS:
        raise InvalidSaveError(f"the save has too many actions ({len(actions)}; at most {MAX_ACTIONS})")
    players = data["players"]
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidSaveError(f"the save's number of players must be a whole number, not {quoted(players)}")
    seed = data["seed"]
    if not is_seed(seed):
        raise InvalidSaveError(f"the save's seed must be a whole number from 0 to {MAX_SEED}, not {quoted(seed)}")
    try:
        game = new_game(name, data["players"], data["options"], seed)
    except InvalidOptionError as exc:
        raise InvalidSaveError(f"the save's settings are invalid: {exc}") from None
    seeded = data.get("deals_seeded", False)  # (a save made before each deal had its own generator: off)
    if not isinstance(seeded, bool):
        raise InvalidSaveError(f"the save's deals_seeded must be true or false, not {quoted(seeded)}")
    game.deals_seeded = seeded
    for number, text in enumerate(actions, start=1):
        try:
            game.apply(text)
        except RemiError as exc:
            raise InvalidSaveError(f"action {number} of the save ({quoted(text)}) cannot be replayed: {exc}") from None
    return game
