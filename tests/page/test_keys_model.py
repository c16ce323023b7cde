"""Keyboard play and the table in words on CPython (web/keys.py, web/access.py): every tappable
thing of every game's table is reached by the arrows at phone and desktop size, each key means
what a tap on the same thing means, and the words name every card, pile, meld and button with
what pressing it does now. Not marked ``browser``: no dist/ needed (tests/browser/test_keys.py
plays whole deals with the keys in Chromium)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Iterator, List, Tuple

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import access  # noqa: E402
import keys  # noqa: E402
import moves as moves_mod  # noqa: E402
import remi  # noqa: E402
import sight  # noqa: E402
from i18n import cards_count, player_name, spoken, t  # noqa: E402
from keyscreen import keys_html  # noqa: E402
from kits import drawn  # noqa: E402
from remi import DrawDiscard, NextHand, Phase, TakeUpcard  # noqa: E402
from remi.players import make_player  # noqa: E402
from sight import UiState, view_of  # noqa: E402

SIZES = [(390, 844), (1366, 800)]
GAMES = [("gin", 2), ("oklahoma", 3), ("traditional", 4), ("remi51", 3)]


def positions(name: str, players: int, seed: int, every: int = 3) -> Iterator[Any]:
    """The person's turns of one deal played by Medium players in every seat (every ``every``-th
    turn, and the deal's end), each as the game at that moment."""
    game = remi.new_game(name, players, seed=seed)
    bots = [make_player("medium", seed + s, name) for s in range(players)]
    turn = 0
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        if seat == 0:
            if turn % every == 0:
                yield game
            turn += 1
        game.apply(bots[seat].choose(game.view(seat)) if seat is not None else NextHand())
    yield game


def reached(scene: Any) -> Tuple[set, set]:
    """Every focusable thing the arrows, Home and End reach from the first card (or the first
    thing), and all the focusable things."""
    items = keys.focusables(scene)
    start = next((h for h in items if h.kind == "card"), items[0])
    seen = {id(start)}
    todo = [start]
    while todo:
        here = todo.pop()
        for way in ("left", "right", "up", "down", "first", "last"):
            there = keys.step(items, here, way)
            if there is not None and id(there) not in seen:
                seen.add(id(there))
                todo.append(there)
    return seen, {id(h) for h in items}


@pytest.mark.parametrize("name,players", GAMES)
@pytest.mark.parametrize("width,height", SIZES)
def test_the_arrows_reach_every_card_pile_meld_and_button(name: str, players: int, width: int, height: int) -> None:
    checked = 0
    for game in positions(name, players, seed=11):
        for picked in ([], None):
            ui = UiState(lang="ro", levels=["medium"] * (players - 1))
            hand = [str(c) for c in game.hands[0]]
            ui.picked = hand[:1] if picked is None and hand else []
            scene = drawn(game, ui, width, height)
            seen, every = reached(scene)
            missed = [f"{h.kind}:{h.id}" for h in keys.focusables(scene) if id(h) not in seen]
            assert not missed, (game.phase, missed)
            # left and right walk the hand card by card, in the order it lies
            cards = [h for h in scene.hits if h.kind == "card"]
            for a, b in zip(cards, cards[1:]):
                assert keys.step(keys.focusables(scene), a, "right") is b
                assert keys.step(keys.focusables(scene), b, "left") is a
            checked += 1
    assert checked >= 4


def table(name: str, players: int, seed: int = 5, width: int = 1366, height: int = 800) -> Tuple[Any, Any, UiState]:
    """A deal on the person's turn to draw, laid out."""
    game = next(positions(name, players, seed))
    ui = UiState(lang="en", levels=["medium"] * (players - 1))
    return game, drawn(game, ui, width, height), ui


