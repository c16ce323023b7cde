// The Python runtime as PyScript loads it (its "interpreter" setting names this module, on the page
// and in the computer players' worker): Pyodide's own loadPyodide, started from a memory snapshot
// when this browser keeps one of this very build, so that Python is up in about a second instead
// of booting CPython inside WebAssembly (several seconds on a phone).
//
// build.py makes the snapshot (Python booted under Node.js, the engine unpacked and imported) and
// writes its file name below; the name holds a hash of its bytes, so a snapshot of another build is
// never restored. A first visit boots the usual way; the service worker keeps the snapshot for the
// next visit. Where a restore fails (another build, too little memory, a damaged copy) Python boots
// the usual way, and nothing else changes. After a restore, Python's `random` is seeded afresh: a
// snapshot would otherwise give every visit the same numbers.
import * as pyodide from "../pyodide/pyodide.mjs";

const SNAPSHOT = "__REMI_SNAPSHOT__";  // build.py: e.g. "remi-snapshot-1a2b3c4d5e6f.bin.gz", "" for none
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;

export const version = pyodide.version;

// The snapshot's bytes, if the offline cache (Cache Storage) holds them; null otherwise. The file is
// gzip (the service worker downloads and keeps 7 MB instead of 31.5); the first restore keeps the
// inflated bytes beside it, in the same cache (so they go with that release), under INFLATED.
const INFLATED = "?inflated";

async function keptSnapshot() {
  if (!SNAPSHOT || globalThis.remiNoSnapshot || typeof caches === "undefined") return null;
  const url = new URL(SNAPSHOT, INDEX_URL).href;
  let inflated, packed;
  try {
    inflated = globalThis.remiSnapshotFromGzip ? null : await caches.match(url + INFLATED);
    packed = inflated ? null : await caches.match(url);
  } catch (err) {
    return null;  // caches refused (a frame of another site): boot the usual way
  }
  if (inflated) return { bytes: new Uint8Array(await inflated.arrayBuffer()), url, kept: true };
  // bench/first_visit.py: a first visit that downloads the snapshot instead of booting (measured
  // slower over a phone's link, so not what a player's first visit does)
  if (!packed && globalThis.remiSnapshotFromNetwork) packed = await fetch(url).then((r) => (r.ok ? r : null));
  if (!packed || typeof DecompressionStream === "undefined") return null;  // (an old browser: the usual way)
  const bytes = new Uint8Array(await packed.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return { bytes, url, kept: true };  // a host sent it inflated
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return { bytes: new Uint8Array(await new Response(stream).arrayBuffer()), url, kept: false };
}

// After a restore from the gzip file: keep the inflated bytes for the next visit, a few seconds
// later (out of the way of the first drawing), in the cache that holds the gzip file.
function keepInflated(snapshot) {
  setTimeout(async () => {
    try {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        if (await cache.match(snapshot.url)) {
          await cache.put(snapshot.url + INFLATED, new Response(snapshot.bytes));
          return;
        }
      }
    } catch (err) {
      console.info("Remi: the inflated snapshot is not kept (" + err + ")");
    }
  }, 3000);
}

function tell(how) {
  globalThis.remiSnapshot = how;  // "restored", "none" or "failed": read by the page's tests
}

export async function loadPyodide(options = {}) {
  const config = { ...options, indexURL: INDEX_URL };
  try {
    const snapshot = await keptSnapshot();
    if (snapshot) {
      const py = await pyodide.loadPyodide({ ...config, _loadSnapshot: snapshot.bytes });
      py.runPython("import random; random.seed()");
      tell("restored");
      if (!snapshot.kept && snapshot.bytes.byteLength) keepInflated(snapshot);
      return py;
    }
    tell("none");
  } catch (err) {  // a damaged copy that does not inflate or restore, too little memory
    console.warn("Remi: Python could not start from its snapshot (" + err + "); it starts the usual way");
    tell("failed");
  }
  return pyodide.loadPyodide(config);
}
