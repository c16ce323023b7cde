"""A deal nobody can peek at (``remi.mental``, issue 52): an honest deal opens to every card
once, a card opens for its holder only with every other seat's key, and a seat that lies (a card
changed, a deck reordered after its shuffle, a card shown as another, a key that is no key) is
named by the check every browser makes at the deal's end."""

from __future__ import annotations

import random
from typing import List, Tuple

import pytest
from remi.mental import PRIMES, DealError, Group, Key, Seat, Transcript, check, open_card


def is_probable_prime(n: int) -> bool:
    if n < 4:
        return n in (2, 3)
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def deal(cards: int = 52, seats: int = 3, bits: int = 512) -> Tuple[Group, List[Seat], Transcript]:
    group = Group.of(cards, bits)
    players = [Seat(group, random.Random(100 + s)) for s in range(seats)]
    deck, shuffled, relocked = group.deck(), [], []
    for seat in players:
        deck = seat.shuffle(deck)
        shuffled.append(deck)
    for seat in players:
        deck = seat.relock(deck)
        relocked.append(deck)
    return group, players, Transcript(shuffled, relocked, [p.deck_key for p in players],
                                      [p.card_keys for p in players], {})


@pytest.mark.parametrize("bits", sorted(PRIMES))
def test_the_primes_are_safe_primes_of_their_size(bits: int) -> None:
    p = PRIMES[bits]
    assert p.bit_length() == bits and is_probable_prime(p) and is_probable_prime((p - 1) // 2)


def test_an_honest_deal_holds_every_card_once_and_checks() -> None:
    group, players, transcript = deal()
    final = transcript.relocked[-1]
    cards = [open_card(group, x, [p.key(j) for p in players]) for j, x in enumerate(final)]
    assert sorted(cards) == list(range(52))
    assert cards != list(range(52))  # shuffled
    assert check(group, transcript) == []


def test_a_card_opens_for_its_holder_only_with_every_other_seats_key() -> None:
    group, players, transcript = deal()
    x = transcript.relocked[-1][0]
    card = open_card(group, x, [p.key(0) for p in players])
    with pytest.raises(DealError):
        open_card(group, x, [p.key(0) for p in players[:2]])  # one seat's key missing
    with pytest.raises(DealError):
        open_card(group, x, [players[0].key(1), players[1].key(0), players[2].key(0)])  # another position's key
    assert 0 <= card < 52


def test_the_order_is_nobodys_choice_one_honest_shuffle_is_enough() -> None:
    orders = set()
    for honest in (1, 2, 3):
        group = Group.of(20, 512)
        players = [Seat(group, random.Random(s if s != 1 else 1000 + honest)) for s in range(3)]
        deck = group.deck()
        for seat in players:
            deck = seat.shuffle(deck)
        for seat in players:
            deck = seat.relock(deck)
        orders.add(tuple(open_card(group, x, [p.key(j) for p in players]) for j, x in enumerate(deck)))
    assert len(orders) == 3


def test_a_seat_that_changes_a_card_in_its_shuffle_is_named() -> None:
    """Seat 1 puts in a number of its own for a card (a copy of another card would be refused
    at once by the next seat: one number twice); the others play on, and the check names it."""
    group = Group.of(52, 512)
    players = [Seat(group, random.Random(100 + s)) for s in range(3)]
    first = players[0].shuffle(group.deck())
    cheat = players[1].shuffle(first)
    cheat[5] = players[1].deck_key.lock(group, group.code(7))  # the seven it wants, where a card was
    with pytest.raises(DealError):
        players[2].shuffle(cheat[:5] + [cheat[6]] + cheat[6:])  # (a plain copy: refused on arrival)
    shuffled = [first, cheat, players[2].shuffle(cheat)]
    deck, relocked = shuffled[-1], []
    for seat in players:
        deck = seat.relock(deck)
        relocked.append(deck)
    t = Transcript(shuffled, relocked, [p.deck_key for p in players], [p.card_keys for p in players], {})
    assert check(group, t)[0] == "seat 1: its shuffle is not the deck it was given (a card changed, added or dropped)"


def test_a_seat_that_reorders_the_deck_in_its_relock_is_named() -> None:
    group, players, t = deal(seats=3)
    cheat = list(t.relocked[2])
    cheat[0], cheat[1] = cheat[1], cheat[0]
    problems = check(group, Transcript(t.shuffled, [t.relocked[0], t.relocked[1], cheat], t.deck_keys, t.card_keys, {}))
    assert problems == ["seat 2: its relock is not what its keys say at position 0 and 1 more"]


def test_a_card_shown_as_another_and_a_key_that_is_no_key_are_named() -> None:
    group, players, t = deal(seats=2)
    real = open_card(group, t.relocked[-1][3], [p.key(3) for p in players])
    lie = (real + 1) % 52
    assert check(group, Transcript(t.shuffled, t.relocked, t.deck_keys, t.card_keys, {3: real})) == []
    assert check(group, Transcript(t.shuffled, t.relocked, t.deck_keys, t.card_keys, {3: lie})) == [
        f"position 3 was shown as card {lie}, and holds {real}"]
    bad = [t.deck_keys[0], Key(t.deck_keys[1].e, t.deck_keys[1].d + 1)]
    assert check(group, Transcript(t.shuffled, t.relocked, bad, t.card_keys, {})) == ["seat 1: a key it revealed is not a key"]


def test_a_deck_received_that_is_not_one_is_refused_before_anything_is_done() -> None:
    group = Group.of(10, 512)
    seat = Seat(group, random.Random(1))
    deck = group.deck()
    for bad in (deck[:9], deck[:9] + [deck[0]], deck[:9] + [0], deck[:9] + [group.p + 5]):
        with pytest.raises(DealError):
            seat.shuffle(bad)
    with pytest.raises(DealError):
        Group.of(10, 300)


def test_a_browsers_random_numbers_come_from_its_secret_alone() -> None:
    """Drbg: the same secret gives the same keys again (a browser that reloads), another secret
    others; not Python's Mersenne Twister, whose state its outputs give away."""
    from remi.mental import Drbg

    group = Group.of(20, 256)
    a, b, c = Drbg(b"s" * 32), Drbg(b"s" * 32), Drbg(b"t" * 32)
    assert Key.new(group, a) == Key.new(group, b) != Key.new(group, c)
    deck = list(range(50))
    shuffled = list(deck)
    a.shuffle(shuffled)
    assert sorted(shuffled) == deck and shuffled != deck
    values = [a.randrange(6) for _ in range(6000)]
    assert all(800 < values.count(v) < 1200 for v in range(6))  # about a sixth each
    with pytest.raises(DealError):
        Drbg(b"short")


@pytest.mark.parametrize("cards", [52, 106, 108])
def test_no_cards_number_is_a_product_of_others_so_a_shuffled_deck_tells_nothing(cards: int) -> None:
    """Every card is locked with the same power in a shuffle, and a lock keeps products
    (a·b)**E = a**E · b**E: with cards as (card + 2)², 2²·3² = 6², any browser placed most of a
    shuffled deck by multiplying what it saw (a review found 45 of 52). The numbers are now
    drawn from SHA-512: no card's number is another's square or the product of two others'."""
    group = Group.of(cards)
    numbers = group.deck()
    seen = set(numbers)
    p = group.p
    assert not any(a * b % p in seen for i, a in enumerate(numbers) for b in numbers[i:])


def test_a_number_that_is_not_a_square_marks_a_card_and_is_refused() -> None:
    """-1 is no square modulo these primes: a first shuffler that negates some cards would find
    them again after every shuffle (a square stays a square under every lock)."""
    from remi.mental import check_deck

    group = Group.of(20, 256)
    seat = Seat(group, random.Random(1))
    deck = seat.shuffle(group.deck())
    check_deck(group, deck, squares=True)
    marked = list(deck)
    marked[3] = group.p - marked[3]
    with pytest.raises(DealError, match="not a square"):
        check_deck(group, marked, squares=True)
