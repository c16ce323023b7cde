"""The match's scores as the page shows them, read from a seat's view: which way they go
(penalty points, lower better; or points), two-player Gin read as its players read it (G-14),
the title's words and the match's winner. Pure reading; ``frame.py`` draws them.
"""

from __future__ import annotations

from typing import Any, Optional, Tuple

from games import facts_of
from i18n import player_name, t
from moves import ME
from remi import Phase, View


def credited(view: View) -> bool:
    """Two-player Gin Rummy read as its players read it (G-14): the hand's winner credited with
    what the loser was charged (G-12), the same number on the other side; the match's end and
    its winner are the same. (Oklahoma Gin scores points itself, OK-5; by the site's rules,
    OK-7, and with three or four players, Gin keeps its penalties.)"""
    two_penalties = view.scoring == "penalty" and view.players == 2
    return facts_of(view.game).may_credit and two_penalties and not view.options.get("site_rules")


def reads_points(view: View) -> bool:
    """Whether the page shows the game's scores as points (higher is better), else as penalty
    points (lower is better): one way in the title, the boxes, the result and the score sheet."""
    return view.scoring == "points" or credited(view)


def total_of(view: View, seat: int) -> int:
    """``seat``'s total as the page shows it (``credited``: the other player's penalty)."""
    return int(view.scores[1 - seat] if credited(view) else view.scores[seat])


def deal_points(view: View, result: Any, seat: int) -> int:
    """What ``seat`` scored in the deal ``result``, as the page shows it (see ``total_of``)."""
    return int(result.players[1 - seat].points if credited(view) else result.players[seat].points)


def score_words(view: View) -> Tuple[str, str]:
    """The text keys of a score, in the title and in an opponent's box: penalty points (lower
    is better: G-12, TR-11, R51-12) say so, so that "26" is not read as a lead beside an
    opponent's 0; points (Oklahoma Gin, OK-5, two-player Gin read by G-14) say points."""
    return ("title.score", "score") if reads_points(view) else ("title.penalty", "penalty")


def score_note(view: View) -> str:
    """The text key that says which way the scores go (the result screen's note)."""
    return "result.points_note" if reads_points(view) else "result.penalty_note"


def match_title(view: View, lang: str, me: Optional[int] = ME) -> Optional[str]:
    if view.phase != Phase.MATCH_OVER:
        return None
    winners = list(view.winners)
    if winners == [me]:
        return t("match.you_win", lang)
    if len(winners) == 1:
        return t("match.winner", lang, name=player_name(winners[0], lang))
    return t("match.winners", lang, names=", ".join(player_name(s, lang) for s in winners))
