"""The look and sound settings on CPython: which sound each action makes, how a new deal is dealt,
the large cards' layout, the form's switches and the settings kept. Not marked ``browser``: no
dist/ needed (tests/browser/test_look.py checks the same in Chromium).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import effects  # noqa: E402
import remi  # noqa: E402
import storage  # noqa: E402
from kits import drawn  # noqa: E402
from remi import NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402
from scene import CardItem  # noqa: E402
from sight import UiState  # noqa: E402
from startscreen import form_html, look_html  # noqa: E402


def played(name: str, players: int, seed: int):
    """A whole deal by Easy players: (action, its sounds, the game after it as saved) each."""
    game = remi.new_game(name, players, seed=seed)
    bots = [make_player("easy", seed + s, name) for s in range(players)]
    out = []
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        action = NextHand() if seat is None else bots[seat].choose(game.view(seat))
        game.apply(action)
        out.append((action, effects.sound_of(action, game), game.to_json()))
    return out


@pytest.mark.parametrize("name,players", [("gin", 2), ("traditional", 3), ("remi51", 2)])
def test_each_action_makes_its_sound_and_the_end_of_a_deal_is_heard(name: str, players: int) -> None:
    moves = played(name, players, 3)
    sounds = [heard for _, heard, _ in moves]
    for (action, _, _), heard in zip(moves, sounds):
        kind = type(action).__name__
        own = [h for h in heard if h != "end"]
        first = own[0] if own else None
        expected = {"DrawStock": "draw", "DrawDiscard": "draw", "TakeUpcard": "draw", "Discard": "discard", "Knock": "knock",
                    "BigGin": "knock", "Meld": "meld", "Build": "meld", "LayOff": "meld", "Exchange": "meld"}.get(kind)
        assert first == expected, (kind, heard)
    assert sounds[-1][-1] == "end" and sum(s.count("end") for s in sounds) == 1  # once, when the deal ends
    assert effects.sound_of(NextHand(), remi.new_game(name, players, seed=1)) == ["deal"]


@pytest.mark.parametrize("players,dealer", [(2, 0), (3, 1), (4, 3)])
def test_a_deal_goes_round_by_round_from_the_dealers_left_and_brings_each_of_your_cards_once(players, dealer) -> None:
    hand = [f"{r}h" for r in range(2, 9)] + ["Ts", "Js", "Qs", "Ks", "As", "2c", "3c"]  # 14 cards
    order = effects.deal_order(players, hand, dealer)
    assert [seat for seat, _ in order[:players]] == [(dealer + 1 + k) % players for k in range(players)]
    assert [card for seat, card in order if seat == 0] == hand  # each card once, left to right
    assert all(card is None for seat, card in order if seat != 0)  # the others' face down
    assert sum(1 for seat, _ in order if seat == 1) == effects.DEAL_ROUNDS


SCREENS = [(1366, 800), (844, 390), (390, 844), (1280, 800), (320, 568)]


@pytest.mark.parametrize("width,height", SCREENS)
@pytest.mark.parametrize("name,players", [("gin", 2), ("oklahoma", 3), ("traditional", 4), ("remi51", 2)])
def test_large_cards_are_bigger_where_the_screen_has_room_and_still_fit(name, players, width, height) -> None:
    for _, _, saved in played(name, players, 5)[::7]:
        game = remi.load_game(saved)
        if game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            continue
        sizes = {}
        for large in (False, True):
            scene = drawn(game, UiState(lang="ro", large=large), width, height)
            hand = [i for i in scene.items if isinstance(i, CardItem) and i.card and i.key in {str(c) for c in game.hands[0]}]
            sizes[large] = max(c.w for c in hand)
            for h in scene.hits:
                if h.kind != "hand":
                    assert h.x >= -0.5 and h.y >= -0.5 and h.x + h.w <= width + 0.5 and h.y + h.h <= height + 0.5, h
            buttons = [h for h in scene.hits if h.kind == "button"]
            top = min(c.y for c in hand)
            # no button lies over the hand's cards (the sort buttons beside it on a low screen)
            for b in buttons:
                for c in hand:
                    apart = b.y + b.h <= c.y + 1 or b.x + b.w <= c.x + 1 or c.x + c.w <= b.x + 1 or b.y >= c.y + c.h - 1
                    assert apart or b.id.startswith("sort"), (b, c, top)
        assert sizes[True] >= sizes[False]
        # where the cards are narrower than a fifth of the screen there is room: they grow (on a
        # phone upright they take two rows; they grew only on a wide screen, and a phone's large
        # cards had a larger index alone, a "10" squeezed into it). On a small phone (320x568)
        # the melds of Traditional Rummy and Remi 51 need the height: two rows would take it.
        if sizes[False] < width / 5 and (height >= 600 or name in ("gin", "oklahoma")):
            assert sizes[True] >= sizes[False] * (1.15 if width < height else 1.1), (sizes, width, height)


def test_the_form_shows_the_look_and_the_settings_keep_only_yes_or_no() -> None:
    page = look_html({"four_colour": True, "sound": False}, "ro")
    assert 'name="look.four_colour" checked' in page and 'name="look.sound">' in page
    assert "Romburi albastre, trefle verzi" in page and "Mai puține animații" in page
    form = form_html("gin", 2, "en", False, look={"large_cards": True})
    assert 'name="look.large_cards" checked' in form and "Look and sound" in form
    settings = {"lang": "ro", "four_colour": True, "sound": "loud", "reduce_motion": False, "large_cards": 1}
    assert storage.look_settings(settings) == {"four_colour": True, "reduce_motion": False}


def test_a_hands_back_row_shows_the_whole_corner_index_of_large_cards() -> None:
    import hand

    # paint.js draws a large card's index (cornerSize) 0.36 of the card's width high for the
    # rank, and the suit under it: from 4% of the height down, rank and suit about 1.97 of it
    width = 1.0
    height = 1.4 * width
    index = 0.04 * height + 1.97 * 0.36 * width
    assert hand.rack_step(True) * height >= index
    assert hand.rack_step(False) == hand.RACK_STEP
