"""Remi 51 (Balkan rummy), rule by rule: R51-1 … R51-13 of RULES.md (seed 004).

Scenarios start from stacked deals (``rummy_helpers.stacked_remi51``): hands written as
strings, the table drawn in a comment (``★`` is a joker, ``★=6♥`` what it stands for), the
stock filled with every card not named so that all 108 cards (106 with option ``jokers`` "2")
are in the game. Unless a test says otherwise the last seat deals, seat 0 plays, and the turn
is a later one (not the first round, R51-7). Every refusal is checked with ``refuse``: the
error is an ``IllegalActionError`` naming the rule, and the game (snapshot, save, legal
actions) is exactly as it was before the attempt.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
import remi
from remi.actions import Build, Discard, DrawDiscard, DrawStock, Exchange, Meld, NextHand
from remi.cards import Card, make_deck, shuffled
from remi.game import MATCH_HAND_LIMIT, Phase
from remi.table.remi51 import OPENING, card_value, opening_value
from rummy_helpers import REMI51_DECK, cards, play, refuse, restack_deck, stacked_remi51, table_meld

# Fourteen cards (second-deck copies, no meld among them) for a seat that only sits there:
# 2+4+6+8+10 + 3+5+7+9+10 + 10+10 + 4+6 = 94 points in hand (R51-3 values).
IDLE = "2d' 4d' 6d' 8d' Jd' 3s' 5s' 7s' 9s' Js' Kc' Kh' 4h' 6c'"
IDLE_POINTS = 94

# The seed's opening: 6♠ 7♠ 8♠ (21) and 10♦ 10♣ 10♥ (30) make exactly 51.
SEED_OPENING = "6s 7s 8s 10d 10c 10h"


def drawn(game: Any) -> Any:
    """The player to act draws the top of the stock."""
    return game.apply("draw stock")


def refuse_one_of(game: Any, action: str, rules: tuple[str, ...]) -> remi.IllegalActionError:
    """``refuse`` where the rule named may be one of ``rules`` (the engine's choice is reported
    as a bug by an xfail test; this test only checks that the action is refused cleanly)."""
    before = game.snapshot()
    with pytest.raises(remi.IllegalActionError) as info:
        game.apply(action)
    assert info.value.rule in rules, str(info.value)
    assert game.snapshot() == before and not game.is_legal(action)
    return info.value


def melds_listed(game: Any) -> list[Meld]:
    return [a for a in game.legal_actions() if isinstance(a, Meld)]


# --- R51-1 players and deck ----------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("jokers, size", [("4", 108), ("2", 106)])
def test_r51_1_deal_two_decks_and_jokers_15_cards_left_of_dealer_14_others(players: int, jokers: str, size: int) -> None:
    """R51-1: two decks plus 4 jokers (108 cards; option jokers "2": 106); the player left of the
    dealer gets 15 cards, every other player 14; no up-card: the discard pile is empty; the rest
    is the stock."""
    for seed in range(4):
        game: Any = remi.new_game("remi51", players, options={"jokers": jokers}, seed=seed)
        first = (game.dealer + 1) % players
        assert [len(h) for h in game.hands] == [15 if s == first else 14 for s in range(players)]
        assert game.discard == [] and game.table == [] and game.opened == [False] * players
        assert len(game.stock) == size - 15 - 14 * (players - 1)
        everything = game.all_cards()
        assert len(everything) == size and set(everything) == set(make_deck(2, int(jokers)))
        assert sum(1 for c in everything if c.is_joker) == int(jokers)
        assert Counter(c.face for c in everything if not c.is_joker) == Counter({f: 2 for f in {c.face for c in make_deck()}})
        view = game.view(first)
        assert view.discard_pile == () and view.stock_size == len(game.stock)
        assert view.hand_sizes == tuple(15 if s == first else 14 for s in range(players))
        assert game.to_act == first


def test_r51_1_four_jokers_print_as_star_and_its_copies() -> None:
    """R51-1: the four jokers are distinct physical cards: ``*``, ``*'``, ``*''``, ``*'''``."""
    jokers = [c for c in REMI51_DECK if c.is_joker]
    assert [str(c) for c in jokers] == ["*", "*'", "*''", "*'''"]
    assert [Card.parse(str(c)) for c in jokers] == jokers


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r51_1_deal_goes_round_from_the_left_of_the_dealer_no_upcard(players: int) -> None:
    """R51-1 (with C-7, C-8): one card at a time from the seat left of the dealer, 15 rounds for
    that seat and 14 for the others; no up-card: the next card is the top of the stock."""
    seed = 23
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    deck = shuffled(make_deck(2, 4), rng)
    game: Any = remi.new_game("remi51", players, seed=seed)
    assert game.dealer == dealer
    order = [(dealer + 1 + i) % players for i in range(players)]
    expected: dict[int, list[Card]] = {s: [] for s in order}
    position = 0
    for round_ in range(15):
        for seat in order:
            if round_ < 14 or seat == order[0]:
                expected[seat].append(deck[position])
                position += 1
    assert position == 15 + 14 * (players - 1)
    for seat in order:
        assert game.hands[seat] == expected[seat]
    assert game.stock == deck[position:] and game.discard == []


@pytest.mark.parametrize("options", [{"jokers": "3"}, {"jokers": 4}, {"jokers": "0"}, {"joker_penalty": -1}, {"bonus": 1}])
def test_r51_1_joker_option_is_2_or_4(options: dict[str, object]) -> None:
    """R51-1: option ``jokers`` is "2" or "4" (default "4"); other values are refused."""
    assert {s.name: s.default for s in remi.GAMES["remi51"].option_specs()}["jokers"] == "4"
    with pytest.raises(remi.InvalidOptionError):
        remi.new_game("remi51", 2, options=options, seed=1)


@pytest.mark.parametrize("players", [0, 1, 5])
def test_r51_1_two_to_four_players_only(players: int) -> None:
    """R51-1: 2 to 4 players."""
    with pytest.raises(remi.InvalidOptionError):
        remi.new_game("remi51", players, seed=1)


def test_r51_1_stacked_helper_accounts_for_all_108_cards() -> None:
    """R51-1: the scenario helper keeps the 108 (106) cards and refuses a card named twice."""
    game = stacked_remi51(["10s 10h", "2c 3c"], discard="Kd", stock="4c", table=[(1, "5h *''=6h 7h")])
    assert len(game.all_cards()) == 108 and set(game.all_cards()) == set(REMI51_DECK)
    assert game.stock[-1] == Card.parse("4c")
    two = stacked_remi51(["10s 10h", "2c 3c"], options={"jokers": "2"})
    assert len(two.all_cards()) == 106
    with pytest.raises(AssertionError):
        stacked_remi51(["10s 10h", "2c *''"], options={"jokers": "2"})  # no third joker with 2
    with pytest.raises(AssertionError):
        stacked_remi51(["10s 10h", "10s 3c"])


# --- R51-2 the first turn --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r51_2_fifteen_card_player_discards_without_drawing(players: int) -> None:
    """R51-2: the player with 15 cards does not draw: its first action is a discard (a draw is
    refused, none is listed); then the next player starts a normal turn with a draw."""
    game: Any = remi.new_game("remi51", players, seed=3)
    first = game.to_act
    assert game.phase == Phase.DISCARD and len(game.hands[first]) == 15
    legal = game.legal_actions()
    assert DrawStock() not in legal and DrawDiscard() not in legal
    assert {a for a in legal if isinstance(a, Discard)} == {Discard(c) for c in game.hands[first]}
    for draw in ("draw stock", "draw discard"):
        refuse_one_of(game, draw, ("C-6", "R51-2"))  # which rule it names: see the xfail below
    card = game.hands[first][0]
    game.apply(Discard(card))
    assert game.discard == [card] and len(game.hands[first]) == 14
    assert game.to_act == (first + 1) % players and game.phase == Phase.DRAW
    assert game.legal_actions() == [DrawStock(), DrawDiscard()]  # first round: the take is free (R51-7)
    game.apply("draw stock")
    assert len(game.hands[(first + 1) % players]) == 15


def test_r51_2_draw_refusal_names_r51_2() -> None:
    """R51-2: the 15-card player's draw is refused because R51-2 says it does not draw; the
    engine says "C-6: you have already drawn this turn", which is untrue (it drew nothing)."""
    game: Any = remi.new_game("remi51", 2, seed=3)
    refuse(game, "draw stock", "R51-2")
    err = refuse(game, "draw discard", "R51-2")
    assert "already drawn" not in err.message


def test_r51_2_fifteen_card_player_may_open_first() -> None:
    """R51-2 (with R51-6): the 15-card player may open before its first discard: the seed's
    6♠ 7♠ 8♠ + 10♦ 10♣ 10♥."""
    game = stacked_remi51(
        [SEED_OPENING + " 2c 4h 9d Kd Qs 3h 5c Ac Jh", IDLE], first_round=True, phase=Phase.DISCARD
    )
    assert len(game.hands[0]) == 15 and game.phase == Phase.DISCARD and game.turn_number == 0
    play(game, "meld 6s 7s 8s", "meld 10d 10c 10h")
    # table:  0: 6♠ 7♠ 8♠ (seat 0)   1: 10♣ 10♦ 10♥ (seat 0)
    assert game.opened == [True, False]
    game.apply("discard Kd")
    assert len(game.hands[0]) == 8 and game.to_act == 1 and game.phase == Phase.DRAW


# --- R51-3 card values -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, value",
    [("Ah", 10), ("Ah'", 10), ("2c", 2), ("5d", 5), ("9s", 9), ("10h", 10), ("Jc", 10), ("Qd", 10), ("Ks", 10)],
)
def test_r51_3_card_values(text: str, value: int) -> None:
    """R51-3: A, 10, J, Q, K = 10; 2-9 face value (the ace is 10 low or high)."""
    assert card_value(Card.parse(text)) == value


@pytest.mark.parametrize(
    "meld, value",
    [
        ("6s 7s 8s", 21),
        ("10d 10c 10h", 30),
        ("5h *=6h 7h", 18),  # the joker is the 6♥
        ("*=6s 7s 8s", 21),
        ("Qh Kh *=Ah", 30),  # the joker is an ace high: 10
        ("*=Ah 2h 3h", 15),  # the joker is an ace low: 10 too
        ("Ah 2h 3h", 15),
        ("Qh Kh Ah", 30),
        ("2c 2d *", 6),  # a joker in a set of twos is a two
        ("Kc Kd Ks *", 40),
        ("9c 10c Jc Qc Kc Ac", 59),
    ],
)
def test_r51_3_joker_counts_as_the_card_it_stands_for(meld: str, value: int) -> None:
    """R51-3: a meld's value is the sum of its cards, a joker counting as the card it stands for."""
    assert opening_value(table_meld(meld)) == value


