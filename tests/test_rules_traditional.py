"""Traditional Rummy (Remi Tradițional), rule by rule: TR-1 … TR-12 of RULES.md.

Scenarios start from stacked deals (``rummy_helpers.stacked_rummy``): hands written as
strings, the table drawn in a comment (``★`` is a joker, ``★=6♥`` what it stands for), the
stock filled with every card not named so that all 106 cards are in the game. Every refusal
is checked with ``refuse``: the error is an ``IllegalActionError`` naming the rule, and the
game (snapshot, save, legal actions) is exactly as it was before the attempt.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
import remi
from remi.actions import Build, Exchange, Meld
from remi.cards import Card, make_deck, shuffled
from remi.game import MATCH_HAND_LIMIT, Phase
from remi.table.melds import make_meld
from remi.table.rules import RESHUFFLE_LIMIT, penalty_value
from rummy_helpers import FULL_DECK, cards, play, refuse, restack, stacked_rummy, table_meld

# Thirteen cards (second-deck copies, no meld among them) for a seat that only sits there: 88 points.
IDLE = "2d' 4d' 6d' 8d' Jd' 3s' 5s' 7s' 9s' Js' Kc' Kh' 4h'"
IDLE_POINTS = 88


def drawn(game: remi.Game) -> remi.Game:
    """The player to act draws the top of the stock."""
    return game.apply("draw stock")


# --- TR-1 players and deck --------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tr1_deal_106_cards_13_each_upcard_and_stock(players: int) -> None:
    """TR-1: two decks and two jokers (106 cards), 13 cards each, one up-card, the rest the stock."""
    for seed in range(5):
        game = remi.new_game("traditional", players, seed=seed)
        g: object = game
        assert [len(h) for h in g.hands] == [13] * players  # type: ignore[attr-defined]
        assert len(g.discard) == 1  # type: ignore[attr-defined]
        assert len(g.stock) == 106 - 13 * players - 1  # type: ignore[attr-defined]
        everything = game.all_cards()
        assert len(everything) == 106 and set(everything) == set(make_deck(2, 2))
        assert sum(1 for c in everything if c.is_joker) == 2
        assert Counter(c.face for c in everything if not c.is_joker) == Counter({f: 2 for f in {c.face for c in make_deck()}})
        assert game.phase == Phase.DRAW and game.table == [] and game.opened == [False] * players  # type: ignore[attr-defined]
        view = game.view(0)  # type: ignore[attr-defined]
        assert view.hand_sizes == (13,) * players
        assert view.stock_size == 106 - 13 * players - 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tr1_deal_goes_round_from_the_left_of_the_dealer_then_upcard_then_stock(players: int) -> None:
    """TR-1 (with C-7, C-8): one card at a time from the seat left of the dealer, the next card up,
    the rest the stock; the seat left of the dealer plays first."""
    seed = 11
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    deck = shuffled(make_deck(2, 2), rng)
    game = remi.new_game("traditional", players, seed=seed)
    assert game.dealer == dealer
    for i in range(players):
        seat = (dealer + 1 + i) % players
        assert game.hands[seat] == deck[i : 13 * players : players]  # type: ignore[attr-defined]
    assert game.discard == [deck[13 * players]]  # type: ignore[attr-defined]
    assert game.stock == deck[13 * players + 1 :]  # type: ignore[attr-defined]
    assert game.to_act == (dealer + 1) % players


@pytest.mark.parametrize("players", [0, 1, 5, 6])
def test_tr1_two_to_four_players_only(players: int) -> None:
    """TR-1: 2 to 4 players; other counts are refused as an invalid option."""
    with pytest.raises(remi.InvalidOptionError):
        remi.new_game("traditional", players, seed=1)


def test_tr1_stacked_helper_accounts_for_all_106_cards() -> None:
    """TR-1: the scenario helper itself keeps the 106 cards (and refuses a card named twice)."""
    game = stacked_rummy(["10s 10h", "2c 3c"], discard="Kd", stock="4c", table=[(1, "5h *=6h 7h")])
    assert len(game.all_cards()) == 106 and set(game.all_cards()) == set(FULL_DECK)
    assert game.stock[-1] == Card.parse("4c")
    with pytest.raises(AssertionError):
        stacked_rummy(["10s 10h", "10s 3c"])


# --- TR-2 melds -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, kind",
    [
        ("10s 10h 10d", "set"),
        ("10s 10h 10d 10c", "set"),
        ("10s 10h *", "set"),  # the joker stands for a missing suit
        ("10s * *'", "set"),
        ("10s 10h 10d *", "set"),
        ("Ah 2h 3h", "run"),  # ace low
        ("Qh Kh Ah", "run"),  # ace high
        ("5h *=6h 7h", "run"),
        ("5h * 7h", "run"),
        ("3c 4c 5c 6c 7c 8c 9c", "run"),
        ("Jd Qd *=Kd Ad", "run"),
    ],
)
def test_tr2_valid_sets_and_runs(text: str, kind: str) -> None:
    """TR-2: sets of 3-4 (a joker for a missing suit) and runs, ace low (A-2-3) or high (Q-K-A)."""
    assert table_meld(text).kind == kind


@pytest.mark.parametrize(
    "text, words",
    [
        ("Kh Ah 2h", ""),  # no K-A-2
        ("Qh Kh Ah 2h", ""),
        ("Kh *=Ah 2h", ""),
        ("10s 10s' 10h", "suit at most once"),  # two copies of a card are the same card for the rules
        ("10s 10h 10d 10c 10s'", "3 or 4 cards"),
        ("5h 6s 7h", "neither"),
        ("5h 5h' 6h", "every rank once"),
        ("5h 7h 9h", "gaps"),
        ("5h 6h *=6h", "in the run"),
        ("5h 6h *=7s", "cannot stand for"),
        ("5h 6h", "at least 3"),
    ],
)
def test_tr2_invalid_melds_are_refused_by_make_meld(text: str, words: str) -> None:
    """TR-2: what is neither a set nor a run (K-A-2 included) is refused, naming TR-2."""
    with pytest.raises(remi.IllegalActionError) as info:
        table_meld(text)
    assert info.value.rule == "TR-2" and words in info.value.message


def test_tr2_a_meld_needs_a_natural_card() -> None:
    """TR-2: jokers alone are no meld (not reachable in play: only two jokers exist)."""
    with pytest.raises(remi.IllegalActionError) as info:
        make_meld([Card.joker(0), Card.joker(1), Card.joker(2)])
    assert info.value.rule == "TR-2" and "natural" in info.value.message


def test_tr2_a_joker_counts_as_the_card_it_stands_for() -> None:
    """TR-2: the joker of 5♥ ★ 7♥ is the 6♥: 8♥ and 4♥ continue the run, a 6♥ does not (TR-5),
    and the joker of Q♥ K♥ ★ is an ace high, so nothing goes above it (no K-A-2)."""
    run = table_meld("5h * 7h")
    assert run.text() == "5h *=6h 7h" and (run.low, run.high) == (5, 7)
    assert run.add(Card.parse("8h")).text() == "5h *=6h 7h 8h"
    assert run.add(Card.parse("4h")).text() == "4h 5h *=6h 7h"
    with pytest.raises(remi.IllegalActionError) as info:
        run.add(Card.parse("6h"))
    assert info.value.rule == "TR-5"
    top = table_meld("Qh Kh *")
    assert top.text() == "Qh Kh *=Ah"
    with pytest.raises(remi.IllegalActionError):
        top.add(Card.parse("2h"))
    assert top.add(Card.parse("Jh")).text() == "Jh Qh Kh *=Ah"


def test_tr2_ace_high_and_low_runs_laid_in_play() -> None:
    """TR-2: A-2-3 and Q-K-A are laid down; K-A-2 is refused (TR-2) and changes nothing."""
    game = stacked_rummy(["Ah 2h 3h Qc Kc Ac Kd Ad' 2d 9s", IDLE], stock="5c")
    drawn(game)
    refuse(game, "meld Kd Ad' 2d", "TR-2")
    play(game, "meld Ah 2h 3h", "meld Qc Kc Ac")
    # table:  0: A♥ 2♥ 3♥   1: Q♣ K♣ A♣
    assert [m.text() for m in game.table] == ["Ah 2h 3h", "Qc Kc Ac"]
    assert game.table[1].high == 14


def test_tr2_joker_for_a_card_held_elsewhere_is_listed() -> None:
    """TR-2: a joker may stand for any card, also one whose other copy is in hand for another
    meld: 5♥ 6♥ 7♥ and 5♥' ★=6♥ 7♥' are both legal melds now, so both are listed."""
    game = stacked_rummy(["5h 6h 7h 5h' 7h' * Kc", IDLE], stock="Qd")
    drawn(game)
    action = remi.parse_action("meld 5h' *=6h 7h'")
    assert game.is_legal(action)
    assert action in game.legal_actions()


@pytest.mark.parametrize(
    "action, words",
    [
        ("meld 5h 6h", "at least 3"),
        ("meld 10s 10s' 10h", "suit at most once"),
        ("meld 10s 10h 10d 10c 10s'", "3 or 4 cards"),
        ("meld 5h 6s 7h", "neither"),
        ("meld 5h 5h' 6h", "every rank once"),
        ("meld 5h 7h 9h", "gaps"),
        ("meld 5h 6h *=6h", "in the run"),
        ("meld 5h 6h *=7s", "cannot stand for"),
        ("meld Kd Ad 2d", ""),
    ],
)
def test_tr2_refused_melds_in_play_name_tr2_and_change_nothing(action: object, words: str) -> None:
    """TR-2: every way a laid-down meld can be invalid is refused, the game unchanged."""
    game = stacked_rummy(["5h 6h 7h 5h' 9h 10s 10s' 10h 10d 10c 6s Kd Ad 2d *", IDLE], stock="Qs'")
    drawn(game)
    refuse(game, action, "TR-2", words)


@pytest.mark.parametrize(
    "action, words",
    [
        (Meld(tuple(cards("5h 6h 7h")), (None, None, (8, "h"))), "only a joker can stand for a card"),
        (Meld(tuple(cards("5h 6h *")), (None, None, (15, "h"))), "rank 1-13"),
        (Meld(tuple(cards("5h 6h *")), (None, None, None, (7, "h"))), "one face or None per card"),
    ],
)
def test_tr2_meld_values_with_faces_no_text_can_say_are_invalid(action: Meld, words: str) -> None:
    """TR-2 names jokers' cards only: a face on a natural card, a rank no card has or more faces
    than cards has no text that reads back (``meld 5h 6h 7h=8h`` is malformed), so the value
    is refused as no action at all (InvalidActionError), the game unchanged."""
    game = stacked_rummy(["5h 6h 7h 5h' 9h 10s 10s' 10h 10d 10c 6s Kd Ad 2d *", IDLE], stock="Qs'")
    drawn(game)
    before = game.to_json()
    with pytest.raises(remi.InvalidActionError, match=words):
        game.apply(action)
    assert game.to_json() == before
    assert not game.is_legal(action) and words in str(game.why_not(action))


def test_tr2_fourteen_card_run_cannot_turn_the_corner() -> None:
    """TR-2: A…K of one suit plus a joker cannot be one run (the ace is low or high, not both)."""
    game = stacked_rummy(["Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh *", IDLE], stock="2c")
    drawn(game)
    refuse(game, "meld Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh *", "TR-2", "never both")
    play(game, "meld Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh")
    assert game.table[0].text().startswith("Ah 2h")


def test_tr2_a_card_named_twice_is_refused() -> None:
    """TR-2 (C-4): one physical card cannot fill two places of a meld."""
    game = stacked_rummy(["5h 6h 7h 9c", IDLE], stock="2c")
    drawn(game)
    refuse(game, "meld 5h 5h 6h", "C-4", "twice")


# --- TR-3 the turn ----------------------------------------------------------------------------


def test_tr3_turn_is_draw_then_optional_melds_then_discard() -> None:
    """TR-3: draw (stock or discard pile), lay down or not, then one discard passes the turn."""
    game = stacked_rummy(["2c 3c 4c 9h Kd", IDLE], discard="Qd", stock="7s")
    assert game.legal_actions() == [remi.DrawStock(), remi.DrawDiscard()]
    game.apply("draw discard")
    assert Card.parse("Qd") in game.hands[0] and game.discard == [] and game.phase == Phase.DISCARD
    assert game.view(0).drawn_from_discard == Card.parse("Qd")
    # Melding is optional: the player may keep 2c 3c 4c for later and discard at once.
    assert remi.Discard(Card.parse("Kd")) in game.legal_actions()
    assert Meld(tuple(cards("2c 3c 4c"))) in game.legal_actions()
    game.apply("discard Kd")
    assert game.to_act == 1 and game.phase == Phase.DRAW and game.discard == cards("Kd")
    assert len(game.hands[0]) == 5 and game.table == []
    game.apply("draw stock")
    assert game.hands[1][-1] == Card.parse("7s")


def test_tr3_several_melds_and_builds_in_one_turn_before_the_discard() -> None:
    """TR-3: any number of melds and builds between the draw and the discard."""
    game = stacked_rummy(["2c 3c 4c 9h 9d 9s 5c Kd Qs", IDLE], stock="9c")
    drawn(game)
    play(game, "meld 2c 3c 4c", "meld 9h 9d 9s", "build 5c on 0", "build 9c on 1", "discard Kd")
    # table:  0: 2♣ 3♣ 4♣ 5♣   1: 9♣ 9♦ 9♥ 9♠
    assert [m.text() for m in game.table] == ["2c 3c 4c 5c", "9c 9d 9h 9s"]
    assert game.hands[0] == cards("Qs") and game.to_act == 1 and game.phase == Phase.DRAW


def test_tr3_discard_before_drawing_is_refused() -> None:
    """TR-3: drawing is compulsory: no discard, meld, build or exchange before the draw."""
    game = stacked_rummy(["2c 3c 4c 9h 10d 10c", IDLE], stock="7s", table=[(1, "10s 10h *")], opened=[True, True])
    for action in ("discard 9h", "meld 2c 3c 4c", "build 9h on 0", "exchange 10d 10c on 0"):
        refuse(game, action, "C-6", "draw a card first")


def test_tr3_no_second_draw() -> None:
    """TR-3: one draw a turn."""
    game = stacked_rummy(["2c 3c 4c 9h", IDLE], discard="Kd", stock="7s")
    drawn(game)
    refuse(game, "draw stock", "C-6", "already drawn")
    refuse(game, "draw discard", "C-6", "already drawn")


def test_tr3_cards_not_held_and_actions_of_other_games_are_refused() -> None:
    """TR-3: only cards in hand are laid or discarded; Gin's actions are not Traditional Rummy's."""
    game = stacked_rummy(["2c 3c 4c 9h", IDLE], discard="Kd", stock="7s")
    drawn(game)
    refuse(game, "discard Kd", "C-6", "do not hold")
    refuse(game, "meld 2c 3c 5c", "C-6", "do not hold")
    for action in ("knock 9h", "take", "pass", "big gin", "done", "lay off 9h on 0"):
        refuse(game, action, "C-6", "not an action of Traditional Rummy")


def test_tr3_the_discard_pile_can_be_empty() -> None:
    """TR-3: the top of the discard pile is taken only when there is one."""
    game = stacked_rummy(["2c 3c 4c 9h", IDLE], discard="", stock="7s")
    refuse(game, "draw discard", "C-6", "discard pile is empty")
    assert game.legal_actions() == [remi.DrawStock()]


# --- TR-4 no minimum ---------------------------------------------------------------------------


@pytest.mark.parametrize("meld", ["2c 3c 4c", "2c 2d 2h", "Ac 2c 3c"])
def test_tr4_first_meld_has_no_minimum(meld: str) -> None:
    """TR-4: a 3-card meld of low cards is a valid first meld (no opening count)."""
    game = stacked_rummy(["2c 3c 4c 2d 2h Ac Kd", IDLE], stock="9s")
    assert game.opened[0] is False
    drawn(game)
    assert Meld(tuple(cards(meld))) in game.legal_actions()
    game.apply("meld " + meld)
    assert game.opened[0] is True and game.table[0].owner == 0
    game.apply("discard Kd")
    assert game.to_act == 1


# --- TR-5 building ------------------------------------------------------------------------------


def test_tr5_building_before_having_melded_is_refused() -> None:
    """TR-5: a player who has laid down no meld may not add to melds on the table."""
    # table:  0: 5♥ 6♥ 7♥ (seat 1)   1: 10♠ 10♥ ★ (seat 1)
    game = stacked_rummy(["8h 2c 3c 4c 10d 10c Kd", IDLE], stock="9s", table=[(1, "5h 6h 7h"), (1, "10s 10h *")])
    drawn(game)
    refuse(game, "build 8h on 0", "TR-5", "lay down a meld")
    refuse(game, "exchange 10d 10c on 1", "TR-5", "lay down a meld")
    assert not any(isinstance(a, (Build, Exchange)) for a in game.legal_actions())


def test_tr5_building_allowed_after_melding_in_the_same_turn() -> None:
    """TR-5: laying down a meld earlier in the same turn is enough; building onto the other
    player's meld keeps that meld its owner's."""
    # table:  0: 5♥ 6♥ 7♥ (seat 1)
    game = stacked_rummy(["8h 2c 3c 4c Kd", IDLE], stock="9s", table=[(1, "5h 6h 7h")])
    drawn(game)
    refuse(game, "build 8h on 0", "TR-5")
    game.apply("meld 2c 3c 4c")
    assert Build(Card.parse("8h"), 0) in game.legal_actions()
    game.apply("build 8h on 0")
    # table:  0: 5♥ 6♥ 7♥ 8♥ (seat 1)   1: 2♣ 3♣ 4♣ (seat 0)
    assert game.table[0].text() == "5h 6h 7h 8h" and game.table[0].owner == 1
    assert game.table[1].owner == 0


def test_tr5_build_onto_other_players_melds_after_melding_in_an_earlier_turn() -> None:
    """TR-5: having melded in an earlier turn, a player builds on anyone's melds: a fourth suit on
    a set, cards at either end of a run (several in a row)."""
    # table:  0: 2♣ 3♣ 4♣ (seat 0)   1: 9♥ 9♦ 9♠ (seat 1)   2: 5♥ 6♥ 7♥ (seat 1)
    game = stacked_rummy(
        ["9c 4h 3h 8h 9h' Kd Qs", IDLE],
        stock="Ks",
        table=[(0, "2c 3c 4c"), (1, "9h 9d 9s"), (1, "5h 6h 7h")],
    )
    drawn(game)
    play(game, "build 9c on 1", "build 4h on 2", "build 3h on 2", "build 8h on 2", "build 9h' on 2")
    # table:  1: 9♣ 9♦ 9♥ 9♠   2: 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥
    assert game.table[1].text() == "9c 9d 9h 9s" and game.table[1].closed
    assert game.table[2].text() == "3h 4h 5h 6h 7h 8h 9h'"
    assert [m.owner for m in game.table] == [0, 1, 1]
    game.apply("discard Kd")
    assert game.to_act == 1


@pytest.mark.parametrize(
    "action, words",
    [
        ("build 6h on 2", "either end"),  # the middle of a run
        ("build 9c' on 2", "suit"),  # another suit
        ("build Ks' on 0", "closed"),  # a set of four
        ("build Kd' on 1", "already has"),  # a suit the set holds (the second deck's copy)
        ("build 5c on 1", "cannot join"),  # another rank
        ("build * on 0", "closed"),
        ("build *=6h on 2", "cannot extend"),  # a joker in the middle
        ("build *=8s on 2", "cannot extend"),  # a joker of another suit
        ("build 2c on 3", "either end"),  # K-A-2 is not a run
        ("build 2c on 9", "no meld 9"),
    ],
)
def test_tr5_builds_that_break_a_meld_are_refused(action: str, words: str) -> None:
    """TR-5: a build must leave the meld valid; a meld that is not there is refused too."""
    # table:  0: 7♣ 7♦ 7♥ 7♠ (seat 1)   1: K♦ K♥ K♠ (seat 1)   2: 5♥ 6♥ 7♥ 8♥ (seat 1)
    #         3: Q♣ K♣ A♣ (seat 0)
    game = stacked_rummy(
        ["6h 9c' Ks' Kd' 5c * 9h 2c Jc 4d", IDLE],
        stock="3d",
        table=[(1, "7c 7d 7h 7s"), (1, "Kd Kh Ks"), (1, "5h 6h' 7h' 8h"), (0, "Qc Kc Ac")],
    )
    drawn(game)
    refuse(game, action, "TR-5", words)


def test_tr5_joker_builds_at_a_named_end_and_on_a_set() -> None:
    """TR-5: a joker extends a run at the end it names (either end), or fills a set's fourth place."""
    # table:  0: 5♥ 6♥ 7♥ (seat 0)   1: K♣ K♦ K♠ (seat 1)
    game = stacked_rummy(["* *' 2c Qd", IDLE], stock="3d", table=[(0, "5h 6h 7h"), (1, "Kc Kd Ks")])
    drawn(game)
    listed = game.legal_actions()
    assert Build(Card.joker(0), 0, (4, "h")) in listed and Build(Card.joker(0), 0, (8, "h")) in listed
    game.apply("build *=4h on 0")
    assert game.table[0].text() == "*=4h 5h 6h 7h"
    game.apply("build *' on 1")
    assert game.table[1].closed and game.table[1].jokers == 1


