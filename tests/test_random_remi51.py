"""Property tests over random Remi 51 games (2, 3 and 4 players, 4 or 2 jokers) and the opening search.

Random play (biased toward melds, builds and joker exchanges; some seats play as
``BaselineRemi51Player``, some never lay anything down so the stock runs out): after every
action all 108 (106) cards are accounted for (R51-1); every listed action applies; a sample of
clearly unlisted actions is refused and changes nothing; there is always a legal action and every
turn ends (R51-6, R51-7 and R51-9 obligations can always be met); every deal and every match ends
(R51-10, R51-13); deal scores follow R51-12; a game saved to JSON and loaded again is identical
(C-8).

``remi51.opening_plan`` is checked against a brute force on small hands (R51-3, R51-6, R51-7):
whenever melds worth 51 exist (one joker a meld, a card kept), the plan finds 51 or more, with
valid, disjoint melds.
"""

from __future__ import annotations

import itertools
import random
from functools import lru_cache
from typing import Any, Optional, Sequence

import pytest
import remi
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from remi.actions import Build, Discard, DrawDiscard, DrawStock, Exchange, Meld, NextHand
from remi.cards import Card, make_deck
from remi.game import Phase
from remi.table.melds import ACE_HIGH, make_meld
from remi.table.players import BaselineRemi51Player
from remi.table.remi51 import OPENING, card_value, opening_plan, opening_value

SEATS = [2, 3, 4]
JOKERS = ["4", "2"]
TURN_LIMIT = 80  # actions in one turn: a turn that does not end is a stuck game


# --- random play ----------------------------------------------------------------------------------


class BiasedRandomPlayer:
    """Plays legal actions at random, preferring melds, builds and exchanges (``eagerness``).
    When no discard is legal (an opening begun, R51-6; a card to use, R51-7; a joker to meld,
    R51-9) it must lay something down: that is how a stuck turn would show. With
    ``stock_only`` it always draws from the stock and never lays anything down (R51-7 never
    obliges it), so the stock runs out."""

    def __init__(self, seed: int, eagerness: float, per_turn: int = 20, stock_only: bool = False) -> None:
        self.rng = random.Random(seed)
        self.eagerness = eagerness
        self.per_turn = per_turn
        self.stock_only = stock_only

    def choose(self, view: Any) -> remi.Action:
        legal = list(view.legal_actions)
        if view.phase == Phase.DRAW:
            if self.stock_only and DrawStock() in legal:
                return DrawStock()
            return self.rng.choice(legal)
        discards = [a for a in legal if isinstance(a, Discard)]
        table = [a for a in legal if isinstance(a, (Meld, Build, Exchange))]
        if table and (not discards or (view.laid_this_turn < self.per_turn and self.rng.random() < self.eagerness)):
            exchanges = [a for a in table if isinstance(a, Exchange)]
            if exchanges and self.rng.random() < 0.5:
                return self.rng.choice(exchanges)
            return self.rng.choice(table)
        return self.rng.choice(discards or legal)


def make_players(players: int, rng: random.Random) -> list[Any]:
    out: list[Any] = []
    for _seat in range(players):
        kind = rng.random()
        if kind < 0.3:
            out.append(BaselineRemi51Player())
        elif kind < 0.4:
            out.append(BiasedRandomPlayer(rng.randrange(10**6), 0.0, stock_only=True))
        else:
            out.append(BiasedRandomPlayer(rng.randrange(10**6), rng.choice([0.5, 0.8, 1.0])))
    return out


def check_cards(game: Any) -> None:
    deck = make_deck(2, int(game.options["jokers"]))
    everything = game.all_cards()
    assert len(everything) == len(deck) and set(everything) == set(deck)


