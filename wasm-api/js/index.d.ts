// The reviewed contract of the `ferrometal` npm package. Field names and
// meanings follow the Rust crate (DESIGN §4 diagnostics, §5 reflection);
// keep this file in step with `core/src/reflect.rs` and `core/src/diag/`.

/** Binary data: the `.wasm` file, or a SPIR-V module. */
export type Bytes = ArrayBuffer | ArrayBufferView;

// `URL`, `Response` and `WebAssembly.Module` are declared by TypeScript's
// "dom" lib and by `@types/node`, not by the ES libs. Read from globalThis,
// these types are the real ones where a project has either, and drop out
// (never) in a project that has neither (`lib: ["es2022"]`, no Node types),
// so the package's types compile everywhere.
type Global<Name extends string> = typeof globalThis extends { [K in Name]: { prototype: infer T } } ? T : never;
type WasmModule = typeof globalThis extends { WebAssembly: { Module: { prototype: infer T } } } ? T : never;
type UrlObject = Global<"URL">;
type FetchResponse = Global<"Response">;

/** Anything `init` can load the WebAssembly module from. */
export type InitInput =
  | string
  | UrlObject
  | FetchResponse
  | PromiseLike<FetchResponse>
  | Bytes
  | WasmModule;

/**
 * Load and instantiate the WebAssembly module; call (and await) once before
 * `translate`. Later calls resolve at once.
 *
 * @param input Where the `.wasm` comes from: a URL (a relative string is
 *   relative to the page, as with `fetch`), a `Response`, the bytes, or a
 *   compiled module. Default: the
 *   `ferrometal_wasm_bg.wasm` file beside this module (fetched in browsers,
 *   read from disk in Node).
 */
export function init(input?: InitInput): Promise<void>;
export default init;

/**
 * Synchronous `init` for Node, workers and tests.
 *
 * @param input The `.wasm` bytes, a compiled `WebAssembly.Module`, or
 *   `{ module }` holding either.
 */
export function initSync(input: Bytes | WasmModule | { module: Bytes | WasmModule }): void;

/** The package version, the same as the `ferrometal` crate and CLI. */
export function version(): string;

/**
 * The one-line meaning of a diagnostic code (`"OSH5102"`, `"osh5102"` or
 * `"5102"`), or `undefined` for a code that does not exist. The same text
 * as `ferrometal --explain`.
 */
export function explain(code: string): string | undefined;

/**
 * Translate a shader to Metal Shading Language.
 *
 * A problem in the shader never throws: read `result.ok` and
 * `result.diagnostics`. Misuse throws a `TypeError` (an unknown option, an
 * option of the wrong type) or an `Error` (`init` not called). If the
 * translator itself crashes, the call returns an `OSH4003` diagnostic and the
 * next call runs in a fresh instance.
 *
 * @param source The shader text (HLSL or GLSL), or the bytes of a SPIR-V
 *   module (answered with OSH6004: the package reads no SPIR-V).
 * @param options How to translate; every field is optional.
 */
export function translate(source: string | Bytes, options?: TranslateOptions): TranslateResult;

/**
 * A source language of the translator: HLSL, GLSL, WGSL, or SPIR-V (binary).
 * This package reads `"hlsl"` and `"glsl"`. WGSL and SPIR-V, which the CLI
 * reads through naga's front-ends, are left out of the package to keep it
 * small: such input (given by `language`, inferred from the text or a file
 * name, or SPIR-V bytes) answers with one `OSH6004` error diagnostic.
 */
export type Language = "hlsl" | "glsl" | "wgsl" | "spv";

/** The languages this package reads. */
export type PackageLanguage = "hlsl" | "glsl";

/** The languages this package reads: `["hlsl", "glsl"]`. */
export function languages(): PackageLanguage[];

/**
 * A shader stage (`compute` becomes an MSL `kernel`, `mesh` a `[[mesh]]` and
 * `amplification` an `[[object]]` function, both MSL 3.0; `hull` a compute
 * kernel and `domain` a post-tessellation vertex function). As an option the
 * CLI's other spellings are accepted too (`"task"`, `"ps"`, `"tesc"`);
 * `"geometry"` is emulated by a `[[mesh]]` function (MSL 3.0; reflection's
 * `geometry` says how to draw it).
 */
export type Stage = "vertex" | "fragment" | "compute" | "hull" | "domain" | "mesh" | "amplification" | "geometry";

