"""A live table between browsers (``remi.live``, issue 52): browsers in one process, joined by
an in-memory network that carries each message as the text a data channel would, in order on
each road from one browser to another. Rule ids: C-6 (turns), C-8 (the deal), G-1, TR-1, R51-1
(dealing), TR-8 / G-11 (a rebuilt stock)."""

from __future__ import annotations

import json
from collections import deque
from typing import Deque, Dict, List, Optional, Sequence, Tuple

import pytest
from remi import mental
from remi.cards import Card
from remi.game import Phase
from remi.live import LiveError, LiveTable, is_hidden
from remi.players import make_player

BITS = 256  # the tests' prime: the protocol is the same at every size, and this one is quick


class Net:
    """Browsers and the roads between them: each message is JSON text, in order per road."""

    def __init__(self, tables: Sequence[LiveTable]) -> None:
        self.tables = list(tables)
        self.roads: Dict[Tuple[int, int], Deque[str]] = {}
        self.carried: List[Tuple[int, int, str]] = []  # (from, to, text): everything that went over
        self.refused: List[str] = []

    def post(self) -> None:
        for table in self.tables:
            out, table.outbox = table.outbox, []
            for b, message in out:
                text = json.dumps(message)
                self.roads.setdefault((table.me, b), deque()).append(text)
                self.carried.append((table.me, b, text))

    def run(self, limit: int = 100_000, lose=None) -> None:
        """Carry every message until none is left on any road (``lose``: those it says are lost)."""
        self.post()
        for _ in range(limit):
            busy = [road for road, queue in self.roads.items() if queue]
            if not busy:
                return
            for (a, b) in busy:
                text = self.roads[(a, b)].popleft()
                if lose is not None and lose(json.loads(text)):
                    continue
                try:
                    self.tables[b].receive(a, text)
                except LiveError as exc:
                    self.refused.append(str(exc))
                self.post()
        raise AssertionError("the messages never stopped")


def make_tables(game: str, owners: Sequence[int], seed: int = 7, options: Optional[dict] = None) -> Tuple[List[LiveTable], Net]:
    browsers = max(owners) + 1
    tables = [LiveTable(b, owners, game, options, seed, bits=BITS, secret=b"test-%d-%d-secret-bytes" % (seed, b))
              for b in range(browsers)]
    net = Net(tables)
    net.run()
    return tables, net


def play_hand(tables: List[LiveTable], net: Net, level: str = "easy", seed: int = 1, watch=None) -> int:
    """Every seat plays by its own browser's world (a computer player on its view) until the
    hand is scored in every browser. Returns the moves played."""
    game = tables[0].world.name
    players = {s: make_player(level, seed + s, game) for s in range(len(tables[0].owners))}
    moves = 0
    for _ in range(3000):
        net.run()
        if watch is not None:
            watch(tables, net)
        if all(t.world.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and t.ending is None for t in tables):
            return moves
        if all(t.problems for t in tables):
            return moves  # the deal was stopped: every browser says why
        acted = False
        for table in tables:
            for seat, owner in enumerate(table.owners):
                if owner == table.me and table.can_act(seat):
                    action = players[seat].choose(table.view(seat))
                    table.play(seat, str(action))
                    moves += 1
                    acted = True
                    break
            if acted:
                break
        assert acted or any(t.waiting or t.outbox for t in tables) or any(net.roads.values()), "the table is stuck"
    raise AssertionError("the hand never ended")


def hands_of(table: LiveTable) -> List[List[Card]]:
    return [list(h) for h in table.world.hands]


@pytest.mark.parametrize(
    "game,owners",
    [
        ("gin", [0, 1]),
        ("oklahoma", [0, 1]),
        ("traditional", [0, 1, 2]),
        ("remi51", [0, 1, 2, 3]),
        ("remi51", [0, 1, 0]),  # a computer seat, played by the inviter's browser
    ],
)
def test_a_whole_hand_between_browsers_checks_and_agrees(game: str, owners: List[int]) -> None:
    tables, net = make_tables(game, owners)
    assert all(not t.dealing for t in tables), "the deal is dealt in every browser"
    # each browser knows its own seats' cards and the up-card, and none of another's
    for t in tables:
        for seat, hand in enumerate(t.world.hands):
            assert all(not is_hidden(c) for c in hand) == (owners[seat] == t.me), (t.me, seat)
        assert all(is_hidden(c) for c in t.world.stock)
    play_hand(tables, net)
    assert net.refused == []
    for t in tables:
        assert t.problems == [], t.problems
        assert t.checked_hands == 1
    # after the deal's end every browser holds the same game, every card known
    first = tables[0].world.snapshot()
    assert all(t.world.snapshot() == first for t in tables)
    assert not any(is_hidden(c) for c in tables[0].world.all_cards())


