#!/usr/bin/env python3
"""Build, serve and test the Remi site.  Standard library only.

    python3 build.py [build]             make dist/, the whole static site
    python3 build.py serve [--port 8000] build, then serve dist/ on localhost
    python3 build.py test [PYTEST ARGS]  install what the tests need, build, run pytest

`test` installs its Python packages into a virtual environment of its own,
.venv/ in the checkout (made once, with the `python3` that runs it), unless it
is already run from a virtual environment; then it uses that one.  So it works
with a Debian or Ubuntu Python marked "externally managed" as with any other.
`build` and `serve` need no virtual environment.

dist/ is the product: copy it to any static host.  Its layout:

    dist/index.html, dist/web/, dist/assets/   the page (index.html with the snapshot's
                     name and the bytecode of the page's modules, web/__pycache__/)
    dist/pyodide/    the Pyodide runtime from the npm package `pyodide`, its
                     pyodide-lock.json with an entry for our wheel, our wheel,
                     and the micropip and packaging wheels from PyPI
    dist/pyscript/   @pyscript/core's dist/ (without source maps)
    dist/pyodide/remi-snapshot-<key>.bin   Python booted with the engine imported (a
                     Pyodide memory snapshot, made under Node.js; web/pyodide-boot.mjs
                     restores it); python_stdlib-remi.zip, the standard library trimmed to
                     what the page imports
    FILE.br, FILE.gz beside each large file: compressed copies for a host to send
    dist/build-info.json   versions and the wheel's file name, for tools and tests

Nothing in dist/ refers to a CDN: PyScript is pointed at ./web/pyodide-boot.mjs (which
loads ./pyodide/pyodide.mjs) by the page's config, and `"packages": ["remi"]` loads our wheel through the lock file.
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
WHEEL_CACHE = CACHE / "wheels"
COMPRESS_CACHE = CACHE / "compressed"
NODE_MODULES = ROOT / "node_modules"
NPM_STAMP = NODE_MODULES / ".remi-package-lock.sha256"
PYODIDE_NPM = NODE_MODULES / "pyodide"
PYSCRIPT_NPM = NODE_MODULES / "@pyscript" / "core" / "dist"

# What loadPyodide() fetches from its indexURL (besides the packages it is asked for).
PYODIDE_RUNTIME_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]

# Pure-Python wheels that micropip needs; Pyodide's npm package lists them in its
# lock file but does not ship them, so they come from PyPI.
PYPI_WHEELS_FOR_LOCK = ["micropip", "packaging"]

# Pyodide's Python version: `pip download` picks wheels for it.
PYODIDE_PYTHON_VERSION = "3.14"

# The site's own files, copied as they are when present.
SITE_FILES = ["index.html"]
SITE_DIRS = ["web", "assets"]

CHROMIUM = Path("/usr/bin/chromium")

MIME_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".gz": "application/gzip",
    ".py": "text/x-python",
    ".toml": "application/toml",
    ".png": "image/png",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
    ".map": "application/json",
    ".txt": "text/plain",
}


# --------------------------------------------------------------------- helpers


def log(message: str) -> None:
    """Print a progress line."""
    print(f"[build] {message}", flush=True)


def run(command: list[str], quiet: bool = False, **kwargs) -> None:
    """Run a command, echoing it; stop the build if it fails.

    With quiet=True its output is shown only if it fails.
    """
    log("$ " + " ".join(str(part) for part in command))
    result = subprocess.run(command, capture_output=quiet, text=True, **kwargs)
    if result.returncode != 0:
        if quiet:
            sys.stdout.write(result.stdout)
            sys.stderr.write(result.stderr)
        sys.exit(f"build.py: command failed with exit code {result.returncode}: {command[:4]}")


def sha256_of(path: Path) -> str:
    """Hex sha256 of a file."""
    with path.open("rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def read_json(path: Path) -> dict:
    """Load a JSON file."""
    return json.loads(path.read_text(encoding="utf-8"))


def run_node(node: str, script: str, args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess:
    """Run the JavaScript module text ``script`` with Node.js (it is written to a temporary
    file first); its output is captured."""
    with tempfile.TemporaryDirectory(prefix="remi-node-") as tmp:
        path = Path(tmp) / "script.mjs"
        path.write_text(script, encoding="utf-8")
        return subprocess.run([node, str(path), *args], input=stdin, capture_output=True, text=True)


# ------------------------------------------------------------------------- npm

MISSING_NODE = (
    "build.py: Node.js 20 or newer with npm is needed to fetch Pyodide and PyScript"
    " (Debian, Ubuntu: apt-get install nodejs npm) and to run the Pyodide tests."
)


def ensure_node_modules() -> None:
    """Run `npm ci` unless node_modules already matches package-lock.json.

    The check is a stamp file holding the sha256 of package-lock.json at the
    last successful `npm ci`.
    """
    lock_hash = sha256_of(ROOT / "package-lock.json")
    installed = PYODIDE_NPM.is_dir() and PYSCRIPT_NPM.is_dir() and NPM_STAMP.exists()
    if installed and NPM_STAMP.read_text().strip() == lock_hash:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit(MISSING_NODE)
    run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT)
    NPM_STAMP.write_text(lock_hash + "\n")


def npm_version(package_dir: Path) -> str:
    """Version of an installed npm package."""
    return read_json(package_dir / "package.json")["version"]


# ------------------------------------------------------------------- the wheel


def require_pip() -> None:
    """Stop with one sentence if this Python has no pip (it builds the wheel and fetches two)."""
    found = subprocess.run(
        [sys.executable, "-P", "-m", "pip", "--version"], cwd=tempfile.gettempdir(), capture_output=True
    ).returncode == 0
    if not found:
        sys.exit(
            f"build.py: {sys.executable} has no pip, which builds the engine's wheel;"
            " install it (Debian, Ubuntu: apt-get install python3-pip) and run again."
        )


def build_engine_wheel(out_dir: Path) -> Path:
    """Build the remi wheel from pyproject.toml into out_dir and return its path.

    Uses `python -m build --wheel` when the `build` package is installed, else
    `pip wheel --no-deps`; both use the [build-system] backend in an isolated
    environment (PyPI must be reachable the first time, pip caches it).
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    require_pip()
    # setuptools reuses build/lib: a module deleted from engine/ would stay in
    # the wheel, so start from an empty build/ (and remove it afterwards).
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    # This file is called build.py: `python -m build` run from this folder would
    # find it instead of the PyPI package, so these commands run with -P (no
    # current folder on sys.path) from out_dir.
    has_build = subprocess.run(
        [sys.executable, "-P", "-c", "import build.__main__"],
        cwd=out_dir, capture_output=True,
    ).returncode == 0
    if has_build:
        command = [sys.executable, "-P", "-m", "build", "--wheel", "--outdir", str(out_dir)]
    else:
        command = [sys.executable, "-P", "-m", "pip", "wheel", "--no-deps", "-w", str(out_dir)]
    command.append(str(ROOT))
    run(command, quiet=True, cwd=out_dir)
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    wheels = sorted(out_dir.glob("remi-*.whl"))
    if len(wheels) != 1:
        sys.exit(f"build.py: expected one remi wheel in {out_dir}, found {wheels}")
    if not wheel_top_level_imports(wheels[0]):
        log(f"warning: {wheels[0].name} holds no Python package (engine/remi/__init__.py missing?)")
    return wheels[0]


