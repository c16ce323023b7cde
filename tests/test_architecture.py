"""The engine keeps the shape docs/ARCHITECTURE.md describes: no import cycles, no private name
imported across modules, and each family folder standing on the shared layer alone.

Imports are read from the source (every ``import`` and ``from ... import``, those inside
functions included), so a lazy import cannot hide a cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, List, Set, Tuple

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
PACKAGE = ENGINE / "remi"
FAMILIES = ("remi.gin", "remi.table")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ENGINE).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> Dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def is_package(name: str, known: Dict[str, Path]) -> bool:
    return known[name].name == "__init__.py"


def resolve(importer: str, node: ast.ImportFrom, known: Dict[str, Path]) -> str:
    """The absolute module a ``from`` import reads from."""
    if node.level == 0:
        return node.module or ""
    base = importer.split(".")
    if not is_package(importer, known):
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


Edge = Tuple[str, str, int]  # importer, imported module, line


def private_reads(tree: ast.AST, module_aliases: Set[str], where: str) -> List[str]:
    """Every ``module._name`` read where ``module`` is a name bound to one of our modules."""
    return [
        f"{where}:{node.lineno} reads {node.value.id}.{node.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in module_aliases
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
    ]


def read_imports(known: Dict[str, Path]) -> Tuple[List[Edge], List[str]]:
    """Every import between the engine's modules, and every private name taken across modules."""
    edges: List[Edge] = []
    private: List[str] = []
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        module_aliases: Set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in known:
                        edges.append((name, alias.name, node.lineno))
                        module_aliases.add(alias.asname or alias.name)
            elif isinstance(node, ast.ImportFrom):
                source = resolve(name, node, known)
                if source == "__future__" or not (source == "remi" or source.startswith("remi.")):
                    continue
                for alias in node.names:
                    target = f"{source}.{alias.name}"
                    if target in known:  # ``from . import melds``: the module itself
                        edges.append((name, target, node.lineno))
                        module_aliases.add(alias.asname or alias.name)
                    else:
                        edges.append((name, source, node.lineno))
                        if alias.name.startswith("_"):
                            private.append(f"{name}:{node.lineno} imports {alias.name} from {source}")
        private += private_reads(tree, module_aliases, name)
    return [e for e in edges if e[0] != e[1]], private


def find_cycle(edges: List[Edge]) -> List[str]:
    graph: Dict[str, Set[str]] = {}
    for a, b, _line in edges:
        graph.setdefault(a, set()).add(b)
    state: Dict[str, int] = {}  # 1: on the current path, 2: done
    path: List[str] = []

    def visit(node: str) -> List[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return []

    for start in sorted(graph):
        if start not in state:
            found = visit(start)
            if found:
                return found
    return []


def family_of(module: str) -> str:
    return next((f for f in FAMILIES if module == f or module.startswith(f + ".")), "")


KNOWN = modules()
EDGES, PRIVATE = read_imports(KNOWN)


def test_the_reader_sees_the_engine() -> None:
    # the checks below are only as good as this: every module read, lazy imports included
    assert {"remi", "remi.registry", "remi.gin", "remi.gin.rules", "remi.table.players"} <= set(KNOWN)
    assert ("remi.table.hints", "remi.table.players") in {(a, b) for a, b, _l in EDGES}
    assert any(a == "remi.gin.melds" and b == "remi.packing" for a, b, _l in EDGES)


def test_no_import_cycle() -> None:
    assert find_cycle(EDGES) == []


def test_the_cycle_finder_finds_one() -> None:
    assert find_cycle([("a", "b", 1), ("b", "c", 1), ("c", "a", 1)]) == ["a", "b", "c", "a"]
    assert find_cycle([("a", "b", 1), ("a", "c", 1), ("b", "c", 1)]) == []


def test_no_private_name_crosses_a_module() -> None:
    assert PRIVATE == []


@pytest.mark.parametrize("family", FAMILIES)
def test_a_family_stands_on_the_shared_layer_alone(family: str) -> None:
    """A family imports the shared modules and its own, never the other family; the shared
    modules never import a family (only ``remi/__init__`` does, to offer the public names and
    have both families register their games)."""
    wrong = []
    for a, b, line in EDGES:
        fa, fb = family_of(a), family_of(b)
        if fb == family and fa != family and a != "remi":
            wrong.append(f"{a}:{line} imports {b}")
        if fa == family and fb not in ("", family):
            wrong.append(f"{a}:{line} imports {b}")
    assert wrong == []


def test_no_game_name_is_compared_outside_the_registry() -> None:
    """A game's identity is looked up in the registry; no module of the engine or the page
    tests it by name (a result's kind "gin" is not a game's name: it is not read from ``.game``
    or ``.name``)."""
    names = {"gin", "oklahoma", "traditional", "remi51"}
    found = []
    page = {f"web.{p.stem}": p for p in sorted((ROOT / "web").glob("*.py"))}
    assert len(page) > 10
    for name, path in {**KNOWN, **page}.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                texts = [c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str)]
                reads_game = any(isinstance(a, ast.Attribute) and a.attr in ("game", "name") for a in ast.walk(node))
                if reads_game and names & set(texts):
                    found.append(f"{name}:{node.lineno}")
    assert found == []


