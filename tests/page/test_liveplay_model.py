"""A live table on the page (web/liveplay.py, issue 52): three browsers joined in memory as the
page joins them (the inviter's holds a road to each friend's and passes on what one friend sends
another), from the invitations to a whole hand checked in every browser."""

from __future__ import annotations

import json
from typing import Dict, List, Tuple

import invite
import pytest
from liveplay import LivePlay
from remi.game import Phase
from remi.live import LiveError
from remi.players import make_player

CODE = "AQAEYUIzZBhhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3irze8BI0VniavN7wEjRWeJq83vASNFZ4mrze8BI0VniQAA"
MATCH = {"game": "remi51", "players": 4, "seed": 77, "level": ["medium", "medium", "medium"], "options": {}}


class Roads:
    """The roads of one browser, in memory: what it sends waits in the network's queues."""

    def __init__(self, net: "Net", me: int) -> None:
        self.net, self.me = net, me

    def send(self, browser: int, text: str) -> bool:
        if (self.me, browser) in self.net.down or (browser, self.me) in self.net.down:
            return False
        self.net.queues.setdefault((self.me, browser), []).append(text)
        return True


class Net:
    def __init__(self) -> None:
        self.queues: Dict[Tuple[int, int], List[str]] = {}
        self.down: set = set()
        self.plays: Dict[int, LivePlay] = {}
        self.now = 0.0
        self.refused: List[str] = []
        self.carried: List[Tuple[int, int, str]] = []

    def run(self) -> None:
        for _ in range(100_000):
            busy = [k for k, q in self.queues.items() if q]
            if not busy:
                return
            for (a, b) in busy:
                text = self.queues[(a, b)].pop(0)
                self.carried.append((a, b, text))
                self.now += 0.01
                try:
                    self.plays[b].deliver(a, text, self.now)
                except LiveError as exc:
                    self.refused.append(str(exc))
        raise AssertionError("the messages never stopped")


def a_table(friends=(2, 3), seats: int = 4) -> Tuple[Net, Dict[int, LivePlay], Dict[int, invite.Invitation]]:
    net = Net()
    match = dict(MATCH, players=seats)
    host = LivePlay(0, Roads(net, 0), "Ana")
    net.plays[0] = host
    invitations = {s: invite.invitation(match, friends, s, "Ana", CODE) for s in friends}
    host.host({s: inv.id for s, inv in invitations.items()})
    for number, seat in enumerate(sorted(friends), start=1):
        friend = LivePlay(number, Roads(net, number), f"Friend {seat}")
        friend.answer(invitations[seat])
        net.plays[number] = friend
        host.road_open(number, net.now)
        friend.road_open(0, net.now)
    net.run()
    return net, net.plays, invitations


def step(net: Net, players: Dict[int, object], carry: bool = True) -> bool:
    """The first browser whose seat may move plays it (a computer player on its view); the
    network carries what waits first (``carry``; by links, the test carries them itself)."""
    if carry:
        net.run()
    for play in net.plays.values():
        table = play.table
        seat = next((s for s, o in enumerate(table.owners) if o == play.me and table.can_act(s)), None)
        if seat is not None:
            player = players.setdefault(seat, make_player("easy", seat, table.world.name))
            table.play(seat, str(player.choose(table.view(seat))))  # type: ignore[attr-defined]
            play.flush()
            return True
    return False


def play_hand_until(net: Net, done) -> None:
    players: Dict[int, object] = {}
    for _ in range(5000):
        net.run()
        if done():
            return
        step(net, players)
    raise AssertionError("never came")


def play_hand(net: Net) -> None:
    play_hand_until(net, lambda: all(p.table.world.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and p.table.ending is None
                                     for p in net.plays.values()))


