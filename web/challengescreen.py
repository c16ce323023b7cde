"""A challenge over the table (``challenge.py`` makes and reads the link).

- To send: what a challenge is, what this one holds (the game, the deals so far, the person's
  score), the link to send (the system's share sheet, or copied) and the link itself, to copy by
  hand.
- Received (``Incoming``): the earlier people's play, played again here deal by deal as the
  person finishes each deal (never sooner: a deal's result would tell its cards), and beside the
  person's own results, deal by deal, with the totals and who did better. Each deal the person has
  played can be replayed as an earlier person played it. A play that cannot be played (the link
  was changed) shows as such, and no result of it. The person can send it on, with every play.
"""

from __future__ import annotations

import html
from typing import Any, Callable, List, Optional, Sequence

import challenge
import remi
from beside import Overlay, focus_title
from i18n import hands_count, number, t

STEPS_PER_TURN = 8  # the replays' actions between two turns of the browser (a computer player's decision each, at most)


class Incoming:
    """The challenge this match plays: read from its link's ``m`` and ``c``."""

    def __init__(self, m: str, c: str) -> None:
        self.m, self.c = m, c
        self.challenge = challenge.read(m, c)
        self.runs = [challenge.Replay(self.challenge, k) for k in range(len(self.challenge.people))]
        self.deals = self.runs[0].deals  # the deals the challenge is about: the first person's
        self.opened_at = 0  # the person's deals finished when the comparison last opened by itself

    def fits(self, game: remi.Game) -> bool:
        """Whether ``game`` is this challenge's match (a save's challenge must be its own)."""
        ch = self.challenge
        return (game.name, game.players, game.seed, dict(game.given_options)) == (ch.game, ch.players, ch.seed, ch.options)

    def behind(self, deals: int) -> bool:
        """Whether some earlier play still has to be played to ``deals`` deals (or to its end)."""
        return any(run.error is None and not run.done and run.results() < deals for run in self.runs)

    def catch_up(self, deals: int, budget: int = STEPS_PER_TURN) -> None:
        """Play the earlier plays on, ``budget`` actions at most, towards ``deals`` deals."""
        for run in self.runs:
            while budget > 0 and run.error is None and not run.done and run.results() < deals:
                run.step()
                budget -= 1

    def link(self, page_url: str, game: remi.Game) -> str:
        """The challenge sent on: the earlier plays that play to their end (a changed one is
        left out: it would show nothing to the next person either) and the person's own; of
        more than a link holds, the first (who began it) and the latest."""
        for run in self.runs:
            while run.step():
                pass
        kept = [run.moves for run in self.runs if run.error is None]
        if len(kept) >= challenge.MAX_PEOPLE:  # a link holds 4 plays: the first (who began it) and the latest
            kept = kept[:1] + kept[len(kept) - (challenge.MAX_PEOPLE - 2):]
        return challenge.link(page_url, challenge.of_game(game, self.challenge.levels, kept))


def incoming_of(game: remi.Game, kept: Any, warn: Callable[[str], None]) -> Optional[Incoming]:
    """The challenge ``game`` plays: given (a link's), or its save's ``[m, c]`` (read again;
    None when it cannot be, or is not this match's)."""
    if isinstance(kept, Incoming):
        return kept
    if not (isinstance(kept, list) and len(kept) == 2 and all(isinstance(v, str) for v in kept)):
        return None
    try:
        incoming = Incoming(kept[0], kept[1])
    except challenge.ChallengeError as exc:
        warn(f"Remi: the saved match's challenge cannot be read ({exc}); the match goes on without it")
        return None
    return incoming if incoming.fits(game) else None


def who(k: int, count: int, lang: str, header: bool = True) -> str:
    """Earlier person ``k`` of ``count``: "Your friend" when one, else "Player 1", "Player 2"."""
    if count == 1:
        return t("challenge.friend" if header else "challenge.friend_said", lang)
    return t("player.n", lang, n=k + 1)


def send_html(lang: str, game: remi.Game, url: str, onward: bool) -> str:
    """The challenge to send: what it is, what it holds, the link."""
    e = html.escape
    deals = len(game.results)
    key = "challenge.what_penalty" if game.scoring == "penalty" else "challenge.what"
    what = t(key, lang, game=t("game." + game.name, lang), hands=hands_count(deals, lang), score=number(game.scores[0]))
    on = f'<p>{e(t("challenge.send_on_note", lang))}</p>' if onward else ""
    link_label, send = t("challenge.link", lang), t("challenge.send", lang)
    return (
        f'<div id="challenge-panel" class="card-panel" role="dialog" aria-modal="true" aria-labelledby="challenge-title">'
        f'<div class="rules-head"><h1 id="challenge-title">{e(t("challenge.send_title", lang))}</h1>'
        f'<button type="button" id="challenge-close" class="secondary">{e(t("btn.close", lang))}</button></div>'
        f'<p>{e(t("challenge.send_intro", lang))}</p>'
        f'<p class="ask-row"><span>{e(t("challenge.this", lang))}</span><b id="challenge-what">{e(what)}</b></p>{on}'
        f'<div class="ch-send"><button type="button" id="challenge-send" class="primary">{e(send)}</button></div>'
        f'<p id="challenge-sent" class="ch-sent" role="status"></p>'
        f'<label class="replay-pick" for="challenge-url"><span>{e(link_label)}</span></label>'
        f'<input id="challenge-url" class="challenge-url" type="text" readonly value="{e(url)}">'
        f"</div>"
    )


