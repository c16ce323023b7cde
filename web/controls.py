"""Gin Rummy and Oklahoma Gin: the action buttons and the status line, from the map of what
the person may do now (``moves``, built from ``game.legal_actions()``) and the engine's meld
maths. No rule is written here. (What a tap or a drag means is ``moves``, for every game.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List, Optional

import moves as moves_mod
from i18n import t
from remi import BigGin, FinishLayoff, Game, GinRummy, Knock, LayOff, NextHand, Pass, Phase, TakeUpcard
from remi.gin import melds as remi_melds
from remi.gin.players import knock_order


@dataclass(frozen=True)
class Button:
    id: str  # stable id for tests: take, pass, knock, gin, big_gin, layoff_best, done, next_hand, new_match, hint
    label: str
    command: str  # an engine action text, or "ui:..." for the page's own commands
    primary: bool = False
    short: Optional[str] = None  # the label where the whole one does not fit ("↶ Anulează")


def my_turn(game: Game, seat: int) -> bool:
    return game.to_act == seat


def best_knock(game: GinRummy, seat: int, selected: Optional[str]) -> Optional[Knock]:
    """The knock the Knock button plays: with the selected card when that is legal, else the
    one leaving the least deadwood (the highest card among equals)."""
    knocks = moves_mod.of(game, seat).knocks
    if not knocks:
        return None
    for card, a in knocks.items():
        if str(card) == selected:
            return a
    hand = game.hands[seat]
    return min(knocks.values(), key=lambda a: (*knock_order(hand, a.card), -a.card.rank))  # among equals, the higher rank


def layoff_plan(game: GinRummy, seat: int) -> remi_melds.LayoffPlan:
    view = game.view(seat)
    return remi_melds.best_layoff(view.hand, view.layoff_targets())


def next_best_layoff(game: GinRummy, seat: int) -> Optional[LayOff]:
    """The first lay-off of the engine's best plan, if it is legal now."""
    if not my_turn(game, seat) or game.phase != Phase.LAYOFF:
        return None
    plan = layoff_plan(game, seat)
    if not plan.layoffs:
        return None
    card, meld = plan.layoffs[0]
    action = LayOff(card, meld)
    return action if action in moves_mod.of(game, seat).onto.get(card, {}).get(meld, ()) else None


def match_over_buttons(game: Any, lang: str, challenged: bool = False, together: bool = False) -> List[Button]:
    """At the end of a match, of every game: the person's statistics, the challenge (or the
    match as a link), and a new match."""
    stats = Button("stats", t("start.stats", lang), "ui:stats")
    share = share_button(game, lang, challenged, together)
    return [stats, share, Button("new_match", t("btn.new_match", lang), "ui:new_match", True)]


def share_button(game: Any, lang: str, challenged: bool = False, together: bool = False) -> Button:
    """At a deal's end: the challenge received (``challenged``: its results beside the person's),
    or a challenge to send a friend (``challenge.py``: the same cards, and a comparison) where
    the match's deals are each dealt from its seed (C-8, ``deals_seeded``), or else, a match of
    an earlier release or of people on one device (``together``: a link plays one person), the
    match as a link (the system's share sheet, or the link copied)."""
    if challenged:
        return Button("challenge", t("btn.challenge_seen", lang), "ui:challenge")
    if getattr(game, "deals_seeded", False) and not together:
        return Button("challenge", t("btn.challenge", lang), "ui:challenge", short=t("btn.challenge_short", lang))
    return Button("share", t("btn.share", lang), "ui:share")


def buttons(
    game: GinRummy, seat: int, selected: Optional[str], lang: str, challenged: bool = False, together: bool = False
) -> List[Button]:
    """The action buttons to show now, each one legal (``challenged``: the match is a challenge
    received; ``together``: people play it on one device)."""
    if game.phase == Phase.MATCH_OVER:
        return match_over_buttons(game, lang, challenged, together)
    if game.phase == Phase.HAND_OVER:
        share = share_button(game, lang, challenged, together)
        return [share, Button("next_hand", t("btn.next_hand", lang), str(NextHand()), True)]
    if not my_turn(game, seat):
        return []
    legal = moves_mod.of(game, seat).legal
    out: List[Button] = []
    if TakeUpcard() in legal:
        out.append(Button("take", t("btn.take", lang), str(TakeUpcard()), True))
    if Pass() in legal:
        out.append(Button("pass", t("btn.pass", lang), str(Pass())))
    if BigGin() in legal:
        out.append(Button("big_gin", t("btn.big_gin", lang), str(BigGin()), True))
    knock = best_knock(game, seat, selected)
    if knock is not None:
        left = remi_melds.deadwood([c for c in game.hands[seat] if c != knock.card])
        if left == 0:
            out.append(Button("gin", t("btn.gin", lang), str(knock), True))
        else:
            out.append(Button("knock", t("btn.knock", lang, n=left), str(knock), True))
    if game.phase == Phase.LAYOFF:
        if next_best_layoff(game, seat) is not None:
            out.append(Button("layoff_best", t("btn.layoff_best", lang), "ui:layoff_best", True))
        if FinishLayoff() in legal:
            out.append(Button("done", t("btn.done", lang), str(FinishLayoff())))
    out.append(hint_button(lang))
    return out


def hint_button(lang: str) -> Button:
    """Asks the engine's hint for the position (``ui:hint``): shown whenever the person acts."""
    return Button("hint", t("btn.hint", lang), "ui:hint")


def refusal(game: Game, action: str) -> Optional[str]:
    """The engine's reason an action is refused (shown to the person), or None."""
    return game.why_not(action)


def status_key(game: GinRummy, seat: int) -> str:
    """Which status line to show for the person at this screen."""
    if game.phase == Phase.MATCH_OVER:
        return "status.match_over"
    if game.phase == Phase.HAND_OVER:
        return "status.hand_over"
    if not my_turn(game, seat):
        return "status.waiting"
    if game.phase == Phase.UPCARD:
        return "status.upcard"
    if game.phase == Phase.DRAW:
        return "status.draw" if "discard" in moves_mod.of(game, seat).draws else "status.draw_stock_only"
    if game.phase == Phase.DISCARD:
        return "status.discard"
    if game.phase == Phase.LAYOFF:
        return "status.layoff"
    return "status.waiting"
