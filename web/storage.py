"""Saving to localStorage and reading the link's parameters. Pure: ``storage`` is anything
with ``getItem``/``setItem``/``removeItem`` (the browser's localStorage, or a dict in tests).

A save holds the engine's own save (``game.to_dict()``) and the page's settings; a save that
cannot be read is moved aside to ``CORRUPT_KEY`` so nothing is lost and the page goes on.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional, Tuple
from urllib.parse import parse_qs

import remi

SAVE_KEY = "remi.save"
SETTINGS_KEY = "remi.settings"
CORRUPT_KEY = "remi.save.unreadable"
PAGE_VERSION = 1

SUPPORTED_GAMES = ("gin", "oklahoma", "traditional", "remi51")  # the games this table can draw
# ?game=… in a link: the engine's names and a few spellings people type
GAME_ALIASES = {
    "gin": "gin",
    "ginrummy": "gin",
    "gin-rummy": "gin",
    "oklahoma": "oklahoma",
    "oklahoma-gin": "oklahoma",
    "traditional": "traditional",
    "traditional-rummy": "traditional",
    "rummy": "traditional",
    "remi": "traditional",
    "remi-traditional": "traditional",
    "remi51": "remi51",
    "remi-51": "remi51",
    "51": "remi51",
}

LINK_KEYS = ("game", "players", "seed", "level")  # the parameters that make a link's deal
LEVELS = ("easy", "medium", "hard")  # the computer players' levels offered on the page
DEFAULT_LEVEL = "medium"
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


def seat_levels(levels: Any, players: int) -> List[str]:
    """One level for each computer seat (1 … players-1): the given ones where valid, Medium for
    the rest (a save made before levels existed, a short list, a bad value)."""
    given = list(levels) if isinstance(levels, (list, tuple)) else []
    out = []
    for seat in range(1, players):
        value = given[seat - 1] if seat - 1 < len(given) else None
        out.append(value if value in LEVELS else DEFAULT_LEVEL)
    return out


def parse_levels(value: str) -> Tuple[List[str], bool]:
    """``hard`` (every computer seat) or ``easy,medium,hard`` (seat by seat) → (levels, all
    valid). A value that is not a level counts as Medium."""
    words = [w.strip().lower() for w in value.split(",")]
    levels = [LEVEL_ALIASES.get(w, DEFAULT_LEVEL) for w in words]
    ok = bool(words) and all(w in LEVEL_ALIASES for w in words)
    if len(levels) == 1:
        levels = levels * 3
    return levels, ok


def read_settings(storage: Any) -> Dict[str, Any]:
    try:
        raw = storage.getItem(SETTINGS_KEY)
        data = json.loads(raw) if isinstance(raw, str) and raw else {}
        return data if isinstance(data, dict) else {}
    except Exception:  # a broken settings entry is not worth a message
        return {}


def write_settings(storage: Any, settings: Dict[str, Any]) -> None:
    try:
        storage.setItem(SETTINGS_KEY, json.dumps(settings))
    except Exception:
        pass


def save_game(storage: Any, game: Any, ui: Dict[str, Any], source: Optional[str]) -> bool:
    """Store the game and the page's view of it; False when the browser refuses."""
    data = {"page": PAGE_VERSION, "game": game.to_dict(), "ui": ui, "source": source}
    try:
        storage.setItem(SAVE_KEY, json.dumps(data, ensure_ascii=False))
        return True
    except Exception:
        return False


def load_saved(storage: Any) -> Tuple[Optional[Any], Dict[str, Any], Optional[str], Optional[str]]:
    """(game, ui settings, source link, error). No save: (None, {}, None, None). A save that
    cannot be read is moved to CORRUPT_KEY and reported in ``error``."""
    try:
        raw = storage.getItem(SAVE_KEY)
    except Exception as exc:
        return None, {}, None, f"storage: {exc}"
    if not isinstance(raw, str) or raw == "":  # None, or Pyodide's JsNull for a missing key
        return None, {}, None, None
    try:
        data = json.loads(raw)
        if not isinstance(data, dict) or "game" not in data:
            raise remi.InvalidSaveError("not a Remi page save")
        game = remi.load_game(data["game"])
        if game.name not in SUPPORTED_GAMES:
            raise remi.InvalidSaveError(f"this page does not play {game.name!r} yet")
        ui = data.get("ui") if isinstance(data.get("ui"), dict) else {}
        source = data.get("source") if isinstance(data.get("source"), str) else None
        return game, ui, source, None
    except Exception as exc:  # anything wrong with the save: keep it aside, start afresh
        try:
            storage.setItem(CORRUPT_KEY, raw)
            storage.removeItem(SAVE_KEY)
        except Exception:
            pass
        return None, {}, None, str(exc) or type(exc).__name__


def clear_save(storage: Any) -> None:
    try:
        storage.removeItem(SAVE_KEY)
    except Exception:
        pass


def parse_params(query: str) -> Tuple[Dict[str, Any], List[Tuple[str, str]]]:
    """The link's parameters (``?game=gin&players=3&seed=123&lang=ro``): the valid ones, and
    the (name, value) pairs that are not valid (each gets a message and its default).

    - ``game``: ``gin``, ``oklahoma``, ``traditional`` (Traditional Rummy) or ``remi51``
      (Remi 51), or an alias of ``GAME_ALIASES``;
    - ``players``: 2 to 4; ``seed``: a whole number (the same seed deals the same cards);
    - ``lang``: ``ro`` or ``en``; ``pace`` (read by the app): the computer players' speed;
    - ``level``: the computer players' level, ``easy``, ``medium`` or ``hard``, one for every
      seat or a list seat by seat (``easy,medium,hard``); a bad word counts as Medium."""
    raw = parse_qs(query.lstrip("?"), keep_blank_values=True)
    out: Dict[str, Any] = {}
    bad: List[Tuple[str, str]] = []
    if "game" in raw:
        value = raw["game"][-1]
        name = GAME_ALIASES.get(value.strip().lower())
        if name:
            out["game"] = name
        else:
            bad.append(("game", value))
    if "players" in raw:
        value = raw["players"][-1]
        try:
            n = int(value)
            if not 2 <= n <= 4:
                raise ValueError
            out["players"] = n
        except ValueError:
            bad.append(("players", value))
    if "seed" in raw:
        value = raw["seed"][-1]
        try:
            seed = int(value)
            if not 0 <= seed < 2**63:
                raise ValueError
            out["seed"] = seed
        except ValueError:
            bad.append(("seed", value))
    if "lang" in raw:
        value = raw["lang"][-1]
        low = value.strip().lower()
        if low in ("ro", "en"):
            out["lang"] = low
        else:
            bad.append(("lang", value))
    if "level" in raw:
        value = raw["level"][-1]
        levels, ok = parse_levels(value)
        out["level"] = levels
        if not ok:
            bad.append(("level", value))
    return out, bad


def asks_for_game(query: str) -> bool:
    """Whether the link names a deal (any of game, players, seed, level), valid or not."""
    raw = parse_qs(query.lstrip("?"), keep_blank_values=True)
    return any(k in raw for k in LINK_KEYS)


def link_source(params: Dict[str, Any]) -> str:
    """A canonical text of the deal a link asks for: a save made from it resumes on reload."""
    parts = [f"{k}={params[k]}" for k in ("game", "players", "seed") if k in params]
    if "level" in params:
        parts.append("level=" + ",".join(seat_levels(params["level"], params.get("players", 2))))
    return "&".join(parts)
