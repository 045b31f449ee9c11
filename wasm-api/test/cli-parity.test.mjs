// The npm package and the native CLI must agree byte for byte on every
// example shader and on a sample of the fuzz corpus: the MSL of each entry
// point and the reflection JSON (and the diagnostic codes, when a shader does
// not translate).

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, existsSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { before, test } from "node:test";
import { installTarball, loadPackage, repoRoot, requireEnv } from "./setup.mjs";

const examples = join(repoRoot, "examples-shaders");
const SHADER = /\.(hlsl|glsl|vert|frag|comp|wgsl|spv)$/;

/** Every file under examples-shaders/, as paths relative to it, sorted. */
function walk(dir = examples) {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(examples, path).split("\\").join("/")];
    })
    .sort();
}

const files = walk();
// Shaders, as the snapshot harness picks them: `include/` folders hold headers.
const shaders = files.filter((f) => SHADER.test(f) && !f.split("/").slice(0, -1).includes("include"));

/** The in-memory counterpart of the CLI's `-I include`: every file by its path, and include/ files also bare. */
function includeMap() {
  const map = {};
  for (const f of files.filter((f) => !f.endsWith(".options.json") && !f.endsWith(".spv"))) {
    map[f] = readFileSync(join(examples, f), "utf8");
  }
  for (const f of files.filter((f) => f.startsWith("include/") && !f.endsWith(".options.json"))) {
    map[f.slice("include/".length)] ??= map[f];
  }
  return map;
}

/** A shader's options file (core `Options` JSON) as CLI flags and as package options. */
function optionsFor(rel) {
  const path = join(examples, `${rel}.options.json`);
  const core = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
  const flags = [];
  const js = {};
  const stagePrefix = { vertex: "vs", fragment: "ps", compute: "cs" };
  for (const [key, value] of Object.entries(core)) {
    switch (key) {
      case "language": flags.push("--lang", value); js.language = value; break;
      case "entryPoints": for (const e of value) flags.push("-e", e); js.entryPoints = value; break;
      case "stage": if (!core.shaderModel) flags.push("--stage", value); js.stage = value; break;
      case "shaderModel":
        assert.ok(core.stage, `${rel}: shaderModel needs a stage to be given as -T`);
        flags.push("-T", `${stagePrefix[core.stage]}_${value[0]}_${value[1]}`);
        js.shaderModel = value.join(".");
        break;
      case "mslVersion": flags.push("--msl-version", value); js.mslVersion = value; break;
      case "defines": for (const [n, v] of value) flags.push(`-D${n}=${v}`); js.defines = Object.fromEntries(value); break;
      case "enable16bitTypes": if (value) flags.push("--enable-16bit-types"); js.enable16BitTypes = value; break;
      case "matrixPacking": flags.push(value === "row_major" ? "--Zpr" : "--Zpc"); js.matrixPacking = value; break;
      case "mediumpAsHalf": if (value) flags.push("--mediump-as-half"); js.mediumpAsHalf = value; break;
      case "allowRegisterOverlap":
        if (value) flags.push("--allow-register-overlap");
        js.allowRegisterOverlap = value;
        break;
      case "bindingModel": flags.push("--binding-model", value); js.bindingModel = value; break;
      case "argumentBufferTier": flags.push("--argument-buffer-tier", String(value)); js.argumentBufferTier = value; break;
      case "vertexAsKernel": if (value) flags.push("--vertex-as-kernel"); js.vertexAsKernel = value; break;
      case "hlslVersion": flags.push("-HV", value === 2029 ? "202x" : String(value)); js.hlslVersion = value === 2029 ? "202x" : String(value); break;
      case "readable": if (value) flags.push("--readable"); js.readable = value; break;
      case "singleFile": if (value) flags.push("--single-file"); js.singleFile = value; break;
      case "textureAtomicsNativeOnly":
        if (value) flags.push("--texture-atomics-native-only");
        js.textureAtomicsNativeOnly = value;
        break;
      case "specValues": break; // for --validate only; no effect on translation
      default: assert.fail(`${rel}.options.json: option \`${key}\` has no CLI/package mapping in this test yet`);
    }
  }
  return { flags, js };
}

let fm;
let includes;
/** Every object key seen in a result, to hold index.d.ts to what the package returns. */
const seenKeys = new Set();

function collectKeys(value) {
  if (Array.isArray(value)) value.forEach(collectKeys);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      seenKeys.add(k);
      collectKeys(v);
    }
  }
}
const cli = () => requireEnv("FERROMETAL_CLI");

before(async () => {
  fm = await loadPackage(installTarball());
  await fm.init();
  includes = includeMap();
});

test("there are example shaders to compare", () => {
  assert.ok(shaders.length > 0);
});