/** A Metal Shading Language version; each maps to OS releases (2.4: macOS 12 / iOS 15). */
export type MslVersion = "2.4" | "3.0" | "3.1" | "3.2";

/**
 * How resources are bound. `"direct"`: one Metal index per resource.
 * `"argument-buffers"`: one argument buffer per register space / descriptor
 * set at `[[buffer(space)]]`, members at `[[id(n)]]`. `"metal4-bindless"`:
 * the three-slot root ABI (root bytes at buffer 0, texture view pool base at
 * 1, samplers at 2; SM 6.6 `ResourceDescriptorHeap[i]` is the pool's view
 * base + i, `SamplerDescriptorHeap[i]` sampler i; reflection's
 * `bindlessSlots`). `"msc"`: Metal Shader Converter's top-level argument
 * buffer at buffer 2, laid out from the entry point's `[RootSignature]` (or
 * MSC's automatic layout), with the SM 6.6 heaps at buffers 0 and 1 as
 * `IRDescriptorTableEntry` arrays (reflection's `topLevelArgumentBuffer`).
 * A model's limits are diagnostic OSH5119.
 */
export type BindingModel = "direct" | "argument-buffers" | "metal4-bindless" | "msc";

/** The options of `translate`; they mirror the `ferrometal` CLI's flags. */
export interface TranslateOptions {
  /**
   * Source language. Default: from `fileName`'s extension, else guessed from
   * the text (`#version` means GLSL, `@compute` WGSL, …), else HLSL; `"spv"`
   * when `source` is bytes. CLI: `--lang`.
   */
  language?: Language;
  /**
   * Name of the main file as diagnostics print it, and the base for
   * relative `#include`s. Default: `"shader.<language>"`.
   */
  fileName?: string;
  /**
   * Entry points to translate, by source name. Default: every entry point
   * (of `stage`, if given). CLI: `-e`/`-E` (repeatable).
   */
  entryPoints?: string[];
  /**
   * Stage of the entry points, when the source does not say (an HLSL or GLSL
   * `main`), and a filter on the entry points otherwise. CLI: `--stage`.
   */
  stage?: Stage | "task" | "hull" | "domain" | "geometry";
  /** HLSL shader model such as `"6.2"` (the `6_2` of DXC's `-T ps_6_2`). Default `"6.0"`. */
  shaderModel?: string;
  /** Target MSL version. Default `"2.4"`. CLI: `--msl-version`. */
  mslVersion?: MslVersion;
  /**
   * Macro definitions, in order, as `-D NAME=VALUE`: `{ USE_FOG: 1, MODE: "fast" }`.
   * `true` is `1` and `false` is `0`. Default none.
   */
  defines?: Record<string, string | number | boolean>;
  /**
   * The files `#include` may read, by name: `{ "common.hlsli": "…" }`. A
   * name is looked up relative to the including file's directory first, then
   * as given. Default none (an `#include` is then error OSH1002).
   */
  includes?: Record<string, string>;
  /**
   * Make 16-bit types (`half`, `min16float`, `int16_t`, …) 16 bits, like DXC's
   * `-enable-16bit-types`. Default `false`: min-precision types are 32-bit.
   */
  enable16BitTypes?: boolean;
  /**
   * HLSL: storage of matrices declared without `row_major`/`column_major`
   * (DXC's `-Zpc` / `-Zpr`). Default `"column_major"`.
   */
  matrixPacking?: "column_major" | "row_major";
  /** GLSL: compute `mediump` values as `half`. Default `false`. */
  mediumpAsHalf?: boolean;
  /**
   * HLSL: accept resources an entry point uses on overlapping registers
   * (`register(t0)` twice in one space), otherwise error OSH3016 as in DXC;
   * each resource then keeps its own Metal index. Default `false`.
   */
  allowRegisterOverlap?: boolean;
  /** How resources are bound. Default `"direct"`. CLI: `--binding-model`. */
  bindingModel?: BindingModel;
  /**
   * The host device's argument-buffer tier under `"argument-buffers"`: 2
   * (write resource IDs and GPU addresses into the buffer) or 1 (encode with
   * an `MTLArgumentEncoder`). Default 2. CLI: `--argument-buffer-tier`.
   */
  argumentBufferTier?: 1 | 2;
  /**
   * HLSL: the vertex shaders named in `entryPoints` become compute kernels
   * writing their outputs to a buffer, the input control points of a hull
   * shader's kernel. Default `false`. CLI: `--vertex-as-kernel`.
   */
  vertexAsKernel?: boolean;
  /**
   * HLSL language version (DXC's `-HV`), the value of `__HLSL_VERSION`
   * (`"202x"` is 2029). Default `"2021"`, as in DXC.
   */
  hlslVersion?: "2016" | "2017" | "2018" | "2021" | "202x";
  /**
   * Directories of `includes` searched for an `#include`, in order, after the
   * including file's: `"lib"` finds `#include "a.hlsli"` as the `includes`
   * key `"lib/a.hlsli"`. Default none. CLI: `-I`.
   */
  includeDirs?: string[];
  /**
   * The reading view: leave out the `#ifdef FERROMETAL_CHECK_LAYOUT` blocks
   * (the layout `static_assert`s after each struct) and the `uchar _padN[k]`
   * members of the structs no host-visible memory holds (those only ever in
   * a function or a thread, such as the source's stage-I/O structs). Buffer,
   * constant, push-constant, threadgroup and argument-buffer structs keep
   * their padding, so the ABI is unchanged; what is lost is the layout
   * self-check. Default `false`. CLI: `--readable`.
   */
  readable?: boolean;
  /**
   * Also write every entry point into one translation unit,
   * `result.singleFile`: shared structs, constants and helpers once, names
   * unique, for one `MTLLibrary`. Default `false`. CLI: `--single-file`.
   */
  singleFile?: boolean;
  /**
   * Below MSL 3.1, refuse texture atomics (OSH5107) instead of routing the
   * atomics of a 1D, 2D or buffer storage texture through a buffer bound
   * beside it (reflection kind `textureAtomicBuffer`, `atomicsOf` the
   * texture), which the host must make the texture from (a linear texture
   * whose rows are aligned to the `texture_atomic_row_alignment` function
   * constant, in bytes). Default `false`. CLI: `--texture-atomics-native-only`.
   */
  textureAtomicsNativeOnly?: boolean;
}

