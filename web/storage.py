"""Saving matches and settings in the browser (the link's parameters are read by ``links.py``).
Pure: a store is anything with the Web Storage calls (``getItem``, ``setItem``, ``removeItem``,
``key``, ``length``): the browser's localStorage and sessionStorage, or a ``MemoryStorage`` where
the browser refuses them (a cross-site embed with third-party storage blocked, a private window,
a test).

Every match has a key of its own, ``remi.match.<id>``, so that two tabs, or a link's deal beside
a match in progress, never overwrite each other. A tab remembers its match's id in
sessionStorage (a reload resumes it); a new tab resumes the most recent match. Before each write
a tab checks the match's stamp (``remi.stamp.<id>``): when another tab wrote it since, this tab
goes on under a new id, and both matches are kept.

A write the browser refuses (storage full, storage blocked) loses nothing: the match goes on in
memory, earlier saves stay as they were, and the next action tries again (``Saves.failing``). A
save that cannot be read is moved aside under a key of its own (``remi.unreadable.<time>``),
never deleted; a save of the page's first format (``remi.save``) is taken into the new keys.

Each store has a budget, in characters, against the 5,242,880 (key and value) Chromium gives a
site's localStorage (Firefox and Safari about 5 MB), and a way out when it is reached; nothing is
deleted but by the person, and nothing is half-written (a write is whole or refused):

- settings (``remi.settings``): ``MAX_SETTINGS_CHARS``, far above what the page writes;
- statistics (``remi.stats``): ``stats.MAX_STATS_CHARS``; past it the match is not counted, the
  record kept stays whole, and the page says so with the way to the statistics (``App.keep_stats``);
- finished matches (``remi.history``): ``history.MAX_HISTORY_CHARS``; past it a match is not kept
  (``NoRoom``) until the person deletes older ones (``App.keep_to_replay``), and an import that
  does not fit is refused before anything changes;
- matches in progress (``remi.match.<id>``): each at most ``MAX_SAVE_CHARS``, all of them in the
  rest; when the browser refuses a write the match plays on in memory, the page says so with
  "Free up space" (the new-match menu: each saved match with its ✕, the way to the finished ones),
  and the match is saved as soon as one is deleted (``App.room_made``);
- unreadable saves (``remi.unreadable.<time>.<id>``): no more room than they took as saves (moved
  aside, never copied where a move is refused); the menu offers to download or delete them.

IndexedDB was considered for the larger stores and not taken: these budgets fit in localStorage
(a finished match takes 3 to 20 thousand characters, so the history holds 100 to 600), which
the page reads at start in one synchronous step, and a second, asynchronous store would need the
same code twice for the browsers that refuse it.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Tuple

import challenge
import remi
import share
from games import page_draws
from history import HISTORY_KEY, MAX_HISTORY_CHARS, History
from remi import Game
from stats import MAX_STATS_CHARS, STATS_KEY, Stats

MATCH_PREFIX = "remi.match."
STAMP_PREFIX = "remi.stamp."
UNREADABLE_PREFIX = "remi.unreadable."
OLD_SAVE_KEY = "remi.save"  # the page's first format: one save shared by every tab
SETTINGS_KEY = "remi.settings"
TAB_KEY = "remi.tab"  # in sessionStorage: this tab's match
PAGE_VERSION = 2
MAX_SAVE_CHARS = remi.game.MAX_SAVE_CHARS + 100_000  # the engine's save and the page's view of it
MAX_SETTINGS_CHARS = 10_000
MAX_FINISHED_KEPT = 4  # finished matches' saves kept besides this tab's (each is in the replays too)
# Matches in progress are all kept, as many as the browser holds (a save it refuses is said, and
# the match plays on); unreadable saves are all kept aside (moving one takes no more room).

LEVELS = ("easy", "medium", "hard")  # the computer players' levels offered on the page
DEFAULT_LEVEL = "medium"
PERSON = "person"  # a seat played by a person at this device (pass-and-play): the new-match form's, never a link's
MAX_NAME_CHARS = 16  # a person's name, as the new-match form takes it


# ------------------------------------------------------------------ stores


class MemoryStorage:
    """The Web Storage calls over a dict: where the browser refuses its own storage, the match
    lives here, for as long as the page is open."""

    def __init__(self) -> None:
        self.items: Dict[str, str] = {}

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, index: int) -> Optional[str]:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key: str) -> Optional[str]:  # noqa: N802 (the Web Storage name)
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)


def open_storage(window: Any, name: str) -> Tuple[Any, bool]:
    """``window.localStorage`` (or ``sessionStorage``) and True; a ``MemoryStorage`` and False
    where the browser refuses it (reading the property throws ``SecurityError`` in a cross-site
    frame with third-party storage blocked) or gives none. Whether writes work is learnt on
    the first write (``Saves.failing``)."""
    try:
        store = getattr(window, name)
        if store is None or not hasattr(store, "getItem"):
            raise TypeError(f"no {name}")
        store.getItem(TAB_KEY)
        return store, True
    except Exception:
        return MemoryStorage(), False


def _get(store: Any, key: str) -> Optional[str]:
    """The stored text, None when missing (or Pyodide's JsNull) or when reading throws."""
    try:
        raw = store.getItem(key)
    except Exception:
        return None
    return raw if isinstance(raw, str) else None


def _set(store: Any, key: str, value: str) -> bool:
    try:
        store.setItem(key, value)
        return True
    except Exception:  # QuotaExceededError, SecurityError, a refusing stand-in
        return False


def _set_within(store: Any, key: str, value: str, budget: int) -> bool:
    """``_set``, for a store with a budget: a value longer than it is refused whole (the next
    visit reads back no more than its budget; the one kept before stays as it was)."""
    return len(value) <= budget and _set(store, key, value)


def _remove(store: Any, key: str) -> None:
    try:
        store.removeItem(key)
    except Exception:
        pass


def _keys(store: Any, prefix: str) -> List[str]:
    try:
        count = int(store.length)
        keys = [store.key(i) for i in range(count)]
    except Exception:
        return []
    return [str(k) for k in keys if isinstance(k, str) and k.startswith(prefix)]


# the computer players' speed (new-match form): how long they pause, as a share of the usual
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5}
DEFAULT_SPEED = "normal"


