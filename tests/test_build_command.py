"""`python3 build.py test` on any python3: its own virtual environment, and one sentence when a tool is missing.

Debian and Ubuntu mark their Python "externally managed" (pip refuses to install into it),
so the test command installs into .venv/ in the checkout, made once; inside a virtual
environment it uses that one. `.ci/run` runs the command with Debian's /usr/bin/python3
where the machine has it, so CI goes through the whole of it there.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest


def stand_in_python(folder: Path, body: str) -> Path:
    """An executable script that takes a Python's place on the command line."""
    path = folder / "python3"
    path.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_a_python_without_venv_stops_with_one_sentence_naming_the_package(build_module, tmp_path):
    # What Debian's python3 does without python3-venv: the folder is made, then ensurepip fails.
    venv = tmp_path / "venv"
    python = stand_in_python(
        tmp_path,
        f'mkdir -p "{venv}/bin"\n'
        'echo "The virtual environment was not created successfully because ensurepip is not"\n'
        'echo "available.  On Debian/Ubuntu systems, you need to install the python3-venv package"\n'
        "exit 1",
    )
    with pytest.raises(SystemExit) as stopped:
        build_module.make_venv(venv, python=str(python))
    message = str(stopped.value)
    assert "\n" not in message
    assert "apt-get install python3-venv" in message
    assert not venv.exists(), "a half-made environment would be taken for a working one next time"


def test_outside_a_virtual_environment_the_tests_get_one_made_once(build_module, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "base_prefix", sys.prefix)  # as a system or pyenv Python
    made = []
    real_make = build_module.make_venv

    def counting_make(venv: Path, python: str = sys.executable) -> Path:
        made.append(venv)
        return real_make(venv, python=python)

    monkeypatch.setattr(build_module, "make_venv", counting_make)
    venv = tmp_path / ".venv"
    python = build_module.tests_python(venv)
    assert python == build_module.venv_python(venv)
    in_it = subprocess.run(
        [str(python), "-c", "import sys, pip; print(sys.prefix != sys.base_prefix)"],
        capture_output=True, text=True, check=True,
    )
    assert in_it.stdout.strip() == "True"
    assert build_module.tests_python(venv) == python
    assert made == [venv], "the second run reuses the environment"

    # Its interpreter gone (a Python removed since): made again.
    python.unlink()
    assert build_module.tests_python(venv) == python and python.exists()
    assert made == [venv, venv]


def test_inside_a_virtual_environment_the_tests_use_it(build_module, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "base_prefix", "/somewhere/else")
    assert build_module.tests_python(tmp_path / ".venv") == Path(sys.executable)
    assert not (tmp_path / ".venv").exists()


def test_without_node_the_test_command_says_what_to_install(build_module, monkeypatch):
    monkeypatch.setattr(build_module, "tests_python", lambda: Path(sys.executable))
    monkeypatch.setattr(build_module.shutil, "which", lambda name: None)
    with pytest.raises(SystemExit) as stopped:
        build_module.test([])
    assert "apt-get install nodejs npm" in str(stopped.value)


def test_without_pip_the_build_says_what_to_install(build_module, tmp_path, monkeypatch):
    python = stand_in_python(tmp_path, 'echo "No module named pip" >&2\nexit 1')
    monkeypatch.setattr(build_module.sys, "executable", str(python))
    with pytest.raises(SystemExit) as stopped:
        build_module.require_pip()
    assert "apt-get install python3-pip" in str(stopped.value)


def test_ci_runs_the_command_with_debians_python_where_there_is_one(build_module):
    run = (Path(build_module.ROOT) / ".ci" / "run").read_text(encoding="utf-8")
    assert "/usr/bin/python3" in run and "build.py test" in run
    assert os.access(Path(build_module.ROOT) / ".ci" / "run", os.X_OK)