def test_tr5_melds_on_the_table_are_never_rearranged() -> None:
    """TR-5: a player lays only cards from hand: table cards cannot be taken into a new meld."""
    # table:  0: 5♥ 6♥ 7♥ 8♥ (seat 1)
    game = stacked_rummy(["9h 10h Kd 2c", IDLE], stock="3d", table=[(1, "5h 6h 7h 8h"), (0, "Qc Kc Ac")])
    drawn(game)
    refuse(game, "meld 8h 9h 10h", "C-6", "do not hold 8h")
    play(game, "build 9h on 0", "build 10h on 0")
    assert game.table[0].text() == "5h 6h 7h 8h 9h 10h"


# --- TR-6 the joker in a set ------------------------------------------------------------------


def test_tr6_both_missing_suits_free_the_joker() -> None:
    """TR-6: 10♠ 10♥ ★ + 10♦ and 10♣ from hand: the set is complete and the joker goes to hand."""
    # table:  0: 10♠ 10♥ ★ (seat 1)   1: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_rummy(["10d 10c 5d Kd", IDLE], stock="9s", table=[(1, "10s 10h *"), (0, "2c 3c 4c")])
    drawn(game)
    assert Exchange(tuple(cards("10d 10c")), 0) in game.legal_actions()
    game.apply("exchange 10d 10c on 0")
    # table:  0: 10♣ 10♦ 10♥ 10♠ (seat 1)
    assert game.table[0].text() == "10c 10d 10h 10s" and game.table[0].owner == 1
    assert Card.joker() in game.hands[0] and len(game.hands[0]) == 4
    assert game.snapshot()["freed_jokers"] == "*"
    assert len(game.all_cards()) == 106


