"""Property tests over random Traditional Rummy games (2, 3 and 4 players) and the meld search.

Random play (biased toward melds, builds and joker exchanges; some seats play as
``BaselineRummyPlayer``, some never lay anything down so the stock runs out): after every
action all 106 cards are accounted for (TR-1); every listed action applies; a sample of
clearly unlisted actions is refused and changes nothing; every deal and every match ends
(TR-8, TR-12); a game saved to JSON and loaded again is identical (C-8).

``jokermelds.best_plan`` / ``going_out_plan`` are checked against a brute force on small hands
(TR-2 melds, TR-5 builds, TR-9 going out): their melds are valid and disjoint, their builds
apply, and they find a way out whenever one exists.
"""

from __future__ import annotations

import itertools
import random
from functools import lru_cache
from typing import Any, Optional, Sequence

import pytest
import remi
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from remi.actions import Build, Discard, DrawDiscard, DrawStock, Exchange, Meld, NextHand
from remi.cards import Card, make_deck
from remi.game import MATCH_HAND_LIMIT, Phase
from remi.table.jokers import best_plan, going_out_plan
from remi.table.melds import ACE_HIGH, TableMeld, make_meld
from remi.table.players import BaselineRummyPlayer
from remi.table.rules import penalty_value

FULL_DECK = make_deck(2, 2)
SEATS = [2, 3, 4]


# --- random play ----------------------------------------------------------------------------------


class BiasedRandomPlayer:
    """Plays legal actions at random, preferring melds, builds and exchanges (``eagerness``);
    with eagerness 0 it never lays anything down, so the stock runs out (TR-8)."""

    def __init__(self, seed: int, eagerness: float, per_turn: int = 25) -> None:
        self.rng = random.Random(seed)
        self.eagerness = eagerness
        self.per_turn = per_turn

    def choose(self, view: Any) -> remi.Action:
        legal = list(view.legal_actions)
        if view.phase == Phase.DRAW:
            return self.rng.choice(legal)
        table = [a for a in legal if isinstance(a, (Meld, Build, Exchange))]
        if table and view.laid_this_turn < self.per_turn and self.rng.random() < self.eagerness:
            exchanges = [a for a in table if isinstance(a, Exchange)]
            if exchanges and self.rng.random() < 0.5:
                return self.rng.choice(exchanges)
            return self.rng.choice(table)
        return self.rng.choice([a for a in legal if isinstance(a, Discard)])


def make_players(players: int, rng: random.Random) -> list[Any]:
    out: list[Any] = []
    for _seat in range(players):
        kind = rng.random()
        if kind < 0.3:
            out.append(BaselineRummyPlayer())
        elif kind < 0.45:
            out.append(BiasedRandomPlayer(rng.randrange(10**6), 0.0))
        else:
            out.append(BiasedRandomPlayer(rng.randrange(10**6), rng.choice([0.5, 0.8, 1.0])))
    return out


def check_cards(game: remi.Game) -> None:
    everything = game.all_cards()
    assert len(everything) == 106 and set(everything) == set(FULL_DECK)


def unlisted_sample(game: Any, rng: random.Random) -> list[remi.Action]:
    """Actions that are clearly not legal now (none of them is in the legal listing)."""
    sample: list[remi.Action] = [NextHand()]
    seat = game.to_act
    hand = list(game.hands[seat]) if seat is not None else []
    not_held = [c for c in FULL_DECK if c not in set(hand)]
    for card in rng.sample(not_held, 3):
        sample += [Discard(card), Build(card, rng.randrange(max(1, len(game.table))))]
    if hand:
        card = rng.choice(hand)
        sample.append(Build(card, len(game.table) + rng.randrange(3)))  # no such meld
        for _ in range(4):
            if len(hand) >= 3:
                triple = tuple(rng.sample(hand, 3))
                try:
                    make_meld(triple)
                except remi.IllegalActionError:
                    sample.append(Meld(triple))  # not a meld
    if game.phase == Phase.DISCARD:
        sample += [DrawStock(), DrawDiscard()]
    elif game.phase == Phase.DRAW and hand:
        sample += [Discard(hand[0]), Meld(tuple(hand[:3])), Build(hand[0], 0)]
    legal = set(game.legal_actions())
    return [a for a in sample if a not in legal]


