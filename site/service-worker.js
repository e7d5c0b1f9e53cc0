/* The static site's service worker (site/build.py writes it as the site's
 * service-worker.js, in place of JupyterLite's, with BUILD filled in).
 *
 * 1. JupyterLite's relay, as its own service worker does it (JupyterLite 0.6):
 *    the kernel (a web worker) reads and writes the browser's drive with
 *    synchronous requests to …/api/drive (and asks for input at …/api/stdin/);
 *    they are passed to the pages on the BroadcastChannel "/sw-api.v1", where
 *    JupyterLite's contents manager answers for the page whose
 *    browsingContextId the request carries.
 * 2. One lock for the whole site (…/api/oriflamme-lock): the tutor's kernels
 *    take it, with a synchronous request, around each read and each
 *    read-merge-write of a progress file, so that two tabs saving at once
 *    never write over each other's stars (oriflamme/tutor/progress.py,
 *    BrowserStorage). ?op=acquire&token=T is answered "held" once T holds
 *    the lock (the browser's Web Locks, shared by every tab and worker of the
 *    site), ?op=release&token=T frees it; a lock not freed within HOLD_MS (its
 *    tab was closed mid-save) is freed by itself.
 * 3. The site kept for offline use: every file of site-manifest.json (path →
 *    SHA-256, written by the build) in the cache "oriflamme-<BUILD>", each one
 *    checked against its hash before it is kept. A page asks for it
 *    ({type: "oriflamme-keep"}) once it shows the app; the pages hear on the
 *    BroadcastChannel "oriflamme-site" when all is kept ("kept") or which file
 *    is missing or damaged ("missing", "damaged"). Once the copy is whole
 *    (its mark, WHOLE, in the cache), every request for a file of the site
 *    is answered from the cache first, the network otherwise; a file is the
 *    same whatever the query of its address (?lang=fr&scenario=… on a page,
 *    ?v=… on a script: a static host ignores it too). Until then this
 *    worker leaves the site's files to the browser, which fetches them as
 *    if it were not there: a first visit is not slowed down by every answer
 *    passing through it (issue 29: 0.3–0.4 s of a cold start on two cores).
 *    Only in the moment after the worker (re)starts, before it has read its
 *    mark, does it fetch them itself. A new build (other files: BUILD
 *    differs) is a new worker with a new cache, which replaces the old one.
 */
"use strict";

const BUILD = "__ORIFLAMME_BUILD__";
const CACHE = "oriflamme-" + BUILD;
const ROOT = new URL("./", self.location.href).href;
const MANIFEST = ROOT + "site-manifest.json";
const relay = new BroadcastChannel("/sw-api.v1");
const news = new BroadcastChannel("oriflamme-site");
/** In the cache once every file of the build is kept there. */
const WHOLE = ROOT + "oriflamme-kept-" + BUILD;
/** Whether the copy is whole: null until the cache has said (the worker just
 * started), then true or false. */
let whole = null;
const knowing = caches
  .open(CACHE)
  .then((cache) => cache.match(WHOLE))
  .then(
    (mark) => (whole = whole || Boolean(mark)),
    () => (whole = whole || false),
  );

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        // an older build's copy, or JupyterLite's own cache
        if ((key.startsWith("oriflamme-") && key !== CACHE) || key === "precache") {
          await caches.delete(key);
        }
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "oriflamme-keep") {
    event.waitUntil(keepAll());
  }
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (url.pathname.endsWith("/api/service-worker-heartbeat")) {
    event.respondWith(new Response("ok"));
    return;
  }
  if (url.pathname.endsWith("/api/oriflamme-lock")) {
    event.respondWith(progressLock(event, url));
    return;
  }
  if (url.pathname.includes("/api/drive") || url.pathname.includes("/api/stdin/")) {
    event.respondWith(relayOne(event.request, url));
    return;
  }
  if (event.request.method !== "GET" || !url.href.startsWith(ROOT) || url.href === MANIFEST) {
    return;
  }
  if (whole === false) {
    return; // not kept yet: the browser fetches it as if this worker were not there
  }
  event.respondWith(cachedOrFetched(event.request));
});

