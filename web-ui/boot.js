// Starts the playground: imports the wasm-bindgen glue Trunk generated and
// instantiates the page's wasm. A file rather than Trunk's inline loader, so
// the page runs under a Content-Security-Policy without 'unsafe-inline'.
const me = document.querySelector('script[data-glue]');
const glue = await import(me.dataset.glue);
await glue.default({ module_or_path: me.dataset.wasm });
