"""A fast Gin Rummy hand simulator on 52-bit masks, for the computer players' lookahead.

A hand is a mask (bit ``card.index``). ``arrangement`` gives the deadwood count and the cards
in melds of the same best arrangement as ``melds.best_arrangement`` (same search, same ties),
so ``baseline_turn`` plays exactly as ``players.BaselineGinPlayer``: take the discard only
when it ends up in a meld, knock as soon as the rules allow with the lowest deadwood, else
throw the highest deadwood card. ``layoff_deadwood`` is the engine's G-9 answer to a knock.

``rollout`` plays a hand to its end from a determinized position (both hands and the stock
order known) with that policy for both players and returns the points won by the first
player, net of the other's (gin and undercut bonuses included).

``particle_hands`` samples the hands an opponent may hold by following its turns as the
baseline would have played them (a particle filter, seeded by the caller).
"""

from __future__ import annotations

import random
from typing import Dict, List, Sequence, Tuple

from . import melds

VALUE = tuple(melds.GIN_VALUES[i % 13 + 1] for i in range(52))
RANK = tuple(i % 13 + 1 for i in range(52))
# Order of "highest deadwood card" in the baseline: value, then rank (suit order last).
ORDER = tuple(VALUE[i] * 16 + RANK[i] for i in range(52))
_RANK_ALL = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))

_ARR: Dict[int, Tuple[int, int]] = {}
_ARR_LIMIT = 1 << 18


