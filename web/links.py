"""The link's parameters (``?game=gin&players=3&seed=123&lang=ro``, a shared match's ``?m=``, a
challenge's ``?c=``): each read and checked, the valid ones kept and the others named, for a
message and their defaults (``parse_params``); whether the link asks for a deal, and the text that
names that deal, so that a save made from it resumes on reload (``link_source``). Pure: the
page's address is given as text.
"""

from __future__ import annotations

import zlib
from typing import Any, Dict, List, Optional, Tuple
from urllib.parse import parse_qs

import challenge
import remi
import share
from games import GAME_ALIASES
from storage import DEFAULT_LEVEL, seat_levels

LINK_KEYS = ("game", "players", "seed", "level", "m")  # the parameters that make a link's deal (m: share.py)
# ?level=… in a link: the engine's names and the Romanian words on the page
LEVEL_ALIASES = {
    "easy": "easy",
    "usor": "easy",
    "ușor": "easy",
    "medium": "medium",
    "mediu": "medium",
    "normal": "medium",
    "hard": "hard",
    "greu": "hard",
}
# ?save=off, ?sound=off (a host page's embed): on/off words
SWITCH_WORDS = {"on": True, "1": True, "yes": True, "true": True, "off": False, "0": False, "no": False, "false": False}
MAX_PARAM_CHARS = 40  # a longer value of a known parameter is refused unread
CHALLENGE_CHARS = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_" + challenge.SEP + challenge.SEAL_SEP
)
MAX_PACE = 3.0  # ?pace=: the computer players' pauses times this (0: no pause)


def parse_levels(value: str) -> Tuple[List[str], bool]:
    """``hard`` (every computer seat) or ``easy,medium,hard`` (seat by seat) → (levels, all
    valid). A value that is not a level counts as Medium."""
    words = [w.strip().lower() for w in value.split(",")][:3]
    levels = [LEVEL_ALIASES.get(w, DEFAULT_LEVEL) for w in words]
    ok = bool(words) and all(w in LEVEL_ALIASES for w in words) and value.count(",") < 3
    if len(levels) == 1:
        levels = levels * 3
    return levels, ok


