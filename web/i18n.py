"""Every text the page shows, in Romanian and English: one table, one lookup.

``t("deadwood", "ro", n=12)`` formats the string for that language; a key missing in one
language falls back to English, and a missing key shows itself (never a crash). The texts
themselves are kept in two data modules, joined here into ``STRINGS``: ``strings_match.py``
(a match: the new-match form, the table, the moves, the messages) and ``strings_screens.py``
(the screens beside it: replays, sharing, challenges, statistics, keys, the screen reader).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Dict, Iterator, Optional

import strings_match
import strings_screens

LANGS = ("ro", "en")
DEFAULT_LANG = "en"

# the one table ``t`` reads (a key is in one of the two, never both: tests/page/test_render_model.py)
STRINGS: Dict[str, Dict[str, str]] = {**strings_match.STRINGS, **strings_screens.STRINGS}


# The engine's refusals (English, "RULE: message") that the page says in the person's language.
_REFUSALS = (
    (r"your melds count (?P<n>\d+); opening needs (?P<need>\d+)", "why.open_count"),
    (r"brings your opening to (?P<n>\d+) of (?P<need>\d+); the rest of your hand cannot complete it with (?P<card>\S+)",
     "why.open_short_with"),
    (r"brings your opening to (?P<n>\d+) of (?P<need>\d+)", "why.open_short"),
    (r"^open first \(melds worth (?P<need>\d+)\)", "why.open_first"),
    (r"at most one joker", "why.one_joker"),
    (r"^taking (?P<card>\S+) obliges you", "why.take_oblige"),
    (r"^you took (?P<card>\S+) from the discard pile", "why.open_with"),
    (r"^lay down a meld of your own", "why.meld_first"),
    (r"^keep one card", "why.keep_one"),
    (r"joker you (took|take)", "why.joker_meld"),
    (r"is closed", "why.closed"),
    (r"freed only by both missing cards|are not the missing cards", "why.both_missing"),
    (r"^no joker in .* stands for (?P<card>\S+)", "why.joker_face"),
    (r"^(?P<card>\S+) (does not continue|is not of the run|is not a )", "why.not_fit"),
    (r"already has a card of|cannot extend the run", "why.not_fit"),
    (r"at least 3 cards|neither|not consecutive|gaps|every suit at most once|3 or 4 cards|every rank once|never both",
     "why.not_meld"),
    (r"^draw a card first", "why.draw_first"),
    (r"^you have already drawn", "why.drawn"),
    (r"^the up-card offer comes first", "why.upcard_first"),
    (r"^every player passed the up-card", "why.all_passed"),
    (r"^(?P<card>\S+) was just taken from the discard pile", "why.just_taken"),
    (r"^the player with 15 cards does not draw", "why.no_first_draw"),
    (r"^the stock is empty", "why.stock_empty"),
    (r"^the discard pile is empty", "why.discard_empty"),
    (r"^the match is over", "why.match_over"),
    (r"^nobody plays now", "why.nobody"),
    (r"^only gin ends this hand; discarding (?P<card>\S+) leaves deadwood (?P<left>\d+)", "why.only_gin"),
    (r"^discarding (?P<card>\S+) leaves deadwood (?P<left>\d+); knocking needs (?P<need>\d+)", "why.knock_limit"),
    (r"^big gin is not played", "why.no_big_gin"),
    (r"^big gin needs every card", "why.big_gin_all"),
    (r"^(?P<card>\S+) does not extend the knocker", "why.not_fit"),
    (r"^a joker is exchanged for natural cards", "why.joker_for_joker"),
    (r"^there is no joker in", "why.no_joker"),
    (r"^a joker in a run is exchanged for exactly", "why.joker_exact"),
    (r"^a meld needs at least one natural card", "why.one_natural"),
    (r"^only a joker can stand for", "why.only_joker"),
    (r"^a joker in a \S+ run cannot stand for", "why.joker_not_here"),
)


def refusal_sentence(why: str, lang: str) -> str:
    """A refusal as a player reads it: ``refusal_text`` without the rule's id in front (the
    page offers "why?", which opens the rules at that rule)."""
    text = refusal_text(why, lang)
    rule, sep, words = text.partition(": ")
    return words if sep and rule == why.partition(": ")[0] else text


def refusal_text(why: str, lang: str) -> str:
    """``"R51-6: your melds count 47; ..."`` → the same refusal in ``lang``, the rule id kept
    in front; a refusal not in the table keeps the engine's words."""
    import re

    rule, _sep, message = why.partition(": ")
    if not message:
        return why
    for pattern, key in _REFUSALS:
        found = re.search(pattern, message)
        if found:
            values = {k: v for k, v in found.groupdict().items() if v is not None}
            if "card" in values:
                values["card"] = _pretty_card(values["card"])
            if "left" in values:  # deadwood, in words ("7 puncte rămase")
                values["left"] = points_left(int(values["left"]), lang)
            return f"{rule}: {t(key, lang, **values)}"
    return why


