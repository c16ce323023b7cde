"""Hints for Gin Rummy and Oklahoma Gin: the reason for the adviser's action, from the view."""

from __future__ import annotations

from typing import Any

from ..actions import Action, BigGin, Discard, DrawDiscard, DrawStock, FinishLayoff, Knock, LayOff, Pass, TakeUpcard
from ..wording import Hint, cards_shown, discard_reason, join_reasons, keep_text, other_hint, partials
from . import melds
from .players import GinKnowledge, HardGinPlayer, best_knock
from .rules import GinView


def gin_hint(view: GinView, action: Action, adviser: Any) -> Hint:
    hand = list(view.hand)
    top = view.discard_pile[-1] if view.discard_pile else None
    if isinstance(action, (TakeUpcard, DrawDiscard)) and top is not None:
        arrangement = melds.best_arrangement(hand + [top])
        meld = next((m for m in arrangement.melds if top in m), None)
        if meld is not None:
            others = [c for c in meld if c != top]
            return Hint(action, {"en": f"Take {top.pretty()}: it makes a meld with {cards_shown(others)}",
                                 "ro": f"Ia {top.pretty()}: face o formație cu {cards_shown(others)}"}, tuple(meld))
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
        knock = best_knock(view)
        if knock is not None and isinstance(adviser, HardGinPlayer) and adviser.waits_for_gin(view):  # it plays on
            d, c = melds.deadwood([x for x in hand if x != knock.card]), action.card.pretty()
            return Hint(action, {"en": f"Do not knock yet with {d} deadwood: play for gin, and undercut a knock; throw {c}",
                                 "ro": f"Nu bate încă cu {d} pierderi: joacă pentru gin și dă contra-bătaie; aruncă {c}"},
                        (action.card,))
        rest = [c for c in hand if c != action.card]
        arrangement = melds.best_arrangement(rest)
        pairs = partials(arrangement.deadwood)
        knowledge = GinKnowledge.from_view(view)
        danger = {c: knowledge.danger(c, view.seat, view.players) for c in hand}
        safest = danger[action.card] == 0 and any(v > 0 for c, v in danger.items() if c != action.card)
        loose = melds.best_arrangement(hand).deadwood
        high = bool(loose) and melds.gin_value(action.card) >= max(melds.gin_value(c) for c in loose)
        reason = discard_reason(action.card, safest, "high" if high else "fit")
        cards = tuple(c for a, b, _k in pairs[:1] for c in (a, b)) + (action.card,)
        return Hint(action, join_reasons(keep_text(pairs), reason), cards)
    if isinstance(action, LayOff):
        return Hint(action, {"en": f"Lay off {action.card.pretty()} on the knocker's meld",
                             "ro": f"Lipește {action.card.pretty()} la formația celui care a bătut"}, (action.card,))
    if isinstance(action, FinishLayoff):
        return Hint(action, {"en": "Done: nothing more to lay off", "ro": "Gata: nu mai ai ce lipi"})
    return other_hint(action)