/**
 * Read an options text in the CLI's, DXC's or glslang's spellings (`-E main
 * -T ps_6_2 -D X=1 -enable-16bit-types -Zpr -HV 2021 -I dir`, `-S frag`,
 * `--msl-version 3.0`, `--binding-model argument-buffers`), with the
 * `ferrometal` command line's own parser. Words are split as a shell does
 * (`"…"` and `'…'` quote). Never throws for a bad text.
 */
export function parseOptions(text: string): ParsedOptions;

/** What `parseOptions` read. */
export interface ParsedOptions {
  /** `true` when no diagnostic is an error. */
  ok: boolean;
  /** The options the text sets (the others are left out); `{}` when `ok` is false. */
  options: TranslateOptions;
  /**
   * Coded problems, each with `range: null`: OSH6005 an unknown flag or a
   * word that is no option (an input file), OSH6001 a bad or missing value
   * (also a warning for `--spec`, which only `--validate` reads).
   */
  diagnostics: Diagnostic[];
}

/** What one `translate` call produced. */
export interface TranslateResult {
  /** `true` when there is no error (warnings may remain). */
  ok: boolean;
  /** The language the source was read as; `null` only when the options were unusable. */
  language: Language | null;
  /** One complete MSL translation unit per entry point; empty when `ok` is false. */
  entryPoints: EntryPointOutput[];
  /** The host's contract for binding the output; `null` when `ok` is false. */
  reflection: Reflection | null;
  /**
   * `reflection` as pretty JSON text, byte for byte what the CLI's
   * `--reflect FILE` writes (without its final newline).
   */
  reflectionJson: string | null;
  /** Errors and warnings, in source order within each stage of the pipeline. */
  diagnostics: Diagnostic[];
  /** Every diagnostic rendered like rustc (plain text, as the CLI prints). */
  diagnosticsText: string;
  /**
   * With `singleFile`: every entry point of `entryPoints` in one translation
   * unit, with its line map (as `EntryPointOutput.lineMap`); else `null`.
   */
  singleFile: { msl: string; lineMap: (Range | null)[] } | null;
}

