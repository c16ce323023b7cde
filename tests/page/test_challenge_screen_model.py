"""The challenge's screen (web/challengescreen.py) on CPython: a challenge received shows the
earlier plays' results only for the deals the person has played, beside the person's, with the
totals of those deals and who did better (fewer points in a penalty game, more in Oklahoma);
a deal dealt otherwise than to the challenger (the dealer follows the results) is marked; a
play that cannot be played shows no result; a save keeps the challenge. Not marked ``browser``."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import challenge  # noqa: E402
import challengescreen  # noqa: E402
import links  # noqa: E402
import remi  # noqa: E402
import storage  # noqa: E402
from remi import NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402


def play(name: str, players: int, options: dict, seed: int, me: str, levels: list, deals: int) -> remi.Game:
    """A match played to the end of deal ``deals`` (or of the match): ``me`` in seat 0, the
    computer players at ``levels`` made as the page makes them."""
    game = remi.new_game(name, players, options, seed)
    bots = [make_player(me, 1000 + seed, name)] + [make_player(levels[s - 1], seed + s, name) for s in range(1, players)]
    while not (game.phase == Phase.MATCH_OVER or (game.phase == Phase.HAND_OVER and len(game.results) >= deals)):
        seat = game.to_act
        game.apply(NextHand() if seat is None else bots[seat].choose(game.view(seat)))
    return game


def received(sent: challenge.Challenge) -> challengescreen.Incoming:
    m, c = challenge.link_value(sent)
    return challengescreen.Incoming(m, c)


def caught_up(incoming: challengescreen.Incoming, deals: int) -> challengescreen.Incoming:
    while incoming.behind(deals):
        incoming.catch_up(deals)
    return incoming


def cells(page: str) -> list:
    """The comparison's body rows: the text of each cell (tags dropped)."""
    body = page[page.index("<tbody>"): page.index("</tbody>")]
    rows = re.findall(r"<tr>(.*?)</tr>", body)
    out = []
    for row in rows:
        found = re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)
        out.append([re.sub(r'<span class="visually-hidden">.*?</span>|<[^>]+>|▶', "", c).strip() for c in found])
    return out


def test_the_comparison_shows_only_the_deals_the_person_has_played() -> None:
    levels = ["hard"]
    mine = play("gin", 2, {"target": 500}, 21, "hard", levels, 3)
    sent = challenge.of_game(mine, levels)
    incoming = received(sent)
    assert incoming.deals == 3
    friend = play("gin", 2, {"target": 500}, 21, "easy", levels, 1)
    # every play worked out to its end, the screen still shows the first deal only
    caught_up(incoming, 3)
    page = challengescreen.compare_html("en", friend, incoming)
    rows = cells(page)
    first = int(mine.results[0].points[0])
    assert rows[0][:3] == ["1", str(first), str(friend.results[0].points[0])]
    assert rows[1][1:] == ["—", "—"] and rows[2][1:] == ["—", "—"]
    for later in mine.results[1:]:  # no later result of the challenger's is in the page's numbers
        assert f">{later.points[0]} <" not in page
    assert "Hand 2 of 3 is yours to play next" in page and "challenge-on" not in page
    # the message at that deal's end: both results of it
    said = challengescreen.deal_done("en", friend, incoming, 1)
    assert said == f"The challenge, hand 1 of 3: your friend {first}, you {friend.results[0].points[0]}."
    # the whole challenge played: every deal, the totals, who did better, and it can be sent on
    friend = play("gin", 2, {"target": 500}, 21, "easy", levels, 3)
    page = challengescreen.compare_html("ro", friend, incoming)
    rows = cells(page)
    assert [r[1] for r in rows] == [str(r.points[0]) for r in mine.results]
    assert [r[2] for r in rows] == [str(r.points[0]) for r in friend.results]
    theirs, own = sum(r.points[0] for r in mine.results), sum(r.points[0] for r in friend.results)
    verdict = re.search(r'<p id="challenge-verdict"><b>(.*?)</b>', page).group(1)
    if own == theirs:
        assert verdict == f"Egalitate: {own} la {own}."
    elif own < theirs:  # Gin's points are penalties
        assert verdict == f"Ai jucat mai bine: {own} la {theirs}."
    else:
        assert verdict == f"Prietenul tău a jucat mai bine: {theirs} la {own}."
    assert "challenge-on" in page and "câștigă cine are mai puține puncte" in page
    assert "Atinge un rezultat al prietenului tău" in page


def test_a_deal_dealt_otherwise_than_to_the_challenger_is_marked() -> None:
    """From the second deal the dealer follows the results (G-13): where the friend's results
    differed, their seat may be dealt another hand of the same deck; the page says so there."""
    marked = unmarked = 0
    for seed in range(30, 40):
        mine = play("gin", 2, {"target": 500}, seed, "hard", ["medium"], 2)
        friend = play("gin", 2, {"target": 500}, seed, "easy", ["medium"], 2)
        incoming = caught_up(received(challenge.of_game(mine, ["medium"])), 2)
        page = challengescreen.compare_html("en", friend, incoming)
        second = mine.replayed(mine.actions.index("next hand") + 1).hands[0]
        theirs = friend.replayed(friend.actions.index("next hand") + 1).hands[0]
        differs = sorted(map(str, second)) != sorted(map(str, theirs))
        assert ("⇄" in cells(page)[1][0]) == differs and ("not dealt the same cards" in page) == differs
        assert "⇄" not in cells(page)[0][0]  # the first deal is always the same
        marked += differs
        unmarked += not differs
    assert marked and unmarked


