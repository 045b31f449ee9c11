// web-ui/serve.mjs, the static server of the playground and of its tests:
// malformed requests sent raw over a socket get a 4xx and the server stays
// up for the next, normal, request; nothing outside the served folder is
// reachable. Run by scripts/test-ui (node --test web-ui/test/).
import { spawn } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
let server;
let port;
let scratch;

before(async () => {
  scratch = await mkdtemp(join(tmpdir(), "serve-test-"));
  // `dist` is served; `dist-secret` sits beside it and shares its prefix.
  await mkdir(join(scratch, "dist"));
  await mkdir(join(scratch, "dist-secret"));
  await writeFile(join(scratch, "dist", "index.html"), "<!doctype html><title>t</title>\n");
  await writeFile(join(scratch, "dist", "a b.js"), "export {};\n");
  await writeFile(join(scratch, "dist-secret", "key.txt"), "secret\n");
  server = spawn(process.execPath, [join(here, "..", "serve.mjs"), "--dir", join(scratch, "dist"), "--port", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  port = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const m = /:(\d+)\//.exec(out);
      if (m) resolve(Number(m[1]));
    });
    server.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code} before listening`)));
  });
});

after(async () => {
  server?.kill();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

// Send `text` as is and return the whole answer (the server closes or we
// stop after the first response's headers and body arrive).
function raw(text) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (data += chunk));
    socket.on("end", () => resolve(data));
    socket.on("close", () => resolve(data));
    socket.on("error", (e) => (data ? resolve(data) : reject(e)));
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve(data);
    });
    socket.write(text);
  });
}

const status = (answer) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
const get = (target) => raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);

async function alive() {
  const answer = await get("/");
  assert.equal(status(answer), 200, `the server answers a normal request after the bad ones:\n${answer}`);
  assert.match(answer, /<title>t<\/title>/);
}

test("malformed request targets get 400 and the server stays up", async () => {
  for (const target of ["//", "/%", "/%zz", "/%E0%A4%A", "//evil.example/x", "*", "http://x/", "/a%00b"]) {
    const answer = await get(target);
    assert.equal(status(answer), 400, `${target}:\n${answer}`);
    assert.match(answer, /Content-Security-Policy: default-src 'none'/i, target);
  }
  await alive();
});

test("bad request lines get 400 and the server stays up", async () => {
  for (const line of ["garbage\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "GET /\x01 HTTP/1.1\r\n\r\n"]) {
    const answer = await raw(line);
    // Node's parser rejects these; whatever it answers, it must be a 4xx or
    // a closed socket, and the process must live on.
    assert.ok(answer === "" || (status(answer) >= 400 && status(answer) < 500), `${JSON.stringify(line)}:\n${answer}`);
  }
  await alive();
});

test("paths outside the served folder are refused", async () => {
  for (const target of ["/../dist-secret/key.txt", "/..%2Fdist-secret%2Fkey.txt", "/%2e%2e/dist-secret/key.txt"]) {
    const answer = await get(target);
    assert.equal(status(answer), 400, `${target}:\n${answer}`);
    assert.doesNotMatch(answer, /secret/);
  }
  await alive();
});

test("files are served, escapes decoded, query strings ignored, other methods refused", async () => {
  assert.equal(status(await get("/a%20b.js")), 200);
  assert.equal(status(await get("/index.html?x=%")), 200);
  assert.equal(status(await get("/missing.js")), 404);
  const post = await raw("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  assert.equal(status(post), 405);
  await alive();
});
