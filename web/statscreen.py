"""The person's statistics (``stats.py``), over the table or the new-match form: one tab per
game, a section per level of the computer players played against, each with its figures and a
chart of its last 30 matches drawn by the table's painter (``paint.js``); and a reset of the
whole record, done only after the person confirms it.
"""

from __future__ import annotations

import html
from typing import Any, Callable, List, Optional, Sequence, Tuple

import draw
from beside import Overlay, focus_title
from games import PAGE_GAMES, facts_of
from i18n import number, t
from rulescreen import game_tabs
from scene import RectItem, TextItem, text_width
from stats import RECENT, Record, Stats, person_of

LEVELS = ("easy", "medium", "hard")
CHART_H = 132.0  # CSS px
WON = "#f2c14e"
LOST = "#9fb8a8"
AXIS = "rgba(244,241,232,.55)"


def level_label(level: str, lang: str) -> str:
    """ "hard" → "Hard"; seats of different levels → "Easy, Hard"."""
    return ", ".join(t("level." + part, lang) if part in LEVELS else part for part in level.split(","))


def level_title(level: str, lang: str) -> str:
    """A level's section title: "Adversari de nivel mediu", "Computer players of mixed levels: Easy,
    Hard"; a person's among people on this device: "Ioana, cu prietenii pe acest dispozitiv"."""
    person = person_of(level)
    if person is not None:
        return t("stats.person", lang, name=person)
    if "," in level:
        return t("stats.against.mixed", lang, level=level_label(level, lang))
    words = level_label(level, lang)
    return t("stats.against", lang, level=words.lower() if lang == "ro" else words)


def _level_order(level: str) -> Tuple[int, str]:
    if person_of(level) is not None:  # people on this device: after the computer players, by name
        return (2, level.lower())
    parts = level.split(",")
    return (0 if len(parts) == 1 else 1, ",".join(str(LEVELS.index(p)) if p in LEVELS else p for p in parts))


def game_records(stats: Stats, game: str) -> List[Tuple[str, str, Record]]:
    """The records of ``game``: (game key, level, record), its usual scoring first, then the
    other (Oklahoma by the rummy site's rules), each from Easy to Hard, mixed levels last."""
    out = []
    for key in sorted(k for k in stats.records if k == game or k.startswith(game + ".")):
        for level in sorted(stats.records[key], key=_level_order):
            out.append((key, level, stats.records[key][level]))
    return out


def decimal(x: float, lang: str) -> str:
    """One decimal, with the language's decimal mark (12.4 / 12,4); a true minus sign."""
    text = f"{abs(x):.1f}"
    text = text.replace(".", ",") if lang == "ro" else text
    return ("\u2212" if x < 0 and text.strip("0.,") else "") + text


def figures(rec: Record, game: str, lang: str) -> List[Tuple[str, str]]:
    """The figures of one record, as (label, value) pairs, in the order shown."""
    unit = "points" if rec.higher_is_better else "penalty"
    rate = round(100 * rec.win_rate)
    rows = [
        (t("stats.matches", lang), str(rec.matches)),
        (t("stats.won", lang), t("stats.won.value", lang, n=rec.won, pct=rate)),
        (t("stats.streak", lang), t("stats.streak.value", lang, n=rec.streak, best=rec.best_streak)),
        (t("stats.deals", lang), t("stats.deals.value", lang, n=rec.deals, won=rec.deals_won)),
        (t("stats.average." + unit, lang), decimal(rec.average_deal, lang)),
        (t("stats.best." + unit, lang), "—" if rec.best_deal is None else number(rec.best_deal)),
    ]
    rows += [(t(key.format(game=game), lang), str(getattr(rec, name))) for key, name in facts_of(game).stat_rows]
    if rec.took_back:
        rows.append((t("stats.took_back", lang), str(rec.took_back)))
    return rows


