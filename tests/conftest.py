"""Shared test fixtures: the built site (dist/) served on a free localhost port.

The server is build.py's own static server (same MIME types as
`python3 build.py serve`).  Besides dist/ it serves tests/pages/ under /_tests/,
so test-only pages sit next to the product without being part of it:
/_tests/micropip.html loads ../pyodide/pyodide.mjs, i.e. dist/pyodide/.

Build dist/ first with `python3 build.py` (`python3 build.py test` does it).
"""

from __future__ import annotations

import importlib.util
import json
import sys
import threading
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parent.parent

# Property tests (Hypothesis) draw the same examples on every run, so a run on a fresh checkout
# passes or fails for the code, not for the luck of the draw. A CI run once drew a case that
# showed a real planner bug (it is kept as an @example now); to look for more, search afresh:
#   python3 -m pytest tests/test_random_traditional.py --hypothesis-profile=explore
settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False)


def pytest_configure(config: pytest.Config) -> None:
    if not config.getoption("hypothesis_profile", None):
        settings.load_profile("repeatable")
DIST = ROOT / "dist"
TEST_PAGES = Path(__file__).resolve().parent / "pages"


def load_build_module():
    """Import ../build.py as `remi_build` (the name `build` belongs to PyPI's build)."""
    if "remi_build" in sys.modules:
        return sys.modules["remi_build"]
    return _import_file("remi_build", ROOT / "build.py", keep=True)


def load_bench(name: str):
    """Import ../bench/<name>.py (benches are scripts, not a package)."""
    return _import_file(name, ROOT / "bench" / f"{name}.py")


def _import_file(name: str, path: Path, keep: bool = False):
    """A script imported as module ``name``; ``keep``: listed in sys.modules first."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    if keep:
        sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def bench_module():
    """``bench_module("paired_hands")``: a bench script, imported for its functions."""
    return load_bench


def require_dist() -> dict:
    """Skip the test unless dist/ was built; return dist/build-info.json."""
    info = DIST / "build-info.json"
    if not info.exists():
        pytest.skip("dist/ is not built: run `python3 build.py` (or `python3 build.py test`)")
    return json.loads(info.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def build_module():
    """build.py, imported as a module (for its constants and its server).

    Test modules should use this fixture rather than `from conftest import ...`:
    there are several conftest.py files, and that import picks one at random.
    """
    return load_build_module()


@pytest.fixture(scope="session")
def build_info() -> dict:
    """dist/build-info.json: versions and the wheel's path under dist/."""
    return require_dist()


@pytest.fixture(scope="session")
def site_url(build_info: dict, build_module):
    """Base URL (no trailing slash) of dist/ served from a background thread."""
    server = build_module.make_server(DIST, 0, mounts={"/_tests/": TEST_PAGES}, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="dist-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
