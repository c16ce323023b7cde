"""Every refusal the engine can raise: the error type, the rule it names, and that the game is
exactly as it was before the attempt ("Invalid actions" in RULES.md).

``IllegalActionError`` is a well-formed action the rules do not allow now (``.rule`` is the
RULES.md id); ``InvalidActionError`` is text that is not an action; ``InvalidOptionError`` is
a bad game name, option or player count; ``InvalidSaveError`` a save that cannot be loaded.
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable

import pytest
import remi
from remi.actions import (
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    NextHand,
    Pass,
    TakeUpcard,
)
from remi.cards import Card, CardParseError, make_deck
from remi.game import Phase
from remi.gin.players import BaselineGinPlayer
from remi.players import RandomPlayer
from remi.testing import stacked_game

DECK = make_deck()


def card(text: str) -> Card:
    return Card.parse(text)


def play(game: remi.Game, *actions: str | remi.Action) -> remi.Game:
    for action in actions:
        game.apply(action)
    return game


def state(game: remi.Game) -> tuple[Any, ...]:
    """Everything observable: the full snapshot, the save, the legal actions and every view."""
    views = tuple(game.view(s) for s in range(game.players))  # type: ignore[attr-defined]
    return (game.snapshot(), game.to_json(), game.legal_actions(), views, list(game.actions))


def refuse(
    game: remi.Game, action: str | remi.Action, rule: str, seat: int | None = None, words: str = ""
) -> remi.IllegalActionError:
    """Apply ``action``: it must be refused naming ``rule`` and change nothing."""
    before = state(game)
    with pytest.raises(remi.IllegalActionError) as info:
        game.apply(action, seat=seat)
    err = info.value
    assert err.rule == rule, str(err)
    assert str(err) == f"{rule}: {err.message}"
    assert words.lower() in err.message.lower()
    assert state(game) == before
    if seat is None:  # the UI's question gives the same answer
        assert game.why_not(action) == str(err)
        assert not game.is_legal(action)
        assert remi.parse_action(action) not in game.legal_actions()
    return err


def refuse_invalid(game: remi.Game, action: Any) -> remi.InvalidActionError:
    before = state(game)
    with pytest.raises(remi.InvalidActionError) as info:
        game.apply(action)
    assert state(game) == before
    assert not game.is_legal(action)
    return info.value


# --- The table (see tests/test_rules_gin.py) -------------------------------------------------
#
#   2 players, seat 1 deals, seat 0 decides first.
#   seat 0: 7h 8h 9h 10h | 5c 5d 5s | Ad 2s Kd     (knocks Kd after drawing 3s: deadwood 6)
#   seat 1: Qc Qd Qs | 8d 9d 10d | Jh 6h 4c 4d
#   up-card Kc, stock top 3s then 2h


def fresh(name: str = "gin", options: dict | None = None) -> remi.Game:
    return stacked_game(
        name,
        hands=["7h 8h 9h 10h 5c 5d 5s Ad 2s Kd", "Qc Qd Qs 8d 9d 10d Jh 6h 4c 4d"],
        upcard="Kc",
        stock="3s 2h",
        dealer=1,
        options=options,
    )


def at(where: str, name: str = "gin", options: dict | None = None) -> remi.Game:
    """The table in a given phase."""
    game = fresh(name, options)
    steps = {
        "upcard": [],
        "all_passed": ["pass", "pass"],
        "discard": ["pass", "pass", "draw stock"],  # seat 0 holds 11 cards
        "taken": ["take"],  # seat 0 took Kc
        "draw": ["pass", "pass", "draw stock", "discard Kd"],  # seat 1 to draw, Kd on the pile
        "drawn_discard": ["pass", "pass", "draw stock", "discard Kd", "draw discard"],  # seat 1 took Kd
        "layoff": ["pass", "pass", "draw stock", "knock Kd"],  # seat 1 lays off
        "hand_over": ["pass", "pass", "draw stock", "knock Kd", "done"],
    }[where]
    return play(game, *steps)


def match_over(name: str = "gin", options: dict | None = None) -> remi.Game:
    game = at("hand_over", name, {"target": 1, **(options or {})})
    assert game.phase == Phase.MATCH_OVER
    return game


# --- Wrong phase, for every kind of action -------------------------------------------------

WRONG_PHASE = [
    # (phase, action, rule)
    ("upcard", "draw stock", "G-4"),
    ("upcard", "draw discard", "G-4"),
    ("upcard", "discard 7h", "G-4"),
    ("upcard", "knock Kd", "G-4"),
    ("upcard", "lay off 6h on 1", "G-9"),
    ("upcard", "done", "G-9"),
    ("upcard", "next hand", "G-13"),
    ("all_passed", "take", "G-4"),
    ("all_passed", "pass", "G-4"),
    ("all_passed", "discard Kd", "C-6"),
    ("draw", "take", "G-4"),
    ("draw", "pass", "G-4"),
    ("draw", "discard Jh", "C-6"),
    ("draw", "knock Jh", "C-6"),
    ("draw", "lay off 6h on 1", "G-9"),
    ("draw", "done", "G-9"),
    ("draw", "next hand", "G-13"),
    ("discard", "take", "G-4"),
    ("discard", "pass", "G-4"),
    ("discard", "draw stock", "C-6"),
    ("discard", "draw discard", "C-6"),
    ("discard", "lay off 7h on 0", "G-9"),
    ("discard", "done", "G-9"),
    ("discard", "next hand", "G-13"),
    ("taken", "take", "G-4"),
    ("taken", "draw stock", "C-6"),
    ("layoff", "take", "G-4"),
    ("layoff", "pass", "G-4"),
    ("layoff", "draw stock", "C-6"),
    ("layoff", "draw discard", "C-6"),
    ("layoff", "discard 4c", "C-6"),
    ("layoff", "knock 4c", "C-6"),
    ("layoff", "next hand", "G-13"),
    ("hand_over", "take", "G-4"),
    ("hand_over", "pass", "G-4"),
    ("hand_over", "draw stock", "C-6"),
    ("hand_over", "draw discard", "C-6"),
    ("hand_over", "discard 4c", "C-6"),
    ("hand_over", "knock 4c", "C-6"),
    ("hand_over", "lay off 4c on 0", "G-9"),
    ("hand_over", "done", "G-9"),
]


@pytest.mark.parametrize("where,action,rule", WRONG_PHASE)
def test_action_in_the_wrong_phase_is_refused(where: str, action: str, rule: str) -> None:
    """C-6 / G-4 / G-9 / G-13: each action only in its phase; the state is unchanged."""
    refuse(at(where), action, rule)


def test_big_gin_in_the_wrong_phase_is_refused_c6() -> None:
    """C-6: with the option on, big gin is only possible after drawing (while the up-card is
    offered, the offer comes first: G-4)."""
    for where in ("all_passed", "draw", "layoff", "hand_over"):
        refuse(at(where, options={"big_gin": True}), "big gin", "C-6")
    refuse(at("upcard", options={"big_gin": True}), "big gin", "G-4", words="up-card")


def test_next_hand_before_the_hand_is_over_names_ok6_in_oklahoma() -> None:
    """OK-6: Oklahoma names its own match rule."""
    refuse(at("discard", "oklahoma"), "next hand", "OK-6", words="not over")


def test_g4_draw_discard_after_everyone_passed() -> None:
    """G-4: after every player passed the up-card the first turn draws from the stock."""
    refuse(at("all_passed"), "draw discard", "G-4", words="stock")


def test_c6_discard_or_knock_a_card_not_held() -> None:
    """C-6: the card must be in the player's hand (another player's, the stock's, a second copy)."""
    game = at("discard")
    for action in ("discard Qc", "knock Qc", "discard 2h", "knock 2h", "discard Kc", "discard 7h'", "discard *"):
        refuse(game, action, "C-6", words="do not hold")
    refuse(game, Discard(Card(7, "h", 1)), "C-6")


