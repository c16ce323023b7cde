"""What the table sounds like and how a deal is dealt: which sound each action makes, and the
order in which the cards of a new deal fly from the stock. Plain data, no browser: the sounds
are made by ``sound.js``, the flights drawn by ``app.py``.
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

import follow
from remi import NextHand, Phase

DEAL_ROUNDS = 10  # the flights of a deal: a round of one card to each player, at most this many
DEAL_TIME = 1.1  # seconds the deal takes at normal speed
DEAL_FLIGHT = 0.28  # seconds one card takes from the stock to its place


# each kind of move (follow.KINDS) by its sound; a pass and the end of a lay-off make none
SOUNDS = {"draw": "draw", "take": "draw", "discard": "discard", "knock": "knock", "big_gin": "knock",
          "meld": "meld", "build": "meld", "exchange": "meld", "lay_off": "meld"}


def sound_of(action: Any, game: Any) -> List[str]:
    """The sounds of ``action`` just applied to ``game``: the action's own, then the end of
    the deal's when it ended the deal (a knock, a gin, the last card thrown)."""
    if isinstance(action, NextHand):
        return ["deal"]
    own = SOUNDS.get(follow.kind_of(action) or "")
    out = [own] if own else []
    if game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        out.append("end")
    return out


def deal_order(players: int, hand: Sequence[str], dealer: Optional[int]) -> List[Tuple[int, Optional[str]]]:
    """The flights of a new deal, as dealt: round by round, from the player after the dealer,
    (seat, card) with the person's own card named and the others' None (face down), at most
    ``DEAL_ROUNDS`` rounds (the person's cards beyond those arrive with the last round)."""
    first = ((dealer if dealer is not None else players - 1) + 1) % players
    seats = [(first + k) % players for k in range(players)]
    rounds = min(DEAL_ROUNDS, len(hand))
    out: List[Tuple[int, Optional[str]]] = []
    mine = list(hand)
    for r in range(rounds):
        for seat in seats:
            if seat == 0:
                # the last round brings the rest of the person's cards: every card has landed at the end
                take = mine[r:] if r == rounds - 1 else mine[r : r + 1]
                out.extend((0, card) for card in take)
            else:
                out.append((seat, None))
    return out
