"""How a match comes onto the table: as a visit starts (the link's deal, this tab's saved match,
the latest one going on, else the new-match form), a link's deal asked about when a saved match
is going on, and the new-match form's answers (a new match, a saved one chosen, one deleted, the
unreadable saves downloaded or deleted). Whatever cannot be read is said, with a way on, and
kept aside, never lost.

``Opening`` keeps nothing of its own; what it needs of the page is ``Host``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Protocol
from urllib.parse import parse_qsl, urlencode

import challenge as challenge_mod
import links
import remi
import storage
from beside import download
from challengescreen import Incoming
from i18n import lang_from_browser, normalize_lang, t
from keeping import Keeping, Note, summary
from kits import drawn
from looks import Looks
from match import Match
from notice import Notice
from person import Person
from remi import Game, Phase
from sight import UiState
from startscreen import StartScreen
from together import Together
from undo import TakeBack


class Host(Protocol):
    """What opening a match needs of the page: the browser, the person's state, the keeping of
    their things, the new-match form, the settings, the message over the table and the
    device's names; the match on the table (made by ``adopt``), whether a link's deal is being
    asked about, the busy count; and the match saved, drawn, published, played on and dealt."""

    window: Any
    document: Any
    create_proxy: Any
    ui: UiState
    keeping: Keeping
    start_screen: StartScreen
    looks: Looks
    notice: Notice
    together: Together
    person: Person
    match: Optional[Match]
    source: Optional[str]
    pending_link: Any
    busy: int
    took_back: bool

    @property
    def game(self) -> Optional[Game]: ...

    @property
    def saves(self) -> storage.Saves: ...

    @property
    def takeback(self) -> TakeBack: ...

    def adopt(self, game: Any, ui: Dict[str, Any], source: Optional[str], levels: Optional[List[str]] = None) -> None: ...

    def tell(self, notes: List[Note]) -> None: ...

    def save(self) -> None: ...

    def render(self) -> None: ...

    def publish(self) -> None: ...

    def kick_bots(self) -> None: ...

    def spawn(self, coro: Any) -> Any: ...



@dataclass
class Visit:
    """What a visit's start found: whether a match is on the table, what to tell the person,
    and whether the browser refused to keep the match (in a frame: the way to a tab of its own)."""

    started: bool = False
    messages: List[str] = field(default_factory=list)
    refused: bool = False


class Opening:
    def __init__(self, page: Host) -> None:
        self.page = page

    # ------------------------------------------------------------------ a visit's start

    def visit(self) -> Visit:
        """The link, the settings and the saves read, and the match they ask for put on the
        table (not yet drawn: ``greet`` shows what the person must see first)."""
        page = self.page
        params, bad = links.parse_params(str(page.window.location.search or ""))
        page.keeping.saves = self._open_saves(params.get("save", True))
        saves = page.saves
        settings, settings_ok = storage.read_settings(saves.local)
        lang = params.get("lang") or normalize_lang(settings.get("lang")) or lang_from_browser(page.window.navigator.language)
        page.ui.lang = lang
        page.document.documentElement.lang = lang
        page.looks.begin(settings, params, page.notice.in_frame())
        visit = Visit(messages=_link_trouble(params, bad, lang))
        if not settings_ok:
            visit.messages.append(t("msg.bad_settings", lang))
            storage.write_settings(saves.local, {"lang": lang})
        visit.refused = not saves.persistent and params.get("save", True)
        if visit.refused:
            visit.messages.append(t("msg.no_storage", lang))
        old_error = saves.take_up_old_save()
        aside = saves.set_aside_count  # the old save's, said apart
        if old_error:
            visit.messages.append(t("msg.bad_old_save", lang))
            page.window.console.warn(f"Remi: a save of an earlier release could not be read ({old_error}); it is kept aside")
        if "challenge" in params:  # a challenge's link: read now (its plays are played as the person plays)
            try:
                params["incoming"] = Incoming(params["m"], params["challenge"])
            except challenge_mod.ChallengeError as exc:
                page.window.console.warn(f"Remi: the challenge cannot be read ({exc})")
                visit.messages.append(t(f"challenge.{exc.reason}", lang))
        visit.started = self._choose(params, bad, visit.messages)
        if saves.set_aside_count > aside and t("msg.bad_save", lang) not in visit.messages:
            visit.messages.append(t("msg.bad_save", lang))
        if not visit.started and (old_error or saves.set_aside_count):  # as before: a new deal of Gin
            page.adopt(remi.new_game("gin", 2), {}, None)
            saves.adopt(None)
            visit.started = True
        return visit

    def _choose(self, params: Dict[str, Any], bad: List[Any], messages: List[str]) -> bool:
        """The match the visit opens: a link's deal (the same deal saved before, else asked
        about while another match is going on, else new); without one, this tab's saved match,
        else the latest that reads. False: none (the new-match form)."""
        saves = self.page.saves
        matches = saves.matches()
        tab = saves.tab_match()
        mine = next((m for m in matches if m.id == tab), None)
        if links.asks_for_game(params, bad):
            wanted = links.link_source(params)
            # the link's deal, saved before: this tab's, else the most recent
            same = [m for m in matches if m.source == wanted]
            again = mine if mine in same else (same[0] if same else None)
            going = mine if mine is not None and not mine.over else next((m for m in matches if not m.over), None)
            if again is not None and self.resume(again.id, messages):
                return True
            if again is None and going is not None and self.resume(going.id, messages):
                self.page.pending_link = (params, wanted)
                return True
            self.play_link(params, wanted)
            return True
        for match in ([mine] if mine else []) + [m for m in matches if m is not mine]:
            if self.resume(match.id, messages):
                return True
        if links.mentions_deal(params, bad):  # every deal setting invalid: the defaults
            self.play_link(params, links.link_source(params))
            return True
        return False

    def greet(self, visit: Visit) -> None:
        """What the person sees first, over the table drawn: a link's deal asked about, or the
        new-match form when no match is on it; then what the visit has to tell them."""
        page = self.page
        lang = page.ui.lang
        if page.pending_link is not None:
            self.ask_about_link()
        elif not visit.started:
            page.start_screen.show(lang, can_cancel=False, saved=page.keeping.saved_list(lang))
            page.publish()  # (the table is out of reach under the form)
        if visit.messages:
            # in a frame of another site, the way to a kept match is a tab of its own
            open_tab = t("msg.open_tab", lang) if visit.refused and page.notice.in_frame() else None
            page.notice.show(" ".join(visit.messages), open_tab)
        page.save()

    def _open_saves(self, keep: bool) -> storage.Saves:
        """The browser's storage, or memory where it refuses it (``?save=off``: memory too)."""
        window = self.page.window
        if keep:
            local, persistent = storage.open_storage(window, "localStorage")
            session, _ = storage.open_storage(window, "sessionStorage")
            if not persistent:
                window.console.warn("Remi: this browser refuses localStorage here; the match is kept in memory only")
        else:
            local, session, persistent = storage.MemoryStorage(), storage.MemoryStorage(), False
        now = window.Date.now
        return storage.Saves(local, session, persistent=persistent, now=lambda: float(now()))

    def resume(self, match_id: str, messages: List[str]) -> bool:
        """Make the saved match ``match_id`` this tab's; False (and a message, the save kept
        aside) when it cannot be read or drawn."""
        page = self.page
        saves = page.saves
        try:
            match = saves.load(match_id)
            page.adopt(match.game, match.ui, match.source)
            page.takeback.resume(match.game)  # the person's last moves may still be taken back
            # a save that reads but cannot be drawn must not stop the page: draw it once, unseen
            drawn(match.game, page.ui, float(page.window.innerWidth or 390), float(page.window.innerHeight or 844))
        except Exception as exc:
            page.window.console.warn(f"Remi: the saved match {match_id} could not be read ({str(exc)[:200]}); it is kept aside")
            saves.set_aside(storage.MATCH_PREFIX + match_id)
            page.match = None
            text = t("msg.bad_save", page.ui.lang)
            if text not in messages:
                messages.append(text)
            return False
        saves.adopt(match)
        if match.game.phase == Phase.MATCH_OVER:  # ended in a tab that closed before counting it
            page.tell(page.keeping.count_match(match_id, match.game, page.ui, page.together.name_of, page.took_back))
        return True

    # ------------------------------------------------------------------ a link's deal

    def play_link(self, params: Dict[str, Any], wanted: str) -> None:
        """A new match: the link's deal (its game, players, seed, levels), under a new id."""
        game = remi.new_game(params.get("game", "gin"), params.get("players", 2), params.get("options"), params.get("seed"))
        incoming = params.get("incoming")
        self.page.adopt(game, {"challenge": incoming} if incoming is not None else {}, wanted, params.get("level"))
        self.page.saves.adopt(None)

    def ask_about_link(self) -> None:
        """A link's deal while a saved match is going on: which of the two to play."""
        page = self.page
        assert page.pending_link is not None and page.game is not None
        params, _wanted = page.pending_link
        lang = page.ui.lang
        info = storage.match_info("", page.game, 0.0, page.source)
        key = "link.challenge" if params.get("incoming") is not None else "link.summary"
        link_text = t(key, lang, game=t("game." + params.get("game", "gin"), lang), players=params.get("players", 2))
        page.start_screen.ask(lang, summary(info, lang), link_text)
        page.publish()

    def on_link_choice(self, which: str) -> None:
        """The answer to ``ask_about_link``: the saved match goes on, or the link's deal starts
        (the saved match stays saved, listed in the new-match menu)."""
        page = self.page
        pending, page.pending_link = page.pending_link, None
        page.start_screen.hide()
        if pending is not None and which == "link":
            self.play_link(*pending)
            page.save()
        else:
            self.drop_link_params()  # a reload goes on with the saved match, not asks again
        page.render()
        page.kick_bots()

    def drop_link_params(self) -> None:
        """A match from the menu is not the link's deal: take game/players/seed/level off the URL."""
        window = self.page.window
        search = str(window.location.search or "")
        kept = [(k, v) for k, v in parse_qsl(search.lstrip("?")) if k not in links.LINK_KEYS]
        url = str(window.location.pathname) + (("?" + urlencode(kept)) if kept else "")
        try:
            window.history.replaceState(None, "", url)
        except Exception:
            pass

    # ------------------------------------------------------------------ the new-match form's answers

    def on_start_form(
        self, name: str, players: int, options: Dict[str, Any], levels: List[str], names: Optional[List[str]] = None
    ) -> None:
        """A new match as the form chose it, dealt (the match left stays saved)."""
        page = self.page
        try:
            game = remi.new_game(name, players, options)
        except remi.InvalidOptionError as exc:
            page.notice.show(str(exc))
            return
        page.start_screen.hide()
        page.save()  # the match left stays saved (the menu lists it while it is in progress)
        page.adopt(game, {"sort": page.ui.sort, "names": names or []}, None, levels)
        page.saves.adopt(None)
        self.drop_link_params()
        page.save()
        page.looks.sound(["deal"])
        page.busy += 1  # until the cards are dealt: tests and the pointer wait for a still table
        page.spawn(self._after_deal())

    async def _after_deal(self) -> None:
        page = self.page
        try:
            await page.person.deal_flight()
        finally:
            page.busy -= 1
            page.publish()
        page.kick_bots()

    def on_start_cancel(self) -> None:
        self.page.start_screen.hide()
        self.page.render()

    def on_resume(self, match_id: str) -> None:
        """A saved match chosen in the menu: this tab's match from now on (the one left stays saved)."""
        page = self.page
        page.save()
        messages: List[str] = []
        saves = page.saves
        previous = (page.match, page.source, saves.match_id, saves.known_stamp)
        if not self.resume(match_id, messages):
            page.match, page.source = previous[0], previous[1]
            saves.match_id, saves.known_stamp = previous[2], previous[3]
            page.start_screen.show(page.ui.lang, can_cancel=page.game is not None, saved=page.keeping.saved_list(page.ui.lang))
            page.notice.show(" ".join(messages))
            return
        page.start_screen.hide()
        self.drop_link_params()
        page.render()
        page.kick_bots()

    def forget(self, match_id: str) -> None:
        """A saved match (not this tab's) deleted, as the person chose in the new-match form."""
        if match_id != self.page.saves.match_id:
            self.page.saves.forget(match_id)
            self.room_made(True)

    def room_made(self, done: bool) -> bool:
        """Something kept was deleted (``done``): where the browser refused to save the match,
        it is saved now (and the page says so), not at the next move."""
        if done and self.page.saves.failing:
            self.page.save()
        return done

    def on_unreadable(self, what: str) -> None:
        """The saves that could not be read: downloaded as one file ("get"), or deleted ("drop"),
        as the person chose in the new-match form."""
        page = self.page
        if what == "drop":
            gone = page.saves.drop_unreadable()
            self.room_made(gone > 0)
            page.window.console.info(f"Remi: {gone} unreadable saves deleted, as the person chose")
            return
        text = json.dumps(dict(page.saves.unreadable()), ensure_ascii=False, indent=1)
        download(page.window, page.document, page.create_proxy, text, "remi-unreadable-saves.json", "application/json")


def _link_trouble(params: Dict[str, Any], bad: List[Any], lang: str) -> List[str]:
    """What the link got wrong, said: its settings that cannot be read, its mistakes on Remi 51."""
    messages: List[str] = []
    pairs = [f"{name}={links.shown(value)}" for name, value in bad]
    if len(pairs) == 1:
        messages.append(t("msg.bad_param", lang, name=bad[0][0], value=links.shown(bad[0][1])))
    elif pairs:
        messages.append(t("msg.bad_params", lang, names=", ".join(pairs)))
    if params.get("beside_m"):
        messages.append(t("msg.beside_m", lang, names=", ".join(params["beside_m"])))
    return messages
