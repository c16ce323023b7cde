"""The Traditional Rummy and Remi 51 computer players (remi.table.players): every level plays legal
whole deals at every table size, reads the view correctly, and takes the obvious good moves."""

from __future__ import annotations

import pytest
import remi
from remi.actions import Build, Discard, DrawDiscard, DrawStock, Exchange, Meld
from remi.game import Phase
from remi.players import make_player
from remi.selfplay import play_match
from remi.table import table_player
from remi.table.knowledge import TableKnowledge, completing_faces, partner_faces, table_faces
from rummy_helpers import cards, stacked_remi51, stacked_rummy, table_meld

IDLE = "3h' 5d' 9c' Js' Qc' 7c' 4d'"
FOURTH = "3c' 5s' 10h' 6d' Qd' 8c' 2d'"


@pytest.mark.parametrize("name", ["traditional", "remi51"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_whole_deals_with_legal_actions(name: str, players: int) -> None:
    for level in ("easy", "medium", "hard"):
        bots = [make_player(level if s == 0 else "baseline", s, name) for s in range(players)]
        game = play_match(remi.new_game(name, players, {"deals": 2}, seed=players), bots)  # checks every action is listed
        assert len(game.results) == 2


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="levels"):
        table_player("grandmaster")


def test_knowledge_tracks_cards_taken_from_the_pile_until_they_are_shown() -> None:
    game = stacked_rummy(["5h 5s 9c 2d 3d 4d Kc", "7h 8h Qs Qd 2s 3s 4s"], discard="Jc", stock="6h Ah")
    game.apply("draw stock")  # seat 0 draws 6h
    game.apply("discard 9c")
    game.apply("draw discard")  # seat 1 takes 9c: seat 0 saw it
    knowledge = TableKnowledge.from_view(game.view(0))
    assert knowledge.picked[1] == set(cards("9c"))
    assert all(c not in knowledge.unseen for c in cards("9c 6h 5h 5s Jc"))
    assert knowledge.faces[(9, "c")] == 1  # the other 9c is still unseen
    game.apply("discard 9c")  # shown again: no longer in seat 1's hand
    assert TableKnowledge.from_view(game.view(0)).picked[1] == set()


def test_faces_that_complete_melds() -> None:
    assert completing_faces(cards("7h 8h")) == {(6, "h"), (9, "h")}
    assert completing_faces(cards("Qs As")) == {(13, "s")}  # Q-K-A
    assert completing_faces(cards("5c 5d")) == {(5, "h"), (5, "s")}
    assert (9, "h") in partner_faces(cards("7h")[0]) and (7, "s") in partner_faces(cards("7h")[0])
    assert table_faces([table_meld("5h 6h 7h"), table_meld("9c 9d 9h")]) == {(4, "h"), (8, "h"), (9, "s")}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_takes_the_discard_that_makes_a_meld_and_leaves_one_that_does_not(level: str) -> None:
    game = stacked_rummy(["7h 8h Kc Qd 2s 5c 9d", IDLE], discard="9h")
    assert table_player(level).choose(game.view(0)) == DrawDiscard()
    game = stacked_rummy(["7h 8h Kc Qd 2s 5c 9d", IDLE], discard="3s")
    assert table_player(level).choose(game.view(0)) == DrawStock()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_goes_out_when_it_can(level: str) -> None:
    game = stacked_rummy(["7h 8h 9h Kc Kd Ks 4c", IDLE], stock="10h")
    game.apply("draw stock")
    player = table_player(level)
    while game.phase == Phase.DISCARD and game.hands[0]:
        action = player.choose(game.view(0))
        assert isinstance(action, (Meld, Build, Discard))
        game.apply(action)
    assert game.results[-1].winner == 0


def test_medium_and_hard_take_a_joker_from_the_table() -> None:
    game = stacked_rummy(["6h 2c 9d Qs Kd", IDLE], stock="3c", table=[(1, "5h *=6h 7h")], opened=[True, True])
    game.apply("draw stock")
    for level in ("medium", "hard"):
        assert isinstance(table_player(level).choose(game.view(0)), Exchange)


def test_hard_keeps_the_pair_with_live_cards_and_throws_the_lone_card() -> None:
    # Five of the six nines that would join 9s 9s' are in the pile; 5h 6h waits for four cards.
    game = stacked_rummy(["5h 6h 9s 9s' Kc Kd Ks", IDLE], discard="9c 9d 9d' 9h 9h' Jh", stock="2c")
    game.apply("draw stock")  # 2c: loose
    action = table_player("hard").choose(game.view(0))
    if isinstance(action, (Meld, Build)):
        game.apply(action)
        action = table_player("hard").choose(game.view(0))
    assert isinstance(action, Discard) and action.card.face in {(2, "c"), (9, "s")}


def test_remi51_opens_with_51_and_takes_the_discard_only_to_open() -> None:
    opening = "Qh Kh Ah 10c 10d 10s 2c 5d 8s 4h 6c 7d 3s Jd"
    game = stacked_remi51([opening, IDLE + " 8d 8c 4s Jc 6d 5s 9c"], discard="Js", stock="2h")
    game.apply("draw stock")
    action = table_player("hard").choose(game.view(0))
    assert isinstance(action, Meld)  # 30 + 30 = 60 >= 51: open
    game = stacked_remi51(["Qh Kh 10c 10d 2c 5d 8s 4h 6c 7d 3s Jd 9c 10s", IDLE + " 8d 8c 4s Jc 6d 5s 9d"], discard="Ah",
                          stock="2h")
    view = game.view(0)
    assert view.take_obliges
    # Q-K-A of hearts (30) and 10s (30) make 60 with Ah: taking it to open is right
    assert table_player("hard").choose(view) == DrawDiscard()
    game = stacked_remi51(["Qh Kh 2c 5d 8s 4h 6c 7d 3s Jd 9c 4c 10c 2h", IDLE + " 8d 8c 4s Jc 6d 5s 9d"], discard="Ah",
                          stock="Kc")
    # Q-K-A of hearts alone (30) is not 51: taking Ah would oblige an opening it cannot make
    assert table_player("hard").choose(game.view(0)) == DrawStock()


def test_does_not_take_a_card_that_completes_a_meld_it_could_not_lay_with_a_discard() -> None:
    # * 2h + 2d is a set, but laying it leaves nothing to discard (TR-9): taking 2d and throwing
    # another two back is how two players kept a deal going forever.
    game = stacked_rummy(["* 2h", "2c 2s"], discard="2d", table=[(0, "Ah 2h' 3h' 4h'"), (1, "4c 4d 4h 4s")],
                         opened=[True, True])
    for level in ("medium", "hard"):
        assert table_player(level).choose(game.view(0)) == DrawStock()


def test_a_deal_that_never_empties_the_stock_ends_as_a_draw() -> None:
    from remi.table.rules import DEAL_TURN_LIMIT

    game = stacked_rummy(["* 2h 9c", "2c 2s 9d"], discard="2d")
    game.turn_number = DEAL_TURN_LIMIT - 1  # as after 999 turns of taking and throwing back
    game.apply("draw discard")
    game.apply("discard 9c")
    assert game.phase == Phase.HAND_OVER and game.results[-1].kind == "draw"


def test_hard_keeps_its_melds_in_hand_until_it_goes_out() -> None:
    # Nothing laid down gives the opponent nothing to build on (TR-5) and keeps a rummy (TR-10)
    # possible: Hard discards without laying 7h 8h 9h, even with an opponent near going out,
    # while its own hand is close to going out too. Medium lays down once an opponent is near.
    for opponent in (IDLE, "2c 3s"):
        game = stacked_rummy(["7h 8h 9h Kc Kd Ks 4c", opponent], stock="Jd")
        game.apply("draw stock")
        assert isinstance(table_player("hard").choose(game.view(0)), Discard)
    assert isinstance(table_player("medium").choose(game.view(0)), Meld)


def test_hard_lays_down_when_an_opponent_is_near_and_its_hand_is_far() -> None:
    # Five loose cards and an opponent with two: holding on would only add to the penalty.
    game = stacked_rummy(["7h 8h 9h Kc Qd 2s 5c", "2c 3s"], stock="Jd")
    game.apply("draw stock")
    assert isinstance(table_player("hard").choose(game.view(0)), Meld)
    game = stacked_rummy(["7h 8h 9h Kc Qd 2s 5c", IDLE], stock="Jd")
    game.apply("draw stock")
    assert isinstance(table_player("hard").choose(game.view(0)), Discard)


def test_traditional_hard_at_two_players_gives_up_with_four_loose_cards_and_lays_its_jokers_too() -> None:
    # Three loose cards may still go out first: hold on (TR-10 keeps a rummy possible).
    game = stacked_rummy(["7h 8h 9h 10h Jh 2s 5c", "2c 3s"], stock="Kd")
    game.apply("draw stock")
    assert isinstance(table_player("hard").choose(game.view(0)), Discard)
    # Five loose cards: lay down, the joker too, which would cost 25 in hand (TR-11).
    game = stacked_rummy(["7h 8h * Kc Qd 2s 5c", "2c 3s"], stock="Jd")
    game.apply("draw stock")
    action = table_player("hard").choose(game.view(0))
    assert isinstance(action, Meld) and any(c.is_joker for c in action.cards)


def test_remi51_hard_at_two_players_holds_its_melds_though_the_opponent_is_near() -> None:
    # Once opened, the melds Hard would lay are ones the opponent could build on to go out first
    # (R51-8), and the opponent going out wins the deal (-40, R51-12) whatever Hard still holds.
    game = stacked_remi51(["7h 8h 9h Kc Qd 2s 5c", "2c 3s"], stock="Jd", table=[(0, "4d 5d 6d"), (1, "Jh Qh Kh")],
                          opened=[True, True])
    game.apply("draw stock")
    assert isinstance(table_player("hard").choose(game.view(0)), Discard)
    # Traditional Rummy keeps laying down then, as the penalty decides its matches (TR-12)
    game = stacked_rummy(["7h 8h 9h Kc Qd 2s 5c", "2c 3s"], stock="Jd")
    game.apply("draw stock")
    assert isinstance(table_player("hard").choose(game.view(0)), Meld)


def test_discard_facts_say_what_a_discard_leaves_loose_and_whether_it_is_safe_and_costly() -> None:
    # The hint's reason for a discard comes from these facts (remi.hints).
    game = stacked_rummy(["7h 8h 9h Kc 2s 5d", IDLE], stock="Jd")
    game.apply("draw stock")
    king = table_player("hard").discard_facts(game.view(0), cards("Kc")[0])
    assert sorted(map(str, king.loose)) == sorted(map(str, cards("2s 5d Jd")))  # the run stays in the plan
    assert king.highest and not king.safest  # nobody has shown interest in any card yet
    two = table_player("hard").discard_facts(game.view(0), cards("2s")[0])
    assert sorted(map(str, two.loose)) == sorted(map(str, cards("Kc 5d Jd"))) and not two.highest
    # the next player took Kc from the pile: Kh would feed it, 2d is the safe throw
    game = stacked_rummy(["7h 8h 9h Kc Kh 2d", "6s 4c 4h Qc Qd Qh 9d"], discard="6s'", stock="Jd 3c")
    game.apply("draw stock")
    game.apply("discard Kc")
    game.apply("draw discard")
    game.apply("discard 9d")
    game.apply("draw stock")
    assert table_player("hard").discard_facts(game.view(0), cards("2d")[0]).safest
    assert not table_player("hard").discard_facts(game.view(0), cards("Kh")[0]).safest


def test_remi51_hard_at_four_players_keeps_its_melds_until_an_opponent_holds_one_card() -> None:
    # Once opened, Hard keeps its melds in hand while every opponent holds two cards or more
    # (a baseline with two cards needs two more to go out; a meld on the table would feed
    # three opponents' builds, R51-8), and lays them down once an opponent holds a single card:
    # Kc Kd Kh offers one unseen card (Ks'; Ks lies in the run on the table).
    for near, laid in (("2c 3s", False), ("2c", True)):
        game = stacked_remi51(["Kc Kd Kh 5c 4d", near, IDLE, FOURTH], table=[(0, "Qs Ks As")], stock="Jd")
        game.apply("draw stock")
        action = table_player("hard").choose(game.view(0))
        assert isinstance(action, Meld if laid else Discard), action


def test_remi51_hard_at_four_players_lays_only_melds_that_offer_few_cards_to_build_on() -> None:
    # An opponent holds one card: 7h 8h 9h would offer four unseen cards (6h, 10h, two copies
    # each) to build on, maybe the one that lets that opponent go out (R51-8, R51-10), so Hard
    # keeps it in hand and discards.
    game = stacked_remi51(["7h 8h 9h Kc 4d", "2c", IDLE, FOURTH], table=[(0, "Qs Ks As")], stock="Jd")
    game.apply("draw stock")
    assert isinstance(table_player("hard").choose(game.view(0)), Discard)
    # A closed set of four (R51-5) offers nothing: it goes down once an opponent holds three
    # cards, cutting the penalty (R51-12) at no risk; the run still stays in hand.
    for near, laid in (("2c 3s 4h", True), ("2c 3s 4h 5h", False)):
        game = stacked_remi51(["Kc Kd Kh Ks' 4d 9c", near, IDLE, FOURTH], table=[(0, "Qs Ks As")], stock="Jd")
        game.apply("draw stock")
        action = table_player("hard").choose(game.view(0))
        assert isinstance(action, Meld if laid else Discard), action
        if laid:
            assert isinstance(action, Meld) and len(action.cards) == 4
    game = stacked_remi51(["7h 8h 9h 4d 9c", "2c 3s 4h", IDLE, FOURTH], table=[(0, "Qs Ks As")], stock="Jd")
    game.apply("draw stock")
    assert isinstance(table_player("hard").choose(game.view(0)), Discard)


def test_remi51_hard_at_four_players_builds_only_what_feeds_nobody() -> None:
    # Opened, the stock long, an opponent holding two cards. Js would extend the run Qs Ks As
    # on the table, moving its open end from Js (one copy unseen) to 10s (two unseen): three
    # opponents would get more to build on (R51-8), so Hard keeps Js and discards. Ks closes
    # the set Kc Kd Kh (R51-5), which then offers nothing: Hard builds it.
    game = stacked_remi51(["Js 5c 4d 9c 2h", "2c 3s", IDLE, FOURTH], table=[(0, "Qs Ks As")], stock="Jd")
    game.apply("draw stock")
    assert isinstance(table_player("hard").choose(game.view(0)), Discard)
    game = stacked_remi51(["Ks 5c 4d 9c 2h", "2c 3s", IDLE, FOURTH], table=[(0, "Kc Kd Kh")], stock="Jd")
    game.apply("draw stock")
    action = table_player("hard").choose(game.view(0))
    assert isinstance(action, Build) and str(action.card) == "Ks", action


def test_remi51_hard_at_four_players_keeps_the_card_that_frees_a_table_joker() -> None:
    # A joker stands for 6h in a run on the table. Hard holds 6h and no pair to meld the joker
    # with yet, so it cannot exchange (R51-9) this turn; it keeps 6h (a baseline holding it
    # would take the joker) and throws another loose card. With a natural 6h' in the run, 6h
    # is its discard.
    hand = "6h Kc 9s 4c 8d"
    for run, kept in (("5h *=6h 7h", True), ("5h 6h' 7h", False)):
        game = stacked_remi51([hand, "2c' 3s' 8s' 9d", IDLE, FOURTH], table=[(0, "Qs Ks As"), (1, run)], stock="Jh")
        game.apply("draw stock")
        action = table_player("hard").choose(game.view(0))
        assert isinstance(action, Discard), action
        assert (str(action.card) != "6h") == kept, action


def test_remi51_hard_at_four_players_takes_the_card_that_frees_a_table_joker() -> None:
    # Opened, Hard takes 6h from the pile though it lays nothing by itself: it frees the joker
    # standing for 6h in the run on the table, which melds with two of Hard's cards (R51-9; after
    # opening the pile is free to take, R51-7), and Hard exchanges at once. At two players Hard
    # draws from the stock (the rule is for three or four players).
    for players, taken in ((4, True), (2, False)):
        hands = ["Kc Kd 2c 9s 4d", "2c' 3s' 8s 9d", IDLE, FOURTH][:players]
        game = stacked_remi51(hands, table=[(0, "Qs Ks As"), (1, "5h *=6h 7h")], discard="6h", stock="Jd")
        action = table_player("hard").choose(game.view(0))
        assert action == (DrawDiscard() if taken else DrawStock()), action
        if taken:
            game.apply(action)
            exchange = table_player("hard").choose(game.view(0))
            assert isinstance(exchange, Exchange) and list(map(str, exchange.cards)) == ["6h"], exchange


def test_traditional_hard_at_four_players_gives_up_laying_high_melds_and_keeping_low_runs() -> None:
    # An opponent holds two cards and Hard has five loose cards: it gives up and lays down, but
    # at four players only melds worth at least 5 points for each unseen card they would offer
    # the others' builds: Kc Kd Kh (30 points, two copies of Ks unseen) goes down, 2h 3h 4h (9
    # points; Ah and 5h, two copies each) stays in hand, where three opponents cannot extend it
    # to go out (TR-5). At two players Hard lays everything (TR-11: the penalty counts).
    hand = "2h 3h 4h Kc Kd Kh 9s 6d 5c 7s"
    for players in (4, 2):
        game = stacked_rummy([hand, "2c 3s", IDLE, FOURTH][:players], stock="Jd")
        game.apply("draw stock")
        laid = []
        while True:
            action = table_player("hard").choose(game.view(0))
            game.apply(action)
            if isinstance(action, Discard):
                break
            assert isinstance(action, Meld), action
            laid.append(" ".join(map(str, action.cards)))
        assert sorted(laid) == (["Kc Kd Kh"] if players == 4 else ["2h 3h 4h", "Kc Kd Kh"]), laid


def test_traditional_hard_at_four_players_gives_up_once_an_opponent_holds_five_cards() -> None:
    # Far from going out (five loose cards), Hard lays its high set down once an opponent holds
    # five cards (TR-11: a penalty kept in hand counts against it), but not while every opponent
    # holds six or more (HardTablePlayer.give_up_at).
    hand = "2h 3h 4h Kc Kd Kh 9s 6d 5c 7s"
    for near, lays in (("2c 3s 8h Qc 5d", True), ("2c 3s 8h Qc 5d 9c", False)):
        game = stacked_rummy([hand, near, IDLE, FOURTH], stock="Jd")
        game.apply("draw stock")
        action = table_player("hard").choose(game.view(0))
        assert isinstance(action, Meld) == lays, (near, action)
        if lays:
            assert " ".join(map(str, action.cards)) == "Kc Kd Kh"


@pytest.mark.parametrize("level, players", [("hard", 4), ("medium", 4), ("medium", 2), ("hard", 2)])
def test_remi51_lays_only_the_meld_of_an_exchanged_joker(level: str, players: int) -> None:
    # Opened, the stock long, nobody near (every opponent holds seven cards). 6h frees the
    # joker of 5h *=6h 7h (R51-9); the joker must go into a new meld this turn (9c 9d *). The
    # player lays that meld and keeps the set of kings in hand, as it keeps its melds until an
    # opponent is near: the kings would offer the other players' builds two more cards (R51-8).
    hands = ["6h Kc Kd Ks 9c 9d 2s 4d", "2c 3s 8h Jd 5c Ac 7s", IDLE, FOURTH][:players]
    game = stacked_remi51(hands, table=[(1, "5h *=6h 7h")], opened=[True, True, False, False][:players], stock="Qh")
    game.apply("draw stock")
    player = table_player(level)
    action = player.choose(game.view(0))
    assert isinstance(action, Exchange), action
    game.apply(action)
    action = player.choose(game.view(0))
    assert isinstance(action, Meld) and any(c.is_joker for c in action.cards), action
    game.apply(action)
    assert isinstance(player.choose(game.view(0)), Discard)


def test_remi51_hard_at_four_players_opens_without_its_joker_when_natural_melds_reach_51() -> None:
    # Unopened, after drawing: Kc Kd Ks (30) and Qh Qd Qs (30) reach 51 without the joker. The
    # best-valued opening sets the joker as a fourth queen (40) and needs both melds; every
    # baseline holding a queen of clubs could then take the joker (R51-9). Hard opens with the
    # two natural sets and keeps the joker in hand; at two players it opens as before.
    def opening(players: int) -> Meld:
        hands = ["Kc Kd Ks Qh Qd Qs * 5h 2c", "2s 3s 8h Jd 5c 9d 4s", IDLE, FOURTH][:players]
        game = stacked_remi51(hands, opened=[False] * players, stock="7d")
        game.apply("draw stock")
        player = table_player("hard")
        laid = []
        while True:
            action = player.choose(game.view(0))
            if not isinstance(action, Meld):
                break
            laid.append(action)
            game.apply(action)
        assert game.view(0).opened[0], laid
        return laid

    four = opening(4)
    assert not any(c.is_joker for m in four for c in m.cards), four
    assert sum(len(m.cards) for m in four) == 6
    two = opening(2)
    assert any(c.is_joker for m in two for c in m.cards), two


def test_traditional_medium_at_two_players_holds_its_melds_until_the_opponent_holds_three_cards() -> None:
    # Melds kept in hand give the opponent nothing to build on (TR-5) and may end in a rummy
    # (TR-10): Medium keeps Kc Kd Kh while the opponent holds four cards, and lays them down once
    # it holds three (MediumTablePlayer.duel_hold_until).
    for opponent, lays in (("2c 4s 6d 8d", False), ("2c 4s 6d", True)):
        game = stacked_rummy(["Kc Kd Kh 2s 5d 9c Jh", opponent], stock="7s")
        game.apply("draw stock")
        view = game.view(0)
        assert view.stock_size >= 10
        action = table_player("medium").choose(view)
        assert isinstance(action, Meld) == lays, (opponent, action)
        if not lays:
            assert isinstance(action, Discard)
    # At three players, and in Remi 51, Medium still lays down once an opponent holds five cards.
    game = stacked_rummy(["Kc Kd Kh 2s 5d 9c Jh", "2c 4s 6d 8d", "3c 5s 7d 9d 10c Qs Ah"], stock="7s")
    game.apply("draw stock")
    assert isinstance(table_player("medium").choose(game.view(0)), Meld)
