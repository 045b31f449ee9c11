// The translation worker. It runs the page's own wasm module: the page
// compiled it once (boot.js) and sends it here with the URL of its
// wasm-bindgen glue in the first message; instantiating a compiled module
// costs no download and no second compilation. The module's `main` sees no
// `window` and installs the translator's message handler (src/worker.rs),
// which then announces `Ready`.
self.onmessage = async (event) => {
  self.onmessage = null;
  const { module, glue } = event.data;
  try {
    const bindings = await import(glue);
    await bindings.default({ module_or_path: module });
  } catch (error) {
    // Thrown from a task of its own, the failure reaches the page as the
    // worker's `error` event ("the translator could not be loaded").
    setTimeout(() => {
      throw error;
    });
  }
};
