// The generated worst cases of core/tests/hostile/mod.rs (the same shapes at
// the same sizes), for the JavaScript tests: the debug wasm build on its 1 MiB
// stack (hostile.test.mjs) and the playground under hostile pastes
// (playwright-tests/playground/hostile.spec.ts). The "-N" cases are the
// deepest inputs each nesting budget accepts, which must translate.

const PS = "float4 main() : SV_Target";
const rep = (s, n) => s.repeat(n);
const glsl = (body, pre = "") => `#version 450\n${pre}layout(location = 0) out vec4 o;\nvoid main() { ${body} }\n`;
const lines = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join("\n");

/** [name, language, source, includes, expected code or "ok"] */
export const CASES = [
  ["hlsl/parens", "hlsl", `${PS} { return ${rep("(", 100000)}1${rep(")", 100000)}; }\n`, {}, "OSH2003"],
  ["hlsl/cast-templates", "hlsl", `${PS} { return ${rep("(Texture2D<", 100000)}1; }\n`, {}, "OSH2003"],
  ["hlsl/constructors", "hlsl", `${PS} { return ${rep("float4(", 100000)}1${rep(")", 100000)}; }\n`, {}, "OSH2003"],
  ["hlsl/blocks", "hlsl", `${PS} { ${rep("{", 100000)} ${rep("}", 100000)} return 1; }\n`, {}, "OSH2003"],
  ["hlsl/ifs", "hlsl", `${PS} { float x = 0; ${rep("if (x < 1) ", 100000)} x = 1; return x; }\n`, {}, "OSH2003"],
  ["hlsl/sum-chain", "hlsl", `${PS} { float x = 1; return x${rep(" + x", 100000)}; }\n`, {}, "OSH2003"],
  ["hlsl/sum-chain-40", "hlsl", `${PS} { float x = 1; return x${rep(" + x", 40)}; }\n`, {}, "ok"],
  ["hlsl/ternary-chain", "hlsl", `${PS} { float x = 1; return ${rep("x > 0 ? x : ", 100000)} 0; }\n`, {}, "OSH2003"],
  ["hlsl/call-chain", "hlsl",
    `float f0(float x) { return x; }\n${lines(1999, (i) => `float f${i + 1}(float x) { return f${i}(x) + 1; }`)}\n${PS} { return f1999(1); }\n`,
    {}, "OSH3009"],
  ["hlsl/macro-doubling", "hlsl",
    `#define M0 x\n${lines(63, (i) => `#define M${i + 1} M${i} M${i}`)}\n${PS} { float x = 1; return M63; }\n`, {}, "OSH1004"],
  ["hlsl/include-cycle", "hlsl", `#include "a.h"\n${PS} { return 1; }\n`, { "a.h": '#include "b.h"\n', "b.h": '#include "a.h"\n' }, "OSH1013"],
  ["hlsl/huge-array", "hlsl", `static float a[4000000000];\n${PS} { return a[0]; }\n`, {}, "OSH3020"],
  ["hlsl/entry-points", "hlsl",
    `RWStructuredBuffer<uint> b : register(u0);\n${lines(2000, (i) => `[numthreads(1, 1, 1)] void cs${i}(uint3 id : SV_DispatchThreadID) { b[id.x] = ${i}; }`)}\n`,
    {}, "ok"],
  ["hlsl/statements", "hlsl", `${PS} { float x = 0;\n${lines(50000, (i) => `  x = x * 0.5 + ${i % 1000};`)}\n  return x;\n}\n`, {}, "ok"],
  ["hlsl/struct-nesting", "hlsl",
    `struct S0 { float x; };\n${lines(1999, (i) => `struct S${i + 1} { S${i} s; };`)}\n${PS} { S1999 s = (S1999)0; return 1; }\n`,
    {}, "OSH2003"],
  ["hlsl/pp-expression", "hlsl", `#if ${rep("(", 100000)}1${rep(")", 100000)}\n#endif\n${PS} { return 1; }\n`, {}, "OSH1008"],
  // The deepest inputs the nesting budget accepts (the sizes core/tests/budgets.rs
  // finds by bisection natively): they must translate on the 1 MiB stack.
  ["hlsl/ifs-braced-60", "hlsl", `${PS} { float x = 0; ${rep("if (x < 1) { ", 60)} x = 1; ${rep("}", 60)} return x; }\n`, {}, "ok"],
  ["hlsl/ifs-braced", "hlsl", `${PS} { float x = 0; ${rep("if (x < 1) { ", 100000)} x = 1; ${rep("}", 100000)} return x; }\n`, {}, "OSH2003"],
  ["hlsl/loops-30", "hlsl",
    `${PS} { float x = 0; ${rep("for (int i = 0; i < 2; i++) { ", 30)} x += 1; ${rep("}", 30)} return x; }\n`, {}, "ok"],
  ["hlsl/constructors-61", "hlsl", `${PS} { return ${rep("float4(", 61)}1${rep(")", 61)}; }\n`, {}, "ok"],
  ["hlsl/parens-61", "hlsl", `${PS} { return ${rep("(", 61)}1${rep(")", 61)}; }\n`, {}, "ok"],
  ["hlsl/sum-chain-256", "hlsl", `${PS} { float x = 1; return x${rep(" + x", 256)}; }\n`, {}, "ok"],
  ["glsl/ifs-braced-60", "glsl", glsl(`float x = 0.0; ${rep("if (x < 1.0) { ", 60)} x = 1.0; ${rep("}", 60)} o = vec4(x);`), {}, "ok"],
  ["glsl/constructors-60", "glsl", glsl(`o = ${rep("vec4(", 60)}1.0${rep(")", 60)};`), {}, "ok"],
  ["glsl/parens", "glsl", glsl(`o = vec4(${rep("(", 100000)}1.0${rep(")", 100000)});`), {}, "OSH2003"],
  ["glsl/not", "glsl", glsl(`bool b = ${rep("not(", 100000)}true${rep(")", 100000)}; o = vec4(b);`), {}, "OSH2003"],
  ["glsl/constructors", "glsl", glsl(`o = ${rep("vec4(", 100000)}1.0${rep(")", 100000)};`), {}, "OSH2003"],
  ["glsl/blocks", "glsl", glsl(`${rep("{", 100000)} o = vec4(1); ${rep("}", 100000)}`), {}, "OSH2003"],
  ["glsl/sum-chain", "glsl", glsl(`float x = 1.0; o = vec4(x${rep(" + x", 100000)});`), {}, "OSH2003"],
  ["glsl/statements", "glsl", glsl(`float x = 0.0;\n${lines(50000, (i) => `  x = x * 0.5 + ${i % 1000}.0;`)}\n  o = vec4(x);`), {}, "ok"],
];
