"""Replays of the person's last finished matches (``history.py``), over the table or the
new-match form: a match chosen from the list, a deal from its tabs, then step by step (back,
forward, first, last, or any turn on the slider), as a player saw it or with every hand face up
(``replay.py`` draws it with the table's painter). Each match can be downloaded as the engine's
save (JSON) or as text, and a save file imported to replay it.
"""

from __future__ import annotations

import asyncio
import html
from contextlib import nullcontext
from typing import Any, Callable, Dict, List, Optional, Tuple

import draw
import remi
import replay
from beside import Overlay, ask_delete_html, download, focus_on, focus_title
from history import Entry, History, NoRoom
from i18n import is_you, number, player_name, seated, t

CANVAS_W = 560.0  # the widest the position is drawn (CSS px)
MAX_DEAL_TABS = 6  # a match of more deals lists them in a select (36 buttons took a phone's whole screen)


def entry_label(entry: Entry, game: remi.Game, lang: str) -> str:
    """A kept match in the list: its game, its players and how it ended for the person."""
    mine = game.scores[0] if game.scores else 0
    if entry.imported:
        how = t("replay.imported", lang)
    elif game.phase == remi.Phase.MATCH_OVER:
        how = t("replay.won" if 0 in game.winners else "replay.lost", lang)
    else:
        how = t("replay.unfinished", lang)
    return t("replay.entry", lang, game=t("game." + game.name, lang), n=game.players, how=how, score=number(int(mine)))


