"""Probe for ``bench/ok_search.py``: at Hard's discard decisions in Oklahoma Gin against the
baseline, the play-out value of each of Hard's five best discards (by ``discard_cost``) over K
deals of the hidden cards, and the spread of the paired differences: how far apart the
discards are, and how many play-outs it takes to tell them apart.

    PYTHONPATH=engine nice -n 19 python3 bench/ok_search_probe.py 400

Each line: the stock, the knock limit, the mean and SD of Hard's first choice, then for the
second to fifth choices the mean / SD of their difference from the first on the same deals.
"""

import math
import os
import sys
from typing import List, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ok_search as S  # noqa: E402
from remi.game import Phase  # noqa: E402
from remi.gin.players import GinKnowledge  # noqa: E402
from remi.players import make_player  # noqa: E402
from remi.registry import new_game  # noqa: E402


def mean_sd(values: List[float]) -> Tuple[float, float]:
    m = sum(values) / len(values)
    return m, math.sqrt(sum((x - m) ** 2 for x in values) / max(len(values) - 1, 1))


def main() -> None:
    k = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    player = S.SearchGinPlayer()
    player.K = k
    base = make_player("baseline", 0, "oklahoma")
    rows = 0
    for seed in range(20):
        g = new_game("oklahoma", 2, {}, 1000 + seed)
        while g.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            seat = g.to_act
            v = g.view(seat)
            if seat == 0 and v.phase == Phase.DISCARD and v.stock_size > 2:
                kn = GinKnowledge.from_view(v)
                ds = sorted(player.discardable(v), key=lambda c: (player.discard_cost(v, kn, c), str(c)))[:5]
                sim = player._sim(v)
                deals = player._deals(v, kn)
                hand = 0
                for c in v.hand:
                    hand |= 1 << c.index
                vals = [[sim.rollout([hand ^ (1 << c.index), oh], st, 0, c.index, 1) for oh, st in deals] for c in ds]
                ref = vals[0]
                diffs = [mean_sd([a - b for a, b in zip(vs, ref)]) for vs in vals[1:]]
                m0, sd0 = mean_sd(ref)
                others = "  ".join(f"{m:+5.2f}/{sd:4.1f}" for m, sd in diffs)
                print(f"stock {v.stock_size:2d} limit {v.knock_limit:2d} mean0 {m0:+6.2f} sd0 {sd0:5.1f} | {others}")
                rows += 1
            g.apply((S.HardGinPlayer() if seat == 0 else base).choose(v))
        if rows > 60:
            break


if __name__ == "__main__":
    main()
