"""The engine records only what it can replay (C-8): every action it takes has a text that reads
back as the same action, every value it cannot say as text is refused with its own errors, and
a seed is a whole number from 0 to ``remi.MAX_SEED``.

A game records the text of each action applied and a save replays those texts, so an accepted
action whose text does not read back (``build 9s=Qd on 0``: a joker face given to a natural card)
would make a save that cannot be loaded. Values built by hand (``Meld(faces='abc')``,
``Exchange(None, 0)``, ``Discard('7h')``, a bool for a meld number) are ``InvalidActionError``,
never ``TypeError``; a well-formed action the rules forbid stays ``IllegalActionError`` with its
rule id. Either way the game is exactly as it was ("Invalid actions" in RULES.md).

The last test plays random games of every registered game, mixing legal actions with malformed
and illegal ones (random joker faces, meld numbers, wrong types, mangled texts), and checks the
whole contract after each attempt and at the end.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest
import remi
from remi.actions import (
    MAX_ACTION_CHARS,
    BigGin,
    Build,
    Discard,
    DrawDiscard,
    DrawStock,
    Exchange,
    FinishLayoff,
    Knock,
    LayOff,
    Meld,
    NextHand,
    Pass,
    TakeUpcard,
)
from remi.cards import SUITS, Card, CardParseError, make_deck
from remi.game import Phase
from remi.players import make_player
from remi.testing import stacked_game
from rummy_helpers import stacked_remi51, stacked_rummy

IDLE = "2c 4d 6d 8s 10c Qc 2h' 4s' 6c' 8d' 10h' Qs' Kc"  # a seat that only sits there
HAND = "8h 4h 9h' Qd' Kd * 2s 3s"
TABLE = [(0, "5h 6h 7h"), (1, "9c 9d 9s"), (1, "10d Jd *'=Qd")]


def refused(game: remi.Game, action: Any, error: type[remi.RemiError] = remi.InvalidActionError) -> remi.RemiError:
    """``action`` is refused with ``error`` (nothing else), and the game is exactly as it was."""
    before = (game.to_json(), game.snapshot(), game.legal_actions())
    with pytest.raises(remi.RemiError) as info:
        game.apply(action)
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    assert (game.to_json(), game.snapshot(), game.legal_actions()) == before
    assert not game.is_legal(action)
    assert game.why_not(action) == str(info.value)
    return info.value


def with_runs_and_a_set(name: str = "traditional") -> Any:
    """Seat 0 to discard, both seats opened (TR-5, R51-6): the table holds the run 5h 6h 7h (0),
    the set 9c 9d 9s (1) and the run 10d Jd * (2, the joker standing for Qd). A stacked deal:
    its save does not replay it, so these tests read the recorded texts back instead."""
    stack = stacked_rummy if name == "traditional" else stacked_remi51
    return stack([HAND, IDLE], stock="Ks", table=TABLE, opened=[True, True]).apply("draw stock")


def gin_layoff() -> Any:
    """Gin, seat 0 knocked with Kd (melds 7h-10h and 5c 5d 5s): seat 1 lays off (G-9)."""
    game = stacked_game(
        "gin", hands=["7h 8h 9h 10h 5c 5d 5s Ad 2s Kd", "Qc Qd Qs 8d 9d 10d Jh 6h 4c 4d"], upcard="Kc", stock="3s 2h", dealer=1
    )
    for action in ("pass", "pass", "draw stock", "knock Kd"):
        game.apply(action)
    assert game.phase == Phase.LAYOFF
    return game


# --- The probe's cases: a face on a natural card, values of the wrong shape -----------------------


@pytest.mark.parametrize("name", ["traditional", "remi51"])
def test_a_joker_face_on_a_natural_card_is_refused_and_never_recorded(name: str) -> None:
    """TR-5/R51-8 build a natural card as itself: ``Build(8h, 0, (12, 'd'))`` has no text that
    reads back (``build 8h=Qd on 0`` is malformed), so it is refused and the save stays loadable."""
    game = with_runs_and_a_set(name)
    card = next(c for c in game.hands[game.to_act] if c.face == (8, "h"))
    assert Build(card, 0) in game.legal_actions()
    err = refused(game, Build(card, 0, (12, "d")))
    assert str(err) == "not an action: only a joker can stand for a card (e.g. *=7h), and 8h is not a joker"
    err = refused(game, Build(card, 0, (8, "h")))  # even the card's own face
    assert "only a joker" in str(err)
    with pytest.raises(remi.InvalidActionError, match="only a joker"):
        remi.parse_action("build 8h=Qd on 0")
    game.apply(Build(card, 0))
    assert game.actions[-1] == "build 8h on 0"
    assert remi.parse_action(game.actions[-1]) == Build(card, 0)


def test_a_joker_may_name_its_card_and_the_text_reads_back() -> None:
    """TR-5: a joker built onto a run names the end it takes; TR-2: a meld names a joker's card.
    Each is recorded as text that reads back as the same action and replays (C-8)."""
    game = with_runs_and_a_set()
    joker = Card.joker()
    for action in (Build(joker, 0, (4, "h")), Meld(tuple(Card.parse_many("Kd Qd'")) + (Card.joker(),), ())):
        assert remi.parse_action(str(action)) == action
    game.apply(Build(joker, 0, (4, "h")))
    assert game.actions[-1] == "build *=4h on 0"
    assert game.table[0].text() == "*=4h 5h 6h 7h"
    assert remi.parse_action(game.actions[-1]) == Build(joker, 0, (4, "h"))
    game.apply(Exchange((Card.parse("Qd'"),), 2))  # TR-7: the joker of 10d Jd *=Qd comes back
    assert game.actions[-1] == "exchange Qd' on 2" and game.table[2].text() == "10d Jd Qd'"


def test_an_ace_face_is_1_low_or_high() -> None:
    """TR-2: the ace a joker stands for is rank 1, at either end of a run (``*=Ah``); the
    table's own 14 for a high ace is no action's face (its text would read back as 1)."""
    game = stacked_rummy(["Qh Kh * 3d", IDLE], stock="Ks").apply("draw stock")
    cards = tuple(Card.parse_many("Qh Kh *"))
    assert "rank 1-13" in str(refused(game, Meld(cards, (None, None, (14, "h")))))
    game.apply(Meld(cards, (None, None, (1, "h"))))
    assert game.actions[-1] == "meld Qh Kh *=Ah" and game.table[0].text() == "Qh Kh *=Ah"
    assert remi.parse_action(game.actions[-1]) == Meld(cards, (None, None, (1, "h")))


H8 = Card.parse("8h")
JOKER = Card.joker()

# (action value, words of the InvalidActionError): a table game, seat 0 to discard (see above)
WRONG_SHAPES: list[tuple[Any, str]] = [
    (Meld((H8, JOKER, JOKER), "abc"), "Meld.faces must be () or a tuple of one face or None per card (3), not 'abc'"),
    (Meld(None), "Meld.cards must be a tuple of one or more cards"),  # type: ignore[arg-type]
    (Meld(()), "Meld.cards must be a tuple of one or more cards, e.g. tuple(Card.parse_many('7h 8h 9h')), not ()"),
    (Meld([H8, H8, H8]), "Meld.cards must be a tuple"),  # type: ignore[arg-type]
    (Meld("8h 9h 10h"), "Meld.cards must be a tuple"),  # type: ignore[arg-type]
    (Meld((H8, "9h", JOKER)), "Meld.cards[1] must be a card, e.g. Card.parse('7h'), not '9h'"),  # type: ignore[arg-type]
    (Meld((H8, JOKER, JOKER), (None, None)), "one face or None per card (3)"),
    (Meld((H8, JOKER, JOKER), (None, None, None)), "Meld.faces names no joker's card: leave it empty, ()"),
    (Meld((H8, JOKER, JOKER), [None, (9, "h"), None]), "Meld.faces must be () or a tuple"),  # type: ignore[arg-type]
    (Meld((H8, JOKER, JOKER), (None, [9, "h"], None)), "Meld.faces[1] must be None or a joker's (rank, suit)"),  # type: ignore[arg-type]
    (Meld((H8, JOKER, JOKER), (None, (9, "x"), None)), "suit c, d, h or s"),
    (Meld((H8, JOKER, JOKER), (None, (0, "h"), None)), "rank 1-13"),
    (Meld((H8, JOKER, JOKER), (None, (True, "h"), None)), "not (True, 'h')"),
    (Meld((H8, JOKER, JOKER), (None, ("9", "h"), None)), "rank 1-13"),
    (Meld((H8, JOKER, JOKER), (None, (9, "h", 0), None)), "rank 1-13"),
    (Meld((H8, JOKER, JOKER), ((8, "h"), (9, "h"), None)), "only a joker can stand for a card (e.g. *=7h), and 8h is not"),
    (Exchange(None, 0), "Exchange.cards must be a tuple of one or more cards"),  # type: ignore[arg-type]
    (Exchange((), 2), "Exchange.cards must be a tuple of one or more cards"),
    (Exchange((Card.parse("Qd'"),), "2"), "Exchange.meld is a meld's number, a whole number from 0 to 9999, not '2'"),  # type: ignore[arg-type]
    (Build(H8, -1), "Build.meld is a meld's number, a whole number from 0 to 9999, not -1"),
    (Build(H8, 10_000), "not 10000"),
    (Build(H8, True), "not True"),
    (Build(H8, 0.0), "not 0.0"),  # type: ignore[arg-type]
    (Build(H8, None), "not None"),  # type: ignore[arg-type]
    (Build(JOKER, 0, "4h"), "Build.face must be None or a joker's (rank, suit)"),  # type: ignore[arg-type]
    (Build(JOKER, 0, (4, "H")), "suit c, d, h or s"),
    (Build("8h", 0), "Build.card must be a card, e.g. Card.parse('7h'), not '8h'"),  # type: ignore[arg-type]
    (Discard("8h"), "Discard.card must be a card, e.g. Card.parse('7h'), not '8h'"),  # type: ignore[arg-type]
    (Discard(None), "Discard.card must be a card"),  # type: ignore[arg-type]
    (Discard(Card(14, "h")), "Discard.card is no card of the deck (rank 14, suit 'h', copy 0)"),
    (Discard(Card(8, "H")), "Discard.card is no card of the deck (rank 8, suit 'H', copy 0)"),
    (Discard(Card(8, "hs")), "no card of the deck"),
    (Discard(Card(8, "")), "no card of the deck"),
    (Discard(Card(0, "h")), "no card of the deck"),
    (Discard(Card(True, "h")), "no card of the deck (rank True"),
    (Discard(Card(8, "h", True)), "copy True"),
    (Discard(Card(8, "h", -1)), "copy -1"),
    (Discard(Card(8, "h", 10)), "copies 0-9"),
    (Discard(Card(8, "h", 10**6)), "copy 1000000"),
    (Discard(Card("8", "h")), "no card of the deck"),  # type: ignore[arg-type]
    (Knock(Card(8, "h", 10**5000)), "copy an int too large to show"),
]


@pytest.mark.parametrize("action,words", WRONG_SHAPES, ids=[str(i) for i in range(len(WRONG_SHAPES))])
def test_values_of_the_wrong_shape_are_invalid_actions(action: Any, words: str) -> None:
    """Every field of a value built by hand is checked before any rule: the refusal is the
    engine's InvalidActionError saying which field is wrong, never a TypeError or IndexError."""
    err = refused(with_runs_and_a_set(), action)
    assert str(err).startswith("not an action: ") and words in str(err), str(err)
    with pytest.raises(remi.InvalidActionError):
        remi.parse_action(action)


