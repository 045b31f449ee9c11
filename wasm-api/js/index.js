// ferrometal for JavaScript: HLSL and GLSL to Metal Shading Language, in the
// browser, in bundlers and in Node. (WGSL and SPIR-V, which the CLI reads, are
// left out of the package to keep it small: they answer with OSH6004.)
//
// This file is the package's public surface. It owns three things the
// generated wasm-bindgen glue (`ferrometal_wasm.js`) does not:
//   - options validation: misuse throws a clear TypeError before any wasm
//     runs, while a shader error is always data in the result;
//   - resilience: a crash inside wasm (a trap) poisons that instance, so the
//     failing call returns an OSH4003 diagnostic and the next call runs in a
//     fresh instance made from the cached, already compiled module;
//   - the shape of the result (see index.d.ts, the reviewed contract).

import * as glue from "./ferrometal_wasm.js";

const WASM_FILE = "ferrometal_wasm_bg.wasm";

/** The compiled module, kept to re-instantiate after a trap. */
let compiled = null;
/** True while `glue` holds a live, untrapped instance. */
let live = false;
/** The in-flight `init()`, so concurrent callers share one load. */
let pending = null;

const LANGUAGES = ["hlsl", "glsl", "wgsl", "spv"];
const STAGES = ["vertex", "fragment", "compute", "hull", "domain", "mesh", "amplification", "task", "geometry"];
const MSL_VERSIONS = ["2.4", "3.0", "3.1", "3.2"];
const MATRIX_PACKINGS = ["column_major", "row_major"];
const BINDING_MODELS = ["direct", "argument-buffers", "metal4-bindless", "msc"];
const ARGUMENT_BUFFER_TIERS = [1, 2];
const HLSL_VERSIONS = ["2016", "2017", "2018", "2021", "202x"];

/**
 * Load and instantiate the WebAssembly module. Call once before `translate`;
 * later calls return at once. `input` may be a URL (or string), a `Response`
 * (or a promise of one), the bytes, or a compiled `WebAssembly.Module`. The
 * default is the `.wasm` file shipped beside this module.
 */
export async function init(input) {
  if (compiled) return;
  if (!pending) {
    pending = compile(input ?? new URL(WASM_FILE, import.meta.url)).then(
      (module) => instantiate(module),
      (error) => {
        pending = null;
        throw error;
      },
    );
  }
  await pending;
}

/**
 * Synchronous `init` for Node, workers and tests: `input` is the `.wasm`
 * bytes or a compiled `WebAssembly.Module` (also accepted as `{ module }`).
 */
export function initSync(input) {
  if (compiled) return;
  const source = isPlainObject(input) && "module" in input ? input.module : input;
  if (source instanceof WebAssembly.Module) {
    instantiate(source);
  } else if (isBytes(source)) {
    instantiate(new WebAssembly.Module(source));
  } else {
    throw new TypeError(
      "ferrometal: initSync(input) needs the .wasm bytes (ArrayBuffer, Uint8Array) or a WebAssembly.Module" +
        ` (got ${describe(source)}); use \`await init()\` to fetch the file`,
    );
  }
}

/** The package version (the same as the `ferrometal` crate and CLI). */
export function version() {
  return call((w) => w.version());
}

/** The languages this package reads: `["hlsl", "glsl"]`. */
export function languages() {
  return call((w) => w.languages());
}

/** The one-line meaning of a diagnostic code such as `"OSH5102"`, or `undefined`. */
export function explain(code) {
  if (typeof code !== "string") {
    throw new TypeError(`ferrometal: explain(code) needs a string such as "OSH5102" (got ${describe(code)})`);
  }
  return call((w) => w.explain(code)) ?? undefined;
}

/**
 * Translate a shader to MSL. `source` is the shader text, or the bytes of a
 * SPIR-V module. Never throws for a problem in the shader: check
 * `result.ok` and `result.diagnostics`. Throws a TypeError for misuse
 * (no `init()`, an unknown option, an option of the wrong type).
 */
