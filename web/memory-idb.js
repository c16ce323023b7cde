// An IndexedDB that lives in memory, put in place of the browser's where the browser refuses its
// own (a cross-site <iframe> with third-party storage blocked, some private windows, a browser
// set to keep no site data). PyScript opens an IndexedDB store at start, even with
// "packages_cache": "passthrough" (then it keeps nothing in it); a refused open rejects with an
// Event and the page never starts. index.html imports this module only after a probe of the real
// IndexedDB failed. It holds what PyScript asks of it: open, object stores, and the requests
// count, clear, delete, get, getKey, getAllKeys and put, each answering through onsuccess.
"use strict";

function request(result) {
  const req = { result: undefined, error: null, readyState: "pending", onsuccess: null, onerror: null };
  queueMicrotask(() => {
    req.result = result;
    req.readyState = "done";
    if (typeof req.onsuccess === "function") req.onsuccess({ type: "success", target: req });
  });
  return req;
}

function makeStore() {
  const rows = new Map();
  const sortedKeys = () => [...rows.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    count: () => request(rows.size),
    clear: () => { rows.clear(); return request(undefined); },
    delete: (key) => { rows.delete(key); return request(undefined); },
    get: (key) => request(rows.get(key)),
    getKey: (key) => request(rows.has(key) ? key : undefined),
    getAll: () => request(sortedKeys().map((k) => rows.get(k))),
    getAllKeys: () => request(sortedKeys()),
    put: (value, key) => { rows.set(key, value); return request(key); },
  };
}

function makeDatabase(name) {
  const stores = new Map();
  const names = () => {
    const list = [...stores.keys()];
    list.contains = (n) => stores.has(n);
    list.item = (i) => list[i] ?? null;
    return list;
  };
  return {
    name,
    version: 1,
    get objectStoreNames() { return names(); },
    createObjectStore(storeName) {
      if (!stores.has(storeName)) stores.set(storeName, makeStore());
      return stores.get(storeName);
    },
    transaction(storeNames) {
      const tx = {
        oncomplete: null, onerror: null, onabort: null,
        objectStore: (storeName) => {
          if (!stores.has(storeName)) throw new DOMException(`no object store ${storeName}`, "NotFoundError");
          return stores.get(storeName);
        },
        commit() {},
        abort() {},
      };
      setTimeout(() => { if (typeof tx.oncomplete === "function") tx.oncomplete({ type: "complete", target: tx }); });
      void storeNames;
      return tx;
    },
    close() {},
  };
}

const databases = new Map();

const memoryIndexedDB = {
  remiMemory: true,
  open(name) {
    const req = { result: undefined, error: null, transaction: null, onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null };
    setTimeout(() => {
      let db = databases.get(name);
      const fresh = !db;
      if (fresh) databases.set(name, (db = makeDatabase(name)));
      req.result = db;
      if (fresh && typeof req.onupgradeneeded === "function") {
        const tx = { oncomplete: null, objectStore: (n) => db.transaction(n).objectStore(n) };
        req.transaction = tx;
        req.onupgradeneeded({ type: "upgradeneeded", target: req, oldVersion: 0, newVersion: 1 });
        if (typeof tx.oncomplete === "function") tx.oncomplete({ type: "complete", target: tx });
      }
      if (typeof req.onsuccess === "function") req.onsuccess({ type: "success", target: req });
    });
    return req;
  },
  deleteDatabase(name) {
    databases.delete(name);
    return request(undefined);
  },
  databases: () => Promise.resolve([...databases.keys()].map((name) => ({ name, version: 1 }))),
  cmp: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
};

Object.defineProperty(globalThis, "indexedDB", { value: memoryIndexedDB, configurable: true, writable: true });