def test_tr6_adding_one_missing_suit_closes_the_set_for_good() -> None:
    """TR-6: adding only 10♦ makes the closed set 10♠ 10♥ 10♦ ★, whose joker can never be taken:
    not with 10♣, not with 10♦ and 10♣, not later."""
    # table:  0: 10♠ 10♥ ★ (seat 1)   1: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_rummy(["10d 10c 10d' 5d Kd", IDLE], stock="9s 3h' 8h'", table=[(1, "10s 10h *"), (0, "2c 3c 4c")])
    drawn(game)
    game.apply("build 10d on 0")
    # table:  0: 10♦ 10♥ 10♠ ★ (closed)
    assert game.table[0].closed and game.table[0].jokers == 1
    refuse(game, "exchange 10c on 0", "TR-6", "closed")
    refuse(game, "exchange 10d' 10c on 0", "TR-6", "closed")
    refuse(game, "build 10c on 0", "TR-5", "closed")
    assert not any(isinstance(a, Exchange) for a in game.legal_actions())
    play(game, "discard Kd", "draw stock", "discard 3h'")
    drawn(game)
    refuse(game, "exchange 10d' 10c on 0", "TR-6", "closed")


def test_tr6_two_jokers_two_missing_suits_free_one_joker_and_close_the_set() -> None:
    """TR-6: 10♠ ★ ★ takes two missing suits, frees one joker, and becomes a closed set of four."""
    # table:  0: 10♠ ★ ★' (seat 1)   1: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_rummy(["10d 10h 10c 5d Kd", IDLE], stock="9s", table=[(1, "10s * *'"), (0, "2c 3c 4c")])
    drawn(game)
    game.apply("exchange 10d 10h on 0")
    # table:  0: 10♦ 10♥ 10♠ ★' (closed)
    meld = game.table[0]
    assert meld.closed and meld.jokers == 1 and len(meld.cards) == 4
    assert sum(1 for c in game.hands[0] if c.is_joker) == 1
    refuse(game, "exchange 10c on 0", "TR-6", "closed")
    refuse(game, "build 10c on 0", "TR-5", "closed")