def wheel_name_and_version(wheel: Path) -> tuple[str, str]:
    """Distribution name and version from a wheel's file name (PEP 427)."""
    name, version = wheel.name.split("-")[:2]
    return name, version


def wheel_top_level_imports(wheel: Path) -> list[str]:
    """Top-level importable names in a wheel: its packages and modules."""
    names = set()
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            first = member.split("/")[0]
            if first.endswith((".dist-info", ".data")):
                continue
            if "/" in member or first.endswith(".py"):
                names.add(first.removesuffix(".py"))
    return sorted(names)


def lock_entry_for_wheel(wheel: Path) -> dict:
    """A pyodide-lock.json entry for a pure-Python wheel of ours (no dependencies)."""
    name, version = wheel_name_and_version(wheel)
    return {
        "depends": [],
        "file_name": wheel.name,
        "imports": wheel_top_level_imports(wheel) or [name],
        "install_dir": "site",
        "name": name,
        "package_type": "package",
        "sha256": sha256_of(wheel),
        "tool": {},
        "unvendored_tests": False,
        "version": version,
    }


# ------------------------------------------------------------ PyPI wheels


def cached_pypi_wheel(name: str, version: str) -> Path:
    """The PyPI wheel name==version for Pyodide's Python, from .cache/ or downloaded."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    pattern = f"{name.replace('-', '_')}-{version}-*.whl"
    found = sorted(WHEEL_CACHE.glob(pattern))
    if not found:
        run(
            [
                sys.executable, "-m", "pip", "download",
                "--only-binary=:all:",
                "--python-version", PYODIDE_PYTHON_VERSION,
                "--no-deps",
                "--dest", str(WHEEL_CACHE),
                f"{name}=={version}",
            ],
            quiet=True,
        )
        found = sorted(WHEEL_CACHE.glob(pattern))
    if not found:
        sys.exit(f"build.py: pip download gave no wheel for {name}=={version}")
    return found[0]


# ------------------------------------------------------------------ dist/ parts


def copy_pyodide_runtime(target: Path) -> None:
    """Copy the files loadPyodide() needs from node_modules/pyodide."""
    target.mkdir(parents=True, exist_ok=True)
    for file_name in PYODIDE_RUNTIME_FILES:
        shutil.copy2(PYODIDE_NPM / file_name, target / file_name)


def copy_pyscript(target: Path) -> None:
    """Copy @pyscript/core's dist/ (without the 3.5 MB of source maps)."""
    shutil.copytree(PYSCRIPT_NPM, target, ignore=shutil.ignore_patterns("*.map"))


def add_pypi_wheels(lock: dict, pyodide_dir: Path) -> None:
    """Put micropip and packaging beside the lock file and fix their entries' hashes.

    The lock file's sha256 values are those of Pyodide's own builds; the PyPI
    wheels differ, and Pyodide refuses a wheel whose hash does not match.
    """
    for name in PYPI_WHEELS_FOR_LOCK:
        entry = lock["packages"][name]
        wheel = cached_pypi_wheel(name, entry["version"])
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = sha256_of(wheel)


def write_lock(lock: dict, path: Path) -> None:
    """Write a lock file in the same style as Pyodide's (sorted keys, one line)."""
    lock["packages"] = dict(sorted(lock["packages"].items()))
    path.write_text(json.dumps(lock, sort_keys=True), encoding="utf-8")


