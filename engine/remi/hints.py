"""Hints: what the Hard computer player would do now, with a short reason in Romanian and English.

    hint(view) -> Hint(action, text={"en": ..., "ro": ...}, cards=(...))

The action is the Hard player's own choice for the view (so a hint is as honest as the
player: it sees the view only). The reason is built from the hand: the meld a taken card
makes, the pairs and near-runs worth keeping, why the discard is the one to throw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple

from . import melds
from .actions import (
    Action,
    BigGin,
    Build,
    Discard,
    DrawDiscard,
    DrawStock,
    Exchange,
    FinishLayoff,
    Knock,
    LayOff,
    Meld,
    NextHand,
    Pass,
    TakeUpcard,
)
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


def _p(cards: Sequence[Card]) -> str:
    return " ".join(c.pretty() for c in cards)


def hint(view: Any, player: Optional[Any] = None) -> Hint:
    """The Hard player's action for ``view`` and why. ``player`` overrides the adviser."""
    from .players import make_player

    if view.to_act != view.seat:
        raise ValueError("a hint is for the player whose turn it is")
    adviser = player if player is not None else make_player("hard", 0, view.game)
    action = adviser.choose(view)
    if view.game in ("gin", "oklahoma"):
        return _gin_hint(view, action, adviser)
    return _table_hint(view, action, adviser)


# --- shared wording ------------------------------------------------------------------------------


def _partials(cards: Sequence[Card]) -> List[Tuple[Card, Card, str]]:
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


def _keep_text(pairs: Sequence[Tuple[Card, Card, str]]) -> Tuple[str, str]:
    if not pairs:
        return ("", "")
    a, b, kind = pairs[0]
    if kind == "run":
        return (f"keep {_p([a, b])} for a run", f"păstrează {_p([a, b])} pentru suită")
    return (f"keep {_p([a, b])} for a set", f"păstrează {_p([a, b])} pentru trei de {a.rank_text}")


def _join(first: Tuple[str, str], second: Tuple[str, str]) -> Text:
    en = "; ".join(x for x in (first[0], second[0]) if x)
    ro = "; ".join(x for x in (first[1], second[1]) if x)
    return {"en": en[:1].upper() + en[1:], "ro": ro[:1].upper() + ro[1:]}


def _discard_reason(card: Card, safest: bool, kind: str) -> Tuple[str, str]:
    c = card.pretty()
    if safest:
        return (f"{c} is the safest discard", f"{c} e cea mai sigură carte de aruncat")
    if kind == "high":
        return (f"{c} is your highest loose card", f"{c} e cea mai mare carte nelegată")
    return (f"{c} fits least with your cards", f"{c} se potrivește cel mai puțin cu cărțile tale")


# --- Gin and Oklahoma ----------------------------------------------------------------------------


