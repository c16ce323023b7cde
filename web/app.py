"""The page: ties the engine, the render model, the canvas and the pointer together.

Flow: an engine action (from a tap, a drag, a button or a computer player) is applied to the
game, the game is saved, the scene is laid out again from the new state and drawn; a card
flight animates the move. Computer players act in an asyncio task with pauses, and think in a
worker once it is up (``thinking.Thinker``), so the page never freezes.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import traceback
from typing import Any, Awaitable, Callable, Dict, List, Optional, Tuple, Union

import access
import challenge as challenge_mod
import controls
import draw
import effects
import flights
import hand as hand_mod
import keys
import links
import remi
import storage
import table_controls as tc
import taps
from beside import download
from challengescreen import ChallengeScreen, Incoming
from felt import Felt
from i18n import SEATING, lang_from_browser, normalize_lang, refusal_sentence, spoken, t
from keeping import Keeping, Note, summary
from keyscreen import KeysScreen
from kits import drawn, kit_of
from layout import drop_index
from match import Applied, Computer, Match, Refused
from motion import Motion
from moves import ME
from others import Others
from passscreen import PassScreen, covered_scene
from pointer import Gestures
from reader import Reader
from remi import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Game,
    NextHand,
    Phase,
    TakeUpcard,
)
from replayscreen import ReplayScreen
from rulescreen import RulesScreen
from scene import Scene
from sharing import Sharing
from sight import UiState, seen, view_of
from startscreen import StartScreen
from statscreen import StatsScreen
from thinking import Thinker
from undo import TakeBack

# the table's buttons a tap beside a screen may press as it closes it (``tap_beneath``)
OPENS_A_SCREEN = ("ui:stats", "ui:challenge", "ui:new_match", "ui:share", "ui:menu", "ui:rules")
MESSAGE_READ = 1.5  # seconds a message stays over the table before the person's next touch hides it
# a User Timing mark when a computer player's move is first played on this page: what the
# player waits for after the table is up (bench/longtasks.py reads it)
FIRST_COMPUTER_MOVE = "remi:first-computer-move"


class App:
    def __init__(self, window: Any, document: Any, create_proxy: Any) -> None:
        self.window = window
        self.document = document
        self.create_proxy = create_proxy
        self.felt = Felt(window, document)  # the canvas, its size, what is painted on it
        self.ui = UiState()
        self.scene: Optional[Scene] = None
        self.busy = 0
        self.motion = Motion(self.felt, self.ui, self)  # cards flying, deals dealt, a deal's end held in sight
        self.others = Others(self, self.motion)  # the computer players (and remote ones) playing their turns
        self.sharing = Sharing(self)  # the match or a challenge sent as a link, a challenge received followed
        self.canvas = self.felt.canvas
        # the match saved, finished ones counted and kept to replay (start() opens the browser's storage)
        self.keeping = Keeping(storage.Saves(storage.MemoryStorage(), storage.MemoryStorage()),
                               lambda: float(self.window.Date.now()), self.window.console.warn)
        self.pending_link: Optional[Tuple[Dict[str, Any], str]] = None  # a link's deal, while asked about
        self.match: Optional[Match] = None  # the match on the table: its game, its seats, what may be taken back
        self.source: Optional[str] = None
        self.thinker = Thinker(window)
        self.thinker.on_give_up = lambda: self.show_message(t("msg.thinking_on_page", self.ui.lang))
        self.gestures = Gestures()
        self.render_ms = 0.0
        self._test_text: Optional[str] = None  # window.remiTest as last made (test_json) ...
        self._test_live: Tuple[Any, ...] = ()  # ... and what it read that changes without a drawing
        self._moved_once = False
        self.message_timer: Optional[Any] = None
        self.message_since: Optional[float] = None  # when the message on show was shown (ms)
        self.start_screen = StartScreen(document, document.getElementById("start"), create_proxy)
        self.start_screen.on_start = self.on_start_form
        self.start_screen.on_cancel = self.on_start_cancel
        self.start_screen.on_resume = self.on_resume
        self.start_screen.on_choice = self.on_link_choice
        self.start_screen.on_rules = self.show_rules
        self.start_screen.on_lang = lambda: self.command("ui:lang")
        self.start_screen.on_speed = self.set_speed
        self.start_screen.on_look = self.set_look
        self.start_screen.on_hidden = self.keep_reach
        self.start_screen.unreadable = lambda: self.saves.unreadable_count()  # (self.saves is opened at start)
        self.start_screen.full = lambda: self.saves.failing and self.saves.persistent
        self.start_screen.on_unreadable = self.on_unreadable
        self.start_screen.on_forget = self.saves_forget
        self.look: Dict[str, bool] = {"sound": False}
        self.look_chosen: Dict[str, bool] = {}
        self.rules = RulesScreen(document, window, document.getElementById("rules"), create_proxy)
        self.rules.on_close = self.publish
        self.start_screen.on_stats = self.show_stats
        self.start_screen.on_share = lambda: self.spawn(self.sharing.share())
        self.stats = StatsScreen(document, window, document.getElementById("stats"), create_proxy)
        self.stats.load = lambda: storage.read_stats(self.saves.local)
        self.stats.on_reset = lambda: self.keeping.reset_stats()
        self.stats.on_close = self.publish
        self.replays = ReplayScreen(document, window, document.getElementById("replay"), create_proxy)
        self.replays.load = lambda: storage.read_history(self.saves.local)
        self.replays.store = lambda kept: self.room_made(storage.write_history(self.saves.local, kept))
        self.replays.on_close = self.on_replays_closed
        self.replays.on_change = self.publish
        self.start_screen.on_replays = self.show_replays
        self.keys_screen = KeysScreen(document, window, document.getElementById("keys"), create_proxy)
        self.keys_screen.on_close = self.publish
        self.start_screen.on_keys = self.show_keys
        self.incoming: Optional[Incoming] = None  # the challenge received that this match plays
        self.took_back = False  # the person took back a move in this match (against computer players only)
        self.challenge_screen = ChallengeScreen(document, window, document.getElementById("challenge"), create_proxy)
        self.challenge_screen.on_close = self.publish
        self.challenge_screen.on_send = lambda url: self.spawn(self.sharing.send_link(url, "challenge.text", "challenge.copied"))
        self.challenge_screen.on_send_on = self.sharing.send_challenge_on
        self.challenge_screen.on_replay = self.sharing.replay_challenger
        for screen in (self.rules, self.stats, self.replays, self.keys_screen, self.challenge_screen):
            screen.on_beneath = self.tap_beneath  # a tap beside one, on a button of the table: pressed too
        self.pass_screen = PassScreen(document, document.getElementById("pass"), create_proxy)
        self.pass_screen.on_ready = self.take_over
        self.keyfocus = keys.Focus()  # the keyboard's focus on the table (keys.py)
        # the table in words for a screen reader, and what the page says aloud
        self.reader = Reader(window, document, self.ui, self._table, self._tap, self.oops, self.changed)
        self._proxies: List[Any] = []

    # ------------------------------------------------------------------ start-up

    def start(self) -> None:
        # a number from Python's `random` as this visit starts: tests check that two visits
        # restored from one memory snapshot (web/pyodide-boot.mjs) draw different ones
        self.random_probe = random.getrandbits(48)
        query = str(self.window.location.search or "")
        params, bad = links.parse_params(query)
        self.motion.pace = params.get("pace", 1.0)  # ?pace=0.2 speeds the computer players up (tests)
        messages: List[str] = []
        self.keeping.saves = self._open_saves(params.get("save", True))
        settings, settings_ok = storage.read_settings(self.saves.local)
        lang = params.get("lang") or normalize_lang(settings.get("lang")) or lang_from_browser(self.window.navigator.language)
        speed = settings.get("speed")
        self.start_screen.speed = speed if isinstance(speed, str) and speed in storage.SPEEDS else storage.DEFAULT_SPEED
        if "pace" not in params:  # the speed the person chose, unless the link sets one
            self.motion.pace = storage.SPEEDS[self.start_screen.speed]
        self.ui.lang = lang
        self.document.documentElement.lang = lang
        self.look_chosen = storage.look_settings(settings)
        look = {"four_colour": False, "large_cards": False, "sound": not self._in_frame()}
        look["reduce_motion"] = self._system_reduces_motion()
        look.update(self.look_chosen)
        if "sound" in params:  # a host page's ?sound=off (or on)
            look["sound"] = bool(params["sound"])
        self.apply_look(look)
        pairs = [f"{name}={links.shown(value)}" for name, value in bad]
        if len(pairs) == 1:
            messages.insert(0, t("msg.bad_param", lang, name=bad[0][0], value=links.shown(bad[0][1])))
        elif pairs:
            messages.insert(0, t("msg.bad_params", lang, names=", ".join(pairs)))
        if params.get("beside_m"):
            messages.append(t("msg.beside_m", lang, names=", ".join(params["beside_m"])))
        if not settings_ok:
            messages.append(t("msg.bad_settings", lang))
            storage.write_settings(self.saves.local, {"lang": lang})
        refused = not self.saves.persistent and params.get("save", True)
        if refused:
            messages.append(t("msg.no_storage", lang))
        old_error = self.saves.take_up_old_save()
        aside = self.saves.set_aside_count  # the old save's, said apart
        if old_error:
            messages.append(t("msg.bad_old_save", lang))
            self.window.console.warn(f"Remi: a save of an earlier release could not be read ({old_error}); it is kept aside")

        if "challenge" in params:  # a challenge's link: read now (its plays are played as the person plays)
            try:
                params["incoming"] = Incoming(params["m"], params["challenge"])
            except challenge_mod.ChallengeError as exc:
                self.window.console.warn(f"Remi: the challenge cannot be read ({exc})")
                messages.append(t(f"challenge.{exc.reason}", lang))
        matches = self.saves.matches()
        tab = self.saves.tab_match()
        mine = next((m for m in matches if m.id == tab), None)
        started = False
        if links.asks_for_game(params, bad):
            wanted = links.link_source(params)
            # the link's deal, saved before: this tab's, else the most recent
            same = [m for m in matches if m.source == wanted]
            again = mine if mine in same else (same[0] if same else None)
            going = mine if mine is not None and not mine.over else next((m for m in matches if not m.over), None)
            if again is not None:
                started = self.resume(again.id, messages)
            elif going is not None and self.resume(going.id, messages):
                started = True
                self.pending_link = (params, wanted)
            if not started:
                self.play_link(params, wanted)
                started = True
        else:
            for match in ([mine] if mine else []) + [m for m in matches if m is not mine]:
                if self.resume(match.id, messages):
                    started = True
                    break
            if not started and links.mentions_deal(params, bad):  # every deal setting invalid: the defaults
                self.play_link(params, links.link_source(params))
                started = True
        if self.saves.set_aside_count > aside and t("msg.bad_save", lang) not in messages:
            messages.append(t("msg.bad_save", lang))
        if not started and (old_error or self.saves.set_aside_count):  # as before: a new deal of Gin
            self.adopt(remi.new_game("gin", 2), {}, None)
            self.saves.adopt(None)
            started = True

        self.window.remiTestJson = self.create_proxy(self.test_json)
        self.reader.start(lambda fn: self.create_proxy(self._guard(fn)))
        self._listen()
        self.resize()
        if self.pending_link is not None:
            self.ask_about_link()
        elif not started:
            self.start_screen.show(lang, can_cancel=False, saved=self.keeping.saved_list(self.ui.lang))
            self.publish()  # (the table is out of reach under the form)
        if messages:
            # in a frame of another site, the way to a kept match is a tab of its own
            self.show_message(" ".join(messages), t("msg.open_tab", lang) if refused and self._in_frame() else None)
        self.save()
        self.document.documentElement.dataset.appState = "ready"
        self.kick_bots()
        self.spawn(self.start_thinker())

    def _open_saves(self, keep: bool) -> storage.Saves:
        """The browser's storage, or memory where it refuses it (``?save=off``: memory too)."""
        if keep:
            local, persistent = storage.open_storage(self.window, "localStorage")
            session, _ = storage.open_storage(self.window, "sessionStorage")
            if not persistent:
                self.window.console.warn("Remi: this browser refuses localStorage here; the match is kept in memory only")
        else:
            local, session, persistent = storage.MemoryStorage(), storage.MemoryStorage(), False
        now = self.window.Date.now
        return storage.Saves(local, session, persistent=persistent, now=lambda: float(now()))

    def resume(self, match_id: str, messages: List[str]) -> bool:
        """Make the saved match ``match_id`` this tab's; False (and a message, the save kept
        aside) when it cannot be read or drawn."""
        try:
            match = self.saves.load(match_id)
            self.adopt(match.game, match.ui, match.source)
            self.takeback.resume(match.game)  # the person's last moves may still be taken back
            # a save that reads but cannot be drawn must not stop the page: draw it once, unseen
            drawn(match.game, self.ui, float(self.window.innerWidth or 390), float(self.window.innerHeight or 844))
        except Exception as exc:
            self.window.console.warn(f"Remi: the saved match {match_id} could not be read ({str(exc)[:200]}); it is kept aside")
            self.saves.set_aside(storage.MATCH_PREFIX + match_id)
            self.match = None
            text = t("msg.bad_save", self.ui.lang)
            if text not in messages:
                messages.append(text)
            return False
        self.saves.adopt(match)
        if match.game.phase == Phase.MATCH_OVER:  # ended in a tab that closed before counting it
            self.tell(self.keeping.count_match(match_id, match.game, self.ui, self.name_of, self.took_back))
        return True

    def play_link(self, params: Dict[str, Any], wanted: str) -> None:
        """A new match: the link's deal (its game, players, seed, levels), under a new id."""
        game = remi.new_game(params.get("game", "gin"), params.get("players", 2), params.get("options"), params.get("seed"))
        incoming = params.get("incoming")
        self.adopt(game, {"challenge": incoming} if incoming is not None else {}, wanted, params.get("level"))
        self.saves.adopt(None)

    def ask_about_link(self) -> None:
        assert self.pending_link is not None and self.game is not None
        params, _wanted = self.pending_link
        lang = self.ui.lang
        info = storage.match_info("", self.game, 0.0, self.source)
        name = params.get("game", "gin")
        key = "link.challenge" if params.get("incoming") is not None else "link.summary"
        link_text = t(key, lang, game=t("game." + name, lang), players=params.get("players", 2))
        self.start_screen.ask(lang, summary(info, lang), link_text)
        self.publish()

    def on_link_choice(self, which: str) -> None:
        """The answer to ``ask_about_link``: the saved match goes on, or the link's deal starts
        (the saved match stays saved, listed in the new-match menu)."""
        pending, self.pending_link = self.pending_link, None
        self.start_screen.hide()
        if pending is not None and which == "link":
            self.play_link(*pending)
            self.save()
        else:
            self._drop_link_params()  # a reload goes on with the saved match, not asks again
        self.render()
        self.kick_bots()

    def saves_forget(self, match_id: str) -> None:
        """A saved match (not this tab's) deleted, as the person chose in the new-match form."""
        if match_id != self.saves.match_id:
            self.saves.forget(match_id)
            self.room_made(True)

    def room_made(self, done: bool) -> bool:
        """Something kept was deleted (``done``): where the browser refused to save the match,
        it is saved now (and the page says so), not at the next move."""
        if done and self.saves.failing:
            self.save()
        return done

    def on_unreadable(self, what: str) -> None:
        """The saves that could not be read: downloaded as one file ("get"), or deleted ("drop"),
        as the person chose in the new-match form."""
        if what == "drop":
            gone = self.saves.drop_unreadable()
            self.room_made(gone > 0)
            self.window.console.info(f"Remi: {gone} unreadable saves deleted, as the person chose")
            return
        text = json.dumps(dict(self.saves.unreadable()), ensure_ascii=False, indent=1)
        download(self.window, self.document, self.create_proxy, text, "remi-unreadable-saves.json", "application/json")

    def on_resume(self, match_id: str) -> None:
        """A saved match chosen in the menu: this tab's match from now on (the one left stays saved)."""
        self.save()
        messages: List[str] = []
        previous = (self.match, self.source, self.saves.match_id, self.saves.known_stamp)
        if not self.resume(match_id, messages):
            self.match, self.source = previous[0], previous[1]
            self.saves.match_id, self.saves.known_stamp = previous[2], previous[3]
            self.start_screen.show(self.ui.lang, can_cancel=self.game is not None, saved=self.keeping.saved_list(self.ui.lang))
            self.show_message(" ".join(messages))
            return
        self.start_screen.hide()
        self._drop_link_params()
        self.render()
        self.kick_bots()

    async def start_thinker(self) -> None:
        await self.thinker.start()
        self.publish()  # tests see where the computer players think

    def adopt(self, game: Any, ui: Dict[str, Any], source: Optional[str], levels: Optional[List[str]] = None) -> None:
        """Make ``game`` the current game (new, loaded or from a link). The computer players'
        levels: ``levels`` (the start screen, a link), else the save's, else Medium."""
        self.source = source
        self.ui.levels = storage.seat_levels(levels if levels is not None else ui.get("levels"), game.players, people=True)
        people = [ME] + [s for s in range(1, game.players) if self.ui.levels[s - 1] == storage.PERSON]
        self.ui.names = storage.clean_names(ui.get("names"), game.players)
        self.match = Match.of(game, self.ui.levels, people, self.ui.names)
        self.match.think = self.think
        self.match.listeners.append(self.on_applied)
        self.ui.people = self.match.people
        me = ui.get("me")
        self.ui.me = me if isinstance(me, int) and me in self.ui.people else ME
        sorts = kit_of(game.name).sorts
        given_sort, given_order = ui.get("sort"), ui.get("order")
        sort = given_sort if isinstance(given_sort, str) and given_sort in sorts else sorts[0]
        order = given_order if isinstance(given_order, list) else []
        self.ui.sort = sort
        self.ui.order = [str(c) for c in order]
        self.ui.picked = []
        self.ui.new_card = None
        status = ui.get("status")
        self.ui.status = list(status) if isinstance(status, list) and len(status) == 3 else None
        self.ui.hint = None
        self.ui.panel = None
        self.motion.token += 1
        self.incoming = self._incoming_of(game, ui.get("challenge")) if not self.ui.together else None
        self.ui.challenged = self.incoming is not None
        # against computer players only, a whole turn may be taken back, and the match says it was
        self.takeback.alone = not self.ui.together and self.incoming is None
        self.took_back = bool(ui.get("took_back")) and self.takeback.alone
        self.challenge_screen.hide()
        self.ui.covered = None
        self.pass_screen.hide()
        self._seat_names()
        if self.ui.together:  # people on one device: the one to play (else whose hand it was) takes it first
            self.cover(game.to_act if game.to_act in self.ui.people else self.ui.me, save=False)

    # ------------------------------------------------------------------ people on one device

    def _seat_names(self) -> None:
        """The page's names (``i18n.SEATING``): "you" to the seat whose hand is shown; in
        pass-and-play the people's names (a person without one is "Player 2")."""
        together = self.ui.together
        over = self.game is not None and self.game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        SEATING.you = None if together and over else self.ui.me  # (at a deal's end the device is everyone's)
        SEATING.names = {s: self.name_of(s) for s in self.ui.people} if together else {}

    def name_of(self, seat: int) -> str:
        """A person's name as the form gave it, or "Player 2"."""
        return self.ui.names[seat] or t("player.n", self.ui.lang, n=seat + 1)

    def cover(self, seat: int, save: bool = True) -> None:
        """Pass-and-play: the device goes to ``seat``. Until that person taps, a screen covers
        the page and the table behind shows no hand."""
        game = self.game
        self.ui.covered = seat
        self.ui.picked = []
        self.ui.hint = None
        name = self.name_of(seat)
        what = t("pass.what", self.ui.lang, game=t("game." + game.name, self.ui.lang), n=game.hand_number) if game else ""
        # a message of the last person's turn goes with it (over the cover the next one would read it)
        self.hide_message()
        self.pass_screen.show(self.ui.lang, seat, name, what)
        if save:
            self.save()
            self.render()

    def take_over(self, seat: int) -> None:
        """The person at ``seat`` has the device: their hand, their turn, their undo (none yet)."""
        if self.game is None or seat not in self.ui.people:
            return
        if seat != self.ui.me:
            self.ui.me = seat
            self.ui.order = []
            self.ui.new_card = None
            self.takeback.clear()
        self.ui.covered = None
        self.pass_screen.hide()
        self._seat_names()
        self.save()
        self.render()
        self.canvas.focus()
        self.kick_bots()

    def _handover_due(self) -> None:
        """After a drawing: a person other than the one holding the device is to play now (or,
        while the device is being handed on, another person than the one named: the computer
        players played meanwhile)."""
        game, ui = self.game, self.ui
        if game is None or not ui.together or self.busy or self.pending_link is not None:
            return
        seat = game.to_act
        if seat is None or seat not in ui.people:
            return
        if (ui.covered is None and seat != ui.me) or (ui.covered is not None and seat != ui.covered):
            self.cover(seat)

    def _incoming_of(self, game: Any, kept: Any) -> Optional[Incoming]:
        """The challenge ``game`` plays: given (a link's), or its save's ``[m, c]`` (read again;
        None when it cannot be, or is not this match's)."""
        if isinstance(kept, Incoming):
            return kept
        if not (isinstance(kept, list) and len(kept) == 2 and all(isinstance(v, str) for v in kept)):
            return None
        try:
            incoming = Incoming(kept[0], kept[1])
        except challenge_mod.ChallengeError as exc:
            self.window.console.warn(f"Remi: the saved match's challenge cannot be read ({exc}); the match goes on without it")
            return None
        return incoming if incoming.fits(game) else None

    def _listen(self) -> None:
        def on(target: Any, name: str, fn: Any) -> None:
            proxy = self.create_proxy(self._guard(fn))
            self._proxies.append(proxy)
            target.addEventListener(name, proxy)

        on(self.canvas, "pointerdown", self.on_pointer_down)
        on(self.canvas, "pointermove", self.on_pointer_move)
        on(self.canvas, "pointerup", self.on_pointer_up)
        on(self.canvas, "pointercancel", lambda e: self.gestures.cancel())
        on(self.canvas, "contextmenu", lambda e: e.preventDefault())
        on(self.canvas, "keydown", self.on_key)
        on(self.canvas, "focus", lambda e: self.on_canvas_focus(True))
        on(self.canvas, "blur", lambda e: self.on_canvas_focus(False))
        on(self.window, "resize", lambda e: self.resize())
        on(self.document.getElementById("message"), "click", lambda e: self.hide_message())
        on(self.document, "keydown", self.on_page_key)

    def _guard(self, fn: Any) -> Any:
        def wrapped(event: Any) -> None:
            try:
                fn(event)
            except Exception:
                self.oops()

        return wrapped

    def oops(self) -> None:
        """A bug: say so in the console (tests fail on it) and, in plain words, on the page."""
        self.window.console.error("Remi: " + traceback.format_exc())
        try:
            self.show_message(t("msg.oops", self.ui.lang))
        except Exception:
            pass

    # ------------------------------------------------------------------ drawing

    def resize(self) -> None:
        self.felt.resize()
        self.render()

    @property
    def width(self) -> float:
        return self.felt.width

    @property
    def height(self) -> float:
        return self.felt.height

    @property
    def game(self) -> Optional[Game]:
        """The match's game (None before there is a match)."""
        return self.match.game if self.match is not None else None

    @property
    def playing_match(self) -> Match:
        """The match on the table (``playing``'s match)."""
        if self.match is None:
            raise RuntimeError("no match on the table")
        return self.match

    @property
    def takeback(self) -> TakeBack:
        assert self.match is not None
        return self.match.takeback

    @property
    def playing(self) -> Any:
        """The match on the table: the handlers that act on it run only while there is one
        (without one they fail as they always did, into the page's "something went wrong")."""
        return self.playing_match.game

    def on_table(self, game: Any) -> bool:
        """Whether ``game`` is still the match on the table (a task that awaited asks)."""
        return self.game is game

    def layout(self) -> Optional[Scene]:
        """The table as it is now (and whether Undo is offered): every drawing starts here."""
        if self.game is None:
            return None
        self.ui.can_undo = self.takeback.available(self.game)
        if self.ui.covered is not None:  # the device goes to another person: the bare table, no hand
            return covered_scene(view_of(self.game, self.ui.me), self.ui, self.width, self.height)
        if self.ui.together:
            self._seat_names()
        scene = drawn(self.game, self.ui, self.width, self.height)
        focus = self.keyfocus.current(scene) if self.keyfocus.shown else None
        if focus is not None:
            scene.items.extend(keys.ring(scene, focus))
        return scene

    def render(self) -> None:
        if self.game is None:
            self.felt.bare()
            self.scene = None
            self.publish()
            return
        perf = self.window.performance
        start = float(perf.now())
        scene = self.layout()
        assert scene is not None  # (there is a game)
        self.scene = scene
        self.felt.show(scene)
        self.render_ms = float(perf.now()) - start
        self.publish()
        self.reader.due()
        self.sharing.follow()

    def publish(self) -> None:
        """The table changed: name it for screen readers (the thing in the keyboard's focus,
        then the status line), keep the table and its words out of reach while a screen is
        over them, and let ``window.remiTest`` be made afresh the next time a test reads it
        (``test_json``; a player's page never does)."""
        if self.scene is not None and self.scene.info.get("status"):
            label = str(self.scene.info["status"])
            here = self.keyfocus.current(self.scene) if self.keyfocus.shown else None
            words = self.reader.words_of(f"{here.kind}:{here.id}") if here is not None else None
            self.canvas.setAttribute("aria-label", spoken(f"{words} · {label}" if words else label, self.ui.lang))
        self.keep_reach()
        self._test_text = None
        self._handover_due()  # (here: a move ends with the table drawn while still busy, then published)

    def changed(self) -> None:
        """``window.remiTest`` is made afresh the next time a test reads it."""
        self._test_text = None

    def overlay_open(self) -> bool:
        """Whether a screen is over the table (the new-match form, the rules, ...)."""
        screens = (self.start_screen, self.rules, self.stats, self.replays, self.keys_screen, self.challenge_screen,
                   self.pass_screen)
        return any(screen.visible for screen in screens)

    def keep_reach(self) -> None:
        """The table and its words (``#access``) inert while a screen is over them, in reach
        when none is: decided here alone, from ``overlay_open``, each of the two as it is now
        (one set apart from the other stayed so: the words were out of every screen reader's
        reach after a deal from the new-match form). Called at every drawing (``publish``) and
        as the new-match form hides, before the table takes the focus."""
        covered = self.overlay_open()
        for name in ("table", "access"):
            element = self.document.getElementById(name)
            if bool(element.inert) != covered:  # (only when it changes: this runs at every drawing)
                element.inert = covered

    # ------------------------------------------------------------------ the table in words

    def _table(self) -> Optional[Tuple[Any, Scene]]:
        """The person's sight of the match on the table and the scene drawn of it (the reader's)."""
        game, scene = self.game, self.scene
        return (seen(game, self.ui), scene) if game is not None and scene is not None else None

    def _tap(self, hit: Any, x: float) -> None:
        """A tap on ``hit`` at ``x`` (a button of the table in words)."""
        self.handle({"type": "tap", "target": hit, "x": x, "y": hit.y + hit.h / 2})

    def say(self, text: Optional[str]) -> None:
        """Say ``text`` to a screen reader (``Reader.say``)."""
        self.reader.say(text)

    # ------------------------------------------------------------------ keys

    def on_canvas_focus(self, focused: bool) -> None:
        """The table got the keyboard's focus (by Tab: its ring shows) or lost it (the ring goes)."""
        by_keys = False
        if focused:
            try:
                by_keys = bool(self.canvas.matches(":focus-visible"))
            except Exception:
                by_keys = False
        shown = focused and (by_keys or self.keyfocus.shown)
        if shown != self.keyfocus.shown:
            self.keyfocus.shown = shown
            self.render()

    def on_key(self, event: Any) -> None:
        """A key pressed on the table (``keys.intent``): it means what a tap on the same thing
        means. Keys the table has no use for are the browser's (Tab leaves the table)."""
        if self.scene is None or self.game is None or event.altKey:
            return
        ctrl = bool(event.ctrlKey or event.metaKey)
        was_shown = self.keyfocus.shown
        self.keyfocus.shown = True
        it = keys.intent(str(event.key), self.scene, self.keyfocus, self.ui.picked, self.ui.panel, bool(event.shiftKey), ctrl)
        if it.kind == "none" and not it.command:
            self.keyfocus.shown = was_shown
            return
        event.preventDefault()
        self.sound([])  # (a key is a press too: sound may start)
        since = self.message_since
        if since is not None and float(self.window.performance.now()) - since > MESSAGE_READ * 1000:
            self.hide_message()
        self.run_intent(it)

    def on_page_key(self, event: Any) -> None:
        """A key pressed with nothing in focus (the page just opened, a screen closed): the table
        takes it, and the keyboard's focus, unless a screen is over it."""
        target = event.target
        if target is None or str(getattr(target, "tagName", "")).lower() != "body" or self.overlay_open():
            return
        if str(event.key) in ("Tab", "Shift", "Control", "Alt", "Meta"):
            return
        self.canvas.focus()
        self.on_key(event)

    def run_intent(self, it: keys.Intent) -> None:
        moves = seen(self.playing, self.ui).moves
        hit = it.hit
        if it.kind == "double" and hit is not None and moves.discard(hit.id) is None:
            self.do(taps.WhyNot(str(Discard(Card.parse(hit.id)))))  # (not a pick: X throws or says why not)
        elif it.kind in ("tap", "double") and hit is not None:
            x = hit.x + 1 if it.left else hit.x + hit.w / 2  # (Shift: a joker goes to a run's low end)
            self.handle({"type": it.kind, "target": hit, "x": x, "y": hit.y + hit.h / 2})
        elif it.kind == "command" and it.command:
            self.command(it.command)
        elif it.kind == "take":
            action = moves.draws.get("discard")
            self.do(taps.Play(action) if action is not None else taps.WhyNot("draw discard"))
        elif it.kind == "move" and hit is not None:
            self.move_card(hit.id, it.step)
        elif it.kind == "escape":
            if it.command:
                self.command(it.command)
        elif it.kind == "help":
            self.show_keys()
        elif it.kind == "none":
            self.show_message(t("keys.not_now", self.ui.lang, name=it.command.upper()))
        if it.kind in ("focus", "move", "none") or (it.kind == "escape" and not it.command):
            self.render()  # (the frame moved, or nothing else drew: a move played draws itself, and flies)

    def move_card(self, card: str, step: int) -> None:
        """The card in focus moves ``step`` places along the hand (Shift and an arrow): the hand
        is in the person's order from now on, as after a drag."""
        shown = self.shown_hand()
        if card not in shown:
            return
        index = max(0, min(len(shown) - 1, shown.index(card) + step))
        self.ui.order = hand_mod.move_card(shown, card, index)
        self.ui.sort = "manual"
        self.save()

    def show_keys(self) -> None:
        """The keys of keyboard play, over the table."""
        family = kit_of(self.game.name).facts.name if self.game is not None and not self.start_screen.visible else None
        self.keys_screen.show(self.ui.lang, family)
        self.publish()

    def test_json(self) -> str:
        """window.remiTest (index.html's getter): the clickable things in page pixels and the
        state, for the browser tests, as JSON. Made only when read: making it on every drawing
        cost a slow phone up to 30 ms (bench/longtasks.py --cpu 4). Kept until the table changes
        (``publish``) or one of the things that change without a drawing does: the canvas's
        place on the page, the busy flag, the start screen, the computer players' thinker."""
        rect = self.canvas.getBoundingClientRect()
        ox = float(rect.left) + float(self.window.scrollX or 0)
        oy = float(rect.top) + float(self.window.scrollY or 0)
        busy = bool(self.busy) or self.others.to_act()
        thinker = self.thinker.test_json()  # where they think: "worker" once it is up
        saves = self.saves
        live = (
            ox, oy, busy, self.start_screen.visible, tuple(thinker.items()), self.start_screen.asking,
            saves.match_id, saves.failing, saves.forked,
        )
        if self._test_text is not None and live == self._test_live:
            return self._test_text
        data: Dict[str, Any] = {"cards": [], "buttons": [], "melds": [], "piles": {}}
        if self.scene is not None:
            data = self.scene.test_json(ox, oy)
        data["busy"] = busy
        data["start_screen"] = self.start_screen.visible
        data["asking"] = self.start_screen.asking is not None  # a link's deal or the saved match?
        data["saves"] = {
            "key": storage.MATCH_PREFIX + saves.match_id if saves.match_id else None,
            "persistent": saves.persistent, "failing": saves.failing, "forked": saves.forked,
        }
        data["focus"] = {"kind": self.keyfocus.kind, "id": self.keyfocus.id, "shown": self.keyfocus.shown}
        data["said"] = self.reader.said[-6:]  # what was said aloud to a screen reader, the latest last
        data["overlay"] = self.overlay_open()
        data["look"] = self.look  # the look and sound the table has now
        data["flights"] = {"cards": self.motion.cards, "deals": self.motion.deals}
        data["shared"] = self.sharing.shared
        incoming = self.incoming
        data["challenge"] = None if incoming is None else {
            "deals": incoming.deals, "people": len(incoming.runs),
            "results": [[int(r.points[0]) for r in run.game.results] for run in incoming.runs],
            "refused": [run.error.reason if run.error else None for run in incoming.runs],
        }
        data["challenge_screen"] = self.challenge_screen.mode if self.challenge_screen.visible else None
        data["people"] = {"seats": list(self.ui.people), "me": self.ui.me, "covered": self.ui.covered,
                          "names": list(self.ui.names)}
        data["replay"] = self.replays.shown if self.replays.visible else None
        data["downloaded"] = self.replays.downloaded
        data["stats"] = self.keeping.counted  # the record as it was after the last finished match shown
        data["render_ms"] = round(self.render_ms, 1)
        data["engine"] = remi.__version__  # the release's engine (tests/browser/test_release.py)
        data["game"] = self.game.name if self.game else None
        data["players"] = self.game.players if self.game else None
        data["seed"] = self.game.seed if self.game else None
        # the computer players actually playing: their class and level (tests check the choice reached them)
        bots = self.match.computers if self.match is not None else {}
        data["bots"] = {str(seat): _describe_player(bot.player) for seat, bot in bots.items()}
        data["thinker"] = thinker
        data["snapshot"] = str(getattr(self.window, "remiSnapshot", None) or "none")  # how Python started
        data["random_probe"] = self.random_probe
        # the page's modules imported from the bytecode build.py ships beside them (not compiled here)
        data["bytecode"] = all(_from_bytecode(m) for m in (draw, storage, tc))
        self._test_text, self._test_live = json.dumps(data), live
        return self._test_text

    # ------------------------------------------------------------------ messages

    def _in_frame(self) -> bool:
        try:
            return not bool(self.window.top == self.window)
        except Exception:  # a browser that will not say: as a frame
            return True

    def show_message(
        self, text: str, open_tab: Optional[str] = None, why_rule: Optional[str] = None,
        way_on: Optional[Tuple[str, Callable[[], None]]] = None,
    ) -> None:
        """A short message over the table: gone after 9 s, on a tap on it, or on the person's
        next touch of the table once it has been read a moment (MESSAGE_READ seconds).
        ``open_tab``: the words of a link that opens this page in a tab of its own;
        ``why_rule``: a refusal's rule, which a "why?" button opens in the rules; ``way_on``:
        a button's words and what it does (a full store: the screen where the person makes room)."""
        box = self.document.getElementById("message")
        box.textContent = text
        if why_rule:
            way_on = (t("msg.why", self.ui.lang), lambda: self.show_rules(None, why_rule))
        if way_on:
            words, act = way_on
            button = self.document.createElement("button")
            button.type = "button"
            button.className = "why"
            button.textContent = words
            def go(event: Any, act: Callable[[], None] = act) -> None:
                self.hide_message()
                act()

            proxy = self.create_proxy(go)
            self._proxies.append(proxy)
            button.addEventListener("click", proxy)
            box.append(" ", button)
        if open_tab:
            link = self.document.createElement("a")
            link.href = str(self.window.location.href)
            link.target = "_blank"
            link.rel = "noopener"
            link.textContent = open_tab
            box.append(" ", link)
        box.hidden = False
        self.pass_screen.clear_of(box)  # (over the pass-and-play cover: its panel below the message)
        self.message_since = float(self.window.performance.now())
        if self.message_timer is not None:
            self.window.clearTimeout(self.message_timer)
        proxy = self.create_proxy(lambda: self.hide_message())
        self._proxies.append(proxy)
        self.message_timer = self.window.setTimeout(proxy, 9000)

    def hide_message(self) -> None:
        box = self.document.getElementById("message")
        box.hidden = True
        self.pass_screen.clear_of(box)
        self.message_since = None

    # ------------------------------------------------------------------ saving

    @property
    def saves(self) -> storage.Saves:
        """This tab's saves, in the browser's storage (or in memory, where it refuses)."""
        return self.keeping.saves

    def save(self) -> None:
        """Save this tab's match (``Keeping.save``: counted once it is over), and tell the
        person what they need to know of it."""
        if self.game is None or self.pending_link is not None:
            return
        extra: Dict[str, Any] = {}
        if self.took_back:
            extra["took_back"] = True
        if self.incoming is not None:
            extra["challenge"] = [self.incoming.m, self.incoming.c]
        self.tell(self.keeping.save(self.game, self.ui, self.source, extra, self.name_of, self.took_back))

    def tell(self, notes: List[Note]) -> None:
        """What keeping the person's things has to say (``keeping.Note``), with the way on."""
        lang = self.ui.lang
        ways = {"make_room": (t("msg.make_room", lang), self.make_room), "replays": (t("msg.make_room", lang), self.show_replays),
                "stats": (t("stats.title", lang), self.show_stats)}
        for note in notes:
            self.show_message(t(note.key, lang), way_on=ways.get(note.way or ""))

    def make_room(self) -> None:
        """The browser refuses to save the match: the new-match menu, where the saved matches
        are, each with its ✕, and the way to the finished ones (``startscreen.room_html``)."""
        self.command("ui:menu")

    def show_stats(self, game: Optional[str] = None) -> None:
        """The person's statistics, at ``game`` (the match's when none is named)."""
        self.stats.show(game or (self.game.name if self.game else None), self.ui.lang)
        self.publish()

    def show_replays(self) -> None:
        """The last finished matches, to replay (the latest, as it ended)."""
        self.replays.show(self.ui.lang)
        self.publish()

    def on_replays_closed(self) -> None:
        game = self.game
        waiting = self.keeping.waiting_replay
        if waiting and game is not None and game.is_over and self.saves.match_id == waiting:
            self.tell(self.keeping.keep_to_replay(waiting, game, self.ui.levels))  # the person may have made room
        if not self.sharing.back_from_replay():
            self.publish()

    def set_speed(self, speed: str) -> None:
        """The computer players' speed chosen in the new-match form: from now on, and kept."""
        self.motion.pace = storage.SPEEDS.get(speed, 1.0)
        self.save_settings()

    def save_settings(self) -> None:
        kept = {"lang": self.ui.lang, "speed": self.start_screen.speed, **self.look_chosen}
        storage.write_settings(self.saves.local, kept)

    def _system_reduces_motion(self) -> bool:
        try:
            return bool(self.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
        except Exception:
            return False

    def apply_look(self, look: Dict[str, bool]) -> None:
        """Show the table with ``look``: the deck's colours, the cards' size, sound, motion."""
        self.look = dict(look)
        self.start_screen.look = dict(look)
        self.ui.large = look["large_cards"]
        self.motion.on = not look["reduce_motion"]
        try:
            self.felt.paint.setLook({"fourColour": look["four_colour"], "large": look["large_cards"]})
            self.window.remiSound.enabled = look["sound"]
        except Exception:  # (a page whose sound.js did not load plays in silence)
            pass

    def set_look(self, name: str, value: bool) -> None:
        """A look or sound setting changed in the new-match form: at once, and kept."""
        if name not in storage.LOOK:
            return
        self.look_chosen[name] = bool(value)
        self.apply_look({**self.look, name: bool(value)})
        self.save_settings()
        if name == "sound" and value:
            self.sound(["draw"])  # (the change was a press: sound is allowed now) a sample of it
        self.render()

    def sound(self, names: List[str]) -> None:
        """Play the sounds ``names`` (``effects.sound_of``) when sound is on (none: only let
        the browser start sound, on a press)."""
        if not self.look.get("sound"):
            return
        try:
            player = self.window.remiSound
            player.unlock()
            for name in names:
                player.play(name)
        except Exception:
            pass

    # ------------------------------------------------------------------ pointer

    def _point(self, event: Any) -> Tuple[float, float]:
        rect = self.canvas.getBoundingClientRect()
        return float(event.clientX) - float(rect.left), float(event.clientY) - float(rect.top)

    def on_pointer_down(self, event: Any) -> None:
        self.sound([])  # a browser lets sound start only from a press: this one
        if self.scene is None:
            return
        if self.keyfocus.shown:  # the pointer is in use: no focus ring (the keys bring it back)
            self.keyfocus.shown = False
            self.render()
        since = self.message_since
        if since is not None and float(self.window.performance.now()) - since > MESSAGE_READ * 1000:
            self.hide_message()
        x, y = self._point(event)
        try:
            self.canvas.setPointerCapture(event.pointerId)
        except Exception:
            pass
        mouse = str(event.pointerType) == "mouse"
        self.gestures.down(x, y, float(event.timeStamp), self.scene.hit_test(x, y), mouse)

    def on_pointer_move(self, event: Any) -> None:
        if self.scene is None:
            return
        x, y = self._point(event)
        if self.gestures.press is None:
            if str(event.pointerType) == "mouse":  # show what can be clicked
                hit = self.scene.hit_test(x, y)
                clickable = hit is not None and hit.kind not in ("hand",)
                self.canvas.style.cursor = "pointer" if clickable else "default"
            return
        drag = self.gestures.move(x, y)
        if drag is not None and drag.get("card"):
            self.ui.drag = drag
            self.render()

    def on_pointer_up(self, event: Any) -> None:
        if self.scene is None:
            return
        x, y = self._point(event)
        dragged = self.ui.drag
        self.ui.drag = None
        if dragged:
            self.scene = self.layout()  # hit-test against the table without the dragged card
        gesture = self.gestures.up(x, y, float(event.timeStamp), self.scene.hit_test(x, y) if self.scene else None)
        if gesture is not None:
            self.handle(gesture)
        if dragged:
            self.render()

    def tap_beneath(self, x: float, y: float) -> None:
        """A tap beside a screen's panel closed the screen (``beside.TapBeside``); where it fell
        on a button of the table, seen through the screen's backdrop, that button is pressed too,
        as a tap on it: the person tapped what they saw. (At a challenge's end the comparison
        opens by itself over the result, whose buttons show beneath it: the first tap on one only
        closed the comparison.) Only the buttons that open another screen: ``x``, ``y``: where, in
        the page; nothing when another screen is beneath the one closed, or the table is not
        what lies there."""
        if self.scene is None or self.overlay_open():
            return
        under = self.document.elementFromPoint(x, y)
        if not under or not self.canvas.isSameNode(under):
            return
        rect = self.canvas.getBoundingClientRect()
        px, py = x - float(rect.left), y - float(rect.top)
        hit = self.scene.hit_test(px, py)
        # only a button that opens a screen and changes nothing (a tap meant to close the screen
        # must not knock, deal the next hand or take a move back)
        if hit is not None and hit.kind == "button" and hit.data.get("command") in OPENS_A_SCREEN:
            self.handle({"type": "tap", "target": hit, "x": px, "y": py})

    def handle(self, g: Dict[str, Any]) -> None:
        """A tap, double click or drop (``pointer.Gestures``), in every game: what it means is
        ``taps.meaning``'s answer, from the map of what each card and pile may do now."""
        game = self.game
        if game is None:
            return
        self.do(taps.meaning(g, seen(game, self.ui).moves, self.ui.picked, self.scene))

    def do(self, meant: taps.Meant) -> None:
        """What a gesture meant, done: an action played (or why not said), the picked cards
        drawn anew, a command run, a card moved in the hand, a message shown."""
        if isinstance(meant, taps.Play):
            self.human(meant.action)
        elif isinstance(meant, taps.WhyNot):
            self.refused(meant.action)
        elif isinstance(meant, taps.Pick):
            self.ui.picked = list(meant.cards)
            self.render()
        elif isinstance(meant, taps.Run):
            self.command(meant.command)
        elif isinstance(meant, taps.Reorder):
            self.reorder(meant.card, meant.x, meant.y)
        elif isinstance(meant, taps.Tell):
            self.show_message(t(meant.key, self.ui.lang, n=meant.n))

    def shown_hand(self) -> List[str]:
        """The person's cards in the order the table shows them."""
        game = self.playing
        view = view_of(game, self.ui.me)
        return [str(s.card) for s in kit_of(game.name).arranged(view, view.hand, self.ui.sort, self.ui.order)]

    def reorder(self, card: str, x: float, y: float) -> None:
        """The card dropped on the hand at (x, y) moves there: the hand is in the person's order now."""
        shown = self.shown_hand()
        scene = self.scene or self.layout()
        if scene is None:
            return
        index = drop_index(scene, [c for c in shown if c != card], x, y)
        self.ui.order = hand_mod.move_card(shown, card, index)
        self.ui.sort = "manual"
        self.save()
        self.render()

    def refused(self, action: str) -> None:
        """Say why the engine refuses ``action`` (to the person whose turn it is), in words,
        with "why?" opening the rules at the rule it breaks; the rule's id is never shown."""
        game = self.playing
        why = seen(game, self.ui).judge(action)
        if not why:
            return
        rule = why.partition(": ")[0]
        if rule == "G-6":  # the card just taken may not be thrown at once (the option off)
            self.show_message(t("msg.cannot_discard_taken", self.ui.lang), why_rule=rule)
        elif game.to_act == self.ui.me:
            self.show_message(t("msg.not_now", self.ui.lang, why=refusal_sentence(why, self.ui.lang)), why_rule=rule)

    def show_rules(self, game: Optional[str] = None, rule: Optional[str] = None) -> None:
        """How to play ``game`` (the match's, with its house options, when it is the one on
        the table), at the section of ``rule`` when given."""
        current = self.game
        name = game or (current.name if current else "gin")
        options = current.options if current is not None and current.name == name else None
        self.rules.show(name, self.ui.lang, options, rule)
        self.publish()

    def undo(self) -> None:
        """Take back the person's last action: the game as it was before it, the card back in
        the hand, and (against computer players only) whatever they did since; a computer player
        thinking about its move stops (its answer is dropped)."""
        back = self.match.take_back() if self.match is not None else None
        if back is None:
            return
        _restored, status = back
        self.took_back = self.took_back or self.takeback.alone
        self.motion.stop()  # a card still flying from that action lands no more
        self.others.stop()  # a computer player thinking drops its answer
        self.ui.picked = []
        self.ui.new_card = None
        self.ui.hint = None
        self.ui.status = status
        if self.ui.sort == "manual":
            self.ui.order = hand_mod.reconcile(self.ui.order, self.my_hand())
        self.save()
        self.render()
        self.kick_bots()

    # ------------------------------------------------------------------ commands

    def command(self, cmd: str) -> None:
        """A button's command: ``ui:<name>`` (``ui:sort_<how>`` and ``ui:why:<rule>`` carry
        their value), run from the table of commands; any other text is the person's action."""
        if not cmd.startswith("ui:"):
            self.human(cmd)
            return
        name, _, value = cmd[len("ui:") :].partition(":")
        if name.startswith("sort_"):
            name, value = "sort", name[len("sort_") :]
        run = self.commands.get(name)
        if run is not None:
            run(value)

    @property
    def commands(self) -> Dict[str, Callable[[str], None]]:
        """What each of the page's buttons does, by its command's name (the value after it)."""
        return {
            "dismiss": lambda _: None,
            "lang": lambda _: self.switch_lang(),
            "menu": lambda _: self.open_menu(can_cancel=self.game is not None),
            "new_match": lambda _: self.open_menu(can_cancel=False),
            "sort": self.set_sort,
            "clear": lambda _: self.clear_picked(),
            "why": lambda rule: self.show_rules(None, rule),  # a refusal's "why?": the rules at its rule
            "rules": lambda _: self.show_rules(self.game.name if self.game else None),
            "stats": lambda _: self.show_stats(),
            "share": lambda _: self.spawn(self.sharing.share()),
            "challenge": lambda _: self.sharing.show_challenge(),
            "moves": lambda _: self.set_panel("moves"),
            "close_panel": lambda _: self.set_panel(None),
            "undo": lambda _: self.undo(),
            "layoff_best": lambda _: self.spawn(self.layoff_best()),
            "hint": lambda _: self.spawn(self.show_hint()),
        }

    def switch_lang(self) -> None:
        self.ui.lang = "en" if self.ui.lang == "ro" else "ro"
        self.document.documentElement.lang = self.ui.lang
        self.save_settings()
        self.start_screen.set_lang(self.ui.lang)
        self.reader.describe_keys()
        self.render()

    def open_menu(self, can_cancel: bool) -> None:
        """The new-match form, with the saved matches (closed again only from the menu's way in)."""
        game = self.game
        self.start_screen.show(
            self.ui.lang, can_cancel=can_cancel, levels=list(self.ui.levels), names=list(self.ui.names),
            game=game.name if game else None, players=game.players if game else None,
            saved=self.keeping.saved_list(self.ui.lang),
        )
        self.publish()

    def set_sort(self, how: str) -> None:
        self.ui.sort = how
        self.ui.order = []
        self.save()
        self.render()

    def clear_picked(self) -> None:
        self.ui.picked = []
        self.render()

    def set_panel(self, panel: Optional[str]) -> None:
        self.ui.panel = panel
        self.render()

    async def show_hint(self) -> None:
        """The engine's hint for the person's turn: its cards outlined, its reason in the status
        line, until the next action. Nothing is played."""
        game = self.game
        if game is None or game.to_act != self.ui.me or game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        self.busy += 1  # tests and the pointer wait for the hint
        try:
            found = await self.thinker.hint(game, self.ui.me)
        finally:
            self.busy -= 1
        if self.on_table(game) and found.get("at") == len(game.actions):  # else the person moved on
            self.ui.hint = found
            text = (found.get("text") or {}).get(self.ui.lang)
            if text:
                self.say(t("access.hint", self.ui.lang, text=text))  # (a screen reader hears it at once)
        self.render()

    def on_start_form(
        self, name: str, players: int, options: Dict[str, Any], levels: List[str], names: Optional[List[str]] = None
    ) -> None:
        try:
            game = remi.new_game(name, players, options)
        except remi.InvalidOptionError as exc:
            self.show_message(str(exc))
            return
        self.start_screen.hide()
        self.save()  # the match left stays saved (the menu lists it while it is in progress)
        self.adopt(game, {"sort": self.ui.sort, "names": names or []}, None, levels)
        self.saves.adopt(None)
        self._drop_link_params()
        self.save()
        self.sound(["deal"])
        self.busy += 1  # until the cards are dealt: tests and the pointer wait for a still table
        self.spawn(self.after_deal())

    async def after_deal(self) -> None:
        try:
            await self.deal_flight()
        finally:
            self.busy -= 1
            self.publish()
        self.kick_bots()

    def on_start_cancel(self) -> None:
        self.start_screen.hide()
        self.render()

    def _drop_link_params(self) -> None:
        """A new match from the menu is not the link's deal: take game/players/seed/level off the URL."""
        from urllib.parse import parse_qsl, urlencode

        search = str(self.window.location.search or "")
        kept = [(k, v) for k, v in parse_qsl(search.lstrip("?")) if k not in links.LINK_KEYS]
        url = str(self.window.location.pathname) + (("?" + urlencode(kept)) if kept else "")
        try:
            self.window.history.replaceState(None, "", url)
        except Exception:
            pass

    # ------------------------------------------------------------------ acting

    def spawn(self, coro: Any) -> Any:
        return asyncio.ensure_future(self._safe(coro))

    async def _safe(self, coro: Any) -> None:
        try:
            await coro
        except asyncio.CancelledError:
            raise
        except Exception:
            self.oops()

    def my_hand(self) -> Tuple[Card, ...]:
        """The person's cards, as their view shows them."""
        assert self.game is not None
        return view_of(self.game, self.ui.me).hand

    def human(self, action: Union[str, Action]) -> None:
        """The person's action (its text or value), refused with the reason when they may not
        play it now; else applied (``Match.act``, heard by ``on_applied``), then it flies."""
        match = self.match
        if match is None:
            return
        if self.ui.covered is not None:  # (pass-and-play: the device is being handed on)
            self.refused(str(action))
            return
        old = self.scene
        try:
            done = match.act(self.ui.me, action, self.ui.status)
        except Refused:
            self.refused(str(action))
            return
        self.scene = self.layout()
        self.busy += 1  # until the card has flown: tests and the pointer wait for a still table
        self.publish()
        self.spawn(self.after_human(done.action, old, [self.ui.new_card] if self.ui.new_card else []))

    def think(self, game: Game, seat: int, player: Computer) -> Awaitable[Action]:
        """How the match's computer players choose: in the worker once it is up (``Thinker``)."""
        return self.thinker.choose(game, seat, player.level, player.player)

    def on_applied(self, done: Applied) -> None:
        """An action was applied (``Match.act``): the sound of it, the page's state after it
        (a person's picked cards and hint cleared, the card drawn marked and said; another
        player's move in the status line, and said when their turn ends), and the save."""
        game, seat, action = done.game, done.seat, done.action
        self.sound(effects.sound_of(action, game))
        if seat in self.ui.people:
            self.ui.picked = []
            self.ui.status = None
            self.ui.hint = None
            held = [str(c) for c in done.held]
            after = [str(c) for c in game.hands[seat]] if not done.ended else []
            new = [c for c in after if c not in held]
            self.ui.new_card = new[0] if new and isinstance(action, (DrawStock, DrawDiscard, TakeUpcard)) else None
            if self.ui.new_card is not None and isinstance(action, DrawStock):  # the card drawn, said (a screen reader)
                self.say(t("access.you_drew", self.ui.lang, card=Card.parse(self.ui.new_card).pretty()))
            if self.ui.sort == "manual":
                self.ui.order = hand_mod.reconcile(self.ui.order, self.my_hand())
        else:
            if not self._moved_once:  # when the computer players first moved (bench/longtasks.py)
                self._moved_once = True
                self.window.performance.mark(FIRST_COMPUTER_MOVE)
            self.ui.status = flights.described(seat, action, view_of(game, seat))
            if done.turn_over:  # its turn is over: say it
                self.say(access.turn_said(view_of(game, seat), seat, self.ui.lang))
        self.save()

    async def after_human(self, action: Any, old: Optional[Scene], new: List[str]) -> None:
        try:
            await self._after_human(action, old, new)
        finally:
            self.busy -= 1
            self.publish()

    async def _after_human(self, action: Any, old: Optional[Scene], new: List[str]) -> None:
        flight = flights.persons_flight(action, old, new[0] if new else None) if old is not None else None
        if flight is not None:
            await self.motion.fly(flight.card, flight.src, flight.dst, set(flight.hide))
        elif isinstance(action, NextHand):
            await self.deal_flight()
        else:
            self.render()
        self.kick_bots()

    async def deal_flight(self) -> None:
        """The new deal dealt a card at a time (``Motion.deal``); at a match's or a deal's end,
        or with no match, the table drawn at once."""
        game = self.game
        if game is None or game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.motion.token += 1
            self.render()
            return
        await self.motion.deal(game.players, game.dealer, [str(c) for c in self.my_hand()])

    async def layoff_best(self) -> None:
        self.busy += 1
        game = self.playing
        try:
            while self.on_table(game):  # (an undo meanwhile puts another game on the table: stop)
                action = controls.next_best_layoff(view_of(game, self.ui.me))
                if action is None:
                    break
                old = drawn(game, self.ui, self.width, self.height)
                self.playing_match.act(self.ui.me, action, self.ui.status)
                await self.motion.fly(str(action.card), old.anchors.get("card:" + str(action.card)), f"meld:{action.meld}", set())
                await asyncio.sleep(0.25 * self.motion.pace)
        finally:
            self.busy -= 1
            self.render()

    # ------------------------------------------------------------------ computer players

    def kick_bots(self) -> None:
        """The other players play if one of them is to act (``Others.kick``)."""
        self.others.kick()

    def warn(self, text: str) -> None:
        """A line in the browser's console, for whoever debugs the page."""
        self.window.console.warn(text)


def _from_bytecode(module: Any) -> bool:
    cached = getattr(getattr(module, "__spec__", None), "cached", None)
    return isinstance(cached, str) and bool(cached) and os.path.exists(cached)


def _describe_player(bot: Any) -> Dict[str, Any]:
    return {"class": type(bot).__name__, "level": getattr(bot, "level", None)}


def main(window: Any, document: Any, create_proxy: Any) -> App:
    app = App(window, document, create_proxy)
    app.start()
    return app