def copy_site_files(target: Path) -> None:
    """Copy index.html, web/ and assets/ as they are, those that exist."""
    for file_name in SITE_FILES:
        if (ROOT / file_name).exists():
            shutil.copy2(ROOT / file_name, target / file_name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")
    for dir_name in SITE_DIRS:
        if (ROOT / dir_name).is_dir():
            shutil.copytree(ROOT / dir_name, target / dir_name, ignore=ignore)
    if not (ROOT / "index.html").exists():
        log("note: there is no index.html yet; dist/ has the runtime but no page")


def build() -> Path:
    """Make dist/ from scratch and return the path of our wheel in it."""
    ensure_node_modules()
    if DIST.exists():
        shutil.rmtree(DIST)
    pyodide_dir = DIST / "pyodide"

    log("copying the Pyodide runtime and PyScript")
    copy_pyodide_runtime(pyodide_dir)
    copy_pyscript(DIST / "pyscript")

    log("building the engine wheel")
    with tempfile.TemporaryDirectory(prefix="remi-wheel-") as tmp:
        built = build_engine_wheel(Path(tmp))
        wheel = pyodide_dir / built.name
        shutil.copy2(built, wheel)

    log("writing pyodide-lock.json")
    lock_path = pyodide_dir / "pyodide-lock.json"
    lock = read_json(lock_path)
    add_pypi_wheels(lock, pyodide_dir)
    entry = lock_entry_for_wheel(wheel)
    lock["packages"][entry["name"]] = entry
    write_lock(lock, lock_path)

    copy_site_files(DIST)
    node = node_or_none()
    if node is None:
        log("note: no Node.js, so no trimmed standard library and no memory snapshot: the page boots Python the usual way")
        write_page_files(DIST / "index.html", None)
        name_snapshot(DIST / "web" / BOOT_MODULE, "", STDLIB_FULL, [])
        name_snapshot(DIST / "index.html", "", STDLIB_FULL, None)
    else:
        log("trimming the standard library to what the page imports")
        used, cache_tag = import_page_under_node(pyodide_dir, wheel, node)
        write_page_files(DIST / "index.html", cache_tag)
        trimmed = trim_stdlib(pyodide_dir, used)
        log(f"{STDLIB_TRIMMED}: {len(used)} files, {trimmed.stat().st_size / 1e6:.2f} MB"
            f" (the whole one: {(pyodide_dir / STDLIB_FULL).stat().st_size / 1e6:.2f} MB)")
        log("making the memory snapshot (Python and the engine, booted under Node.js)")
        snapshot = make_snapshot(pyodide_dir, wheel, node, stdlib_modules(used))
        name_snapshot(DIST / "web" / BOOT_MODULE, snapshot.name, STDLIB_TRIMMED, left_out(pyodide_dir))
        name_snapshot(DIST / "index.html", snapshot.name, STDLIB_TRIMMED, None)  # its early downloads
    write_policy(DIST / "index.html")
    write_service_worker(DIST)
    log("writing .br and .gz beside the large files")
    precompress(DIST)
    write_build_info(wheel, lock)
    log(f"done: {DIST} ({dir_size(DIST) / 1e6:.1f} MB), wheel {wheel.name}")
    return wheel


# ------------------------------------------------------------------ snapshot

BOOT_MODULE = "pyodide-boot.mjs"  # in web/: the runtime PyScript loads; build.py names the snapshot in it
SNAPSHOT_PREFIX = "remi-snapshot-"
SNAPSHOT_CACHE = CACHE / "snapshots"
PAGE_ENTRY = "main.py"

# The standard library as the page loads it: only the modules that Pyodide, PyScript, the engine
# and the page import (0.8 MB instead of 2.5); web/pyodide-boot.mjs loads it, and fetches the
# whole python_stdlib.zip should anything ever import a module left out. python_stdlib.zip itself
# stays whole in dist/pyodide/, for whoever loads this Pyodide for other uses (micropip, say).
STDLIB_FULL = "python_stdlib.zip"
STDLIB_TRIMMED = "python_stdlib-remi.zip"
# What PyScript's own Python code (and main.py, around the app) imports besides what the engine
# and the page's modules do: importing these under Node.js stands in for PyScript there. Found by
# the browser tests, which fail when the page fetches the whole standard library.
STDLIB_FOR_PYSCRIPT = [
    "asyncio", "base64", "html", "inspect", "json", "pathlib", "traceback", "urllib.parse", "zipfile",
    "tarfile", "shutil", "sysconfig", "importlib.metadata", "encodings.utf_8", "encodings.latin_1", "encodings.ascii",
]

# Run by Node.js: Pyodide booted with the whole standard library, the wheel unpacked into
# site-packages, the engine and the page's modules imported (all but main.py, which imports
# PyScript), and the STDLIB_FOR_PYSCRIPT modules: print, as JSON, the standard library's files
# that were read (the zip's member names) and Python's cache tag; and write the page's modules'
# bytecode into web/__pycache__/ (unchecked-hash .pyc: valid whatever the time PyScript writes the
# .py beside it), which the page imports instead of compiling the source (at CPU 4x, 0.7 s).
STDLIB_SCRIPT = """
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [indexURL, wheel, webDir, extra, ...pageModules] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL, stdLibURL: indexURL + "python_stdlib.zip" });
await py.loadPackage("remi", { messageCallback: () => {} });  // as the page does, through the lock file: Pyodide's package loader
for (const name of pageModules) py.FS.writeFile(name + ".py", readFileSync(webDir + "/" + name + ".py"));
py.globals.set("page_modules", py.toPy(pageModules));
py.globals.set("extra", py.toPy(extra.split(",")));
let used;
try {
  used = py.runPython(`
import importlib, importlib.metadata, json, os, sys
engine = [str(f.with_suffix("")).replace("/", ".").removesuffix(".__init__")
          for f in importlib.metadata.files("remi") if f.suffix == ".py" and f.parts[0] == "remi"]
sys.path.insert(0, os.getcwd())
for name in engine + list(page_modules) + list(extra):
    importlib.import_module(name)
stdlib = next(p for p in sys.path if p.endswith(".zip")) + "/"
used = sorted({m.__spec__.origin[len(stdlib):] for m in list(sys.modules.values())
               if getattr(getattr(m, "__spec__", None), "origin", None) and m.__spec__.origin.startswith(stdlib)})
import py_compile  # (after the list: the page itself does not import it)
os.makedirs("/tmp/pyc")
for name in page_modules:
    py_compile.compile(name + ".py", cfile=f"/tmp/pyc/{name}.{sys.implementation.cache_tag}.pyc", doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
json.dumps({"used": used, "cache_tag": sys.implementation.cache_tag})
`);
} catch (err) {
  console.error(String(err));  // Python's traceback (not the minified line of Pyodide it came from)
  process.exit(1);
}
mkdirSync(webDir + "/__pycache__", { recursive: true });
for (const file of py.FS.readdir("/tmp/pyc").filter((f) => f.endsWith(".pyc"))) {
  writeFileSync(webDir + "/__pycache__/" + file, py.FS.readFile("/tmp/pyc/" + file));
}
process.stdout.write(used);
"""

# Run by Node.js: boot Pyodide with the trimmed standard library for a snapshot, put the wheel into
# site-packages (loadPackage would leave JS objects the snapshot refuses), import the engine and the
# standard modules the page uses, zero the C heap's free blocks, snapshot. The page's own modules stay
# out: a release that changes one of them then keeps the snapshot (and a returning player downloads
# only that file).
SNAPSHOT_SCRIPT = """
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [indexURL, stdlib, wheel, out, modules] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL, stdLibURL: indexURL + stdlib, _makeSnapshot: true });
py.FS.writeFile("/tmp/remi.whl", readFileSync(wheel));
py.globals.set("modules", py.toPy(modules.split(",")));
try {
  py.runPython(`
import gc, importlib, os, sys, zipfile
with zipfile.ZipFile("/tmp/remi.whl") as wheel:
    wheel.extractall("/lib/python%d.%d/site-packages" % sys.version_info[:2])  # Pyodide's
    engine = sorted(name[:-3].replace("/", ".").removesuffix(".__init__")
                    for name in wheel.namelist() if name.startswith("remi/") and name.endswith(".py"))
os.remove("/tmp/remi.whl")
for name in engine + list(modules):
    importlib.import_module(name)
del engine, modules, name, wheel, importlib, os, sys, zipfile
gc.collect()
del gc
`);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
zeroFreeMemory(py._module);
writeFileSync(out, py.makeMemorySnapshot());

// The C heap's free memory still holds what was freed in it (sources read, compiled, dropped):
// bytes the snapshot would carry for nothing. Take every free block with malloc, zero it, and give
// it back, with the allocator's footprint capped at what it is (a malloc that does not fit then
// answers 0 instead of growing the memory: the snapshot keeps its size, and the allocator its
// settings, as a refused growth would not). As brotli the snapshot is about a sixth smaller.
function zeroFreeMemory(M) {
  const size = M.HEAP8.length;
  const limit = M._malloc_footprint_limit();
  const blocks = [];
  M._malloc_set_footprint_limit(M._malloc_footprint());
  try {
    for (let want = 1 << 24; want >= 8; want >>= 1) {
      for (let block = M._malloc(want); block; block = M._malloc(want)) {
        blocks.push(block);
        M.HEAPU8.fill(0, block, block + M._malloc_usable_size(block));
      }
    }
  } finally {
    for (const block of blocks) M._free(block);
    M._malloc_set_footprint_limit(limit);
  }
  if (M.HEAP8.length !== size) throw new Error("the memory grew while its free blocks were zeroed");
}
"""


def node_or_none() -> Optional[str]:
    return shutil.which("node")


def node_failed(done: subprocess.CompletedProcess, what: str) -> None:
    """Stop the build with the end of what a Node.js script printed (an error there prints the
    whole minified line of Pyodide it came from)."""
    sys.stdout.write(done.stdout[-2000:])
    sys.stderr.write(done.stderr[-3000:])
    sys.exit(f"build.py: {what} (see above)")


def import_page_under_node(pyodide_dir: Path, wheel: Path, node: str) -> tuple[list[str], str]:
    """Import what the page imports, under Node.js, once for two results: the standard library's
    files it reads (members of python_stdlib.zip) with Python's cache tag, returned, and the page
    modules' bytecode, written into web/__pycache__/."""
    web = pyodide_dir.parent / "web"
    page_modules = sorted(p.stem for p in web.glob("*.py") if p.name != PAGE_ENTRY)
    args = [str(pyodide_dir.resolve()) + "/", str(wheel.resolve()), str(web.resolve()), ",".join(STDLIB_FOR_PYSCRIPT),
            *page_modules]
    done = run_node(node, STDLIB_SCRIPT, args)
    if done.returncode != 0:
        node_failed(done, "could not find which standard modules the page imports")
    found = json.loads(done.stdout)
    return found["used"], found["cache_tag"]


def write_page_files(index: Path, cache_tag: Optional[str]) -> None:
    """Fill index.html's PyScript "files" (empty in the source: nothing is listed by hand) with
    every page module but the entry, "./web/X.py": "./X.py", and, when the build made it, its
    bytecode beside it, "./web/__pycache__/X.<tag>.pyc": "./__pycache__/X.<tag>.pyc"."""
    text = index.read_text(encoding="utf-8")
    web = index.parent / "web"
    entries = []
    for name in sorted(p.stem for p in web.glob("*.py") if p.name != PAGE_ENTRY):
        entries.append(f'"./web/{name}.py": "./{name}.py"')
        pyc = f"__pycache__/{name}.{cache_tag}.pyc"
        if cache_tag and (web / pyc).exists():
            entries.append(f'"./web/{pyc}": "./{pyc}"')
    files = '"files": {\n    ' + ",\n    ".join(entries) + "\n  }"
    text, count = re.subn(r'"files": \{\s*\}', lambda _m: files, text)
    if count != 1:
        sys.exit(f"build.py: {index} has no empty \"files\" in its PyScript config to fill")
    index.write_text(text, encoding="utf-8")


STDLIB_RESTORED = "python_stdlib-restored.zip"  # an empty zip: what a Python restored from the snapshot loads


def trim_stdlib(pyodide_dir: Path, used: list[str]) -> Path:
    """pyodide_dir/python_stdlib-remi.zip: the members of python_stdlib.zip in ``used``, and the
    __init__.py of every package they are in, stored as they were (same compression)."""
    wanted = set(used)
    for name in used:
        parts = name.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            wanted.add("/".join(parts[:i]) + "/__init__.py")
    target = pyodide_dir / STDLIB_TRIMMED
    with zipfile.ZipFile(pyodide_dir / STDLIB_FULL) as full, zipfile.ZipFile(target, "w") as trimmed:
        for info in full.infolist():
            if info.filename in wanted:
                trimmed.writestr(info, full.read(info), compress_type=info.compress_type)
    # a restored Python has every one of these imported: web/pyodide-boot.mjs gives it this instead
    with zipfile.ZipFile(pyodide_dir / STDLIB_RESTORED, "w"):
        pass
    return target


def wheel_content_digest(wheel: Path) -> str:
    """sha256 of what a wheel holds (its members' names and bytes, not the zip's timestamps)."""
    digest = hashlib.sha256()
    with zipfile.ZipFile(wheel) as archive:
        for info in sorted(archive.infolist(), key=lambda i: i.filename):
            if not info.filename.endswith(".dist-info/RECORD"):
                digest.update(info.filename.encode() + b"\0" + archive.read(info) + b"\0")
    return digest.hexdigest()


def make_snapshot(pyodide_dir: Path, wheel: Path, node: str, modules: list[str]) -> Path:
    """pyodide_dir/remi-snapshot-<key>.bin, made under Node.js. The key is a digest of what goes
    into it (the runtime, the trimmed standard library, the engine, the modules imported, this
    script), not of its bytes (which differ a little every time it is made): a build that changes
    only the page's own files names the same snapshot, and .cache/snapshots/ keeps it."""
    digest = hashlib.sha256()
    for part in (npm_version(PYODIDE_NPM), sha256_of(pyodide_dir / "pyodide.asm.wasm"),
                 sha256_of(pyodide_dir / STDLIB_TRIMMED), wheel_content_digest(wheel), SNAPSHOT_SCRIPT, *modules):
        digest.update(part.encode() + b"\0")
    key = digest.hexdigest()[:12]
    kept = SNAPSHOT_CACHE / f"{key}.bin"
    if not kept.exists():
        SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
        out = kept.with_suffix(".part")
        args = [str(pyodide_dir.resolve()) + "/", STDLIB_TRIMMED, str(wheel.resolve()), str(out), ",".join(modules)]
        done = run_node(node, SNAPSHOT_SCRIPT, args)
        if done.returncode != 0 or not out.exists():
            node_failed(done, "the memory snapshot could not be made")
        out.replace(kept)
        for old in sorted(SNAPSHOT_CACHE.glob("*.bin"), key=lambda p: p.stat().st_mtime)[:-4]:
            old.unlink()  # keep the last few (switching branches), not every one ever made
    target = pyodide_dir / f"{SNAPSHOT_PREFIX}{key}.bin"
    shutil.copyfile(kept, target)
    log(f"snapshot {target.name}: {target.stat().st_size / 1e6:.1f} MB (the server sends it compressed)")
    return target


def stdlib_modules(files: list[str]) -> list[str]:
    """Module names for the standard library's files, e.g. json/decoder.py -> json.decoder."""
    return sorted(f[:-3].replace("/", ".").removesuffix(".__init__") for f in files if f.endswith(".py"))


def left_out(pyodide_dir: Path) -> list[str]:
    """The modules of the whole standard library that its trimmed copy leaves out."""
    with zipfile.ZipFile(pyodide_dir / STDLIB_FULL) as full, zipfile.ZipFile(pyodide_dir / STDLIB_TRIMMED) as trimmed:
        kept = set(trimmed.namelist())
        return stdlib_modules([name for name in full.namelist() if name not in kept])


def name_snapshot(target: Path, name: str, stdlib: str, rest: Optional[list[str]]) -> None:
    """Write into the boot module (or index.html) the snapshot's file name (__REMI_SNAPSHOT__), the
    standard library it loads (__REMI_STDLIB__) and, unless ``rest`` is None, the modules that one
    leaves out (__REMI_STDLIB_REST__)."""
    text = target.read_text(encoding="utf-8")
    marks = ("__REMI_SNAPSHOT__", "__REMI_STDLIB__") + (() if rest is None else ("__REMI_STDLIB_REST__",))
    for mark in marks:
        if mark not in text:
            sys.exit(f"build.py: {target} has no {mark} for build.py to fill in")
    if rest is not None:
        text = text.replace("__REMI_STDLIB_REST__", " ".join(rest))
    target.write_text(text.replace("__REMI_SNAPSHOT__", name).replace("__REMI_STDLIB__", stdlib), encoding="utf-8")


# ------------------------------------------------------------------ policy

POLICY_MARK = "__REMI_LOADER_HASH__"  # in index.html's Content-Security-Policy: its inline scripts' hashes
INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)  # (a script with a src or a type is not inline JavaScript)


