"""The built wheel also installs with micropip.install(<url>) in a browser page.

The site itself loads the wheel through the lock file (fast path); this checks the
other path, which is what a user's own Pyodide or a PyScript `"packages":
["./pyodide/remi-....whl"]` config does.  It also proves that micropip and
packaging load offline from the local lock file (build.py fixes their hashes).
"""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser


def test_wheel_installs_with_micropip(page, page_problems, site_url, build_info):
    page.goto(f"{site_url}/_tests/micropip.html?wheel={build_info['wheel']}")
    page.wait_for_function(
        "document.documentElement.dataset.result !== 'running'", timeout=90_000
    )
    text = page.locator("#out").inner_text()
    assert page.evaluate("document.documentElement.dataset.result") == "ok", text
    report = json.loads(text)
    assert report["module"] == "remi"
    assert report["version"] == build_info["version"]
    assert report["installer"] == "micropip"
    assert report["python"] == build_info["pyodide_python"]
    page_problems.assert_none()
