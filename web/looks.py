"""The person's look and sound settings, and the computer players' speed: the deck's colours,
the cards' size, sound, motion (``storage.LOOK``), as the browser, a host page's link and the
person's choices in the new-match form set them; shown at once and kept.

``Looks`` keeps the look the table has now and what the person chose; what it needs of the
page is given as it is made.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List

import storage
from felt import Felt
from motion import Motion
from sight import UiState
from startscreen import StartScreen


class Looks:
    def __init__(self, window: Any, felt: Felt, ui: UiState, motion: Motion, start_screen: StartScreen,
                 local: Callable[[], Any], render: Callable[[], None]) -> None:
        self.window = window
        self.felt = felt
        self.ui = ui
        self.motion = motion
        self.start_screen = start_screen
        self.local = local  # the browser's storage the settings are kept in (opened as the page starts)
        self.render = render
        self.look: Dict[str, bool] = {"sound": False}  # the look and sound the table has now
        self.chosen: Dict[str, bool] = {}  # ... as the person chose it (kept)

    def begin(self, settings: Dict[str, Any], params: Dict[str, Any], in_frame: bool) -> None:
        """As the page starts: the speed and look kept, unless the link sets them (``?pace``,
        ``?sound``); sound is off in a frame of another site, motion as the system prefers."""
        speed = settings.get("speed")
        self.start_screen.speed = speed if isinstance(speed, str) and speed in storage.SPEEDS else storage.DEFAULT_SPEED
        # the speed the person chose, unless the link sets one (?pace=0.2 speeds the computer players up: tests)
        self.motion.pace = params["pace"] if "pace" in params else storage.SPEEDS[self.start_screen.speed]
        self.chosen = storage.look_settings(settings)
        look = {"four_colour": False, "large_cards": False, "sound": not in_frame}
        look["reduce_motion"] = self._system_reduces_motion()
        look.update(self.chosen)
        if "sound" in params:  # a host page's ?sound=off (or on)
            look["sound"] = bool(params["sound"])
        self.show(look)

    def set_speed(self, speed: str) -> None:
        """The computer players' speed chosen in the new-match form: from now on, and kept."""
        self.motion.pace = storage.SPEEDS.get(speed, 1.0)
        self.save()

    def save(self) -> None:
        """The settings kept: the language, the speed, the look chosen."""
        storage.write_settings(self.local(), {"lang": self.ui.lang, "speed": self.start_screen.speed, **self.chosen})

    def _system_reduces_motion(self) -> bool:
        try:
            return bool(self.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
        except Exception:
            return False

    def show(self, look: Dict[str, bool]) -> None:
        """Show the table with ``look``: the deck's colours, the cards' size, sound, motion."""
        self.look = dict(look)
        self.start_screen.look = dict(look)
        self.ui.large = look["large_cards"]
        self.motion.on = not look["reduce_motion"]
        try:
            self.felt.paint.setLook({"fourColour": look["four_colour"], "large": look["large_cards"]})
            self.window.remiSound.enabled = look["sound"]
        except Exception:  # (a page whose sound.js did not load plays in silence)
            pass

    def set(self, name: str, value: bool) -> None:
        """A look or sound setting changed in the new-match form: at once, and kept."""
        if name not in storage.LOOK:
            return
        self.chosen[name] = bool(value)
        self.show({**self.look, name: bool(value)})
        self.save()
        if name == "sound" and value:
            self.sound(["draw"])  # (the change was a press: sound is allowed now) a sample of it
        self.render()

    def sound(self, names: List[str]) -> None:
        """Play the sounds ``names`` (``effects.sound_of``) when sound is on (none: only let
        the browser start sound, on a press)."""
        if not self.look.get("sound"):
            return
        try:
            player = self.window.remiSound
            player.unlock()
            for name in names:
                player.play(name)
        except Exception:
            pass
