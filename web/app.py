"""The page: ties the engine, the render model, the canvas and the pointer together.

Flow: an engine action (from a tap, a drag, a button or a computer player) is applied to the
game, the game is saved, the scene is laid out again from the new state and drawn; a card
flight animates the move. Computer players act in an asyncio task with pauses, and think in a
worker once it is up (``thinking.Thinker``), so the page never freezes.

``App`` is the wiring: it holds the match on the table and the person's state of it, makes the
pieces that act on them and connects them to the page's screens and events.

- ``opening.Opening``: how a match comes onto the table (a visit's start, a link, the menu);
- ``presses.Presses``: the pointer and the keys, and what a gesture means;
- ``person.Person``: the person's moves (played or refused, flown, hinted, taken back);
- ``others.Others``: the other players' turns; ``together.Together``: the device passed round;
- ``motion.Motion``: cards flying and deals dealt; ``sharing.Sharing``: links and challenges;
- ``keeping.Keeping``: the match saved, counted and kept to replay; ``looks.Looks``: the
  settings; ``notice.Notice``: a message over the table; ``reader.Reader``: the table in words;
  ``probe.Probe``: ``window.remiTest`` for the browser tests.
"""

from __future__ import annotations

import asyncio
import random
import traceback
from typing import Any, Awaitable, Callable, Dict, List, Optional, Tuple

import keys
import storage
from challengescreen import ChallengeScreen, Incoming, incoming_of
from felt import Felt
from i18n import spoken, t
from keeping import Keeping, Note
from keyscreen import KeysScreen
from kits import drawn, kit_of
from livewire import Doors, Wire
from looks import Looks
from match import Computer, Match
from motion import Motion
from moves import ME
from notice import Notice
from opening import Opening
from others import Others
from passscreen import PassScreen, covered_scene
from person import Person
from presses import Presses
from probe import Probe
from reader import Reader
from remi import Action, Game, NextHand
from remi.live import Moved
from replayscreen import ReplayScreen
from rulescreen import RulesScreen
from scene import Scene
from sharing import Sharing
from sight import UiState, seen, view_of
from startscreen import StartScreen
from statscreen import StatsScreen
from thinking import Thinker
from together import Together
from undo import TakeBack