/** The MSL of one entry point. */
export interface EntryPointOutput {
  /** Name in the source. */
  name: string;
  /** Name of the MSL function (differs when the source name is reserved: `main` → `main0`). */
  mslName: string;
  stage: Stage;
  /** A complete MSL translation unit holding this entry point and what it reaches. */
  msl: string;
  /**
   * The MSL → source line map, one element per line of `msl`:
   * `lineMap[n - 1]` is the source range MSL line `n` was written from (the
   * statement, expression or declaration; an entry point's wrapper lines map
   * to its declaration), or `null` for lines with no source (`#include`s,
   * blank lines). The same ranges the CLI's `--line-map` writes.
   */
  lineMap: (Range | null)[];
}

// ---- diagnostics (DESIGN §4) ----------------------------------------------------

/** `error` stops the translation; `warning` flags a known deviation of Metal. */
export type Severity = "error" | "warning" | "note";

/**
 * A problem found in the shader, the options, or (OSH4xxx) in ferrometal.
 * Codes: OSH1xxx preprocessor, OSH2xxx syntax, OSH3xxx semantic, OSH4xxx
 * internal, OSH51xx Metal cannot express it, OSH52xx deviation warnings,
 * OSH6xxx options; `explain(code)` gives the meaning.
 */
export interface Diagnostic {
  /** Stable code such as `"OSH3001"`. */
  code: string;
  severity: Severity;
  message: string;
  /** Where the problem is; `null` when no source applies (a bad option, a crash). */
  range: Range | null;
  /** Secondary places, each with a message. */
  labels: DiagnosticLabel[];
  notes: string[];
  help: string | null;
  /** This diagnostic rendered like rustc, with the source line and carets. */
  rendered: string;
}

export interface DiagnosticLabel {
  range: Range | null;
  message: string;
}

/**
 * A source range an editor can use directly: lines and columns are 1-based,
 * columns count UTF-16 code units (as JavaScript strings do), and the end is
 * exclusive. For a Monaco marker: `{ startLineNumber: startLine, startColumn,
 * endLineNumber: endLine, endColumn }`.
 */
export interface Range {
  /** The file, as `fileName` or the `includes` key names it. */
  file: string;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  /** Byte offsets in the translation's global source map (stable, not per file). */
  startOffset: number;
  endOffset: number;
}

// ---- reflection (DESIGN §5) -------------------------------------------------------

/** Everything a host needs to bind the translated shader; it always agrees with the MSL. */
export interface Reflection {
  /** Source language. */
  language: Language;
  /** MSL version the output targets. */
  mslVersion: MslVersion;
  entryPoints: ReflectedEntryPoint[];
  /** Every resource of the file, in declaration order, with its Metal slot. */
  resources: Resource[];
  /** The push-constant block, if any (also listed in `resources`). */
  pushConstants: Resource | null;
  specializationConstants: SpecializationConstant[];
  /** Metal buffer index of vertex-buffer binding 0 (30); binding N is `30 - N`. */
  vertexBufferIndex: number;
  /** The binding model, when it is not `"direct"` (absent for direct). */
  bindingModel?: Exclude<BindingModel, "direct">;
  /** `"argument-buffers"`: the tier the layout is for. */
  argumentBufferTier?: 1 | 2;
  /** `"argument-buffers"`: every argument buffer, one per register space / descriptor set. */
  argumentBuffers?: ArgumentBuffer[];
  /** `"metal4-bindless"`: the three buffer slots of the root ABI, in index order. */
  bindlessSlots?: BindlessSlot[];
  /** `"msc"`: Metal Shader Converter's top-level argument buffer. */
  topLevelArgumentBuffer?: TopLevelArgumentBuffer;
}

/** `"msc"`: the top-level argument buffer a `metal_irconverter_runtime.h` host fills. */
export interface TopLevelArgumentBuffer {
  /** Metal buffer index (`kIRArgumentBufferBindPoint`). */
  index: 2;
  /** Bytes of the buffer. */
  size: number;
  /** From the entry point's root signature, or MSC's automatic layout. */
  layout: "rootSignature" | "automatic";
  /** `ResourceDescriptorHeap`'s buffer index (`kIRDescriptorHeapBindPoint`). */
  resourceHeapIndex: 0;
  /** `SamplerDescriptorHeap`'s buffer index (`kIRSamplerHeapBindPoint`). */
  samplerHeapIndex: 1;
  /** Bytes of one `IRDescriptorTableEntry` (24). */
  descriptorSize: 24;
  /** MSL names of the entry points that take it. */
  usedBy: string[];
  /** In buffer order: root parameters, then static samplers. */
  entries: TopLevelEntry[];
}

