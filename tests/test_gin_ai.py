"""The Gin computer players: Hard plays whole matches legally; Easy plays like a beginner."""

from __future__ import annotations

import remi
from remi.actions import Discard, Knock
from remi.cards import Card
from remi.game import Phase
from remi.gin import melds
from remi.gin.players import GinKnowledge, HardGinPlayer, MediumGinPlayer, meld_chances, passes_up_knocks
from remi.gin.rules import HandResult, PlayerResult
from remi.players import make_player
from remi.testing import stacked_game


def test_hard_plays_whole_matches_with_legal_actions() -> None:
    for name in ("gin", "oklahoma"):
        game = remi.new_game(name, 2, None, 11)
        seats = [HardGinPlayer(), make_player("baseline", 0, name)]
        while not game.is_over and len(game.results) < 3:
            if game.phase == Phase.HAND_OVER:
                game.apply("next hand")
                continue
            assert game.to_act is not None
            view = game.view(game.to_act)
            action = seats[game.to_act].choose(view)
            assert action in view.legal_actions
            game.apply(action)


def test_easy_keeps_its_high_pairs_as_a_beginner_does() -> None:
    # Deadwood Ks Kh 9c 2d 4s after the draw: the baseline throws a king (its highest deadwood
    # card); Easy holds the pair hoping for a third king and throws 9c, the highest lone card.
    game = stacked_game("gin", ["Ks Kh 9c 2d 4s 5h 6h 7h Ac Ad", "2c 3c 4c 6s 7s 8s Jd Qd 3h 9d"], "Td", stock="Ah", dealer=1)
    while game.to_act != 0 or game.phase != Phase.DRAW:
        game.apply("pass")
    game.apply("draw stock")
    view = game.view(0)
    assert make_player("baseline", 0, "gin").choose(view) in (Discard(Card.parse("Ks")), Discard(Card.parse("Kh")))
    assert make_player("easy", 0, "gin").choose(view) == Discard(Card.parse("9c"))


def test_hard_minds_the_danger_of_a_discard_in_proportion_to_the_knock_limit() -> None:
    # One Oklahoma deal (seed 52), the same hand and history under two knock limits: the 2 up-card
    # (OK-2: limit 2) and the site's fixed limit of 10 (OK-7, with Oklahoma's undercut bonus of 10:
    # under the site's 25 Hard plays for gin, ``test_hard_playing_for_gin_keeps_what_the_next_player_melds``).
    # The opponent took 8h from the pile, so 8s may give it a set. Under the limit of 10 Hard keeps
    # 8s and throws 6d; under the limit of 2 the race to a hand that may knock comes first, and the
    # high loose 8s goes.
    history = ["take", "discard Kc", "draw stock", "discard Qh", "draw stock", "discard Kd", "draw stock",
               "discard 10c", "draw stock", "discard 9s", "draw stock", "discard Jd", "draw stock", "discard 8h",
               "draw discard", "discard 9d", "draw stock"]
    chosen = {}
    for options in (None, {"site_rules": True, "undercut_bonus": 10}):
        game = remi.new_game("oklahoma", 2, options, 52)
        for action in history:
            game.apply(action)
        view = game.view(0)
        assert " ".join(map(str, view.hand)) == "4h 4s 4d 2d 2s 6d 2c 8s 5h Ah 3c"
        assert GinKnowledge.from_view(view).danger(Card.parse("8s"), 0, 2) > 0
        chosen[view.knock_limit] = HardGinPlayer().choose(view)
    assert chosen == {2: Discard(Card.parse("8s")), 10: Discard(Card.parse("6d"))}


def _seed_52_after(history: list[str], options: dict[str, object] | None = None) -> remi.Game:
    game = remi.new_game("oklahoma", 2, options, 52)
    for action in history:
        game.apply(action)
    return game


