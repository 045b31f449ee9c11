// The generated worst cases of core/tests/hostile/mod.rs (the same shapes at
// the same sizes) through the package on a debug build of the .wasm, whose
// frames are the largest, on wasm's 1 MiB stack: each ends in its coded
// diagnostic or in MSL, never in a trap (OSH4003: stack exhausted, out of
// bounds), and so does the deepest input each nesting budget accepts. Cases
// the GLSL front-end does not survive yet would be listed in
// GLSL_KNOWN_FAILURES, as in core/tests/budgets.rs (none today).

import assert from "node:assert/strict";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { CASES } from "./hostile-cases.mjs";
import { installTarball, requireEnv, runInProject } from "./setup.mjs";

/** Owned by the GLSL front-end's hostile-input work (see core/tests/budgets.rs). */
const GLSL_KNOWN_FAILURES = [];

let dir;
before(() => {
  dir = installTarball();
  copyFileSync(requireEnv("FERROMETAL_DEBUG_WASM"), join(dir, "debug.wasm"));
  // The package's index.js over the debug build's own wasm-bindgen glue (a
  // debug build may import helpers the release glue does not provide).
  copyFileSync(requireEnv("FERROMETAL_DEBUG_GLUE"), join(dir, "node_modules", "ferrometal", "ferrometal_wasm.js"));
  writeFileSync(join(dir, "cases.json"), JSON.stringify(CASES.filter(([name]) => !GLSL_KNOWN_FAILURES.includes(name))));
});

test("every worst case ends in its coded diagnostic or MSL on a debug wasm build", () => {
  // One fresh Node process: the debug build, loaded through the package's index.js.
  const out = runInProject(
    dir,
    "hostile.mjs",
    `import { initSync, translate } from "ferrometal";
     import { readFileSync } from "node:fs";
     initSync(readFileSync("debug.wasm"));
     const results = [];
     for (const [name, language, source, includes] of JSON.parse(readFileSync("cases.json", "utf8"))) {
       const start = performance.now();
       const r = translate(source, { language, includes });
       const codes = r.diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
       results.push({ name, ok: r.ok, codes, ms: Math.round(performance.now() - start), note: r.diagnostics[0]?.notes?.[0] });
     }
     console.log(JSON.stringify(results));`,
  );
  const results = JSON.parse(out);
  const expected = new Map(CASES.map(([name, , , , want]) => [name, want]));
  const failures = [];
  for (const r of results) {
    const want = expected.get(r.name);
    console.log(`${String(r.ms).padStart(7)} ms  ${r.name}: ${r.ok ? "MSL" : r.codes.join(",")}`);
    if (r.codes.includes("OSH4003")) failures.push(`${r.name}: trapped (${r.note})`);
    else if (want === "ok" ? !r.ok : !r.codes.includes(want)) failures.push(`${r.name}: expected ${want}, got ${r.ok ? "MSL" : r.codes}`);
  }
  assert.equal(results.length, CASES.length - GLSL_KNOWN_FAILURES.length);
  assert.deepEqual(failures, []);
});