@pytest.mark.parametrize(
    "action,words",
    [
        (LayOff(Card.parse("6h"), "0"), "LayOff.meld is a meld's number, a whole number from 0 to 9999, not '0'"),  # type: ignore[arg-type]
        (LayOff(Card.parse("6h"), -1), "not -1"),
        (LayOff(Card.parse("6h"), False), "not False"),
        (LayOff(Card.parse("6h"), 10**30), "not 1000000000000000000000000000000"),
        (LayOff("6h", 0), "LayOff.card must be a card"),  # type: ignore[arg-type]
        (Knock(Card(6, "h", 1)), ""),  # well-formed (a card of a second deck): gin refuses it by its rules
    ],
)
def test_gin_values_of_the_wrong_shape_are_invalid_actions(action: Any, words: str) -> None:
    """G-9: the knocker's meld is a whole number; a bool, a text or a negative number is no
    number at all (``lay off 6h on -1`` is malformed text too)."""
    game = gin_layoff()
    if not words:
        refused(game, action, remi.IllegalActionError)
        return
    assert words in str(refused(game, action))


def test_a_meld_number_that_does_not_exist_is_illegal_not_invalid() -> None:
    """TR-5: ``build 8h on 99`` is well formed; the table has no meld 99: the rule refuses it."""
    game = with_runs_and_a_set()
    err = refused(game, Build(H8, 99), remi.IllegalActionError)
    assert str(err) == "TR-5: there is no meld 99 on the table"
    assert str(refused(game, "build 8h on 99", remi.IllegalActionError)) == str(err)