def test_r51_3_joker_value_in_play_makes_an_exact_opening() -> None:
    """R51-3 with R51-6: ★=6♠ 7♠ 8♠ counts 21 and 10♦ 10♣ ★' counts 30: 51, an opening; the same
    jokers in a set of twos count 2 each, and 2♣ 2♦ ★ + 10♦ 10♣ ★' is only 36."""
    game = stacked_remi51(["* *' 7s 8s 10d 10c 2c 2d Kd", IDLE], stock="9h")
    drawn(game)
    refuse(game, "meld 2c 2d *", "R51-6", "cannot complete")
    game.apply("meld *=6s 7s 8s")
    assert game.turn_value == 21 and game.view(0).turn_value == 21 and game.opened == [False, False]
    game.apply("meld 10d 10c *'")
    # table:  0: ★=6♠ 7♠ 8♠   1: 10♣ 10♦ ★'
    assert game.turn_value == 51 and game.opened == [True, False]


# --- R51-4 runs ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "meld",
    [
        "Qh Kh Ah",  # the seed's 13♥ 14♥ 1♥: the ace ends a run after the king
        "Ah 2h 3h",  # ... or starts one
        "Ac 2c 3c 4c",  # the seed's 1♣ 2♣ 3♣ 4♣
        "2c 3c 4c",
        "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh",  # no upper length
        "2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks As",
        "Jd *=Qd Kd Ad",
    ],
)
def test_r51_4_valid_runs_ace_low_or_high(meld: str) -> None:
    """R51-4: 3 or more cards of one suit, ascending, no upper length; A-2-3 and Q-K-A are runs."""
    held = " ".join(word.split("=")[0] for word in meld.split())  # "*=Qd" is the joker "*"
    game = stacked_remi51([held + " 5c", IDLE], stock="9d", opened=[True, False])
    drawn(game)
    game.apply("meld " + meld)
    assert game.table[0].kind == "run" and len(game.table[0].cards) == len(meld.split())


@pytest.mark.parametrize(
    "meld, words",
    [
        ("Qh Kh Ah 2h", ""),  # the seed's Q♥ K♥ 1♥ 2♥
        ("Kh Ah 2h", ""),
        ("Kh *=Ah 2h", ""),
        ("Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh *", "never both"),  # no corner after the king
        ("5h 7h 9h", "gaps"),
        ("5h 6s 7h", "neither"),
        ("5h 5h' 6h", "every rank once"),
        ("5h 6h", "at least 3"),
    ],
)
def test_r51_4_invalid_runs_are_refused(meld: str, words: str) -> None:
    """R51-4: no K-A-2 and no run past the king (Q-K-A-2); gaps, mixed suits, repeats and two
    cards are no run: refused naming R51-4, nothing changes."""
    game = stacked_remi51(["Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh * 5h' 6s 5c", IDLE], stock="9d", opened=[True, False])
    drawn(game)
    refuse(game, "meld " + meld, "R51-4", words)


def test_r51_4_building_an_ace_high_run_stops_at_the_ace() -> None:
    """R51-4 (with R51-8): A♥ goes above K♥ or below 2♥; nothing goes above Q♥ K♥ A♥."""
    # table:  0: J♥ Q♥ K♥ (seat 1)   1: 2♣ 3♣ 4♣ (seat 1)   2: Q♦ K♦ A♦ (seat 1)
    game = stacked_remi51(
        ["Ah Ac 2d 2h' 9s", IDLE], stock="5d", table=[(1, "Jh Qh Kh"), (1, "2c 3c 4c"), (1, "Qd Kd Ad")], opened=[True, True]
    )
    drawn(game)
    refuse(game, "build 2d on 2", "R51-8", "either end")
    play(game, "build Ah on 0", "build Ac on 1")
    # table:  0: J♥ Q♥ K♥ A♥   1: A♣ 2♣ 3♣ 4♣
    assert game.table[0].text() == "Jh Qh Kh Ah" and game.table[0].high == 14
    assert game.table[1].text() == "Ac 2c 3c 4c" and game.table[1].low == 1
    refuse(game, "build 2h' on 0", "R51-8", "either end")


# --- R51-5 sets ------------------------------------------------------------------------------------


