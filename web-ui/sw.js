// The playground's service worker: once the page has loaded, it works
// offline, reload included. Every same-origin GET goes to the network first
// (so a new build is picked up at once) and is kept in the cache; when the
// network fails, the cached copy answers. boot.js registers it and puts the
// files of the first load (the page's and the translation worker's) in the
// cache, since they were fetched before this worker controlled the page.
const CACHE = "ferrometal-playground";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(req)
      .then((resp) => {
        if (resp.ok) {
          const copy = resp.clone();
          event.waitUntil(caches.open(CACHE).then((c) => c.put(req, copy)));
        }
        return resp;
      })
      .catch(() => caches.match(req, { ignoreSearch: true }).then((hit) => hit ?? Response.error())),
  );
});