def test_card_text_with_too_many_copy_marks_is_no_card() -> None:
    """C-1: a card's text carries at most ``MAX_COPY`` copy marks, as a card value does."""
    assert Card.parse("7h" + "'" * 9) == Card(7, "h", 9)
    with pytest.raises(CardParseError, match="copy marks"):
        Card.parse("7h" + "'" * 10)
    with pytest.raises(remi.InvalidActionError):
        remi.parse_action("discard *" + "'" * 10)


# --- Seeds: 0 to MAX_SEED --------------------------------------------------------------------------


def test_max_seed_is_the_largest_whole_number_javascript_holds_exactly() -> None:
    assert remi.MAX_SEED == 2**53 - 1 == remi.game.MAX_SEED


@pytest.mark.parametrize("seed", [-1, -5, remi.MAX_SEED + 1, 2**63, 10**5000, True, False, 1.5, "7", [7]], ids=remi.errors.quoted)
def test_a_seed_outside_the_range_is_an_invalid_option(seed: Any) -> None:
    """C-8: a seed is a whole number from 0 to MAX_SEED: -5 does not deal like 5, 10**5000 does
    not make a game that cannot be saved."""
    for name in sorted(remi.GAMES):
        with pytest.raises(remi.InvalidOptionError) as info:
            remi.new_game(name, 2, seed=seed)
        assert f"the seed is a whole number from 0 to {remi.MAX_SEED}, not " in str(info.value)
        assert len(str(info.value)) < 120


