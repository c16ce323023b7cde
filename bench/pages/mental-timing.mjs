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

def time_live_deal(game, browsers, runs):
    """A live table's whole deal (remi.live): every browser's shuffle and relock, the keys of
    every hand, each browser's own cards opened, until every browser's hand is dealt. The
    browsers run in this one thread; the wait a player sees is the passes, one browser after the
    other (their times added), then the slowest browser's keys and cards (they go on at once
    in every browser): "wait". "total" is everything, one browser after the other."""
    from remi.live import LiveTable
    waits, totals = [], []
    for run in range(runs):
        start = time.perf_counter()
        tables = [LiveTable(b, list(range(browsers)), game, None, 1 + run) for b in range(browsers)]
        passes = time.perf_counter() - start  # (browser 0's first shuffle: in its constructor)
        after = [0.0] * browsers
        moving = True
        while moving:
            moving = False
            for t in tables:
                sent, t.outbox = t.outbox, []
                for to, message in sent:
                    dealt = all(d.ready(browsers) for d in (x.decks.get((1, 0)) for x in tables) if d is not None)
                    began = time.perf_counter()
                    tables[to].receive(t.me, json.dumps(message))
                    spent = time.perf_counter() - began
                    if dealt:
                        after[to] += spent
                    else:
                        passes += spent
                    moving = True
        assert all(not t.dealing for t in tables)
        totals.append(time.perf_counter() - start)
        waits.append(passes + max(after))
    return json.dumps({"wait": statistics.median(waits) * 1000, "total": statistics.median(totals) * 1000})
`;
