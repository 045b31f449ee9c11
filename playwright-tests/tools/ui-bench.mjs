// Measures the playground as served at PLAYGROUND_URL and writes the
// "Playground" section of BENCHMARKS.md:
//  - bytes the page transfers on a cold load (as sent: brotli), per file, and
//    what the same files weigh gzip-compressed;
//  - time from navigation start to the first translation on screen;
//  - keystroke-to-MSL latency in a 1,000-line shader (WGSL and HLSL);
//  - the longest task on the page thread (PerformanceObserver "longtask")
//    while a 20,000-line shader is pasted and typed into.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { loadavg } from "node:os";
import { get } from "node:http";
import { BASE, launch, hlslOfLines, wgslOfLines, pasteEvent, fillClipboard, dispatchPaste, selectInEditor, setSource } from "./launch.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const out = process.argv[2] ?? "BENCHMARKS.md";

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const pct = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(s.length * q) - 1)]; };
const KEYSTROKES = Number(process.env.KEYSTROKES ?? 40);

const browser = await launch();

// 1 + 2: cold loads.
const loads = [];
let transfer = null;
// Paste → MSL of the first WGSL shader after a cold load, and what it fetched.
const firstWgsl = [];
let wgslExtra = null;
for (let i = 0; i < RUNS; i++) {
  // Without the service worker: once it controls the page (sooner on a quiet
  // machine) the worker's files come through it, and a page cannot tell its
  // network pass-through from its cache, so the transfer would be undercounted.
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const files = [];
  // Sizes arrive asynchronously: every handler is awaited before the context
  // closes (on a quiet machine the worker's files were otherwise dropped).
  const pending = [];
  page.on("requestfinished", (req) => {
    pending.push(
      (async () => {
        const sizes = await req.sizes().catch(() => null);
        const resp = await req.response();
        files.push({
          url: req.url(),
          body: sizes?.responseBodySize ?? 0,
          headers: sizes?.responseHeadersSize ?? 0,
          encoding: resp?.headers()["content-encoding"] ?? "identity",
        });
      })(),
    );
  });
  await page.goto(BASE);
  await page.locator("#status[data-first-ms]").waitFor({ timeout: 60_000 });
  loads.push(Number(await page.locator("#status").getAttribute("data-first-ms")));
  // The worker's files load after the page's; let them finish.
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  // A file fetched twice (the worker imports the page's glue again) is
  // counted once: the second comes from the HTTP cache, not the network.
  const byUrl = new Map();
  for (const f of files) if (!byUrl.has(f.url) || byUrl.get(f.url).body < f.body) byUrl.set(f.url, f);
  if (!transfer) transfer = [...byUrl.values()];
  // The first WGSL shader: the worker client starts the translator module
  // (fetched and compiled now, not on the cold load above).
  const cold = new Set(byUrl.keys());
  const t0 = Date.now();
  await pasteEvent(page, wgslOfLines(20));
  await page.locator("#msl").filter({ hasText: "helper0" }).waitFor({ timeout: 60_000 });
  firstWgsl.push(Date.now() - t0);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  if (!wgslExtra) wgslExtra = files.filter((f) => !cold.has(f.url));
  await context.close();
}

// 3: keystroke → MSL in a 1,000-line shader.
const context = await browser.newContext();
const page = await context.newPage();
await page.addInitScript(() => {
  // Every task of the page thread over 50 ms, from the start.
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: "longtask", buffered: true });
});
await page.goto(BASE);
await page.locator("#status[data-first-ms]").waitFor({ timeout: 60_000 });

/** Keystroke → MSL updated, `KEYSTROKES` times, in `shader` (helper0's literal `0.25`). */
async function keystrokes(shader) {
  await setSource(page, shader, "helper0");
  // Replace the digit `2` of helper0's literal `0.25` with another digit each
  // time (one keystroke over a one-character selection): every keystroke
  // changes the MSL. (Appending digits does not: past a float's precision the
  // printed literal stops changing, and the wait below would time a later edit.)
  const at = shader.indexOf(".25;") + 1;
  const latencies = [];
  const workerMs = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    await selectInEditor(page, at, at + 1);
    // Arm the clock in the page before the keystroke (an evaluate that is not
    // awaited can run after it: the keystroke would then go untimed).
    await page.evaluate(() => {
      window.__latency = new Promise((resolve) => {
        const msl = document.getElementById("msl");
        let t0 = 0;
        document.getElementById("source").addEventListener("keydown", () => { t0 = performance.now(); }, { once: true });
        // Only a change after the keystroke counts.
        const obs = new MutationObserver(() => { if (t0) { obs.disconnect(); resolve(performance.now() - t0); } });
        setTimeout(() => { obs.disconnect(); resolve(null); }, 30_000);
        obs.observe(msl, { childList: true, subtree: true, characterData: true });
      });
    });
    // 4, 5, …, 9, 1, 2, …: never the digit already there.
    await page.keyboard.type(String(((i + 3) % 9) + 1));
    const ms = await page.evaluate(() => window.__latency);
    if (ms === null) throw new Error(`keystroke ${i}: the MSL did not change within 30 s`);
    latencies.push(ms);
    await page.locator('#status[data-state="done"]').waitFor({ timeout: 30_000 });
    const status = await page.locator("#status").textContent();
    const m = status?.match(/translated in ([\d.]+) ms/);
    if (m) workerMs.push(Number(m[1]));
    await page.waitForTimeout(100);
  }
  return { lines: shader.split("\n").length, latencies, workerMs };
}
await page.evaluate(() => { window.__longTasks = []; });
const wgsl = await keystrokes(wgslOfLines(1000));
const hlsl = await keystrokes(hlslOfLines(1000));
// Every page-thread task over 50 ms while typing into the 1,000-line shaders
// (the pastes that set them up included).
const smallTasks = await page.evaluate(() => window.__longTasks.splice(0));

