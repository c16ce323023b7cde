"""A challenge by link (web/challenge.py) on CPython: a whole match or one deal travels as the
person's own actions, the friend's page plays it again to the card and reads the result from
that play (never from the link), and a tampered link (a changed seed, a changed or reordered
action, a list cut short or run on) is refused as such. The links of whole matches are short
enough for a messaging app. Not marked ``browser``: no dist/ needed."""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import challenge  # noqa: E402
import remi  # noqa: E402
from remi import NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402
from rummy_helpers import finished_match  # noqa: E402

MATCHES = [
    ("gin", 2, {"target": 100}, ["hard", "medium"]),
    ("oklahoma", 2, {"target": 100}, ["medium", "hard"]),
    ("traditional", 3, {"deals": 3}, ["hard", "easy", "medium"]),
    ("remi51", 2, {"target": 200}, ["medium", "hard"]),
]


def from_link(url: str) -> challenge.Challenge:
    query = parse_qs(urlsplit(url).query)
    return challenge.read(query["m"][0], query["c"][0])


@pytest.mark.parametrize("name,players,options,levels", MATCHES)
def test_a_match_sent_by_link_is_played_again_to_the_card(name, players, options, levels) -> None:
    game = finished_match(name, players, options, 41, levels)
    sent = challenge.of_game(game, levels[1:])
    url = challenge.link("https://example.org/remi/index.html?lang=ro#x", sent)
    assert url.startswith("https://example.org/remi/index.html?m=") and "lang" not in url
    got = from_link(url)
    assert got == sent
    again = challenge.played(got, 0)
    assert again.actions == game.actions and again.scores == game.scores and again.phase == Phase.MATCH_OVER
    assert challenge.deals_of(got, 0) == [r.points[0] for r in game.results]


def first_deal(name: str, players: int, seed: int, levels) -> remi.Game:
    game = remi.new_game(name, players, seed=seed)
    bots = [make_player(levels[s], seed + s, name) for s in range(players)]
    while game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def test_one_deal_is_a_challenge_too_and_a_friend_can_send_it_on_with_both_plays() -> None:
    levels = ["hard", "medium", "easy"]
    mine = first_deal("traditional", 3, 8, levels)
    sent = challenge.of_game(mine, levels[1:])
    assert challenge.played(sent, 0).snapshot() == mine.snapshot()
    # the friend plays the same cards their own way (another level of play in seat 0) ...
    friend = remi.new_game("traditional", 3, seed=8)
    bots = [make_player("easy", 99, "traditional")] + [make_player(levels[s], 8 + s, "traditional") for s in (1, 2)]
    while friend.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = friend.to_act
        friend.apply(bots[seat].choose(friend.view(seat)))
    assert friend.actions != mine.actions
    # ... and sends it on: both plays travel, each played again to its own result
    on = challenge.of_game(friend, levels[1:], earlier=sent.people)
    got = from_link(challenge.link("https://example.org/", on))
    assert len(got.people) == 2
    assert challenge.played(got, 0).scores == mine.scores and challenge.played(got, 1).scores == friend.scores


def tampered(c: challenge.Challenge, why: str) -> None:
    with pytest.raises(challenge.ChallengeError) as caught:
        challenge.played(c, 0)
    assert caught.value.reason == "tampered" and why in str(caught.value)


def test_a_tampered_challenge_is_refused_with_its_reason_and_shows_no_result() -> None:
    game = finished_match("gin", 2, {"target": 100}, 41, ["hard", "medium"])
    sent = challenge.of_game(game, ["medium"])
    moves = list(sent.people[0])
    # another seed: other cards, so the actions no longer fit them
    tampered(challenge.Challenge(sent.game, 2, sent.seed + 1, sent.levels, sent.options, sent.people), "cannot be played")
    # a card thrown that was not held
    k = next(i for i, m in enumerate(moves) if m.startswith("discard "))
    held = {str(c) for c in game.replayed(0).hands[0]}
    other = next(str(c) for c in remi.new_game("gin", 2, seed=1).hands[1] if str(c) not in held)
    changed = moves[:k] + [f"discard {other}"] + moves[k + 1:]
    tampered(challenge.Challenge(sent.game, 2, sent.seed, sent.levels, sent.options, (tuple(changed),)), "cannot be played")
    # two actions swapped: a discard before its draw
    draw = next(i for i, m in enumerate(moves) if m == "draw stock")
    swapped = moves[:draw] + [moves[draw + 1], moves[draw]] + moves[draw + 2:]
    tampered(challenge.Challenge(sent.game, 2, sent.seed, sent.levels, sent.options, (tuple(swapped),)), "cannot be played")
    # cut short in the middle of a deal; run on after the match
    tampered(challenge.Challenge(sent.game, 2, sent.seed, sent.levels, sent.options, (tuple(moves[:7]),)), "middle of deal 1")
    tampered(challenge.Challenge(sent.game, 2, sent.seed, sent.levels, sent.options, (tuple(moves + ["next hand"]),)),
             "after the match ended")
    # another level for the computer player: it plays otherwise, and the actions stop fitting
    hard = challenge.Challenge(sent.game, 2, sent.seed, ("easy",), sent.options, sent.people)
    with pytest.raises(challenge.ChallengeError):
        challenge.played(hard, 0)
    assert challenge.deals_of(hard, 0) is None  # no result shown for it


