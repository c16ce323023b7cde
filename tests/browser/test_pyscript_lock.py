"""PyScript boots the local Pyodide offline and loads our wheel through the lock file.

This is the path the site uses: `"interpreter": "./pyodide/pyodide.mjs"`,
`"packages": ["remi"]`, `"packages_cache": "passthrough"`.
"""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser


def test_pyscript_loads_wheel_from_lock_file(page, page_problems, site_url, build_info):
    page.goto(f"{site_url}/_tests/pyscript_lock.html")
    page.wait_for_function(
        "document.documentElement.dataset.result !== 'running'", timeout=90_000
    )
    text = page.locator("#out").inner_text()
    assert page.evaluate("document.documentElement.dataset.result") == "ok", text
    report = json.loads(text)
    assert report["module"] == "remi"
    assert report["version"] == build_info["version"]
    assert report["python"] == build_info["pyodide_python"]
    assert report["micropip_loaded"] is False
    requested = page.evaluate(
        "performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)"
    )
    assert f"/{build_info['wheel']}" in requested
    assert not any("micropip" in path for path in requested), requested
    page_problems.assert_none()