export function translate(source, options = {}) {
  const spirv = isBytes(source);
  if (typeof source !== "string" && !spirv) {
    throw new TypeError(
      `ferrometal: translate(source, options) needs the shader text as a string, or SPIR-V bytes (got ${describe(source)})`,
    );
  }
  const { core, includes } = coreOptions(options, spirv);
  const json = JSON.stringify(core);
  let raw;
  try {
    raw = call((w) =>
      spirv ? w.translateSpirvJson(toUint8Array(source), json) : w.translateJson(source, json, JSON.stringify(includes)),
    );
  } catch (error) {
    if (error instanceof Crash) return crashResult(error.cause);
    throw error;
  }
  return toResult(JSON.parse(raw));
}

/**
 * Read an options text in the CLI's, DXC's or glslang's spellings
 * (`-E main -T ps_6_2 -D X=1 -enable-16bit-types -Zpr`, `-S frag`,
 * `--msl-version 3.0`) with the `ferrometal` command line's own parser.
 * Returns `{ ok, options, diagnostics }`: `options` are `translate`'s
 * options (only those the text sets) and `diagnostics` the coded problems
 * (OSH6005 an unknown flag, OSH6001 a bad value); `ok` is false when there
 * is an error, and `options` is then `{}`.
 */
export function parseOptions(text) {
  if (typeof text !== "string") {
    throw new TypeError(`ferrometal: parseOptions(text) needs the options as a string (got ${describe(text)})`);
  }
  let raw;
  try {
    raw = JSON.parse(call((w) => w.parseOptionsJson(text)));
  } catch (error) {
    if (error instanceof Crash) return { ok: false, options: {}, diagnostics: crashResult(error.cause).diagnostics };
    throw error;
  }
  const diagnostics = raw.diagnostics.map((d) => ({ ...d, help: d.help ?? null }));
  const options = raw.options ? packageOptions(raw.options, diagnostics) : {};
  return { ok: !diagnostics.some((d) => d.severity === "error"), options, diagnostics };
}

/** Core options JSON (only the fields set) → `translate`'s spelling. */
function packageOptions(core, diagnostics) {
  const out = {};
  for (const [key, value] of Object.entries(core)) {
    const name = Object.keys(OPTION_SPECS).find((k) => OPTION_SPECS[k]?.core === key);
    if (key === "specValues") {
      const message = "`--spec` sets function-constant values for `--validate` only; it has no effect here";
      diagnostics.push(optionWarning(message));
    } else if (name) {
      const spec = OPTION_SPECS[name];
      out[name] = spec.back ? spec.back(value) : value;
    }
  }
  return out;
}

function optionWarning(message) {
  return {
    code: "OSH6001",
    severity: "warning",
    message,
    range: null,
    labels: [],
    notes: [],
    help: null,
    rendered: `warning[OSH6001]: ${message}\n`,
  };
}

// ---- options ---------------------------------------------------------------

/** Every option `translate` accepts, with its check and its core spelling. */
const OPTION_SPECS = {
  language: { core: "language", check: oneOf(LANGUAGES) },
  fileName: { core: "fileName", check: isString("a string") },
  entryPoints: { core: "entryPoints", check: isStringArray },
  stage: { core: "stage", check: oneOf(STAGES) },
  shaderModel: {
    core: "shaderModel",
    check: shaderModel,
    convert: (v) => v.split(".").map(Number),
    back: (v) => v.join("."),
  },
  hlslVersion: {
    core: "hlslVersion",
    check: oneOf(HLSL_VERSIONS),
    convert: (v) => (v === "202x" ? 2029 : Number(v)),
    back: (v) => (v === 2029 ? "202x" : String(v)),
  },
  mslVersion: { core: "mslVersion", check: oneOf(MSL_VERSIONS) },
  defines: {
    core: "defines",
    check: defines,
    convert: (v) => Object.entries(v).map(([k, x]) => [k, defineValue(x)]),
    back: (v) => Object.fromEntries(v),
  },
  includes: null,
  includeDirs: { core: "includeDirs", check: isDirArray },
  enable16BitTypes: { core: "enable16bitTypes", check: isBoolean },
  matrixPacking: { core: "matrixPacking", check: oneOf(MATRIX_PACKINGS) },
  mediumpAsHalf: { core: "mediumpAsHalf", check: isBoolean },
  allowRegisterOverlap: { core: "allowRegisterOverlap", check: isBoolean },
  vertexAsKernel: { core: "vertexAsKernel", check: isBoolean },
  bindingModel: { core: "bindingModel", check: oneOf(BINDING_MODELS) },
  argumentBufferTier: { core: "argumentBufferTier", check: oneOf(ARGUMENT_BUFFER_TIERS) },
  readable: { core: "readable", check: isBoolean },
  singleFile: { core: "singleFile", check: isBoolean },
  textureAtomicsNativeOnly: { core: "textureAtomicsNativeOnly", check: isBoolean },
};

