"""The person's moves: an action played (refused, with the reason and the way to its rule, when
they may not play it now; else applied by the match and shown flying), the melds laid off best
one after the other, a hint asked for, a move taken back; and what the page does when any
action is applied (``on_applied``): the sound of it, the person's state after it, another
player's move in the status line and said, the match saved.

``Person`` keeps whether a computer player has moved yet on this page; what it needs of the
page is ``Seat``.
"""

from __future__ import annotations

import asyncio
from typing import Any, Optional, Protocol, Tuple, Union

import access
import controls
import effects
import flights
import hand as hand_mod
from i18n import refusal_sentence, t
from kits import drawn
from looks import Looks
from match import Applied, Match, Refused
from motion import Motion
from notice import Notice
from others import Others
from reader import Reader
from remi import Action, Card, DrawDiscard, DrawStock, Game, NextHand, Phase, TakeUpcard
from scene import Scene
from sight import UiState, seen, view_of
from thinking import Thinker
from undo import TakeBack

# a User Timing mark when a computer player's move is first played on this page: what the
# player waits for after the table is up (bench/longtasks.py reads it)
FIRST_COMPUTER_MOVE = "remi:first-computer-move"


class Seat(Protocol):
    """What the person's moves need of the page: the browser, the match on the table and the
    person's state of it, the table drawn last (a move flies from it), its size, the busy
    count; the cards moving, the other players, the worker's hints, the sound, the message
    over the table and the words said; and the table laid out, drawn, published, saved and
    played on."""

    window: Any
    ui: UiState
    match: Optional[Match]
    scene: Optional[Scene]
    busy: int
    took_back: bool
    motion: Motion
    others: Others
    thinker: Thinker
    looks: Looks
    notice: Notice
    reader: Reader

    @property
    def game(self) -> Optional[Game]: ...

    @property
    def takeback(self) -> TakeBack: ...

    @property
    def width(self) -> float: ...

    @property
    def height(self) -> float: ...

    def layout(self) -> Optional[Scene]: ...

    def render(self) -> None: ...

    def publish(self) -> None: ...

    def save(self) -> None: ...

    def spawn(self, coro: Any) -> Any: ...

    def kick_bots(self) -> None: ...


