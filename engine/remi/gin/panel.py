"""The arena's panel for Gin Rummy and Oklahoma Gin: opponents of different styles.

The levels were tuned against one opponent, the baseline; real players are not the baseline.
These players each play one style well enough to find a level's weak spot, from their view
only (``tests/test_honest_players.py`` re-deals their hidden cards):

- ``FastKnocker`` knocks the moment it may and never lays off: the simple player of other open
  game engines;
- ``GinHunter`` holds any hand that may knock and plays on for gin until the stock runs low;
- ``SafeDiscarder`` throws, of its unmatched cards, the one the next player is least likely to
  use, and knocks the moment it may;
- ``Sampler`` deals the cards it has not seen at random many times, consistently with what it
  saw (``GinKnowledge``), and plays each choice out on the same deals (both sides then play as
  the baseline): the draw, and the discard or knock. Two players only (at more it plays as the
  baseline). Its generator is seeded by its view, so a decision depends on the view only.

``python -m remi.arena --panel gin hard`` plays a level against each of them.
"""

from __future__ import annotations

from typing import List, Optional, Sequence, Tuple

from ..actions import Action, Discard, DrawDiscard, DrawStock, FinishLayoff, Knock
from ..cards import Card
from ..game import Phase
from . import melds
from .players import (
    CARD_OF,
    VALUE_OF,
    BaselineGinPlayer,
    GinKnowledge,
    GinPlayerBase,
    MediumGinPlayer,
    best_knock,
    completes_meld,
    view_rng,
    without,
)
from .rules import GinView


class FastKnocker(BaselineGinPlayer):
    """The baseline that never lays off (G-9): it knocks the moment it may, takes a card only to
    complete a meld, and throws its highest unmatched card."""

    def choose(self, view: GinView) -> Action:
        if view.phase == Phase.LAYOFF:
            return FinishLayoff()
        return super().choose(view)


class GinHunter(MediumGinPlayer):
    """Plays as Medium, but knocks only with gin (G-8) while the stock holds more than
    ``hunt_until`` cards: an opponent who knocks early is undercut, and gin pays a bonus."""

    hunt_until = 4

    def knock(self, view: GinView, knowledge: GinKnowledge) -> Optional[Knock]:
        best = best_knock(view)
        if best is None:
            return None
        gin = melds.deadwood(without(view.hand, best.card)) == 0
        return best if gin or view.stock_size <= self.hunt_until else None


class SafeDiscarder(GinPlayerBase):
    """Takes a card only to complete a meld, knocks the moment it may, and throws, of its
    unmatched cards, the one the next players are least likely to want (``GinKnowledge.danger``:
    they took its neighbours, and did not throw them), the highest among equals."""

    def wants(self, view: GinView, knowledge: GinKnowledge, card: Card) -> bool:
        return completes_meld(view.hand, card)

    def discard(self, view: GinView, knowledge: GinKnowledge) -> Card:
        options = self.discardable(view)
        unmatched = [c for c in melds.best_arrangement(view.hand).deadwood if c in options] or options
        return min(unmatched, key=lambda c: (knowledge.danger(c, view.seat, view.players), -melds.gin_value(c), str(c)))


# --- the sampling player ----------------------------------------------------------------------


def _unmatched(mask: int) -> Tuple[int, int]:
    """(deadwood, mask of the unmatched cards) of the best arrangement of the hand ``mask`` (C-5)."""
    return melds.deadwood_of_mask(mask), melds.unmatched_of_mask(mask)


class _Rollout:
    """One hand played on from a dealt position, both players as the baseline (take a card that
    melds, throw the highest unmatched card, knock the moment they may, lay off all they can).
    Values are points to player 0 (negative: to player 1); a stock down to two cards ends it at 0."""

    def __init__(self, knock_limit: int, undercut_bonus: int, gin_bonus: int) -> None:
        self.limit, self.undercut_bonus, self.gin_bonus = knock_limit, undercut_bonus, gin_bonus

    def settle(self, knocker: int, other: int, deadwood: int) -> int:
        """Points to the knocker (negative: to the other) of a knock with ``deadwood`` left (G-10)."""
        if deadwood == 0:
            return melds.deadwood_of_mask(other) + self.gin_bonus
        knocker_melds = melds.best_arrangement([CARD_OF[i] for i in melds.mask_indices(knocker)]).melds
        left = melds.best_layoff([CARD_OF[i] for i in melds.mask_indices(other)], knocker_melds).deadwood_value
        if left <= deadwood:
            return -(deadwood - left + self.undercut_bonus)
        return left - deadwood

    def after_draw(self, hands: List[int], p: int, forbidden: int) -> Tuple[Optional[int], int]:
        """Player ``p`` holds 11 cards: knocks (points to ``p``, the card) or discards (None, the card)."""
        hand = hands[p]
        total, free = _unmatched(hand)
        if forbidden >= 0:
            free &= ~(1 << forbidden)
        if free:
            card = max(melds.mask_indices(free), key=lambda i: (VALUE_OF[i], i % 13))
            left = total - VALUE_OF[card]
        else:
            options = [i for i in melds.mask_indices(hand) if i != forbidden]
            card = min(options, key=lambda i: (melds.deadwood_of_mask(hand ^ (1 << i)), -VALUE_OF[i]))
            left = melds.deadwood_of_mask(hand ^ (1 << card))
        hands[p] = hand ^ (1 << card)
        if left <= self.limit:
            return self.settle(hands[p], hands[1 - p], left), card
        return None, card

    def play(self, hands: List[int], stock: Sequence[int], pos: int, top: int, p: int) -> int:
        """Play on from player ``p``'s draw; ``stock[pos:]`` is the stock, ``top`` the discard."""
        while True:
            taken = hands[p] | (1 << top)
            if not _unmatched(taken)[1] >> top & 1:  # the card completes a meld
                hands[p], forbidden = taken, top
            else:
                hands[p], forbidden = hands[p] | (1 << stock[pos]), -1
                pos += 1
            points, top = self.after_draw(hands, p, forbidden)
            if points is not None:
                return points if p == 0 else -points
            if len(stock) - pos <= 2:
                return 0
            p = 1 - p