def test_the_next_hand_is_dealt_once_every_browser_is_ready() -> None:
    tables, net = make_tables("gin", [0, 1], seed=3)
    play_hand(tables, net)
    if tables[0].world.phase == Phase.MATCH_OVER:
        pytest.skip("the match ended in one hand")
    tables[1].next_hand()
    net.run()
    assert all(t.world.phase == Phase.HAND_OVER for t in tables), "one browser ready is not enough"
    tables[0].next_hand()
    net.run()
    assert all(not t.dealing and t.world.hand_number == 2 for t in tables)
    play_hand(tables, net)
    assert all(t.checked_hands == 2 and not t.problems for t in tables)


def test_no_browser_holds_another_players_hidden_card_or_the_stock_order() -> None:
    """Everything a browser holds during the deal (its world, every message it received, its
    keys) opens no card of another browser's seats and no card of the stock."""
    tables, net = make_tables("remi51", [0, 1, 2])
    def watch(tables: List[LiveTable], net: Net) -> None:
        for t in tables:
            if t.dealing or t.ending is not None or t.world.phase not in (Phase.DRAW, Phase.DISCARD):
                continue
            hand = t.world.hand_number
            for (h, d), deck in t.decks.items():
                if h != hand:
                    continue
                for j in range(len(deck.cards)):
                    known = deck.keys.get(j, {})
                    holder = t.holder.get((d, j))
                    if len(known) == t.browsers or j in deck.shown:
                        # a position this browser can open: its own seat's card, or one shown to all
                        assert j in deck.shown or (holder is not None and t.owners[holder] == t.me) or (
                            d == 0 and t.world.deal_places()[j] == "up"), (t.me, d, j, holder)
            # nothing it received holds a key of another browser for a position it may not open
            for _a, b, text in net.carried:
                if b != t.me:
                    continue
                m = json.loads(text)
                if m.get("k") == "keys":
                    for pos in m["keys"]:
                        holder = t.holder.get((m["d"][1], int(pos)))
                        assert holder is None or t.owners[holder] == t.me or m.get("to") is None

    play_hand(tables, net, watch=watch)
    assert all(not t.problems for t in tables)


def test_out_of_turn_moves_and_moves_for_another_seat_are_refused_and_change_nothing() -> None:
    tables, net = make_tables("gin", [0, 1])
    host, friend = tables
    seat_to_act = host.world.to_act
    other = 1 - seat_to_act
    before = [t.world.snapshot() for t in tables]
    liar = tables[host.owners[other]]
    # the browser not to act sends a move for its own seat
    target = tables[1 - liar.me]
    message = {"k": "act", "n": len(liar.world.actions), "seat": other, "a": "pass", "show": {}, "seq": liar.sent[target.me] + 1}
    with pytest.raises(LiveError, match="out of turn"):
        target.receive(liar.me, json.dumps(message))
    # and one for a seat it does not play
    message = {"k": "act", "n": len(liar.world.actions), "seat": seat_to_act, "a": "pass", "show": {},
               "seq": liar.sent[target.me] + 2}  # (the refused message used its number)
    with pytest.raises(LiveError, match="does not play"):
        target.receive(liar.me, json.dumps(message))
    assert [t.world.snapshot() for t in tables] == before
    # the refusal goes back to the sender as a note, for both players to read
    assert any(m.get("k") == "note" for _to, m in target.outbox)


def test_replayed_reordered_malformed_and_oversized_messages_are_refused() -> None:
    tables, net = make_tables("gin", [0, 1])
    host, friend = tables
    before = host.world.snapshot()
    last = host.received[1]
    with pytest.raises(LiveError, match="came again"):
        host.receive(1, json.dumps({"k": "keys", "d": [1, 0], "keys": {}, "seq": last}))
    with pytest.raises(LiveError, match="came before"):
        host.receive(1, json.dumps({"k": "keys", "d": [1, 0], "keys": {}, "seq": last + 2}))
    with pytest.raises(LiveError, match="not one"):
        host.receive(1, "{not json")
    with pytest.raises(LiveError, match="characters"):
        host.receive(1, json.dumps({"k": "note", "why": "x" * 70_000}))
    with pytest.raises(LiveError, match="no known kind"):
        host.receive(1, json.dumps({"k": "deal me aces", "seq": last + 1}))
    with pytest.raises(LiveError, match="for browser 2"):
        host.receive(1, json.dumps({"k": "keys", "d": [1, 0], "keys": {}, "seq": last + 1, "to": 2}))
    assert host.world.snapshot() == before


