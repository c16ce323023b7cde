"""The start screen: game, players, each computer player's level and the rule options, as an
HTML form.

The option fields are built from ``remi.GAMES[name].option_specs()`` (declared once, in the
engine); only their labels live here, in the i18n table. ``chosen_options`` returns only the
options the person changed, so presets (Oklahoma's ``site_rules``) keep their meaning.
"""

from __future__ import annotations

import html
from typing import Any, Callable, Dict, List, Optional, Tuple

import remi
from beside import ClickGuard, ask_delete_html, focus_on, focus_title
from games import PAGE_GAMES
from i18n import has, t
from storage import DEFAULT_LEVEL, DEFAULT_SPEED, LEVELS, MAX_NAME_CHARS, PERSON, SPEEDS

MAX_BOTS = 3  # seats 1-3: one level select each, those beyond the player count hidden
# the form's rows that the Deal bar covers whole or not at all (StartScreen.keep_rows_whole), and
# the bar's own padding above its buttons (style.css: .card-panel .actions)
ROWS = ", ".join(f"#start-form .form-body {row}" for row in (
    "legend", "summary", ".seg", ".link-button", ".lvl", ".ask-note", "details[open] .opt"))
ROWS += ", #start-form > .link-button, #start-form .saved"
BAR_PAD = 10.0


def option_label(spec: Any, lang: str) -> str:
    key = "opt." + spec.name
    return t(key, lang) if has(key) else spec.doc


def levels_html(players: int, levels: List[str], lang: str, names: Optional[List[str]] = None) -> str:
    """One select per seat after the person's, named by the seat's computer player (Ana, Bogdan,
    Cristi): its level, or a person playing here (pass-and-play), who then gets a name field;
    so does the person at seat 0 when anyone else plays here."""
    e = html.escape
    names = names or []
    out = []
    people = False
    for seat in range(1, MAX_BOTS + 1):
        chosen = levels[seat - 1] if seat - 1 < len(levels) else DEFAULT_LEVEL
        options = "".join(
            f'<option value="{lv}"{" selected" if lv == chosen else ""}>{e(t("level." + lv, lang))}</option>'
            for lv in LEVELS + (PERSON,)
        )
        name = t(f"bot.{seat}", lang)
        label = t("start.level_of", lang, name=name, of=t(f"bot.{seat}.of", lang))
        hidden = "" if seat < players else " hidden"
        people = people or (chosen == PERSON and seat < players)
        shown = t("player.n", lang, n=seat + 1) if chosen == PERSON else name
        out.append(
            f'<div class="lvl" data-seat="{seat}"{hidden}><label><span data-bot="{e(name)}" '
            f'data-person="{e(t("player.n", lang, n=seat + 1))}">{e(shown)}</span>'
            f'<select name="level.{seat}" aria-label="{e(label)}">{options}</select></label>'
            f"{name_field(seat, names, lang, chosen == PERSON)}</div>"
        )
    you = (
        f'<label class="lvl pname-you"{"" if people else " hidden"}><span>{e(t("start.your_name", lang))}</span>'
        f"{name_field(0, names, lang, True)}</label>"
    )
    # what a seat played here means, under the levels only while one is (not under computer players')
    note = f'<p class="ask-note people-note"{"" if people else " hidden"}>{e(t("start.people_note", lang))}</p>'
    return f'{you}<div class="levels">{"".join(out)}</div>{note}'


def name_field(seat: int, names: List[str], lang: str, shown: bool) -> str:
    """A person's name (pass-and-play); empty, the page says "Player 2"."""
    e = html.escape
    value = names[seat] if seat < len(names) else ""
    label = t("start.your_name", lang) if seat == 0 else t("start.name_of", lang, n=seat + 1)
    return (
        f'<input type="text" class="pname" name="name.{seat}" maxlength="{MAX_NAME_CHARS}" autocomplete="off" '
        f'value="{e(value)}" placeholder="{e(t("player.n", lang, n=seat + 1))}" aria-label="{e(label)}"'
        f'{"" if shown else " hidden"}>'
    )


