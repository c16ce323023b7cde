"""One browser's live table (``LiveTable``): its world, its part of each deck, the messages it
takes and sends, and the check at a deal's end. The package's docstring says how it works."""

from __future__ import annotations

import json
import random
import secrets
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from .. import mental
from ..actions import Action, DrawStock, NextHand, parse_action
from ..cards import Card
from ..errors import IllegalActionError, RemiError
from ..game import Game, Phase
from ..registry import new_game
from .deck import Compute, Deck, DeckId, LiveError, Moved, OutOfOrder, at_once, by_browser, deck_id, read_key
from .world import cards_of, filled_in, hidden, is_hidden, public_state, reshuffles, where

SAVE_FORMAT = "remi-live-1"
MAX_WAITING = 400  # messages kept until they can be applied (a deal's keys for 4 browsers: about 40)
MAX_MESSAGE_CHARS = 64_000  # Remi 51's deck at 384 bits is about 11,000
KINDS = ("shuffle", "relock", "keys", "act", "ready", "reveal")  # numbered, in order on each road
ASIDE = ("note", "resume")  # beside the game: not numbered
PLAYING = (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)


class LiveTable:
    """One browser's live table: ``me`` among the browsers; ``owners[seat]`` is the browser
    that plays each seat (the inviter, browser 0, plays the computer seats)."""

    def __init__(
        self,
        me: int,
        owners: Sequence[int],
        game: str,
        options: Optional[Mapping[str, Any]],
        seed: int,
        bits: int = mental.BITS,
        secret: Optional[bytes] = None,
        compute: Optional[Compute] = None,
        start: Optional[Game] = None,
    ) -> None:
        """``start``: the match so far, when the table begins again without a browser
        (``without``): the hand it was dealing, or the one it had scored."""
        self.me = me
        self.owners = list(owners)
        self.browsers = max(self.owners) + 1
        if not 0 <= me < self.browsers or sorted(set(self.owners)) != list(range(self.browsers)):
            raise ValueError("every browser plays a seat, and browser 0 is the inviter")
        self.bits = bits
        # every key and shuffle of this browser comes from its secret (kept in its save)
        self.secret = secret if secret is not None else secrets.token_bytes(32)
        self.rng: random.Random = mental.Drbg(self.secret)
        self.compute: Compute = compute if compute is not None else at_once
        self.draining = False
        self.checking = False  # the deal's check is being computed
        self.world: Game = start.copy() if start is not None else new_game(game, len(self.owners), options, seed)
        self.before: Optional[Tuple[Dict[str, Any], int]] = None  # (the table's save before a browser left, that browser)
        self.outbox: List[Tuple[int, Dict[str, Any]]] = []  # (the browser it is for, message)
        self.sent = [0] * self.browsers  # the last number sent on the road to each browser
        self.sent_log: List[List[Dict[str, Any]]] = [[] for _ in range(self.browsers)]  # for a browser back after a drop
        # what came in, in order (messages, my moves, a job's answer): the save, played again on a reload
        self.record: List[List[Any]] = []
        self.jobs = 0
        self.received = [0] * self.browsers  # the last number received on the road from each browser
        self.waiting: List[Tuple[int, Dict[str, Any]]] = []  # valid messages that come too early
        self.decks: Dict[DeckId, Deck] = {}
        self.mine: Dict[Card, Tuple[int, int]] = {}  # a card my seats hold from a hidden position → its place
        self.holder: Dict[Tuple[int, int], int] = {}  # a hidden position in a hand → the seat holding it
        self.dealing = True  # the world's hand is not dealt from its deck yet
        self.hand_start: Game = self.world.copy()
        self.hand_first_action = 0
        # the move that ends the deal, waiting for every key (no move: the deal was stopped)
        self.ending: Optional[Tuple[int, Optional[Action]]] = None
        self.stopped = ""
        self.reveals: Dict[int, Dict[str, Any]] = {}
        self.ready_for_next: set[int] = set()
        self.problems: List[str] = []  # what the deal's check found: the table stops
        self.checked_hands = 0
        self.notes: List[str] = []  # what other browsers refused of this one's messages
        self.listeners: List[Callable[[Moved], None]] = []
        # a move told once its cards have opened here: the first deal (no action), a next hand, a draw
        self.untold: Optional[Tuple[int, Optional[Action], int, Tuple[Card, ...]]] = (0, None, 0, ())
        if self.world.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.dealing, self.untold = False, None  # (begun again between two hands: the next is dealt as usual)
        else:
            self._start_hand()

    def without(self, browser: int, secret: Optional[bytes] = None) -> "LiveTable":
        """The table begun again without ``browser``, which stopped answering: its seats played
        by the inviter's browser (as computer players, the page says), the others numbered on,
        and the hand being played dealt again from a new deck (the keys of the one that left are
        gone with it, and no card of that hand can open without them); a hand already scored
        stays. The scores and hands before are kept."""
        if browser == 0 or browser == self.me or not 0 < browser < self.browsers:
            raise LiveError(f"browser {browser} cannot be left out of this table")
        owners = [0 if o == browser else o - 1 if o > browser else o for o in self.owners]
        me = self.me - 1 if self.me > browser else self.me
        between = self.world.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and self.ending is None
        start = self.world if between else self.hand_start
        w = self.world
        table = LiveTable(me, owners, w.name, w.given_options, w.seed, self.bits, secret, self.compute, start)
        table.before = (self.to_dict(), browser)
        table.listeners = self.listeners
        return table

    # --- the save -----------------------------------------------------------------------------------

    def to_dict(self) -> Dict[str, Any]:
        """This browser's live match as plain data (its secret too: the save stays in this
        browser): what it was made with and everything that came in since."""
        data = {
            "format": SAVE_FORMAT, "me": self.me, "owners": self.owners, "game": self.world.name,
            "options": dict(self.world.given_options), "seed": self.world.seed, "bits": self.bits,
            "secret": self.secret.hex(), "record": self.record,
        }
        if self.before is not None:
            data["before"], data["left"] = self.before
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], compute: Optional[Compute] = None) -> "LiveTable":
        """The live match a save holds, as it was (everything that came in played again, the
        heavy steps' answers read from the save); a step still being computed is asked again.
        The messages it had sent are not sent again: ``resume`` asks each browser what it lacks."""
        if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
            raise LiveError("this is not a live match's save")
        try:
            record = list(data["record"])
            answers = {int(e[1]): (e[2], bool(e[3])) for e in record if e[0] == "done"}
            later: Dict[int, Callable[[Dict[str, Any]], None]] = {}
            unanswered: List[Tuple[Dict[str, Any], Callable[[Dict[str, Any]], None]]] = []
            asked = [0]  # the jobs are numbered in the order they are asked for, as they were

            def replay(job: Dict[str, Any], answered: Callable[[Dict[str, Any]], None]) -> None:
                number = asked[0]
                asked[0] += 1
                if number not in answers:
                    unanswered.append((job, answered))
                elif answers[number][1]:
                    answered(answers[number][0])
                else:
                    later[number] = answered

            secret = bytes.fromhex(str(data["secret"]))
            if "before" in data:  # a table begun again without a browser: the one before, first
                earlier = cls.from_dict(data["before"])
                earlier.compute = replay
                table = earlier.without(int(data["left"]), secret)
                if (table.me, table.owners) != (int(data["me"]), list(data["owners"])):
                    raise ValueError("the browsers left are not the save's")
            else:
                table = cls(int(data["me"]), list(data["owners"]), str(data["game"]), data["options"], int(data["seed"]),
                            int(data["bits"]), secret, compute=replay)
            for entry in record:
                if entry[0] == "recv":
                    try:
                        table.receive(int(entry[1]), str(entry[2]), bool(entry[3]) if len(entry) > 3 else False)
                    except LiveError:
                        pass  # refused then too
                elif entry[0] == "play":
                    table.play(int(entry[1]), str(entry[2]))
                elif entry[0] == "ready":
                    table.next_hand()
                elif entry[0] == "done" and not entry[3]:
                    later.pop(int(entry[1]))(entry[2])
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, RemiError) as exc:
            raise LiveError(f"the live match's save does not play again ({type(exc).__name__}: {exc})") from None
        table.outbox = []
        table.compute = compute if compute is not None else at_once
        for job, answered in unanswered:
            table.compute(job, answered)
        return table

    # --- what the page asks ---------------------------------------------------------------------

    def can_act(self, seat: int) -> bool:
        """Whether ``seat`` (mine) may move now: its turn, the deal dealt, no card still opening."""
        w = self.world
        return (
            not self.dealing and self.ending is None and not self.problems and self.owners[seat] == self.me
            and w.to_act == seat and w.phase != Phase.HAND_OVER and not any(is_hidden(c) for c in w.hands[seat])
        )

    def view(self, seat: int) -> Any:
        return self.world.view(seat)

    # --- moves of my seats -----------------------------------------------------------------------

    def play(self, seat: int, text: str) -> None:
        """Play a move of ``seat`` (one this browser plays): checked by every rule here (its hand
        is known), sent to the others with the cards it shows."""
        if not self.can_act(seat):
            raise LiveError(f"seat {seat} cannot move now")
        action = parse_action(text)
        self.world.check(action)
        self.record.append(["play", seat, str(action)])
        ends = self._ends(action)
        places = self._shown_places(seat, action, whole_hand=ends)
        show: Dict[str, List[str]] = {}
        for d, j in places.values():
            deck = self.decks[(self.world.hand_number, d)]
            deck.keys.setdefault(j, {})[self.me] = deck.seat.key(j).d
            show[f"{d}.{j}"] = [format(deck.keys[j][b], "x") for b in range(self.browsers)]
        self._send(None, {"k": "act", "n": len(self.world.actions), "seat": seat, "a": str(action), "show": show})
        self._act(seat, action, {place: card for card, place in places.items()}, ends)

    def next_hand(self) -> None:
        """This browser is ready for the next hand (after a hand is scored)."""
        if self.world.phase != Phase.HAND_OVER or self.problems:
            raise LiveError("there is no next hand to deal now")
        self.record.append(["ready"])
        self._send(None, {"k": "ready", "h": self.world.hand_number})
        self._ready(self.me)

    # --- messages ----------------------------------------------------------------------------------

    def receive(self, sender: int, text: str, quiet: bool = False) -> None:
        """A message from browser ``sender``: applied, kept until it can be, or refused
        (``LiveError``, and a note back to the sender) with nothing changed. ``quiet``: no note
        for one out of order (``OutOfOrder``; the road by links, where that is expected)."""
        try:
            message = self._parse(sender, text)
            if message.get("k") in ASIDE:
                self._aside(sender, message)
                return
            self._in_order(sender, message)
            if len(self.waiting) >= MAX_WAITING:
                raise LiveError(f"browser {sender} sent more messages ahead of the game than a table keeps")
        except LiveError as exc:
            noted = not (quiet and isinstance(exc, OutOfOrder))
            if noted and isinstance(sender, int) and 0 <= sender < self.browsers and sender != self.me:
                self._send(sender, {"k": "note", "why": str(exc)}, numbered=False)
            raise
        # (the record, played again on a reload, holds what changed the table: not a message
        # refused before it was taken, which changed nothing)
        self.record.append(["recv", sender, text, quiet])
        self.received[sender] = message["seq"]
        self.waiting.append((sender, message))
        self._drain()

    def _parse(self, sender: int, text: str) -> Dict[str, Any]:
        if not (isinstance(sender, int) and 0 <= sender < self.browsers) or sender == self.me:
            raise LiveError(f"a message from no browser of this table ({sender})")
        if len(text) > MAX_MESSAGE_CHARS:
            raise LiveError(f"a message of {len(text)} characters (at most {MAX_MESSAGE_CHARS})")
        try:
            message = json.loads(text)
        except (ValueError, RecursionError):
            raise LiveError("a message that is not one") from None
        if not isinstance(message, dict):
            raise LiveError("a message of no known kind")
        return message

    def _in_order(self, sender: int, message: Dict[str, Any]) -> None:
        if message.get("k") not in KINDS:
            raise LiveError("a message of no known kind")
        seq = message.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise LiveError("a message without its number")
        if seq <= self.received[sender]:
            raise OutOfOrder(f"message {seq} from browser {sender} came again (its last was {self.received[sender]})")
        if seq != self.received[sender] + 1:
            raise OutOfOrder(f"message {seq} from browser {sender} came before message {self.received[sender] + 1}")
        to = message.get("to")
        if to is not None and to != self.me:
            raise LiveError(f"a message for browser {to}, not this one")

    def _drain(self) -> None:
        """Apply every waiting message that can be, until none can."""
        if self.draining:
            return
        self.draining = True
        try:
            self._drain_all()
        finally:
            self.draining = False

    def _drain_all(self) -> None:
        """Each waiting message applied once it can be; one refused is dropped and the others go
        on (the first refusal is raised once none can go further)."""
        refused: Optional[LiveError] = None
        progress = True
        while progress:
            progress = False
            for item in list(self.waiting):
                sender, message = item
                try:
                    done = self._handle(sender, message)
                except LiveError as exc:  # (dropped from the waiting ones by _handle)
                    refused = refused or exc
                    progress = True
                    continue
                if done:
                    self.waiting.remove(item)
                    progress = True
        if refused is not None:
            raise refused

    def _handle(self, sender: int, m: Dict[str, Any]) -> bool:
        """Apply one message; False when it must wait. Raises LiveError when it is refused (then
        it is dropped)."""
        try:
            kind = m["k"]
            if kind in ("shuffle", "relock"):
                return self._on_deck_pass(sender, m)
            if kind == "keys":
                return self._on_keys(sender, m)
            if kind == "act":
                return self._on_act(sender, m)
            if kind == "ready":
                if m["h"] != self.world.hand_number:
                    raise LiveError(f"ready for the hand after {m['h']} during hand {self.world.hand_number}")
                if self.world.phase != Phase.HAND_OVER:
                    return False  # the hand's end is still being checked here
                self._ready(sender)
                return True
            if kind == "reveal":
                return self._on_reveal(sender, m)
        except (LiveError, RemiError, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            self.waiting = [w for w in self.waiting if w[1] is not m]
            why = str(exc) if isinstance(exc, RemiError) else f"a malformed {m.get('k')} message ({type(exc).__name__})"
            self._send(sender, {"k": "note", "why": why}, numbered=False)
            raise LiveError(why) from None
        return True

    def _aside(self, sender: int, message: Dict[str, Any]) -> None:
        """A message beside the game: a note (what the sender refused of mine), or a browser
        back after a drop saying what it last received from me (I send the rest again)."""
        if message["k"] == "note":
            self.notes.append(f"browser {sender}: {str(message.get('why'))[:300]}")
            return
        got = message.get("got")
        if not isinstance(got, int) or isinstance(got, bool) or not 0 <= got <= self.sent[sender]:
            raise LiveError(f"browser {sender} came back having received message {got} of {self.sent[sender]}")
        self.outbox.extend((sender, m) for m in self.sent_log[sender][got:])

    def resume(self, browser: int) -> None:
        """The road to ``browser`` is open again (after a drop, or this page's reload): ask it
        for what it sent since the last message received here."""
        self._send(browser, {"k": "resume", "got": self.received[browser]}, numbered=False)

    def _send(self, to: Optional[int], message: Dict[str, Any], numbered: bool = True) -> None:
        """Leave ``message`` for browser ``to`` (None: for each other browser), numbered on its road."""
        for b in range(self.browsers) if to is None else [to]:
            if b == self.me:
                continue
            out = dict(message)
            if numbered:
                self.sent[b] += 1
                out["seq"] = self.sent[b]
            if to is not None:
                out["to"] = to
            if numbered:
                self.sent_log[b].append(out)
            self.outbox.append((b, out))

    # --- decks ----------------------------------------------------------------------------------------

    def _compute(self, job: Dict[str, Any], done: Callable[[Dict[str, Any]], None]) -> None:
        """A heavy step, through ``compute``; its answer goes into the record when it comes."""
        number = self.jobs
        self.jobs += 1

        asking = [True]

        def answered(result: Dict[str, Any]) -> None:
            self.record.append(["done", number, result, asking[0]])  # (answered at once, or later)
            done(result)

        self.compute(job, answered)
        asking[0] = False

    def _deck(self, did: DeckId, cards: Optional[List[Card]] = None) -> Deck:
        if did not in self.decks:
            if cards is None:
                cards = self.world.new_deck()
            group = mental.Group.of(len(cards), self.bits)
            seat = mental.Seat(group, self.rng)
            self.decks[did] = Deck(cards, group, seat)
            if self.me == 0:
                self._pass(did, "shuffle")
        return self.decks[did]

    def _pass(self, did: DeckId, kind: str) -> None:
        """My shuffle or relock of a deck: its powers computed (``compute``: a worker on the page),
        then sent to every browser."""
        deck = self.decks[did]
        if deck.busy:
            return
        if kind == "shuffle":
            source = deck.shuffled[-1] if deck.shuffled else deck.group.deck()
            exponents = deck.seat.shuffle_exponents(source)
        else:
            source = deck.relocked[-1] if deck.relocked else deck.shuffled[-1]
            exponents = deck.seat.relock_exponents(source)
        deck.busy = True

        def done(result: Dict[str, Any]) -> None:
            out = [int(x, 16) for x in result["out"]]
            deck.busy = False
            if kind == "shuffle":
                out = deck.seat.shuffled(out)
                deck.shuffled.append(out)
            else:
                deck.relocked.append(out)
            self._send(None, {"k": kind, "d": list(did), "n": [format(x, "x") for x in out]})
            self._after_pass(did)
            self._drain()

        self._compute({"job": "powers", "p": format(deck.group.p, "x"), "x": [format(x, "x") for x in source],
                      "e": [format(e, "x") for e in exponents]}, done)

    def _after_pass(self, did: DeckId) -> None:
        deck = self.decks[did]
        if len(deck.shuffled) < self.browsers:
            if len(deck.shuffled) == self.me:
                self._pass(did, "shuffle")
        elif len(deck.relocked) < self.browsers:
            if len(deck.relocked) == self.me:
                self._pass(did, "relock")
        else:
            owed, deck.owed = deck.owed, {}
            for j, to in owed.items():
                self._give(did, [j], to)
            if did == (self.world.hand_number, 0) and self.dealing:
                self._deal_keys()

    def _on_deck_pass(self, sender: int, m: Dict[str, Any]) -> bool:
        did = deck_id(m.get("d"))
        hand = self.world.hand_number
        if did[0] == hand + 1 and did[1] == 0 or did in self.decks:
            deck = self._deck(did)
        elif did[0] == hand and did[1] > 0:
            return False  # a rebuilt stock this browser has not reached yet
        else:
            raise LiveError(f"a deck of hand {did[0]} during hand {hand}")
        done = deck.shuffled if m["k"] == "shuffle" else deck.relocked
        if m["k"] == "relock" and len(deck.shuffled) < self.browsers:
            return False
        if len(done) != sender:
            if len(done) < sender:
                return False
            raise LiveError(f"browser {sender}'s {m['k']} of a deck that has it already")
        numbers = [int(x, 16) for x in m["n"]]
        try:
            mental.check_deck(deck.group, numbers, squares=m["k"] == "shuffle" and sender == 0)
        except mental.DealError as exc:
            why = f"browser {sender}'s {m['k']}: {exc}"
            if did[0] == hand:
                self._stop(why)
            raise LiveError(why) from None
        done.append(numbers)
        self._after_pass(did)
        return True

    # --- keys ------------------------------------------------------------------------------------------

    def _give(self, did: DeckId, positions: Sequence[int], to: Optional[int]) -> None:
        """My keys for ``positions`` to browser ``to`` (None: all), now or once the deck is relocked."""
        deck = self.decks[did]
        if not deck.ready(self.browsers):
            for j in positions:
                deck.owed[j] = to
            return
        keys = {str(j): format(deck.seat.key(j).d, "x") for j in positions}
        for j in positions:
            deck.keys.setdefault(j, {})[self.me] = deck.seat.key(j).d
        self._send(to, {"k": "keys", "d": list(did), "keys": keys})

    def _on_keys(self, sender: int, m: Dict[str, Any]) -> bool:
        did = deck_id(m.get("d"))
        if did not in self.decks or not self.decks[did].ready(self.browsers):
            if did[0] < self.world.hand_number:
                raise LiveError(f"keys for hand {did[0]}, which is over")
            return False
        deck = self.decks[did]
        given: Dict[int, int] = {}
        for pos, d in dict(m["keys"]).items():
            j = int(pos)
            if not 0 <= j < len(deck.cards):
                raise LiveError(f"a key for position {j} of a deck of {len(deck.cards)}")
            given[j] = read_key(d, deck.group)
        for j, key in given.items():  # (kept once every one is read: a refused message changes nothing)
            deck.keys.setdefault(j, {})[sender] = key
        self._open_mine()
        return True

    def _deal_keys(self) -> None:
        """The hand's deck is relocked: my keys to each position's holder, the up-card's to all."""
        did = (self.world.hand_number, 0)
        places = self.world.deal_places()
        to: Dict[Optional[int], List[int]] = {}
        for j, place in enumerate(places):
            if place == "up":
                to.setdefault(None, []).append(j)
            elif place != "stock" and self.owners[int(place)] != self.me:
                to.setdefault(self.owners[int(place)], []).append(j)
        for browser, positions in to.items():
            self._give(did, positions, browser)
        self._open_mine()

    def _open_mine(self) -> None:
        """Open what can be: the hand's deal once every key of my cards is in, then each card
        drawn by my seats."""
        hand = self.world.hand_number
        deck = self.decks.get((hand, 0))
        if self.dealing and deck is not None and deck.ready(self.browsers):
            places = self.world.deal_places()
            wanted = [j for j, p in enumerate(places) if p == "up" or (p != "stock" and self.owners[int(p)] == self.me)]
            for j in wanted:
                deck.keys.setdefault(j, {})[self.me] = deck.seat.key(j).d
            if all(len(deck.keys.get(j, {})) == self.browsers for j in wanted):
                order = [hidden(0, j) for j in range(len(places))]
                for j in wanted:
                    try:
                        order[j] = deck.open(j, self.browsers)
                    except LiveError as exc:
                        self._stop(str(exc))
                        return
                    if places[j] != "up":
                        self.mine[order[j]] = (0, j)
                for j, p in enumerate(places):
                    if p not in ("up", "stock"):
                        self.holder[(0, j)] = int(p)
                    if p == "up":
                        deck.shown[j] = deck.cards.index(order[j])
                self.world.redeal(order)
                self.dealing = False
                self._deck((hand + 1, 0))  # the next hand's deck, shuffled while this one is played
                self._tell_untold()
        if self.dealing:
            return
        for seat, cards in enumerate(self.world.hands):
            if self.owners[seat] != self.me:
                continue
            for i, card in enumerate(cards):
                if is_hidden(card):
                    d, j = where(card)
                    deck = self.decks[(hand, d)]
                    deck.keys.setdefault(j, {})[self.me] = deck.seat.key(j).d
                    if deck.ready(self.browsers) and len(deck.keys.get(j, {})) == self.browsers:
                        try:
                            real = deck.open(j, self.browsers)
                        except LiveError as exc:
                            self._stop(str(exc))
                            return
                        cards[i] = real
                        self.mine[real] = (d, j)
                        self._tell_untold()

    # --- moves ------------------------------------------------------------------------------------------

    def _on_act(self, sender: int, m: Dict[str, Any]) -> bool:
        n, seat = m["n"], m["seat"]
        if not isinstance(n, int) or not isinstance(seat, int) or not 0 <= seat < len(self.owners):
            raise LiveError("a move without its number or seat")
        if n > len(self.world.actions) or self.dealing or self.ending is not None:
            return False  # a move after one still on its way, or during the deal
        if n < len(self.world.actions):
            raise LiveError(f"move {n} came again")
        if self.owners[seat] != sender:
            raise LiveError(f"browser {sender} moved for seat {seat}, which it does not play")
        action = parse_action(str(m["a"]))
        if isinstance(action, NextHand):
            if sender != 0:
                raise LiveError("only the inviter deals the next hand")
            if self.world.phase != Phase.HAND_OVER:
                raise LiveError("a next hand before this one is over")
            if self.ready_for_next != set(range(self.browsers)):
                return False  # (a browser's "ready" still on its way here)
        elif self.world.to_act != seat:
            raise LiveError(f"seat {seat} moved out of turn")
        opened: Dict[Tuple[int, int], Card] = {}
        hand = self.world.hand_number
        for place, keys in dict(m["show"]).items():
            d, j = (int(x) for x in str(place).split("."))
            if self.holder.get((d, j)) != seat:
                raise LiveError(f"seat {seat} showed a card it does not hold (deck {d}, position {j})")
            deck = self.decks[(hand, d)]
            if len(keys) != self.browsers:
                raise LiveError("a card shown without every browser's key")
            given = [read_key(k, deck.group) for k in keys]
            if given[self.me] != deck.seat.key(j).d:
                raise LiveError(f"a card shown with a key of this browser that it never gave (position {j})")
            opened[(d, j)] = deck.open(j, self.browsers, dict(enumerate(given)))
        ends = self._ends(action, seat, opened)
        if ends and any(is_hidden(c) for c in self._placed(seat, opened)):
            raise LiveError(f"seat {seat} ended the deal without showing its whole hand")
        self._act(seat, action, opened, ends, given_keys=m["show"])
        return True

    def _placed(self, seat: int, opened: Mapping[Tuple[int, int], Card]) -> List[Card]:
        """Seat's hand with the cards shown put in place of their stand-ins."""
        cards = list(self.world.hands[seat])
        for i, c in enumerate(cards):
            if is_hidden(c) and where(c) in opened:
                cards[i] = opened[where(c)]
        return cards

    def _act(
        self,
        seat: int,
        action: Action,
        opened: Mapping[Tuple[int, int], Card],
        ends: bool,
        given_keys: Optional[Mapping[str, Sequence[str]]] = None,
    ) -> None:
        """Apply a move (mine, checked already, or another browser's, checked here) to the world."""
        w = self.world
        trial = w.copy()
        trial.hands[seat] = self._placed(seat, opened)
        mover_is_me = self.owners[seat] == self.me
        if not mover_is_me and not isinstance(action, NextHand):
            self._check_seen(trial, action)
        if ends:
            self.world = trial
            self.ending = (seat, action)
            self._record_shown(opened, given_keys)
            self._tell("checking", seat, action)
            self._send_reveal()
            return
        count, held = len(w.actions), tuple(trial.hands[seat])
        stock, rebuilt = len(trial.stock), reshuffles(trial)
        if mover_is_me:
            trial.apply(action)
        else:
            trial.apply_unchecked(action)
        self.world = trial
        self._record_shown(opened, given_keys)
        for card in opened.values():
            self.mine.pop(card, None)
        if isinstance(action, NextHand):
            self.untold = (seat, action, count, held)
            self._start_hand()
            return
        if isinstance(action, DrawStock):
            drawn = trial.hands[seat][-1]
            if is_hidden(drawn):
                place = where(drawn)
                self.holder[place] = seat
                if self.owners[seat] != self.me:
                    self._give((trial.hand_number, place[0]), [place[1]], self.owners[seat])
                else:
                    self.untold = (seat, action, count, held)
        if self.untold is None:
            self._tell("move", seat, action, count, held)
        if reshuffles(trial) > rebuilt:
            count = len(trial.stock) - stock
            cards = sorted(trial.stock[:count])
            number = max(d for h, d in self.decks if h == trial.hand_number) + 1
            trial.stock[:count] = [hidden(number, k) for k in range(count)]
            self._deck((trial.hand_number, number), cards)
        self._open_mine()

    def _tell_untold(self) -> None:
        """The move waiting for its card (a hand dealt, a card my seat drew), once no card of my
        seats stands for one unknown here."""
        if self.untold is None or any(is_hidden(c) for s, o in enumerate(self.owners) if o == self.me
                                      for c in self.world.hands[s]):
            return
        seat, action, count, held = self.untold
        self.untold = None
        self._tell("move", seat, action, count, held)

    def _tell(self, kind: str, seat: Optional[int] = None, action: Optional[Action] = None, count: int = 0,
              held: Sequence[Card] = ()) -> None:
        if not self.listeners:
            return
        event = Moved(kind, self.world.copy(), seat, action, count, tuple(held))
        for listener in list(self.listeners):
            listener(event)

    def _record_shown(self, opened: Mapping[Tuple[int, int], Card], given: Optional[Mapping[str, Sequence[str]]]) -> None:
        hand = self.world.hand_number
        for (d, j), card in opened.items():
            deck = self.decks[(hand, d)]
            deck.shown[j] = deck.cards.index(card)
            if given is not None:
                deck.keys[j] = {b: int(k, 16) for b, k in enumerate(given[f"{d}.{j}"])}
            self.holder.pop((d, j), None)

    def _check_seen(self, trial: Game, action: Action) -> None:
        """Another browser's move, checked by every rule that reads only what this browser knows:
        on a copy where each hidden card stands for one nobody has seen here, so that only the
        rules reading the mover's hidden cards (``hidden_hand_rules``) may refuse wrongly, and
        those wait for the deal's end."""
        filled = filled_in(trial)
        try:
            filled.check(action)
        except IllegalActionError as exc:
            if exc.rule not in trial.hidden_hand_rules:
                raise LiveError(f"a move the rules refuse: {exc}") from None

    def _ends(self, action: Action, seat: Optional[int] = None, opened: Optional[Mapping[Tuple[int, int], Card]] = None) -> bool:
        """Whether ``action`` ends the deal (a knock, going out, a stock that cannot be
        rebuilt): tried on a copy where the hidden cards stand for ones nobody has seen here."""
        if isinstance(action, NextHand) or not any(is_hidden(c) for c in self.world.all_cards()):
            return False  # after the deal's check (a knock's lay-offs) every card is known
        trial = self.world.copy()
        if seat is not None and opened:
            trial.hands[seat] = self._placed(seat, opened)
        filled = filled_in(trial)
        hand = filled.hand_number
        filled.apply_unchecked(action)
        return filled.hand_number != hand or filled.phase not in PLAYING

    def _shown_places(self, seat: int, action: Action, whole_hand: bool) -> Dict[Card, Tuple[int, int]]:
        """The hidden positions my move shows: the cards it lays down or discards that came from
        a deck (not from the discard pile), or the whole hand when it ends the deal."""
        hand = self.world.hands[seat]
        if whole_hand:
            return {c: self.mine[c] for c in hand if c in self.mine}
        return {c: self.mine[c] for c in cards_of(action) if c in self.mine}

    def _ready(self, browser: int) -> None:
        self.ready_for_next.add(browser)
        if self.me == 0 and len(self.ready_for_next) == self.browsers and self.world.phase == Phase.HAND_OVER:
            self._send(None, {"k": "act", "n": len(self.world.actions), "seat": 0, "a": "next hand", "show": {}})
            self._act(0, NextHand(), {}, False)

    def _start_hand(self) -> None:
        self.dealing = True
        self.hand_start = self.world.copy()  # (the match as the hand begins: what a table without a browser goes back to)
        self.hand_first_action = len(self.world.actions)
        self.ready_for_next = set()
        self.mine = {}
        self.holder = {}
        did = (self.world.hand_number, 0)
        self.decks = {k: v for k, v in self.decks.items() if k[0] >= did[0]}
        deck = self._deck(did)
        if deck.ready(self.browsers):
            self._deal_keys()

    # --- the deal's end --------------------------------------------------------------------------------

    def _stop(self, reason: str) -> None:
        """A deck that does not hold (a position that opens to no card, a pass refused): the deal
        cannot go on, so every key is revealed at once and the check names whose part failed."""
        if self.ending is None and not self.problems:
            self.ending = (-1, None)
            self.stopped = reason
            self._send_reveal()

    def _send_reveal(self) -> None:
        hand = self.world.hand_number
        mine = {
            str(d): {"deck": format(deck.seat.deck_key.d, "x"), "cards": [format(k.d, "x") for k in deck.seat.card_keys]}
            for (h, d), deck in self.decks.items() if h == hand
        }
        stop = {"stop": self.stopped} if self.ending is not None and self.ending[1] is None else {}
        self._send(None, {"k": "reveal", "h": hand, "decks": mine, **stop})
        self.reveals[self.me] = mine
        self._finish_if_revealed()

    def _on_reveal(self, sender: int, m: Dict[str, Any]) -> bool:
        stop = m.get("stop")
        if self.ending is None and stop is None:
            return False  # the move that ends the deal is still on its way
        if m["h"] != self.world.hand_number:
            raise LiveError(f"keys of hand {m['h']} during hand {self.world.hand_number}")
        decks = dict(m["decks"])
        for d, part in decks.items():
            deck = self.decks.get((self.world.hand_number, int(d)))
            if deck is None or (deck.ready(self.browsers) and len(part["cards"]) != len(deck.cards)):
                raise LiveError(f"browser {sender} revealed keys for a deck of another size")
            read_key(part["deck"], deck.group)  # (each key read now: a reveal kept is one the check can read)
            for k in part["cards"]:
                read_key(k, deck.group)
        self.reveals[sender] = decks
        if self.ending is None:
            self._stop(f"browser {sender} stopped the deal: {str(stop)[:300]}")
        self._finish_if_revealed()
        return True

    def _finish_if_revealed(self) -> None:
        """Every browser's keys are in: each deck of the hand checked (``compute``: a worker on
        the page), one after the other, then the hand played again from the true deck."""
        if len(self.reveals) < self.browsers or self.ending is None or self.checking:
            return
        hand = self.world.hand_number
        decks = [(d, deck) for (h, d), deck in sorted(self.decks.items()) if h == hand and deck.ready(self.browsers)]
        problems: List[str] = []
        orders: Dict[int, List[Card]] = {}
        self.checking = True

        def check(i: int) -> None:
            if i == len(decks) or problems:
                self._conclude(problems, orders)
                return
            d, deck = decks[i]
            parts = [self.reveals[b].get(str(d)) for b in range(self.browsers)]
            missing = [b for b, part in enumerate(parts) if part is None]
            if missing:
                problems.append(f"browser {missing[0]} revealed no keys for deck {d}")
                check(i + 1)
                return
            card_keys = [[int(k, 16) for k in part["cards"]] for part in parts if part is not None]
            for j, given in deck.keys.items():  # a key given during the deal that is not the one revealed
                for b, key in given.items():
                    if j >= len(card_keys[b]) or card_keys[b][j] != key:
                        problems.append(f"browser {b} gave a key for position {j} of deck {d} that is not its own")

            def done(result: Dict[str, Any]) -> None:
                problems.extend(by_browser(p) for p in result["problems"])
                if not problems:
                    orders[d] = [deck.cards[c] for c in result["cards"]]
                check(i + 1)

            self._compute({
                "job": "check", "p": format(deck.group.p, "x"), "cards": len(deck.cards),
                "shuffled": [[format(x, "x") for x in out] for out in deck.shuffled],
                "relocked": [[format(x, "x") for x in out] for out in deck.relocked],
                "deck_keys": [part["deck"] for part in parts if part is not None],
                "card_keys": [part["cards"] for part in parts if part is not None],
                "shown": {str(j): c for j, c in deck.shown.items()},
            }, done)

        check(0)

    def _conclude(self, problems: List[str], orders: Mapping[int, List[Card]]) -> None:
        """The deal's check is done: the table stops with its problems, or the world is the
        true hand and the move that ended it is played there, with every rule."""
        assert self.ending is not None
        seat, action = self.ending
        self.reveals, self.ending, self.checking = {}, None, False
        truth: Optional[Game] = None
        if action is None:
            self.problems = problems + [self.stopped]
            self._tell("stopped")
            return
        if not problems:
            truth, replay_problems = self._replay(orders)
            problems += replay_problems
        if problems or truth is None:
            self.problems = problems or ["the deal does not check"]
            self._tell("stopped")
            return
        count, held = len(truth.actions), tuple(truth.hands[seat])
        try:
            truth.apply(action, seat)
        except RemiError as exc:
            self.problems = [f"seat {seat}'s {action} is not legal: {exc}"]
            self._tell("stopped")
            return
        self.world = truth
        self.checked_hands += 1
        self._tell("move", seat, action, count, held)
        self._drain()

    def _replay(self, orders: Mapping[int, List[Card]]) -> Tuple[Optional[Game], List[str]]:
        """The hand played again from the true deck with every rule; what differs from the world."""
        truth = self.hand_start.copy()
        truth.redeal(orders[0])
        for text in self.world.actions[self.hand_first_action:]:
            seat = truth.to_act
            before = reshuffles(truth), len(truth.stock)
            try:
                truth.apply(text)
            except RemiError as exc:
                return None, [f"seat {seat}'s move {text} is not legal: {exc}"]
            if reshuffles(truth) > before[0]:
                count = len(truth.stock) - before[1]
                number = reshuffles(truth)
                order = orders.get(number)
                if order is None or sorted(order) != sorted(truth.stock[:count]):
                    return None, [f"the stock rebuilt from the discard pile ({number}) is not the cards it held"]
                truth.stock[:count] = order
        seen, true = public_state(self.world), public_state(truth)
        if seen != true:
            return None, ["the hand played again from the true deck is not the hand played"]
        return truth, []
