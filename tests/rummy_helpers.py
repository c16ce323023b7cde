"""Helpers for Traditional Rummy scenario tests: a deal stacked card by card.

``stacked_rummy(hands=["10s 10h *", "..."], discard="Kc", stock="2c 3d", table=[(0, "5h 6h 7h")])``
starts a normal game, then replaces the deal: the hands, the discard pile (bottom to top),
the stock (``stock`` lists the next cards to be drawn, top first; every card not named
anywhere follows under them, so all 106 cards are in the game) and the melds on the table
(``(owner, "cards")``, joker faces as in the action text: ``"5h *=6h 7h"``). A stacked game
is for tests only: its save does not replay the stacked deal.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence, Tuple

import remi
from remi.actions import parse_action
from remi.cards import Card, make_deck
from remi.game import Phase
from remi.table.melds import TableMeld, make_meld

FULL_DECK = make_deck(2, 2)  # TR-1: two 52-card decks and two jokers


def cards(text: str) -> list[Card]:
    return Card.parse_many(text)


def table_meld(text: str, owner: int = 0) -> TableMeld:
    """A meld as it lies on the table, read like a ``meld`` action (``"5h *=6h 7h"``)."""
    meld = parse_action("meld " + text)
    assert isinstance(meld, remi.Meld)
    return make_meld(meld.cards, meld.joker_faces(), owner)


def stacked_rummy(
    hands: Sequence[str],
    discard: str = "",
    stock: str = "",
    table: Sequence[Tuple[int, str]] = (),
    opened: Optional[Sequence[bool]] = None,
    dealer: Optional[int] = None,
    to_act: Optional[int] = None,
    fill_stock: bool = True,
    options: Optional[dict[str, Any]] = None,
) -> Any:
    """A Traditional Rummy game in the draw phase with exactly this deal (see the module doc)."""
    game: Any = remi.new_game("traditional", len(hands), options=options, seed=0)
    # by default the last seat deals, so seat 0 plays first
    return restack(game, hands, discard, stock, table, opened, len(hands) - 1 if dealer is None else dealer, to_act, fill_stock)


def restack(
    game: Any,
    hands: Sequence[str],
    discard: str = "",
    stock: str = "",
    table: Sequence[Tuple[int, str]] = (),
    opened: Optional[Sequence[bool]] = None,
    dealer: Optional[int] = None,
    to_act: Optional[int] = None,
    fill_stock: bool = True,
) -> Any:
    """Replace the current deal of ``game`` (scores, results and deal number stay)."""
    return restack_deck(game, FULL_DECK, hands, discard, stock, table, opened, dealer, to_act, fill_stock)


def play(game: Any, *actions: str) -> Any:
    for action in actions:
        game.apply(action)
    return game


def finished_match(name: str, players: int, options: Any, seed: int, levels: Sequence[str]) -> Any:
    """A whole match of ``name`` played to its end by the engine's computer players, seat by
    seat of ``levels`` (seat 0, the person's, too): for the page's record and replays."""
    from remi.players import make_player

    game = remi.new_game(name, players, options, seed=seed)
    bots = [make_player(levels[s], seed + s, name) for s in range(players)]
    while game.phase != Phase.MATCH_OVER:
        seat = game.to_act
        game.apply(remi.NextHand() if seat is None else bots[seat].choose(game.view(seat)))
    return game


def refuse(game: Any, action: Any, rule: str, words: str = "") -> remi.IllegalActionError:
    """``action`` must be refused naming ``rule`` (and ``words`` in the message), changing nothing."""
    before = game.snapshot()
    before_json = game.to_json()
    before_legal = game.legal_actions()
    try:
        game.apply(action)
    except remi.IllegalActionError as err:
        assert err.rule == rule, str(err)
        assert words.lower() in err.message.lower(), str(err)
        assert game.snapshot() == before
        assert game.to_json() == before_json
        assert game.legal_actions() == before_legal
        assert not game.is_legal(action)
        assert game.why_not(action) == str(err)
        return err
    raise AssertionError(f"{action} was not refused (expected {rule})")


# --- Remi 51 (R51 rules): the same stacking, with four (or two) jokers and the first round ---------

REMI51_DECK = make_deck(2, 4)  # R51-1: two 52-card decks and four jokers (108 cards)


def restack_deck(
    game: Any,
    deck: Sequence[Card],
    hands: Sequence[str],
    discard: str = "",
    stock: str = "",
    table: Sequence[Tuple[int, str]] = (),
    opened: Optional[Sequence[bool]] = None,
    dealer: Optional[int] = None,
    to_act: Optional[int] = None,
    fill_stock: bool = True,
    first_round: bool = False,
    phase: str = Phase.DRAW,
) -> Any:
    """``restack`` for any deck of a table game: replace the current deal of ``game`` with these
    cards (every card of ``deck`` not named goes under the named stock). ``first_round`` says
    whether the player to act is still in the first round of play (R51-7; otherwise the turn is
    a later one); ``phase`` is the phase it starts in (``discard`` for R51-2's first turn)."""
    n = len(hands)
    assert n == game.players
    dealt = [cards(h) for h in hands]
    pile = cards(discard)
    top = cards(stock)
    melds = [table_meld(text, owner) for owner, text in table]
    named = [c for h in dealt for c in h] + pile + top + [c for m in melds for c in m.cards]
    assert len(set(named)) == len(named), "a card is named twice in the stacked deal"
    assert all(c in deck for c in named), "a card that is not in the deck"
    rest = [c for c in deck if c not in set(named)] if fill_stock else []
    game.hands = [list(h) for h in dealt]
    game.discard = pile
    game.stock = rest + top[::-1]  # drawn from the end of the list: the first named card is on top
    game.table = melds
    game.opened = list(opened) if opened is not None else [any(m.owner == s for m in melds) for s in range(n)]
    game.dealer = game.dealer if dealer is None else dealer
    game.to_act = (game.dealer + 1) % n if to_act is None else to_act
    game.phase = Phase.DRAW
    game.reshuffles = 0
    game.log = []
    # _start_turn counts the turn: the first round is turns 0 .. n - 1 of the deal
    game.turn_number = ((game.to_act - game.dealer - 1) % n) - 1 if first_round else n - 1
    game._start_turn()
    game.phase = phase
    if fill_stock:
        everything = game.all_cards()
        assert len(everything) == len(deck) and set(everything) == set(deck)
    return game


def stacked_remi51(
    hands: Sequence[str],
    discard: str = "",
    stock: str = "",
    table: Sequence[Tuple[int, str]] = (),
    opened: Optional[Sequence[bool]] = None,
    dealer: Optional[int] = None,
    to_act: Optional[int] = None,
    fill_stock: bool = True,
    options: Optional[dict[str, Any]] = None,
    first_round: bool = False,
    phase: str = Phase.DRAW,
) -> Any:
    """A Remi 51 game with exactly this deal (as ``stacked_rummy``; by default the last seat
    deals, seat 0 plays, in a turn after the first round, in the draw phase)."""
    game: Any = remi.new_game("remi51", len(hands), options=options, seed=0)
    deck = make_deck(2, int(game.options["jokers"]))
    return restack_deck(
        game, deck, hands, discard, stock, table, opened,
        len(hands) - 1 if dealer is None else dealer, to_act, fill_stock, first_round, phase,
    )
