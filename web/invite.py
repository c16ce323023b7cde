"""A live table's links (issue 52): the invitation a player sends to a friend, and the reply the
friend's page sends back. Each carries a WebRTC offer or answer packed by ``web/peer.js``; the
invitation also says the match (``share.short_value``: game, players, seed, house rules, the
computer players' levels), which seats friends take, the seat offered, and the inviter's name.

They live after ``#`` in the page's address (``#live=…``, ``#reply=…``, and a turn's
messages sent by link, ``#turn=…``, where no direct road exists): a browser never sends
that part to the site's host, so the codes that open a road between two browsers go only to the
friends they are sent to. Fields are separated by ``!``; a name is percent-encoded.

    #live=1!r3~5wz3k1~m!2!2!Zk3a9Q_x!Ana!AQAEYUIz…     Remi 51 for three, seed 5wz3k1, seat 1 a
                                                      Medium computer, seat 2 a friend, offered
    #reply=1!Zk3a9Q_x!2!Ion!AQEE…                      Ion's answer for seat 2

Pure: reading a link checks every part and says what is wrong (``InviteError``).
"""

from __future__ import annotations

import base64
import json
import re
import secrets
import zlib
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple
from urllib.parse import quote, unquote

import share

VERSION = "1"
SEP = "!"
MAX_NAME = 24
MAX_CODE = 600  # a packed offer: about 140 characters (an address more: 25)
MAX_LINK = 1000
CODE_CHARS = re.compile(r"^[A-Za-z0-9_-]+$")
ID_CHARS = re.compile(r"^[A-Za-z0-9_-]{8}$")


class InviteError(ValueError):
    """A live table's link that cannot be read: what is wrong with it."""


def new_id() -> str:
    """An invitation's id: its replies name it (48 random bits, 8 characters)."""
    return secrets.token_urlsafe(6)


@dataclass(frozen=True)
class Invitation:
    """A friend asked to ``seat`` of a match (``match``: ``share.parse_short``'s fields) where
    ``friends`` are the seats people take from other browsers; the others past the inviter's
    (seat 0) are computer players, played by the inviter's browser."""

    id: str
    match: Dict[str, Any]
    friends: Tuple[int, ...]
    seat: int
    host: str
    offer: str

    def fragment(self) -> str:
        m = self.match
        value = share.short_value(m["game"], m["players"], m["seed"], m["level"], m["options"])
        friends = "".join(str(s) for s in self.friends)
        fields = [VERSION, value, friends, str(self.seat), self.id, quote(self.host, safe=""), self.offer]
        return "live=" + SEP.join(fields)

    @property
    def computers(self) -> List[int]:
        """The seats of the computer players (the inviter's browser plays them, and knows their cards)."""
        return [s for s in range(1, self.match["players"]) if s not in self.friends]


@dataclass(frozen=True)
class Reply:
    """A friend's answer to invitation ``id``: their name for ``seat``, and the road's answer."""

    id: str
    seat: int
    name: str
    answer: str

    def fragment(self) -> str:
        return "reply=" + SEP.join([VERSION, self.id, str(self.seat), quote(self.name, safe=""), self.answer])


def invitation(
    match: Dict[str, Any], friends: Sequence[int], seat: int, host: str, offer: str, id: Optional[str] = None
) -> Invitation:
    """An invitation, checked as a friend's page will read it."""
    made = Invitation(id or new_id(), dict(match), tuple(sorted(friends)), seat, host.strip()[:MAX_NAME], offer)
    return read_invitation(made.fragment())


def read_invitation(fragment: str) -> Invitation:
    """The invitation a ``#live=`` fragment holds; ``InviteError`` saying what is wrong."""
    fields = _fields(fragment, "live", 7)
    _, value, friends_text, seat_text, id, name, offer = fields
    match = share.parse_short(value)
    if match is None:
        raise InviteError("the match in this invitation is not one Remi plays")
    players = match["players"]
    if not friends_text.isdigit() or len(set(friends_text)) != len(friends_text):
        raise InviteError("the invitation does not say which seats friends take")
    friends = tuple(sorted(int(ch) for ch in friends_text))
    if any(not 1 <= s < players for s in friends):
        raise InviteError(f"a friend's seat that a game of {players} does not have")
    seat = _seat(seat_text, players)
    if seat not in friends:
        raise InviteError("the seat offered is not a friend's")
    return Invitation(_id(id), match, friends, seat, _name(name), _code(offer))


