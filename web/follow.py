"""Following the play: the deal's public moves, as every player saw them, read from a view's log.

A draw from the discard pile names the card taken (it was the pile's top: the card the previous
player threw, or Gin's up-card); a draw from the stock names none. Each player's last turn
(its latest run of moves) is what the table shows beside it until its next turn, and the
status line says what the player before the person did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from i18n import is_you, player_name, t
from remi import (
    Action,
    BigGin,
    Build,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Exchange,
    FinishLayoff,
    GinView,
    Knock,
    LayOff,
    Meld,
    Pass,
    TableView,
    TakeUpcard,
    View,
)


@dataclass(frozen=True)
class Move:
    seat: int
    kind: str  # draw, take, pass, discard, knock, big_gin, meld, build, exchange, lay_off, done
    cards: Tuple[Card, ...] = ()  # the cards it showed (none for a draw from the stock or a pass)


KINDS: Tuple[Tuple[type, str], ...] = (
    (DrawStock, "draw"),
    (DrawDiscard, "take"),
    (TakeUpcard, "take"),
    (Pass, "pass"),
    (Discard, "discard"),
    (Knock, "knock"),
    (BigGin, "big_gin"),
    (Meld, "meld"),
    (Build, "build"),
    (Exchange, "exchange"),
    (LayOff, "lay_off"),
    (FinishLayoff, "done"),
)


def kind_of(action: Action) -> Optional[str]:
    """The move's kind (``KINDS``), or None for an action that is not a player's move (a new deal)."""
    return next((name for cls, name in KINDS if isinstance(action, cls)), None)


# the last view read: its boxes, the status and the panel read it several times a drawing
_read: Dict[str, Tuple[View, List[Move]]] = {}


def deal_moves(view: View) -> List[Move]:
    """Every public move of the deal so far, in order (read once per view)."""
    hit = _read.get("view")
    if hit is not None and hit[0] is view:
        return list(hit[1])
    moves = _deal_moves(view)
    _read["view"] = (view, moves)
    return list(moves)


def _deal_moves(view: View) -> List[Move]:
    return moves_of(view.log, view.upcard if isinstance(view, (GinView, TableView)) else None)


def moves_of(log: Sequence[Tuple[int, Action]], upcard: Optional[Card]) -> List[Move]:
    """The public moves of a deal's log (a view's, or a game's own: a replay reads the game's,
    which costs nothing, where a view lists the legal actions too), ``upcard`` the pile's
    first top card."""
    top = upcard
    out: List[Move] = []
    for seat, action in log:
        kind = kind_of(action)
        if kind is None:
            continue
        cards: Tuple[Card, ...] = ()
        if isinstance(action, (Discard, Knock)):
            cards = (action.card,)
            top = action.card
        elif isinstance(action, (DrawDiscard, TakeUpcard)):
            cards = (top,) if top is not None else ()
            top = None
        elif isinstance(action, Meld):
            cards = tuple(action.cards)
        elif isinstance(action, Exchange):
            cards = tuple(action.cards)
        elif isinstance(action, (Build, LayOff)):
            cards = (action.card,)
        out.append(Move(seat, kind, cards))
    return out


def turns(view: View) -> List[List[Move]]:
    """The deal's moves by turn: each run of one player's moves, in order."""
    return turns_of(deal_moves(view))


def turns_of(moves: Sequence[Move]) -> List[List[Move]]:
    """Moves grouped by turn: each run of one player's moves, in order."""
    out: List[List[Move]] = []
    for move in moves:
        if out and out[-1][0].seat == move.seat:
            out[-1].append(move)
        else:
            out.append([move])
    return out


def last_turns(view: View) -> Dict[int, List[Move]]:
    """Each player's latest turn: its moves since another player last moved."""
    out: Dict[int, List[Move]] = {}
    previous: Optional[int] = None
    for move in deal_moves(view):
        if move.seat != previous:
            out[move.seat] = []
        out[move.seat].append(move)
        previous = move.seat
    return out