def test_a_key_means_what_a_tap_on_the_same_thing_means() -> None:
    game, scene, ui = table("gin", 2, seed=7)
    focus = keys.Focus()
    focus.shown = True
    # Enter and Space tap the thing in focus: at first the hand's first card
    first = next(h for h in scene.hits if h.kind == "card")
    for key in ("Enter", " "):
        it = keys.intent(key, scene, focus, [])
        assert (it.kind, it.hit) == ("tap", first)
    # D taps the stock, as a tap there would (the page asks the moves' map what that means)
    stock = next(h for h in scene.hits if h.kind == "stock")
    assert (keys.intent("d", scene, focus, []).kind, keys.intent("D", scene, focus, []).hit) == ("tap", stock)
    # T takes from the discard pile; X throws the card in focus (a double click on it)
    assert keys.intent("t", scene, focus, []).kind == "take"
    it = keys.intent("x", scene, focus, [])
    assert (it.kind, it.hit) == ("double", first)
    # a button's letter presses that button while it is on the table, and only then
    hint = next(h for h in scene.hits if h.kind == "button" and h.id == "hint")
    it = keys.intent("h", scene, focus, [])
    assert (it.kind, it.command) == ("command", hint.data["command"])
    assert keys.intent("k", scene, focus, []).kind == "none"  # no knock now: nothing, and it is said
    assert keys.intent("k", scene, focus, []).command == "k"
    # Ctrl+Z and U take back (U only while Undo is offered), Escape lets the picked cards go
    assert keys.intent("z", scene, focus, [], ctrl=True).command == "ui:undo"
    assert keys.intent("u", scene, focus, []).kind == "none"
    assert keys.intent("Escape", scene, focus, [first.id]).command == "ui:clear"
    assert keys.intent("Escape", scene, focus, [], panel="moves").command == "ui:close_panel"
    assert keys.intent("?", scene, focus, []).kind == "help"
    # S sorts the next way: after the sort that is on
    sorts = [h for h in scene.hits if h.kind == "button" and h.id.startswith("sort_")]
    on = next(k for k, h in enumerate(sorts) if h.data.get("active"))
    assert keys.intent("s", scene, focus, []).command == sorts[(on + 1) % len(sorts)].data["command"]
    # a key the table has no use for is left to the browser (Tab leaves the table)
    assert (keys.intent("Tab", scene, focus, []).kind, keys.intent("Tab", scene, focus, []).command) == ("none", "")
    # Shift and an arrow move the card in focus along the hand
    it = keys.intent("ArrowRight", scene, focus, [], shift=True)
    assert (it.kind, it.hit, it.step) == ("move", first, 1)


def test_the_focus_stays_on_its_thing_and_goes_to_the_nearest_when_it_is_gone() -> None:
    game, scene, ui = table("traditional", 3, seed=4)
    focus = keys.Focus()
    cards = [h for h in scene.hits if h.kind == "card"]
    focus.set(cards[3])
    again = drawn(game, ui, 1366, 800)
    assert focus.current(again).id == cards[3].id  # laid out afresh: the same card
    gone = cards[3].id
    ui.hidden = {gone}  # a card no longer on the table
    fewer = drawn(game, ui, 1366, 800)
    fewer.hits = [h for h in fewer.hits if h.id != gone]
    near = focus.current(fewer)
    assert near is not None and near.kind == "card" and near.id in (cards[2].id, cards[4].id)


def test_the_focus_ring_is_drawn_round_the_thing_in_focus_and_stays_on_the_table() -> None:
    game, scene, ui = table("remi51", 2, width=390, height=844)
    for hit in keys.focusables(scene):
        outer, white, inner = keys.ring(scene, hit)
        assert white.stroke == keys.RING and outer.stroke == inner.stroke == keys.RING_EDGE
        for box in (outer, inner):  # round the thing, inside the table
            assert 0 <= box.x and box.x + box.w <= scene.width and 0 <= box.y and box.y + box.h <= scene.height
        if hit.kind != "button":
            assert inner.x <= hit.x and inner.y <= hit.y and inner.x + inner.w >= min(hit.x + hit.w, scene.width - 2)


def acts(view: dict) -> List[dict]:
    return [line for part in view["sections"] for line in part["entries"] if "act" in line]


@pytest.mark.parametrize("name,players", GAMES)
def test_the_table_in_words_names_every_thing_and_each_button_taps_it(name: str, players: int) -> None:
    for lang in ("en", "ro"):
        for game in positions(name, players, seed=21, every=4):
            ui = UiState(lang=lang, levels=["hard"] * (players - 1))
            scene = drawn(game, ui, 390, 844)
            view = access.view(sight.seen(game, ui), scene)
            titles = [part["id"] for part in view["sections"]]
            lines = acts(view)
            # each button names a thing on the table, and every thing on the table has a button
            assert all(access.hit_of(scene, line["act"]) is not None for line in lines)
            named = {line["act"] for line in lines}
            for hit in scene.hits:
                if hit.kind in ("card", "stock", "discard", "meld", "joker") or (
                    hit.kind == "button" and hit.id != "close_panel"
                ):
                    assert f"{hit.kind}:{hit.id}" in named, (hit.kind, hit.id)
            assert view["status"]  # whose turn, what is legal: the status line
            players_part = next(p for p in view["sections"] if p["id"] == "players")
            assert len(players_part["entries"]) == players
            if game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
                result = next(p for p in view["sections"] if p["id"] == "result")
                assert len(result["entries"]) >= players + 1
                assert "hand" not in titles
                continue
            hand = next(p for p in view["sections"] if p["id"] == "hand")
            assert [line["text"].split(",")[0] for line in hand["entries"]] == [
                remi.Card.parse(h.id).pretty() for h in scene.hits if h.kind == "card"
            ]
            assert sorted(h["act"][5:] for h in hand["entries"]) == sorted(str(c) for c in game.hands[0])
            assert all(line["pressed"] is False for line in hand["entries"])
            for line in hand["entries"]:  # each card also in words, for the screen reader to say
                card = remi.Card.parse(line["act"][5:])
                assert line["spoken"] == spoken(line["text"], lang) and card.pretty() not in line["spoken"]
            assert cards_count(len(game.hands[0]), lang) in hand["title"]
            # a pile's button says what pressing it does now; one that does nothing is marked so
            moves = moves_mod.of(view_of(game))
            stock = next((line for line in lines if line["act"] == "stock:stock"), None)
            if stock is None:  # (Gin's lay-offs after a knock: the knocker's melds instead of the piles)
                assert game.phase == Phase.LAYOFF
                continue
            assert stock["disabled"] == (moves.pile("stock", []) is None)
            if not stock["disabled"]:
                assert t("access.draw", lang) in stock["text"]