def read_settings(store: Any) -> Tuple[Dict[str, Any], bool]:
    """The page's settings (its language) and whether they could be read: unreadable ones
    give the defaults (and the page says so once; the next change writes them afresh)."""
    raw = _get(store, SETTINGS_KEY)
    if not raw:
        return {}, True
    try:
        data = remi.load_json(raw, "settings", MAX_SETTINGS_CHARS)
    except remi.InvalidSaveError:
        return {}, False
    if not isinstance(data, dict) or not all(isinstance(v, (str, int, bool)) for v in data.values()):
        return {}, False
    return data, True


# The look and sound (the new-match form's "Look and sound"): each kept once the person sets it;
# until then a default (sound off in a frame, reduced motion as the system asks).
LOOK = ("four_colour", "large_cards", "sound", "reduce_motion")


def look_settings(settings: Dict[str, Any]) -> Dict[str, bool]:
    """The look and sound settings the person has set (a value that is not a yes or no is left out)."""
    return {key: settings[key] for key in LOOK if isinstance(settings.get(key), bool)}


def write_settings(store: Any, settings: Dict[str, Any]) -> None:
    _set(store, SETTINGS_KEY, json.dumps(settings))


def read_stats(store: Any) -> Tuple[Stats, bool]:
    """The person's record (``stats.py``) and whether it could be read: a damaged one gives a
    fresh record, and is only written over when the next match ends."""
    return Stats.from_json(_get(store, STATS_KEY))


def read_history(store: Any) -> Tuple[History, bool]:
    """The last finished matches kept to replay (``history.py``), and whether they could be read."""
    return History.from_json(_get(store, HISTORY_KEY))


def write_history(store: Any, history: History) -> bool:
    """Keep the history; False, and the one kept before stays as it was, when the browser
    refuses (its storage full) or the history is longer than it could read back
    (``MAX_HISTORY_CHARS``: two large imports once made a history that the next visit could
    not read, and lost every match in it). No match is let go to make room."""
    return _set_within(store, HISTORY_KEY, history.to_json(), MAX_HISTORY_CHARS)


def write_stats(store: Any, stats: Stats) -> bool:
    """Keep the record; False, and the one kept before stays as it was, when the browser refuses
    or the record is longer than it could read back (``MAX_STATS_CHARS``)."""
    return _set_within(store, STATS_KEY, stats.to_json(), MAX_STATS_CHARS)


# ------------------------------------------------------------------ matches


@dataclass
class MatchInfo:
    """What the page shows of a saved match without replaying it: game, players, scores."""

    id: str
    name: str
    players: int
    scores: List[int]
    hand: int
    over: bool
    updated: float
    source: Optional[str] = None

    def to_dict(self) -> Dict[str, Any]:
        return {
            "name": self.name, "players": self.players, "scores": list(self.scores),
            "hand": self.hand, "over": self.over,
        }


