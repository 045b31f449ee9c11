// The npm package as a docs site uses it: a plain HTML page imports it with
// <script type="module"> from a local static server, in Chromium. The package
// folder under test is FERROMETAL_PKG_DIR (scripts/test-npm unpacks the tarball
// there); it is served at /ferrometal/.
import { expect, test } from "@playwright/test";
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import type { AddressInfo } from "node:net";

const pageDir = resolve(import.meta.dirname, "page");
const pkgDir = process.env.FERROMETAL_PKG_DIR;
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
};

let server: Server;
let base: string;

/** Serve `/ferrometal/*` from the package and everything else from page/. */
function serve(url: string): string | null {
  const path = normalize(decodeURIComponent(new URL(url, "http://x").pathname));
  if (path.includes("..")) return null;
  if (path.startsWith("/ferrometal/")) return join(pkgDir ?? "", path.slice("/ferrometal/".length));
  return join(pageDir, path === "/" ? "index.html" : path);
}

test.beforeAll(async () => {
  expect(pkgDir, "FERROMETAL_PKG_DIR must name the unpacked package (run scripts/test-npm)").toBeTruthy();
  server = createServer(async (req, res) => {
    const file = serve(req.url ?? "/");
    try {
      if (!file) throw new Error("bad path");
      const body = await readFile(file);
      res.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => server.close(done));
});

test("a plain page imports the package and shows MSL and diagnostics", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.url()}`));

  await page.goto(`${base}/`);
  await expect(page.locator("body")).toHaveAttribute("data-status", "done");

  const pkg = JSON.parse(await readFile(join(pkgDir ?? "", "package.json"), "utf8"));
  await expect(page.locator("#version")).toHaveText(pkg.version);
  await expect(page.locator("#double-out")).toHaveClass("msl");
  await expect(page.locator("#double-out")).toContainText("kernel void main0(");
  // `foo` on line 2 of the broken sample, column 10.
  await expect(page.locator("#broken-out")).toHaveClass("diagnostics");
  await expect(page.locator("#broken-out")).toContainText("error[OSH3001]");
  await expect(page.locator("#broken-out")).toContainText("--> broken.hlsl:2:10");
  // The README's docs-site snippet.
  await expect(page.locator("pre.hlsl + pre")).toHaveText(/fragment \S+ main0\(/);
  expect(problems).toEqual([]);
});

test("init takes a URL, a Response, or bytes in the browser", async ({ page }) => {
  await page.goto(`${base}/`);
  await expect(page.locator("body")).toHaveAttribute("data-status", "done");
  const results = await page.evaluate(async () => {
    const url = "/ferrometal/ferrometal_wasm_bg.wasm";
    const out: string[] = [];
    // A fresh copy of the wrapper per way of loading (the query makes a new module
    // record), so each one runs its own init.
    for (const [i, input] of [
      () => "ferrometal/ferrometal_wasm_bg.wasm", // relative to the page, as with fetch
      () => new URL(url, location.href),
      () => fetch(url),
      async () => new Uint8Array(await (await fetch(url)).arrayBuffer()),
    ].entries()) {
      const m = await import(`/ferrometal/index.js?case=${i}`);
      await m.init(await input());
      const r = m.translate("[numthreads(1, 1, 1)] void main() {}", { language: "hlsl", stage: "compute" });
      out.push(`${r.ok}:${r.entryPoints[0]?.mslName}`);
    }
    return out;
  });
  expect(results).toEqual(["true:main0", "true:main0", "true:main0", "true:main0"]);
});
