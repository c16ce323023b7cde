"""A finished match replayed, deal by deal and action by action (``replayscreen.py`` shows it):
where each deal's actions lie in the match, the table after any of them (the engine replays the
match's own actions from its seed: ``Game.replayed``), that table drawn as a player saw it or
with every hand face up, and the whole match as readable text to keep or send. Plain data, no
browser: the drawing is a list of scene items for the painter.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List, Optional, Sequence, Tuple

import follow
import hand as hand_mod
import remi
from i18n import SEATING, is_you, number, player_name, player_of, t
from kits import kit_of
from remi import Phase
from scene import CardItem, TextItem

EVERYTHING = -1  # the viewpoint that shows every hand face up
MUTED = "#cfe3d4"
GOLD = "#f2c14e"


@dataclass(frozen=True)
class Deal:
    number: int  # 1, 2, ...
    start: int  # the match's actions before this deal began
    end: int  # the match's actions when it ended (its last one is actions[end - 1])

    @property
    def steps(self) -> int:
        return self.end - self.start


def deals(game: remi.Game) -> List[Deal]:
    """The match's deals: each runs from the deal (or the "next hand" that dealt it) to the
    action that ended it (or the last action, for a deal still under way)."""
    out: List[Deal] = []
    start = 0
    for i, action in enumerate(game.actions):
        if action == str(remi.NextHand()):
            out.append(Deal(len(out) + 1, start, i))
            start = i + 1
    out.append(Deal(len(out) + 1, start, len(game.actions)))
    return out


def position(game: remi.Game, deal: Deal, step: int) -> remi.Game:
    """The table after ``step`` of the deal's actions (0: as dealt)."""
    return game.replayed(deal.start + max(0, min(step, deal.steps)))


def step_text(game: remi.Game, deal: Deal, step: int, lang: str, now: Optional[remi.Game] = None) -> str:
    """The action that led to ``step``, in words ("Ana a aruncat 9♣"); the deal's first words
    at step 0. ``now``: the table at that step, when the caller has it already."""
    if step <= 0:
        return t("replay.dealt", lang, n=deal.number)
    now = now or position(game, deal, step)
    moves = _moves(now)
    if not moves:
        return ""
    text = follow.said_turn(moves[-1:], lang)
    if now.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and len(now.results) >= deal.number:
        text += " — " + deal_result(now, deal.number, lang)
    return text


def _moves(game: Any) -> List[follow.Move]:
    """The public moves of the deal on the table, from the game's own log (``follow.moves_of``)."""
    return follow.moves_of(game.log, game.upcard)


def deal_result(game: remi.Game, number_of_deal: int, lang: str) -> str:
    """How deal ``number_of_deal`` ended, in a few words, with each player's points."""
    r = game.results[number_of_deal - 1]
    title = kit_of(game.name).result_title(r, lang, SEATING.you)
    points = ", ".join(f"{player_name(s, lang)} {number(int(p), plus=True)}" for s, p in enumerate(r.points))
    kind = t("replay.penalty" if str(game.scoring) == "penalty" else "replay.points", lang)
    return f"{title} ({kind}: {points})"


def match_text(game: remi.Game, levels: Sequence[str], lang: str) -> str:
    """The whole match as text: the game and players, then each deal's turns and result, then
    the final scores."""
    lines = [f"Remi — {t('game.' + game.name, lang)}", t("replay.text.seed", lang, seed=game.seed)]
    seats = [player_name(0, lang)] + [
        f"{player_name(s, lang)} ({t('level.' + levels[s - 1], lang) if s - 1 < len(levels) else '—'})"
        for s in range(1, game.players)
    ]
    lines.append(t("replay.text.players", lang, names=", ".join(seats)))
    for deal in deals(game):
        end = position(game, deal, deal.steps)
        lines += ["", t("replay.deal", lang, n=deal.number)]
        lines += ["  " + follow.said_turn(turn, lang) for turn in follow.turns_of(_moves(end))]
        if len(end.results) >= deal.number:
            lines.append("  = " + deal_result(end, deal.number, lang))
    lines += ["", t("replay.text.scores", lang, scores=", ".join(
        f"{player_name(s, lang)} {number(int(v))}" for s, v in enumerate(game.scores)))]
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------ the drawing