/** One entry of the top-level argument buffer. */
export interface TopLevelEntry {
  kind: "rootConstants" | "rootDescriptor" | "descriptorTable" | "descriptor" | "staticSampler";
  /** Byte offset in the buffer. */
  offset: number;
  /** Bytes the entry takes. */
  size: number;
  /** Register (a table's first range's) and space. */
  register: string | null;
  space: number | null;
  /** Root constants: 32-bit values. */
  num32bitValues?: number;
  /** Descriptor tables: the ranges in table order. */
  ranges?: TableRange[];
  /** The resources the entry binds. */
  resources: TopLevelResource[];
}

/** One range of a descriptor table. */
export interface TableRange {
  rangeType: "CBV" | "SRV" | "UAV" | "Sampler";
  baseRegister: number;
  space: number;
  /** Descriptors; `null`: unbounded. */
  count: number | null;
  /** The range's first descriptor in the table. */
  tableOffset: number;
}

/** A resource a top-level entry binds. */
export interface TopLevelResource {
  /** As in `resources`. */
  name: string;
  /** Its first descriptor in the table (or among the inline entries). */
  descriptorIndex: number;
  /** Elements; `null`: unbounded. */
  count: number | null;
  /** What the host writes. */
  setter:
    | "IRDescriptorTableSetBuffer"
    | "IRDescriptorTableSetTexture"
    | "IRDescriptorTableSetSampler"
    | "gpuAddress"
    | "bytes"
    | "none";
}

/** One buffer slot of the `"metal4-bindless"` root ABI. */
export interface BindlessSlot {
  /** Metal buffer index. */
  index: 0 | 1 | 2;
  /**
   * `"root"`: the exact bytes of the root structure; `"texturePool"`: one
   * 8-byte `MTLResourceID`, the texture view pool's base; `"samplers"`: 8-byte
   * sampler `gpuResourceID`s, heap index i at element i.
   */
  role: "root" | "texturePool" | "samplers";
  /** `"root"`: the resource (in `resources`, with its layout) that is the root; else `null`. */
  resource: string | null;
  /** `"root"`: bytes of the root structure; else `null`. */
  size: number | null;
  /** MSL names of the entry points that declare the slot. */
  usedBy: string[];
  /**
   * `"texturePool"`, `"samplers"`: the source's unbounded arrays that index
   * the heap (GLSL `texture2D t[]`, HLSL `Texture2D t[]`); element i of each
   * is heap index i.
   */
  arrays: string[];
}

/** One argument buffer: a struct of resource handles at `[[buffer(index)]]`. */
export interface ArgumentBuffer {
  /** The MSL struct's name. */
  name: string;
  /** HLSL register space or GLSL descriptor set. */
  space: number;
  /** Metal buffer index: the space. */
  index: number;
  /** Tier 2: bytes of the encoded buffer (8 per element); tier 1: `null` (the encoder's `encodedLength`). */
  size: number | null;
  /** MSL names of the entry points that take it. */
  usedBy: string[];
  /** Members in struct order. */
  members: ArgumentBufferMember[];
}

export interface ArgumentBufferMember {
  /** The resource's name, as in `resources`. */
  name: string;
  /** `[[id(n)]]`: the first id; a fixed array of N takes `id..id + N - 1`. */
  id: number;
  kind: ResourceKind | null;
  /** The member's MSL type in the struct. */
  mslType: string;
  /** Fixed arrays: the element count. */
  arraySize: number | null;
  /** The member is the GPU address of a table of `tableStride`-byte resource IDs. */
  unbounded: boolean;
  /** Tier 2: byte offset in the encoded buffer. */
  offset: number | null;
  /** Tier 2: bytes the member takes. */
  size: number | null;
  /** What the host writes: a `gpuResourceID`, a buffer's `gpuAddress`, or a table's address. */
  encoding: "resourceId" | "gpuAddress" | "tableAddress";
  /** Unbounded arrays: bytes per table element (8). */
  tableStride: number | null;
}