def play_deal_checked(game: Any, players: Sequence[Any], rng: random.Random, deep_every: int = 4) -> int:
    """Play the current deal to its end, checking the properties after every action."""
    steps = 0
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        legal = game.legal_actions()
        assert legal, f"no legal action in phase {game.phase}"
        if steps % deep_every == 0:
            for action in legal:  # every listed action applies
                other = game.copy()
                other.apply(action)
                check_cards(other)
            before = game.snapshot()
            for action in unlisted_sample(game, rng):
                with pytest.raises(remi.IllegalActionError):
                    game.apply(action)
                assert game.snapshot() == before, action
        action = players[game.to_act].choose(game.view(game.to_act))
        assert action in legal
        game.apply(action)
        check_cards(game)
        steps += 1
        assert steps < 5000, "the deal does not end"
    return steps


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), players=st.sampled_from(SEATS))
def test_random_deals_keep_every_card_and_list_only_legal_actions(seed: int, players: int) -> None:
    """TR-1 card accounting, TR-2…TR-9 legality of every listed action, refusals that change
    nothing, TR-8/TR-9 every deal ends, C-8 the save replays (mid-deal and after)."""
    rng = random.Random(seed)
    game: Any = remi.new_game("traditional", players, seed=seed)
    bots = make_players(players, rng)
    check_cards(game)
    play_deal_checked(game, bots, rng)
    result = game.results[-1]
    assert result.kind in ("out", "rummy", "draw")
    if result.kind == "draw":
        assert result.points == (0,) * players
    else:
        assert result.points[result.winner] == 0 and game.hands[result.winner] == []
        bonus = 25 if result.kind == "rummy" else 0
        for s in range(players):
            if s != result.winner:
                assert result.points[s] == sum(penalty_value(c) for c in game.hands[s]) + bonus  # TR-11
    assert game.scores == list(result.points)
    assert remi.load_game(game.to_json()).snapshot() == game.snapshot()  # C-8
    # the next deal, cut short: saving and loading mid-deal is exact too
    game.apply("next hand")
    check_cards(game)
    for _ in range(rng.randrange(40)):
        if game.phase != Phase.DISCARD and game.phase != Phase.DRAW:
            break
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    again = remi.load_game(game.to_json())
    assert again.snapshot() == game.snapshot()
    assert again.legal_actions() == game.legal_actions()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), players=st.sampled_from(SEATS), deals=st.integers(1, 4))
def test_random_matches_with_the_deals_option_end_after_that_many_deals(seed: int, players: int, deals: int) -> None:
    """TR-12: with ``deals`` the match ends after exactly that many deals; the lowest total wins;
    the deal passes to the left; the save replays the whole match (C-8)."""
    rng = random.Random(seed)
    game: Any = remi.new_game("traditional", players, options={"deals": deals}, seed=seed)
    bots = make_players(players, rng)
    first_dealer = game.dealer
    while not game.is_over:
        if game.phase == Phase.HAND_OVER:
            game.apply("next hand")
            assert game.to_act == (game.dealer + 1) % players
            continue
        play_deal_checked(game, bots, rng, deep_every=10)
    assert len(game.results) == deals
    assert [r.dealer for r in game.results] == [(first_dealer + i) % players for i in range(deals)]
    assert game.scores == [sum(r.points[s] for r in game.results) for s in range(players)]
    assert game.winners == tuple(s for s in range(players) if game.scores[s] == min(game.scores))
    assert game.legal_actions() == []
    assert remi.load_game(game.to_json()).snapshot() == game.snapshot()


@pytest.mark.parametrize("players", SEATS)
def test_matches_to_a_target_end_once_a_total_reaches_it(players: int) -> None:
    """TR-12: without ``deals`` the match ends as soon as a total reaches ``target``."""
    for seed in range(2):
        rng = random.Random(seed)
        game: Any = remi.new_game("traditional", players, options={"target": 150}, seed=seed)
        bots = make_players(players, rng)
        while not game.is_over:
            if game.phase == Phase.HAND_OVER:
                assert max(game.scores) < 150
                game.apply("next hand")
                continue
            play_deal_checked(game, bots, rng, deep_every=25)
        assert max(game.scores) >= 150 or len(game.results) >= MATCH_HAND_LIMIT
        assert remi.load_game(game.to_json()).snapshot() == game.snapshot()


@pytest.mark.parametrize("players", SEATS)
def test_players_who_never_meld_still_end_the_deal(players: int) -> None:
    """TR-8: nobody lays anything down: the stock is rebuilt from the discard pile (the last
    discard staying on top) until the engine's reshuffle bound ends the deal as a draw."""
    game: Any = remi.new_game("traditional", players, seed=players)
    bots = [BiasedRandomPlayer(s, 0.0) for s in range(players)]
    rebuilt = 0
    while game.phase == Phase.DRAW or game.phase == Phase.DISCARD:
        before = game.reshuffles
        pile_before = list(game.discard)
        action = bots[game.to_act].choose(game.view(game.to_act))
        game.apply(action)
        check_cards(game)
        if game.reshuffles > before:
            rebuilt += 1
            assert isinstance(action, Discard) and game.discard == [action.card]
            assert sorted(game.stock) == sorted(pile_before)
    assert rebuilt >= 1 and game.results[-1].kind == "draw" and game.scores == [0] * players


