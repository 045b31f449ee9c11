// Installs the packed tarball into a new temporary project, offline, the way a
// user would, and loads the package from there through its `exports` map.
//
// Environment (set by scripts/test-npm):
//   FERROMETAL_TARBALL   the `npm pack` output under test (required)
//   FERROMETAL_TEST_WASM the test-hooks build of the .wasm (resilience test)
//   FERROMETAL_DEBUG_WASM a debug build of the .wasm (hostile-input test)
//   FERROMETAL_DEBUG_GLUE its wasm-bindgen glue (the same test)
//   FERROMETAL_CLI       the native CLI binary (parity test)

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const repoRoot = resolve(import.meta.dirname, "../..");

export function requireEnv(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; run the npm tests through scripts/test-npm`);
  return value;
}

/** A temporary project with the tarball installed; removed at process exit. */
export function installTarball() {
  const tarball = resolve(requireEnv("FERROMETAL_TARBALL"));
  const dir = mkdtempSync(join(tmpdir(), "ferrometal-npm-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--no-package-lock", tarball], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A module inside the project, so `ferrometal` resolves as a dependency would.
  writeFileSync(join(dir, "load.mjs"), 'export * from "ferrometal";\nexport { default } from "ferrometal";\n');
  return dir;
}

export async function loadPackage(dir) {
  return import(pathToFileURL(join(dir, "load.mjs")).href);
}

/** Run a module script inside the project in a fresh Node process; returns stdout. */
export function runInProject(dir, name, code) {
  writeFileSync(join(dir, name), code);
  return execFileSync(process.execPath, [join(dir, name)], { cwd: dir, encoding: "utf8" });
}

/**
 * Whether the front-end of `language` is on this build: the pipeline answers
 * a language it cannot read yet with this exact message (core translate.rs).
 */
export function frontEndAvailable(fm, language) {
  const r = fm.translate("", { language });
  return !r.diagnostics.some((d) => d.code === "OSH6004");
}