def chart_items(recent: Sequence[Sequence[int]], width: float, height: float, lang: str) -> List[Any]:
    """The last matches as bars, oldest on the left: a bar's height is the person's total at the
    end of the match, gold when the match was won; the total is written over the bar when
    there is room. Nothing but the axis when there are no matches."""
    items: List[Any] = []
    n = len(recent)
    side = 4.0
    slot = (width - 2 * side) / max(n, 10)
    totals = [int(m[1]) for m in recent]
    high = max([0, *totals])
    low = min([0, *totals])
    # room for the totals over the bars, under those that hang below the axis, and the axis' words
    top = 18.0
    bottom = 20.0 + (16.0 if low < 0 else 0.0)
    plot_h = height - top - bottom
    span = (high - low) or 1
    zero = top + plot_h * high / span
    for k, (won, total) in enumerate(recent):
        x = side + k * slot + slot * 0.14
        w = slot * 0.72
        y0, y1 = sorted((zero, zero - plot_h * total / span))
        h = max(y1 - y0, 3.0)
        if total >= 0:
            y0 = zero - h  # (a total of 0 still shows: a stub over the axis)
        items.append(RectItem(x, y0, w, h, fill=WON if won else LOST, radius=min(3.0, w / 3)))
        if slot >= 20:
            ty = (y0 - 7) if total >= 0 else (zero + h + 7)
            items.append(TextItem(number(total), x + w / 2, ty, size=10, align="center", max_width=slot))
    items.append(RectItem(side, zero - 0.5, width - 2 * side, 1, fill=AXIS, radius=0))
    items += axis_words(n, slot, width, height, lang)
    return items


def axis_words(n: int, slot: float, width: float, height: float, lang: str) -> List[TextItem]:
    """Under the axis, "earlier" at the first bar and "latest" ending at the last; a match or
    two are too narrow for both: "latest" then goes to the right of "earlier", clear of it, and
    a single match has no earlier one (the two words were written over each other)."""
    side, gap, size = 4.0, 12.0, 11.0
    first, last = t("stats.chart.first", lang), t("stats.chart.last", lang)
    y = height - 8
    if n == 0:
        return []
    if n == 1:
        return [TextItem(last, side, y, size=size, color=AXIS, max_width=width - 2 * side)]
    first_w, last_w = text_width(first, size), text_width(last, size)
    end = min(width - side, max(side + n * slot, side + first_w + gap + last_w))
    return [
        TextItem(first, side, y, size=size, color=AXIS, max_width=first_w),
        TextItem(last, end, y, size=size, color=AXIS, align="right", max_width=last_w),
    ]


def chart_label(recent: Sequence[Sequence[int]], lang: str) -> str:
    """The chart in words, for a screen reader."""
    won = sum(1 for m in recent if m[0])
    totals = ", ".join(number(int(m[1])) + ("✓" if m[0] else "") for m in recent)
    return t("stats.chart.label", lang, n=len(recent), won=won, totals=totals)


