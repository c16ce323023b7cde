// The Python runtime as PyScript loads it (its "interpreter" setting names this module, on the page
// and in the computer players' worker): Pyodide's own loadPyodide, started from a memory snapshot
// so that Python is up in about a second instead of booting CPython inside WebAssembly (several
// seconds on a phone), with a standard library trimmed to what the page imports.
//
// build.py makes the snapshot (Python booted under Node.js, the engine unpacked and imported) and
// writes its file name below; the name holds a digest of what went into it, so a snapshot of
// another build is never restored. On a repeat visit the offline cache (Cache Storage, sw.js)
// holds it; a first visit downloads it beside the runtime (the host sends it compressed: 4.1 MB as brotli),
// which bench/first_visit.py measured faster than booting, even over a phone's 4G. On a link the
// browser calls 2G or 3G, or with data saving on, a first visit boots the usual way instead.
// Where a restore fails (a damaged copy, too little memory, a host that sends 31 MB uncompressed)
// Python boots the usual way, and nothing else changes. After a restore, Python's `random` is
// seeded afresh: a snapshot would otherwise give every visit the same numbers.
import * as pyodide from "../pyodide/pyodide.mjs";

const SNAPSHOT = "__REMI_SNAPSHOT__";  // build.py: e.g. "remi-snapshot-1a2b3c4d5e6f.bin", "" for none
const STDLIB = "__REMI_STDLIB__";  // build.py: the trimmed standard library's file
const STDLIB_REST = "__REMI_STDLIB_REST__";  // build.py: the modules it leaves out, space-separated
const STDLIB_WHOLE = "python_stdlib.zip";
// What a restored Python is given as its standard library: an empty zip (build.py writes it). Every
// module of the trimmed library is imported in the snapshot already, so a restore need not download
// it (0.8 MB); a module beyond those comes from the whole library, as when booted.
const STDLIB_RESTORED = "python_stdlib-restored.zip";
const SNAPSHOT_HOLDS = "remi";  // the package build.py unpacks into the snapshot
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const UNCOMPRESSED_LIMIT = 16e6;  // the snapshot as a host sends it: 4.1 MB brotli, 6 MB gzip, 31 MB raw

export const version = pyodide.version;

// a host that sends the snapshot as it is (31 MB): booting is quicker than downloading it
const UNCOMPRESSED = new Error("the host sends the snapshot uncompressed");

function slowLink() {
  const link = globalThis.navigator && navigator.connection;
  return !!link && (!!link.saveData || /2g|3g/.test(link.effectiveType || ""));
}

// The page's start (index.html) may have asked for the snapshot already: that request, once.
async function takeEarly(url) {
  const early = globalThis.remiEarlySnapshot;
  if (!early) return null;
  delete globalThis.remiEarlySnapshot;
  const response = await early.response;
  if (response === "uncompressed") throw UNCOMPRESSED;  // (the page's start stopped it already)
  if (early.url === url) return response;
  if (response && response.body) response.body.cancel();
  return null;
}

// Not the snapshot after all: stop the page's request for it, and take it off the loading bar.
function dropEarly() {
  takeEarly("").catch(() => {});
  if (globalThis.remiProgressDrop) globalThis.remiProgressDrop(SNAPSHOT);
}

async function download(url) {
  const response = (await takeEarly(url)) || (await fetch(url));
  if (!response.ok) throw new Error(url + ": " + response.status);
  const coding = response.headers.get("content-encoding");
  if (!coding && +response.headers.get("content-length") > UNCOMPRESSED_LIMIT) {
    response.body.cancel();  // (the service worker keeps it for the next visit all the same)
    throw UNCOMPRESSED;
  }
  return new Uint8Array(await response.arrayBuffer());
}

// Where the snapshot comes from: { from: "cache" | "network", bytes: a promise }, or null (boot
// the usual way). Not awaited here: Pyodide awaits the bytes while it downloads the runtime.
async function snapshotSource() {
  if (!SNAPSHOT || globalThis.remiNoSnapshot) return null;
  const url = new URL(SNAPSHOT, INDEX_URL).href;
  try {
    const kept = typeof caches === "undefined" ? null : await caches.match(url);
    if (kept) {
      dropEarly();  // (a page not yet under the service worker that has it all the same)
      const bytes = kept.arrayBuffer();
      bytes.catch(() => {});  // handled where Pyodide awaits it (the page reports unhandled rejections)
      return { from: "cache", bytes };
    }
  } catch (err) {
    // caches refused (a frame of another site): as a first visit
  }
  // the page's start decided already (the link may look slower now, under the downloads)
  if (!globalThis.remiEarlySnapshot && slowLink()) return null;
  const bytes = download(url);
  bytes.catch(() => {});  // handled where Pyodide awaits it (the page reports unhandled rejections)
  return { from: "network", bytes };
}

