// Starts the playground: imports the wasm-bindgen glue Trunk generated and
// instantiates the page's wasm. A file rather than Trunk's inline loader, so
// the page runs under a Content-Security-Policy without 'unsafe-inline'.
const me = document.querySelector('script[data-glue]');
const glue = await import(me.dataset.glue);
await glue.default({ module_or_path: me.dataset.wasm });

// Offline once loaded: sw.js answers from its cache when the network fails.
// The files of this first load were fetched before it controlled the page,
// so they are put in its cache here, once the first translation is on
// screen (by then the translation worker's files have arrived; from the
// HTTP cache, not the network again).
const CACHE = "ferrometal-playground";
if ("serviceWorker" in navigator && "caches" in window) {
  const translated = () =>
    new Promise((resolve) => {
      const check = () => (document.querySelector("#status[data-first-ms]") ? resolve() : setTimeout(check, 250));
      check();
    });
  Promise.all([navigator.serviceWorker.register("./sw.js").then(() => navigator.serviceWorker.ready), translated()])
    .then(async () => {
      const here = (u) => new URL(u, location.href);
      const files = new Set(
        [location.pathname, "worker_loader.js", "worker.js", "worker_bg.wasm"]
          .concat(performance.getEntriesByType("resource").map((e) => e.name))
          .map(here)
          .filter((u) => u.origin === location.origin)
          .map((u) => u.pathname),
      );
      const cache = await caches.open(CACHE);
      await Promise.all([...files].map((f) => cache.add(f).catch(() => {})));
    })
    .catch(() => {});
}
