"""How to play: each game's rules in short sections, in Romanian and English, over the table
or the new-match form. Example melds are drawn by the table's own painter (``paint.js``) on a
small canvas each; the house options of the match being played are listed with the rules.

The texts are read through ``rules_text.py`` (kept per family in ``rules_gin.py`` and
``rules_table.py``); the option labels are the new-match form's (``i18n``).
A refusal's "why?" opens the section that explains its rule (``show(..., rule=...)``).
"""

from __future__ import annotations

import html
from typing import Any, Callable, Dict, List, Mapping, Optional

import draw
import remi
import rules_text
from beside import Overlay
from games import PAGE_GAMES, facts_of
from i18n import has, t
from scene import CardItem
from startscreen import option_label

CARD_W = 46.0  # an example card, CSS px
STRIDE = 0.56  # the visible strip of a card in an example meld, as a share of its width


def option_value(spec: Any, value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return t("rules.on" if value else "rules.off", lang)
    key = f"opt.{spec.name}.{value}"
    return t(key, lang) if has(key) else str(value)


def options_html(game: str, options: Optional[Mapping[str, Any]], lang: str) -> str:
    """The house options of this match that differ from the game's defaults (or "as above")."""
    e = html.escape
    if options is None:
        return ""
    changed = [
        f"<li>{e(option_label(spec, lang))}: <b>{e(option_value(spec, options[spec.name], lang))}</b></li>"
        for spec in remi.GAMES[game].option_specs()
        if spec.name in options and options[spec.name] != spec.default
    ]
    body = f"<ul>{''.join(changed)}</ul>" if changed else f"<p>{e(t('rules.defaults', lang))}</p>"
    return f'<section class="rules-options"><h2>{e(t("rules.options", lang))}</h2>{body}</section>'


# the marks on the table, explained: those of every game, then the family's (games.FamilyFacts.legend)
LEGEND = ("legend.dealer", "legend.turn", "legend.glow", "legend.picked", "legend.hint", "legend.focus", "legend.last",
          "legend.meld")


def legend_html(game: str, lang: str) -> str:
    e = html.escape
    keys = LEGEND + facts_of(game).legend
    items = "".join(f"<li>{e(t(key, lang))}</li>" for key in keys)
    return f'<section id="rules-legend"><h2>{e(t("legend.title", lang))}</h2><ul>{items}</ul></section>'


def game_tabs(game: str, lang: str) -> str:
    """A tab per game of the page, ``game``'s pressed (the rules' and the statistics')."""
    e = html.escape
    return "".join(
        f'<button type="button" class="rules-tab{" on" if g == game else ""}" data-game="{g}"'
        f' aria-pressed="{"true" if g == game else "false"}">{e(t("game." + g, lang))}</button>'
        for g in PAGE_GAMES
    )


def rules_html(game: str, lang: str, options: Optional[Mapping[str, Any]] = None) -> str:
    """The whole screen: the game's tabs, its sections (with example canvases), the options."""
    e = html.escape
    tabs = game_tabs(game, lang)
    sections = []
    for section in rules_text.rules_of(game):
        paragraphs = "".join(f"<p>{e(p)}</p>" for p in section["text"][lang])
        examples = "".join(
            f'<canvas class="rules-meld" data-cards="{e(" ".join(cards))}" role="img" '
            f'aria-label="{e(" ".join(remi.Card.parse(c).pretty() for c in cards))}"></canvas>'
            for cards in section["examples"]
        )
        sections.append(
            f'<section id="rules-{e(section["id"])}" data-rules="{e(" ".join(section["rules"]))}">'
            f'<h2>{e(section["title"][lang])}</h2>{paragraphs}'
            f'{f"<div class=rules-examples>{examples}</div>" if examples else ""}</section>'
        )
    return (
        f'<div id="rules-panel" class="card-panel" role="dialog" aria-modal="true" aria-labelledby="rules-title">'
        f'<div class="rules-head"><h1 id="rules-title">{e(t("rules.title", lang))}</h1>'
        f'<button type="button" id="rules-close" class="secondary">{e(t("btn.close", lang))}</button></div>'
        f'<div class="rules-tabs">{tabs}</div>'
        f'{options_html(game, options, lang) if options is not None else ""}'
        f'{"".join(sections)}{legend_html(game, lang)}'
        f"</div>"
    )


def example_items(cards: List[str], height: float) -> List[CardItem]:
    """An example meld as the table draws one: overlapping cards, left to right."""
    h = height - 4
    w = h / 1.4
    return [CardItem(f"ex:{k}", card, 2 + k * w * STRIDE, 2, w, h) for k, card in enumerate(cards)]


class RulesScreen(Overlay):
    """Shows the rules in ``container``; ``on_close`` is called when the person closes them."""

    def __init__(self, document: Any, window: Any, container: Any, create_proxy: Callable[[Any], Any]) -> None:
        super().__init__(document, window, container, create_proxy)
        self.game = "gin"
        self.options: Optional[Dict[str, Any]] = None  # the match's (None from the new-match form)
        self.match_game: Optional[str] = None

    def show(self, game: str, lang: str, options: Optional[Mapping[str, Any]] = None, rule: Optional[str] = None) -> None:
        """The rules of ``game`` (with this match's ``options``), scrolled to the section of
        ``rule`` when given."""
        rules_text.rules_of(game)  # (every game the page draws has them, or the page fails at import)
        self.game = game
        self.lang = lang
        self.options = dict(options) if options is not None else None
        self.match_game = self.game if options is not None else None
        self._render()
        self._opened()
        target = None
        if rule:
            try:
                target = self.document.getElementById("rules-" + rules_text.section_of(self.game, rule))
            except KeyError:
                target = None
        if target:
            target.scrollIntoView()
            target.classList.add("rules-asked")
        else:
            self.container.scrollTop = 0

    def _render(self) -> None:
        options = self.options if self.game == self.match_game else None
        self._fill(rules_html(self.game, self.lang, options), "rules-panel", click=self._on_click)
        self._paint_examples()

    def _paint_examples(self) -> None:
        paint = self.window.remiPaint
        dpr = float(self.window.devicePixelRatio or 1)
        for canvas in self.container.querySelectorAll("canvas.rules-meld"):
            cards = str(canvas.dataset.cards).split()
            height = CARD_W * 1.4 + 4
            width = 4 + CARD_W * (1 + STRIDE * (len(cards) - 1))
            canvas.style.width = f"{width}px"
            canvas.style.height = f"{height}px"
            canvas.width = int(round(width * dpr))
            canvas.height = int(round(height * dpr))
            paint.scene(canvas.getContext("2d"), draw.items_json(example_items(cards, height)), width, height, dpr, False)

    def _on_click(self, event: Any) -> None:
        target = event.target
        tab = target.closest("[data-game]") if target else None
        if tab:  # (a JavaScript null is falsy, not None)
            self.game = str(tab.dataset.game)
            self._render()
            self.container.scrollTop = 0
        elif target and target.id == "rules-close":
            self._close()
