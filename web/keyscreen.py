"""The keys of keyboard play, listed over the table (``?`` on the table, or "Keyboard keys" in
the new-match form), in the language of the page."""

from __future__ import annotations

import html
from typing import Any, Optional

import keys
from beside import Overlay
from i18n import t


def keys_html(lang: str, family: Optional[str] = None) -> str:
    """The list, for ``family``'s games ("gin", "table"), or for every game (None)."""
    e = html.escape
    rows = "".join(
        f"<tr><th scope=row><kbd>{e(k)}</kbd></th><td>{e(t(key, lang))}</td></tr>" for k, key in keys.help_rows(family)
    )
    return (
        f'<div id="keys-panel" class="card-panel" role="dialog" aria-modal="true" aria-labelledby="keys-title">'
        f'<div class="rules-head"><h1 id="keys-title">{e(t("keys.title", lang))}</h1>'
        f'<button type="button" id="keys-close" class="secondary">{e(t("btn.close", lang))}</button></div>'
        f'<p>{e(t("keys.intro", lang))}</p>'
        f'<table class="keys-table"><thead><tr><th scope=col>{e(t("keys.key", lang))}</th>'
        f'<th scope=col>{e(t("keys.does", lang))}</th></tr></thead><tbody>{rows}</tbody></table>'
        f'<p>{e(t("keys.view", lang))}</p>'
        f"</div>"
    )


class KeysScreen(Overlay):
    """The list of keys in ``container``; ``on_close`` when the person closes it."""

    def show(self, lang: str, family: Optional[str] = None) -> None:
        """The keys of ``family``'s games (the match's), or of every game (from the form)."""
        self.lang = lang
        self._fill(keys_html(lang, family), "keys-panel", click=self._on_click)
        self._opened()
        self.container.scrollTop = 0

    def _on_click(self, event: Any) -> None:
        if event.target and event.target.id == "keys-close":
            self._close()
