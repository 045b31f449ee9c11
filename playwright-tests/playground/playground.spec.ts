// The playground in Chromium, served by scripts/serve (or scripts/test-ui)
// with its Content-Security-Policy. Every test also fails on any CSP
// violation, page error, console error or request to another origin.
import { test, expect, type Page, type BrowserContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const BASE = process.env.PLAYGROUND_URL ?? "http://127.0.0.1:8080/";
const ORIGIN = new URL(BASE).origin;
const here = dirname(fileURLToPath(import.meta.url));
const EXAMPLES = join(here, "..", "..", "examples-shaders");

type Problems = { csp: string[]; errors: string[]; foreign: string[] };
const problems = new WeakMap<Page, Problems>();

/** Watch a page for CSP violations, errors and third-party requests. */
async function watch(page: Page): Promise<Problems> {
  const p: Problems = { csp: [], errors: [], foreign: [] };
  problems.set(page, p);
  await page.addInitScript(() => {
    (window as any).__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as any).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("console", (m) => {
    if (/Content.Security.Policy/i.test(m.text())) p.csp.push(m.text());
    else if (m.type() === "error") p.errors.push(m.text());
  });
  page.on("pageerror", (e) => p.errors.push(String(e)));
  page.on("request", (r) => {
    const u = r.url();
    if (!u.startsWith(ORIGIN) && !u.startsWith("data:") && !u.startsWith("blob:")) p.foreign.push(u);
  });
  return p;
}

async function open(page: Page, query = ""): Promise<void> {
  await watch(page);
  await page.goto(BASE + query);
  await expect(page.locator("#status")).toHaveAttribute("data-state", /done|cancelled/, { timeout: 30_000 });
}

async function expectClean(page: Page) {
  const p = problems.get(page);
  const inPage = await page.evaluate(() => (window as any).__csp ?? []).catch(() => []);
  expect([...(p?.csp ?? []), ...inPage], "CSP violations").toEqual([]);
  expect(p?.errors ?? [], "page errors").toEqual([]);
  expect(p?.foreign ?? [], "third-party requests").toEqual([]);
}

// The editor is CodeMirror in the shadow root of `#source` (Playwright's
// locators reach into it); its text box is `.cm-content`. The host element
// carries the editor's handle (`editor`, web-ui/editor/editor.mjs), through
// which these helpers read the whole text and the selection: the editor
// draws only the lines near the viewport, so the DOM does not hold them all.

/** The editor's whole text. */
function editorText(page: Page): Promise<string> {
  return page.locator("#source").evaluate((h: any) => h.editor.text() as string);
}

/** Wait until the editor's text is `expected` (or matches it). */
async function expectText(page: Page, expected: string | RegExp, options?: { timeout?: number }) {
  const poll = expect.poll(() => editorText(page), options);
  if (typeof expected === "string") await poll.toBe(expected);
  else await poll.toMatch(expected);
}

/** Focus the editor and select UTF-16 offsets `from..to` of its text (a cursor when equal). */
async function select(page: Page, from: number, to = from) {
  await page.locator("#source").evaluate((h: any, [a, b]: number[]) => {
    h.editor.focus();
    h.editor.select(a, b);
  }, [from, to]);
}

/** The cursor's UTF-16 offset and whether the editor has the focus. */
function cursor(page: Page): Promise<{ pos: number; focused: boolean }> {
  return page.locator("#source").evaluate((h: any) => ({ pos: h.editor.selection().from, focused: h.editor.hasFocus() }));
}

/** The paste event Ctrl+V sends, carrying `text`, at the editor's selection. */
async function pasteAtSelection(page: Page, text: string) {
  await page.locator("#source .cm-content").evaluate((content: HTMLElement, s: string) => {
    const data = new DataTransfer();
    data.setData("text/plain", s);
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Replace the editor's text as a person does: Ctrl+A, then Ctrl+V (one undoable edit). */
async function paste(page: Page, text: string) {
  await page.locator("#source .cm-content").focus();
  await page.keyboard.press("ControlOrMeta+a");
  await pasteAtSelection(page, text);
}

/** Replace the whole text with one paste event, without the keys (a huge
 *  text: no key events to wait for). */
async function pasteEvent(page: Page, text: string) {
  await page.locator("#source").evaluate((h: any) => h.editor.select(0, h.editor.text().length));
  await pasteAtSelection(page, text);
}

const COMPUTE = `@group(0) @binding(0) var<storage, read_write> values: array<f32>;

@compute @workgroup_size(32)
fn doubler(@builtin(global_invocation_id) id: vec3<u32>) {
    values[id.x] = values[id.x] * 2.0;
}
`;

const TWO_STAGES = `struct VsOut { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> };

@vertex
fn vs(@location(0) p: vec3<f32>, @location(1) uv: vec2<f32>) -> VsOut {
    return VsOut(vec4<f32>(p, 1.0), uv);
}

@fragment
fn fs(v: VsOut) -> @location(0) vec4<f32> {
    return vec4<f32>(v.uv, 0.0, 1.0);
}
`;

// The time limit for the pathological-input test, and its input's size.
const LIMIT = 1000;
// About 1 MB: seconds of translation (the time grows faster than the
// size), while the page's own cost for the paste stays small.
const HUGE_LINES = 40_000;

test.afterEach(async ({ page }) => {
  await expectClean(page);
});

test("paste WGSL → MSL, reflection tables and host code", async ({ page }) => {
  await open(page);
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  await expect(page.locator("#status")).toContainText("WGSL");
  await expect(page.locator("#language option[value='']")).toHaveText("Auto (WGSL)", { timeout: 15_000 });
  await expect(page.locator("#status")).toContainText(/translated in [\d.]+ ms · MSL \d+/);
  await expect(page.getByRole("tab", { name: "MSL · doubler" })).toBeVisible();

  await page.getByRole("tab", { name: "Reflection" }).click();
  const row = page.locator("table.resources tbody tr").first();
  await expect(row).toContainText("values");
  await expect(row).toContainText("set 0, binding 0");
  await expect(row).toContainText(/\[\[buffer\(\d+\)\]\]/);
  await expect(page.locator(".reflection")).toContainText("workgroup size 32 × 1 × 1");
  await page.locator("#reflection-raw").click();
  const raw = JSON.parse((await page.locator("#reflection-json").textContent()) ?? "null");
  expect(raw.resources[0].name).toBe("values");
  expect(raw.entryPoints[0].workgroupSize).toEqual([32, 1, 1]);
  await page.locator("#reflection-tables").click();

  const slot = (await row.locator("code.metal").textContent())?.match(/buffer\((\d+)\)/)?.[1];
  await page.getByRole("tab", { name: "Host code" }).click();
  await expect(page.locator("#host-code")).toContainText(`computeEncoder.setBuffer(values, offset: 0, index: ${slot})`);
  await page.getByRole("button", { name: "metal-cpp" }).click();
  await expect(page.locator("#host-code")).toContainText(`computeEncoder->setBuffer(values, 0, ${slot});`);
});

test("paste HLSL → MSL, with registers mapped to Metal slots", async ({ page }) => {
  await open(page);
  const hlsl = `cbuffer Params : register(b0) { uint count; uint3 pad; };
StructuredBuffer<uint> input : register(t0);
RWStructuredBuffer<uint> output : register(u0);

[numthreads(64, 1, 1)]
void squares(uint3 id : SV_DispatchThreadID)
{
    if (id.x < count)
        output[id.x] = input[id.x] * input[id.x];
}
`;
  await paste(page, hlsl);
  await expect(page.locator("#status")).toContainText("HLSL", { timeout: 15_000 });
  await expect(page.locator("#msl")).toContainText("kernel void squares", { timeout: 15_000 });
  await page.getByRole("tab", { name: "Reflection" }).click();
  const rows = page.locator("table.resources tbody tr:not(.layout-row)");
  await expect(rows.filter({ hasText: "Params" })).toContainText("register(b0");
  await expect(rows.filter({ hasText: "output" })).toContainText("register(u0");
  await expect(rows.filter({ hasText: "output" })).toContainText(/\[\[buffer\(\d+\)\]\]/);
  await expect(page.locator(".reflection")).toContainText("workgroup size 64 × 1 × 1");
});

test("a pasted GLSL shader is detected as GLSL", async ({ page }) => {
  await open(page);
  await paste(
    page,
    `#version 450
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { float values[]; };
void main() {
    values[gl_GlobalInvocationID.x] *= 3.0;
}
`,
  );
  await expect(page.locator("#status")).toContainText("GLSL", { timeout: 15_000 });
  await expect(page.locator("#language option[value='']")).toHaveText("Auto (GLSL)");
  await expect(page.locator("#msl")).toContainText("kernel void", { timeout: 15_000 });
  await expect(page.locator("#source .cm-content .p").first()).toHaveText("#version 450");
});

test("GLSL examples translate with the stage their extension names", async ({ page }) => {
  await open(page);
  await page.locator("#examples").selectOption("glsl/saxpy.comp");
  await expect(page.locator("#stage")).toHaveValue("compute");
  await expect(page.locator("#status")).toContainText("GLSL", { timeout: 15_000 });
  await expect(page.locator("#msl")).toContainText("kernel void", { timeout: 15_000 });
  await page.getByRole("tab", { name: "Reflection" }).click();
  await expect(page.locator("table.resources")).toContainText("pushConstants");

  await page.locator("#examples").selectOption("glsl/textured_quad.vert");
  await expect(page.locator("#stage")).toHaveValue("vertex");
  await page.getByRole("tab", { name: /^MSL/ }).first().click();
  await expect(page.locator("#msl")).toContainText("vertex ", { timeout: 15_000 });
});

test("an error is marked in the editor, listed, and a click jumps to it", async ({ page }) => {
  await open(page);
  const source = `@compute @workgroup_size(1)
fn main() {
    var x: f32 = 1.0;
    x = x + 2.0;
    x = undefined_thing * 2.0;
}
`;
  await paste(page, source);
  const squiggle = page.locator("#source .sq.error").first();
  await expect(squiggle).toBeVisible({ timeout: 15_000 });
  await expect(squiggle).toContainText("undefined_thing");
  await expect(page.locator("#source .cm-lineNumbers .ln-error")).toHaveText("5");
  await expect(page.getByRole("tab", { name: /Diagnostics \(1 error, 0 warnings\)/ })).toBeVisible();

  // Hovering the squiggle shows the message.
  const box = await squiggle.boundingBox();
  if (!box) throw new Error("no squiggle box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator("#hover-tip")).toContainText("undefined_thing");

  // Move the cursor away, then jump back through the diagnostics list.
  await select(page, 0);
  await page.getByRole("tab", { name: /Diagnostics/ }).click();
  await page.locator(".diag.error .diag-jump").first().click();
  const where = await cursor(page);
  expect(where.focused).toBe(true);
  expect(where.pos).toBe(source.indexOf("undefined_thing"));
});

test("a share link restores the whole state in a fresh browser", async ({ page, browser }) => {
  await open(page);
  await paste(page, TWO_STAGES);
  await expect(page.locator("#msl")).toContainText("vertex", { timeout: 15_000 });
  await page.locator("#msl-version").selectOption("3.1");
  await page.locator("#defines").fill("FOO=2 BAR");
  await page.locator("#defines").press("Enter");
  await page.locator("#share").click();
  const url = await page.locator("#share-url").inputValue();
  expect(url).toContain("#s=");

  const fresh: BrowserContext = await browser.newContext();
  const other = await fresh.newPage();
  await watch(other);
  await other.goto(url);
  await expectText(other, TWO_STAGES);
  await expect(other.locator("#msl-version")).toHaveValue("3.1");
  await expect(other.locator("#defines")).toHaveValue("FOO=2 BAR");
  await expect(other.locator("#msl")).toContainText("vertex", { timeout: 30_000 });
  await expectClean(other);
  await fresh.close();
});

test("a share link is dropped from the address bar once loaded, so a reload keeps later edits", async ({
  page,
  browser,
}) => {
  await open(page);
  await paste(page, TWO_STAGES);
  await expect(page.locator("#msl")).toContainText("vertex", { timeout: 15_000 });
  await page.locator("#share").click();
  const url = await page.locator("#share-url").inputValue();

  const fresh: BrowserContext = await browser.newContext();
  const other = await fresh.newPage();
  await watch(other);
  await other.goto(url);
  await expectText(other, TWO_STAGES);
  await expect.poll(() => other.evaluate(() => location.hash), { timeout: 10_000 }).toBe("");
  await paste(other, COMPUTE);
  await expect(other.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  await other.reload();
  await expectText(other, COMPUTE);
  await expect(other.locator("#notice")).toHaveCount(0);
  await expectClean(other);
  await fresh.close();
});

test("a share link that cannot be read says so and keeps the last session", async ({ page }) => {
  // Two translations and two full page loads: on a loaded 2-core machine
  // this outgrew the default 30 s once.
  test.slow();
  await open(page);
  await paste(page, TWO_STAGES);
  await expect(page.locator("#msl")).toContainText("vertex", { timeout: 15_000 });
  await page.locator("#share").click();
  const url = await page.locator("#share-url").inputValue();
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });

  // A link cut short when copied, and one that is not base64 at all.
  for (const broken of [url.slice(0, url.length - 12), BASE + "#s=@@not-a-link@@"]) {
    await page.goto(broken);
    await page.reload();
    await expect(page.locator("#notice")).toContainText("could not be read", { timeout: 30_000 });
    await expectText(page, COMPUTE);
    await page.locator("#notice .notice-close").click();
    await expect(page.locator("#notice")).toHaveCount(0);
  }
});

test("Examples keeps your text: Ctrl+Z in the editor and Undo bring it back", async ({ page }) => {
  await open(page);
  await paste(page, COMPUTE);
  await page.locator("#language").selectOption("wgsl");
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  const example = readFileSync(join(EXAMPLES, "wgsl", "compute_simple.wgsl"), "utf8");

  await page.locator("#examples").selectOption("wgsl/compute_simple.wgsl");
  await expectText(page, example);
  await expect(page.locator("#notice")).toContainText("Opened wgsl/compute_simple.wgsl");
  await page.locator("#source .cm-content").focus();
  await page.keyboard.press("ControlOrMeta+z");
  await expectText(page, COMPUTE);

  // Undo in the notice brings back the options too, not only the text.
  await page.locator("#language").selectOption("wgsl");
  await page.locator("#examples").selectOption("errors/undeclared.wgsl");
  await expect.poll(() => editorText(page)).not.toBe(COMPUTE);
  await expect(page.locator("#language")).toHaveValue("");
  await page.locator("#notice-undo").click();
  await expectText(page, COMPUTE);
  await expect(page.locator("#language")).toHaveValue("wgsl");
  await expect(page.locator("#notice")).toHaveCount(0);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });

  // Going from one unedited example to another asks nothing.
  await page.locator("#examples").selectOption("wgsl/compute_simple.wgsl");
  await page.locator("#notice .notice-close").click();
  await page.locator("#examples").selectOption("errors/undeclared.wgsl");
  await expectText(page, readFileSync(join(EXAMPLES, "errors", "undeclared.wgsl"), "utf8"));
  await expect(page.locator("#notice")).toHaveCount(0);
});

test("the last good MSL stays, dimmed, while the source has errors", async ({ page }) => {
  await open(page);
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  await expect(page.locator(".code-sized")).not.toHaveClass(/stale/);

  await paste(page, COMPUTE.replace("* 2.0;", "* 2.0"));
  await expect(page.getByRole("tab", { name: /Diagnostics \([1-9]\d* errors?/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#msl")).toContainText("kernel void doubler");
  await expect(page.locator(".code-sized")).toHaveClass(/stale/);
  await expect(page.locator("#msl-note")).toContainText("Out of date");
  const opacity = await page.locator(".code-sized").evaluate((e) => Number(getComputedStyle(e).opacity));
  expect(opacity).toBeLessThan(1);
  await expect(page.locator("#copy")).toBeDisabled();

  await paste(page, COMPUTE.replace("* 2.0;", "* 3.0;"));
  await expect(page.locator("#msl")).toContainText("3.0", { timeout: 15_000 });
  await expect(page.locator(".code-sized")).not.toHaveClass(/stale/);
  await expect(page.locator("#msl-note")).toHaveCount(0);

  // An example that does not translate shows no MSL of the text it replaced.
  await page.locator("#examples").selectOption("errors/undeclared.wgsl");
  await expect(page.locator("#msl-note")).toContainText("No MSL", { timeout: 15_000 });
  await expect(page.locator("#msl")).not.toContainText("doubler");
});

test("a first visit shows HLSL with its MSL; Help names the version and the other ways in", async ({ page }) => {
  await open(page);
  await expectText(page, /cbuffer Globals : register\(b0\)/);
  await expect(page.locator("#language option[value='']")).toHaveText("Auto (HLSL)");
  await expect(page.getByRole("tab", { name: "MSL · VSMain" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "MSL · PSMain" })).toBeVisible();
  await expect(page.locator("#help-panel")).toHaveCount(0);
  await page.locator("#help").click();
  const cargo = readFileSync(join(here, "..", "..", "Cargo.toml"), "utf8");
  const version = /^version = "([^"]+)"/m.exec(cargo)?.[1];
  await expect(page.locator("#help-panel")).toContainText(`ferrometal ${version}`);
  const links = await page.locator("#help-panel a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(links.some((l) => l.endsWith("/README.md"))).toBe(true);
  expect(links.some((l) => l.endsWith("/wasm-api/README.md"))).toBe(true);
  await page.locator("#help").click();
  await expect(page.locator("#help-panel")).toHaveCount(0);
});

test("host code: one library per entry point at the chosen MSL version, and a copy button", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: ORIGIN });
  await open(page);
  await paste(page, TWO_STAGES);
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2, { timeout: 15_000 });
  await page.locator("#msl-version").selectOption("3.1");
  await page.getByRole("tab", { name: "Host code" }).click();
  const host = page.locator("#host-code");
  await expect(host).toContainText("compileOptions.languageVersion = .version3_1");
  await expect(host).toContainText("let vsLibrary = try device.makeLibrary(source: vsSource, options: compileOptions)");
  await expect(host).toContainText("let fsLibrary = try device.makeLibrary(source: fsSource, options: compileOptions)");
  await expect(host).toContainText('let fsFunction = try fsLibrary.makeFunction(name: "fs", constantValues: constants)');
  await page.locator("#copy-host").click();
  await expect(page.locator("#copy-host")).toHaveText("Copied ✓");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("makeLibrary(source: vsSource");
  await page.getByRole("button", { name: "metal-cpp" }).click();
  await expect(host).toContainText("compileOptions->setLanguageVersion(MTL::LanguageVersion3_1);");
  await page.locator("#copy").click();
  await expect(page.locator("#copy")).toHaveText("Copied ✓");
});

test("the Examples menu loads an example and translates it", async ({ page }) => {
  await open(page);
  const values = await page.locator("#examples option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(values).toContain("wgsl/compute_simple.wgsl");
  expect(values).toContain("errors/undeclared.wgsl");
  // Grouped, HLSL first, each entry with the example's leading comment.
  const groups = await page.locator("#examples optgroup").evaluateAll((gs) => gs.map((g) => g.getAttribute("label")));
  expect(groups[0]).toMatch(/^HLSL/);
  expect(groups).toContain("Diagnostics · hlsl");
  expect(groups.at(-1)).toBe("Execution tests");
  const firstLine = readFileSync(join(EXAMPLES, "hlsl", "graphics", "forward_lit.hlsl"), "utf8").split("\n")[0];
  await expect(page.locator("#examples option[value='hlsl/graphics/forward_lit.hlsl']")).toHaveText(
    "forward_lit.hlsl — " + firstLine.replace(/^\/\/\s*/, "").slice(0, 64) + "…",
  );

  await page.locator("#examples").selectOption("wgsl/compute_simple.wgsl");
  const onDisk = readFileSync(join(EXAMPLES, "wgsl", "compute_simple.wgsl"), "utf8");
  await expectText(page, onDisk);
  await expect(page.locator("#msl")).toContainText("kernel void", { timeout: 15_000 });
  await expect(page.locator("#examples")).toHaveValue("");

  await page.locator("#examples").selectOption("errors/undeclared.wgsl");
  await expect(page.getByRole("tab", { name: /Diagnostics \([1-9]\d* errors?/ })).toBeVisible({ timeout: 15_000 });
});

test("changing an option translates again", async ({ page }) => {
  await open(page);
  await paste(page, TWO_STAGES);
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2, { timeout: 15_000 });

  // Only the fragment entry point.
  await page.locator("#entry").selectOption("fs");
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator("#msl")).toContainText("fragment");
  await expect(page.locator("#msl")).not.toContainText("vertex VsOut");

  // Stage filter: no vertex entry named fs → an error.
  await page.locator("#stage").selectOption("vertex");
  await expect(page.getByRole("tab", { name: /Diagnostics \(1 error,/ })).toBeVisible({ timeout: 15_000 });

  // Back to every entry point and stage.
  await page.locator("#stage").selectOption("");
  await page.locator("#entry").selectOption("");
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2, { timeout: 15_000 });

  // Read as HLSL, the WGSL source no longer translates.
  await page.locator("#language").selectOption("hlsl");
  await expect(page.locator("#status")).toContainText("HLSL", { timeout: 15_000 });
  await expect(page.getByRole("tab", { name: /Diagnostics \([1-9]\d* errors?/ })).toBeVisible();
});

test("a pathological input is cancelled while the page stays responsive", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, `?limit=${LIMIT}`);
  // Far past the limit in the translator.
  const body = "    x = x * 1.0001 + 0.5;\n".repeat(HUGE_LINES);
  const huge = `@compute @workgroup_size(1)\nfn main() {\n    var x: f32 = 1.0;\n${body}}\n`;
  await pasteEvent(page, huge);
  await expect(page.locator("#status")).toHaveAttribute("data-state", /busy|cancelled/, { timeout: 10_000 });

  // The page thread answers while the worker is busy.
  const lag = await page.evaluate(
    () => new Promise<number>((r) => { const t = performance.now(); setTimeout(() => r(performance.now() - t), 0); }),
  );
  expect(lag).toBeLessThan(200);
  await page.getByRole("tab", { name: "Reflection" }).click();
  await expect(page.getByRole("tab", { name: "Reflection" })).toHaveAttribute("aria-selected", "true");

  await expect(page.locator("#status")).toHaveAttribute("data-state", "cancelled", { timeout: 10_000 });
  await expect(page.locator("#status")).toContainText(`ran past the ${LIMIT} ms limit`);
  await page.getByRole("tab", { name: /Diagnostics/ }).click();
  await expect(page.locator(".diag.cancelled")).toContainText("cancelled");

  // A fresh worker translates the next input.
  await paste(page, COMPUTE);
  await page.getByRole("tab", { name: /^MSL/ }).first().click();
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  await expect(page.locator("#status")).toHaveAttribute("data-state", "done");
});

/** Paste `text` into the editor as one input event; the time until the
 *  next frame after it (layout and paint included), measured in the page. */
async function pasteTimed(page: Page, text: string): Promise<number> {
  return page.locator("#source .cm-content").evaluate(async (content: HTMLElement, s: string) => {
    const editor = ((content.getRootNode() as ShadowRoot).host as any).editor;
    editor.select(0, editor.text().length);
    const data = new DataTransfer();
    data.setData("text/plain", s);
    const t0 = performance.now();
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    // A huge paste is inserted a few tasks later: wait for the text, then
    // for the frame that shows it.
    while (editor.view.state.doc.length !== s.length) await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return performance.now() - t0;
  }, text);
}

/** The same for a bare `<textarea>` of the editor's size: what the browser
 *  alone needs to take that text (the bound below is relative to it). */
async function bareTextareaMs(page: Page, text: string): Promise<number> {
  return page.evaluate(async (s: string) => {
    const box = document.createElement("div");
    box.className = "editor-host";
    const t = document.createElement("textarea");
    t.className = "code";
    t.wrap = "off";
    box.append(t);
    document.body.append(box);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const t0 = performance.now();
    t.value = s;
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const ms = performance.now() - t0;
    box.remove();
    return ms;
  }, text);
}

/** Record, in the page, how late each key and click is handled (event time → handler). */
async function watchInputDelay(page: Page) {
  await page.evaluate(() => {
    const w = window as any;
    w.__delays = [];
    const note = (e: Event) => w.__delays.push(performance.now() - e.timeStamp);
    document.addEventListener("keydown", note, true);
    document.addEventListener("click", note, true);
  });
}

async function inputDelays(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as any).__delays as number[]);
}

