// The Python both sides of bench/pages/mental.html run: one whole deal of remi.mental, timed.
export const TIMING = `
import json, random, statistics, time
from remi.mental import Group, Seat

def time_deal(bits, cards, seats, runs):
    group = Group.of(cards, bits)
    out = []
    for _ in range(runs):
        players = [Seat(group) for _ in range(seats)]
        deck, shuffle, relock = group.deck(), [], []
        for seat in players:
            start = time.perf_counter()
            deck = seat.shuffle(deck)
            shuffle.append(time.perf_counter() - start)
        for seat in players:
            start = time.perf_counter()
            deck = seat.relock(deck)
            relock.append(time.perf_counter() - start)
        out.append((statistics.median(shuffle), statistics.median(relock), sum(shuffle) + sum(relock)))
    return json.dumps({k: statistics.median(o[i] for o in out) * 1000 for i, k in enumerate(("shuffle", "relock", "deal"))})
`;