def test_g6_discarding_the_card_just_taken() -> None:
    """G-6: neither the up-card just taken nor a card just drawn from the pile may go back."""
    refuse(at("taken"), "discard Kc", "G-6", words="just taken")
    refuse(at("taken"), "knock Kc", "G-6")
    refuse(at("drawn_discard"), "discard Kd", "G-6")
    refuse(at("drawn_discard"), "knock Kd", "G-6")
    # The option lifts it.
    game = at("taken", options={"allow_discard_of_drawn_upcard": True})
    game.apply("discard Kc")


def test_g7_knock_over_the_limit() -> None:
    """G-7: knocking with more than 10 deadwood (Gin)."""
    err = refuse(at("discard"), "knock 3s", "G-7", words="knocking needs 10 or less")
    assert "leaves deadwood 13" in err.message  # Ad 2s Kd


def test_ok2_knock_over_the_upcard_limit() -> None:
    """OK-2: Oklahoma's limit is the up-card's value (here 4c up: limit 4; 6 is refused)."""
    game = stacked_game(
        "oklahoma",
        hands=["7h 8h 9h 10h 5c 5d 5s Ad 2s Kd", "Qc Qd Qs 8d 9d 10d Jh 6h Kc 4d"],
        upcard="4c",
        stock="3s",
        dealer=1,
    )
    play(game, "pass", "pass", "draw stock")
    refuse(game, "knock Kd", "OK-2", words="4 or less")