# --- the meld search against a brute force ------------------------------------------------------

# Small hands rich in melds: A-4 and J-K of three suits, second copies of a few, both jokers.
POOL = (
    [Card(rank, suit, 0) for suit in "hsd" for rank in (1, 2, 3, 4, 11, 12, 13)]
    + [Card(2, "h", 1), Card(3, "h", 1), Card(12, "s", 1)]
    + [Card.joker(0), Card.joker(1)]
)

# Table melds made of cards outside POOL, some of which the pool's cards extend (TR-5).
TABLE_CHOICES = ["5h' 6h' 7h'", "8d 9d 10d", "Kc Kh' Ks'", "2c 2d' 2s'", "Jc Qc Kc'", "9s' 10s' Js'"]


def _meld_ok(cards: Sequence[Card]) -> bool:
    return _meld_ok_faces(tuple(sorted(c.face for c in cards if not c.is_joker)), sum(c.is_joker for c in cards))


@lru_cache(maxsize=None)
def _meld_ok_faces(faces: tuple[tuple[int, str], ...], jokers: int) -> bool:
    """Is there any way to read these naturals and jokers as a set or a run (TR-2)?"""
    naturals = [Card(r, s) for r, s in faces]
    jokers_list = [Card.joker(i) for i in range(jokers)]
    try:
        make_meld(naturals + jokers_list)
        return True
    except remi.IllegalActionError:
        pass
    if not jokers or not naturals or len({c.suit for c in naturals}) != 1:
        return False
    suit = naturals[0].suit
    n = len(naturals)
    for named in itertools.product(range(1, ACE_HIGH + 1), repeat=jokers):
        try:
            make_meld(naturals + jokers_list, {n + i: (r, suit) for i, r in enumerate(named)})
            return True
        except remi.IllegalActionError:
            continue
    return False


def can_lay_all(cards: frozenset[Card], table: tuple[TableMeld, ...], may_build: bool) -> bool:
    """Brute force: can every card go down this turn as new melds plus builds onto the table,
    jokers at either end of a run included (builds only if ``may_build`` or at least one new
    meld, TR-5)?"""

    @lru_cache(maxsize=None)
    def lay(rest: frozenset[Card], tab: tuple[TableMeld, ...], melded: bool, built: bool) -> bool:
        if not rest:
            return may_build or melded or not built
        first = min(rest)
        others = sorted(rest - {first})
        for size in range(2, len(others) + 1):
            for group in itertools.combinations(others, size):
                if _meld_ok((first,) + group) and lay(rest - {first} - set(group), tab, True, built):
                    return True
        for card in rest:
            for k, meld in enumerate(tab):
                ends = [None]
                if card.is_joker and not meld.is_set:
                    ends = [(r if r != 14 else 1, meld.suit) for r in (meld.low - 1, meld.high + 1) if 1 <= r <= 14]
                for at in ends:
                    try:
                        grown = meld.add(card, at)
                    except remi.IllegalActionError:
                        continue
                    if lay(rest - {card}, tab[:k] + (grown,) + tab[k + 1 :], melded, True):
                        return True
        return False

    return lay(cards, table, False, False)


def brute_way_out(hand: Sequence[Card], table: tuple[TableMeld, ...], may_build: bool) -> Optional[Card]:
    for discard in hand:
        rest = frozenset(hand) - {discard}
        if rest and can_lay_all(rest, table, may_build):
            return discard
    return None


def brute_best_value(hand: Sequence[Card], table: tuple[TableMeld, ...], may_build: bool, keep: int) -> int:
    best = 0
    for size in range(len(hand) - keep, 0, -1):
        for subset in itertools.combinations(hand, size):
            value = sum(penalty_value(c) for c in subset)
            if value > best and can_lay_all(frozenset(subset), table, may_build):
                best = value
    return best