def test_a_card_shown_that_its_position_does_not_hold_is_refused() -> None:
    tables, net = make_tables("gin", [0, 1], seed=11)
    # play until the friend's browser is to discard a card of its deal
    for _ in range(40):
        friend = tables[1]
        seat = friend.owners.index(1)
        if friend.can_act(seat) and friend.world.phase == Phase.DISCARD:
            break
        play_one(tables, net)
    friend = tables[1]
    seat = friend.owners.index(1)
    assert friend.can_act(seat) and friend.world.phase == Phase.DISCARD
    hand = [c for c in friend.world.hands[seat] if c in friend.mine]
    real = hand[0]
    d, j = friend.mine[real]
    deck = friend.decks[(friend.world.hand_number, d)]
    keys = [format(deck.keys[j][b] if b != 1 else deck.seat.key(j).d, "x")
            for b in range(2)]
    # it claims another card (one the host does not hold) sits at that position
    host = tables[0]
    lie = next(c for c in host.world.new_deck()
               if c not in friend.world.hands[seat] and c not in host.world.hands[1 - seat] and c not in host.world.discard)
    message = {"k": "act", "n": len(friend.world.actions), "seat": seat, "a": f"discard {lie}",
               "show": {f"{d}.{j}": keys}, "seq": friend.sent[0] + 1}
    before = tables[0].world.snapshot()
    with pytest.raises(LiveError):
        tables[0].receive(1, json.dumps(message))
    assert tables[0].world.snapshot() == before


def play_one(tables: List[LiveTable], net: Net) -> None:
    net.run()
    for table in tables:
        for seat, owner in enumerate(table.owners):
            if owner == table.me and table.can_act(seat):
                table.play(seat, str(make_player("easy", seat, table.world.name).choose(table.view(seat))))
                net.run()
                return


@pytest.mark.parametrize("lie", ["changed card", "reordered deck", "second copy"])
def test_a_browser_that_lies_in_its_shuffle_is_named_at_the_deals_end(lie: str) -> None:
    tables, net = lying_tables("gin", [0, 1, 2], lie)
    play_hand(tables, net)
    honest = tables[0]
    assert honest.problems, "the lie is found"
    assert any("browser 1" in p for p in honest.problems), honest.problems


def lying_tables(game: str, owners: List[int], lie: str) -> Tuple[List[LiveTable], Net]:
    """Browser 1 lies in its part of the first deck: a card changed for one it made up, a card
    given twice, or a relock that is not its keys' (positions moved after the keys were set)."""
    browsers = max(owners) + 1
    lied: List[str] = []

    def liar(job: dict, done) -> None:
        result = mental.work(job)
        out = result.get("out")
        if out is not None and not lied:
            shuffle = len(set(job["e"])) == 1  # a shuffle locks every card with one key
            p, e = int(job["p"], 16), int(job["e"][0], 16)
            if shuffle and lie == "changed card":
                out[0] = format(pow(pow(14, 2, p), e, p), "x")  # card 12, locked by this browser alone
                lied.append(lie)
            elif shuffle and lie == "second copy":
                out[1] = out[0]
                lied.append(lie)
            elif not shuffle and lie == "reordered deck":
                out[0], out[1] = out[1], out[0]
                lied.append(lie)
        done(result)

    tables = [LiveTable(b, owners, game, None, 5, bits=BITS, secret=b"liar-%d-secret-bytes-0" % b,
                        compute=liar if b == 1 else None)
              for b in range(browsers)]
    net = Net(tables)
    net.run()
    return tables, net