def stats_html(stats: Stats, game: str, lang: str, confirm: bool = False, unreadable: bool = False) -> str:
    """The whole screen for ``game``: its tabs, a section per level, the reset (asked first)."""
    e = html.escape
    tabs = game_tabs(game, lang)
    sections = []
    for key, level, rec in game_records(stats, game):
        title = level_title(level, lang)
        if key != game:
            title += " · " + t("stats.site_rules", lang)
        rows = "".join(f"<div><dt>{e(label)}</dt><dd>{e(value)}</dd></div>" for label, value in figures(rec, game, lang))
        sections.append(
            f'<section class="stats-level" data-key="{e(key)}" data-level="{e(level)}">'
            f"<h2>{e(title)}</h2><dl class=stats-figures>{rows}</dl>"
            f"<h3>{e(t('stats.chart.title', lang, n=min(len(rec.recent), RECENT)))}</h3>"
            f'<canvas class="stats-chart" data-key="{e(key)}" data-level="{e(level)}" role="img" '
            f'aria-label="{e(chart_label(rec.recent, lang))}"></canvas>'
            f'<p class="stats-legend"><span class="swatch won"></span>{e(t("stats.legend.won", lang))} '
            f'<span class="swatch lost"></span>{e(t("stats.legend.lost", lang))}<br>'
            f'{e(t("stats.legend.points" if rec.higher_is_better else "stats.legend.penalty", lang))}</p>'
            f"</section>"
        )
    if not sections:
        sections.append(f'<p class="stats-none">{e(t("stats.none", lang, game=t("game." + game, lang)))}</p>')
    notice = f'<p class="stats-notice" role="alert">{e(t("stats.unreadable", lang))}</p>' if unreadable else ""
    if confirm:
        reset = (
            f'<div class="stats-confirm" role="alertdialog" aria-labelledby="stats-confirm-text">'
            f'<p id="stats-confirm-text">{e(t("stats.reset.ask", lang))}</p><div class="actions">'
            f'<button type="button" id="stats-reset-no" class="secondary">{e(t("stats.reset.no", lang))}</button>'
            f'<button type="button" id="stats-reset-yes" class="danger">{e(t("stats.reset.yes", lang))}</button>'
            f"</div></div>"
        )
    elif stats.records:
        reset = f'<button type="button" id="stats-reset" class="link-button">{e(t("stats.reset", lang))}</button>'
    else:
        reset = ""
    return (
        f'<div id="stats-panel" class="card-panel" role="dialog" aria-modal="true" aria-labelledby="stats-title">'
        f'<div class="rules-head"><h1 id="stats-title">{e(t("stats.title", lang))}</h1>'
        f'<button type="button" id="stats-close" class="secondary">{e(t("btn.close", lang))}</button></div>'
        f'{notice}<div class="rules-tabs">{tabs}</div>{"".join(sections)}'
        f'<div class="stats-reset">{reset}</div></div>'
    )


class StatsScreen(Overlay):
    """Shows the record in ``container``. ``load`` reads the record (and whether it could be
    read); ``on_reset`` forgets it, after the person confirms; ``on_close`` when closed."""

    def __init__(self, document: Any, window: Any, container: Any, create_proxy: Callable[[Any], Any]) -> None:
        super().__init__(document, window, container, create_proxy)
        self.load: Callable[[], Tuple[Stats, bool]] = lambda: (Stats(), True)
        self.on_reset: Optional[Callable[[], None]] = None
        self.game = "gin"
        self.confirm = False

    def show(self, game: Optional[str], lang: str) -> None:
        self.game = game if game in PAGE_GAMES else "gin"
        self.lang = lang
        self.confirm = False
        self._opened()  # first: the charts are drawn at the width laid out
        self._render()
        focus_title(self.container)  # (the panel is made afresh: its title, not the one gone, has the focus)
        self.container.scrollTop = 0

    def _render(self) -> None:
        stats, ok = self.load()
        self._fill(stats_html(stats, self.game, self.lang, self.confirm, not ok), "stats-panel", click=self._on_click)
        self._paint_charts(stats)

    def _paint_charts(self, stats: Stats) -> None:
        paint = self.window.remiPaint
        dpr = float(self.window.devicePixelRatio or 1)
        for canvas in self.container.querySelectorAll("canvas.stats-chart"):
            rec = stats.records[str(canvas.dataset.key)][str(canvas.dataset.level)]
            width = float(canvas.clientWidth or 300)
            canvas.style.height = f"{CHART_H}px"
            canvas.width = int(round(width * dpr))
            canvas.height = int(round(CHART_H * dpr))
            items = chart_items(rec.recent, width, CHART_H, self.lang)
            paint.scene(canvas.getContext("2d"), draw.items_json(items), width, CHART_H, dpr, False)

    def _on_click(self, event: Any) -> None:
        target = event.target
        tab = target.closest("[data-game]") if target else None
        which = str(target.id) if target else ""
        if tab:  # (a JavaScript null is falsy, not None)
            self.game = str(tab.dataset.game)
            self.confirm = False
            self._render()
        elif which == "stats-close":
            self._close()
        elif which == "stats-reset":
            self.confirm = True
            self._render()
            self.document.getElementById("stats-reset-no").focus()
        elif which == "stats-reset-no":
            self.confirm = False
            self._render()
        elif which == "stats-reset-yes":
            if self.on_reset:
                self.on_reset()
            self.confirm = False
            self._render()
