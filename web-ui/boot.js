// Starts the playground: compiles the page's wasm while it downloads
// (`WebAssembly.compileStreaming`), and instantiates it with the
// wasm-bindgen glue Trunk generated. A file rather than Trunk's inline
// loader, so the page runs under a Content-Security-Policy without
// 'unsafe-inline'. The compiled module is left in `globalThis.ferrometalWasm`
// for the translation worker (src/app/client.rs sends it to worker.js): one
// download and one compilation serve the page and the worker. The source
// editor (editor.js: CodeMirror, bundled at build time by editor/build.mjs)
// loads at the same time and must be there before the page mounts.
const me = document.querySelector("script[data-glue]");
const glueUrl = new URL(me.dataset.glue, location.href).href;

async function compile(url) {
  const response = fetch(url);
  try {
    return await WebAssembly.compileStreaming(response);
  } catch {
    // A server that does not say `application/wasm`: compile the bytes.
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

const [glue, module] = await Promise.all([import(glueUrl), compile(me.dataset.wasm), import("./editor.js")]);
globalThis.ferrometalWasm = { module, glue: glueUrl };
await glue.default({ module_or_path: module });

// Offline once loaded: sw.js precaches the page's files when it installs.
// It is registered after the first translation is on screen, so that its
// downloads never compete with the first load.
if ("serviceWorker" in navigator) {
  const translated = () =>
    new Promise((resolve) => {
      const check = () => (document.querySelector("#status[data-first-ms]") ? resolve() : setTimeout(check, 100));
      check();
    });
  translated()
    .then(() => navigator.serviceWorker.register("./sw.js"))
    .catch(() => {});
}
