"""The search both families' meld maths share: the disjoint choice of candidate melds with
the highest total value.

A candidate is ``(mask, value)``: the cards it uses as bits of an integer (any numbering the
caller likes: Gin numbers the 52 cards, the table games the cards of a hand) and what melding it
is worth. ``max_meld_value`` answers "which candidates, disjoint, meld the most?";
``packing`` gives the search itself, for callers that ask more of it (Gin's best discard).
"""

from __future__ import annotations

from typing import Callable, Dict, List, Sequence, Tuple

PackSearch = Tuple[Callable[[int], int], Callable[[int, int], List[int]], Dict[int, Tuple[int, int]], int]


def packing(candidates: Sequence[Tuple[int, int]]) -> PackSearch:
    """The search for the disjoint choice of candidates with the highest total value inside a
    set of free cards: (``best(free)``, ``fitting(card, free)`` the candidates holding ``card``
    that fit in ``free``, the memo ``free -> (value, candidate taken or -1)``, every card some
    candidate covers).

    Branches on the lowest card still covered by some candidate: either that card stays
    out of every meld, or one of the candidates holding it is taken. Memoised on the set of
    cards still free, so overlapping choices are solved once."""
    by_low: Dict[int, List[int]] = {}
    cover = 0
    for i, (m, _v) in enumerate(candidates):
        cover |= m
        x = m
        while x:
            low = x & -x
            by_low.setdefault(low, []).append(i)
            x ^= low
    memo: Dict[int, Tuple[int, int]] = {}

    def fitting(low: int, free: int) -> List[int]:
        return [i for i in by_low.get(low, ()) if candidates[i][0] & free == candidates[i][0]]

    def best(free: int) -> int:
        if free in memo:
            return memo[free][0]
        result, choice = 0, -1
        rest = free
        while rest:
            low = rest & -rest
            fits = fitting(low, free)
            if fits:
                result = best(free ^ low)
                for i in fits:
                    m, v = candidates[i]
                    total = v + best(free & ~m)
                    if total > result:
                        result, choice = total, i
                break
            rest ^= low
        memo[free] = (result, choice)
        return result

    return best, fitting, memo, cover


def max_meld_value(candidates: Sequence[Tuple[int, int]]) -> Tuple[int, List[int]]:
    """The disjoint choice of candidates with the highest total value, and its members."""
    if not candidates:
        return 0, []
    if len(candidates) == 1:
        return candidates[0][1], [0]
    best, fitting, memo, cover = packing(candidates)
    total = best(cover)
    chosen: List[int] = []
    free = cover
    while free in memo and memo[free][0] > 0:
        choice = memo[free][1]
        if choice < 0:
            # The lowest fitting card was left out; follow the branch without it.
            rest = free
            while rest:
                low = rest & -rest
                if fitting(low, free):
                    free ^= low
                    break
                rest ^= low
            continue
        chosen.append(choice)
        free &= ~candidates[choice][0]
    return total, chosen