// A module that the trimmed standard library leaves out, should anything import one: the first
// such import fetches the whole library (a synchronous request: an import cannot wait) and
// imports from it. Nothing the page runs does (the browser tests fail if it happens).
function fetchSync(url) {
  const request = new XMLHttpRequest();
  request.open("GET", url, false);
  request.overrideMimeType("text/plain; charset=x-user-defined");  // bytes, on the page as in a worker
  request.send();
  if (request.status !== 200) throw new Error(url + ": " + request.status);
  const text = request.responseText;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

const REST_FINDER = `
import sys


class RestOfStdlib:
    """Finds the standard modules that the trimmed library leaves out, in the whole one."""

    def __init__(self, boot):
        self.boot = boot
        self.names = frozenset(boot.rest.split())
        self.whole = None

    def find_spec(self, name, path=None, target=None):
        if name not in self.names:
            return None
        import zipimport
        if self.whole is None:
            import js
            js.console.warn(f"Remi: {name} is not in the trimmed standard library; the whole one is fetched")
            try:
                data = self.boot.fetchSync(self.boot.url).to_py()
            except Exception as exc:  # offline before it was ever kept: the module is not there
                js.console.warn(f"Remi: the whole standard library could not be fetched ({exc})")
                return None  # (an ImportError for the import, which code may expect)
            with open("/lib/python_stdlib_whole.zip", "wb") as file:
                file.write(data)
            self.whole = "/lib/python_stdlib_whole.zip"
        return zipimport.zipimporter("/".join([self.whole, *name.split(".")[:-1]])).find_spec(name)


sys.meta_path.append(RestOfStdlib(__import__("_remi_boot")))
del RestOfStdlib
`;

function tell(how) {
  globalThis.remiSnapshot = how;  // "restored", "downloaded", "none" or "failed": read by the page's tests
}

export async function loadPyodide(options = {}) {
  const config = { ...options, indexURL: INDEX_URL, stdLibURL: new URL(STDLIB, INDEX_URL).href };
  let py = null;
  try {
    const snapshot = await snapshotSource();
    if (snapshot) {
      // the engine's wheel is in the snapshot, unpacked and imported: not downloaded and unpacked again
      const packages = (config.packages || []).filter((name) => name !== SNAPSHOT_HOLDS);
      const stdLibURL = STDLIB === STDLIB_WHOLE ? config.stdLibURL : new URL(STDLIB_RESTORED, INDEX_URL).href;
      py = await pyodide.loadPyodide({ ...config, packages, stdLibURL, _loadSnapshot: snapshot.bytes });
      // Pyodide keeps its options for good: without this, the 31 MB of the snapshot would stay in
      // memory beside the Python they restored (on the page and again in the worker)
      if (py._api && py._api.config) delete py._api.config._loadSnapshot;
      // the zip importer keeps the trimmed library's table of contents from the snapshot: forget it
      // (a traceback's source lines would otherwise be read from the empty zip at those offsets)
      py.runPython("import random, zipimport; random.seed(); zipimport._zip_directory_cache.clear()");
      tell(snapshot.from === "cache" ? "restored" : "downloaded");
    } else {
      dropEarly();
      tell("none");
    }
  } catch (err) {  // a damaged copy, too little memory, a host that sends it uncompressed
    dropEarly();
    if (err === UNCOMPRESSED) {
      console.info("Remi: " + err.message + " (31 MB); Python starts the usual way on this first visit");
      tell("none");
    } else {
      console.warn("Remi: Python could not start from its snapshot (" + err + "); it starts the usual way");
      tell("failed");
    }
  }
  if (!py) py = await pyodide.loadPyodide(config);
  if (STDLIB !== STDLIB_WHOLE) {
    py.registerJsModule("_remi_boot", { fetchSync, rest: STDLIB_REST, url: new URL(STDLIB_WHOLE, INDEX_URL).href });
    py.runPython(REST_FINDER, { globals: py.toPy({}) });
  }
  return py;
}
