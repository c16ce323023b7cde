"""A deal nobody can peek at: mental poker by commutative encryption (SRA, Pohlig–Hellman style),
for a live table between browsers with no dealer anyone trusts.

Every card is a number modulo a safe prime ``p``: the square of a number drawn from SHA-512
(``Group.code``), so that locking, which keeps a number's residuosity, tells nothing of the
card, and no card's number is a product of others' (which every lock would keep too). Every
number a seat receives must be a square (``check_deck``): one that is not marks a card. A lock is a power
``x**e mod p``; the key ``d`` with ``e·d ≡ 1 (mod p − 1)`` opens it; locks commute, so a card
locked by every seat opens once every seat has opened its own lock, in any order.

A deal, seat by seat in a fixed order:

1. **Shuffle** (``Seat.shuffle``): each seat locks every card of the deck it is given with its
   deck key and shuffles it, and passes it on. The last deck's order is known to nobody: each
   seat knows only its own permutation.
2. **Relock** (``Seat.relock``): each seat, in turn, opens its deck lock on every card and locks
   each position with a key of its own for that position. After the last seat every position is
   locked by one key of each seat, and by nothing else.
3. **Show**: a card goes to its holder alone when every other seat gives it that position's key
   (``Seat.key``); a discard, a meld or the up-card is shown to all when every seat gives its
   key to all. ``open_card`` opens a position with the keys given.
4. **Check** (``check``): at the deal's end every seat reveals its keys, and any browser checks
   the whole deal: each seat's shuffle is the deck it was given, locked, in some order (a card
   changed, added or dropped is found); each relock is what its keys say, position by position;
   every card is in the deal once; every card shown is the card its position holds. Each
   problem names the seat that made it.

Pure Python (``pow`` with big integers), the same on CPython and Pyodide; the prime's size is
chosen by measurement (``bench/mental.py``).
"""

from __future__ import annotations

import hashlib
import random
import secrets
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from .errors import RemiError

# safe primes p = 2q + 1 (q prime), made once with a Miller–Rabin search and checked by the tests
BITS = 384  # the deals' prime: Remi 51's 108 cards for 4 browsers in about 1 s at CPU 4× (bench/mental.py)
PRIMES: Dict[int, int] = {
    256: int("96a9c6c8ef74bc1b9623d859386f07e91e9be19830be8438ba924f2d85fee5b7", 16),
    384: int(
        "b13580f23dd290e68c60e95b8cc865328d9dff0d039420b03ed82a22dcd10868"
        "7c8453c0aead6b28fdd6275459ae5027",
        16,
    ),
    512: int(
        "fd480843d3b1602acda68a3f3d2a19027aeae38d4d4795e0c702aa9f705ff2be"
        "641db11ae9e59856eea1008cbe95dd37ff67b4caacdc3cfdd27631e163f11b4b",
        16,
    ),
    768: int(
        "cfb67f42dbdf74984e2ed5cb14f043cfc54477129049987c742a9bc8873212e5"
        "5b665cff2dd27a16fa0909b877f5ae55844930c6dee9ea59c71b7ce1966e293d"
        "aa8a4ef2f78e99519f57e93f916b91ccff6d3900a1af9af40a1d2aef9df038bf",
        16,
    ),
}


class DealError(RemiError):
    """A deal that cannot be opened or does not check: what failed, and whose part it was."""


@dataclass(frozen=True)
class Group:
    """The numbers a deal of ``cards`` cards is played in: the prime, and each card's number."""

    p: int
    cards: int

    @classmethod
    def of(cls, cards: int, bits: int = BITS) -> "Group":
        if bits not in PRIMES:
            raise DealError(f"no prime of {bits} bits (there are {sorted(PRIMES)})")
        if not 1 <= cards <= 1000:
            raise DealError(f"a deal of {cards} cards")
        return cls(PRIMES[bits], cards)

    def code(self, card: int) -> int:
        """Card ``card`` (0 … cards − 1) as a number of the group: the square (a quadratic
        residue, as every number of a deal) of a number drawn from SHA-512. Not ``(card + 2)²``:
        small numbers' squares multiply into each other's (2²·3² = 6²), and the relations went
        through every lock, so that anyone could read most of a shuffled deck."""
        return _codes(self)[1][card]

    def deck(self) -> List[int]:
        """The cards in order, as numbers: where every deal starts (public)."""
        return list(_codes(self)[1])

    def card_of(self, number: int) -> Optional[int]:
        """The card a number is, or None when it is none (a lock still on it, or a lie)."""
        return _codes(self)[0].get(number)