@pytest.mark.parametrize("m,c,reason", [
    ("g2~zz~m", "", "damaged"),  # no actions
    ("x2~zz~m", challenge.pack(["next hand"]), "damaged"),  # no such game
    ("g2~zz~m", "not base64!", "damaged"),
    ("g2~zz~m", "AAAA", "damaged"),  # base64, not a deflate stream
    ("g2~zz~m", "~".join([challenge.pack(["take"])] * 5), "damaged"),  # more people than seats of a table
    ("g2~zz~m", "A" * (challenge.MAX_CHARS + 1), "damaged"),
])
def test_a_damaged_link_is_refused_unread(m: str, c: str, reason: str) -> None:
    with pytest.raises(challenge.ChallengeError) as caught:
        challenge.read(m, c)
    assert caught.value.reason == reason


def test_the_link_carries_no_score_to_trust() -> None:
    """Whatever else a link holds (a score written into it), the result is the play's own."""
    game = finished_match("gin", 2, {"target": 100}, 5, ["hard", "hard"])
    url = challenge.link("https://example.org/", challenge.of_game(game, ["hard"])) + "&score=999&s=0~999"
    got = from_link(url)
    assert challenge.played(got, 0).scores == game.scores
    assert "999" not in parse_qs(urlsplit(url).query)["c"][0]


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_a_whole_gin_match_to_100_fits_a_messaging_apps_link(seed: int) -> None:
    game = finished_match("gin", 2, {"target": 100}, seed, ["hard", "hard"])
    url = challenge.link("https://remi.example.org/", challenge.of_game(game, ["hard"]))
    assert len(url) <= 1000, (len(url), len(game.results))  # (a link up to 2,000 characters passes everywhere)
    assert challenge.played(from_link(url), 0).scores == game.scores


def test_moves_of_lists_the_persons_actions_and_each_next_hand() -> None:
    game = finished_match("gin", 2, {"target": 60}, 7, ["medium", "medium"])
    mine = challenge.moves_of(game)
    assert mine.count(str(NextHand())) == len(game.results) - 1
    replay = remi.new_game("gin", 2, {"target": 60}, 7)
    seats = []
    for action in game.actions:
        seats.append(replay.to_act)
        replay.apply(action)
    assert list(mine) == [a for a, seat in zip(game.actions, seats) if seat in (0, None)]


def test_a_link_whose_match_was_changed_after_it_was_made_is_refused() -> None:
    # Issue 50: the house rules in ``m`` changed (gin_bonus.0) with the same ``c`` were taken,
    # and scored the challenger 77 instead of 102. The plays are sealed to the match now.
    game = finished_match("gin", 2, {"target": 100}, 77, ["hard", "medium"])
    m, c = challenge.link_value(challenge.of_game(game, ["medium"]))
    assert challenge.played(challenge.read(m, c), 0).scores == game.scores
    assert challenge.read(m.upper(), c).seed == 77  # the same match written otherwise: the same seal
    for changed in (m + "~gin_bonus.0", m.replace("~m", "~h"), m.replace("g2~", "g2~1")):
        with pytest.raises(challenge.ChallengeError) as caught:
            challenge.read(changed, c)
        assert caught.value.reason in ("changed", "damaged"), changed
    with pytest.raises(challenge.ChallengeError) as caught:
        challenge.read(m + "~gin_bonus.0", c)
    assert caught.value.reason == "changed"
    # a changed play under the old seal: refused before it is played
    mark, plays = c.split(challenge.SEAL_SEP)
    other = challenge.pack(challenge.unpack(plays)[:-1])
    with pytest.raises(challenge.ChallengeError) as caught:
        challenge.read(m, f"{mark}{challenge.SEAL_SEP}{other}")
    assert caught.value.reason == "changed"
    # the earlier form, with no seal, cannot be checked: said so, not played
    with pytest.raises(challenge.ChallengeError) as caught:
        challenge.read(m, plays)
    assert caught.value.reason == "unsealed"