function coreOptions(options, spirv) {
  if (options === undefined || options === null) options = {};
  if (!isPlainObject(options)) {
    throw new TypeError(`ferrometal: translate options must be a plain object (got ${describe(options)})`);
  }
  const core = {};
  let includes = {};
  for (const [key, value] of Object.entries(options)) {
    if (!(key in OPTION_SPECS)) {
      throw new TypeError(
        `ferrometal: unknown option \`${key}\`; the options are: ${Object.keys(OPTION_SPECS).join(", ")}`,
      );
    }
    if (value === undefined) continue;
    if (key === "includes") {
      includes = checkIncludes(value);
      continue;
    }
    const spec = OPTION_SPECS[key];
    const problem = spec.check(value);
    if (problem) throw new TypeError(`ferrometal: option \`${key}\` must be ${problem} (got ${describe(value)})`);
    core[spec.core] = spec.convert ? spec.convert(value) : value;
  }
  if (spirv && core.language !== undefined && core.language !== "spv") {
    throw new TypeError(`ferrometal: source is SPIR-V bytes but option \`language\` is "${core.language}"`);
  }
  return { core, includes };
}

function checkIncludes(value) {
  if (!isPlainObject(value) || Object.values(value).some((text) => typeof text !== "string")) {
    throw new TypeError(
      `ferrometal: option \`includes\` must map file names to their text, e.g. { "common.hlsli": "..." } (got ${describe(value)})`,
    );
  }
  return value;
}

function oneOf(allowed) {
  return (v) => (allowed.includes(v) ? null : `one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}`);
}

function isString(what) {
  return (v) => (typeof v === "string" ? null : what);
}

function isBoolean(v) {
  return typeof v === "boolean" ? null : "true or false";
}

function isStringArray(v) {
  return Array.isArray(v) && v.every((x) => typeof x === "string") ? null : "an array of entry point names";
}

function isDirArray(v) {
  return Array.isArray(v) && v.every((x) => typeof x === "string") ? null : "an array of directory names";
}

function shaderModel(v) {
  return typeof v === "string" && /^\d{1,2}\.\d{1,2}$/.test(v) ? null : 'a shader model such as "6.0"';
}

function defines(v) {
  const ok =
    isPlainObject(v) &&
    Object.values(v).every((x) => typeof x === "string" || typeof x === "boolean" || Number.isFinite(x));
  return ok ? null : 'an object of macro names to values, e.g. { USE_FOG: 1, MODE: "fast" }';
}

function defineValue(x) {
  if (x === true) return "1";
  if (x === false) return "0";
  return String(x);
}

// ---- the instance and its recovery ------------------------------------------

/** Thrown by `call` when the wasm instance crashed; carries the original error. */
class Crash extends Error {}

