"""Following the play (web/follow.py) on CPython: the deal's public moves read from a view name
exactly the cards the engine moved, never a card drawn from the stock, and read as sentences.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import follow  # noqa: E402
import remi  # noqa: E402
from remi import Card, Discard, DrawDiscard, DrawStock, Knock, NextHand, TakeUpcard  # noqa: E402
from remi.players import make_player  # noqa: E402
from scene import wrap_words  # noqa: E402


@pytest.mark.parametrize("name,players", [("gin", 2), ("oklahoma", 3), ("traditional", 4), ("remi51", 3)])
def test_each_move_names_the_cards_it_showed_and_a_stock_draw_none(name: str, players: int) -> None:
    game = remi.new_game(name, players, seed=34)  # (a match with takes from the pile in every game)
    bots = [make_player("medium", s, name) for s in range(players)]
    expected: list = []  # (seat, kind, cards) of this deal, from the engine's own state
    takes = 0
    while not game.is_over and len(game.actions) < 600:
        seat = game.to_act
        if seat is None:
            game.apply(NextHand())
            expected = []
            continue
        action = bots[seat].choose(game.view(seat))
        if isinstance(action, (DrawDiscard, TakeUpcard)):
            expected.append((seat, "take", (game.discard[-1],)))
            takes += 1
        elif isinstance(action, DrawStock):
            expected.append((seat, "draw", ()))
        elif isinstance(action, (Discard, Knock)):
            expected.append((seat, "discard" if isinstance(action, Discard) else "knock", (action.card,)))
        game.apply(action)
        if game.phase in ("hand_over", "match_over"):
            continue
        for viewer in range(players):  # every player sees the same public moves
            moves = follow.deal_moves(game.view(viewer))
            drawn = [(m.seat, m.kind, m.cards) for m in moves if m.kind in ("take", "draw", "discard", "knock")]
            assert drawn == expected
    assert takes >= 3


def test_last_turns_and_the_turn_before_the_player_to_act() -> None:
    game = remi.new_game("traditional", 3, seed=5)
    bots = [make_player("baseline", s, "traditional") for s in range(3)]
    while not (game.to_act == 0 and game.phase == "draw" and len(game.log) >= 6):
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    view = game.view(0)
    turns = follow.last_turns(view)
    moves = follow.deal_moves(view)
    assert set(turns) <= {0, 1, 2} and all(m.seat == s for s, run in turns.items() for m in run)
    assert turns[moves[-1].seat][-1] == moves[-1]
    before = follow.previous_turn(view)
    assert before and before == turns[2] and before[-1].kind == "discard"


def test_turns_read_as_sentences_in_both_languages() -> None:
    seven, jack, nine = Card.parse("7h"), Card.parse("Js"), Card.parse("9c")
    ana = [follow.Move(1, "take", (seven,)), follow.Move(1, "discard", (jack,))]
    assert follow.said_turn(ana, "ro") == "Ana a luat\u00a07♥ și a aruncat\u00a0J♠"  # a card stays with its verb
    assert follow.said_turn(ana, "en") == "Ana took\u00a07♥ and discarded\u00a0J♠"
    mine = [follow.Move(0, "draw"), follow.Move(0, "discard", (nine,))]
    assert follow.said_turn(mine, "ro") == "Ai tras din pachet și ai aruncat\u00a09♣"
    assert follow.said_turn(mine, "en") == "You drew from the stock and discarded\u00a09♣"
    assert follow.turn_text(ana, "ro", short=True) == "luat\u00a07♥ · aruncat\u00a0J♠"
    assert wrap_words(follow.said_turn(ana, "ro"), 120, lambda s: 7 * len(s)) == ["Ana a luat\u00a07♥ și", "a aruncat\u00a0J♠"]


CASES = [("gin", 3, (390, 844)), ("traditional", 4, (1366, 800)), ("remi51", 2, (844, 390))]


@pytest.mark.parametrize("name,players,size", CASES)
def test_the_table_shows_each_opponents_last_turn_and_the_moves_panel_the_deal(name, players, size) -> None:
    from kits import drawn
    from sight import UiState

    game = remi.new_game(name, players, seed=44)
    bots = [make_player("medium", s, name) for s in range(players)]
    seen = 0
    while not game.is_over and seen < 6:
        if game.to_act == 0 and game.phase in ("draw", "discard") and len(game.log) > 2 * players:
            view = game.view(0)
            scene = drawn(game, UiState(lang="ro"), *size)
            last = follow.last_turns(view)
            shown = scene.info.get("last_turns", {})
            assert set(shown) == {str(s) for s in last if s != 0}
            assert all(text for text in shown.values())
            before = follow.previous_turn(view)
            if game.phase == "draw":  # the turn begins: the status says what the player before did
                assert before and follow.said_turn(before, "ro", brief=True) in scene.info["status"]
            panel = drawn(game, UiState(lang="ro", panel="moves"), *size)
            lines = panel.info["moves_panel"]
            assert lines and follow.said_turn(follow.turns(view)[-1], "ro").startswith(lines[-1].strip().split(" ")[0])
            assert any(h.kind == "button" and h.id == "close" for h in panel.hits)
            turns = follow.turns(view)  # every turn is there, or the first line says how many are not
            firsts = [line for line in lines if not line.startswith("   ")]
            if lines[0].startswith("… ture mai vechi, neafișate: "):
                left_out = int(lines[0].rsplit(" ", 1)[1])
                assert left_out >= 1 and left_out + len(firsts) - 1 == len(turns)
            else:
                assert len(firsts) == len(turns)
            seat_hits = [h for h in scene.hits if h.kind == "seat"]
            assert len(seat_hits) == players - 1  # a tap on an opponent opens the panel
            seen += 1
        game.apply(bots[game.to_act].choose(game.view(game.to_act)) if game.to_act is not None else NextHand())
    assert seen == 6


def test_a_long_deal_on_a_low_screen_shows_its_latest_turns_and_says_how_many_are_left_out() -> None:
    from kits import drawn
    from sight import UiState

    game = remi.new_game("traditional", 4, seed=3)
    bots = [make_player("medium", s, "traditional") for s in range(4)]
    while len(follow.turns(game.view(0))) < 24 or game.to_act != 0:
        assert game.to_act is not None, "the deal ended early"
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    turns = follow.turns(game.view(0))
    for lang, words in (("ro", "… ture mai vechi, neafișate: "), ("en", "… earlier turns left out: ")):
        lines = drawn(game, UiState(lang=lang, panel="moves"), 844, 390).info["moves_panel"]
        assert lines[0].startswith(words), lines
        firsts = [line for line in lines[1:] if not line.startswith("   ")]
        assert int(lines[0].rsplit(" ", 1)[1]) + len(firsts) == len(turns)
        assert lines[-1].strip().split(" ")[0] == follow.said_turn(turns[-1], lang).split(" ")[0]


def test_the_line_beside_an_opponent_says_its_turn_in_the_longest_words_that_fit() -> None:
    # Four players on a phone: "tras · aruncat Q♥" left out an opening of two melds; the line
    # tries the full words, the brief ones, the melds counted, the draw and throw, the throw.
    c = Card.parse
    turn = [follow.Move(1, "draw"), follow.Move(1, "meld", (c("7h"), c("8h"), c("9h"))),
            follow.Move(1, "meld", (c("Js"), c("Jh"), c("Jd"))), follow.Move(1, "discard", (c("Qh"),))]
    said = [follow.brief_turn(turn, "ro", lambda s, most=most: len(s) <= most) for most in (200, 60, 40, 20, 10)]
    plain = [s.replace("\u00a0", " ") for s in said]
    assert plain == [
        "a tras din pachet, a așezat 7♥ 8♥ 9♥, a așezat J♠ J♥ J♦ și a aruncat Q♥",
        "tras · formație de 3 · formație de 3 · aruncat Q♥",
        "tras · formații ×2 · aruncat Q♥",
        "tras · aruncat Q♥",
        "aruncat Q♥",
    ]
    assert follow.brief_turn(turn, "en", lambda s: len(s) <= 32).replace("\u00a0", " ") == "drew · melds ×2 · threw Q♥"


def test_no_line_beside_an_opponent_drops_the_card_it_took_from_the_discard_pile() -> None:
    # Four players on a phone shortened "a luat 4♣ și a aruncat J♥" to "aruncat J♥", losing the
    # pick-up from the pile, which is what a player most needs to know: the narrow box now gives
    # the turn two lines, and no form that fits leaves the card taken out.
    from kits import drawn
    from sight import UiState

    c = Card.parse
    turn = [follow.Move(2, "take", (c("4c"),)), follow.Move(2, "discard", (c("Jh"),))]
    assert follow.brief_turn(turn, "ro", lambda s: len(s) <= 8).replace("\u00a0", " ") == "luat 4♣ · aruncat J♥"
    takes = 0
    for name, seed in (("traditional", 21), ("remi51", 5)):
        game = remi.new_game(name, 4, seed=seed)
        bots = [make_player("medium", s, name) for s in range(4)]
        while not game.is_over and len(game.actions) < 160 and game.phase not in ("hand_over", "match_over"):
            if game.to_act == 0:
                view = game.view(0)
                for width, height, lang in ((390, 844, "ro"), (320, 640, "ro"), (390, 844, "en")):
                    shown = drawn(game, UiState(lang=lang), width, height).info.get("last_turns", {})
                    for seat, moves in follow.last_turns(view).items():
                        taken = [m.cards[0].pretty() for m in moves if m.kind == "take"]
                        if seat != 0 and taken:
                            assert taken[0] in shown[str(seat)], (name, width, lang, shown[str(seat)])
                            takes += 1
            game.apply(bots[game.to_act].choose(game.view(game.to_act)) if game.to_act is not None else NextHand())
    assert takes > 10