def test_meld_chances_read_what_the_next_player_took_passed_and_threw() -> None:
    # Oklahoma deal 52 after eight turns. The opponent (seat 1) took 8h from the pile, passed
    # Hard's Kc, Kd and 9s (it drew from the stock) and threw Qh, 10c, Jd, 9d.
    history = ["take", "discard Kc", "draw stock", "discard Qh", "draw stock", "discard Kd", "draw stock",
               "discard 10c", "draw stock", "discard 9s", "draw stock", "discard Jd", "draw stock", "discard 8h",
               "draw discard", "discard 9d", "draw stock"]
    view = _seed_52_after(history).view(0)
    knowledge = GinKnowledge.from_view(view)
    assert knowledge.picked[1] == {Card.parse("8h")}
    assert knowledge.declined[1] == [Card.parse(c) for c in ("Kc", "Kd", "9s")]
    chances = meld_chances(view, knowledge, view.hand)
    assert chances == meld_chances(view, knowledge, view.hand)  # seeded by the view: repeatable
    assert all(0.0 <= p <= 1.0 for p in chances.values())
    assert chances[Card.parse("2c")] == 0.0  # its partners are in Hard's hand or on the pile
    assert chances[Card.parse("8s")] == max(chances.values())  # the opponent holds 8h
    # Hands in which a card it passed would have made a meld are unlikely: 9s would meld with
    # them far less often than if the passes and throws were forgotten.
    forgotten = GinKnowledge.from_view(view)
    forgotten.declined = {seat: [] for seat in forgotten.declined}
    forgotten.thrown = {seat: set() for seat in forgotten.thrown}
    nine = Card.parse("9s")
    assert meld_chances(view, knowledge, [nine])[nine] < 0.5 * meld_chances(view, forgotten, [nine])[nine]


def test_hard_playing_for_gin_keeps_what_the_next_player_melds() -> None:
    # The same deal under the site's rules (OK-7: undercut bonus 25), where Hard plays for gin with
    # Medium's discard: the opponent holds 5d 7d, and Medium's danger (only 8s, beside the 8h it
    # took) sends 6d; the meld chances (6d 0.36 against 2s's 0.05) keep it and throw 8s, which
    # melds with nothing the opponent holds.
    history = ["take", "discard Kc", "draw stock", "discard Qh", "draw stock", "discard Kd", "draw stock",
               "discard 10c", "draw stock", "discard 9s", "draw stock", "discard Jd", "draw stock", "discard 8h",
               "draw discard", "discard 9d", "draw stock"]
    game = _seed_52_after(history, {"site_rules": True})
    view = game.view(0)
    assert {"5d", "7d"} <= {str(c) for c in game.view(1).hand}
    assert MediumGinPlayer().choose(view) == Discard(Card.parse("6d"))
    assert HardGinPlayer().choose(view) == Discard(Card.parse("8s"))


def test_medium_knocks_high_hands_at_once_and_holds_low_ones_early() -> None:
    # Gin deal 48: Medium takes the up-card and holds 10d Jd Qd Kd, 9s 10s Js, As Ac 4h 8c. Throwing
    # 8c leaves 6 points (G-7: knock with 10 or fewer), low enough to undercut a baseline's knock
    # (G-10, bonus 25 in G-12): with 31 cards in the stock Medium plays on, with 10 it knocks, and
    # under Oklahoma Gin's undercut bonus of 10 (OK-5) it knocks at once.
    import dataclasses

    for name, stock, knocks in (("gin", None, False), ("gin", 10, True), ("oklahoma", None, True)):
        game = remi.new_game(name, 2, None, 48)
        game.apply("take")
        view = game.view(0)
        assert view.phase == Phase.DISCARD and view.stock_size == 31
        if stock is not None:
            view = dataclasses.replace(view, stock_size=stock)
        action = MediumGinPlayer().choose(view)
        assert (action == Knock(Card.parse("8c"))) == knocks, (name, stock, action)
        if not knocks:
            assert isinstance(action, Discard)
    # Gin deal 339: a player takes the 10d just thrown and may knock with 8 (throwing Qs): too high
    # to undercut with, so Medium knocks at once, with 31 cards in the stock.
    game = remi.new_game("gin", 2, None, 339)
    for command in ("take", "discard 10d", "draw discard"):
        game.apply(command)
    view = game.view(game.to_act)
    assert view.phase == Phase.DISCARD and view.stock_size == 31
    assert MediumGinPlayer().choose(view) == Knock(Card.parse("Qs"))


def test_hard_holds_a_hand_that_may_knock_and_plays_on_for_gin() -> None:
    # The same deal 48: Hard could knock with 6 but plays on for gin (HardGinPlayer.waits_for_gin),
    # since a baseline or Medium knocking with up to 10 would be undercut (G-10, bonus 25 in G-12).
    # With 2 cards left in the stock (the last turn before it is made again, G-11), or an undercut
    # bonus of 10 (as in Oklahoma Gin, OK-5), it knocks; with 5 left it still plays for gin.
    # Oklahoma Gin's deal 48 is the same hand under a K up-card (knock limit 10, OK-2): Hard knocks
    # at the default bonus of 10 and plays on under the classic bonus of 25.
    import dataclasses

    cases = (
        ("gin", None, None, False),
        ("gin", None, 5, False),
        ("gin", None, 2, True),
        ("gin", {"undercut_bonus": 10}, None, True),
        ("oklahoma", None, None, True),
        ("oklahoma", {"undercut_bonus": 25}, None, False),
    )
    for name, options, stock, knocks in cases:
        game = remi.new_game(name, 2, options, 48)
        game.apply("take")
        view = game.view(0)
        if stock is not None:
            view = dataclasses.replace(view, stock_size=stock)
        assert Knock(Card.parse("8c")) in view.legal_actions
        action = HardGinPlayer().choose(view)
        assert (action == Knock(Card.parse("8c"))) == knocks, (name, options, stock, action)
        if not knocks:
            assert isinstance(action, Discard)