def test_ok2_ace_upcard_only_gin() -> None:
    """OK-2 ace_upcard_gin_only: any knock that is not gin is refused."""
    game = stacked_game(
        "oklahoma",
        hands=["7h 8h 9h 10h 5c 5d 5s Ad 2s Kd", "Qc Qd Qs 8d 9d 10d Jh 6h 4c 4d"],
        upcard="Ac",
        stock="3s",
        dealer=1,
        options={"ace_upcard_gin_only": True},
    )
    play(game, "pass", "pass", "draw stock")
    refuse(game, "knock Kd", "OK-2", words="only gin")


def test_ok7_knock_over_the_site_limit() -> None:
    """OK-7: under site_rules the limit is 10 and the refusal names OK-7."""
    refuse(at("discard", "oklahoma", {"site_rules": True}), "knock 3s", "OK-7", words="10 or less")


def test_g8_big_gin_option_off() -> None:
    """G-8: big gin is refused when the option is off (whatever the hand)."""
    refuse(at("discard"), "big gin", "G-8", words="option big_gin is off")
    refuse(at("upcard"), "big gin", "G-8")


def test_g8_big_gin_not_all_melded() -> None:
    """G-8: big gin needs every card of the hand in melds."""
    refuse(at("discard", options={"big_gin": True}), "big gin", "G-8", words="every card")


def test_g9_lay_off_onto_a_meld_that_does_not_exist() -> None:
    """G-9: the knocker laid down melds 0 and 1 only. A meld number below 0 is no number at all:
    it has no text ("lay off 6h on -1" is malformed), so the value is refused as invalid too."""
    game = at("layoff")
    refuse(game, "lay off 6h on 2", "G-9", words="no meld 2")
    refuse(game, "lay off 6h on 99", "G-9")
    assert "from 0 to 9999, not -1" in str(refuse_invalid(game, LayOff(card("6h"), -1)))


def test_g9_lay_off_a_card_that_does_not_extend() -> None:
    """G-9: 4c does not extend 5c 5d 5s (a set takes only its missing suit) nor 7h-10h;
    6h goes on the run, not on the set."""
    game = at("layoff")
    refuse(game, "lay off 4c on 0", "G-9", words="does not extend")
    refuse(game, "lay off 4c on 1", "G-9")
    refuse(game, "lay off 6h on 0", "G-9")
    refuse(game, "lay off Qc on 1", "G-9")
    game.apply("lay off 6h on 1")
    refuse(game, "lay off 6h on 1", "C-6")  # already laid off: no longer held


def test_g9_lay_off_a_card_not_held() -> None:
    """C-6 in the lay-off phase: the card must be the opponent's own."""
    game = at("layoff")
    refuse(game, "lay off 5h on 1", "C-6", words="do not hold")  # in the stock
    refuse(game, "lay off 10h on 1", "C-6")  # the knocker's own card


