"""What the page keeps for the person in the browser, besides the table: the match saved as it
goes, a finished match counted once in the statistics and kept to replay, the statistics
forgotten when asked, the saved matches listed in a line each.

``Keeping`` does the keeping through ``storage.Saves`` and answers with what the person is to
be told (``Note``: a message and where its button leads); the page shows the notes. Nothing
here draws or reads the table.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import history as history_mod
import stats as stats_mod
import storage
from i18n import player_name, t
from remi import Game, Phase
from sight import UiState


@dataclass(frozen=True)
class Note:
    """A message for the person (its text key) and where its button leads: "make_room" (the
    saved matches, to delete one), "replays" (the finished matches), "stats", or none."""

    key: str
    way: Optional[str] = None


class Keeping:
    def __init__(self, saves: storage.Saves, now: Callable[[], float], warn: Callable[[str], None]) -> None:
        self.saves = saves
        self.now = now  # the time now, in ms since 1970 (a finished match's date in the history)
        self.warn = warn  # a line in the browser's console, for whoever debugs the page
        self.counted: Dict[str, Any] = {}  # the person's record as it was after the last finished match counted
        self.waiting_replay: Optional[str] = None  # a finished match the history had no room for

    def save(self, game: Game, ui: UiState, source: Optional[str], extra: Dict[str, Any],
             name_of: Callable[[int], str], took_back: bool) -> List[Note]:
        """Save this tab's match with the page's state of it (``extra``: the challenge played,
        a move taken back). A refusal is said once; the match goes on in memory and the next
        action tries again (and says when saving works again). A finished match is counted."""
        kept: Dict[str, Any] = {"sort": ui.sort, "order": list(ui.order), "levels": list(ui.levels), "status": ui.status}
        kept.update(extra)
        if ui.together:
            kept["names"], kept["me"] = list(ui.names), ui.me
        was_failing = self.saves.failing
        saved = self.saves.save(game, kept, source)
        notes = []
        if not saved and not was_failing:
            self.warn("Remi: the browser refused to save the match; it goes on in memory")
            notes.append(Note("msg.cannot_save", "make_room"))
        elif saved and was_failing:
            notes.append(Note("msg.saved_again"))
        if game.phase == Phase.MATCH_OVER and self.saves.match_id:
            notes += self.count_match(self.saves.match_id, game, ui, name_of, took_back)
        return notes

    def count_match(self, match_id: str, game: Game, ui: UiState, name_of: Callable[[int], str], took_back: bool) -> List[Note]:
        """A finished match goes into the person's record, once (by its id: a reload on the
        end screen or a second tab counts nothing more). A record that cannot be read is set
        aside, kept, and a fresh one begins. People on one device: each person's match, under
        their name (not a record against computer players, nor a replay of the person's)."""
        record, ok = storage.read_stats(self.saves.local)
        if not ok:
            self.saves.set_aside(stats_mod.STATS_KEY)
        notes: List[Note] = []
        if ui.together:
            counted = [record.count_match(match_id, game, [], s, name_of(s)) for s in ui.people]
            if any(counted):
                notes += self.keep_stats(record)
        elif record.count_match(match_id, game, ui.levels[: game.players - 1], took_back=took_back):
            notes += self.keep_stats(record)
            notes += self.keep_to_replay(match_id, game, ui.levels)  # with its count (not read again at each save)
        self.counted = {g: {lv: dataclasses.asdict(r) for lv, r in by.items()} for g, by in record.records.items()}
        return notes

    def keep_to_replay(self, match_id: str, game: Game, levels: Sequence[str]) -> List[Note]:
        """The finished match into the history, to replay. Where it has no room none is let go
        to make some: the person is told, with the way to the finished matches, and it is tried
        again when they close that screen (``waiting_replay``)."""
        kept, kept_ok = storage.read_history(self.saves.local)
        if not kept_ok:
            self.saves.set_aside(history_mod.HISTORY_KEY)
        try:
            added = kept.add(match_id, game, list(levels)[: game.players - 1], self.now())
            room = not added or storage.write_history(self.saves.local, kept)
        except history_mod.NoRoom:
            room = False
        self.waiting_replay = None if room else match_id
        return [] if room else [Note("replay.full", "replays")]

    def keep_stats(self, record: stats_mod.Stats) -> List[Note]:
        """Write the record; where it has no room (the browser's, or its budget), the match is
        not counted and the person is told, with the way to the statistics (the one kept
        before stays whole)."""
        if not storage.write_stats(self.saves.local, record) and self.saves.persistent:
            return [Note("stats.full", "stats")]
        return []

    def reset_stats(self) -> None:
        """Forget the person's record (they confirmed it on the statistics screen), every game's;
        the matches counted before stay counted (``Stats.reset``)."""
        record, ok = storage.read_stats(self.saves.local)
        if not ok:
            self.saves.set_aside(stats_mod.STATS_KEY)
        record.reset()
        storage.write_stats(self.saves.local, record)
        self.counted = {}

    def saved_list(self, lang: str) -> List[Tuple[str, str]]:
        """The saved matches besides this tab's, in progress, the most recent first: the menu's list (all of them)."""
        going = [m for m in self.saves.matches() if m.id != self.saves.match_id and not m.over]
        return [(m.id, summary(m, lang)) for m in going]


def summary(info: storage.MatchInfo, lang: str) -> str:
    """"Remi 51 · hand 3 · You 36 · Ana −40": a saved match in a line."""
    # a name and its score never part at a line's end (a no-break space between them)
    scores = "\u00a0· ".join(
        f"{player_name(seat, lang)}\u00a0{str(score).replace('-', '−')}" for seat, score in enumerate(info.scores)
    )
    key = "saved.summary_over" if info.over else "saved.summary"
    game = t("game." + info.name, lang).replace(" ", "\u00a0")  # "Remi 51" whole on its line
    return t(key, lang, game=game, hand=info.hand, scores=scores)