def test_oklahoma_counts_more_points_as_better_and_several_people_get_a_place() -> None:
    levels = ["medium"]
    a = play("oklahoma", 2, {}, 5, "hard", levels, 2)
    b = play("oklahoma", 2, {}, 5, "easy", levels, 2)
    sent_on = challenge.of_game(b, levels, earlier=challenge.of_game(a, levels).people)
    c = play("oklahoma", 2, {}, 5, "medium", levels, 2)
    incoming = caught_up(received(sent_on), 2)
    assert len(incoming.runs) == 2 and incoming.deals == 2
    page = challengescreen.compare_html("en", c, incoming)
    assert "Player 1" in page and "Player 2" in page and "whoever has more points wins" in page
    totals = [sum(r.points[0] for r in g.results[:2]) for g in (a, b)]
    own = sum(r.points[0] for r in c.results[:2])
    place = 1 + sum(1 for v in totals if v > own)
    assert f"You come {place} of 3." in page


def test_a_play_that_cannot_be_played_shows_no_result() -> None:
    mine = play("remi51", 3, {}, 8, "hard", ["easy", "hard"], 1)
    sent = challenge.of_game(mine, ["easy", "hard"])
    moves = list(sent.people[0])
    k = next(i for i, m in enumerate(moves) if m.startswith("discard "))
    changed = challenge.Challenge(sent.game, 3, sent.seed, sent.levels, sent.options,
                                  (tuple(moves[:k] + moves[k + 1:]),))  # a discard dropped
    incoming = caught_up(received(changed), 1)
    assert incoming.runs[0].error is not None and incoming.runs[0].error.reason == "tampered"
    friend = play("remi51", 3, {}, 8, "medium", ["easy", "hard"], 1)
    page = challengescreen.compare_html("en", friend, incoming)
    assert "the link was changed" in page and 'role="alert"' in page
    assert cells(page)[0][1] == "×" and "ch-replay" not in page and "challenge-verdict" not in page


@pytest.mark.parametrize("kept,fits", [
    (None, False),
    ("x", False),
    (["g2~c~h", 5], False),
])
def test_a_saves_challenge_of_the_wrong_shape_is_dropped(kept, fits) -> None:
    game = remi.new_game("gin", 2, seed=12)
    assert ("challenge" in storage.clean_ui({"challenge": kept}, game)) == fits


def test_a_save_keeps_the_challenge_and_it_is_read_again() -> None:
    mine = play("gin", 2, {}, 12, "hard", ["hard"], 1)
    m, c = challenge.link_value(challenge.of_game(mine, ["hard"]))
    friend = remi.new_game("gin", 2, seed=12)
    ui = storage.clean_ui({"challenge": [m, c], "levels": ["hard"]}, friend)
    assert ui["challenge"] == [m, c]
    again = challengescreen.Incoming(*ui["challenge"])
    assert again.fits(friend) and not again.fits(remi.new_game("gin", 2, seed=13))


def test_the_links_parameter_is_read_with_its_match_only() -> None:
    mine = play("gin", 2, {}, 12, "hard", ["hard"], 1)
    m, c = challenge.link_value(challenge.of_game(mine, ["hard"]))
    params, bad = links.parse_params(f"?m={m}&c={c}")
    assert params["challenge"] == c and params["m"] == m and not bad
    assert links.link_source(params) != links.link_source({k: v for k, v in params.items() if k != "challenge"})
    params, bad = links.parse_params(f"?c={c}")  # no match to play it on
    assert "challenge" not in params and [n for n, _ in bad] == ["c"]
    params, bad = links.parse_params(f"?m={m}&c=a%20b")
    assert "challenge" not in params and [n for n, _ in bad] == ["c"] and params["seed"] == 12


def test_sent_on_a_changed_play_is_left_out_and_a_link_never_holds_more_than_four() -> None:
    levels = ("medium",)
    plays = [play("gin", 2, {}, 9, lv, list(levels), 1) for lv in ("hard", "easy", "medium", "hard", "easy")]
    people = [challenge.moves_of(g) for g in plays]

    def sent_on(earlier, mine: remi.Game) -> tuple:
        url = received(challenge.Challenge("gin", 2, 9, levels, {}, tuple(earlier))).link("https://example.org/", mine)
        query = parse_qs(urlsplit(url).query)
        return challenge.read(query["m"][0], query["c"][0]).people

    broken = people[0][:3] + people[0][4:]  # an action dropped: it cannot be played
    assert sent_on([broken, people[1]], plays[2]) == (people[1], people[2])
    assert sent_on(people[:4], plays[4]) == (people[0], people[2], people[3], people[4])


def test_a_match_that_ends_before_the_challenges_last_deal_compares_the_deals_both_played() -> None:
    levels = ["hard"]
    mine = play("gin", 2, {"target": 500}, 21, "hard", levels, 4)
    incoming = caught_up(received(challenge.of_game(mine, levels)), 4)
    # Another target, over sooner: the highest total after three deals, so the same play (the
    # players do not look at the target) ends the match by the third deal whatever it scores.
    target = max(play("gin", 2, {"target": 500}, 21, "easy", levels, 3).scores)
    friend = play("gin", 2, {"target": target}, 21, "easy", levels, 9)
    assert friend.phase == Phase.MATCH_OVER and len(friend.results) < 4
    page = challengescreen.compare_html("en", friend, incoming)
    assert "yours to play next" not in page and "challenge-verdict" in page and "challenge-on" in page