class App:
    def __init__(self, window: Any, document: Any, create_proxy: Any) -> None:
        self.window = window
        self.document = document
        self.create_proxy = create_proxy
        self.felt = Felt(window, document)  # the canvas, its size, what is painted on it
        self.canvas = self.felt.canvas
        self.ui = UiState()
        self.scene: Optional[Scene] = None
        self.busy = 0  # tests and the pointer wait while it is above 0
        self.render_ms = 0.0
        self.random_probe = 0
        self.match: Optional[Match] = None  # the match on the table: its game, its seats, what may be taken back
        self.wire: Optional[Wire] = None  # a live table's roads and lobby (livewire.py)
        self.heard_lock = asyncio.Lock()
        self.checking_shown = False
        self.source: Optional[str] = None  # the link the match was dealt from
        self.pending_link: Optional[Tuple[Dict[str, Any], str]] = None  # a link's deal, while asked about
        self.incoming: Optional[Incoming] = None  # the challenge received that this match plays
        self.took_back = False  # the person took back a move in this match (against computer players only)
        self.keyfocus = keys.Focus()  # the keyboard's focus on the table (keys.py)
        self._proxies: List[Any] = []

        # the screens over the table
        self.start_screen = StartScreen(document, document.getElementById("start"), create_proxy)
        self.rules = RulesScreen(document, window, document.getElementById("rules"), create_proxy)
        self.stats = StatsScreen(document, window, document.getElementById("stats"), create_proxy)
        self.replays = ReplayScreen(document, window, document.getElementById("replay"), create_proxy)
        self.keys_screen = KeysScreen(document, window, document.getElementById("keys"), create_proxy)
        self.challenge_screen = ChallengeScreen(document, window, document.getElementById("challenge"), create_proxy)
        self.pass_screen = PassScreen(document, document.getElementById("pass"), create_proxy)

        # the pieces that act on the match and the page
        self.motion = Motion(self.felt, self.ui, self)  # cards flying, deals dealt, a deal's end held in sight
        self.others = Others(self, self.motion)  # the computer players (and remote ones) playing their turns
        self.sharing = Sharing(self)  # the match or a challenge sent as a link, a challenge received followed
        # the match saved, finished ones counted and kept to replay (start() opens the browser's storage)
        self.keeping = Keeping(storage.Saves(storage.MemoryStorage(), storage.MemoryStorage()),
                               lambda: float(self.window.Date.now()), self.window.console.warn)
        self.notice = Notice(window, document, create_proxy, self.ui, self.pass_screen, self.show_rules)
        self.looks = Looks(window, self.felt, self.ui, self.motion, self.start_screen, lambda: self.saves.local, self.render)
        self.together = Together(self)  # people on one device
        self.opening = Opening(self)  # how a match comes onto the table
        self.presses = Presses(self)  # the pointer and the keys
        self.person = Person(self)  # the person's moves
        self.thinker = Thinker(window)
        self.thinker.on_give_up = lambda: self.notice.show(t("msg.thinking_on_page", self.ui.lang))
        # the table in words for a screen reader, and what the page says aloud
        self.reader = Reader(window, document, self.ui, self._table, self.presses.tap, self.oops, self.changed)
        self.probe = Probe(self)  # window.remiTest

        start = self.start_screen
        start.on_start = self.opening.on_start_form
        start.on_cancel = self.opening.on_start_cancel
        start.on_resume = self.opening.on_resume
        start.on_choice = self.opening.on_link_choice
        start.on_forget = self.opening.forget
        start.on_unreadable = self.opening.on_unreadable
        start.unreadable = lambda: self.saves.unreadable_count()  # (self.saves is opened at start)
        start.full = lambda: self.saves.failing and self.saves.persistent
        start.on_rules = self.show_rules
        start.on_lang = lambda: self.command("ui:lang")
        start.on_speed = self.looks.set_speed
        start.on_look = self.looks.set
        start.on_hidden = self.keep_reach
        start.on_stats = self.show_stats
        start.on_share = lambda: self.spawn(self.sharing.share())
        start.on_replays = self.show_replays
        start.on_keys = self.show_keys
        self.rules.on_close = self.publish
        self.stats.load = lambda: storage.read_stats(self.saves.local)
        self.stats.on_reset = lambda: self.keeping.reset_stats()
        self.stats.on_close = self.publish
        self.replays.load = lambda: storage.read_history(self.saves.local)
        self.replays.store = lambda kept: self.opening.room_made(storage.write_history(self.saves.local, kept))
        self.replays.on_close = self.on_replays_closed
        self.replays.on_change = self.publish
        self.keys_screen.on_close = self.publish
        self.challenge_screen.on_close = self.publish
        self.challenge_screen.on_send = lambda url: self.spawn(self.sharing.send_link(url, "challenge.text", "challenge.copied"))
        self.challenge_screen.on_send_on = self.sharing.send_challenge_on
        self.challenge_screen.on_replay = self.sharing.replay_challenger
        for screen in (self.rules, self.stats, self.replays, self.keys_screen, self.challenge_screen):
            screen.on_beneath = self.presses.tap_beneath  # a tap beside one, on a button of the table: pressed too
        self.pass_screen.on_ready = self.together.take_over

    # ------------------------------------------------------------------ start-up

    def start(self) -> None:
        """The visit starts: the match the link or the saves ask for on the table, the page's
        events heard, the table drawn, and what the person must see first shown over it."""
        # a number from Python's `random` as this visit starts: tests check that two visits
        # restored from one memory snapshot (web/pyodide-boot.mjs) draw different ones
        self.random_probe = random.getrandbits(48)
        visit = self.opening.visit()
        self.window.remiTestJson = self.create_proxy(self.probe.test_json)
        self.window.remiLive = self.live_doors()
        self.reader.start(lambda fn: self.create_proxy(self._guard(fn)))
        self._listen()
        self.resize()
        self.opening.greet(visit)
        self.document.documentElement.dataset.appState = "ready"
        self.kick_bots()
        self.spawn(self.start_thinker())

    async def start_thinker(self) -> None:
        await self.thinker.start()
        self.publish()  # tests see where the computer players think

    def adopt(self, game: Any, ui: Dict[str, Any], source: Optional[str], levels: Optional[List[str]] = None) -> None:
        """Make ``game`` the current game (new, loaded or from a link). The computer players'
        levels: ``levels`` (the start screen, a link), else the save's, else Medium."""
        self.source = source
        self.ui.live = False
        self.ui.levels = storage.seat_levels(levels if levels is not None else ui.get("levels"), game.players, people=True)
        people = [ME] + [s for s in range(1, game.players) if self.ui.levels[s - 1] == storage.PERSON]
        self.ui.names = storage.clean_names(ui.get("names"), game.players)
        self.match = Match.of(game, self.ui.levels, people, self.ui.names)
        self.match.think = self.think
        self.match.listeners.append(self.person.on_applied)
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
        self.incoming = incoming_of(game, ui.get("challenge"), self.warn) if not self.ui.together else None
        self.ui.challenged = self.incoming is not None
        # against computer players only, a whole turn may be taken back, and the match says it was
        self.takeback.alone = not self.ui.together and self.incoming is None
        self.took_back = bool(ui.get("took_back")) and self.takeback.alone
        self.challenge_screen.hide()
        self.ui.covered = None
        self.pass_screen.hide()
        self.together.name_seats()
        if self.ui.together:  # people on one device: the one to play (else whose hand it was) takes it first
            self.together.cover(game.to_act if game.to_act in self.ui.people else self.ui.me, save=False)

    # ------------------------------------------------------------------ the page's events

    def _listen(self) -> None:
        def on(target: Any, name: str, fn: Any) -> None:
            proxy = self.create_proxy(self._guard(fn))
            self._proxies.append(proxy)
            target.addEventListener(name, proxy)

        presses = self.presses
        on(self.canvas, "pointerdown", presses.on_pointer_down)
        on(self.canvas, "pointermove", presses.on_pointer_move)
        on(self.canvas, "pointerup", presses.on_pointer_up)
        on(self.canvas, "pointercancel", lambda e: presses.on_pointer_cancel())
        on(self.canvas, "contextmenu", lambda e: e.preventDefault())
        on(self.canvas, "keydown", presses.on_key)
        on(self.canvas, "focus", lambda e: presses.on_canvas_focus(True))
        on(self.canvas, "blur", lambda e: presses.on_canvas_focus(False))
        on(self.window, "resize", lambda e: self.resize())
        on(self.document.getElementById("message"), "click", lambda e: self.notice.hide())
        on(self.document, "keydown", presses.on_page_key)

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
            self.notice.show(t("msg.oops", self.ui.lang))
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
    def takeback(self) -> TakeBack:
        assert self.match is not None
        return self.match.takeback

    def layout(self) -> Optional[Scene]:
        """The table as it is now (and whether Undo is offered): every drawing starts here."""
        if self.game is None:
            return None
        self.ui.can_undo = self.takeback.available(self.game)
        if self.ui.covered is not None:  # the device goes to another person: the bare table, no hand
            return covered_scene(view_of(self.game, self.ui.me), self.ui, self.width, self.height)
        if self.ui.together:
            self.together.name_seats()
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
        (``probe.Probe``; a player's page never does)."""
        if self.scene is not None and self.scene.info.get("status"):
            label = str(self.scene.info["status"])
            here = self.keyfocus.current(self.scene) if self.keyfocus.shown else None
            words = self.reader.words_of(f"{here.kind}:{here.id}") if here is not None else None
            self.canvas.setAttribute("aria-label", spoken(f"{words} · {label}" if words else label, self.ui.lang))
        self.keep_reach()
        self.probe.forget()
        self.together.handover_due()  # (here: a move ends with the table drawn while still busy, then published)

    def changed(self) -> None:
        """``window.remiTest`` is made afresh the next time a test reads it."""
        self.probe.forget()

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

    # ------------------------------------------------------------------ the screens over the table

    def show_keys(self) -> None:
        """The keys of keyboard play, over the table."""
        family = kit_of(self.game.name).facts.name if self.game is not None and not self.start_screen.visible else None
        self.keys_screen.show(self.ui.lang, family)
        self.publish()

    # ------------------------------------------------------------------ saving

    @property
    def saves(self) -> storage.Saves:
        """This tab's saves, in the browser's storage (or in memory, where it refuses)."""
        return self.keeping.saves

    def save(self) -> None:
        """Save this tab's match (``Keeping.save``: counted once it is over), and tell the
        person what they need to know of it."""
        if self.game is None or self.pending_link is not None or (self.match is not None and self.match.live is not None):
            return  # (a live match is not saved as a match of this page: its table's save is its own)
        extra: Dict[str, Any] = {}
        if self.took_back:
            extra["took_back"] = True
        if self.incoming is not None:
            extra["challenge"] = [self.incoming.m, self.incoming.c]
        self.tell(self.keeping.save(self.game, self.ui, self.source, extra, self.together.name_of, self.took_back))

    def tell(self, notes: List[Note]) -> None:
        """What keeping the person's things has to say (``keeping.Note``), with the way on."""
        lang = self.ui.lang
        ways = {"make_room": (t("msg.make_room", lang), self.make_room), "replays": (t("msg.make_room", lang), self.show_replays),
                "stats": (t("stats.title", lang), self.show_stats)}
        for note in notes:
            self.notice.show(t(note.key, lang), way_on=ways.get(note.way or ""))

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

    def show_rules(self, game: Optional[str] = None, rule: Optional[str] = None) -> None:
        """How to play ``game`` (the match's, with its house options, when it is the one on
        the table), at the section of ``rule`` when given."""
        current = self.game
        name = game or (current.name if current else "gin")
        options = current.options if current is not None and current.name == name else None
        self.rules.show(name, self.ui.lang, options, rule)
        self.publish()

    # ------------------------------------------------------------------ commands

    def command(self, cmd: str) -> None:
        """A button's command: ``ui:<name>`` (``ui:sort_<how>`` and ``ui:why:<rule>`` carry
        their value), run from the table of commands; any other text is the person's action."""
        if not cmd.startswith("ui:"):
            self.person.human(cmd)
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
            "undo": lambda _: self.person.undo(),
            "layoff_best": lambda _: self.spawn(self.person.layoff_best()),
            "hint": lambda _: self.spawn(self.person.show_hint()),
        }

    def switch_lang(self) -> None:
        self.ui.lang = "en" if self.ui.lang == "ro" else "ro"
        self.document.documentElement.lang = self.ui.lang
        self.looks.save()
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

    # ------------------------------------------------------------------ tasks and the computer players

    def spawn(self, coro: Any) -> Any:
        return asyncio.ensure_future(self._safe(coro))

    async def _safe(self, coro: Any) -> None:
        try:
            await coro
        except asyncio.CancelledError:
            raise
        except Exception:
            self.oops()

    def think(self, game: Game, seat: int, player: Computer) -> Awaitable[Action]:
        """How the match's computer players choose: in the worker once it is up (``Thinker``)."""
        return self.thinker.choose(game, seat, player.level, player.player)

    def kick_bots(self) -> None:
        """The other players play if one of them is to act (``Others.kick``)."""
        self.others.kick()

    def warn(self, text: str) -> None:
        """A line in the browser's console, for whoever debugs the page."""
        self.window.console.warn(text)

    # ------------------------------------------------------------------ a live table (livewire.py)

    def live_doors(self) -> Any:
        """``window.remiLive`` (``livewire.Doors``): a live table opened from JavaScript."""
        doors = Doors(self, lambda wire: setattr(self, "wire", wire))
        names = ("host", "join", "reply", "start", "state")
        made = self.window.Object.new()
        for name in names:
            setattr(made, name, self.create_proxy(getattr(doors, name)))
        return made

    async def work(self, job: Dict[str, Any]) -> Dict[str, Any]:
        return await self.thinker.work(job)

    def adopt_live(self, wire: Wire) -> None:
        """The first hand of a live match is dealt here: the match goes on the table, this
        browser's seat the person's, the others friends elsewhere or the inviter's computers."""
        play = wire.play
        assert play is not None and play.table is not None and play.seating is not None
        table, names = play.table, play.seating.names
        mine = [s for s, o in enumerate(table.owners) if o == table.me and s not in wire.levels][0]
        self.adopt(table.world.copy(), {"names": names}, "live", [storage.DEFAULT_LEVEL] * (table.world.players - 1))
        self.match = Match.of_live(table.world.copy(), table, wire.levels, names)
        self.match.listeners.append(self.person.on_applied)
        self.match.played_live = play.flush
        self.ui.people, self.ui.me, self.ui.live = self.match.people, mine, True
        self.together.name_seats()
        self.wire = wire
        self.start_screen.hide()
        self.render()
        self.publish()
        self.kick_bots()

    def show_moved(self, moved: Moved) -> None:
        """What the live table did: a move heard (shown moving, in turn), a check, a stop."""
        match = self.match
        if match is None or match.live is None:
            return
        if moved.kind == "checking":
            self.notice.show(t("msg.live_checking", self.ui.lang))
            self.checking_shown = True
            return
        if moved.kind == "stopped":
            self.notice.show(t("msg.live_stopped", self.ui.lang, why="; ".join(getattr(match.live, "problems", []))))
            return
        old = self.scene or self.layout()
        applied = match.heard(moved)
        if applied is not None and self.checking_shown:
            self.checking_shown = False
            self.notice.hide()  # (the deal checked: the move that ended it is shown now)
        if applied is not None and not match.acting and old is not None:
            self.spawn(self._show_heard(applied, old))

    async def _show_heard(self, applied: Any, old: Scene) -> None:
        async with self.heard_lock:  # (one move moving at a time, in the order heard)
            self.busy += 1
            try:
                if applied.seat in self.ui.people:  # (its own move, told once its card had opened)
                    if isinstance(applied.action, NextHand):
                        await self.person.deal_flight()
                    self.render()
                elif applied.ended:
                    await self.others.going_out(applied.seat, applied.action, old)
                else:
                    await self.others.flight(applied.game, applied.seat, applied.action, old)
            finally:
                self.busy -= 1
            self.kick_bots()
            self.publish()


def main(window: Any, document: Any, create_proxy: Any) -> App:
    app = App(window, document, create_proxy)
    app.start()
    return app
