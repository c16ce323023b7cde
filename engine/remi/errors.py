"""The engine's errors. Every one is a ``ValueError`` so callers can catch them together.

``InvalidActionError`` is text that is not an action at all (python-chess's *invalid*);
``IllegalActionError`` is a well-formed action the rules do not allow now, and names the rule
of RULES.md it breaks; ``InvalidSaveError`` is a save or link that cannot be loaded.
"""

from __future__ import annotations


class RemiError(ValueError):
    """Base class of every error the engine raises for bad input."""


class InvalidActionError(RemiError):
    """The text or value is not an action of any game."""


class IllegalActionError(RemiError):
    """A well-formed action that the rules forbid now; ``rule`` is the RULES.md id."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class InvalidSaveError(RemiError):
    """A save (JSON) that is malformed, from an unknown game, or replays an illegal action."""


class InvalidOptionError(RemiError):
    """An unknown option, a value of the wrong type, or an unsupported number of players."""


def quoted(value: object, limit: int = 40) -> str:
    """``repr`` of a value from outside, cut to ``limit`` characters: an error message quotes
    what it refuses without copying a huge input into itself."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an int of more digits than Python prints, a list in itself
        kind = type(value).__name__
        return f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind} too large to show"
    if len(text) <= limit:
        return text
    size = f" ({len(value)} characters)" if isinstance(value, (str, bytes)) else ""
    return text[:limit] + "…" + size
