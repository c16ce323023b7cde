"""Entry point of the computer players' worker (started by thinking.Thinker): offer the
thinker's functions to the page. Kept apart from thinker.py, which the tests import, because
PyScript runs this file after code of its own (so no ``from __future__`` here)."""

from thinker import choose, hint  # noqa: F401 (offered to the page by __export__)

__export__ = ["choose", "hint"]
