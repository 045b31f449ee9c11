// The packed package, installed offline into a new project, used as a user would.
// Expected values are worked out by hand from the shaders and DESIGN.md.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, describe, test } from "node:test";
import { frontEndAvailable, installTarball, loadPackage, repoRoot, requireEnv, runInProject } from "./setup.mjs";

let dir;
let fm;

before(async () => {
  dir = installTarball();
  fm = await loadPackage(dir);
  await fm.init();
});

describe("loading", () => {
  test("init() finds the .wasm beside the module, and is idempotent", async () => {
    await fm.init();
    assert.equal(typeof fm.version(), "string");
  });

  test("initSync takes bytes in a fresh process; the default export is init", () => {
    const out = runInProject(
      dir,
      "sync.mjs",
      `import init, { initSync, version } from "ferrometal";
       import { readFileSync } from "node:fs";
       const wasm = new URL(import.meta.resolve("ferrometal/ferrometal_wasm_bg.wasm"));
       initSync(readFileSync(wasm));
       console.log(JSON.stringify({ v: version(), defaultIsInit: typeof init === "function" }));`,
    );
    const cargo = readFileSync(join(repoRoot, "Cargo.toml"), "utf8");
    const crateVersion = cargo.match(/^version = "([^"]+)"/m)?.[1];
    assert.deepEqual(JSON.parse(out), { v: crateVersion, defaultIsInit: true });
  });

  test("init takes a Response or a file: URL in Node", () => {
    const out = runInProject(
      dir,
      "response.mjs",
      `import { readFileSync } from "node:fs";
       const wasm = new URL(import.meta.resolve("ferrometal/ferrometal_wasm_bg.wasm"));
       const a = await import("ferrometal");
       await a.init(new Response(readFileSync(wasm), { headers: { "Content-Type": "application/wasm" } }));
       const b = await import(import.meta.resolve("ferrometal") + "?second");
       await b.init(wasm);
       const src = "[numthreads(1, 1, 1)] void main() {}";
       console.log(JSON.stringify([a, b].map((m) => m.translate(src, { language: "hlsl", stage: "compute" }).ok)));`,
    );
    assert.deepEqual(JSON.parse(out), [true, true]);
  });

  test("using the package before init throws a clear error", () => {
    const out = runInProject(
      dir,
      "noinit.mjs",
      `import { translate } from "ferrometal";
       try { translate("x"); console.log("no throw"); } catch (e) { console.log(e.message); }`,
    );
    assert.match(out, /call `await init\(\)`/);
  });
});