@pytest.mark.parametrize("game", ["gin", "traditional"])
def test_a_stock_rebuilt_from_the_discard_pile_is_shuffled_anew_and_checks(game: str) -> None:
    """G-11 / TR-8: players who never go out empty the stock; the discard pile becomes a new
    stock that every browser shuffles again (a second deck of the hand), and cards drawn from it
    open for their holder and check at the deal's end."""
    rebuilt: List[int] = []

    def watch(tables: List[LiveTable], net: Net) -> None:
        host = tables[0]
        if (host.world.hand_number, 1) in host.decks and host.decks[(host.world.hand_number, 1)].ready(2):
            rebuilt.append(len(host.world.stock))

    for seed in range(1, 20):  # (random players go out now and then before the stock is empty)
        tables, net = make_tables(game, [0, 1], seed=seed)
        play_hand(tables, net, level="random", watch=watch)
        assert all(t.checked_hands == 1 and not t.problems for t in tables)
        assert net.refused == []
        if rebuilt:
            break
    assert rebuilt and min(rebuilt) < max(rebuilt), "cards were drawn from the rebuilt stock"


def test_a_deal_computed_elsewhere_waits_for_it_and_agrees() -> None:
    """On the page a worker computes each pass and each check, and answers later: the table
    keeps every message that comes meanwhile and goes on once the answer is in."""
    queue: List[Tuple[dict, object]] = []

    def later(job: dict, done) -> None:
        queue.append((job, done))

    owners = [0, 1, 2]
    tables = [LiveTable(b, owners, "remi51", None, 9, bits=BITS, secret=b"later-%d-secret-bytes" % b, compute=later)
              for b in range(3)]
    net = Net(tables)

    def answer(tables: List[LiveTable], net: Net) -> None:
        while queue:
            job, done = queue.pop(0)
            done(mental.work(job))  # type: ignore[operator]
            net.run()

    net.run()
    answer(tables, net)
    assert all(not t.dealing for t in tables)
    play_hand(tables, net, watch=answer)
    answer(tables, net)
    assert all(t.checked_hands == 1 and not t.problems for t in tables)


def state(table: LiveTable) -> dict:
    """What a browser holds: its world, its decks, its counts, what came in."""
    return {
        "world": table.world.snapshot(), "actions": list(table.world.actions), "dealing": table.dealing,
        "decks": {k: (d.shuffled, d.relocked, d.keys, d.shown, [k.d for k in d.seat.card_keys]) for k, d in table.decks.items()},
        "sent": list(table.sent), "received": list(table.received), "record": table.record,
    }


def test_a_browser_reloaded_mid_deal_is_as_it_was_and_plays_on() -> None:
    """The save (``to_dict``, through JSON) plays everything that came in again, the heavy
    steps' answers read from it: the same world, decks and counts; then the hand goes on."""
    tables, net = make_tables("remi51", [0, 1, 2], seed=4)
    for _ in range(12):
        play_one(tables, net)
    for b, table in enumerate(tables):
        saved = json.loads(json.dumps(table.to_dict()))
        again = LiveTable.from_dict(saved)
        assert state(again) == state(table)
        tables[b] = again
    net.tables = tables
    play_hand(tables, net)
    assert all(t.checked_hands == 1 and not t.problems for t in tables)


def test_messages_lost_in_a_drop_are_sent_again_when_the_road_is_back() -> None:
    """A phone locks: what was on its way is lost. Back, each browser says what it last received
    (``resume``) and the other sends the rest; nothing is applied twice or lost."""
    tables, net = make_tables("gin", [0, 1], seed=6)
    for _ in range(5):
        play_one(tables, net)
    host, friend = tables
    seat = friend.owners.index(1)
    while not friend.can_act(seat):
        play_one(tables, net)
    friend.play(seat, str(make_player("easy", 1, "gin").choose(friend.view(seat))))
    friend.outbox.clear()  # the move never left
    before = len(host.world.actions)
    net.run()
    assert len(host.world.actions) == before
    host.resume(1)
    friend.resume(0)
    net.run()
    assert len(host.world.actions) == before + 1
    assert host.world.actions == friend.world.actions
    play_hand(tables, net)
    assert all(t.checked_hands == 1 and not t.problems for t in tables)
    assert net.refused == []


def test_a_broken_save_is_refused_with_a_reason() -> None:
    tables, _net = make_tables("gin", [0, 1])
    data = tables[1].to_dict()
    with pytest.raises(LiveError, match="not a live match"):
        LiveTable.from_dict({**data, "format": "x"})
    with pytest.raises(LiveError, match="does not play again"):
        LiveTable.from_dict({**data, "record": [["play", 0, "discard ZZ"]]})


