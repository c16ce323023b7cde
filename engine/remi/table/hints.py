"""Hints for Traditional Rummy and Remi 51: the reason for the adviser's action, from the view."""

from __future__ import annotations

from typing import Any

from ..actions import Action, Build, Discard, DrawDiscard, DrawStock, Exchange, Meld
from ..wording import Hint, cards_shown, discard_reason, join_reasons, keep_text, other_hint, partials
from .hard import HardTablePlayer
from .players import TablePlayer
from .rules import TableView


def table_hint(view: TableView, action: Action, adviser: Any) -> Hint:
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
            shown = cards_shown(partners[:2])
            return Hint(action, {"en": f"Take {top.pretty()}: it makes a meld with {shown}",
                                 "ro": f"Ia {top.pretty()}: face o formație cu {shown}"}, (top, *partners[:2]))
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
        shown = cards_shown(action.cards)
        opening = view.opening > 0 and not view.opened[view.seat]
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
        return Hint(action, {"en": f"Put {cards_shown(action.cards)} in and take the joker",
                             "ro": f"Pune {cards_shown(action.cards)} și ia jokerul"}, action.cards)
    if isinstance(action, Discard):
        rest = [c for c in hand if c != action.card]
        if not rest:
            return Hint(action, {"en": f"Discard {action.card.pretty()} and go out",
                                 "ro": f"Aruncă {action.card.pretty()} și închide"}, (action.card,))
        # the adviser's own plans for this turn are remembered: ask it when it is a table player
        explainer = adviser if isinstance(adviser, TablePlayer) else HardTablePlayer()
        facts = explainer.discard_facts(view, action.card)
        reason = discard_reason(action.card, facts.safest, "high" if facts.highest else "fit")
        if any(isinstance(a, Meld) for a in view.legal_actions):  # a meld could go down, and the adviser holds it
            keep = ("keep your melds in hand for now: nobody can add to them there",
                    "ține formațiile în mână deocamdată: acolo nu le poate completa nimeni")
            return Hint(action, join_reasons(keep, reason), (action.card,))
        pairs = partials(facts.loose)
        cards = tuple(c for a, b, _k in pairs[:1] for c in (a, b)) + (action.card,)
        return Hint(action, join_reasons(keep_text(pairs), reason), cards)
    return other_hint(action)
