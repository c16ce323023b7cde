"""How an action is shown: the card that flies across the table for it (from where, to which
place of the new layout, which cards stay hidden until it lands), and the words of the status
line for another player's move. ``App`` animates what these give (``App.fly``).

A person's card flies from its place in their hand; another player's from their box (their
cards are not shown). A card drawn from the stock flies face down to another player, face up
to the person.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, FrozenSet, List, Optional, Tuple

from remi import Build, Card, Discard, DrawDiscard, DrawStock, Exchange, Knock, LayOff, Meld, Phase, ResultKind, TakeUpcard, View
from scene import CardItem, Scene

Rect = Tuple[float, float, float, float]


@dataclass(frozen=True)
class Flight:
    """``card`` (its face; None: its back) flying from ``src`` (a rectangle of the table as it
    was) to the anchor ``dst`` of the table as it is, the cards ``hide`` hidden meanwhile."""

    card: Optional[str]
    src: Optional[Rect]
    dst: str
    hide: FrozenSet[str] = frozenset()


def persons_flight(action: Any, old: Scene, new_card: Optional[str]) -> Optional[Flight]:
    """The person's action as it flies: a card drawn to its place in the hand, a card thrown
    from it to the pile, laid off or built from it onto its meld. None: nothing flies."""
    if isinstance(action, (DrawStock, DrawDiscard, TakeUpcard)):
        if new_card is None:
            return None
        src = old.anchors.get("stock" if isinstance(action, DrawStock) else "discard")
        return Flight(new_card, src, "card:" + new_card, frozenset({new_card}))
    if isinstance(action, (Discard, Knock)):
        card = str(action.card)
        return Flight(card, old.anchors.get("card:" + card), "discard", frozenset({"discard_top"}))
    if isinstance(action, (LayOff, Build)):
        card = str(action.card)
        return Flight(card, old.anchors.get("card:" + card), f"meld:{action.meld}")
    return None


def others_flight(action: Any, seat: int, old: Scene, melds: int) -> Optional[Flight]:
    """Another player's action (at ``seat``) as it flies, to or from their box; ``melds``: the
    melds on the table after it. None: nothing flies."""
    box = old.anchors.get(f"seat{seat}")
    if isinstance(action, DrawStock):
        return Flight(None, old.anchors.get("stock"), f"seat{seat}")
    if isinstance(action, (DrawDiscard, TakeUpcard)):
        top = next((h.data.get("top") for h in old.hits if h.kind == "discard"), None)
        return Flight(top, old.anchors.get("discard"), f"seat{seat}")
    if isinstance(action, (Discard, Knock)):
        return Flight(str(action.card), box, "discard", frozenset({"discard_top"}))
    if isinstance(action, (LayOff, Build)):
        return Flight(str(action.card), box, f"meld:{action.meld}")
    if isinstance(action, Meld):
        return Flight(str(action.cards[-1]), box, f"meld:{melds - 1}")
    if isinstance(action, Exchange):
        return Flight(str(action.cards[0]), box, f"meld:{action.meld}")
    return None


def described(seat: int, action: Any, view: View) -> List[Any]:
    """What another player did, as [text key, seat, card] (see layout.did_text), from its
    view after it."""
    if isinstance(action, Knock):
        ended = view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and view.results
        return ["did.gin" if ended and view.results[-1].kind == ResultKind.GIN else "did.knock", seat, None]
    if isinstance(action, (Discard, LayOff)):
        return ["did.discard" if isinstance(action, Discard) else "did.lay off", seat, str(action.card)]
    if isinstance(action, Meld):
        return ["did.meld", seat, " ".join(str(c) for c in action.cards)]
    if isinstance(action, Build):
        return ["did.build", seat, str(action.card)]
    if isinstance(action, Exchange):
        return ["did.exchange", seat, " ".join(str(c) for c in action.cards)]
    if isinstance(action, DrawDiscard):  # the card taken is public: it was the pile's top
        card: Optional[Card] = view.drawn_from_discard
        return ["did.draw discard", seat, str(card) if card else None]
    return ["did." + str(action), seat, None]


def flying(card: Optional[str], src: Any, dst: Any, k: float) -> CardItem:
    """A card ``k`` (0 to 1) of its way from the rectangle ``src`` to ``dst``, slowing as it lands."""
    e = 1 - (1 - k) ** 3
    x, y, w, h = (a + (b - a) * e for a, b in zip(src, dst))
    return CardItem("fly", card, x, y, w, h, selected=True)