/** A `[[mesh]]` or `[[object]]` function's part of an `MTLMeshRenderPipelineDescriptor`. */
export interface MeshPipeline {
  /** Threads of one threadgroup: the draw's threadsPerObject/MeshThreadgroup. */
  threadgroupSize: [number, number, number];
  /** Mesh: the primitive topology. */
  topology: "triangle" | "line" | "point" | null;
  /** Mesh: the most vertices and primitives one threadgroup outputs. */
  maxVertices: number | null;
  maxPrimitives: number | null;
  /** MSL type of the `object_data` payload, when there is one. */
  payloadType: string | null;
  /** Bytes of the payload: `payloadMemoryLength` is at least this. */
  payloadSize: number | null;
  /** Mesh: members of Metal's vertex and primitive structs. */
  vertexOutputs: StageVariable[];
  primitiveOutputs: StageVariable[];
}

export interface ReflectedEntryPoint {
  /** Name in the source. */
  name: string;
  /** Name of the MSL function. */
  mslName: string;
  stage: Stage;
  /** Compute, mesh and amplification: threads per threadgroup `[x, y, z]`. */
  workgroupSize: [number, number, number] | null;
  /**
   * Compute, present when a specialization constant sets the workgroup size
   * along an axis (GLSL `local_size_x_id`): per axis, that constant's name or
   * null. `workgroupSize` holds the defaults; a host that specializes one of
   * them dispatches with the value it gave.
   */
  workgroupSizeConstants?: [string | null, string | null, string | null];
  /** Mesh and amplification stages only: what `MTLMeshRenderPipelineDescriptor` needs. */
  mesh?: MeshPipeline;
  inputs: StageVariable[];
  outputs: StageVariable[];
  /** Vertex stage: the `[[stage_in]]` attributes, for an `MTLVertexDescriptor`. */
  vertexAttributes: VertexAttribute[];
  /** Vertex stage: bytes between vertices in the interleaved vertex buffer. */
  vertexStride: number | null;
  /** Names of the resources (from `Reflection.resources`) this entry point uses. */
  resources: string[];
  /** Names of the specialization constants this entry point reads. */
  specializationConstants: string[];
  /** A stage of a tessellation pipeline (absent otherwise). */
  tessellation?: TessellationStage;
  /** A mesh function that emulates a geometry shader (absent otherwise). */
  geometry?: GeometryStage;
  /**
   * Present when the entry point reads the length of a runtime-sized buffer
   * (HLSL `GetDimensions` on a structured or byte-address buffer, GLSL
   * `.length()`, WGSL `arrayLength`), which Metal cannot query.
   */
  bufferSizes?: BufferSizes;
}

/**
 * The implicit `constant uint* [[buffer(index)]]` parameter of an entry point
 * that reads the length of a runtime-sized buffer: one 32-bit unsigned
 * integer per name of `buffers`, in that order, the byte size of that buffer
 * as bound (its `length` minus the binding offset), e.g.
 * `setBytes(sizes, length: 4 * buffers.count, index: index)`.
 */
export interface BufferSizes {
  /** Metal buffer index: the first one the entry point binds nothing else at. */
  index: number;
  /**
   * Names of the resources (from `Reflection.resources`) whose byte sizes it
   * holds, in element order (declaration order; with `singleFile`, every
   * buffer whose length any entry point of the file reads).
   */
  buffers: string[];
}

/**
 * A geometry shader emulated by a `[[mesh]]` function of one thread per
 * threadgroup: draw it with `drawMeshThreadgroups((primitiveCount,
 * instanceCount, 1), threadsPerObjectThreadgroup: (1, 1, 1),
 * threadsPerMeshThreadgroup: (1, 1, 1))` and no object function, after
 * filling `inputBuffer` with `verticesPerPrimitive` records per primitive.
 */
export interface GeometryStage {
  inputPrimitive: "point" | "line" | "triangle" | "lineadj" | "triangleadj";
  /** Input records per primitive: primitive p's start at record p × verticesPerPrimitive. */
  verticesPerPrimitive: number;
  /** `[maxvertexcount(N)]` (at most 256). */
  maxVertexCount: number;
  /** `[instance(N)]`, else 1: the mesh grid's height. */
  instanceCount: number;
  outputTopology: "triangle" | "line" | "point";
  /** The input vertex records (`null` when the shader reads none). */
  inputBuffer: { resource: string; index: number; stride: number } | null;
  /** `false` when the output vertex has no position (OSH5219). */
  rasterizes: boolean;
}