def match_info(match_id: str, game: Game, updated: float, source: Optional[str]) -> MatchInfo:
    return MatchInfo(
        match_id, game.name, game.players, [int(s) for s in game.scores], int(getattr(game, "hand_number", 1) or 1),
        bool(game.is_over), updated, source,
    )


def _info_from(match_id: str, data: Any) -> Optional[MatchInfo]:
    """The summary stored beside a save, checked; None when it is not one."""
    info = data.get("info") if isinstance(data, dict) else None
    if not isinstance(info, dict):
        return None
    name, players, scores = info.get("name"), info.get("players"), info.get("scores")
    updated = data.get("updated")
    if not isinstance(name, str) or not page_draws(name) or not isinstance(players, int) or not 2 <= players <= 4:
        return None
    if not isinstance(scores, list) or len(scores) != players or not all(isinstance(s, int) for s in scores):
        return None
    given_hand = info.get("hand")
    hand = given_hand if isinstance(given_hand, int) else 1
    source = data.get("source") if isinstance(data.get("source"), str) else None
    stamp_time = float(updated) if isinstance(updated, (int, float)) and not isinstance(updated, bool) else 0.0
    return MatchInfo(match_id, name, players, scores, hand, bool(info.get("over")), stamp_time, source)


@dataclass
class SavedMatch:
    """A match read back: its game, the page's view of it (``clean_ui``), its link."""

    id: str
    game: Game
    ui: Dict[str, Any]
    source: Optional[str]
    stamp: Optional[str]


def read_page_save(raw: str) -> Tuple[Any, Dict[str, Any], Optional[str]]:
    """(game, ui, source) of a page save's text, either format; ``InvalidSaveError`` if it
    cannot be read (whatever is wrong with it: the engine's save, or the page's part)."""
    data = remi.load_json(raw, "saved match", MAX_SAVE_CHARS)
    if not isinstance(data, dict) or "game" not in data:
        raise remi.InvalidSaveError("not a Remi page save")
    if data.get("page") not in (1, PAGE_VERSION):
        raise remi.InvalidSaveError(f"a page save of an unknown format ({remi.errors.quoted(data.get('page'))})")
    game = remi.load_game(data["game"])
    if not page_draws(game.name):
        raise remi.InvalidSaveError(f"this page does not play {game.name!r} yet")
    ui = clean_ui(data.get("ui"), game)
    source = data.get("source") if isinstance(data.get("source"), str) and len(data["source"]) < 200 else None
    return game, ui, source


def _is_card(text: Any) -> bool:
    if not isinstance(text, str) or len(text) > 4:
        return False
    try:
        remi.Card.parse(text)
        return True
    except ValueError:
        return False


def clean_ui(ui: Any, game: Game) -> Dict[str, Any]:
    """The page's part of a save, each field kept only if it has the shape the page draws: a
    save with a number or a list where a card is expected must not stop the page."""
    ui = ui if isinstance(ui, dict) else {}
    out: Dict[str, Any] = {}
    if isinstance(ui.get("sort"), str) and len(ui["sort"]) <= 20:
        out["sort"] = ui["sort"]
    order = ui.get("order")
    if isinstance(order, list) and len(order) <= 120 and all(_is_card(c) for c in order):
        out["order"] = list(order)
    levels = ui.get("levels")
    if isinstance(levels, list) and len(levels) <= 3 and all(isinstance(v, str) for v in levels):
        out["levels"] = list(levels)
    names = ui.get("names")  # pass-and-play: the people's names, and whose hand was shown
    if isinstance(names, list) and len(names) <= 4 and all(isinstance(v, str) and len(v) <= MAX_NAME_CHARS for v in names):
        out["names"] = list(names)
    me = ui.get("me")
    if isinstance(me, int) and not isinstance(me, bool) and 0 <= me < game.players:
        out["me"] = me
    plays = ui.get("challenge")  # [m, c] of a challenge received (the page reads it again)
    if isinstance(plays, list) and len(plays) == 2 and all(isinstance(v, str) for v in plays):
        if len(plays[0]) <= share.MAX_SHORT_CHARS and len(plays[1]) <= challenge.MAX_CHARS:
            out["challenge"] = list(plays)
    status = ui.get("status")
    if isinstance(status, list) and len(status) == 3:
        key, seat, cards = status
        seat_ok = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < game.players
        cards_ok = cards is None or (isinstance(cards, str) and len(cards) <= 80 and all(_is_card(c) for c in cards.split()))
        if isinstance(key, str) and key.startswith("did.") and len(key) <= 40 and seat_ok and cards_ok:
            out["status"] = [key, seat, cards]
    return out


