"""Scratch measurement: does a determinized Monte Carlo search beat Hard in Oklahoma Gin?

    PYTHONPATH=engine nice -n 19 python3 bench/ok_search.py oklahoma baseline hard search --hands 150 --seed 11
    PYTHONPATH=engine nice -n 19 python3 bench/ok_search.py oklahoma baseline hard search:K=40,prune=6 ...

``SearchGinPlayer`` (a ``HardGinPlayer``) decides the discard (and knock-or-not, and with
``search_draw`` the draw) by sampling K deals of the hidden cards from its view only
(``GinKnowledge.unseen``, the opponent's known picked cards fixed, generator seeded by
``view_rng``), playing each candidate out on the same deals with a fast bitmask simulator
under a simple policy for both sides, and taking the candidate with the best mean score
(OK-5, lay-offs counted at the end; a stock run down to 2 cards is a draw, OK-4).

Measured (Oklahoma defaults, 2 players, against baseline, 150 deals from seed 11 = 300 hands
each; Hard nets -0.06 +- 2.46 a hand there; "vs hard" is the paired difference, 95% interval):

    search K=30, prune=5 (discard + knock)           -2.12 +- 3.09   median 47 ms, p90 80 ms
    search K=30, prune=5, Hard's knock               -2.75 +- 2.85   median 48 ms, p90 81 ms
    search K=200, prune=3, Hard's knock, z=1         +0.27 +- 1.94   median 150 ms, p90 372 ms
    search K=200, prune=3, + draw + knock, z=1       +0.00 +- 2.29   median 137 ms, p90 362 ms
    search K=400, prune=3, Hard's knock, z=0         -1.80 +- 2.43   median 311 ms, p90 670 ms

(CPython decision times, search decisions only.) ``bench/ok_search_probe.py``: at Hard's
discard decisions the rollout values of its top 5 discards differ by 0-3 points, but the
paired per-deal SD of a difference is 10-25 points even with common random numbers, so
K ~ 400 rollouts per candidate are needed to rank them; and even then (last row) the
rollout ranking, with a baseline continuation for both sides, is no better than Hard's
``discard_cost``. No sign of the >= +1.5 a hand hoped for.

This file adds ``search`` to the players of Gin and Oklahoma in ``remi.registry.GAMES`` and then runs
``bench/paired_hands.py``'s main with the same arguments. ``--timing`` prints decision times.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Dict, List, Optional, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "engine"))
sys.path.insert(0, HERE)

from remi.actions import Action, Discard, DrawDiscard, DrawStock, Knock  # noqa: E402
from remi.game import Phase  # noqa: E402
from remi.gin import melds  # noqa: E402
from remi.gin.players import CARD_OF, GinKnowledge, HardGinPlayer, view_rng  # noqa: E402
from remi.packing import max_meld_value  # noqa: E402
from remi.registry import GAMES  # noqa: E402

VAL = melds._BIT_VALUE  # card values by card index (G-2)

_DW: Dict[int, int] = {}
_uncached = melds._deadwood_uncached


def dw(mask: int) -> int:
    v = _DW.get(mask)
    if v is None:
        v = _uncached(mask)
        if len(_DW) > 3_000_000:
            _DW.clear()
        _DW[mask] = v
    return v


_ARR: Dict[int, Tuple[int, int]] = {}


def arr(mask: int) -> Tuple[int, int]:
    """(deadwood, deadwood cards mask) of the best arrangement of ``mask`` (C-5)."""
    got = _ARR.get(mask)
    if got is None:
        cands = melds._candidate_melds(mask)
        free = mask
        if cands:
            _total, chosen = max_meld_value(cands)
            for i in chosen:
                free &= ~cands[i][0]
        got = (melds._mask_values(free)[0], free)
        if len(_ARR) > 3_000_000:
            _ARR.clear()
        _ARR[mask] = got
    return got


def best_discard(hand: int, forbidden: int = -1) -> Tuple[int, int]:
    """(card index, deadwood left) of the discard leaving least deadwood, highest value on ties."""
    best_i, best_d, best_v = -1, 1 << 30, -1
    x = hand
    while x:
        low = x & -x
        x ^= low
        i = low.bit_length() - 1
        if i == forbidden:
            continue
        d = dw(hand ^ low)
        v = VAL[i]
        if d < best_d or (d == best_d and v > best_v):
            best_i, best_d, best_v = i, d, v
    return best_i, best_d


def settle(knocker_hand: int, other_hand: int, k: int, undercut_bonus: int, gin_bonus: int,
           layoffs: bool) -> int:
    """Points to the knocker (negative: to the other) of a knock with ``k`` deadwood (OK-5)."""
    if k == 0:
        return dw(other_hand) + gin_bonus
    if layoffs:
        kcards = [CARD_OF[i] for i in melds.mask_indices(knocker_hand)]
        arr = melds.best_arrangement(kcards)
        o = melds.best_layoff([CARD_OF[i] for i in melds.mask_indices(other_hand)], arr.melds).deadwood_value
    else:
        o = dw(other_hand)
    if o <= k:
        return -(k - o + undercut_bonus)
    return o - k


class Sim:
    """Rule constants of one hand for the rollouts."""

    def __init__(self, limit: int, undercut_bonus: int, gin_bonus: int, layoffs: bool) -> None:
        self.limit = limit
        self.ub = undercut_bonus
        self.gb = gin_bonus
        self.layoffs = layoffs

    def turn_after_draw(self, hands: List[int], p: int, forbidden: int) -> Tuple[Optional[int], int]:
        """Player ``p`` holds 11 cards: knock (returns (points to p, -1)) or discard (None, card)."""
        h = hands[p]
        d11, dead = arr(h)
        if forbidden >= 0:
            dead &= ~(1 << forbidden)
        if dead:
            c, v = -1, -1
            x = dead
            while x:  # baseline: the highest deadwood card (highest rank among equals)
                low = x & -x
                x ^= low
                i = low.bit_length() - 1
                if VAL[i] > v or (VAL[i] == v and i % 13 > c % 13):
                    c, v = i, VAL[i]
            d = d11 - v
        else:
            c, d = best_discard(h, forbidden)
        hands[p] = h ^ (1 << c)
        if d <= self.limit:
            return settle(hands[p], hands[1 - p], d, self.ub, self.gb, self.layoffs), c
        return None, c

    def rollout(self, hands: List[int], stock: List[int], pos: int, top: int, p: int) -> int:
        """Play on from player ``p``'s draw; stock[pos:] is the stock, top of the pile ``top``.
        Returns points to player 0 (negative to player 1)."""
        n = len(stock)
        while True:
            h = hands[p]
            taken = h | (1 << top)
            if not arr(taken)[1] >> top & 1:  # baseline: the card completes a meld
                hands[p] = taken
                forbidden = top
            else:
                hands[p] = h | (1 << stock[pos])
                pos += 1
                forbidden = -1
            pts, c = self.turn_after_draw(hands, p, forbidden)
            if pts is not None:
                return pts if p == 0 else -pts
            top = c
            if n - pos <= 2:
                return 0
            p = 1 - p


class SearchGinPlayer(HardGinPlayer):
    K = 30
    prune = 5  # discards searched: the best by Hard's discard_cost
    search_draw = False
    layoffs = True
    z = 0.0  # leave Hard's first choice only for a candidate better by z standard errors (paired)
    search_knock = True  # False: knock as Hard does (knocks when it may, but for a likely undercut)
    times: List[float] = []

    def _deals(self, view, knowledge: GinKnowledge) -> List[Tuple[int, List[int]]]:
        rng = view_rng(view, "search")
        opp = (view.seat + 1) % view.players
        known = sorted(c.index for c in knowledge.picked[opp])
        need = view.hand_sizes[opp] - len(known)
        unseen = sorted(c.index for c in knowledge.unseen)
        assert len(unseen) == need + view.stock_size, (len(unseen), need, view.stock_size)
        deals = []
        for _ in range(self.K):
            pool = unseen[:]
            rng.shuffle(pool)
            ohand = 0
            for i in known:
                ohand |= 1 << i
            for i in pool[:need]:
                ohand |= 1 << i
            stock = pool[need:need + view.stock_size]
            deals.append((ohand, stock))
        return deals

    def _sim(self, view) -> Sim:
        o = view.options
        return Sim(view.knock_limit, int(o.get("undercut_bonus", 10)), int(o.get("gin_bonus", 25)), self.layoffs)

    def choose(self, view) -> Action:
        if view.players != 2 or view.phase not in (Phase.DISCARD, Phase.DRAW):
            return super().choose(view)
        if view.phase == Phase.DRAW and not self.search_draw:
            return super().choose(view)
        started = time.perf_counter()
        try:
            if view.phase == Phase.DISCARD:
                return self._choose_discard(view)
            return self._choose_draw(view)
        finally:
            self.times.append(time.perf_counter() - started)

    def _choose_discard(self, view) -> Action:
        knowledge = GinKnowledge.from_view(view)
        legal = set(view.legal_actions)
        hand = 0
        for c in view.hand:
            hand |= 1 << c.index
        knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
        if knocks and not self.search_knock:
            hk = self.knock(view, knowledge)
            if hk is not None and hk in legal:
                return hk
            knocks = []
        if knocks:
            kbest = min(knocks, key=lambda a: (dw(hand ^ (1 << a.card.index)), -melds.gin_value(a.card)))
            if dw(hand ^ (1 << kbest.card.index)) == 0:
                return kbest  # gin
        discards = sorted(self.discardable(view), key=lambda c: (self.discard_cost(view, knowledge, c), str(c)))
        cands: List[Action] = [Discard(c) for c in discards[: self.prune]]
        if knocks:
            cands.append(kbest)
        if len(cands) == 1:
            return cands[0]
        sim = self._sim(view)
        deals = self._deals(view, knowledge)
        vals: List[List[float]] = [[] for _ in cands]
        for ohand, stock in deals:
            for j, a in enumerate(cands):
                mine = hand ^ (1 << a.card.index)
                if isinstance(a, Knock):
                    v = settle(mine, ohand, dw(mine), sim.ub, sim.gb, sim.layoffs)
                elif len(stock) <= 2:
                    v = 0  # this discard ends the hand in a draw (OK-4)
                else:
                    v = sim.rollout([mine, ohand], stock, 0, a.card.index, 1)
                vals[j].append(v)
        # the reference: Hard's own choice (its knock if it would knock, else its best discard)
        ref = 0
        if knocks and self.knock(view, knowledge) is not None:
            ref = len(cands) - 1
        best, best_score = ref, 0.0
        n = len(deals)
        for j in range(len(cands)):
            if j == ref:
                continue
            d = [a - b for a, b in zip(vals[j], vals[ref])]
            m = sum(d) / n
            if self.z > 0:
                var = sum((x - m) ** 2 for x in d) / max(n - 1, 1)
                m -= self.z * (var / n) ** 0.5
            if m > best_score:
                best, best_score = j, m
        return cands[best]

    def _choose_draw(self, view) -> Action:
        if DrawDiscard() not in view.legal_actions:
            return DrawStock()
        knowledge = GinKnowledge.from_view(view)
        hand = 0
        for c in view.hand:
            hand |= 1 << c.index
        top = view.discard_pile[-1].index
        sim = self._sim(view)
        deals = self._deals(view, knowledge)
        take: List[float] = []
        draw: List[float] = []
        for ohand, stock in deals:
            for choice in (0, 1):
                hands = [hand, ohand]
                if choice == 0:
                    hands[0] = hand | (1 << top)
                    forbidden, pos = top, 0
                else:
                    hands[0] = hand | (1 << stock[0])
                    forbidden, pos = -1, 1
                pts, c = sim.turn_after_draw(hands, 0, forbidden)
                if pts is None:
                    pts = 0 if len(stock) - pos <= 2 else sim.rollout(hands, stock, pos, c, 1)
                (take if choice == 0 else draw).append(pts)
        hard_takes = self.wants(view, knowledge, view.discard_pile[-1])
        d = [a - b for a, b in zip(draw, take)] if hard_takes else [a - b for a, b in zip(take, draw)]
        n = len(d)
        m = sum(d) / n
        if self.z > 0:
            var = sum((x - m) ** 2 for x in d) / max(n - 1, 1)
            m -= self.z * (var / n) ** 0.5
        switch = m > 0
        return DrawDiscard() if hard_takes != switch else DrawStock()


for _name in ("gin", "oklahoma"):
    GAMES[_name].players["search"] = lambda seed: SearchGinPlayer()


if __name__ == "__main__":
    import paired_hands

    argv = sys.argv[1:]
    timing = "--timing" in argv
    argv = [a for a in argv if a != "--timing"]
    rc = paired_hands.main(argv)
    if timing and SearchGinPlayer.times:
        ts = sorted(SearchGinPlayer.times)
        n = len(ts)
        print(f"decisions {n}: median {1000 * ts[n // 2]:.1f} ms, p90 {1000 * ts[int(n * 0.9)]:.1f} ms, "
              f"max {1000 * ts[-1]:.1f} ms")
    sys.exit(rc)