def test_g9_lay_off_onto_another_opponents_extension() -> None:
    """G-9: a later opponent cannot build on an earlier opponent's lay-off (8h on 5h-6h-7h)."""
    # 3 players, seat 2 deals. seat 0: 5h 6h 7h | 2c 2d 2s | Kd, draws Ac, knocks Kd.
    # seat 1: 8h 2h Qs Jd 10c 9s 4d. seat 2: 9h Ks Qd Jc 3c 4s 6d.
    game = stacked_game(
        "gin",
        hands=["5h 6h 7h 2c 2d 2s Kd", "8h 2h Qs Jd 10c 9s 4d", "9h Ks Qd Jc 3c 4s 6d"],
        upcard="Qh",
        stock="Ac",
        dealer=2,
    )
    play(game, "pass", "pass", "pass", "draw stock", "knock Kd", "lay off 2h on 0", "lay off 8h on 1", "done")
    refuse(game, "lay off 9h on 1", "G-9", words="does not extend")


def test_lay_off_phase_over_after_gin() -> None:
    """G-9: after gin there is no lay-off phase."""
    game = stacked_game(
        "gin",
        hands=["7h 8h 9h 10h 5c 5d 5s Ad 2d Kd", "Qc Qd Qs 8d 9d 10d Jh 6h 4c 4h"],
        upcard="Kc",
        stock="3d",
        dealer=1,
    )
    play(game, "pass", "pass", "draw stock", "knock Kd")  # Ad 2d 3d: gin
    assert game.results[-1].kind == "gin"
    refuse(game, "lay off 6h on 1", "G-9", words="only after a knock that is not gin")
    refuse(game, "done", "G-9")


@pytest.mark.parametrize("name,rule", [("gin", "G-13"), ("oklahoma", "OK-6")])
def test_anything_after_the_match_is_over(name: str, rule: str) -> None:
    """G-13 / OK-6: once the match is over no action is legal."""
    options = {"big_gin": True}  # so that big gin is refused for the match, not the option
    game = match_over(name, options)
    assert game.legal_actions() == []
    for action in (
        "take",
        "pass",
        "draw stock",
        "draw discard",
        "discard 4c",
        "knock 4c",
        "big gin",
        "lay off 4c on 0",
        "done",
        "next hand",
    ):
        refuse(game, action, rule, words="the match is over")


def test_apply_with_the_wrong_seat() -> None:
    """C-6: apply(action, seat=...) must name the player to act."""
    game = at("upcard")  # seat 0 to act
    refuse(game, "pass", "C-6", seat=1, words="not seat 1's turn but seat 0's")
    refuse(game, "take", "C-6", seat=5)
    game.apply("pass", seat=0)  # the right seat is fine
    refuse(at("layoff"), "done", "C-6", seat=0)
    refuse(at("hand_over"), "next hand", "C-6", seat=0, words="nobody")


def test_check_refuses_a_value_that_is_not_a_gin_action() -> None:
    """C-6: the rules' check refuses anything that is not one of the game's actions."""
    game = at("discard")
    before = state(game)

    class Foreign:
        def __str__(self) -> str:
            return "foreign"

    with pytest.raises(remi.IllegalActionError) as info:
        game.check(Foreign())  # type: ignore[arg-type]
    assert info.value.rule == "C-6"
    assert state(game) == before


# --- Malformed actions: InvalidActionError --------------------------------------------------

MALFORMED = [
    "",
    "   ",
    "fly",
    "draw",
    "draw hand",
    "discard",
    "discard 7h 8h",
    "discard 1h",
    "discard 11h",
    "discard 7x",
    "discard h",
    "knock",
    "knock 0s",
    "lay off 6h",
    "lay off 6h on",
    "lay off 6h on x",
    "lay off 6h on -1",
    "lay off 6z on 0",
    "lay off 6h to 0",
    "next",
    "big",
]


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_text_is_an_invalid_action(text: str) -> None:
    """Text that is not an action: InvalidActionError, nothing changes."""
    for game in (at("upcard"), at("discard"), at("layoff")):
        refuse_invalid(game, text)
    with pytest.raises(remi.InvalidActionError):
        remi.parse_action(text)