def _pretty_card(text: str) -> str:
    text = text.rstrip("'")
    if text.startswith("*"):
        return "★"
    symbols = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
    return text[:-1] + symbols.get(text[-1:], text[-1:])


def normalize_lang(value: Optional[str]) -> Optional[str]:
    """``"ro"``, ``"en"`` or None for anything else (``"ro-RO"`` counts as Romanian)."""
    if not value:
        return None
    low = str(value).strip().lower()
    if low.startswith("ro") or low.startswith("mo"):  # ro, ro-RO, ro-MD, mo (old Moldovan tag)
        return "ro"
    if low.startswith("en"):
        return "en"
    return None


def lang_from_browser(navigator_language: Optional[str]) -> str:
    """The default language: Romanian for ro*, English otherwise."""
    return "ro" if normalize_lang(navigator_language) == "ro" else DEFAULT_LANG


def t(key: str, lang: str, **values: object) -> str:
    """The text for ``key`` in ``lang``, with ``{name}`` placeholders filled in."""
    entry = STRINGS.get(key)
    if entry is None:
        return key
    text = entry.get(lang) or entry.get(DEFAULT_LANG) or key
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return text


def cards_count(n: int, lang: str) -> str:
    """"1 card", "7 cards"; in Romanian "o carte", "7 cărți", "21 de cărți"."""
    if lang == "ro":
        return "o carte" if n == 1 else f"{n}{_ro_de(n)} cărți"
    return "1 card" if n == 1 else f"{n} cards"


def points_left(n: int, lang: str) -> str:
    """Deadwood with its number (C-5): "7 deadwood"; in Romanian "1 punct rămas", "7 puncte
    rămase", "21 de puncte rămase" (docs/glossary.md)."""
    if lang == "ro":
        return "1 punct rămas" if n == 1 else f"{n}{_ro_de(n)} puncte rămase"
    return f"{n} deadwood"


def points_count(n: int, lang: str) -> str:
    """A number of points: "30 points"; in Romanian "1 punct", "15 puncte", "30 de puncte"."""
    if lang == "ro":
        return "1 punct" if n == 1 else f"{n}{_ro_de(n)} puncte"
    return "1 point" if n == 1 else f"{n} points"


def hands_count(n: int, lang: str) -> str:
    """"1 hand", "3 hands"; in Romanian "o mână", "3 mâini", "20 de mâini"."""
    if lang == "ro":
        return "o mână" if n == 1 else f"{n}{_ro_de(n)} mâini"
    return "1 hand" if n == 1 else f"{n} hands"


def chars_count(n: int, lang: str) -> str:
    """"1 character", "277 characters"; in Romanian "277 de caractere"."""
    if lang == "ro":
        return "un caracter" if n == 1 else f"{n}{_ro_de(n)} caractere"
    return "1 character" if n == 1 else f"{n} characters"


