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

// The translation worker starts now, not when the page has mounted: a
// worker takes a few hundred milliseconds to start on a busy page thread,
// and it is on the way to the first translation. It gets the module as soon
// as it is compiled (worker.js), and the page's worker client adopts it
// (src/app/client.rs), reading `ready` / `failed` for what it said before.
const early = { worker: null, ready: false, failed: false };
try {
  early.worker = new Worker("./worker.js", { type: "module" });
  early.worker.onmessage = (event) => {
    if (event.data === '"Ready"') early.ready = true;
  };
  early.worker.onerror = () => {
    early.failed = true;
  };
} catch {
  early.worker = null;
}
const compiled = compile(me.dataset.wasm);
compiled.then((module) => early.worker?.postMessage({ module, glue: glueUrl }), () => {});

const [glue, module] = await Promise.all([import(glueUrl), compiled, import("./editor.js")]);
// The translator-only module (with WGSL), started by the worker client when
// a WGSL shader is first translated; absent from a build without it.
const translator = me.dataset.translatorWasm
  ? {
      module: new URL(me.dataset.translatorWasm, location.href).href,
      glue: new URL(me.dataset.translatorGlue, location.href).href,
    }
  : null;
globalThis.ferrometalWasm = { module, glue: glueUrl, early, translator };
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