@pytest.mark.parametrize("meld", ["10d 10c 10h", "10d 10c 10h 10s", "10d 10c *", "10d * *'", "10d 10c 10h *"])
def test_r51_5_valid_sets(meld: str) -> None:
    """R51-5: 3 or 4 cards of one rank, every suit at most once (a joker for a missing suit)."""
    game = stacked_remi51(["10d 10c 10h 10s * *' 5c", IDLE], stock="9d", opened=[True, False])
    drawn(game)
    game.apply("meld " + meld)
    assert game.table[0].is_set and game.table[0].closed == (len(meld.split()) == 4)


@pytest.mark.parametrize(
    "meld, words",
    [
        ("10d 10d' 10c", "suit at most once"),  # two copies are one suit twice
        ("10d 10c 10h 10s *", "3 or 4 cards"),
        ("10d 10c 10h 10s 10d'", "3 or 4 cards"),
    ],
)
def test_r51_5_invalid_sets_are_refused(meld: str, words: str) -> None:
    """R51-5: a set repeats no suit and has at most 4 cards: refused naming R51-5."""
    game = stacked_remi51(["10d 10d' 10c 10h 10s * 5c", IDLE], stock="9d", opened=[True, False])
    drawn(game)
    refuse(game, "meld " + meld, "R51-5", words)


def test_r51_5_a_set_of_four_is_closed_nothing_more_is_added() -> None:
    """R51-5: a set of 4 is closed (``TableMeld.closed``; the table dims it): no card and no
    joker can be added, and its joker can never be exchanged. A set of three is open."""
    # table:  0: 9♣ 9♦ 9♥ (seat 1)   1: 7♣ 7♦ 7♥ 7♠ (seat 1)   2: K♦ K♥ K♠ ★ (seat 1)
    game = stacked_remi51(
        ["9s 7c' * 2c' Kc 3d", IDLE],
        stock="Qd",
        table=[(1, "9c 9d 9h"), (1, "7c 7d 7h 7s"), (1, "Kd Kh Ks *'")],
        opened=[True, True],
    )
    drawn(game)
    view = game.view(0)
    assert [m.closed for m in view.table] == [False, True, True]
    refuse(game, "build 7c' on 1", "R51-8", "closed")
    refuse(game, "build * on 1", "R51-8", "closed")
    refuse(game, "build Kc on 2", "R51-8", "closed")
    refuse(game, "exchange Kc on 2", "R51-9", "closed")
    assert not any(isinstance(a, (Build, Exchange)) and a.meld in (1, 2) for a in game.legal_actions())
    game.apply("build 9s on 0")
    # table:  0: 9♣ 9♦ 9♥ 9♠ (closed)
    assert game.table[0].closed and game.table[0].text() == "9c 9d 9h 9s"
    refuse(game, "build * on 0", "R51-8", "closed")


# --- R51-6 the opening -----------------------------------------------------------------------------


def test_r51_6_seed_example_opens_with_exactly_51() -> None:
    """R51-6: 6♠ 7♠ 8♠ (21) + 10♦ 10♣ 10♥ (30) = 51 opens; after the first meld alone (21) the
    opening is incomplete and the discard is refused."""
    game = stacked_remi51([SEED_OPENING + " Kd 2c 9h", IDLE], stock="4s")
    drawn(game)
    game.apply("meld 6s 7s 8s")
    # table:  0: 6♠ 7♠ 8♠ (seat 0, opening: 21 of 51)
    assert game.turn_value == 21 and game.opened == [False, False]
    refuse(game, "discard Kd", "R51-6", "count 21")
    refuse(game, "discard 10d", "R51-6", "opening needs 51")
    assert not any(isinstance(a, Discard) for a in game.legal_actions())
    game.apply("meld 10d 10c 10h")
    # table:  0: 6♠ 7♠ 8♠   1: 10♣ 10♦ 10♥
    assert game.turn_value == OPENING == 51 and game.opened == [True, False]
    game.apply("discard Kd")
    assert game.opened == [True, False] and game.to_act == 1


def test_r51_6_fifty_does_not_open() -> None:
    """R51-6: 5♠ 6♠ 7♠ 8♠ (26) + 8♦ 8♣ 8♥ (24) = 50 is no opening: either meld is refused, for
    the rest of the hand cannot complete 51, and no meld is listed."""
    game = stacked_remi51(["5s 6s 7s 8s 8d 8c 8h Kd 2c", IDLE], stock="4h")
    drawn(game)
    refuse(game, "meld 5s 6s 7s 8s", "R51-6", "cannot complete")
    refuse(game, "meld 8d 8c 8h", "R51-6", "brings your opening to 24 of 51")
    refuse(game, "meld 6s 7s 8s", "R51-6")
    assert melds_listed(game) == []
    game.apply("discard Kd")
    assert game.opened == [False, False] and game.table == []


def test_r51_6_one_meld_worth_51_opens_alone() -> None:
    """R51-6: one meld of 59 (9♥ 10♥ J♥ Q♥ K♥ A♥) is an opening by itself."""
    game = stacked_remi51(["9h 10h Jh Qh Kh Ah 2c", IDLE], stock="4s")
    play(game, "draw stock", "meld 9h 10h Jh Qh Kh Ah")
    assert game.opened == [True, False] and game.turn_value == 59


def test_r51_6_at_most_one_joker_in_each_meld_of_the_opening() -> None:
    """R51-6: in the opening each meld holds at most one joker: 10♦ ★ ★' is refused (and no
    two-joker meld is listed) although 10♦ ★ ★' + J♦ J♣ J♥ would count 60; with one joker a
    meld the opening goes down."""
    game = stacked_remi51(["10d 10c * *' Jd Jc Jh Qs 2c", IDLE], stock="4s")
    drawn(game)
    refuse(game, "meld 10d * *'", "R51-6", "at most one joker")
    refuse(game, "meld Jd Jc * *'", "R51-6", "at most one joker")
    assert all(sum(c.is_joker for c in m.cards) <= 1 for m in melds_listed(game))
    play(game, "meld 10d 10c *", "meld Jd Jc Jh *'")
    # table:  0: 10♣ 10♦ ★   1: J♣ J♦ J♥ ★'
    assert game.opened == [True, False] and game.turn_value == 70


def test_r51_6_a_second_joker_is_not_built_onto_a_meld_of_the_opening_turn() -> None:
    """R51-6: a meld of the opening holds one joker at most, also once the 51 are down in that
    turn: ★' built onto 9♠ 10♠ ★ is refused (a meld of the opening turn would hold two); onto
    the J set (no joker) it goes."""
    game = stacked_remi51(["9s 10s * *' Jd Jc Jh Qd 2c 5c", IDLE], stock="4s 6d")
    drawn(game)
    play(game, "meld 9s 10s *=Js", "meld Jd Jc Jh")
    # table:  0: 9♠ 10♠ ★(J♠)   1: J♣ J♦ J♥
    assert game.opened == [True, False]
    refuse(game, "build *'=Qs on 0", "R51-6", "at most one joker")
    refuse(game, "build *'=8s on 0", "R51-6", "at most one joker")
    assert not any(isinstance(a, Build) and a.card.is_joker and a.meld == 0 for a in game.legal_actions())
    play(game, "build *' on 1")
    assert len(game.table[1].cards) == 4