def write_policy(index: Path) -> None:
    """Write into index.html's Content-Security-Policy the sha256 of each of its inline scripts
    ('sha256-<base64>', of the exact text between <script> and </script>): the browser runs
    those and no other inline script. Called once index.html is final (build.py fills in parts
    of the loader script)."""
    text = index.read_text(encoding="utf-8")
    if POLICY_MARK not in text:
        sys.exit(f"build.py: {index} has no {POLICY_MARK} in its Content-Security-Policy for build.py to fill in")
    scripts = INLINE_SCRIPT.findall(text)
    if not scripts:
        sys.exit(f"build.py: {index} has no inline script for its Content-Security-Policy to allow")
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii") + "'"
        for script in scripts
    )
    index.write_text(text.replace(POLICY_MARK, hashes), encoding="utf-8")


# ---------------------------------------------------------------- compression

PRECOMPRESS_MIN_BYTES = 4096  # smaller files gain too little to be worth a second copy
PRECOMPRESS_GAIN = 0.9  # a copy is kept only when it is at most this much of the file
PRECOMPRESSED = (".br", ".gz")  # what a file's compressed copies end with
COMPRESS_SETTINGS = "br11w24-gz9"  # in the names of the kept copies: other settings, other copies
# files already compressed inside: wheels and zips (deflate), the snapshot (gzip), pictures
ALREADY_COMPRESSED = (".whl", ".zip", ".gz", ".br", ".png", ".jpg", ".webp", ".woff2")

