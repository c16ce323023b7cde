"""Gin Rummy (G-1..G-14), Oklahoma Gin (OK-1..OK-7) and the common terms (C-1..C-8),
rule by rule, as scenarios on stacked decks.

Every test names the rule it checks (``test_g9_...``) and cites the exact id of RULES.md in
its docstring. Hands are written as strings; the table of each scenario is drawn in a
comment. ``stacked_game(..., dealer=d)`` makes seat ``d`` the dealer, so seat ``d + 1``
decides first on the up-card; ``hands[i]`` is seat ``i``'s hand; ``stock`` lists the next
cards to be drawn, top first.
"""

from __future__ import annotations

from collections import Counter

import pytest
import remi
from remi.actions import Discard, DrawDiscard, DrawStock, FinishLayoff, Knock, LayOff, Pass, TakeUpcard
from remi.cards import Card, card_id, make_deck
from remi.game import Phase
from remi.gin import melds
from remi.gin.players import BaselineGinPlayer
from remi.selfplay import play_match
from remi.testing import stacked_game

DECK = make_deck()


def cards(text: str) -> list[Card]:
    return Card.parse_many(text)


def play(game: remi.Game, *actions: str | remi.Action) -> remi.Game:
    for action in actions:
        game.apply(action)
    return game


def hand(game: remi.Game, seat: int) -> list[Card]:
    return list(game.view(seat).hand)  # type: ignore[attr-defined]


def same_cards(a: object, b: str) -> bool:
    return sorted(a) == sorted(cards(b))  # type: ignore[call-overload]


# --- The scenarios -------------------------------------------------------------------------
#
# WORKED: the G-9 example of the rule book, 2 players, seat 1 deals, seat 0 knocks.
#
#   seat 0 (knocker):  7h 8h 9h 10h | 5c 5d 5s | Ad 2s Kd      draws 3s, knocks Kd
#                      melds: [0] 5c 5d 5s  [1] 7h 8h 9h 10h; deadwood Ad 2s 3s = 6
#   seat 1 (dealer):   Qc Qd Qs | 8d 9d 10d | Jh 6h + TAIL       deadwood Jh 6h + tail
#   up-card Kc (Oklahoma knock limit 10), stock top 3s
#
# With TAIL = "4c 4d" the opponent's deadwood is 24; laying off 6h and Jh leaves 8.

KNOCKER_0 = "7h 8h 9h 10h 5c 5d 5s Ad 2s Kd"


def worked(name: str = "gin", tail: str = "4c 4d", upcard: str = "Kc", options: dict | None = None) -> remi.Game:
    return stacked_game(
        name,
        hands=[KNOCKER_0, "Qc Qd Qs 8d 9d 10d Jh 6h " + tail],
        upcard=upcard,
        stock="3s",
        dealer=1,
        options=options,
    )


def worked_knock(name: str = "gin", tail: str = "4c 4d", upcard: str = "Kc", options: dict | None = None) -> remi.Game:
    """WORKED up to the knock: both pass, seat 0 draws 3s and knocks Kd."""
    return play(worked(name, tail, upcard, options), "pass", "pass", "draw stock", "knock Kd")


def worked_hand(name: str = "gin", tail: str = "4c 4d", upcard: str = "Kc", options: dict | None = None) -> remi.Game:
    """WORKED to the end of the hand: seat 1 lays off 6h and Jh on meld 1 (7h-10h), done."""
    game = worked_knock(name, tail, upcard, options)
    return play(game, "lay off 6h on 1", "lay off Jh on 1", "done")


# GIN3: 3 players, seat 0 deals, seat 1 takes the up-card on its first turn and knocks Kd.
#
#   seat 1 (knocker):  3c 4c 5c | 9s 9d 9h | Kd     + up-card; melds [0] 3c-5c [1] 9d 9h 9s
#   seat 2:            given                          lays off / arranges first (after the knocker)
#   seat 0 (dealer):   given                          second
#
def three_player(seat2: str, seat0: str, upcard: str = "5d", name: str = "gin", options: dict | None = None) -> remi.Game:
    game = stacked_game(name, hands=[seat0, "3c 4c 5c 9s 9d 9h Kd", seat2], upcard=upcard, dealer=0, options=options)
    return play(game, "take", "knock Kd")


def draw_and_throw(game: remi.Game) -> Card:
    """A plain turn: draw from the stock and discard the card just drawn."""
    seat = game.to_act
    assert seat is not None
    before = set(hand(game, seat))
    game.apply(DrawStock())
    (new,) = [c for c in hand(game, seat) if c not in before]
    game.apply(Discard(new))
    return new


# --- C: common terms ---------------------------------------------------------------------------


def test_c1_card_notation_round_trips_and_52_distinct_ids() -> None:
    """C-1: four suits, thirteen ranks; every card prints and parses back; 52 distinct ids."""
    assert len(DECK) == 52 and len(set(DECK)) == 52
    assert {c.suit for c in DECK} == set("cdhs")
    assert {c.rank for c in DECK} == set(range(1, 14))
    for card in DECK:
        assert Card.parse(str(card)) == card
        assert Card.parse(card.pretty()) == card  # the suit symbols parse too
    assert sorted(card_id(c) for c in DECK) == list(range(52))
    assert [str(c) for c in cards("Ah 10s Qd Kc Jh 2c")] == ["Ah", "10s", "Qd", "Kc", "Jh", "2c"]
    assert Card.parse("Th") == Card.parse("10h") == Card(10, "h")
    assert Card.parse("10♥").pretty() == "10♥" and Card.parse("qS") == Card(12, "s")
    assert remi.cards_text(cards("7h 8h 9h")) == "7h 8h 9h"


def test_c2_set_is_three_or_four_of_a_rank_in_different_suits() -> None:
    """C-2: a set is 3 or 4 cards of one rank, every suit at most once."""
    assert melds.is_set(cards("7h 7c 7d")) and melds.is_set(cards("7h 7c 7d 7s"))
    assert not melds.is_set(cards("7h 7c"))
    assert not melds.is_set(cards("7h 7c 8d"))
    assert not melds.is_set([Card(7, "h"), Card(7, "h", 1), Card(7, "c")])  # a suit twice


def test_c3_run_is_three_or_more_consecutive_in_one_suit() -> None:
    """C-3: a run is 3 or more cards of one suit in consecutive ranks."""
    assert melds.is_run(cards("5s 6s 7s")) and melds.is_run(cards("9s 10s Js Qs Ks"))
    assert melds.is_run(cards("7s 5s 6s"))  # order of the cards does not matter
    assert not melds.is_run(cards("5s 6s"))
    assert not melds.is_run(cards("5s 6s 8s"))
    assert not melds.is_run(cards("5s 6s 7h"))


def test_c4_one_card_belongs_to_at_most_one_meld() -> None:
    """C-4: 7h cannot serve both the run 7h 8h 9h and the set 7h 7c 7d."""
    arrangement = melds.best_arrangement(cards("7h 8h 9h 7c 7d"))
    used = [c for meld in arrangement.melds for c in meld]
    assert len(used) == len(set(used))
    assert arrangement.deadwood_value == 14  # run kept; 7c 7d are deadwood (not 0)
    assert same_cards(arrangement.deadwood, "7c 7d")


def test_c5_best_arrangement_takes_lowest_deadwood_with_overlaps() -> None:
    """C-5: the arrangement with the lowest deadwood count, where set and run overlap."""
    # 6h fits run 4h-5h-6h and set 6c 6d 6h: run leaves 6c 6d = 12, set leaves 4h 5h = 9.
    a = melds.best_arrangement(cards("4h 5h 6h 6c 6d"))
    assert a.deadwood_value == 9 and same_cards(a.deadwood, "4h 5h")
    assert a.melds == (tuple(cards("6c 6d 6h")),)
    # A run of four splits: 3h-4h-5h and the set 6c 6d 6h: nothing left.
    assert melds.best_arrangement(cards("3h 4h 5h 6h 6c 6d")).deadwood_value == 0
    # A set of four gives up one card to a run: 8c 8d 8s + 6h 7h 8h.
    b = melds.best_arrangement(cards("8c 8d 8s 8h 6h 7h"))
    assert b.deadwood_value == 0 and len(b.melds) == 2
    # Run against set: 10c Jc Qc Kc + Qd Qh.
    # 10c-Jc-Qc-Kc leaves Qd Qh = 20; set Qc Qd Qh leaves 10c Jc Kc = 30: the run wins.
    c = melds.best_arrangement(cards("10c Jc Qc Kc Qd Qh"))
    assert c.deadwood_value == 20
    assert melds.deadwood(cards("10c Jc Qc Kc Qd Qh")) == 20