/** The drive or stdin request, answered by the page it comes from. */
async function relayOne(request, url) {
  const message = await request.json();
  const answer = new Promise((resolve) => {
    const heard = (event) => {
      const data = event.data;
      if (data.browsingContextId !== message.browsingContextId) {
        return;
      }
      relay.removeEventListener("message", heard);
      resolve(new Response(JSON.stringify(data.response)));
    };
    relay.addEventListener("message", heard);
  });
  message.pathname = url.pathname;
  relay.postMessage(message);
  return await answer;
}

/** How long a tab may hold the progress lock (a save takes well under a second). */
const HOLD_MS = 20000;
/** token → the function that frees the lock that token holds. */
const held = new Map();
/** Without Web Locks: the lock as a chain of promises, in this worker alone. */
let chain = Promise.resolve();

function withLock(hold) {
  if (self.navigator.locks) {
    return self.navigator.locks.request("oriflamme-progress", hold);
  }
  const turn = chain.then(hold);
  chain = turn.catch(() => {});
  return turn;
}

/** ?op=acquire: answered once the token holds the lock; ?op=release: frees it. */
async function progressLock(event, url) {
  const token = url.searchParams.get("token") || "";
  if (url.searchParams.get("op") === "release") {
    const free = held.get(token);
    if (free) {
      free();
    }
    return new Response(free ? "released" : "not held");
  }
  let granted;
  const gotIt = new Promise((resolve) => {
    granted = resolve;
  });
  const holding = withLock(
    () =>
      new Promise((release) => {
        const timer = setTimeout(() => free(), HOLD_MS);
        const free = () => {
          clearTimeout(timer);
          held.delete(token);
          release();
        };
        held.set(token, free);
        granted();
      }),
  );
  event.waitUntil(holding); // the worker stays up while a tab holds the lock
  await gotIt;
  return new Response("held");
}

/** The cache key of a request: its address without the query (the site's
 * root: its index.html). */
function keyOf(request) {
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  return url.href === ROOT ? ROOT + "index.html" : url.href;
}

/** The request answered from the copy of the site once it is whole, else
 * from the network. */
async function cachedOrFetched(request) {
  await knowing;
  if (whole) {
    try {
      const hit = await (await caches.open(CACHE)).match(keyOf(request));
      if (hit) {
        return hit;
      }
    } catch (e) {
      // the cache cannot be read: the network answers
    }
  }
  return fetch(request);
}

let listed = null;

/** site-manifest.json's files (path → SHA-256), null if it cannot be read. */
async function manifest() {
  if (listed === null) {
    try {
      const response = await fetch(MANIFEST, {cache: "no-cache"});
      const data = await response.json();
      if (data.build === BUILD) {
        listed = data.files;
      }
    } catch (e) {
      return null;
    }
  }
  return listed;
}

async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

let keeping = null;

/** Every file of the site in the cache, each checked against its hash. */
function keepAll() {
  keeping = keeping || keepEach().finally(() => {
    keeping = null;
  });
  return keeping;
}

async function keepEach() {
  const files = await manifest();
  if (!files) {
    return;
  }
  const cache = await caches.open(CACHE);
  let every = true;
  for (const [path, hash] of Object.entries(files)) {
    const url = ROOT + path;
    if (await cache.match(url)) {
      continue;
    }
    let response;
    try {
      // asked of the server (a copy in the browser's HTTP cache is used only
      // if the server says it is current): never a file of an earlier build
      response = await fetch(url, {cache: "no-cache"});
    } catch (e) {
      return; // the network is gone: the next page that shows the app goes on
    }
    if (!response.ok) {
      news.postMessage({type: "missing", file: path});
      every = false;
      continue;
    }
    const body = await response.arrayBuffer();
    if ((await sha256(body)) !== hash) {
      news.postMessage({type: "damaged", file: path});
      every = false;
      continue;
    }
    await cache.put(url, new Response(body, response));
  }
  if (every) {
    await cache.put(WHOLE, new Response(BUILD));
    whole = true;
    news.postMessage({type: "kept", build: BUILD});
  }
}