def _gin_hint(view: Any, action: Action, adviser: Any) -> Hint:
    hand = list(view.hand)
    top = view.discard_pile[-1] if view.discard_pile else None
    if isinstance(action, (TakeUpcard, DrawDiscard)) and top is not None:
        arrangement = melds.best_arrangement(hand + [top])
        meld = next((m for m in arrangement.melds if top in m), None)
        if meld is not None:
            others = [c for c in meld if c != top]
            return Hint(action, {"en": f"Take {top.pretty()}: it makes a meld with {_p(others)}",
                                 "ro": f"Ia {top.pretty()}: face o formație cu {_p(others)}"}, tuple(meld))
        now = melds.deadwood(hand)
        left = min(melds.deadwood([x for x in hand if x != d] + [top]) for d in hand)
        return Hint(action, {"en": f"Take {top.pretty()}: your deadwood can drop from {now} to {left}",
                             "ro": f"Ia {top.pretty()}: pierderile pot scădea de la {now} la {left}"}, (top,))
    if isinstance(action, (Pass, DrawStock)) and top is not None:
        verb = ("Pass", "Dă pas") if isinstance(action, Pass) else ("Draw from the stock", "Trage din pachet")
        return Hint(action, {"en": f"{verb[0]}: {top.pretty()} does not help your melds",
                             "ro": f"{verb[1]}: {top.pretty()} nu te ajută la formații"}, ())
    if isinstance(action, BigGin):
        return Hint(action, {"en": "Big gin: all 11 cards are in melds", "ro": "Gin mare: toate cele 11 cărți sunt în formații"})
    if isinstance(action, Knock):
        rest = [c for c in hand if c != action.card]
        left = melds.deadwood(rest)
        if left == 0:
            return Hint(action, {"en": f"Gin: discard {action.card.pretty()}, every other card is in a meld",
                                 "ro": f"Gin: aruncă {action.card.pretty()}, toate celelalte cărți sunt în formații"},
                        (action.card,))
        return Hint(action, {"en": f"Knock with {left} deadwood, discarding {action.card.pretty()}",
                             "ro": f"Bate cu {left} pierderi, aruncând {action.card.pretty()}"}, (action.card,))
    if isinstance(action, Discard):
        from .gin_ai import GinKnowledge, HardGinPlayer
        from .players import best_knock

        knock = best_knock(view)
        if knock is not None and isinstance(adviser, HardGinPlayer) and adviser.waits_for_gin(view):  # it plays on
            d, c = melds.deadwood([x for x in hand if x != knock.card]), action.card.pretty()
            return Hint(action, {"en": f"Do not knock yet with {d} deadwood: play for gin, and undercut a knock; throw {c}",
                                 "ro": f"Nu bate încă cu {d} pierderi: joacă pentru gin și dă contra-bătaie; aruncă {c}"},
                        (action.card,))
        rest = [c for c in hand if c != action.card]
        arrangement = melds.best_arrangement(rest)
        pairs = _partials(arrangement.deadwood)
        knowledge = GinKnowledge.from_view(view)
        danger = {c: knowledge.danger(c, view.seat, view.players) for c in hand}
        safest = danger[action.card] == 0 and any(v > 0 for c, v in danger.items() if c != action.card)
        loose = melds.best_arrangement(hand).deadwood
        high = bool(loose) and melds.gin_value(action.card) >= max(melds.gin_value(c) for c in loose)
        reason = _discard_reason(action.card, safest, "high" if high else "fit")
        cards = tuple(c for a, b, _k in pairs[:1] for c in (a, b)) + (action.card,)
        return Hint(action, _join(_keep_text(pairs), reason), cards)
    if isinstance(action, LayOff):
        return Hint(action, {"en": f"Lay off {action.card.pretty()} on the knocker's meld",
                             "ro": f"Lipește {action.card.pretty()} la formația celui care a bătut"}, (action.card,))
    if isinstance(action, FinishLayoff):
        return Hint(action, {"en": "Done: nothing more to lay off", "ro": "Gata: nu mai ai ce lipi"})
    return _other(action)


def _other(action: Action) -> Hint:
    if isinstance(action, NextHand):
        return Hint(action, {"en": "Deal the next hand", "ro": "Împarte mâna următoare"})
    return Hint(action, {"en": str(action), "ro": str(action)})


# --- Traditional Rummy and Remi 51 ---------------------------------------------------------------


