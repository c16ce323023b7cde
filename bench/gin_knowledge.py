"""What knowing the opponent's hand would be worth to Gin Hard against the baseline.

    python3 bench/gin_knowledge.py [--game gin] [--hands 600] [--seed 11] [--known 10,7,5,3,1,0]
    python3 bench/gin_knowledge.py --game oklahoma --matches 200 --seed 100 --known 10,4

With ``--matches`` it plays whole matches instead, seats swapped as in the arena, and prints the
share each player wins and its net points a hand, with 95% intervals by seed: how many matches a
given edge a hand is worth.

Measurement only: the "knowing" players here CHEAT (they read the opponent's hand from the
game), so they are never offered to a player. They answer one question: how sharp must a
model of the opponent's hand be before Hard gains by not feeding it?

The baseline takes a discard exactly when the card completes a meld in its hand. Before each
discard, a player that knows K of the opponent's cards deals the others at random from the
cards it has not seen (30 times) and adds 12 points times the share of those hands that would
take a card to Hard's cost of discarding it (``HardGinPlayer.discard_cost``). K = 10 is the
whole hand; K = 0 knows only what every player sees (the cards it took from the pile), so it
cheats in nothing but is a crude model: every unseen card equally likely.

Every player plays the same deals from both seats against the baseline, one hand each. The
output is plain Hard's net points a hand, then for each K the paired gain over plain Hard with
its standard error, how many of its discards the baseline took a hand, and how well its shares
separate the cards the baseline would take from the others (the area under the ROC curve: 0.5
is no better than chance, 1.0 is exact). Plain Hard's own danger score is measured the same
way, as the honest reference.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from typing import Dict, List, Sequence, Tuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from remi.actions import DrawDiscard  # noqa: E402
from remi.arena import match_score, summary  # noqa: E402
from remi.cards import Card  # noqa: E402
from remi.game import Phase  # noqa: E402
from remi.gin import GinRummy, GinView  # noqa: E402
from remi.gin.players import BaselineGinPlayer, GinKnowledge, HardGinPlayer, completes_meld  # noqa: E402
from remi.registry import new_game  # noqa: E402
from remi.selfplay import play_match  # noqa: E402

DEALS = 30  # random completions of the opponent's hand per discard
FEED_COST = 12.0  # points added per unit share of hands that would take the card


class KnowingHard(HardGinPlayer):
    """Hard that reads ``known`` of the opponent's cards from ``game`` (cheating) and avoids
    feeding it: measurement only."""

    def __init__(self, game: GinRummy, known: int, separation: List[Tuple[float, bool]]) -> None:
        self.game = game
        self.known = known
        self.separation = separation  # (share, would take) for every card it could discard
        self.shares: Dict[Card, float] = {}

    def discard(self, view: GinView, knowledge: GinKnowledge) -> Card:
        opponent = self.game.hands[1 - view.seat]
        public = knowledge.picked[1 - view.seat]
        rng = random.Random(len(view.log) * 1009 + view.hand_number)
        hidden = [c for c in opponent if c not in public]
        cards = self.discardable(view)
        hits = dict.fromkeys(cards, 0)
        deals = DEALS if self.known < len(hidden) else 1  # knowing every card, one deal is exact
        for _ in range(deals):
            kept = rng.sample(hidden, min(self.known, len(hidden)))
            pool = [c for c in knowledge.unseen if c not in kept]  # the opponent's others among them
            hand = list(public) + kept + rng.sample(pool, len(hidden) - len(kept))
            for c in cards:
                hits[c] += completes_meld(hand, c)
        self.shares = {c: hits[c] / deals for c in cards}
        self.separation.extend((self.shares[c], completes_meld(opponent, c)) for c in cards)
        return super().discard(view, knowledge)

    def discard_cost(self, view: GinView, knowledge: GinKnowledge, card: Card) -> float:
        return super().discard_cost(view, knowledge, card) + FEED_COST * self.shares[card]


class MeasuredHard(HardGinPlayer):
    """Plain Hard, recording how well its danger score separates the cards the opponent
    would take (it reads the opponent's hand only to score that, never to decide)."""

    def __init__(self, game: GinRummy, separation: List[Tuple[float, bool]]) -> None:
        self.game = game
        self.separation = separation

    def discard(self, view: GinView, knowledge: GinKnowledge) -> Card:
        opponent = self.game.hands[1 - view.seat]
        self.separation.extend(
            (knowledge.danger(c, view.seat, view.players), completes_meld(opponent, c)) for c in self.discardable(view)
        )
        return super().discard(view, knowledge)


def roc_area(rows: Sequence[Tuple[float, bool]]) -> float:
    """The chance that a card the opponent would take scores above one it would not."""
    ranked = sorted(rows, key=lambda r: r[0])
    positives = sum(1 for _, t in rows if t)
    negatives = len(rows) - positives
    if not positives or not negatives:
        return float("nan")
    area = 0.0
    below = 0  # negatives with a lower score than the current group
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        group_pos = sum(1 for _, t in ranked[i:j] if t)
        group_neg = (j - i) - group_pos
        area += group_pos * (below + group_neg / 2)
        below += group_neg
        i = j
    return area / (positives * negatives)


def play(game_name: str, seed: int, me: int, known: int, separation: List[Tuple[float, bool]]) -> Tuple[float, int]:
    """One hand with the measured player at seat ``me`` (``known`` < 0: plain Hard): its net
    points and how many of its discards the baseline took."""
    game = new_game(game_name, 2, {}, seed)
    assert isinstance(game, GinRummy)
    player: HardGinPlayer = MeasuredHard(game, separation) if known < 0 else KnowingHard(game, known, separation)
    seats = [player, BaselineGinPlayer()] if me == 0 else [BaselineGinPlayer(), player]
    while game.phase != Phase.HAND_OVER:
        seat = game.to_act
        assert seat is not None
        game.apply(seats[seat].choose(game.view(seat)))
    points = game.results[-1].points
    net = points[me] - points[1 - me] if game.scoring == "points" else points[1 - me] - points[me]
    fed = sum(1 for s, action in game.log if s != me and isinstance(action, DrawDiscard))
    return net, fed


def play_matches(game_name: str, seeds: Sequence[int], known: int) -> Dict[str, float]:
    """Whole matches against the baseline, each seed from both seats (``known`` < 0: plain Hard):
    the arena's summary (share of matches won, net points a hand, intervals by seed)."""
    wins: List[Tuple[float, float]] = []
    nets: List[Tuple[float, float]] = []
    for seed in seeds:
        won = net = hands = 0.0
        for me in (0, 1):
            game = new_game(game_name, 2, {}, seed)
            assert isinstance(game, GinRummy)
            player: HardGinPlayer = MeasuredHard(game, []) if known < 0 else KnowingHard(game, known, [])
            seats = [player, BaselineGinPlayer()] if me == 0 else [BaselineGinPlayer(), player]
            play_match(game, seats, check=False)
            score = match_score(game, me, "matches")
            won, net, hands = won + score[0], net + score[2], hands + score[3]
        wins.append((won, 2))
        nets.append((net, hands))
    return summary(wins, nets)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("gin", "oklahoma"), default="gin")
    parser.add_argument("--hands", type=int, default=600, help="deals, each played from both seats")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--known", default="10,7,5,3,1,0", help="how many of the opponent's cards each player knows")
    parser.add_argument("--matches", type=int, help="play this many seeds of whole matches instead of single hands")
    args = parser.parse_args()
    if args.matches:
        print(f"{args.game}, {2 * args.matches} matches against the baseline (seeds {args.seed}+, both seats)")
        for known in [-1, *(int(k) for k in args.known.split(","))]:
            r = play_matches(args.game, range(args.seed, args.seed + args.matches), known)
            who = "Hard (honest)" if known < 0 else f"knows {known:2d} of 10 cards"
            print(f"{who:21s} wins {100 * r['rate']:.1f}% [{100 * r['low']:.1f}-{100 * r['high']:.1f}] of matches, "
                  f"net {r['net']:+.2f} [{r['net_low']:+.2f}, {r['net_high']:+.2f}] a hand over {r['hands']} hands",
                  flush=True)
        return
    deals = [(args.seed + i, me) for i in range(args.hands) for me in (0, 1)]

    def run(known: int) -> Tuple[List[float], float, float]:
        separation: List[Tuple[float, bool]] = []
        results = [play(args.game, seed, me, known, separation) for seed, me in deals]
        return [n for n, _ in results], sum(f for _, f in results) / len(results), roc_area(separation)

    base, base_fed, base_auc = run(-1)
    mean = sum(base) / len(base)
    print(f"{args.game}, {len(deals)} hands against the baseline (seeds {args.seed}+, both seats)")
    print(f"Hard (honest):        net {mean:+.2f} a hand, baseline took {base_fed:.2f} of its discards a hand, "
          f"its danger score separates them with area {base_auc:.2f}")
    for known in (int(k) for k in args.known.split(",")):
        nets, fed, auc = run(known)
        diff = [a - b for a, b in zip(nets, base)]
        gain = sum(diff) / len(diff)
        se = math.sqrt(sum((d - gain) ** 2 for d in diff) / (len(diff) - 1) / len(diff))
        print(f"knows {known:2d} of 10 cards: {gain:+.2f} +- {se:.2f} points a hand over Hard, "
              f"baseline took {fed:.2f} a hand, area {auc:.2f}")


if __name__ == "__main__":
    main()