ROW_GAP = 10.0
LABEL_H = 20.0


def _row(cards: Sequence[Optional[str]], key: str, x: float, y: float, w: float, cw: float) -> List[CardItem]:
    """Cards overlapping left to right across at most ``w``, ``cw`` wide each."""
    n = len(cards)
    if not n:
        return []
    stride = min(cw * 0.62, (w - cw) / max(1, n - 1))
    return [CardItem(f"{key}:{k}", card, x + k * stride, y, cw, cw * 1.4, shown=stride if k < n - 1 else None)
            for k, card in enumerate(cards)]


def replay_items(game: remi.Game, viewpoint: int, width: float, lang: str) -> Tuple[List[Any], float]:
    """The table of ``game`` as ``viewpoint`` saw it (that seat's hand face up, the others'
    face down), or every hand face up (``EVERYTHING``): each player's row, the stock and the
    discard pile, and the melds on the table. The items and the height they take."""
    items: List[Any] = []
    m = 6.0
    cw = max(30.0, min(46.0, (width - 2 * m) / (1 + 0.62 * 10)))
    y = m
    for seat in range(game.players):
        hand = list(game.hands[seat])
        shown = viewpoint in (EVERYTHING, seat)
        name = player_name(seat, lang)
        count = {0: "replay.no_cards", 1: "replay.card"}.get(len(hand), "replay.cards")
        label = t(count, lang, name=name, n=len(hand)) if not shown or not hand else name
        label = label[:1].upper() + label[1:]  # ("your friend", named so in a sentence, begins a line here)
        items.append(TextItem(label, m, y + LABEL_H / 2, 14, GOLD if seat == game.to_act else MUTED, bold=True,
                              max_width=width - 2 * m))
        y += LABEL_H
        if not hand:  # gone out: no row to keep
            y += ROW_GAP / 2
            continue
        cards: List[Optional[str]] = [str(c) for c in sorted(hand, key=hand_mod.suit_key)] if shown else [None] * len(hand)
        items += _row(cards, f"hand{seat}", m, y, width - 2 * m, cw)
        y += cw * 1.4 + ROW_GAP
    # the piles
    discard = list(getattr(game, "discard", []))
    items.append(TextItem(t("replay.piles", lang, n=len(getattr(game, "stock", []))), m, y + LABEL_H / 2, 14, MUTED,
                          max_width=width - 2 * m))
    y += LABEL_H
    if discard:
        items.append(CardItem("discard", str(discard[-1]), m, y, cw, cw * 1.4))
    else:
        items.append(TextItem("—", m + cw / 2, y + cw * 0.7, 14, MUTED, align="center"))
    y += cw * 1.4 + ROW_GAP
    # the melds on the table (the table games), by owner
    table = list(getattr(game, "table", []))
    for owner in range(game.players):
        melds = [meld for meld in table if meld.owner == owner]
        if not melds:
            continue
        who = {"name": player_name(owner, lang), "of": player_of(owner, lang)}
        title = t("your_melds", lang) if is_you(owner) else t("melds_of", lang, **who)
        items.append(TextItem(title, m, y + LABEL_H / 2, 14, MUTED,
                              max_width=width - 2 * m))
        y += LABEL_H
        x = m
        small = cw * 0.8
        for index, meld in enumerate(melds):
            span = small * (1 + 0.5 * (len(meld.cards) - 1))
            if x + span > width - m and x > m:
                x = m
                y += small * 1.4 + 6
            items += [CardItem(f"meld{owner}.{index}:{k}", str(c), x + k * small * 0.5, y, small, small * 1.4)
                      for k, c in enumerate(meld.cards)]
            x += span + 8
        y += small * 1.4 + ROW_GAP
    return items, y