for (const rel of shaders) {
  test(`npm package = CLI: ${rel}`, () => {
    const { flags, js } = optionsFor(rel);
    const out = mkdtempSync(join(tmpdir(), "ferrometal-parity-"));
    const reflectPath = join(out, "reflection.json");
    const lineMapPath = join(out, "line-map.json");
    const args = [rel, "--out-dir", out, "--reflect", reflectPath, "--line-map", lineMapPath, "-I", "include", ...flags];
    const run = spawnSync(cli(), args, {
      cwd: examples,
      encoding: "utf8",
    });
    assert.ok(run.status === 0 || run.status === 1, `CLI exit ${run.status}: ${run.stderr}`);

    const bytes = readFileSync(join(examples, rel));
    const source = rel.endsWith(".spv") ? new Uint8Array(bytes) : bytes.toString("utf8");
    const r = fm.translate(source, { ...js, fileName: rel, ...(rel.endsWith(".spv") ? {} : { includes }) });
    collectKeys(r);

    // The package reads HLSL and GLSL only: WGSL and SPIR-V, which the CLI
    // reads, answer with one OSH6004 error.
    const language = js.language ?? (rel.endsWith(".wgsl") ? "wgsl" : rel.endsWith(".spv") ? "spv" : undefined);
    if (language === "wgsl" || language === "spv") {
      assert.equal(r.ok, false);
      assert.deepEqual(r.diagnostics.map((d) => d.code), ["OSH6004"], r.diagnosticsText);
      return;
    }

    assert.equal(r.ok, run.status === 0, `package ok=${r.ok}, CLI exit ${run.status}\n${run.stderr}\n${r.diagnosticsText}`);
    const cliCodes = [...run.stderr.matchAll(/^(?:error|warning)\[(OSH\d{4})\]/gm)].map((m) => m[1]);
    const npmCodes = r.diagnostics.filter((d) => d.severity !== "note").map((d) => d.code);
    assert.deepEqual(npmCodes, cliCodes);
    if (!r.ok) return;

    const written = readdirSync(out).filter((f) => f.endsWith(".metal")).sort();
    const lineMapJson = JSON.parse(readFileSync(lineMapPath, "utf8"));
    const positions = (map) => map.map((x) => x && { ...x, file: undefined });
    if (js.singleFile) {
      // `--single-file --out-dir`: one STEM.metal, the package's `singleFile`.
      const stem = rel.split("/").pop().replace(/\.[^.]*$/, "");
      assert.deepEqual(written, [`${stem}.metal`]);
      assert.ok(readFileSync(join(out, written[0])).equals(Buffer.from(r.singleFile.msl, "utf8")), "single file differs");
      assert.deepEqual(positions(lineMapJson.singleFile), positions(r.singleFile.lineMap), "line maps differ");
      return;
    }
    assert.equal(r.singleFile, null);
    assert.deepEqual(written, r.entryPoints.map((e) => `${e.name}.metal`).sort());
    for (const ep of r.entryPoints) {
      assert.ok(readFileSync(join(out, `${ep.name}.metal`)).equals(Buffer.from(ep.msl, "utf8")), `${ep.name}: MSL differs`);
    }
    assert.ok(readFileSync(reflectPath).equals(Buffer.from(`${r.reflectionJson}\n`, "utf8")), "reflection JSON differs");
    const lineMaps = lineMapJson.entryPoints;
    // File names of includes are spelled by each loader; positions must agree.
    assert.deepEqual(
      lineMaps.map((e) => positions(e.lineMap)),
      r.entryPoints.map((e) => positions(e.lineMap)),
      "line maps differ",
    );
  });
}

// A sample of the fuzz corpus (fuzz/corpus/): inputs the fuzzer kept because
// they reach new code, mostly broken shaders. The main file of each (its text
// up to the first NUL; see fuzz/src/lib.rs), when it is UTF-8, as a file the
// CLI reads and as the package's source: same MSL, reflection and codes.
const SAMPLE = 40;
const fuzzInputs = ["front_hlsl", "front_glsl"].flatMap((target) => {
  const dir = join(repoRoot, "fuzz/corpus", target);
  if (!existsSync(dir)) return [];
  const ext = target.endsWith("glsl") ? "frag" : "hlsl";
  const names = readdirSync(dir).sort();
  const step = Math.max(1, Math.floor(names.length / (SAMPLE / 2)));
  return names.filter((_, i) => i % step === 0).slice(0, SAMPLE / 2).flatMap((name) => {
    const bytes = readFileSync(join(dir, name));
    const end = bytes.indexOf(0);
    try {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(end < 0 ? bytes : bytes.subarray(0, end));
      return [{ label: `${target}/${name}`, ext, text }];
    } catch {
      return [];
    }
  });
});

test("there are fuzz inputs to compare", () => {
  assert.ok(fuzzInputs.length >= 10, `only ${fuzzInputs.length} fuzz inputs`);
});

for (const { label, ext, text } of fuzzInputs) {
  test(`npm package = CLI on a fuzz input: ${label}`, () => {
    const out = mkdtempSync(join(tmpdir(), "ferrometal-fuzz-parity-"));
    const file = join(out, `input.${ext}`);
    writeFileSync(file, text);
    const reflectPath = join(out, "reflection.json");
    const run = spawnSync(cli(), [file, "--out-dir", out, "--reflect", reflectPath], { encoding: "utf8" });
    assert.ok(run.status === 0 || run.status === 1, `CLI exit ${run.status}: ${run.stderr}`);
    const r = fm.translate(text, { fileName: `input.${ext}` });
    assert.equal(r.ok, run.status === 0, `package ok=${r.ok}, CLI exit ${run.status}`);
    const cliCodes = [...run.stderr.matchAll(/^(?:error|warning)\[(OSH\d{4})\]/gm)].map((m) => m[1]);
    assert.deepEqual(r.diagnostics.filter((d) => d.severity !== "note").map((d) => d.code), cliCodes);
    if (!r.ok) return;
    for (const ep of r.entryPoints) {
      assert.ok(readFileSync(join(out, `${ep.name}.metal`)).equals(Buffer.from(ep.msl, "utf8")), `${ep.name}: MSL differs`);
    }
    assert.ok(readFileSync(reflectPath).equals(Buffer.from(`${r.reflectionJson}\n`, "utf8")), "reflection JSON differs");
  });
}

test("index.d.ts declares every field the results carry", () => {
  const types = readFileSync(join(repoRoot, "wasm-api/js/index.d.ts"), "utf8");
  const declared = new Set([...types.matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1]));
  assert.ok(seenKeys.size > 20, `only ${seenKeys.size} keys seen`);
  assert.deepEqual([...seenKeys].filter((k) => !declared.has(k)).sort(), []);
});
