"""A match as a short link, to send to a friend: the same game, players, seed, computer players'
levels and house rules deal the same cards (the engine's seed decides every shuffle).

``?m=r3~5wz3k1~mh~target.300`` is Remi 51 for three, seed 5wz3k1 in base 36, Medium and Hard
computer players, and the house rule ``target`` at 300 (a rule on or off is 1 or 0). The long
form (``?game=remi51&players=3&seed=…&level=…``) is still read; only the short one carries
house rules.
"""

from __future__ import annotations

import string
from typing import Any, Dict, Optional, Sequence

import remi
from games import GAME_CODES
from remi.game import is_seed

LEVEL_CODES = {"easy": "e", "medium": "m", "hard": "h"}
SEP = "~"
DIGITS = string.digits + string.ascii_lowercase
MAX_SHORT_CHARS = 240  # a longer ?m= is refused unread


def to36(n: int) -> str:
    out = ""
    while True:
        n, digit = divmod(n, 36)
        out = DIGITS[digit] + out
        if not n:
            return out


def short_value(name: str, players: int, seed: int, levels: Sequence[str], options: Dict[str, Any]) -> str:
    """The ``m`` parameter of a match: its game, players, seed, levels and the house rules
    the person chose (``Game.given_options``: a preset keeps its meaning)."""
    parts = [f"{GAME_CODES[name]}{players}", to36(seed), "".join(LEVEL_CODES.get(lv, "m") for lv in levels[: players - 1])]
    for key in sorted(options):
        value = options[key]
        parts.append(f"{key}.{int(value) if isinstance(value, bool) else value}")
    return SEP.join(parts)


def parse_short(value: str) -> Optional[Dict[str, Any]]:
    """The deal a ``m`` parameter names — ``game``, ``players``, ``seed``, ``level`` (a list,
    seat by seat) and ``options`` (checked against the game's house rules) — or None when any
    part of it is not valid."""
    parts = value.strip().lower().split(SEP)
    if len(parts) < 3 or len(value) > MAX_SHORT_CHARS:
        return None
    head, seed_text, level_text = parts[:3]
    name = next((g for g, code in GAME_CODES.items() if head[:1] == code), None)
    if name is None or not _digits(head[1:]):
        return None
    players = int(head[1:])
    spec = remi.GAMES[name]
    if not spec.cls.min_players <= players <= spec.cls.max_players:
        return None
    if not seed_text or any(ch not in DIGITS for ch in seed_text) or len(seed_text) > 13:
        return None
    seed = int(seed_text, 36)
    if not is_seed(seed):  # (a link of another build, or a changed one: the engine refuses it)
        return None
    levels = [lv for code in level_text for lv, c in LEVEL_CODES.items() if c == code]
    if len(levels) != len(level_text) or len(levels) != players - 1:
        return None
    options: Dict[str, Any] = {}
    specs = {s.name: s for s in spec.option_specs()}
    for part in parts[3:]:
        key, _, raw = part.partition(".")
        option = specs.get(key)
        if option is None or key in options:
            return None
        wanted: Any
        if isinstance(option.default, bool):
            if raw not in ("0", "1"):
                return None
            wanted = raw == "1"
        elif isinstance(option.default, int):
            if not _digits(raw):
                return None
            wanted = int(raw)
        else:
            wanted = raw
        try:
            options[key] = option.check(name, wanted)
        except remi.InvalidOptionError:
            return None
    return {"game": name, "players": players, "seed": seed, "level": levels, "options": options}


def _digits(text: str) -> bool:
    """Whether ``text`` is a number written in the digits 0-9 alone (``str.isdigit`` takes a
    full-width "２" too, and ``int`` reads it: such a link was accepted)."""
    return bool(text) and text.isascii() and text.isdigit()


def share_url(page_url: str, game: Any, levels: Sequence[str]) -> str:
    """The link to ``game`` (the page's address without its query, then ``?m=``)."""
    base = page_url.split("#")[0].split("?")[0]
    return f"{base}?m={short_value(game.name, game.players, game.seed, levels, dict(game.given_options))}"
