"""What the page draws a table from: one seat's ``View``, the page's own state (``UiState``)
and the match's word on an action, as one value: a ``Sight``.

The layouts, the controls, the hint shown and the table in words (``access.py``) read a sight,
never the ``Game`` (``tests/test_architecture.py``): what one seat's screen shows is what its
view holds, so nothing but the view's own cards reaches it, and a page holding only its
player's view of a table (a live match, where each browser has its own hand alone) draws it
the same way. ``seen`` makes the sight of a game the page holds (the match's, a replay's).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Set, Tuple, Type, TypeVar, Union

import moves as moves_mod
from moves import ME
from remi import Action, Game, Phase, RemiError, View, parse_action


@dataclass
class UiState:
    """What the page remembers besides the game: language, hand order, selection, motion."""

    lang: str = "en"
    sort: str = "melds"
    order: List[str] = field(default_factory=list)
    new_card: Optional[str] = None
    status: Optional[List[Any]] = None  # what just happened: [text key, seat, card] ("Ana throws 7♥")
    hidden: Set[str] = field(default_factory=set)  # keys not drawn while a card flies there
    drag: Optional[Dict[str, Any]] = None  # {"card": "7h", "x": .., "y": ..} while dragging
    levels: List[str] = field(default_factory=list)  # the computer players' levels, seat 1 first
    picked: List[str] = field(default_factory=list)  # the cards tapped (Gin: one; the table games: several, for a meld)
    panel: Optional[str] = None  # a panel over the table: "moves" (the deal's moves)
    can_undo: bool = False  # the person's last action may be taken back (the page's TakeBack says)
    large: bool = False  # the large cards setting: the person's hand drawn bigger
    # the hint asked for: {"at": actions played when asked, "action", "cards", "melds": the table melds it
    # acts on (indices), "text": {lang: sentence}, "head": {lang: the sentence's opening that says the action}}
    hint: Optional[Dict[str, Any]] = None
    me: int = ME  # the seat whose hand this screen shows, and who acts from it
    people: List[int] = field(default_factory=lambda: [ME])  # the seats of people (pass-and-play: more than one)
    names: List[str] = field(default_factory=list)  # the people's names by seat ("" none: "Player 2")
    live: bool = False  # a live table: the other seats are friends in their own browsers (livewire.py)
    covered: Optional[int] = None  # pass-and-play: the device goes to this seat; no hand is drawn meanwhile
    challenged: bool = False  # the match is a challenge received (its end shows the comparison)

    @property
    def together(self) -> bool:
        """Whether people play this match on one device (pass-and-play)."""
        return len(self.people) > 1


V = TypeVar("V", bound=View)
Judge = Callable[[Union[str, Action]], Optional[str]]  # why an action of the seat would be refused now (None: legal)


@dataclass(frozen=True)
class Sight:
    """The table as the person at ``ui.me`` sees it: their view of this position, the page's
    state, and ``judge``, the rules' reason an action of theirs would be refused now (said to
    them, with the rule it breaks; the match's game answers it)."""

    view: View
    ui: UiState
    judge: Judge

    def view_as(self, kind: Type[V]) -> V:
        """The view as its family's (``GinView``, ``TableView``): a family's layout draws no other."""
        view = self.view
        if not isinstance(view, kind):
            raise TypeError(f"a {kind.__name__} table was given a {type(view).__name__}")
        return view

    @property
    def moves(self) -> moves_mod.Moves:
        """What the person may do now, card by card (``moves``), built once per view."""
        return moves_mod.of(self.view)

    @property
    def lang(self) -> str:
        return self.ui.lang

    @property
    def mine(self) -> bool:
        """Whether the person at this screen is to act."""
        return self.view.to_act == self.view.seat

    @property
    def over(self) -> bool:
        """Whether the deal (or the match) is over: its result is shown."""
        return self.view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)

    # ------------------------------------------------------------------ the hint asked for

    @property
    def hint(self) -> Optional[Dict[str, Any]]:
        """The hint asked for in this very position (any action since makes it stale)."""
        h = self.ui.hint
        if not h or self.view.to_act != self.ui.me or h.get("at") != self.view.played:
            return None
        return h

    @property
    def hint_cards(self) -> Set[str]:
        h = self.hint
        return set(h.get("cards") or ()) if h else set()

    @property
    def hint_melds(self) -> Set[int]:
        """The table melds the hint acts on (the meld a card goes onto, a joker exchange's meld):
        outlined in the hint's colour. A hint saved before it named melds names none."""
        h = self.hint
        return {int(k) for k in (h.get("melds") or ()) if isinstance(k, int) and not isinstance(k, bool)} if h else set()

    @property
    def hint_moved(self) -> Set[str]:
        """The cards the hint's action moves (the card to throw, the meld to lay): they rise a
        little, where the cards it only names (a pair to keep) are just outlined."""
        h = self.hint
        if not h:
            return set()
        try:
            action = parse_action(str(h.get("action")))
        except RemiError:
            return set()
        cards = getattr(action, "cards", None) or [getattr(action, "card", None)]
        return {str(c) for c in cards if c is not None}

    @property
    def hint_action(self) -> Optional[str]:
        h = self.hint
        return str(h.get("action")) if h else None


def hint_text(h: Dict[str, Any], lang: str) -> str:
    text = h.get("text") or {}
    return str(text.get(lang) or text.get("en") or "")


def hint_lead(h: Dict[str, Any], lang: str) -> int:
    """How many characters of ``hint_text`` say the action ("Aruncă K♣"): the status line
    draws them in the hint's colour, the reason after them in the text's."""
    text = hint_text(h, lang)
    heads = h.get("head") or {}
    return next((len(str(x)) for x in (heads.get(lang), heads.get("en")) if x and text.startswith(str(x))), 0)



# the view of the last position asked about, per seat: a position's view is made once, and its
# moves (``moves.of``) with it
_views: Dict[int, Tuple[Game, Tuple[int, Phase, Optional[int], Optional[str]], View]] = {}


def view_of(game: Game, seat: int = ME) -> View:
    """``seat``'s view of ``game`` now, made once per position. The key is the engine's own
    (``Game.legal_actions``: the actions played, the phase, the player to act) and the last
    action, with the game itself: only ``apply`` changes a game."""
    key = (len(game.actions), game.phase, game.to_act, game.actions[-1] if game.actions else None)
    hit = _views.get(seat)
    if hit is not None and hit[0] is game and hit[1] == key:
        return hit[2]
    view = game.view(seat)
    _views[seat] = (game, key, view)
    return view


def seen(game: Game, ui: UiState) -> Sight:
    """``game`` as the person at ``ui.me`` sees it, its rules judging their actions."""
    return Sight(view_of(game, ui.me), ui, game.why_not)
