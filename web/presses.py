"""The person's hands on the table: the pointer (a press, a drag, a release: ``pointer.Gestures``
makes them a tap, a double tap or a drop) and the keys (``keys.intent``). What a gesture means is
``taps.meaning``'s answer, from the map of what each card and pile may do now, and ``Presses.do``
does it: an action played (or why not said), cards picked, a command run, a card moved in the
hand, a message shown.

``Presses`` keeps the pointer's gesture under way; what it needs of the page is ``Hands``.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Protocol, Tuple

import hand as hand_mod
import keys
import taps
from i18n import t
from kits import kit_of
from layout import drop_index
from looks import Looks
from notice import Notice
from person import Person
from pointer import Gestures
from remi import Card, Discard, Game
from scene import Scene
from sight import UiState, seen, view_of

# the table's buttons a tap beside a screen may press as it closes it (``tap_beneath``)
OPENS_A_SCREEN = ("ui:stats", "ui:challenge", "ui:new_match", "ui:share", "ui:menu", "ui:rules")


class Hands(Protocol):
    """What the pointer and the keys need of the page: the browser and the canvas, the table
    drawn (and laid out afresh), the person's state of it and the keyboard's focus on it, the
    message over the table and the sound, and what a press may do: the person's move played
    or refused, a command run, the keys shown, the match saved."""

    window: Any
    document: Any
    canvas: Any
    ui: UiState
    scene: Optional[Scene]
    keyfocus: keys.Focus
    notice: Notice
    looks: Looks
    person: Person

    @property
    def game(self) -> Optional[Game]: ...

    def layout(self) -> Optional[Scene]: ...

    def render(self) -> None: ...

    def overlay_open(self) -> bool: ...

    def command(self, cmd: str) -> None: ...

    def show_keys(self) -> None: ...

    def save(self) -> None: ...


class Presses:
    def __init__(self, page: Hands) -> None:
        self.page = page
        self.gestures = Gestures()

    # ------------------------------------------------------------------ pointer

    def _point(self, event: Any) -> Tuple[float, float]:
        rect = self.page.canvas.getBoundingClientRect()
        return float(event.clientX) - float(rect.left), float(event.clientY) - float(rect.top)

    def on_pointer_down(self, event: Any) -> None:
        page = self.page
        page.looks.sound([])  # a browser lets sound start only from a press: this one
        if page.scene is None:
            return
        if page.keyfocus.shown:  # the pointer is in use: no focus ring (the keys bring it back)
            page.keyfocus.shown = False
            page.render()
        page.notice.touched()
        x, y = self._point(event)
        try:
            page.canvas.setPointerCapture(event.pointerId)
        except Exception:
            pass
        mouse = str(event.pointerType) == "mouse"
        assert page.scene is not None
        self.gestures.down(x, y, float(event.timeStamp), page.scene.hit_test(x, y), mouse)

    def on_pointer_move(self, event: Any) -> None:
        page = self.page
        if page.scene is None:
            return
        x, y = self._point(event)
        if self.gestures.press is None:
            if str(event.pointerType) == "mouse":  # show what can be clicked
                hit = page.scene.hit_test(x, y)
                clickable = hit is not None and hit.kind not in ("hand",)
                page.canvas.style.cursor = "pointer" if clickable else "default"
            return
        drag = self.gestures.move(x, y)
        if drag is not None and drag.get("card"):
            page.ui.drag = drag
            page.render()

    def on_pointer_up(self, event: Any) -> None:
        page = self.page
        if page.scene is None:
            return
        x, y = self._point(event)
        dragged = page.ui.drag
        page.ui.drag = None
        if dragged:
            page.scene = page.layout()  # hit-test against the table without the dragged card
        gesture = self.gestures.up(x, y, float(event.timeStamp), page.scene.hit_test(x, y) if page.scene else None)
        if gesture is not None:
            self.handle(gesture)
        if dragged:
            page.render()

    def on_pointer_cancel(self) -> None:
        self.gestures.cancel()

    def tap_beneath(self, x: float, y: float) -> None:
        """A tap beside a screen's panel closed the screen (``beside.TapBeside``); where it fell
        on a button of the table, seen through the screen's backdrop, that button is pressed too,
        as a tap on it: the person tapped what they saw. (At a challenge's end the comparison
        opens by itself over the result, whose buttons show beneath it: the first tap on one only
        closed the comparison.) Only the buttons that open another screen: ``x``, ``y``: where, in
        the page; nothing when another screen is beneath the one closed, or the table is not
        what lies there."""
        page = self.page
        if page.scene is None or page.overlay_open():
            return
        under = page.document.elementFromPoint(x, y)
        if not under or not page.canvas.isSameNode(under):
            return
        rect = page.canvas.getBoundingClientRect()
        px, py = x - float(rect.left), y - float(rect.top)
        hit = page.scene.hit_test(px, py)
        # only a button that opens a screen and changes nothing (a tap meant to close the screen
        # must not knock, deal the next hand or take a move back)
        if hit is not None and hit.kind == "button" and hit.data.get("command") in OPENS_A_SCREEN:
            self.handle({"type": "tap", "target": hit, "x": px, "y": py})

    def tap(self, hit: Any, x: float) -> None:
        """A tap on ``hit`` at ``x`` (a button of the table in words)."""
        self.handle({"type": "tap", "target": hit, "x": x, "y": hit.y + hit.h / 2})

    # ------------------------------------------------------------------ keys

    def on_canvas_focus(self, focused: bool) -> None:
        """The table got the keyboard's focus (by Tab: its ring shows) or lost it (the ring goes)."""
        page = self.page
        by_keys = False
        if focused:
            try:
                by_keys = bool(page.canvas.matches(":focus-visible"))
            except Exception:
                by_keys = False
        shown = focused and (by_keys or page.keyfocus.shown)
        if shown != page.keyfocus.shown:
            page.keyfocus.shown = shown
            page.render()

    def on_key(self, event: Any) -> None:
        """A key pressed on the table (``keys.intent``): it means what a tap on the same thing
        means. Keys the table has no use for are the browser's (Tab leaves the table)."""
        page = self.page
        if page.scene is None or page.game is None or event.altKey:
            return
        ctrl = bool(event.ctrlKey or event.metaKey)
        was_shown = page.keyfocus.shown
        page.keyfocus.shown = True
        it = keys.intent(str(event.key), page.scene, page.keyfocus, page.ui.picked, page.ui.panel, bool(event.shiftKey), ctrl)
        if it.kind == "none" and not it.command:
            page.keyfocus.shown = was_shown
            return
        event.preventDefault()
        page.looks.sound([])  # (a key is a press too: sound may start)
        page.notice.touched()
        self.run_intent(it)

    def on_page_key(self, event: Any) -> None:
        """A key pressed with nothing in focus (the page just opened, a screen closed): the table
        takes it, and the keyboard's focus, unless a screen is over it."""
        target = event.target
        if target is None or str(getattr(target, "tagName", "")).lower() != "body" or self.page.overlay_open():
            return
        if str(event.key) in ("Tab", "Shift", "Control", "Alt", "Meta"):
            return
        self.page.canvas.focus()
        self.on_key(event)

    def run_intent(self, it: keys.Intent) -> None:
        page = self.page
        if page.game is None:
            return
        moves = seen(page.game, page.ui).moves
        hit = it.hit
        if it.kind == "double" and hit is not None and moves.discard(hit.id) is None:
            self.do(taps.WhyNot(str(Discard(Card.parse(hit.id)))))  # (not a pick: X throws or says why not)
        elif it.kind in ("tap", "double") and hit is not None:
            x = hit.x + 1 if it.left else hit.x + hit.w / 2  # (Shift: a joker goes to a run's low end)
            self.handle({"type": it.kind, "target": hit, "x": x, "y": hit.y + hit.h / 2})
        elif it.kind == "command" and it.command:
            page.command(it.command)
        elif it.kind == "take":
            action = moves.draws.get("discard")
            self.do(taps.Play(action) if action is not None else taps.WhyNot("draw discard"))
        elif it.kind == "move" and hit is not None:
            self.move_card(hit.id, it.step)
        elif it.kind == "escape":
            if it.command:
                page.command(it.command)
        elif it.kind == "help":
            page.show_keys()
        elif it.kind == "none":
            page.notice.show(t("keys.not_now", page.ui.lang, name=it.command.upper()))
        if it.kind in ("focus", "move", "none") or (it.kind == "escape" and not it.command):
            page.render()  # (the frame moved, or nothing else drew: a move played draws itself, and flies)

    # ------------------------------------------------------------------ what a gesture means

    def handle(self, g: Dict[str, Any]) -> None:
        """A tap, double click or drop (``pointer.Gestures``), in every game: what it means is
        ``taps.meaning``'s answer, from the map of what each card and pile may do now."""
        page = self.page
        if page.game is None:
            return
        self.do(taps.meaning(g, seen(page.game, page.ui).moves, page.ui.picked, page.scene))

    def do(self, meant: taps.Meant) -> None:
        """What a gesture meant, done: an action played (or why not said), the picked cards
        drawn anew, a command run, a card moved in the hand, a message shown."""
        page = self.page
        if isinstance(meant, taps.Play):
            page.person.human(meant.action)
        elif isinstance(meant, taps.WhyNot):
            page.person.refused(meant.action)
        elif isinstance(meant, taps.Pick):
            page.ui.picked = list(meant.cards)
            page.render()
        elif isinstance(meant, taps.Run):
            page.command(meant.command)
        elif isinstance(meant, taps.Reorder):
            self.reorder(meant.card, meant.x, meant.y)
        elif isinstance(meant, taps.Tell):
            page.notice.show(t(meant.key, page.ui.lang, n=meant.n))

    # ------------------------------------------------------------------ the person's order of the hand

    def shown_hand(self) -> List[str]:
        """The person's cards in the order the table shows them."""
        game, ui = self.page.game, self.page.ui
        if game is None:
            return []
        view = view_of(game, ui.me)
        return [str(s.card) for s in kit_of(game.name).arranged(view, view.hand, ui.sort, ui.order)]

    def reorder(self, card: str, x: float, y: float) -> None:
        """The card dropped on the hand at (x, y) moves there: the hand is in the person's order now."""
        page = self.page
        shown = self.shown_hand()
        scene = page.scene or page.layout()
        if scene is None:
            return
        index = drop_index(scene, [c for c in shown if c != card], x, y)
        page.ui.order = hand_mod.move_card(shown, card, index)
        page.ui.sort = "manual"
        page.save()
        page.render()

    def move_card(self, card: str, step: int) -> None:
        """The card in focus moves ``step`` places along the hand (Shift and an arrow): the hand
        is in the person's order from now on, as after a drag."""
        shown = self.shown_hand()
        if card not in shown:
            return
        index = max(0, min(len(shown) - 1, shown.index(card) + step))
        self.page.ui.order = hand_mod.move_card(shown, card, index)
        self.page.ui.sort = "manual"
        self.page.save()
