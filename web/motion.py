"""How the table moves: a card flying to where an action put it, a new deal dealt a card at a
time, a deal's end held in sight with what happened said across the table.

``Motion`` owns what only moving needs: the flights' token (a newer flight, or an action taken
back, stops an older one), the player's pace and whether they asked for less motion, and the
count of what it animated (the tests read it). What it needs of the page is ``Stage``: the
table laid out now, drawn, and said to be still or busy; the felt paints the frames.
"""

from __future__ import annotations

from typing import Any, Callable, List, Optional, Protocol, Set

import effects
import flights
from felt import Felt
from frame import add_banner
from remi import Phase, View
from scene import ButtonItem, CardItem, Scene
from sight import UiState

FLIGHT = 0.32  # seconds a card takes to fly
GOING_OUT_HOLD = 2.0  # seconds the table stays in sight, with what happened said, when a computer player ends a deal

Frame = Callable[[float], Optional[List[Any]]]  # the items over the still table, seconds after it began; None: done


class Stage(Protocol):
    """What moving needs of the page: the table laid out as it is now (with ``ui.hidden`` left
    out), the scene the pointer hits, the table drawn afresh, and ``busy`` (tests and the
    pointer wait while it is above 0) with ``publish`` to say it changed."""

    scene: Optional[Scene]
    busy: int

    def layout(self) -> Optional[Scene]: ...

    def render(self) -> None: ...

    def publish(self) -> None: ...


class Motion:
    def __init__(self, felt: Felt, ui: UiState, stage: Stage) -> None:
        self.felt = felt
        self.ui = ui
        self.stage = stage
        self.token = 0  # the latest flight's: an older one draws no more
        self.pace = 1.0  # the player's speed: pauses and flights times this (0: none)
        self.on = True  # False: the player asked for less motion (the cards land at once)
        self.cards = 0  # the cards animated so far, and of them the deals dealt (tests read both)
        self.deals = 0

    def stop(self) -> None:
        """A flight in the air lands no more (an action was taken back)."""
        self.token += 1
        self.ui.hidden = set()

    def _scaled(self, seconds: float) -> float:
        return seconds * (max(0.3, min(1.0, self.pace)) if self.pace < 1 else 1.0)

    async def fly(self, card: Optional[str], src: Any, dst_key: str, hide: Set[str], duration: float = FLIGHT) -> None:
        """Animate one card from ``src`` to where ``dst_key`` is in the new layout."""
        self.token += 1
        token = self.token
        self.ui.hidden = set(hide)
        scene = self.stage.layout()
        dst = scene.anchors.get(dst_key) if scene else None
        duration = self._scaled(duration)
        if scene is None or src is None or dst is None or self.pace == 0 or not self.on:
            self.ui.hidden = set()
            self.stage.render()
            return

        def frame(now: float) -> Optional[List[Any]]:
            k = min(1.0, now / duration)
            if k >= 1:
                return None  # the table drawn afresh shows the card where it landed
            return [flights.flying(card, src, dst, k)]

        self.stage.scene = scene
        await self.animate(token, scene, frame)

    async def deal(self, view: Optional[View]) -> None:
        """A new deal dealt as at a table: a card at a time from the stock to each player, round
        by round, the person's (their ``view``'s hand) landing face up in its place (``effects``:
        DEAL_TIME at normal speed). Left out with less motion, and when there is no deal to show
        (no match, or a deal's or the match's end: the table is drawn at once)."""
        self.token += 1
        token = self.token
        if view is None or view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) or not self.on or self.pace == 0:
            self.stage.render()
            return
        players, dealer, hand = view.players, view.dealer, [str(c) for c in view.hand]
        full = self.stage.layout()
        self.ui.hidden = set(hand)
        bare = self.stage.layout()  # the table with the person's hand not yet dealt
        self.ui.hidden = set()
        if full is None or bare is None or "stock" not in full.anchors:
            self.stage.render()
            return
        faces = {item.key: item for item in full.items if isinstance(item, CardItem) and item.key in hand}
        order = effects.deal_order(players, list(faces), dealer)  # the hand's order, left to right
        stock = full.anchors["stock"]
        flight = self._scaled(effects.DEAL_FLIGHT)
        gap = (self._scaled(effects.DEAL_TIME) - flight) / max(1, len(order) - 1)

        def frame(now: float) -> Optional[List[Any]]:
            if now >= gap * (len(order) - 1) + flight:
                return None  # every card has landed
            items: List[Any] = []
            for k, (seat, card) in enumerate(order):
                k_t = (now - k * gap) / flight
                if k_t <= 0:
                    break
                if k_t >= 1:
                    if card is not None:
                        items.append(faces[card])
                    continue
                dst = full.anchors.get("card:" + card) if card is not None else full.anchors.get(f"seat{seat}")
                if dst is not None:
                    e = 1 - (1 - k_t) ** 3
                    x, y, w, h = (a + (b - a) * e for a, b in zip(stock, dst))
                    items.append(CardItem("deal", None, x, y, w, h))
            return items

        self.stage.scene = full
        self.deals += 1
        await self.animate(token, bare, frame)

    async def going_out(self, seat: int, action: Any, old: Scene, said: str) -> None:
        """Another player's action ended the deal: the table as it was (``old``), its melds still
        on it, the card it threw flying to the pile and what happened (``said``: "Bogdan went
        out: rummy!") across the table, long enough to see; then the result is drawn, which
        shows every hand and the melds laid."""
        still = Scene(old.width, old.height)  # the table without its buttons: the deal is over
        still.items = [i for i in old.items if not isinstance(i, ButtonItem)]
        still.anchors = dict(old.anchors)
        card = getattr(action, "card", None)
        src, dst = old.anchors.get(f"seat{seat}"), old.anchors.get("discard")
        words = Scene(old.width, old.height)  # drawn over the flying card, in the band under the piles
        if said:
            at = min(dst[1] + dst[3] + 46, old.height * 0.7) if dst is not None else old.height * 0.45
            add_banner(words, said, old.width, at)
        path = (src, dst) if card is not None and src is not None and dst is not None and self.on else None
        hold = GOING_OUT_HOLD * self.pace
        self.token += 1
        token = self.token

        def frame(now: float) -> Optional[List[Any]]:
            if now >= hold + (FLIGHT if path else 0.0):
                return None
            if path is None:
                return list(words.items)
            return [flights.flying(str(card), *path, min(1.0, now / FLIGHT)), *words.items]  # flown, then where it landed

        if hold > 0:
            still.info = {**old.info, **words.info}
            self.stage.scene = still
            await self.animate(token, still, frame)
        if token == self.token:
            self.stage.render()

    async def animate(self, token: int, still: Scene, frame: Frame) -> None:
        """Draw ``frame(seconds since it began)`` over the table ``still`` at each of the
        browser's frames, until it gives None or another flight or action takes over (``token``);
        then the table is drawn afresh."""
        self.stage.busy += 1  # tests and the pointer wait for a still table
        self.cards += 1
        self.stage.publish()
        try:
            await self.felt.animate(still, frame, lambda: token == self.token)
        finally:
            self.stage.busy -= 1
            if token == self.token:
                self.ui.hidden = set()
                self.stage.render()