def test_a_picked_card_is_pressed_and_the_pile_and_melds_say_where_it_may_go() -> None:
    for game in (g for seed in range(8, 30) for g in positions("traditional", 3, seed=seed, every=1)):
        moves = moves_mod.of(view_of(game))
        onto = [(card, melds) for card, melds in moves.onto.items() if melds]
        if game.phase != Phase.DISCARD or not onto or not moves.discards:
            continue
        card = str(onto[0][0])
        ui = UiState(lang="en", levels=["medium", "medium"], picked=[card])
        scene = drawn(game, ui, 1366, 800)
        view = access.view(sight.seen(game, ui), scene)
        lines = {line["act"]: line for line in acts(view)}
        assert lines["card:" + card]["pressed"] is True
        pretty = remi.Card.parse(card).pretty()
        for meld in moves.meld_targets(card, [card]):
            text = lines[f"meld:{meld}"]["text"]
            assert lines[f"meld:{meld}"]["disabled"] is False
            if f"put {pretty} at its high end" in text:  # a joker onto a run: a button for either end
                low = access.hit_of(scene, lines[f"{access.LOW}:{meld}"]["act"])
                assert low is not None and low.kind == "meld" and low.id == str(meld)
            else:
                assert f"put {pretty} here" in text
        if moves.discard(card) is not None:
            assert f"throw {pretty} here" in lines["discard:discard"]["text"]
        return
    pytest.fail("no position with a card to put on a meld")


@pytest.mark.parametrize("name,players", GAMES)
def test_a_computer_players_turn_is_said_with_the_cards_it_moved(name: str, players: int) -> None:
    """Each turn of a computer player, said as it ends, names every card it showed: the card
    taken from the pile, the melds laid, the cards added, the joker taken, the card thrown."""
    game = remi.new_game(name, players, seed=3)
    bots = [make_player("medium", 3 + s, name) for s in range(players)]
    said, top = 0, game.discard[-1] if game.discard else None
    shown: List[str] = []  # the cards the turn so far showed
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        assert seat is not None
        action = bots[seat].choose(game.view(seat))
        if isinstance(action, (DrawDiscard, TakeUpcard)) and top is not None:
            shown.append(top.pretty())
        shown += [c.pretty() for c in getattr(action, "cards", ()) or ()]
        if getattr(action, "card", None) is not None:
            shown.append(action.card.pretty())
        game.apply(action)
        top = game.discard[-1] if game.discard else None
        if game.to_act != seat or game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            if seat != 0:
                text = access.turn_said(game.view(seat), seat, "ro")
                assert text is not None and text.startswith(player_name(seat, "ro")), text
                assert all(card in text for card in shown), (text, shown)
                said += 1
            shown = []
    assert said >= 3


def test_cards_are_counted_in_each_language() -> None:
    assert [cards_count(n, "en") for n in (1, 2, 31)] == ["1 card", "2 cards", "31 cards"]
    assert [cards_count(n, "ro") for n in (1, 7, 19, 20, 31, 104, 120)] == [
        "o carte", "7 cărți", "19 cărți", "20 de cărți", "31 de cărți", "104 cărți", "120 de cărți",
    ]


def test_the_keys_are_listed_in_both_languages_for_the_games_they_serve() -> None:
    for lang in ("en", "ro"):
        every = keys_html(lang)
        for _shown, key, _family in keys.HELP:
            assert t(key, lang) != key and t(key, lang) in every.replace("&#x27;", "'")
        assert every.count("<tr>") == len(keys.HELP) + 1
        gin, table = (keys_html(lang, family).replace("&#x27;", "'") for family in ("gin", "table"))
        assert t("keys.k", lang) in gin and t("keys.k", lang) not in table  # no knocking in the table games
        assert t("keys.shift_enter", lang) in table and t("keys.shift_enter", lang) not in gin  # no jokers in Gin
        assert t("keys.d", lang) in gin and t("keys.d", lang) in table
    assert t("keys.d", "ro") != t("keys.d", "en")


def test_a_card_is_said_in_words_in_each_language() -> None:
    assert spoken("Ana took 7♥ and threw 10♣, then K♠ and ★", "en") == (
        "Ana took 7 of hearts and threw 10 of clubs, then king of spades and joker"
    )
    assert spoken("Ana a luat A♦ și a aruncat Q♠; =J♥", "ro") == (
        "Ana a luat as de romb și a aruncat damă de pică; =valet de inimă roșie"
    )
    assert spoken("Mâna 3 · 10 puncte", "ro") == "Mâna 3 · 10 puncte"  # no card: as it is
