"""Scratch (with bench/ok_search.py). Run: PYTHONPATH=engine nice -n 19 python3 bench/ok_search_probe.py 400
Probe: at discard decisions of Hard vs baseline, the rollout value of each of Hard's top
discards over many deals: how far apart they are, and how noisy."""
import math, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ok_search as S
from remi.game import new_game, Phase
from remi.players import make_player
from remi.actions import Discard
from remi.gin_ai import GinKnowledge

K = int(sys.argv[1]) if len(sys.argv) > 1 else 400
player = S.SearchGinPlayer(); player.K = K
base = make_player("baseline", 0, "oklahoma")
rows = []
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
            for c in v.hand: hand |= 1 << c.index
            vals = [[sim.rollout([hand ^ (1 << c.index), oh], st, 0, c.index, 1) for oh, st in deals] for c in ds]
            ref = vals[0]
            out = []
            for j, vs in enumerate(vals):
                d = [a - b for a, b in zip(vs, ref)]
                m = sum(d) / K
                sd = math.sqrt(sum((x - m) ** 2 for x in d) / (K - 1))
                out.append((m, sd))
            rows.append(out)
            print(f"stock {v.stock_size:2d} limit {v.knock_limit:2d} mean0 {sum(ref)/K:+6.2f} sd0 {math.sqrt(sum((x-sum(ref)/K)**2 for x in ref)/(K-1)):5.1f} | " +
                  "  ".join(f"{m:+5.2f}/{sd:4.1f}" for m, sd in out[1:]))
        g.apply((S.HardGinPlayer() if seat == 0 else base).choose(v))
    if len(rows) > 60: break
