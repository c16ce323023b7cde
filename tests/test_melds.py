"""Meld maths (C-2 to C-5, G-3, G-9) against a brute-force reference on random hands."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from remi.cards import Card, make_deck
from remi.gin import melds

DECK = make_deck()
hands = st.lists(st.sampled_from(DECK), min_size=0, max_size=11, unique=True)


def cards(text: str) -> list[Card]:
    return Card.parse_many(text)


@settings(max_examples=300, deadline=None)
@given(hands)
def test_c5_best_arrangement_matches_brute_force(hand: list[Card]) -> None:
    """C-5: the engine's arrangement has the lowest deadwood of every possible one."""
    arrangement = melds.best_arrangement(hand)
    expected = melds.brute_force_deadwood(hand)
    assert arrangement.deadwood_value == expected
    assert melds.deadwood(hand) == expected
    # The arrangement is a real partition of the hand into valid melds and deadwood.
    laid = [c for meld in arrangement.melds for c in meld] + list(arrangement.deadwood)
    assert sorted(laid) == sorted(hand)
    assert all(melds.is_meld(meld) for meld in arrangement.melds)
    assert arrangement.deadwood_value == sum(melds.gin_value(c) for c in arrangement.deadwood)


meldy_hands = st.lists(st.sampled_from([c for c in DECK if c.rank <= 6]), min_size=1, max_size=12, unique=True)


@settings(max_examples=400, deadline=None)
@given(st.one_of(hands.filter(bool), meldy_hands))
def test_c5_deadwood_after_the_best_discard_matches_trying_each_card(hand: list[Card]) -> None:
    """C-5: the one-search answer to "the least deadwood after throwing one card" (computer
    players ask it for every card they might draw) equals throwing each card in turn."""
    mask = melds.to_mask(hand)
    expected = min(melds.brute_force_deadwood([c for c in hand if c != card]) for card in hand)
    assert melds.deadwood_after_discard_of_mask(mask) == expected


def test_c5_deadwood_after_discard_throws_outside_a_full_meld() -> None:
    """A hand that is one meld must break it: 5h 6h 7h keeps 5h 6h (11) or 6h 7h (13)."""
    assert melds.deadwood_after_discard_of_mask(melds.to_mask(cards("5h 6h 7h"))) == 11
    # Four of a kind throws one and keeps a set of three.
    assert melds.deadwood_after_discard_of_mask(melds.to_mask(cards("9c 9d 9h 9s"))) == 0
    # A meld and a king: the king goes.
    assert melds.deadwood_after_discard_of_mask(melds.to_mask(cards("2c 3c 4c Kd"))) == 0


@st.composite
def knock_positions(draw: st.DrawFn) -> tuple[list[Card], list[list[Card]]]:
    """A knocker's melds (1-3 of them) and an opponent's hand from the other cards."""
    pool = list(DECK)
    knocker: list[list[Card]] = []
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            rank = draw(st.integers(1, 13))
            suits = draw(st.lists(st.sampled_from("cdhs"), min_size=3, max_size=4, unique=True))
            meld = [Card(rank, s) for s in suits]
        else:
            suit = draw(st.sampled_from("cdhs"))
            length = draw(st.integers(3, 5))
            low = draw(st.integers(1, 14 - length))
            meld = [Card(r, suit) for r in range(low, low + length)]
        if all(c in pool for c in meld):
            knocker.append(meld)
            for c in meld:
                pool.remove(c)
    hand = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=10, unique=True))
    return hand, knocker


@settings(max_examples=250, deadline=None)
@given(knock_positions())
def test_g9_best_layoff_matches_brute_force(position: tuple[list[Card], list[list[Card]]]) -> None:
    """G-9: own melds plus (chained) lay-offs onto the knocker's melds, lowest deadwood."""
    hand, knocker = position
    plan = melds.best_layoff(hand, knocker)
    assert plan.deadwood_value == melds.brute_force_deadwood(hand, knocker)
    # The plan can be played card by card: every lay-off extends the meld as it is by then.
    tables = [list(m) for m in knocker]
    for card, k in plan.layoffs:
        assert melds.extends(tables[k], card)
        tables[k].append(card)
    used = [c for m in plan.melds for c in m] + [c for c, _k in plan.layoffs] + list(plan.deadwood)
    assert sorted(used) == sorted(hand)


def test_g9_worked_example_from_the_rule_book() -> None:
    """G-9: knocker shows 7h 8h 9h 10h; J h, 6h, 4c, 4d (24) lay off 6h and Jh, leaving 8."""
    plan = melds.best_layoff(cards("Jh 6h 4c 4d"), [cards("7h 8h 9h 10h")])
    assert plan.deadwood_value == 8
    assert sorted(c for c, _k in plan.layoffs) == sorted(cards("6h Jh"))
    assert sorted(plan.deadwood) == sorted(cards("4c 4d"))


def test_g9_chained_layoff_order_is_playable() -> None:
    """G-9: 8h then 9h onto 5h 6h 7h; the plan lists 8h before 9h."""
    plan = melds.best_layoff(cards("9h 8h Kc"), [cards("5h 6h 7h")])
    assert [str(c) for c, _k in plan.layoffs] == ["8h", "9h"]
    assert plan.deadwood_value == 10


def test_c5_overlapping_set_and_run_take_the_better_split() -> None:
    """C-5: a card wanted by both a set and a run goes where it leaves less deadwood."""
    # 7h fits the run 5h-6h-7h-8h and the set 7h 7c 7d: the run leaves 7c 7d = 14,
    # the set leaves 5h 6h 8h = 19.
    arrangement = melds.best_arrangement(cards("5h 6h 7h 8h 7c 7d"))
    assert arrangement.deadwood_value == 14
    assert arrangement.melds == (tuple(cards("5h 6h 7h 8h")),)
    # Here the set is better: run 5h-7h leaves 7c 7d Kd = 24, the set leaves 5h 6h Kd = 21.
    assert melds.best_arrangement(cards("5h 6h 7h 7c 7d Kd")).deadwood_value == 21
    # With 7s as well both melds fit at once.
    assert melds.best_arrangement(cards("5h 6h 7h 7c 7d 7s")).deadwood_value == 0


def test_g3_ace_is_low_only() -> None:
    """G-3: A-2-3 is a run, Q-K-A and K-A-2 are not."""
    assert melds.is_run(cards("Ah 2h 3h"))
    assert not melds.is_run(cards("Qh Kh Ah"))
    assert not melds.is_run(cards("Kh Ah 2h"))
    assert melds.deadwood(cards("Qh Kh Ah")) == 21


def test_c2_c3_sets_and_runs() -> None:
    """C-2 sets of 3-4 of a rank in different suits; C-3 runs of 3+ consecutive in a suit."""
    assert melds.is_set(cards("7h 7c 7d")) and melds.is_set(cards("7h 7c 7d 7s"))
    assert not melds.is_set(cards("7h 7c")) and not melds.is_set(cards("7h 7c 8d"))
    assert melds.is_run(cards("5s 6s 7s 8s 9s 10s Js"))
    assert not melds.is_run(cards("5s 6s 8s")) and not melds.is_run(cards("5s 6s 7h"))
