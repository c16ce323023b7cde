"""What the person may do now, asked of the engine: the action buttons, and which engine
action a tap or a drag means. No rule is written here: every answer comes from
``game.legal_actions()`` / ``game.is_legal()`` and the engine's meld maths.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional

import remi
from i18n import t
from remi import (
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Game,
    GinRummy,
    Knock,
    LayOff,
    NextHand,
    Pass,
    Phase,
    TakeUpcard,
)
from remi.gin import melds as remi_melds
from remi.gin.players import knock_order


@dataclass(frozen=True)
class Button:
    id: str  # stable id for tests: take, pass, knock, gin, big_gin, layoff_best, done, next_hand, new_match, hint
    label: str
    command: str  # an engine action text, or "ui:..." for the page's own commands
    primary: bool = False


def is_table_game(game: Game) -> bool:
    """Whether the game is of the table family (melds on the table: table_layout, table_controls)."""
    spec = remi.GAMES.get(game.name)
    return spec is not None and spec.family == "table"


def my_turn(game: Game, seat: int) -> bool:
    return game.to_act == seat


def best_knock(game: GinRummy, seat: int, selected: Optional[str]) -> Optional[Knock]:
    """The knock the Knock button plays: with the selected card when that is legal, else the
    one leaving the least deadwood (the highest card among equals)."""
    knocks = [a for a in game.legal_actions() if isinstance(a, Knock)]
    if not knocks:
        return None
    for a in knocks:
        if str(a.card) == selected:
            return a
    hand = game.hands[seat]
    return min(knocks, key=lambda a: (*knock_order(hand, a.card), -a.card.rank))  # among equals, the higher rank


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
    return action if game.is_legal(action) else None


def buttons(game: GinRummy, seat: int, selected: Optional[str], lang: str) -> List[Button]:
    """The action buttons to show now, each one legal."""
    if game.phase == Phase.MATCH_OVER:
        return [Button("new_match", t("btn.new_match", lang), "ui:new_match", True)]
    if game.phase == Phase.HAND_OVER:
        return [Button("next_hand", t("btn.next_hand", lang), str(NextHand()), True)]
    if not my_turn(game, seat):
        return []
    legal = game.legal_actions()
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


def pile_action(game: GinRummy, seat: int, pile: str, selected: Optional[str]) -> Optional[str]:
    """A tap on the stock or the discard pile: draw, take the up-card, or throw the selected card."""
    if not my_turn(game, seat):
        return None
    if pile == "stock":
        return str(DrawStock()) if game.is_legal(DrawStock()) else None
    if selected is not None:
        action = Discard(Card.parse(selected))
        if game.is_legal(action):
            return str(action)
    for take in (DrawDiscard(), TakeUpcard()):
        if game.is_legal(take):
            return str(take)
    return None


def discard_action(game: GinRummy, seat: int, card: str) -> Optional[str]:
    """Throw ``card`` (double tap, or drag onto the discard pile) when that is legal."""
    if not my_turn(game, seat):
        return None
    action = Discard(Card.parse(card))
    return str(action) if game.is_legal(action) else None


def layoff_action(game: GinRummy, seat: int, card: str, meld: int) -> Optional[str]:
    if not my_turn(game, seat):
        return None
    action = LayOff(Card.parse(card), meld)
    return str(action) if game.is_legal(action) else None


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
        return "status.draw" if game.is_legal(DrawDiscard()) else "status.draw_stock_only"
    if game.phase == Phase.DISCARD:
        return "status.discard"
    if game.phase == Phase.LAYOFF:
        return "status.layoff"
    return "status.waiting"