def parse_params(query: str) -> Tuple[Dict[str, Any], List[Tuple[str, str]]]:
    """The link's parameters (``?game=gin&players=3&seed=123&lang=ro``): the valid ones, and
    the (name, value) pairs that are not valid (each gets a message and its default).

    - ``game``: ``gin``, ``oklahoma``, ``traditional`` (Traditional Rummy) or ``remi51``
      (Remi 51), or an alias of ``GAME_ALIASES``;
    - ``players``: 2 to 4; ``seed``: a whole number from 0 to ``remi.MAX_SEED`` (2**53 - 1; the
      same seed deals the same cards), here as in ``m``;
    - ``lang``: ``ro`` or ``en``; ``pace``: the computer players' pauses times this number
      (0 to 3; 0.2 is fast);
    - ``level``: the computer players' level, ``easy``, ``medium`` or ``hard``, one for every
      seat or a list seat by seat (``easy,medium,hard``); a bad word counts as Medium;
    - ``save``: ``off`` keeps nothing in the browser (an embed that starts afresh each visit);
      ``sound``: ``off`` (a host page's embed);
    - ``m``: a shared match's short link (``share.py``): game, players, seed, levels and house
      rules in one value (``options`` in the result)."""
    raw = parse_qs(query.lstrip("?"), keep_blank_values=True)
    out: Dict[str, Any] = {}
    bad: List[Tuple[str, str]] = []

    def value_of(name: str) -> Optional[str]:
        if name not in raw:
            return None
        if len(set(raw[name])) > 1:  # given twice, differently (seed=7&seed=abc): neither is guessed at
            bad.append((name, " / ".join(raw[name])))
            return None
        value = raw[name][-1]
        if len(value) > MAX_PARAM_CHARS:
            bad.append((name, value))
            return None
        return value

    value = value_of("game")
    if value is not None:
        name = GAME_ALIASES.get(value.strip().lower())
        if name:
            out["game"] = name
        else:
            bad.append(("game", value))
    value = value_of("players")
    if value is not None:
        if value.strip().isascii() and value.strip().isdigit() and 2 <= int(value) <= 4:  # (int() refuses "²")
            out["players"] = int(value)
        else:
            bad.append(("players", value))
    value = value_of("seed")
    if value is not None:
        seed = parse_seed(value)
        if seed is not None:
            out["seed"] = seed
        else:
            bad.append(("seed", value))
    value = value_of("lang")
    if value is not None:
        low = value.strip().lower()
        if low in ("ro", "en"):
            out["lang"] = low
        else:
            bad.append(("lang", value))
    value = value_of("level")
    if value is not None:
        out["level"], ok = parse_levels(value)  # a bad word counts as Medium, and is said
        if not ok:
            bad.append(("level", value))
    value = value_of("pace")
    if value is not None:
        try:
            pace = float(value)
        except ValueError:
            pace = -1.0
        if 0 <= pace <= MAX_PACE:  # NaN fails this too
            out["pace"] = pace
        else:
            bad.append(("pace", value))
    if "m" in raw:  # a shared match's short link (share.py): its parts as the long form's
        short = raw["m"][-1]
        found = share.parse_short(short)
        if found is None or not remi.game.is_seed(found["seed"]):
            bad.append(("m", short[:MAX_PARAM_CHARS]))
        else:
            # the long form beside it names the match too: the short one is played, and that is said
            beside: List[str] = [k for k in ("game", "players", "seed") if k in out and out[k] != found[k]]
            if "level" in out and seat_levels(out["level"], found["players"]) != found["level"]:
                beside.append("level")
            out.update(found)
            if beside:
                out["beside_m"] = beside
            out["m"] = short
    if "c" in raw:  # a challenge (challenge.py): the plays of a match's short link (read by the page)
        plays = raw["c"][-1]
        if "m" in out and 0 < len(plays) <= challenge.MAX_CHARS and not set(plays) - CHALLENGE_CHARS:
            out["challenge"] = plays
        else:
            bad.append(("c", plays[:MAX_PARAM_CHARS]))
    for switch in ("save", "sound"):
        value = value_of(switch)
        if value is not None:
            word = SWITCH_WORDS.get(value.strip().lower())
            if word is None:
                bad.append((switch, value))
            else:
                out[switch] = word
    return out, bad


def shown(value: str, most: int = 20) -> str:
    """A link's value as a message may show it: at most ``most`` characters, a control
    character (a NUL from ``players=%00``) as U+FFFD."""
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in value[:most])


def parse_seed(value: str) -> Optional[int]:
    """A link's seed: ASCII digits of a whole number from 0 to ``remi.MAX_SEED`` (the engine's
    bound: a larger one is no longer exact in JavaScript), or None (``-5``, ``1e3``, ``²``)."""
    digits = value.strip()  # (at most MAX_PARAM_CHARS: int() of it is quick)
    if not digits.isascii() or not digits.isdigit():
        return None
    seed = int(digits)
    return seed if remi.game.is_seed(seed) else None


def asks_for_game(params: Dict[str, Any], bad: List[Tuple[str, str]]) -> bool:
    """Whether the link names a deal: a valid game, players, seed or level. A link whose every
    such setting is invalid (``?players=9``) names none, and leaves the saved match alone."""
    refused = {name for name, _value in bad}
    return any(k in params and k not in refused for k in LINK_KEYS)


def mentions_deal(params: Dict[str, Any], bad: List[Tuple[str, str]]) -> bool:
    """Whether the link has any of game, players, seed, level, valid or not."""
    return any(k in params for k in LINK_KEYS) or any(name in LINK_KEYS for name, _value in bad)


def link_source(params: Dict[str, Any]) -> str:
    """A canonical text of the deal a link asks for: a save made from it resumes on reload."""
    parts = [f"{k}={params[k]}" for k in ("game", "players", "seed") if k in params]
    if "level" in params:
        parts.append("level=" + ",".join(seat_levels(params["level"], params.get("players", 2))))
    if params.get("options"):
        options = params["options"]
        parts.append("opt=" + ",".join(f"{k}:{options[k]}" for k in sorted(options)))
    if params.get("challenge"):  # a challenge's plays, by a digest: its match is not the plain link's
        parts.append("c=%08x" % zlib.crc32(params["challenge"].encode("ascii")))
    return "&".join(parts)
