// Static server for the built playground (web-ui/dist): the page's strict
// Content-Security-Policy on every response, gzip when the client accepts
// it, and cache headers so a replaced worker reloads from cache (offline).
//
//   node web-ui/serve.mjs [--dir web-ui/dist] [--port 8080] [--host 127.0.0.1]
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
};
const root = resolve(arg("dir", "web-ui/dist"));
const port = Number(arg("port", "8080"));
const host = arg("host", "127.0.0.1");

// No 'unsafe-inline', no 'unsafe-eval'; 'wasm-unsafe-eval' lets the page
// compile WebAssembly. Everything else comes from this origin only.
export const CSP = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

const cache = new Map();

async function load(path) {
  const info = await stat(path);
  const hit = cache.get(path);
  if (hit && hit.mtime === info.mtimeMs) return hit;
  const body = await readFile(path);
  const entry = { mtime: info.mtimeMs, body, gz: gzipSync(body, { level: 9 }) };
  cache.set(path, entry);
  return entry;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let rel = decodeURIComponent(url.pathname);
  if (rel.endsWith("/")) rel += "index.html";
  const path = normalize(join(root, rel));
  const headers = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (!path.startsWith(root)) {
    res.writeHead(403, headers).end();
    return;
  }
  try {
    const file = await load(path);
    headers["Content-Type"] = TYPES[extname(path)] ?? "application/octet-stream";
    // The page itself is revalidated; its assets are cached for an hour.
    headers["Cache-Control"] = rel.endsWith(".html") ? "no-cache" : "public, max-age=3600";
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    headers["Vary"] = "Accept-Encoding";
    if (gzip) headers["Content-Encoding"] = "gzip";
    const body = gzip ? file.gz : file.body;
    headers["Content-Length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  } catch {
    headers["Content-Type"] = "text/plain; charset=utf-8";
    res.writeHead(404, headers).end("not found\n");
  }
});

server.listen(port, host, () => {
  console.log(`ferrometal playground: http://${host}:${port}/ (serving ${root})`);
});