def test_tr6_set_exchange_needs_exactly_the_missing_cards() -> None:
    """TR-6: one card, two of the same suit, another rank or a suit already there do not free it."""
    # table:  0: 10♠ 10♥ ★ (seat 1)   1: 9♠ 9♥ 9♦ (seat 1)   2: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_rummy(
        ["10d 10d' 10c 10s' 9c 8d 8c Kd", IDLE],
        stock="Qs",
        table=[(1, "10s 10h *"), (1, "9s 9h 9d"), (0, "2c 3c 4c")],
    )
    drawn(game)
    refuse(game, "exchange 10d on 0", "TR-6", "both missing cards")
    refuse(game, "exchange 10d 10d' 10c on 0", "TR-6", "both missing cards")
    refuse(game, "exchange 10d 10d' on 0", "TR-6", "not the missing cards")
    refuse(game, "exchange 10d 10s' on 0", "TR-6", "not the missing cards")
    refuse(game, "exchange 8d 8c on 0", "TR-6", "not the missing cards")
    refuse(game, "exchange 9c 8d on 1", "TR-6", "no joker")
    refuse(game, "exchange 10d 10c on 7", "TR-5", "no meld 7")


def test_tr6_offering_a_joker_for_a_set_joker_names_tr6() -> None:
    """TR-6: exchanging a set's joker for another joker is refused under the set rule TR-6."""
    # table:  0: 10♠ 10♥ ★ (seat 1)   1: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_rummy(["*' 10d 5d Kd", IDLE], stock="9s", table=[(1, "10s 10h *"), (0, "2c 3c 4c")])
    drawn(game)
    refuse(game, "exchange *' 10d on 0", "TR-6")


