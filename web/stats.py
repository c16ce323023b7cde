"""The person's record, kept in the browser (the model; its screen is ``statscreen.py``). Per
game and per computer players' level: matches and deals played and won, the current and best
streak of matches won, points per deal (the average and the best), gins and undercuts (Gin,
Oklahoma), rummies and openings (the table games), and the last 30 matches.

A match counts once, by its id (the page's save key), however often the page sees it end: a
reload on the end screen, a second tab. The record is one JSON value under its own key, apart
from the saves, so a new release (which may set saves aside) keeps it; one that cannot be read
gives a fresh record and is not written over until the next match ends.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from typing import Dict, List, Optional, Sequence, Tuple

import remi
from remi import Game, Phase, ResultKind
from remi.gin.rules import GINS

STATS_KEY = "remi.stats"
STATS_VERSION = 1
MAX_STATS_CHARS = 200_000
RECENT = 30  # matches kept for the chart
COUNTED_KEPT = 500  # ids of the matches counted, to count each once (the oldest go first)
ME = 0


@dataclass
class Record:
    """One game's record against one level of computer players."""

    matches: int = 0
    won: int = 0
    streak: int = 0  # matches won in a row, up to the last one
    best_streak: int = 0
    deals: int = 0
    deals_won: int = 0
    points: int = 0  # the person's points over every deal (penalty, or Oklahoma's points)
    best_deal: Optional[int] = None  # the best points of one deal (lowest penalty, most points)
    gins: int = 0  # Gin, Oklahoma: deals won by gin or big gin
    undercuts: int = 0  # Gin, Oklahoma: deals won by undercutting a knock
    rummies: int = 0  # the table games: deals gone out all at once (a rummy, Remi 51's hand)
    openings: int = 0  # the table games: deals in which the person laid melds down
    took_back: int = 0  # matches in which the person took back a move against computer players (undo)
    recent: List[List[int]] = field(default_factory=list)  # [won 0/1, the person's total] a match, oldest first
    scoring: str = "penalty"  # how the game scores: "penalty" (lower is better) or "points" (Oklahoma's own)

    @property
    def higher_is_better(self) -> bool:
        return self.scoring == "points"

    @property
    def win_rate(self) -> float:
        return self.won / self.matches if self.matches else 0.0

    @property
    def average_deal(self) -> float:
        return self.points / self.deals if self.deals else 0.0


def level_key(levels: Sequence[str]) -> str:
    """The opponents' level a record is kept under: the level when every computer player has
    it ("hard"), else the seats' levels in order ("easy,hard")."""
    kinds = list(levels)
    return kinds[0] if kinds and all(k == kinds[0] for k in kinds) else ",".join(kinds)


SCORINGS = ("penalty", "points")
PERSON_MARK = "@"  # a person's record among people on one device: "@Ioana" (no level begins so)


def person_key(name: str) -> str:
    return PERSON_MARK + name


def person_of(level: str) -> Optional[str]:
    """The person a record is kept for ("@Ioana" → "Ioana"), None for a level of computer players."""
    return level[len(PERSON_MARK):] if level.startswith(PERSON_MARK) else None


def game_key(game: Game) -> str:
    """The name a game's record is kept under: its own, or, when the match scores otherwise than
    the game does by default (Oklahoma played by the rummy site's rules, with penalties), the
    name and the scoring ("oklahoma.penalty"): the two kinds of totals never mix."""
    usual = _USUAL_SCORING.get(game.name)
    if usual is None:
        usual = _USUAL_SCORING[game.name] = str(remi.new_game(game.name, game.players, seed=0).scoring)
    return game.name if game.scoring == usual else f"{game.name}.{game.scoring}"


_USUAL_SCORING: Dict[str, str] = {}