def unlisted_sample(game: Any, rng: random.Random) -> list[remi.Action]:
    """Actions that are clearly not legal now (none of them is in the legal listing)."""
    deck = make_deck(2, int(game.options["jokers"]))
    sample: list[remi.Action] = [NextHand()]
    seat = game.to_act
    hand = list(game.hands[seat]) if seat is not None else []
    not_held = [c for c in deck if c not in set(hand)]
    for card in rng.sample(not_held, 3):
        sample += [Discard(card), Build(card, rng.randrange(max(1, len(game.table))))]
    if hand:
        sample.append(Build(rng.choice(hand), len(game.table) + rng.randrange(3)))  # no such meld
        for _ in range(4):
            if len(hand) >= 3:
                triple = tuple(rng.sample(hand, 3))
                try:
                    make_meld(triple)
                except remi.IllegalActionError:
                    sample.append(Meld(triple))  # not a meld
        if not game.opened[seat] and game.table:
            sample.append(Build(rng.choice(hand), rng.randrange(len(game.table))))  # R51-6
    if game.phase == Phase.DISCARD:
        sample += [DrawStock(), DrawDiscard()]
    elif game.phase == Phase.DRAW and hand:
        sample += [Discard(hand[0]), Meld(tuple(hand[:3])), Build(hand[0], 0)]
    legal = set(game.legal_actions())
    return [a for a in sample if a not in legal]


def expected_points(game: Any, result: Any) -> tuple[int, ...]:
    """R51-12 from the hands left: −40 (−80 for a hand), cards (a joker at the option's price)
    or 100 for a player who has not opened, doubled after a hand."""
    if result.kind == "draw":
        return (0,) * game.players
    factor = 2 if result.kind == "hand" else 1
    penalty = int(game.options["joker_penalty"])
    points = []
    for s, player in enumerate(result.players):
        if s == result.winner:
            points.append(-80 if result.kind == "hand" else -40)
        elif not player.opened:
            points.append(100 * factor)
        else:
            points.append(factor * sum(penalty if c.is_joker else card_value(c) for c in player.hand))
    return tuple(points)


def play_deal_checked(game: Any, players: Sequence[Any], rng: random.Random, deep_every: int = 5) -> int:
    """Play the current deal to its end, checking the properties after every action."""
    steps = 0
    turn_actions = 0
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        legal = game.legal_actions()
        assert legal, f"no legal action in phase {game.phase}: {game.snapshot()}"
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
        seat = game.to_act
        action = players[seat].choose(game.view(seat))
        assert action in legal
        game.apply(action)
        check_cards(game)
        steps += 1
        turn_actions += 1
        if game.to_act != seat or game.phase != Phase.DISCARD:
            turn_actions = 0
        assert turn_actions < TURN_LIMIT, f"seat {seat}'s turn does not end"
        assert steps < 5000, "the deal does not end"
    return steps


@settings(max_examples=24, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), players=st.sampled_from(SEATS), jokers=st.sampled_from(JOKERS))
def test_random_deals_keep_every_card_and_list_only_legal_actions(seed: int, players: int, jokers: str) -> None:
    """R51-1 card accounting, R51-4…R51-10 legality of every listed action, refusals that change
    nothing, no stuck turn, every deal ends, R51-12 scores, C-8 the save replays (mid-deal too)."""
    rng = random.Random(seed)
    game: Any = remi.new_game("remi51", players, options={"jokers": jokers}, seed=seed)
    bots = make_players(players, rng)
    check_cards(game)
    play_deal_checked(game, bots, rng)
    result = game.results[-1]
    assert result.kind in ("out", "hand", "draw")
    if result.kind != "draw":
        assert game.hands[result.winner] == [] and result.players[result.winner].opened
    assert result.points == expected_points(game, result)
    assert game.scores == list(result.points)
    assert remi.load_game(game.to_json()).snapshot() == game.snapshot()  # C-8
    # the next deal, cut short: saving and loading mid-deal is exact too
    game.apply("next hand")
    check_cards(game)
    for _ in range(rng.randrange(60)):
        if game.phase not in (Phase.DISCARD, Phase.DRAW):
            break
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    again = remi.load_game(game.to_json())
    assert again.snapshot() == game.snapshot()
    assert again.legal_actions() == game.legal_actions()


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**9), players=st.sampled_from(SEATS), jokers=st.sampled_from(JOKERS), deals=st.integers(1, 3)
)
def test_random_matches_with_the_deals_option_end_after_that_many_deals(seed: int, players: int, jokers: str, deals: int) -> None:
    """R51-13: with ``deals`` the match ends after exactly that many deals; the lowest total
    wins; the deal passes to the left (15 cards to the seat after the dealer, R51-1); the save
    replays the whole match (C-8)."""
    rng = random.Random(seed)
    game: Any = remi.new_game("remi51", players, options={"deals": deals, "jokers": jokers}, seed=seed)
    bots = make_players(players, rng)
    first_dealer = game.dealer
    while not game.is_over:
        if game.phase == Phase.HAND_OVER:
            game.apply("next hand")
            first = (game.dealer + 1) % players
            assert game.to_act == first and game.phase == Phase.DISCARD  # R51-2
            assert [len(h) for h in game.hands] == [15 if s == first else 14 for s in range(players)]
            continue
        play_deal_checked(game, bots, rng, deep_every=15)
    assert len(game.results) == deals
    assert [r.dealer for r in game.results] == [(first_dealer + i) % players for i in range(deals)]
    assert game.scores == [sum(r.points[s] for r in game.results) for s in range(players)]
    assert game.winners == tuple(s for s in range(players) if game.scores[s] == min(game.scores))
    assert game.legal_actions() == []
    assert remi.load_game(game.to_json()).snapshot() == game.snapshot()