def new_match_id() -> str:
    return "%x" % random.SystemRandom().getrandbits(48)


@dataclass
class Saves:
    """The matches saved in this browser (``local``) and this tab's own (its id in ``session``).

    ``save`` writes this tab's match; ``failing`` says whether the last write was refused, so
    the page can say so once; ``persistent`` is False where the match lives in memory only."""

    local: Any
    session: Any
    persistent: bool = True
    now: Callable[[], float] = lambda: 0.0
    token: str = field(default_factory=new_match_id)  # this tab, in the stamps it writes
    match_id: Optional[str] = None
    known_stamp: Optional[str] = None  # the stamp of this tab's match as this tab last saw it
    revision: int = 0
    failing: bool = False
    forked: int = 0  # how often another tab's write made this tab go on under a new id
    set_aside_count: int = 0  # unreadable saves moved aside in this visit
    pruned_for: Optional[str] = None  # the match whose first save made room among the others

    # ---- reading

    def tab_match(self) -> Optional[str]:
        """The id of the match this tab played before a reload, if it is still saved."""
        match_id = _get(self.session, TAB_KEY)
        if match_id and _get(self.local, MATCH_PREFIX + match_id) is not None:
            return match_id
        return None

    def matches(self) -> List[MatchInfo]:
        """Every saved match that can be summed up, the most recent first. An entry that cannot
        be is moved aside (``set_aside``)."""
        out = []
        for key in _keys(self.local, MATCH_PREFIX):
            match_id = key[len(MATCH_PREFIX):]
            raw = _get(self.local, key)
            info = None
            if raw is not None:
                try:
                    info = _info_from(match_id, remi.load_json(raw, "saved match", MAX_SAVE_CHARS))
                except remi.InvalidSaveError:
                    info = None
            if info is None:
                self.set_aside(key)
            else:
                out.append(info)
        out.sort(key=lambda m: m.updated, reverse=True)
        return out

    def load(self, match_id: str) -> SavedMatch:
        """The saved match ``match_id``; ``InvalidSaveError`` (and the save moved aside) if it
        cannot be read."""
        key = MATCH_PREFIX + match_id
        raw = _get(self.local, key)
        if raw is None:
            raise remi.InvalidSaveError("the saved match is gone")
        try:
            game, ui, source = read_page_save(raw)
        except Exception as exc:  # anything wrong with it: keep it aside, say so
            self.set_aside(key)
            raise remi.InvalidSaveError(str(exc)[:200] or type(exc).__name__) from None
        stamp = _get(self.local, STAMP_PREFIX + match_id)
        return SavedMatch(match_id, game, ui, source, stamp)

    def take_up_old_save(self) -> Optional[str]:
        """The page's first format (one ``remi.save`` for all tabs): written again as a match of
        its own, then removed; an error text when it cannot be read (it is kept aside)."""
        raw = _get(self.local, OLD_SAVE_KEY)
        if raw is None or raw == "":
            return None
        try:
            game, ui, source = read_page_save(raw)
        except Exception as exc:
            self.set_aside(OLD_SAVE_KEY)
            return str(exc)[:200] or type(exc).__name__
        match_id = new_match_id()
        if self._write(match_id, game, ui, source, f"{self.token}:0"):
            _remove(self.local, OLD_SAVE_KEY)
        return None

    def set_aside(self, key: str) -> None:
        """Move an unreadable entry to ``remi.unreadable.<time>``: kept, never deleted unread
        (however many there are: moving one takes no more room). Where it cannot be copied
        (storage full) it stays where it is."""
        raw = _get(self.local, key)
        if raw is None:
            return
        self.set_aside_count += 1
        name = f"{UNREADABLE_PREFIX}{int(self.now())}.{new_match_id()}"
        if _set(self.local, name, raw):
            _remove(self.local, key)
            if key.startswith(MATCH_PREFIX):
                _remove(self.local, STAMP_PREFIX + key[len(MATCH_PREFIX):])

    def unreadable(self) -> List[Tuple[str, str]]:
        """The saves that could not be read, kept aside: (key, text) each, oldest first."""
        keys = sorted(_keys(self.local, UNREADABLE_PREFIX), key=_aside_time)
        return [(key, raw) for key in keys if (raw := _get(self.local, key)) is not None]

    def unreadable_count(self) -> int:
        """How many saves are kept aside (their keys counted, their texts not read)."""
        return len(_keys(self.local, UNREADABLE_PREFIX))

    def drop_unreadable(self) -> int:
        """Delete the saves that could not be read (the person chose to); how many went."""
        keys = _keys(self.local, UNREADABLE_PREFIX)
        for key in keys:
            _remove(self.local, key)
        return sum(1 for key in keys if _get(self.local, key) is None)

    # ---- writing

    def adopt(self, match: Optional[SavedMatch]) -> None:
        """This tab plays ``match`` from now on (None: a new match, with a new id)."""
        if match is None:
            self.match_id = new_match_id()
            self.known_stamp = None
        else:
            self.match_id = match.id
            self.known_stamp = match.stamp
        _set(self.session, TAB_KEY, self.match_id)

    def save(self, game: Game, ui: Dict[str, Any], source: Optional[str]) -> bool:
        """Write this tab's match; False (``failing``) when the browser refuses. If another tab
        wrote the same match since this tab last saw it, this tab goes on under a new id."""
        if self.match_id is None:
            self.adopt(None)
        assert self.match_id is not None
        stored = _get(self.local, STAMP_PREFIX + self.match_id)
        if stored is not None and stored != self.known_stamp:
            self.match_id = new_match_id()
            self.known_stamp = None
            self.forked += 1
            _set(self.session, TAB_KEY, self.match_id)
        self.revision += 1
        stamp = f"{self.token}:{self.revision}"
        ok = self._write(self.match_id, game, ui, source, stamp)
        if ok:
            self.known_stamp = stamp
            if self.pruned_for != self.match_id or game.is_over:
                self.pruned_for = self.match_id
                self._prune()
        self.failing = not ok
        return ok

    def _write(self, match_id: str, game: Game, ui: Dict[str, Any], source: Optional[str], stamp: str) -> bool:
        updated = self.now()
        data = {  # (its id is in its key, its stamp in a key of its own: neither is copied here)
            "page": PAGE_VERSION, "updated": updated,
            "info": match_info(match_id, game, updated, source).to_dict(),
            "game": game.to_dict(), "ui": ui, "source": source,
        }
        if not _set(self.local, MATCH_PREFIX + match_id, json.dumps(data, ensure_ascii=False)):
            return False
        return _set(self.local, STAMP_PREFIX + match_id, stamp)

    def forget(self, match_id: str) -> None:
        _remove(self.local, MATCH_PREFIX + match_id)
        _remove(self.local, STAMP_PREFIX + match_id)

    def _prune(self) -> None:
        """Run when this tab saves a match for the first time, or a finished one: besides this
        tab's match, the ``MAX_FINISHED_KEPT`` most recent finished matches stay, and older
        ones only while the history does not hold them (kept there to replay, ``history.py``);
        every match in progress stays."""
        others = [m for m in self.matches() if m.id != self.match_id]
        older = [m for m in others if m.over][MAX_FINISHED_KEPT:]
        if older:
            history, _ok = read_history(self.local)
            for old in older:
                if history.find(old.id) is not None:
                    self.forget(old.id)


