"""A challenge by link: a match (or one deal) as a person played it, for a friend to play on the
same cards against the same computer players, and to compare.

The link is the match's short form (``share.py``: ``?m=`` game, players, seed, levels, house
rules) and ``&c=``: the actions of each person who played it, in order, deflated and written
in base64url, one list per person (``~`` between them: a friend may send a challenge on, with
both). No result travels in the link: each person's match is played again here from the seed,
their own actions in their seat and the computer players deciding as they did then (from what
they see alone, and each deal of a seed is the same whatever was played before: C-8). An action
that is not legal where it stands, a list that stops in the middle of a deal or goes on after
the match, a changed seed or a changed order: the challenge is refused as tampered, with the
reason, and shows no result.

``c`` begins with a seal of the match it was played on (``seal``: the first characters of a
SHA-256 of ``m``, in its own written form, and of the plays), then ``.``: a link whose ``m`` was
changed afterwards (other house rules, another level, the same plays) is refused ("changed"),
as is a link of the earlier form without one ("unsealed"). The seal keys nothing secret: with
no server, whoever reads the code can seal a link they made up. What a link proves is that its
plays are legal on those cards and give that result; not that the person did not know the
cards (the seed is in the link: the whole deal can be worked out from it).
"""

from __future__ import annotations

import base64
import hashlib
import zlib
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple

import remi
import share
from match import Computer, Match, Refused, Remote, Scripted, Seat
from remi import Phase
from remi.players import make_player

KEY = "c"  # the link's parameter beside share's "m"
SEP = "~"  # between the people's lists
SEAL_SEP = "."  # after the seal, before the lists
SEAL_CHARS = 8  # 48 bits of the digest
MAX_PEOPLE = 4
MAX_CHARS = 12_000  # a longer ``c`` is refused unread (a long match of Remi 51 takes about 1,200)
MAX_MOVES = 4_000  # a person's actions at most (the engine's whole match is bounded too)
ME = 0


class ChallengeError(ValueError):
    """A challenge link that cannot be read, or one whose play is not what a person could have
    played (tampered): ``str()`` says why, in English words for the console; the page says it
    in the person's language (``reason``: a text key's end, ``i18n`` "challenge.<reason>")."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


@dataclass(frozen=True)
class Challenge:
    game: str
    players: int
    seed: int
    levels: Tuple[str, ...]  # the computer players' levels, seat 1 first
    options: Dict[str, Any]  # the house rules chosen (``Game.given_options``)
    people: Tuple[Tuple[str, ...], ...]  # each person's actions in the match, in order (the first: who sent it)

    def new_game(self) -> remi.Game:
        """The match as it was dealt, before anyone played."""
        return remi.new_game(self.game, self.players, self.options, self.seed)


def moves_of(game: remi.Game, seat: int = ME) -> Tuple[str, ...]:
    """The actions of the person at ``seat`` in ``game``, in order, with the "next hand" each
    deal's end waited for (that person pressed it): what a challenge carries of them."""
    return tuple(action for action, actor in zip(game.actions, game.actors()) if actor in (seat, None))


def pack(moves: Sequence[str]) -> str:
    """A person's actions as a short text: deflated (raw) and in base64url, without padding."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(";".join(moves).encode("utf-8")) + packer.flush()
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def unpack(text: str) -> Tuple[str, ...]:
    """``pack``'s text read back; ChallengeError when it is not one."""
    if not text or any(ch not in _B64 for ch in text):
        raise ChallengeError("damaged", "the challenge's actions are not base64url")
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        unpacker = zlib.decompressobj(-15)
        raw = unpacker.decompress(data, MAX_CHARS * 40)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise ValueError("not a whole deflate stream, or too long")
        moves = tuple(raw.decode("utf-8").split(";")) if raw else ()
    except (ValueError, zlib.error, UnicodeDecodeError) as exc:
        raise ChallengeError("damaged", f"the challenge's actions cannot be read ({exc})") from None
    if len(moves) > MAX_MOVES or any(not m or len(m) > 80 for m in moves):
        raise ChallengeError("damaged", "the challenge's actions are not a list of actions")
    return moves


_B64 = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def seal(m: str, plays: str) -> str:
    """The seal of the plays ``plays`` on the match ``m`` (both as the link writes them)."""
    digest = hashlib.sha256(f"{m}\n{plays}".encode("utf-8")).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii")[:SEAL_CHARS]


def link_value(challenge: Challenge) -> Tuple[str, str]:
    """The link's two parameters, ``m`` (the match, ``share.short_value``) and ``c`` (its seal,
    then each person's plays)."""
    m = share.short_value(challenge.game, challenge.players, challenge.seed, challenge.levels, challenge.options)
    plays = SEP.join(pack(moves) for moves in challenge.people)
    return m, f"{seal(m, plays)}{SEAL_SEP}{plays}"