// A huge paste may cost the page at most twice what a bare textarea costs
// for the same text, plus this (rendering the whole text took seconds); a
// key or click meanwhile is handled within INPUT_MS. Generous: CI is a busy
// 2-core machine.
const PASTE_EXTRA_MS = 500;
const INPUT_MS = 300;

for (const shape of ["20,000 lines", "a 2 MB single line"]) {
  test(`a huge paste (${shape}) keeps the page responsive`, async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, `?limit=${LIMIT}`);
    await watchInputDelay(page);
    // 20,000 short lines (260 KB: small enough that the whole text used to be
    // highlighted), or one line of 2 MB.
    const huge =
      shape === "20,000 lines"
        ? "@compute @workgroup_size(1)\nfn main() {\n    var x: f32 = 1.0;\n" +
          Array.from({ length: 20_000 }, (_, i) => (i % 1000 === 0 ? `// mark ${i}` : `x = x + ${i % 7}.0;`)).join("\n") +
          "\n}\n"
        : "@compute @workgroup_size(1) fn main() { var x: f32 = 1.0; " + "x = x + 1.0; ".repeat(160_000) + "}\n";
    const bare = await bareTextareaMs(page, huge);
    const shown = await pasteTimed(page, huge);
    expect(shown, `paste → next frame (ms; a bare textarea: ${bare.toFixed(0)} ms)`).toBeLessThan(
      2 * bare + PASTE_EXTRA_MS,
    );

    // The page answers keys and clicks while the worker translates.
    await expect(page.locator("#status")).toHaveAttribute("data-state", /busy|cancelled|done/, { timeout: 10_000 });
    await page.getByRole("tab", { name: "Reflection" }).click();
    await expect(page.getByRole("tab", { name: "Reflection" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Reflection" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Host code" })).toHaveAttribute("aria-selected", "true");
    const delays = await inputDelays(page);
    expect(delays.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...delays), `input delays ${delays.map((d) => d.toFixed(0))}`).toBeLessThan(INPUT_MS);

    // Only the lines near the viewport are drawn and highlighted.
    const content = page.locator("#source .cm-content");
    const scroller = page.locator("#source .cm-scroller");
    if (shape === "20,000 lines") {
      // (The paste left the cursor, and the view, at the end.)
      await scroller.evaluate((s) => { s.scrollTop = 0; });
      expect(await content.locator(".cm-line").count()).toBeLessThan(400);
      await expect(content.locator(".c").first()).toHaveText("// mark 0");
      await expect(content.locator(".t", { hasText: "f32" })).toHaveCount(1);
      // Scrolled to the middle, the drawn lines follow: line 10,004 is `// mark 10000`.
      await scroller.evaluate((s) => { s.scrollTop = 10_003 * 20; });
      await expect(content.locator(".c", { hasText: "// mark 10000" })).toHaveCount(1);
      await expect(page.locator("#source .cm-lineNumbers")).toContainText("10004");
      expect(await page.locator("#source .cm-lineNumbers .cm-gutterElement").count()).toBeLessThan(400);
      // The line is drawn where it is: line 10,004's top is the viewport's top.
      const top = await scroller.evaluate((s) => {
        const mark = [...s.querySelectorAll(".c")].find((e) => e.textContent === "// mark 10000");
        return mark ? mark.getBoundingClientRect().top - s.getBoundingClientRect().top : NaN;
      });
      expect(Math.abs(top - 8)).toBeLessThan(4);
    } else {
      // The 2 MB line is drawn only around the viewport's columns, wherever it is scrolled to.
      expect(((await content.textContent()) ?? "").length).toBeLessThan(20_000);
      await expect(content).toContainText("x = x + 1.0;");
      await scroller.evaluate((s) => { s.scrollLeft = s.scrollWidth / 2; });
      await expect.poll(() => scroller.evaluate((s) => s.scrollLeft)).toBeGreaterThan(100_000);
      await expect(content).toContainText("x = x + 1.0;");
      expect(((await content.textContent()) ?? "").length).toBeLessThan(20_000);
    }

    // The translation ends with a status message: cancelled past the limit, or done.
    await expect(page.locator("#status")).toHaveAttribute("data-state", /cancelled|done/, { timeout: 30_000 });
    await expect(page.locator("#status")).toContainText(/ran past the \d+ ms limit|translated in/);
    await expectText(page, huge);
  });
}