def check_plan(plan: Any, hand: Sequence[Card], table: Sequence[TableMeld], may_build: bool) -> list[Card]:
    """The plan's melds are valid (make_meld) and disjoint, its builds apply in order (TR-5);
    returns the cards it lays down."""
    laid: list[Card] = []
    for meld in plan.melds:
        make_meld(meld.cards, meld.joker_faces())
        laid += meld.cards
    tab = list(table)
    for build in plan.builds:
        tab[build.meld] = tab[build.meld].add(build.card, build.face)
        laid.append(build.card)
    if plan.builds:
        assert may_build or plan.melds, "builds without a meld of one's own (TR-5)"
    assert len(set(laid)) == len(laid), "a card is used twice"
    assert set(laid) <= set(hand)
    assert sorted(laid + list(plan.remaining)) == sorted(hand)
    assert plan.laid_value == sum(penalty_value(c) for c in laid)
    return laid


# The same ranks with both copies of every card and no joker (two copies are equal for the rules).
POOL_COPIES = [Card(rank, suit, copy) for copy in (0, 1) for suit in "hs" for rank in (1, 2, 3, 4, 12, 13)]
hands = st.one_of(
    st.lists(st.sampled_from(POOL), min_size=3, max_size=8, unique=True),
    st.lists(st.sampled_from(POOL_COPIES), min_size=3, max_size=8, unique=True),
)
tables = st.lists(st.sampled_from(TABLE_CHOICES), max_size=2, unique=True)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=hands, table_texts=tables, may_build=st.booleans())
def test_going_out_plan_finds_a_way_out_whenever_there_is_one(
    hand: list[Card], table_texts: list[str], may_build: bool
) -> None:
    """TR-9 (with TR-2, TR-5): going_out_plan lays down every card but one when brute force can,
    with valid disjoint melds and applicable builds, and the card left is discarded."""
    table = tuple(make_meld(Card.parse_many(t), owner=1) for t in table_texts)
    found = going_out_plan(hand, penalty_value, table, may_build)
    expected = brute_way_out(hand, table, may_build)
    if found is None:
        assert expected is None, f"brute force goes out discarding {expected}"
        return
    plan, discard = found
    assert discard in hand
    laid = check_plan(plan, [c for c in hand if c != discard], table, may_build)
    assert plan.remaining == () and len(laid) == len(hand) - 1


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=hands, table_texts=tables, may_build=st.booleans())
# found by a CI run: the best plan that may build lays no meld (* as Q, then K, onto 9s 10s Js,
# and 2h onto the 2s), so it is not allowed (TR-5); the best allowed one melds 3s 3h * and then
# builds 2h (33), not the melds alone (31)
@example(hand=Card.parse_many("3s * 2h 3h Ks"), table_texts=["9s' 10s' Js'", "2c 2d' 2s'"], may_build=False)
def test_best_plan_is_valid_keeps_a_card_and_lays_the_most_value(
    hand: list[Card], table_texts: list[str], may_build: bool
) -> None:
    """TR-2/TR-5/TR-9: best_plan's melds are valid and disjoint, its builds apply, one card stays
    in hand, and no arrangement of melds and natural builds lays down more value."""
    table = tuple(make_meld(Card.parse_many(t), owner=1) for t in table_texts)
    plan = best_plan(hand, penalty_value, table, may_build)
    check_plan(plan, hand, table, may_build)
    assert len(plan.remaining) >= 1
    assert plan.laid_value == brute_best_value(hand, table, may_build, keep=1)


@pytest.mark.parametrize("table_text", ["5h 6h 7h", "9c 9d 9s"])
def test_going_out_plan_builds_a_joker_when_that_is_the_way_out(table_text: str) -> None:
    """TR-9 with TR-5: holding ★ and K♣ after the draw, a player who has melded goes out by
    building the joker onto a table meld and discarding K♣ (the engine allows it)."""
    table = (make_meld(Card.parse_many(table_text), owner=1),)
    hand = Card.parse_many("* Kc")
    assert brute_joker_build_exists(hand, table)
    assert going_out_plan(hand, penalty_value, table, True) is not None


def brute_joker_build_exists(hand: Sequence[Card], table: tuple[TableMeld, ...]) -> bool:
    joker = next(c for c in hand if c.is_joker)
    for meld in table:
        try:
            meld.add(joker)
            return True
        except remi.IllegalActionError:
            continue
    return False


@pytest.mark.parametrize("text", ["5h 6h 7h 5h' 7h' * Kc", "Ah 2h 2h' 3h 4h * Jh"])
def test_going_out_plan_uses_a_joker_for_a_card_held_in_another_meld(text: str) -> None:
    """TR-2/TR-9: with two decks the card a joker stands for may be held and needed elsewhere:
    5♥ 6♥ 7♥ + 5♥' ★=6♥ 7♥' and K♣ to discard is a way out."""
    hand = Card.parse_many(text)
    assert brute_way_out(hand, (), True) is not None
    assert going_out_plan(hand, penalty_value) is not None