def saved_html(saved: List[Tuple[str, str]], lang: str, asking: Optional[str] = None) -> str:
    """The matches kept in this browser besides the current one: a button each, to go back to it,
    and beside it one to delete it (``asking``: the match whose deletion is asked, first)."""
    if not saved:
        return ""
    e = html.escape
    rows = []
    for match_id, text in saved:
        summary = t("saved.continue", lang, summary=text)
        if match_id == asking:
            rows.append(ask_delete_html(
                t("saved.delete.ask", lang, summary=text), (f'data-forget-yes="{e(match_id)}"', t("saved.delete.yes", lang)),
                (f'data-forget-no="{e(match_id)}"', t("saved.delete.no", lang)), css="saved-ask",
            ))
            continue
        rows.append(
            f'<div class="saved-row"><button type="button" class="secondary saved" data-resume="{e(match_id)}">'
            f"{e(summary)}</button>"
            f'<button type="button" class="secondary saved-forget" data-forget="{e(match_id)}" '
            f'aria-label="{e(t("saved.delete", lang, summary=text))}">✕</button></div>'
        )
    return f'<fieldset class="saved-list"><legend>{e(t("start.saved", lang))}</legend>{"".join(rows)}</fieldset>'


def unreadable_html(count: int, asking: bool, lang: str) -> str:
    """The saves that could not be read, kept aside: a way to download them, or to delete them
    (asked first, the download at hand); nothing when there are none."""
    if not count:
        return ""
    e = html.escape
    if asking:
        choice = ask_delete_html(
            t("unreadable.ask", lang, n=count), ('id="start-unreadable-yes"', t("unreadable.yes", lang)),
            ('id="start-unreadable-no"', t("unreadable.no", lang)),
            f'<button type="button" id="start-unreadable-get" class="link-button">{e(t("unreadable.get", lang))}</button>',
        )
    else:
        choice = (
            f'<p>{e(t("unreadable.kept", lang))}</p><div class="form-links">'
            f'<button type="button" id="start-unreadable-get" class="link-button">{e(t("unreadable.get", lang))}</button>'
            f'<button type="button" id="start-unreadable-drop" class="link-button">{e(t("unreadable.drop", lang))}</button></div>'
        )
    legend = e(t("unreadable.title", lang, n=count))
    return f'<fieldset class="saved-list unreadable"><legend>{legend}</legend>{choice}</fieldset>'


def room_html(lang: str) -> str:
    """The browser refuses to save the match (its storage full): what takes the room, and the
    ways to make some; the person chooses what goes."""
    e = html.escape
    return (
        f'<fieldset class="saved-list room" role="alert"><legend>{e(t("room.title", lang))}</legend>'
        f'<p>{e(t("room.text", lang))}</p><div class="form-links">'
        f'<button type="button" id="start-room-replays" class="link-button">{e(t("replay.title", lang))}</button>'
        f"</div></fieldset>"
    )


def ask_html(lang: str, saved_text: str, link_text: str) -> str:
    """A link's deal while a match is in progress: which one to play (the other is kept)."""
    e = html.escape
    return (
        f'<div id="ask-panel" class="card-panel" role="dialog" aria-modal="true" aria-labelledby="ask-title">'
        f'<h1 id="ask-title">{e(t("ask.title", lang))}</h1>'
        f'<p class="ask-row"><span>{e(t("ask.saved", lang))}</span><b>{e(saved_text)}</b></p>'
        f'<p class="ask-row"><span>{e(t("ask.link", lang))}</span><b>{e(link_text)}</b></p>'
        f'<p class="ask-note">{e(t("ask.kept", lang))}</p>'
        f'<div class="actions">'
        f'<button type="button" id="ask-saved" class="secondary">{e(t("ask.continue", lang))}</button>'
        f'<button type="button" id="ask-link" class="primary">{e(t("ask.play_link", lang))}</button></div>'
        f"</div>"
    )