# --- TR-7 the joker in a run ------------------------------------------------------------------


def test_tr7_exact_card_takes_the_run_joker() -> None:
    """TR-7: the 6♥ (either copy) takes the joker of 5♥ ★=6♥ 7♥ to hand."""
    # table:  0: 5♥ ★=6♥ 7♥ (seat 1)   1: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_rummy(["6h' 9c Kd", IDLE], stock="9s", table=[(1, "5h *=6h 7h"), (0, "2c 3c 4c")])
    drawn(game)
    assert Exchange((Card.parse("6h'"),), 0) in game.legal_actions()
    game.apply("exchange 6h' on 0")
    # table:  0: 5♥ 6♥' 7♥
    assert game.table[0].text() == "5h 6h' 7h" and game.table[0].owner == 1
    assert Card.joker() in game.hands[0]
    play(game, "build *=8h on 0")
    assert game.table[0].text() == "5h 6h' 7h *=8h"


def test_tr7_ace_high_joker_is_taken_by_the_ace() -> None:
    """TR-7: the joker of Q♥ K♥ ★=A♥ stands for the ace; the ace takes it."""
    game = stacked_rummy(["Ah 9c Kd", IDLE], stock="9s", table=[(1, "Qh Kh *=Ah"), (0, "2c 3c 4c")])
    drawn(game)
    game.apply("exchange Ah on 0")
    assert game.table[0].text() == "Qh Kh Ah" and Card.joker() in game.hands[0]


def test_tr7_run_joker_only_for_the_exact_card() -> None:
    """TR-7: another rank, another suit, two cards or a run without a joker: refused, naming TR-7."""
    # table:  0: 5♥ ★=6♥ 7♥ (seat 1)   1: 9♣ 10♣ J♣ (seat 1)   2: 2♣ 3♣ 4♣ (seat 0)
    game = stacked_rummy(
        ["6h 6d 8h 7h' Qc *' Kd", IDLE],
        stock="9s",
        table=[(1, "5h *=6h 7h"), (1, "9c 10c Jc"), (0, "2c 3c 4c")],
    )
    drawn(game)
    refuse(game, "exchange 8h on 0", "TR-7", "no joker")
    refuse(game, "exchange 6d on 0", "TR-7", "no joker")
    refuse(game, "exchange 6h 7h' on 0", "TR-7", "exactly the one card")
    refuse(game, "exchange Qc on 1", "TR-7", "no joker")
    refuse(game, "exchange *' on 0", "TR-7", "not another joker")
    assert [a for a in game.legal_actions() if isinstance(a, Exchange)] == [Exchange((Card.parse("6h"),), 0)]


def test_tr7_exchange_needs_a_meld_of_ones_own_first() -> None:
    """TR-7 (with TR-5): a player who has laid down nothing may not take a joker from the table."""
    game = stacked_rummy(["6h 9c Kd", IDLE], stock="9s", table=[(1, "5h *=6h 7h")])
    drawn(game)
    refuse(game, "exchange 6h on 0", "TR-5")


