#!/usr/bin/env python3
"""How long a live table's links are (issue 52): an invitation and its reply, as a messaging
app carries them.

    python3 bench/live_links.py [--no-build] [--runs 3]

Builds and serves dist/, opens two Chromium contexts and makes real offers and answers with
web/peer.js (no STUN: loopback), in two ways: as a player's Chrome makes them (its own addresses
hidden behind random ``*.local`` names) and as the tests make them (``--disable-features=
WebRtcHideLocalIpsWithMdns``: plain addresses). Prints each code's length, the description it
stands for, and the whole links (``https://remi.example.ro/`` then ``#live=…`` or ``#reply=…``
as web/invite.py writes them, for Remi 51 with four seats, two friends and a house rule). A
public address found by a STUN server adds one address of 10 characters to a code.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "engine"))

SITE = "https://remi.example.ro/"
MATCH = {"game": "remi51", "players": 4, "seed": 4_503_599_627_370_495, "level": ["medium", "medium", "hard"],
         "options": {"target": 300}}


def main() -> int:
    import invite
    from playwright.sync_api import sync_playwright
    from startup import CHROMIUM, built, start_server

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    args, build_module = built(parser, sys.argv[1:])
    server, origin = start_server(build_module)
    base = ["--no-sandbox", "--allow-loopback-in-peer-connection"]
    with sync_playwright() as playwright:
        for label, flags in (("a player's Chrome (*.local names)", base),
                             ("plain addresses (the tests)", base + ["--disable-features=WebRtcHideLocalIpsWithMdns"])):
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=flags)
            rows = []
            for _ in range(args.runs):
                pages = []
                for _p in range(2):
                    page = browser.new_context().new_page()
                    page.goto(origin + "/?save=off")
                    page.add_script_tag(url=origin + "/web/peer.js")
                    pages.append(page)
                offer = pages[0].evaluate("""async () => { const m = await remiPeer.invite('');
                    window.road = m.road; return [m.code, m.road.pc.localDescription.sdp.length]; }""")
                answer = pages[1].evaluate("""async (code) => { const m = await remiPeer.join(code, '');
                    return [m.code, m.road.pc.localDescription.sdp.length]; }""", offer[0])
                made = invite.invitation(MATCH, [2, 3], 2, "Ana Maria", offer[0])
                reply = invite.Reply(made.id, 2, "Ionuț", answer[0])
                rows.append((len(offer[0]), offer[1], len(answer[0]), answer[1],
                             len(SITE + "#" + made.fragment()), len(SITE + "#" + reply.fragment())))
                for page in pages:
                    page.context.close()
            med = [statistics.median(r[i] for r in rows) for i in range(6)]
            print(f"{label}: offer code {med[0]:.0f} characters (its description {med[1]:.0f}), "
                  f"answer code {med[2]:.0f} ({med[3]:.0f}); invitation link {med[4]:.0f}, reply link {med[5]:.0f}")
            browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