class ReplayScreen(Overlay):
    """Shows the replays in ``container``. ``load``/``store`` read and keep the history."""

    def __init__(self, document: Any, window: Any, container: Any, create_proxy: Callable[[Any], Any]) -> None:
        super().__init__(document, window, container, create_proxy)
        self.load: Callable[[], Tuple[History, bool]] = lambda: (History(), True)
        self.store: Callable[[History], bool] = lambda history: False
        self.on_change: Optional[Callable[[], None]] = None  # what is shown changed (the page's test state)
        self.history = History()
        self.match_id: Optional[str] = None
        self.game: Optional[remi.Game] = None
        self.deal = 0  # index into replay.deals(game)
        self.step = 0
        self.viewpoint = 0
        self.notice: Optional[str] = None
        self.shown: Dict[str, Any] = {}  # what the position drawn is (the tests read it)
        self.downloaded: Dict[str, str] = {}  # the last file downloaded: its name and text
        self._at: Optional[Tuple[Any, remi.Game]] = None  # (match, deal, step) and the table then
        # one match shown apart from the kept ones (a challenge's play): its title, and the deals
        # that may be shown (the person's own played ones), else None
        self.fixed: Optional[str] = None
        self.upto: Optional[int] = None
        self.names: Dict[int, str] = {}  # the fixed match's people by seat (no seat is "you" there)
        self.back: Optional[str] = None  # the close button's words, when it goes back to another screen
        self.asking_delete = False  # "Delete this match?" asked, waiting for the answer

    def show(self, lang: str) -> None:
        self.lang = lang
        self.fixed, self.upto, self.names, self.back = None, None, {}, None
        self.history, ok = self.load()
        self.notice = None if ok else t("replay.unreadable", lang)
        self._opened()
        latest = self.history.entries[-1].id if self.history.entries else None
        self.choose(latest, last_deal=True)
        focus_title(self.container)  # (the panel is made afresh: its title, not the one gone, has the focus)
        self.container.scrollTop = 0

    # --- what is shown -------------------------------------------------------------------------

    def choose(self, match_id: Optional[str], last_deal: bool = False) -> None:
        """Show the kept match ``match_id`` (its last deal, as it ended, or its first as dealt)."""
        self.asking_delete = False
        entry = self.history.find(match_id) if match_id else None
        self.match_id, self.game = None, None
        if entry is not None:
            try:
                self.game = entry.game()
                self.match_id = entry.id
            except remi.InvalidSaveError as exc:
                self.notice = t("replay.bad_match", self.lang, why=str(exc))
        deals = replay.deals(self.game) if self.game else []
        self.deal = len(deals) - 1 if (last_deal and deals) else 0
        self.step = deals[self.deal].steps if (last_deal and deals) else 0
        self.viewpoint = replay.EVERYTHING if last_deal else 0
        self._render()

    def show_game(
        self, lang: str, game: remi.Game, deal: int, upto: int, title: str, key: str, names: Dict[int, str],
        back: Optional[str] = None,
    ) -> None:
        """``game`` alone, not one of the kept matches (a challenge's play, ``key`` its name):
        deal ``deal`` (0 the first) as dealt, seen as seat 0 saw it; only its first ``upto``
        deals can be chosen; ``names``: its people by seat. Nothing to choose a match from, nor
        to import, nor to download."""
        self.lang = lang
        self.fixed, self.upto, self.names, self.back = title, upto, dict(names), back
        self.notice = None
        self.history = History()
        self._opened()
        self.match_id, self.game = key, game
        self.deal = max(0, min(deal, len(self._deals()) - 1))
        self.step = 0
        self.viewpoint = 0
        self._at = None
        self._render()
        focus_title(self.container)
        self.container.scrollTop = 0

    def _deals(self) -> List[replay.Deal]:
        found = replay.deals(self.game) if self.game else []
        return found[: self.upto] if self.upto is not None else found

    def panel_html(self) -> str:
        e = html.escape
        lang = self.lang
        head = (
            f'<div class="rules-head"><h1 id="replay-title">{e(self.fixed or t("replay.heading", lang))}</h1>'
            f'<button type="button" id="replay-close" class="secondary">{e(self.back or t("btn.close", lang))}</button></div>'
        )
        notice = f'<p class="stats-notice" role="alert">{e(self.notice)}</p>' if self.notice else ""
        importer = (
            f'<label class="link-button replay-import">{e(t("replay.import", lang))}'
            f'<input type="file" id="replay-file" accept=".json,application/json" hidden></label>'
        )
        if self.fixed:
            importer = ""
        tools = f'<div class="replay-tools">{importer}</div>'
        if (not self.history.entries and not self.fixed) or self.game is None:
            body = f'<p class="stats-none">{e(t("replay.none", lang))}</p>'
            return f'<div id="replay-panel" class="card-panel" role="dialog" aria-modal="true" aria-labelledby="replay-title">' \
                   f"{head}{notice}{body}{tools}</div>"
        game = self.game
        options = []
        for entry in reversed(self.history.entries if not self.fixed else []):
            try:
                label = entry_label(entry, entry.game(), lang)
            except remi.InvalidSaveError:
                label = t("replay.damaged", lang)
            chosen = " selected" if entry.id == self.match_id else ""
            options.append(f'<option value="{e(entry.id)}"{chosen}>{e(label)}</option>')
        picker = "" if self.fixed else (
            f'<label class="replay-pick"><span>{e(t("replay.match", lang))}</span>'
            f'<select id="replay-match">{"".join(options)}</select></label>'
        )
        deals = self._deals()
        deal = deals[self.deal]
        if len(deals) <= MAX_DEAL_TABS:
            tabs = "".join(
                f'<button type="button" class="rules-tab replay-deal{" on" if k == self.deal else ""}" data-deal="{k}"'
                f' aria-pressed="{"true" if k == self.deal else "false"}">{e(t("replay.deal", lang, n=d.number))}</button>'
                for k, d in enumerate(deals)
            )
        else:  # a long match: its deals in a list, not a screen of buttons above the table
            choices = "".join(
                f'<option value="{k}"{" selected" if k == self.deal else ""}>'
                f'{e(t("replay.deal_of", lang, n=d.number, of=len(deals)))}</option>'
                for k, d in enumerate(deals)
            )
            tabs = (
                f'<label class="replay-pick replay-deal-pick"><span>{e(t("replay.which_deal", lang))}</span>'
                f'<select id="replay-deal" class="replay-deal">{choices}</select></label>'
            )
        views = [(replay.EVERYTHING, t("replay.everything", lang))] + [
            (s, t("replay.seen_by.you", lang) if is_you(s) else t("replay.seen_by", lang, name=player_name(s, lang)))
            for s in range(game.players)
        ]
        view_options = "".join(
            f'<option value="{v}"{" selected" if v == self.viewpoint else ""}>{e(label)}</option>' for v, label in views
        )
        text = replay.step_text(game, deal, self.step, lang, self._position())
        if self.asking_delete:  # the person's choice, the download first at hand
            kept = self.history.find(self.match_id or "")
            what = entry_label(kept, game, lang) if kept is not None else ""
            deleting = ask_delete_html(
                t("replay.delete.ask", lang, summary=what), ('id="replay-delete-yes"', t("replay.delete.yes", lang)),
                ('id="replay-delete-no"', t("replay.delete.no", lang)), css="replay-delete",
            )
        else:
            deleting = f'<button type="button" id="replay-delete" class="link-button">{e(t("replay.delete", lang))}</button>'
        downloads = (
            f'<div class="replay-tools">'
            f'<button type="button" id="replay-json" class="link-button">{e(t("replay.json", lang))}</button>'
            f'<button type="button" id="replay-text" class="link-button">{e(t("replay.text", lang))}</button>{importer}'
            f"{deleting}</div>"
        )
        return (
            f'<div id="replay-panel" class="card-panel" role="dialog" aria-modal="true" aria-labelledby="replay-title">'
            f"{head}{notice}"
            f"{picker}"
            f'<div class="rules-tabs">{tabs}</div>'
            f'<div class="replay-steps">'
            f'<button type="button" class="secondary" data-step="first" aria-label="{e(t("replay.first", lang))}">|◀</button>'
            f'<button type="button" class="secondary" data-step="back" aria-label="{e(t("replay.back", lang))}">◀</button>'
            f'<input type="range" id="replay-step" min="0" max="{deal.steps}" value="{self.step}" '
            f'aria-label="{e(t("replay.turn", lang))}">'
            f'<button type="button" class="secondary" data-step="forward" aria-label="{e(t("replay.forward", lang))}">▶</button>'
            f'<button type="button" class="secondary" data-step="last" aria-label="{e(t("replay.last", lang))}">▶|</button>'
            f"</div>"
            f'<p class="replay-where"><b id="replay-count">{e(t("replay.step", lang, n=self.step, of=deal.steps))}</b> '
            f'<span id="replay-said">{e(text)}</span></p>'
            f'<label class="replay-pick"><span>{e(t("replay.view", lang))}</span>'
            f'<select id="replay-view">{view_options}</select></label>'
            f'<canvas id="replay-table" role="img" aria-label="{e(text)}"></canvas>'
            f"{'' if self.fixed else downloads}"
            f"</div>"
        )

    def _seated(self) -> Any:
        """The names of the match shown: its own people's for a fixed match, else the page's."""
        return seated(None, self.names) if self.fixed else nullcontext()

    def _render(self) -> None:
        with self._seated():
            self._fill(self.panel_html(), "replay-panel", click=self._on_click, change=self._on_change, input=self._on_input)
            self._paint()

    def _position(self) -> remi.Game:
        """The table at the step shown: replayed once per step (the words and the drawing both read it)."""
        game = self.game
        assert game is not None
        key = (self.match_id, self.deal, self.step)
        if self._at is None or self._at[0] != key:
            self._at = (key, replay.position(game, self._deals()[self.deal], self.step))
        return self._at[1]

    def _paint(self) -> None:
        canvas = self.document.getElementById("replay-table")
        if not canvas or self.game is None:
            return
        now = self._position()
        width = min(CANVAS_W, float(canvas.clientWidth or 320))
        items, height = replay.replay_items(now, self.viewpoint, width, self.lang)
        dpr = float(self.window.devicePixelRatio or 1)
        canvas.style.width = f"{width}px"
        canvas.style.height = f"{height}px"
        canvas.width = int(round(width * dpr))
        canvas.height = int(round(height * dpr))
        self.window.remiPaint.scene(canvas.getContext("2d"), draw.items_json(items), width, height, dpr, False)
        self.shown = {"match": self.match_id, "deal": self.deal, "step": self.step, "viewpoint": self.viewpoint,
                      "hands": [[str(c) for c in h] for h in now.hands],
                      "face_up": [item.card for item in items if getattr(item, "card", None) and item.key.startswith("hand")]}
        if self.on_change:
            self.on_change()

    def _step_to(self, step: int) -> None:
        with self._seated():
            self._step_at(step)

    def _step_at(self, step: int) -> None:
        deal = self._deals()[self.deal]
        self.step = max(0, min(deal.steps, step))
        slider = self.document.getElementById("replay-step")
        if slider:
            slider.value = str(self.step)
        game = self.game
        assert game is not None
        text = replay.step_text(game, deal, self.step, self.lang, self._position())
        self.document.getElementById("replay-count").textContent = t("replay.step", self.lang, n=self.step, of=deal.steps)
        self.document.getElementById("replay-said").textContent = text
        self.document.getElementById("replay-table").setAttribute("aria-label", text)
        self._paint()

    # --- the person's hands on it --------------------------------------------------------------

    def _on_click(self, event: Any) -> None:
        target = event.target
        if not target:
            return
        which = str(target.id or "")
        stepper = target.closest("[data-step]")
        tab = target.closest("[data-deal]")
        if which == "replay-close":
            self._close()
        elif stepper and self.game is not None:
            move = str(stepper.dataset.step)
            steps = self._deals()[self.deal].steps
            self._step_to({"first": 0, "back": self.step - 1, "forward": self.step + 1, "last": steps}[move])
        elif tab and self.game is not None:
            self.deal = int(tab.dataset.deal)
            self.step = 0
            self._render()
        elif which in ("replay-delete", "replay-delete-no") and self.match_id is not None:
            self.asking_delete = which == "replay-delete"
            self._render()
            focus_on(self.document, "replay-delete-no" if self.asking_delete else "replay-delete")
        elif which == "replay-delete-yes" and self.match_id is not None:
            self._delete(self.match_id)
        elif which == "replay-json" and self.game is not None:
            self._download(self.game.to_json(), "json", "application/json")
        elif which == "replay-text" and self.game is not None:
            entry = self.history.find(self.match_id or "")
            self._download(replay.match_text(self.game, entry.levels if entry else [], self.lang), "txt", "text/plain")


    def _delete(self, match_id: str) -> None:
        """The kept match ``match_id`` let go, as the person chose; the next most recent shown."""
        self.asking_delete = False
        self.history.remove(match_id)
        if self.store(self.history):
            self.notice = t("replay.deleted", self.lang)
        else:  # (the browser refused: what is kept is as it was)
            self.history, _ok = self.load()
            self.notice = t("replay.not_deleted", self.lang)
        latest = self.history.entries[-1].id if self.history.entries else None
        self.choose(latest, last_deal=True)
        focus_title(self.container)

    def _on_change(self, event: Any) -> None:
        target = event.target
        which = str(target.id or "") if target else ""
        if which == "replay-match":
            self.choose(str(target.value), last_deal=True)
        elif which == "replay-deal" and self.game is not None:
            self.deal = int(str(target.value))
            self.step = 0
            self._render()
            focus_on(self.document, "replay-deal")
        elif which == "replay-view":
            self.viewpoint = int(str(target.value))
            with self._seated():
                self._paint()
        elif which == "replay-file":
            files = target.files
            if files and files.length:
                self._spawn(self._import(files.item(0)))

    def _on_input(self, event: Any) -> None:
        if event.target and str(event.target.id or "") == "replay-step":
            self._step_to(int(str(event.target.value)))

    async def _import(self, file: Any) -> None:
        text = str(await file.text())
        try:
            entry = self.history.add_import(text, float(self.window.Date.now()))
        except remi.InvalidSaveError as exc:
            self.notice = t("replay.bad_file", self.lang, why=str(exc)[:200])
            self._render()
            return
        except NoRoom as exc:  # said before anything changes: the matches kept stay as they are
            self.notice = t("replay.no_room", self.lang, mb=f"{len(text) / 1e6:.1f}")
            self.window.console.info(f"Remi: an import refused ({exc})")
            self._render()
            return
        if not self.store(self.history):
            self.notice = t("replay.not_kept", self.lang)
        else:
            self.notice = None
        self.choose(entry.id)

    def _spawn(self, coro: Any) -> None:
        asyncio.ensure_future(coro)

    def _download(self, text: str, ext: str, kind: str) -> None:
        """Save ``text`` as a file (the browser's download)."""
        game = self.game
        assert game is not None
        name = f"remi-{game.name}-{game.seed}.{ext}"
        download(self.window, self.document, self.create_proxy, text, name, kind)
        self.downloaded = {"name": name, "text": text}
        if self.on_change:
            self.on_change()