def test_friends_come_the_inviter_starts_and_a_whole_hand_checks_everywhere() -> None:
    net, plays, _invitations = a_table()
    host = plays[0]
    assert sorted(seat for seat, _n in host.hellos.values()) == [2, 3]
    host.start(MATCH, [2, 3], seed=5)
    net.run()
    for play in plays.values():
        assert play.seating.owners == [0, 0, 1, 2]  # seat 1 is a computer, played by the inviter's browser
        assert play.seating.names == ["Ana", "", "Friend 2", "Friend 3"]
        assert not play.table.dealing
    play_hand(net)
    assert net.refused == []
    assert all(p.table.checked_hands == 1 and not p.table.problems for p in plays.values())
    # the friends talk only to the inviter's browser, which passes on what is for the other one
    assert {(a, b) for a, b, _t in net.carried} <= {(0, 1), (1, 0), (0, 2), (2, 0)}
    passed_on = [t for a, b, t in net.carried if a == 0 and json.loads(t)["f"] != 0]
    assert passed_on, "keys and passes from one friend reach the other through the inviter"


def test_the_match_starts_only_when_every_friend_has_come() -> None:
    net, plays, _ = a_table(friends=(2, 3))
    plays[0].hellos.pop(2)
    with pytest.raises(LiveError, match="still waiting"):
        plays[0].start(MATCH, [2, 3])


def test_a_stranger_or_a_forged_envelope_is_refused() -> None:
    net, plays, invitations = a_table(friends=(2, 3))
    host = plays[0]
    before = dict(host.hellos)
    # a browser that answered no invitation of this table
    wrong = json.dumps({"f": 1, "t": 0, "m": json.dumps({"k": "hello", "id": "AAAAAAAA", "seat": 2, "name": "X"})})
    with pytest.raises(LiveError, match="no invitation"):
        host.deliver(1, wrong, 1.0)
    # a friend writing as another one
    forged = json.dumps({"f": 2, "t": 0, "m": json.dumps({"k": "here"})})
    with pytest.raises(LiveError, match="as browser 2"):
        host.deliver(1, forged, 1.0)
    with pytest.raises(LiveError, match="not one"):
        host.deliver(1, "{]", 1.0)
    assert host.hellos == before


def test_a_phrase_reaches_every_browser_and_a_made_up_one_is_refused() -> None:
    net, plays, _ = a_table(friends=(1,), seats=2)
    plays[0].start(dict(MATCH, players=2), [1], seed=3)
    net.run()
    plays[1].say("bravo")
    net.run()
    assert plays[0].said == [(1, "bravo")]
    with pytest.raises(LiveError):
        plays[1].say("you cheat")


def test_silence_is_measured_and_a_road_back_resumes_the_table() -> None:
    net, plays, _ = a_table(friends=(1,), seats=2)
    plays[0].start(dict(MATCH, players=2), [1], seed=3)
    net.run()
    plays[1].tick(net.now)
    net.run()
    assert plays[0].silent_for(1, net.now) < 0.1
    net.down.add((0, 1))  # the friend's phone locks
    friend_table = plays[1].table
    seat = friend_table.owners.index(1)
    play_hand_until(net, lambda: friend_table.can_act(seat))
    friend_table.play(seat, str(make_player("easy", 1, "remi51").choose(friend_table.view(seat))))
    plays[1].flush()  # lost: the road is down
    net.run()
    assert len(plays[0].table.world.actions) < len(friend_table.world.actions)
    assert plays[0].silent_for(1, net.now + 30) >= 30
    net.down.clear()
    plays[0].road_open(1, net.now)
    plays[1].road_open(0, net.now)
    net.run()
    assert plays[0].table.world.actions == friend_table.world.actions
    play_hand(net)
    assert all(p.table.checked_hands == 1 and not p.table.problems for p in plays.values())