def read_reply(fragment: str) -> Reply:
    """The reply a ``#reply=`` fragment holds; ``InviteError`` saying what is wrong."""
    _, id, seat_text, name, answer = _fields(fragment, "reply", 5)
    return Reply(_id(id), _seat(seat_text, 4), _name(name), _code(answer))


def kind_of(fragment: str) -> Optional[str]:
    """``live``, ``reply``, ``turn`` or None: what a page's ``#…`` asks for."""
    head = fragment.lstrip("#").split("=", 1)[0]
    return head if head in ("live", "reply", "turn") else None


def _fields(fragment: str, kind: str, count: int) -> List[str]:
    text = fragment.lstrip("#")
    if len(text) > MAX_LINK:
        raise InviteError(f"a link of {len(text)} characters, longer than any Remi makes")
    head, _, body = text.partition("=")
    if head != kind:
        raise InviteError(f"not a {kind} link")
    fields = body.split(SEP)
    if fields[0] != VERSION:
        raise InviteError("a link of another version of Remi: ask for a new one")
    if len(fields) != count:
        raise InviteError("this link is cut short or has something added: ask for it again")
    return fields


def _seat(text: str, players: int) -> int:
    if not (len(text) == 1 and text.isdigit() and 1 <= int(text) < players):
        raise InviteError("the link names no seat of the match")
    return int(text)


def _id(text: str) -> str:
    if not ID_CHARS.match(text):
        raise InviteError("the link's invitation number is damaged")
    return text


def _name(text: str) -> str:
    try:
        name = unquote(text, errors="strict")
    except UnicodeDecodeError:
        raise InviteError("the name in the link is damaged") from None
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME or any(ord(ch) < 32 for ch in name):
        raise InviteError("the link holds no name, or a name too long")
    return name


def _code(text: str) -> str:
    if not (CODE_CHARS.match(text) and len(text) <= MAX_CODE):
        raise InviteError("the link's connection code is damaged: ask for the link again")
    return text


# --- the road by links ------------------------------------------------------------------------
# Where two browsers find no direct route (some mobile networks), the same messages go as links:
# everything one browser has for another, packed (zlib, then base64url) into ``#turn=``. Opened
# twice, or out of order, a parcel changes nothing it should not: the table numbers its messages.

MAX_PARCEL = 60_000  # a deck's pass for Remi 51 packs to about 8,000 characters


def parcel(sender: int, to: int, generation: int, wires: Sequence[str]) -> str:
    """The ``#turn=`` fragment carrying ``wires`` (envelopes, as ``liveplay`` writes them)."""
    packed = zlib.compress(json.dumps(list(wires), separators=(",", ":")).encode(), 9)
    code = base64.urlsafe_b64encode(packed).decode().rstrip("=")
    return "turn=" + SEP.join([VERSION, str(sender), str(to), str(generation), code])


def read_parcel(fragment: str) -> Tuple[int, int, int, List[str]]:
    """(sender, to, generation, envelopes) of a ``#turn=`` fragment; ``InviteError`` when damaged."""
    text = fragment.lstrip("#")
    if len(text) > MAX_PARCEL:
        raise InviteError(f"a link of {len(text)} characters, longer than any Remi makes")
    head, _, body = text.partition("=")
    fields = body.split(SEP)
    if head != "turn" or len(fields) != 5 or fields[0] != VERSION:
        raise InviteError("not a link of a live table's turn, or one cut short")
    _, sender, to, generation, code = fields
    if not (sender.isdigit() and to.isdigit() and generation.isdigit() and CODE_CHARS.match(code)):
        raise InviteError("this turn's link is damaged: ask for it again")
    try:
        raw = zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)), bufsize=MAX_PARCEL * 8)
        wires = json.loads(raw)
    except (ValueError, zlib.error):
        raise InviteError("this turn's link is damaged: ask for it again") from None
    if not isinstance(wires, list) or not all(isinstance(w, str) for w in wires):
        raise InviteError("this turn's link is damaged: ask for it again")
    return int(sender), int(to), int(generation), wires
