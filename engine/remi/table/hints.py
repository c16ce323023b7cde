"""Hints for Traditional Rummy and Remi 51: the reason for the adviser's action, from the view.

Each says the action first ("Discard K♣", "Lay down 5♥ 6♥ 7♥"), then why."""

from __future__ import annotations

from typing import Any

from ..actions import Action, Build, Discard, DrawDiscard, DrawStock, Exchange, Meld
from ..wording import Hint, cards_shown, discard_head, discard_reason, join_reasons, keep_text, other_hint, partials, said
from .hard import HardTablePlayer
from .players import TablePlayer
from .rules import TableView

FEWER_POINTS = ("fewer points left in your hand", "rămâi cu mai puține puncte în mână")


def table_hint(view: TableView, action: Action, adviser: Any) -> Hint:
    hand = list(view.hand)
    top = view.discard_pile[-1] if view.discard_pile else None
    if isinstance(action, DrawDiscard) and top is not None:
        if top.is_joker:
            why = ("it fits in any meld", "se potrivește în orice formație")
            return said(action, ("Take the joker", "Ia jokerul"), why, (top,))
        t = top.pretty()
        take = (f"Take {t}", f"Ia {t}")
        near = [c for c in hand if not c.is_joker]
        partners = [c for c in near if (c.rank == top.rank or (c.suit == top.suit and abs(c.rank - top.rank) <= 2))]
        if view.take_obliges:
            return said(action, take, ("open with it this turn", "deschide cu ea în tura asta"), (top,))
        if partners:
            shown = cards_shown(partners[:2])
            why = (f"it makes a meld with {shown}", f"face o formație cu {shown}")
            return said(action, take, why, (top, *partners[:2]))
        return said(action, take, ("it goes onto a meld on the table", "merge la o formație de pe masă"), (top,))
    if isinstance(action, DrawStock):
        draw = ("Draw from the stock", "Trage din pachet")
        if top is None:
            return said(action, draw)
        t = top.pretty()
        if view.take_obliges:
            why = (f"{t} would oblige you to open now, and you cannot", f"{t} te-ar obliga să deschizi acum, și nu poți")
            return said(action, draw, why)
        return said(action, draw, (f"{t} makes no meld with your cards", f"{t} nu face formație cu cărțile tale"))
    if isinstance(action, Meld):
        shown = cards_shown(action.cards)
        lay = (f"Lay down {shown}", f"Așază {shown}")
        opening = view.opening > 0 and not view.opened[view.seat]
        if len(hand) - len(action.cards) <= 1:
            why = ("you can go out this turn", "poți închide în tura asta")
        elif opening:
            why = ("it counts towards opening (51 or more this turn)", "contează la deschidere (51 sau mai mult în tura asta)")
        elif not view.opened[view.seat] and view.table:
            why = ("then you may add cards to the melds on the table", "apoi poți adăuga cărți la formațiile de pe masă")
        else:
            why = FEWER_POINTS
        return said(action, lay, why, action.cards)
    if isinstance(action, Build):
        c, meld = action.card.pretty(), view.table[action.meld].text()
        return said(action, (f"Add {c} to {meld}", f"Adaugă {c} la {meld}"), FEWER_POINTS, (action.card,))
    if isinstance(action, Exchange):
        shown = cards_shown(action.cards)
        head = (f"Put {shown} in and take the joker", f"Pune {shown} și ia jokerul")
        return said(action, head, ("a joker fits in any meld", "jokerul se potrivește în orice formație"), action.cards)
    if isinstance(action, Discard):
        rest = [c for c in hand if c != action.card]
        if not rest:
            return said(action, discard_head(action.card), ("you go out", "închizi"), (action.card,))
        # the adviser's own plans for this turn are remembered: ask it when it is a table player
        explainer = adviser if isinstance(adviser, TablePlayer) else HardTablePlayer()
        facts = explainer.discard_facts(view, action.card)
        reason = discard_reason(facts.safest, "high" if facts.highest else "fit")
        if any(isinstance(a, Meld) for a in view.legal_actions):  # a meld could go down, and the adviser holds it
            keep = ("for now keep your melds in hand, so that nobody can add to them",
                    "deocamdată păstrează formațiile în mână, ca nimeni să nu poată adăuga la ele")
            return said(action, discard_head(action.card), join_reasons(reason, keep), (action.card,))
        pairs = partials(facts.loose)
        cards = tuple(c for a, b, _k in pairs[:1] for c in (a, b)) + (action.card,)
        return said(action, discard_head(action.card), join_reasons(reason, keep_text(pairs)), cards)
    return other_hint(action)
