"""Every refusal the engine can give a player is said to them in their language: the page shows
the rules' reason (``i18n.refusal_sentence``) when a tap, a drop or a button asks for what the
rules do not allow, and a Romanian player read some of them in English (a tap on the stock on
Remi 51's first turn, a knock over the limit, a joker in the wrong place).

The refusals are read from the engine's own source (each ``IllegalActionError(rule, "...")``),
so a new one without its words fails here. Left out, by name, only those no gesture of the page
can bring about: they answer an action typed or read from a broken link, which the page never
builds. Not marked ``browser``: no dist/ needed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import List, Tuple

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from i18n import refusal_sentence  # noqa: E402

# what no tap, drop or button of the page brings about (an action it never builds)
NOT_FROM_THE_PAGE = (
    "it is not seat ",  # the page acts only for the seat to act
    "a card is named twice",
    "you do not hold ",
    "there is no meld ",
    " is not an action of ",
    "the knocker's meld is given by its number",
    "the knocker has no meld ",
)

# a sample value for each placeholder of a refusal's text, by what its name says it is
SAMPLES = (("card", "7h"), ("suit", "h"), ("face", "K"), ("text", "7h 8h 9h"), ("action", "discard 7h"))


def engine_refusals() -> List[Tuple[str, str]]:
    """(where, the refusal as a player would get it, its placeholders filled)."""
    found = []
    for path in sorted((ROOT / "engine" / "remi").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        for match in re.finditer(r'IllegalActionError\(\s*[^,()]+(?:\(\))?,\s*f?"([^"]*)"', source):
            text = match.group(1)

            def sample(m: "re.Match[str]") -> str:
                name = m.group(1).lower()
                if name == "with_card":
                    return " with 7h"
                return next((value for key, value in SAMPLES if key in name), "12")

            found.append((f"{path.relative_to(ROOT)}:{source.count(chr(10), 0, match.start()) + 1}",
                          re.sub(r"\{([^}]*)\}", sample, text)))
    return found


def test_the_reader_finds_the_engines_refusals() -> None:
    found = engine_refusals()
    assert len(found) > 40
    assert any("the stock is empty" in text for _where, text in found)


def test_every_refusal_a_player_can_meet_is_said_in_romanian() -> None:
    missing = []
    for where, text in engine_refusals():
        if any(part in text for part in NOT_FROM_THE_PAGE):
            continue
        why = f"X-1: {text}"
        if refusal_sentence(why, "ro") == text:  # the engine's words, not a sentence of the page's
            missing.append(f"{where}: {text}")
    assert missing == []


def test_a_refusal_says_deadwood_as_the_table_does() -> None:
    assert refusal_sentence("G-7: discarding 7h leaves deadwood 12; knocking needs 10 or less", "ro") == (
        "dacă arunci 7♥, ai 12 puncte rămase; ca să bați, trebuie să ai cel mult 10")
    assert refusal_sentence("OK-4: only gin ends this hand; discarding Kc leaves deadwood 1", "ro") == (
        "mâna asta se încheie doar cu gin: dacă arunci K♣, ai 1 punct rămas")