@pytest.mark.parametrize("value", [None, 42, 4.2, ["pass"], {"action": "pass"}, b"pass", card("7h")])
def test_non_text_values_are_invalid_actions(value: Any) -> None:
    """Values that are neither action text nor action values."""
    refuse_invalid(at("discard"), value)
    with pytest.raises(remi.InvalidActionError):
        remi.parse_action(value)


def test_invalid_action_errors_are_value_errors_with_a_reason() -> None:
    """The malformed-text error says what was expected."""
    err = refuse_invalid(at("upcard"), "fly")
    assert isinstance(err, ValueError) and isinstance(err, remi.RemiError)
    assert "'fly'" in str(err) and "draw stock" in str(err)
    err = refuse_invalid(at("layoff"), "lay off 6h on x")
    assert "number" in str(err)
    err = refuse_invalid(at("discard"), "discard 7x")
    assert "suit" in str(err)


def test_card_parse_errors() -> None:
    """C-1: Card.parse refuses text that is not a card with CardParseError (a ValueError)."""
    for text in ("", "'", "7", "7x", "1h", "11h", "Zh", "0s", "hh"):
        with pytest.raises(CardParseError):
            Card.parse(text)
    assert issubclass(CardParseError, ValueError)


# --- Bad options, players, games: InvalidOptionError -----------------------------------------

BAD_SETTINGS: list[tuple[str, Any, Any, Any, str]] = [
    # (game, players, options, seed, words in the message)
    ("chess", 2, None, 1, "unknown game"),
    ("Gin", 2, None, 1, "unknown game"),
    ("gin", 1, None, 1, "2 to 4 players"),
    ("gin", 5, None, 1, "2 to 4 players"),
    ("gin", 0, None, 1, "2 to 4 players"),
    ("gin", "2", None, 1, "2 to 4 players"),
    ("gin", True, None, 1, "2 to 4 players"),
    ("gin", 2.0, None, 1, "2 to 4 players"),
    ("oklahoma", 5, None, 1, "2 to 4 players"),
    ("gin", 2, {"knock_limit": 5}, 1, "unknown option"),
    ("gin", 2, {"site_rules": True}, 1, "unknown option"),  # an Oklahoma option
    ("gin", 2, {"spade_doubles": True}, 1, "unknown option"),
    ("gin", 2, {"big_gin": "yes"}, 1, "on or off"),
    ("gin", 2, {"big_gin": 1}, 1, "on or off"),
    ("gin", 2, {"gin_bonus": "25"}, 1, "whole number"),
    ("gin", 2, {"gin_bonus": 2.5}, 1, "whole number"),
    ("gin", 2, {"gin_bonus": True}, 1, "whole number"),
    ("gin", 2, {"gin_bonus": -1}, 1, "between"),
    ("gin", 2, {"gin_bonus": 1001}, 1, "between"),
    ("gin", 2, {"target": 0}, 1, "between"),
    ("gin", 2, {"stock_end": "shuffle"}, 1, "one of"),
    ("gin", 2, {"stock_end": None}, 1, "one of"),
    ("oklahoma", 2, {"site_rules": "true"}, 1, "on or off"),
    ("oklahoma", 2, {"undercut_bonus": -5}, 1, "between"),
    ("oklahoma", 2, {"line_and_game_bonus": 1}, 1, "on or off"),
    ("gin", 2, None, "7", "whole number"),
    ("gin", 2, None, 1.5, "whole number"),
    ("gin", 2, None, True, "whole number"),
]


@pytest.mark.parametrize("name,players,options,seed,words", BAD_SETTINGS)
def test_bad_game_players_options_or_seed(name: str, players: Any, options: Any, seed: Any, words: str) -> None:
    """InvalidOptionError with a sentence saying what is allowed."""
    with pytest.raises(remi.InvalidOptionError) as info:
        remi.new_game(name, players=players, options=options, seed=seed)
    assert words in str(info.value)


