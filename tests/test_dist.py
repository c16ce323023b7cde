"""dist/ as build.py makes it: the runtime files, and lock entries that match the wheels.

Fast checks (no browser): a wrong sha256 in pyodide-lock.json would only show up
in a browser as a refused package.
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path

DIST = Path(__file__).resolve().parent.parent / "dist"


def sha256_of(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_runtime_files_are_there(build_info, build_module):
    for name in build_module.PYODIDE_RUNTIME_FILES:
        assert (DIST / "pyodide" / name).is_file(), name
    assert (DIST / "pyscript" / "core.js").is_file()
    assert (DIST / "pyscript" / "core.css").is_file()


def test_lock_entries_match_the_wheels_beside_them(build_info):
    lock = json.loads((DIST / "pyodide" / "pyodide-lock.json").read_text())
    for name in ["remi", "micropip", "packaging"]:
        entry = lock["packages"][name]
        wheel = DIST / "pyodide" / entry["file_name"]
        assert wheel.is_file(), f"{name}: {wheel} missing"
        assert entry["sha256"] == sha256_of(wheel), f"{name}: sha256 differs"
        assert entry["install_dir"] == "site"
        assert entry["package_type"] == "package"


def test_our_lock_entry(build_info):
    lock = json.loads((DIST / "pyodide" / "pyodide-lock.json").read_text())
    entry = lock["packages"]["remi"]
    assert entry["name"] == build_info["name"] == "remi"
    assert entry["version"] == build_info["version"]
    assert entry["imports"] == ["remi"]
    assert entry["depends"] == []
    assert f"pyodide/{entry['file_name']}" == build_info["wheel"]
    # Every other package keeps Pyodide's own entry.
    assert set(entry) == set(lock["packages"]["micropip"])


def test_wheel_holds_the_engine_sources_only(build_info):
    with zipfile.ZipFile(DIST / build_info["wheel"]) as wheel:
        names = wheel.namelist()
    assert "remi/__init__.py" in names
    assert all(n.startswith(("remi/", "remi-")) for n in names), names
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)


def test_the_boot_module_names_this_builds_snapshot_and_the_offline_cache_keeps_it(build_info):
    """web/pyodide-boot.mjs restores the snapshot whose name build.py wrote into it (named by a
    digest of what went into it, so another build's is never restored), kept by sw.js and sent
    compressed; it loads the trimmed standard library, and knows the modules that one leaves out."""
    import re

    boot = (DIST / "web" / "pyodide-boot.mjs").read_text(encoding="utf-8")
    name = re.search(r'const SNAPSHOT = "(remi-snapshot-[0-9a-f]{12}\.bin)"', boot).group(1)
    snapshot = DIST / "pyodide" / name
    assert snapshot.stat().st_size > 10_000_000  # Python's memory
    assert sorted(p.name for p in (DIST / "pyodide").glob("remi-snapshot-*")) == [name, name + ".br", name + ".gz"]
    # (its free memory zeroed at build time: 4.1 MB as brotli, 4.9 MB without)
    assert (DIST / "pyodide" / (name + ".br")).stat().st_size < snapshot.stat().st_size / 7
    sw = (DIST / "sw.js").read_text(encoding="utf-8")
    assert f'"./pyodide/{name}"' in sw
    index = (DIST / "index.html").read_text(encoding="utf-8")
    assert '"interpreter": "./web/pyodide-boot.mjs"' in index
    assert f'var SNAPSHOT = "{name}", STDLIB = "python_stdlib-remi.zip"' in index  # its early downloads
    assert 'const STDLIB = "python_stdlib-remi.zip"' in boot and '"./pyodide/python_stdlib-remi.zip"' in sw
    rest = re.search(r'const STDLIB_REST = "([^"]*)"', boot).group(1).split()
    assert "unittest" in rest and "email.parser" in rest and "json" not in rest and "asyncio" not in rest


def test_the_trimmed_standard_library_holds_what_the_page_imports_and_the_whole_one_stays(build_info):
    """python_stdlib-remi.zip: the modules the page imports, as they are in the whole library (which
    stays in dist/pyodide/ for whoever loads this Pyodide otherwise, but out of the offline copy)."""
    with zipfile.ZipFile(DIST / "pyodide" / "python_stdlib.zip") as whole, \
            zipfile.ZipFile(DIST / "pyodide" / "python_stdlib-remi.zip") as trimmed:
        names = set(trimmed.namelist())
        for needed in ("json/__init__.py", "json/decoder.py", "asyncio/__init__.py", "random.py", "traceback.py",
                       "importlib/metadata/__init__.py", "zipfile/__init__.py"):
            assert needed in names, needed
        assert not any(n.startswith(("unittest/", "tkinter/", "pydoc_data/", "multiprocessing/", "http/")) for n in names)
        assert all(trimmed.read(n) == whole.read(n) for n in names)
        assert len(names) < len(whole.namelist()) / 2
    size = (DIST / "pyodide" / "python_stdlib-remi.zip").stat().st_size
    assert size < (DIST / "pyodide" / "python_stdlib.zip").stat().st_size / 2
    assert '"./pyodide/python_stdlib.zip"' not in (DIST / "sw.js").read_text(encoding="utf-8")
    with zipfile.ZipFile(DIST / "pyodide" / "python_stdlib-restored.zip") as restored:
        assert restored.namelist() == []  # what a restored Python loads: it has imported all of them


def test_large_files_have_compressed_copies_that_the_offline_cache_skips(build_info, build_module):
    import gzip

    wasm = DIST / "pyodide" / "pyodide.asm.wasm"
    for suffix in (".br", ".gz"):
        copy = wasm.parent / (wasm.name + suffix)
        assert copy.stat().st_size < wasm.stat().st_size * 0.5, suffix
    assert gzip.decompress((wasm.parent / (wasm.name + ".gz")).read_bytes()) == wasm.read_bytes()
    # already compressed inside: no copy (the stdlib zips, the wheels)
    for name in ("python_stdlib.zip", "python_stdlib-remi.zip", build_info["wheel"].split("/")[-1]):
        assert not (DIST / "pyodide" / (name + ".gz")).exists(), name
    sw = (DIST / "sw.js").read_text(encoding="utf-8")
    assert '"./pyodide/pyodide.asm.wasm"' in sw and ".wasm.br" not in sw and ".wasm.gz" not in sw
    # PyScript's chunks the page never loads are not downloaded for the offline copy
    assert "codemirror" not in sw and "xterm" not in sw and '"./pyscript/core.js"' in sw


def test_serve_sends_the_compressed_copy_a_browser_accepts(build_info, build_module):
    import threading
    import urllib.request

    server = build_module.make_server(DIST, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/pyodide/pyodide.asm.wasm"
    wasm = DIST / "pyodide" / "pyodide.asm.wasm"
    try:
        for accept, coding, body in (
            ("gzip, deflate, br, zstd", "br", DIST / "pyodide" / "pyodide.asm.wasm.br"),
            ("gzip", "gzip", DIST / "pyodide" / "pyodide.asm.wasm.gz"),
            ("identity", None, wasm),
        ):
            request = urllib.request.Request(url, headers={"Accept-Encoding": accept})
            with urllib.request.urlopen(request) as response:
                assert response.headers.get("Content-Encoding") == coding, accept
                assert response.headers["Content-Type"] == "application/wasm"
                assert response.read() == body.read_bytes()
                if coding:
                    assert response.headers["Vary"] == "Accept-Encoding"
    finally:
        server.shutdown()
        server.server_close()


def test_the_page_modules_come_with_bytecode_that_never_goes_stale(build_info):
    """Each page module PyScript puts in place comes with its .pyc (Pyodide's Python compiled it at
    build time): unchecked-hash bytecode, which Python takes whatever time PyScript writes the .py."""
    import re

    index = (DIST / "index.html").read_text(encoding="utf-8")
    modules = re.findall(r'"\./web/(\w+)\.py": "\./\1\.py"', index)
    assert "app" in modules and "main" not in modules  # main.py is PyScript's script, not imported
    for name in modules:
        pyc = re.search(rf'"\./web/(__pycache__/{name}\.cpython-\d+\.pyc)": "\./\1"', index)
        assert pyc, name
        header = (DIST / "web" / pyc.group(1)).read_bytes()[:16]
        assert int.from_bytes(header[4:8], "little") == 0b01, name  # hash-based, source not checked
    assert '"./web/__pycache__/app.cpython-314.pyc"' in (DIST / "sw.js").read_text(encoding="utf-8")