REMI51 = "remi.table.remi51"


def imports_remi51(importer: str, node: ast.AST) -> bool:
    """Whether ``node`` in module ``importer`` imports Remi 51's module (``from .remi51 import
    ...``, ``from remi.table import remi51``, ``import remi.table.remi51``)."""
    if isinstance(node, ast.Import):
        read = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        source = resolve(importer, node, KNOWN) if importer in KNOWN else (node.module or "")
        read = [source] + [f"{source}.{alias.name}" for alias in node.names]
    else:
        return False
    return any(r == REMI51 or r.startswith(REMI51 + ".") for r in read)


def remi51_importers() -> List[str]:
    """Every import of Remi 51's module in the engine and the page, those inside functions included."""
    page = {f"web.{p.stem}": p for p in sorted((ROOT / "web").glob("*.py"))}
    return [
        f"{name}:{node.lineno}"
        for name, path in {**KNOWN, **page}.items()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        if imports_remi51(name, node)
    ]


def test_only_remi51_and_its_registration_import_remi51() -> None:
    """Remi 51's values (its opening of 51, its card values, its opening search, its levels'
    tuning) are its own: the players, the hints and the page ask the view or the game for them
    (``TableTraits``), so that a third table game with an opening is played, hinted and added up
    by its own values, not silently as Remi 51 (issue 51). Only the module itself and the
    family's ``__init__``, which registers the game, import it."""
    allowed = {REMI51, "remi.table"}
    assert [f for f in remi51_importers() if f.split(":")[0] not in allowed] == []


def test_the_remi51_reader_sees_every_way_in() -> None:
    # the check above is only as good as this: the registration is found, and every spelling of
    # the import, inside a function too, in the engine and on the page
    assert any(f.startswith("remi.table:") for f in remi51_importers())
    engine = "def f():\n    from .remi51 import OPENING\n    from . import remi51\n    from .rules import TableGame\n"
    page = (
        "def g():\n    from remi.table import remi51\n    from remi.table.remi51 import opening_value\n"
        "    import remi.table.remi51\n"
    )
    found = [imports_remi51("remi.table.players", n) for n in ast.walk(ast.parse(engine)) if isinstance(n, ast.stmt)]
    found += [imports_remi51("web.table_controls", n) for n in ast.walk(ast.parse(page)) if isinstance(n, ast.stmt)]
    assert found == [False, True, True, False, False, True, True, True]