// A 5 MB paste is split into tasks (the editor cuts it into lines a
// megabyte per task, inserts it in another, and the page takes the text in
// a third), so no task holds the page for long: in one task it held the
// page for 400–600 ms. The goal, measured by scripts/ui-bench, is 100 ms;
// the bound here is generous, as CI is a busy 2-core machine.
const FIVE_MB_TASK_MS = 250;

test("a 5 MB paste makes no long page task, and the next shader translates", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, `?limit=${LIMIT}`);
  let huge = "";
  for (let i = 0; huge.length < 5 << 20; i++) huge += `// line ${i}: filler text for a five megabyte paste\n`;
  // The clipboard is filled first, in a task of its own, as the user's copy is.
  await page.evaluate((s: string) => {
    const data = new DataTransfer();
    data.setData("text/plain", s);
    (window as any).__clipboard = data;
  }, huge);
  await page.evaluate(() => {
    const w = window as any;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: "longtask" });
  });
  await page.locator("#source .cm-content").evaluate(async (content: HTMLElement) => {
    const editor = ((content.getRootNode() as ShadowRoot).host as any).editor;
    editor.select(0, editor.view.state.doc.length);
    const data = (window as any).__clipboard;
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => page.locator("#source").evaluate((h: any) => h.editor.view.state.doc.length)).toBe(huge.length);
  await expect(page.locator("#status")).toHaveAttribute("data-state", /busy|cancelled|done/, { timeout: 10_000 });
  // Two frames after the text is in: the page has taken it as well.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));
  const tasks: number[] = await page.evaluate(() => (window as any).__longTasks);
  console.log(`5 MB paste: page tasks over 50 ms: ${tasks.map((t) => t.toFixed(0)).join(", ") || "none"}`);
  expect(Math.max(0, ...tasks), "longest page task after a 5 MB paste (ms)").toBeLessThan(FIVE_MB_TASK_MS);
  await expectText(page, huge);

  // After it, an ordinary shader translates.
  await expect(page.locator("#status")).toHaveAttribute("data-state", /cancelled|done/, { timeout: LIMIT + 30_000 });
  await pasteEvent(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 30_000 });
});

