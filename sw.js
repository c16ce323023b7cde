// Remi's service worker: keeps the whole game in the browser's Cache Storage so that a page
// opened once works offline afterwards. build.py writes the build id and the list of files.
// Cache-first: every file of a build is immutable under its build id; a new build has a new
// sw.js, which installs beside the old one, takes over, and deletes the old caches.
"use strict";
const BUILD = "__REMI_BUILD__";
const FILES = __REMI_FILES__;
const CACHE = "remi-" + BUILD;

// The page has just loaded most of these files: "force-cache" takes them from the HTTP cache
// where it can, so the first visit does not download the 10 MB runtime twice.
async function keep(cache, file) {
  const response = await fetch(file, { cache: "force-cache" });
  if (!response.ok) throw new Error(file + ": " + response.status);
  await cache.put(file, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all(FILES.map((file) => keep(cache, file)))).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("remi-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // A link such as index.html?game=gin&seed=7 is the same page as index.html.
      const page = request.mode === "navigate";
      const hit = (await cache.match(request, { ignoreSearch: page })) || (page && (await cache.match("./index.html")));
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok && response.type === "basic") cache.put(request, response.clone());
      return response;
    })
  );
});
