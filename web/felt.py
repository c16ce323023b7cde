"""The felt: the page's canvas, its size, and what is painted on it (``paint.js`` paints; this
hands it a scene as ``draw.py`` writes it). An animation paints its frames over the still
table, drawn once into an off-screen canvas (``backdrop``).
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable, List, Optional

import draw
from scene import Scene

FRAME = 1 / 60  # seconds between an animation's frames


class Felt:
    def __init__(self, window: Any, document: Any) -> None:
        self.window = window
        self.document = document
        self.canvas = document.getElementById("table")
        self.ctx = self.canvas.getContext("2d")
        self.paint = window.remiPaint  # web/paint.js: every canvas call
        self.width = 0.0
        self.height = 0.0
        self.dpr = 1.0
        self._backdrop: Optional[Any] = None

    def resize(self) -> None:
        """The felt takes the window's size (in CSS pixels; the canvas's own at the device's ratio)."""
        self.width = float(self.window.innerWidth)
        self.height = float(self.window.innerHeight)
        self.dpr = float(self.window.devicePixelRatio or 1)
        self.canvas.style.width = f"{self.width}px"
        self.canvas.style.height = f"{self.height}px"
        self.canvas.width = int(round(self.width * self.dpr))
        self.canvas.height = int(round(self.height * self.dpr))

    def bare(self) -> None:
        """The felt with nothing on it (no match)."""
        self.paint.plain(self.ctx, self.width, self.height, self.dpr)

    def show(self, scene: Scene) -> None:
        """``scene`` painted; the cards painted without a picture get one made afterwards, one
        per turn of the browser."""
        self.paint.scene(self.ctx, draw.items_json(scene.items), self.width, self.height, self.dpr, True)

    def backdrop(self, scene: Scene) -> Any:
        """The still table of an animation, drawn once into an off-screen canvas (None in an old
        browser: every frame is then drawn in full)."""
        try:
            if self._backdrop is None:
                self._backdrop = self.document.createElement("canvas")
            canvas = self._backdrop
            canvas.width = self.canvas.width
            canvas.height = self.canvas.height
            ctx = canvas.getContext("2d")
            self.paint.scene(ctx, draw.items_json(scene.items), self.width, self.height, self.dpr, False)
            return canvas
        except Exception:
            return None

    async def animate(self, still: Scene, frame: Callable[[float], Optional[List[Any]]], going: Callable[[], bool]) -> None:
        """Paint ``frame(seconds since it began)`` over the table ``still`` at each of the
        browser's frames, while ``going()`` and until ``frame`` gives None."""
        # The browser's turns between laying out the table, drawing it still and the first
        # frame: on a slow phone any two of them together made one of the longest tasks, the
        # more so after a move was applied and saved (bench/longtasks.py --cpu 4).
        await asyncio.sleep(0)
        backdrop = self.backdrop(still)
        await asyncio.sleep(0)
        perf = self.window.performance
        start = float(perf.now())
        while going():
            items = frame((float(perf.now()) - start) / 1000)
            if items is None:
                break
            if backdrop is not None:
                self.paint.over(self.ctx, backdrop, draw.items_json(items), self.dpr)
            else:
                every = draw.items_json(list(still.items) + items)
                self.paint.scene(self.ctx, every, self.width, self.height, self.dpr, False)
            await asyncio.sleep(FRAME)
