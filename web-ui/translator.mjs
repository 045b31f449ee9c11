// Trunk's post-build hook (Trunk.toml): builds the `translator` module (the
// translator alone, with the WGSL front-end the page's module leaves out;
// src/bin/translator.rs) into the staging directory, as
// translator-HASH.js and translator-HASH_bg.wasm, and names both on the
// page's boot script (`data-translator-glue`, `data-translator-wasm`), where
// boot.js and the service worker find them. The worker client starts it
// when a WGSL shader is first translated, so it is not part of a cold load.
// A release build goes through `wasm-opt -Oz`, as Trunk does for the page.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const out = process.env.TRUNK_STAGING_DIR;
if (!out) {
  console.error("translator.mjs: TRUNK_STAGING_DIR is not set (run by Trunk's post_build hook)");
  process.exit(1);
}
const release = process.env.TRUNK_PROFILE === "release";
const root = fileURLToPath(new URL("..", import.meta.url));
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] });

const target = JSON.parse(run("cargo", ["metadata", "--format-version", "1", "--no-deps", "--locked"])).target_directory;
const build = ["build", "--locked", "--target", "wasm32-unknown-unknown", "-p", "ferrometal-web-ui", "--bin", "translator"];
run("cargo", release ? [...build, "--release"] : build);
const wasm = join(target, "wasm32-unknown-unknown", release ? "release" : "debug", "translator.wasm");

const tmp = mkdtempSync(join(tmpdir(), "translator-"));
try {
  run("wasm-bindgen", ["--target", "web", "--no-typescript", "--out-dir", tmp, wasm]);
  const bg = join(tmp, "translator_bg.wasm");
  if (release) run("wasm-opt", ["-Oz", bg, "-o", bg]);
  const body = readFileSync(bg);
  const glue = readFileSync(join(tmp, "translator.js"));
  const hash = createHash("sha256").update(body).update(glue).digest("hex").slice(0, 16);
  const names = { glue: `translator-${hash}.js`, wasm: `translator-${hash}_bg.wasm` };
  writeFileSync(join(out, names.glue), glue);
  writeFileSync(join(out, names.wasm), body);

  const index = join(out, "index.html");
  const html = readFileSync(index, "utf8");
  const boot = /<script [^>]*data-glue=/;
  if (!boot.test(html)) throw new Error("translator.mjs: no boot script (data-glue) in the staged index.html");
  writeFileSync(
    index,
    html.replace(boot, (tag) => tag.replace("<script ", `<script data-translator-glue="${names.glue}" data-translator-wasm="${names.wasm}" `)),
  );
  console.log(`translator.mjs: ${names.wasm} (${body.length} bytes)`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