@pytest.mark.parametrize("players", SEATS)
def test_matches_to_a_target_end_once_a_total_reaches_it(players: int) -> None:
    """R51-13: without ``deals`` the match ends as soon as a total reaches ``target`` (here 250:
    the seats that never open pay 100 a deal, R51-12), not before; the lowest total wins."""
    from remi.selfplay import play_match

    game: Any = remi.new_game("remi51", players, options={"target": 250}, seed=players)
    bots = [BaselineRemi51Player()] + [BiasedRandomPlayer(s, 0.0, stock_only=True) for s in range(1, players)]
    play_match(game, bots)
    assert max(game.scores) >= 250
    assert all(max(sum(r.points[s] for r in game.results[:k]) for s in range(players)) < 250 for k in range(len(game.results)))
    assert game.winners == tuple(s for s in range(players) if game.scores[s] == min(game.scores))
    assert remi.load_game(game.to_json()).snapshot() == game.snapshot()


@pytest.mark.parametrize("players, jokers", [(2, "4"), (3, "2"), (4, "4")])
def test_players_who_never_meld_still_end_the_deal(players: int, jokers: str) -> None:
    """R51-1/C-6: nobody lays anything down: the stock is rebuilt from the discard pile until the
    engine's reshuffle bound ends the deal as a draw (no score)."""
    game: Any = remi.new_game("remi51", players, options={"jokers": jokers}, seed=players)
    bots = [BiasedRandomPlayer(s, 0.0, stock_only=True) for s in range(players)]
    rebuilt = 0
    while game.phase in (Phase.DRAW, Phase.DISCARD):
        before = game.reshuffles
        action = bots[game.to_act].choose(game.view(game.to_act))
        game.apply(action)
        check_cards(game)
        if game.reshuffles > before:
            rebuilt += 1
            assert isinstance(action, Discard) and game.discard == [action.card]
    assert rebuilt >= 1 and game.results[-1].kind == "draw" and game.scores == [0] * players


# --- the opening search against a brute force --------------------------------------------------------

# Small hands rich in high melds: 8-K and A of three suits, second copies of a few, two jokers.
POOL = (
    [Card(rank, suit, 0) for suit in "hsd" for rank in (1, 8, 9, 10, 11, 12, 13)]
    + [Card(2, "h", 0), Card(3, "h", 0), Card(10, "h", 1), Card(12, "s", 1), Card(9, "c", 0), Card(10, "c", 0)]
    + [Card.joker(0), Card.joker(1)]
)


@lru_cache(maxsize=None)
def _meld_worth(faces: tuple[tuple[int, str], ...], jokers: int) -> Optional[int]:
    """The most opening value (R51-3) these naturals and jokers make as one meld of an opening
    (R51-4, R51-5; at most one joker, R51-6), or None when they make none."""
    if jokers > 1 or len(faces) + jokers < 3:
        return None
    naturals = [Card(r, s) for r, s in faces]
    cards = naturals + [Card.joker(i) for i in range(jokers)]
    best: Optional[int] = None
    readings: list[dict[int, tuple[int, str]]] = [{}]
    if jokers and len({c.suit for c in naturals}) == 1:
        readings += [{len(naturals): (r, naturals[0].suit)} for r in range(1, ACE_HIGH + 1)]
    for faces_of_joker in readings:
        try:
            meld = make_meld(cards, faces_of_joker)
        except remi.IllegalActionError:
            continue
        worth = opening_value(meld)
        best = worth if best is None else max(best, worth)
    return best


def meld_worth(group: Sequence[Card]) -> Optional[int]:
    return _meld_worth(tuple(sorted(c.face for c in group if not c.is_joker)), sum(c.is_joker for c in group))


