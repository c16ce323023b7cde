"""Hints for Traditional Rummy and Remi 51: the reason for the adviser's action, from the view.
A game's opening (its minimum, how it counts) is the view's (``TableView.opening``, ``traits``).

Each says the action first ("Discard K♣", "Add 6♥ to the set 6♣ 6♦ 6♠"), then why. Every card
is named as players write it (``Card.pretty``), every meld by its kind (a set, a run: C-2,
C-3), and every reason is true of the position, read from the hand's best arrangement
(``HandReading``): a taken card "makes a meld" only with the cards of a meld the search found,
a card is "in no meld" only when the hand lays as many cards without it, "you can go out this
turn" only when a plan lays every card but the discard. The table melds a hint acts on (the
meld a card goes onto, the meld of a joker exchange) are its ``melds``, for the page to outline.
``tests/test_table_hint_truth.py`` checks each reason against the rules over many deals.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, FrozenSet, List, Optional, Sequence, Tuple

from ..actions import Action, Build, Discard, DrawDiscard, DrawStock, Exchange, Meld
from ..cards import Card
from ..errors import IllegalActionError
from ..wording import (
    Hint,
    Pair,
    cards_shown,
    discard_head,
    discard_reason,
    join_reasons,
    keep_text,
    meld_aim,
    meld_named,
    other_hint,
    partials,
    said,
    waits_with,
)
from .hard import HardTablePlayer
from .jokers import MeldPlan, best_plan, candidate_melds, going_out_plan
from .melds import ACE_HIGH, TableMeld, make_meld
from .players import TablePlayer, outside_plan
from .rules import TableView
from .traits import OpeningRule

FEWER_POINTS = ("fewer points left in your hand", "rămâi cu mai puține puncte în mână")
GOES_OUT = ("you can go out this turn", "poți închide în tura asta")


class HandReading:
    """The hand as a hint reads it: the arrangement that lays down the most cards (melds, and
    builds onto the table where the player may build: TR-5; in Remi 51 once opened, R51-6),
    and what each card does in it. A card is *in no meld* when the hand lays as many cards
    without it: whichever best arrangement is meant, the claim holds."""

    def __init__(self, view: TableView) -> None:
        self.opened = bool(view.opened[view.seat])
        # the opening still to make (Remi 51: R51-6), None once made or where the game asks none
        self.to_open: Optional[OpeningRule] = view.traits.opening if not self.opened else None
        self.table: Tuple[TableMeld, ...] = tuple(view.table) if self.to_open is None else ()
        self.value: Callable[[Card], int] = view.traits.card_penalty(view.options)
        self._plans: Dict[Tuple[FrozenSet[Card], int], MeldPlan] = {}

    def plan(self, cards: Sequence[Card], keep: int = 0) -> MeldPlan:
        """The arrangement laying the most cards of ``cards`` (then the most points), keeping
        ``keep`` in hand."""
        key = (frozenset(cards), keep)
        if key not in self._plans:
            value = self.value
            self._plans[key] = best_plan(list(cards), lambda c: 1000 + value(c), self.table, self.opened, keep=keep)
        return self._plans[key]

    def laid(self, cards: Sequence[Card], keep: int = 0) -> int:
        """How many of ``cards`` the best arrangement lays down (keeping ``keep`` in hand)."""
        return self.plan(cards, keep).laid_value // 1000

    def in_no_meld(self, card: Card, cards: Sequence[Card]) -> bool:
        """Whether some best arrangement of ``cards`` leaves ``card`` out (the one found first,
        or else one without it: a search of its own, so asked only where it matters)."""
        if _holds(self.plan(cards).remaining, card):
            return True
        return self.laid([c for c in cards if c is not card]) == self.laid(cards)

    def opening(self, rule: OpeningRule, cards: Sequence[Card]) -> MeldPlan:
        """Before opening: the melds worth the most towards the opening (R51-6)."""
        return best_plan(list(cards), rule.search_value, max_jokers=rule.max_jokers, keep=0, meld_value=rule.choice_value)


def _ordered(cards: Sequence[Card], faces: Sequence[Any] = ()) -> TableMeld:
    """The meld ``cards`` make, in table order (runs by rank)."""
    joker_faces = {i: f for i, f in enumerate(faces) if f is not None}
    return make_meld(cards, joker_faces)


def _named(meld: TableMeld) -> Pair:
    return meld_named(meld.kind, meld.cards)


def _holds(cards: Sequence[Card], card: Card) -> bool:
    return any(c is card for c in cards)


def table_hint(view: TableView, action: Action, adviser: Any) -> Hint:
    reading = HandReading(view)
    # the adviser's own plans and weighing: ask it when it is a table player
    explainer = adviser if isinstance(adviser, TablePlayer) else HardTablePlayer()
    top = view.discard_pile[-1] if view.discard_pile else None
    if isinstance(action, DrawDiscard) and top is not None:
        return _take_hint(view, reading, action, top, explainer)
    if isinstance(action, DrawStock):
        return _stock_hint(view, reading, action, top)
    if isinstance(action, Meld):
        return _meld_hint(view, reading, action)
    if isinstance(action, Build):
        return _build_hint(view, reading, action)
    if isinstance(action, Exchange):
        return _exchange_hint(view, action)
    if isinstance(action, Discard):
        return _discard_hint(view, reading, action, explainer)
    return other_hint(action)


# --- the draw ---------------------------------------------------------------------------------------


def _take_hint(view: TableView, reading: HandReading, action: Action, top: Card, explainer: TablePlayer) -> Hint:
    hand = list(view.hand)
    take = ("Take the joker", "Ia jokerul") if top.is_joker else (f"Take {top.pretty()}", f"Ia {top.pretty()}")
    # the cards the adviser keeps once it has taken the card: the melds and pairs are theirs
    thrown = explainer.discard_after_taking(view)
    kept = [c for c in hand if c is not thrown] + [top]
    if view.take_obliges and view.traits.opening is not None:  # R51-7: the card must go into this turn's opening
        plan = view.traits.opening.plan(kept, top)
        meld = next((m for m in plan.melds if _holds(m.cards, top)), None) if plan is not None else None
        if meld is not None:
            made = _ordered(meld.cards, meld.faces)
            others = cards_shown([c for c in made.cards if c is not top])
            why = (
                f"it makes a meld with {others}, and with it you open this turn ({view.opening} or more)",
                f"face o formație cu {others} și cu ea deschizi în tura asta ({view.opening} sau mai mult)",
            )
            return said(action, take, why, made.cards)
    if reading.to_open is None and _can_go_out(view, reading, hand + [top], list(view.table), reading.opened, 0):
        return said(action, take, ("with it you can go out this turn", "cu ea poți închide în tura asta"), (top,))
    if top.is_joker:
        return said(action, take, ("a joker fits in any meld", "jokerul se potrivește în orice formație"), (top,))
    plan = reading.opening(reading.to_open, kept) if reading.to_open is not None else reading.plan(kept)
    meld = next((m for m in plan.melds if _holds(m.cards, top)), None)
    if meld is not None:
        made = _ordered(meld.cards, meld.faces)
        others = cards_shown([c for c in made.cards if c is not top])
        return said(action, take, (f"it makes a meld with {others}", f"face o formație cu {others}"), made.cards)
    build = next((i for i, b in enumerate(plan.builds) if b.card is top), None)
    if build is not None:  # onto a table meld, after the cards of the hand that lead to it (TR-5, R51-8)
        k = plan.builds[build].meld
        chain = [b.card for b in plan.builds[:build] if b.meld == k]
        en, ro = _named(view.table[k])
        if chain:
            shown = cards_shown(chain)
            why = (f"with {shown} it goes onto {en} on the table", f"cu {shown} merge la {ro} de pe masă")
        else:
            why = (f"it goes onto {en} on the table", f"merge la {ro} de pe masă")
        return said(action, take, why, (top, *chain), (k,))
    loose = [c for c in outside_plan(plan, kept) if c is not top]
    pairs = [(c, kind) for c in loose for kind in [waits_with(top, c)] if kind is not None]
    if pairs:
        partner, kind = pairs[0]
        c = partner.pretty()
        aim = meld_aim(kind, top.rank)
        why = (f"it goes with {c} towards {aim[0]}", f"cu {c} mai trebuie o carte pentru {aim[1]}")
        return said(action, take, why, (top, partner))
    freed = _frees_joker(view, top)
    if freed is not None:
        en, ro = _named(view.table[freed])
        return said(action, take, (f"it frees the joker of {en}", f"cu ea iei jokerul din {ro}"), (top,), (freed,))
    why = ("it gives your hand more ways to make melds", "îți dă mai multe feluri de a face formații")
    return said(action, take, why, (top,))


def _frees_joker(view: TableView, card: Card) -> Optional[int]:
    """The table run whose joker ``card`` would take out once taken (TR-7; where a freed joker
    must go into a new meld, Remi 51, only when the hand then makes one, R51-9), if the player
    may build."""
    if not view.opened[view.seat]:
        return None
    for k, meld in enumerate(view.table):
        if meld.is_set:
            continue
        for held, (rank, suit) in zip(meld.cards, meld.faces()):
            if held.is_joker and card.suit == suit and card.rank == (1 if rank == ACE_HIGH else rank):
                if not view.traits.freed_joker_melds or _joker_meld(view, list(view.hand), held) is not None:
                    return k
    return None


def _joker_meld(view: TableView, rest: List[Card], joker: Card) -> Optional[Tuple[Card, ...]]:
    """Remi 51 (R51-9): a new meld of ``rest`` and a freed ``joker``, with a card kept over (in an
    opening turn, as many jokers as the opening allows a meld, R51-6)."""
    cards = rest + [joker]
    rule = view.traits.opening
    cap = None if _opened_before_turn(view) or rule is None else rule.max_jokers
    return next((m for m, _f in candidate_melds(cards, cap) if _holds(m, joker) and len(m) < len(cards)), None)


def _stock_hint(view: TableView, reading: HandReading, action: Action, top: Optional[Card]) -> Hint:
    draw = ("Draw from the stock", "Trage din pachet")
    if top is None:
        return said(action, draw)
    hand = list(view.hand)
    t = top.pretty()
    if view.take_obliges and DrawDiscard() not in view.legal_actions:  # R51-7
        why = (f"{t} would oblige you to open now, and you cannot", f"{t} te-ar obliga să deschizi acum, iar tu nu poți")
        return said(action, draw, why)
    if not any(_holds(cards, top) for cards, _faces in candidate_melds(hand + [top])):
        return said(action, draw, (f"{t} makes no meld with your cards", f"{t} nu face formație cu cărțile tale"))
    if reading.to_open is not None:  # R51-6: what counts is the opening
        now, then = reading.opening(reading.to_open, hand), reading.opening(reading.to_open, hand + [top])
        if then.laid_value <= now.laid_value:
            return said(action, draw, (f"{t} would not add to your opening", f"{t} nu îți mărește deschiderea"))
        if now.laid_value >= view.opening and _cards_in(then) <= _cards_in(now):
            why = (f"your cards make an opening already, and {t} would add no card to it",
                   f"cărțile tale fac deja o deschidere, iar {t} nu i-ar adăuga nicio carte")
            return said(action, draw, why)
    elif reading.laid(hand) == len(hand):
        why = (f"all your cards are in melds already, so {t} adds nothing",
               f"toate cărțile tale sunt deja în formații, așa că {t} nu adaugă nimic")
        return said(action, draw, why)
    elif reading.laid(hand + [top]) <= reading.laid(hand):
        return said(action, draw, (f"{t} would not add to your melds", f"{t} nu te ajută la formații"))
    elif reading.laid(hand + [top], keep=1) <= reading.laid(hand):  # TR-9: a card is kept to throw
        why = (f"{t} would not add to your melds once you keep a card to throw",
               f"{t} nu te ajută la formații dacă păstrezi o carte de aruncat")
        return said(action, draw, why)
    return said(action, draw)  # (none of the above holds: the adviser's weighing alone, left unsaid)


def _cards_in(plan: MeldPlan) -> int:
    return sum(len(m.cards) for m in plan.melds)


# --- melds, builds and exchanges --------------------------------------------------------------------


def _meld_hint(view: TableView, reading: HandReading, action: Meld) -> Hint:
    made = _ordered(action.cards, action.faces)
    en, ro = _named(made)
    lay = (f"Lay down {en}", f"Așază {ro}")
    if any(_holds(action.cards, j) for j in view.must_meld):  # R51-9
        why = ("the joker you took must go into a new meld this turn",
               "jokerul luat trebuie pus într-o formație nouă în tura asta")
    elif _goes_out(view, reading, action):
        why = GOES_OUT
    elif reading.to_open is not None:  # R51-6 (and R51-7: the card taken goes in it)
        n, need = view.turn_value + reading.to_open.meld_value(made), view.opening
        if n < need:
            why = (f"your opening comes to {n} of the {need} it needs", f"deschiderea ajunge la {n} din cele {need} necesare")
        elif view.must_use is not None and not _holds(action.cards, view.must_use):
            c = view.must_use.pretty()
            why = (f"your opening comes to {n}, and {c} from the pile must go down too",
                   f"deschiderea ajunge la {n}, iar {c}, luată din cărțile aruncate, trebuie așezată și ea")
        else:
            why = (f"it completes your opening with {n} ({need} or more)", f"completează deschiderea cu {n} (cel puțin {need})")
    elif not reading.opened and view.table:  # TR-5
        why = ("then you may add cards to the melds on the table", "apoi poți adăuga cărți la formațiile de pe masă")
    else:
        why = FEWER_POINTS
    return said(action, lay, why, made.cards)


def _build_hint(view: TableView, reading: HandReading, action: Build) -> Hint:
    meld = view.table[action.meld]
    en, ro = _named(meld)
    c = action.card.pretty()
    if action.face is not None:
        rank, suit = action.face
        shown = Card(1 if rank == ACE_HIGH else rank, suit).pretty()
        head = (f"Add {c} as {shown} to {en}", f"Adaugă {c} ca {shown} la {ro}")
    else:
        head = (f"Add {c} to {en}", f"Adaugă {c} la {ro}")
    if _goes_out(view, reading, action):
        why = GOES_OUT
    elif meld.is_set and len(meld.cards) == 3:  # R51-5: a set of four takes nothing more
        why = ("one card fewer in your hand, and the set is then closed: nobody can lay a card on it",
               "o carte mai puțin în mână, iar terța se închide: nimeni nu mai poate adăuga la ea")
    else:
        why = FEWER_POINTS
    return said(action, head, why, (action.card,), (action.meld,))


def _exchange_hint(view: TableView, action: Exchange) -> Hint:
    meld = view.table[action.meld]
    en, ro = _named(meld)
    shown = cards_shown(action.cards)
    head = (f"Put {shown} into {en} and take the joker", f"Pune {shown} în {ro} și ia jokerul")
    why = ("a joker fits in any meld", "jokerul se potrivește în orice formație")
    joker = next((c for c in meld.cards if c.is_joker), None)
    if view.traits.freed_joker_melds and joker is not None:  # R51-9: the joker goes into a new meld this turn
        found = _joker_meld(view, [c for c in view.hand if not _holds(action.cards, c)], joker)
        if found is not None:
            others = cards_shown([c for c in found if c is not joker])
            why = (f"the joker then makes a meld with {others}", f"jokerul face apoi o formație cu {others}")
    return said(action, head, why, action.cards, (action.meld,))


def _opened_before_turn(view: TableView) -> bool:
    """Remi 51: whether the player opened in an earlier turn (an opening turn counts its value)."""
    return bool(view.opened[view.seat]) and view.turn_value == 0


def _goes_out(view: TableView, reading: HandReading, action: Action) -> bool:
    """Whether after ``action`` (a meld or a build) the rest of the hand can go down this
    turn but for one card to discard (TR-9, R51-10), by the rules the turn is under: a build
    only once opened (TR-5, R51-6), at most one joker a meld in an opening turn (R51-6). Sound
    rather than complete: a turn with a joker or a pile card still to lay (R51-7, R51-9) is
    not reckoned."""
    if view.must_meld or (view.must_use is not None and not (isinstance(action, Meld) and _holds(action.cards, view.must_use))):
        return False
    hand = list(view.hand)
    table = list(view.table)
    if isinstance(action, Meld):
        made = _ordered(action.cards, action.faces)
        rest = [c for c in hand if not _holds(action.cards, c)]
        table.append(made)
        rule = reading.to_open
        value = view.turn_value + (rule.meld_value(made) if rule is not None else 0)
        opened = rule is None or value >= view.opening
    elif isinstance(action, Build):
        rest = [c for c in hand if c is not action.card]
        try:
            table[action.meld] = table[action.meld].add(action.card, action.face)
        except IllegalActionError:
            return False
        opened, value = True, 0
    else:
        return False
    return _can_go_out(view, reading, rest, table, opened, value)


def _can_go_out(
    view: TableView, reading: HandReading, rest: List[Card], table: List[TableMeld], opened: bool, value: int
) -> bool:
    """Whether ``rest`` can all go down this turn but one card to discard, onto ``table``:
    ``opened`` says whether the player has melded (TR-5: it may build) or opened (R51-6) by
    then, ``value`` the opening laid this turn so far (Remi 51)."""
    if len(rest) == 1:
        return True
    rule = view.traits.opening
    if rule is not None and not opened:  # the opening still short of its value: the rest from hand
        out = going_out_plan(rest, rule.search_value, (), False, rule.max_jokers, rule.choice_value)
        return out is not None and value + out[0].laid_value >= view.opening
    before = rule is None or _opened_before_turn(view)
    out = going_out_plan(rest, reading.value, table, opened, None if before or rule is None else rule.max_jokers)
    return out is not None and (before or not any(b.card.is_joker for b in out[0].builds))


# --- the discard ------------------------------------------------------------------------------------


def _discard_hint(view: TableView, reading: HandReading, action: Discard, explainer: TablePlayer) -> Hint:
    hand = list(view.hand)
    card = action.card
    rest = [c for c in hand if c != card]
    if not rest:
        return said(action, discard_head(card), ("you go out", "închizi"), (card,))
    safest = explainer.discard_facts(view, card).safest
    if reading.in_no_meld(card, hand):
        higher = [c for c in hand if not c.is_joker and reading.value(c) > reading.value(card)]
        high = not any(reading.in_no_meld(c, hand) for c in higher)
        reason = discard_reason(safest, "high" if high else "fit")
        if not card.is_joker and any(c.face == card.face for c in rest):  # two decks (TR-1, R51-1)
            reason = (f"you hold {card.pretty()} twice", f"ai {card.pretty()} de două ori")
    elif safest:
        reason = discard_reason(True, "fit")
    else:
        reason = ("it breaks a meld, but one card must go and this one costs your hand least",
                  "strică o formație, dar o carte trebuie aruncată, iar aceasta îți slăbește cel mai puțin mâna")
    if any(isinstance(a, Meld) for a in view.legal_actions):  # a meld could go down, and the adviser holds it
        keep = ("for now keep your melds in hand, so that nobody can add to them",
                "deocamdată păstrează formațiile în mână, ca nimeni să nu poată adăuga la ele")
        return said(action, discard_head(card), join_reasons(reason, keep), (card,))
    pairs = partials(outside_plan(reading.plan(rest), rest))
    cards = tuple(c for a, b, _k in pairs[:1] for c in (a, b)) + (card,)
    return said(action, discard_head(card), join_reasons(reason, keep_text(pairs)), cards)