def compare_html(lang: str, game: remi.Game, incoming: Incoming) -> str:
    """The person's results beside the earlier plays', deal by deal, as far as the person has played."""
    e = html.escape
    runs = incoming.runs
    count = len(runs)
    mine = [int(r.points[0]) for r in game.results]
    played = min(len(mine), incoming.deals)
    # the challenge is played to its end, or as far as the person's match went (it ended sooner)
    done = played >= incoming.deals or game.phase == remi.Phase.MATCH_OVER
    good = [run.error is None for run in runs]
    names = [who(k, count, lang) for k in range(count)]
    head = "".join(f"<th scope=col>{e(name)}</th>" for name in names)
    rows = []
    other_cards = False
    for d in range(incoming.deals):
        cells = []
        for k, run in enumerate(runs):
            if not good[k]:
                cells.append(f'<td class="ch-none"><span aria-hidden="true">×</span>'
                             f'<span class="visually-hidden">{e(t("challenge.refused", lang))}</span></td>')
            elif d < played and run.results() > d:
                pts = int(run.game.results[d].points[0])
                label = t("challenge.replay_label", lang, who=who(k, count, lang, header=False), n=d + 1)
                cells.append(  # (its name begins with the points it shows: "25, see how ... played hand 1")
                    f'<td><button type="button" class="ch-replay" data-person="{k}" data-deal="{d}">{e(number(pts))}'
                    f'<span class="visually-hidden">, {e(label)}</span> <span aria-hidden="true">▶</span></button></td>'
                )
            else:
                cells.append(f'<td class="ch-none"><span aria-hidden="true">—</span>'
                             f'<span class="visually-hidden">{e(t("challenge.not_yet", lang))}</span></td>')
        differs = d < played and any(
            good[k] and run.results() > d and _dealt(run.game, d) != _dealt(game, d) for k, run in enumerate(runs)
        )
        other_cards = other_cards or differs
        mark = ' <span title="⇄">⇄</span>' if differs else ""
        you = e(number(mine[d])) if d < played else '<span aria-hidden="true">—</span>'
        rows.append(f"<tr><th scope=row>{e(str(d + 1))}{mark}</th>{''.join(cells)}<td class=\"ch-you\">{you}</td></tr>")
    totals: List[Optional[int]] = []
    for k, run in enumerate(runs):
        if good[k] and run.results() >= played:
            totals.append(sum(int(r.points[0]) for r in run.game.results[:played]))
        else:
            totals.append(None)
    my_total = sum(mine[:played])
    foot = "".join(f"<td>{e(number(v)) if v is not None else '—'}</td>" for v in totals)
    table = (
        f'<table class="ch-table"><thead><tr><th scope=col>{e(t("challenge.deal", lang))}</th>{head}'
        f'<th scope=col>{e(t("challenge.you", lang))}</th></tr></thead><tbody>{"".join(rows)}</tbody>'
        f'<tfoot><tr><th scope=row>{e(t("challenge.total", lang))}</th>{foot}'
        f'<td class="ch-you">{e(number(my_total))}</td></tr></tfoot>'
        f"</table>"
    )
    lines: List[str] = []
    if not all(good):
        lines.append(f'<p class="stats-notice" role="alert">{e(t("challenge.tampered", lang))}</p>')
    if incoming.behind(played):
        lines.append(f'<p id="challenge-verdict">{e(t("challenge.checking", lang))}</p>')
    elif not done:
        lines.append(f'<p id="challenge-verdict">{e(t("challenge.to_play", lang, n=played + 1, of=incoming.deals))}</p>')
    elif any(v is not None for v in totals):
        lines.append(f'<p id="challenge-verdict"><b>{e(verdict(game.scoring, my_total, totals, count, lang))}</b></p>')
    better = "challenge.fewer" if game.scoring == "penalty" else "challenge.more"
    notes = [t(better, lang, game=t("game." + game.name, lang))]
    if "ch-replay" in "".join(rows):
        notes.insert(0, t("challenge.tap_hint_friend" if count == 1 else "challenge.tap_hint", lang))
    if other_cards:
        notes.append(t("challenge.other_cards", lang))
    note = "".join(f'<p class="ch-note">{e(n)}</p>' for n in notes)
    send_on = (
        f'<button type="button" id="challenge-on" class="primary">{e(t("challenge.send_on", lang))}</button>'
        if done and played > 0 else ""
    )
    intro = t("challenge.intro", lang, game=t("game." + game.name, lang))
    return (
        f'<div id="challenge-panel" class="card-panel" role="dialog" aria-modal="true" aria-labelledby="challenge-title">'
        f'<div class="rules-head"><h1 id="challenge-title">{e(t("challenge.title", lang))}</h1>'
        f'<button type="button" id="challenge-close" class="secondary">{e(t("btn.close", lang))}</button></div>'
        f"<p>{e(intro)}</p>{''.join(lines)}{table}{note}"
        f'<div class="actions">{send_on}</div>'
        f"</div>"
    )


