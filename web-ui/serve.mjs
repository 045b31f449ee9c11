// Static server for the built playground (web-ui/dist): the page's strict
// Content-Security-Policy on every response, brotli (else gzip) when the
// client accepts it, and cache headers so a replaced worker reloads from
// cache (offline). It serves the FILE.br and FILE.gz that compress.mjs wrote
// at build time; a file without them is compressed once, at start, off the
// main thread (a faster brotli quality), and a request that comes first
// waits for it.
//
//   node web-ui/serve.mjs [--dir web-ui/dist] [--port 8080] [--host 127.0.0.1]
//
// Tested by web-ui/test/serve.test.mjs (malformed requests, traversal).
import { createServer } from "node:http";
import { readFile, readdir, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";

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
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function fresh(path, mtime) {
  const info = await stat(path).catch(() => null);
  return info && info.mtimeMs >= mtime ? readFile(path) : null;
}

async function compress(path, mtime) {
  const body = await readFile(path);
  const [brotli, gzipped] = await Promise.all([
    fresh(`${path}.br`, mtime).then(
      (pre) =>
        pre ??
        br(body, {
          params: {
            // A large (debug) build gets a faster quality still.
            [constants.BROTLI_PARAM_QUALITY]: body.length < 4 << 20 ? 9 : 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
    ),
    fresh(`${path}.gz`, mtime).then((pre) => pre ?? gz(body, { level: 9 })),
  ]);
  return { mtime, body, br: brotli, gz: gzipped };
}

function load(path) {
  return stat(path).then((info) => {
    const hit = cache.get(path);
    if (hit && hit.mtime === info.mtimeMs) return hit.entry;
    const entry = compress(path, info.mtimeMs);
    cache.set(path, { mtime: info.mtimeMs, entry });
    entry.catch(() => cache.delete(path));
    return entry;
  });
}

// Compress everything now rather than on the first request.
readdir(root, { recursive: true, withFileTypes: true })
  .then((entries) => {
    for (const e of entries) {
      if (e.isFile() && !/\.(br|gz)$/.test(e.name)) load(join(e.parentPath ?? e.path, e.name)).catch(() => {});
    }
  })
  .catch(() => {});

const BASE_HEADERS = {
  "Content-Security-Policy": CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
};

// The file a request names, or null when its target is not a path under
// root: not origin-form (`//x`, `*`, `http://…`), a malformed escape (`/%`),
// a NUL byte, or `..` climbing out of root.
function target(raw) {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.startsWith("//")) return null;
  let rel;
  try {
    rel = decodeURIComponent(raw.split(/[?#]/, 1)[0]);
  } catch {
    return null;
  }
  if (rel.includes("\0")) return null;
  if (rel.endsWith("/")) rel += "index.html";
  const path = normalize(join(root, rel));
  return path.startsWith(root + sep) ? { path, rel } : null;
}

function fail(res, code, text) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(code, { ...BASE_HEADERS, "Content-Type": "text/plain; charset=utf-8" }).end(text);
}

async function respond(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    fail(res, 405, "method not allowed\n");
    return;
  }
  const found = target(req.url);
  if (!found) {
    fail(res, 400, "bad request\n");
    return;
  }
  const { path, rel } = found;
  let file;
  try {
    file = await load(path);
  } catch {
    fail(res, 404, "not found\n");
    return;
  }
  const headers = { ...BASE_HEADERS };
  headers["Content-Type"] = TYPES[extname(path)] ?? "application/octet-stream";
  // The page itself is revalidated; its assets are cached for an hour.
  headers["Cache-Control"] = rel.endsWith(".html") ? "no-cache" : "public, max-age=3600";
  const accepts = req.headers["accept-encoding"] ?? "";
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
  headers["Vary"] = "Accept-Encoding";
  if (encoding) headers["Content-Encoding"] = encoding;
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gz : file.body;
  headers["Content-Length"] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

// No request may stop the server: whatever a handler throws becomes a 500,
// and a request Node's parser rejects (a bad request line or header) a 400.
const server = createServer((req, res) => {
  respond(req, res).catch(() => fail(res, 500, "internal error\n"));
});
server.on("clientError", (_err, socket) => {
  if (socket.writable && !socket.destroyed) {
    socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  } else {
    socket.destroy();
  }
});

// `--port 0` takes a free port; the line printed names the one taken.
server.listen(port, host, () => {
  console.log(`ferrometal playground: http://${host}:${server.address().port}/ (serving ${root})`);
});
