"""Python from a memory snapshot (web/pyodide-boot.mjs, made by build.py): a first visit downloads
it beside the runtime and a repeat visit restores the offline cache's copy, on the page and in the
computer players' worker; each visit still draws fresh random numbers; a slow link, a host that
sends the snapshot uncompressed and a snapshot that cannot be restored each boot Python the usual
way with nothing else changed. The trimmed standard library fetches the whole one for a module it
leaves out.
"""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from table_driver import open_page, play_turn, state, wait_settled

pytestmark = pytest.mark.browser

DESKTOP = {"viewport": {"width": 1366, "height": 800}}

KEPT = """async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 600; i++) {
        for (const key of await caches.keys()) {
            const cache = await caches.open(key);
            const hit = (await cache.keys()).find((r) => r.url.includes("/pyodide/remi-snapshot-"));
            if (hit && registration.active) return hit.url;
        }
        await new Promise((r) => setTimeout(r, 100));
    }
    return null;
}"""


def keep_snapshot(page) -> str:
    """Until the service worker has kept every file, the snapshot among them; its URL."""
    url = page.evaluate(KEPT)
    assert url, "the offline cache never held the snapshot"
    return url


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_repeat_visit_starts_from_the_snapshot_and_draws_fresh_numbers(page, page_problems, site_url, build_info):
    open_page(page, site_url, "?lang=en&pace=0.1")
    assert state(page)["snapshot"] == "downloaded"  # a first visit downloads it beside the runtime
    assert state(page)["bytecode"]  # the page's modules from the .pyc build.py ships
    keep_snapshot(page)
    page.wait_for_function("window.remiTest.thinker.where !== 'starting'", timeout=120_000)
    probes, seeds = [], []
    for _ in range(2):
        open_page(page, site_url, "?game=gin&lang=en&pace=0.1")  # a new random deal each time
        st = state(page)
        assert st["snapshot"] == "restored"
        probes.append(st["random_probe"])
        seeds.append(st["seed"])
        page.wait_for_function("window.remiTest.thinker.where === 'worker'", timeout=120_000)
        assert page.evaluate("window.remiTest.snapshot") == "restored"
        play_turn(page, touch=False)  # the worker, restored too, plays its turns
        wait_settled(page)
        page.evaluate("localStorage.clear(); sessionStorage.clear()")
    assert probes[0] != probes[1] and seeds[0] != seeds[1]
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_snapshot_that_cannot_be_restored_boots_python_the_usual_way(page, page_problems, site_url, build_info):
    open_page(page, site_url, "?game=traditional&players=3&seed=6&lang=en&pace=0.1")
    url = keep_snapshot(page)
    page.wait_for_function("window.remiTest.thinker.where !== 'starting'", timeout=120_000)
    damaged = page.evaluate(
        """async (url) => {
            let n = 0;
            for (const key of await caches.keys()) {
                const cache = await caches.open(key);
                if (await cache.match(url)) { await cache.put(url, new Response(new Uint8Array(4096).fill(7))); n++; }
            }
            return n;
        }""",
        url,
    )
    assert damaged >= 1
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if "could not start from its snapshot" in m.text else None)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.appState === 'ready'", timeout=120_000)
    st = wait_settled(page)
    assert st["snapshot"] == "failed" and st["game"] == "traditional" and warnings
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_first_visit_on_a_slow_link_boots_python_the_usual_way(page, page_problems, site_url):
    snapshots = []
    page.on("request", lambda r: snapshots.append(r.url) if "/remi-snapshot-" in r.url else None)
    # what a phone on 3G (or with data saving on) tells the page
    page.add_init_script("Object.defineProperty(Navigator.prototype, 'connection',"
                         " { get: () => ({ effectiveType: '3g', saveData: false }) });")
    open_page(page, site_url, "?game=gin&seed=4&lang=en&pace=0.1")
    assert state(page)["snapshot"] == "none" and not snapshots  # nothing downloaded before the table
    play_turn(page, touch=False)
    wait_settled(page)
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_host_that_sends_the_snapshot_uncompressed_gets_python_booted_the_usual_way(page, page_problems, site_url):
    def uncompressed(route) -> None:
        response = route.fetch(headers={**route.request.headers, "accept-encoding": "identity"})
        assert response.headers.get("content-encoding") is None
        route.fulfill(response=response)

    page.route("**/pyodide/remi-snapshot-*", uncompressed)
    infos = []
    page.on("console", lambda m: infos.append(m.text) if "uncompressed" in m.text else None)
    open_page(page, site_url, "?game=remi51&seed=2&lang=en&pace=0.1")
    st = wait_settled(page)
    assert st["snapshot"] == "none" and st["game"] == "remi51" and infos
    # the worker asks for the snapshot too: let it be up before the handler goes
    page.wait_for_function("window.remiTest.thinker.where !== 'starting'", timeout=120_000)
    page.unroute_all(behavior="wait")
    page_problems.assert_none()


def test_a_module_the_trimmed_standard_library_leaves_out_comes_from_the_whole_one(page, page_problems, site_url):
    """Python started by the boot module as the page starts it (restored, given an empty library
    file): json as imported in the snapshot, a traceback through it formatted; difflib and email,
    left out, from the whole library (fetched once, with a warning)."""
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    code = (
        "import json, difflib, email.parser, traceback\n"
        "try:\n    json.loads('{')\nexcept ValueError:\n    tb = traceback.format_exc()\n"
        "assert 'JSONDecodeError' in tb and 'json/decoder.py' in tb, tb\n"
        "(round(difflib.SequenceMatcher(None, 'abcd', 'abed').ratio(), 2), json.__spec__.origin,"
        " email.parser.__spec__.origin, type(email.parser.Parser().parsestr('Subject: x\\n\\nhi')).__name__)"
    )
    page.goto(f"{site_url}/_tests/boot.html?code={quote(code)}")
    page.wait_for_function("document.documentElement.dataset.result !== 'running'", timeout=120_000)
    out = page.locator("#out").inner_text()
    assert page.evaluate("document.documentElement.dataset.result") == "ok", out
    result = json.loads(out)["result"]
    assert result == ("(0.75, '/lib/python314.zip/json/__init__.py', '/lib/python_stdlib_whole.zip/email/parser.py',"
                      " 'Message')"), result
    assert [w for w in warnings if "trimmed standard library" in w] == [
        "Remi: difflib is not in the trimmed standard library; the whole one is fetched"]
    page_problems.console_errors[:] = [e for e in page_problems.console_errors if "trimmed standard library" not in e]
    page_problems.assert_none()


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_snapshot_the_host_cannot_send_boots_python_the_usual_way_without_an_error_screen(page, page_problems, site_url):
    page.route("**/pyodide/remi-snapshot-*", lambda route: route.fulfill(status=404, body="not here"))
    open_page(page, site_url, "?game=gin&seed=8&lang=en&pace=0.1")
    st = wait_settled(page)
    assert st["snapshot"] == "failed" and st["game"] == "gin"
    assert page.locator("#load-error").is_hidden() and page.locator("#loading").is_hidden()
    page.unroute_all(behavior="ignoreErrors")
    # the refused snapshot is the one failed request (the page, and the worker, asked for it)
    assert page_problems.failed_requests and all("/remi-snapshot-" in r for r in page_problems.failed_requests)
    page_problems.failed_requests.clear()
    page_problems.console_errors[:] = [e for e in page_problems.console_errors if "status of 404" not in e]  # the browser's line
    page_problems.assert_none()
