"""What the hints of every game share: the hint value and the phrases both families' hints use.

A hint is an action with its reason in Romanian and English and the cards it is about (for
the page to highlight); ``gin/hints.py`` and ``table/hints.py`` write each family's reasons.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Sequence, Tuple

from .actions import Action, NextHand
from .cards import Card

Text = Dict[str, str]


@dataclass(frozen=True)
class Hint:
    """The suggested action, the reason in each language, and the cards it is about (for the
    page to highlight)."""

    action: Action
    text: Text
    cards: Tuple[Card, ...] = ()

    def reason(self, lang: str) -> str:
        return self.text.get(lang) or self.text["en"]


def cards_shown(cards: Sequence[Card]) -> str:
    """The cards as a player reads them (``7♥ 8♥``)."""
    return " ".join(c.pretty() for c in cards)


def partials(cards: Sequence[Card]) -> List[Tuple[Card, Card, str]]:
    """Pairs of natural cards that wait for a third: same rank ("set") or same suit within two
    ranks ("run"), each card used once."""
    naturals = sorted((c for c in cards if not c.is_joker), key=lambda c: (c.suit, c.rank))
    out: List[Tuple[Card, Card, str]] = []
    used: set[Card] = set()
    for i, a in enumerate(naturals):
        for b in naturals[i + 1 :]:
            if a in used or b in used:
                continue
            if a.suit == b.suit and 0 < abs(a.rank - b.rank) <= 2:
                out.append((a, b, "run"))
                used |= {a, b}
            elif a.rank == b.rank and a.suit != b.suit:
                out.append((a, b, "set"))
                used |= {a, b}
    return out


def keep_text(pairs: Sequence[Tuple[Card, Card, str]]) -> Tuple[str, str]:
    """"Keep these two for a run/set", for the first of ``pairs`` (English, Romanian)."""
    if not pairs:
        return ("", "")
    a, b, kind = pairs[0]
    if kind == "run":
        return (f"keep {cards_shown([a, b])} for a run", f"păstrează {cards_shown([a, b])} pentru suită")
    return (f"keep {cards_shown([a, b])} for a set", f"păstrează {cards_shown([a, b])} pentru trei de {a.rank_text}")


def join_reasons(first: Tuple[str, str], second: Tuple[str, str]) -> Text:
    """Two (English, Romanian) reasons as one sentence in each language."""
    en = "; ".join(x for x in (first[0], second[0]) if x)
    ro = "; ".join(x for x in (first[1], second[1]) if x)
    return {"en": en[:1].upper() + en[1:], "ro": ro[:1].upper() + ro[1:]}


def discard_reason(card: Card, safest: bool, kind: str) -> Tuple[str, str]:
    """Why ``card`` is the discard: the safest, the highest loose card (``kind`` "high") or the
    one that fits least (English, Romanian)."""
    c = card.pretty()
    if safest:
        return (f"{c} is the safest discard", f"{c} e cea mai sigură carte de aruncat")
    if kind == "high":
        return (f"{c} is your highest loose card", f"{c} e cea mai mare carte nelegată")
    return (f"{c} fits least with your cards", f"{c} se potrivește cel mai puțin cu cărțile tale")


def other_hint(action: Action) -> Hint:
    """The hint for an action no family words on its own (the next hand)."""
    if isinstance(action, NextHand):
        return Hint(action, {"en": "Deal the next hand", "ro": "Împarte mâna următoare"})
    return Hint(action, {"en": str(action), "ro": str(action)})