def previous_turn(view: View) -> Optional[List[Move]]:
    """The moves of the turn just before the player to act began (None when the deal opens)."""
    moves = deal_moves(view)
    if not moves:
        return None
    seat = moves[-1].seat
    if seat == view.to_act:  # the player to act has begun: the turn before its own
        while moves and moves[-1].seat == seat:
            moves.pop()
        if not moves:
            return None
        seat = moves[-1].seat
    run = []
    while moves and moves[-1].seat == seat:
        run.append(moves.pop())
    return run[::-1]


def move_text(move: Move, lang: str, short: bool = False) -> str:
    """One move in words, without the player's name: "took 7♥", "threw 9♣" (the person's own:
    "ai luat 7♥" in Romanian). ``short``: the table's brief form ("luat 7♥")."""
    cards = " ".join(c.pretty() for c in move.cards)
    form = "short" if short else ("you" if is_you(move.seat) else "they")
    text = t(f"move.{move.kind}.{form}", lang, cards=cards, n=len(move.cards))
    return text.replace(" " + cards, NBSP + cards, 1) if cards else text  # "aruncat K♥" stays on one line


NBSP = "\u00a0"  # a space a line never breaks at (wrap_words and the painter break at plain spaces)


def turn_text(moves: Sequence[Move], lang: str, short: bool = False) -> str:
    """A turn in words: "took 7♥, laid down 7♥ 8♥ 9♥ and threw J♠"; ``short``: "luat 7♥ · aruncat J♠"."""
    words = [move_text(m, lang, short) for m in moves]
    if short:
        return " · ".join(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + t("move.and", lang) + words[-1]


def brief_turn(moves: Sequence[Move], lang: str, fits: Callable[[str], bool], full: bool = True) -> str:
    """A player's last turn for the line beside it, in the longest words that ``fits``: the
    whole turn in full ("a tras din pachet și a aruncat 9♣"), briefly ("tras · aruncat 9♣"), with
    its melds and builds counted ("tras · formații ×2 · aruncat Q♥"), only how it drew and what
    it threw (the melds it laid are on the table to see), or only what it threw, but never
    without the card it took from the discard pile (what the others most need to know): that
    form is the last, squeezed if it must be. ``full`` False: never in full (the boxes beside
    say theirs briefly, and all say them alike)."""
    ends = [m for m in moves if m.kind in ENDS] or list(moves[-1:])
    tries = ([turn_text(moves, lang)] if full else []) + [turn_text(moves, lang, short=True)]
    counted = [t(f"move.{kind}.count", lang, n=n) for kind in ("meld", "build") if (n := sum(m.kind == kind for m in moves))]
    if counted and ends:  # the melds and builds counted ("tras · formații ×2 · aruncat Q♥"): an opening shows
        words = [move_text(m, lang, short=True) for m in ends]
        tries.append(" · ".join(words[:1] + counted + words[1:]) if ends[0].kind not in ("discard", "knock") else
                     " · ".join(counted + words))
    tries.append(turn_text(ends, lang, short=True))
    if not any(m.kind == "take" for m in ends):
        tries.append(turn_text(ends[-1:], lang, short=True))
    return next((text for text in tries if fits(text)), tries[-1])


ENDS = ("draw", "take", "pass", "discard", "knock", "big_gin")  # how a turn began and ended


def said_turn(moves: Sequence[Move], lang: str, brief: bool = False) -> str:
    """A player's turn as a sentence: "Ana took 7♥ and threw J♠", "You drew from the stock".
    ``brief``: only how it drew and what it threw (the status line; the melds are on the table)."""
    if brief:
        moves = [m for m in moves if m.kind in ENDS] or list(moves[-1:])
    if not moves:
        return ""
    seat = moves[0].seat
    key = "move.sentence.you" if is_you(seat) else "move.sentence"
    text = t(key, lang, name=player_name(seat, lang), moves=turn_text(moves, lang))
    return text[:1].upper() + text[1:]
