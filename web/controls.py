"""Gin Rummy and Oklahoma Gin: the action buttons and the status line, from the person's view
and the map of what they may do now (``moves``, built from ``view.legal_actions``) and the
engine's meld maths. No rule is written here. (What a tap or a drag means is ``moves``, for every game.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional

import moves as moves_mod
from i18n import t
from remi import BigGin, FinishLayoff, GinView, Knock, LayOff, NextHand, Pass, Phase, TakeUpcard, View
from remi.gin import melds as remi_melds
from remi.gin.players import knock_order


@dataclass(frozen=True)
class Button:
    id: str  # stable id for tests: take, pass, knock, gin, big_gin, layoff_best, done, next_hand, new_match, hint
    label: str
    command: str  # an engine action text, or "ui:..." for the page's own commands
    primary: bool = False
    short: Optional[str] = None  # the label where the whole one does not fit ("↶ Anulează")


def best_knock(view: GinView, selected: Optional[str]) -> Optional[Knock]:
    """The knock the Knock button plays: with the selected card when that is legal, else the
    one leaving the least deadwood (the highest card among equals)."""
    knocks = moves_mod.of(view).knocks
    if not knocks:
        return None
    for card, a in knocks.items():
        if str(card) == selected:
            return a
    return min(knocks.values(), key=lambda a: (*knock_order(view.hand, a.card), -a.card.rank))  # among equals, the higher rank


def layoff_plan(view: GinView) -> remi_melds.LayoffPlan:
    return remi_melds.best_layoff(view.hand, view.layoff_targets())


def next_best_layoff(view: View) -> Optional[LayOff]:
    """The first lay-off of the engine's best plan, if it is legal now (a Gin view, after a knock)."""
    if not isinstance(view, GinView) or view.to_act != view.seat or view.phase != Phase.LAYOFF:
        return None
    plan = layoff_plan(view)
    if not plan.layoffs:
        return None
    card, meld = plan.layoffs[0]
    action = LayOff(card, meld)
    return action if action in moves_mod.of(view).onto.get(card, {}).get(meld, ()) else None


def match_over_buttons(view: View, lang: str, challenged: bool = False, together: bool = False) -> List[Button]:
    """At the end of a match, of every game: the person's statistics, the challenge (or the
    match as a link), and a new match."""
    stats = Button("stats", t("start.stats", lang), "ui:stats")
    share = share_button(view, lang, challenged, together)
    return [stats, share, Button("new_match", t("btn.new_match", lang), "ui:new_match", True)]


def share_button(view: View, lang: str, challenged: bool = False, together: bool = False) -> Button:
    """At a deal's end: the challenge received (``challenged``: its results beside the person's),
    or a challenge to send a friend (``challenge.py``: the same cards, and a comparison) where
    the match's deals are each dealt from its seed (C-8, ``deals_seeded``), or else, a match of
    an earlier release or of people on one device (``together``: a link plays one person), the
    match as a link (the system's share sheet, or the link copied)."""
    if challenged:
        return Button("challenge", t("btn.challenge_seen", lang), "ui:challenge")
    if view.seeded and not together:
        return Button("challenge", t("btn.challenge", lang), "ui:challenge", short=t("btn.challenge_short", lang))
    return Button("share", t("btn.share", lang), "ui:share")


def buttons(view: GinView, selected: Optional[str], lang: str, challenged: bool = False, together: bool = False) -> List[Button]:
    """The action buttons to show now, each one legal (``challenged``: the match is a challenge
    received; ``together``: people play it on one device)."""
    if view.phase == Phase.MATCH_OVER:
        return match_over_buttons(view, lang, challenged, together)
    if view.phase == Phase.HAND_OVER:
        share = share_button(view, lang, challenged, together)
        return [share, Button("next_hand", t("btn.next_hand", lang), str(NextHand()), True)]
    if view.to_act != view.seat:
        return []
    legal = moves_mod.of(view).legal
    out: List[Button] = []
    if TakeUpcard() in legal:
        out.append(Button("take", t("btn.take", lang), str(TakeUpcard()), True))
    if Pass() in legal:
        out.append(Button("pass", t("btn.pass", lang), str(Pass())))
    if BigGin() in legal:
        out.append(Button("big_gin", t("btn.big_gin", lang), str(BigGin()), True))
    knock = best_knock(view, selected)
    if knock is not None:
        left = remi_melds.deadwood([c for c in view.hand if c != knock.card])
        if left == 0:
            out.append(Button("gin", t("btn.gin", lang), str(knock), True))
        else:
            out.append(Button("knock", t("btn.knock", lang, n=left), str(knock), True))
    if view.phase == Phase.LAYOFF:
        if next_best_layoff(view) is not None:
            out.append(Button("layoff_best", t("btn.layoff_best", lang), "ui:layoff_best", True))
        if FinishLayoff() in legal:
            out.append(Button("done", t("btn.done", lang), str(FinishLayoff())))
    out.append(hint_button(lang))
    return out


def hint_button(lang: str) -> Button:
    """Asks the engine's hint for the position (``ui:hint``): shown whenever the person acts."""
    return Button("hint", t("btn.hint", lang), "ui:hint")


def status_key(view: GinView) -> str:
    """Which status line to show for the person at this screen."""
    if view.phase == Phase.MATCH_OVER:
        return "status.match_over"
    if view.phase == Phase.HAND_OVER:
        return "status.hand_over"
    if view.to_act != view.seat:
        return "status.waiting"
    if view.phase == Phase.UPCARD:
        return "status.upcard"
    if view.phase == Phase.DRAW:
        return "status.draw" if "discard" in moves_mod.of(view).draws else "status.draw_stock_only"
    if view.phase == Phase.DISCARD:
        return "status.discard"
    if view.phase == Phase.LAYOFF:
        return "status.layoff"
    return "status.waiting"