/**
 * One stage of Metal's tessellation pipeline: the hull kernel (threadgroups
 * `(patchCount, 1, 1)` of `threadsPerThreadgroup`), the domain shader's
 * post-tessellation vertex function, or a vertex shader as a kernel.
 */
export interface TessellationStage {
  role: "hull" | "domain" | "vertex";
  /** `MTLPatchType` case. */
  patchType: "triangle" | "quad" | null;
  /** Hull: `MTLTessellationPartitionMode` case. */
  partitionMode: "integer" | "fractionalEven" | "fractionalOdd" | "pow2" | null;
  /** Hull: `MTLWinding` case of the output triangles. */
  winding: "clockwise" | "counterClockwise" | null;
  outputPrimitive: "triangle" | null;
  /** Hull with line output: draw the triangles with `setTriangleFillMode(.lines)` (OSH5220). */
  triangleFillMode?: "lines";
  inputControlPoints: number;
  outputControlPoints: number;
  threadsPerThreadgroup: [number, number, number] | null;
  buffers: TessellationBuffer[];
}

/** A buffer between the tessellation stages. */
export interface TessellationBuffer {
  role: "inputControlPoints" | "outputControlPoints" | "patchData" | "tessFactors" | "vertexInput" | "vertexCount";
  /** The resource (in `Reflection.resources`, with its element layout). */
  resource: string;
  /** Metal buffer index. */
  index: number;
  /** Bytes per element (`tessFactors`: 8 for triangles, 12 for quads: half precision). */
  stride: number;
  /** Elements per patch (0: one per vertex, the vertex kernel's buffers). */
  elementsPerPatch: number;
}

export interface StageVariable {
  name: string;
  /** HLSL semantic (`TEXCOORD0`, `SV_Position`) when the source has one. */
  semantic: string | null;
  location: number | null;
  /** Built-in (`position`, `vertex_id`, …) for system values. */
  builtin: string | null;
  /** The MSL attribute written on the member, e.g. `[[user(TEXCOORD0)]]`. */
  metalAttribute: string;
  /**
   * Vertex outputs and fragment inputs: the `NAME` of `[[user(NAME)]]` that
   * pairs the two stages (`TEXCOORD0` from an HLSL semantic, `vUv` from a
   * GLSL name, `locn2` from a location); `null` otherwise.
   */
  linkName: string | null;
  /** MSL type spelling. */
  type: string;
  /** `perspective`, `flat`, `linear`/`no_perspective`, with `centroid`/`sample`. */
  interpolation: string | null;
}

export interface VertexAttribute {
  name: string;
  semantic: string | null;
  location: number;
  /** `MTLVertexFormat` case name without the prefix, e.g. `float3`, `uchar4Normalized`. */
  format: string;
  /** Byte offset in the interleaved vertex. */
  offset: number;
}

export type ResourceKind =
  | "uniformBuffer"
  | "storageBuffer"
  | "readOnlyStorageBuffer"
  | "pushConstants"
  | "texture"
  | "storageTexture"
  | "texelBuffer"
  | "sampler"
  | "comparisonSampler"
  /** The hidden counter of an Append/Consume buffer. */
  | "counter"
  /** Below MSL 3.1: the buffer carrying a storage texture's atomics (`atomicsOf`). */
  | "textureAtomicBuffer"
  /**
   * A top-level acceleration structure of ray queries (HLSL
   * `RaytracingAccelerationStructure`, GLSL `accelerationStructureEXT`): a
   * Metal `instance_acceleration_structure` at a buffer index.
   */
  | "accelerationStructure";

