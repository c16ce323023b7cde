"""The engine and the page stay typed (mypy strict) and lint-clean (ruff)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "tool,args",
    [("mypy", ["-m", "mypy"]), ("ruff", ["-m", "ruff", "check", "engine", "web", "bench", "tests"])],
)
def test_engine_and_page_pass(tool: str, args: list[str]) -> None:
    pytest.importorskip(tool)
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
