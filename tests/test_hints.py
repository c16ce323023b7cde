"""Hints (remi.hints): the Hard player's move with a reason in Romanian and English."""

from __future__ import annotations

import pytest
import remi
from remi.actions import Discard, DrawDiscard, Knock, TakeUpcard
from remi.game import Phase
from remi.hints import hint
from remi.players import make_player
from remi.testing import stacked_game
from rummy_helpers import stacked_rummy


@pytest.mark.parametrize("name", ["gin", "oklahoma", "traditional", "remi51"])
def test_every_hint_is_a_legal_action_with_a_reason_in_both_languages(name: str) -> None:
    game = remi.new_game(name, 2, {"deals": 1} if name in ("traditional", "remi51") else None, seed=5)
    bots = [make_player("baseline", s, name) for s in range(2)]
    seen = set()
    while game.phase != Phase.HAND_OVER and not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        h = hint(view)
        assert h.action in view.legal_actions
        assert h.reason("en") and h.reason("ro") and h.reason("ro") != h.reason("en")
        assert all(c in view.hand or c in view.discard_pile for c in h.cards)
        for lang in ("en", "ro"):  # the action comes first ("Aruncă K♣: ..."), drawn apart by the page
            head, reason = h.heading(lang), h.reason(lang)
            assert head and (reason == head or reason.startswith(head + ": ")), (head, reason)
            for card in getattr(h.action, "cards", None) or [getattr(h.action, "card", None)]:
                assert card is None or card.pretty() in head, (h.action, head)
        seen.add(type(h.action).__name__)
        game.apply(bots[seat].choose(view))
    assert "Discard" in seen or "Knock" in seen


def test_hint_is_only_for_the_player_to_act() -> None:
    game = remi.new_game("gin", 2, seed=1)
    other = 1 - (game.to_act or 0)
    with pytest.raises(ValueError):
        hint(game.view(other))


def test_gin_hint_names_the_meld_a_taken_card_makes() -> None:
    game = stacked_game("gin", ["Ac 2c 3d 4s 5s 6d 7c 8c 9d Tc Jc", "5h 6h Kc Kd 2s 9c Jd 3c 8s Qh 4d"], "7h")
    assert game.to_act == 1  # G-4: the non-dealer is offered the up-card first
    h = hint(game.view(1))
    assert h.action == TakeUpcard()
    assert h.reason("en") == "Take 7♥: it makes a meld with 5♥ 6♥"
    assert h.reason("ro") == "Ia 7♥: face o formație cu 5♥ 6♥"


def test_gin_discard_hint_says_what_to_keep_and_why() -> None:
    game = stacked_game("gin", ["7h 8h Kc Kd Ks 2s 3s 4s 9c Qd Jc", "Ac 2c 3d 4d 5s 6d 7c 8c 9d Tc Js"], "5c", stock="Jh")
    while game.to_act != 0 or game.phase != Phase.DRAW:
        game.apply(make_player("baseline", 0, "gin").choose(game.view(game.to_act)))  # type: ignore[arg-type]
    game.apply("draw stock")
    h = hint(game.view(0))
    assert isinstance(h.action, (Discard, Knock))
    c = h.action.card.pretty()
    assert h.heading("en") in (f"Discard {c}", f"Knock and discard {c}", f"Gin: discard {c}")
    assert h.heading("ro") in (f"Aruncă {c}", f"Bate și aruncă {c}", f"Gin: aruncă {c}")


def test_rummy_hint_to_take_a_card_that_makes_a_meld() -> None:
    game = stacked_rummy(["7h 8h Kc Qd 2s 5c 9d", "3h' 5d' 9c' Js' Qc' 7c' 4d'"], discard="9h")
    h = hint(game.view(0))
    assert h.action == DrawDiscard()
    assert h.reason("en") == "Take 9♥: it makes a meld with 7♥ 8♥"
    assert h.reason("ro") == "Ia 9♥: face o formație cu 7♥ 8♥"