def test_the_page_is_told_every_move_once_in_order_and_never_a_card_it_cannot_draw() -> None:
    """Moved events: the first deal, then each move as the world holds it (a card this browser's
    seat drew told once it has opened here), the check begun after the move that ends the deal,
    and that move once the check is done; no event's world has a stand-in in this browser's
    own hand."""
    owners = [0, 1, 0]
    tables = [LiveTable(b, owners, "traditional", None, 12, bits=BITS, secret=b"events-%d-secret-bytes" % b)
              for b in range(2)]
    told: Dict[int, List] = {0: [], 1: []}
    for t in tables:
        t.listeners.append(told[t.me].append)
    net = Net(tables)
    net.run()
    play_hand(tables, net)
    for t in tables:
        events = told[t.me]
        assert events[0].kind == "move" and events[0].action is None  # the first deal
        moves = [str(e.action) for e in events[1:] if e.kind == "move"]
        assert moves == t.world.actions, "each move told once, in order"
        assert [e.kind for e in events].count("checking") == 1
        assert events[-1].kind == "move" and events[-2].kind == "checking"
        for e in events:
            for seat, owner in enumerate(owners):
                if owner == t.me:
                    assert not any(is_hidden(c) for c in e.world.hands[seat]), (e.kind, e.action)
            if e.kind == "move" and e.action is not None:
                assert len(e.world.actions) == e.count + 1


def test_a_browser_that_left_is_replaced_and_the_hand_dealt_again() -> None:
    """Browser 2 stops answering mid-hand: its keys are gone, so no card of the hand can open.
    The others begin the table again without it: its seat is the inviter's (a computer player),
    browsers after it are numbered on, the hand is dealt again from a new deck, and it plays to
    its end and checks. The save holds the table before, and plays both again."""
    tables, net = make_tables("remi51", [0, 1, 2], seed=8)
    for _ in range(10):
        play_one(tables, net)
    scores = list(tables[0].world.scores)
    hand = tables[0].world.hand_number
    left = [t.without(2) for t in tables[:2]]
    assert left[0].owners == [0, 1, 0] and left[1].me == 1
    net = Net(left)
    net.run()
    assert all(not t.dealing and t.world.hand_number == hand and not t.world.log for t in left)
    assert all(list(t.world.scores) == scores for t in left)
    play_hand(left, net)
    assert all(t.checked_hands == 1 and not t.problems for t in left)
    again = LiveTable.from_dict(json.loads(json.dumps(left[1].to_dict())))
    assert state(again) == state(left[1])
    with pytest.raises(LiveError):
        left[0].without(0)  # the inviter's browser cannot be left out


def test_a_browser_that_left_between_hands_leaves_the_score_as_it_was() -> None:
    tables, net = make_tables("gin", [0, 1, 2], seed=2)
    play_hand(tables, net)
    if tables[0].world.phase == Phase.MATCH_OVER:
        pytest.skip("the match ended in one hand")
    left = [t.without(1) for t in (tables[0], tables[2])]
    assert [t.owners for t in left] == [[0, 0, 1], [0, 0, 1]]
    assert all(t.world.phase == Phase.HAND_OVER and not t.dealing for t in left)
    net = Net(left)
    for t in left:
        t.next_hand()
    net.run()
    assert all(not t.dealing and t.world.hand_number == 2 for t in left)
    play_hand(left, net)
    assert all(t.checked_hands == 1 and not t.problems for t in left)


def test_a_next_hand_before_the_hand_is_over_is_refused() -> None:
    """Browser 0 deals the next hand only once this one is scored and every browser is ready:
    one sent in the middle of a hand would throw the hand away unchecked."""
    tables, net = make_tables("gin", [0, 1], seed=4)
    host, friend = tables
    before = friend.world.snapshot()
    message = {"k": "act", "n": len(friend.world.actions), "seat": 0, "a": "next hand", "show": {}, "seq": host.sent[1] + 1}
    with pytest.raises(LiveError, match="before this one is over"):
        friend.receive(0, json.dumps(message))
    assert friend.world.snapshot() == before


@pytest.mark.parametrize("bad", ["zz", "1", "0" * 200])
def test_keys_that_are_not_keys_are_refused_and_change_nothing(bad: str) -> None:
    """A key outside 1 < d < p - 1 (d and d + p - 1 open alike: a second spelling of another
    browser's key would have it blamed), or not a number, or too long, is refused whole."""
    tables, net = make_tables("gin", [0, 1], seed=4)
    host, friend = tables
    deck = friend.decks[(1, 0)]
    before = {j: dict(k) for j, k in deck.keys.items()}
    message = {"k": "keys", "d": [1, 0], "keys": {"3": "abc", "4": bad}, "seq": host.sent[1] + 1}
    with pytest.raises(LiveError, match="not one"):
        friend.receive(0, json.dumps(message))
    assert {j: dict(k) for j, k in deck.keys.items()} == before


