"""Every command a button or key of the page names is one the page runs (``App.commands``):
a button added with a misspelt command would do nothing, silently.

Not marked ``browser``: it reads the page's modules, no dist/ needed.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Set

WEB = Path(__file__).resolve().parents[2] / "web"


def commands_run() -> Set[str]:
    tree = ast.parse((WEB / "app.py").read_text(encoding="utf-8"))
    prop = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "commands")
    table = next(n for n in ast.walk(prop) if isinstance(n, ast.Dict))
    return {k.value for k in table.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}


def commands_named() -> Set[str]:
    named = set()
    for path in WEB.glob("*.py"):
        for text in re.findall(r'"(?:command:)?ui:([a-z_]+)', path.read_text(encoding="utf-8")):
            named.add("sort" if text.startswith("sort_") else text)
    return named


def test_every_command_named_on_the_page_is_run_and_every_one_run_is_named() -> None:
    run, named = commands_run(), commands_named()
    assert len(run) > 10  # (the reader reads the table of commands)
    assert named - run == set()
    assert run - named == set()