def test_r51_6_player_who_has_not_opened_may_not_add_to_table_melds() -> None:
    """R51-6: before opening a player may not build on melds on the table (nor exchange their
    jokers); none is listed. Once the opening is down, in the same turn, it may."""
    # table:  0: 5♥ 6♥ 7♥ (seat 1)   1: J♠ J♥ ★ (seat 1)
    game = stacked_remi51(
        [SEED_OPENING + " 8h 4h 9c", IDLE], stock="Qd", table=[(1, "5h 6h 7h"), (1, "Js Jh *")], opened=[False, True]
    )
    drawn(game)
    refuse(game, "build 8h on 0", "R51-6", "open first")
    refuse(game, "build 4h on 0", "R51-6", "open first")
    refuse(game, "build * on 1", "C-6", "do not hold")
    assert not any(isinstance(a, (Build, Exchange)) for a in game.legal_actions())
    game.apply("meld 6s 7s 8s")
    refuse(game, "build 8h on 0", "R51-6", "open first")  # 21 of 51 is not open yet
    game.apply("meld 10d 10c 10h")
    assert game.opened == [True, True]
    play(game, "build 8h on 0", "build 4h on 0")
    # table:  0: 4♥ 5♥ 6♥ 7♥ 8♥ (seat 1)
    assert game.table[0].text() == "4h 5h 6h 7h 8h" and game.table[0].owner == 1


def test_r51_6_exchange_before_opening_is_refused() -> None:
    """R51-6 (with R51-9, which is for opened players): a player who has not opened may not take
    a joker from the table."""
    # table:  0: 5♥ ★=6♥ 7♥ (seat 1)
    game = stacked_remi51(["6h 9c 10c 2s", IDLE], stock="Qd", table=[(1, "5h *=6h 7h")], opened=[False, True])
    drawn(game)
    refuse(game, "exchange 6h on 0", "R51-6", "open first")


def test_r51_6_a_meld_that_leaves_the_opening_incompletable_is_refused() -> None:
    """R51-6: each meld of an unfinished opening is checked: the rest of the hand must still make
    51 with it. J♦ J♣ J♥ J♠ (40) + 2♣ 3♣ 4♣ 5♣ (14) = 54 opens, but laying three jacks first
    leaves 30 + 14 = 44: refused. The small run first is fine (14, then 40)."""
    game = stacked_remi51(["Jd Jc Jh Js 2c 3c 4c 5c Kd", IDLE], stock="9h")
    drawn(game)
    refuse(game, "meld Jd Jc Jh", "R51-6", "brings your opening to 30 of 51; the rest of your hand cannot complete it")
    refuse(game, "meld Jd Jc Js", "R51-6", "cannot complete")
    assert Meld(tuple(cards("Jd Jc Jh"))) not in game.legal_actions()
    game.apply("meld 2c 3c 4c 5c")
    assert game.turn_value == 14 and not game.opened[0]
    refuse(game, "discard 9h", "R51-6", "count 14")
    game.apply("meld Jd Jc Jh Js")
    # table:  0: 2♣ 3♣ 4♣ 5♣   1: J♣ J♦ J♥ J♠
    assert game.turn_value == 54 and game.opened[0]


def test_r51_6_listed_melds_before_opening_all_keep_the_opening_possible() -> None:
    """R51-6: the listing and the check agree: every meld listed for a player who has not opened
    applies, and the opening can be finished after it."""
    game = stacked_remi51(["10d 10c 10h Js Qs Ks * 2c 3c 4c 9d", IDLE], stock="5h")
    drawn(game)
    listed = melds_listed(game)
    assert listed
    for meld in listed:
        other = game.copy()
        other.apply(meld)
        while not other.opened[0]:
            nxt = melds_listed(other)
            assert nxt, f"after {meld} the opening cannot be finished"
            other.apply(nxt[0])


# --- R51-7 taking the discard before opening ----------------------------------------------------


def test_r51_7_first_round_take_is_free() -> None:
    """R51-7: in the first round (each player's first turn) a player who has not opened takes the
    top of the discard pile freely: no opening needed, any card may be discarded after."""
    # seat 1 deals; seat 0 (15 cards) discarded K♦ at turn 0; seat 1's turn 1 is in the first round
    game = stacked_remi51(["2c 5d 9h Qs", "3h 7c Js 4d"], discard="Kd", to_act=1, dealer=1, first_round=True)
    assert game.turn_number == 1
    assert game.legal_actions() == [DrawStock(), DrawDiscard()]
    game.apply("draw discard")
    assert game.view(1).must_use is None
    assert Discard(Card.parse("Kd")) in game.legal_actions()
    game.apply("discard Kd")  # even the card just taken
    assert game.to_act == 0 and game.opened == [False, False]


def test_r51_7_first_round_ends_after_each_player_had_a_turn() -> None:
    """R51-7: seat 0 (15 cards) discards, seat 1 takes it freely in the first round; back at seat
    0 the first round is over, and taking K♦ with no opening possible is refused."""
    game = stacked_remi51(
        ["2c 5d 9h Qs 3d", "3h 7c Js 4d"], dealer=1, first_round=True, phase=Phase.DISCARD
    )
    assert game.to_act == 0 and game.turn_number == 0
    play(game, "discard Qs", "draw discard", "discard Qs")
    assert game.to_act == 0 and game.turn_number == 2
    refuse(game, "draw discard", "R51-7", "obliges you to open")
    assert game.legal_actions() == [DrawStock()]


def test_r51_7_later_take_refused_when_no_opening_with_that_card_exists() -> None:
    """R51-7: after the first round a player who has not opened may take the discard only if an
    opening with that card exists: K♦ makes none with this hand (6♠ 7♠ 10♦ 10♣ 10♥ = 30 + no
    spade), so the take is refused and only the stock is listed."""
    game = stacked_remi51(["6s 7s 10d 10c 10h 2c 4h", IDLE], discard="Kd")
    refuse(game, "draw discard", "R51-7", "obliges you to open this turn with it")
    assert game.legal_actions() == [DrawStock()]


def test_r51_7_later_take_refused_when_the_card_fits_but_51_is_out_of_reach() -> None:
    """R51-7: 8♠ completes 6♠ 7♠ 8♠ (21) but with 10♦ 10♣ (no third ten) the opening is 21: refused."""
    game = stacked_remi51(["6s 7s 10d 10c 2c 4h", IDLE], discard="8s")
    refuse(game, "draw discard", "R51-7")


def test_r51_7_later_take_allowed_then_the_opening_must_use_that_card() -> None:
    """R51-7: 8♠ on the pile and 5♠ 6♠ 7♠ 10♦ 10♣ 10♥ in hand: the take is allowed (5♠ 6♠ 7♠ 8♠
    + the tens = 56). Then the player must open with the 8♠ in a meld: discarding first is
    refused (R51-7), so is 5♠ 6♠ 7♠ which leaves the 8♠ without a meld (R51-7), and so is a
    discard with only the tens down (R51-6: the opening is incomplete)."""
    game = stacked_remi51(["5s 6s 7s 10d 10c 10h Kd 2c", IDLE], discard="8s")
    assert DrawDiscard() in game.legal_actions()
    game.apply("draw discard")
    assert game.view(0).must_use == Card.parse("8s") and game.view(1).must_use is None
    refuse(game, "discard Kd", "R51-7", "open with it")
    refuse(game, "discard 8s", "R51-7", "open with it")
    refuse(game, "meld 5s 6s 7s", "R51-7", "with 8s")
    game.apply("meld 10d 10c 10h")
    refuse(game, "discard Kd", "R51-7", "open with it")  # the taken card comes first
    game.apply("meld 5s 6s 7s 8s")
    # table:  0: 10♣ 10♦ 10♥   1: 5♠ 6♠ 7♠ 8♠
    assert game.opened == [True, False] and game.view(0).must_use is None
    game.apply("discard Kd")
    assert game.to_act == 1