def mask_value(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += VALUE[low.bit_length() - 1]
        mask ^= low
    return total


def arrangement(mask: int) -> Tuple[int, int]:
    """(deadwood count, mask of the melded cards) of the hand's best arrangement (C-5)."""
    found = _ARR.get(mask)
    if found is not None:
        return found
    candidates = melds._candidate_melds(mask)
    total = mask_value(mask)
    if not candidates:
        found = (total, 0)
    else:
        value, chosen = melds._max_meld_value(candidates)
        melded = 0
        for i in chosen:
            melded |= candidates[i][0]
        found = (total - value, melded)
    if len(_ARR) >= _ARR_LIMIT:
        _ARR.clear()
    _ARR[mask] = found
    return found


def deadwood(mask: int) -> int:
    return arrangement(mask)[0]


def bits(mask: int) -> List[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def index(bit: int) -> int:
    return bit.bit_length() - 1


def completes_meld(hand: int, bit: int) -> bool:
    """Whether the card ends up in a meld of the best arrangement of the hand plus it."""
    return bool(arrangement(hand | bit)[1] & bit)


def best_knock(hand: int, forbidden: int, limit: int) -> Tuple[int, int]:
    """(card, deadwood left) of the baseline's knock from an 11-card hand, or (0, -1)."""
    if arrangement(hand)[0] - 10 > limit:
        return 0, -1
    best, best_key = 0, (99, 0)
    for b in bits(hand & ~forbidden):
        left = arrangement(hand ^ b)[0]
        if left <= limit:
            key = (left, -VALUE[index(b)])
            if key < best_key:
                best, best_key = b, key
    return best, (best_key[0] if best else -1)


def baseline_discard(hand: int, forbidden: int) -> int:
    """The baseline's discard from an 11-card hand that does not knock: its highest deadwood
    card; with none, the card leaving the least deadwood."""
    dead = hand & ~arrangement(hand)[1] & ~forbidden
    if dead:
        best, key = 0, -1
        while dead:
            low = dead & -dead
            k = ORDER[index(low)]
            if k > key:
                best, key = low, k
            dead ^= low
        return best
    options = bits(hand & ~forbidden) or bits(hand)
    return min(options, key=lambda b: (arrangement(hand ^ b)[0], -VALUE[index(b)], -RANK[index(b)]))


def knocker_melds(mask: int) -> List[int]:
    candidates = melds._candidate_melds(mask)
    if not candidates:
        return []
    _value, chosen = melds._max_meld_value(candidates)
    return [candidates[i][0] for i in chosen]


def layoff_deadwood(hand: int, knocker: Sequence[int]) -> int:
    """G-9: the defender's deadwood with its own melds and lay-offs on the knocker's melds."""
    groups: List[Tuple[int, int]] = []
    for m in knocker:
        if not m & (m >> 1):  # a set: its cards are 13 apart
            if bin(m).count("1") == 3:
                rank = index(m & -m) % 13
                missing = _RANK_ALL[rank] & ~m
                if missing & hand:
                    groups.append((missing, VALUE[index(missing)]))
            continue
        low = index(m & -m)
        high = m.bit_length() - 1
        suit_base = low - low % 13
        for step, start in ((-1, low - 1), (1, high + 1)):
            chain, value, i = 0, 0, start
            while suit_base <= i < suit_base + 13 and hand >> i & 1:
                chain |= 1 << i
                value += VALUE[i]
                groups.append((chain, value))
                i += step
    if not groups:
        return arrangement(hand)[0]
    candidates = melds._candidate_melds(hand) + groups
    value, _chosen = melds._max_meld_value(candidates)
    return mask_value(hand) - value


def settle(knocker_hand: int, knocker_dw: int, defender_hand: int, gin_bonus: int, undercut_bonus: int) -> int:
    """Points won by the knocker, net (negative when undercut)."""
    if knocker_dw == 0:
        return arrangement(defender_hand)[0] + gin_bonus
    theirs = layoff_deadwood(defender_hand, knocker_melds(knocker_hand))
    if theirs <= knocker_dw:
        return -(knocker_dw - theirs + undercut_bonus)
    return theirs - knocker_dw


def turn_after_draw(hand: int, forbidden: int, limit: int) -> Tuple[int, int, int]:
    """The baseline's discard phase from an 11-card hand: (card, hand left, deadwood if it
    knocks else -1)."""
    card, left = best_knock(hand, forbidden, limit)
    if card:
        return card, hand ^ card, left
    card = baseline_discard(hand, forbidden)
    return card, hand ^ card, -1


def rollout(
    first: int,
    second: int,
    top: int,
    stock: List[int],
    limit: int,
    gin_bonus: int,
    undercut_bonus: int,
    max_turns: int = 60,
) -> int:
    """Play on from a position where ``first`` (10 cards) is to draw, ``top`` is the discard
    pile's top card and ``stock`` is drawn from its end (consumed). Both play the baseline.
    Returns the points ``first`` wins net of ``second``; 0 if the stock runs out."""
    hands = [first, second]
    mover = 0
    for _ in range(max_turns):
        hand = hands[mover]
        if top and arrangement(hand | top)[1] & top:
            hand |= top
            forbidden = top
        else:
            if len(stock) <= 2:
                return 0
            hand |= stock.pop()
            forbidden = 0
        card, hand, knocked = turn_after_draw(hand, forbidden, limit)
        if knocked >= 0:
            won = settle(hand, knocked, hands[1 - mover], gin_bonus, undercut_bonus)
            return won if mover == 0 else -won
        hands[mover] = hand
        top = card
        mover = 1 - mover
    return 0


def _partners(bit: int) -> int:
    """Cards that could share a meld with ``bit``: its rank in other suits, its suit within two."""
    i = index(bit)
    rank = i % 13
    base = i - rank
    near = 0
    for d in (-2, -1, 1, 2):
        if 0 <= rank + d < 13:
            near |= 1 << (base + rank + d)
    return (_RANK_ALL[rank] & ~bit) | near


PARTNERS = tuple(_partners(1 << i) for i in range(52))


def could_take(hand: int, bit: int) -> bool:
    """A quick test that ``bit`` would make a meld with ``hand``: two of its rank, or two
    neighbours in its suit that make a run with it."""
    i = index(bit)
    rank = i % 13
    if bin(_RANK_ALL[rank] & hand & ~bit).count("1") >= 2:
        return True
    below1 = rank >= 1 and hand >> (i - 1) & 1
    below2 = rank >= 2 and hand >> (i - 2) & 1
    above1 = rank <= 11 and hand >> (i + 1) & 1
    above2 = rank <= 10 and hand >> (i + 2) & 1
    return bool((below1 and (below2 or above1)) or (above1 and above2))


# --- Opponent model: a particle filter over the opponent's turns ---------------------------

TAKE, DECLINE, DRAW, DISCARD = 0, 1, 2, 3
# How likely a simple player's observed choice is when the particle says it would have chosen
# otherwise (soft, so that players who do not play the baseline exactly are still followed).
MISS_TAKE = 0.05
MISS_DISCARD = 0.1
MISS_MELDED = 0.02
MISS_KNOCK = 0.02


def _would_take(hand: int, bit: int) -> bool:
    return could_take(hand, bit) and bool(arrangement(hand | bit)[1] & bit)


def _discard_likelihood(hand: int, forbidden: int, card: int, limit: int) -> float:
    """How well the baseline explains discarding ``card`` from the 11-card ``hand``."""
    dw, melded = arrangement(hand)
    p = 1.0
    if dw - 10 <= limit and best_knock(hand, forbidden, limit)[0]:
        p = MISS_KNOCK
    if melded & card:
        return p * MISS_MELDED
    key = ORDER[index(card)]
    dead = hand & ~melded & ~forbidden
    while dead:
        low = dead & -dead
        if ORDER[index(low)] > key:
            return p * MISS_DISCARD
        dead ^= low
    return p


def _free_card(pool: Sequence[int], free: int, rng: random.Random) -> int:
    """A random card of ``pool`` that is in ``free`` (0 if none)."""
    if not free:
        return 0
    for _ in range(8):
        b = pool[rng.randrange(len(pool))]
        if free & b:
            return b
    options = bits(free)
    return options[rng.randrange(len(options))]


def particle_hands(
    events: Sequence[Tuple[int, int]],
    pool: Sequence[int],
    size: int,
    particles: int,
    rng: random.Random,
    limit: int,
    repairs: int = 4,
) -> Tuple[List[int], List[float]]:
    """Hands of an opponent consistent with its turns: particles that follow it turn by turn.

    ``events`` are the opponent's observed steps in order: (TAKE, card) from the pile,
    (DECLINE, card) left on the pile, (DRAW, 0) from the stock, (DISCARD, card). ``pool`` is
    every card it may have held unseen: the cards nobody has seen now and the cards it threw
    away (not those it took from the pile, which come with TAKE). Each particle deals the
    opponent a first hand of ``size`` cards and plays its turns: a card it must have drawn to
    throw it away is drawn on purpose; a hand the baseline would not have played so (it had
    a higher deadwood card than the one thrown, or the declined card made a meld) has its
    offending unseen cards swapped for others, a few at a time; what is still unexplained
    lowers the particle's weight, and particles are resampled by weight."""
    pool_mask = 0
    for b in pool:
        pool_mask |= b
    gone = 0
    known = 0
    hands: List[int] = []
    for _ in range(particles):
        h = 0
        for b in rng.sample(list(pool), min(size, len(pool))):
            h |= b
        hands.append(h)
    weights = [1.0] * particles
    forbidden = 0
    n = len(events)
    for e in range(n):
        kind, card = events[e]
        if kind == TAKE:
            for i in range(particles):
                if weights[i] and not _would_take(hands[i], card):
                    weights[i] *= MISS_TAKE
                hands[i] |= card
            forbidden = card
            known |= card
        elif kind == DECLINE:
            for i in range(particles):
                h = hands[i]
                for _ in range(repairs):
                    if not _would_take(h, card):
                        break
                    bad = bits(h & PARTNERS[index(card)] & ~known)
                    new = _free_card(pool, pool_mask & ~gone & ~h, rng)
                    if not bad or not new:
                        weights[i] *= MISS_TAKE
                        break
                    h = h ^ bad[rng.randrange(len(bad))] | new
                hands[i] = h
        elif kind == DRAW:
            nxt = events[e + 1][1] if e + 1 < n and events[e + 1][0] == DISCARD else 0
            for i in range(particles):
                h = hands[i]
                free = pool_mask & ~h & ~gone
                if nxt and not h & nxt and free & nxt:
                    hands[i] = h | nxt
                    continue
                b = _free_card(pool, free & ~nxt, rng)
                hands[i] = h | b
            forbidden = 0
        else:  # DISCARD
            for i in range(particles):
                h = hands[i]
                if not h & card:
                    unknown = bits(h & ~known)
                    if not unknown or not pool_mask & ~gone & card:
                        weights[i] = 0.0
                        continue
                    h = h ^ unknown[rng.randrange(len(unknown))] | card
                for _ in range(repairs):
                    bad = _discard_offenders(h, forbidden | known, card)
                    if not bad:
                        break
                    new = _free_card(pool, pool_mask & ~gone & ~h, rng)
                    if not new:
                        break
                    h = h ^ bad[rng.randrange(len(bad))] | new
                if weights[i]:
                    weights[i] *= _discard_likelihood(h, forbidden, card, limit)
                hands[i] = h ^ card
            gone |= card
            known &= ~card
            forbidden = 0
            hands, weights = _resample(hands, weights, rng, pool_mask & ~gone, size, limit)
    return hands, weights


def _discard_offenders(hand: int, fixed: int, card: int) -> List[int]:
    """Unseen cards of the 11-card ``hand`` that contradict the baseline throwing ``card``:
    deadwood cards above it, or the cards that meld with it."""
    _dw, melded = arrangement(hand)
    if melded & card:
        return bits(melded & PARTNERS[index(card)] & ~fixed)
    key = ORDER[index(card)]
    return [b for b in bits(hand & ~melded & ~fixed & ~card) if ORDER[index(b)] > key]


def _resample(
    hands: List[int], weights: List[float], rng: random.Random, pool_mask: int, size: int, limit: int
) -> Tuple[List[int], List[float]]:
    """Systematic resampling when the weights have collapsed (effective size below half)."""
    total = sum(weights)
    count = len(hands)
    if total <= 0:
        return hands, [1.0] * count  # nothing explains the story: keep the particles as they are
    ess = total * total / sum(w * w for w in weights)
    if ess >= count / 2:
        return hands, weights
    step = total / count
    u = rng.random() * step
    out: List[int] = []
    acc = 0.0
    j = 0
    for i in range(count):
        target = u + i * step
        while acc + weights[j] < target and j < count - 1:
            acc += weights[j]
            j += 1
        out.append(hands[j])
    return out, [1.0] * count