def test_c5_knocker_is_laid_down_in_its_best_arrangement() -> None:
    """C-5 in play: the knocker's hand is shown in the arrangement with the lowest count."""
    # 2 players, seat 1 deals. seat 0: 2h 3h 4h 4c 4d | Kc Kd Ks | Ac Ad, draws Qh, knocks Qh.
    #   run 2h-4h leaves 4c 4d Ac Ad = 10; set 4c 4d 4h leaves 2h 3h Ac Ad = 7 (the best).
    # seat 1: Qc Qd Qs 8d 9d 10d Jh 7h 5c 3d. Up-card 9c.
    game = stacked_game(
        "gin",
        hands=["2h 3h 4h 4c 4d Kc Kd Ks Ac Ad", "Qc Qd Qs 8d 9d 10d Jh 7h 5c 3d"],
        upcard="9c",
        stock="Qh",
        dealer=1,
    )
    play(game, "pass", "pass", "draw stock", "knock Qh")
    assert game.view(1).knocker_melds == (tuple(cards("4c 4d 4h")), tuple(cards("Kc Kd Ks")))
    play(game, "done")
    knocker = game.results[-1].players[0]
    assert knocker.deadwood_value == 7 and same_cards(knocker.deadwood, "2h 3h Ac Ad")


def test_c6_a_turn_is_draw_then_discard_and_the_discard_ends_it() -> None:
    """C-6: draw one card, then discard one face up; the discard passes the turn."""
    game = play(worked(), "pass", "pass")
    assert (game.phase, game.to_act) == (Phase.DRAW, 0)
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("discard Kd")  # no discard before the draw
    assert err.value.rule == "C-6"
    game.apply("draw stock")
    assert Card.parse("3s") in hand(game, 0) and game.phase == Phase.DISCARD
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("draw stock")  # one draw only
    assert err.value.rule == "C-6"
    game.apply("discard Kd")
    assert (game.phase, game.to_act) == (Phase.DRAW, 1)
    assert game.view(1).discard_pile[-1] == Card.parse("Kd")
    game.apply("draw discard")  # the top of the discard pile, face up
    assert Card.parse("Kd") in hand(game, 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_c7_first_dealer_from_seed_and_left_of_dealer_acts_first(players: int) -> None:
    """C-7: the first dealer comes from the seed; the next seat (left of the dealer) acts first."""
    dealers = Counter()
    for seed in range(60):
        game = remi.new_game("gin", players=players, seed=seed)
        again = remi.new_game("gin", players=players, seed=seed)
        assert game.dealer == again.dealer  # the seed decides
        assert game.to_act == (game.dealer + 1) % players
        assert game.view(0).log == ()  # nobody has acted yet
        dealers[game.dealer] += 1
    assert set(dealers) == set(range(players))  # random, not always the same seat


def test_c7_stacked_dealer_next_seat_acts_first() -> None:
    """C-7: with seat 2 of 3 dealing, seat 0 decides first, then 1, then the dealer."""
    game = stacked_game(
        "gin", hands=["Ac 2c 3c 4c 5c 6c 7c", "Ad 2d 3d 4d 5d 6d 7d", "Ah 2h 3h 4h 5h 6h 7h"], upcard="Ks", dealer=2
    )
    order = []
    for _ in range(3):
        order.append(game.to_act)
        game.apply("pass")
    assert order == [0, 1, 2]
    assert game.to_act == 0


@pytest.mark.parametrize("name,players", [("gin", 2), ("gin", 4), ("oklahoma", 2), ("oklahoma", 3)])
def test_c8_same_seed_and_actions_give_the_same_game(name: str, players: int) -> None:
    """C-8: a seed plus the list of moves replays a game exactly (snapshots equal)."""
    options = {"target": 40}
    a = play_match(remi.new_game(name, players=players, options=options, seed=11), [BaselineGinPlayer()] * players)
    b = remi.new_game(name, players=players, options=options, seed=11)
    for text in a.actions:
        b.apply(text)
    assert b.snapshot() == a.snapshot()
    assert remi.load_game(a.to_json()).snapshot() == a.snapshot()
    # A different seed deals differently.
    assert (
        remi.new_game(name, players=players, options=options, seed=12).snapshot()
        != remi.new_game(name, players=players, options=options, seed=11).snapshot()
    )


def test_c8_reshuffle_comes_from_the_seed() -> None:
    """C-8 with G-11: the rebuilt stock is the same for the same seed and actions."""
    stocks = []
    for _ in range(2):
        game = play(worked(), "pass", "pass")
        while game.view(0).stock_size > 3:
            draw_and_throw(game)
        draw_and_throw(game)
        stocks.append(game.snapshot()["stock"])
    assert stocks[0] == stocks[1]


# --- G: Gin Rummy ------------------------------------------------------------------------------


@pytest.mark.parametrize("players,each,stock", [(2, 10, 31), (3, 7, 30), (4, 7, 23)])
def test_g1_deal_sizes_upcard_and_stock(players: int, each: int, stock: int) -> None:
    """G-1: 2 players get 10 cards each, 3-4 players 7; one up-card; the rest is the stock."""
    for seed in range(5):
        game = remi.new_game("gin", players=players, seed=seed)
        view = game.view(0)
        assert view.hand_sizes == (each,) * players
        assert view.discard_pile == (game.upcard,) and view.upcard == game.upcard
        assert view.stock_size == stock
        assert each * players + 1 + stock == 52
        everything = game.all_cards()
        assert len(everything) == 52 and set(everything) == set(DECK)  # one deck, no jokers
        assert not any(c.is_joker for c in everything)


def test_g1_player_counts() -> None:
    """G-1: 2 to 4 players."""
    for players in (2, 3, 4):
        assert remi.new_game("gin", players=players, seed=1).players == players
    for players in (1, 5):
        with pytest.raises(remi.InvalidOptionError):
            remi.new_game("gin", players=players, seed=1)


def test_g2_card_values() -> None:
    """G-2: A = 1, 2-10 face value, J Q K = 10."""
    values = {str(c)[:-1]: melds.gin_value(c) for c in DECK if c.suit == "s"}
    assert values == {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10}
    assert melds.deadwood(cards("Ac Kd Qs Jh 10c 5d")) == 1 + 10 + 10 + 10 + 10 + 5


def test_g2_values_in_a_played_hand() -> None:
    """G-2 in play: the opponent's deadwood Jh 6h Ah Kh counts 10 + 6 + 1 + 10."""
    game = worked_knock(tail="Ah Kh")  # deadwood Jh 6h Ah Kh; lays off nothing
    play(game, "done")
    assert game.results[-1].players[1].deadwood_value == 10 + 6 + 1 + 10


def test_g3_aces_are_low_only() -> None:
    """G-3: A-2-3 is a run; Q-K-A and K-A-2 are not (and K does not take an ace lay-off)."""
    assert melds.is_run(cards("Ah 2h 3h"))
    assert not melds.is_run(cards("Qh Kh Ah"))
    assert not melds.is_run(cards("Kh Ah 2h"))
    assert melds.deadwood(cards("Qh Kh Ah")) == 21
    assert melds.best_arrangement(cards("Qh Kh Ah")).melds == ()
    assert melds.extends(cards("2h 3h 4h"), Card.parse("Ah"))
    assert not melds.extends(cards("Jh Qh Kh"), Card.parse("Ah"))


def test_g4_upcard_offer_goes_round_the_table_first_taker_discards() -> None:
    """G-4: from the left of the dealer round the table; the first taker discards, the next
    player has a normal turn."""
    # 3 players, seat 0 deals: seat 1 passes, seat 2 takes Ks and discards 2c; seat 0 goes next.
    game = stacked_game(
        "gin",
        hands=["Ac 3c 5c 7c 9c Jc Kc", "Ad 3d 5d 7d 9d Jd Kd", "2c 4c Qs Js 10s 8h 6h"],
        upcard="Ks",
        stock="2h",
        dealer=0,
    )
    assert (game.phase, game.to_act) == (Phase.UPCARD, 1)
    assert game.legal_actions() == [TakeUpcard(), Pass()]
    game.apply("pass")
    assert (game.phase, game.to_act) == (Phase.UPCARD, 2)
    game.apply("take")
    assert (game.phase, game.to_act) == (Phase.DISCARD, 2)
    assert Card.parse("Ks") in hand(game, 2) and game.view(2).discard_pile == ()
    game.apply("discard 2c")
    assert (game.phase, game.to_act) == (Phase.DRAW, 0)  # a normal turn for the next player
    assert set(game.legal_actions()) == {DrawStock(), DrawDiscard()}
    game.apply("draw discard")
    assert Card.parse("2c") in hand(game, 0)


def test_g4_dealer_may_take_after_everyone_else_passed() -> None:
    """G-4: the offer reaches the dealer last; after the dealer takes, the left player plays."""
    game = stacked_game(
        "gin", hands=["Ac 3c 5c 7c 9c Jc Kc", "Ad 3d 5d 7d 9d Jd Kd", "2c 4c Qs Js 10s 8h 6h"], upcard="Ks", dealer=0
    )
    play(game, "pass", "pass")
    assert (game.phase, game.to_act) == (Phase.UPCARD, 0)
    play(game, "take", "discard Ac")
    assert (game.phase, game.to_act) == (Phase.DRAW, 1)


def test_g4_all_pass_first_player_must_draw_from_the_stock() -> None:
    """G-4: if every player passes, the left of the dealer draws from the stock, not the up-card."""
    game = play(worked(), "pass")
    assert (game.phase, game.to_act) == (Phase.UPCARD, 1)
    game.apply("pass")
    assert (game.phase, game.to_act) == (Phase.DRAW, 0)
    assert game.legal_actions() == [DrawStock()]
    before = game.snapshot()
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("draw discard")
    assert err.value.rule == "G-4"
    assert game.snapshot() == before
    play(game, "draw stock", "discard Kd")
    assert DrawDiscard() in game.legal_actions()  # later turns draw from either pile


def test_g5_hand_holds_eleven_or_eight_between_draw_and_discard() -> None:
    """G-5: 11 cards between draw and discard with 2 players, 8 with 3-4."""
    game = play(worked(), "pass", "pass", "draw stock")
    assert game.view(0).hand_sizes == (11, 10)
    assert any(isinstance(a, Knock) for a in game.legal_actions())  # discard or knock
    game.apply("discard Kd")
    game.apply("draw stock")
    assert game.view(0).hand_sizes == (10, 11)
    for players in (3, 4):
        g = remi.new_game("gin", players=players, seed=3)
        play(g, *["pass"] * players, "draw stock")
        assert g.view(0).hand_sizes[g.to_act] == 8


def test_g6_card_taken_from_the_discard_pile_cannot_be_discarded_at_once() -> None:
    """G-6: a card taken from the discard pile (up-card or later) may not be discarded that turn."""
    game = play(worked(), "take")
    before = game.snapshot()
    for action in ("discard Kc", "knock Kc"):
        with pytest.raises(remi.IllegalActionError) as err:
            game.apply(action)
        assert err.value.rule == "G-6"
        assert game.snapshot() == before
    assert Discard(Card.parse("Kc")) not in game.legal_actions()
    play(game, "discard Kd", "draw discard")  # seat 1 takes Kd from the pile
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("discard Kd")
    assert err.value.rule == "G-6"
    game.apply("discard Jh")  # any other card is fine
    # A card drawn from the stock may be thrown straight back.
    game.apply("draw stock")
    game.apply("discard 3s")


def test_g6_option_allows_discarding_the_taken_card() -> None:
    """G-6: with allow_discard_of_drawn_upcard the taken card may go straight back."""
    game = play(worked(options={"allow_discard_of_drawn_upcard": True}), "take")
    assert Discard(Card.parse("Kc")) in game.legal_actions()
    game.apply("discard Kc")
    assert game.view(1).discard_pile == (Card.parse("Kc"),)


# G7: 2 players, seat 1 deals. seat 0: 2c 3c 4c | 5d 6d 7d | Ah 2s 3d 4s, draws 5h.
#   knock 5h leaves Ah 2s 3d 4s = 10 (allowed); knock 4s leaves Ah 2s 3d 5h = 11 (refused).
def g7_game(name: str = "gin", upcard: str = "Kc", options: dict | None = None) -> remi.Game:
    game = stacked_game(
        name,
        hands=["2c 3c 4c 5d 6d 7d Ah 2s 3d 4s", "Qc Qd Qs 8d 9d 10d Jh 6h Kh Ks"],
        upcard=upcard,
        stock="5h",
        dealer=1,
        options=options,
    )
    return play(game, "pass", "pass", "draw stock")


def test_g7_knock_needs_deadwood_of_ten_or_less() -> None:
    """G-7: knocking with deadwood 11 is refused; with exactly 10 it is allowed."""
    game = g7_game()
    assert game.knock_limit == 10
    before = game.snapshot()
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("knock 4s")
    assert err.value.rule == "G-7" and "11" in err.value.message
    assert game.snapshot() == before
    assert Knock(Card.parse("4s")) not in game.legal_actions()
    assert Knock(Card.parse("5h")) in game.legal_actions()
    game.apply("knock 5h")
    assert game.phase == Phase.LAYOFF
    assert game.view(1).knocker == 0


def test_g7_knocking_is_never_forced() -> None:
    """G-7: a player who may knock (even with gin) may simply discard instead."""
    game = g7_game()
    game.apply("discard 5h")
    assert (game.phase, game.to_act) == (Phase.DRAW, 1)
    assert game.results == []


def test_g7_knock_allowed_on_the_very_first_turn() -> None:
    """G-7: knocking is allowed on any turn, the first included (taking the up-card)."""
    game = three_player("Js Qs Ks 6h 7h 8h 10d", "Jc Qc Kc 2s 3s 4s 8d")
    assert game.phase == Phase.LAYOFF and game.view(2).knocker == 1
    assert game.actions == ["take", "knock Kd"]


def test_g8_knock_with_no_deadwood_is_gin_and_ends_the_hand() -> None:
    """G-8: a knock with deadwood 0 is gin; the hand is scored at once (no lay-off phase)."""
    game = gin_game()
    game.apply("knock 9d")
    assert game.phase == Phase.HAND_OVER
    result = game.results[-1]
    assert (result.kind, result.knocker, result.winner) == ("gin", 0, 0)
    assert result.players[0].deadwood_value == 0


# BIG: 2 players, seat 1 deals. seat 0: 2c 3c 4c | 5d 6d 7d | 8h 9h 10h Jh, draws Qh:
#      all 11 cards melded. seat 1: Qs Qd Qc | 3h 4h 5h | Ks Kd 9s 8s (deadwood 37).
def big_game(name: str = "gin", options: dict | None = None) -> remi.Game:
    game = stacked_game(
        name,
        hands=["2c 3c 4c 5d 6d 7d 8h 9h 10h Jh", "Qs Qd Qc 3h 4h 5h Ks Kd 9s 8s"],
        upcard="Kc",
        stock="Qh",
        dealer=1,
        options=options,
    )
    return play(game, "pass", "pass", "draw stock")


def test_g8_big_gin_option() -> None:
    """G-8: with big_gin, all 11 cards melded before the discard is big gin (bonus 31)."""
    game = big_game(options={"big_gin": True})
    assert remi.BigGin() in game.legal_actions()
    game.apply("big gin")
    result = game.results[-1]
    assert (result.kind, result.winner) == ("big_gin", 0)
    assert result.players[1].deadwood_value == 37
    assert result.points == (0, 37 + 31)
    assert game.view(0).hand_sizes == (11, 10)  # nothing discarded


def test_g8_big_gin_off_by_default_knock_is_plain_gin() -> None:
    """G-8: big gin is off by default: the same hand knocks for plain gin (bonus 25)."""
    game = big_game()
    assert remi.BigGin() not in game.legal_actions()
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("big gin")
    assert err.value.rule == "G-8"
    game.apply("knock Qh")
    assert game.results[-1].kind == "gin" and game.results[-1].points == (0, 37 + 25)


def test_g8_big_gin_with_three_players_is_eight_cards_and_bonus_option() -> None:
    """G-8: with 3-4 players all 8 cards melded is big gin; big_gin_bonus sets the bonus."""
    # 3 players, seat 0 deals. seat 1: 2c 3c 4c 5c | 5d 6d 7d, takes the up-card 8d: 8 cards melded.
    # seat 2: Qs Qd Qc 3h 4h 5h Ks (10). seat 0: Jd Jc Js 9h 10h Kh Ah (30).
    hands = ["Jd Jc Js 9h 10h Kh Ah", "2c 3c 4c 5c 5d 6d 7d", "Qs Qd Qc 3h 4h 5h Ks"]
    game = play(stacked_game("gin", hands=hands, upcard="8d", dealer=0, options={"big_gin": True, "big_gin_bonus": 40}), "take")
    assert game.view(1).hand_sizes == (7, 8, 7)
    game.apply("big gin")
    result = game.results[-1]
    assert (result.kind, result.knocker, result.winner) == ("big_gin", 1, 1)
    assert result.points == (30 + 40, 0, 10 + 40)
    # Without the up-card the 7 cards are not a big gin (2c-5c 5d-7d are 7 cards, 0 deadwood,
    # but big gin is called with 8 cards after drawing, so a non-melded draw refuses it).
    other = play(stacked_game("gin", hands=hands, upcard="8d", dealer=0, options={"big_gin": True}), "pass", "pass", "pass")
    other.apply("draw stock")
    assert melds.deadwood(hand(other, 1)) > 0 and not other.is_legal("big gin")


def gin_game(name: str = "gin", options: dict | None = None) -> remi.Game:
    """GIN: 2 players, seat 1 deals. seat 0: 5h 6h 7h | 2c 2d 2s | Jc Qc Kc | 9d, draws 2h
    and knocks 9d for gin. seat 1: 8h 4h (would extend 5h-7h) Qs Qd Qh 3c 4c 5c Ks Kd = 32."""
    game = stacked_game(
        name,
        hands=["5h 6h 7h 2c 2d 2s Jc Qc Kc 9d", "8h 4h Qs Qd Qh 3c 4c 5c Ks Kd"],
        upcard="4s",
        stock="2h",
        dealer=1,
        options=options,
    )
    return play(game, "pass", "pass", "draw stock")


def test_g9_opponent_lays_off_onto_knockers_run_worked_example_meld_maths() -> None:
    """G-9 worked example via best_layoff: 7h-10h shown; Jh 6h 4c 4d (24) leaves 8."""
    assert melds.deadwood(cards("Jh 6h 4c 4d")) == 24
    plan = melds.best_layoff(cards("Jh 6h 4c 4d"), [cards("7h 8h 9h 10h")])
    assert plan.deadwood_value == 8
    assert sorted(plan.layoffs) == sorted([(Card.parse("6h"), 0), (Card.parse("Jh"), 0)])
    assert same_cards(plan.deadwood, "4c 4d")
    # The whole hand against the knocker's two melds: own melds kept, 6h Jh laid on meld 1.
    whole = melds.best_layoff(cards("Qc Qd Qs 8d 9d 10d Jh 6h 4c 4d"), [cards("5c 5d 5s"), cards("7h 8h 9h 10h")])
    assert whole.deadwood_value == 8
    assert sorted(whole.melds) == sorted([tuple(cards("Qc Qd Qs")), tuple(cards("8d 9d 10d"))])
    assert sorted(whole.layoffs) == sorted([(Card.parse("6h"), 1), (Card.parse("Jh"), 1)])


def test_g9_opponent_lays_off_onto_knockers_run_worked_example_played() -> None:
    """G-9 worked example in a played hand: knock, 'lay off 6h on 1', 'lay off Jh on 1', done."""
    game = worked_knock()
    assert (game.phase, game.to_act) == (Phase.LAYOFF, 1)
    view = game.view(1)
    assert view.knocker == 0
    assert view.knocker_melds == (tuple(cards("5c 5d 5s")), tuple(cards("7h 8h 9h 10h")))
    plan = melds.best_layoff(view.hand, view.layoff_targets())  # what the engine offers
    assert plan.deadwood_value == 8
    assert set(game.legal_actions()) == {
        LayOff(Card.parse("6h"), 1),
        LayOff(Card.parse("Jh"), 1),
        FinishLayoff(),
    }
    game.apply("lay off 6h on 1")
    assert game.view(1).layoff_targets()[1] == tuple(cards("6h 7h 8h 9h 10h"))
    play(game, "lay off Jh on 1", "done")
    result = game.results[-1]
    assert (result.kind, result.knocker, result.winner) == ("knock", 0, 0)
    opponent = result.players[1]
    assert opponent.layoffs == ((Card.parse("6h"), 1), (Card.parse("Jh"), 1))
    assert same_cards(opponent.deadwood, "4c 4d") and opponent.deadwood_value == 8
    assert sorted(opponent.melds) == sorted([tuple(cards("Qc Qd Qs")), tuple(cards("8d 9d 10d"))])
    assert result.players[0].deadwood_value == 6
    assert result.points == (0, 8 - 6)
    assert game.scores == [0, 2]


def test_g9_lay_off_a_fourth_card_on_a_set() -> None:
    """G-9: a missing suit goes on a knocker's set of three (2c 2d 2s takes 2h)."""
    game = chained_game()
    game.apply("lay off 2h on 0")
    assert game.view(1).layoff_targets()[0] == tuple(cards("2c 2d 2h 2s"))


# CHAIN: 2 players, seat 1 deals. seat 0: 2c 2d 2s | 5h 6h 7h | Jc Qc Kc | 3d, draws Ah,
#        knocks 3d (deadwood Ah = 1). melds [0] 2c 2d 2s [1] 5h 6h 7h [2] Jc Qc Kc.
#        seat 1: 8h 9h 2h Qs Qd Qh 3c 4c 5c Kd
def chained_game() -> remi.Game:
    game = stacked_game(
        "gin",
        hands=["2c 2d 2s 5h 6h 7h Jc Qc Kc 3d", "8h 9h 2h Qs Qd Qh 3c 4c 5c Kd"],
        upcard="4s",
        stock="Ah",
        dealer=1,
    )
    return play(game, "pass", "pass", "draw stock", "knock 3d")


def test_g9_chained_lay_offs_8h_then_9h_onto_5h_6h_7h() -> None:
    """G-9: several cards in a row onto one meld: 9h only after 8h."""
    game = chained_game()
    assert game.view(1).knocker_melds[1] == tuple(cards("5h 6h 7h"))
    assert not game.is_legal("lay off 9h on 1")
    plan = melds.best_layoff(game.view(1).hand, game.view(1).layoff_targets())
    assert [(str(c), k) for c, k in plan.layoffs if k == 1] == [("8h", 1), ("9h", 1)]
    play(game, "lay off 8h on 1", "lay off 9h on 1", "lay off 2h on 0", "done")
    result = game.results[-1]
    assert result.players[1].deadwood_value == 10  # Kd
    assert result.points == (0, 10 - 1)


def test_g9_lay_off_does_not_extend_meld_for_a_later_opponent() -> None:
    """G-9 with 3 players: seat 1's 8h on 5h-6h-7h does not let seat 2 lay off 9h."""
    # 3 players, seat 2 deals. seat 0: 5h 6h 7h | 2c 2d 2s | Kd, draws Ac, knocks Kd (deadwood 1).
    # seat 1: 8h Kc Qs Jd 10c 9s 4d (lays off 8h first). seat 2: 9h Ks Qd Jc 3c 4s 6d.
    game = stacked_game(
        "gin",
        hands=["5h 6h 7h 2c 2d 2s Kd", "8h Kc Qs Jd 10c 9s 4d", "9h Ks Qd Jc 3c 4s 6d"],
        upcard="Qh",
        stock="Ac",
        dealer=2,
    )
    play(game, "pass", "pass", "pass", "draw stock", "knock Kd")
    assert game.to_act == 1
    play(game, "lay off 8h on 1", "done")
    assert game.to_act == 2
    view = game.view(2)
    assert view.layoff_targets() == (tuple(cards("2c 2d 2s")), tuple(cards("5h 6h 7h")))
    assert melds.best_layoff(view.hand, view.layoff_targets()).layoffs == ()
    before = game.snapshot()
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("lay off 9h on 1")
    assert err.value.rule == "G-9"
    assert game.snapshot() == before
    assert game.legal_actions() == [FinishLayoff()]
    game.apply("done")
    result = game.results[-1]
    assert result.players[1].layoffs == ((Card.parse("8h"), 1),)
    assert result.players[2].layoffs == ()
    assert result.players[2].deadwood_value == 9 + 10 + 10 + 10 + 3 + 4 + 6
    assert result.points == (0, 53 - 1, 52 - 1)


def test_g9_lay_offs_in_seat_order_after_the_knocker() -> None:
    """G-9: opponents lay off one at a time in seat order starting after the knocker."""
    game = three_player("Js Qs Ks 6h 7h 8h 10d", "Jc Qc Kc 2s 3s 4s 8d")  # seat 1 knocked
    assert game.to_act == 2
    game.apply("done")
    assert game.to_act == 0 and game.phase == Phase.LAYOFF
    game.apply("done")
    assert game.phase == Phase.HAND_OVER


def test_g9_nobody_lays_off_after_gin() -> None:
    """G-9: after gin nobody lays off; 8h and 4h that would fit 5h-6h-7h stay deadwood."""
    game = gin_game()
    game.apply("knock 9d")
    assert game.phase == Phase.HAND_OVER
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("lay off 8h on 1")
    assert err.value.rule == "G-9"
    opponent = game.results[-1].players[1]
    assert opponent.layoffs == ()
    assert opponent.deadwood_value == 8 + 4 + 10 + 10
    assert game.results[-1].points == (0, 32 + 25)


def test_g10_undercut_when_opponent_deadwood_is_lower() -> None:
    """G-10: the opponent's deadwood after laying off (5) is below the knocker's (6)."""
    game = worked_hand(tail="2c 3d")
    result = game.results[-1]
    assert (result.kind, result.knocker, result.winner) == ("undercut", 0, 1)
    assert result.players[1].deadwood_value == 5


def test_g10_undercut_on_equal_deadwood() -> None:
    """G-10: less than OR EQUAL: 6 against the knocker's 6 is an undercut."""
    game = worked_hand(tail="2c 4d")
    result = game.results[-1]
    assert result.players[1].deadwood_value == result.players[0].deadwood_value == 6
    assert (result.kind, result.winner) == ("undercut", 1)
    # One more point is a plain knock.
    assert worked_hand(tail="3c 4d").results[-1].kind == "knock"


def test_g10_lowest_undercutter_wins() -> None:
    """G-10: several undercutters: the lowest deadwood wins (seat 0 with 1, not seat 2 with 3)."""
    game = three_player("Js Qs Ks 6h 7h 8h 3h", "Jc Qc Kc 2s 3s 4s Ad")
    play(game, "done", "done")
    result = game.results[-1]
    assert [p.deadwood_value for p in result.players] == [1, 5, 3]
    assert (result.kind, result.winner) == ("undercut", 0)


def test_g10_undercut_tie_goes_to_first_in_seat_order_after_the_knocker() -> None:
    """G-10: seats 2 and 0 both hold 3 against the knocker's (seat 1) 5: seat 2 comes first
    after the knocker, so seat 2 wins although seat 0 has the lower number."""
    game = three_player("Js Qs Ks 6h 7h 8h 3h", "Jc Qc Kc 2s 3s 4s 3d")
    play(game, "done", "done")
    result = game.results[-1]
    assert [p.deadwood_value for p in result.players] == [3, 5, 3]
    assert (result.kind, result.knocker, result.winner) == ("undercut", 1, 2)


def test_g11_stock_is_rebuilt_from_the_discard_pile_under_the_last_two() -> None:
    """G-11: a discard that leaves 2 cards in the stock: the pile except its top card is
    shuffled and put under those 2 cards; the top card stays as the discard pile."""
    game = play(worked(), "pass", "pass")
    assert game.options["stock_end"] == "reshuffle"
    while game.view(0).stock_size > 3:
        draw_and_throw(game)
    seat = game.to_act
    game.apply("draw stock")
    snap = game.snapshot()
    last_two = cards(snap["stock"])
    old_pile = cards(snap["discard"])
    assert len(last_two) == 2
    throw = hand(game, seat)[-1]  # the card just drawn
    game.apply(Discard(throw))
    after = game.snapshot()
    stock = cards(after["stock"])
    assert cards(after["discard"]) == [throw]
    assert stock[-2:] == last_two  # the 2 cards left are still on top, in order
    assert sorted(stock[:-2]) == sorted(old_pile)  # the old pile, under them
    assert stock[:-2] != old_pile  # shuffled
    assert (game.phase, game.to_act) == (Phase.DRAW, (seat + 1) % 2)
    assert len(game.all_cards()) == 52 and set(game.all_cards()) == set(DECK)
    # The next draws take the 2 old cards first (the list's end is the top).
    nxt = game.to_act
    game.apply("draw stock")
    assert last_two[-1] in hand(game, nxt)


def test_g11_stock_end_draw_option_ends_the_hand_without_score() -> None:
    """G-11: option stock_end=draw: the hand ends with no score, the same dealer deals again."""
    game = play(worked(options={"stock_end": "draw"}), "pass", "pass")
    while game.phase != Phase.HAND_OVER:
        draw_and_throw(game)
    result = game.results[-1]
    assert result.kind == "draw" and result.winner is None and result.points == (0, 0)
    assert game.scores == [0, 0]
    assert game.view(0).stock_size == 2
    game.apply("next hand")
    assert game.dealer == 1 and game.hand_number == 2


def test_g12_gin_each_opponent_gets_deadwood_plus_25() -> None:
    """G-12 gin, 2 players: the opponent gets its deadwood + 25 (gin_bonus)."""
    game = gin_game()
    game.apply("knock 9d")
    assert game.results[-1].points == (0, 32 + 25)
    assert game.scoring == "penalty" and game.scores == [0, 57]
    bonus = gin_game(options={"gin_bonus": 20})
    bonus.apply("knock 9d")
    assert bonus.results[-1].points == (0, 32 + 20)


def test_g12_knock_opponent_gets_difference() -> None:
    """G-12 knock, 2 players: the opponent gets its deadwood (after lay-offs) minus the knocker's."""
    assert worked_hand().results[-1].points == (0, 8 - 6)
    # Without the lay-offs the opponent would have had 24: lay-offs count.
    game = worked_knock()
    game.apply("done")
    assert game.results[-1].points == (0, 24 - 6)


def test_g12_undercut_knocker_gets_difference_plus_25() -> None:
    """G-12 undercut, 2 players: the knocker gets (6 - 5) + 25; the undercutter 0."""
    assert worked_hand(tail="2c 3d").results[-1].points == (6 - 5 + 25, 0)
    assert worked_hand(tail="2c 4d").results[-1].points == (0 + 25, 0)
    assert worked_hand(tail="2c 3d", options={"undercut_bonus": 15}).results[-1].points == (1 + 15, 0)


def test_g12_three_players_gin() -> None:
    """G-12 gin, 3 players: every opponent gets its deadwood + 25."""
    # seat 1 takes the up-card 6c: 3c 4c 5c 6c | 9s 9d 9h, knocks Kd: gin.
    game = three_player("Js Qs Ks 6h 7h 8h 10d", "Jc Qc Kc 2s 3s 4s 8d", upcard="6c")
    assert game.phase == Phase.HAND_OVER
    result = game.results[-1]
    assert (result.kind, result.knocker) == ("gin", 1)
    assert result.points == (8 + 25, 0, 10 + 25)


def test_g12_three_players_knock() -> None:
    """G-12 knock, 3 players: every opponent gets its deadwood minus the knocker's (5)."""
    game = three_player("Js Qs Ks 6h 7h 8h 10d", "Jc Qc Kc 2s 3s 4s 8d")
    play(game, "done", "done")
    result = game.results[-1]
    assert result.kind == "knock" and result.points == (8 - 5, 0, 10 - 5)


def test_g12_three_players_undercut() -> None:
    """G-12 undercut, 3 players: knocker (5 - 1) + 25; the other opponent 3 - 1; the undercutter 0."""
    game = three_player("Js Qs Ks 6h 7h 8h 3h", "Jc Qc Kc 2s 3s 4s Ad")
    play(game, "done", "done")
    assert game.results[-1].points == (0, 5 - 1 + 25, 3 - 1)
    # Tie of seats 2 and 0 at 3: seat 2 undercuts, seat 0 gets 3 - 3 = 0.
    tie = three_player("Js Qs Ks 6h 7h 8h 3h", "Jc Qc Kc 2s 3s 4s 3d")
    play(tie, "done", "done")
    assert tie.results[-1].points == (0, 5 - 3 + 25, 0)


def test_g12_four_players_knock_and_undercut() -> None:
    """G-12 with 4 players: knock differences for each opponent, undercut settled by the lowest."""
    # 4 players, seat 0 deals; seat 1 takes 5d and knocks Kd (deadwood 5). Seats 2, 3, 0 follow.
    hands = ["Jc Qc Kc 2s 3s 4s 8d", "3c 4c 5c 9s 9d 9h Kd", "Js Qs Ks 6h 7h 8h 10d", "Ah 2h 3h 10h Jh Qh 7c"]
    game = play(stacked_game("gin", hands=hands, upcard="5d", dealer=0), "take", "knock Kd")
    play(game, "done", "done", "done")
    assert game.results[-1].kind == "knock"
    assert game.results[-1].points == (8 - 5, 0, 10 - 5, 7 - 5)
    hands[3] = "Ah 2h 3h 10h Jh Qh 4d"  # seat 3: deadwood 4 undercuts
    game = play(stacked_game("gin", hands=hands, upcard="5d", dealer=0), "take", "knock Kd", "done", "done", "done")
    result = game.results[-1]
    assert (result.kind, result.winner) == ("undercut", 3)
    assert result.points == (8 - 4, 5 - 4 + 25, 10 - 4, 0)


def test_g13_match_ends_when_a_total_reaches_target_lowest_wins() -> None:
    """G-13: hands until a penalty total reaches the target; the lowest total wins."""
    game = worked_hand(options={"target": 3})
    assert game.phase == Phase.HAND_OVER and game.scores == [0, 2]
    game = worked_hand(options={"target": 2})
    assert game.phase == Phase.MATCH_OVER and game.is_over
    assert game.winners == (0,) and game.to_act is None
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("next hand")
    assert err.value.rule == "G-13"


def test_g13_default_target_is_100_and_matches_end() -> None:
    """G-13: target 100 by default; a whole match ends with the lowest total winning."""
    assert remi.new_game("gin", seed=1).options["target"] == 100
    game = play_match(remi.new_game("gin", players=3, seed=5), [BaselineGinPlayer()] * 3)
    assert game.is_over and max(game.scores) >= 100
    assert game.winners == tuple(s for s in range(3) if game.scores[s] == min(game.scores))
    assert sum(len(r.players) for r in game.results) == 3 * len(game.results)
    assert [sum(r.points[s] for r in game.results) for s in range(3)] == game.scores


def test_g13_winner_of_a_hand_deals_the_next() -> None:
    """G-13: the winner deals next: the knocker after a knock, the undercutter after an undercut."""
    game = worked_hand()  # seat 1 dealt, seat 0 won
    game.apply("next hand")
    assert game.dealer == 0 and game.to_act == 1 and game.hand_number == 2
    game = worked_hand(tail="2c 3d")  # seat 1 dealt and undercut
    game.apply("next hand")
    assert game.dealer == 1 and game.to_act == 0
    game = three_player("Js Qs Ks 6h 7h 8h 3h", "Jc Qc Kc 2s 3s 4s 3d")  # seat 0 dealt, seat 2 wins
    play(game, "done", "done", "next hand")
    assert game.dealer == 2 and game.to_act == 0
    assert game.view(0).hand_sizes == (7, 7, 7)


def test_g14_two_player_penalty_equals_classic_points_for_the_winner() -> None:
    """G-14: with 2 players the penalty the loser gets equals the classic points of the winner
    (knock difference, gin 25 + deadwood, undercut difference + 25)."""
    classic = {"undercut_bonus": 25}  # Oklahoma classic points with the same bonuses; K up-card = limit 10

    def both(make):  # (penalty points, classic points)
        return make("gin", {}).results[-1], make("oklahoma", classic).results[-1]

    def knock(name, options):
        return worked_hand(name, options=options)

    def undercut(name, options):
        return worked_hand(name, tail="2c 3d", options=options)

    def gin(name, options):
        game = gin_game(name, options=options)
        return game.apply("knock 9d")

    for make, winner, loser, amount in ((knock, 0, 1, 2), (undercut, 1, 0, 26), (gin, 0, 1, 57)):
        penalty, points = both(make)
        assert penalty.scoring == "penalty" and points.scoring == "points"
        assert penalty.kind == points.kind and penalty.winner == points.winner == winner
        assert penalty.points[loser] == points.points[winner] == amount
        assert penalty.points[winner] == points.points[loser] == 0


# --- OK: Oklahoma Gin ---------------------------------------------------------------------


def test_ok1_two_players_by_default_three_or_four_as_gin() -> None:
    """OK-1: 2 players by default; 3-4 play with 7 cards each as in G-1."""
    game = remi.new_game("oklahoma", seed=2)
    assert game.players == 2 and game.view(0).hand_sizes == (10, 10)
    for players in (3, 4):
        g = remi.new_game("oklahoma", players=players, seed=2)
        assert g.view(0).hand_sizes == (7,) * players
    with pytest.raises(remi.InvalidOptionError):
        remi.new_game("oklahoma", players=5, seed=2)


@pytest.mark.parametrize("upcard,limit", [("Ac", 1), ("2c", 2), ("7c", 7), ("10c", 10), ("Jc", 10), ("Qc", 10), ("Kc", 10)])
def test_ok2_knock_limit_is_the_upcard_value(upcard: str, limit: int) -> None:
    """OK-2: the first up-card sets the knock limit: its value (A = 1, J Q K = 10)."""
    game = stacked_game(
        "oklahoma", hands=["Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d", "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h"], upcard=upcard, dealer=0
    )
    assert game.knock_limit == limit
    assert game.view(1).knock_limit == limit


def test_ok2_knock_limit_from_seeded_upcard() -> None:
    """OK-2: in dealt games the limit equals the up-card's value; Gin always has 10."""
    for seed in range(20):
        game = remi.new_game("oklahoma", seed=seed)
        assert game.knock_limit == melds.gin_value(game.upcard)
        assert remi.new_game("gin", seed=seed).knock_limit == 10


# OK2: 2 players, seat 1 deals, up-card 7c (limit 7).
#   seat 0: 2c 3c 4c | 5d 6d 7d | Jh Qh Kh | 8s     takes 7c, discards 8s
#   seat 1: 2h 3h 4h | 9c 10c Jc | 9d 10d Jd | 8h   draws 7h: knock 8h leaves 7, knock 7h leaves 8
def ok2_game(options: dict | None = None) -> remi.Game:
    game = stacked_game(
        "oklahoma",
        hands=["2c 3c 4c 5d 6d 7d Jh Qh Kh 8s", "2h 3h 4h 9c 10c Jc 9d 10d Jd 8h"],
        upcard="7c",
        stock="7h",
        dealer=1,
        options=options,
    )
    return play(game, "take", "discard 8s", "draw stock")


def test_ok2_upcard_7_refuses_knock_with_8_allows_7() -> None:
    """OK-2: up-card 7: knocking with 8 is refused (rule OK-2), with 7 allowed; the limit stays
    7 after the up-card was taken and an 8 lies on the pile."""
    game = ok2_game()
    assert game.knock_limit == 7 and game.view(1).discard_pile[-1] == Card.parse("8s")
    before = game.snapshot()
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("knock 7h")
    assert err.value.rule == "OK-2" and "8" in err.value.message
    assert game.snapshot() == before
    game.apply("knock 8h")
    assert game.phase == Phase.LAYOFF
    play(game, "done")
    result = game.results[-1]
    assert result.knock_limit == 7 and result.players[1].deadwood_value == 7


def test_ok2_ace_upcard_gin_only_option() -> None:
    """OK-2 ace_upcard_gin_only: an ace up-card means only gin ends the hand."""
    hands = ["2d 3d 4d 5s 6s 7s 8h 9h 10h Kc", "Qc Qd Qs 8d 9d 10d Kh 6h 4c 5c"]
    plain = play(stacked_game("oklahoma", hands=hands, upcard="Ac", stock="Ah", dealer=1), "pass", "pass", "draw stock")
    assert plain.knock_limit == 1 and plain.is_legal("knock Kc")  # leaves Ah = 1
    strict = play(
        stacked_game("oklahoma", hands=hands, upcard="Ac", stock="Ah", dealer=1, options={"ace_upcard_gin_only": True}),
        "pass", "pass", "draw stock",
    )  # fmt: skip
    assert strict.knock_limit == 0
    with pytest.raises(remi.IllegalActionError) as err:
        strict.apply("knock Kc")
    assert err.value.rule == "OK-2" and "gin" in err.value.message
    assert not any(isinstance(a, Knock) for a in strict.legal_actions())
    # Gin is still allowed: draw Jh to 8h 9h 10h.
    gin = play(
        stacked_game("oklahoma", hands=hands, upcard="Ac", stock="Jh", dealer=1, options={"ace_upcard_gin_only": True}),
        "pass", "pass", "draw stock", "knock Kc",
    )  # fmt: skip
    assert gin.results[-1].kind == "gin"
    # A non-ace up-card is not affected by the option.
    other = stacked_game("oklahoma", hands=hands, upcard="5d", dealer=1, options={"ace_upcard_gin_only": True})
    assert other.knock_limit == 5


def test_ok2_spade_doubles_option() -> None:
    """OK-2 spade_doubles: a spade up-card doubles the hand's score; other suits do not."""
    spade = worked_hand("oklahoma", upcard="Ks", options={"spade_doubles": True})
    assert spade.results[-1].multiplier == 2 and spade.results[-1].points == (2 * 2, 0)
    assert spade.scores == [4, 0]
    heart = worked_hand("oklahoma", upcard="Kh", options={"spade_doubles": True})
    assert heart.results[-1].multiplier == 1 and heart.results[-1].points == (2, 0)
    off = worked_hand("oklahoma", upcard="Ks")
    assert off.results[-1].multiplier == 1 and off.results[-1].points == (2, 0)
    during = worked("oklahoma", upcard="Ks", options={"spade_doubles": True})
    assert during.view(0).multiplier == 2


def test_ok3_non_dealer_decides_first_then_dealer() -> None:
    """OK-3: as G-4: the player left of the dealer (the non-dealer) decides first, then the dealer."""
    game = stacked_game(
        "oklahoma", hands=["Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d", "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h"], upcard="Kc", dealer=0
    )
    assert (game.phase, game.to_act) == (Phase.UPCARD, 1)
    game.apply("pass")
    assert (game.phase, game.to_act) == (Phase.UPCARD, 0)
    play(game, "take", "discard Ad")
    assert (game.phase, game.to_act) == (Phase.DRAW, 1)
    all_pass = play(
        stacked_game(
            "oklahoma", hands=["Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d", "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h"], upcard="Kc", dealer=0
        ),
        "pass",
        "pass",
    )
    assert all_pass.to_act == 1 and all_pass.legal_actions() == [DrawStock()]


def test_ok4_stock_end_is_a_draw_by_default() -> None:
    """OK-4: when a discard leaves 2 cards in the stock the hand is a draw, same dealer again."""
    game = play(worked("oklahoma"), "pass", "pass")
    assert game.options["stock_end"] == "draw"
    turns = 0
    while game.phase != Phase.HAND_OVER:
        draw_and_throw(game)
        turns += 1
    assert turns == 31 - 2  # 31 cards in the stock, the 29th discard leaves 2
    assert game.view(0).stock_size == 2
    result = game.results[-1]
    assert result.kind == "draw" and result.points == (0, 0) and game.scores == [0, 0]
    game.apply("next hand")
    assert game.dealer == 1 and game.hand_number == 2
    # Explicitly reshuffle: Oklahoma then rebuilds the stock as G-11.
    again = play(worked("oklahoma", options={"stock_end": "reshuffle"}), "pass", "pass")
    for _ in range(29):
        draw_and_throw(again)
    assert again.phase == Phase.DRAW and again.view(0).stock_size > 2 and again.view(0).discard_pile != ()
    assert len(again.view(0).discard_pile) == 1


def test_ok5_knock_scores_the_difference_for_the_knocker() -> None:
    """OK-5 knock: the knocker scores the difference of the deadwood counts (higher is better)."""
    game = worked_hand("oklahoma")
    assert game.scoring == "points"
    assert game.results[-1].points == (8 - 6, 0) and game.scores == [2, 0]


def test_ok5_undercut_scores_difference_plus_10() -> None:
    """OK-5 undercut: the opponent scores the difference + 10 (undercut_bonus)."""
    game = worked_hand("oklahoma", tail="2c 3d")
    assert game.results[-1].kind == "undercut"
    assert game.results[-1].points == (0, 6 - 5 + 10)
    assert worked_hand("oklahoma", tail="2c 4d").results[-1].points == (0, 10)


def test_ok5_gin_scores_deadwood_plus_25_and_no_lay_offs() -> None:
    """OK-5 gin: the knocker scores the opponent's deadwood + 25; nothing is laid off."""
    game = gin_game("oklahoma")
    game.apply("knock 9d")
    assert game.results[-1].points == (32 + 25, 0)
    game = gin_game("oklahoma", options={"gin_bonus": 20})
    game.apply("knock 9d")
    assert game.results[-1].points == (32 + 20, 0)


def test_ok5_more_than_two_players_knocker_sums_over_opponents() -> None:
    """OK-5 with 3 players: the knocker's score is the sum over the opponents."""
    # Up-card 5d: knock limit 5, the knocker's deadwood is 5.
    game = three_player("Js Qs Ks 6h 7h 8h 10d", "Jc Qc Kc 2s 3s 4s 8d", name="oklahoma")
    play(game, "done", "done")
    assert game.results[-1].points == (0, (8 - 5) + (10 - 5), 0)
    gin = three_player("Js Qs Ks 6h 7h 8h 10d", "Jc Qc Kc 2s 3s 4s 8d", upcard="6c", name="oklahoma")
    assert gin.results[-1].points == (0, (8 + 25) + (10 + 25), 0)


def test_ok5_more_than_two_players_undercut_as_g10() -> None:
    """OK-5 with 3 players: an undercut is settled as in G-10 (lowest deadwood, first in seat
    order) with the bonus 10; the engine also scores the other opponent's difference."""
    game = three_player("Js Qs Ks 6h 7h 8h 3h", "Jc Qc Kc 2s 3s 4s Ad", name="oklahoma")
    play(game, "done", "done")
    result = game.results[-1]
    assert (result.kind, result.winner) == ("undercut", 0)
    assert result.points[0] == (5 - 1 + 10) + (3 - 1) and result.points[1:] == (0, 0)


def test_ok6_match_to_100_winner_deals_next() -> None:
    """OK-6: play until a total reaches the target; that player wins; the winner deals next."""
    assert remi.new_game("oklahoma", seed=1).options["target"] == 100
    game = worked_hand("oklahoma", options={"target": 3})
    assert game.phase == Phase.HAND_OVER
    game.apply("next hand")
    assert game.dealer == 0
    game = worked_hand("oklahoma", options={"target": 2})
    assert game.is_over and game.winners == (0,) and game.scores == [2, 0]
    with pytest.raises(remi.IllegalActionError) as err:
        game.apply("next hand")
    assert err.value.rule == "OK-6"
    full = play_match(remi.new_game("oklahoma", seed=8), [BaselineGinPlayer(), BaselineGinPlayer()])
    assert max(full.scores) >= 100 and full.winners == (full.scores.index(max(full.scores)),)


def test_ok6_line_and_game_bonus() -> None:
    """OK-6 line_and_game_bonus: 100 for winning the match and 25 per hand won."""
    game = worked_hand("oklahoma", options={"target": 2, "line_and_game_bonus": True})
    assert game.is_over
    assert game.scores == [2 + 100 + 25, 0] and game.winners == (0,)
    # Undercut won by seat 1: its hand counts too.
    game = worked_hand("oklahoma", tail="2c 3d", options={"target": 5, "line_and_game_bonus": True})
    assert game.is_over and game.scores == [0, 11 + 100 + 25] and game.winners == (1,)


def test_ok7_site_rules_preset() -> None:
    """OK-7: site_rules: knock limit 10 whatever the up-card, reshuffle, penalty scoring as G-12
    with undercut bonus 25, target 100 penalty points (lowest wins)."""
    game = ok2_game(options={"site_rules": True})  # up-card 7c, yet the limit is 10
    assert game.knock_limit == 10 and game.scoring == "penalty"
    assert game.options["stock_end"] == "reshuffle" and game.options["undercut_bonus"] == 25
    assert game.options["target"] == 100
    assert game.is_legal("knock 7h")  # deadwood 8 is fine under 10
    g7 = g7_game("oklahoma", upcard="2h", options={"site_rules": True})
    with pytest.raises(remi.IllegalActionError) as err:
        g7.apply("knock 4s")  # 11
    assert err.value.rule == "OK-7"
    g7.apply("knock 5h")  # 10
    # Scores exactly as G-12 (penalty): same numbers as Gin for knock, undercut and gin.
    for tail in ("4c 4d", "2c 3d", "2c 4d"):
        site = worked_hand("oklahoma", tail=tail, options={"site_rules": True})
        assert site.results[-1].points == worked_hand("gin", tail=tail).results[-1].points
        assert site.results[-1].scoring == "penalty"
    site_gin = gin_game("oklahoma", options={"site_rules": True})
    site_gin.apply("knock 9d")
    assert site_gin.results[-1].points == (0, 57)
    # Lowest penalty total wins at the target.
    end = worked_hand("oklahoma", options={"site_rules": True, "target": 2})
    assert end.is_over and end.winners == (0,)
    # Explicit options still win over the preset.
    assert remi.new_game("oklahoma", options={"site_rules": True, "stock_end": "draw"}, seed=1).options["stock_end"] == "draw"


def test_ok7_site_rules_reshuffles_the_stock() -> None:
    """OK-7: stock_end reshuffle under site_rules (G-11), not the OK-4 draw."""
    game = play(worked("oklahoma", options={"site_rules": True}), "pass", "pass")
    for _ in range(29):
        draw_and_throw(game)
    assert game.phase == Phase.DRAW and game.results == []
    assert game.snapshot()["reshuffles"] == 1


# --- Every hand of many computer matches, checked against the rule book's formulas ---------------


def _expected_points(result: remi.HandResult, game: remi.Game) -> tuple[int, ...]:
    """G-12 (penalty) or OK-5 (points), written from RULES.md, times the OK-2 multiplier."""
    n = len(result.players)
    dw = [p.deadwood_value for p in result.players]
    o = game.options
    pts = [0] * n
    if result.kind == "draw":
        return tuple(pts)
    k = result.knocker
    assert k is not None
    w = result.winner
    assert w is not None
    opponents = [(k + i) % n for i in range(1, n)]
    if result.kind in ("gin", "big_gin"):
        bonus = o["big_gin_bonus"] if result.kind == "big_gin" else o["gin_bonus"]
        for s in opponents:
            if result.scoring == "penalty":
                pts[s] = dw[s] + bonus
            else:
                pts[k] += dw[s] + bonus
    elif result.kind == "knock":
        for s in opponents:
            if result.scoring == "penalty":
                pts[s] = dw[s] - dw[k]
            else:
                pts[k] += dw[s] - dw[k]
    else:
        u = dw[w]
        if result.scoring == "penalty":
            pts[k] = dw[k] - u + o["undercut_bonus"]
            for s in opponents:
                if s != w:
                    pts[s] = max(0, dw[s] - u)
        else:  # OK-5 with the engine's reading for 3+ players (the others' differences too)
            pts[w] = dw[k] - u + o["undercut_bonus"] + sum(max(0, dw[s] - u) for s in opponents if s != w)
    return tuple(p * result.multiplier for p in pts)


@pytest.mark.parametrize("name", ["gin", "oklahoma"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_g10_g12_ok5_every_hand_of_computer_matches_follows_the_formulas(name: str, players: int) -> None:
    """G-8, G-9, G-10, G-12, G-13, OK-2, OK-5: in every hand of several computer matches the
    kind, the winner, the lay-offs and the points agree with RULES.md, and the winner deals next."""
    options = {"spade_doubles": True} if name == "oklahoma" else {}
    for seed in range(3):
        game = play_match(remi.new_game(name, players=players, options=options, seed=seed), [BaselineGinPlayer()] * players)
        totals = [0] * players
        for i, result in enumerate(game.results):
            dw = [p.deadwood_value for p in result.players]
            for p in result.players:
                assert p.deadwood_value == sum(melds.gin_value(c) for c in p.deadwood)
                assert all(melds.is_meld(m) for m in p.melds)
            if result.kind != "draw":
                k = result.knocker
                assert k is not None and dw[k] <= result.knock_limit
                assert (dw[k] == 0) == (result.kind in ("gin", "big_gin"))
                order = [(k + j) % players for j in range(1, players)]
                under = [s for s in order if dw[s] <= dw[k]]
                if result.kind in ("gin", "big_gin"):
                    assert result.winner == k and all(not p.layoffs for p in result.players)
                elif under:
                    best = min(dw[s] for s in under)
                    assert result.kind == "undercut" and result.winner == next(s for s in under if dw[s] == best)
                else:
                    assert result.kind == "knock" and result.winner == k
                # Lay-offs: each extends the knocker's melds as extended by the same player only.
                for s in order:
                    table = [list(m) for m in result.players[k].melds]
                    for c, m in result.players[s].layoffs:
                        assert melds.extends(table[m], c)
                        table[m].append(c)
            assert result.points == _expected_points(result, game), result
            totals = [t + p for t, p in zip(totals, result.points)]
            if i + 1 < len(game.results):
                nxt = game.results[i + 1].dealer
                assert nxt == (result.dealer if result.winner is None else result.winner)
        if game.scoring == "penalty" or not game.options.get("line_and_game_bonus"):
            assert totals == game.scores
        assert game.is_over


def test_a_hand_that_never_empties_the_stock_ends_as_a_draw() -> None:
    """docs/rules-notes.md: a hand of 2000 actions is a draw (players who keep taking the
    discard never empty the stock)."""
    from remi.gin.rules import HAND_ACTION_LIMIT
    from remi.testing import stacked_game

    game = stacked_game("gin", ["Ac 2c 3d 4s 5s 6d 7c 8c 9d Tc Jc", "5h 6h Kc Kd 2s 9c Jd 3c 8s Qh 4d"], "7h")
    game.apply("take")
    game.log.extend([(1, Pass())] * (HAND_ACTION_LIMIT - len(game.log) - 1))  # as after a long take-and-throw loop
    game.apply("discard 5h")
    assert game.phase == "hand_over" and game.results[-1].kind == "draw"