class Stats:
    def __init__(self) -> None:
        self.records: Dict[str, Dict[str, Record]] = {}
        self.counted: List[str] = []

    # --- reading and writing -------------------------------------------------------------------

    @classmethod
    def from_json(cls, raw: Optional[str]) -> Tuple["Stats", bool]:
        """The record read from its JSON text, and whether it could be read (nothing stored
        reads as a fresh record; a damaged one gives a fresh record and False)."""
        stats = cls()
        if not raw:
            return stats, True
        try:
            data = remi.load_json(raw, "statistics", MAX_STATS_CHARS)
            if not isinstance(data, dict) or data.get("version") != STATS_VERSION:
                return cls(), False
            counted = data.get("counted", [])
            if not isinstance(counted, list) or not all(isinstance(c, str) for c in counted):
                return cls(), False
            stats.counted = counted[-COUNTED_KEPT:]
            names = {f.name for f in fields(Record)}
            for game, by_level in dict(data.get("games", {})).items():
                for level, values in dict(by_level).items():
                    if not isinstance(values, dict) or not set(values) <= names:
                        return cls(), False
                    record = Record(**values)
                    if not _sound(record):
                        return cls(), False
                    stats.records.setdefault(str(game), {})[str(level)] = record
        except (remi.InvalidSaveError, TypeError, ValueError):
            return cls(), False
        return stats, True

    def to_json(self) -> str:
        games = {g: {lv: asdict(r) for lv, r in by_level.items()} for g, by_level in self.records.items()}
        return json.dumps({"version": STATS_VERSION, "counted": self.counted, "games": games}, separators=(",", ":"))

    # --- counting ------------------------------------------------------------------------------

    def record(self, game: str, level: str) -> Record:
        return self.records.setdefault(game, {}).setdefault(level, Record())

    def count_match(
        self, match_id: str, game: Game, levels: Sequence[str], seat: int = ME, person: Optional[str] = None,
        took_back: bool = False,
    ) -> bool:
        """Count the finished match ``match_id`` (the person at seat 0 against computer players
        of ``levels``; or, ``person`` named, that person's at ``seat`` among people playing on
        this device, kept under ``person_key(person)``); False, and nothing changes, when it is
        not over or was counted before. ``took_back``: the person took back moves in it (undo
        against computer players), which the record says."""
        counted = match_id if person is None else f"{match_id}#{seat}"
        if game.phase != Phase.MATCH_OVER or counted in self.counted:
            return False
        rec = self.record(game_key(game), level_key(levels) if person is None else person_key(person))
        rec.scoring = str(game.scoring)
        higher = rec.higher_is_better
        won = seat in game.winners
        rec.matches += 1
        rec.won += won
        rec.streak = rec.streak + 1 if won else 0
        rec.took_back += took_back
        rec.best_streak = max(rec.best_streak, rec.streak)
        for result in game.results:
            mine = int(result.points[seat])
            rec.deals += 1
            rec.points += mine
            if rec.best_deal is None or (mine > rec.best_deal if higher else mine < rec.best_deal):
                rec.best_deal = mine
            if result.winner != seat:
                pass
            elif result.kind in GINS:
                rec.gins += 1
            elif result.kind == ResultKind.UNDERCUT:
                rec.undercuts += 1
            elif result.kind in (ResultKind.RUMMY, ResultKind.HAND):
                rec.rummies += 1
            rec.deals_won += result.winner == seat
            seats = getattr(result, "players", ())
            if seats and getattr(seats[seat], "opened", False):
                rec.openings += 1
        rec.recent = (rec.recent + [[int(won), int(game.scores[seat])]])[-RECENT:]
        self.counted = (self.counted + [counted])[-COUNTED_KEPT:]
        return True

    def reset(self) -> None:
        """Forget the figures of every game (the screen asks first). The ids of the matches
        counted are kept: a match that ended before the reset, shown ended again after a
        reload, is not counted into the fresh record."""
        self.records = {}


def _sound(r: Record) -> bool:
    """Whether a record read back makes sense (numbers where numbers go, none negative where
    they count things, and no more won than played)."""
    counts = (
        r.matches, r.won, r.streak, r.best_streak, r.deals, r.deals_won, r.gins, r.undercuts, r.rummies, r.openings,
        r.took_back,
    )
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts):
        return False
    if not isinstance(r.points, int) or (r.best_deal is not None and not isinstance(r.best_deal, int)):
        return False
    if r.won > r.matches or r.deals_won > r.deals or r.streak > r.best_streak or r.took_back > r.matches:
        return False
    ok = isinstance(r.recent, list) and all(
        isinstance(m, list) and len(m) == 2 and all(isinstance(x, int) for x in m) for m in r.recent
    )
    return ok and len(r.recent) <= RECENT and r.scoring in SCORINGS