const OPTIONS_HLSL = `RWStructuredBuffer<float> o : register(u0);
cbuffer C : register(b0) { float4x4 m; };
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
#ifdef FOO
    o[0] = 42.0;
#else
    o[0] = mul(m, float4(1, 2, 3, 4)).x;
#endif
    half h = 1.5;
    o[1] = h;
}
`;

test("defines, 16-bit types, matrix packing and MSL version reach the output; Copy and Download", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: ORIGIN });
  await open(page);
  await paste(page, OPTIONS_HLSL);
  const msl = page.locator("#msl");
  await expect(msl).toContainText("kernel void", { timeout: 15_000 });
  await expect(msl).not.toContainText("42.0");
  await expect(msl).not.toContainText("half");
  await expect(msl).toContainText("transpose(");

  await page.locator("#defines").fill("FOO");
  await page.locator("#defines").press("Enter");
  await expect(msl).toContainText("42.0", { timeout: 15_000 });
  await page.locator("#defines").fill("");
  await page.locator("#defines").press("Enter");
  await expect(msl).not.toContainText("42.0", { timeout: 15_000 });

  await page.locator("#half").check();
  await expect(msl).toContainText("half", { timeout: 15_000 });
  await page.locator("#packing").selectOption("row");
  await expect(msl).not.toContainText("transpose(", { timeout: 15_000 });

  await page.locator("#msl-version").selectOption("3.1");
  const reflectionFile = async () => {
    const [d] = await Promise.all([page.waitForEvent("download"), page.locator("#download-json").click()]);
    return { name: d.suggestedFilename(), json: JSON.parse(readFileSync((await d.path()) ?? "", "utf8")) };
  };
  await expect.poll(async () => (await reflectionFile()).json.mslVersion, { timeout: 15_000 }).toBe("3.1");
  const reflection = await reflectionFile();
  expect(reflection.name).toBe("reflection.json");
  expect(reflection.json.resources.map((r: { name: string }) => r.name)).toContain("o");

  const [metal] = await Promise.all([page.waitForEvent("download"), page.locator("#download-msl").click()]);
  expect(metal.suggestedFilename()).toMatch(/\.metal$/);
  const metalText = readFileSync((await metal.path()) ?? "", "utf8");
  expect(metalText).toContain("kernel void");
  expect(metalText).toContain("half");

  await page.locator("#copy").click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(metalText);
});