def brute_opening(hand: Sequence[Card], require: Optional[Card] = None) -> int:
    """Brute force: the most opening value of disjoint melds from ``hand`` with a card kept
    (and ``require`` in a meld when given); -1 when ``require`` cannot be laid."""

    @lru_cache(maxsize=None)
    def best(rest: frozenset[Card], need: bool) -> int:
        if not rest:
            return -1 if need else 0
        first = min(rest)
        others = sorted(rest - {first})
        top = -1 if (need and first == require) else best(rest - {first}, need)  # leave it in hand
        for size in range(2, len(others) + 1):
            for group in itertools.combinations(others, size):
                worth = meld_worth((first,) + group)
                if worth is None:
                    continue
                still = need and require not in group and first != require
                sub = best(rest - {first} - set(group), still)
                if sub >= 0:
                    top = max(top, worth + sub)
        return top

    result = -1
    for kept in hand:
        if kept != require:
            result = max(result, best(frozenset(hand) - {kept}, require is not None))
    return result


def check_opening_plan(plan: Any, hand: Sequence[Card]) -> None:
    """The plan's melds are valid melds of an opening (one joker each), disjoint, from ``hand``,
    a card is kept, and ``laid_value`` is what they are worth (R51-3)."""
    laid: list[Card] = []
    worth = 0
    for meld in plan.melds:
        made = make_meld(meld.cards, meld.joker_faces())
        assert made.jokers <= 1, f"{meld}: two jokers in an opening meld (R51-6)"
        worth += opening_value(made)
        laid += meld.cards
    assert plan.builds == ()
    assert len(set(laid)) == len(laid), "a card is used twice"
    assert sorted(laid + list(plan.remaining)) == sorted(hand)
    assert len(plan.remaining) >= 1
    assert plan.laid_value == worth


hands = st.one_of(
    st.lists(st.sampled_from(POOL), min_size=3, max_size=9, unique=True),
    st.lists(st.sampled_from(POOL), min_size=7, max_size=9, unique=True),  # where 51 is within reach
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=hands, data=st.data())
def test_opening_plan_finds_an_opening_whenever_one_exists(hand: list[Card], data: st.DataObject) -> None:
    """R51-6 (with R51-3, R51-4, R51-5): if brute force finds melds worth 51 or more (one joker a
    meld, a card kept), opening_plan's laid value is 51 or more; its melds are valid, disjoint
    and worth what it says. With a required card (R51-7) the same holds, the card in a meld."""
    plan = opening_plan(hand)
    assert plan is not None
    check_opening_plan(plan, hand)
    expected = brute_opening(hand)
    if expected >= OPENING:
        assert plan.laid_value >= OPENING, f"brute force opens with {expected}"
    assert plan.laid_value <= expected
    game: Any = remi.new_game("remi51", 2, seed=0)
    assert game.can_open(hand) == (expected >= OPENING)
    require = data.draw(st.sampled_from(hand))
    with_card = opening_plan(hand, require)
    expected_with = brute_opening(hand, require)
    if with_card is None:
        assert expected_with < OPENING, f"brute force opens with {require}: {expected_with}"
        return
    check_opening_plan(with_card, hand)
    assert any(require in m.cards for m in with_card.melds)
    if expected_with >= OPENING:
        assert with_card.laid_value >= OPENING, f"brute force opens with {require}: {expected_with}"
    assert game.can_open(hand, 0, require) == (expected_with >= OPENING)


@pytest.mark.parametrize(
    "text, value",
    [
        ("6s 7s 8s 10d 10c 10h Kd", 51),  # the seed's example
        ("5s 6s 7s 8s 8d 8c 8h Kd", 50),
        ("* 7s 8s 10d 10c *' Kd", 54),  # 7♠ 8♠ ★=9♠ + 10♦ 10♣ ★'
        ("10d * *' 2c", 0),  # two jokers in one meld are no opening meld
    ],
)
def test_opening_plan_examples(text: str, value: int) -> None:
    """R51-6: the search's value on the seed's hands (a card kept to discard)."""
    hand = Card.parse_many(text)
    plan = opening_plan(hand)
    assert plan is not None
    assert brute_opening(hand) == value
    assert plan.laid_value >= min(value, OPENING) and (plan.laid_value >= OPENING) == (value >= OPENING)