def speed_html(speed: str, lang: str) -> str:
    """The computer players' speed: slow, normal or fast (kept with the page's settings)."""
    e = html.escape
    segs = "".join(
        f'<label class="seg"><input type="radio" name="speed" value="{s}"{" checked" if s == speed else ""}>'
        f'<span>{e(t("speed." + s, lang))}</span></label>'
        for s in SPEEDS
    )
    return f'<fieldset><legend>{e(t("start.speed", lang))}</legend><div class="segs">{segs}</div></fieldset>'


LOOK_KEYS = ("four_colour", "large_cards", "sound", "reduce_motion")


def look_html(look: Dict[str, bool], lang: str) -> str:
    """The look and sound: a switch each, applied as soon as it changes (kept with the settings)."""
    e = html.escape
    rows = "".join(
        f'<label class="opt check"><input type="checkbox" name="look.{key}"{" checked" if look.get(key) else ""}>'
        f'<span>{e(t("look." + key, lang))}</span></label>'
        for key in LOOK_KEYS
    )
    return f'<details class="look"><summary>{e(t("start.look", lang))}</summary><div class="opts">{rows}</div></details>'


def form_html(
    game: str, players: int, lang: str, can_cancel: bool, levels: Optional[List[str]] = None,
    saved: Optional[List[Tuple[str, str]]] = None, speed: str = DEFAULT_SPEED, look: Optional[Dict[str, bool]] = None,
    names: Optional[List[str]] = None, unreadable: str = "", forgetting: Optional[str] = None, full: bool = False,
) -> str:
    """The new-match form; ``unreadable``: the part about saves that could not be read
    (``unreadable_html``), after the saved matches; ``full``: the browser refuses to save the
    match (``room_html`` first)."""
    e = html.escape
    games = "".join(
        f'<label class="seg"><input type="radio" name="game" value="{g}"{" checked" if g == game else ""}>'
        f"<span>{e(t('game.' + g, lang))}</span></label>"
        for g in PAGE_GAMES
    )
    counts = "".join(
        f'<label class="seg"><input type="radio" name="players" value="{n}"{" checked" if n == players else ""}>'
        f"<span>{n}</span></label>"
        for n in (2, 3, 4)
    )
    rows: List[str] = []
    for spec in remi.GAMES[game].option_specs():
        label = e(option_label(spec, lang))
        name = e(spec.name)
        if isinstance(spec.default, bool):
            rows.append(
                f'<label class="opt check"><input type="checkbox" name="opt.{name}"{" checked" if spec.default else ""}>'
                f"<span>{label}</span></label>"
            )
        elif isinstance(spec.default, int):
            rows.append(
                f'<label class="opt num"><span>{label}</span><input type="number" inputmode="numeric" name="opt.{name}" '
                f'value="{spec.default}" min="{spec.minimum}" max="{spec.maximum}"></label>'
            )
        else:
            choices = "".join(
                f'<option value="{e(c)}"{" selected" if c == spec.default else ""}>'
                f"{e(t('opt.' + spec.name + '.' + c, lang) if has('opt.' + spec.name + '.' + c) else c)}</option>"
                for c in spec.choices
            )
            rows.append(f'<label class="opt sel"><span>{label}</span><select name="opt.{name}">{choices}</select></label>')
    share_html = f'<button type="button" id="start-share" class="link-button">{e(t("start.share", lang))}</button>'
    cancel = (
        f'<button type="button" id="start-cancel" class="secondary" aria-label="{e(t("start.cancel", lang))}">'
        f'<span class="full">{e(t("start.cancel", lang))}</span><span class="short">{e(t("start.cancel.short", lang))}</span>'
        f"</button>" if can_cancel else ""
    )
    return (
        f'<form id="start-form" class="card-panel">'
        f'<div class="form-head"><h1>{e(t("start.title", lang))}</h1>'
        f'<button type="button" id="start-lang" class="secondary" lang="{"en" if lang == "ro" else "ro"}">'
        f'{e(t("menu.lang_long", lang))}</button></div>'
        f"{room_html(lang) if full else ''}{share_html if can_cancel else ''}"
        f"{saved_html(saved or [], lang, forgetting)}{unreadable}"
        # three parts one under the other; on a wide screen the game beside who plays, the look
        # and the house rules under the game (style.css: .form-body)
        f'<div class="form-body"><div class="form-game">'
        f'<fieldset><legend>{e(t("start.game", lang))}</legend><div class="segs games">{games}</div>'
        f'<div class="form-links"><button type="button" id="start-rules" class="link-button">'
        f'{e(t("start.rules", lang, game=t("game." + game, lang)))}</button>'
        f'<button type="button" id="start-stats" class="link-button">{e(t("stats.title", lang))}</button>'
        f'<button type="button" id="start-replays" class="link-button">{e(t("replay.title", lang))}</button>'
        f'<button type="button" id="start-keys" class="link-button">{e(t("keys.title", lang))}</button></div></fieldset>'
        f'</div><div class="form-who">'
        f'<fieldset><legend>{e(t("start.players", lang))}</legend><div class="segs">{counts}</div></fieldset>'
        f'<fieldset><legend>{e(t("start.difficulty", lang))}</legend>{levels_html(players, levels or [], lang, names)}</fieldset>'
        f"{speed_html(speed, lang)}"
        f'</div><div class="form-more">{look_html(look or {}, lang)}'
        f'<details id="start-options"><summary>{e(t("start.options", lang))}</summary>'
        f'<div class="opts">{"".join(rows)}</div></details></div></div>'
        f'<div class="actions">{cancel}'
        f'<button type="submit" id="start-play" class="primary">{e(t("start.play", lang))}</button></div>'
        f"</form>"
    )


