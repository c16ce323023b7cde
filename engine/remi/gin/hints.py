"""Hints for Gin Rummy and Oklahoma Gin: the reason for the adviser's action, from the view.

Each says the action first ("Discard K♣", "Take 7♥", "Knock and discard 9♣"), then why."""

from __future__ import annotations

from typing import Any

from ..actions import Action, BigGin, Discard, DrawDiscard, DrawStock, FinishLayoff, Knock, LayOff, Pass, TakeUpcard
from ..wording import (
    Hint,
    cards_shown,
    discard_head,
    discard_reason,
    join_reasons,
    keep_text,
    other_hint,
    partials,
    points_left,
    said,
)
from . import melds
from .players import GinKnowledge, HardGinPlayer, best_knock
from .rules import GinView


def gin_hint(view: GinView, action: Action, adviser: Any) -> Hint:
    hand = list(view.hand)
    top = view.discard_pile[-1] if view.discard_pile else None
    if isinstance(action, (TakeUpcard, DrawDiscard)) and top is not None:
        take = (f"Take {top.pretty()}", f"Ia {top.pretty()}")
        arrangement = melds.best_arrangement(hand + [top])
        meld = next((m for m in arrangement.melds if top in m), None)
        if meld is not None:
            others = cards_shown([c for c in meld if c != top])
            return said(action, take, (f"it makes a meld with {others}", f"face o formație cu {others}"), meld)
        now = melds.deadwood(hand)
        left = min(melds.deadwood([x for x in hand if x != d] + [top]) for d in hand)
        why = (f"your deadwood can drop from {now} to {left}", f"punctele rămase pot scădea de la {now} la {left}")
        return said(action, take, why, (top,))
    if isinstance(action, (Pass, DrawStock)) and top is not None:
        verb = ("Pass", "Dă pas") if isinstance(action, Pass) else ("Draw from the stock", "Trage din pachet")
        t = top.pretty()
        return said(action, verb, (f"{t} does not help your melds", f"{t} nu te ajută la formații"))
    if isinstance(action, BigGin):
        return said(action, ("Big gin", "Gin mare"), ("all 11 cards are in melds", "toate cele 11 cărți sunt în formații"))
    if isinstance(action, Knock):
        c = action.card.pretty()
        left = melds.deadwood([x for x in hand if x != action.card])
        if left == 0:
            why = ("every other card is in a meld", "toate celelalte cărți sunt în formații")
            return said(action, (f"Gin: discard {c}", f"Gin: aruncă {c}"), why, (action.card,))
        why = (f"you knock with {points_left(left)[0]}", f"bați cu {points_left(left)[1]}")
        return said(action, (f"Knock and discard {c}", f"Bate și aruncă {c}"), why, (action.card,))
    if isinstance(action, Discard):
        c = action.card.pretty()
        knock = best_knock(view)
        if knock is not None and isinstance(adviser, HardGinPlayer) and adviser.waits_for_gin(view):  # it plays on
            d = melds.deadwood([x for x in hand if x != knock.card])
            head = (f"Discard {c} and do not knock yet", f"Aruncă {c} și nu bate încă")
            why = (f"with {points_left(d)[0]}, play for gin and undercut a knock",
                   f"cu {points_left(d)[1]}, joacă pentru gin și pentru contrabătaie")
            return said(action, head, why, (action.card,))
        rest = [x for x in hand if x != action.card]
        arrangement = melds.best_arrangement(rest)
        pairs = partials(arrangement.deadwood)
        knowledge = GinKnowledge.from_view(view)
        danger = {x: knowledge.danger(x, view.seat, view.players) for x in hand}
        safest = danger[action.card] == 0 and any(v > 0 for x, v in danger.items() if x != action.card)
        loose = melds.best_arrangement(hand).deadwood
        high = bool(loose) and melds.gin_value(action.card) >= max(melds.gin_value(x) for x in loose)
        why = join_reasons(discard_reason(safest, "high" if high else "fit"), keep_text(pairs))
        cards = tuple(x for a, b, _k in pairs[:1] for x in (a, b)) + (action.card,)
        return said(action, discard_head(action.card), why, cards)
    if isinstance(action, LayOff):
        c = action.card.pretty()
        why = ("it fits a meld of the knocker", "se potrivește la o formație a celui care a bătut")
        return said(action, (f"Lay off {c}", f"Adaugă {c}"), why, (action.card,))
    if isinstance(action, FinishLayoff):
        return said(action, ("Done", "Gata"), ("nothing more to lay off", "nu mai ai ce adăuga"))
    return other_hint(action)