def _aside_time(key: str) -> Tuple[int, str]:
    """An unreadable save's key, ``remi.unreadable.<time>.<id>``, by its time."""
    stamp = key[len(UNREADABLE_PREFIX):].split(".")[0]
    return (int(stamp) if stamp.isascii() and stamp.isdigit() else 0, key)


# ------------------------------------------------------------------ levels


def seat_levels(levels: Any, players: int, people: bool = False) -> List[str]:
    """One level for each seat after the person's (1 … players-1): the given ones where valid,
    Medium for the rest (a save made before levels existed, a short list, a bad value);
    ``people``: ``PERSON`` is valid too (the form's and a save's, never a link's)."""
    given = list(levels) if isinstance(levels, (list, tuple)) else []
    valid = LEVELS + ((PERSON,) if people else ())
    out = []
    for seat in range(1, players):
        value = given[seat - 1] if seat - 1 < len(given) else None
        out.append(value if value in valid else DEFAULT_LEVEL)
    return out


def clean_names(names: Any, players: int) -> List[str]:
    """A name per seat (pass-and-play), "" where none: each trimmed, at most MAX_NAME_CHARS."""
    given = list(names) if isinstance(names, (list, tuple)) else []
    out = []
    for seat in range(players):
        value = given[seat] if seat < len(given) else ""
        out.append(" ".join(value.split())[:MAX_NAME_CHARS] if isinstance(value, str) else "")
    return out