def test_a_reveal_with_a_key_that_is_not_one_is_refused_before_it_is_kept() -> None:
    tables, net = make_tables("gin", [0, 1], seed=4)
    host, friend = tables
    deck = friend.decks[(1, 0)]
    reveal = {"k": "reveal", "h": 1, "stop": "x", "seq": host.sent[1] + 1,
              "decks": {"0": {"deck": "zz", "cards": ["ab"] * len(deck.cards)}}}
    with pytest.raises(LiveError, match="not one"):
        friend.receive(0, json.dumps(reveal))
    assert friend.reveals == {} and friend.ending is None and not friend.checking


def test_a_message_nested_too_deep_is_refused() -> None:
    tables, net = make_tables("gin", [0, 1], seed=4)
    with pytest.raises(LiveError, match="not one"):
        tables[1].receive(0, "[" * 30_000 + "]" * 30_000)


def test_a_browser_left_out_while_a_hand_is_being_dealt_keeps_the_hands_before() -> None:
    tables, net = make_tables("gin", [0, 1, 2], seed=2)
    play_hand(tables, net)
    if tables[0].world.phase == Phase.MATCH_OVER:
        pytest.skip("the match ended in one hand")
    scores = list(tables[0].world.scores)
    for t in tables:
        t.next_hand()
    net.run(lose=lambda m: m.get("k") == "keys")  # the hand's keys never come: browser 2 has gone
    assert all(t.dealing and t.world.hand_number == 2 for t in tables[:2])
    left = [t.without(2) for t in tables[:2]]
    assert all(t.world.hand_number == 2 and list(t.world.scores) == scores and len(t.world.results) == 1 for t in left)
    net = Net(left)
    net.run()
    play_hand(left, net)
    assert all(t.checked_hands == 1 and not t.problems for t in left)


def test_messages_ahead_of_the_game_are_kept_up_to_a_limit() -> None:
    """A message that cannot be applied yet waits (keys for a deck still being shuffled); a
    browser that sends more than a table keeps is refused, not remembered without end."""
    from remi.live.table import MAX_WAITING

    tables, net = make_tables("gin", [0, 1], seed=4)
    host, friend = tables
    seq = host.sent[1]
    for k in range(MAX_WAITING):
        friend.receive(0, json.dumps({"k": "keys", "d": [3, 0], "keys": {}, "seq": seq + 1 + k}))
    with pytest.raises(LiveError, match="more messages ahead"):
        friend.receive(0, json.dumps({"k": "keys", "d": [3, 0], "keys": {}, "seq": seq + 1 + MAX_WAITING}))
    assert len(friend.waiting) == MAX_WAITING


def test_a_first_shuffle_that_marks_cards_is_refused_by_every_browser() -> None:
    """Browser 0 alone sees the cards it locks in the first shuffle: a number that is no square
    there would follow its card through every lock. The others refuse that shuffle at once."""
    def marking(job: dict, done) -> None:
        result = mental.work(job)
        if len(set(job["e"])) == 1 and "out" in result:  # its shuffle: the first card negated
            p = int(job["p"], 16)
            result["out"][0] = format(p - int(result["out"][0], 16), "x")
        done(result)

    tables = [LiveTable(b, [0, 1, 2], "gin", None, 3, bits=BITS, secret=b"mark-%d-secret-bytes" % b,
                        compute=marking if b == 0 else None) for b in range(3)]
    net = Net(tables)
    net.run()
    assert any("not a square" in r for r in net.refused)
    assert all(t.dealing for t in tables[1:])


def test_a_message_refused_before_it_is_taken_is_not_kept_in_the_save() -> None:
    """The save is what changed the table: a replayed or misdirected message, refused before it
    was taken, is not in it (a cheat could otherwise fill the save with them)."""
    tables, net = make_tables("gin", [0, 1], seed=4)
    friend = tables[1]
    before = len(friend.record)
    for seq in (1, 2, 3):
        with pytest.raises(LiveError):
            friend.receive(0, json.dumps({"k": "keys", "d": [1, 0], "keys": {}, "seq": seq}))
    assert len(friend.record) == before
    again = LiveTable.from_dict(json.loads(json.dumps(friend.to_dict())))
    assert state(again) == state(friend)
