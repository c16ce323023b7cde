"""People on one device (pass-and-play): the device goes round. When a person other than the
one holding it is to play, a screen covers the page (``passscreen``) and the table behind shows
no hand; the person named taps, and the table is theirs: their hand, their turn, their undo.

Also the page's names for the seats (``i18n.SEATING``): "you" for the seat whose hand is shown,
and in pass-and-play the people's names. ``Together`` holds nothing of its own; what it needs
of the page is ``Device``.
"""

from __future__ import annotations

from typing import Any, Optional, Protocol

from i18n import SEATING, t
from notice import Notice
from passscreen import PassScreen
from remi import Game, Phase
from sight import UiState
from undo import TakeBack


class Device(Protocol):
    """What passing the device needs of the page: the match on the table and the person's
    state of it, whether the page is busy or asking about a link (nobody is handed the device
    meanwhile), the cover and the message over the table, the canvas to focus, and the match
    saved, drawn and played on."""

    ui: UiState
    busy: int
    pending_link: Any
    pass_screen: PassScreen
    notice: Notice
    canvas: Any

    @property
    def game(self) -> Optional[Game]: ...

    @property
    def takeback(self) -> TakeBack: ...

    def save(self) -> None: ...

    def render(self) -> None: ...

    def kick_bots(self) -> None: ...


class Together:
    def __init__(self, page: Device) -> None:
        self.page = page

    def name_seats(self) -> None:
        """The page's names (``i18n.SEATING``): "you" to the seat whose hand is shown; in
        pass-and-play the people's names (a person without one is "Player 2")."""
        game, ui = self.page.game, self.page.ui
        over = game is not None and game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        SEATING.you = None if ui.together and over else ui.me  # (at a deal's end the device is everyone's)
        SEATING.names = {s: self.name_of(s) for s in ui.people} if ui.together else {}
        if ui.live:  # (a live table: each friend by the name they gave; the inviter's computers keep theirs)
            SEATING.names = {s: n for s, n in enumerate(ui.names) if n and s != ui.me}

    def name_of(self, seat: int) -> str:
        """A person's name as the form gave it, or "Player 2"."""
        ui = self.page.ui
        return ui.names[seat] or t("player.n", ui.lang, n=seat + 1)

    def cover(self, seat: int, save: bool = True) -> None:
        """The device goes to ``seat``. Until that person taps, a screen covers the page and
        the table behind shows no hand."""
        page, ui = self.page, self.page.ui
        game = page.game
        ui.covered = seat
        ui.picked = []
        ui.hint = None
        what = t("pass.what", ui.lang, game=t("game." + game.name, ui.lang), n=game.hand_number) if game else ""
        # a message of the last person's turn goes with it (over the cover the next one would read it)
        page.notice.hide()
        page.pass_screen.show(ui.lang, seat, self.name_of(seat), what)
        if save:
            page.save()
            page.render()

    def take_over(self, seat: int) -> None:
        """The person at ``seat`` has the device: their hand, their turn, their undo (none yet)."""
        page, ui = self.page, self.page.ui
        if page.game is None or seat not in ui.people:
            return
        if seat != ui.me:
            ui.me = seat
            ui.order = []
            ui.new_card = None
            page.takeback.clear()
        ui.covered = None
        page.pass_screen.hide()
        self.name_seats()
        page.save()
        page.render()
        page.canvas.focus()
        page.kick_bots()

    def handover_due(self) -> None:
        """After a drawing: a person other than the one holding the device is to play now (or,
        while the device is being handed on, another person than the one named: the computer
        players played meanwhile)."""
        page, ui = self.page, self.page.ui
        game = page.game
        if game is None or not ui.together or page.busy or page.pending_link is not None:
            return
        seat = game.to_act
        if seat is None or seat not in ui.people:
            return
        if (ui.covered is None and seat != ui.me) or (ui.covered is not None and seat != ui.covered):
            self.cover(seat)
