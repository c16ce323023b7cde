"""The person's finished matches, kept in the browser to replay (``replayscreen.py``): each as
the engine's own save (its seed, options and actions), with the computer players' levels and
when it ended. A match is kept once, by its id. Imported matches (a save file) are kept the
same way, under an id made from their text.

The history has a budget, ``MAX_HISTORY_CHARS`` (of the 5,242,880 characters Chromium gives a
site's localStorage): a match that would take it past that is refused before anything changes
(``NoRoom``), and the page says so; none is ever let go to make room. The person deletes the
ones they choose (``remove``), a download offered first.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import List, Optional, Sequence, Tuple

import remi

HISTORY_KEY = "remi.history"
HISTORY_VERSION = 1
MAX_HISTORY_CHARS = 2_000_000


class NoRoom(ValueError):
    """A match that the history cannot keep beside the matches it holds (nothing changed)."""

    def __init__(self, chars: int, kept: int) -> None:
        super().__init__(f"{chars} characters with the {kept} kept, past {MAX_HISTORY_CHARS}")
        self.chars = chars
        self.kept = kept


@dataclass
class Entry:
    id: str
    save: str  # the engine's save (Game.to_json)
    levels: List[str] = field(default_factory=list)  # the computer players', seat 1 first ([] when imported)
    ended: float = 0.0  # when it ended or was imported (ms since 1970)
    imported: bool = False

    def game(self) -> remi.Game:
        """The match, loaded by the engine (``InvalidSaveError`` for a damaged one)."""
        return remi.load_game(self.save)


class History:
    def __init__(self) -> None:
        self.entries: List[Entry] = []  # oldest first

    @classmethod
    def from_json(cls, raw: Optional[str]) -> Tuple["History", bool]:
        """The history read from its JSON text, and whether it could be read (nothing kept is
        an empty history, read fine; a damaged one gives an empty history and False)."""
        history = cls()
        if not raw:
            return history, True
        try:
            data = remi.load_json(raw, "history", MAX_HISTORY_CHARS)
            if not isinstance(data, dict) or data.get("version") != HISTORY_VERSION or not isinstance(data.get("matches"), list):
                return cls(), False
            for item in data["matches"]:
                entry = Entry(**item)
                ok = (
                    isinstance(entry.id, str) and isinstance(entry.save, str)
                    and isinstance(entry.levels, list) and all(isinstance(lv, str) for lv in entry.levels)
                    and isinstance(entry.ended, (int, float)) and isinstance(entry.imported, bool)
                )
                if not ok:
                    return cls(), False
                history.entries.append(entry)
        except (remi.InvalidSaveError, TypeError, ValueError):
            return cls(), False
        return history, True

    def to_json(self) -> str:
        return json.dumps(
            {"version": HISTORY_VERSION, "matches": [asdict(e) for e in self.entries]}, separators=(",", ":"), ensure_ascii=False
        )

    def find(self, match_id: str) -> Optional[Entry]:
        return next((e for e in self.entries if e.id == match_id), None)

    def add(self, match_id: str, game: remi.Game, levels: Sequence[str], ended: float, imported: bool = False) -> bool:
        """Keep ``game`` (False, and nothing changes, when it is kept already); ``NoRoom``, and
        nothing changes, when it would take the history past ``MAX_HISTORY_CHARS``."""
        if self.find(match_id) is not None:
            return False
        entries = self.entries + [Entry(match_id, game.to_json(), list(levels), float(ended), imported)]
        after = History()
        after.entries = entries
        chars = len(after.to_json())
        if chars > MAX_HISTORY_CHARS:
            raise NoRoom(chars, len(self.entries))
        self.entries = entries
        return True

    def remove(self, match_id: str) -> bool:
        """Let the match ``match_id`` go (the person chose to); False when it is not kept."""
        kept = [e for e in self.entries if e.id != match_id]
        gone = len(kept) < len(self.entries)
        self.entries = kept
        return gone

    def add_import(self, text: str, ended: float) -> Entry:
        """A match from a save file (the engine checks it: ``InvalidSaveError`` when it is not
        one); kept once however often it is imported; ``NoRoom`` (nothing changed) when it
        does not fit beside the matches kept."""
        game = remi.load_game(text)
        match_id = "import-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
        self.add(match_id, game, [], ended, imported=True)
        found = self.find(match_id)
        assert found is not None
        return found