_CODES: Dict[Group, Tuple[Dict[int, int], List[int]]] = {}


def _codes(group: Group) -> Tuple[Dict[int, int], List[int]]:
    """Each card's number (and back): SHA-512 of the prime and the card, to a number mod p, squared."""
    if group not in _CODES:
        numbers = []
        for c in range(group.cards):
            digest = hashlib.sha512(b"remi-card:%x:%d" % (group.p, c)).digest()
            numbers.append(pow(int.from_bytes(digest, "big") % (group.p - 3) + 2, 2, group.p))
        if len(set(numbers)) != len(numbers):
            raise DealError("two cards with one number")  # (SHA-512: never seen)
        _CODES[group] = ({x: c for c, x in enumerate(numbers)}, numbers)
    return _CODES[group]


def residue(x: int, p: int) -> bool:
    """Whether ``x`` is a square modulo the prime ``p`` (the Jacobi symbol, far quicker than a
    power): every number of a deal is one, and a seat that sends another marks the cards."""
    a, n, t = x % p, p, 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                t = -t
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            t = -t
        a %= n
    return n == 1 and t == 1


@dataclass(frozen=True)
class Key:
    """A lock (``e``) and the key that opens it (``d``): ``e·d ≡ 1 (mod p − 1)``."""

    e: int
    d: int

    @classmethod
    def new(cls, group: Group, rng: random.Random) -> "Key":
        n = group.p - 1  # = 2q: e must be odd and not a multiple of q
        while True:
            e = rng.randrange(3, n) | 1
            if e % (n // 2) != 0:
                return cls(e, pow(e, -1, n))

    def fits(self, group: Group) -> bool:
        return 1 < self.e < group.p - 1 and (self.e * self.d) % (group.p - 1) == 1

    def lock(self, group: Group, x: int) -> int:
        return pow(x, self.e, group.p)

    def open(self, group: Group, x: int) -> int:
        return pow(x, self.d, group.p)


class Drbg(random.Random):
    """Random numbers from a secret (SHA-256 of the secret and a counter): unpredictable to
    anyone without the secret, and the same again from it, so a browser that reloads makes the
    same keys. Not Python's own generator, whose state a few hundred of its outputs give away
    (the keys a deal hands out would then tell a cheat the keys it keeps)."""

    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise DealError("a secret of at least 16 bytes")
        self._secret = bytes(secret)
        self._counter = 0
        super().__init__(0)

    def seed(self, *args: Any, **kwargs: Any) -> None:  # random.Random's seeding is not used
        pass

    def _block(self) -> bytes:
        self._counter += 1
        return hashlib.sha256(self._secret + self._counter.to_bytes(8, "big")).digest()

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        data = b""
        while len(data) * 8 < k:
            data += self._block()
        return int.from_bytes(data, "big") >> (len(data) * 8 - k)

    def random(self) -> float:
        return self.getrandbits(53) / (1 << 53)


Powers = Callable[[int, Sequence[int], Sequence[int]], List[int]]


def powers(p: int, numbers: Sequence[int], exponents: Sequence[int]) -> List[int]:
    """``x**e mod p`` for each number and its exponent: the heavy part of a deal (a page hands
    it to a worker through ``work``)."""
    return [pow(x, e, p) for x, e in zip(numbers, exponents)]


class Seat:
    """One browser's part of a deal: its deck key, its order, its key for each position."""

    def __init__(self, group: Group, rng: Optional[random.Random] = None) -> None:
        self.group = group
        self.rng = rng if rng is not None else secrets.SystemRandom()
        self.deck_key = Key.new(group, self.rng)
        self.card_keys: List[Key] = []

    def shuffle(self, deck: Sequence[int], power: Optional[Powers] = None) -> List[int]:
        """Step 1: the deck given, every card locked with this seat's deck key, shuffled.
        ``power`` computes the locks (``powers``, or a worker's)."""
        return self.shuffled((power or powers)(self.group.p, deck, self.shuffle_exponents(deck)))

    def shuffle_exponents(self, deck: Sequence[int]) -> List[int]:
        """The powers step 1 raises the deck given to (after checking it)."""
        check_deck(self.group, deck)
        return [self.deck_key.e] * len(deck)

    def shuffled(self, locked: Sequence[int]) -> List[int]:
        out = list(locked)
        self.rng.shuffle(out)
        return out

    def relock(self, deck: Sequence[int], power: Optional[Powers] = None) -> List[int]:
        """Step 2: this seat's deck lock opened on every card, each position locked anew with
        a key of its own."""
        return (power or powers)(self.group.p, deck, self.relock_exponents(deck))

    def relock_exponents(self, deck: Sequence[int]) -> List[int]:
        """The powers step 2 raises each position to (its keys chosen, the deck given checked):
        the deck lock's key times the position's new lock, one power per card."""
        check_deck(self.group, deck)
        self.card_keys = [Key.new(self.group, self.rng) for _ in deck]
        n = self.group.p - 1
        return [self.deck_key.d * k.e % n for k in self.card_keys]

    def key(self, position: int) -> Key:
        """This seat's key for ``position`` (given to the card's holder, or to all when shown)."""
        if not 0 <= position < len(self.card_keys):
            raise DealError(f"no position {position} in this deal")
        return self.card_keys[position]


def relocked(group: Group, old: Key, new: Key, x: int) -> int:
    """``x`` with the lock ``old`` opened and ``new`` put on: one power, ``x**(old.d·new.e)``."""
    return pow(x, old.d * new.e % (group.p - 1), group.p)


def open_card(group: Group, number: int, keys: Sequence[Key]) -> int:
    """The card at a position, opened with every seat's key for it; DealError when the keys do
    not open it (one missing, or a wrong one)."""
    x = number
    for key in keys:
        x = key.open(group, x)
    card = group.card_of(x)
    if card is None:
        raise DealError("these keys do not open that card")
    return card


@dataclass(frozen=True)
class Transcript:
    """A deal as every browser saw it, and the keys every seat reveals at its end."""

    shuffled: Sequence[Sequence[int]]  # each seat's deck after its shuffle, in the seats' order
    relocked: Sequence[Sequence[int]]  # each seat's deck after its relock
    deck_keys: Sequence[Key]
    card_keys: Sequence[Sequence[Key]]
    shown: Mapping[int, int]  # the cards shown during the deal: position → the card said to be there


def check(group: Group, deal: Transcript) -> List[str]:
    """Every problem of a finished deal, each naming the seat that made it (empty: it checks)."""
    return check_and_open(group, deal)[0]


def check_and_open(group: Group, deal: Transcript) -> Tuple[List[str], List[Optional[int]]]:
    """``check``'s problems, and the card at each position (None where none opens; empty when
    the shuffles or relocks do not hold)."""
    seats = len(deal.deck_keys)
    problems: List[str] = []
    if not (len(deal.shuffled) == len(deal.relocked) == len(deal.card_keys) == seats):
        return [f"the deal has {len(deal.shuffled)} shuffles, {len(deal.relocked)} relocks and {seats} seats' keys"], []
    for s in range(seats):
        if not deal.deck_keys[s].fits(group) or not all(k.fits(group) for k in deal.card_keys[s]):
            problems.append(f"seat {s}: a key it revealed is not a key")
    if problems:
        return problems, []
    deck: Sequence[int] = group.deck()
    for s in range(seats):
        out = deal.shuffled[s]
        if sorted(deal.deck_keys[s].lock(group, x) for x in deck) != sorted(out):
            problems.append(f"seat {s}: its shuffle is not the deck it was given (a card changed, added or dropped)")
        deck = out
    for s in range(seats):
        out, keys = deal.relocked[s], deal.card_keys[s]
        if len(out) != len(deck) or len(keys) != len(deck):
            problems.append(f"seat {s}: its relock has {len(out)} cards for {len(deck)}")
        else:
            wrong = [j for j, (x, k, y) in enumerate(zip(deck, keys, out))
                     if relocked(group, deal.deck_keys[s], k, x) != y]
            if wrong:
                problems.append(f"seat {s}: its relock is not what its keys say at position {wrong[0]}"
                                f"{f' and {len(wrong) - 1} more' if len(wrong) > 1 else ''}")
        deck = out
    if problems:
        return problems, []
    cards: List[Optional[int]] = []
    for j, x in enumerate(deck):
        try:
            cards.append(open_card(group, x, [deal.card_keys[s][j] for s in range(seats)]))
        except DealError:
            cards.append(None)
            problems.append(f"position {j} opens to no card")
    held = Counter(c for c in cards if c is not None)
    twice = sorted(c for c, n in held.items() if n > 1)
    if twice or (len(held) != group.cards and not problems):
        problems.append(f"the deal holds cards {twice} twice" if twice else "the deal lacks cards")
    for j, said in sorted(deal.shown.items()):
        if not 0 <= j < len(cards) or cards[j] != said:
            problems.append(f"position {j} was shown as card {said}, and holds {cards[j] if 0 <= j < len(cards) else None}")
    return problems, cards


def check_deck(group: Group, deck: Sequence[int], squares: bool = False) -> None:
    """A deck received from another seat: the right number of numbers of the group, no one
    twice; ``squares``: each a square too (``residue``), asked of the first shuffle, whose seat
    alone sees the cards it locks and could mark some (a later seat does not know what it
    would mark; at a deal's end ``check`` finds any deck that is not the one before, locked)."""
    if len(deck) != group.cards:
        raise DealError(f"a deck of {len(deck)} cards, not {group.cards}")
    if any(not isinstance(x, int) or not 1 < x < group.p for x in deck):
        raise DealError("a deck holds something that is not a number of the deal")
    if squares and not all(residue(x, group.p) for x in deck):
        raise DealError("a deck holds a number that is not a square: a card marked")
    if len(set(deck)) != len(deck):
        raise DealError("a deck holds one number twice")


def work(job: Mapping[str, Any]) -> Dict[str, Any]:
    """A heavy step of a deal as plain data (numbers as hexadecimal text), for a worker to run:

    - ``{"job": "powers", "p", "x": [...], "e": [...]}`` → ``{"out": [...]}`` (``powers``);
    - ``{"job": "check", "p", "cards", "shuffled", "relocked", "deck_keys", "card_keys", "shown"}``
      (each seat's keys as their ``d``; ``shown``: position → card) → ``{"problems": [...],
      "cards": [...]}`` (``check_and_open``: the card at each position, None where none opens).
    """
    p = int(job["p"], 16)
    if job["job"] == "powers":
        return {"out": [format(y, "x") for y in powers(p, _numbers(job["x"]), _numbers(job["e"]))]}
    if job["job"] == "check":
        group = Group(p, int(job["cards"]))
        if p not in PRIMES.values():
            raise DealError("a deal on a prime this engine does not know")

        def key(d: str) -> Key:
            value = int(d, 16)
            try:
                return Key(pow(value, -1, p - 1), value)
            except ValueError:
                return Key(0, value)  # not a key: check() says so

        deal = Transcript(
            [_numbers(x) for x in job["shuffled"]],
            [_numbers(x) for x in job["relocked"]],
            [key(d) for d in job["deck_keys"]],
            [[key(d) for d in keys] for keys in job["card_keys"]],
            {int(j): int(c) for j, c in dict(job["shown"]).items()},
        )
        problems, cards = check_and_open(group, deal)
        return {"problems": problems, "cards": cards}
    raise DealError(f"no job {job['job']!r}")


def _numbers(texts: Sequence[str]) -> List[int]:
    return [int(t, 16) for t in texts]
