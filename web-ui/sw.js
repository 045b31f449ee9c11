// The playground's service worker: once the page has loaded, it works
// offline, reload included.
//  - On install it precaches the page and every file the page names (its
//    script, glue, wasm and CSS, and the translator module the worker loads
//    for WGSL, read from the page's own HTML) and the
//    translation worker's script and the editor's, so nothing depends on what the first load
//    happened to fetch.
//  - A file whose name carries Trunk's content hash never changes: it is
//    answered from the cache.
//  - Everything else goes to the network first (so a new build is picked up
//    at once) and is kept in the cache; when the network fails, the cached
//    copy answers.
const CACHE = "ferrometal-playground";
const HASHED = /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/;

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch("./", { cache: "no-cache" });
  if (!page.ok) return;
  const html = await page.clone().text();
  const named = [...html.matchAll(/\b(?:href|src|data-glue|data-wasm|data-translator-glue|data-translator-wasm)="([^"]+)"/g)]
    .map((m) => new URL(m[1], self.registration.scope))
    .filter((u) => u.origin === self.location.origin)
    .map((u) => u.pathname);
  await cache.put("./", page);
  await Promise.all([...new Set([...named, "./worker.js", "./editor.js", "./examples.json"])].map((f) => cache.add(f).catch(() => {})));
}

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(precache().catch(() => {}));
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  if (HASHED.test(url.pathname)) {
    event.respondWith(caches.match(req, { ignoreSearch: true }).then((hit) => hit ?? fromNetwork(event)));
  } else {
    event.respondWith(fromNetwork(event));
  }
});

function fromNetwork(event) {
  const req = event.request;
  return fetch(req)
    .then((resp) => {
      if (resp.ok) {
        const copy = resp.clone();
        event.waitUntil(caches.open(CACHE).then((c) => c.put(req, copy)));
      }
      return resp;
    })
    .catch(() => caches.match(req, { ignoreSearch: true }).then((hit) => hit ?? Response.error()));
}