@pytest.mark.parametrize("seed", [0, 1, remi.MAX_SEED])
def test_a_seed_in_the_range_saves_and_loads(seed: int) -> None:
    """C-8: the bounds themselves are seeds; the save holds the seed exactly and replays."""
    for name in sorted(remi.GAMES):
        game = remi.new_game(name, 2, seed=seed)
        again = remi.load_game(game.to_json())
        assert again.seed == seed and again.to_json() == game.to_json() and again.snapshot() == game.snapshot()


@pytest.mark.parametrize("seed", [-5, remi.MAX_SEED + 1, 10**5000, True, 7.0, "7", None], ids=remi.errors.quoted)
def test_a_save_with_a_seed_outside_the_range_is_an_invalid_save(seed: Any) -> None:
    data = remi.new_game("traditional", 2, seed=5).to_dict()
    data["seed"] = seed
    with pytest.raises(remi.InvalidSaveError) as info:
        remi.load_game(data)
    assert f"the save's seed must be a whole number from 0 to {remi.MAX_SEED}, not " in str(info.value)
    text = remi.new_game("gin", 2, seed=5).to_json().replace('"seed": 5', '"seed": -5')
    with pytest.raises(remi.InvalidSaveError, match="seed must be a whole number from 0 to"):
        remi.load_game(text)


# --- Random games: legal, malformed and illegal actions mixed --------------------------------------

BAD_CARDS: list[Any] = [
    Card(14, "h"), Card(0, "h"), Card(7, "H"), Card(7, "h", -1), Card(7, "h", 10), Card(True, "h"), Card(7, "h", True),
    Card(7, ""), Card("7", "h"), "7h", None, 7, b"7h",
]
BAD_NUMBERS: list[Any] = [-1, 10_000, 10**30, True, False, "0", None, 1.0, (0,)]
BAD_FACES: list[Any] = [
    (14, "h"), (0, "h"), (15, "s"), (7, "x"), (7, ""), (7, "H"), (True, "h"), ("7", "h"), [7, "h"], (7,), (7, "h", 0), "7h", 7,
]


