// Screenshots of the playground for the README (docs/screenshots/*.png).
import { mkdirSync } from "node:fs";
import { BASE, launch, setSource } from "./launch.mjs";

const dir = process.argv[2] ?? "docs/screenshots";
mkdirSync(dir, { recursive: true });

const SHADER = `struct Globals { mvp: mat4x4<f32>, tint: vec4<f32> };
@group(0) @binding(0) var<uniform> globals: Globals;
@group(0) @binding(1) var albedo: texture_2d<f32>;
@group(0) @binding(2) var samp: sampler;

struct VsOut { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> };

@vertex
fn vs(@location(0) p: vec3<f32>, @location(1) uv: vec2<f32>) -> VsOut {
    return VsOut(globals.mvp * vec4<f32>(p, 1.0), uv);
}

@fragment
fn fs(v: VsOut) -> @location(0) vec4<f32> {
    return textureSample(albedo, samp, v.uv) * globals.tint;
}
`;

const browser = await launch();
async function shot(name, { width, height, theme, tab, source = SHADER, expect = "vertex", hover, then }) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
  const page = await context.newPage();
  await page.goto(BASE);
  await page.locator("#status[data-first-ms]").waitFor({ timeout: 60_000 });
  await setSource(page, source, expect);
  if (tab) await page.getByRole("tab", { name: tab }).click();
  if (tab === "Reflection") await page.locator("details.layout").first().evaluate((d) => { d.open = true; }).catch(() => {});
  if (then) await then(page);
  await page.locator("#source .cm-content").evaluate((t) => t.blur());
  if (hover) {
    // Hover the first MSL line containing `hover`: its source line lights up.
    const line = await page.locator("#msl").evaluate(
      (pre, text) => (pre.textContent ?? "").split("\n").findIndex((l) => l.includes(text)),
      hover,
    );
    const panel = page.locator("#panel");
    await panel.evaluate((p, i) => { p.scrollTop = Math.max(0, i * 20 - p.clientHeight / 3); }, line);
    const box = await page.locator(".code-sized").boundingBox();
    const at = line < 0 || !box ? null : { x: box.x + 60, y: box.y + 8 + line * 20 + 10 };
    if (at) {
      await page.mouse.move(at.x, at.y);
      await page.locator("#source .line-link").waitFor({ timeout: 5_000 }).catch(() => {});
    }
  }
  await page.screenshot({ path: `${dir}/${name}.png` });
  await context.close();
}
await shot("playground-dark", { width: 1280, height: 720, theme: "dark", hover: "globals.mvp" });
await shot("playground-light", { width: 1280, height: 720, theme: "light" });
await shot("reflection", { width: 1280, height: 720, theme: "dark", tab: "Reflection" });
const broken = SHADER.replace("globals.tint", "globals.tnt");
await shot("diagnostics", { width: 1280, height: 720, theme: "light", tab: /Diagnostics/, source: broken, expect: null });
await shot("narrow", { width: 390, height: 844, theme: "dark" });
// The Diff tab: the same source with argument buffers, beside an include tab.
await shot("diff", {
  width: 1280,
  height: 720,
  theme: "light",
  tab: "Diff",
  then: async (page) => {
    await page.locator("#diff-binding-model").selectOption("argument-buffers");
    await page.locator("#diff-summary").waitFor({ timeout: 30_000 });
  },
});
await browser.close();
console.log(`screenshots written to ${dir}/`);
