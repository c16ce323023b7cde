"""A match as a short link (web/share.py) on CPython: every game's link names its game,
players, seed, levels and house rules and reads back to the same deal; a damaged link is
refused whole. Not marked ``browser``: no dist/ needed (tests/browser/test_share.py sends one)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import controls  # noqa: E402
import links  # noqa: E402
import remi  # noqa: E402
import share  # noqa: E402
import table_controls  # noqa: E402
from remi import NextHand, Phase  # noqa: E402
from remi.players import make_player  # noqa: E402
from sight import Sight, UiState  # noqa: E402

CASES = [
    ("gin", 2, {}, ["hard"]),
    ("oklahoma", 2, {"site_rules": True, "target": 150}, ["easy"]),
    ("traditional", 4, {"deals": 3}, ["easy", "medium", "hard"]),
    ("remi51", 3, {"jokers": "2"}, ["hard", "medium"]),
]


def test_the_cases_cover_every_game_the_page_draws() -> None:
    assert {case[0] for case in CASES} == set(__import__("games").PAGE_GAMES)


@pytest.mark.parametrize("name,players,options,levels", CASES)
def test_a_shared_link_deals_the_same_match(name, players, options, levels) -> None:
    game = remi.new_game(name, players, options, seed=remi.MAX_SEED - 12345)
    url = share.share_url("https://example.org/games/remi/index.html?game=gin&lang=ro#x", game, levels)
    assert url.startswith("https://example.org/games/remi/index.html?m=") and "lang" not in url
    assert len(url.split("?", 1)[1]) <= 60  # short: a messaging app shows it whole
    params, bad = links.parse_params(url.split("?", 1)[1])
    assert bad == [] and links.asks_for_game(params, bad)
    assert (params["game"], params["players"], params["seed"], params["level"]) == (name, players, game.seed, levels)
    assert params["options"] == options
    again = remi.new_game(params["game"], params["players"], params["options"], params["seed"])
    assert again.hands == game.hands and again.options == game.options
    # the same deal from the long link has the same source (a save made from it resumes)
    if not options:
        long = f"game={name}&players={players}&seed={game.seed}&level={','.join(levels)}"
        assert links.link_source(links.parse_params(long)[0]) == links.link_source(params)


@pytest.mark.parametrize(
    "value",
    [
        "x2~5~m", "g9~5~m", "g2~~m", "g2~5~mm", "g2~5~q", "g2~zzzzzzzzzzzzzz~m", "g2~5~m~nosuch.1", "g2~5~m~target.-4",
        "o2~5~m~site_rules.yes", "r3~5~mh~jokers.7", "g2~5~m~target.100~target.120", "g2~5", "g2~5~m~" + "a" * 300,
        "t5~5~mmmm",
    ],
)
def test_a_damaged_short_link_is_refused_whole_and_said(value) -> None:
    assert share.parse_short(value) is None
    params, bad = links.parse_params("m=" + value + "&lang=ro")
    assert params == {"lang": "ro"} and [name for name, _ in bad] == ["m"]
    assert links.mentions_deal(params, bad)  # the page says so and deals the defaults


def end_buttons(game: remi.Game, challenged: bool = False, together: bool = False) -> list:
    ui = UiState(lang="ro", challenged=challenged, people=[0, 1] if together else [0])
    view = game.view(0)  # (made anew: the test changes the game's ``deals_seeded`` in place)
    shown = (table_controls.buttons(Sight(view, ui, game.why_not)) if remi.GAMES[game.name].family == "table"
             else controls.buttons(view, None, "ro", challenged, together))
    return [(b.id, b.command, b.label) for b in shown]


def test_the_end_of_a_deal_and_of_a_match_offer_the_challenge_or_the_link() -> None:
    """A deal's end offers a challenge (challenge.py) where each deal is dealt from the seed
    (C-8); a match of an earlier release's save, whose deals are not, offers its link; a
    challenge received offers its comparison."""
    for name, players, options, _ in CASES:
        game = remi.new_game(name, players, {**options, "target": 40} if remi.GAMES[name].has_option("target") else options,
                             seed=3)
        bots = [make_player("easy", s, name) for s in range(players)]
        seen = set()
        while game.phase != Phase.MATCH_OVER and len(seen) < 2:
            if game.phase == Phase.HAND_OVER:
                seen.add("hand_over")
                assert end_buttons(game) == [("challenge", "ui:challenge", "Provoacă un prieten"),
                                             ("next_hand", "next hand", end_buttons(game)[1][2])]
                assert end_buttons(game, True)[0] == ("challenge", "ui:challenge", "Vezi provocarea")
                assert end_buttons(game, together=True)[0] == ("share", "ui:share", "Trimite")  # (a link plays one person)
                game.deals_seeded = False
                assert end_buttons(game)[0] == ("share", "ui:share", "Trimite")
                game.deals_seeded = True
            seat = game.to_act
            game.apply(NextHand() if seat is None else bots[seat].choose(game.view(seat)))
    assert [b.id for b in controls.match_over_buttons(game.view(0), "en")] == ["stats", "challenge", "new_match"]
    game.deals_seeded = False
    assert [b.id for b in controls.match_over_buttons(game.view(0), "en")] == ["stats", "share", "new_match"]