def _shown_hand(knocker: int, opponent_deadwood: str) -> HandResult:
    """An Oklahoma hand (knock limit 10) that ended with seat 1 showing three melds and
    ``opponent_deadwood``; ``knocker`` knocked (seat 0 with 20 deadwood, or seat 1 itself)."""
    mine = PlayerResult(0, (), (), tuple(Card.parse_many("Kc Qd")), 20, 0)
    spread = tuple(tuple(Card.parse_many(m)) for m in ("3h 4h 5h", "7c 7d 7s", "9s 10s Js"))
    left = tuple(Card.parse_many(opponent_deadwood))
    theirs = PlayerResult(1, spread, (), left, melds.hand_value(left), 0)
    return HandResult(1, 0, "knock", knocker, knocker, 10, 1, "points", (mine, theirs))


def test_hard_reads_from_the_hands_shown_whether_an_opponent_passes_up_knocks() -> None:
    import dataclasses

    view = remi.new_game("oklahoma", 2, None, 22).view(0)
    waited = _shown_hand(0, "2d")  # Hard knocked; seat 1 showed 2 points: it could have knocked (G-7)
    knocked = _shown_hand(1, "5d")  # seat 1 knocked with 5
    far = _shown_hand(0, "Kd Qh")  # Hard knocked; seat 1 showed 20: no knock passed up

    def read(*results: HandResult) -> float:
        return passes_up_knocks(dataclasses.replace(view, results=results), 1)

    assert read() == 0.25  # nothing shown yet
    assert read(waited) == 0.5 and read(waited, waited, waited) == 0.7
    assert read(knocked) == 0.5 / 3 and read(knocked, knocked, knocked) == 0.1
    assert read(far) == 0.25 and read(waited, knocked) == 0.375


def test_hard_knocks_against_a_player_that_knocks_and_holds_against_one_that_waits() -> None:
    # Oklahoma deal 22 (K up-card: knock limit 10), Hard against the gin hunter after 16 turns.
    # Hard could knock with 4c (6 points left), and the hunter holds 3c 3d 3h 3s, 5s 6s 7s 8s
    # and Ah 2c: 3 points, an undercut (G-10). Against an opponent that has shown it knocks the
    # moment it may, a hand that low would already have knocked, so Hard knocks; against one
    # that has shown hands it could have knocked with, Hard holds on.
    import dataclasses

    history = ["pass", "pass", "draw stock", "discard Kh", "draw discard", "discard Qd", "draw stock", "discard 10c",
               "draw stock", "discard Qh", "draw stock", "discard 10s", "draw stock", "discard Qc", "draw stock",
               "discard 9d", "draw stock", "discard 9c", "draw stock", "discard 5c", "draw stock", "discard 10d",
               "draw stock", "discard 6c", "draw stock", "discard 8c", "draw stock", "discard 5d", "draw stock",
               "discard 8s", "draw discard", "discard 4h", "draw discard"]
    game = remi.new_game("oklahoma", 2, None, 22)
    for action in history:
        game.apply(action)
    view = game.view(0)
    four = Card.parse("4c")
    assert view.knock_limit == 10 and Knock(four) in view.legal_actions
    assert melds.deadwood([c for c in view.hand if c != four]) == 6
    assert melds.deadwood(game.view(1).hand) == 3
    waiter = dataclasses.replace(view, results=(_shown_hand(0, "2d"),) * 3)
    knocker = dataclasses.replace(view, results=(_shown_hand(1, "5d"),) * 3)
    hard = HardGinPlayer()
    assert hard.choose(knocker) == Knock(four)
    assert isinstance(hard.choose(waiter), Discard)
    rest = [c for c in view.hand if c != four]
    knowledge = GinKnowledge.from_view(view)
    assert hard._undercut_chance(waiter, knowledge, rest) > 2 * hard._undercut_chance(knocker, knowledge, rest)