async function compile(input) {
  if (input instanceof WebAssembly.Module) return input;
  if (isBytes(input)) return WebAssembly.compile(input);
  if (typeof input === "string" || input instanceof URL) {
    // Like `fetch`, a relative string is relative to the page; outside a page,
    // to this module.
    const url = new URL(input, globalThis.location?.href ?? import.meta.url);
    if (url.protocol === "file:") return WebAssembly.compile(await readFile(url));
    return compileResponse(fetch(url));
  }
  if (isResponseLike(input) || (input && typeof input.then === "function")) return compileResponse(input);
  throw new TypeError(
    `ferrometal: init(input) takes a URL, a Response, the .wasm bytes or a WebAssembly.Module (got ${describe(input)})`,
  );
}

async function compileResponse(responseOrPromise) {
  const response = await responseOrPromise;
  if (!isResponseLike(response)) {
    throw new TypeError(`ferrometal: init(input) expected a Response (got ${describe(response)})`);
  }
  if (!response.ok) {
    throw new Error(`ferrometal: could not load ${response.url || "the .wasm file"}: HTTP ${response.status}`);
  }
  // Streaming compilation needs the right MIME type; fall back to bytes.
  const type = response.headers?.get?.("Content-Type") ?? "";
  if (typeof WebAssembly.compileStreaming === "function" && type.startsWith("application/wasm")) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** Node cannot `fetch` a file: URL; read it from disk (never reached in browsers). */
async function readFile(url) {
  const fs = "node:fs/promises";
  const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ fs);
  return readFile(url);
}

function instantiate(module) {
  glue.__ferrometal_reinit(module);
  compiled = module;
  live = true;
  pending = null;
}

/**
 * Run `f` on the wasm exports. Any exception from inside wasm means the
 * instance trapped (a panic, an allocation failure, a stack overflow); its
 * memory may be inconsistent, so it is dropped and the next call gets a fresh
 * instance of the same module.
 */
function call(f) {
  if (!compiled) {
    throw new Error("ferrometal: call `await init()` (or `initSync(bytes)`) before using the package");
  }
  if (!live) instantiate(compiled);
  try {
    return f(glue);
  } catch (cause) {
    live = false;
    throw new Crash("ferrometal: the translator crashed", { cause });
  }
}

// ---- results -----------------------------------------------------------------

function toResult(raw) {
  const reflection = raw.reflectionJson == null ? null : JSON.parse(raw.reflectionJson);
  return {
    ok: !raw.diagnostics.some((d) => d.severity === "error"),
    language: raw.language ?? null,
    entryPoints: raw.entryPoints,
    reflection,
    reflectionJson: raw.reflectionJson ?? null,
    diagnostics: raw.diagnostics.map((d) => ({ ...d, help: d.help ?? null })),
    diagnosticsText: raw.diagnosticsText,
    singleFile: raw.singleFile ?? null,
  };
}

function crashResult(cause) {
  const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  const message = "internal error: the translator crashed";
  const note = `the WebAssembly instance trapped (${detail}); it has been replaced, so later calls work`;
  const help = "this is a bug in ferrometal, not in your shader: please report it with the shader";
  return {
    ok: false,
    language: null,
    entryPoints: [],
    reflection: null,
    reflectionJson: null,
    diagnostics: [
      {
        code: "OSH4003",
        severity: "error",
        message,
        range: null,
        labels: [],
        notes: [note],
        help,
        rendered: `error[OSH4003]: ${message}\n = note: ${note}\n = help: ${help}\n`,
      },
    ],
    diagnosticsText: `error[OSH4003]: ${message}\n = note: ${note}\n = help: ${help}\n\n`,
    singleFile: null,
  };
}

// ---- small helpers -------------------------------------------------------------

function isPlainObject(v) {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function isBytes(v) {
  return v instanceof ArrayBuffer || ArrayBuffer.isView(v);
}

function toUint8Array(v) {
  return v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
}

function isResponseLike(v) {
  return typeof Response !== "undefined" && v instanceof Response;
}

function describe(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "object") return v.constructor?.name ? `a ${v.constructor.name}` : "an object";
  if (typeof v === "string") return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  return `${typeof v} ${String(v)}`;
}

export default init;
