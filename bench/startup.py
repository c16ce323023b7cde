#!/usr/bin/env python3
"""Startup benchmark: the built site against a bare PyScript + Pyodide page.

    python3 bench/startup.py [--runs 5] [--warm-runs 3] [--no-build] [--path /] [--json FILE]

Builds dist/ (unless --no-build), serves it on a free localhost port, and opens
in headless Chromium (Debian's /usr/bin/chromium when it is there):

- the site, dist/index.html (URL path --path, default "/"), which sets
  data-app-state="ready" on <html> once it can be played, and
- bench/pages/bare.html (served at /_bench/bare.html, not part of dist/), which
  boots the same local Pyodide through the same PyScript, with no packages, and
  sets data-app-state="ready" as soon as its Python runs.

Time is from navigation start (performance.timeOrigin) to the moment the
attribute becomes "ready", recorded in the page by a MutationObserver.  Cold runs
use a fresh browser context each (empty cache), alternating site and bare; warm
runs visit once in a context, then time further visits in that same context
(HTTP cache and Chrome's compiled-wasm cache warm).

Bytes are response body sizes, split into: the Pyodide runtime (files under
pyodide/ except our wheel), PyScript (pyscript/), our wheel (dist/pyodide/remi-*.whl)
and the page (everything else: index.html, web/, assets/).  "Own" is wheel +
page; "beyond the runtime" is PyScript + own.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BENCH_PAGES = Path(__file__).resolve().parent / "pages"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
TIMEOUT_MS = 120_000

# Records when <html data-app-state> turns "ready" (or "error"), in ms since
# navigation start.
READY_RECORDER = """
(() => {
  const record = () => {
    const root = document.documentElement;
    const state = root && root.dataset.appState;
    if ((state === "ready" || state === "error") && window.__startup === undefined) {
      window.__startup = { state, ms: performance.now() };
    }
  };
  new MutationObserver(record).observe(document, {
    attributes: true, subtree: true, attributeFilter: ["data-app-state"],
  });
  document.addEventListener("DOMContentLoaded", record);
})();
"""
READY_CHECK = (
    "window.__startup !== undefined"
    " || ['ready', 'error'].includes(document.documentElement?.dataset.appState)"
)


def load_build_module():
    """Import ../build.py as `remi_build` (the name `build` belongs to PyPI's build)."""
    spec = importlib.util.spec_from_file_location("remi_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["remi_build"] = module
    spec.loader.exec_module(module)
    return module


def start_server(build_module, compress: bool = True) -> tuple[object, str]:
    """Serve dist/ and bench/pages/ (at /_bench/) from a background thread; ``compress``: send
    the .br/.gz copies to a browser that accepts them, as a host should."""
    server = build_module.make_server(DIST, 0, mounts={"/_bench/": BENCH_PAGES}, quiet=True, compress=compress)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def built(parser, argv):
    """A benchmark's start: its arguments (``parser`` plus --no-build) and this checkout's build
    module, dist/ built first unless --no-build."""
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args(argv)
    build_module = load_build_module()
    if not args.no_build:
        build_module.build()
    return args, build_module


def launch_browser(playwright):
    """Headless Chromium: Debian's when installed, else Playwright's own."""
    if CHROMIUM.exists():
        return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
    return playwright.chromium.launch()


def classify(url: str, own_wheel: str) -> str:
    """'runtime', 'pyscript', 'wheel' or 'page' for a response URL."""
    path = urlsplit(url).path
    if path == f"/pyodide/{own_wheel}":
        return "wheel"
    if path.startswith("/pyodide/"):
        return "runtime"
    if path.startswith("/pyscript/"):
        return "pyscript"
    return "page"


def body_size(response) -> int:
    """Bytes of a response body as received (0 if it was not available)."""
    try:
        return response.request.sizes()["responseBodySize"]
    except Exception:  # noqa: BLE001  (a request still in flight, or a redirect)
        return 0


def visit(page, url: str, own_wheel: str, origin: str) -> dict:
    """Open url in page; return the startup time and the bytes by kind."""
    responses = []

    def on_response(response) -> None:
        responses.append(response)

    page.on("response", on_response)
    page.goto(url, wait_until="commit")
    page.wait_for_function(READY_CHECK, timeout=TIMEOUT_MS, polling=50)
    result = page.evaluate(
        "window.__startup ?? {state: document.documentElement.dataset.appState,"
        " ms: performance.now()}"
    )
    page.remove_listener("response", on_response)
    sizes = {"runtime": 0, "pyscript": 0, "wheel": 0, "page": 0}
    foreign = []
    for response in responses:
        if not response.url.startswith(origin):
            if not response.url.startswith(("blob:", "data:")):  # the worker's code, made in the page
                foreign.append(response.url)
            continue
        sizes[classify(response.url, own_wheel)] += body_size(response)
    return {"state": result["state"], "ms": result["ms"], "bytes": sizes, "foreign": foreign}


def watch_other_hosts(context, origin: str) -> None:
    """Print every request that is not to the local server (nothing should come from a CDN).
    It only watches: ``context.route`` would turn the HTTP cache off, and a warm visit would
    then download everything again. The browser has no network beyond this machine anyway."""

    def on_request(request) -> None:
        if not request.url.startswith((origin, "data:", "blob:")):
            print(f"  another host: {request.url}")

    context.on("request", on_request)


def new_context(browser, origin: str):
    """A fresh browser context (empty cache) that records the ready time."""
    context = browser.new_context()
    context.add_init_script(READY_RECORDER)
    watch_other_hosts(context, origin)
    return context


def cold_run(browser, url: str, own_wheel: str, origin: str) -> dict:
    """One visit in a fresh context."""
    context = new_context(browser, origin)
    try:
        return visit(context.new_page(), url, own_wheel, origin)
    finally:
        context.close()


def warm_runs(browser, url: str, own_wheel: str, origin: str, runs: int) -> list[dict]:
    """One untimed visit, then `runs` timed visits in the same context."""
    context = new_context(browser, origin)
    try:
        page = context.new_page()
        visit(page, url, own_wheel, origin)
        return [visit(page, url, own_wheel, origin) for _ in range(runs)]
    finally:
        context.close()


def report_series(label: str, results: dict[str, list[dict]]) -> dict:
    """Print per-run times and medians of a series; return the medians."""
    print(f"\n{label}")
    medians = {}
    for name, runs in results.items():
        times = [run["ms"] for run in runs if run["state"] == "ready"]
        failed = [run for run in runs if run["state"] != "ready"]
        line = "  ".join(f"{t:7.0f}" for t in times)
        print(f"  {name:5s} ms: {line}")
        if failed:
            print(f"  {name:5s} {len(failed)} run(s) ended in state {failed[0]['state']!r}")
        medians[name] = statistics.median(times) if times else float("nan")
        print(f"  {name:5s} median {medians[name]:.0f} ms")
    if "site" in medians and "bare" in medians:
        print(f"  median ratio site/bare: {medians['site'] / medians['bare']:.2f}")
    return medians


def report_bytes(results: dict[str, list[dict]]) -> dict:
    """Print the bytes of the first cold run of each page."""
    print("\nbytes transferred (first cold run, response bodies)")
    summary = {}
    for name, runs in results.items():
        sizes = runs[0]["bytes"]
        own = sizes["wheel"] + sizes["page"]
        beyond = sizes["pyscript"] + own
        summary[name] = {**sizes, "own": own, "beyond_runtime": beyond}
        print(
            f"  {name:5s} runtime {sizes['runtime']:>10,} | beyond the runtime {beyond:>9,}"
            f" = pyscript {sizes['pyscript']:>8,} + own {own:>8,}"
            f" (wheel {sizes['wheel']:>7,} + page {sizes['page']:>7,})"
        )
        foreign = {url for run in runs for url in run["foreign"]}
        if foreign:
            print(f"  {name:5s} requests to other hosts: {sorted(foreign)}")
    return summary


def load_average() -> str:
    """The 1-, 5- and 15-minute load averages, as text."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold runs of each page")
    parser.add_argument("--warm-runs", type=int, default=3, help="warm runs of each (0: none)")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--path", default="/", help="URL path of the site page (default /)")
    parser.add_argument("--json", type=Path, help="also write the results to this file")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    build_module = load_build_module()
    if not args.no_build or not (DIST / "build-info.json").exists():
        build_module.build()
    info = json.loads((DIST / "build-info.json").read_text())
    own_wheel = Path(info["wheel"]).name

    server, origin = start_server(build_module)
    pages = {"bare": f"{origin}/_bench/bare.html"}
    site_file = DIST / args.path.lstrip("/")
    if site_file.is_dir():
        site_file = site_file / "index.html"
    if site_file.exists():
        pages = {"site": f"{origin}{args.path}", **pages}
    else:
        print(f"note: {site_file} does not exist: timing the bare page only")
    print(f"Pyodide {info['pyodide']} (Python {info['pyodide_python']}), "
          f"PyScript {info['pyscript']}, {info['name']} {info['version']}")
    print(f"serving {DIST} at {origin}; pages: {pages}")
    print(f"load average before: {load_average()} on {os.cpu_count()} cores (others skew times)")

    from playwright.sync_api import sync_playwright

    results = {"settings": vars(args) | {"json": str(args.json)}, "cold": {}, "warm": {}}
    with sync_playwright() as playwright:
        browser = launch_browser(playwright)
        print(f"browser: {browser.browser_type.name} {browser.version}")
        cold = {name: [] for name in pages}
        names = list(pages)
        for run in range(args.runs):
            order = names if run % 2 == 0 else names[::-1]
            for name in order:
                cold[name].append(cold_run(browser, pages[name], own_wheel, origin))
        warm = {}
        if args.warm_runs > 0:
            for name in names:
                warm[name] = warm_runs(browser, pages[name], own_wheel, origin, args.warm_runs)
        browser.close()
    server.shutdown()

    results["cold"] = {"runs": cold, "median_ms": report_series(
        f"cold: {args.runs} runs each, a fresh context per run, alternating", cold)}
    if warm:
        results["warm"] = {"runs": warm, "median_ms": report_series(
            f"warm: {args.warm_runs} runs each, after one visit in the same context", warm)}
    results["bytes"] = report_bytes(cold)
    print(f"\nload average after: {load_average()}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
        print(f"\nwrote {args.json}")
    failed = any(r["state"] != "ready" for series in (cold, warm) for runs in series.values()
                 for r in runs)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
