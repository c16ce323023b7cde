"""A match sent to a friend, and a challenge by link: the match as a short link (the system's
share sheet, or the link copied, or shown to copy by hand), a challenge to send or to send on,
and a challenge received followed deal by deal (its earlier plays played again to the deal
reached, then the comparison, by itself at its end; a play replayed from there goes back to it).

``Sharing`` keeps the last link shared and the challenge's catching up; what it needs of the
page is ``Sharer``.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Optional, Protocol

import challenge as challenge_mod
import challengescreen
import share as share_mod
from challengescreen import ChallengeScreen, Incoming
from challengescreen import who as challenge_who
from i18n import t
from notice import Notice
from remi import Game, Phase
from replayscreen import ReplayScreen
from sight import UiState
from startscreen import StartScreen

CATCH_UP_MS = 30.0  # a challenge's plays are played again in slices of this many ms, the page free between


class Sharer(Protocol):
    """What sharing needs of the page: the browser's window, the match on the table and the
    challenge it plays, the screens it opens, a message, and a way to say the page changed."""

    window: Any
    ui: UiState
    incoming: Optional[Incoming]
    start_screen: StartScreen
    challenge_screen: ChallengeScreen
    replays: ReplayScreen
    notice: Notice

    @property
    def game(self) -> Optional[Game]: ...

    def publish(self) -> None: ...

    def overlay_open(self) -> bool: ...

    def spawn(self, coro: Any) -> Any: ...

    def changed(self) -> None: ...


class Sharing:
    def __init__(self, page: Sharer) -> None:
        self.page = page
        self.shared: Optional[str] = None  # the last link shared (tests read it)
        self.catching_up: Optional[Any] = None  # the task playing a challenge's earlier plays again
        self.back_to_challenge = False  # a replay opened from the comparison goes back to it

    def back_from_replay(self) -> bool:
        """A replay closed: True when it was opened from the challenge's comparison, which is
        shown again."""
        if not self.back_to_challenge:
            return False
        self.back_to_challenge = False
        self.show_challenge()
        return True

    async def share(self) -> None:
        """Send this match to a friend as a short link (``share.py``): the system's share sheet
        where the browser has one, else the link copied, and shown, so it can be copied by hand
        where the browser refuses the copy too. The friend's page deals the same cards."""
        game = self.page.game
        if game is None:
            return
        self.page.start_screen.hide()
        url = share_mod.share_url(str(self.page.window.location.href), game, self.page.ui.levels[: game.players - 1])
        await self.send_link(url, "share.text", "share.copied", "share.copy_this")

    async def send_link(self, url: str, text_key: str, copied_key: str, copy_this_key: Optional[str] = None) -> None:
        """``url`` sent: the system's share sheet (with ``text_key``'s words) where the browser
        has one, else copied (``copied_key`` says so), else shown to copy by hand."""
        game = self.page.game
        lang = self.page.ui.lang
        self.shared = url
        nav = self.page.window.navigator
        if getattr(nav, "share", None):
            text = t(text_key, lang, game=t("game." + game.name, lang) if game else "Remi")
            data = {"title": "Remi", "text": text, "url": url}
            try:
                await nav.share(self.page.window.JSON.parse(json.dumps(data)))
                return
            except Exception as exc:  # the person closed the sheet: nothing more; else copy instead
                if "AbortError" in str(exc):
                    return
        try:
            await nav.clipboard.writeText(url)
            if self.page.challenge_screen.visible:  # said in the panel, under its button: the message would cover its title
                self.page.challenge_screen.sent(t(copied_key, lang))
            else:
                self.page.notice.show(t(copied_key, lang))
        except Exception:  # the challenge's screen shows its link to copy; the share's message does
            if copy_this_key:
                self.page.notice.show(t(copy_this_key, lang, url=url))
            else:
                self.page.challenge_screen.select_link()
        self.page.changed()

    def show_challenge(self) -> None:
        """At a deal's end: the challenge received beside the person's play, or one to send."""
        game = self.page.game
        if game is None or game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        if self.page.incoming is not None:
            self.page.challenge_screen.show_compare(self.page.ui.lang, game, self.page.incoming)
            self.follow()
        else:
            sent = challenge_mod.of_game(game, self.page.ui.levels)
            url = challenge_mod.link(str(self.page.window.location.href), sent)
            self.page.challenge_screen.show_send(self.page.ui.lang, game, url, onward=False)
        self.page.publish()

    def send_challenge_on(self) -> None:
        """The challenge received, with the person's play after the earlier ones: to send on."""
        game, incoming = self.page.game, self.page.incoming
        if game is None or incoming is None:
            return
        url = incoming.link(str(self.page.window.location.href), game)
        self.page.challenge_screen.show_send(self.page.ui.lang, game, url, onward=True)
        self.page.publish()

    def replay_challenger(self, person: int, deal: int) -> None:
        """How earlier person ``person`` played deal ``deal`` (0 the first), step by step."""
        incoming = self.page.incoming
        if incoming is None or self.page.game is None:
            return
        count, lang = len(incoming.runs), self.page.ui.lang
        title = t("challenge.replay_title", lang, who=challenge_who(person, count, lang, header=False))
        played = min(len(self.page.game.results), incoming.deals)  # never a deal the person has not played
        self.page.challenge_screen.hide()
        self.back_to_challenge = True
        names = {0: challenge_who(person, count, lang, header=False)}  # (the play's seat 0 is that person, not "you")
        self.page.replays.show_game(
            lang, incoming.runs[person].game, deal, played, title, f"challenge-{person}", names, t("challenge.back", lang)
        )
        self.page.publish()

    def follow(self) -> None:
        """At a deal's end of a challenge received: play the earlier plays to that deal (a few
        actions per turn of the browser), then show the comparison, by itself once the
        challenge's last deal is played."""
        game, incoming = self.page.game, self.page.incoming
        if game is None or incoming is None or game.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        deals = min(len(game.results), incoming.deals)
        if incoming.behind(deals):
            if self.catching_up is None or self.catching_up.done():
                self.catching_up = self.page.spawn(self._catch_up(incoming, deals))
            return
        ended = deals >= incoming.deals or game.phase == Phase.MATCH_OVER
        if deals <= incoming.opened_at or self.page.overlay_open():
            return
        incoming.opened_at = deals
        if ended:  # the challenge played: the comparison, by itself
            self.page.challenge_screen.show_compare(self.page.ui.lang, game, incoming)
            self.page.publish()
        else:  # a deal of it: how it went, and that more is to play
            self.page.notice.show(challengescreen.deal_done(self.page.ui.lang, game, incoming, deals))

    async def _catch_up(self, incoming: Incoming, deals: int) -> None:
        perf = self.page.window.performance
        while incoming is self.page.incoming and incoming.behind(deals):
            start = float(perf.now())
            while incoming.behind(deals) and float(perf.now()) - start < CATCH_UP_MS:
                incoming.catch_up(deals, 1)
            await asyncio.sleep(0)
        if incoming is not self.page.incoming or self.page.game is None:
            return
        if self.page.challenge_screen.visible and self.page.challenge_screen.mode == "compare":
            self.page.challenge_screen.show_compare(self.page.ui.lang, self.page.game, incoming)
        self.page.changed()
        self.follow()
