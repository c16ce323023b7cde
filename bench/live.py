#!/usr/bin/env python3
"""What a live table sends (``remi.live``, issue 52): messages per move and their sizes.

    python3 bench/live.py [--bits 384] [--hands 3] [--level easy]

For each game and each number of browsers (2 to 4, one seat each), plays ``--hands`` whole hands
between browsers in this process (tests/test_live.py's network: each message as the JSON text a
data channel carries) and prints, by kind of message, how many each hand sends and their median
and largest size in characters, and the messages per move (a move and what it brings: the keys
of a drawn card, a rebuilt stock's shuffle); the deal's own (shuffles, relocks, keys of the
hands, the reveal at the end) are counted apart. A message is counted on each road it takes: one
for every other browser is counted once per browser. Sizes grow with the prime (``--bits``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "tests"))

from remi.game import Phase  # noqa: E402
from remi.live import LiveTable  # noqa: E402
from remi.mental import BITS  # noqa: E402
from test_live import Net, play_hand  # noqa: E402

GAMES = (("gin", (2,)), ("oklahoma", (2,)), ("traditional", (2, 3, 4)), ("remi51", (2, 3, 4)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bits", type=int, default=BITS)
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--level", default="easy")
    args = parser.parse_args()
    print(f"{args.bits}-bit prime; {args.hands} hands each, computer players at {args.level}")
    for game, counts in GAMES:
        for browsers in counts:
            sizes = defaultdict(list)
            moves = 0
            hands = 0
            for h in range(args.hands):
                owners = list(range(browsers))
                tables = [LiveTable(b, owners, game, None, 1000 + h, bits=args.bits, secret=b"bench-%d-%d-secret-bytes" % (h, b))
                          for b in range(browsers)]
                net = Net(tables)
                net.run()
                moves += play_hand(tables, net, level=args.level, seed=h)
                hands += 1
                assert all(not t.problems for t in tables) and tables[0].world.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
                for _a, _b, text in net.carried:
                    m = json.loads(text)
                    kind = m["k"]
                    if kind == "keys" and m["d"][1] == 0 and len(m["keys"]) > 1:
                        kind = "keys (deal)"
                    if kind in ("shuffle", "relock") and m["d"][0] != 1:
                        kind += " (next hand)"
                    sizes[kind].append(len(text))
            per_move = sum(len(sizes[k]) for k in ("act", "keys")) / max(moves, 1)
            print(f"  {game:11} {browsers} browsers: {moves / hands:5.1f} moves a hand, {per_move:.2f} messages a move")
            for kind in sorted(sizes):
                values = sizes[kind]
                print(f"      {kind:22} {len(values) / hands:6.1f} a hand, median {statistics.median(values):6.0f} "
                      f"chars, largest {max(values):6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
