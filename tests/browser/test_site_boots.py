"""The built site (dist/index.html) boots offline to data-app-state="ready".

The page sets data-app-state on <html>: "loading", then "ready" or "error".
Skipped until index.html exists.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

DIST = Path(__file__).resolve().parents[2] / "dist"


def test_site_boots_offline_without_errors(page, page_problems, site_url, build_info):
    if not (DIST / "index.html").exists():
        pytest.skip("there is no index.html yet")
    page.goto(f"{site_url}/")
    page.wait_for_function(
        "['ready', 'error'].includes(document.documentElement.dataset.appState)",
        timeout=90_000,
    )
    assert page.evaluate("document.documentElement.dataset.appState") == "ready"
    page_problems.assert_none()