def test_stacked_game_refuses_a_card_named_twice() -> None:
    """The test helper refuses a stacked deal that names a card twice."""
    with pytest.raises(ValueError, match="named twice"):
        stacked_game("gin", hands=["7h 8h 9h", "7h 2c 3c"], upcard="Kc")


def test_view_of_a_seat_that_does_not_exist() -> None:
    """A view is only for a seat of the game."""
    game = at("upcard")
    before = state(game)
    for seat in (-1, 2, 9):
        with pytest.raises(ValueError, match="no seat"):
            game.view(seat)
    assert state(game) == before


# --- Saves: InvalidSaveError ---------------------------------------------------------------


def good_save() -> dict[str, Any]:
    game = remi.new_game("gin", players=2, options={"big_gin": True}, seed=7)
    play(game, "pass", "pass", "draw stock")
    return game.to_dict()


def test_the_good_save_loads() -> None:
    """The baseline of the save tests: the save replays."""
    data = good_save()
    assert remi.load_game(data).snapshot()["actions"] == data["actions"]
    assert remi.load_game(json.dumps(data)).to_dict() == data


def changed(**changes: Any) -> dict[str, Any]:
    data = good_save()
    data.update(changes)
    return data


def without(key: str) -> dict[str, Any]:
    data = good_save()
    del data[key]
    return data


DREW = ["pass", "pass", "draw stock"]
BAD_SAVES: list[tuple[str, Callable[[], Any], str]] = [
    ("not json", lambda: "{not json", "not valid JSON"),
    ("empty text", lambda: "", "not valid JSON"),
    ("bad utf-8 bytes", lambda: b"\xff\xfe{", "not valid JSON"),
    ("json list", lambda: "[1, 2]", "JSON object"),
    ("json number", lambda: "42", "JSON object"),
    ("json string", lambda: '"gin"', "JSON object"),
    ("json null", lambda: "null", "JSON object"),
    ("python list", lambda: [good_save()], "JSON object"),
    ("no format", lambda: without("format"), "not a Remi save"),
    ("wrong format", lambda: changed(format="chess-pgn"), "not a Remi save"),
    ("no version", lambda: without("version"), "version"),
    ("wrong version", lambda: changed(version=2), "version"),
    ("version as text", lambda: changed(version="1"), "version"),
    ("no game", lambda: without("game"), "has no game"),
    ("no players", lambda: without("players"), "has no players"),
    ("no options", lambda: without("options"), "has no options"),
    ("no seed", lambda: without("seed"), "has no seed"),
    ("no actions", lambda: without("actions"), "has no actions"),
    ("unknown game", lambda: changed(game="poker"), "unknown game"),
    ("options not an object", lambda: changed(options=["big_gin"]), "options must be an object"),
    ("unknown option", lambda: changed(options={"jokers": 2}), "settings are invalid"),
    ("bad option value", lambda: changed(options={"big_gin": "yes"}), "settings are invalid"),
    ("bad player count", lambda: changed(players=7), "settings are invalid"),
    ("players as text", lambda: changed(players="2"), "number of players"),
    ("seed as text", lambda: changed(seed="7"), "seed must be a whole number"),
    ("seed as bool", lambda: changed(seed=True), "seed must be a whole number"),
    ("actions not a list", lambda: changed(actions="pass pass"), "list of texts"),
    ("actions an object", lambda: changed(actions={"1": "pass"}), "list of texts"),
    ("an action not text", lambda: changed(actions=["pass", 3]), "list of texts"),
    # bounded: refused at once, never a RecursionError or a bare ValueError
    ("json nested 1000 deep", lambda: "[" * 1000 + "]" * 1000, "nested too deep"),
    ("options nested deep", lambda: json.dumps(changed(options={"a": [[[[[[[[[1]]]]]]]]]})), "nested too deep"),
    ("a python mapping nested without end", lambda: changed(options={"target": nested_dict(5000)}), "settings are invalid"),
    ("a huge meld index", lambda: changed(actions=[*DREW, "lay off 6h on " + "9" * 150]), "at most 4 digits"),
    ("a meld index of 5000 digits", lambda: changed(actions=[*DREW, "lay off 6h on " + "9" * 5000]), "longer than"),
    ("game as a list", lambda: changed(game=["gin"]), "unknown game"),
    ("a version of 5000 digits", lambda: changed(version=10**5000), "version"),
    ("text too long", lambda: " " * (remi.game.MAX_SAVE_CHARS + 1), "too long"),
    ("too many actions", lambda: changed(actions=["pass"] * (remi.game.MAX_ACTIONS + 1)), "too many actions"),
]