@pytest.mark.parametrize("silent", [1, 2])
def test_a_friend_silent_past_the_agreed_time_is_left_out_and_the_others_play_on(silent: int) -> None:
    net, plays, _ = a_table(friends=(2, 3))
    plays[0].start(MATCH, [2, 3], seed=9)
    net.run()
    for _ in range(6):
        step(net, {})
    net.down.add((0, silent))  # browser 1 (seat 2) or 2 (seat 3) is gone
    now = net.now + 5
    with pytest.raises(LiveError, match="waited for"):
        plays[0].leave_out(silent, now)
    assert plays[0].may_leave_out(silent, now + plays[0].wait)
    plays[0].leave_out(silent, now + plays[0].wait)
    net.run()
    host, friend = plays[0], plays[3 - silent]
    owners = [0, 0, 0, 1] if silent == 1 else [0, 0, 1, 0]
    assert host.seating.owners == owners and friend.seating.owners == owners
    assert host.seating.names[silent + 1] == "" and friend.me == 1
    gone = net.plays.pop(silent)
    play_hand(net)
    assert all(p.table.checked_hands == 1 and not p.table.problems for p in net.plays.values())
    # what the browser left out sends later changes nothing
    net.down.clear()
    before = list(host.table.world.actions)
    gone.tick(net.now + 100)
    net.plays[silent] = gone
    net.run()
    assert host.table.world.actions == before


def test_where_no_direct_road_exists_a_whole_hand_goes_by_links() -> None:
    """Every message goes as a #turn= link: each browser's waiting messages become one link,
    opened by the other (some twice, some after a later one): the same table, on a slower road."""
    import random

    import invite

    rng = random.Random(3)
    net, plays, _ = a_table(friends=(1,), seats=2)
    plays[0].start(dict(MATCH, players=2), [1], seed=4)  # (what each sends waits in the network's queues: links)
    links: List[Tuple[int, str]] = []  # (to, fragment) sent and not yet opened
    opened_twice = later_first = 0

    def post() -> None:
        for (a, b), queue in net.queues.items():
            if len(queue) >= 2 and rng.random() < 0.3:  # two links, the later one opened first
                half = len(queue) // 2
                first, second = plays[a].turn_link(b, queue[:half]), plays[a].turn_link(b, queue[half:])
                links.extend([(b, second), (b, first)])
                queue.clear()
            elif queue:
                links.append((b, plays[a].turn_link(b, list(queue))))
                queue.clear()

    def carry() -> None:
        nonlocal opened_twice, later_first
        post()
        while links:
            to, fragment = links.pop(0)
            later_first += bool(links) and links[0][0] == to
            assert invite.kind_of(fragment) == "turn"
            plays[to].open_turn(fragment, net.now)
            if rng.random() < 0.2:
                plays[to].open_turn(fragment, net.now)
                opened_twice += 1
            post()

    players: Dict[int, object] = {}
    for _ in range(3000):
        carry()
        if all(p.table is not None and p.table.world.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and p.table.ending is None
               for p in plays.values()):
            break
        if not any(p.table is not None and any(p.table.can_act(s) for s, o in enumerate(p.table.owners) if o == p.me)
                   for p in plays.values()):
            for a, b in ((0, 1), (1, 0)):  # nobody can move: each sends a link again (what it has received)
                links.append((b, plays[a].turn_link(b, [])))
            continue
        step(net, players, carry=False)
    assert all(p.table.checked_hands == 1 and not p.table.problems for p in plays.values())
    assert opened_twice and later_first, "links opened twice and out of order, and it still checks"
    assert not any(p.notes for p in plays.values())


def test_after_a_friend_is_left_out_the_inviter_passes_on_between_the_others_renumbered() -> None:
    """Three friends; the first one leaves: the other two are browsers 1 and 2 now, and what one
    sends the other goes by the inviter to the right road (it went to the road of the old number)."""
    net, plays, _ = a_table(friends=(1, 2, 3))
    plays[0].start(MATCH, [1, 2, 3], seed=13)
    net.run()
    net.down.add((0, 1))
    plays[0].leave_out(1, net.now + plays[0].wait + 1)
    net.run()
    gone = net.plays.pop(1)
    assert [p.me for p in net.plays.values()] == [0, 1, 2]
    assert plays[0].seating.owners == [0, 0, 1, 2] == plays[2].seating.owners == plays[3].seating.owners
    play_hand(net)
    assert all(p.table.checked_hands == 1 and not p.table.problems for p in net.plays.values())
    assert not gone.table.checked_hands
