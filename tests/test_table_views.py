"""What the table games' views and results tell the page (R51-7, R51-9, TR-11, R51-12)."""

from __future__ import annotations

from rummy_helpers import stacked_remi51, stacked_rummy


def test_r51_7_view_says_when_taking_the_discard_obliges_an_opening() -> None:
    """R51-7: free in the first round, obliging later before opening, free after opening."""
    first = stacked_remi51(["5s 6s 7s 10d 10c 10h Kd 2c", "3c 4c 9h"], discard="8s", first_round=True)
    assert first.view(0).take_obliges is False
    later = stacked_remi51(["5s 6s 7s 10d 10c 10h Kd 2c", "3c 4c 9h"], discard="8s")
    assert later.view(0).take_obliges is True
    assert later.view(1).take_obliges is False  # not this player's turn
    opened = stacked_remi51(["5s 6s 7s 10d 10c 10h Kd 2c", "3c 4c 9h"], discard="8s", opened=[True, False])
    assert opened.view(0).take_obliges is False


def test_tr7_exchange_leaves_no_obligation_in_traditional_rummy() -> None:
    """TR-7: the joker taken from a run may stay in hand: the view shows no R51-9 obligation."""
    game = stacked_rummy(
        ["6h 9c 9d 9s Kc", "2c 3c 4c"], discard="Qd", table=[(1, "5h *=6h 7h")], opened=[True, False]
    )
    game.apply("draw discard")
    game.apply("exchange 6h on 0")
    assert game.view(0).must_meld == ()
    game.apply("discard Qd")  # allowed: no obligation to meld the joker


def test_tr11_results_carry_the_hand_value_before_the_rummy_bonus() -> None:
    """TR-11/TR-10: A 11, K 10, joker 25 = 46 left in hand; a rummy adds 25 to the points only."""
    game = stacked_rummy(["7h 8h 9h 10h", "Ac Kd *"], discard="Qs")
    game.apply("draw discard").apply("meld 7h 8h 9h 10h").apply("discard Qs")
    result = game.results[-1]
    assert result.kind == "rummy"
    assert (result.players[1].hand_value, result.players[1].points) == (46, 71)


def test_r51_12_results_carry_the_hand_value_apart_from_the_not_opened_100() -> None:
    """R51-12: A 10, K 10, joker 20 = 40 left in hand; a player who never opened scores 100."""
    game = stacked_remi51(["5s 6s 7s 2c", "Ac Kd *"], stock="8s", opened=[True, False])
    game.apply("draw stock").apply("meld 5s 6s 7s 8s").apply("discard 2c")
    result = game.results[-1]
    assert result.kind == "out"
    assert (result.players[0].points, result.players[1].hand_value, result.players[1].points) == (-40, 40, 100)


def test_a_views_legal_actions_are_listed_when_read_and_are_those_of_when_it_was_made() -> None:
    """A view costs no meld search until its legal actions are read (a page drawing the table
    from a view does not read them); read later, they are the position's the view was made at."""
    import remi

    game = remi.new_game("remi51", 3, {"deals": 1}, 12)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert "not listed yet" in repr(view.legal_actions)
    expected = game.legal_actions()
    game.apply(expected[0])  # the game moves on before the view's actions are read
    assert list(view.legal_actions) == expected and len(view.legal_actions) == len(expected)
    assert expected[0] in view.legal_actions and view.legal_actions == tuple(expected)
    assert view.legal_actions[0] == expected[0]
    other = game.view(next(s for s in range(3) if s != game.to_act))
    assert other.legal_actions == ()  # not its turn: none


def test_tr11_r51_12_a_views_hand_value_counts_as_its_game_does() -> None:
    """TR-11, R51-12: the page adds up a hand from the view alone, by the game's own values
    (Remi 51's joker at its option's penalty, Traditional Rummy's at 25)."""
    import random

    import remi
    from remi import Card

    deck = [Card.parse(c) for c in "Ac 2d 3h 4s 5c 6d 7h 8s 9c 10d Jh Qs Kc *".split()]
    pick = random.Random(11)
    for name, options in (("traditional", {}), ("remi51", {}), ("remi51", {"joker_penalty": 50})):
        game = remi.new_game(name, 2, options, seed=3)
        view = game.view(0)
        for _ in range(40):
            hand = pick.sample(deck, pick.randint(0, 9))
            assert view.hand_value(hand) == game.hand_value(hand), (name, options, hand)


def test_a_view_tells_the_page_the_match_it_draws() -> None:
    """A view carries what the page shows besides the hand: the scoring, the finished deals'
    results and how many actions the match has had (a position's count), in every family."""
    import remi

    for name in remi.GAMES:
        game = remi.new_game(name, 2, seed=4)
        view = game.view(1)
        assert (view.scoring, view.results, view.played) == (game.scoring, tuple(game.results), len(game.actions))
        game.apply(game.legal_actions()[0])
        assert game.view(0).played == len(game.actions) == view.played + 1