test("highlighting: HLSL, GLSL and WGSL in the editor, MSL in the output", async ({ page }) => {
  await open(page);
  const hl = page.locator("#source .cm-content");
  await paste(page, OPTIONS_HLSL);
  await expect(hl.locator(".k", { hasText: "cbuffer" })).toHaveCount(1, { timeout: 15_000 });
  await expect(hl.locator(".t", { hasText: "float4x4" })).toHaveCount(1);
  await expect(hl.locator(".p").first()).toHaveText("#ifdef FOO");
  await expect(page.locator("#msl .k", { hasText: "kernel" }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#msl .a").first()).toContainText("[[");

  await page.locator("#examples").selectOption("glsl/saxpy.comp");
  await expect(hl.locator(".p").first()).toContainText("#version");
  await expect(hl.locator(".k", { hasText: "layout" }).first()).toBeVisible();

  await paste(page, COMPUTE);
  await expect(hl.locator(".a", { hasText: "@compute" })).toHaveCount(1, { timeout: 15_000 });
  await expect(hl.locator(".t", { hasText: "vec3" })).toHaveCount(1);
  await expect(hl.locator(".k", { hasText: "fn" })).toHaveCount(1);
});

test("typing translates at once: no debounce", async ({ page }) => {
  await open(page);
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("2.0f", { timeout: 15_000 });
  await expect(page.locator("#status")).toHaveAttribute("data-state", "done");
  const at = COMPUTE.indexOf("2.0") + 3;
  await select(page, at);
  // Armed in the page before the keystroke: keydown → the MSL changes.
  await page.evaluate(() => {
    (window as any).__latency = new Promise<number>((resolve) => {
      let t0 = 0;
      document.getElementById("source")!.addEventListener("keydown", () => { t0 = performance.now(); }, { once: true });
      const obs = new MutationObserver(() => {
        if (t0 && document.getElementById("msl")!.textContent!.includes("2.07f")) {
          obs.disconnect();
          resolve(performance.now() - t0);
        }
      });
      obs.observe(document.getElementById("msl")!, { childList: true, subtree: true, characterData: true });
    });
  });
  await page.keyboard.type("7");
  const ms = await page.evaluate(() => (window as any).__latency as Promise<number>);
  // A debounce of its own would take at least its delay (it was 120 ms);
  // translating this shader takes a few milliseconds.
  expect(ms, "keystroke → MSL (ms)").toBeLessThan(100);
});

test("a keystroke during a translation replaces the queued one", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as any;
    w.__posts = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, ...args: any[]) {
      // Translation requests (`[request, source]`), not a worker's module.
      if (Array.isArray(args[0])) w.__posts++;
      return (post as any).apply(this, args);
    };
  });
  await open(page, "?limit=60000");
  // The worker that reads WGSL (the translator module) is started by the
  // first WGSL shader: start it first, so the paste below is translated at once.
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  await expect(page.locator("#status")).toHaveAttribute("data-state", "done");
  // naga's WGSL front-end takes seconds on this many statements (its
  // typifier is quadratic): five keystrokes typed at once all arrive while
  // it translates, even when a loaded machine types them slowly (8,000
  // statements were not always enough there).
  const slow = `@compute @workgroup_size(1)\nfn main() {\n    var x: f32 = 1.0;\n${"    x = x * 1.0001 + 0.5;\n".repeat(16000)}}\n`;
  const before = await page.evaluate(() => (window as any).__posts as number);
  // Set as one input event (typing it through the keyboard's insertText
  // would itself take longer than the translation).
  await pasteEvent(page, slow);
  const at = slow.indexOf("1.0;") + 3;
  await select(page, at);
  await page.keyboard.type("12345");
  // Still translating the paste: the keystrokes are queued, not sent.
  await expect(page.locator("#status")).toHaveAttribute("data-state", "busy", { timeout: 100 });
  expect((await page.evaluate(() => (window as any).__posts as number)) - before, "sent while busy").toBe(1);
  await expect(page.locator("#msl")).toContainText("1.012345", { timeout: 60_000 });
  await expect(page.locator("#status")).toHaveAttribute("data-state", "done");
  const sent = (await page.evaluate(() => (window as any).__posts as number)) - before;
  // The paste, sent at once, and the last keystroke's text; the four queued
  // before it were replaced.
  expect(sent, "translations for a paste and 5 quick keystrokes").toBe(2);
});

test("one wasm module serves the page and the translation worker; WGSL adds the translator module once", async ({ page, context }) => {
  const wasm: string[] = [];
  // The page's and its worker's requests; the service worker's precache
  // (after the first translation) fetches the files again, by design.
  context.on("request", (r) => {
    if (!r.serviceWorker() && new URL(r.url()).pathname.endsWith(".wasm")) wasm.push(new URL(r.url()).pathname);
  });
  await open(page);
  await paste(page, TWO_HLSL);
  await expect(page.locator("#msl")).toContainText("fogColor", { timeout: 15_000 });
  const own = await page.locator("script[data-wasm]").getAttribute("data-wasm");
  expect(wasm).toEqual([new URL(own!, BASE).pathname]);
  // A WGSL shader: the worker is replaced by one running the translator
  // module, fetched once, which then translates every language.
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  const translator = await page.locator("script[data-translator-wasm]").getAttribute("data-translator-wasm");
  expect(wasm).toEqual([new URL(own!, BASE).pathname, new URL(translator!, BASE).pathname]);
  await paste(page, TWO_HLSL);
  await expect(page.locator("#msl")).toContainText("fogColor", { timeout: 15_000 });
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  expect(wasm).toHaveLength(2);
});

