"""What knowing the next player's hand would be worth to Hard in a table game's duel.

    python3 bench/table_knowledge.py traditional rummy-hunter --seeds 300 --weights 2,10
    python3 bench/table_knowledge.py remi51 rummy-hunter --seeds 300

Measurement only: the "knowing" player CHEATS (it reads the next player's hand from the game),
so it is never offered to a player. It answers one question: how many more deals would Hard
win against an opponent if it never handed that opponent a card it can use? If even that falls
short of a goal, no honest reading of the opponent reaches it by discarding alone.

The knowing player is Hard with one change: the danger of a discard (``TablePlayer._danger``,
weighed by Hard's ``_safety``) is WEIGHT for a natural card that makes a new meld with two
natural cards of the next player's hand (``completes_table_meld``), nothing for any other,
and Hard's own 3 for a joker. Two players, single deals, every seed from both seats against
the opponent, as the arena counts table games (deals won, a tie for the lowest penalty shared;
net penalty points a deal, positive when the player did better), 95% intervals by seed.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Callable, Dict, List, Sequence, Tuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from remi.arena import describe, match_options, match_score, summary  # noqa: E402
from remi.cards import Card  # noqa: E402
from remi.players import Player, make_player  # noqa: E402
from remi.registry import new_game  # noqa: E402
from remi.selfplay import play_match  # noqa: E402
from remi.table.hard import HardTablePlayer  # noqa: E402
from remi.table.knowledge import TableKnowledge  # noqa: E402
from remi.table.players import completes_table_meld  # noqa: E402
from remi.table.rules import TableGame, TableView  # noqa: E402


class KnowingHard(HardTablePlayer):
    """Hard that reads the next player's hand from ``game`` (cheating) for its discard danger:
    measurement only."""

    def __init__(self, game: TableGame, weight: float) -> None:
        super().__init__()
        self.game = game
        self.weight = weight

    def _danger(self, view: TableView, knowledge: TableKnowledge) -> Callable[[Card], float]:
        hand = list(self.game.hands[(view.seat + 1) % view.players])

        def danger(card: Card) -> float:
            return 3.0 if card.is_joker else self.weight * completes_table_meld(hand, card)

        return danger


def play(game_name: str, opponent: str, seeds: Sequence[int], weight: float) -> Dict[str, Any]:
    """Hard (``weight`` < 0) or the knowing player against ``opponent``: the arena's summary."""
    _unit, options = match_options(game_name)
    wins: List[Tuple[float, float]] = []
    nets: List[Tuple[float, float]] = []
    for seed in seeds:
        won = played = net = deals = 0.0
        for me in (0, 1):
            game = new_game(game_name, 2, options, seed)
            assert isinstance(game, TableGame)
            seats: List[Player] = [make_player(opponent, seed + 1000 * s, game_name) for s in range(2)]
            seats[me] = make_player("hard", seed + 1000 * me, game_name) if weight < 0 else KnowingHard(game, weight)
            play_match(game, seats, check=False)
            w, p, n, d = match_score(game, me, "deals")
            won, played, net, deals = won + w, played + p, net + n, deals + d
        wins.append((won, played))
        nets.append((net, deals))
    return {"game": game_name, "second": opponent, "unit": "deals", **summary(wins, nets), "seconds": 0}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=("traditional", "remi51"))
    parser.add_argument("opponent", help="a level or a member of the game's panel")
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--weights", default="2,10", help="the knowing player's danger for a card the next player uses")
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + args.seeds)
    print(f"{args.game}, 2 players, against {args.opponent} (seeds {args.seed}+, both seats)")
    for weight in [-1.0, *(float(w) for w in args.weights.split(","))]:
        r = play(args.game, args.opponent, seeds, weight)
        who = "Hard (honest)" if weight < 0 else f"knows the hand, weight {weight:g}"
        r["first"] = who
        print(f"  {describe(r).split(', in ')[0]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