def test_a_results_kind_is_compared_as_a_value_never_as_text() -> None:
    """How a hand ended is ``remi.ResultKind``: no module compares a result's ``kind`` with a
    string ("gin", "rummy", ...), so a kind renamed or added is found by the type checker, not
    missed by a string that no longer matches (issue 51)."""
    kinds = {k.value for k in __import__("remi").ResultKind}
    found = []
    page = {f"web.{p.stem}": p for p in sorted((ROOT / "web").glob("*.py"))}
    for name, path in {**KNOWN, **page}.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                texts = {c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
                reads_kind = any(isinstance(a, ast.Attribute) and a.attr == "kind" for a in ast.walk(node))
                reads_result = any(
                    isinstance(a, ast.Attribute) and a.attr in ("results",) or isinstance(a, ast.Name) and a.id in ("r", "result")
                    for a in ast.walk(node)
                )
                if reads_kind and reads_result and kinds & texts:
                    found.append(f"{name}:{node.lineno}")
    assert found == []


# --- the page ---------------------------------------------------------------------------------

PAGE = {p.stem: p for p in sorted((ROOT / "web").glob("*.py"))}  # PyScript puts them side by side


def read_page_imports() -> Tuple[List[Edge], List[str]]:
    """Imports between the page's modules (by their plain names), and private names the page
    takes from its own modules or the engine."""
    edges: List[Edge] = []
    private: List[str] = []
    for name, path in PAGE.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        module_aliases: Set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in PAGE or alias.name.startswith("remi"):
                        module_aliases.add(alias.asname or alias.name)
                    if alias.name in PAGE:
                        edges.append((name, alias.name, node.lineno))
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                ours = node.module in PAGE or node.module == "remi" or node.module.startswith("remi.")
                if node.module in PAGE:
                    edges.append((name, node.module, node.lineno))
                for alias in node.names if ours else ():
                    if alias.name.startswith("_"):
                        private.append(f"web/{name}.py:{node.lineno} imports {alias.name} from {node.module}")
                    elif node.module.startswith("remi"):
                        module_aliases.add(alias.asname or alias.name)  # may be a module: ``from remi.gin import melds``
        private += private_reads(tree, module_aliases, f"web/{name}.py")
    return edges, private


PAGE_EDGES, PAGE_PRIVATE = read_page_imports()


def test_the_reader_sees_the_page() -> None:
    assert {"app", "layout", "frame", "table_layout"} <= set(PAGE)
    assert {("kits", "layout"), ("kits", "table_layout")} <= {(a, b) for a, b, _l in PAGE_EDGES}
    assert ("table_layout", "frame") in {(a, b) for a, b, _l in PAGE_EDGES}


PAGE_MODULE_LINES = 600  # a page module past this is doing two things: split it where it joins them


def test_no_page_module_is_longer_than_a_reader_holds_at_once() -> None:
    """The page is read one module at a time: ``app.py`` is the wiring, and each piece it makes
    (opening a match, the pointer and keys, the person's moves, the other players, ...) is a
    module of its own. One that outgrows this is the place to look for the next split."""
    lengths = {name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in PAGE.items()}
    assert lengths["app"] > 100  # (the reader reads the page)
    assert {name: n for name, n in lengths.items() if n > PAGE_MODULE_LINES} == {}


def test_the_page_has_no_import_cycle() -> None:
    assert find_cycle(PAGE_EDGES) == []


def test_the_page_takes_no_private_name_across_modules() -> None:
    assert PAGE_PRIVATE == []


def legal_action_readers() -> List[str]:
    """Page modules that read ``.legal_actions`` (a call or a view's field) in their code."""
    found = []
    for name, path in PAGE.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        lines = sorted({n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "legal_actions"})
        found += [f"web/{name}.py:{line}" for line in lines]
    return found


def test_the_page_reads_legal_actions_only_through_its_map() -> None:
    """What each card and pile may do is sorted once per position, in ``moves.py``; the layouts,
    the buttons and the input dispatcher read that map, not the engine's list again."""
    readers = legal_action_readers()
    assert readers and all(r.startswith("web/moves.py:") for r in readers), readers


def family_dispatchers() -> List[str]:
    """Page modules but ``games.py`` and ``kits.py`` that compare a family's name ("gin",
    "table") with a family, or read a game's ``.family``, or ask ``is_table_game``."""
    names = set(__import__("games").PAGE_FAMILIES)
    found = []
    for name, path in PAGE.items():
        if name in ("games", "kits"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                texts = {c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
                words = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
                words |= {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)}
                if names & texts and any("family" in w for w in words):  # (a meld group's kind "table" is no family)
                    found.append(f"web/{name}.py:{node.lineno}")
            elif isinstance(node, ast.Attribute) and node.attr == "family":
                found.append(f"web/{name}.py:{node.lineno}")
            elif isinstance(node, ast.Name) and node.id == "is_table_game":
                found.append(f"web/{name}.py:{node.lineno}")
    return found


def test_no_page_module_but_the_kits_asks_a_games_family() -> None:
    """What the page does differently for a family is its kit (``kits.py``: the layout, the
    result's title, the hand as shown, the orders) or its facts (``games.FamilyFacts``), chosen
    once by the family: a third family is added there, not looked for across the page."""
    assert family_dispatchers() == []


def action_appliers() -> List[str]:
    """Page modules that call ``.apply(...)`` (a game's), but ``match.py`` and the worker's
    ``thinker.py``, which keeps its copy of the page's save in step by replaying the actions it
    adds (as ``remi.load_game`` replays a whole save): it plays no seat."""
    found = []
    for name, path in PAGE.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)]
        found += [f"web/{name}.py:{n.lineno}" for n in calls if n.func.attr == "apply" and name not in ("match", "thinker")]  # type: ignore[attr-defined]
    return found