# Run by Node.js (the build has it anyway; Python's standard library has no brotli): write
# FILE.br for each FILE named on standard input, one a line, at brotli's best quality.
BROTLI_SCRIPT = """
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
for (const file of readFileSync(0, "utf-8").split("\\n").filter(Boolean)) {
  const raw = readFileSync(file);
  writeFileSync(file + ".br", brotliCompressSync(raw, { params: {
    [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
}
"""


def precompress(target: Path) -> None:
    """FILE.gz and FILE.br beside each large file of target that compresses well, for a host
    (and `build.py serve`) to send as Content-Encoding to a browser that accepts it. A copy
    that saves less than a tenth is removed again. Brotli at its best takes about 30 s for the
    runtime: copies are kept in .cache/compressed/ by the sha256 of what they hold."""
    files = [
        f for f in sorted(target.rglob("*"))
        if f.is_file() and f.stat().st_size >= PRECOMPRESS_MIN_BYTES and not f.name.endswith(ALREADY_COMPRESSED)
    ]
    COMPRESS_CACHE.mkdir(parents=True, exist_ok=True)
    missing = []
    for f in files:
        digest = sha256_of(f)
        for suffix in PRECOMPRESSED:
            kept = COMPRESS_CACHE / f"{digest}-{COMPRESS_SETTINGS}{suffix}"
            if kept.exists():
                shutil.copyfile(kept, f.parent / (f.name + suffix))
            elif suffix == ".gz":
                (f.parent / (f.name + ".gz")).write_bytes(gzip.compress(f.read_bytes(), compresslevel=9, mtime=0))
                shutil.copyfile(f.parent / (f.name + ".gz"), kept)
            else:
                missing.append((f, kept))
    node = shutil.which("node")
    if node is not None and missing:
        done = run_node(node, BROTLI_SCRIPT, [], stdin="\n".join(str(f) for f, _kept in missing) + "\n")
        if done.returncode != 0:
            sys.exit(f"build.py: brotli compression failed: {done.stderr[-500:]}")
        for f, kept in missing:
            shutil.copyfile(f.parent / (f.name + ".br"), kept)
    raw = packed = 0
    for f in files:
        size = f.stat().st_size
        sizes = []
        for suffix in PRECOMPRESSED:
            copy = f.parent / (f.name + suffix)
            if copy.exists() and copy.stat().st_size > size * PRECOMPRESS_GAIN:
                copy.unlink()
            elif copy.exists():
                sizes.append(copy.stat().st_size)
        raw += size
        packed += min(sizes, default=size)
    log(f"{len(files)} files of {raw / 1e6:.1f} MB: {packed / 1e6:.1f} MB with the best copy of each")