# --- TR-8 the stock running out ------------------------------------------------------------------


def _everything_but(*texts: str) -> str:
    named = set(c for t in texts for c in cards(t))
    return " ".join(str(c) for c in FULL_DECK if c not in named)


def test_tr8_after_the_last_stock_card_the_discard_pile_becomes_the_stock() -> None:
    """TR-8: the draw empties the stock; the player still melds and discards; then the discard
    pile except that discard is shuffled into the new stock and the discard starts the pile."""
    hand0, hand1, last = "2c 3c 4c 9s", "5d 6d 7d Qs", "Kh"
    pile = _everything_but(hand0, hand1, last)
    game = stacked_rummy([hand0, hand1], discard=pile, stock=last, fill_stock=False, to_act=0)
    assert len(game.all_cards()) == 106
    old_pile = list(game.discard)
    drawn(game)
    assert game.stock == [] and game.phase == Phase.DISCARD
    game.apply("meld 2c 3c 4c")
    assert game.stock == []
    game.apply("discard Kh")
    assert game.discard == cards("Kh")
    assert Counter(game.stock) == Counter(old_pile) and game.stock != old_pile  # shuffled
    assert game.to_act == 1 and game.phase == Phase.DRAW and game.reshuffles == 1
    assert len(game.all_cards()) == 106 and set(game.all_cards()) == set(FULL_DECK)
    game.apply("draw discard")
    assert game.hands[1][-1] == Card.parse("Kh")


def test_tr8_going_out_on_the_last_stock_card_ends_the_deal_without_a_new_stock() -> None:
    """TR-8 with TR-9: the draw that empties the stock may still be followed by going out."""
    hand0, hand1, last = "2c 3c 4c 9s", "5d 6d 7d Qs", "5c"
    pile = _everything_but(hand0, hand1, last)
    game = stacked_rummy([hand0, hand1], discard=pile, stock=last, fill_stock=False, to_act=0, opened=[True, False])
    play(game, "draw stock", "meld 2c 3c 4c 5c", "discard 9s")
    assert game.phase == Phase.HAND_OVER and game.results[-1].kind == "out" and game.stock == []


def test_tr8_drawing_from_an_empty_stock_is_refused() -> None:
    """TR-8: an empty stock is never drawn from (a guard: in play it is rebuilt at once)."""
    hand0, hand1 = "2c 3c 4c 9s", "5d 6d 7d Qs"
    game = stacked_rummy([hand0, hand1], discard=_everything_but(hand0, hand1), fill_stock=False)
    refuse(game, "draw stock", "TR-8", "stock is empty")
    assert game.legal_actions() == [remi.DrawDiscard()]


def test_tr8_no_pile_to_rebuild_from_ends_the_deal_without_score() -> None:
    """TR-8 (engine's decision, RULES.md silent): when the stock is empty and the discard pile
    holds only the last discard, the deal ends as a draw: nobody scores, the deal passes on."""
    hand0, last = "2c 3c 4c 9s", "Kh"
    game = stacked_rummy([hand0, _everything_but(hand0, last)], discard="", stock=last, fill_stock=False)
    assert len(game.all_cards()) == 106
    play(game, "draw stock", "discard Kh")
    assert game.results[-1].kind == "draw" and game.results[-1].winner is None
    assert game.scores == [0, 0] and game.phase == Phase.HAND_OVER and game.dealer == 0
    assert game.discard == cards("Kh") and len(game.all_cards()) == 106


def test_tr8_reshuffles_are_capped_so_every_deal_ends() -> None:
    """TR-8 (engine's bound): after RESHUFFLE_LIMIT rebuilt stocks the next empty stock ends the
    deal as a draw, so two players who never go out still finish."""
    hand0, hand1, last = "2c 3c 4c 9s", "5d 6d 7d Qs", "Kh"
    game = stacked_rummy([hand0, hand1], discard=_everything_but(hand0, hand1, last), stock=last, fill_stock=False)
    game.reshuffles = RESHUFFLE_LIMIT
    drawn(game)
    game.apply("discard Kh")
    assert game.results[-1].kind == "draw" and game.scores == [0, 0]
    assert len(game.all_cards()) == 106


# --- TR-9 going out --------------------------------------------------------------------------------


def test_tr9_going_out_needs_a_discard() -> None:
    """TR-9: melding or building the last card is refused (naming TR-9); the last card is discarded."""
    # table:  0: 5♥ 6♥ 7♥ (seat 0)
    game = stacked_rummy(["9c 9d 9h", IDLE], stock="9s", table=[(0, "5h 6h 7h")])
    drawn(game)
    refuse(game, "meld 9c 9d 9h 9s", "TR-9", "keep one card")
    game.apply("meld 9c 9d 9h")
    refuse(game, "build 9s on 1", "TR-9", "keep one card")
    assert game.legal_actions() == [remi.Discard(Card.parse("9s"))]
    game.apply("discard 9s")
    assert game.phase == Phase.HAND_OVER and game.results[-1].winner == 0


def test_tr9_the_last_card_cannot_go_onto_a_run_either() -> None:
    """TR-9: a build that would empty the hand is refused even where the card fits."""
    game = stacked_rummy(["9c 9d 9h 8h", IDLE], stock="9s", table=[(0, "5h 6h 7h")])
    play(game, "draw stock", "meld 9c 9d 9h 9s")
    refuse(game, "build 8h on 0", "TR-9", "keep one card")
    game.apply("discard 8h")
    assert game.results[-1].kind == "out" and game.results[-1].points == (0, IDLE_POINTS)


def test_tr9_the_deal_ends_at_once_and_nobody_else_lays_down() -> None:
    """TR-9: after the discard that goes out the deal is over: nobody draws, melds or builds."""
    game = stacked_rummy(["9c 9d 9h 8h", "5s 6s 7s 2d"], stock="Kd", table=[(0, "5h 6h 7h")])
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard Kd")
    assert game.phase == Phase.HAND_OVER and game.to_act is None
    assert game.legal_actions() == [remi.NextHand()]
    assert game.results[-1].kind == "out" and game.results[-1].winner == 0
    assert game.hands[1] == cards("5s 6s 7s 2d")
    refuse(game, "draw stock", "C-6", "nobody draws")
    refuse(game, "meld 5s 6s 7s", "C-6")
    refuse(game, "discard 2d", "C-6")