def deal_done(lang: str, game: remi.Game, incoming: Incoming, deals: int) -> str:
    """A deal of the challenge played, before its last: both results of it (one earlier play
    that plays), else that more is to play."""
    runs = incoming.runs
    if len(runs) == 1 and runs[0].error is None and runs[0].results() >= deals:
        theirs, mine = runs[0].game.results[deals - 1].points[0], game.results[deals - 1].points[0]
        return t("challenge.deal_done", lang, n=deals, of=incoming.deals, who=who(0, 1, lang, header=False),
                 theirs=number(int(theirs)), mine=number(int(mine)))
    return t("challenge.to_play", lang, n=deals + 1, of=incoming.deals)


def verdict(scoring: str, mine: int, totals: Sequence[Optional[int]], count: int, lang: str) -> str:
    """Who did better, in a sentence: the person against one friend, or the person's place."""
    sign = 1 if scoring == "penalty" else -1  # a penalty: fewer is better
    if count == 1 and totals[0] is not None:
        theirs = totals[0]
        if mine == theirs:
            return t("challenge.tie", lang, mine=number(mine))
        if sign * mine < sign * theirs:
            return t("challenge.better", lang, mine=number(mine), theirs=number(theirs))
        return t("challenge.worse", lang, mine=number(mine), theirs=number(theirs))
    known = [v for v in totals if v is not None]
    place = 1 + sum(1 for v in known if sign * v < sign * mine)
    return t("challenge.place", lang, n=place, of=len(known) + 1)


def _dealt(game: remi.Game, deal: int) -> List[str]:
    """The cards seat 0 was dealt in deal ``deal`` (0 the first)."""
    starts = [0] + [i + 1 for i, a in enumerate(game.actions) if a == challenge.NEXT_HAND]
    if deal >= len(starts):
        return []
    return sorted(str(c) for c in game.replayed(starts[deal]).hands[0])


class ChallengeScreen(Overlay):
    """The challenge to send, or the one received, in ``container``."""

    def __init__(self, document: Any, window: Any, container: Any, create_proxy: Callable[[Any], Any]) -> None:
        super().__init__(document, window, container, create_proxy)
        self.on_send: Optional[Callable[[str], None]] = None  # send this link (share sheet or copy)
        self.on_send_on: Optional[Callable[[], None]] = None  # the received challenge, sent on
        self.on_replay: Optional[Callable[[int, int], None]] = None  # person, deal (0 the first)
        self.mode = ""  # "send" or "compare"
        self.url = ""

    def show_send(self, lang: str, game: remi.Game, url: str, onward: bool) -> None:
        self.lang, self.mode, self.url = lang, "send", url
        self._fill(send_html(lang, game, url, onward), "challenge-panel", click=self._on_click, focusin=self._on_focus)
        self._opened()
        self.container.scrollTop = 0

    def show_compare(self, lang: str, game: remi.Game, incoming: Incoming) -> None:
        was = self.visible and self.mode == "compare"
        self.lang, self.mode = lang, "compare"
        top = self.container.scrollTop if was else 0
        self._fill(compare_html(lang, game, incoming), "challenge-panel", click=self._on_click)
        if was:  # the results came in while it was open: the same place, the focus on its title
            self.container.scrollTop = top
            if not self.container.contains(self.document.activeElement):
                focus_title(self.container)
            return
        self._opened()
        self.container.scrollTop = 0

    def select_link(self) -> None:
        """The link selected in its field, to copy by hand (the browser refused to copy it)."""
        field = self.document.getElementById("challenge-url")
        if field:
            field.focus()
            field.select()

    def sent(self, text: str) -> None:
        """Say in the panel, under its button, that the link went (copied): no message over it."""
        line = self.document.getElementById("challenge-sent")
        if line:
            line.textContent = text

    def _on_focus(self, event: Any) -> None:
        if event.target and str(event.target.id or "") == "challenge-url":
            event.target.select()

    def _on_click(self, event: Any) -> None:
        target = event.target
        if not target:
            return
        which = str(target.id or "")
        replay = target.closest("[data-person]")
        if which == "challenge-close":
            self._close()
        elif which == "challenge-send" and self.on_send:
            self.on_send(self.url)
        elif which == "challenge-on" and self.on_send_on:
            self.on_send_on()
        elif replay is not None and self.on_replay:
            self.on_replay(int(replay.dataset.person), int(replay.dataset.deal))
