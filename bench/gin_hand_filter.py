"""How sharply the opponent's hand can be read from the hand's history: a Bayesian filter that
judges every pass, take and throw against the hand held at that moment, against Hard's own
estimate (``meld_chances``), which judges them against the hand held now.

    python3 bench/gin_hand_filter.py [--game oklahoma] [--opponent baseline] [--hands 60] [--particles 1000]

``bench/gin_knowledge.py`` shows what a sharper reading would be worth: ranking the cards the
opponent would take with an area under the ROC curve of 0.94 (four of its ten cards known)
gained +2.7 points a hand in Oklahoma Gin, 0.85 (two cards) nothing. This asks whether the
history holds that much.

The filter: many hands for the opponent now (the cards it took from the pile, the rest dealt
from the unseen cards), each played back through the hand to its deal: a throw put back, a
card taken from the pile put back on it, a stock draw put back as one of the hand's other cards
at random (which one is unknown). Each step weighs the hand by how likely the opponent's
action was with the hand it held then: a throw of one of its unmatched cards with a chance
growing with the card's value (``--beta``; the baseline throws its highest), of a melded card
``--eps``; a take of a card that melds with its hand 0.85, of one that does not 0.1 (passing the
complement). From the weighted hands, each card's chance to make a meld with the opponent's
hand now; and each unseen card's chance to be in it.

Hard plays against the opponent, one hand per deal from each seat. At each of Hard's discards
the bench scores both estimates against the opponent's true hand (read from the game only to
score: measurement only): the area under the ROC curve of the meld chances of Hard's possible
discards (would the card meld with the hand?) and of the held chances of the unseen cards.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from typing import Dict, List, Sequence, Tuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gin_knowledge import roc_area  # noqa: E402
from remi.actions import Discard, DrawDiscard, DrawStock, Knock, Pass, TakeUpcard  # noqa: E402
from remi.cards import Card  # noqa: E402
from remi.game import Phase  # noqa: E402
from remi.gin import GinRummy, GinView, melds  # noqa: E402
from remi.gin.players import VALUE_OF, GinKnowledge, HardGinPlayer, _mask, meld_chances, melds_with, view_rng  # noqa: E402
from remi.players import Player, make_player  # noqa: E402
from remi.registry import new_game  # noqa: E402

TAKE_MELD, TAKE_OTHER = 0.85, 0.1  # the chance to take a card from the pile that melds with the hand, and one that does not


def history(view: GinView, seat: int) -> Tuple[List[Tuple[str, int]], int]:
    """``seat``'s actions in this hand as (kind, card index): "take", "pass" (the pile's top
    left), "stock" (a stock draw, no card), "throw"; and the mask of every card it took."""
    pile: List[Card] = [view.upcard]
    events: List[Tuple[str, int]] = []
    taken = 0
    last = None  # the previous action
    for who, action in view.log:
        # when both players pass the up-card, the first must draw from the stock (G-4): that
        # draw leaves the same up-card again, which is not a second choice (the only draw
        # that follows a pass)
        forced = isinstance(action, DrawStock) and isinstance(last, Pass)
        last = action
        if isinstance(action, (TakeUpcard, DrawDiscard)):
            if pile:
                card = pile.pop()
                if who == seat:
                    events.append(("take", card.index))
                    taken |= 1 << card.index
        elif isinstance(action, (Pass, DrawStock)):
            if who == seat and pile and not forced:
                events.append(("pass", pile[-1].index))
            if who == seat and isinstance(action, DrawStock):
                events.append(("stock", -1))
        elif isinstance(action, (Discard, Knock)):
            pile.append(action.card)
            if who == seat:
                events.append(("throw", action.card.index))
    return events, taken


def filtered_hands(view: GinView, knowledge: GinKnowledge, seat: int, particles: int, beta: float,
                   eps: float) -> List[Tuple[int, float]]:
    """Hands ``seat`` may hold now, as (mask, weight), weighed by its actions this hand."""
    events, taken = history(view, seat)
    known = _mask(list(knowledge.picked[seat]))
    pool = [c.index for c in knowledge.unseen]
    need = min(max(view.hand_sizes[seat] - bin(known).count("1"), 0), len(pool))
    rng = view_rng(view, "filter")
    lift = [math.exp(beta * v) for v in VALUE_OF]
    out: List[Tuple[int, float]] = []
    for _ in range(particles):
        now = known
        for i in rng.sample(pool, need):
            now |= 1 << i
        hand, log_weight = now, 0.0
        for kind, card in reversed(events):
            if kind == "throw":
                hand |= 1 << card
                loose = melds.unmatched_of_mask(hand)
                if loose >> card & 1:
                    log_weight += math.log((1 - eps) * lift[card] / sum(lift[i] for i in melds.mask_indices(loose)))
                else:
                    log_weight += math.log(eps / max(1, bin(hand & ~loose).count("1")))
            elif kind == "stock":
                drawn = melds.mask_indices(hand & ~taken)
                if drawn:
                    hand &= ~(1 << rng.choice(drawn))
            elif kind == "take":
                hand &= ~(1 << card)
                log_weight += math.log(TAKE_MELD if melds_with(card, hand) else TAKE_OTHER)
            else:
                log_weight += math.log(1 - TAKE_MELD if melds_with(card, hand) else 1 - TAKE_OTHER)
        out.append((now, log_weight))
    top = max(w for _, w in out)
    return [(m, math.exp(w - top)) for m, w in out]


class MeasuredHard(HardGinPlayer):
    """Plain Hard, scoring both estimates at each of its discards (it reads the opponent's hand
    only to score them, never to decide)."""

    def __init__(self, game: GinRummy, rows: Dict[str, List[Tuple[float, bool]]], settings: Dict[str, float],
                 seconds: List[float]) -> None:
        self.game, self.rows, self.settings, self.seconds = game, rows, settings, seconds

    def discard(self, view: GinView, knowledge: GinKnowledge) -> Card:
        seat = (view.seat + 1) % view.players
        truth = _mask(self.game.hands[seat])
        cards = self.discardable(view)
        hard = meld_chances(view, knowledge, cards)
        started = time.perf_counter()
        hands = filtered_hands(view, knowledge, seat, int(self.settings["particles"]), self.settings["beta"],
                               self.settings["eps"])
        self.seconds.append(time.perf_counter() - started)
        total = sum(w for _, w in hands)
        for c in cards:
            melds_now = melds_with(c.index, truth)
            self.rows["hard melds"].append((hard[c], melds_now))
            self.rows["filter melds"].append((sum(w for m, w in hands if melds_with(c.index, m)) / total, melds_now))
        for c in knowledge.unseen:
            self.rows["filter held"].append((sum(w for m, w in hands if m >> c.index & 1) / total,
                                             bool(truth >> c.index & 1)))
        return super().discard(view, knowledge)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("gin", "oklahoma"), default="oklahoma")
    parser.add_argument("--opponent", default="baseline", help="a level or a member of the game's panel")
    parser.add_argument("--hands", type=int, default=60, help="deals, each played from both seats")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--particles", type=int, default=1000)
    parser.add_argument("--beta", type=float, default=3.0, help="how strongly a throw is of the highest unmatched card")
    parser.add_argument("--eps", type=float, default=0.1, help="the chance a throw breaks a meld")
    args = parser.parse_args(argv)
    settings = {"particles": args.particles, "beta": args.beta, "eps": args.eps}
    rows: Dict[str, List[Tuple[float, bool]]] = {"hard melds": [], "filter melds": [], "filter held": []}
    seconds: List[float] = []
    for seed in range(args.seed, args.seed + args.hands):
        for me in (0, 1):
            game = new_game(args.game, 2, {}, seed)
            assert isinstance(game, GinRummy)
            measured = MeasuredHard(game, rows, settings, seconds)
            seats: List[Player] = [make_player(args.opponent, seed + 1000 * s, args.game) for s in range(2)]
            seats[me] = measured
            while game.phase != Phase.HAND_OVER:
                seat = game.to_act
                assert seat is not None
                game.apply(seats[seat].choose(game.view(seat)))
    seconds.sort()
    print(f"{args.game} against {args.opponent}: {len(seconds)} discards of Hard, {2 * args.hands} hands (seeds "
          f"{args.seed}+), filter of {args.particles} hands, beta {args.beta:g}, eps {args.eps:g}")
    print(f"  would the card meld with the opponent's hand: Hard's estimate {roc_area(rows['hard melds']):.3f}, "
          f"the filter {roc_area(rows['filter melds']):.3f} (area under the ROC curve)")
    print(f"  is the unseen card in the opponent's hand: the filter {roc_area(rows['filter held']):.3f}")
    print(f"  the filter's time a discard: median {1000 * seconds[len(seconds) // 2]:.1f} ms, worst {1000 * seconds[-1]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