def compressed_copy(path: Path) -> bool:
    """Whether path is a .br or .gz copy that precompress wrote beside a file."""
    return path.name.endswith(PRECOMPRESSED) and (path.parent / path.name[:-3]).is_file()


# Files a player's browser keeps for offline play (Cache Storage, via sw.js): the page and
# what it loads. The micropip wheels and the whole standard library are for people who load this
# Pyodide themselves (the page fetches the whole library only should the trimmed one ever lack a
# module; the service worker then keeps it, as it keeps any file fetched from the site).
# The app's icons are for installing it (the system fetches them then), not for playing: the
# page uses only icon.svg.
OFFLINE_SKIP = ("micropip-", "packaging-", STDLIB_FULL, "icon-", "maskable-", "apple-touch-icon")
# PyScript's chunks that this page never loads (its editor, terminal, MicroPython, TOML and zip
# support; PyScript's own storage and service worker), 1.1 MB: seen in the requests of a page and
# its worker playing (a test checks that offline play works without them); fetched and kept on
# demand by sw.js should a PyScript path ever ask for one
PYSCRIPT_UNUSED = ("codemirror", "xterm", "mpy-", "zip-", "toml-", "storage.js", "service-worker.js")


def write_service_worker(target: Path) -> None:
    """dist/sw.js from sw.js, with this build's id and the files to keep offline, each with the
    first 16 hex digits of its sha256 (the service worker copies a file whose digest has not
    changed from the release it already keeps, and checks what it downloads against it)."""
    source = ROOT / "sw.js"
    if not source.exists():
        return
    files: dict[str, str] = {}
    digest = hashlib.sha256()
    for path in sorted(p for p in target.rglob("*") if p.is_file()):
        rel = path.relative_to(target).as_posix()
        unused = rel.startswith("pyscript/") and path.name.startswith(PYSCRIPT_UNUSED)
        if rel in ("build-info.json", "sw.js") or path.name.startswith(OFFLINE_SKIP) or unused or compressed_copy(path):
            continue
        files["./" + rel] = sha256_of(path)[:16]
        digest.update(f"{rel}\0{files['./' + rel]}\0".encode())
    text = source.read_text(encoding="utf-8")
    digest.update(text.encode())  # a change to the service worker alone is a release too
    text = text.replace("__REMI_BUILD__", digest.hexdigest()[:16]).replace("__REMI_FILES__", json.dumps(files, indent=0))
    (target / "sw.js").write_text(text, encoding="utf-8")


