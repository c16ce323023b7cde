"""docs/RULES.md, the rule book, covers the engine: every rule id the engine can name in a
refusal or an option appears there as **`X-n`** (bold code, where the rule is stated), and every
option the engine declares is named there. The rule book stands alone: it links to nothing
outside docs/.

The ids are read from the engine's source with ``ast`` (no game is played): the first argument
of ``IllegalActionError(...)`` when it is a literal, the rule of every ``OptionSpec(...)``, the
``*_rule`` class attributes and defaults (``match_rule = "G-13"``, ``rule: str = "TR-5"``), and
the literals that ``*_rule`` methods and ``rule`` variables hold (``_knock_rule``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Iterator, Set

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine" / "remi"
RULE_BOOK = ROOT / "docs" / "RULES.md"
RULE_ID = re.compile(r"(?:C|G|OK|TR|R51)-[0-9]+")


def _engine_trees() -> Iterator[ast.Module]:
    for path in sorted(ENGINE.rglob("*.py")):
        yield ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _ids_in(node: ast.AST) -> Set[str]:
    """Every string literal under ``node`` that is exactly a rule id."""
    return {
        sub.value
        for sub in ast.walk(node)
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and RULE_ID.fullmatch(sub.value)
    }


def _is_rule_name(name: str) -> bool:
    return name == "rule" or name.endswith("_rule")


def _option_rule(node: ast.Call) -> ast.AST | None:
    if len(node.args) >= 3:
        return node.args[2]
    return next((kw.value for kw in node.keywords if kw.arg in ("rule", "rule_id")), None)


def _option_name(node: ast.Call) -> str | None:
    first = node.args[0] if node.args else next((kw.value for kw in node.keywords if kw.arg == "name"), None)
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return None


def engine_rule_ids() -> Set[str]:
    found: Set[str] = set()
    for tree in _engine_trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) == "IllegalActionError" and node.args:
                found |= _ids_in(node.args[0])
            elif isinstance(node, ast.Call) and _call_name(node) == "OptionSpec":
                rule = _option_rule(node)
                if rule is not None:
                    found |= _ids_in(rule)
            elif isinstance(node, ast.Assign):
                if any(isinstance(t, ast.Name) and _is_rule_name(t.id) for t in node.targets):
                    found |= _ids_in(node.value)
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                if isinstance(node.target, ast.Name) and _is_rule_name(node.target.id):
                    found |= _ids_in(node.value)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if _is_rule_name(node.name):  # _knock_rule: "G-7", "OK-2", "OK-7"
                    for sub in ast.walk(node):
                        if isinstance(sub, ast.Return) and sub.value is not None:
                            found |= _ids_in(sub.value)
                params = node.args.posonlyargs + node.args.args
                for arg, default in zip(params[len(params) - len(node.args.defaults) :], node.args.defaults):
                    if _is_rule_name(arg.arg):  # def add(..., rule: str = "TR-5")
                        found |= _ids_in(default)
                for arg, kw_default in zip(node.args.kwonlyargs, node.args.kw_defaults):
                    if kw_default is not None and _is_rule_name(arg.arg):
                        found |= _ids_in(kw_default)
    return found


def engine_option_names() -> Set[str]:
    names: Set[str] = set()
    for tree in _engine_trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) == "OptionSpec":
                name = _option_name(node)
                if name is not None:
                    names.add(name)
    return names


def rule_book() -> str:
    return RULE_BOOK.read_text(encoding="utf-8")


def test_the_collector_finds_the_engines_rule_ids() -> None:
    ids = engine_rule_ids()
    assert len(ids) >= 30, sorted(ids)
    for expected in ("C-6", "G-7", "G-13", "OK-2", "OK-7", "TR-5", "TR-6", "R51-7", "R51-9", "R51-13"):
        assert expected in ids, f"{expected} not collected from the engine: {sorted(ids)}"


def test_every_rule_id_of_the_engine_is_stated_in_the_rule_book() -> None:
    text = rule_book()
    missing = sorted(rule for rule in engine_rule_ids() if f"**`{rule}`**" not in text)
    assert not missing, f"docs/RULES.md does not state these rules as **`X-n`**: {missing}"


def test_every_rule_is_stated_once() -> None:
    stated = re.findall(r"\*\*`((?:C|G|OK|TR|R51)-[0-9]+)`\*\*", rule_book())
    repeated = sorted({rule for rule in stated if stated.count(rule) > 1})
    assert not repeated, f"stated more than once in docs/RULES.md: {repeated}"


def test_every_option_of_the_engine_is_in_the_rule_book() -> None:
    names = engine_option_names()
    assert {"big_gin", "stock_end", "site_rules", "spade_doubles", "joker_penalty", "deals"} <= names
    text = rule_book()
    missing = sorted(name for name in names if f"`{name}`" not in text)
    assert not missing, f"docs/RULES.md does not name these options: {missing}"


def test_the_rule_book_stands_alone() -> None:
    text = rule_book()
    assert "shared/" not in text
    assert "../" not in text
    assert not re.search(r"\bshared\b", text, re.IGNORECASE)