def nested_dict(depth: int) -> dict[str, Any]:
    inner: dict[str, Any] = {}
    for _ in range(depth):
        inner = {"a": inner}
    return inner


@pytest.mark.parametrize("label,make,words", BAD_SAVES, ids=[b[0] for b in BAD_SAVES])
def test_bad_save_is_refused(label: str, make: Callable[[], Any], words: str) -> None:
    """InvalidSaveError saying what is wrong with the save."""
    with pytest.raises(remi.InvalidSaveError) as info:
        remi.load_game(make())
    assert words in str(info.value)


def test_a_huge_action_is_refused_at_once_with_a_short_message() -> None:
    """A 50 MB action in a save (a damaged or hostile one): refused unread, quoted in 40 characters."""
    for action in ("meld " + "7h " * 17_000_000, "x" * 50_000_000):
        with pytest.raises(remi.InvalidSaveError) as info:
            remi.load_game(changed(actions=["pass", "pass", "draw stock", action]))
        message = str(info.value)
        assert len(message) < 300 and "action 4" in message and "longer than 200 characters" in message


def test_a_huge_save_text_is_refused_with_a_short_message() -> None:
    text = json.dumps(changed(actions=["x" * 3_000_000]))
    with pytest.raises(remi.InvalidSaveError) as info:
        remi.load_game(text)
    assert len(str(info.value)) < 200 and "too long" in str(info.value)


def test_refusals_quote_outside_input_briefly() -> None:
    with pytest.raises(remi.InvalidActionError) as action:
        remi.parse_action("discard " + "Q" * 150)
    with pytest.raises(remi.InvalidSaveError) as option:
        remi.load_game(changed(options={"big_gin": "y" * 10_000}))
    with pytest.raises(remi.InvalidSaveError) as game:
        remi.load_game(changed(game="p" * 10_000))
    for info in (action, option, game):
        assert len(str(info.value)) < 300, str(info.value)[:400]


def test_save_with_an_illegal_action_names_its_number() -> None:
    """An action that cannot be replayed: which one (1-based), its text and the rule."""
    data = changed(actions=["pass", "pass", "draw discard"])
    with pytest.raises(remi.InvalidSaveError) as info:
        remi.load_game(data)
    message = str(info.value)
    assert "action 3" in message and "'draw discard'" in message and "G-4" in message
    data = changed(actions=["pass", "pass", "draw stock", "draw stock"])
    with pytest.raises(remi.InvalidSaveError, match=r"action 4 .*C-6"):
        remi.load_game(data)


def test_save_with_a_malformed_action_names_its_number() -> None:
    """A text that is not an action at all, in the save's list."""
    with pytest.raises(remi.InvalidSaveError, match=r"action 2 of the save \('fly'\)"):
        remi.load_game(changed(actions=["pass", "fly"]))


def test_save_from_a_finished_match_cannot_be_extended() -> None:
    """An action after the end of the match: refused on replay with its number."""
    game = remi.new_game("gin", players=2, options={"target": 1}, seed=3)
    bot = BaselineGinPlayer()
    while not game.is_over:
        if game.phase == Phase.HAND_OVER:
            game.apply("next hand")
        else:
            game.apply(bot.choose(game.view(game.to_act)))  # type: ignore[arg-type]
    data = game.to_dict()
    data["actions"].append("next hand")
    with pytest.raises(remi.InvalidSaveError, match=rf"action {len(data['actions'])} .*G-13"):
        remi.load_game(data)