def write_build_info(wheel: Path, lock: dict) -> None:
    """dist/build-info.json: what went into this build, for tools and tests."""
    name, version = wheel_name_and_version(wheel)
    info = {
        "name": name,
        "version": version,
        "wheel": f"pyodide/{wheel.name}",
        "pyodide": npm_version(PYODIDE_NPM),
        "pyodide_python": lock["info"]["python"],
        "pyscript": npm_version(PYSCRIPT_NPM.parent),
    }
    (DIST / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")


def dir_size(path: Path) -> int:
    """Total bytes of the files under path."""
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


# ----------------------------------------------------------------------- serve


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder with the MIME types Pyodide and PyScript need.

    `mounts` maps URL prefixes such as "/_tests/" to other folders (the tests and
    the benchmark serve their own pages next to dist/ this way, without putting
    them into the product).  `quiet` silences the per-request log lines.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def __init__(self, *args, mounts: dict[str, Path] | None = None, quiet: bool = False,
                 compress: bool = True, sent: list | None = None, **kwargs) -> None:
        self.mounts = mounts or {}
        self.quiet = quiet
        self.compress = compress
        self.sent = sent  # (path, body bytes) of every response, for tests and benchmarks
        super().__init__(*args, **kwargs)  # handles the request: set attributes first

    def translate_path(self, path: str) -> str:
        """The file for a URL path: under a mount's folder, else under the root."""
        for prefix, folder in self.mounts.items():
            if path.startswith(prefix):
                # The standard translation (which drops the query and any "..")
                # of the rest of the path, moved from the root to the mount.
                in_root = Path(super().translate_path("/" + path[len(prefix):]))
                return str(Path(folder) / in_root.relative_to(self.directory))
        return super().translate_path(path)

    def send_head(self):  # noqa: ANN201 (the standard library's signature)
        """A file's .br or .gz copy, with Content-Encoding, to a browser that accepts it."""
        path = Path(self.translate_path(self.path))
        wanted = self.headers.get("Accept-Encoding", "") if self.compress else ""
        accepts = {part.split(";")[0].strip() for part in wanted.split(",")}
        for suffix, coding in ((".br", "br"), (".gz", "gzip")):
            copy = path.parent / (path.name + suffix)
            if coding in accepts and path.is_file() and copy.is_file():
                with copy.open("rb") as handle:
                    body = handle.read()
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(path)))
                self.send_header("Content-Encoding", coding)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Vary", "Accept-Encoding")
                self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
                self.end_headers()
                self.record(len(body))
                return io.BytesIO(body)
        head = super().send_head()  # a file, a listing (BytesIO), or None (404, 304 Not Modified)
        if isinstance(head, io.BytesIO):
            self.record(len(head.getvalue()))
        elif head is not None:
            self.record(os.fstat(head.fileno()).st_size)
        return head

    def record(self, size: int) -> None:
        if self.sent is not None and self.command == "GET":
            self.sent.append((self.path, size))

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (stdlib name)
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    root: Path, port: int = 0, mounts: dict[str, Path] | None = None, quiet: bool = False, compress: bool = True,
    sent: list | None = None,
) -> http.server.ThreadingHTTPServer:
    """An HTTP server for root on 127.0.0.1 (port 0 picks a free port); ``compress``: send a
    file's .br or .gz copy to a browser that accepts it (as a host should); ``sent``: a list to
    which each GET's (path, bytes of the body sent) is appended."""
    handler = functools.partial(StaticHandler, directory=str(root), mounts=mounts, quiet=quiet, compress=compress,
                                sent=sent)
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve(port: int) -> None:
    """Build, then serve dist/ until Ctrl-C.

    The test and benchmark pages are served too, outside dist/: tests/pages/ at
    /_tests/ and bench/pages/ at /_bench/ (open them to debug a failing test).
    """
    build()
    mounts = {"/_tests/": ROOT / "tests" / "pages", "/_bench/": ROOT / "bench" / "pages"}
    server = make_server(DIST, port, mounts=mounts)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"Serving {DIST} at {url}  (Ctrl-C stops)")
    print(f"  test pages: {url}_tests/micropip.html?wheel=..., {url}_bench/bare.html")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()


# ------------------------------------------------------------------------ test


def in_virtual_environment() -> bool:
    """Whether this Python runs from a virtual environment (activated or not)."""
    return sys.prefix != sys.base_prefix


