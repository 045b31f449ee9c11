// Shared by the playground's measuring scripts: the machine's Chromium with
// the same flags as the tests (tools/chromium.mjs).
import { chromium } from "@playwright/test";
import { args, executablePath } from "./chromium.mjs";

export const BASE = process.env.PLAYGROUND_URL ?? "http://127.0.0.1:8080/";

export function launch() {
  return chromium.launch({ executablePath, args });
}

/** A WGSL compute shader of exactly `lines` lines (helpers called from main). */
export function wgslOfLines(lines) {
  const out = ["@group(0) @binding(0) var<storage, read_write> data: array<f32>;", ""];
  let n = 0;
  while (out.length < lines - 8) {
    out.push(`fn helper${n}(x: f32) -> f32 {`);
    out.push(`    var y = x * 1.5 + ${n}.25;`);
    out.push(`    y = y * y - 0.5;`);
    out.push(`    return y;`);
    out.push(`}`);
    n++;
  }
  out.push("@compute @workgroup_size(64)");
  out.push("fn main(@builtin(global_invocation_id) id: vec3<u32>) {");
  out.push("    var acc = data[id.x];");
  out.push(`    acc = helper0(acc) + helper${n - 1}(acc);`);
  out.push("    data[id.x] = acc * 0.5;");
  out.push("}");
  while (out.length < lines) out.push("");
  return out.join("\n");
}

/** An HLSL compute shader of exactly `lines` lines (helpers called from main). */
export function hlslOfLines(lines) {
  const out = ["RWStructuredBuffer<float> data : register(u0);", ""];
  let n = 0;
  while (out.length < lines - 8) {
    out.push(`float helper${n}(float x) {`);
    out.push(`    float y = x * 1.5 + ${n}.25;`);
    out.push(`    y = y * y - 0.5;`);
    out.push(`    return y;`);
    out.push(`}`);
    n++;
  }
  out.push("[numthreads(64, 1, 1)]");
  out.push("void main(uint3 id : SV_DispatchThreadID) {");
  out.push("    float acc = data[id.x];");
  out.push(`    acc = helper0(acc) + helper${n - 1}(acc);`);
  out.push("    data[id.x] = acc * 0.5;");
  out.push("}");
  while (out.length < lines) out.push("");
  return out.join("\n");
}

/** Replace the editor's whole text with one paste event (the editor is
 *  CodeMirror in `#source`'s shadow root; `editor` is its handle). */
export async function pasteEvent(page, text) {
  await fillClipboard(page, text);
  await dispatchPaste(page);
}

/** Put `text` on the page's stand-in clipboard, in a task of its own, as the
 *  user's copy is: handing the text to the page is not part of a paste. */
export async function fillClipboard(page, text) {
  await page.evaluate((s) => {
    const data = new DataTransfer();
    data.setData("text/plain", s);
    window.__clipboard = data;
  }, text);
}

/** Paste the stand-in clipboard over the editor's whole text. */
export async function dispatchPaste(page) {
  await page.locator("#source .cm-content").evaluate((content) => {
    const editor = content.getRootNode().host.editor;
    editor.select(0, editor.text().length);
    const data = window.__clipboard;
    delete window.__clipboard;
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
}

/** Focus the editor and select UTF-16 offsets `from..to`. */
export async function selectInEditor(page, from, to = from) {
  await page.locator("#source").evaluate((h, [a, b]) => {
    h.editor.focus();
    h.editor.select(a, b);
  }, [from, to]);
}

/** Put `text` in the editor as one paste and wait for its MSL. */
export async function setSource(page, text, mslContains) {
  await pasteEvent(page, text);
  if (mslContains) {
    await page.locator("#msl").filter({ hasText: mslContains }).waitFor({ timeout: 60_000 });
  } else {
    await page.waitForTimeout(500);
    await page.locator('#status[data-state="done"]').waitFor({ timeout: 60_000 });
  }
}