def test_save_with_null_players_is_refused() -> None:
    """A save is malformed if its player count is not a number (null is not 2)."""
    with pytest.raises(remi.InvalidSaveError):
        remi.load_game(changed(players=None))


def test_errors_are_value_errors() -> None:
    """Every engine error is a RemiError, hence a ValueError."""
    for cls in (remi.IllegalActionError, remi.InvalidActionError, remi.InvalidOptionError, remi.InvalidSaveError):
        assert issubclass(cls, remi.RemiError) and issubclass(cls, ValueError)


# --- Every unlisted action, in many real positions -------------------------------------------


def universe(game: remi.Game) -> list[remi.Action]:
    actions: list[remi.Action] = [TakeUpcard(), Pass(), DrawStock(), DrawDiscard(), BigGin(), FinishLayoff(), NextHand()]
    for c in DECK:
        actions += [Discard(c), Knock(c), LayOff(c, 0), LayOff(c, 1), LayOff(c, 3)]
    return actions


@pytest.mark.parametrize("name,players,seed", [("gin", 2, 1), ("gin", 3, 2), ("oklahoma", 2, 3), ("oklahoma", 4, 4)])
def test_every_unlisted_action_is_refused_and_changes_nothing(name: str, players: int, seed: int) -> None:
    """In positions of a random match, every action not in legal_actions() is refused with an
    IllegalActionError naming a rule, and the game stays exactly as it was."""
    game = remi.new_game(name, players=players, options={"big_gin": True, "target": 30}, seed=seed)
    rng = random.Random(seed)
    bots = [RandomPlayer(seed + s) for s in range(players)]
    rules = set()
    step = 0
    while not game.is_over and step < 400:
        if step % 9 == 0 or game.phase in (Phase.LAYOFF, Phase.HAND_OVER, Phase.UPCARD):
            legal = set(game.legal_actions())
            before = game.snapshot()
            sample = [a for a in universe(game) if a not in legal]
            for action in rng.sample(sample, min(40, len(sample))):
                with pytest.raises(remi.IllegalActionError) as info:
                    game.apply(action)
                rules.add(info.value.rule)
                assert game.snapshot() == before
        if game.phase == Phase.HAND_OVER:
            game.apply("next hand")
        else:
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))  # type: ignore[index, arg-type]
        step += 1
    assert {"C-6", "G-4"} <= rules


# --- Bugs found while writing these tests, fixed in the engine ---------------------------------


@pytest.mark.parametrize("name", ["gin", "oklahoma"])
@pytest.mark.parametrize("options", [["big_gin"], "big_gin", 5])
def test_options_that_are_not_a_mapping_are_invalid_options(name: str, options: Any) -> None:
    """new_game(options=...) must be a mapping of option names; anything else is an InvalidOptionError."""
    with pytest.raises(remi.InvalidOptionError):
        remi.new_game(name, options=options, seed=1)


def test_card_parse_unicode_digit_is_a_card_parse_error() -> None:
    """C-1: '²'.isdigit() is true but int('²') fails: still a CardParseError."""
    with pytest.raises(CardParseError):
        Card.parse("²h")


@pytest.mark.parametrize("text", ["discard ²h", "knock ²h", "lay off 6h on ²", "lay off ²h on 0"])
def test_unicode_digits_are_invalid_actions(text: str) -> None:
    """Malformed action text is an InvalidActionError, whatever its characters."""
    refuse_invalid(at("layoff" if text.startswith("lay") else "discard"), text)


def test_is_legal_and_why_not_answer_for_unicode_digits() -> None:
    """is_legal answers False and why_not gives a reason for any malformed text."""
    game = at("discard")
    assert game.is_legal("discard ²h") is False
    assert game.why_not("discard ²h")


def test_save_with_unicode_digit_action_is_an_invalid_save() -> None:
    """A save whose action list holds malformed text is an InvalidSaveError naming the action."""
    with pytest.raises(remi.InvalidSaveError, match="action 4"):
        remi.load_game(changed(actions=["pass", "pass", "draw stock", "discard ²h"]))