def chosen_options(game: str, form_values: Dict[str, Any]) -> Dict[str, Any]:
    """The options whose value differs from the spec's default, typed as the spec says."""
    out: Dict[str, Any] = {}
    for spec in remi.GAMES[game].option_specs():
        key = "opt." + spec.name
        if key not in form_values:
            continue
        raw = form_values[key]
        if isinstance(spec.default, bool):
            value: Any = bool(raw)
        elif isinstance(spec.default, int):
            try:
                value = int(raw)
            except (TypeError, ValueError):
                continue
            value = max(spec.minimum, min(spec.maximum, value))
        else:
            value = str(raw)
            if value not in spec.choices:
                continue
        if value != spec.default:
            out[spec.name] = value
    return out


class StartScreen:
    """Shows the form in ``container`` and calls ``on_start(game, players, options, levels)``,
    ``levels`` holding one level per computer seat."""

    def __init__(self, document: Any, container: Any, create_proxy: Callable[[Any], Any]) -> None:
        self.document = document
        self.container = container
        self.create_proxy = create_proxy
        self.on_start: Optional[Callable[..., None]] = None
        self.on_cancel: Optional[Callable[[], None]] = None
        self.on_resume: Optional[Callable[[str], None]] = None  # a saved match's id
        self.on_choice: Optional[Callable[[str], None]] = None  # "saved" or "link" (``ask``)
        self.on_rules: Optional[Callable[[str], None]] = None  # how to play the game chosen
        self.on_stats: Optional[Callable[[str], None]] = None  # the person's statistics, at the game chosen
        self.on_share: Optional[Callable[[], None]] = None  # the match in progress as a link to send
        self.on_replays: Optional[Callable[[], None]] = None  # the finished matches, to replay
        self.on_keys: Optional[Callable[[], None]] = None  # the keys of keyboard play
        self.on_lang: Optional[Callable[[], None]] = None  # the other language
        self.on_speed: Optional[Callable[[str], None]] = None  # the computer players' speed chosen
        self.on_look: Optional[Callable[[str, bool], None]] = None  # a look or sound setting changed
        self.on_hidden: Optional[Callable[[], None]] = None  # the form is gone (the page puts the table in reach)
        # the saves that could not be read: how many ("0" reads none), and "get" or "drop" them
        self.unreadable: Callable[[], int] = lambda: 0
        self.on_unreadable: Optional[Callable[[str], None]] = None
        self.full: Callable[[], bool] = lambda: False  # the browser refuses to save the match
        self.asking_drop = False  # "Delete them?" asked, waiting for the answer
        self.on_forget: Optional[Callable[[str], None]] = None  # a saved match the person deleted
        self.forgetting: Optional[str] = None  # the saved match whose deletion is asked
        self.look: Dict[str, bool] = {}
        self.speed = DEFAULT_SPEED
        self.saved: List[Tuple[str, str]] = []  # (id, text) of the other saved matches
        self.asking: Optional[Tuple[str, str]] = None  # (saved, link) texts while ``ask`` shows
        self.game = "gin"
        self.players = 2
        self.lang = "en"
        self.levels: List[str] = [DEFAULT_LEVEL] * MAX_BOTS
        self.names: List[str] = [""] * (MAX_BOTS + 1)  # pass-and-play: the people's names by seat
        self.can_cancel = False
        self._proxies: List[Any] = []
        # a tap beside the form goes back to the game, as its cancel button does: a press and a
        # click both beside it (the click that follows the tap which opened the form is not one)
        self._pressed_beside = False
        self._backdrop = [create_proxy(self._on_press), create_proxy(self._on_backdrop)]
        container.addEventListener("pointerdown", self._backdrop[0])
        container.addEventListener("click", self._backdrop[1])
        self._keys = create_proxy(self._on_key)
        container.addEventListener("keydown", self._keys)
        self._guard = ClickGuard(container, create_proxy)
        # the rows the Deal bar leaves whole change with the screen's size and a section opened
        self._rows = create_proxy(lambda event: self.keep_rows_whole())
        container.addEventListener("toggle", self._rows, True)  # (a details' toggle does not bubble)
        document.defaultView.addEventListener("resize", self._rows)

    @property
    def visible(self) -> bool:
        return not self.container.hidden

    def show(
        self, lang: str, can_cancel: bool, levels: Optional[List[str]] = None, game: Optional[str] = None,
        players: Optional[int] = None, saved: Optional[List[Tuple[str, str]]] = None, names: Optional[List[str]] = None,
    ) -> None:
        """``levels``, ``game``, ``players``: the current match's, offered again (seats beyond
        its levels keep theirs); ``saved``: the other saved matches, (id, text) each."""
        self.lang = lang
        self.can_cancel = can_cancel
        self.asking = None
        self.forgetting = None
        self.saved = list(saved or [])
        if game in remi.GAMES:
            self.game = str(game)
        if players:
            self.players = int(players)
        if levels:
            valid = LEVELS + (PERSON,)
            self.levels = [lv if lv in valid else DEFAULT_LEVEL for lv in levels[:MAX_BOTS]] + self.levels[len(levels) :]
        if names:
            self.names = [str(v) for v in names[: MAX_BOTS + 1]] + self.names[len(names) :]
        self._render()
        self.container.hidden = False
        self.container.scrollTop = 0  # from the top, not where the form was scrolled the last time
        self.keep_rows_whole()
        self._guard.opened()
        focus_title(self.container)

    def keep_rows_whole(self) -> None:
        """Where the form is taller than the screen, its Deal bar stays at the screen's foot over
        the rest of it: the bar then reaches up over the row it would cut in half (a heading, a
        line of buttons), so that each row in sight is whole ("Aspect și sunet" was half
        under it). Nothing to do where the whole form shows."""
        bar = self.document.querySelector("#start-form .actions") if self.visible else None
        if not bar:
            return
        bar.style.paddingTop = ""
        top = float(bar.getBoundingClientRect().top)
        cut = top
        for el in self.document.querySelectorAll(ROWS):
            box = el.getBoundingClientRect()
            if float(box.height) and float(box.top) < top - 1 < top + 1 < float(box.bottom):
                cut = min(cut, float(box.top))
        if cut < top:
            bar.style.paddingTop = f"{BAR_PAD + top - cut + 2:.0f}px"

    def hide(self) -> None:
        """Hidden; the focus, if it was in the form, goes to the table (the keys play on it),
        once the page has let the table be reached again (``on_hidden``)."""
        inside = bool(self.container.contains(self.document.activeElement))
        self.container.hidden = True
        if self.on_hidden:
            self.on_hidden()
        table = self.document.getElementById("table")
        if inside and table:
            table.focus()

    def ask(self, lang: str, saved_text: str, link_text: str) -> None:
        """Ask whether to go on with the saved match or play the link's deal (``on_choice``);
        there is no way past it but one of the two, and either keeps the other match."""
        self.lang = lang
        self.can_cancel = False
        self.asking = (saved_text, link_text)
        self._render()
        self.container.hidden = False
        focus_title(self.container)

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        if self.visible:
            self._render()

    def _render(self) -> None:
        for p in self._proxies:
            p.destroy()
        if self.asking is not None:
            self.container.innerHTML = ask_html(self.lang, *self.asking)
            self._proxies = [
                self.create_proxy(lambda e: self._choose("saved")), self.create_proxy(lambda e: self._choose("link")),
            ]
            self.document.getElementById("ask-saved").addEventListener("click", self._proxies[0])
            self.document.getElementById("ask-link").addEventListener("click", self._proxies[1])
            return
        self.container.innerHTML = form_html(
            self.game, self.players, self.lang, self.can_cancel, self.levels, self.saved, self.speed, self.look, self.names,
            unreadable_html(self.unreadable(), self.asking_drop, self.lang), self.forgetting, self.full(),
        )
        self.keep_rows_whole()
        self._proxies = [
            self.create_proxy(self._on_change),
            self.create_proxy(self._on_submit),
            self.create_proxy(self._on_cancel),
            self.create_proxy(self._on_click),
        ]
        form = self.document.getElementById("start-form")
        form.addEventListener("change", self._proxies[0])
        form.addEventListener("submit", self._proxies[1])
        form.addEventListener("click", self._proxies[3])
        cancel = self.document.getElementById("start-cancel")
        if cancel:
            cancel.addEventListener("click", self._proxies[2])

    def _choose(self, which: str) -> None:
        self.asking = None
        if self.on_choice:
            self.on_choice(which)

    def _on_click(self, event: Any) -> None:
        """A saved match's button: go back to that match; "how to play": the rules of the game
        chosen; "statistics": the person's, at that game."""
        if event.target and event.target.id == "start-rules":
            if self.on_rules:
                self.on_rules(str(self._values().get("game", self.game)))
            return
        if event.target and event.target.id == "start-stats":
            if self.on_stats:
                self.on_stats(str(self._values().get("game", self.game)))
            return
        if event.target and event.target.id in ("start-replays", "start-room-replays"):
            if self.on_replays:
                self.on_replays()
            return
        if event.target and event.target.id == "start-keys":
            if self.on_keys:
                self.on_keys()
            return
        if event.target and event.target.id == "start-share":
            if self.on_share:
                self.on_share()
            return
        if event.target and event.target.id == "start-lang":
            if self.on_lang:
                self.on_lang()
            return
        which = str(event.target.id or "") if event.target else ""
        if which in ("start-unreadable-drop", "start-unreadable-no"):
            self.asking_drop = which == "start-unreadable-drop"
            self._render()
            focus_on(self.document, "start-unreadable-no" if self.asking_drop else "start-unreadable-drop")
            return
        if which in ("start-unreadable-get", "start-unreadable-yes"):
            self.asking_drop = self.asking_drop and which == "start-unreadable-get"  # (a download keeps the question)
            if self.on_unreadable:
                self.on_unreadable("get" if which == "start-unreadable-get" else "drop")
            if which == "start-unreadable-yes":
                self._render()
            return
        asked = event.target.closest("[data-forget], [data-forget-no], [data-forget-yes]") if event.target else None
        if asked:
            ask, yes = asked.getAttribute("data-forget"), asked.getAttribute("data-forget-yes")
            if yes:
                self.saved = [m for m in self.saved if m[0] != str(yes)]
                if self.on_forget:
                    self.on_forget(str(yes))
            self.forgetting = str(ask) if ask else None
            self._render()
            focus = self.document.querySelector("[data-forget-no]" if self.forgetting else "#start-form h1")
            if focus:
                focus.focus()
            return
        target = event.target.closest("[data-resume]") if event.target else None
        if target and self.on_resume:
            self.on_resume(str(target.dataset.resume))


    def _values(self) -> Dict[str, Any]:
        form = self.document.getElementById("start-form")
        values: Dict[str, Any] = {}
        for el in form.elements:
            name = el.name
            if not name:
                continue
            if el.type == "radio":
                if el.checked:
                    values[name] = el.value
            elif el.type == "checkbox":
                values[name] = bool(el.checked)
            else:
                values[name] = el.value
        return values

    def _on_change(self, event: Any) -> None:
        values = self._values()
        speed = values.get("speed")
        if speed in SPEEDS and speed != self.speed:
            self.speed = str(speed)
            if self.on_speed:
                self.on_speed(self.speed)
        for key in LOOK_KEYS:
            value = values.get("look." + key)
            if isinstance(value, bool) and value != bool(self.look.get(key)):
                self.look[key] = value
                if self.on_look:
                    self.on_look(key, value)
        game = values.get("game", self.game)
        self.players = int(values.get("players", self.players))
        self.levels = self._levels(values)
        self.names = self._names(values)
        people = False
        for row in self.document.querySelectorAll("#start-form .lvl[data-seat]"):
            seat = int(row.dataset.seat)
            row.hidden = seat >= self.players
            person = self.levels[seat - 1] == PERSON
            row.querySelector(".pname").hidden = not person
            title = row.querySelector("span[data-bot]")  # the seat's name: its computer player's, or "Player 2"
            title.textContent = str(title.dataset.person if person else title.dataset.bot)
            people = people or (person and seat < self.players)
        self.document.querySelector("#start-form .pname-you").hidden = not people
        self.document.querySelector("#start-form .people-note").hidden = not people
        if game != self.game:  # each game has its own options: rebuild the form
            opened = [str(d.className or d.id) for d in self.document.querySelectorAll("#start-form details") if d.open]
            self.game = game
            self._render()
            for d in self.document.querySelectorAll("#start-form details"):
                d.open = str(d.className or d.id) in opened  # (those open stay open)

    def _on_submit(self, event: Any) -> None:
        event.preventDefault()
        values = self._values()
        game = values.get("game", "gin")
        players = int(values.get("players", 2))
        options = chosen_options(game, values)
        self.levels = self._levels(values)
        self.names = self._names(values)
        if self.on_start:
            self.on_start(game, players, options, self.levels[: players - 1], self.names[:players])

    def _levels(self, values: Dict[str, Any]) -> List[str]:
        out = []
        for seat in range(1, MAX_BOTS + 1):
            value = values.get(f"level.{seat}")
            out.append(value if value in LEVELS + (PERSON,) else self.levels[seat - 1])
        return out

    def _names(self, values: Dict[str, Any]) -> List[str]:
        return [" ".join(str(values.get(f"name.{seat}", "")).split())[:MAX_NAME_CHARS] for seat in range(MAX_BOTS + 1)]

    def _on_key(self, event: Any) -> None:
        """Escape goes back to the match, as the cancel button does (when there is one)."""
        if str(event.key) == "Escape" and self.can_cancel and self.asking is None:
            event.preventDefault()
            self._on_cancel(event)

    def _on_press(self, event: Any) -> None:
        self._pressed_beside = event.target.id == self.container.id

    def _on_backdrop(self, event: Any) -> None:
        beside, self._pressed_beside = self._pressed_beside and event.target.id == self.container.id, False
        if beside and self.can_cancel:
            self._on_cancel(event)

    def _on_cancel(self, event: Any) -> None:
        if self.on_cancel:
            self.on_cancel()