def _ro_de(n: int) -> str:
    """" de" where a Romanian number takes "de" before its noun: from 20 on, but for 101 to
    119 and so on."""
    return "" if n % 100 < 20 and n % 100 != 0 or n == 0 else " de"


CARD_WORDS = {
    "en": {
        "ranks": {"A": "ace", "J": "jack", "Q": "queen", "K": "king"},
        "suits": {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"},
        "card": "{rank} of {suit}", "joker": "joker",
    },
    "ro": {
        "ranks": {"A": "as", "J": "valet", "Q": "damă", "K": "rege"},
        "suits": {"♠": "pică", "♥": "inimă roșie", "♦": "romb", "♣": "treflă"},
        "card": "{rank} de {suit}", "joker": "joker",
    },
}
_CARD_TOKEN = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])|★")


def spoken(text: str, lang: str) -> str:
    """``text`` with each card in words, as a screen reader should say it: "7♥" → "7 of hearts",
    "7 de inimă roșie" (read as symbols, ♥ is "black heart suit", and in Romanian "inimă
    neagră", which at cards is spades)."""
    words = CARD_WORDS.get(lang, CARD_WORDS["en"])

    def say(m: "re.Match[str]") -> str:
        if m.group(0) == "★":
            return str(words["joker"])
        rank = str(words["ranks"].get(m.group(1), m.group(1)))  # type: ignore[attr-defined]
        return str(words["card"]).format(rank=rank, suit=words["suits"][m.group(2)])  # type: ignore[index]

    return _CARD_TOKEN.sub(say, text)


def number(n: int, plus: bool = False) -> str:
    """A score as printed: a true minus sign (−40, as the rule texts write it), and with
    ``plus`` a plus sign on points gained (+18)."""
    if n < 0:
        return f"\u2212{-n}"
    return f"+{n}" if plus and n > 0 else str(n)


def has(key: str) -> bool:
    return key in STRINGS


@dataclass
class Seating:
    """Who sits where, as the page names them: the seat it says "you" to (the person at this
    screen: seat 0, or in pass-and-play whoever holds it now; None when it shows someone else's
    play, a friend's challenge), and the people's names by seat (pass-and-play, a challenge).
    A seat without a name is a computer player's (Ana, Bogdan, Cristi), or "Player 1"."""

    you: Optional[int] = 0
    names: Dict[int, str] = field(default_factory=dict)


SEATING = Seating()  # the page's (``seated`` changes it for a while)


@contextmanager
def seated(you: Optional[int], names: Dict[int, str]) -> Iterator[None]:
    """``SEATING`` as given while the block runs (a replay of a friend's play), then as it was."""
    before = (SEATING.you, SEATING.names)
    SEATING.you, SEATING.names = you, dict(names)
    try:
        yield
    finally:
        SEATING.you, SEATING.names = before


def is_you(seat: int) -> bool:
    """Whether the page says "you" to ``seat`` ("Ai aruncat 7♥" rather than "Ana a aruncat 7♥")."""
    return seat == SEATING.you


def player_name(seat: int, lang: str) -> str:
    """"You" for the seat this screen speaks to; a person's name; a computer player's."""
    if seat == SEATING.you:
        return t("you", lang)
    if seat in SEATING.names:
        return SEATING.names[seat]
    return t(f"bot.{seat}", lang) if seat else t("player.n", lang, n=1)


def player_of(seat: int, lang: str) -> str:
    """A name as the owner in Romanian ("formațiile Anei", "… lui Bogdan", "… lui Mihai"); in
    English the name itself (the strings write "{name}'s")."""
    if seat != SEATING.you and seat in SEATING.names:
        return f"lui {SEATING.names[seat]}" if lang == "ro" else SEATING.names[seat]
    return t(f"bot.{seat}.of", lang) if seat else player_name(seat, lang)