def test_tr9_go_out_by_exchange_then_discarding_the_joker() -> None:
    """TR-9: the joker freed by the last two cards is a card like any: build, then discard it to go out."""
    # table:  0: 10♠ 10♥ ★ (seat 1)   1: Q♣ K♣ A♣ (seat 0)
    game = stacked_rummy(["10d 10c", IDLE], stock="Jc", table=[(1, "10s 10h *"), (0, "Qc Kc Ac")])
    play(game, "draw stock", "exchange 10d 10c on 0")
    assert game.hands[0] == [Card.parse("Jc"), Card.joker()]
    play(game, "build Jc on 1")
    refuse(game, "build * on 1", "TR-9", "keep one card")
    play(game, "discard *")
    assert game.phase == Phase.HAND_OVER and game.results[-1].points == (0, IDLE_POINTS)


# --- TR-10 rummy --------------------------------------------------------------------------------


def test_tr10_whole_hand_in_one_turn_is_a_rummy_worth_25_to_the_others() -> None:
    """TR-10: laying down all 13 cards (and the drawn one) in one turn, nothing laid before,
    is a rummy: every other player's penalty gets +25."""
    hand1 = "5c 6c 7c 8c 9c 10c Jc Qc 2d 3d 4d 6d 7d"  # 5+6+7+8+9+10+10+10+2+3+4+6+7 = 87
    hand2 = "As Ad 2h 3h' Kh 4s 6s' 8s' 10s' Qs' 3c' 5c' *'"  # 11+11+2+3+10+4+6+8+10+10+3+5+25 = 108
    game = stacked_rummy(["2c 3c 4c 5h 5d 5s 9h 10h Jh Qh Ks Kd Kc", hand1, hand2], stock="Ah", to_act=0)
    play(game, "draw stock", "meld 2c 3c 4c", "meld 5h 5d 5s", "meld 9h 10h Jh Qh", "meld Ks Kd Kc", "discard Ah")
    result = game.results[-1]
    assert result.kind == "rummy" and result.winner == 0
    assert result.points == (0, 87 + 25, 108 + 25)
    assert game.scores == [0, 112, 133]


def test_tr10_rummy_may_build_on_the_table_after_its_first_meld() -> None:
    """TR-10: building on other players' melds in that same turn (after a meld, TR-5) is still a rummy."""
    # table:  0: 5♥ 6♥ 7♥ (seat 1)   1: 9♠ 10♠ J♠ (seat 1)
    game = stacked_rummy(
        ["2c 3c 4c 8h 9h 10s' 10d 10c Kd Kh Kc Qs Ad", IDLE],
        stock="5c",
        table=[(1, "5h 6h 7h"), (1, "9s 10s Js")],
        opened=[False, True],
    )
    play(game, "draw stock", "meld 2c 3c 4c", "build 5c on 2", "build 8h on 0", "build 9h on 0")
    play(game, "meld 10s' 10d 10c", "meld Kd Kh Kc", "build Qs on 1")
    refuse(game, "build Ad on 1", "TR-9")
    game.apply("discard Ad")
    assert game.results[-1].kind == "rummy"
    assert game.results[-1].points == (0, IDLE_POINTS + 25)


def test_tr10_going_out_after_melding_in_an_earlier_turn_is_not_a_rummy() -> None:
    """TR-10: a player who laid a meld in an earlier turn goes out plainly: no +25."""
    game = stacked_rummy(["2c 3c 4c 9h 9d 9s Kd", "5s 6d 8c Qd"], stock="8h 3s 9c")
    play(game, "draw stock", "meld 2c 3c 4c", "discard Kd")  # turn 1: a meld, not out
    play(game, "draw stock", "discard 3s")  # seat 1
    assert game.opened == [True, False]
    play(game, "draw stock", "meld 9h 9d 9s 9c", "discard 8h")
    result = game.results[-1]
    assert result.kind == "out" and result.points == (0, 5 + 6 + 8 + 10)


def test_tr10_whole_hand_over_two_turns_is_not_a_rummy() -> None:
    """TR-10: the hand must go down in a single turn; 13 cards over two turns is a plain going out."""
    game = stacked_rummy(["2c 3c 4c 5h 5d 5s 9h 10h Jh Qh Ks Kd Kc", "5c 6c 7c 8c"], stock="Ah 9c 2s", to_act=0)
    play(game, "draw stock", "meld 2c 3c 4c", "meld 5h 5d 5s", "meld 9h 10h Jh Qh", "discard Ah")
    play(game, "draw stock", "discard 9c")
    play(game, "draw stock", "meld Ks Kd Kc", "discard 2s")
    assert game.results[-1].kind == "out" and game.results[-1].points == (0, 5 + 6 + 7 + 8)


# --- TR-11 scoring -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, value",
    [
        ("Ah", 11), ("Ah'", 11), ("2c", 2), ("5d", 5), ("9s", 9), ("10h", 10),
        ("Jc", 10), ("Qd", 10), ("Ks", 10), ("*", 25), ("*'", 25),
    ],
)
def test_tr11_card_values(text: str, value: int) -> None:
    """TR-11: 2-10 face value, J Q K = 10, A = 11, joker = 25."""
    assert penalty_value(Card.parse(text)) == value


def test_tr11_each_other_player_pays_the_cards_left_in_hand() -> None:
    """TR-11: exact penalties with three players; the player who went out gets 0; totals add up."""
    hand1 = "Ah Kd Qc Jh 10s 2c *"  # 11 + 10 + 10 + 10 + 10 + 2 + 25 = 78
    hand2 = "3d 4h Ad'"  # 3 + 4 + 11 = 18
    game = stacked_rummy(["9c 9d 9h 8h", hand1, hand2], stock="4s", table=[(0, "5h 6h 7h")], to_act=0)
    game.scores = [40, 100, 7]
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    result = game.results[-1]
    assert result.kind == "out" and result.points == (0, 78, 18)
    assert [p.hand for p in result.players][1] == tuple(cards(hand1))
    assert game.scores == [40, 178, 25]