def test_r51_7_melds_worth_51_without_the_taken_card_do_not_open() -> None:
    """R51-7: J♦ J♣ J♥ + Q♦ Q♣ Q♥ = 60, but the 8♠ taken from the pile is not in them: the player
    is not open yet (no build, no discard) until 6♠ 7♠ 8♠ goes down."""
    # table:  0: 2♥ 3♥ 4♥ (seat 1)
    game = stacked_remi51(
        ["6s 7s Jd Jc Jh Qd Qc Qh Kd 5h", IDLE], discard="8s", table=[(1, "2h 3h 4h")], opened=[False, True]
    )
    game.apply("draw discard")
    play(game, "meld Jd Jc Jh", "meld Qd Qc Qh")
    assert game.turn_value == 60 and game.opened == [False, True]
    refuse(game, "build 5h on 0", "R51-6", "open first")
    refuse_one_of(game, "discard Kd", ("R51-6", "R51-7"))  # which rule it names: see the xfail below
    game.apply("meld 6s 7s 8s")
    assert game.opened == [True, True]
    # the last card K♦ goes out; the build onto seat 1's meld makes it no hand (R51-11)
    play(game, "build 5h on 0", "discard Kd")
    assert game.results[-1].kind == "out" and game.results[-1].points == (-40, IDLE_POINTS)


def test_r51_7_discard_after_51_without_the_taken_card_names_r51_7() -> None:
    """R51-7: with 60 laid but the taken 8♠ still in hand the discard must be refused for R51-7
    (open with the card taken); the engine names R51-6 "your melds count 60; opening needs 51",
    which contradicts itself."""
    game = stacked_remi51(["6s 7s Jd Jc Jh Qd Qc Qh Kd 5h", IDLE], discard="8s")
    play(game, "draw discard", "meld Jd Jc Jh", "meld Qd Qc Qh")
    refuse(game, "discard Kd", "R51-7", "8s")


def test_r51_7_after_opening_the_discard_pile_is_free() -> None:
    """R51-7: an opened player takes the top of the discard pile freely and owes nothing."""
    game = stacked_remi51(["2c 5d 9h", IDLE], discard="Kd", table=[(0, "6s 7s 8s"), (0, "10d 10c 10h")])
    assert game.opened[0] and DrawDiscard() in game.legal_actions()
    game.apply("draw discard")
    assert game.view(0).must_use is None
    game.apply("discard Kd")
    assert game.to_act == 1


# --- R51-8 after opening ---------------------------------------------------------------------------


def test_r51_8_opened_player_lays_melds_of_any_value_in_later_turns() -> None:
    """R51-8: after opening, new melds of any value (2♣ 3♣ 4♣ = 9) in a later turn, also with two
    jokers (the one-joker limit is the opening's, R51-6)."""
    # table:  0: 6♠ 7♠ 8♠ (seat 0)   1: 10♣ 10♦ 10♥ (seat 0)
    game = stacked_remi51(["2c 3c 4c 5d * *' Kd", IDLE], stock="9h", table=[(0, "6s 7s 8s"), (0, "10d 10c 10h")])
    drawn(game)
    play(game, "meld 2c 3c 4c", "meld 5d * *'")
    # table:  2: 2♣ 3♣ 4♣   3: 5♦ ★ ★'
    assert game.table[2].text() == "2c 3c 4c" and game.table[3].low == 5 and game.table[3].jokers == 2
    game.apply("discard Kd")
    assert game.to_act == 1


def test_r51_8_opened_player_builds_on_any_players_melds() -> None:
    """R51-8: an opened player adds to its own and other players' melds: a fourth suit to a set,
    cards at either end of a run, several in a row; the melds keep their owners."""
    # table:  0: 9♥ 9♦ 9♠ (seat 1)   1: 5♥ 6♥ 7♥ (seat 1)   2: J♣ Q♣ K♣ (seat 0)
    game = stacked_remi51(
        ["9c 4h 3h 8h Ac 10c Qs", IDLE], stock="Ks", table=[(1, "9h 9d 9s"), (1, "5h 6h 7h"), (0, "Jc Qc Kc")]
    )
    drawn(game)
    play(game, "build 9c on 0", "build 4h on 1", "build 3h on 1", "build 8h on 1", "build Ac on 2", "build 10c on 2")
    # table:  0: 9♣ 9♦ 9♥ 9♠   1: 3♥ 4♥ 5♥ 6♥ 7♥ 8♥   2: 10♣ J♣ Q♣ K♣ A♣
    assert [m.text() for m in game.table] == ["9c 9d 9h 9s", "3h 4h 5h 6h 7h 8h", "10c Jc Qc Kc Ac"]
    assert [m.owner for m in game.table] == [1, 1, 0]
    game.apply("discard Qs")
    assert game.to_act == 1


@pytest.mark.parametrize(
    "action, words",
    [
        ("build 6h' on 1", "either end"),
        ("build 9c' on 1", "suit"),
        ("build Kd' on 0", "already has"),
        ("build 5c on 0", "cannot join"),
        ("build *=6h on 1", "cannot extend"),
        ("build 2c on 2", "either end"),  # K-A-2 is not a run (R51-4)
        ("build 2c on 9", "no meld 9"),
    ],
)
def test_r51_8_builds_must_keep_the_meld_valid(action: str, words: str) -> None:
    """R51-8: a build must leave the meld valid; otherwise it is refused naming R51-8."""
    # table:  0: K♦ K♥ K♠ (seat 1)   1: 5♥ 6♥ 7♥ 8♥ (seat 1)   2: Q♣ K♣ A♣ (seat 0)
    game = stacked_remi51(
        ["6h' 9c' Kd' 5c * 2c 4d", IDLE], stock="3d", table=[(1, "Kd Kh Ks"), (1, "5h 6h 7h 8h"), (0, "Qc Kc Ac")]
    )
    drawn(game)
    refuse(game, action, "R51-8", words)


# --- R51-9 joker exchange ------------------------------------------------------------------------


def test_r51_9_exchanged_joker_must_go_into_a_new_meld_this_turn() -> None:
    """R51-9: the opened player puts 6♥ into 5♥ ★=6♥ 7♥ and takes the joker; until the joker is
    in a new meld the discard is refused, and the joker may not be built onto a table meld."""
    # table:  0: 5♥ ★=6♥ 7♥ (seat 1)   1: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_remi51(["6h 9c 10c Kd", IDLE], stock="2s", table=[(1, "5h *=6h 7h"), (0, "2c 3c 4c")])
    drawn(game)
    assert Exchange((Card.parse("6h"),), 0) in game.legal_actions()
    game.apply("exchange 6h on 0")
    # table:  0: 5♥ 6♥ 7♥   hand: 9♣ 10♣ K♦ 2♠ ★
    assert game.table[0].text() == "5h 6h 7h" and Card.joker() in game.hands[0]
    assert game.view(0).must_meld == (Card.joker(),)
    refuse(game, "discard Kd", "R51-9", "new meld with the joker")
    refuse(game, "discard *", "R51-9", "new meld with the joker")
    refuse(game, "build *=8h on 0", "R51-9", "not onto a meld")
    refuse(game, "build * on 1", "R51-9", "not onto a meld")
    assert not any(isinstance(a, Discard) for a in game.legal_actions())
    game.apply("meld 9c 10c *")
    # table:  2: 9♣ 10♣ ★=J♣
    assert game.view(0).must_meld == ()
    game.apply("discard Kd")
    assert game.to_act == 1


def test_r51_9_meld_or_build_that_strands_the_joker_is_refused() -> None:
    """R51-9: with the joker to place, a build that uses a card it needs is refused (after
    3♦ 4♦ 5♦, 9♣ and 10♣ are the only cards it makes a meld with)."""
    # table:  0: 5♥ ★=6♥ 7♥ (seat 1)   1: 6♣ 7♣ 8♣ (seat 1)   2: Q♦ Q♥ Q♠ (seat 0)
    game = stacked_remi51(
        ["6h 9c 10c 4d 5d Kd", IDLE], stock="3d", table=[(1, "5h *=6h 7h"), (1, "6c 7c 8c"), (0, "Qd Qh Qs")]
    )
    drawn(game)
    game.apply("exchange 6h on 0")
    game.apply("meld 3d 4d 5d")  # does not touch 9♣ 10♣
    refuse(game, "build 9c on 1", "R51-9", "needed for a new meld")
    play(game, "meld 9c 10c *", "discard Kd")
    assert game.table[-1].text() == "9c 10c *=Jc"


