"""A hint says only what is true of the position (Traditional Rummy and Remi 51).

Deals of Traditional Rummy (2 and 4 players) and Remi 51 (2, 3 and 4 players) are played by
seeded computer players, seat 0 following the hints; at every turn of every seat the hint
(``remi.hints.hint``) is read as a player reads it, in English and in Romanian, and each thing
it says is checked against the rules (``make_meld``, the game's own legality checks) and the
hand:

- no card is named by the engine's notation (``6h'``, ``*=7h``): every card as players write
  it (``6♥``, ``★``), and both languages name the same cards;
- every meld it names is a legal meld (C-2, C-3, jokers included), of the kind it says (set or
  run; *terță* or *suită*), with cards the player holds or that lie on the table;
- a card said to be "in no meld" is in no meld of the best arrangement of the hand (the hand
  lays as many cards without it), and the highest such card when it says so;
- a card said to go onto a table meld can be built there by this player (TR-5, R51-6, R51-8),
  and the hint's target (``Hint.melds``) is that meld, as it is the meld a build or a joker
  exchange acts on;
- "you can go out this turn", "you open this turn": following the hints does so;
- a taken card, and the cards it was said to make a meld with, are not thrown in that same turn.

A reason the test does not know is a failure: each reason a hint may give has its check here.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import pytest
import remi
from remi.actions import Action, Build, Discard, DrawDiscard, DrawStock, Exchange, Meld
from remi.cards import Card
from remi.errors import IllegalActionError
from remi.game import Phase
from remi.hints import hint
from remi.players import make_player
from remi.table.jokers import best_plan, candidate_melds
from remi.table.melds import TableMeld, make_meld
from remi.table.remi51 import card_value, choice_value, opening_value, search_value
from remi.table.rules import penalty_value
from remi.wording import Hint

CONFIGS = [("traditional", 2), ("traditional", 4), ("remi51", 2), ("remi51", 3), ("remi51", 4)]
DEALS = 12  # seeded deals of each game and table
OTHERS = ("hard", "medium", "baseline", "easy")  # the other seats' players, in turn by seed

ENGINE_CARD = re.compile(r"(?<![A-Za-zĂÂÎȘȚăâîșț0-9])(10|[2-9TJQKA])[cdhs](?![A-Za-zĂÂÎȘȚăâîșț])|[*']")
CARD = r"(?:(?:10|[2-9AJQK])[♣♦♥♠]|★)"
CARDS = rf"(?:{CARD})(?: (?:{CARD}))*"
RANK_PLURAL = {"A": "ași", "J": "valeți", "Q": "dame", "K": "regi"}


# --- reading cards ------------------------------------------------------------------------------


def named(text: str) -> List[str]:
    return re.findall(CARD, text)


def pick(pool: Sequence[Card], names: Sequence[str]) -> Optional[List[Card]]:
    """Distinct cards of ``pool`` answering ``names`` (``7♥``, ``★``), or None if it lacks one."""
    left = list(pool)
    out = []
    for name in names:
        want = Card.parse(name)
        card = next((c for c in left if (c.is_joker and want.is_joker) or (not c.is_joker and c.face == want.face)), None)
        if card is None:
            return None
        left.remove(card)
        out.append(card)
    return out


def shown(cards: Sequence[Card]) -> str:
    return " ".join(c.pretty() for c in cards)


# --- the facts a hint may state ---------------------------------------------------------------------


class Position:
    """The position a hint is for: the game (for the rules' own checks) and the player's view."""

    def __init__(self, game: Any, seat: int) -> None:
        self.game = game
        self.seat = seat
        self.view = game.view(seat)
        self.hand: List[Card] = list(self.view.hand)
        self.r51 = self.view.opening > 0
        self.opened = bool(self.view.opened[seat])
        self.top: Optional[Card] = self.view.discard_pile[-1] if self.view.discard_pile else None

    def meld(self, cards: Sequence[Card]) -> Optional[TableMeld]:
        """The meld ``cards`` make by the game's rules, or None."""
        try:
            return make_meld(cards, None, 0, self.game.meld_rule, self.game.set_rule)
        except IllegalActionError:
            return None

    def laid(self, cards: Sequence[Card], keep: int = 0) -> int:
        """How many of ``cards`` the best arrangement lays down, keeping ``keep`` in hand (melds;
        builds where this player may build: TR-5, and in Remi 51 only once opened, R51-6)."""
        table = self.view.table if (self.opened or not self.r51) else ()
        return best_plan(list(cards), lambda c: 1, table, self.opened, keep=keep).laid_value

    def in_no_meld(self, card: Card, cards: Sequence[Card]) -> bool:
        """Whether the best arrangement of ``cards`` leaves ``card`` out (it lays as many without it)."""
        return self.laid([c for c in cards if c is not card]) == self.laid(cards)

    def value(self, card: Card) -> int:
        return card_value(card) if self.r51 else penalty_value(card)

    def opening_value(self, cards: Sequence[Card]) -> int:
        return best_plan(list(cards), search_value, max_jokers=1, keep=0, meld_value=choice_value).laid_value

    def opening_cards(self, cards: Sequence[Card]) -> int:
        """How many cards the most valuable opening of ``cards`` lays down (R51-6)."""
        plan = best_plan(list(cards), search_value, max_jokers=1, keep=0, meld_value=choice_value)
        return sum(len(m.cards) for m in plan.melds)

    def after(self, *actions: Action) -> Optional[Any]:
        """A copy of the game after ``actions``, or None when the rules refuse one."""
        copy = self.game.copy()
        for action in actions:
            if not copy.is_legal(action):
                return None
            copy.apply(action)
        return copy

    def turn_followed(self, first: Action) -> Any:
        """A copy of the game after ``first`` and the hints that follow it, to the end of the turn."""
        copy = self.game.copy()
        copy.apply(first)
        for _ in range(40):
            if copy.to_act != self.seat or copy.phase in (Phase.HAND_OVER, Phase.MATCH_OVER, Phase.DRAW):
                return copy
            copy.apply(hint(copy.view(self.seat)).action)
        raise AssertionError("a turn of hints that does not end")

    def goes_out(self, first: Action) -> bool:
        game = self.turn_followed(first)
        return bool(game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and game.results[-1].winner == self.seat)


def partial_kind(a: Card, b: Card) -> Optional[str]:
    """"run" or "set" when two natural cards wait for a third to make one, else None."""
    if a.is_joker or b.is_joker:
        return None
    if a.suit == b.suit and 0 < abs(a.rank - b.rank) <= 2:
        return "run"
    if a.rank == b.rank and a.suit != b.suit:
        return "set"
    return None


Check = Callable[[Position, Hint, "re.Match[str]"], Optional[str]]


def table_meld_named(p: Position, h: Hint, kind: str, cards: str) -> Optional[str]:
    """The hint's target is one table meld, of this kind, with these cards."""
    melds = tuple(getattr(h, "melds", ()))
    if len(melds) != 1 or not 0 <= melds[0] < len(p.view.table):
        return f"the hint names a table meld but its target is {melds}"
    meld = p.view.table[melds[0]]
    if meld.kind != kind or shown(meld.cards) != cards:
        return f"the target meld {melds[0]} is the {meld.kind} {shown(meld.cards)}, not the {kind} {cards}"
    return None


def _makes_meld(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if not isinstance(h.action, DrawDiscard) or p.top is None:
        return "only a take says what the taken card makes"
    others = pick(p.hand, named(m["cards"]))
    if others is None:
        return f"{m['cards']} are not all in the hand"
    if p.meld([p.top, *others]) is None:
        return f"{p.top.pretty()} {m['cards']} is no meld"
    if m["opening"]:
        if not p.view.take_obliges or int(m["opening"]) != p.view.opening:
            return f"an opening of {m['opening']} said (the game asks {p.view.opening}; obliged: {p.view.take_obliges})"
        if not p.turn_followed(h.action).opened[p.seat]:
            return "following the hints does not open this turn"
    return None


def _goes_onto(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    wrong = table_meld_named(p, h, m["kind"], m["cards"])
    if wrong or p.top is None:
        return wrong or "no card to take"
    first = pick(p.hand, named(m["with"] or ""))
    if first is None:
        return f"{m['with']} are not in the hand"
    k = h.melds[0]
    taken = p.after(DrawDiscard())
    if taken is None:
        return "the card cannot be taken"

    def builds_all(game: Any, cards: Sequence[Card]) -> bool:
        """The cards said first, then the card taken, go onto meld ``k`` one by one (a joker
        at either end of a run)."""
        if not cards:
            return True
        for action in [a for a in game.legal_actions() if isinstance(a, Build) and a.meld == k and a.card == cards[0]]:
            after = game.copy()
            after.apply(action)
            if builds_all(after, cards[1:]):
                return True
        return False

    if builds_all(taken, [*first, p.top]):
        return None
    for meld in [a for a in taken.legal_actions() if isinstance(a, Meld) and p.top not in a.cards]:
        then = p.after(DrawDiscard(), meld)
        if not set(first) & set(meld.cards) and then is not None and builds_all(then, [*first, p.top]):
            return None
    return f"{p.top.pretty()} cannot be built on meld {k} this turn"


def _frees_joker(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    wrong = table_meld_named(p, h, "run", m["cards"])
    if wrong or p.top is None:
        return wrong or "no card to take"
    taken = p.after(DrawDiscard())
    if taken is None or not taken.is_legal(Exchange((p.top,), h.melds[0])):
        return f"{p.top.pretty()} cannot free the joker of meld {h.melds[0]}"
    return None


def _goes_with(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    partner = pick(p.hand, [m["card"]])
    if p.top is None or partner is None:
        return f"{m['card']} is not in the hand"
    if partial_kind(p.top, partner[0]) != m["kind"]:
        return f"{p.top.pretty()} and {m['card']} wait for no {m['kind']}"
    return None


def _no_meld_with(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    top = p.top
    if top is None or top.pretty() != m["card"]:
        return "names another card than the top of the pile"
    if any(top in cards for cards, _f in candidate_melds([*p.hand, top])):
        return f"{m['card']} does make a meld with the hand"
    return None


def _adds_nothing(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if p.top is None or p.laid([*p.hand, p.top]) > p.laid(p.hand):
        return f"{m['card']} lets the hand lay more cards down"
    return None


def _adds_nothing_kept(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if p.top is None or p.laid([*p.hand, p.top], keep=1) > p.laid(p.hand):
        return f"{m['card']} lets the hand lay more cards down, a card kept to throw"
    return None


def _adds_no_opening(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if not p.r51 or p.opened or p.top is None:
        return "only an unopened Remi 51 hand has an opening to add to"
    if p.opening_value([*p.hand, p.top]) > p.opening_value(p.hand):
        return f"{m['card']} adds to the opening's value"
    return None


def _all_in_melds(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if p.laid(p.hand) != len(p.hand):
        return "not every card of the hand is in a meld"
    return None


def _cannot_open(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if not p.view.take_obliges or p.game.is_legal(DrawDiscard()):
        return "taking the card would not oblige an opening that cannot be made"
    return None


def _goes_out(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    return None if p.goes_out(h.action) else "following the hints does not go out this turn"


def _must_meld_joker(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    action = h.action
    if not isinstance(action, Meld) or not any(j in action.cards for j in p.view.must_meld):
        return "no joker taken this turn goes into this meld"
    return None


def _opening_count(p: Position, h: Hint, m: "re.Match[str]", state: str) -> Optional[str]:
    action = h.action
    if not isinstance(action, Meld) or not p.r51 or p.opened:
        return "only an opening meld counts towards the opening"
    value = p.view.turn_value + opening_value(make_meld(action.cards, action.joker_faces()))
    if int(m["n"]) != value or int(m.groupdict().get("of") or p.view.opening) != p.view.opening:
        return f"the opening comes to {value} of {p.view.opening}"
    must = p.view.must_use
    done = value >= p.view.opening and (must is None or must in action.cards)  # R51-6, R51-7
    if state != ("done" if done else "short" if value < p.view.opening else "must"):
        return f"says the opening is {state}"
    if state == "must" and (must is None or must.pretty() != m["card"]):
        return f"{m['card']} is not the card taken from the pile"
    then = p.after(action)
    if then is None or bool(then.opened[p.seat]) != done:
        return "the meld does not do to the opening what the hint says"
    return None


def _opening_made(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if not p.r51 or p.opened or p.top is None or p.opening_value(p.hand) < p.view.opening:
        return "the hand makes no opening"
    if p.opening_cards([*p.hand, p.top]) > p.opening_cards(p.hand):
        return f"{m['card']} would add a card to the opening"
    return None


def _may_build_then(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if p.r51 or p.opened or not p.view.table or not isinstance(h.action, Meld):
        return "only a first meld in Traditional Rummy, with melds on the table, allows building"
    return None


def _set_full(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    action = h.action
    if not isinstance(action, Build) or not p.view.table[action.meld].is_set or len(p.view.table[action.meld].cards) != 3:
        return "only a set of three is filled by one card"
    return None


def _joker_then(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    action = h.action
    if not isinstance(action, Exchange):
        return "only an exchange frees a joker"
    rest = [c for c in p.hand if c not in action.cards]
    others = pick(rest, named(m["cards"]))
    joker = next((c for c in p.view.table[action.meld].cards if c.is_joker), None)
    if others is None or joker is None or p.meld([joker, *others]) is None:
        return f"the joker makes no meld with {m['cards']}"
    return None


def _joker_fits(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if isinstance(h.action, DrawDiscard) and (p.top is None or not p.top.is_joker):
        return "the card taken is no joker"
    return None


def _last_card(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    return None if len(p.hand) == 1 else "the discard does not empty the hand"


def _highest_loose(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    card = getattr(h.action, "card", None)
    if card is None or not p.in_no_meld(card, p.hand):
        return "the card thrown is in a meld of the best arrangement"
    higher = [c for c in p.hand if not c.is_joker and p.value(c) > p.value(card) and p.in_no_meld(c, p.hand)]
    return f"{shown(higher)} in no meld and higher" if higher else None


def _fits_least(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    card = getattr(h.action, "card", None)
    if card is None or not p.in_no_meld(card, p.hand):
        return "the card thrown is in a meld of the best arrangement"
    return None


def _other_copy(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    card = getattr(h.action, "card", None)
    if card is None or card.pretty() != m["card"] or not p.in_no_meld(card, p.hand):
        return "the card thrown is in a meld, or another"
    if not any(c != card and c.face == card.face for c in p.hand):
        return "no other copy stays in the hand"
    return None


def _breaks_meld(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    card = getattr(h.action, "card", None)
    if card is None or p.in_no_meld(card, p.hand):
        return "the card thrown is in no meld"
    return None


def _keep_pair(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    card = getattr(h.action, "card", None)
    rest = [c for c in p.hand if c is not card]
    pair = pick(rest, named(m["cards"]))
    if pair is None or len(pair) != 2:
        return f"{m['cards']} are not two cards kept"
    if partial_kind(*pair) != m["kind"]:
        return f"{m['cards']} wait for no {m['kind']}"
    if not all(p.in_no_meld(c, rest) for c in pair):
        return f"{m['cards']} are in a meld already"
    return None


def _melds_held(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    if not any(isinstance(a, Meld) for a in p.view.legal_actions):
        return "no meld could go down"
    return None


def _judgement(p: Position, h: Hint, m: "re.Match[str]") -> Optional[str]:
    return None  # the adviser's weighing (safety, its lookahead): nothing in the position to check


# Each reason a table hint may give (English), and its check.
REASONS: List[Tuple[str, Check]] = [
    (rf"it makes a meld with (?P<cards>{CARDS})(?:, and with it you open this turn \((?P<opening>\d+) or more\))?", _makes_meld),
    (rf"(?:with (?P<with>{CARDS}) )?it goes onto the (?P<kind>set|run) (?P<cards>{CARDS}) on the table", _goes_onto),
    (rf"it frees the joker of the run (?P<cards>{CARDS})", _frees_joker),
    (rf"it goes with (?P<card>{CARD}) towards a (?P<kind>set|run)", _goes_with),
    ("a joker fits in any meld", _joker_fits),
    ("it gives your hand more ways to make melds", _judgement),
    (rf"(?P<card>{CARD}) makes no meld with your cards", _no_meld_with),
    (rf"(?P<card>{CARD}) would not add to your melds", _adds_nothing),
    (rf"(?P<card>{CARD}) would not add to your opening", _adds_no_opening),
    (rf"all your cards are in melds already, so (?P<card>{CARD}) adds nothing", _all_in_melds),
    (rf"(?P<card>{CARD}) would not add to your melds once you keep a card to throw", _adds_nothing_kept),
    (rf"(?P<card>{CARD}) would oblige you to open now, and you cannot", _cannot_open),
    ("you can go out this turn", _goes_out),
    ("with it you can go out this turn", _goes_out),
    ("the joker you took must go into a new meld this turn", _must_meld_joker),
    (r"your opening comes to (?P<n>\d+) of the (?P<of>\d+) it needs", lambda p, h, m: _opening_count(p, h, m, "short")),
    (r"it completes your opening with (?P<n>\d+) \((?P<of>\d+) or more\)", lambda p, h, m: _opening_count(p, h, m, "done")),
    (rf"your opening comes to (?P<n>\d+), and (?P<card>{CARD}) from the pile must go down too",
     lambda p, h, m: _opening_count(p, h, m, "must")),
    (rf"your cards make an opening already, and (?P<card>{CARD}) would add no card to it", _opening_made),
    ("then you may add cards to the melds on the table", _may_build_then),
    ("fewer points left in your hand", _judgement),
    ("one card fewer in your hand, and the set is then closed: nobody can lay a card on it", _set_full),
    (rf"the joker then makes a meld with (?P<cards>{CARDS})", _joker_then),
    ("you go out", _last_card),
    ("it is the safest card to throw", _judgement),
    ("it is your highest card in no meld", _highest_loose),
    (rf"you hold (?P<card>{CARD}) twice", _other_copy),
    ("it goes least with your other cards", _fits_least),
    ("it breaks a meld, but one card must go and this one costs your hand least", _breaks_meld),
    (rf"keep (?P<cards>{CARD} {CARD}) for a (?P<kind>set|run)", _keep_pair),
    ("for now keep your melds in hand, so that nobody can add to them", _melds_held),
]


def head_problem(p: Position, h: Hint) -> Optional[str]:
    """The action said first, naming the cards it moves and the meld it acts on."""
    a, head = h.action, h.heading("en")
    if isinstance(a, Build):
        meld = p.view.table[a.meld]
        face = f" as {Card(1 if a.face[0] == 14 else a.face[0], a.face[1]).pretty()}" if a.face else ""
        want = f"Add {a.card.pretty()}{face} to the {meld.kind} {shown(meld.cards)}"
    elif isinstance(a, Exchange):
        meld = p.view.table[a.meld]
        want = f"Put {shown(a.cards)} into the {meld.kind} {shown(meld.cards)} and take the joker"
    elif isinstance(a, Meld):
        made = make_meld(a.cards, a.joker_faces())
        want = f"Lay down the {made.kind} {shown(made.cards)}"
    elif isinstance(a, Discard):
        want = f"Discard {a.card.pretty()}"
    elif isinstance(a, DrawDiscard):
        top = p.top
        want = "Take the joker" if top is not None and top.is_joker else f"Take {top.pretty() if top else ''}"
    elif isinstance(a, DrawStock):
        want = "Draw from the stock"
    else:
        want = head
    if head != want:
        return f"says {head!r} for {a} (expected {want!r})"
    wanted = (a.meld,) if isinstance(a, (Build, Exchange)) else None
    melds = tuple(getattr(h, "melds", ()))
    if wanted is not None and melds != wanted:
        return f"the target is {melds}, not the meld {wanted[0]} the action acts on"
    return None


def romanian_problem(h: Hint) -> Optional[str]:
    en, ro = h.reason("en"), h.reason("ro")
    if sorted(named(en)) != sorted(named(ro)):
        return f"the languages name other cards: {en!r} / {ro!r}"
    if " set" in en and "terț" not in ro or " run" in en and "suit" not in ro:
        return f"a set is a terță and a run a suită: {ro!r}"
    for rank in re.findall(r"o terță de (\S+)", ro):
        if rank not in {str(n) for n in range(2, 11)} | set(RANK_PLURAL.values()):
            return f"'o terță de {rank}': a rank in the plural (ași, 7, valeți, dame, regi)"
    if "trei de" in ro or "pentru suită" in ro:
        return f"not how a player says it: {ro!r}"
    return None


def problems_of(p: Position, h: Hint) -> List[str]:
    out: List[str] = []
    for lang in ("en", "ro"):
        found = ENGINE_CARD.search(h.reason(lang))
        if found:
            out.append(f"engine card id {found.group(0)!r} in {h.reason(lang)!r}")
    for problem in (head_problem(p, h), romanian_problem(h)):
        if problem:
            out.append(problem)
    text, head = h.reason("en"), h.heading("en")
    reasons = text[len(head) + 2 :] if text.startswith(head + ": ") else ""
    has_target = False
    for clause in [c for c in reasons.split("; ") if c]:
        for pattern, check in REASONS:
            m = re.fullmatch(pattern, clause)
            if m:
                has_target = has_target or check in (_goes_onto, _frees_joker)
                wrong = check(p, h, m)
                if wrong:
                    out.append(f"{clause!r}: {wrong}")
                break
        else:
            out.append(f"a reason the test cannot check: {clause!r}")
    if not has_target and not isinstance(h.action, (Build, Exchange)) and tuple(getattr(h, "melds", ())):
        out.append(f"a target {h.melds} for a hint that names no table meld")
    return out


# --- the walk ---------------------------------------------------------------------------------------


def walk(name: str, players: int, seed: int) -> Tuple[List[str], Dict[str, int]]:
    """Play one deal, seat 0 following the hints; the problems of every hint, and what was seen."""
    game = remi.new_game(name, players, {"deals": 1}, seed=seed)
    bots = {s: make_player(OTHERS[(seed + s) % len(OTHERS)], seed + s, name) for s in range(1, players)}
    problems: List[str] = []
    seen: Dict[str, int] = {}
    taken: Optional[Tuple[Card, List[str]]] = None  # seat 0's card taken this turn, and the cards named with it
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        p = Position(game, seat)
        h = hint(p.view)
        kind = type(h.action).__name__
        seen[kind] = seen.get(kind, 0) + 1
        where = f"{name} {players}p seed {seed} action {len(game.actions)} seat {seat}: {h.reason('en')!r}"
        problems += [f"{where}: {x}" for x in problems_of(p, h)]
        if seat == 0:
            if p.view.phase == Phase.DRAW:
                taken = None
            if isinstance(h.action, DrawDiscard) and p.top is not None:
                # the cards the take was said to go with (the hint's own cards, copies told apart)
                taken = (p.top, [c for c in h.cards if c != p.top])
            if isinstance(h.action, Discard) and taken is not None:  # (another copy of it may stay: C-1)
                card, partners = taken
                thrown = h.action.card
                kept = [c for c in p.hand if c != thrown]
                if thrown in (card, *partners) and thrown.face not in {c.face for c in kept}:
                    problems.append(f"{where}: throws a card named when {card.pretty()} was taken this turn")
        action = h.action if seat == 0 else bots[seat].choose(p.view)
        game.apply(action)
    return problems, seen


@pytest.mark.parametrize("name,players", CONFIGS)
def test_table_hints_say_only_what_is_true(name: str, players: int) -> None:
    problems: List[str] = []
    seen: Dict[str, int] = {}
    for seed in range(DEALS):
        found, kinds = walk(name, players, seed)
        problems += found
        for kind, n in kinds.items():
            seen[kind] = seen.get(kind, 0) + n
    assert {"DrawStock", "DrawDiscard", "Discard", "Meld"} <= set(seen), seen  # the walk saw the usual hints
    assert not problems, f"{len(problems)} untrue or unreadable hints, e.g.:\n" + "\n".join(problems[:25])


def test_the_truth_checks_can_fail() -> None:
    """The checks above catch what the issue saw: card ids, a pair called a meld, a card in a
    meld called loose."""
    from rummy_helpers import stacked_rummy

    game = stacked_rummy(["7d Kc Qd 2s 5c 9h Jh", "3h' 5d' 9c' Js' Qc' 7c' 4d'"], discard="8d")
    p = Position(game, 0)
    said = Hint(DrawDiscard(), {"en": "Take 8♦: it makes a meld with 7♦", "ro": "Ia 8♦: face o formație cu 7♦"}, (),
                {"en": "Take 8♦", "ro": "Ia 8♦"})
    assert any("is no meld" in x for x in problems_of(p, said))
    said = Hint(DrawDiscard(), {"en": "Take 8♦: it goes with 7♦ towards a run", "ro": "Ia 8♦: cu 7♦ mai trebuie o carte"
                                " pentru o suită"}, (), {"en": "Take 8♦", "ro": "Ia 8♦"})
    assert problems_of(p, said) == []
    said = Hint(DrawDiscard(), {"en": "Take 8♦: it makes a meld with 8d'", "ro": "Ia 8♦: face o formație cu 8d'"}, (),
                {"en": "Take 8♦", "ro": "Ia 8♦"})
    assert any("engine card id" in x for x in problems_of(p, said))
    game.apply("draw discard")
    p = Position(game, 0)
    said = Hint(Discard(Card.parse("Kc")), {"en": "Discard K♣: it is your highest card in no meld",
                                           "ro": "Aruncă K♣: e cea mai mare carte care nu intră în nicio formație"},
                (), {"en": "Discard K♣", "ro": "Aruncă K♣"})
    assert problems_of(p, said) == []
    said = Hint(Discard(Card.parse("8d")), {"en": "Discard 8♦: it is your highest card in no meld",
                                           "ro": "Aruncă 8♦: e cea mai mare carte care nu intră în nicio formație"},
                (), {"en": "Discard 8♦", "ro": "Aruncă 8♦"})
    assert any("higher" in x for x in problems_of(p, said))