def test_no_page_module_but_the_match_applies_an_action() -> None:
    """``match.Match.act`` is the one place the page applies an action (for a person, a
    computer player or a remote one): it checks, records what may be taken back, and tells the
    page's sound, status line, screen reader and save. Another ``apply`` would skip them."""
    assert action_appliers() == []
    assert "match" in PAGE and "game.apply(" in PAGE["match"].read_text(encoding="utf-8")


def test_docs_architecture_names_every_page_module_and_engine_folder() -> None:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    missing = [f"{name}.py" for name in PAGE if f"`{name}.py`" not in text]
    missing += [f"{family.split('.')[1]}/" for family in FAMILIES if f"`{family.split('.')[1]}/`" not in text]
    assert missing == []


# the page modules that draw a table or say what may be done on it: from a seat's view
DRAWN_FROM_VIEWS = ("layout", "gin_middle", "gin_result", "table_layout", "table_middle", "table_melds", "table_result", "frame",
                    "scores", "controls", "table_controls", "taps", "access", "moves", "flights", "passscreen")
# what only the whole game has: other hands, the stock's order, the rules' own checks, its history
GAME_ONLY = ("hands", "stock", "why_not", "is_legal", "check", "actions", "apply", "replayed")


def game_readers(source: str, where: str) -> List[str]:
    """Where ``source`` imports a game class (``remi.Game`` or one of its families' games) or
    reads what only a whole game has (``GAME_ONLY``)."""
    import remi

    tree = ast.parse(source, where)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("remi"):
            module = __import__(node.module or "remi", fromlist=["_"])
            for alias in node.names:
                thing = getattr(module, alias.name, None)
                if isinstance(thing, type) and issubclass(thing, remi.Game):
                    found.append(f"{where}:{node.lineno} imports {alias.name}")
        elif isinstance(node, ast.Attribute) and node.attr in GAME_ONLY + ("Game",):
            found.append(f"{where}:{node.lineno} reads .{node.attr}")
    return found


def test_the_page_draws_from_a_seats_view_never_the_game() -> None:
    """The layouts, the controls, the hint shown and the table in words read a ``Sight`` (a
    seat's view and the page's state, ``sight.py``) and never the ``Game``: a screen shows only
    what its seat's view holds, and a page holding one player's view (live play) draws the same."""
    found = []
    for name in DRAWN_FROM_VIEWS:
        found += game_readers(PAGE[name].read_text(encoding="utf-8"), f"web/{name}.py")
    assert found == []
    planted = "from remi import GinRummy\nfrom remi import View\ndef f(game, view):\n    return game.hands[0], view.hand\n"
    found = game_readers(planted, "planted.py")  # (the check itself can fail)
    assert found == ["planted.py:1 imports GinRummy", "planted.py:4 reads .hands"]