class Person:
    def __init__(self, page: Seat) -> None:
        self.page = page
        self._moved_once = False  # a computer player's move was played on this page

    def my_hand(self) -> Tuple[Card, ...]:
        """The person's cards, as their view shows them."""
        game = self.page.game
        assert game is not None
        return view_of(game, self.page.ui.me).hand

    def human(self, action: Union[str, Action]) -> None:
        """The person's action (its text or value), refused with the reason when they may not
        play it now; else applied (``Match.act``, heard by ``on_applied``), then it flies."""
        page = self.page
        match = page.match
        if match is None:
            return
        if page.ui.covered is not None:  # (pass-and-play: the device is being handed on)
            self.refused(str(action))
            return
        old = page.scene
        try:
            done = match.act(page.ui.me, action, page.ui.status)
        except Refused:
            self.refused(str(action))
            return
        page.scene = page.layout()
        if done is None:  # (a live table: the move is told, and shown, once its card opens or its check ends)
            page.render()
            page.publish()
            return
        page.busy += 1  # until the card has flown: tests and the pointer wait for a still table
        page.publish()
        page.spawn(self._after_human(done.action, old, page.ui.new_card))

    def refused(self, action: str) -> None:
        """Say why the engine refuses ``action`` (to the person whose turn it is), in words,
        with "why?" opening the rules at the rule it breaks; the rule's id is never shown."""
        page = self.page
        game, ui = page.game, page.ui
        if game is None:
            return
        why = seen(game, ui).judge(action)
        if not why:
            return
        rule = why.partition(": ")[0]
        if rule == "G-6":  # the card just taken may not be thrown at once (the option off)
            page.notice.show(t("msg.cannot_discard_taken", ui.lang), why_rule=rule)
        elif game.to_act == ui.me:
            page.notice.show(t("msg.not_now", ui.lang, why=refusal_sentence(why, ui.lang)), why_rule=rule)

    async def _after_human(self, action: Any, old: Optional[Scene], new: Optional[str]) -> None:
        page = self.page
        try:
            flight = flights.persons_flight(action, old, new) if old is not None else None
            if flight is not None:
                await page.motion.fly(flight.card, flight.src, flight.dst, set(flight.hide))
            elif isinstance(action, NextHand):
                await self.deal_flight()
            else:
                page.render()
            page.kick_bots()
        finally:
            page.busy -= 1
            page.publish()

    async def deal_flight(self) -> None:
        """The new deal dealt a card at a time to the person's view (``Motion.deal``)."""
        game = self.page.game
        await self.page.motion.deal(view_of(game, self.page.ui.me) if game is not None else None)

    def on_applied(self, done: Applied) -> None:
        """An action was applied (``Match.act``): the sound of it, the page's state after it
        (a person's picked cards and hint cleared, the card drawn marked and said; another
        player's move in the status line, and said when their turn ends), and the save."""
        page, ui = self.page, self.page.ui
        game, seat, action = done.game, done.seat, done.action
        page.looks.sound(effects.sound_of(action, game))
        if seat in ui.people:
            ui.picked = []
            ui.status = None
            ui.hint = None
            held = [str(c) for c in done.held]
            after = [str(c) for c in view_of(game, seat).hand] if not done.ended else []
            new = [c for c in after if c not in held]
            ui.new_card = new[0] if new and isinstance(action, (DrawStock, DrawDiscard, TakeUpcard)) else None
            if ui.new_card is not None and isinstance(action, DrawStock):  # the card drawn, said (a screen reader)
                page.reader.say(t("access.you_drew", ui.lang, card=Card.parse(ui.new_card).pretty()))
            if ui.sort == "manual":
                ui.order = hand_mod.reconcile(ui.order, self.my_hand())
        else:
            if not self._moved_once:  # when the computer players first moved (bench/longtasks.py)
                self._moved_once = True
                page.window.performance.mark(FIRST_COMPUTER_MOVE)
            ui.status = flights.described(seat, action, view_of(game, seat))
            if done.turn_over:  # its turn is over: say it
                page.reader.say(access.turn_said(view_of(game, seat), seat, ui.lang))
        page.save()

    async def layoff_best(self) -> None:
        """The person's cards that may be laid off, laid off one after the other, each flying."""
        page = self.page
        match = page.match
        if match is None:
            return
        game = match.game
        page.busy += 1
        try:
            while page.game is game:  # (an undo meanwhile puts another game on the table: stop)
                action = controls.next_best_layoff(view_of(game, page.ui.me))
                if action is None:
                    break
                old = drawn(game, page.ui, page.width, page.height)
                match.act(page.ui.me, action, page.ui.status)
                await page.motion.fly(str(action.card), old.anchors.get("card:" + str(action.card)), f"meld:{action.meld}", set())
                await asyncio.sleep(0.25 * page.motion.pace)
        finally:
            page.busy -= 1
            page.render()

    async def show_hint(self) -> None:
        """The engine's hint for the person's turn: its cards outlined, its reason in the status
        line, until the next action. Nothing is played."""
        page, ui = self.page, self.page.ui
        game = page.game
        if game is None or game.to_act != ui.me or game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        page.busy += 1  # tests and the pointer wait for the hint
        try:
            found = await page.thinker.hint(game, ui.me)
        finally:
            page.busy -= 1
        if page.game is game and found.get("at") == len(game.actions):  # else the person moved on
            ui.hint = found
            text = (found.get("text") or {}).get(ui.lang)
            if text:
                page.reader.say(t("access.hint", ui.lang, text=text))  # (a screen reader hears it at once)
        page.render()

    def undo(self) -> None:
        """Take back the person's last action: the game as it was before it, the card back in
        the hand, and (against computer players only) whatever they did since; a computer player
        thinking about its move stops (its answer is dropped)."""
        page, ui = self.page, self.page.ui
        back = page.match.take_back() if page.match is not None else None
        if back is None:
            return
        _restored, status = back
        page.took_back = page.took_back or page.takeback.alone
        page.motion.stop()  # a card still flying from that action lands no more
        page.others.stop()  # a computer player thinking drops its answer
        ui.picked = []
        ui.new_card = None
        ui.hint = None
        ui.status = status
        if ui.sort == "manual":
            ui.order = hand_mod.reconcile(ui.order, self.my_hand())
        page.save()
        page.render()
        page.kick_bots()
