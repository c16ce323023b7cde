"""The page's match (web/match.py) on CPython: seats of every kind play through the one place an
action is applied; a remote seat fed by a scripted transport plays a whole deal; anything a
seat may not play is refused and changes nothing.

Not marked ``browser``: pure Python, no dist/ needed.
"""

from __future__ import annotations

import asyncio
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import List, Sequence

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

import remi  # noqa: E402
from match import Applied, Computer, Match, Person, Refused, Remote, Scripted, Seat  # noqa: E402
from remi import Discard, DrawStock, Game, NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402


def played_deal(name: str, players: int, seed: int) -> Game:
    """A deal played to its end by Medium players, the match's own way (no page)."""
    game = remi.new_game(name, players, {"deals": 1} if name in ("traditional", "remi51") else {}, seed)
    bots = [make_player("medium", seed + s, name) for s in range(players)]
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def seat_texts(game: Game, seat: int) -> List[str]:
    return [text for text, actor in zip(game.actions, game.actors()) if actor == seat]


async def play_out(match: Match) -> None:
    """What the page's loop does, without its pauses and flights: each seat not here plays, to
    the deal's end."""
    while match.game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER) and (seat := match.waits_for()) is not None:
        match.act(seat, await match.action_of(seat))


@pytest.mark.parametrize("name,players,remote", [("gin", 2, 1), ("oklahoma", 2, 0), ("traditional", 3, 2), ("remi51", 4, 1)])
def test_a_remote_seat_fed_by_a_scripted_transport_plays_a_whole_deal(name: str, players: int, remote: int) -> None:
    recorded = played_deal(name, players, 40 + players)
    game = remi.new_game(name, players, recorded.given_options, recorded.seed)
    seats: List[Seat] = [Computer("medium", make_player("medium", game.seed + s, name)) for s in range(players)]
    script = Scripted(seat_texts(recorded, remote))
    seats[remote] = Remote(script, "Ana")
    heard: List[Applied] = []
    match = Match(game, seats)
    match.listeners.append(heard.append)
    with ThreadPoolExecutor(1) as pool:  # (its own thread: the browser tests' driver keeps a loop running in this one)
        pool.submit(asyncio.run, play_out(match)).result()
    assert match.game.to_dict() == recorded.to_dict()
    assert script.left == 0 and script.at == len(seat_texts(recorded, remote)) > 3
    assert [str(a.action) for a in heard] == recorded.actions
    assert [a.seat for a in heard] == recorded.actors()
    assert heard[-1].ended and not any(a.ended for a in heard[:-1])


def test_the_page_seats_are_people_and_computer_players_made_as_always() -> None:
    game = remi.new_game("remi51", 4, seed=9)
    match = Match.of(game, ["hard", "person", "easy"], people=[0, 2], names=["Ioana", "", "Dan", ""])
    assert match.people == [0, 2]
    assert isinstance(match.seats[2], Person) and match.seats[0] == Person("Ioana")
    assert {s: c.level for s, c in match.computers.items()} == {1: "hard", 3: "easy"}
    same = make_player("hard", game.seed + 1, "remi51")
    assert type(match.computers[1].player) is type(same)
    with pytest.raises(ValueError):
        Match(game, [Person()])


def stuck_match() -> Match:
    """Gin, seat 0 a person to act, seat 1 a remote player."""
    game = remi.new_game("gin", 2, seed=3)
    seats: List[Seat] = [Person(), Remote(Scripted([]))]
    match = Match(game, seats)
    if game.to_act != 0:  # the non-dealer decides on the up-card first: let seat 0 be to act
        match.act(1, "pass")
    assert game.to_act == 0
    return match


@pytest.mark.parametrize("seat,action,why", [
    (1, "pass", "turn"),  # out of turn
    (5, "pass", "seat"),  # no such seat
    (0, "discard 7h 8h", "not an action"),  # malformed
    (0, "x" * 5000, "longer"),  # oversized
    (0, "discard As", ""),  # not legal now (the up-card decision first)
])
def test_what_a_seat_may_not_play_is_refused_with_the_reason_and_changes_nothing(seat: int, action: str, why: str) -> None:
    match = stuck_match()
    before = match.game.to_dict()
    heard: List[Applied] = []
    match.listeners.append(heard.append)
    with pytest.raises(Refused) as refused:
        match.act(seat, action)
    assert why in refused.value.reason and refused.value.seat == seat
    assert match.game.to_dict() == before and heard == []
    assert not match.takeback.steps