def _table_hint(view: Any, action: Action, adviser: Any) -> Hint:
    hand = list(view.hand)
    top = view.discard_pile[-1] if view.discard_pile else None
    if isinstance(action, DrawDiscard) and top is not None:
        if top.is_joker:
            text = {"en": "Take the joker: it fits in any meld", "ro": "Ia jokerul: se potrivește în orice formație"}
            return Hint(action, text, (top,))
        near = [c for c in hand if not c.is_joker]
        partners = [c for c in near if (c.rank == top.rank or (c.suit == top.suit and abs(c.rank - top.rank) <= 2))]
        if view.take_obliges:
            return Hint(action, {"en": f"Take {top.pretty()} and open with it this turn",
                                 "ro": f"Ia {top.pretty()} și deschide cu ea în tura asta"}, (top,))
        if partners:
            return Hint(action, {"en": f"Take {top.pretty()}: it makes a meld with {_p(partners[:2])}",
                                 "ro": f"Ia {top.pretty()}: face o formație cu {_p(partners[:2])}"}, (top, *partners[:2]))
        return Hint(action, {"en": f"Take {top.pretty()}: it goes onto a meld on the table",
                             "ro": f"Ia {top.pretty()}: merge la o formație de pe masă"}, (top,))
    if isinstance(action, DrawStock):
        if top is None:
            return Hint(action, {"en": "Draw from the stock", "ro": "Trage din pachet"})
        if view.take_obliges:
            return Hint(action, {"en": f"Draw from the stock: {top.pretty()} would oblige you to open now, and you cannot",
                                 "ro": f"Trage din pachet: {top.pretty()} te-ar obliga să deschizi acum, și nu poți"})
        return Hint(action, {"en": f"Draw from the stock: {top.pretty()} makes no meld with your cards",
                             "ro": f"Trage din pachet: {top.pretty()} nu face formație cu cărțile tale"})
    if isinstance(action, Meld):
        shown = _p(action.cards)
        opening = view.game == "remi51" and not view.opened[view.seat]
        if len(hand) - len(action.cards) <= 1:
            return Hint(action, {"en": f"Lay down {shown}: you can go out this turn",
                                 "ro": f"Așază {shown}: poți închide în tura asta"}, action.cards)
        if opening:
            return Hint(action, {"en": f"Lay down {shown} to open (51 or more this turn)",
                                 "ro": f"Așază {shown} ca să deschizi (51 sau mai mult în tura asta)"}, action.cards)
        if not view.opened[view.seat] and view.table:
            return Hint(action, {"en": f"Lay down {shown}: then you may add cards to the melds on the table",
                                 "ro": f"Așază {shown}: apoi poți adăuga cărți la formațiile de pe masă"}, action.cards)
        return Hint(action, {"en": f"Lay down {shown}: fewer points left in your hand",
                             "ro": f"Așază {shown}: rămâi cu mai puține puncte în mână"}, action.cards)
    if isinstance(action, Build):
        meld = view.table[action.meld]
        return Hint(action, {"en": f"Add {action.card.pretty()} to {meld.text()} on the table",
                             "ro": f"Adaugă {action.card.pretty()} la {meld.text()} de pe masă"}, (action.card,))
    if isinstance(action, Exchange):
        return Hint(action, {"en": f"Put {_p(action.cards)} in and take the joker",
                             "ro": f"Pune {_p(action.cards)} și ia jokerul"}, action.cards)
    if isinstance(action, Discard):
        rest = [c for c in hand if c != action.card]
        if not rest:
            return Hint(action, {"en": f"Discard {action.card.pretty()} and go out",
                                 "ro": f"Aruncă {action.card.pretty()} și închide"}, (action.card,))
        from .table_ai import TablePlayer

        # the adviser's own plans for this turn are remembered: ask it when it is a table player
        explainer = adviser if isinstance(adviser, TablePlayer) else TablePlayer("hard")
        facts = explainer.discard_facts(view, action.card)
        reason = _discard_reason(action.card, facts.safest, "high" if facts.highest else "fit")
        if any(isinstance(a, Meld) for a in view.legal_actions):  # a meld could go down, and the adviser holds it
            keep = ("keep your melds in hand for now: nobody can add to them there",
                    "ține formațiile în mână deocamdată: acolo nu le poate completa nimeni")
            return Hint(action, _join(keep, reason), (action.card,))
        pairs = _partials(facts.loose)
        cards = tuple(c for a, b, _k in pairs[:1] for c in (a, b)) + (action.card,)
        return Hint(action, _join(_keep_text(pairs), reason), cards)
    return _other(action)