def test_r51_9_meld_that_strands_the_joker_is_refused() -> None:
    """R51-9: laying 9♣ 10♣ J♣ without the joker leaves it with K♦ 2♠: refused; 9♣ 10♣ J♣ ★ goes."""
    game = stacked_remi51(["6h 9c 10c Jc Kd", IDLE], stock="2s", table=[(1, "5h *=6h 7h"), (0, "2c 3c 4c")])
    play(game, "draw stock", "exchange 6h on 0")
    refuse(game, "meld 9c 10c Jc", "R51-9", "needed for a new meld")
    play(game, "meld 9c 10c Jc *", "discard Kd")


def test_r51_9_exchange_refused_when_no_new_meld_with_the_joker_exists() -> None:
    """R51-9: the exchange itself is refused (and not listed) when the hand makes no new meld
    with the joker, a card kept to discard."""
    game = stacked_remi51(["6h 9c 2s", IDLE], stock="Kd", table=[(1, "5h *=6h 7h"), (0, "2c 3c 4c")])
    drawn(game)
    refuse(game, "exchange 6h on 0", "R51-9", "make none")
    assert not any(isinstance(a, Exchange) for a in game.legal_actions())


def test_r51_9_exchange_in_the_opening_turn_needs_a_meld_with_one_joker() -> None:
    """R51-9 with R51-6: in the turn a player opens, each meld holds at most one joker, so a
    joker taken then needs two natural partners; another joker in hand does not count. Found
    by the arena: the exchange was allowed, and the turn then had no legal action at all."""
    # table:  0: 7♥ 8♥ ★=9♥ 10♥ (seat 1)
    game = stacked_remi51(["Qd Qh Qs Kd Kh Ks 9h 9c 4s *'", IDLE], stock="2d", table=[(1, "7h 8h *=9h 10h")])
    play(game, "draw stock", "meld Qd Qh Qs", "meld Kd Kh Ks")  # 60: opened this turn
    # hand: 9♥ 9♣ 4♠ 2♦ ★'; after the exchange 9♣ 4♠ 2♦ ★' ★ would meld only as 9♣ ★ ★'
    refuse(game, "exchange 9h on 0", "R51-9", "make none")
    assert not any(isinstance(a, Exchange) for a in game.legal_actions())
    assert any(isinstance(a, Discard) for a in game.legal_actions())


def test_r51_9_exchange_after_the_opening_turn_may_use_two_jokers() -> None:
    """R51-9: a player opened in an earlier turn may meld the joker it takes with the joker it
    holds (R51-6 limits only the opening's melds)."""
    game = stacked_remi51(
        ["9h 9c 4s *' Kd", IDLE], stock="2d", table=[(1, "7h 8h *=9h 10h"), (0, "Qd Qh Qs")], opened=[True, False]
    )
    play(game, "draw stock", "exchange 9h on 0", "meld 9c * *'", "discard Kd")
    assert game.table[-1].jokers == 2


def test_r51_9_set_joker_is_freed_by_both_missing_suits() -> None:
    """R51-9: 10♠ 10♥ ★ takes 10♦ and 10♣ (the joker of a set stands for a missing suit, freed
    only by both); one card or a closed set frees nothing; the joker then goes into a meld."""
    # table:  0: 10♠ 10♥ ★ (seat 1)   1: K♦ K♥ K♠ ★' (seat 1)   2: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_remi51(
        ["10d 10c Kc 7d 8d 5s", IDLE], stock="Qh", table=[(1, "10s 10h *"), (1, "Kd Kh Ks *'"), (0, "2c 3c 4c")]
    )
    drawn(game)
    refuse(game, "exchange 10d on 0", "R51-9", "both missing")
    refuse(game, "exchange Kc on 1", "R51-9", "closed")
    refuse(game, "exchange 7d on 0", "R51-9", "both missing")
    refuse(game, "exchange 7d 8d on 0", "R51-9", "not the missing cards")
    game.apply("exchange 10d 10c on 0")
    # table:  0: 10♣ 10♦ 10♥ 10♠ (closed)
    assert game.table[0].closed and game.table[0].jokers == 0 and Card.joker() in game.hands[0]
    play(game, "meld 7d 8d *", "discard 5s")


def test_r51_9_run_joker_only_for_the_exact_card() -> None:
    """R51-9: only the card the joker stands for takes it; a run without a joker has none."""
    game = stacked_remi51(["6d 8h 6h 7h' 9c 10c Kd", IDLE], stock="2s", table=[(1, "5h *=6h 7h"), (0, "2c 3c 4c")])
    drawn(game)
    refuse(game, "exchange 6d on 0", "R51-9", "no joker")
    refuse(game, "exchange 8h on 0", "R51-9", "no joker")
    refuse(game, "exchange 6h 7h' on 0", "R51-9", "exactly the one card")
    refuse(game, "exchange 9c on 1", "R51-9", "no joker")


# --- R51-10 going out --------------------------------------------------------------------------------


def test_r51_10_last_card_must_be_discarded_not_melded_or_built() -> None:
    """R51-10: the hand ends when a player discards its last card; laying the last card (meld or
    build) is refused, naming R51-10; after the discard nobody else plays."""
    # table:  0: 5♥ 6♥ 7♥ (seat 0)   1: 10♣ 10♦ 10♥ (seat 0)
    game = stacked_remi51(["9c 9d 9h 8h", "5s 6s 7s 2d"], stock="9s", table=[(0, "5h 6h 7h"), (0, "10c 10d 10h")])
    drawn(game)
    game.apply("meld 9c 9d 9h 9s")
    refuse(game, "build 8h on 0", "R51-10", "keep one card")
    assert game.legal_actions() == [Discard(Card.parse("8h"))]
    game.apply("discard 8h")
    assert game.phase == Phase.HAND_OVER and game.to_act is None
    assert game.results[-1].kind == "out" and game.results[-1].winner == 0
    assert game.legal_actions() == [NextHand()]
    refuse(game, "draw stock", "C-6", "nobody draws")


def test_r51_10_last_card_cannot_go_into_a_meld() -> None:
    """R51-10: a meld of every card left is refused; one card must stay for the discard."""
    game = stacked_remi51(["9c 9d 9h", IDLE], stock="9s", table=[(0, "5h 6h 7h"), (0, "10c 10d 10h")])
    drawn(game)
    refuse(game, "meld 9c 9d 9h 9s", "R51-10", "keep one card")
    play(game, "meld 9c 9d 9h", "discard 9s")
    assert game.results[-1].kind == "out"


def test_r51_10_exchange_then_discard_the_joker_is_not_a_way_out() -> None:
    """R51-10 with R51-9: the joker freed by the last card cannot be discarded (it must go into a
    new meld), so 6♥ alone does not go out by exchange."""
    game = stacked_remi51(["6h", IDLE], stock="Kd", table=[(1, "5h *=6h 7h"), (0, "2c 3c 4c")])
    drawn(game)
    refuse(game, "exchange 6h on 0", "R51-9", "make none")


# --- R51-11 going out from hand ---------------------------------------------------------------------