// 4: the longest page-thread task on large input: a 20,000-line paste, then
// keystrokes in it (the translation runs in the worker).
const BIG = 20_000;
const big = hlslOfLines(BIG);
await page.evaluate(() => { window.__longTasks = []; });
// One paste event, as Ctrl+V gives the page (Playwright's insertText types
// the text through the IME path, which takes minutes at this size).
await pasteEvent(page, big);
await page.locator('#status[data-state="done"]').waitFor({ timeout: 120_000 });
await page.waitForTimeout(300);
const pasteTasks = await page.evaluate(() => window.__longTasks.splice(0));
const bigAt = big.indexOf(".25;") + 1;
for (let i = 0; i < 10; i++) {
  await selectInEditor(page, bigAt, bigAt + 1);
  await page.keyboard.type(String(((i + 3) % 9) + 1));
  await page.waitForTimeout(150);
}
await page.locator('#status[data-state="done"]').waitFor({ timeout: 60_000 });
await page.waitForTimeout(300);
const typeTasks = await page.evaluate(() => window.__longTasks.splice(0));

// 5: a 5 MB paste: the longest page-thread task until the next frames are
// drawn (the translation, far past the time limit, is cancelled in the worker).
const FIVE_MB = 5 << 20;
let huge = hlslOfLines(200);
while (huge.length < FIVE_MB) huge += huge;
huge = huge.slice(0, FIVE_MB);
await fillClipboard(page, huge);
await page.evaluate(() => { window.__longTasks = []; });
await dispatchPaste(page);
await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 500)))));
const hugeTasks = await page.evaluate(() => window.__longTasks.splice(0));
await browser.close();
const longest = (xs) => (xs.length ? `${Math.max(...xs).toFixed(0)} ms (${xs.length} over 50 ms)` : "none over 50 ms");

// The same files as a gzip-only client receives them.
const gzipBytes = (url) =>
  new Promise((resolve) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let n = 0;
      res.on("data", (c) => { n += c.length; });
      res.on("end", () => resolve(n));
    }).on("error", () => resolve(0));
  });
const gzipTotal = (await Promise.all(transfer.map((f) => gzipBytes(f.url)))).reduce((a, b) => a + b, 0);

const total = transfer.reduce((s, f) => s + f.body + f.headers, 0);
const bodies = transfer.reduce((s, f) => s + f.body, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const rows = transfer
  .sort((a, b) => b.body - a.body)
  .map((f) => `| \`${new URL(f.url).pathname}\` | ${kb(f.body)} | ${f.encoding} |`)
  .join("\n");
const section = `<!-- ui-bench:start -->
## Playground (web-ui)

Measured by \`scripts/ui-bench\` (Playwright driving Chromium ${browser.version()} against \`scripts/serve\`'s
release build, brotli on; ${new Date().toISOString().slice(0, 10)}; 2-core machine, load average
${loadavg()[0].toFixed(1)} while measuring: timings scale with the load). Cold loads run with the
service worker blocked, so every file is counted as fetched.

| measure | value |
| --- | --- |
| bytes transferred on a cold load (bodies as sent, brotli; goal ≤ 700 KiB) | ${kb(bodies)} |
| … the same files for a gzip-only client | ${kb(gzipTotal)} |
| … with response headers | ${kb(total)} |
| load → first translation on screen (median of ${RUNS}; goal ≤ 300 ms) | ${median(loads).toFixed(0)} ms (min ${Math.min(...loads).toFixed(0)}, max ${Math.max(...loads).toFixed(0)}) |
| first WGSL shader pasted → MSL, after a cold load (median of ${RUNS}) | ${median(firstWgsl).toFixed(0)} ms, fetching ${wgslExtra.length ? wgslExtra.map((f) => `\`${new URL(f.url).pathname}\` ${kb(f.body)}`).join(", ") : "nothing more"} |
${[["WGSL", wgsl], ["HLSL", hlsl]].map(([name, r]) => `| keystroke → MSL updated, ${r.lines}-line ${name} shader (median / p95 of ${r.latencies.length}) | ${median(r.latencies).toFixed(1)} ms / ${pct(r.latencies, 0.95).toFixed(1)} ms |
| … of which translating in the worker (median) | ${r.workerMs.length ? median(r.workerMs).toFixed(1) : "?"} ms |`).join("\n")}
| longest page-thread task: a ${BIG.toLocaleString("en")}-line HLSL shader pasted (one paste event) | ${longest(pasteTasks)} |
| … typing 10 keystrokes into it | ${longest(typeTasks)} |
| longest page-thread task: the 1,000-line shaders above pasted and typed into (goal ≤ 50 ms) | ${longest(smallTasks)} |
| longest page-thread task: a 5 MB HLSL text pasted (one paste event; goal ≤ 100 ms) | ${longest(hugeTasks)} |

| file | transferred | encoding |
| --- | --- | --- |
${rows}
<!-- ui-bench:end -->`;

let doc = existsSync(out) ? readFileSync(out, "utf8") : "# Benchmarks\n";
if (/<!-- ui-bench:start -->[\s\S]*<!-- ui-bench:end -->/.test(doc)) {
  doc = doc.replace(/<!-- ui-bench:start -->[\s\S]*<!-- ui-bench:end -->/, section);
} else {
  doc = doc.trimEnd() + "\n\n" + section + "\n";
}
writeFileSync(out, doc);
console.log(section);