export interface Resource {
  name: string;
  kind: ResourceKind;
  /** Where the source bound it (only what the source wrote). */
  binding: SourceBinding;
  /** Source view: the declaration's type as the source spells it (`Texture2DMS<float4>`, `StructuredBuffer<P>`, GLSL `uniform Scene`). */
  sourceType: string;
  /** MSL view: the type of the entry-function parameter (`texture2d_ms<float>`, `const device P*`). */
  mslType: string;
  /** Number of resources when the declaration is an array (they take consecutive slots). */
  arraySize: number | null;
  /** The Metal argument table and first index. */
  metal: MetalSlot;
  /** Buffers: the exact byte layout of one element. */
  layout: BufferLayout | null;
  /** Storage textures and buffers: `read`, `write` or `read_write`. */
  access: "read" | "write" | "read_write" | null;
  /** Comparison samplers: the host must set a compare function on the sampler descriptor. */
  needsCompareFunction: boolean;
  /** MSL names of the entry points that take this resource; empty when none uses it. */
  usedBy: string[];
  /**
   * Present on `texelBuffer` resources only (MSL `texture_buffer<T>`): the
   * `MTLPixelFormat` case name (`rgba32Float` for `Buffer<float4>`) of the
   * texture the host makes over an `MTLBuffer`
   * (`MTLTextureDescriptor.textureBufferDescriptor`).
   */
  texelFormat?: string;
  /**
   * `textureAtomicBuffer` only: the storage texture whose atomics this buffer
   * carries; the host makes that texture from this buffer (a linear texture
   * whose rows are aligned to the `texture_atomic_row_alignment` function
   * constant, index 65535, in bytes).
   */
  atomicsOf?: string;
  /**
   * `textureAtomicBuffer` of a 2D texture only: the function constant (in
   * `specializationConstants`) of the row alignment in bytes: texel (x, y) is
   * element `y * pitch + x`, `pitch` the width rounded up to a multiple of
   * alignment / 4 (the linear texture's `bytesPerRow` is `pitch * 4`).
   */
  rowAlignmentConstant?: string;
}

/** Where the source bound a resource: only what the source wrote (null otherwise). */
export interface SourceBinding {
  /** HLSL register, e.g. `b0`, `t3`, `u1`, `s0`. */
  register: string | null;
  /** HLSL register space. */
  space: number | null;
  /** GLSL / WGSL / SPIR-V descriptor set (group). */
  set: number | null;
  /** GLSL / WGSL / SPIR-V binding. */
  binding: number | null;
}

export interface MetalSlot {
  /** Which Metal argument table: `[[buffer(n)]]`, `[[texture(n)]]` or `[[sampler(n)]]`. */
  kind: "buffer" | "texture" | "sampler";
  /** First index; an array of N resources takes `index .. index + N - 1`. */
  index: number;
}

export interface BufferLayout {
  /** Size in bytes of one element (for a runtime array: of the fixed part). */
  size: number;
  /** Alignment in bytes. */
  alignment: number;
  members: LayoutMember[];
  /** Stride of the trailing runtime-sized array, if any. */
  runtimeArrayStride: number | null;
}

export interface LayoutMember {
  name: string;
  /** Byte offset from the start of the enclosing struct. */
  offset: number;
  size: number;
  /** Source view: the member's (an array's element) type as the source spells it (`float4x3`, `mat3x4`). */
  sourceType: string;
  /** MSL view: the member's (an array's element) type in the MSL struct (`float3x4`, `packed_float3`). */
  mslType: string;
  /** Arrays: element count (0 for runtime-sized). */
  arrayCount: number | null;
  /** Arrays: bytes between elements. */
  arrayStride: number | null;
  /** Source view, matrices: rows and columns of the source type (HLSL `float4x3`: 4 × 3). */
  sourceRows: number | null;
  sourceColumns: number | null;
  /** Source view, matrices: how the source stores it (`row_major`: its rows are the lines in memory). */
  matrixLayout: "row_major" | "column_major" | null;
  /** MSL view, matrices: what one column of `mslType` (one stored line) holds. */
  mslColumnHolds: "sourceRow" | "sourceColumn" | null;
  /** Matrices: bytes between lines. */
  matrixStride: number | null;
  /** Struct members: their layout. */
  members: LayoutMember[];
  /**
   * Raw GPU pointers (GLSL buffer references) only: the member is a 64-bit
   * device address (8 bytes, write a buffer's `gpuAddress`) of this.
   */
  pointee?: Pointee;
}

/** What a pointer member points to. */
export interface Pointee {
  /** The MSL struct at the address (`device Node*`). */
  mslType: string;
  /** The alignment in bytes the source promises for the address (`buffer_reference_align`). */
  addressAlignment: number;
  /** Its layout; null for a pointer inside a pointee (a linked list's `next`), whose `mslType` names the layout given above. */
  layout: BufferLayout | null;
}

export interface SpecializationConstant {
  name: string;
  /** The `[[function_constant(N)]]` index (the source's constant id). */
  index: number;
  type: string;
  /** `MTLDataType` raw value: float 3, int 29, uint 33, bool 53, half 16, short 37, ushort 41, long 81, ulong 85. */
  mtlDataType: number;
  /** The source default. */
  default: number | boolean;
}