# Seat 1 opened earlier and holds 9♦ 9♥ K♣ ★'' (9 + 9 + 10 + joker 20 = 48); seat 2 has not opened.
OPENED_HAND = "9d' 9h' Kc' *''"
OPENED_POINTS = 48
NOT_OPENED = "2s' 3h' 5c' 7d'"


def test_r51_11_going_out_from_hand_scores_minus_80_and_doubles_the_others() -> None:
    """R51-11 with R51-12: seat 0 had not opened and lays the whole hand down in its own melds in
    one turn (≥ 51, one joker a meld), discarding the last card: −80; seat 1 (opened) pays its
    cards doubled, seat 2 (not opened) 200."""
    # table:  0: 2♦ 3♦ 4♦ (seat 1)
    game = stacked_remi51(
        ["6s 7s 8s 10d 10c 10h Jc Qc * 2c 3c 4c Ks", OPENED_HAND, NOT_OPENED], stock="5c", table=[(1, "2d 3d 4d")]
    )
    assert game.opened == [False, True, False]
    play(game, "draw stock", "meld 6s 7s 8s", "meld 10d 10c 10h", "meld Jc Qc *", "meld 2c 3c 4c 5c", "discard Ks")
    result = game.results[-1]
    assert result.kind == "hand" and result.winner == 0
    assert result.points == (-80, 2 * OPENED_POINTS, 200)
    assert game.scores == [-80, 96, 200]


def test_r51_11_from_hand_after_taking_the_discard() -> None:
    """R51-11: where the drawn card came from does not matter: the 5♣ taken from the pile (and
    used, R51-7) still makes a going out from hand."""
    game = stacked_remi51(["6s 7s 8s 10d 10c 10h 2c 3c 4c Ks", IDLE], discard="5c")
    play(game, "draw discard", "meld 2c 3c 4c 5c", "meld 6s 7s 8s", "meld 10d 10c 10h", "discard Ks")
    assert game.results[-1].kind == "hand" and game.results[-1].points == (-80, 200)


def test_r51_11_building_on_others_in_that_turn_makes_it_a_plain_going_out() -> None:
    """R51-11: a player going out from hand may not add to other players' melds in that turn;
    one who builds (allowed once open, R51-8) goes out plainly: −40, nothing doubled."""
    # table:  0: 2♦ 3♦ 4♦ (seat 1)
    game = stacked_remi51(["6s 7s 8s 10d 10c 10h 5d", OPENED_HAND, NOT_OPENED], stock="Ks", table=[(1, "2d 3d 4d")])
    play(game, "draw stock", "meld 6s 7s 8s", "meld 10d 10c 10h", "build 5d on 0")
    # table:  0: 2♦ 3♦ 4♦ 5♦ (seat 1)   1: 6♠ 7♠ 8♠   2: 10♣ 10♦ 10♥
    game.apply("discard Ks")
    result = game.results[-1]
    assert result.kind == "out" and result.points == (-40, OPENED_POINTS, 100)


def test_r51_11_building_on_own_meld_of_that_turn_is_still_a_hand() -> None:
    """R51-11: only adding to *other players'* melds spoils a hand; 9♠ built onto the player's own
    6♠ 7♠ 8♠ of the same turn leaves every card in its own melds (as 6♠ 7♠ 8♠ 9♠ would). The
    engine marks any build and scores a plain going out (−40, 100) instead of a hand."""
    game = stacked_remi51(["6s 7s 8s 10d 10c 10h 9s", IDLE], stock="Kd")
    play(game, "draw stock", "meld 6s 7s 8s", "meld 10d 10c 10h", "build 9s on 0", "discard Kd")
    assert game.results[-1].kind == "hand" and game.results[-1].points == (-80, 200)


def test_r51_11_opened_earlier_is_never_from_hand() -> None:
    """R51-11: a player who opened in an earlier turn and lays the rest in one turn goes out
    plainly (−40)."""
    game = stacked_remi51(["2c 3c 4c 9d 9h 9s", IDLE], stock="Kd", table=[(0, "6s 7s 8s"), (0, "10d 10c 10h")])
    play(game, "draw stock", "meld 2c 3c 4c", "meld 9d 9h 9s", "discard Kd")
    assert game.results[-1].kind == "out" and game.results[-1].points == (-40, 100)


def test_r51_11_from_hand_needs_51() -> None:
    """R51-11: the melds of a hand are an opening (R51-6): 2♣ 3♣ 4♣ + 2♦ 3♦ 4♦ + 5♥ 5♠ 5♦ = 33
    cannot go down, although they are the whole hand."""
    game = stacked_remi51(["2c 3c 4c 2d 3d 4d 5h 5s 5d", IDLE], stock="Kd")
    drawn(game)
    for meld in ("meld 2c 3c 4c", "meld 2d 3d 4d", "meld 5h 5s 5d"):
        refuse(game, meld, "R51-6", "cannot complete")
    assert melds_listed(game) == []


def test_r51_11_from_hand_one_joker_a_meld_in_the_opening_melds() -> None:
    """R51-11 (R51-6 holds): the first melds of a hand hold one joker each: 2♣ ★ ★' is refused
    while the opening is not complete."""
    game = stacked_remi51(["10d 10c 10h Jd Jc Jh 2c * *' Ks", IDLE], stock="4h")
    drawn(game)
    refuse(game, "meld 2c * *'", "R51-6", "at most one joker")


def test_r51_11_two_joker_meld_is_no_hand() -> None:
    """R51-11: "one joker a meld" holds for all the melds of a hand; the engine lets the player
    reach 51 first (10♦ 10♣ 10♥ + J♦ J♣ J♥), then lay 2♣ ★ ★' and go out, and scores it as a hand
    (−80, others doubled). Either the meld should be refused or the going out be a plain one."""
    game = stacked_remi51(["10d 10c 10h Jd Jc Jh 2c * *' 6s 7s 8s 9s", IDLE], stock="Kd")
    play(game, "draw stock", "meld 10d 10c 10h", "meld Jd Jc Jh")
    try:
        play(game, "meld 2c * *'")
    except remi.IllegalActionError as err:
        assert err.rule in ("R51-6", "R51-11")
        return
    play(game, "meld 6s 7s 8s 9s", "discard Kd")
    assert game.results[-1].kind == "out"


def test_r51_11_exchange_on_another_players_meld_is_no_hand() -> None:
    """R51-11: a hand may not add to other players' melds; an exchange puts the 6♥ into seat 1's
    5♥ ★ 7♥. The engine still scores the going out as a hand (−80, others doubled) because only
    a ``build`` marks the turn; it should be a plain going out (or the exchange refused)."""
    # table:  0: 5♥ ★=6♥ 7♥ (seat 1)
    game = stacked_remi51(["10d 10c 10h Jd Jc Jh 6h 2c 3c", IDLE], stock="Kd", table=[(1, "5h *=6h 7h")])
    play(game, "draw stock", "meld 10d 10c 10h", "meld Jd Jc Jh")
    try:
        game.apply("exchange 6h on 0")
    except remi.IllegalActionError as err:
        assert err.rule in ("R51-9", "R51-11")
        return
    play(game, "meld 2c 3c *", "discard Kd")
    assert game.results[-1].kind == "out" and game.results[-1].points == (-40, IDLE_POINTS)


def test_r51_11_fifteen_card_player_may_go_out_from_hand_at_once() -> None:
    """R51-11 with R51-2: the first player lays 14 of its 15 cards in its own melds and discards
    the last one without drawing: a hand. The last card may not be built (R51-10)."""
    game = stacked_remi51(
        ["Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qc Qd Qs Kh", IDLE], first_round=True, phase=Phase.DISCARD
    )
    play(game, "meld Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh", "meld Qc Qd Qs")
    refuse(game, "build Kh on 1", "R51-10", "keep one card")
    game.apply("discard Kh")
    assert game.results[-1].kind == "hand" and game.results[-1].points == (-80, 200)


