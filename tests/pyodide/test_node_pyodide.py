"""The engine wheel runs in real Pyodide (Python 3.14, WebAssembly) under Node.js.

tests/pyodide/run_in_pyodide.mjs boots Pyodide from node_modules with dist/'s
lock file, loads our wheel by name (the same lock entry the page uses) and runs
the Python code it is given.  Needs `node`, `npm ci` (node_modules/pyodide) and
a built dist/ (`python3 build.py`).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.pyodide

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
RUNNER = Path(__file__).resolve().parent / "run_in_pyodide.mjs"
TIMEOUT_SECONDS = 300


def run_in_pyodide(code: str, *runner_args: str) -> subprocess.CompletedProcess:
    """Run Python code in Pyodide under Node.js; skip if Node or the runtime is missing.

    Tests calling it request the `build_info` fixture, which skips when dist/ is not built.
    """
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("node_modules/pyodide is missing: run `npm ci` (or `python3 build.py`)")
    return subprocess.run(
        [node, str(RUNNER), *runner_args, "-c", code],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        cwd=ROOT,
    )


def check(result: subprocess.CompletedProcess) -> str:
    """The run's stdout, after asserting that it succeeded."""
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stdout}\n{result.stderr}"
    return result.stdout


def test_wheel_imports_in_pyodide(build_info):
    out = check(
        run_in_pyodide(
            "import sys, importlib.metadata, remi\n"
            "print(remi.__name__)\n"
            "print(importlib.metadata.version('remi'))\n"
            "print(sys.platform, sys.version.split()[0])\n"
        )
    )
    assert out.splitlines() == [
        "remi",
        build_info["version"],
        f"emscripten {build_info['pyodide_python']}",
    ]


def test_wheel_file_loads_directly(build_info):
    """loadPackage(<wheel path>) without the lock entry also works."""
    wheel = DIST / build_info["wheel"]
    out = check(run_in_pyodide("import remi; print(remi.__name__)", "--wheel", str(wheel)))
    assert out.strip() == "remi"


def test_failing_python_fails_the_runner(build_info):
    result = run_in_pyodide("raise SystemExit('deliberate')")
    assert result.returncode != 0


SELFPLAY_CODE = """
import json
import remi.selfplay as s
summary = s.run_selfplay("gin", players=2, games=2, seed=1)
print(json.dumps(summary, sort_keys=True, default=str))
"""


def deterministic_part(summary: dict) -> dict:
    """A self-play summary without its timings (keys naming seconds)."""
    return {key: value for key, value in summary.items() if "second" not in key}


def test_bot_game_in_pyodide(build_info):
    """Two computer players play two games of gin rummy inside Pyodide."""
    if not (ROOT / "engine" / "remi" / "selfplay.py").exists():
        pytest.skip("the engine has no remi.selfplay yet")
    summary = json.loads(check(run_in_pyodide(SELFPLAY_CODE)).splitlines()[-1])
    assert summary["games"] == 2, summary


def test_bot_game_same_in_pyodide_and_cpython(build_info):
    """Same seed, same games: Pyodide's CPython 3.14 and this CPython agree."""
    if not (ROOT / "engine" / "remi" / "selfplay.py").exists():
        pytest.skip("the engine has no remi.selfplay yet")
    in_pyodide = json.loads(check(run_in_pyodide(SELFPLAY_CODE)).splitlines()[-1])
    native = subprocess.run(
        [sys.executable, "-c", SELFPLAY_CODE],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        env={**os.environ, "PYTHONPATH": str(ROOT / "engine")},
        check=True,
    )
    in_cpython = json.loads(native.stdout.splitlines()[-1])
    assert deterministic_part(in_pyodide) == deterministic_part(in_cpython)


def test_decision_times_are_measured_in_pyodide_by_cpu_and_wall(build_info):
    """bench/decisions.py runs as a file in Pyodide with its arguments after "--", and its CPU
    column is Node.js's process time (Emscripten's process clock is a wall clock), read for
    every game and table size asked for."""
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("node or node_modules/pyodide is missing")
    result = subprocess.run(
        [node, str(RUNNER), str(ROOT / "bench" / "decisions.py"), "--",
         "--bots", "hard", "--matches", "1", "--games", "oklahoma,remi51", "--players", "2,3"],
        capture_output=True, text=True, timeout=TIMEOUT_SECONDS, cwd=ROOT,
    )
    out = check(result)
    assert "on emscripten; hard against itself, 1 matches" in out, out
    rows = {tuple(line.split()[:2]): line for line in out.splitlines() if line.startswith(("oklahoma", "remi51"))}
    assert set(rows) == {("oklahoma", "2"), ("remi51", "2"), ("remi51", "3")}, out  # (Gin games: two players)
    for line in rows.values():
        wall, cpu = line.split("|")[1].split(), line.split("|")[2].split()
        assert float(wall[2]) > 0 and float(cpu[2]) > 0, line  # the worst decision, ms
    assert out.splitlines()[-1].startswith("worst"), out