test("keyboard only: toolbar, editor, tabs and diagnostics", async ({ page }) => {
  await open(page);
  await paste(page, "@compute @workgroup_size(1)\nfn main() {\n    let y = nope;\n}\n");
  await expect(page.getByRole("tab", { name: /Diagnostics \(1 error/ })).toBeVisible({ timeout: 15_000 });
  await select(page, 0);
  await page.locator("#source .cm-content").blur();
  // From the top of the page, Tab walks the toolbar into the editor.
  await page.locator("body").focus();
  const seen: string[] = [];
  for (let i = 0; i < 30 && !seen.includes("source"); i++) {
    await page.keyboard.press("Tab");
    seen.push(await page.evaluate(() => document.activeElement?.id ?? ""));
  }
  for (const id of ["examples", "language", "entry", "stage", "msl-version", "half", "packing", "defines", "share", "theme", "source"]) {
    expect(seen, `Tab reaches #${id}`).toContain(id);
  }
  // Esc then Tab leaves the editor for the output tabs; arrows move between them.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");
  await page.keyboard.press("ArrowLeft");
  const diagTab = page.getByRole("tab", { name: /Diagnostics/ });
  await expect(diagTab).toHaveAttribute("aria-selected", "true");
  await expect(diagTab).toBeFocused();
  // Into the panel, onto the diagnostic, Enter jumps to it.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator(".diag-jump").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#source .cm-content")).toBeFocused();
  const { pos } = await cursor(page);
  expect(pos).toBe("@compute @workgroup_size(1)\nfn main() {\n    let y = ".length);
});

test("reflection: vertex attributes with stride, entry point I/O", async ({ page }) => {
  await open(page);
  await paste(page, TWO_STAGES);
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole("tab", { name: "Reflection" }).click();
  const attrs = page.locator("table.vertex-attributes tbody tr");
  await expect(attrs).toHaveCount(2);
  await expect(attrs.nth(0)).toContainText("p");
  await expect(attrs.nth(1)).toContainText("uv");
  await expect(page.locator(".reflection")).toContainText(/Vertex buffer: Metal \[\[buffer\(\d+\)\]\], stride \d+ bytes/);
  await expect(page.locator(".reflection h3", { hasText: "fragment fs" })).toBeVisible();
});

test("reflection: expandable buffer layout and function constants", async ({ page }) => {
  await open(page);
  await paste(
    page,
    `struct Params { scale: f32, offset: vec3<f32>, count: u32 };
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@id(3) override gain: f32 = 2.0;
@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    out[id.x] = params.scale * gain + params.offset.x + f32(params.count);
}
`,
  );
  await expect(page.locator("#msl")).toContainText("kernel void", { timeout: 15_000 });
  await page.getByRole("tab", { name: "Reflection" }).click();
  // The layout is folded until opened; its rows are member, offset, size.
  const layout = page.locator("details.layout").filter({ hasText: "Layout of params" });
  await expect(layout.locator("summary")).toContainText("32 bytes");
  const offset = layout.locator("tbody tr").filter({ hasText: "offset" });
  await expect(offset).toBeHidden();
  await layout.locator("summary").click();
  await expect(offset).toBeVisible();
  await expect(offset.locator("td").nth(1)).toHaveText("16");
  await expect(layout.locator("tbody tr").filter({ hasText: "count" }).locator("td").nth(1)).toHaveText("28");
  const constant = page.locator("table.spec-constants tbody tr");
  await expect(constant).toHaveCount(1);
  await expect(constant).toContainText("gain");
  await expect(constant.locator("td").first()).toHaveText("3");
  await expect(constant).toContainText(".float (3)");
});

test("hovering an MSL line highlights its source line, and back", async ({ page }) => {
  await open(page);
  await paste(page, COMPUTE);
  const msl = page.locator("#msl");
  await expect(msl).toContainText("2.0f", { timeout: 15_000 });
  // The MSL line of `* 2.0` (1-based), and where it is on screen.
  const target = await msl.evaluate((pre) => {
    const i = (pre.textContent ?? "").split("\n").findIndex((l) => l.includes("2.0f"));
    const r = pre.getBoundingClientRect();
    return { line: i + 1, x: r.left + 40, y: r.top + i * 20 + 10 };
  });
  expect(target.line).toBeGreaterThan(0);
  await page.mouse.move(target.x, target.y);
  const sourceLine = COMPUTE.split("\n").findIndex((l) => l.includes("* 2.0")) + 1;
  const link = page.locator("#source .cm-line.line-link");
  await expect(link).toHaveAttribute("data-lines", `${sourceLine}-${sourceLine}`);
  await expect(page.locator(".code-sized .line-link")).toHaveAttribute("data-line", String(target.line));
  // The link is drawn on that source line: the marked line is the one holding its text.
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(COMPUTE.split("\n")[sourceLine - 1]);

  // From the source side: hovering that source line marks its MSL line(s).
  await page.mouse.move(0, 0);
  await expect(page.locator(".line-link")).toHaveCount(0);
  const lines = page.locator("#source .cm-line");
  const box = await lines.nth(sourceLine - 1).boundingBox();
  await page.mouse.move((box?.x ?? 0) + 60, (box?.y ?? 0) + 10);
  await expect(page.locator(`.code-sized .line-link[data-line="${target.line}"]`)).toHaveCount(1);
  // An unrelated source line (the blank line 2) marks nothing in the MSL.
  const blank = await lines.nth(1).boundingBox();
  await page.mouse.move((blank?.x ?? 0) + 60, (blank?.y ?? 0) + 10);
  await expect(page.locator(".code-sized .line-link")).toHaveCount(0);
});

test("clicking an MSL line scrolls the editor to its source", async ({ page }) => {
  await open(page);
  // The helper is written 300 lines below the entry point; its MSL comes first.
  const source =
    "@group(0) @binding(0) var<storage, read_write> v: array<f32>;\n" +
    "@compute @workgroup_size(1)\nfn main() {\n    v[0] = far_helper(v[0]);\n}\n" +
    "\n".repeat(300) +
    "fn far_helper(x: f32) -> f32 {\n    return x * 3.25;\n}\n";
  await paste(page, source);
  const msl = page.locator("#msl");
  await expect(msl).toContainText("3.25", { timeout: 15_000 });
  await page.locator("#source .cm-scroller").evaluate((s) => { s.scrollTop = 0; });
  const line = await msl.evaluate((pre) => (pre.textContent ?? "").split("\n").findIndex((l) => l.includes("3.25")));
  const box = await page.locator(".code-sized").boundingBox();
  await page.mouse.click((box?.x ?? 0) + 60, (box?.y ?? 0) + 8 + line * 20 + 10);
  const helperLine = source.split("\n").findIndex((l) => l.includes("3.25")) + 1;
  await expect(page.locator("#source .line-link")).toHaveAttribute("data-lines", `${helperLine}-${helperLine}`);
  // The source line is now on screen.
  await expect.poll(async () => {
    const [mark, view] = await Promise.all([
      page.locator("#source .line-link").boundingBox(),
      page.locator("#source .cm-scroller").boundingBox(),
    ]);
    return !!mark && !!view && mark.y >= view.y && mark.y + mark.height <= view.y + view.height;
  }).toBe(true);
});

test("zero CSP violations under the served policy", async ({ page }) => {
  await watch(page);
  const resp = await page.goto(BASE);
  const csp = resp?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toMatch(/'unsafe-eval'/);
  await expect(page.locator("#status")).toHaveAttribute("data-state", "done", { timeout: 30_000 });
  // Exercise every view once: tooltips, tables, tabs, theme.
  await paste(page, TWO_STAGES);
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2, { timeout: 15_000 });
  for (const name of ["Reflection", "Host code", "Diagnostics"]) await page.getByRole("tab", { name }).click();
  await page.locator("#theme").click();
  await page.locator("#share").click();
  await expectClean(page);
});

test("works offline once loaded, reload included", async ({ page, context }) => {
  await open(page);
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  // The service worker is active, controls the page and has precached its
  // files: the page itself (what the offline reload asks for), its one wasm
  // module and the translation worker's script.
  await page.waitForFunction(
    async () =>
      navigator.serviceWorker.controller?.state === "activated" &&
      !!(await (await caches.open("ferrometal-playground")).match("./")) &&
      !!(await (await caches.open("ferrometal-playground")).match((document.querySelector("script[data-wasm]") as HTMLElement).dataset.wasm!)) &&
      !!(await (await caches.open("ferrometal-playground")).match("worker.js")),
    undefined,
    { timeout: 30_000 },
  );
  await context.setOffline(true);
  // Offline really is offline, through the service worker too.
  expect(await page.evaluate(() => fetch("./no-such-file").then((r) => r.status, () => "failed"))).toBe("failed");
  // (That failed fetch is logged as a console error: the only one allowed.
  // Chromium words it ERR_FAILED when the service worker's fetch fails and
  // ERR_INTERNET_DISCONNECTED when it reports the offline state itself.)
  const offlineError = /net::ERR_(FAILED|INTERNET_DISCONNECTED)\b/;
  await expect.poll(() => problems.get(page)?.errors.filter((e) => offlineError.test(e)).length ?? 0).toBeGreaterThanOrEqual(1);
  const p = problems.get(page);
  if (p) p.errors = p.errors.filter((e) => !offlineError.test(e));
  await paste(page, TWO_STAGES);
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2, { timeout: 15_000 });
  await page.reload();
  await expectText(page, TWO_STAGES);
  await expect(page.locator("#status")).toHaveAttribute("data-state", "done", { timeout: 30_000 });
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2);
  // A worker replaced offline loads from the cache too.
  await page.goto(BASE + "?limit=300");
  await pasteEvent(page, `@compute @workgroup_size(1)\nfn main() {\n    var x: f32 = 1.0;\n${"    x = x * 1.0001 + 0.5;\n".repeat(HUGE_LINES)}}\n`);
  await expect(page.locator("#status")).toHaveAttribute("data-state", "cancelled", { timeout: 30_000 });
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("kernel void doubler", { timeout: 15_000 });
  await context.setOffline(false);
});

test("the editor: Tab indents, Shift+Tab dedents, Ctrl+Z undoes, Esc then Tab leaves", async ({ page }) => {
  await open(page);
  await paste(page, "fn a() {\n}\n");
  await select(page, 8);
  await page.keyboard.press("Enter");
  await page.keyboard.type("let x = 1;");
  await expectText(page, "fn a() {\n    let x = 1;\n}\n");
  await page.keyboard.press("Home");
  await page.keyboard.press("Tab");
  await expectText(page, "fn a() {\n        let x = 1;\n}\n");
  await page.keyboard.press("Shift+Tab");
  await expectText(page, "fn a() {\n    let x = 1;\n}\n");
  await page.keyboard.press("ControlOrMeta+z");
  await expectText(page, "fn a() {\n        let x = 1;\n}\n");
  await page.keyboard.press("Escape");
  await expect(page.locator("#editor-help")).toContainText("Tab now moves focus out");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.id)).not.toBe("source");
});

test("state survives a reload; the theme toggles and persists", async ({ page }) => {
  await open(page);
  await paste(page, COMPUTE);
  await expect(page.locator("#msl")).toContainText("doubler", { timeout: 15_000 });
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.locator("#theme").click();
  const after = await page.evaluate(() => document.documentElement.dataset.theme);
  expect(after).not.toBe(before);
  await page.reload();
  await expectText(page, COMPUTE);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(after);
});