# --- R51-12 scoring --------------------------------------------------------------------------------


def test_r51_12_exact_scores_of_a_plain_going_out() -> None:
    """R51-12: −40 for going out; an opened player pays its cards (A = 10, J Q K = 10, 2-9 face
    value, a joker +20); a player who has not opened pays 100, whatever it holds."""
    hand1 = "Ah Kd Qc Jh 10s 2c 9d *'"  # 10+10+10+10+10+2+9+20 = 81
    hand2 = "3d 4h *''"  # opened: 3 + 4 + 20 = 27
    hand3 = "Ac' Kc' * *'''"  # not opened: 100
    game = stacked_remi51(
        ["9c 9d' 9h 8h", hand1, hand2, hand3],
        stock="4s",
        table=[(0, "5h 6h 7h"), (0, "10c 10d 10h"), (1, "5d 6d 7d"), (2, "Js Qs Ks")],
    )
    assert game.opened == [True, True, True, False]
    game.scores = [10, 20, 30, 40]
    play(game, "draw stock", "meld 9c 9d' 9h", "build 8h on 0", "discard 4s")
    result = game.results[-1]
    assert result.kind == "out" and result.points == (-40, 81, 27, 100)
    assert [p.opened for p in result.players] == [True, True, True, False]
    assert game.scores == [-30, 101, 57, 140]


def test_r51_12_joker_penalty_option() -> None:
    """R51-12: option ``joker_penalty`` (default 20, some play 50) prices a joker left in hand."""
    assert {s.name: s.default for s in remi.GAMES["remi51"].option_specs()}["joker_penalty"] == 20
    game = stacked_remi51(
        ["9c 9d 9h 8h", "Kd * *'"], stock="4s", table=[(0, "5h 6h 7h"), (1, "10c 10d 10h")], options={"joker_penalty": 50}
    )
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.results[-1].points == (-40, 110)


def test_r51_12_hand_doubles_every_other_score() -> None:
    """R51-12: after a hand (R51-11) the winner gets −80 and every other score is doubled: an
    opened player's cards (with the joker penalty option), 200 for one not opened."""
    game = stacked_remi51(
        ["6s 7s 8s 10d 10c 10h", "Kd *'", "3h"], stock="2c", table=[(1, "2d 3d 4d")], options={"joker_penalty": 50}
    )
    play(game, "draw stock", "meld 6s 7s 8s", "meld 10d 10c 10h", "discard 2c")
    assert game.results[-1].kind == "hand" and game.results[-1].points == (-80, 2 * (10 + 50), 200)


# --- R51-13 the match ----------------------------------------------------------------------------


def test_r51_13_deal_passes_to_the_left_and_15_cards_follow_it() -> None:
    """R51-13: after each deal the next seat deals; the seat after it gets 15 cards and plays first."""
    from remi.selfplay import play_match
    from remi.table.players import BaselineRemi51Player

    game: Any = remi.new_game("remi51", 3, options={"deals": 6}, seed=4)
    first = game.dealer
    play_match(game, [BaselineRemi51Player() for _ in range(3)])
    assert [r.dealer for r in game.results] == [(first + i) % 3 for i in range(6)]
    again: Any = remi.new_game("remi51", 3, seed=4)
    play(again, *game.actions[: game.actions.index("next hand") + 1])
    dealer = (first + 1) % 3
    assert again.dealer == dealer and again.to_act == (dealer + 1) % 3 and again.phase == Phase.DISCARD
    assert [len(h) for h in again.hands] == [15 if s == (dealer + 1) % 3 else 14 for s in range(3)]
    assert again.discard == [] and again.table == [] and again.opened == [False] * 3


def test_r51_13_match_ends_when_a_total_reaches_the_target_lowest_wins() -> None:
    """R51-13: deals go on until a total reaches ``target`` (500 by default); then the lowest total
    (negative totals too) wins."""
    assert {s.name: s.default for s in remi.GAMES["remi51"].option_specs()}["target"] == 500
    game = stacked_remi51(
        ["9c 9d 9h 8h", "Kd Kh", "2c 3d"], stock="4s", table=[(0, "5h 6h 7h"), (0, "10c 10d 10h")], options={"target": 100}
    )
    game.scores = [-20, 80, 10]
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.scores == [-60, 180, 110]
    assert game.phase == Phase.MATCH_OVER and game.is_over and game.winners == (0,)
    refuse(game, "next hand", "R51-13", "match is over")
    refuse(game, "draw stock", "R51-13", "match is over")
    assert game.legal_actions() == []


def test_r51_13_below_the_target_the_next_deal_follows() -> None:
    """R51-13: under the target the deal is over but not the match; ``next hand`` deals anew
    (it is refused while the deal goes on)."""
    game = stacked_remi51(["9c 9d 9h 8h", "Kd Kh"], stock="4s", table=[(0, "5h 6h 7h"), (1, "10c 10d 10h")])
    refuse(game, "next hand", "R51-13", "not over")
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.phase == Phase.HAND_OVER and game.scores == [-40, 20]
    game.apply("next hand")
    assert game.hand_number == 2 and game.dealer == 0 and game.to_act == 1
    assert [len(h) for h in game.hands] == [14, 15] and game.table == [] and game.opened == [False, False]
    assert len(game.all_cards()) == 108


def test_r51_13_deals_option_plays_a_fixed_number_of_deals() -> None:
    """R51-13: with ``deals`` the match is exactly that many deals; equal lowest totals share."""
    game = stacked_remi51(
        ["9c 9d 9h 8h", "Kd Kh", "2c 3d"], stock="4s", table=[(0, "5h 6h 7h"), (1, "10c 10d 10h")], options={"deals": 2}
    )
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.phase == Phase.HAND_OVER and game.scores == [-40, 20, 100]
    game.apply("next hand")
    restack_deck(game, REMI51_DECK, ["2c 3d", "9c 9d 9h 8h", "Kd 5h"], stock="4s", table=[(1, "5h' 6h 7h"), (0, "Jc Qc Kc")])
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.scores == [-35, -20, 200] and game.phase == Phase.MATCH_OVER and game.winners == (0,)
    tie = stacked_remi51(
        ["9c 9d 9h 8h", "Kd", "10c"], stock="4s", table=[(0, "5h 6h 7h"), (1, "Js Qs Ks"), (2, "2d 3d 4d")], options={"deals": 1}
    )
    tie.scores = [50, 0, 0]
    play(tie, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert tie.scores == [10, 10, 10] and tie.winners == (0, 1, 2)


def test_r51_13_every_match_ends_within_the_deal_limit() -> None:
    """R51-13 (engine's bound): a match stops after MATCH_HAND_LIMIT deals at the latest."""
    game = stacked_remi51(["9c 9d 9h 8h", "2c"], stock="4s", table=[(0, "5h 6h 7h"), (1, "Js Qs Ks")])
    game.hand_number = MATCH_HAND_LIMIT
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.phase == Phase.MATCH_OVER and game.winners == (0,) and game.scores == [-40, 2]


def test_r51_13_saved_match_replays_identically() -> None:
    """R51-13 with C-8: a whole match saved to JSON replays to the same state."""
    from remi.selfplay import play_match
    from remi.table.players import BaselineRemi51Player

    game = play_match(remi.new_game("remi51", 2, options={"deals": 3, "jokers": "2"}, seed=9), [BaselineRemi51Player()] * 2)
    assert len(game.results) == 3 and game.is_over
    assert remi.load_game(game.to_json()).snapshot() == game.snapshot()