def test_a_remote_players_illegal_message_is_refused_and_the_next_is_played() -> None:
    game = remi.new_game("gin", 2, seed=3)
    seats: List[Seat] = [Computer("easy", make_player("easy", game.seed, "gin")), Remote(Scripted(["meld 2c 3c 4c"]))]
    match = Match(game, seats)
    while match.waits_for() != 1:
        assert match.step() is not None
    before = match.game.to_dict()
    with pytest.raises(Refused):
        match.step()
    assert match.game.to_dict() == before
    assert not match.ready()  # the script has nothing more: the seat is waited for


def test_the_person_takes_back_through_the_match_and_computer_moves_stand_against_people() -> None:
    game = remi.new_game("traditional", 3, {"deals": 1}, 5)
    match = Match.of(game, ["medium", "medium"])
    match.takeback.alone = True
    while match.waits_for() is not None:
        match.step()
    assert match.game.to_act == 0
    start = match.game.to_dict()
    match.act(0, DrawStock())
    hand = match.game.hands[0]
    match.act(0, Discard(hand[0]))
    assert match.takeback.available(match.game)
    back = match.take_back()
    assert back is not None and match.game is back[0]
    assert match.take_back() is not None
    assert match.game.to_dict() == start
    assert match.take_back() is None


def test_at_a_deals_end_a_person_deals_the_next_hand_and_a_computer_player_does_not() -> None:
    game = remi.new_game("gin", 2, seed=8)
    match = Match.of(game, ["medium"])
    while game.phase != Phase.HAND_OVER:
        seat = match.waits_for()
        if seat is None:
            seat = 0
            action = make_player("medium", 99, "gin").choose(game.view(0))
        else:
            action = match.computers[seat].player.choose(game.view(seat))
        match.act(seat, action)
    assert match.waits_for() is None and match.answering() == 0
    with pytest.raises(Refused):
        match.act(1, NextHand())
    assert match.act(0, NextHand()).action == NextHand()


def seats_of(match: Match) -> Sequence[str]:
    return [type(s).__name__ for s in match.seats]


def test_a_challenges_play_is_a_remote_seat_on_the_same_match() -> None:
    import challenge

    recorded = played_deal("gin", 2, 77)
    found = challenge.Challenge("gin", 2, recorded.seed, ("medium",), {}, (challenge.moves_of(recorded),))
    replay = challenge.Replay(found, 0)
    assert seats_of(replay.match) == ["Remote", "Computer"]
    assert replay.to_end().actions == recorded.actions


def test_a_match_at_a_live_table_hears_every_move_once_and_plays_its_own() -> None:
    """Match.of_live: this browser's people and computer players play through ``act`` (the live
    table applies), a friend's seat is never waited for here (its moves are heard), and the
    listeners hear every move once, in order, as in any match."""
    import json as json_

    from remi.live import LiveTable

    owners = [0, 1, 0]  # the inviter's person, a friend, the inviter's computer player
    tables = [LiveTable(b, owners, "remi51", None, 21, bits=256, secret=b"match-live-%d-secret" % b) for b in range(2)]
    matches, heard = [], []
    for table in tables:
        match = Match.of_live(table.world.copy(), table, {2: "easy"} if table.me == 0 else {}, ["Ana", "Ion", ""])
        log: List[Applied] = []
        match.listeners.append(log.append)
        table.listeners.append(match.heard)
        matches.append(match)
        heard.append(log)

    def carry() -> None:
        moving = True
        while moving:
            moving = False
            for table in tables:
                out, table.outbox = table.outbox, []
                for to, message in out:
                    tables[to].receive(table.me, json_.dumps(message))
                    moving = True

    carry()
    host, friend = matches
    assert isinstance(host.seats[1], Remote) and isinstance(host.seats[2], Computer) and isinstance(host.seats[0], Person)
    assert isinstance(friend.seats[0], Remote) and isinstance(friend.seats[2], Remote) and isinstance(friend.seats[1], Person)
    people = {0: make_player("easy", 0, "remi51"), 1: make_player("easy", 1, "remi51")}
    for _ in range(600):
        carry()
        if all(m.game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) for m in matches):
            break
        for match in matches:
            seat = match.game.to_act
            if seat is None:
                continue
            if match.waits_for() == seat:  # the inviter's computer player
                match.act(seat, match.seats[seat].player.choose(match.game.view(seat)))
            elif isinstance(match.seats[seat], Person) and match.may_act(seat):
                match.act(seat, people[seat].choose(match.game.view(seat)))
            elif isinstance(match.seats[seat], Remote):
                assert match.waits_for() is None  # a friend's move is heard, never waited for
                with pytest.raises(Refused):
                    match.act(seat, "draw")
    assert all(m.game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) for m in matches)
    for match, log in zip(matches, heard):
        assert [str(a.action) for a in log] == match.game.actions
        assert [a.count for a in log] == list(range(len(log)))