for (const [w, h] of [[1440, 900], [390, 844]]) {
  test(`reflection tables fit at ${w}×${h}: the Metal slot is the second column and on screen`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await open(page);
    await page.getByRole("tab", { name: "Reflection" }).click();
    const headers = await page.locator("table.resources thead th").allTextContents();
    expect(headers.slice(0, 2)).toEqual(["Name", "Metal"]);
    const cell = page.locator("table.resources tbody tr").first().locator("td").nth(1);
    await cell.scrollIntoViewIfNeeded();
    const box = await cell.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(w);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

for (const [w, h] of [[1280, 720], [390, 844]]) {
  test(`usable at ${w}×${h}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await open(page);
    await expect(page.locator("#source")).toBeVisible();
    await expect(page.locator("#msl")).toBeVisible();
    await expect(page.locator("#share")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

const INCLUDING = `#include "common.hlsli"
RWStructuredBuffer<float> values : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    values[id.x] = scale(values[id.x]);
}
`;

/** Add an include tab through the UI, keep or type its name, and give it `text`. */
async function addInclude(page: Page, text: string, name?: string) {
  await page.locator("#add-include").click();
  const input = page.locator("#include-name");
  await expect(input).toBeFocused();
  if (name) await input.fill(name);
  await input.press("Enter");
  await expect(input).toHaveCount(0);
  await paste(page, text);
}

test("include files are editor tabs: #include finds them, errors name the file and open its tab", async ({ page }) => {
  await open(page);
  await paste(page, INCLUDING);
  await expect(page.getByRole("tab", { name: /Diagnostics \(1 error/ })).toBeVisible({ timeout: 15_000 });

  await addInclude(page, "float scale(float x) { return x * 3.0; }\n");
  const includeTab = page.locator("#file-tab-1");
  await expect(includeTab).toHaveText("common.hlsli");
  await expect(includeTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("textbox", { name: "Include file common.hlsli" })).toBeVisible();
  await expect(page.locator("#msl")).toContainText("scale(", { timeout: 15_000 });
  await expect(page.locator("#msl")).toContainText("* 3.0", { timeout: 15_000 });

  // Each tab keeps its own text.
  await page.locator("#file-tab-0").click();
  await expectText(page, INCLUDING);
  await includeTab.click();
  await expectText(page, "float scale(float x) { return x * 3.0; }\n");

  // An error inside the include file: listed with its file name; the click
  // opens that tab at the line, also from the main tab.
  await paste(page, "// helpers\nfloat scale(float x) { return x * nope; }\n");
  await page.locator("#file-tab-0").click();
  await page.getByRole("tab", { name: /Diagnostics \(1 error/ }).click();
  const item = page.locator(".diag.error").first();
  await expect(item).toHaveAttribute("data-file", "common.hlsli");
  await expect(item.locator(".where")).toHaveText(/^common\.hlsli, line 2, column \d+$/);
  await expect(item.locator(".rendered")).toContainText("common.hlsli:2");
  // The main tab's editor has no squiggle for it.
  await expect(page.locator("#source .sq.error")).toHaveCount(0);
  await item.locator(".diag-jump").click();
  await expect(includeTab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#source .cm-content")).toBeFocused();
  const { pos } = await cursor(page);
  expect((await editorText(page)).slice(0, pos).split("\n").length).toBe(2);
  await expect(page.locator("#source .sq.error")).toContainText("nope");
  await expect(page.locator("#source .cm-lineNumbers .ln-error")).toHaveText("2");

  // Rename: a name an #include cannot spell is refused, saying why.
  await page.locator("#rename-include").click();
  await page.locator("#include-name").fill('bad"name.h');
  await page.locator("#include-name").press("Enter");
  await expect(page.locator("#file-problem")).toContainText("cannot hold");
  await page.locator("#include-name").fill("lib/common.hlsli");
  await page.locator("#include-name").press("Enter");
  await expect(includeTab).toHaveText("lib/common.hlsli");
  await expect(page.locator("#file-problem")).toBeHidden();
  await page.getByRole("tab", { name: /Diagnostics/ }).click();
  await expect(page.locator(".diag.error").first()).toContainText("common.hlsli", { timeout: 15_000 });
  await expect(page.locator(".diag.error").first()).not.toHaveAttribute("data-file", /.+/);

  // Remove asks nothing but offers Undo.
  await page.locator("#remove-include").click();
  await expect(page.locator("#file-tab-1")).toHaveCount(0);
  await expect(page.locator("#file-tab-0")).toHaveAttribute("aria-selected", "true");
  await expectText(page, INCLUDING);
  await page.locator("#notice-undo").click();
  await expect(page.locator("#file-tab-1")).toHaveText("lib/common.hlsli");
});

test("include tabs are kept in the share link (compressed) and in local storage", async ({ page, browser }) => {
  await open(page);
  await paste(page, INCLUDING);
  const helpers = Array.from({ length: 60 }, (_, i) => `float helper${i}(float x) { return x * ${i}.0; }`).join("\n");
  await addInclude(page, `${helpers}\nfloat scale(float x) { return helper2(x); }\n`);
  await expect(page.locator("#msl")).toContainText("helper2", { timeout: 15_000 });
  await page.locator("#share").click();
  const url = await page.locator("#share-url").inputValue();
  // Deflated: the link is a fraction of the text it carries.
  expect(url.length).toBeLessThan((INCLUDING.length + helpers.length) / 3);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await watch(other);
  await other.goto(url);
  await expect(other.locator("#file-tab-1")).toHaveText("common.hlsli");
  await expect(other.locator("#msl")).toContainText("helper2", { timeout: 30_000 });
  await other.locator("#file-tab-1").click();
  await expectText(other, /helper59/);
  await expectClean(other);
  await fresh.close();

  // A reload restores the tabs from local storage.
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.locator("#file-tab-1")).toHaveText("common.hlsli");
  await expect(page.locator("#msl")).toContainText("helper2", { timeout: 30_000 });
});

test("examples that include a header open it as a tab, in HLSL and in GLSL", async ({ page }) => {
  await open(page);
  await page.locator("#examples").selectOption("hlsl/graphics/lit_include.hlsl");
  await expect(page.locator("#file-tab-1")).toHaveText("lighting.hlsli");
  // The fragment entry point calls the header's function.
  await page.getByRole("tab", { name: "MSL · PSMain" }).click({ timeout: 15_000 });
  await expect(page.locator("#msl")).toContainText("lambert(", { timeout: 15_000 });
  await expect(page.getByRole("tab", { name: "Diagnostics", exact: true })).toBeVisible();
  await page.locator("#file-tab-1").click();
  await expectText(page, readFileSync(join(EXAMPLES, "include/lighting.hlsli"), "utf8"));

  await page.locator("#examples").selectOption("glsl/vk450_include.frag");
  await expect(page.locator("#file-tab-0")).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#file-tab-1")).toHaveText("tonemap.glsl");
  await expect(page.locator("#file-tab-2")).toHaveCount(0);
  await expect(page.locator("#msl")).toContainText("reinhard(", { timeout: 15_000 });
});

test("Diff tab: the MSL under other options, and against a pinned output, marked by sign and words", async ({ page }) => {
  await open(page);
  await paste(page, INCLUDING.replace('#include "common.hlsli"', "float scale(float x) { return x * 2.0; }"));
  await expect(page.locator("#msl")).toContainText("kernel void main0", { timeout: 15_000 });
  await page.getByRole("tab", { name: "Diff" }).click();
  // Other options: the same source with argument buffers.
  await page.locator("#diff-binding-model").selectOption("argument-buffers");
  await expect(page.locator("#diff-summary")).toHaveText(/^\d+ lines? removed, \d+ lines? added\.$/, { timeout: 15_000 });
  await expect(page.locator(".diff-legend")).toContainText("current (MSL 2.4 · direct)");
  await expect(page.locator(".diff-legend")).toContainText("MSL 3.0 · argument-buffers");
  const del = page.locator(".dl.del").first();
  await expect(del.locator(".sign")).toHaveText("-");
  await expect(del.locator("del .sr-only")).toHaveText("removed: ");
  await expect(page.locator(".dl.ins").first().locator("ins .sr-only")).toHaveText("added: ");
  await expect(page.locator(".hunk-head").first()).toHaveText(/^@@ -\d+,\d+ \+\d+,\d+ @@$/);

  // Pin, then edit: exactly the edited line differs.
  await page.locator("#diff-pin").click();
  await expect(page.locator("#diff-pinned")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("#diff-summary")).toHaveText("The MSL is the same on both sides.");
  await paste(page, INCLUDING.replace('#include "common.hlsli"', "float scale(float x) { return x * 4.0; }"));
  await expect(page.locator("#diff-summary")).toHaveText("1 line removed, 1 line added.", { timeout: 15_000 });
  await expect(page.locator(".dl.del")).toHaveCount(1);
  await expect(page.locator(".dl.del")).toContainText("2.0");
  await expect(page.locator(".dl.ins")).toContainText("4.0");
  await expect(page.locator(".dl.ins .sign")).toHaveText("+");
  await expect(page.locator(".diff-legend")).toContainText("pinned (MSL 2.4 · direct)");
});

// ---- the options box, the reading view, one .metal --------------------------

const TWO_HLSL = `cbuffer Fog : register(b0) { float fogStart; float4 fogColor; };
struct PSIn { float fog : FOG; float4 tint : COLOR; float4 pos : SV_Position; };
float4 shade(float4 c) { return lerp(c, fogColor, 0.5); }
[shader("vertex")] PSIn VSMain(float3 p : POSITION) {
    PSIn o; o.pos = float4(p, 1.0); o.fog = p.z - fogStart; o.tint = shade(float4(p, 1.0)); return o;
}
[shader("pixel")] float4 PSMain(PSIn i) : SV_Target { return shade(i.tint) * i.fog; }
`;

/** The text of the MSL view as the .metal download gives it (the view renders only the lines in sight). */
async function downloadedMsl(page: Page): Promise<string> {
  const [d] = await Promise.all([page.waitForEvent("download"), page.locator("#download-msl").click()]);
  return readFileSync((await d.path()) ?? "", "utf8");
}

test("the options box reads DXC's and glslang's flags and stays in step with the controls", async ({ page }) => {
  await open(page);
  await paste(page, TWO_HLSL);
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2, { timeout: 15_000 });
  const box = page.locator("#options-box");

  // The box sets the controls it names…
  await box.fill("-E PSMain -T ps_6_2 -Zpr -enable-16bit-types --msl-version 3.0 -D X=1");
  await expect(page.locator("#entry")).toHaveValue("PSMain", { timeout: 15_000 });
  await expect(page.locator("#stage")).toHaveValue("fragment");
  await expect(page.locator("#packing")).toHaveValue("row");
  await expect(page.locator("#half")).toBeChecked();
  await expect(page.locator("#msl-version")).toHaveValue("3.0");
  await expect(page.locator("#defines")).toHaveValue("X=1");
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator("#msl")).toContainText("fragment");

  // …and a control rewrites the box, keeping what only the box says (the shader model).
  await page.locator("#msl-version").selectOption("3.1");
  await expect(box).toHaveValue("--lang hlsl -E PSMain -T ps_6_2 --msl-version 3.1 -D X -enable-16bit-types -Zpr");
  await page.locator("#packing").selectOption("column");
  await expect(box).not.toHaveValue(/-Zpr/);

  // glslang's stage spelling.
  await box.fill("-S vert");
  await expect(page.locator("#stage")).toHaveValue("vertex", { timeout: 15_000 });
  await expect(page.locator("#entry")).toHaveValue("");
  await expect(page.locator("#msl")).toContainText("struct VSMainOutput {", { timeout: 15_000 });

  // An unknown flag is a coded problem beside the box, never silently dropped;
  // the controls keep the last options that read.
  await box.fill("-S vert --readble -T xs_6_0");
  const problems = page.locator("#options-problems .options-problem");
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toHaveAttribute("data-code", "OSH6005");
  await expect(problems.nth(0)).toContainText("unknown option `--readble`");
  await expect(problems.nth(0)).toContainText("did you mean `--readable`?");
  await expect(problems.nth(1)).toHaveAttribute("data-code", "OSH6001");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#stage")).toHaveValue("vertex");
  await box.fill("-S vert");
  await expect(problems).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-invalid", "false");
});

test("the options box is kept in the share link and in local state", async ({ page, browser }) => {
  await open(page);
  await paste(page, TWO_HLSL);
  const box = page.locator("#options-box");
  await box.fill("-T vs_6_1 -HV 2018 --readable");
  await expect(page.locator("#readable")).toBeChecked({ timeout: 15_000 });
  await page.locator("#share").click();
  const url = await page.locator("#share-url").inputValue();

  const fresh: BrowserContext = await browser.newContext();
  const other = await fresh.newPage();
  await watch(other);
  await other.goto(url);
  await expect(other.locator("#options-box")).toHaveValue("-T vs_6_1 -HV 2018 --readable");
  await expect(other.locator("#stage")).toHaveValue("vertex");
  await expect(other.locator("#readable")).toBeChecked();
  await expectClean(other);
  await fresh.close();

  // Local state: a reload after the save keeps the box's text as typed.
  await box.fill("-T vs_6_1 --bogus");
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.locator("#options-box")).toHaveValue("-T vs_6_1 --bogus", { timeout: 30_000 });
  await expect(page.locator("#options-problems .options-problem")).toHaveCount(1);
});

test("Readable drops the layout asserts and private padding; One .metal holds every entry point", async ({ page }) => {
  await open(page);
  await paste(page, TWO_HLSL);
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole("tab", { name: "MSL · PSMain" }).click();
  const before = await downloadedMsl(page);
  expect(before).toContain("#ifdef FERROMETAL_CHECK_LAYOUT");
  expect(before.match(/uchar _pad1\[12\];/g)?.length).toBe(2);

  await page.locator("#readable").check();
  await expect(page.locator("#options-box")).toHaveValue("--readable");
  await expect(page.locator("#msl")).not.toContainText("FERROMETAL_CHECK_LAYOUT", { timeout: 15_000 });
  const readable = await downloadedMsl(page);
  expect(readable).not.toContain("static_assert");
  // The constant buffer keeps its padding (the host writes it); the stage-I/O struct loses its own.
  expect(readable.match(/uchar _pad1\[12\];/g)?.length).toBe(1);

  await page.locator("#single-file").check();
  await expect(page.locator("#options-box")).toHaveValue("--readable --single-file");
  await expect(page.getByRole("tab", { name: /^MSL · / })).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole("tab", { name: "MSL · all entry points" })).toBeVisible();
  const unit = await downloadedMsl(page);
  expect(unit.match(/#include <metal_stdlib>/g)?.length).toBe(1);
  expect(unit.match(/float4 shade\(/g)?.length).toBe(1);
  expect(unit).toContain("vertex VSMain_out VSMain(");
  expect(unit).toContain("fragment PSMain_out PSMain(");

  // The host code makes one library and asks it for each function.
  await page.getByRole("tab", { name: "Host code" }).click();
  const host = page.locator("#host-code");
  await expect(host).toContainText("let library = try device.makeLibrary(source: shaderSource, options: compileOptions)");
  await expect(host).toContainText('let VSMainFunction = try library.makeFunction(name: "VSMain", constantValues: constants)');
  await expect(host).toContainText('let PSMainFunction = try library.makeFunction(name: "PSMain", constantValues: constants)');
  await expect(host).not.toContainText("VSMainLibrary");
});

const BINDLESS_GLSL = `#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(set = 0, binding = 0) uniform texture2D textures[];
layout(set = 1, binding = 0) uniform sampler samplers[];
layout(push_constant) uniform P { uint tex; uint smp; } pc;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main() { color = texture(sampler2D(textures[nonuniformEXT(pc.tex)], samplers[pc.smp]), uv); }
`;

test("a metal4-bindless shader's reflection shows the three buffer slots and the arrays each heap serves", async ({ page }) => {
  await open(page);
  await paste(page, BINDLESS_GLSL);
  await page.locator("#options-box").fill("--binding-model metal4-bindless");
  await expect(page.locator("#msl")).toContainText("constant ulong& textures [[buffer(1)]]", { timeout: 15_000 });
  await page.getByRole("tab", { name: "Reflection" }).click();
  const rows = page.locator("table.bindless-slots tbody tr");
  await expect(rows).toHaveCount(3, { timeout: 15_000 });
  await expect(rows.nth(0)).toContainText("the 8 bytes of `P`");
  await expect(rows.nth(1)).toContainText("texture heap");
  await expect(rows.nth(1)).toContainText("element i of textures is heap index i");
  await expect(rows.nth(2)).toContainText("element i of samplers is heap index i");
  // The host code fills the three slots through a Metal 4 argument table.
  await page.getByRole("tab", { name: "Host code" }).click();
  const host = page.locator("#host-code");
  await expect(host).toContainText("_ = texturePool.setTextureView(texture: texturesTexture, index: texturesIndex)");
  await expect(host).toContainText("argumentTable.setAddress(texturePoolBase.gpuAddress, index: 1)");
  await expect(host).toContainText("argumentTable.setAddress(samplerHeap.gpuAddress, index: 2)");
  await expect(host).toContainText("main0Root.storeBytes(of: p.smp, toByteOffset: 4, as: UInt32.self)");
  await expect(host).toContainText("renderEncoder.setArgumentTable(argumentTable, stages: .fragment)");
  await expect(host).not.toContainText("setFragmentBytes");
  await page.getByRole("button", { name: "metal-cpp" }).click();
  await expect(host).toContainText("argumentTable->setAddress(rootRing->gpuAddress() + rootOffset, 0);");
});