describe("the package reads HLSL and GLSL; WGSL is left out", () => {
  test("languages() names what it reads", () => {
    assert.deepEqual(fm.languages(), ["hlsl", "glsl"]);
  });

  test("WGSL answers one OSH6004 error on its first line", () => {
    const source = "@compute @workgroup_size(1)\nfn main() {}\n";
    for (const options of [{ language: "wgsl" }, { fileName: "k.wgsl" }, {}]) {
      const r = fm.translate(source, options);
      assert.equal(r.ok, false);
      assert.equal(r.language, "wgsl");
      assert.deepEqual(r.entryPoints, []);
      assert.deepEqual(r.diagnostics.map((d) => [d.code, d.severity]), [["OSH6004", "error"]]);
      // `@compute @workgroup_size(1)` is 27 characters: columns 1..28.
      const { startLine, startColumn, endLine, endColumn } = r.diagnostics[0].range;
      assert.deepEqual([startLine, startColumn, endLine, endColumn], [1, 1, 1, 28]);
      assert.match(r.diagnostics[0].message, /WGSL/);
    }
    assert.match(fm.explain("OSH6004"), /without that language's front-end/);
  });
});

describe("what every language shares", () => {
  test("a compute shader gives a kernel and its reflection", () => {
    const doubler = [
      "#version 450",
      "layout(local_size_x = 64) in;",
      "layout(std430, set = 0, binding = 0) buffer Data { float data[64]; };",
      "void main() { data[gl_GlobalInvocationID.x] *= 2.0; }",
      "",
    ].join("\n");
    const r = fm.translate(doubler, { fileName: "doubler.comp" });
    assert.equal(r.ok, true, r.diagnosticsText);
    assert.equal(r.language, "glsl");
    assert.deepEqual(
      r.entryPoints.map((e) => [e.name, e.mslName, e.stage]),
      [["main", "main0", "compute"]],
    );
    assert.match(r.entryPoints[0].msl, /kernel void main0\(/);
    assert.match(r.entryPoints[0].msl, /\[\[buffer\(0\)\]\]/);
    const ep = r.reflection.entryPoints[0];
    assert.deepEqual(ep.workgroupSize, [64, 1, 1]);
    const data = r.reflection.resources.find((x) => x.kind === "storageBuffer");
    assert.ok(data, JSON.stringify(r.reflection.resources));
    assert.deepEqual(ep.resources, [data.name]);
    assert.deepEqual(data.binding, { register: null, space: null, set: 0, binding: 0 });
    assert.deepEqual(data.metal, { kind: "buffer", index: 0 });
    assert.equal(data.layout.size, 64 * 4);
    assert.equal(data.access, "read_write");
    assert.equal(r.reflection.vertexBufferIndex, 30);
    assert.deepEqual(JSON.parse(r.reflectionJson), r.reflection);
  });

  test("columns count UTF-16 code units, as JavaScript strings do", () => {
    const source = "float4 main() : SV_Target {\n  /*😀*/ return foo;\n}\n";
    const d = fm.translate(source, { language: "hlsl", stage: "fragment" }).diagnostics.find((x) => x.code === "OSH3001");
    assert.ok(d);
    // `  /*😀*/ return ` is 2+2+2+2+8 = 16 UTF-16 units, so `foo` is columns 17..20.
    assert.deepEqual([d.range.startLine, d.range.startColumn, d.range.endColumn], [2, 17, 20]);
    const line = source.split("\n")[1];
    assert.equal(line.slice(d.range.startColumn - 1, d.range.endColumn - 1), "foo");
  });

  test("the line map points each MSL line at its source range", () => {
    // `é` is one UTF-16 unit; the multiplication is on line 3.
    const source = "// é\nfloat4 main(float x : TEXCOORD0) : SV_Target {\n" +
      "    float scaled = x * 0.4375;\n    return float4(scaled, 0.0, 0.0, 1.0);\n}\n";
    const r = fm.translate(source, { language: "hlsl", stage: "fragment", fileName: "scale.hlsl" });
    assert.equal(r.ok, true, r.diagnosticsText);
    const [ep] = r.entryPoints;
    const lines = ep.msl.split("\n");
    lines.pop(); // the text ends with a newline
    assert.equal(ep.lineMap.length, lines.length);
    assert.equal(ep.lineMap[0], null); // `#include <metal_stdlib>`
    const n = lines.findIndex((l) => l.includes("0.4375"));
    assert.ok(n >= 0, ep.msl);
    const { file, startLine, startColumn, endLine, endColumn } = ep.lineMap[n];
    assert.deepEqual({ file, startLine, endLine }, { file: "scale.hlsl", startLine: 3, endLine: 3 });
    // Within the statement `float scaled = x * 0.4375;`: columns 5..31 of line 3.
    assert.ok(startColumn >= 5 && startColumn < endColumn && endColumn <= 31, JSON.stringify(ep.lineMap[n]));
  });

  test("options select entry points and the MSL version", () => {
    const source = '[shader("vertex")] float4 vs() : SV_Position { return float4(0.0, 0.0, 0.0, 1.0); }\n' +
      '[shader("pixel")] float4 fs() : SV_Target { return float4(1.0, 1.0, 1.0, 1.0); }\n';
    const both = fm.translate(source, { language: "hlsl" });
    assert.deepEqual(both.entryPoints.map((e) => e.stage), ["vertex", "fragment"], both.diagnosticsText);
    const one = fm.translate(source, { language: "hlsl", entryPoints: ["fs"], mslVersion: "3.0" });
    assert.deepEqual(one.entryPoints.map((e) => e.name), ["fs"]);
    assert.equal(one.reflection.mslVersion, "3.0");
    const missing = fm.translate(source, { language: "hlsl", entryPoints: ["nope"] });
    assert.deepEqual(missing.diagnostics.map((d) => d.code), ["OSH3006"]);
  });

  test("parseOptions reads the CLI's, DXC's and glslang's spellings into translate's options", () => {
    const dxc = fm.parseOptions('-E main -T ps_6_2 -D X=1 -D "MSG=a b" -enable-16bit-types -Zpr -HV 202x -I inc');
    assert.equal(dxc.ok, true, JSON.stringify(dxc.diagnostics));
    assert.deepEqual(dxc.options, {
      language: "hlsl",
      entryPoints: ["main"],
      stage: "fragment",
      shaderModel: "6.2",
      hlslVersion: "202x",
      defines: { X: "1", MSG: "a b" },
      enable16BitTypes: true,
      matrixPacking: "row_major",
      includeDirs: ["inc"],
    });
    const ours = fm.parseOptions(
      "-S frag --msl-version 3.0 --binding-model argument-buffers --argument-buffer-tier 1 " +
        "--mediump-as-half --allow-register-overlap --vertex-as-kernel --readable --single-file",
    );
    assert.deepEqual(ours.options, {
      stage: "fragment",
      mslVersion: "3.0",
      mediumpAsHalf: true,
      allowRegisterOverlap: true,
      bindingModel: "argument-buffers",
      argumentBufferTier: 1,
      vertexAsKernel: true,
      readable: true,
      singleFile: true,
    });
    // What parseOptions gives, translate takes as is.
    assert.equal(fm.translate("float4 main() : SV_Target { return 1; }", dxc.options).entryPoints.length, 1);
    assert.deepEqual(fm.parseOptions(""), { ok: true, options: {}, diagnostics: [] });
  });

  test("parseOptions answers unknown flags and bad values with coded diagnostics", () => {
    const bad = fm.parseOptions("--readble -T xs_6_0 shader.hlsl");
    assert.equal(bad.ok, false);
    assert.deepEqual(bad.options, {});
    assert.deepEqual(bad.diagnostics.map((d) => d.code), ["OSH6005", "OSH6001", "OSH6005"]);
    assert.equal(bad.diagnostics[0].help, "did you mean `--readable`?");
    assert.equal(bad.diagnostics[0].range, null);
    assert.match(bad.diagnostics[1].message, /xs_6_0/);
    const spec = fm.parseOptions("--spec N=1");
    assert.equal(spec.ok, true);
    assert.deepEqual(spec.diagnostics.map((d) => [d.code, d.severity]), [["OSH6001", "warning"]]);
    assert.deepEqual(fm.parseOptions('-D "X').diagnostics.map((d) => d.code), ["OSH6001"]);
    assert.throws(() => fm.parseOptions(["-E"]), TypeError);
  });

  test("readable and singleFile: the reading view, and every entry point in one unit", () => {
    const source = "cbuffer F : register(b0) { float a; float4 b; };\n" +
      "struct I { float f : FOG; float4 t : COLOR; };\n" +
      "float3 g(float3 c) { return c * a; }\n" +
      '[shader("vertex")] float4 vs(float3 p : POSITION) : SV_Position { return float4(g(p), 1.0); }\n' +
      '[shader("pixel")] float4 ps(I i) : SV_Target { return i.t * i.f + b; }\n';
    const normal = fm.translate(source, { language: "hlsl" });
    const ps = normal.entryPoints.find((e) => e.name === "ps").msl;
    assert.match(ps, /#ifdef FERROMETAL_CHECK_LAYOUT/);
    assert.equal(ps.match(/uchar _pad1\[12\];/g).length, 2);
    assert.equal(normal.singleFile, null);
    const read = fm.translate(source, { language: "hlsl", readable: true, singleFile: true });
    assert.equal(read.ok, true, read.diagnosticsText);
    const unit = read.singleFile.msl;
    assert.doesNotMatch(unit, /FERROMETAL_CHECK_LAYOUT|static_assert/);
    // The constant buffer keeps its padding; the stage-I/O struct loses its own.
    assert.equal(unit.match(/uchar _pad1\[12\];/g).length, 1, unit);
    assert.equal(unit.match(/struct type_F \{/g).length, 1, unit);
    assert.equal(unit.match(/float3 g\(/g).length, 1, unit);
    assert.match(unit, /vertex vs_out vs\(/);
    assert.match(unit, /fragment ps_out ps\(/);
    assert.equal(read.singleFile.lineMap.length, unit.split("\n").length - 1);
  });

  test("includeDirs finds an include as DIR/name in the include map", () => {
    const source = '#include "common.hlsli"\nfloat4 main() : SV_Target { return K; }';
    const includes = { "lib/common.hlsli": "#define K 0.25\n" };
    assert.deepEqual(fm.translate(source, { includes }).diagnostics.map((d) => d.code), ["OSH1002"]);
    const found = fm.translate(source, { includes, includeDirs: ["lib"] });
    assert.equal(found.ok, true, found.diagnosticsText);
  });
});

describe("translate HLSL", () => {
  const shader = [
    '#include "common.hlsli"',
    "cbuffer Params : register(b0) { float4 tint; };",
    "Texture2D tex : register(t0);",
    "SamplerState smp : register(s0);",
    "float4 main(float2 uv : TEXCOORD0) : SV_Target { return tex.Sample(smp, uv) * tint * SCALE * BIAS; }",
    "",
  ].join("\n");

  test("a pixel shader with an include and a define", (t) => {
    if (!frontEndAvailable(fm, "hlsl")) return t.skip("the HLSL front-end is not in this build yet");
    const r = fm.translate(shader, {
      language: "hlsl",
      stage: "fragment",
      fileName: "shaders/main.hlsl",
      includes: { "shaders/common.hlsli": "#define SCALE 2.0\n" },
      defines: { BIAS: "0.5" },
    });
    assert.equal(r.ok, true, r.diagnosticsText);
    assert.deepEqual(r.entryPoints.map((e) => [e.mslName, e.stage]), [["main0", "fragment"]]);
    assert.match(r.entryPoints[0].msl, /fragment \S+ main0\(/);
    const slot = (name) => r.reflection.resources.find((x) => x.name === name)?.metal;
    assert.deepEqual(slot("Params"), { kind: "buffer", index: 0 });
    assert.deepEqual(slot("tex"), { kind: "texture", index: 0 });
    assert.deepEqual(slot("smp"), { kind: "sampler", index: 0 });
    const params = r.reflection.resources.find((x) => x.name === "Params");
    assert.equal(params.binding.register, "b0");
    assert.equal(params.layout.size, 16);
    assert.deepEqual(params.layout.members.map((m) => [m.name, m.offset, m.size]), [["tint", 0, 16]]);
  });

  test("a missing include and an undeclared name are coded, with ranges", (t) => {
    if (!frontEndAvailable(fm, "hlsl")) return t.skip("the HLSL front-end is not in this build yet");
    const missing = fm.translate(shader, { language: "hlsl", stage: "fragment" });
    assert.ok(missing.diagnostics.some((d) => d.code === "OSH1002" && d.range?.startLine === 1), missing.diagnosticsText);
    const source = "float4 main() : SV_Target { return undefinedThing; }\n";
    const r = fm.translate(source, { language: "hlsl", stage: "fragment" });
    const d = r.diagnostics.find((x) => x.code === "OSH3001");
    assert.ok(d, r.diagnosticsText);
    // `float4 main() : SV_Target { return ` is 35 characters: the name is columns 36..50.
    assert.deepEqual([d.range.startLine, d.range.startColumn, d.range.endColumn], [1, 36, 50]);
  });
});

describe("translate GLSL", () => {
  const shader = [
    "#version 450",
    "layout(local_size_x = 8) in;",
    "layout(std430, set = 0, binding = 0) buffer Data { float values[]; };",
    "void main() { values[gl_GlobalInvocationID.x] *= 2.0; }",
    "",
  ].join("\n");

  test("a compute shader with a storage buffer", (t) => {
    if (!frontEndAvailable(fm, "glsl")) return t.skip("the GLSL front-end is not in this build yet");
    const r = fm.translate(shader, { language: "glsl", stage: "compute" });
    assert.equal(r.ok, true, r.diagnosticsText);
    assert.deepEqual(r.entryPoints.map((e) => [e.mslName, e.stage]), [["main0", "compute"]]);
    assert.match(r.entryPoints[0].msl, /kernel void main0\(/);
    assert.deepEqual(r.reflection.entryPoints[0].workgroupSize, [8, 1, 1]);
    const data = r.reflection.resources.find((x) => x.kind === "storageBuffer");
    assert.ok(data, JSON.stringify(r.reflection.resources));
    assert.deepEqual([data.binding.set, data.binding.binding], [0, 0]);
    assert.deepEqual(data.metal, { kind: "buffer", index: 0 });
  });

  test("an undeclared name is coded, with its range", (t) => {
    if (!frontEndAvailable(fm, "glsl")) return t.skip("the GLSL front-end is not in this build yet");
    const source = "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { float x = nothing; }\n";
    const r = fm.translate(source, { language: "glsl", stage: "compute" });
    const d = r.diagnostics.find((x) => x.code === "OSH3001");
    assert.ok(d, r.diagnosticsText);
    // `void main() { float x = ` is 24 characters: the name is columns 25..32.
    assert.deepEqual([d.range.startLine, d.range.startColumn, d.range.endColumn], [3, 25, 32]);
  });
});

describe("translate SPIR-V bytes", () => {
  const glsl = [
    "#version 450",
    "layout(local_size_x = 4) in;",
    "layout(std430, set = 0, binding = 1) buffer Data { uint values[16]; } data;",
    "void main() { data.values[gl_GlobalInvocationID.x] += 1u; }",
    "",
  ].join("\n");

  /** SPIR-V from glslang, an independent compiler; `null` when it is not installed. */
  function spirv() {
    const work = mkdtempSync(join(tmpdir(), "ferrometal-spv-"));
    process.on("exit", () => rmSync(work, { recursive: true, force: true }));
    writeFileSync(join(work, "s.comp"), glsl);
    try {
      execFileSync("glslangValidator", ["-V", "s.comp", "-o", "s.spv"], { cwd: work, stdio: "ignore" });
    } catch (e) {
      if (e.code === "ENOENT") return null;
      throw e;
    }
    return join(work, "s.spv");
  }

  test("a module from glslang answers one OSH6004 error: the package reads no SPIR-V", (t) => {
    const path = spirv();
    if (!path) return t.skip("glslangValidator is not installed");
    const bytes = readFileSync(path);
    const r = fm.translate(new Uint8Array(bytes), { fileName: "s.spv" });
    assert.equal(r.ok, false);
    assert.equal(r.language, "spv");
    assert.deepEqual(r.diagnostics.map((d) => [d.code, d.range]), [["OSH6004", null]]);
    // An ArrayBuffer is read the same.
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    assert.equal(fm.translate(copy, { fileName: "s.spv" }).diagnostics[0].code, "OSH6004");
  });
});

describe("misuse throws, shader errors do not", () => {
  const cases = [
    [42, undefined, /needs the shader text as a string, or SPIR-V bytes \(got number 42\)/],
    ["", "wgsl", /options must be a plain object/],
    ["", { stage: "pixel" }, /option `stage` must be one of "vertex", "fragment", "compute"/],
    ["", { entrypoints: ["main"] }, /unknown option `entrypoints`/],
    ["", { entryPoints: "main" }, /option `entryPoints` must be an array of entry point names/],
    ["", { mslVersion: 3 }, /option `mslVersion` must be one of "2.4"/],
    ["", { bindingModel: "bindless" }, /option `bindingModel` must be one of "direct", "argument-buffers"/],
    ["", { argumentBufferTier: "2" }, /option `argumentBufferTier` must be one of 1, 2/],
    ["", { enable16BitTypes: "yes" }, /option `enable16BitTypes` must be true or false/],
    ["", { defines: { A: {} } }, /option `defines` must be an object of macro names to values/],
    ["", { includes: { "a.h": 1 } }, /option `includes` must map file names to their text/],
    ["", { shaderModel: "6" }, /option `shaderModel` must be a shader model such as "6.0"/],
    ["", { hlslVersion: 2021 }, /option `hlslVersion` must be one of "2016"/],
    ["", { includeDirs: "lib" }, /option `includeDirs` must be an array of directory names/],
    ["", { readable: 1 }, /option `readable` must be true or false/],
    ["", { singleFile: "yes" }, /option `singleFile` must be true or false/],
    [new Uint8Array(4), { language: "hlsl" }, /source is SPIR-V bytes but option `language` is "hlsl"/],
  ];
  for (const [source, options, message] of cases) {
    test(`rejects ${JSON.stringify(options) ?? typeof source}`, () => {
      assert.throws(() => fm.translate(source, options), (e) => e instanceof TypeError && message.test(e.message));
    });
  }

  test("garbage source and garbage SPIR-V are diagnostics", () => {
    const text = fm.translate("}}}}", { language: "hlsl" });
    assert.equal(text.ok, false);
    assert.match(text.diagnostics[0].code, /^OSH2/);
    const bytes = fm.translate(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    assert.equal(bytes.ok, false);
    assert.equal(bytes.language, "spv");
    assert.equal(bytes.diagnostics[0].code, "OSH6004");
  });
});

test("explain gives the CLI's one-line meaning", () => {
  assert.match(fm.explain("OSH5102"), /^Metal has no double/);
  assert.equal(fm.explain("osh5102"), fm.explain("OSH5102"));
  assert.equal(fm.explain("OSH0000"), undefined);
  assert.throws(() => fm.explain(5102), TypeError);
});

test("a trap inside wasm is an OSH4003 result, and the next call works", () => {
  const wasm = requireEnv("FERROMETAL_TEST_WASM");
  copyFileSync(wasm, join(dir, "test-hooks.wasm"));
  // The test build panics on exactly this source (wasm-api/src/lib.rs, feature test-hooks).
  const out = runInProject(
    dir,
    "trap.mjs",
    `import { initSync, translate, version } from "ferrometal";
     import { readFileSync } from "node:fs";
     initSync(readFileSync("test-hooks.wasm"));
     const good = "[numthreads(1, 1, 1)] void main() {}";
     const before = translate(good, { language: "hlsl", stage: "compute" });
     const crashed = translate("// ferrometal-test-hooks: trap\\n");
     const after = translate(good, { language: "hlsl", stage: "compute" });
     const again = translate("// ferrometal-test-hooks: trap\\n");
     console.log(JSON.stringify({ before: before.ok, crashed, after: after.ok, afterMsl: after.entryPoints[0]?.msl === before.entryPoints[0]?.msl, again: again.diagnostics[0].code, version: version() }));`,
  );
  const r = JSON.parse(out);
  assert.equal(r.before, true);
  assert.equal(r.crashed.ok, false);
  assert.deepEqual(r.crashed.entryPoints, []);
  assert.deepEqual(r.crashed.diagnostics.map((d) => [d.code, d.severity, d.range]), [["OSH4003", "error", null]]);
  assert.match(r.crashed.diagnostics[0].notes[0], /RuntimeError: unreachable/);
  assert.equal(r.after, true);
  assert.equal(r.afterMsl, true);
  assert.equal(r.again, "OSH4003");
  assert.equal(typeof r.version, "string");
});

test("the published production build has no test hook", () => {
  const r = fm.translate("// ferrometal-test-hooks: trap\n", { language: "hlsl" });
  assert.notEqual(r.diagnostics[0]?.code, "OSH4003");
});

test("the TypeScript types accept correct use and reject misuse", () => {
  copyFileSync(join(import.meta.dirname, "types-check.ts"), join(dir, "types-check.ts"));
  const tsc = join(repoRoot, "node_modules/.bin/tsc");
  const args = ["--noEmit", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022",
    "--lib", "es2022,dom", "types-check.ts"];
  try {
    execFileSync(tsc, args, { cwd: dir, encoding: "utf8" });
  } catch (e) {
    assert.fail(`tsc rejected types-check.ts:\n${e.stdout}${e.stderr}`);
  }
});

test("the TypeScript types compile in a Node-only project (lib es2022, no DOM, no Node types)", () => {
  const project = join(dir, "node-only");
  mkdirSync(project, { recursive: true });
  copyFileSync(join(import.meta.dirname, "types-check-node.ts"), join(project, "types-check-node.ts"));
  const tsconfig = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: "nodenext",
      moduleResolution: "nodenext",
      target: "es2022",
      lib: ["es2022"],
      types: [],
    },
    files: ["types-check-node.ts"],
  };
  writeFileSync(join(project, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
  // The package resolves from the test project's node_modules, one level up.
  const tsc = join(repoRoot, "node_modules/.bin/tsc");
  try {
    execFileSync(tsc, ["-p", project], { cwd: project, encoding: "utf8" });
  } catch (e) {
    assert.fail(`tsc rejected the package in a Node-only project:\n${e.stdout}${e.stderr}`);
  }
});

test("the package ships its license files", () => {
  const pkgDir = join(dir, "node_modules", "ferrometal");
  const files = readdirSync(pkgDir);
  assert.ok(files.includes("LICENSE-MIT"), `no LICENSE-MIT in ${files.join(", ")}`);
  assert.ok(files.includes("LICENSE-APACHE"), `no LICENSE-APACHE in ${files.join(", ")}`);
  assert.match(readFileSync(join(pkgDir, "LICENSE-MIT"), "utf8"), /Permission is hereby granted, free of charge/);
  assert.match(readFileSync(join(pkgDir, "LICENSE-APACHE"), "utf8"), /Apache License\s+Version 2\.0, January 2004/);
});

test("the README's docs-site snippet is the one the browser test runs", () => {
  const snippet = (text) => text.slice(text.indexOf('<pre class="hlsl">'), text.indexOf("</script>") + 9);
  const readme = readFileSync(join(repoRoot, "wasm-api/README.md"), "utf8");
  const page = readFileSync(join(repoRoot, "playwright-tests/npm/page/index.html"), "utf8");
  const pageSnippet = snippet(page.slice(page.indexOf('<pre class="hlsl">'))).replace(/^ {2}/gm, "");
  assert.ok(readme.includes('<pre class="hlsl">'));
  assert.equal(pageSnippet, snippet(readme.slice(readme.indexOf('<pre class="hlsl">'))));
});
