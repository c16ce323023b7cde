"""The arena's panel for Traditional Rummy and Remi 51: opponents of different styles.

The levels were tuned against one opponent, the baseline; real players are not the baseline.
These players each play one style well enough to find a level's weak spot, from their view
only (``tests/test_honest_players.py`` re-deals their hidden cards). Each plays as Medium
(discards by the live partners of its loose cards, jokers kept for going out) but for its style:

- ``FastMelder`` lays down every meld and build the moment it has them, jokers included (and
  in Remi 51 opens the moment its melds reach 51);
- ``RummyHunter`` lays down nothing before the turn it goes out (Traditional Rummy: a rummy,
  TR-10; Remi 51: it opens only when it can go out from hand, R51-11), unless an opponent is
  down to ``gives_up_at`` cards or the stock runs low;
- ``SafeDiscarder`` throws, of its loose cards, the one the next player is least likely to
  use (it took cards that meld with it), the highest among equals.

``python -m remi.arena --panel traditional hard`` plays a level against each of them.
"""

from __future__ import annotations

from typing import List, Optional

from ..actions import Action
from ..cards import Card
from .knowledge import TableKnowledge
from .players import MediumTablePlayer, fewest_cards
from .rules import TableView


class FastMelder(MediumTablePlayer):
    """Lays down everything at once, jokers included; opens (Remi 51) the moment it may."""

    minds_jokers = False
    hold_until = None
    waits_for_hand = False


class RummyHunter(MediumTablePlayer):
    """Holds every meld in hand until it can go out in one turn, unless an opponent is down to
    ``gives_up_at`` cards or the stock holds fewer than ``stock_low``: then it lays down as Medium."""

    gives_up_at = 2
    stock_low = 8
    duel_hold_until = None  # when it gives up it lays down as Medium did when the panel was measured

    def _hunting(self, view: TableView) -> bool:
        return fewest_cards(view) > self.gives_up_at and view.stock_size >= self.stock_low

    def _lay_before(self, view: TableView, hand: List[Card], card: Card, knowledge: TableKnowledge) -> Optional[Action]:
        if self._hunting(view):
            return None  # (going out comes first, in ``_play``)
        return super()._lay_before(view, hand, card, knowledge)

    def _wait_for_hand(self, view: TableView, plan: object) -> bool:
        """Remi 51: an opening waits for the whole hand (R51-11) while hunting."""
        return self._hunting(view)


class SafeDiscarder(MediumTablePlayer):
    """Plays as Medium but throws, of its loose cards, the one the next player is least likely
    to use (``_danger``: it took cards that meld with it), the highest among equals."""

    duel_hold_until = None  # it lays down as Medium did when the panel was measured

    def _pick(self, view: TableView, knowledge: TableKnowledge, hand: List[Card], options: List[Card]) -> Card:
        danger = self._danger(view, knowledge)
        pool = self._candidates(hand, options)
        return min(pool, key=lambda c: (danger(c), -self.value(c), str(c)))