class Attempts:
    """Actions to try in one position: legal ones changed a little, values of the wrong shape,
    random cards, meld numbers and joker faces, mangled texts."""

    def __init__(self, game: Any, rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self.deck = make_deck(2, 4) if game.name in ("traditional", "remi51") else make_deck()
        seat = game.to_act
        self.hand = list(game.hands[seat]) if seat is not None else []

    def card(self) -> Any:
        r = self.rng.random()
        if r < 0.5 and self.hand:
            return self.rng.choice(self.hand)
        if r < 0.85:
            return self.rng.choice(self.deck)
        return self.rng.choice(BAD_CARDS)

    def number(self) -> Any:
        if self.rng.random() < 0.8:
            return self.rng.randrange(len(getattr(self.game, "table", ())) + 3)
        return self.rng.choice(BAD_NUMBERS)

    def face(self) -> Any:
        r = self.rng.random()
        if r < 0.2:
            return None
        if r < 0.85:
            return (self.rng.randrange(1, 14), self.rng.choice(SUITS))
        return self.rng.choice(BAD_FACES)

    def cards(self) -> Any:
        r = self.rng.random()
        if r < 0.9:
            return tuple(self.card() for _ in range(self.rng.randrange(0, 6)))
        return self.rng.choice([None, "abc", [self.card(), self.card(), self.card()], self.card()])

    def faces(self, cards: Any) -> Any:
        r = self.rng.random()
        if r < 0.3:
            return ()
        if r < 0.9 and isinstance(cards, tuple):
            size = len(cards) + self.rng.choice([0, 0, 0, 1, -1])
            return tuple(self.face() for _ in range(max(0, size)))
        return self.rng.choice(["abc", None, [None], (None,)])

    def changed(self, action: Any) -> Any:
        """A legal action with one field changed: a joker face added or moved, another meld."""
        if isinstance(action, Build):
            return Build(action.card, self.rng.choice([action.meld, self.number()]), self.face())
        if isinstance(action, Meld):
            faces = list(action.faces or (None,) * len(action.cards))
            faces[self.rng.randrange(len(faces))] = self.face()
            return Meld(action.cards, tuple(faces))
        if isinstance(action, Exchange):
            return Exchange(action.cards, self.number())
        if isinstance(action, LayOff):
            return LayOff(action.card, self.number())
        if isinstance(action, (Discard, Knock)):
            return type(action)(self.card())
        return action

    def mangled(self, text: str) -> str:
        """A legal action's text with a character removed, doubled or replaced, or a joker face
        given to its first card."""
        chars = list(text)
        i = self.rng.randrange(len(chars))
        r = self.rng.random()
        if r < 0.25:
            del chars[i]
        elif r < 0.5:
            chars.insert(i, chars[i])
        elif r < 0.75:
            chars[i] = self.rng.choice("=*'-019 hsQ²")
        else:
            words = text.split()
            if len(words) >= 2:
                words[1] += "=" + self.rng.choice(["Qd", "Ah", "*", "1h", "7h'", ""])
            return " ".join(words)
        return "".join(chars)

    def one(self, legal: list[Any]) -> Any:
        kinds: list[Callable[[], Any]] = [
            lambda: self.changed(self.rng.choice(legal)),
            lambda: self.mangled(str(self.rng.choice(legal))),
            lambda: Discard(self.card()),
            lambda: Knock(self.card()),
            lambda: LayOff(self.card(), self.number()),
            lambda: Build(self.card(), self.number(), self.face()),
            lambda: Exchange(self.cards(), self.number()),
            lambda: self.meld(),
            lambda: self.rng.choice([TakeUpcard(), Pass(), DrawStock(), DrawDiscard(), BigGin(), FinishLayoff(), NextHand()]),
            lambda: self.rng.choice([None, 42, 4.2, b"pass", ["pass"], "", "meld", "x" * (MAX_ACTION_CHARS + 1), JOKER]),
        ]
        return self.rng.choice(kinds)()

    def meld(self) -> Any:
        cards = self.cards()
        return Meld(cards, self.faces(cards))


def attempt(game: Any, action: Any) -> bool:
    """Apply ``action``: refused with a RemiError and nothing changed, or taken and recorded as
    text that reads back as the same action. True when taken."""
    before = game.to_json()
    try:
        game.apply(action)
    except remi.RemiError:
        assert game.to_json() == before, action
        return False
    value = remi.parse_action(action) if isinstance(action, str) else action
    recorded = game.actions[-1]
    assert recorded == str(value)
    assert remi.parse_action(recorded) == value, (recorded, value)
    return True


def legal_choice(game: Any, legal: list[Any], rng: random.Random) -> Any:
    """A legal action: the game's baseline player's half the time (it knocks, lays off and goes
    out, so hands end), else a random one preferring what builds a table or ends a hand (so
    melds with jokers, builds, exchanges, knocks and lay-offs all come up)."""
    if game.to_act is not None and rng.random() < 0.5:
        return make_player("baseline", 0, game.name).choose(game.view(game.to_act))
    eager = [a for a in legal if isinstance(a, (Meld, Build, Exchange, Knock, LayOff, BigGin))]
    if eager and getattr(game, "laid_this_turn", 0) < 12 and rng.random() < 0.75:
        return rng.choice(eager)
    return rng.choice(legal)


OPTIONS: dict[str, dict[str, Any]] = {"gin": {"target": 60, "big_gin": True}, "table": {"deals": 2}}
SEEDS = range(4)  # about a second a game here; a wider search: SEEDS = range(200) (minutes)
STEPS = 300


@pytest.mark.parametrize("name", sorted(remi.GAMES))
def test_random_games_record_only_what_replays(name: str) -> None:
    """C-8 over random play of every game: each accepted action (legal ones, and any attempt that
    happens to be legal) is recorded as text that reads back as the same action; each refused
    attempt raises a RemiError (nothing else) and leaves the save as it was; the save of every
    game loads as the same game, and the recorded texts are canonical."""
    taken = refusals = 0
    for seed in SEEDS:
        rng = random.Random(f"{name}:{seed}")
        game: Any = remi.new_game(name, rng.choice([2, 3, 4]), options=OPTIONS[remi.GAMES[name].family], seed=seed)
        for _step in range(STEPS):
            if game.is_over:
                break
            legal = game.legal_actions()
            assert legal, game.phase
            attempts = Attempts(game, rng)
            for _ in range(3):
                if attempt(game, attempts.one(legal)):
                    taken += 1
                    legal = game.legal_actions()
                    if not legal:
                        break
                else:
                    refusals += 1
            if legal:
                assert attempt(game, legal_choice(game, legal, rng))
        for text in game.actions:
            assert str(remi.parse_action(text)) == text
        again = remi.load_game(game.to_json())
        assert again.to_json() == game.to_json() and again.snapshot() == game.snapshot()
    assert refusals > 500 and taken > 0


@pytest.mark.parametrize("name", sorted(remi.GAMES))
def test_legal_actions_read_back(name: str) -> None:
    """Every listed action, in positions of a random game, is its own text read back."""
    rng = random.Random(name)
    game: Any = remi.new_game(name, 3, seed=11)
    for _ in range(120):
        if game.phase == Phase.MATCH_OVER:
            break
        legal = game.legal_actions()
        for action in legal:
            assert remi.parse_action(str(action)) == action
            assert remi.parse_action(action) is action
        game.apply(legal_choice(game, legal, rng))


def test_an_action_built_by_hand_in_no_shape_is_still_written_never_raises():
    # Issue 50: str(Meld(cards, faces='abc')) raised IndexError; a value is written as given,
    # and refused with its reason when played.
    from remi.actions import Meld, well_formed
    from remi.cards import Card
    from remi.errors import InvalidActionError

    cards = (Card.parse("*"), Card.parse("5h"), Card.parse("6h"))
    for faces in ("abc", ("ab", None, None), ((7,), None, None), (None,)):
        text = str(Meld(cards, faces=faces))  # type: ignore[arg-type]
        assert text.startswith("meld * 5h 6h") or text.startswith("meld *=")
        with pytest.raises(InvalidActionError):
            well_formed(Meld(cards, faces=faces))  # type: ignore[arg-type]
    assert str(Meld(cards, faces=((7, "h"), None, None))) == "meld *=7h 5h 6h"
