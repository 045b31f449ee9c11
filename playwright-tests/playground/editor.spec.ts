// The playground's source editor (CodeMirror in the shadow root of
// `#source`, web-ui/editor/editor.mjs) and the Diff tab's share link. Like
// playground.spec.ts, every test fails on a CSP violation, a page error or
// a request to another origin.
import { test, expect, type Page } from "@playwright/test";

const BASE = process.env.PLAYGROUND_URL ?? "http://127.0.0.1:8080/";
const ORIGIN = new URL(BASE).origin;

const problems = new WeakMap<Page, string[]>();

async function open(page: Page, url = BASE) {
  const p: string[] = [];
  problems.set(page, p);
  await page.addInitScript(() => {
    (window as any).__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as any).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("console", (m) => {
    if (m.type() === "error" || /Content.Security.Policy/i.test(m.text())) p.push(m.text());
  });
  page.on("pageerror", (e) => p.push(String(e)));
  page.on("request", (r) => {
    const u = r.url();
    if (!u.startsWith(ORIGIN) && !u.startsWith("data:") && !u.startsWith("blob:")) p.push(`foreign: ${u}`);
  });
  await page.goto(url);
  await expect(page.locator("#status")).toHaveAttribute("data-state", /done|cancelled/, { timeout: 30_000 });
}

async function expectClean(page: Page) {
  const inPage = await page.evaluate(() => (window as any).__csp ?? []).catch(() => []);
  expect([...(problems.get(page) ?? []), ...inPage]).toEqual([]);
}

const text = (page: Page) => page.locator("#source").evaluate((h: any) => h.editor.text() as string);
const cursor = (page: Page) => page.locator("#source").evaluate((h: any) => h.editor.selection() as { from: number; to: number });

async function paste(page: Page, s: string) {
  await page.locator("#source .cm-content").focus();
  await page.keyboard.press("ControlOrMeta+a");
  // The paste event Ctrl+V sends.
  await page.locator("#source .cm-content").evaluate((content: HTMLElement, t: string) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, s);
  await expect.poll(() => text(page)).toBe(s);
}

const SHADER = `RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
#ifdef FOO
    o[0] = 42.0;
#else
    o[0] = 7.0;
#endif
    o[1] = 1.0;
}
`;

test.afterEach(async ({ page }) => {
  await expectClean(page);
});

test("find and replace, go to line, comment toggle and bracket matching", async ({ page }) => {
  await open(page);
  await paste(page, SHADER);
  const panel = page.locator("#source .cm-search");

  // Ctrl+F opens the search panel; Enter selects the next match.
  await page.keyboard.press("ControlOrMeta+f");
  await expect(panel).toBeVisible();
  const find = panel.locator("input[name=search]");
  await expect(find).toBeFocused();
  // Typed (the panel reads its fields on key up).
  await find.pressSequentially("o[1]");
  await find.press("Enter");
  const at = SHADER.indexOf("o[1]");
  await expect.poll(() => cursor(page)).toEqual({ from: at, to: at + 4 });
  // Replace every match.
  await panel.locator("input[name=replace]").pressSequentially("o[2]");
  await panel.locator("button[name=replaceAll]").click();
  await expect.poll(() => text(page)).toBe(SHADER.replace("o[1]", "o[2]"));
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);

  // Ctrl+G: go to line 5, where the cursor then is.
  await page.locator("#source .cm-content").focus();
  await page.keyboard.press("ControlOrMeta+g");
  const line = page.locator("#source .cm-panel input[name=line]");
  await expect(line).toBeFocused();
  await line.pressSequentially("5");
  await line.press("Enter");
  const line5 = SHADER.split("\n").slice(0, 4).join("\n").length + 1;
  await expect.poll(() => cursor(page)).toEqual({ from: line5, to: line5 });

  // Ctrl+/ comments the line out and back in.
  await expect(page.locator("#source .cm-content")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+/");
  await expect.poll(() => text(page)).toContain("\n// {\n");
  await page.keyboard.press("ControlOrMeta+/");
  await expect.poll(() => text(page)).toBe(SHADER.replace("o[1]", "o[2]"));

  // The cursor beside `{` marks it and its `}`.
  await page.keyboard.press("End");
  await expect(page.locator("#source .cm-matchingBracket")).toHaveCount(2);
  await expect(page.locator("#source .cm-matchingBracket").last()).toHaveText("}");
});

test("the #if groups the preprocessor skipped are greyed, and follow the defines", async ({ page }) => {
  await open(page);
  await paste(page, SHADER);
  const inactive = page.locator("#source .cm-line.pp-inactive");
  await expect(inactive).toHaveCount(1, { timeout: 15_000 });
  await expect(inactive).toHaveText("    o[0] = 42.0;");
  await page.locator("#defines").fill("FOO");
  await page.locator("#defines").press("Enter");
  await expect(inactive).toHaveText("    o[0] = 7.0;", { timeout: 15_000 });
  // WGSL has no preprocessor: nothing is greyed.
  await paste(page, "@compute @workgroup_size(1)\nfn main() {}\n");
  await expect(page.locator("#msl")).toContainText("kernel void", { timeout: 15_000 });
  await expect(inactive).toHaveCount(0);
});

test("the Diff tab's comparison is kept in the share link", async ({ page, browser }) => {
  await open(page);
  await paste(page, SHADER);
  await expect(page.locator("#msl")).toContainText("kernel void", { timeout: 15_000 });
  await page.getByRole("tab", { name: "Diff" }).click();
  await page.locator("#diff-msl-version").selectOption("2.4");
  await page.locator("#diff-binding-model").selectOption("argument-buffers");
  await expect(page.locator("#diff-summary")).toContainText("added", { timeout: 15_000 });
  const summary = await page.locator("#diff-summary").textContent();
  await page.locator("#share").click();
  const url = await page.locator("#share-url").inputValue();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await open(other, url);
  await other.getByRole("tab", { name: "Diff" }).click();
  await expect(other.locator("#diff-msl-version")).toHaveValue("2.4");
  await expect(other.locator("#diff-binding-model")).toHaveValue("argument-buffers");
  await expect(other.locator("#diff-summary")).toHaveText(summary ?? "", { timeout: 15_000 });
  await expectClean(other);
  await fresh.close();

  // A pinned output travels too: the other side shows the same comparison.
  await page.locator("#diff-pin").click();
  await paste(page, SHADER.replace("7.0", "8.0"));
  await expect(page.locator("#diff-summary")).toHaveText("1 line removed, 1 line added.", { timeout: 15_000 });
  await page.locator("#share").click();
  const pinnedUrl = await page.locator("#share-url").inputValue();
  const again = await browser.newContext();
  const third = await again.newPage();
  await open(third, pinnedUrl);
  await third.getByRole("tab", { name: "Diff" }).click();
  await expect(third.locator("#diff-pinned")).toHaveAttribute("aria-pressed", "true");
  await expect(third.locator("#diff-summary")).toHaveText("1 line removed, 1 line added.", { timeout: 15_000 });
  await expectClean(third);
  await again.close();
});
