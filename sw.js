// Remi's service worker: keeps the whole game in the browser's Cache Storage so that a page
// opened once works offline afterwards. build.py writes the release id and the files with a
// digest of each (sha256 of its bytes, 16 hex digits).
//
// A release is kept whole in a cache of its own, "remi-<release>", with its list of files: a new
// release copies every file whose digest has not changed from the release before, and downloads
// only the others, checking each against its digest (the HTTP cache may hold an older copy, so a
// mismatch is downloaded again past it). Only a complete release is ever used.
//
// A new release never takes over a page that is open: it waits. The page (index.html) asks it to
// take over on the next visit, once its table is up, and starts again on it; the release declines
// while another Remi tab is open, and those tabs go on with the release they started.
"use strict";
const RELEASE = "__REMI_BUILD__";
const FILES = __REMI_FILES__;  // {"./index.html": "1a2b...", ...}
const CACHE = "remi-" + RELEASE;
const MANIFEST = "./remi-release.json";  // inside each release's cache: its FILES

async function digest(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The file as this release has it: from the HTTP cache if that copy is this release's (the page
// has just loaded most files, so a first visit does not download them twice), else the network.
// Its bytes are read once (a phone's memory: the snapshot alone is 31 MB).
async function download(file, want) {
  for (const mode of ["force-cache", "reload"]) {
    const response = await fetch(file, { cache: mode });
    if (!response.ok) throw new Error(file + ": " + response.status);
    const bytes = await response.arrayBuffer();
    if ((await digest(bytes)) === want) {
      return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
  }
  throw new Error(file + " is not this release's (the host is in the middle of a deploy?)");
}

// Files of earlier releases still kept, by path and digest: {file: {digest: cache name}}.
// Caches other than this release's are only ever read by name (caches.match with cacheName):
// caches.open makes a cache that another worker has just deleted again, an empty one left behind.
async function keptFiles() {
  const kept = {};
  for (const name of await caches.keys()) {
    if (!name.startsWith("remi-") || name === CACHE) continue;
    const manifest = await caches.match(MANIFEST, { cacheName: name });
    if (!manifest) continue;
    for (const [file, hash] of Object.entries(await manifest.json())) (kept[file] ??= {})[hash] = name;
  }
  return kept;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const existed = await caches.has(CACHE);
    try {
      const cache = await caches.open(CACHE);
      const kept = await keptFiles();
      // copies from earlier releases at once; downloads one at a time (memory, not speed, is short)
      const missing = [];
      await Promise.all(Object.entries(FILES).map(async ([file, want]) => {
        const earlier = kept[file] && kept[file][want];
        const copy = earlier && (await caches.match(file, { cacheName: earlier }));
        if (copy) await cache.put(file, copy);
        else missing.push([file, want]);
      }));
      for (const [file, want] of missing) await cache.put(file, await download(file, want));
      // a newer release that took over meanwhile has deleted this one's cache: never half of one
      if (!(await caches.has(CACHE))) throw new Error("this release was replaced while it installed");
      await cache.put(MANIFEST, new Response(JSON.stringify(FILES), { headers: { "Content-Type": "application/json" } }));
    } catch (err) {
      if (!existed) await caches.delete(CACHE);  // never a part of a release: the next visit tries again
      throw err;
    }
    // the first release in this browser has no page to disturb: it takes over at once
    if (!self.registration.active) await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("remi-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

// From the page at the start of a visit, to a release that waits: take over, unless another Remi
// tab is open (it would find its next file from a release it did not start with).
self.addEventListener("message", (event) => {
  if (!event.data || event.data.remi !== "take-over") return;
  event.waitUntil((async () => {
    const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const answer = tabs.length <= 1 ? "taking-over" : "waiting";
    if (answer === "taking-over") await self.skipWaiting();
    event.source.postMessage({ remi: answer, release: RELEASE });
  })());
});

// A request is answered from this release's cache, or else from the network, and what the
// network sends is not kept: a release is exactly its files, all kept at install. (Keeping it
// would open this release's cache, and an old page's last requests, answered by the old worker
// during a take-over, would make its cache again after the new release deleted it: CI saw two
// caches after a deploy. Nothing the page asks for is missing from a release; the icons the
// system fetches to install the app are not needed offline.)
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    // A link such as index.html?game=gin&seed=7 is the same page as index.html.
    const page = request.mode === "navigate";
    const hit = (await caches.match(request, { cacheName: CACHE, ignoreSearch: page }))
      || (page && (await caches.match("./index.html", { cacheName: CACHE })));
    return hit || fetch(request);
  })());
});
