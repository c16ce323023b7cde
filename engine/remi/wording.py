"""What the hints of every game share: the hint value and the phrases both families' hints use.

A hint is an action with its reason in Romanian and English, the cards it is about and the
table melds it acts on (for the page to outline); ``gin/hints.py`` and ``table/hints.py`` write
each family's reasons. Melds are named as players name them (C-2, C-3): a set and a run, in
Romanian *terță* and *suită* ("păstrează 7♥ 8♥ pentru o suită", "o terță de ași").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

from .actions import Action, NextHand
from .cards import Card

Text = Dict[str, str]


Pair = Tuple[str, str]  # (English, Romanian)


@dataclass(frozen=True)
class Hint:
    """The suggested action, the whole sentence in each language (the action said first, then
    why: "Discard K♣: it is your highest loose card"), the cards it is about (for the page to
    highlight), ``head``, the sentence's opening that says the action (drawn apart), and
    ``melds``, the indices of the table melds it is about (the table games: the meld a card
    goes onto, the meld of a joker exchange), for the page to outline."""

    action: Action
    text: Text
    cards: Tuple[Card, ...] = ()
    head: Text = field(default_factory=dict)
    melds: Tuple[int, ...] = ()

    def reason(self, lang: str) -> str:
        return self.text.get(lang) or self.text["en"]

    def heading(self, lang: str) -> str:
        """The opening of ``reason(lang)`` that says the action ("Aruncă K♣")."""
        return self.head.get(lang) or self.head.get("en") or ""


def said(action: Action, head: Pair, why: Pair = ("", ""), cards: Sequence[Card] = (), melds: Sequence[int] = ()) -> Hint:
    """A hint whose sentence is the action (``head``) and then, after a colon, why."""
    text = {lang: f"{h}: {w}" if w else h for lang, h, w in zip(("en", "ro"), head, why)}
    return Hint(action, text, tuple(cards), {"en": head[0], "ro": head[1]}, tuple(melds))


def discard_head(card: Card) -> Pair:
    c = card.pretty()
    return (f"Discard {c}", f"Aruncă {c}")


def cards_shown(cards: Sequence[Card]) -> str:
    """The cards as a player reads them (``7♥ 8♥``)."""
    return " ".join(c.pretty() for c in cards)


def waits_with(a: Card, b: Card) -> Optional[str]:
    """"run" or "set" when two natural cards wait for a third to make one (C-2, C-3): same
    suit within two ranks, or same rank in two suits; else None."""
    if a.is_joker or b.is_joker:
        return None
    if a.suit == b.suit and 0 < abs(a.rank - b.rank) <= 2:
        return "run"
    if a.rank == b.rank and a.suit != b.suit:
        return "set"
    return None


def partials(cards: Sequence[Card]) -> List[Tuple[Card, Card, str]]:
    """Pairs of natural cards that wait for a third (``waits_with``), each card used once."""
    naturals = sorted((c for c in cards if not c.is_joker), key=lambda c: (c.suit, c.rank))
    out: List[Tuple[Card, Card, str]] = []
    used: set[Card] = set()
    for i, a in enumerate(naturals):
        for b in naturals[i + 1 :]:
            kind = waits_with(a, b)
            if kind is not None and a not in used and b not in used:
                out.append((a, b, kind))
                used |= {a, b}
    return out


# C-2, C-3: a set and a run, as players name them; Romanian with the article ("la terța 6♣ 6♦ 6♠")
MELD_WORDS_THE: Dict[str, Pair] = {"set": ("the set", "terța"), "run": ("the run", "suita")}
# the ranks in the plural, as a Romanian player says a set of them ("o terță de ași", "de 7")
RANKS_RO_PLURAL = {1: "ași", 11: "valeți", 12: "dame", 13: "regi"}


def rank_plural_ro(rank: int) -> str:
    """A rank in the Romanian plural: ``ași``, ``7``, ``valeți``, ``dame``, ``regi``."""
    return RANKS_RO_PLURAL.get(rank, str(rank))


def meld_aim(kind: str, rank: int) -> Pair:
    """What two cards wait for: "a run" / "o suită", "a set" / "o terță de 7" (``rank`` is the set's)."""
    if kind == "run":
        return ("a run", "o suită")
    return ("a set", f"o terță de {rank_plural_ro(rank)}")


def meld_named(kind: str, cards: Sequence[Card]) -> Pair:
    """A meld named with its kind and cards: "the run 5♥ ★ 7♥" / "suita 5♥ ★ 7♥"."""
    en, ro = MELD_WORDS_THE[kind]
    shown = cards_shown(cards)
    return (f"{en} {shown}", f"{ro} {shown}")


def keep_text(pairs: Sequence[Tuple[Card, Card, str]]) -> Pair:
    """"Keep these two for a run/set", for the first of ``pairs`` (English, Romanian):
    "păstrează 7♥ 8♥ pentru o suită", "păstrează 7♥ 7♣ pentru o terță de 7"."""
    if not pairs:
        return ("", "")
    a, b, kind = pairs[0]
    shown = cards_shown([a, b])
    aim = meld_aim(kind, a.rank)
    return (f"keep {shown} for {aim[0]}", f"păstrează {shown} pentru {aim[1]}")


def points_left(n: int) -> Pair:
    """Deadwood as players say it (C-5; docs/glossary.md): "6 deadwood", in Romanian "6 puncte
    rămase", "1 punct rămas", "21 de puncte rămase"."""
    if n == 1:
        return ("1 deadwood", "1 punct rămas")
    de = " de" if n % 100 >= 20 or (n and n % 100 == 0) else ""
    return (f"{n} deadwood", f"{n}{de} puncte rămase")


def join_reasons(first: Pair, second: Pair) -> Pair:
    """Two reasons as one in each language."""
    en = "; ".join(x for x in (first[0], second[0]) if x)
    ro = "; ".join(x for x in (first[1], second[1]) if x)
    return (en, ro)


def discard_reason(safest: bool, kind: str) -> Pair:
    """Why the discard named before is the one: the safest, the highest loose card (``kind``
    "high") or the one that fits least."""
    if safest:
        return ("it is the safest card to throw", "e cea mai sigură carte de aruncat")
    if kind == "high":
        return ("it is your highest card in no meld", "e cea mai mare carte care nu intră în nicio formație")
    return ("it goes least with your other cards", "se leagă cel mai puțin de celelalte cărți")


def other_hint(action: Action) -> Hint:
    """The hint for an action no family words on its own (the next hand)."""
    if isinstance(action, NextHand):
        return said(action, ("Deal the next hand", "Împarte mâna următoare"))
    return said(action, (str(action), str(action)))