def test_rummy_hint_says_why_a_meld_stays_in_hand() -> None:
    # Hard keeps its melds in hand until it can go out (nothing for others to build on): the
    # hint says so rather than leaving the player to wonder why 7h 8h 9h is not laid down.
    game = stacked_rummy(["7h 8h 9h Kc Kd Ks 4c", "3h' 5d' 9c' Js' Qc' 7c' 4d'"], stock="Jd")
    game.apply("draw stock")
    h = hint(game.view(0))
    assert isinstance(h.action, Discard)
    c = h.action.card.pretty()
    assert h.reason("en").startswith(f"Discard {c}: ")
    assert h.reason("en").endswith("; for now keep your melds in hand, so that nobody can add to them")
    assert h.reason("ro").startswith(f"Aruncă {c}: ")
    assert h.reason("ro").endswith("; deocamdată păstrează formațiile în mână, ca nimeni să nu poată adăuga la ele")
    assert h.cards == (h.action.card,)


def test_gin_hint_says_why_hard_does_not_knock_yet() -> None:
    # Gin deal 48 after taking the up-card: a knock with 6 deadwood is legal; Hard plays on for gin.
    game = remi.new_game("gin", 2, None, 48)
    game.apply("take")
    h = hint(game.view(0))
    assert isinstance(h.action, Discard)
    c = h.action.card.pretty()
    assert h.reason("en") == f"Discard {c} and do not knock yet: with 6 deadwood, play for gin and undercut a knock"
    assert h.reason("ro") == f"Aruncă {c} și nu bate încă: cu 6 puncte rămase, joacă pentru gin și pentru contrabătaie"


def test_rummy_build_hint_names_the_meld_and_targets_it() -> None:
    # Issue 49: "Adaugă 6♥ la 6c 6d' 6s" named the meld by the engine's card ids and outlined
    # nothing on the table. The meld is named as a player names it, and is the hint's target.
    game = stacked_rummy(["8h", "3h' 5d' 9c' Js' Qc' 7c' 4d'"], stock="3c", table=[(1, "5h 6h 7h'")], opened=[True, True])
    game.apply("draw stock")
    h = hint(game.view(0))
    assert h.action == remi.Build(remi.Card.parse("8h"), 0)
    assert h.reason("en") == "Add 8♥ to the run 5♥ 6♥ 7♥: you can go out this turn"
    assert h.reason("ro") == "Adaugă 8♥ la suita 5♥ 6♥ 7♥: poți închide în tura asta"
    assert h.melds == (0,) and h.cards == (remi.Card.parse("8h"),)


def test_romanian_names_a_set_by_its_rank_in_the_plural_and_a_run_as_a_suita() -> None:
    from remi.cards import Card
    from remi.wording import keep_text, meld_aim

    aces = (Card.parse("Ac"), Card.parse("Ad"), "set")
    assert keep_text([aces]) == ("keep A♣ A♦ for a set", "păstrează A♣ A♦ pentru o terță de ași")
    assert keep_text([(Card.parse("7h"), Card.parse("8h"), "run")])[1] == "păstrează 7♥ 8♥ pentru o suită"
    words = {rank: meld_aim("set", rank)[1] for rank in (1, 7, 10, 11, 12, 13)}
    assert words == {1: "o terță de ași", 7: "o terță de 7", 10: "o terță de 10", 11: "o terță de valeți",
                     12: "o terță de dame", 13: "o terță de regi"}


def test_deadwood_is_said_as_points_left_with_the_number_agreeing() -> None:
    # docs/glossary.md: deadwood is "puncte rămase" ("pierderi" read as "losses"), its noun
    # agreeing with the number as Romanian wants it ("1 punct rămas", "20 de puncte rămase").
    from remi.wording import points_left

    assert points_left(1) == ("1 deadwood", "1 punct rămas")
    assert points_left(6) == ("6 deadwood", "6 puncte rămase")
    assert points_left(20)[1] == "20 de puncte rămase" and points_left(101)[1] == "101 puncte rămase"