def venv_python(venv: Path) -> Path:
    """The interpreter inside a virtual environment."""
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def make_venv(venv: Path, python: str = sys.executable) -> Path:
    """Make (or remake) the virtual environment `venv` with `python`; its interpreter.

    Debian and Ubuntu ship the module that puts pip into a new environment
    (ensurepip) in a package of its own: without it this stops with one sentence
    that names the package, and leaves no half-made folder behind.
    """
    log(f"$ {python} -m venv {venv}")
    made = subprocess.run([python, "-m", "venv", "--clear", str(venv)], capture_output=True, text=True)
    if made.returncode != 0:
        shutil.rmtree(venv, ignore_errors=True)
        said = (made.stderr or made.stdout).strip().splitlines()
        reason = f" ({said[-1].strip()})" if said else ""
        sys.exit(
            f"build.py: {python} cannot make the tests' virtual environment{reason};"
            " install venv (Debian, Ubuntu: apt-get install python3-venv) and run again."
        )
    return venv_python(venv)


def tests_python(venv: Path = VENV) -> Path:
    """The Python the tests run with: this one inside a virtual environment, else venv's.

    venv is made the first time, and made again if its interpreter is gone (a
    Python upgraded or removed since).
    """
    if in_virtual_environment():
        return Path(sys.executable)
    python = venv_python(venv)
    works = python.exists() and subprocess.run(
        [str(python), "-c", "import sys"], capture_output=True
    ).returncode == 0
    return python if works else make_venv(venv)


def install_test_requirements() -> None:
    """pip install -e '.[test]' (pytest, hypothesis, playwright, build, ...) into this Python."""
    run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", f"{ROOT}[test]"])


def ensure_chromium() -> None:
    """Make sure the browser tests have a Chromium.

    Debian's /usr/bin/chromium is used when it is there (Playwright's own browser
    download does not work on every machine).  On Debian, as root, it is
    installed with apt-get; elsewhere, or if that fails, Playwright downloads
    its own Chromium.
    """
    if CHROMIUM.exists():
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        log("$ apt-get update && apt-get install -y chromium")
        updated = subprocess.call(["apt-get", "update", "-q"], env=env) == 0
        if updated:
            subprocess.call(["apt-get", "install", "-y", "-q", "chromium"], env=env)
        if CHROMIUM.exists():
            return
        log("apt-get gave no /usr/bin/chromium; trying Playwright's own Chromium")
    run([sys.executable, "-m", "playwright", "install", "chromium"])


def test(pytest_args: list[str]) -> int:
    """Install what the tests need, build dist/, run pytest over tests/; its exit code.

    Outside a virtual environment it runs itself again with .venv's Python.
    """
    python = tests_python()
    if python != Path(sys.executable):
        command = [str(python), str(Path(__file__).resolve()), "test", *pytest_args]
        log("$ " + " ".join(command))
        return subprocess.call(command, cwd=ROOT)
    if shutil.which("node") is None or shutil.which("npm") is None:
        sys.exit(MISSING_NODE)
    install_test_requirements()
    ensure_chromium()
    build()
    command = [sys.executable, "-m", "pytest", *pytest_args]
    log("$ " + " ".join(command))
    return subprocess.call(command, cwd=ROOT)


# ------------------------------------------------------------------------ icons

ICONS = ROOT / "assets" / "icons"
# (picture drawn, size in px, file): the "any" icon has round corners and transparent ones;
# the maskable one is felt to the edges with the cards inside the circle every mask keeps,
# and is the one iOS rounds itself (apple-touch-icon)
ICON_FILES = [
    ("icon.svg", 192, "icon-192.png"),
    ("icon.svg", 512, "icon-512.png"),
    ("icon-maskable.svg", 192, "maskable-192.png"),
    ("icon-maskable.svg", 512, "maskable-512.png"),
    ("icon-maskable.svg", 180, "apple-touch-icon.png"),
]


def draw_icons() -> None:
    """assets/icons/*.png from the SVG pictures beside them, drawn by Chromium (run after
    changing a picture; the PNG files are kept in the repository, so a build needs no browser)."""
    from playwright.sync_api import sync_playwright  # installed with the test requirements

    chromium = Path("/usr/bin/chromium")
    with sync_playwright() as playwright:
        launch = {"executable_path": str(chromium)} if chromium.exists() else {}
        browser = playwright.chromium.launch(args=["--no-sandbox", "--disable-gpu"], **launch)
        for source, size, name in ICON_FILES:
            page = browser.new_page(viewport={"width": size, "height": size})
            picture = base64.b64encode((ICONS / source).read_bytes()).decode()
            page.set_content(
                f'<body style="margin:0"><img src="data:image/svg+xml;base64,{picture}" width="{size}" height="{size}"'
                ' style="display:block"></body>'
            )
            page.wait_for_function("document.images[0].complete")
            page.screenshot(path=str(ICONS / name), omit_background=True)
            page.close()
            log(f"{name}: {size}x{size} from {source}")
        browser.close()


# ------------------------------------------------------------------------ main


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run a subcommand."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("build", help="make dist/ (the default)")
    serve_parser = commands.add_parser("serve", help="build, then serve dist/ on localhost")
    serve_parser.add_argument("--port", type=int, default=8000)
    commands.add_parser(
        "test", help="install test requirements, build, run pytest (extra args go to pytest)"
    )
    commands.add_parser("icons", help="draw assets/icons/*.png from their SVG pictures (needs Chromium)")
    args, extra = parser.parse_known_args(argv)

    if args.command == "test":
        return test(extra)
    if extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "serve":
        serve(args.port)
    elif args.command == "icons":
        draw_icons()
    else:
        build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