def link(page_url: str, challenge: Challenge) -> str:
    base = page_url.split("#")[0].split("?")[0]
    m, c = link_value(challenge)
    return f"{base}?m={m}&{KEY}={c}"


def of_game(game: remi.Game, levels: Sequence[str], earlier: Sequence[Sequence[str]] = ()) -> Challenge:
    """The challenge of ``game`` as the person at this screen played it (after ``earlier``
    people's lists, when sending on a challenge played)."""
    return Challenge(
        game.name, game.players, game.seed, tuple(levels[: game.players - 1]), dict(game.given_options),
        tuple(tuple(m) for m in earlier) + (moves_of(game),),
    )


def read(m: str, c: str) -> Challenge:
    """The challenge a link's ``m`` and ``c`` name; ChallengeError when either is not valid."""
    deal = share.parse_short(m)
    if deal is None:
        raise ChallengeError("damaged", "the challenge's match (m) is not valid")
    if len(c) > MAX_CHARS:
        raise ChallengeError("damaged", f"the challenge is too long ({len(c)} characters; at most {MAX_CHARS})")
    mark, sealed, plays = c.rpartition(SEAL_SEP)
    lists = plays.split(SEP)
    if not 1 <= len(lists) <= MAX_PEOPLE:
        raise ChallengeError("damaged", f"a challenge holds 1 to {MAX_PEOPLE} people's play, not {len(lists)}")
    people = tuple(unpack(text) for text in lists)
    found = Challenge(deal["game"], deal["players"], deal["seed"], tuple(deal["level"]), dict(deal["options"]), people)
    if not sealed:
        raise ChallengeError("unsealed", "the link is of the earlier form, whose match is not sealed to its plays")
    written = share.short_value(found.game, found.players, found.seed, found.levels, found.options)
    if mark != seal(written, plays):
        raise ChallengeError("changed", "the match (m) or the plays (c) are not those the link was made with")
    return found


class Replay:
    """Person ``person``'s match played again, an action at a time (``step``): the deal from the
    seed, the page's seats (``match.Match``) with their actions read from the link in seat 0 (a
    ``Remote`` seat fed by a ``Scripted`` transport) and the computer players (made afresh, as
    the page makes them) in the others. A page steps it between the browser's other work;
    ``error`` is the ChallengeError ("tampered") once an action is not legal where it stands, or
    the list stops in the middle of a deal, or goes on after the match ended."""

    def __init__(self, challenge: Challenge, person: int) -> None:
        self.moves = challenge.people[person]
        self.script = Scripted(self.moves)
        game = challenge.new_game()
        seats: List[Seat] = [Remote(self.script)]
        seats += [Computer(level, make_player(level, game.seed + s, game.name)) for s, level in enumerate(challenge.levels, 1)]
        self.match = Match(game, seats)
        self.done = False  # every action played, and the deal they end is over
        self.error: Optional[ChallengeError] = None
        self.deals = deals_in(self.moves)  # the deals the play covers (the last may end the match)

    @property
    def game(self) -> remi.Game:
        return self.match.game

    def step(self) -> bool:
        """Apply one action more (the person's, or a computer player's); False once the whole
        play is played, or refused (then ``error`` says why)."""
        if self.done or self.error is not None:
            return False
        game, script, match = self.game, self.script, self.match
        at = script.at
        if script.ready() and game.phase == Phase.MATCH_OVER:
            where = f"action {at + 1} of {len(self.moves)}"
            self.error = ChallengeError("tampered", f"the play goes on after the match ended ({where})")
        elif match.ready():  # (after the person's last action too: the others play on to the deal's end)
            try:
                match.step()
            except Refused as exc:
                text = self.moves[at][:40]
                self.error = ChallengeError("tampered", f"action {at + 1} ({text!r}) cannot be played there: {exc}")
        elif game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.error = ChallengeError("tampered", f"the play stops in the middle of deal {game.hand_number}")
        else:
            self.done = True
        return not self.done and self.error is None

    def to_end(self) -> remi.Game:
        """The whole play, played (ChallengeError when it cannot be)."""
        while self.step():
            pass
        if self.error is not None:
            raise self.error
        return self.game

    def results(self) -> int:
        """The deals whose result is known so far."""
        return len(self.game.results)


def deals_in(moves: Sequence[str]) -> int:
    """The deals a person's actions cover: a "next hand" starts each after the first."""
    return sum(1 for m in moves if m == NEXT_HAND) + 1


NEXT_HAND = str(remi.NextHand())


def played(challenge: Challenge, person: int) -> remi.Game:
    """Person ``person``'s match, played again (``Replay``); ChallengeError ("tampered") when
    it cannot be."""
    return Replay(challenge, person).to_end()


def deals_of(challenge: Challenge, person: int) -> Optional[List[int]]:
    """Person ``person``'s points deal by deal, from their match played again (None if it cannot be)."""
    try:
        game = played(challenge, person)
    except ChallengeError:
        return None
    return [int(r.points[ME]) for r in game.results]