# --- TR-12 the match -----------------------------------------------------------------------------


def test_tr12_deal_passes_to_the_left() -> None:
    """TR-12: after each deal the next seat deals, and the seat after it plays first."""
    game = remi.new_game("traditional", 3, options={"deals": 10}, seed=4)
    from remi.selfplay import play_match
    from remi.table.players import BaselineRummyPlayer

    first = game.dealer
    play_match(game, [BaselineRummyPlayer() for _ in range(3)])
    assert [r.dealer for r in game.results] == [(first + i) % 3 for i in range(10)]
    again = remi.new_game("traditional", 3, seed=4)
    play(again, *[a for a in game.actions[: game.actions.index("next hand") + 1]])
    assert again.dealer == (first + 1) % 3 and again.to_act == (first + 2) % 3


def test_tr12_match_ends_when_a_total_reaches_the_target_lowest_wins() -> None:
    """TR-12: deals go on until a total reaches ``target`` (500 by default); then the lowest total
    wins, which need not be the player who went out last."""
    assert {s.name: s.default for s in remi.GAMES["traditional"].option_specs()} == {"target": 500, "deals": 0}
    game = stacked_rummy(["9c 9d 9h 8h", "Kd Kh", "2c 3d"], stock="4s", table=[(0, "5h 6h 7h")], options={"target": 100})
    game.scores = [95, 80, 60]
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.scores == [95, 100, 65]
    assert game.phase == Phase.MATCH_OVER and game.is_over and game.winners == (2,)
    refuse(game, "next hand", "TR-12", "match is over")
    refuse(game, "draw stock", "TR-12", "match is over")
    refuse(game, "discard 2c", "TR-12", "match is over")
    assert game.legal_actions() == []


def test_tr12_below_the_target_the_next_deal_follows() -> None:
    """TR-12: under the target the deal is over but not the match; ``next hand`` deals anew."""
    game = stacked_rummy(["9c 9d 9h 8h", "Kd Kh"], stock="4s", table=[(0, "5h 6h 7h")], options={"target": 100})
    refuse(game, "next hand", "TR-12", "not over")
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.phase == Phase.HAND_OVER and game.scores == [0, 20]
    game.apply("next hand")
    assert game.hand_number == 2 and game.dealer == 0 and game.to_act == 1
    assert [len(h) for h in game.hands] == [13, 13] and game.table == [] and game.opened == [False, False]
    assert len(game.all_cards()) == 106


def test_tr12_deals_option_plays_a_fixed_number_of_deals_ties_share() -> None:
    """TR-12: with ``deals`` the match ends after that many deals, whatever the totals; equal
    lowest totals share the win."""
    game = stacked_rummy(["9c 9d 9h 8h", "Kd Kh", "2c 3d"], stock="4s", table=[(0, "5h 6h 7h")], options={"deals": 2})
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.phase == Phase.HAND_OVER and game.scores == [0, 20, 5]
    game.apply("next hand")
    assert game.to_act == 1
    restack(game, ["2c 3d", "9c 9d 9h 8h", "Kd 5h"], stock="4s", table=[(1, "5h' 6h 7h")])
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.scores == [5, 20, 20] and game.phase == Phase.MATCH_OVER and game.winners == (0,)
    tie = stacked_rummy(["9c 9d 9h 8h", "Kd", "10c"], stock="4s", table=[(0, "5h 6h 7h")], options={"deals": 1})
    tie.scores = [10, 0, 0]
    play(tie, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert tie.scores == [10, 10, 10] and tie.winners == (0, 1, 2)


def test_tr12_every_match_ends_within_the_deal_limit() -> None:
    """TR-12 (engine's bound): a match stops after MATCH_HAND_LIMIT deals at the latest."""
    game = stacked_rummy(["9c 9d 9h 8h", "2c"], stock="4s", table=[(0, "5h 6h 7h")])
    game.hand_number = MATCH_HAND_LIMIT
    play(game, "draw stock", "meld 9c 9d 9h", "build 8h on 0", "discard 4s")
    assert game.phase == Phase.MATCH_OVER and game.winners == (0,) and game.scores == [0, 2]


def test_tr12_nobody_to_act_refuses_every_action() -> None:
    """TR-12: with nobody to act (a guard: the engine never leaves a draw phase without a
    player) an action is refused naming the match rule, and nothing changes."""
    game = stacked_rummy(["9c 9d 9h 8h", "2c"], stock="4s")
    drawn(game)
    game.to_act = None
    before = game.snapshot()
    for action in ("discard 4s", "meld 9c 9d 9h"):
        with pytest.raises(remi.IllegalActionError) as info:
            game.apply(action)
        assert info.value.rule == "TR-12" and "nobody plays now" in info.value.message
        assert game.snapshot() == before


@pytest.mark.parametrize("options", [{"target": 0}, {"deals": -1}, {"target": "lots"}, {"jokers": 4}])
def test_tr12_bad_options_are_refused(options: dict[str, object]) -> None:
    """TR-12: ``target`` and ``deals`` are checked; options of other games are unknown here."""
    with pytest.raises(remi.InvalidOptionError):
        remi.new_game("traditional", 2, options=options, seed=1)


def test_tr12_saved_match_replays_identically() -> None:
    """TR-12 with C-8: a whole match (several deals) saved to JSON replays to the same state."""
    from remi.selfplay import play_match
    from remi.table.players import BaselineRummyPlayer

    game = play_match(remi.new_game("traditional", 2, options={"deals": 3}, seed=9), [BaselineRummyPlayer()] * 2)
    assert len(game.results) == 3 and game.is_over
    assert remi.load_game(game.to_json()).snapshot() == game.snapshot()