class Sampler(BaselineGinPlayer):
    """Decides its draw and its discard (or knock) by dealing the unseen cards ``deals`` times and
    playing each choice out on the same deals (``_Rollout``); the best mean wins. At the discard
    it weighs its ``candidates`` discards that leave the least deadwood, and its best knock."""

    deals = 30
    candidates = 3

    def choose(self, view: GinView) -> Action:
        if view.players != 2 or view.phase not in (Phase.DRAW, Phase.DISCARD):
            return super().choose(view)
        if view.phase == Phase.DRAW:
            return self._draw(view) if DrawDiscard() in view.legal_actions else DrawStock()
        return self._discard_or_knock(view)

    def _dealt(self, view: GinView) -> List[Tuple[int, List[int]]]:
        """``deals`` deals of the cards ``view``'s player has not seen: (the opponent's hand, the stock)."""
        knowledge = GinKnowledge.from_view(view)
        rng = view_rng(view, "sampler")
        opponent = (view.seat + 1) % view.players
        known = sum(1 << c.index for c in knowledge.picked[opponent])
        need = view.hand_sizes[opponent] - len(knowledge.picked[opponent])
        unseen = sorted(c.index for c in knowledge.unseen)
        out = []
        for _ in range(self.deals):
            pool = unseen[:]
            rng.shuffle(pool)
            out.append((known | sum(1 << i for i in pool[:need]), pool[need : need + view.stock_size]))
        return out

    def _rollout(self, view: GinView) -> _Rollout:
        options = view.options
        return _Rollout(view.knock_limit, int(options.get("undercut_bonus", 25)), int(options.get("gin_bonus", 25)))

    def _draw(self, view: GinView) -> Action:
        hand = sum(1 << c.index for c in view.hand)
        top = view.discard_pile[-1].index
        rollout = self._rollout(view)
        take = draw = 0
        for opponent, stock in self._dealt(view):
            for choice in ("take", "draw"):
                hands = [hand, opponent]
                if choice == "take":
                    hands[0], forbidden, pos = hand | (1 << top), top, 0
                else:
                    hands[0], forbidden, pos = hand | (1 << stock[0]), -1, 1
                points, card = rollout.after_draw(hands, 0, forbidden)
                if points is None:
                    points = 0 if len(stock) - pos <= 2 else rollout.play(hands, stock, pos, card, 1)
                if choice == "take":
                    take += points
                else:
                    draw += points
        return DrawDiscard() if take > draw else DrawStock()

    def _discard_or_knock(self, view: GinView) -> Action:
        legal = view.legal_actions
        knock = best_knock(view)
        hand = sum(1 << c.index for c in view.hand)
        if knock is not None and melds.deadwood_of_mask(hand ^ (1 << knock.card.index)) == 0:
            return knock  # gin: nothing beats it
        discards = [a.card for a in legal if isinstance(a, Discard)]
        discards.sort(key=lambda c: (melds.deadwood_of_mask(hand ^ (1 << c.index)), -melds.gin_value(c), str(c)))
        choices: List[Action] = [Discard(c) for c in discards[: self.candidates]]
        if knock is not None:
            choices.append(knock)
        if len(choices) == 1:
            return choices[0]
        rollout = self._rollout(view)
        totals = [0] * len(choices)
        for opponent, stock in self._dealt(view):
            for j, choice in enumerate(choices):
                assert isinstance(choice, (Discard, Knock))
                mine = hand ^ (1 << choice.card.index)
                if isinstance(choice, Knock):
                    totals[j] += rollout.settle(mine, opponent, melds.deadwood_of_mask(mine))
                elif len(stock) > 2:
                    totals[j] += rollout.play([mine, opponent], stock, 0, choice.card.index, 1)
        best = max(range(len(choices)), key=lambda j: (totals[j], -j))
        return choices[best]
