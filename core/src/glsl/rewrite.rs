//! GLSL tokens → the HLSL front-end's tokens (see the module doc of `glsl`).
//!
//! Global declarations are handled one by one (a declaration ends at a `;`
//! at brace depth 0, or is a function definition ending at its `}`).
//! Function definitions and prototypes, and plain globals with their
//! initializers, are translated on the GLSL syntax tree by [`functions`] (a
//! placeholder prototype stands for each here). Interface declarations are
//! written as declaration text ([`decl_tokens`]: types, names, qualifiers
//! and constant array sizes). Built-in `gl_*` variables and the
//! stage's `in`/`out` variables become `static` globals that a generated
//! entry point fills from its arguments and copies into its results, as
//! glslang and SPIRV-Cross do.

use crate::diag::{Diagnostic, codes};
use crate::options::{Options, Stage};
use crate::ordered::{IntMap, IntSet, OrdMap, OrdSet};
use crate::source::{Files, Span};
use crate::syntax::lex::lex_str;
use crate::syntax::token::{Punct, Token, TokenKind};
use functions::Storage;
use std::fmt::Write as _;

mod components;
mod decl_tokens;
mod functions;
mod geom;
mod interpolate;
mod io_structs;
mod mesh;
mod tesc;
mod tese;

pub struct Rewritten {
    pub tokens: Vec<Token>,
    pub stage: Option<Stage>,
    /// Resources by the name of their global in the rewritten source: the
    /// GLSL declaration (`sampler2D`, `uniform Scene`, `readonly buffer
    /// Particles`), reflection's source view.
    pub source_types: OrdMap<String, String>,
    /// Function definitions translated on the syntax tree
    /// (`rewrite::functions`): function `k` replaces the prototype of
    /// `__glsl_fn_k` in `tokens`.
    pub functions: Vec<Vec<crate::hlsl::ast::Item>>,
    /// Every function definition and plain global: its name, and the
    /// construct that kept it from translating (`None`: it translated).
    pub function_report: Vec<(String, Option<functions::Unhandled>)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dir {
    In,
    Out,
}

/// A stage input or output the entry point must pass.
#[derive(Clone, Debug)]
struct Io {
    dir: Dir,
    /// HLSL type spelling (of one element when `count` is set).
    ty: String,
    /// The variable as an expression: `uv`, or `vs_out.uv` for a member of
    /// an interface block with an instance name.
    name: String,
    /// The name a varying without `location` links by (`uv`, or
    /// `Block__uv` for a member of an interface block; see `hlsl::lower::link`).
    link: String,
    location: Option<u32>,
    /// The declarator's name, where diagnostics point.
    span: Span,
    interpolation: Vec<&'static str>,
    /// `in vec4 a[2];`: the array length.
    count: Option<u32>,
    /// `layout(component = c)`: the first component it takes of each of
    /// its locations (see `rewrite::components`).
    component: Option<u32>,
    /// `layout(index = i)` of a fragment output: its dual-source blending input.
    index: Option<u32>,
}

/// The specialization constant that sets one workgroup dimension: its name,
/// and for one the shader does not declare, the id to declare it with (its
/// default is the dimension's `local_size_*`, or 1).
type SizeConstant = (String, Option<i64>);

/// GLSL built-ins written as generated HLSL functions: (name, helpers it
/// calls, text). A subgroup ballot is a `uint4` of lane bits, lane `i` at
/// bit `i % 32` of component `i / 32`.
const HELPERS: &[(&str, &[&str], &str)] = &[
    // GL_AMD_shader_trinary_minmax: each argument evaluated once.
    (
        "__glsl_min3_int",
        &[],
        "@I __glsl_min3(@I a, @I b, @I c) { return min(min(a, b), c); }\n\
                              @U __glsl_min3(@U a, @U b, @U c) { return min(min(a, b), c); }\n",
    ),
    ("__glsl_min3", &["__glsl_min3_int"], "@T __glsl_min3(@T a, @T b, @T c) { return min(min(a, b), c); }\n"),
    (
        "__glsl_max3_int",
        &[],
        "@I __glsl_max3(@I a, @I b, @I c) { return max(max(a, b), c); }\n\
                              @U __glsl_max3(@U a, @U b, @U c) { return max(max(a, b), c); }\n",
    ),
    ("__glsl_max3", &["__glsl_max3_int"], "@T __glsl_max3(@T a, @T b, @T c) { return max(max(a, b), c); }\n"),
    (
        "__glsl_mid3_int",
        &[],
        "@I __glsl_mid3(@I a, @I b, @I c) { return max(min(a, b), min(max(a, b), c)); }\n\
         @U __glsl_mid3(@U a, @U b, @U c) { return max(min(a, b), min(max(a, b), c)); }\n",
    ),
    (
        "__glsl_mid3",
        &["__glsl_mid3_int"],
        "@T __glsl_mid3(@T a, @T b, @T c) { return max(min(a, b), min(max(a, b), c)); }\n",
    ),
    ("__glsl_asinh", &[], "@T __glsl_asinh(@T x) { return sign(x) * log(abs(x) + sqrt(x * x + 1.0)); }\n"),
    ("__glsl_acosh", &[], "@T __glsl_acosh(@T x) { return log(x + sqrt(x * x - 1.0)); }\n"),
    ("__glsl_atanh", &[], "@T __glsl_atanh(@T x) { return 0.5 * log((1.0 + x) / (1.0 - x)); }\n"),
    // GLSL's modf: the fraction keeps the sign of x; the whole part is truncated.
    ("__glsl_modf", &[], "@T __glsl_modf(@T x, out @T i) { i = trunc(x); return x - i; }\n"),
    // frexp by the exponent bits (exact for normal numbers; subnormals are
    // scaled into range first).
    (
        "__glsl_frexp",
        &[],
        "float __glsl_frexp(float x, out int e) {\n\
             if (x == 0.0) { e = 0; return x; }\n\
             int bias = 0;\n\
             float y = x;\n\
             if (((asuint(y) >> 23u) & 0xFFu) == 0u) { y = y * 33554432.0; bias = -25; }\n\
             uint b = asuint(y);\n\
             e = int((b >> 23u) & 0xFFu) - 126 + bias;\n\
             return asfloat((b & 0x807FFFFFu) | 0x3F000000u);\n\
         }\n\
         float2 __glsl_frexp(float2 x, out int2 e) { int a, b; float2 r = float2(__glsl_frexp(x.x, a), __glsl_frexp(x.y, b)); e = int2(a, b); return r; }\n\
         float3 __glsl_frexp(float3 x, out int3 e) { int a, b, c; float3 r = float3(__glsl_frexp(x.x, a), __glsl_frexp(x.y, b), __glsl_frexp(x.z, c)); e = int3(a, b, c); return r; }\n\
         float4 __glsl_frexp(float4 x, out int4 e) { int a, b, c, d; float4 r = float4(__glsl_frexp(x.x, a), __glsl_frexp(x.y, b), __glsl_frexp(x.z, c), __glsl_frexp(x.w, d)); e = int4(a, b, c, d); return r; }\n",
    ),
    (
        "__glsl_packUnorm2x16",
        &[],
        "uint __glsl_packUnorm2x16(float2 v) { uint2 q = uint2(round(saturate(v) * 65535.0)); return q.x | (q.y << 16u); }\n",
    ),
    (
        "__glsl_packSnorm2x16",
        &[],
        "uint __glsl_packSnorm2x16(float2 v) { int2 q = int2(round(clamp(v, -1.0, 1.0) * 32767.0)); return (uint(q.x) & 0xFFFFu) | (uint(q.y) << 16u); }\n",
    ),
    (
        "__glsl_packUnorm4x8",
        &[],
        "uint __glsl_packUnorm4x8(float4 v) { uint4 q = uint4(round(saturate(v) * 255.0)); return q.x | (q.y << 8u) | (q.z << 16u) | (q.w << 24u); }\n",
    ),
    (
        "__glsl_packSnorm4x8",
        &[],
        "uint __glsl_packSnorm4x8(float4 v) { int4 q = int4(round(clamp(v, -1.0, 1.0) * 127.0)); uint4 b = uint4(q) & 0xFFu; return b.x | (b.y << 8u) | (b.z << 16u) | (b.w << 24u); }\n",
    ),
    (
        "__glsl_unpackUnorm2x16",
        &[],
        "float2 __glsl_unpackUnorm2x16(uint p) { return float2(uint2(p & 0xFFFFu, p >> 16u)) / 65535.0; }\n",
    ),
    (
        "__glsl_unpackSnorm2x16",
        &[],
        "float2 __glsl_unpackSnorm2x16(uint p) { int2 s = int2(int(p << 16u) >> 16u, int(p) >> 16u); return clamp(float2(s) / 32767.0, -1.0, 1.0); }\n",
    ),
    (
        "__glsl_unpackUnorm4x8",
        &[],
        "float4 __glsl_unpackUnorm4x8(uint p) { return float4(uint4(p & 0xFFu, (p >> 8u) & 0xFFu, (p >> 16u) & 0xFFu, p >> 24u)) / 255.0; }\n",
    ),
    (
        "__glsl_unpackSnorm4x8",
        &[],
        "float4 __glsl_unpackSnorm4x8(uint p) { int4 s = int4(int(p << 24u) >> 24u, int(p << 16u) >> 24u, int(p << 8u) >> 24u, int(p) >> 24u); return clamp(float4(s) / 127.0, -1.0, 1.0); }\n",
    ),
    (
        "__glsl_packHalf2x16",
        &[],
        "uint __glsl_packHalf2x16(float2 v) { return f32tof16(v.x) | (f32tof16(v.y) << 16u); }\n",
    ),
    (
        "__glsl_unpackHalf2x16",
        &[],
        "float2 __glsl_unpackHalf2x16(uint p) { return float2(f16tof32(p & 0xFFFFu), f16tof32(p >> 16u)); }\n",
    ),
    (
        "__glsl_unpackFloat2x16",
        &[],
        "half2 __glsl_unpackFloat2x16(uint p) { return half2(asfloat16(uint16_t(p & 0xFFFFu)), asfloat16(uint16_t(p >> 16u))); }\n",
    ),
    (
        "__glsl_packFloat2x16",
        &[],
        "uint __glsl_packFloat2x16(half2 v) { return uint(asuint16(v.x)) | (uint(asuint16(v.y)) << 16u); }\n",
    ),
    // GL_AMD_gpu_shader_int16 / GL_EXT_shader_explicit_arithmetic_types:
    // the two 16-bit halves of a 32-bit integer, x in the low bits.
    (
        "__glsl_packInt2x16",
        &[],
        "int __glsl_packInt2x16(int16_t2 v) { return int(uint(asuint16(v.x)) | (uint(asuint16(v.y)) << 16u)); }\n",
    ),
    ("__glsl_packUint2x16", &[], "uint __glsl_packUint2x16(uint16_t2 v) { return uint(v.x) | (uint(v.y) << 16u); }\n"),
    (
        "__glsl_unpackInt2x16",
        &[],
        "int16_t2 __glsl_unpackInt2x16(int p) { uint u = asuint(p); return int16_t2(asint16(uint16_t(u & 0xFFFFu)), asint16(uint16_t(u >> 16u))); }\n",
    ),
    (
        "__glsl_unpackUint2x16",
        &[],
        "uint16_t2 __glsl_unpackUint2x16(uint p) { return uint16_t2(uint16_t(p & 0xFFFFu), uint16_t(p >> 16u)); }\n",
    ),
    // GL_EXT_shader_explicit_arithmetic_types: the bytes (or 16-bit
    // halves) of an integer as a vector, x in the low bits, and back.
    // Constructing an 8-bit vector from 32-bit integers keeps each one's
    // low byte.
    (
        "__glsl_unpack8",
        &[],
        concat!(
            "__glsl_int8_t2 __glsl_unpack8(int16_t p) { int u = int(p); return __glsl_int8_t2(u, u >> 8); }\n",
            "__glsl_uint8_t2 __glsl_unpack8(uint16_t p) { uint u = uint(p); return __glsl_uint8_t2(u, u >> 8u); }\n",
            "__glsl_int8_t4 __glsl_unpack8(int p) { return __glsl_int8_t4(p, p >> 8, p >> 16, p >> 24); }\n",
            "__glsl_uint8_t4 __glsl_unpack8(uint p) { return __glsl_uint8_t4(p, p >> 8u, p >> 16u, p >> 24u); }\n",
        ),
    ),
    (
        "__glsl_unpack16",
        &[],
        concat!(
            "int16_t2 __glsl_unpack16(int p) { return int16_t2(int16_t(p), int16_t(p >> 16)); }\n",
            "uint16_t2 __glsl_unpack16(uint p) { return uint16_t2(uint16_t(p), uint16_t(p >> 16u)); }\n",
        ),
    ),
    (
        "__glsl_pack16",
        &[],
        concat!(
            "int16_t __glsl_pack16(__glsl_int8_t2 v) { return int16_t((uint(v.x) & 0xFFu) | ((uint(v.y) & 0xFFu) << 8u)); }\n",
            "uint16_t __glsl_pack16(__glsl_uint8_t2 v) { return uint16_t(uint(v.x) | (uint(v.y) << 8u)); }\n",
        ),
    ),
    (
        "__glsl_pack32",
        &[],
        concat!(
            "int __glsl_pack32(__glsl_int8_t4 v) { uint4 b = uint4(v) & 0xFFu; return int(b.x | (b.y << 8u) | (b.z << 16u) | (b.w << 24u)); }\n",
            "uint __glsl_pack32(__glsl_uint8_t4 v) { uint4 b = uint4(v); return b.x | (b.y << 8u) | (b.z << 16u) | (b.w << 24u); }\n",
            "int __glsl_pack32(int16_t2 v) { return int((uint(v.x) & 0xFFFFu) | (uint(v.y) << 16u)); }\n",
            "uint __glsl_pack32(uint16_t2 v) { return uint(v.x) | (uint(v.y) << 16u); }\n",
        ),
    ),
    // GL_ARB_shader_ballot's 64-bit masks: Metal's SIMD-groups have at most
    // 64 lanes, the first two words of a ballot.
    ("__glsl_ballot64", &[], "uint64_t __glsl_ballot64(uint4 b) { return (uint64_t(b.y) << 32u) | uint64_t(b.x); }\n"),
    (
        "__glsl_ballotARB",
        &["__glsl_ballot64"],
        "uint64_t __glsl_ballotARB(bool v) { return __glsl_ballot64(WaveActiveBallot(v)); }\n",
    ),
    (
        "__glsl_unpackUint2x32",
        &[],
        "uint2 __glsl_unpackUint2x32(uint64_t v) { return uint2(uint(v & 0xFFFFFFFFull), uint(v >> 32u)); }\n",
    ),
    (
        "__glsl_packUint2x32",
        &[],
        "uint64_t __glsl_packUint2x32(uint2 v) { return (uint64_t(v.y) << 32u) | uint64_t(v.x); }\n",
    ),
    ("__glsl_matrixCompMult", &[], "@M"),
    ("__glsl_outerProduct", &[], "@O"),
    ("__glsl_uaddCarry", &[], "@U __glsl_uaddCarry(@U x, @U y, out @U c) { @U r = x + y; c = @U(r < x); return r; }\n"),
    ("__glsl_usubBorrow", &[], "@U __glsl_usubBorrow(@U x, @U y, out @U b) { b = @U(x < y); return x - y; }\n"),
    (
        "__glsl_umulExtended",
        &[],
        "void __glsl_umulExtended(@U x, @U y, out @U msb, out @U lsb) {\n\
             @U xl = x & 0xFFFFu; @U xh = x >> 16u; @U yl = y & 0xFFFFu; @U yh = y >> 16u;\n\
             @U ll = xl * yl; @U lh = xl * yh; @U hl = xh * yl; @U hh = xh * yh;\n\
             @U mid = (ll >> 16u) + (lh & 0xFFFFu) + (hl & 0xFFFFu);\n\
             lsb = (mid << 16u) | (ll & 0xFFFFu);\n\
             msb = hh + (lh >> 16u) + (hl >> 16u) + (mid >> 16u);\n\
         }\n",
    ),
    (
        "__glsl_imulExtended",
        &["__glsl_umulExtended"],
        "void __glsl_imulExtended(@I x, @I y, out @I msb, out @I lsb) {\n\
             @U h; @U l;\n\
             __glsl_umulExtended(@U(x), @U(y), h, l);\n\
             h = h - @U(x < 0) * @U(y) - @U(y < 0) * @U(x);\n\
             msb = @I(h); lsb = @I(l);\n\
         }\n",
    ),
    (
        "__glsl_bitfieldExtract",
        &[],
        "@U __glsl_bitfieldExtract(@U v, int offset, int bits) { if (bits <= 0) return @U(0u); uint m = bits >= 32 ? 0xFFFFFFFFu : ((1u << uint(bits)) - 1u); return (v >> uint(offset)) & m; }\n\
         @I __glsl_bitfieldExtract(@I v, int offset, int bits) { if (bits <= 0) return @I(0); return @I(@U(v) << uint(32 - offset - bits)) >> uint(32 - bits); }\n",
    ),
    (
        "__glsl_bitfieldInsert",
        &[],
        "@U __glsl_bitfieldInsert(@U b, @U n, int offset, int bits) { if (bits <= 0) return b; uint m = (bits >= 32 ? 0xFFFFFFFFu : ((1u << uint(bits)) - 1u)) << uint(offset); return (b & ~m) | ((n << uint(offset)) & m); }\n\
         @I __glsl_bitfieldInsert(@I b, @I n, int offset, int bits) { return @I(__glsl_bitfieldInsert(@U(b), @U(n), offset, bits)); }\n",
    ),
    (
        "__glsl_mask_below",
        &[],
        "uint __glsl_word_below(uint n, uint lo) { return n >= lo + 32u ? 0xFFFFFFFFu : (n > lo ? (1u << (n - lo)) - 1u : 0u); }\n\
         uint4 __glsl_mask_below(uint n) { return uint4(__glsl_word_below(n, 0u), __glsl_word_below(n, 32u), __glsl_word_below(n, 64u), __glsl_word_below(n, 96u)); }\n",
    ),
    (
        "__glsl_ballot_count",
        &[],
        "uint __glsl_ballot_count(uint4 b) { return countbits(b.x) + countbits(b.y) + countbits(b.z) + countbits(b.w); }\n",
    ),
    (
        "__glsl_ballot_extract",
        &[],
        "bool __glsl_ballot_extract(uint4 b, uint i) { uint w = i < 32u ? b.x : (i < 64u ? b.y : (i < 96u ? b.z : b.w)); return ((w >> (i & 31u)) & 1u) != 0u; }\n",
    ),
    (
        "__glsl_inverse_ballot",
        &["__glsl_ballot_extract"],
        "bool __glsl_inverse_ballot(uint4 b) { return __glsl_ballot_extract(b, WaveGetLaneIndex()); }\n",
    ),
    (
        "__glsl_ballot_inclusive",
        &["__glsl_mask_below", "__glsl_ballot_count"],
        "uint __glsl_ballot_inclusive(uint4 b) { return __glsl_ballot_count(b & __glsl_mask_below(WaveGetLaneIndex() + 1u)); }\n",
    ),
    (
        "__glsl_ballot_exclusive",
        &["__glsl_mask_below", "__glsl_ballot_count"],
        "uint __glsl_ballot_exclusive(uint4 b) { return __glsl_ballot_count(b & __glsl_mask_below(WaveGetLaneIndex())); }\n",
    ),
    (
        "__glsl_ballot_lsb",
        &[],
        "uint __glsl_ballot_lsb(uint4 b) { return b.x != 0u ? firstbitlow(b.x) : (b.y != 0u ? 32u + firstbitlow(b.y) : (b.z != 0u ? 64u + firstbitlow(b.z) : 96u + firstbitlow(b.w))); }\n",
    ),
    (
        "__glsl_ballot_msb",
        &[],
        "uint __glsl_ballot_msb(uint4 b) { return b.w != 0u ? 96u + firstbithigh(b.w) : (b.z != 0u ? 64u + firstbithigh(b.z) : (b.y != 0u ? 32u + firstbithigh(b.y) : firstbithigh(b.x))); }\n",
    ),
];

/// A helper's text with its overloads spelled out: `@T` text once per float
/// scalar and vector type (`@U`/`@I`: uint and int); `@M` (component-wise matrix product) and `@O`
/// (outer product) for every matrix shape. `m[i]` is column i here.
fn expand_helper(text: &str) -> String {
    let mut out = String::new();
    match text {
        "@M" => {
            for c in 2..=4 {
                for r in 2..=4 {
                    let cols: Vec<String> = (0..c).map(|k| format!("a[{k}] * b[{k}]")).collect();
                    let _ = writeln!(
                        out,
                        "float{c}x{r} __glsl_matrixCompMult(float{c}x{r} a, float{c}x{r} b) {{ return float{c}x{r}({}); }}",
                        cols.join(", ")
                    );
                }
            }
        }
        "@O" => {
            for c in 2..=4 {
                for r in 2..=4 {
                    let comps = ["x", "y", "z", "w"];
                    let cols: Vec<String> = comps.iter().take(c).map(|k| format!("c * r.{k}")).collect();
                    let _ = writeln!(
                        out,
                        "float{c}x{r} __glsl_outerProduct(float{r} c, float{c} r) {{ return float{c}x{r}({}); }}",
                        cols.join(", ")
                    );
                }
            }
        }
        _ if text.contains("@T") => {
            for t in ["float", "float2", "float3", "float4"] {
                out.push_str(&text.replace("@T", t));
            }
        }
        // `@U`/`@I`: the uint and int scalar and vector types, in step.
        _ if text.contains("@U") || text.contains("@I") => {
            for n in ["", "2", "3", "4"] {
                out.push_str(&text.replace("@U", &format!("uint{n}")).replace("@I", &format!("int{n}")));
            }
        }
        _ => out.push_str(text),
    }
    out
}

/// Built-ins with no Metal (or no ferrometal) counterpart: (code, message;
/// `{}` is the built-in's name).
fn unsupported_builtin(name: &str) -> Option<(crate::diag::Code, &'static str)> {
    Some(match name {
        "EmitVertex" | "EndPrimitive" => (codes::SEM_STAGE_MISMATCH, "`{}` belongs to geometry shaders"),
        "EmitStreamVertex" | "EndStreamPrimitive" => (
            codes::METAL_STAGE,
            "`{}` writes a vertex stream, which feeds only transform feedback (stream output): Metal has no stage for it",
        ),
        "packDouble2x32" | "unpackDouble2x32" => (codes::METAL_64BIT, "Metal has no `double`: `{}` cannot be written"),
        "noise1" | "noise2" | "noise3" | "noise4" => {
            (codes::METAL_UNSUPPORTED, "the deprecated `{}` has no Metal counterpart")
        }
        _ if name.starts_with("subgroupClustered") => {
            (codes::METAL_UNSUPPORTED, "Metal has no clustered SIMD-group operations: `{}` has no equivalent")
        }
        _ => return None,
    })
}

/// The generated helper (see [`HELPERS`]) that implements a GLSL built-in.
fn glsl_helper(name: &str) -> Option<&'static str> {
    Some(match name {
        "min3" => "__glsl_min3",
        "max3" => "__glsl_max3",
        "mid3" => "__glsl_mid3",
        "asinh" => "__glsl_asinh",
        "acosh" => "__glsl_acosh",
        "atanh" => "__glsl_atanh",
        "modf" => "__glsl_modf",
        "frexp" => "__glsl_frexp",
        "packUnorm2x16" => "__glsl_packUnorm2x16",
        "packSnorm2x16" => "__glsl_packSnorm2x16",
        "packUnorm4x8" => "__glsl_packUnorm4x8",
        "packSnorm4x8" => "__glsl_packSnorm4x8",
        "unpackUnorm2x16" => "__glsl_unpackUnorm2x16",
        "unpackSnorm2x16" => "__glsl_unpackSnorm2x16",
        "unpackUnorm4x8" => "__glsl_unpackUnorm4x8",
        "unpackSnorm4x8" => "__glsl_unpackSnorm4x8",
        "packHalf2x16" => "__glsl_packHalf2x16",
        "unpackHalf2x16" => "__glsl_unpackHalf2x16",
        "packFloat2x16" => "__glsl_packFloat2x16",
        "unpackFloat2x16" => "__glsl_unpackFloat2x16",
        "packInt2x16" => "__glsl_packInt2x16",
        "ballotARB" => "__glsl_ballotARB",
        "unpackUint2x32" => "__glsl_unpackUint2x32",
        "packUint2x32" => "__glsl_packUint2x32",
        "packUint2x16" => "__glsl_packUint2x16",
        "unpackInt2x16" => "__glsl_unpackInt2x16",
        "unpackUint2x16" => "__glsl_unpackUint2x16",
        "unpack8" => "__glsl_unpack8",
        "unpack16" => "__glsl_unpack16",
        "pack16" => "__glsl_pack16",
        "pack32" => "__glsl_pack32",
        "matrixCompMult" => "__glsl_matrixCompMult",
        "outerProduct" => "__glsl_outerProduct",
        "uaddCarry" => "__glsl_uaddCarry",
        "usubBorrow" => "__glsl_usubBorrow",
        "umulExtended" => "__glsl_umulExtended",
        "imulExtended" => "__glsl_imulExtended",
        "bitfieldExtract" => "__glsl_bitfieldExtract",
        "bitfieldInsert" => "__glsl_bitfieldInsert",
        _ => return None,
    })
}

/// The generated helper a subgroup ballot built-in calls.
fn ballot_helper(name: &str) -> Option<&'static str> {
    Some(match name {
        "subgroupBallotBitCount" => "__glsl_ballot_count",
        "subgroupBallotBitExtract" => "__glsl_ballot_extract",
        "subgroupInverseBallot" => "__glsl_inverse_ballot",
        "subgroupBallotInclusiveBitCount" => "__glsl_ballot_inclusive",
        "subgroupBallotExclusiveBitCount" => "__glsl_ballot_exclusive",
        "subgroupBallotFindLSB" => "__glsl_ballot_lsb",
        "subgroupBallotFindMSB" => "__glsl_ballot_msb",
        _ => return None,
    })
}

/// How large `gl_ClipDistance` is: redeclared with a size, or the largest
/// constant index used + 1; a dynamic index needs the redeclaration.
#[derive(Clone, Copy, Debug, Default)]
struct ClipSize {
    declared: Option<u32>,
    used: u32,
    dynamic: Option<Span>,
}

/// Metal's clip-distance array holds at most this many.
const MAX_CLIP_DISTANCES: u32 = 8;

/// A declarator of a stage variable: its name and array length.
type Declarator = (Token, Option<u32>);

/// Longest stage-I/O array the front-end spreads over locations.
const MAX_IO_ARRAY: u32 = 64;

/// `layout(…)` contents: identifiers with optional integer values, and
/// where each was written.
#[derive(Clone, Debug, Default)]
struct Layout {
    items: Vec<(String, Option<i64>, Span)>,
}

/// The largest `layout(offset = N)` / `layout(align = N)` accepted (1 MiB,
/// far past any buffer's member offsets; keeps every layout sum in `u32`).
const MAX_EXPLICIT_OFFSET: i64 = 1 << 20;

/// The block packings of `layout(…)`; the last one written wins.
const PACKINGS: &[&str] = &["std140", "std430", "scalar", "shared", "packed"];

impl Layout {
    fn get(&self, key: &str) -> Option<i64> {
        self.items.iter().find(|(k, _, _)| k == key).and_then(|(_, v, _)| *v)
    }

    fn has(&self, key: &str) -> bool {
        self.items.iter().any(|(k, _, _)| k == key)
    }

    /// The last of `keys` written (a later qualifier overrides an earlier
    /// one, as `row_major` and `column_major` or `std140` and `std430` do).
    fn last_of(&self, keys: &[&str]) -> Option<(&str, Span)> {
        self.items.iter().rev().find(|(k, _, _)| keys.contains(&k.as_str())).map(|(k, _, s)| (k.as_str(), *s))
    }

    /// `defaults` (from `layout(…) uniform;` / `layout(…) buffer;`)
    /// followed by this block's own qualifiers, which override them.
    fn over(&self, defaults: &Layout) -> Layout {
        Layout { items: defaults.items.iter().chain(&self.items).cloned().collect() }
    }
}

struct Rewriter<'a> {
    toks: &'a [Token],
    pos: usize,
    out: Vec<Token>,
    /// Where in `out` the top-level declaration being rewritten starts: the
    /// typedefs of its array constructors go there (`array_constructor`).
    decl_out_start: usize,
    /// The array typedefs declared so far (`__glsl_array_T_N…`).
    array_types: OrdSet<String>,
    diags: &'a mut Vec<Diagnostic>,
    stage: Option<Stage>,
    io: Vec<Io>,
    local_size: Option<[i64; 3]>,
    /// `layout(local_size_x_id = N) in;`, per axis: the specialization
    /// constant that sets the workgroup size (the user's `constant_id = N`
    /// constant, or a generated `gl_WorkGroupSize_x`).
    local_size_spec: [Option<SizeConstant>; 3],
    /// Where the first `local_size_*_id` was given.
    local_size_span: Option<Span>,
    /// Combined samplers: name → name of the generated sampler state.
    combined: OrdMap<String, String>,
    /// `inst.member` → replacement tokens text (SSBO instance rewrites),
    /// keyed by [`instance_key`].
    instance_rewrites: OrdMap<String, String>,
    /// Members of storage blocks without an instance name: `member` →
    /// `_Block[0].member`.
    bare_members: OrdMap<String, String>,
    /// Members of the uniform blocks written as `cbuffer`s so far, which
    /// are global names in the HLSL the lowering reads.
    uniform_members: OrdSet<String>,
    /// Atomic counters: name → (buffer, element index).
    counters: OrdMap<String, (String, i64)>,
    /// Atomic-counter bindings: the next free byte offset.
    counter_next: IntMap<i64, i64>,
    /// Buffer reference types declared so far (`layout(buffer_reference)`),
    /// with where their struct's tokens start in `out` and whether a block
    /// defined them (a forward declaration's struct is rewritten with the
    /// block's qualifiers when it comes).
    references: OrdMap<String, (usize, bool)>,
    /// `gl_DeviceIndex` was read (its warning is given once).
    device_index_warned: bool,
    /// Image globals declared `readonly` or `writeonly`: name → qualifier.
    image_access: OrdMap<String, &'static str>,
    /// Image parameters of user functions: (function, index), by
    /// `ordered::pair_key`, → their `readonly`/`writeonly` qualifiers (GLSL
    /// forbids passing an image to a parameter that lacks one of them).
    image_params: OrdMap<String, Vec<&'static str>>,
    /// A fragment shader with an interlocked section
    /// (`beginInvocationInterlockARB`): see [`Rewriter::raster_ordered`].
    interlock: bool,
    /// Instance names of arrays of storage blocks: `inst[i]` is `inst[i][0]`.
    block_arrays: OrdSet<String>,
    /// Instance names of uniform blocks: `inst.member` is `member`.
    dropped_instances: OrdSet<String>,
    /// Names of the `const` globals declared so far.
    consts: OrdSet<String>,
    /// Specialization constants, and the global `const`s computed from them
    /// (SPIR-V's `OpSpecConstantOp`): never folded with a default.
    spec_consts: OrdSet<String>,
    /// Desktop GLSL's non-constant global initializers, in order: (name,
    /// initializer, and the same translated on the tree); the entry point
    /// evaluates them before `main`.
    deferred_inits: Vec<functions::DeferredInit>,
    /// OpenGL ES, where a global initializer must be constant.
    es: bool,
    /// `__glsl_init_globals` exists (see [`Rewriter::global_initializers`]).
    has_deferred_inits: bool,
    /// Built-ins the source uses.
    builtins_used: OrdSet<String>,
    needs_mod: bool,
    needs_fetch: bool,
    needs_proj: bool,
    needs_cmp: bool,
    needs_inverse: bool,
    /// Square matrix sizes whose one-argument constructor the shader uses.
    matrix_ctors: IntSet<u8>,
    /// `Options::mediump_as_half`: `mediump` floats inside functions are `half`.
    mediump_as_half: bool,
    /// The MSL version has texture atomics (3.1 and later).
    texture_atomics: bool,
    /// A combined image sampler's sampler keeps the texture's `(set,
    /// binding)` (both are members of its set's argument buffer); under
    /// `direct` it has none, as its Metal index does not depend on it.
    sampler_bindings: bool,
    /// The binding model (an unsized array of blocks has a place only
    /// outside `direct`).
    binding_model: crate::options::BindingModel,
    /// Opaque uniforms: name → GLSL type (`sampler2DShadow`, `usamplerBuffer`, …).
    opaque_types: OrdMap<String, String>,
    /// Blocks: global name → GLSL declaration (`uniform Scene`, `buffer Data`).
    block_types: OrdMap<String, String>,
    /// Functions the shader defines or declares; one may share a built-in's
    /// name (an overload), and a call that does not pass a sampler is its.
    user_fns: OrdSet<String>,
    /// User functions whose names the HLSL front-end reserves, respelled
    /// (see [`super::names`]).
    respelled: OrdMap<String, String>,
    /// Struct and block names the HLSL front-end reserves as types
    /// (`buffer Buffer { … }`, `struct Texture { … }`), respelled at every
    /// use (see [`super::names`]).
    respelled_types: OrdMap<String, String>,
    /// The size of `gl_ClipDistance`.
    clip: ClipSize,
    /// Structs with sampler members (`struct Material { sampler2D diffuse; … }`):
    /// the members (GLSL type, name) taken out of the struct; a uniform of
    /// the struct gets one global per member instead.
    struct_opaques: OrdMap<String, Vec<(String, String)>>,
    /// Structs left with no members once their samplers were taken out.
    emptied_structs: OrdSet<String>,
    /// Generated HLSL helpers the shader needs (see [`HELPERS`]).
    helpers: OrdSet<String>,
    /// `gl_FragData[n]` indices the shader writes.
    frag_data: IntSet<u32>,
    /// Stand-in globals of interpolated inputs (`rewrite::interpolate`),
    /// with their types, declared in the prelude.
    pulled: OrdMap<String, String>,
    has_main: bool,
    /// Default block qualifiers: `layout(std140) buffer;`, `layout(row_major) uniform;`.
    default_uniform: Layout,
    default_buffer: Layout,
    /// `#extension GL_EXT_scalar_block_layout`: `std430` uniform blocks.
    scalar_block_layout: bool,
    /// `layout(early_fragment_tests) in;`: the entry point is `[earlydepthstencil]`.
    early_fragment_tests: bool,
    /// `layout(post_depth_coverage) in;`: `gl_SampleMaskIn` is the coverage
    /// after the depth and stencil tests (`glsl::post_depth_coverage`).
    post_depth_coverage: bool,
    /// A tessellation control shader's per-vertex and per-patch variables.
    tesc: tesc::Tesc,
    /// A mesh shader's outputs and limits, a task shader's payload.
    mesh: mesh::Mesh,
    geom: geom::Geom,
    /// User structs that stage variables may have (`io_structs`).
    io_structs: io_structs::StructFields,
    /// The GLSL syntax tree's function definitions by the start of their
    /// name, and the spans of the structs its parser hoisted out of
    /// function bodies; empty when the tree path is off or the tree has
    /// errors.
    tree_functions: IntMap<u32, &'a crate::hlsl::ast::FunctionDecl>,
    /// The tree's global variable declarations, by their first token.
    tree_globals: IntMap<u32, &'a crate::hlsl::ast::VarDecl>,
    hoisted_structs: Vec<&'a crate::hlsl::ast::StructDecl>,
    /// Functions translated on the tree (see [`Rewritten::functions`]).
    functions: Vec<Vec<crate::hlsl::ast::Item>>,
    function_report: Vec<(String, Option<functions::Unhandled>)>,
}

/// What the front-end knows of the shader besides its tokens.
pub struct Shader<'a> {
    pub stage: Option<Stage>,
    /// `#extension GL_EXT_scalar_block_layout`.
    pub scalar_block_layout: bool,
    /// OpenGL ES.
    pub es: bool,
    /// The GLSL syntax tree of the same tokens, whose function definitions
    /// are translated on it where `rewrite::functions` can; `None` leaves
    /// them all to the tokens.
    pub tree: &'a crate::hlsl::ast::Ast,
}

pub fn rewrite(
    files: &mut Files,
    toks: &[Token],
    shader: Shader<'_>,
    options: &Options,
    diags: &mut Vec<Diagnostic>,
) -> Rewritten {
    let Shader { stage, scalar_block_layout, es, tree } = shader;
    let normalized = sizes_from_constructors(&array_types_after_names(toks));
    let toks = normalized.as_slice();
    let user_fns = user_functions(toks);
    let respelled = super::names::respellings(toks, user_fns.iter());
    let respelled_types = super::names::respellings(toks, declared_type_names(toks).iter());
    let mut r = Rewriter {
        toks,
        pos: 0,
        out: Vec::with_capacity(toks.len() + 64),
        decl_out_start: 0,
        array_types: OrdSet::new(),
        diags,
        stage,
        io: Vec::new(),
        local_size: None,
        local_size_spec: [None, None, None],
        local_size_span: None,
        combined: OrdMap::new(),
        instance_rewrites: OrdMap::new(),
        bare_members: OrdMap::new(),
        uniform_members: OrdSet::new(),
        counters: OrdMap::new(),
        counter_next: IntMap::new(),
        references: OrdMap::new(),
        dropped_instances: OrdSet::new(),
        block_arrays: OrdSet::new(),
        interlock: false,
        image_access: OrdMap::new(),
        device_index_warned: false,
        image_params: OrdMap::new(),
        consts: OrdSet::new(),
        spec_consts: OrdSet::new(),
        deferred_inits: Vec::new(),
        es,
        has_deferred_inits: false,
        builtins_used: OrdSet::new(),
        needs_mod: false,
        needs_fetch: false,
        needs_proj: false,
        needs_cmp: false,
        needs_inverse: false,
        matrix_ctors: IntSet::new(),
        mediump_as_half: options.mediump_as_half,
        // Below MSL 3.1 the lowering routes them through a buffer
        // (`Options::texture_atomics_native_only`).
        texture_atomics: options.msl_version >= crate::options::MslVersion::V3_1
            || !options.texture_atomics_native_only,
        sampler_bindings: options.binding_model != crate::options::BindingModel::Direct,
        binding_model: options.binding_model,
        opaque_types: OrdMap::new(),
        block_types: OrdMap::new(),
        user_fns,
        respelled,
        respelled_types,
        struct_opaques: OrdMap::new(),
        emptied_structs: OrdSet::new(),
        frag_data: IntSet::new(),
        pulled: OrdMap::new(),
        clip: ClipSize::default(),
        helpers: OrdSet::new(),
        has_main: false,
        default_uniform: Layout::default(),
        default_buffer: Layout::default(),
        scalar_block_layout,
        early_fragment_tests: false,
        post_depth_coverage: false,
        tesc: tesc::Tesc::default(),
        mesh: mesh::Mesh::default(),
        geom: geom::Geom::default(),
        io_structs: io_structs::StructFields::new(),
        tree_functions: IntMap::new(),
        tree_globals: IntMap::new(),
        hoisted_structs: Vec::new(),
        functions: Vec::new(),
        function_report: Vec::new(),
    };
    for item in &tree.items {
        match item {
            crate::hlsl::ast::Item::Function(f) => {
                r.tree_functions.insert(f.name_span.start, f);
            }
            crate::hlsl::ast::Item::Struct(s) => r.hoisted_structs.push(s),
            crate::hlsl::ast::Item::Var(v) => {
                r.tree_globals.insert(v.span.start, v);
            }
            _ => {}
        }
    }
    r.scan_builtins();
    r.stage = r.stage.or_else(|| r.infer_stage());
    if r.stage == Some(Stage::Domain) {
        // A post-tessellation vertex function returns a position.
        r.builtins_used.insert("gl_Position".into());
    }
    if r.stage == Some(Stage::Mesh) {
        // Each thread copies a stride of the outputs (`rewrite::mesh`).
        r.builtins_used.insert("gl_LocalInvocationIndex".into());
    }
    r.globals();
    let stage = r.stage;
    let Some(stage) = stage else {
        let span = toks.first().map(|t| t.span).unwrap_or(Span::new(0, 0));
        r.diags.push(
            Diagnostic::error(codes::SEM_STAGE_UNKNOWN, "cannot tell which stage this GLSL shader is for", span)
                .with_help("name the file .vert, .frag or .comp, or give --stage"),
        );
        return Rewritten {
            tokens: Vec::new(),
            stage: None,
            source_types: OrdMap::new(),
            functions: Vec::new(),
            function_report: Vec::new(),
        };
    };
    if !r.has_main {
        let span = toks.first().map(|t| t.span).unwrap_or(Span::new(0, 0));
        r.diags.push(Diagnostic::error(codes::SEM_MISSING_ENTRY_POINT, "the shader has no `void main()`", span));
    }
    if stage == Stage::Hull {
        r.tesc_check();
    }
    if stage == Stage::Domain {
        r.tese_check();
    }
    if stage == Stage::Mesh {
        r.mesh_check();
    }
    if stage == Stage::Amplification {
        r.task_check();
    }
    if stage == Stage::Geometry {
        r.geom_check();
    }
    r.check_clip();
    r.check_view_index();
    r.check_locations();
    r.workgroup_size_from_constants();
    r.sample_rate_frag_coord();
    r.global_initializers();
    let prelude = r.prelude(stage);
    let entry = r.entry(stage);
    let mut tokens = generated(files, "<glsl prelude>", &prelude);
    tokens.extend(std::mem::take(&mut r.out));
    tokens.extend(generated(files, "<glsl entry point>", &entry));
    let end = tokens.last().map(|t| t.span).unwrap_or(Span::new(0, 0));
    tokens.push(Token { kind: TokenKind::Eof, text: String::new(), span: end, space_before: false, line_start: true });
    let mut source_types = std::mem::take(&mut r.block_types);
    for (name, ty) in &r.opaque_types {
        source_types.insert(name.clone(), ty.clone());
        if let Some(sampler) = r.combined.get(name) {
            source_types.insert(sampler.clone(), format!("{ty} (its sampler)"));
        }
    }
    Rewritten { tokens, stage: Some(stage), source_types, functions: r.functions, function_report: r.function_report }
}

/// Lex generated HLSL from a virtual file, so its spans are real positions.
pub(super) fn generated(files: &mut Files, name: &str, text: &str) -> Vec<Token> {
    let id = files.add(name, text);
    let base = files.get(id).map(|f| f.base).unwrap_or(0);
    let mut toks = lex_str(text, base).tokens;
    toks.retain(|t| t.kind != TokenKind::Eof);
    toks
}

/// GLSL type spelling → HLSL spelling (scalars and vectors and matrices).
fn type_name(name: &str) -> Option<String> {
    let vec = |prefix: &str, scalar: &str| -> Option<String> {
        let n = name.strip_prefix(prefix)?;
        matches!(n, "2" | "3" | "4").then(|| format!("{scalar}{n}"))
    };
    if let Some(s) = vec("vec", "float")
        .or_else(|| vec("ivec", "int"))
        .or_else(|| vec("uvec", "uint"))
        .or_else(|| vec("bvec", "bool"))
        .or_else(|| vec("dvec", "double"))
        .or_else(|| vec("f16vec", "half"))
        .or_else(|| vec("i8vec", "__glsl_int8_t"))
        .or_else(|| vec("u8vec", "__glsl_uint8_t"))
        .or_else(|| vec("i16vec", "int16_t"))
        .or_else(|| vec("u16vec", "uint16_t"))
        .or_else(|| vec("i64vec", "int64_t"))
        .or_else(|| vec("u64vec", "uint64_t"))
    {
        return Some(s);
    }
    for (prefix, scalar) in [("mat", "float"), ("dmat", "double"), ("f16mat", "half")] {
        if let Some(rest) = name.strip_prefix(prefix) {
            return match rest.as_bytes() {
                [n @ b'2'..=b'4'] => Some(format!("{scalar}{}x{}", *n as char, *n as char)),
                // GLSL `matCxR` is C columns of R rows: HLSL `floatCxR` lowers to the same naga matrix.
                [c @ b'2'..=b'4', b'x', r @ b'2'..=b'4'] => Some(format!("{scalar}{}x{}", *c as char, *r as char)),
                _ => None,
            };
        }
    }
    match name {
        "float16_t" => Some("half".into()),
        "float32_t" => Some("float".into()),
        "int8_t" => Some("__glsl_int8_t".into()),
        "uint8_t" => Some("__glsl_uint8_t".into()),
        "int32_t" => Some("int".into()),
        "uint32_t" => Some("uint".into()),
        "double" | "float64_t" => Some("double".into()),
        _ => None,
    }
}

/// Built-in functions whose HLSL counterpart differs only in name.
fn function_name(name: &str) -> Option<&'static str> {
    Some(match name {
        "mix" => "lerp",
        // `GL_EXT_nonuniform_qualifier`: Metal needs no qualifier (see `msl::bind`).
        "nonuniformEXT" => "NonUniformResourceIndex",
        "fract" => "frac",
        "inversesqrt" => "rsqrt",
        "dFdx" => "ddx",
        "dFdy" => "ddy",
        "dFdxCoarse" => "ddx_coarse",
        "dFdyCoarse" => "ddy_coarse",
        "dFdxFine" => "ddx_fine",
        "dFdyFine" => "ddy_fine",
        "floatBitsToInt" => "asint",
        "floatBitsToUint" => "asuint",
        "intBitsToFloat" | "uintBitsToFloat" => "asfloat",
        "halfBitsToUint16" | "float16BitsToUint16" => "asuint16",
        "halfBitsToInt16" | "float16BitsToInt16" => "asint16",
        "uint16BitsToHalf" | "int16BitsToHalf" | "uint16BitsToFloat16" | "int16BitsToFloat16" => "asfloat16",
        "bitCount" => "countbits",
        "findMSB" => "firstbithigh",
        "findLSB" => "firstbitlow",
        "bitfieldReverse" => "reversebits",
        "barrier" => "GroupMemoryBarrierWithGroupSync",
        "memoryBarrierShared" | "groupMemoryBarrier" => "GroupMemoryBarrier",
        "memoryBarrier" | "memoryBarrierBuffer" | "memoryBarrierImage" => "DeviceMemoryBarrier",
        "atomicAdd" => "InterlockedAdd",
        "atomicMin" => "InterlockedMin",
        "atomicMax" => "InterlockedMax",
        "atomicAnd" => "InterlockedAnd",
        "atomicOr" => "InterlockedOr",
        "atomicXor" => "InterlockedXor",
        "atomicExchange" => "InterlockedExchange",
        // GLSL's `(mem, compare, data)` is HLSL's argument order; in the GLSL
        // dialect the call's value is the original contents.
        "atomicCompSwap" | "atomicCounterCompSwap" => "InterlockedCompareExchange",
        "atomicCounterAdd" => "InterlockedAdd",
        "atomicCounterMin" => "InterlockedMin",
        "atomicCounterMax" => "InterlockedMax",
        "atomicCounterAnd" => "InterlockedAnd",
        "atomicCounterOr" => "InterlockedOr",
        "atomicCounterXor" => "InterlockedXor",
        "atomicCounterExchange" => "InterlockedExchange",
        // naga's `round` (MSL `rint`) rounds halves to even.
        "roundEven" => "round",
        "subgroupAdd" => "WaveActiveSum",
        "subgroupMul" => "WaveActiveProduct",
        "subgroupMin" => "WaveActiveMin",
        "subgroupMax" => "WaveActiveMax",
        "subgroupAnd" => "WaveActiveBitAnd",
        "subgroupOr" => "WaveActiveBitOr",
        "subgroupXor" => "WaveActiveBitXor",
        "subgroupAll" => "WaveActiveAllTrue",
        "subgroupAny" => "WaveActiveAnyTrue",
        "subgroupBroadcastFirst" | "readFirstInvocationARB" => "WaveReadLaneFirst",
        "readInvocationARB" => "WaveReadLaneAt",
        "subgroupBroadcast" | "subgroupShuffle" => "WaveReadLaneAt",
        "subgroupExclusiveAdd" => "WavePrefixSum",
        "subgroupExclusiveMul" => "WavePrefixProduct",
        "subgroupElect" => "WaveIsFirstLane",
        "subgroupBallot" => "WaveActiveBallot",
        "subgroupBarrier" => "GroupMemoryBarrierWithGroupSync",
        "fwidthFine" | "fwidthCoarse" => "fwidth",
        "memoryBarrierAtomicCounter" => "DeviceMemoryBarrier",
        // GLSL 4.60's names and GL_ARB_shader_group_vote's.
        "anyInvocation" | "anyInvocationARB" => "WaveActiveAnyTrue",
        "allInvocations" | "allInvocationsARB" => "WaveActiveAllTrue",
        "subgroupMemoryBarrier" | "subgroupMemoryBarrierBuffer" | "subgroupMemoryBarrierImage" => "DeviceMemoryBarrier",
        "subgroupMemoryBarrierShared" => "GroupMemoryBarrier",
        "subgroupQuadBroadcast" => "QuadReadLaneAt",
        "subgroupQuadSwapHorizontal" => "QuadReadAcrossX",
        "subgroupQuadSwapVertical" => "QuadReadAcrossY",
        "subgroupQuadSwapDiagonal" => "QuadReadAcrossDiagonal",
        // GL_EXT_shader_quad_control.
        "subgroupQuadAll" => "QuadAll",
        "subgroupQuadAny" => "QuadAny",
        _ => return None,
    })
}

/// Relational built-ins written as operators.
fn relational(name: &str) -> Option<&'static str> {
    Some(match name {
        "lessThan" => "<",
        "lessThanEqual" => "<=",
        "greaterThan" => ">",
        "greaterThanEqual" => ">=",
        _ => return None,
    })
}

/// Built-in variables: (GLSL name, HLSL type, direction per stage, semantic).
fn builtin(name: &str, stage: Stage) -> Option<(&'static str, Dir, &'static str)> {
    use Stage::*;
    Some(match (name, stage) {
        ("gl_Position", Vertex | Domain) => ("float4", Dir::Out, "SV_Position"),
        ("gl_PointSize", Vertex | Domain) => ("float", Dir::Out, "__POINTSIZE"),
        ("gl_VertexID" | "gl_VertexIndex", Vertex) => ("int", Dir::In, "SV_VertexID"),
        ("gl_InstanceID" | "gl_InstanceIndex", Vertex) => ("int", Dir::In, "SV_InstanceID"),
        ("gl_FragCoord", Fragment) => ("float4", Dir::In, "SV_Position"),
        ("gl_FrontFacing", Fragment) => ("bool", Dir::In, "SV_IsFrontFace"),
        ("gl_PointCoord", Fragment) => ("float2", Dir::In, "__POINTCOORD"),
        ("gl_SampleID", Fragment) => ("int", Dir::In, "SV_SampleIndex"),
        ("gl_FragColor", Fragment) => ("float4", Dir::Out, "SV_Target0"),
        ("gl_FragDepth", Fragment) => ("float", Dir::Out, "SV_Depth"),
        ("gl_GlobalInvocationID", Compute | Mesh | Amplification) => ("uint3", Dir::In, "SV_DispatchThreadID"),
        ("gl_LocalInvocationID", Compute | Mesh | Amplification) => ("uint3", Dir::In, "SV_GroupThreadID"),
        ("gl_WorkGroupID", Compute | Mesh | Amplification) => ("uint3", Dir::In, "SV_GroupID"),
        ("gl_LocalInvocationIndex", Compute | Mesh | Amplification) => ("uint", Dir::In, "SV_GroupIndex"),
        ("gl_NumWorkGroups", Compute | Mesh | Amplification) => ("uint3", Dir::In, "__NUMWORKGROUPS"),
        ("gl_PrimitiveID", Fragment) => ("int", Dir::In, "SV_PrimitiveID"),
        // GL_EXT_multiview: Metal's vertex amplification id (OSH5230).
        ("gl_ViewIndex", Vertex | Fragment) => ("int", Dir::In, "__VIEWINDEX"),
        // `gl_SampleMask[0]` and `gl_SampleMaskIn[0]` (see `builtin_array`):
        // Metal's `[[sample_mask]]` holds 32 samples, one array element.
        ("gl_SampleMask", Fragment) => ("int", Dir::Out, "SV_Coverage"),
        ("gl_SampleMaskIn", Fragment) => ("int", Dir::In, "SV_Coverage"),
        ("gl_Layer", Vertex) => ("int", Dir::Out, "SV_RenderTargetArrayIndex"),
        ("gl_Layer", Fragment) => ("int", Dir::In, "SV_RenderTargetArrayIndex"),
        ("gl_ViewportIndex", Vertex) => ("int", Dir::Out, "SV_ViewportArrayIndex"),
        ("gl_ViewportIndex", Fragment) => ("int", Dir::In, "SV_ViewportArrayIndex"),
        ("gl_FragStencilRefARB", Fragment) => ("int", Dir::Out, "SV_StencilRef"),
        ("gl_BaryCoordEXT" | "gl_BaryCoordNV" | "gl_BaryCoordNoPerspEXT" | "gl_BaryCoordNoPerspNV", Fragment) => {
            ("float3", Dir::In, "SV_Barycentrics")
        }
        ("gl_InvocationID", Hull) => ("int", Dir::In, "SV_OutputControlPointID"),
        ("gl_PrimitiveID", Hull) => ("int", Dir::In, "SV_PrimitiveID"),
        // A geometry shader's outputs are its emitted vertex's (`rewrite::geom`).
        ("gl_Position", Geometry) => ("float4", Dir::Out, "SV_Position"),
        ("gl_PointSize", Geometry) => ("float", Dir::Out, "__POINTSIZE"),
        ("gl_Layer", Geometry) => ("int", Dir::Out, "SV_RenderTargetArrayIndex"),
        ("gl_ViewportIndex", Geometry) => ("int", Dir::Out, "SV_ViewportArrayIndex"),
        ("gl_PrimitiveID", Geometry) => ("int", Dir::Out, "SV_PrimitiveID"),
        ("gl_PrimitiveIDIn", Geometry) => ("int", Dir::In, "SV_PrimitiveID"),
        ("gl_InvocationID", Geometry) => ("int", Dir::In, "SV_GSInstanceID"),
        _ => return None,
    })
}

/// The built-in variables GLSL declares as arrays, with their length here:
/// the sample masks are `int[]`, one element per 32 samples, and Metal has
/// at most 32 samples.
fn builtin_array(name: &str) -> Option<u32> {
    matches!(name, "gl_SampleMask" | "gl_SampleMaskIn").then_some(1)
}

/// The system values that HLSL types as `uint` and GLSL as `int`: the
/// generated entry point carries them as `uint`.
fn uint_system_value(semantic: &str) -> bool {
    matches!(
        semantic,
        "SV_VertexID"
            | "SV_InstanceID"
            | "SV_SampleIndex"
            | "SV_PrimitiveID"
            | "SV_Coverage"
            | "SV_RenderTargetArrayIndex"
            | "SV_ViewportArrayIndex"
            | "SV_StencilRef"
            | "__VIEWINDEX"
    )
}

impl Rewriter<'_> {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.pos).filter(|t| t.kind != TokenKind::Eof)
    }

    fn error(&mut self, code: crate::diag::Code, msg: impl Into<String>, span: Span) {
        self.diags.push(Diagnostic::error(code, msg, span));
    }

    fn scan_builtins(&mut self) {
        for (k, t) in self.toks.iter().enumerate() {
            if t.is_ident("beginInvocationInterlockARB") {
                self.interlock = true;
            }
            if t.kind == TokenKind::Ident && t.text.starts_with("gl_") {
                self.builtins_used.insert(t.text.clone());
                // Subgroups are consecutive runs of the linear invocation index.
                if matches!(t.text.as_str(), "gl_SubgroupID" | "gl_NumSubgroups") {
                    self.builtins_used.insert("gl_LocalInvocationIndex".into());
                }
                // The position of the sample being shaded.
                if t.text == "gl_SamplePosition" {
                    self.builtins_used.insert("gl_SampleID".into());
                }
            }
            // `gl_ClipDistance[i]`: its size is the largest constant index + 1
            // unless the shader redeclares it with a size.
            if t.is_ident("gl_ClipDistance") && self.toks.get(k + 1).is_some_and(|n| n.is_punct(Punct::LBracket)) {
                let index = self.toks.get(k + 2).and_then(|n| parse_int(&n.text));
                let closed = self.toks.get(k + 3).is_some_and(|n| n.is_punct(Punct::RBracket));
                match index {
                    Some(n) if closed => {
                        let n = u32::try_from(n).unwrap_or(u32::MAX).saturating_add(1);
                        self.clip.used = self.clip.used.max(n);
                    }
                    _ => self.clip.dynamic = self.clip.dynamic.or(Some(t.span)),
                }
            }
        }
    }

    /// `out float gl_ClipDistance[N];`, `out gl_PerVertex { … };`,
    /// `layout(depth_greater) out float gl_FragDepth;`: built-in
    /// redeclarations (`gl_` names are reserved to built-ins). They declare
    /// nothing new here (depth layouts are hints; Metal's `depth(any)` is
    /// right for each); a size is remembered.
    fn builtin_redeclaration(&mut self, rest: &[Token]) -> bool {
        let per_vertex = rest.first().is_some_and(|t| {
            t.is_ident("gl_PerVertex") || t.is_ident("gl_MeshPerVertexEXT") || t.is_ident("gl_MeshPerPrimitiveEXT")
        });
        let clip = rest.iter().position(|t| t.is_ident("gl_ClipDistance"));
        let declared = rest.iter().rev().find(|t| t.kind == TokenKind::Ident);
        let other = declared.is_some_and(|t| {
            t.text.starts_with("gl_") && [Stage::Vertex, Stage::Fragment].iter().any(|&s| builtin(&t.text, s).is_some())
        });
        if !per_vertex && clip.is_none() && !rest.iter().any(|t| t.is_ident("gl_CullDistance")) {
            return other;
        }
        if let Some(c) = clip
            && rest.get(c + 1).is_some_and(|t| t.is_punct(Punct::LBracket))
            && let Some(n) = rest.get(c + 2).and_then(|t| parse_int(&t.text)).and_then(|n| u32::try_from(n).ok())
        {
            self.clip.declared = Some(n);
        }
        if let Some(t) = rest.iter().find(|t| t.is_ident("gl_CullDistance"))
            && !per_vertex
        {
            self.error(codes::METAL_CULL_DISTANCE, "Metal has no cull distances", t.span);
        }
        true
    }

    fn infer_stage(&self) -> Option<Stage> {
        let used = |n: &str| self.builtins_used.contains(n);
        let has_ident = |n: &str| self.toks.iter().any(|t| t.is_ident(n));
        if self.toks.windows(2).any(|w| w.first().is_some_and(|t| t.is_ident("local_size_x"))) {
            return Some(Stage::Compute);
        }
        if has_ident("EmitVertex") || has_ident("EndPrimitive") || used("gl_PrimitiveIDIn") {
            return Some(Stage::Geometry);
        }
        if ["gl_GlobalInvocationID", "gl_LocalInvocationID", "gl_WorkGroupID", "gl_LocalInvocationIndex"]
            .iter()
            .any(|n| used(n))
        {
            return Some(Stage::Compute);
        }
        if used("gl_Position") || has_ident("attribute") || used("gl_VertexID") || used("gl_VertexIndex") {
            return Some(Stage::Vertex);
        }
        if used("gl_FragColor") || used("gl_FragCoord") || used("gl_FragData") || has_ident("discard") {
            return Some(Stage::Fragment);
        }
        // `out vec4 color;` with no gl_Position: a fragment shader.
        has_ident("out").then_some(Stage::Fragment)
    }

    // ---- global declarations ----------------------------------------------

    fn globals(&mut self) {
        let mut guard = 0usize;
        while let Some(t) = self.peek() {
            guard += 1;
            if guard > self.toks.len() + 8 {
                break;
            }
            let start = self.pos;
            if t.is_punct(Punct::Semi) {
                self.pos += 1;
                continue;
            }
            self.declaration();
            if self.pos == start {
                self.pos += 1;
            }
        }
    }

    /// End (exclusive) of the declaration starting at `self.pos`.
    fn declaration_end(&self) -> (usize, bool) {
        let mut depth = 0i32;
        let mut i = self.pos;
        let mut saw_paren_close = false;
        while let Some(t) = self.toks.get(i) {
            match t.kind {
                TokenKind::Eof => return (i, false),
                TokenKind::Punct(Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => {
                    depth -= 1;
                    saw_paren_close = true;
                }
                TokenKind::Punct(Punct::LBrace) if depth == 0 => {
                    // A function body or a block: find its end.
                    let mut d = 0i32;
                    let mut j = i;
                    while let Some(u) = self.toks.get(j) {
                        match u.kind {
                            TokenKind::Punct(Punct::LBrace) => d += 1,
                            TokenKind::Punct(Punct::RBrace) => {
                                d -= 1;
                                if d == 0 {
                                    break;
                                }
                            }
                            TokenKind::Eof => return (j, false),
                            _ => {}
                        }
                        j += 1;
                    }
                    let is_function =
                        saw_paren_close && self.toks.get(i.wrapping_sub(1)).is_some_and(|p| p.is_punct(Punct::RParen));
                    if is_function {
                        return (j + 1, true);
                    }
                    i = j;
                }
                TokenKind::Punct(Punct::Semi) if depth == 0 => return (i + 1, false),
                _ => {}
            }
            i += 1;
        }
        (i, false)
    }

    fn declaration(&mut self) {
        self.decl_out_start = self.out.len();
        let (end, is_function) = self.declaration_end();
        let decl: Vec<Token> = self.toks.get(self.pos..end).map(<[Token]>::to_vec).unwrap_or_default();
        self.pos = end;
        if is_function {
            self.function(&decl);
            return;
        }
        // A prototype.
        if self.tree_function_placeholder(&decl) {
            return;
        }
        let mut i = 0;
        let mut layout = Layout::default();
        let mut quals: Vec<String> = Vec::new();
        let mut interp: Vec<&'static str> = Vec::new();
        while let Some(t) = decl.get(i) {
            if t.is_ident("layout") {
                i = self.layout(&decl, i + 1, &mut layout);
                continue;
            }
            if t.kind != TokenKind::Ident {
                break;
            }
            match t.text.as_str() {
                "precision" => return,
                "highp" | "mediump" | "lowp" | "invariant" | "precise" | "coherent" | "volatile" | "restrict"
                | "smooth" => {}
                "flat" => interp.push("nointerpolation"),
                "noperspective" => interp.push("noperspective"),
                "centroid" => interp.push("centroid"),
                "sample" => interp.push("sample"),
                "in"
                | "out"
                | "inout"
                | "uniform"
                | "buffer"
                | "shared"
                | "const"
                | "attribute"
                | "varying"
                | "readonly"
                | "writeonly"
                | "patch"
                | "perprimitiveEXT"
                | "taskPayloadSharedEXT" => quals.push(t.text.clone()),
                _ => break,
            }
            i += 1;
        }
        let rest: Vec<Token> = decl.get(i..).map(<[Token]>::to_vec).unwrap_or_default();
        let has = |q: &str| quals.iter().any(|x| x == q);
        let first_span = decl.first().map(|t| t.span).unwrap_or(Span::new(0, 0));
        // `layout(local_size_x = 64) in;`, `layout(std140) buffer;`
        if rest.first().is_none_or(|t| t.is_punct(Punct::Semi)) {
            const AXES: [&str; 3] = ["local_size_x", "local_size_y", "local_size_z"];
            // Each declaration sets the dimensions it names (a size and an
            // id may come in two declarations).
            if AXES.iter().any(|k| layout.has(k) || layout.has(&format!("{k}_id"))) {
                let mut size = self.local_size.unwrap_or([1, 1, 1]);
                for (axis, key) in AXES.iter().enumerate() {
                    if let (Some(n), Some(slot)) = (layout.get(key), size.get_mut(axis)) {
                        *slot = n;
                    }
                    if let Some(id) = layout.get(&format!("{key}_id")) {
                        let spec = self.size_constant(axis, id);
                        if let Some(slot) = self.local_size_spec.get_mut(axis) {
                            *slot = Some(spec);
                        }
                        self.local_size_span.get_or_insert(first_span);
                        // Constants computed from it are never folded.
                        self.spec_consts.insert("gl_WorkGroupSize".into());
                    }
                }
                self.local_size = Some(size);
            }
            if has("out") && self.stage == Some(Stage::Hull) && layout.has("vertices") {
                self.tesc_vertices(&layout, first_span);
            }
            if has("in") && self.stage == Some(Stage::Domain) {
                self.tese_layout(&layout);
            }
            if has("out") && self.stage == Some(Stage::Mesh) {
                self.mesh_layout(&layout);
            }
            if self.stage == Some(Stage::Geometry) {
                self.geom_layout(&layout, has("in"));
            }
            if has("in") && layout.has("early_fragment_tests") {
                self.early_fragment_tests = true;
            }
            // The sample mask after the depth and stencil tests is what
            // `gl_SampleMaskIn` reads: Metal's `post_depth_coverage`, which
            // (as the coverage after the tests presumes) runs the tests
            // early, as glslang's SPIR-V and SPIRV-Cross's MSL do.
            if has("in") && layout.has("post_depth_coverage") {
                self.post_depth_coverage = true;
                self.early_fragment_tests = true;
            }
            // Defaults for the blocks declared after it.
            if has("uniform") {
                self.default_uniform.items.extend(layout.items.iter().cloned());
            }
            if has("buffer") {
                self.default_buffer.items.extend(layout.items.iter().cloned());
            }
            return;
        }
        if self.builtin_redeclaration(&rest) {
            return;
        }
        // `layout(buffer_reference) buffer Node;`: a reference type whose block comes later.
        if has("buffer")
            && layout.has("buffer_reference")
            && let [name, semi] = rest.as_slice()
            && name.kind == TokenKind::Ident
            && semi.is_punct(Punct::Semi)
        {
            let layout = layout.over(&self.default_buffer);
            self.reference_type(name, &layout, has("readonly"), false);
            return;
        }
        // Blocks: `uniform Name { … } inst;`, `buffer Name { … } inst;`.
        let is_block = rest.get(1).is_some_and(|t| t.is_punct(Punct::LBrace))
            && rest.first().is_some_and(|t| t.kind == TokenKind::Ident);
        if is_block && (has("uniform") || has("buffer")) {
            self.block(&rest, &layout, has("buffer"), has("readonly"), first_span);
            return;
        }
        let dir = if has("in") || has("attribute") || (has("varying") && self.stage == Some(Stage::Fragment)) {
            Some(Dir::In)
        } else if has("out") || has("varying") {
            Some(Dir::Out)
        } else {
            None
        };
        if has("taskPayloadSharedEXT") {
            self.mesh_payload(&rest, first_span);
            return;
        }
        if dir == Some(Dir::Out) && self.stage == Some(Stage::Mesh) {
            let location = layout.get("location").and_then(|l| u32::try_from(l).ok());
            self.mesh_var(&rest, has("perprimitiveEXT"), location, first_span);
            return;
        }
        if self.stage == Some(Stage::Geometry)
            && dir == Some(Dir::Out)
            && let Some((_, span)) = layout.last_of(&["stream"]).filter(|_| layout.get("stream") != Some(0))
        {
            self.geom_stream(span);
            return;
        }
        let tess_interface = match self.stage {
            Some(Stage::Hull) => dir.is_some(),
            // A geometry shader's inputs are per-vertex arrays, as a control shader's.
            Some(Stage::Geometry) => dir == Some(Dir::In),
            // An evaluation shader's outputs are a vertex shader's.
            Some(Stage::Domain) => dir == Some(Dir::In) || has("patch"),
            _ => false,
        };
        if let Some(dir) = dir
            && tess_interface
        {
            let location = layout.get("location").and_then(|l| u32::try_from(l).ok());
            self.tesc_var(&rest, dir == Dir::In, has("patch"), location, first_span);
        } else if let Some(dir) = dir
            && is_block
        {
            self.io_block(&rest, dir, &layout, &interp);
        } else if let Some(dir) = dir {
            let location = layout.get("location").and_then(|l| u32::try_from(l).ok());
            let before = self.io.len();
            self.stage_vars(&rest, dir, location, &interp, None, None);
            self.place_components(before, &layout);
        } else if has("uniform") {
            // `readonly`/`writeonly` images: the declared access of the storage texture.
            let access = if has("readonly") {
                Some("readonly")
            } else if has("writeonly") {
                Some("writeonly")
            } else {
                None
            };
            self.uniform(&rest, &layout, access);
        } else if has("shared") {
            self.tree_global(first_span, Storage::Shared);
        } else if has("const") && rest.first().is_some_and(|t| t.is_ident("struct")) {
            self.struct_declaration(&rest, first_span, Storage::Const);
        } else if has("const") {
            if let Some(id) = layout.get("constant_id") {
                self.spec_consts.extend(declarator_names(&rest));
                self.tree_global(first_span, Storage::Specialization(id));
            } else if self.reads_spec_constant(&rest) && self.defer_initializers(first_span, &rest) {
                // `const uint f = s > 20u ? 30u : 50u;` with `s` a
                // specialization constant: a global set before `main` from
                // the specialized value, never folded with `s`'s default.
                self.spec_consts.extend(declarator_names(&rest));
            } else {
                // Its names are constants once it is declared, not in its
                // own initializers.
                self.tree_global(first_span, Storage::Const);
                self.consts.extend(declarator_names(&rest));
            }
        } else if rest.first().is_some_and(|t| t.is_ident("struct")) {
            self.struct_declaration(&rest, first_span, Storage::Private);
        } else if !self.defer_initializers(first_span, &rest) {
            self.tree_global(first_span, Storage::Private);
        }
    }

    /// `struct S { … };`, or `struct S { … } s = S(…);`, which also declares
    /// a global of the struct (with `storage`): the struct is declaration
    /// text, the variable a global translated on the tree.
    fn struct_declaration(&mut self, rest: &[Token], first: Span, storage: Storage) {
        if self.unsized_struct_member(rest) {
            return;
        }
        self.record_struct(rest);
        let close = rest.iter().rposition(|t| t.is_punct(Punct::RBrace));
        let instance = close.and_then(|c| rest.get(c + 1)).is_some_and(|t| t.kind == TokenKind::Ident);
        let mut definition: Vec<Token> = match close {
            Some(c) => rest.get(..=c).unwrap_or_default().to_vec(),
            None => rest.to_vec(),
        };
        definition.extend(rest.last().filter(|t| t.is_punct(Punct::Semi)).cloned());
        let definition = self.take_struct_opaques(&definition);
        // Member names are the struct's own (see `members`).
        let bare = std::mem::take(&mut self.bare_members);
        self.decl_tokens(&definition);
        self.bare_members = bare;
        if instance {
            self.tree_global(first, storage);
        }
    }

    /// `float g = t * 2.0;` at global scope, legal in desktop GLSL (before
    /// 4.20 only constant initializers were, but glslang and drivers accept
    /// it, and older shaders carry it): a `static` without the initializer,
    /// which [`Self::global_initializers`] evaluates at the start of the
    /// entry point, in declaration order. Declarations whose initializers
    /// are all constant, and arrays, stay as they are (false).
    fn defer_initializers(&mut self, at: Span, rest: &[Token]) -> bool {
        let body = match rest.last() {
            Some(t) if t.is_punct(Punct::Semi) => rest.get(..rest.len() - 1).unwrap_or_default(),
            _ => rest,
        };
        let parts = split_top_level(body);
        let Some(first) = parts.first() else { return false };
        // The first part is `T name [= init]`: the type ends before the name.
        let eq = first.iter().position(|t| t.is_punct(Punct::Eq)).unwrap_or(first.len());
        // The name is before the `=`, or before the array dimensions.
        let dims_at = first.get(..eq).unwrap_or_default().iter().position(|t| t.is_punct(Punct::LBracket));
        let Some(name_at) = dims_at.unwrap_or(eq).checked_sub(1) else { return false };
        let ty = first.get(..name_at).unwrap_or_default();
        if ty.is_empty() || first.get(name_at).is_none_or(|t| t.kind != TokenKind::Ident) {
            return false;
        }
        // (name, array dimensions `[2]`, initializer).
        let mut decls: Vec<(&Token, &[Token], &[Token])> = Vec::new();
        for (k, part) in parts.iter().enumerate() {
            let part = if k == 0 { part.get(name_at..).unwrap_or_default() } else { part };
            let eq = part.iter().position(|t| t.is_punct(Punct::Eq)).unwrap_or(part.len());
            let (head, init) = (part.get(..eq).unwrap_or_default(), part.get(eq + 1..).unwrap_or_default());
            let Some((name, dims)) = head.split_first() else { return false };
            // An array's deferred initializer would be an array constructor
            // assigned after the declaration, which the lowering does not
            // take: an array keeps its initializer (and must be constant).
            let dims_ok = dims.is_empty();
            if name.kind != TokenKind::Ident || !dims_ok || (eq < part.len() && init.is_empty()) {
                return false;
            }
            decls.push((name, dims, init));
        }
        let Some(span) = decls
            .iter()
            .find(|(_, _, init)| !self.is_constant(init))
            .and_then(|(_, _, init)| Some(init.first()?.span.to(init.last()?.span)))
        else {
            return false;
        };
        // A specialization constant is a constant expression in GLSL ES too.
        if self.es && !self.reads_spec_constant(rest) {
            self.error(codes::SEM_NOT_CONSTANT, "a global initializer must be a constant expression in GLSL ES", span);
            return true;
        }
        let deferred: Vec<usize> =
            decls.iter().enumerate().filter(|(_, (_, _, init))| !self.is_constant(init)).map(|(k, _)| k).collect();
        let spec_derived = matches!(decls.as_slice(), [(_, [], init)] if self.reads_spec_constant(init));
        if let Some(inits) = self.tree_deferred_global(at, &deferred, spec_derived) {
            self.deferred_inits.extend(inits);
        }
        true
    }

    /// Whether a declaration's tokens name a specialization constant (or a
    /// constant computed from one).
    fn reads_spec_constant(&self, decl: &[Token]) -> bool {
        decl.iter().any(|t| t.kind == TokenKind::Ident && self.spec_consts.contains(&t.text))
    }

    /// An initializer that names no variable but the `const` globals (calls
    /// of built-ins and constructors with constant arguments are constant).
    fn is_constant(&self, init: &[Token]) -> bool {
        init.iter().enumerate().all(|(i, t)| {
            let call = init.get(i + 1).is_some_and(|n| n.is_punct(Punct::LParen));
            let member = i.checked_sub(1).and_then(|p| init.get(p)).is_some_and(|p| p.is_punct(Punct::Dot));
            t.kind != TokenKind::Ident
                || member
                || matches!(t.text.as_str(), "true" | "false")
                || self.consts.contains(&t.text)
                || (call && !self.user_fns.contains(&t.text))
        })
    }

    /// The function that evaluates the deferred global initializers, called
    /// by the entry point before `main`.
    fn global_initializers(&mut self) {
        if self.deferred_inits.is_empty() {
            return;
        }
        self.decl_out_start = self.out.len();
        self.has_deferred_inits = true;
        let inits = std::mem::take(&mut self.deferred_inits);
        let at = inits.last().map(|(_, span, _)| *span).unwrap_or(Span::new(0, 0));
        self.tree_global_initializers(at, inits);
    }

    /// A member `name[]` of a struct declaration: only the last member of a
    /// storage block may be a runtime-sized array (glslang: "array size
    /// required"), so this is OSH3020 at the `[]`.
    fn unsized_struct_member(&mut self, decl: &[Token]) -> bool {
        let open = decl.iter().position(|t| t.is_punct(Punct::LBrace)).unwrap_or(decl.len());
        let close = decl.iter().rposition(|t| t.is_punct(Punct::RBrace)).unwrap_or(decl.len());
        let body = decl.get(open..close).unwrap_or(&[]);
        let Some(at) = body.windows(2).find_map(|w| match w {
            [l, r] if l.is_punct(Punct::LBracket) && r.is_punct(Punct::RBracket) => Some(l.span.to(r.span)),
            _ => None,
        }) else {
            return false;
        };
        self.diags.push(
            Diagnostic::error(codes::SEM_ARRAY_SIZE, "a struct member needs an array size", at)
                .with_note("only the last member of a storage block (`buffer`) may be a runtime-sized array")
                .with_help("give the array a size, or declare these members in a `buffer` block"),
        );
        true
    }

    /// The specialization constant with `constant_id = id` that sizes the
    /// workgroup along `axis`: the user's (declared anywhere in the file;
    /// SPIR-V gives the size and the constant one id), or a generated
    /// `gl_WorkGroupSize_x` with id `id`.
    fn size_constant(&self, axis: usize, id: i64) -> SizeConstant {
        let toks = self.toks;
        for (k, t) in toks.iter().enumerate() {
            let is_id = t.is_ident("constant_id")
                && toks.get(k + 1).is_some_and(|e| e.is_punct(Punct::Eq))
                && toks.get(k + 2).and_then(|v| parse_int(&v.text)) == Some(id);
            if !is_id {
                continue;
            }
            let rest = toks.get(k + 3..).unwrap_or(&[]);
            let Some(close) = rest.iter().position(|t| t.is_punct(Punct::RParen)) else { continue };
            let decl = rest.get(close + 1..).unwrap_or(&[]);
            if !decl.first().is_some_and(|t| t.is_ident("const")) {
                continue;
            }
            let end = decl.iter().position(|t| t.is_punct(Punct::Eq) || t.is_punct(Punct::Semi)).unwrap_or(0);
            if let Some(name) = end.checked_sub(1).and_then(|e| decl.get(e)).filter(|t| t.kind == TokenKind::Ident) {
                return (name.text.clone(), None);
            }
        }
        let axis = ["x", "y", "z"].get(axis).copied().unwrap_or("x");
        (format!("gl_WorkGroupSize_{axis}"), Some(id))
    }

    /// A fragment shader that runs per sample (it reads `gl_SampleID` or
    /// `gl_SamplePosition`, or has a `sample` input) sees the sample's
    /// position in `gl_FragCoord`; Metal's `[[position]]` is the pixel
    /// centre whatever the rate, so the entry point moves it to the sample
    /// before `main`.
    fn sample_rate_frag_coord(&mut self) {
        if self.stage != Some(Stage::Fragment) || !self.builtins_used.contains("gl_FragCoord") {
            return;
        }
        let per_sample = ["gl_SampleID", "gl_SamplePosition"].iter().any(|b| self.builtins_used.contains(*b))
            || self.io.iter().any(|io| io.dir == Dir::In && io.interpolation.contains(&"sample"));
        let Some(at) = self.toks.iter().find(|t| t.is_ident("gl_FragCoord")).map(|t| t.span) else { return };
        if !per_sample {
            return;
        }
        self.builtins_used.insert("gl_SampleID".into());
        let hlsl = "float4(gl_FragCoord.xy + __glsl_sample_position(uint(gl_SampleID)) - float2(0.5), gl_FragCoord.zw)";
        if let Some(init) = functions::generated_init("gl_FragCoord", at, hlsl) {
            self.deferred_inits.insert(0, init);
        }
    }

    /// `gl_WorkGroupSize` when a specialization constant sets a dimension:
    /// a global (declared in the prelude) that the entry point sets from
    /// the specialized values before `main`, as SPIR-V's spec-constant
    /// composite is; its components read in code are the constants
    /// themselves (see `decl_tokens` and `functions`). The entry point's `numthreads` names
    /// the constants, so reflection states which ones size the workgroup.
    fn workgroup_size_from_constants(&mut self) {
        let Some(span) = self.local_size_span else { return };
        let [x, y, z] = self.local_size.unwrap_or([1, 1, 1]);
        let dims: Vec<String> = [x, y, z]
            .iter()
            .zip(&self.local_size_spec)
            .map(|(n, spec)| match spec {
                Some((name, _)) => format!("uint({name})"),
                None => format!("{n}u"),
            })
            .collect();
        if let Some(init) = functions::generated_init("gl_WorkGroupSize", span, &format!("uint3({})", dims.join(", ")))
        {
            self.deferred_inits.push(init);
        }
    }

    /// Parse `( a = 1, b, … )` starting at `i` (the `(`); returns the index after `)`.
    fn layout(&mut self, decl: &[Token], mut i: usize, layout: &mut Layout) -> usize {
        if !decl.get(i).is_some_and(|t| t.is_punct(Punct::LParen)) {
            return i;
        }
        i += 1;
        while let Some(t) = decl.get(i) {
            if t.is_punct(Punct::RParen) {
                return i + 1;
            }
            if t.kind == TokenKind::Ident {
                let key = t.text.clone();
                let mut value = None;
                if decl.get(i + 1).is_some_and(|t| t.is_punct(Punct::Eq)) {
                    value = decl.get(i + 2).and_then(|v| parse_int(&v.text));
                    i += 2;
                }
                layout.items.push((key, value, t.span));
            }
            i += 1;
        }
        i
    }

    fn function(&mut self, decl: &[Token]) {
        if !self.tree_function_placeholder(decl) {
            let span = decl.first().map(|t| t.span).unwrap_or(Span::new(0, 0));
            self.unsupported("a function definition the GLSL parser read otherwise", span);
        }
    }

    /// `in vec2 uv;` / `layout(location = 1) out vec4 color;` /
    /// `in vec4 weights[2], extra;`: one [`Io`] per declarator, each a
    /// `static` global the entry point fills or reads. `location` is the
    /// first declarator's; the others follow it. With `instance`, the
    /// declarators are members of an interface block's instance (emitted by
    /// the caller) and nothing is emitted here.
    fn stage_vars(
        &mut self,
        rest: &[Token],
        dir: Dir,
        mut location: Option<u32>,
        interpolation: &[&'static str],
        instance: Option<&str>,
        block: Option<&str>,
    ) -> Vec<Token> {
        let Some((ty_toks, decls)) = self.declarators(rest) else { return Vec::new() };
        let ty: String = ty_toks.iter().map(|t| hlsl_spelling(&t.text)).collect::<Vec<_>>().join(" ");
        for (name, count) in decls {
            let io = Io {
                dir,
                ty: ty.clone(),
                name: match instance {
                    Some(inst) => format!("{inst}.{}", name.text),
                    None => name.text.clone(),
                },
                link: match block {
                    Some(b) => format!("{b}__{}", name.text),
                    None => name.text.clone(),
                },
                location,
                span: name.span,
                interpolation: interpolation.to_vec(),
                count,
                component: None,
                index: None,
            };
            if self.io_too_large(&io) {
                continue;
            }
            location = location.map(|l| l.saturating_add(io.slots(&self.io_structs)));
            self.io.push(io);
            if instance.is_none() {
                self.emit_text("static");
                self.decl_tokens(&ty_toks);
                self.out.push(name.clone());
                if let Some(n) = count {
                    self.emit_text(&format!("[{n}]"));
                }
                self.emit_text(";");
            }
        }
        ty_toks
    }

    /// The type tokens and the declarators (`name` or `name[N]`) of a
    /// stage-variable declaration ending in `;`.
    fn declarators(&mut self, rest: &[Token]) -> Option<(Vec<Token>, Vec<Declarator>)> {
        let body = rest.split(|t| t.is_punct(Punct::Semi)).next().unwrap_or(&[]);
        let first_name = body.iter().enumerate().position(|(k, t)| {
            t.kind == TokenKind::Ident
                && k > 0
                && body.get(k + 1).is_none_or(|n| n.is_punct(Punct::Comma) || n.is_punct(Punct::LBracket))
        })?;
        let mut ty_toks: Vec<Token> = body.get(..first_name)?.to_vec();
        // `vec4[2] a;`: the array size written on the type.
        let mut type_count = None;
        if let Some(lb) = ty_toks.iter().position(|t| t.is_punct(Punct::LBracket)) {
            type_count =
                Some(self.io_array_size(ty_toks.get(lb + 1..).unwrap_or(&[]), ty_toks.get(lb).map(|t| t.span))?);
            ty_toks.truncate(lb);
        }
        let mut decls = Vec::new();
        for d in body.get(first_name..)?.split(|t| t.is_punct(Punct::Comma)) {
            let Some(name) = d.first().filter(|t| t.kind == TokenKind::Ident) else {
                let span = d.first().or(body.first()).map(|t| t.span).unwrap_or(Span::new(0, 0));
                self.error(codes::SYNTAX_EXPECTED, "expected the name of a stage input or output", span);
                return None;
            };
            let count = match d.get(1) {
                Some(lb) if lb.is_punct(Punct::LBracket) => {
                    Some(self.io_array_size(d.get(2..).unwrap_or(&[]), Some(lb.span))?)
                }
                Some(t) => {
                    self.error(codes::SEM_UNSUPPORTED, "a stage input or output cannot have an initializer", t.span);
                    return None;
                }
                None => type_count,
            };
            decls.push((name.clone(), count));
        }
        Some((ty_toks, decls))
    }

    /// `N]` of a stage-variable array: an integer literal from 1 to [`MAX_IO_ARRAY`].
    fn io_array_size(&mut self, after: &[Token], span: Option<Span>) -> Option<u32> {
        let span = span.unwrap_or(Span::new(0, 0));
        match after {
            [n, close, ..] if close.is_punct(Punct::RBracket) => {
                match parse_int(&n.text).and_then(|v| u32::try_from(v).ok()).filter(|v| (1..=MAX_IO_ARRAY).contains(v))
                {
                    Some(v) => Some(v),
                    None => {
                        self.error(
                            codes::SEM_ARRAY_SIZE,
                            format!("the array size of a stage input or output must be an integer literal from 1 to {MAX_IO_ARRAY}"),
                            n.span,
                        );
                        None
                    }
                }
            }
            _ => {
                self.error(codes::SEM_ARRAY_SIZE, "a stage input or output array needs an explicit size (`[N]`)", span);
                None
            }
        }
    }

    /// `out VS_OUT { vec3 n; vec2 uv; } vs_out;` (or without an instance
    /// name, whose members are then plain globals). Members take locations
    /// in order from the block's `location` (or the next free ones); a
    /// member's own `layout(location)` restarts the count, as in GLSL.
    fn io_block(&mut self, rest: &[Token], dir: Dir, layout: &Layout, interp: &[&'static str]) {
        let Some(name) = rest.first() else { return };
        let close = rest.iter().rposition(|t| t.is_punct(Punct::RBrace)).unwrap_or(rest.len());
        let members = rest.get(2..close).unwrap_or(&[]);
        let after: Vec<&Token> =
            rest.get(close + 1..).unwrap_or(&[]).iter().filter(|t| !t.is_punct(Punct::Semi)).collect();
        let instance = after.first().filter(|t| t.kind == TokenKind::Ident).map(|t| (*t).clone());
        if after.len() > 1 {
            let span = after.get(1).map(|t| t.span).unwrap_or(name.span);
            self.error(codes::SEM_UNSUPPORTED, "arrays of interface blocks are not supported yet", span);
            return;
        }
        if instance.is_some() {
            // The block is a struct; the instance a static global of it.
            self.emit_text("struct");
            self.decl_tokens(std::slice::from_ref(name));
            self.emit_text("{");
        }
        let mut location = layout.get("location").and_then(|l| u32::try_from(l).ok());
        for member in members.split_inclusive(|t| t.is_punct(Punct::Semi)) {
            let mut m_layout = Layout::default();
            let mut i = 0;
            let mut m_interp = interp.to_vec();
            while let Some(t) = member.get(i) {
                if t.is_ident("layout") {
                    i = self.layout(member, i + 1, &mut m_layout);
                    continue;
                }
                match t.text.as_str() {
                    "flat" => m_interp.push("nointerpolation"),
                    "noperspective" => m_interp.push("noperspective"),
                    "centroid" => m_interp.push("centroid"),
                    "sample" => m_interp.push("sample"),
                    "highp" | "mediump" | "lowp" | "smooth" | "invariant" | "precise" | "in" | "out" => {}
                    _ => break,
                }
                i += 1;
            }
            let decl = member.get(i..).unwrap_or(&[]);
            if decl.iter().all(|t| t.is_punct(Punct::Semi)) {
                continue;
            }
            if let Some(l) = m_layout.get("location").and_then(|l| u32::try_from(l).ok()) {
                location = Some(l);
            }
            let before = self.io.len();
            let inst = instance.as_ref().map(|t| t.text.as_str());
            let ty = self.stage_vars(decl, dir, location, &m_interp, inst, Some(name.text.as_str()));
            self.place_components(before, &m_layout);
            let added = self.io.get(before..).unwrap_or(&[]);
            location = location.map(|l| {
                l.saturating_add(added.iter().map(|io| io.slots(&self.io_structs)).fold(0u32, u32::saturating_add))
            });
            if instance.is_some() {
                // The member as a struct field.
                let arrays: Vec<(String, Option<u32>)> =
                    added.iter().map(|io| (io.name.rsplit('.').next().unwrap_or("").to_string(), io.count)).collect();
                for (field, count) in arrays {
                    self.decl_tokens(&ty);
                    self.emit_text(&field);
                    if let Some(n) = count {
                        self.emit_text(&format!("[{n}]"));
                    }
                    self.emit_text(";");
                }
            }
        }
        if let Some(inst) = instance {
            self.emit_text("}; static");
            self.decl_tokens(std::slice::from_ref(name));
            self.out.push(inst);
            self.emit_text(";");
        }
    }

    /// `uniform` variables: opaque types become textures and samplers, the rest
    /// loose uniforms (`$Globals`).
    /// Take the sampler members out of `struct S { … }` (recorded in
    /// `struct_opaques`); the struct's tokens without them.
    fn take_struct_opaques(&mut self, rest: &[Token]) -> Vec<Token> {
        let (Some(name), Some(open)) =
            (rest.get(1).filter(|t| t.kind == TokenKind::Ident), rest.iter().position(|t| t.is_punct(Punct::LBrace)))
        else {
            return rest.to_vec();
        };
        let close = rest.iter().rposition(|t| t.is_punct(Punct::RBrace)).unwrap_or(rest.len());
        let mut out: Vec<Token> = rest.get(..=open).unwrap_or_default().to_vec();
        let mut taken = Vec::new();
        let mut kept = false;
        for member in rest.get(open + 1..close).unwrap_or_default().split_inclusive(|t| t.is_punct(Punct::Semi)) {
            let ty = member.iter().find(|t| !matches!(t.text.as_str(), "highp" | "mediump" | "lowp"));
            match (ty, ty.and_then(|t| member.iter().skip_while(|m| m.span != t.span).nth(1))) {
                (Some(ty), Some(n)) if opaque(&ty.text).is_some() && n.kind == TokenKind::Ident => {
                    taken.push((ty.text.clone(), n.text.clone()));
                }
                _ => {
                    kept |= member.iter().any(|t| !t.is_punct(Punct::Semi));
                    out.extend(member.iter().cloned());
                }
            }
        }
        if !taken.is_empty() && !kept {
            self.emptied_structs.insert(name.text.clone());
        }
        out.extend(rest.get(close..).unwrap_or_default().iter().cloned());
        if !taken.is_empty() {
            self.struct_opaques.insert(name.text.clone(), taken);
        }
        out
    }

    fn uniform(&mut self, rest: &[Token], layout: &Layout, access: Option<&str>) {
        let Some(ty_tok) = rest.first() else { return };
        // `layout(input_attachment_index = n) uniform subpassInput s;`
        let subpass = match ty_tok.text.as_str() {
            "subpassInput" => Some("SubpassInput<float4>"),
            "isubpassInput" => Some("SubpassInput<int4>"),
            "usubpassInput" => Some("SubpassInput<uint4>"),
            "subpassInputMS" => Some("SubpassInputMS<float4>"),
            "isubpassInputMS" => Some("SubpassInputMS<int4>"),
            "usubpassInputMS" => Some("SubpassInputMS<uint4>"),
            _ => None,
        };
        if let Some(ty) = subpass {
            // A multisampled one is the attachment bound as a texture, at
            // the declared binding (reflection gives the GLSL type).
            if ty.starts_with("SubpassInputMS")
                && let Some(name) = rest.get(1)
            {
                self.emit_text(&binding_attr(layout));
                self.block_types.insert(name.text.clone(), ty_tok.text.clone());
            }
            match layout.get("input_attachment_index") {
                Some(n) => self.emit_text(&format!("[[vk::input_attachment_index({n})]] {ty}")),
                None => self.emit_text(ty),
            }
            self.decl_tokens(rest.get(1..).unwrap_or(&[]));
            return;
        }
        // `uniform Material material;` where Material has sampler members:
        // each becomes a global `material_diffuse` (texture and sampler), and
        // `material.diffuse` names it.
        if let Some(members) = self.struct_opaques.get(&ty_tok.text).cloned()
            && let Some(inst) = rest.get(1).filter(|t| t.kind == TokenKind::Ident)
            && rest.get(2).is_some_and(|t| t.is_punct(Punct::Semi))
        {
            for (gty, member) in &members {
                let gname = format!("{}_{member}", inst.text);
                if let Some((texture, sampler)) = opaque(gty) {
                    self.emit_text(&format!("{texture} {gname};"));
                    if let Some(sampler) = sampler {
                        let sname = format!("{gname}_sampler");
                        self.emit_text(&format!("{sampler} {sname};"));
                        self.combined.insert(gname.clone(), sname);
                    }
                }
                self.opaque_types.insert(gname.clone(), gty.clone());
                self.instance_rewrites.insert(instance_key(&inst.text, member), gname);
            }
            if self.emptied_structs.contains(&ty_tok.text) {
                return;
            }
        }
        let binding = binding_attr(layout);
        let name = rest.get(1).map(|t| t.text.clone()).unwrap_or_default();
        let dims: String = rest
            .get(2..)
            .unwrap_or(&[])
            .iter()
            .take_while(|t| !t.is_punct(Punct::Semi))
            .map(|t| t.text.clone())
            .collect();
        if ty_tok.text.contains("sampler") || ty_tok.text.contains("image") || ty_tok.text.contains("texture") {
            self.opaque_types.insert(name.clone(), ty_tok.text.clone());
        }
        if let Some(a) = access.filter(|_| ty_tok.text.contains("image")) {
            let a = if a == "readonly" { "readonly" } else { "writeonly" };
            self.image_access.insert(name.clone(), a);
        }
        if let Some((texture, sampler)) = opaque(&ty_tok.text) {
            // The lowering narrows a `RW…` texture's access to `glsl::readonly`
            // (read) or `glsl::writeonly` (write) and rejects the other use.
            // A shadow sampler is a depth texture whether or not the shader
            // compares with it (the lowering infers depth from the uses).
            let ordered = match access {
                Some("readonly") => "",
                _ if texture.starts_with("RW") => self.raster_ordered(),
                _ => "",
            };
            let binding = format!("{binding}{ordered}");
            let access = match access {
                Some(a) if texture.starts_with("RW") => format!("[[glsl::{a}]]"),
                _ if ty_tok.text.ends_with("Shadow") => "[[glsl::depth]]".to_string(),
                _ => String::new(),
            };
            self.emit_text(&format!("{binding} {access} {texture}"));
            self.decl_tokens(rest.get(1..).unwrap_or(&[]));
            if let Some(sampler) = sampler {
                let sname = format!("{name}_sampler");
                let binding = if self.sampler_bindings { binding.as_str() } else { "" };
                self.emit_text(&format!("{binding} {sampler} {sname}{dims};"));
                self.combined.insert(name, sname);
            }
            return;
        }
        if matches!(ty_tok.text.as_str(), "sampler" | "samplerShadow") {
            let s = if ty_tok.text == "sampler" { "SamplerState" } else { "SamplerComparisonState" };
            self.emit_text(&format!("{binding} {s}"));
            self.decl_tokens(rest.get(1..).unwrap_or(&[]));
            return;
        }
        if ty_tok.text == "atomic_uint" {
            self.atomic_counters(rest, layout);
            return;
        }
        let rest = self.uniform_defaults(rest);
        self.decl_tokens(&rest);
    }

    /// `uniform float gain = 0.5;` (desktop GLSL 1.20 on): the initializer
    /// is the value OpenGL gives the uniform until the application sets
    /// one. A Metal buffer holds what the host writes, so the declaration
    /// loses its initializers, and a warning gives each default for the
    /// host to write.
    fn uniform_defaults(&mut self, rest: &[Token]) -> Vec<Token> {
        let body = match rest.last() {
            Some(t) if t.is_punct(Punct::Semi) => rest.get(..rest.len() - 1).unwrap_or_default(),
            _ => rest,
        };
        let mut out = Vec::with_capacity(rest.len());
        for (k, part) in split_top_level(body).into_iter().enumerate() {
            if k > 0 {
                out.extend(rest.iter().find(|t| t.is_punct(Punct::Comma)).cloned());
            }
            let Some(eq) = part.iter().position(|t| t.is_punct(Punct::Eq)) else {
                out.extend(part.iter().cloned());
                continue;
            };
            let head = part.get(..eq).unwrap_or_default();
            let init = part.get(eq + 1..).unwrap_or_default();
            out.extend(head.iter().cloned());
            // The name is before the array dimensions.
            let name = head.iter().take_while(|t| !t.is_punct(Punct::LBracket)).last();
            if let (Some(name), Some(first), Some(last)) = (name, init.first(), init.last())
                && self.es
            {
                let msg = format!("uniform `{}` cannot have an initializer in GLSL ES", name.text);
                self.error(codes::SEM_TYPE_MISMATCH, msg, first.span.to(last.span));
            } else if let (Some(name), Some(first), Some(last)) = (name, init.first(), init.last()) {
                let mut text = String::new();
                for (i, t) in init.iter().enumerate() {
                    if i > 0 && t.space_before {
                        text.push(' ');
                    }
                    text.push_str(&t.text);
                }
                let msg = format!(
                    "uniform `{}` has the default value `{text}` in OpenGL; in Metal it holds what the host writes \
                     into its buffer, so the host must write that value",
                    name.text
                );
                self.diags.push(Diagnostic::warning(codes::DEVIATION_UNIFORM_DEFAULT, msg, first.span.to(last.span)));
            }
        }
        out.extend(rest.last().filter(|t| t.is_punct(Punct::Semi)).cloned());
        out
    }

    /// `layout(binding = b, offset = o) uniform atomic_uint c[, d[4]];`: the
    /// counters of one binding are the `uint`s of one storage buffer,
    /// `_atomic_counters_b` (declared at its first counter), `c` its element
    /// `o / 4`. Without `offset`, a counter follows the binding's previous one.
    fn atomic_counters(&mut self, rest: &[Token], layout: &Layout) {
        let Some((_, decls)) = self.declarators(rest) else { return };
        let binding = layout.get("binding").unwrap_or(0);
        let buffer = format!("_atomic_counters_{binding}");
        if !self.counter_next.contains_key(&binding) {
            let set = layout.get("set").map(|s| format!(", {s}")).unwrap_or_default();
            self.emit_text(&format!("[[vk::binding({binding}{set})]] RWStructuredBuffer<uint> {buffer};"));
        }
        let mut offset = layout.get("offset").unwrap_or_else(|| self.counter_next.get(&binding).copied().unwrap_or(0));
        for (name, count) in decls {
            if offset % 4 != 0 || offset < 0 {
                self.error(codes::SEM_BAD_REGISTER, "an atomic counter's offset must be a multiple of 4", name.span);
                return;
            }
            self.counters.insert(name.text.clone(), (buffer.clone(), offset / 4));
            offset += 4 * i64::from(count.unwrap_or(1));
        }
        self.counter_next.insert(binding, offset);
    }

    /// Uniform and storage blocks.
    fn block(&mut self, rest: &[Token], layout: &Layout, storage: bool, readonly: bool, span: Span) {
        let Some(block_name) = rest.first().map(|t| t.text.clone()) else { return };
        // The block's struct type, respelled where HLSL reserves the name
        // (`Buffer`); the globals and reflection keep the block's own name.
        let block_ty = self.respelled_types.get(&block_name).unwrap_or(&block_name).clone();
        if storage && layout.has("buffer_reference") {
            self.reference_block(rest, &layout.over(&self.default_buffer), readonly);
            return;
        }
        let close = rest.iter().rposition(|t| t.is_punct(Punct::RBrace)).unwrap_or(rest.len());
        let members = rest.get(2..close).unwrap_or(&[]);
        let after: Vec<&Token> =
            rest.get(close + 1..).unwrap_or(&[]).iter().filter(|t| !t.is_punct(Punct::Semi)).collect();
        let instance = after.first().filter(|t| t.kind == TokenKind::Ident).map(|t| t.text.clone());
        // `uniform UBO { … } ubos[4];`: an array of blocks.
        let mut count = None;
        if after.len() > 1 {
            let dims = match (after.get(1), after.last()) {
                (Some(first), Some(last)) => first.span.to(last.span),
                _ => span,
            };
            // `inst[N]`, one dimension with a size (a constant expression).
            let sized = instance.is_some()
                && after.len() >= 4
                && after.get(1).is_some_and(|t| t.is_punct(Punct::LBracket))
                && after.last().is_some_and(|t| t.is_punct(Punct::RBracket))
                && after.iter().filter(|t| t.is_punct(Punct::LBracket)).count() == 1;
            let what = if storage { "storage" } else { "uniform" };
            // `inst[]` (descriptor indexing): as many buffers as the host binds.
            let no_size = instance.is_some()
                && after.len() == 3
                && after.get(1).is_some_and(|t| t.is_punct(Punct::LBracket))
                && after.get(2).is_some_and(|t| t.is_punct(Punct::RBracket));
            if no_size && self.binding_model == crate::options::BindingModel::Direct {
                let d = Diagnostic::error(
                    codes::METAL_UNBOUNDED_ARRAY,
                    format!("an unsized array of {what} blocks has no place in the `direct` binding model"),
                    dims,
                )
                .with_note(
                    "a Metal function takes each buffer as an argument of its own, at most 31 of them: an array with no \
                     size cannot be bound that way",
                )
                .with_help("give the array a size (one buffer index per element)");
                self.diags.push(d);
                return;
            }
            if no_size {
                let msg = format!(
                    "an unsized array of {what} blocks is not supported yet under the `{}` binding model",
                    self.binding_model.as_str()
                );
                self.error(codes::SEM_UNSUPPORTED, msg, dims);
                return;
            }
            if !sized {
                self.error(codes::SEM_ARRAY_SIZE, format!("an array of {what} blocks needs one constant size"), dims);
                return;
            }
            count = Some(after.iter().skip(1).map(|t| (*t).clone()).collect::<Vec<Token>>());
        }
        // A push-constant block takes its own qualifiers only: a default
        // `layout(std140) uniform;` leaves it std430, as in glslang.
        let push = !storage && layout.has("push_constant");
        let layout = match (push, storage) {
            (true, _) => layout.clone(),
            (false, true) => layout.over(&self.default_buffer),
            (false, false) => layout.over(&self.default_uniform),
        };
        let layout = &layout;
        let Some(std140) = self.block_std140(layout, storage, push) else { return };
        // `layout(scalar)`: the lowering lays the block out in the scalar
        // layout (`glsl::scalar`).
        let scalar = matches!(layout.last_of(PACKINGS), Some(("scalar", _)));
        let scalar_attr = if scalar { " [[glsl::scalar]]" } else { "" };
        let ordered = if storage && !readonly { self.raster_ordered() } else { "" };
        let binding = format!("{}{scalar_attr}{ordered}", binding_attr(layout));
        if storage && let (Some(n), Some(inst)) = (&count, &instance) {
            // One buffer per element, each the block's struct (its only
            // element `[0]`, as for one block with fixed members).
            let kind = if readonly { "StructuredBuffer" } else { "RWStructuredBuffer" };
            let decl = format!("{}buffer {block_name}", if readonly { "readonly " } else { "" });
            self.block_types.insert(inst.clone(), decl);
            self.emit_text(&format!("struct {block_ty} {{"));
            self.members(members, layout);
            let packing = if std140 { "[[glsl::std140]]" } else { "" };
            self.emit_text(&format!("}}; {binding} {packing} {kind}<{block_ty}> {inst}"));
            self.decl_tokens(n);
            self.emit_text(";");
            self.block_arrays.insert(inst.clone());
            return;
        }
        if let (Some(n), Some(inst)) = (count, instance.clone()) {
            // One `ConstantBuffer<Block>` per element, the block a struct the
            // lowering lays out std140 (as it does any `ConstantBuffer`'s).
            if push || !std140 {
                let what = if push {
                    "push-constant"
                } else if scalar {
                    "scalar"
                } else {
                    "std430"
                };
                let msg = format!("arrays of {what} uniform blocks are not supported");
                self.error(codes::SEM_UNSUPPORTED, msg, span);
                return;
            }
            self.emit_text(&format!("struct {block_ty} {{"));
            self.members(members, layout);
            self.emit_text(&format!("}}; {binding} ConstantBuffer<{block_ty}> {inst}"));
            self.decl_tokens(&n);
            self.emit_text(";");
            return;
        }
        let names = member_names(members);
        if !storage
            && let Some(inst) = &instance
            && names.iter().any(|m| self.uniform_members.contains(m) || self.named_elsewhere(m))
        {
            // A member name that another uniform block already made global,
            // or that the shader uses unqualified (a global, a local,
            // another block's member): `ubo0.foo` beside `ubo1.foo`, or
            // `vec2 Rot = registers.Rot;`, is valid GLSL, so this block keeps
            // its instance, a `ConstantBuffer<Block>` (a push-constant or
            // std430 one marked so, for the lowering's layout).
            let attr = match (push, std140) {
                (true, true) => "[[vk::push_constant]] [[glsl::std140]]".to_string(),
                (true, false) => "[[vk::push_constant]]".to_string(),
                (false, true) => binding,
                (false, false) => format!("{binding} [[glsl::std430]]"),
            };
            let decl = if push { "layout(push_constant) uniform" } else { "uniform" };
            self.block_types.insert(inst.clone(), format!("{decl} {block_name}"));
            self.emit_text(&format!("struct {block_ty} {{"));
            self.members(members, layout);
            self.emit_text(&format!("}}; {attr} ConstantBuffer<{block_ty}> {inst};"));
            return;
        }
        if !storage {
            // Members of a uniform block are global names in HLSL's `cbuffer`;
            // the instance name (if any) is dropped from `inst.member`.
            self.uniform_members.extend(names);
            if let Some(inst) = instance {
                self.dropped_instances.insert(inst);
            }
            // The lowering lays a GLSL `cbuffer` out std140, a push-constant
            // one std430; `glsl::std140`/`glsl::std430` say otherwise.
            let attr = match (push, std140) {
                (true, true) => "[[vk::push_constant]] [[glsl::std140]]".to_string(),
                (true, false) => format!("[[vk::push_constant]]{scalar_attr}"),
                (false, true) => binding,
                (false, false) => format!("{binding} [[glsl::std430]]"),
            };
            let decl = if push { "layout(push_constant) uniform" } else { "uniform" };
            self.block_types.insert(block_name.clone(), format!("{decl} {block_name}"));
            self.emit_text(&format!("{attr} cbuffer {block_name} {{"));
            self.members(members, layout);
            self.emit_text("};");
            return;
        }
        // Storage block: one runtime-sized array member is a structured buffer.
        let kind = if readonly { "StructuredBuffer" } else { "RWStructuredBuffer" };
        let decl = format!("{}buffer {block_name}", if readonly { "readonly " } else { "" });
        let semis = members.iter().filter(|t| t.is_punct(Punct::Semi)).count();
        let runtime = members
            .windows(3)
            .any(|w| matches!(w, [_, b, c] if b.is_punct(Punct::LBracket) && c.is_punct(Punct::RBracket)));
        // A std140 storage block is always the struct form below, whose
        // struct (named after the block, used by no other buffer) the
        // lowering lays out std140 (`glsl::std140`).
        // A matrix element stays a struct member too: the structured form's
        // element has no member to carry GLSL's column-major order, and
        // came out transposed.
        let matrix = members.iter().take_while(|t| !t.is_punct(Punct::LBracket)).any(|t| is_matrix_type(&t.text));
        if runtime && semis == 1 && !std140 && !matrix {
            let lb = members.iter().position(|t| t.is_punct(Punct::LBracket)).unwrap_or(0);
            let Some(member) = lb.checked_sub(1).and_then(|i| members.get(i)) else { return };
            let elem: Vec<Token> = members.get(..lb - 1).unwrap_or(&[]).to_vec();
            let buffer_name = match &instance {
                Some(inst) => {
                    self.instance_rewrites.insert(instance_key(inst, &member.text), inst.clone());
                    inst.clone()
                }
                None => member.text.clone(),
            };
            self.block_types.insert(buffer_name.clone(), decl);
            self.emit_text(&format!("{binding} {kind}<"));
            self.decl_tokens(&elem);
            // The buffer is named where its member is.
            self.emit_at(member.span, &format!("> {buffer_name};"));
            return;
        }
        // Fixed members before the runtime-sized array (std430): a struct that is
        // the whole buffer, accessed as element 0 (see `runtime_tailed` in the
        // HLSL lowering). `.length()` of its last member is the runtime length.
        let inst = instance.clone().unwrap_or_else(|| format!("_{block_name}"));
        self.block_types.insert(inst.clone(), decl);
        self.emit_text(&format!("struct {block_ty} {{"));
        self.members(members, layout);
        let packing = if std140 { "[[glsl::std140]]" } else { "" };
        self.emit_text(&format!("}}; {binding} {packing} {kind}<{block_ty}> {inst};"));
        if instance.is_none() {
            // Without an instance name the members are global names.
            for m in member_names(members) {
                self.bare_members.insert(m.clone(), format!("{inst}[0].{m}"));
            }
        }
        self.instance_rewrites.insert(instance_key(&inst, ""), format!("{inst}[0]"));
    }

    /// A buffer reference type `Node` (see `hlsl::lower::pointer`): the
    /// struct `Node` of one 64-bit address, pointing to the block struct
    /// `Node__block` (declared by [`Self::reference_block`]).
    fn reference_type(&mut self, name: &Token, layout: &Layout, readonly: bool, defines: bool) {
        let previous = self.references.get(&name.text).copied();
        if previous.is_some_and(|(_, defined)| defined || !defines) {
            return;
        }
        let align = match layout.items.iter().rev().find(|(k, _, _)| k == "buffer_reference_align") {
            None => 16,
            Some((_, Some(n), _)) if *n > 0 && (*n as u64).is_power_of_two() && *n <= 1 << 16 => *n,
            Some((_, _, at)) => {
                self.error(codes::SEM_BAD_ATTRIBUTE, "`buffer_reference_align` must be a power of two", *at);
                16
            }
        };
        // The block's packing: 0 std430, 1 std140, 2 scalar.
        let packing = match layout.last_of(PACKINGS) {
            Some(("std140", _)) => 1,
            Some(("scalar", _)) => 2,
            _ => 0,
        };
        let n = &name.text;
        let text = format!(
            "struct {n} {{ [[glsl::buffer_reference({n}__block, {align}, {}, {packing})]] uint64_t address; }};",
            u8::from(readonly),
        );
        // The tokens of the struct start here (the same number of them
        // whatever the qualifiers' values).
        let start = previous.map_or(self.out.len(), |(s, _)| s);
        match previous {
            // The forward declaration's struct, now with the block's qualifiers.
            Some(_) => {
                let toks: Vec<Token> = lex_str(&text, 0)
                    .tokens
                    .into_iter()
                    .filter(|t| t.kind != TokenKind::Eof)
                    .map(|mut t| {
                        t.span = name.span;
                        t
                    })
                    .collect();
                let end = start + toks.len();
                if end <= self.out.len() {
                    self.out.splice(start..end, toks);
                }
            }
            None => self.emit_at(name.span, &text),
        }
        self.references.insert(n.clone(), (start, defines));
    }

    /// `layout(buffer_reference) buffer Node { … };`: the reference type
    /// (unless a forward declaration made it) and the block's struct.
    fn reference_block(&mut self, rest: &[Token], layout: &Layout, readonly: bool) {
        let Some(name) = rest.first() else { return };
        let close = rest.iter().rposition(|t| t.is_punct(Punct::RBrace)).unwrap_or(rest.len());
        let members = rest.get(2..close).unwrap_or(&[]);
        // `layout(buffer_reference, binding = 1) buffer Node { … } nodes;`:
        // the reference type, and a storage buffer of the block bound as
        // any other (one instance name, no array).
        let after: Vec<&Token> =
            rest.get(close + 1..).unwrap_or(&[]).iter().filter(|t| !t.is_punct(Punct::Semi)).collect();
        let instance = match after.as_slice() {
            [] => None,
            [inst] if inst.kind == TokenKind::Ident => Some((*inst).clone()),
            [_, extra, ..] => {
                let msg = "an array of `buffer_reference` blocks with an instance name is not supported";
                self.error(codes::SEM_UNSUPPORTED, msg, extra.span);
                return;
            }
            [other] => {
                self.error(codes::SYNTAX_EXPECTED, "expected the block's instance name", other.span);
                return;
            }
        };
        let Some(std140) = self.block_std140(layout, true, false) else { return };
        let scalar = matches!(layout.last_of(PACKINGS), Some(("scalar", _)));
        self.reference_type(name, layout, readonly, true);
        self.emit_at(name.span, &format!("struct {}__block {{", name.text));
        self.members(members, layout);
        self.emit_text("};");
        if let Some(inst) = instance {
            let kind = if readonly { "StructuredBuffer" } else { "RWStructuredBuffer" };
            let packing = match (std140, scalar) {
                (true, _) => "[[glsl::std140]]",
                (false, true) => "[[glsl::scalar]]",
                (false, false) => "",
            };
            let binding = binding_attr(layout);
            self.emit_at(inst.span, &format!("{binding} {packing} {kind}<{}__block> {};", name.text, inst.text));
            let decl = format!("{}buffer {}", if readonly { "readonly " } else { "" }, name.text);
            self.block_types.insert(inst.text.clone(), decl);
            self.instance_rewrites.insert(instance_key(&inst.text, ""), format!("{}[0]", inst.text));
        }
    }

    /// Whether `name` occurs as an identifier not after `.` more than once
    /// in the shader (its declaration as a block member is one).
    fn named_elsewhere(&self, name: &str) -> bool {
        let mut prev_dot = false;
        let mut n = 0;
        for t in self.toks {
            if !prev_dot && t.is_ident(name) {
                n += 1;
            }
            prev_dot = t.is_punct(Punct::Dot);
        }
        n > 1
    }

    /// Whether a block is laid out std140 (else std430). Uniform blocks are
    /// std140 and storage and push-constant blocks std430 unless `layout`
    /// (the block's qualifiers over the defaults) says otherwise; `shared`
    /// and `packed` take the block's default, one layout they allow.
    /// `std430` on a uniform block and `scalar` on any block need
    /// `GL_EXT_scalar_block_layout`, as glslang requires; a scalar block is
    /// not std140 (the caller marks it `glsl::scalar`).
    fn block_std140(&mut self, layout: &Layout, storage: bool, push: bool) -> Option<bool> {
        match layout.last_of(PACKINGS) {
            None | Some(("shared" | "packed", _)) => Some(!storage && !push),
            Some(("std140", _)) => Some(true),
            Some(("std430", span)) => {
                if !storage && !push && !self.scalar_block_layout {
                    self.diags.push(
                        Diagnostic::error(
                            codes::SEM_BAD_ATTRIBUTE,
                            "`std430` on a uniform block needs `GL_EXT_scalar_block_layout`",
                            span,
                        )
                        .with_help("add `#extension GL_EXT_scalar_block_layout : require`, or use `std140`"),
                    );
                    return None;
                }
                Some(false)
            }
            // The scalar layout, as glslang requires, needs its extension.
            Some(("scalar", span)) => {
                if !self.scalar_block_layout {
                    self.diags.push(
                        Diagnostic::error(
                            codes::SEM_BAD_ATTRIBUTE,
                            "the `scalar` block layout needs `GL_EXT_scalar_block_layout`",
                            span,
                        )
                        .with_help("add `#extension GL_EXT_scalar_block_layout : require`"),
                    );
                    return None;
                }
                Some(false)
            }
            Some((other, span)) => {
                let msg = format!("the `{other}` block layout is not supported yet");
                self.error(codes::SEM_UNSUPPORTED, msg, span);
                None
            }
        }
    }

    /// Block members, with their `layout(row_major)` / `layout(column_major)`
    /// (or the block's) as HLSL matrix packing. GLSL's column-major storage
    /// is what this front-end hands to HLSL as `row_major` (see `glsl`), so
    /// the names swap. `layout(offset = N)` and `layout(align = N)` (the
    /// member's, or the block's `align`) become `[[glsl::offset(N)]]` and
    /// `[[glsl::align(N)]]` attributes at the qualifier, which the lowering's
    /// std140/std430 layout honours and checks.
    fn members(&mut self, members: &[Token], block: &Layout) {
        let block_row_major = block.last_of(&["row_major", "column_major"]).is_some_and(|(k, _)| k == "row_major");
        let block_align = block.items.iter().rev().find(|(k, _, _)| k == "align").cloned();
        if let Some((_, _, at)) = block.items.iter().find(|(k, _, _)| k == "offset") {
            self.error(codes::SEM_BAD_REGISTER, "`offset` qualifies block members, not a block", *at);
        }
        for member in members.split_inclusive(|t| t.is_punct(Punct::Semi)) {
            let mut layout = Layout::default();
            let mut start = 0;
            if member.first().is_some_and(|t| t.is_ident("layout")) {
                start = self.layout(member, 1, &mut layout);
            }
            let rest = member.get(start..).unwrap_or(&[]);
            let member_align = layout.items.iter().rev().find(|(k, _, _)| k == "align").cloned();
            let explicit = [
                layout.items.iter().rev().find(|(k, _, _)| k == "offset").cloned(),
                member_align.or_else(|| block_align.clone()),
            ];
            for (key, value, at) in explicit.into_iter().flatten() {
                match value {
                    Some(n) if (0..=MAX_EXPLICIT_OFFSET).contains(&n) => {
                        self.emit_at(at, &format!("[[glsl::{key}({n})]]"));
                    }
                    _ => {
                        let msg = format!("`{key}` needs an integer literal from 0 to {MAX_EXPLICIT_OFFSET}");
                        self.error(codes::SEM_BAD_REGISTER, msg, at);
                    }
                }
            }
            // Matrices, and structs (whose matrices the qualifier reaches).
            let takes_packing = rest
                .iter()
                .find(|t| t.kind == TokenKind::Ident && !matches!(t.text.as_str(), "highp" | "mediump" | "lowp"))
                .is_some_and(|t| {
                    let scalar = matches!(t.text.as_str(), "float" | "int" | "uint" | "bool" | "double" | "half");
                    t.text.starts_with("mat") || t.text.starts_with("dmat") || (type_name(&t.text).is_none() && !scalar)
                });
            if layout.has("row_major") || (block_row_major && takes_packing && !layout.has("column_major")) {
                self.emit_text("column_major");
            } else if layout.has("column_major") {
                self.emit_text("row_major");
            }
            // A member's name is its own, even where an earlier block without
            // an instance made the same name a global (`_Block[0].name`).
            let bare = std::mem::take(&mut self.bare_members);
            self.decl_tokens(rest);
            self.bare_members = bare;
        }
    }

    // ---- bodies ------------------------------------------------------------

    fn emit_text(&mut self, text: &str) {
        let span = self.out.last().map(|t| Span::new(t.span.end, t.span.end)).unwrap_or(Span::new(0, 0));
        for mut t in lex_str(text, 0).tokens {
            if t.kind == TokenKind::Eof {
                continue;
            }
            t.span = span;
            self.out.push(t);
        }
    }

    /// Lex `text` and emit it with `span` (of the user tokens it stands for).
    fn emit_at(&mut self, span: Span, text: &str) {
        for mut u in lex_str(text, 0).tokens {
            if u.kind == TokenKind::Eof {
                continue;
            }
            u.span = span;
            self.out.push(u);
        }
    }

    /// Lex `text` and emit it with the span of `t` (the user token it replaces).
    fn push_text(&mut self, t: &Token, text: &str) {
        for mut u in lex_str(text, 0).tokens {
            if u.kind == TokenKind::Eof {
                continue;
            }
            u.span = t.span;
            self.out.push(u);
        }
    }

    /// The HLSL name of the array type `elem[d0][d1]…` (`dims` outermost
    /// first), a typedef declared before the top-level declaration being
    /// rewritten, so a user struct element is already declared there.
    fn array_type(&mut self, elem: &Token, dims: &[String]) -> String {
        let elem_ty = hlsl_spelling(&elem.text);
        let name = array_type_name(&elem_ty, dims);
        if self.array_types.insert(name.clone()) {
            let sizes: String = dims.iter().map(|d| format!("[{d}]")).collect();
            let toks: Vec<Token> = lex_str(&format!("typedef {elem_ty} {name}{sizes};"), 0)
                .tokens
                .into_iter()
                .filter(|u| u.kind != TokenKind::Eof)
                .map(|mut u| {
                    u.span = elem.span;
                    u
                })
                .collect();
            let at = self.decl_out_start.min(self.out.len());
            let n = toks.len();
            self.out.splice(at..at, toks);
            // Positions recorded in `out` after the insertion move with it.
            for (start, _) in self.references.values_mut() {
                if *start >= at {
                    *start += n;
                }
            }
        }
        name
    }

    fn push(&mut self, t: &Token, text: impl Into<String>) {
        let mut t = t.clone();
        t.text = text.into();
        self.out.push(t);
    }

    // ---- generated glue ----------------------------------------------------

    fn prelude(&self, stage: Stage) -> String {
        let mut s = String::new();
        for name in &self.builtins_used {
            if let Some((ty, _, _)) = builtin(name, stage) {
                match builtin_array(name) {
                    Some(n) => _ = writeln!(s, "static {ty} {name}[{n}];"),
                    None => _ = writeln!(s, "static {ty} {name};"),
                }
            }
        }
        for n in &self.frag_data {
            let _ = writeln!(s, "static float4 gl_FragData_{n};");
        }
        for (name, ty) in &self.pulled {
            let _ = writeln!(s, "static {ty} {name};");
        }
        // A mesh shader's clip distances are members of its vertices.
        if let Some(n) = self.clip_size().filter(|_| stage != Stage::Mesh) {
            let _ = writeln!(s, "static float gl_ClipDistance[{n}];");
        }
        if stage == Stage::Hull {
            s.push_str(&self.tesc_prelude());
        }
        if stage == Stage::Domain {
            s.push_str(&self.tese_prelude());
        }
        if stage == Stage::Geometry {
            s.push_str(&self.geom_prelude());
        }
        if matches!(stage, Stage::Compute | Stage::Mesh | Stage::Amplification) {
            let [x, y, z] = self.local_size.unwrap_or([1, 1, 1]);
            if self.local_size_spec.iter().any(Option::is_some) {
                for ((name, generated), default) in
                    self.local_size_spec.iter().zip([x, y, z]).filter_map(|(c, d)| Some((c.as_ref()?, d)))
                {
                    if let Some(id) = generated {
                        let _ = writeln!(s, "[[vk::constant_id({id})]] const uint {name} = {default};");
                    }
                }
                // Set before `main` (`workgroup_size_from_constants`).
                let _ = writeln!(s, "static uint3 gl_WorkGroupSize;");
            } else {
                let _ = writeln!(s, "static const uint3 gl_WorkGroupSize = uint3({x}, {y}, {z});");
            }
        }
        if matches!(stage, Stage::Mesh | Stage::Amplification) {
            s.push_str(&self.mesh_prelude(stage));
        }
        // In table order, so a helper follows the helpers it calls.
        for (name, _, text) in HELPERS {
            if self.helpers.contains(*name) {
                s.push_str(&expand_helper(text));
            }
        }
        if self.needs_mod {
            for ty in ["float", "float2", "float3", "float4"] {
                let _ = writeln!(s, "{ty} __glsl_mod({ty} x, {ty} y) {{ return x - y * floor(x / y); }}");
                if ty != "float" {
                    let _ = writeln!(s, "{ty} __glsl_mod({ty} x, float y) {{ return x - y * floor(x / y); }}");
                }
            }
        }
        for n in &self.matrix_ctors {
            s.push_str(&matrix_ctor_helpers(*n));
        }
        if self.needs_inverse {
            s.push_str(INVERSE_HELPERS);
        }
        if self.needs_proj {
            s.push_str("float2 __glsl_proj(float3 p) { return p.xy / p.z; }\n");
            s.push_str("float2 __glsl_proj(float4 p) { return p.xy / p.w; }\n");
            s.push_str("float3 __glsl_proj3(float4 p) { return p.xyz / p.w; }\n");
            // A 1D coordinate divides by the last component of a vec2 or vec4.
            s.push_str("float __glsl_proj1(float2 p) { return p.x / p.y; }\n");
            s.push_str("float __glsl_proj1(float4 p) { return p.x / p.w; }\n");
            s.push_str("float2 __glsl_proj_cmp_coord(float4 p) { return p.xy / p.w; }\n");
            s.push_str("float __glsl_proj_cmp_ref(float4 p) { return p.z / p.w; }\n");
        }
        if self.needs_cmp {
            // GLSL's shadow coordinates carry the depth reference as their last component.
            s.push_str("float2 __glsl_cmp_coord(float3 p) { return p.xy; }\n");
            s.push_str("float3 __glsl_cmp_coord(float4 p) { return p.xyz; }\n");
            s.push_str("float __glsl_cmp_ref(float3 p) { return p.z; }\n");
            s.push_str("float __glsl_cmp_ref(float4 p) { return p.w; }\n");
        }
        if self.needs_fetch {
            for (arg, t) in [("int", "int2"), ("int2", "int3"), ("int3", "int4")] {
                let _ = writeln!(s, "{t} __glsl_fetch_coord({arg} p, int lod) {{ return {t}(p, lod); }}");
            }
        }
        s
    }

    /// Mark helper `name` (and the helpers it calls) as needed.
    fn need_helper(&mut self, name: &'static str) {
        if let Some((_, deps, _)) = HELPERS.iter().find(|(n, _, _)| *n == name) {
            for d in *deps {
                self.helpers.insert(d.to_string());
            }
            self.helpers.insert(name.to_string());
        }
    }

    /// The size of `gl_ClipDistance` when the shader uses it.
    fn clip_size(&self) -> Option<u32> {
        if !self.builtins_used.contains("gl_ClipDistance") || self.stage == Some(Stage::Compute) {
            return None;
        }
        self.clip
            .declared
            .or((self.clip.used > 0).then_some(self.clip.used))
            .filter(|n| (1..=MAX_CLIP_DISTANCES).contains(n))
    }

    /// Two inputs or two outputs whose explicit locations overlap: an error
    /// with both declarations, as glslang reports it (naga would reject the
    /// entry point, and Metal cannot hold two members at one location).
    fn check_locations(&mut self) {
        self.check_frag_color_with_outputs();
        let diags = self.location_overlaps();
        self.diags.extend(diags);
        let _ = self.dual_source_check();
    }

    /// A fragment shader writes `gl_FragColor` or `gl_FragData` or declares
    /// its own `out` variables, not both (GLSL 1.30 on; glslang rejects the
    /// mix): both would be render target 0.
    fn check_frag_color_with_outputs(&mut self) {
        if self.stage != Some(Stage::Fragment) {
            return;
        }
        let Some(builtin) = ["gl_FragColor", "gl_FragData"].into_iter().find(|b| self.builtins_used.contains(*b))
        else {
            return;
        };
        let Some(out) = self.io.iter().find(|io| io.dir == Dir::Out) else { return };
        let at = self.toks.iter().find(|t| t.is_ident(builtin)).map_or(out.span, |t| t.span);
        let msg = format!(
            "`{builtin}` cannot be written in a shader that declares its own outputs (`{}`): both are render target 0",
            out.name
        );
        self.diags.push(
            Diagnostic::error(codes::SEM_BAD_SEMANTIC, msg, at)
                .with_help(format!("write `{}` instead of `{builtin}`", out.name)),
        );
    }

    /// GL_ARB_fragment_shader_interlock: Metal orders the accesses of
    /// overlapping fragments to a resource in a raster order group, in
    /// submission order. Every writable storage buffer and image of an
    /// interlocked fragment shader joins it (`glsl::raster_ordered`), those
    /// used outside the critical section too: more ordering than the section
    /// asks for, never less; `begin`/`endInvocationInterlockARB()` are then
    /// empty statements. Pixel, sample, ordered and unordered interlocks all
    /// get Metal's per-pixel submission order (the strongest of them).
    fn raster_ordered(&self) -> &'static str {
        if self.interlock && self.stage == Some(Stage::Fragment) { " [[glsl::raster_ordered]]" } else { "" }
    }

    /// `gl_ViewIndex` is Metal's `[[amplification_id]]`: the view index
    /// only when the host draws the views with vertex amplification, one
    /// amplification per view, the views numbered from 0 without gaps.
    fn check_view_index(&mut self) {
        if !self.builtins_used.contains("gl_ViewIndex") || !matches!(self.stage, Some(Stage::Vertex | Stage::Fragment))
        {
            return;
        }
        let span = self.toks.iter().find(|t| t.is_ident("gl_ViewIndex")).map(|t| t.span).unwrap_or(Span::new(0, 0));
        self.diags.push(
            Diagnostic::warning(
                codes::DEVIATION_VIEW_INDEX,
                "`gl_ViewIndex` is Metal's vertex amplification id: it counts the views from 0",
                span,
            )
            .with_note(
                "draw with vertex amplification, one amplification per view (a Vulkan view mask with gaps, \
                 or not starting at view 0, reads other indices)",
            ),
        );
    }

    /// Diagnostics for a `gl_ClipDistance` whose size is unknown or too large.
    fn check_clip(&mut self) {
        if self.stage == Some(Stage::Mesh) {
            for name in ["gl_CullDistance", "gl_PrimitiveShadingRateEXT"] {
                // A use is a member access (the redeclaration of the block names them too).
                let used =
                    self.toks.windows(2).find(|w| matches!(w, [d, t] if d.is_punct(Punct::Dot) && t.is_ident(name)));
                let Some(span) = used.and_then(|w| w.get(1)).map(|t| t.span) else { continue };
                if name == "gl_CullDistance" {
                    self.error(codes::METAL_CULL_DISTANCE, "Metal has no cull distances", span);
                } else {
                    self.error(codes::METAL_UNSUPPORTED, "Metal's mesh primitives have no shading rate", span);
                }
            }
        }
        if !self.builtins_used.contains("gl_ClipDistance") {
            return;
        }
        let span = self.toks.iter().find(|t| t.is_ident("gl_ClipDistance")).map(|t| t.span).unwrap_or(Span::new(0, 0));
        if self.stage == Some(Stage::Fragment) {
            self.diags.push(Diagnostic::warning(
                codes::DEVIATION_FRAGMENT_CLIP_INPUT,
                "Metal fragment functions cannot read `gl_ClipDistance`; it reads as zero",
                span,
            ));
        }
        if let Some(n) = self.clip.declared.or((self.clip.used > 0).then_some(self.clip.used))
            && !(1..=MAX_CLIP_DISTANCES).contains(&n)
        {
            self.error(
                codes::SEM_ARRAY_SIZE,
                format!("`gl_ClipDistance` has {n} elements; Metal allows 1 to {MAX_CLIP_DISTANCES}"),
                span,
            );
        } else if self.clip.declared.is_none()
            && let Some(d) = self.clip.dynamic
        {
            self.diags.push(
                Diagnostic::error(codes::SEM_ARRAY_SIZE, "`gl_ClipDistance` indexed by a variable needs a size", d)
                    .with_help("redeclare it with one: `out float gl_ClipDistance[N];`"),
            );
        }
    }

    fn entry(&self, stage: Stage) -> String {
        if stage == Stage::Hull {
            return self.tesc_entry();
        }
        let (inputs, outputs) = self.stage_io(stage);
        if stage == Stage::Domain {
            return self.tese_entry(&outputs);
        }
        if matches!(stage, Stage::Mesh | Stage::Amplification) {
            return self.mesh_entry(stage, &inputs);
        }
        if stage == Stage::Geometry {
            return self.geom_entry(&outputs);
        }
        self.entry_function(stage, &inputs, &outputs)
    }

    /// The entry point's inputs and outputs: (HLSL type, field, semantic,
    /// the global it is copied from or to).
    #[allow(clippy::type_complexity)]
    fn stage_io(&self, stage: Stage) -> (Vec<(String, String, String, String)>, Vec<(String, String, String, String)>) {
        let mut inputs: Vec<(String, String, String, String)> = Vec::new(); // (ty, field, semantic, assign-to)
        let mut outputs: Vec<(String, String, String, String)> = Vec::new();
        for name in &self.builtins_used {
            if let Some((ty, dir, sem)) = builtin(name, stage) {
                if sem.is_empty() {
                    continue;
                }
                let field = format!("{name}_");
                // The system values HLSL types as uint; GLSL reads them as int.
                let wire = if uint_system_value(sem) { "uint" } else { ty };
                // An array built-in is its first element (`builtin_array`).
                let target = if builtin_array(name).is_some() { format!("{name}[0]") } else { name.clone() };
                // The barycentric coordinates without perspective correction.
                let wire =
                    if name.starts_with("gl_BaryCoordNoPersp") { format!("noperspective {wire}") } else { wire.into() };
                match dir {
                    Dir::In => inputs.push((wire, field, sem.into(), target)),
                    Dir::Out => outputs.push((wire, field, sem.into(), target)),
                }
            }
        }
        if let Some(n) = self.clip_size() {
            // One float array with Metal's clip distances (a fragment shader
            // reads zeros: see `check_clip`).
            let entry = (
                "float".to_string(),
                format!("gl_ClipDistance_[{n}]"),
                "SV_ClipDistance0".to_string(),
                "gl_ClipDistance".to_string(),
            );
            if matches!(stage, Stage::Vertex | Stage::Domain | Stage::Geometry) {
                outputs.push(entry);
            }
        }
        if stage == Stage::Fragment {
            for n in &self.frag_data {
                let name = format!("gl_FragData_{n}");
                outputs.push(("float4".into(), format!("{name}_"), format!("SV_Target{n}"), name));
            }
        }
        // Explicit locations first; the others take the next free run of
        // locations in declaration order (naga needs distinct locations;
        // Metal links varyings without one by name, vertex inputs are
        // attributes at these locations).
        let mut taken: [IntSet<u32>; 2] = [IntSet::new(), IntSet::new()];
        for io in &self.io {
            if let Some(l) = io.location
                && let Some(set) = taken.get_mut(io.dir as usize)
            {
                set.extend(l..l.saturating_add(io.slots(&self.io_structs)));
            }
        }
        // Locations shared by component (`rewrite::components`), and the
        // dual-source outputs.
        let packed_at = self.packed_locations();
        let mut packed = components::Packed::new();
        let dual = self.dual_source();
        for io in &self.io {
            let d = io.dir as usize;
            let slots = io.slots(&self.io_structs);
            let loc = io.location.unwrap_or_else(|| {
                let Some(set) = taken.get_mut(d) else { return 0 };
                let mut n = 0u32;
                while (n..n.saturating_add(slots)).any(|l| set.contains(&l)) {
                    n += 1;
                }
                set.extend(n..n.saturating_add(slots));
                n
            });
            let interp = io.interpolation.join(" ");
            // Varyings without `location` link by name (`hlsl::lower::link`).
            let varying =
                matches!((stage, io.dir), (Stage::Vertex | Stage::Domain, Dir::Out) | (Stage::Fragment, Dir::In));
            for (ty, field, offset, target, link) in io.fields(&self.io_structs) {
                let l = loc.saturating_add(offset);
                if packed_at.contains(&(io.dir as u8, l)) {
                    let first = io.component.unwrap_or(0);
                    packed.entry((io.dir as u8, l)).or_default().push((first, ty, interp.clone(), target));
                    continue;
                }
                let sem = if stage == Stage::Fragment && io.dir == Dir::Out && dual && l == 0 {
                    format!("__BLENDSRC{}", io.index.unwrap_or(0))
                } else if stage == Stage::Fragment && io.dir == Dir::Out {
                    format!("SV_Target{l}")
                } else if varying && io.location.is_none() {
                    format!("__VARYING_{link}_{l}")
                } else {
                    format!("__LOCATION{l}")
                };
                let entry = (format!("{interp} {ty}"), field, sem, target);
                match io.dir {
                    Dir::In => inputs.push(entry),
                    Dir::Out => outputs.push(entry),
                }
            }
        }
        self.pack(packed, &mut inputs, &mut outputs);
        (inputs, outputs)
    }

    /// `struct __glsl_Out { … };` for `outputs`, or nothing.
    fn out_struct(s: &mut String, outputs: &[(String, String, String, String)]) {
        if !outputs.is_empty() {
            s.push_str("struct __glsl_Out {\n");
            for (ty, field, sem, _) in outputs {
                let _ = writeln!(s, "    {ty} {field} : {sem};");
            }
            s.push_str("};\n");
        }
    }

    /// The statements after `__glsl_main()` that return `outputs`.
    fn out_return(s: &mut String, outputs: &[(String, String, String, String)]) {
        let name = |field: &str| field.split('[').next().unwrap_or("").to_string();
        if !outputs.is_empty() {
            s.push_str("    __glsl_Out output;\n");
            for (_, field, _, source) in outputs {
                let _ = writeln!(s, "    output.{} = {source};", name(field));
            }
            s.push_str("    return output;\n");
        }
    }

    fn entry_function(
        &self,
        stage: Stage,
        inputs: &[(String, String, String, String)],
        outputs: &[(String, String, String, String)],
    ) -> String {
        let mut s = String::new();
        if !inputs.is_empty() {
            s.push_str("struct __glsl_In {\n");
            // An input without a semantic is a copy out of a packed field.
            for (ty, field, sem, _) in inputs.iter().filter(|i| !i.2.is_empty()) {
                let _ = writeln!(s, "    {ty} {field} : {sem};");
            }
            s.push_str("};\n");
        }
        Self::out_struct(&mut s, outputs);
        match stage {
            Stage::Compute => {
                // A dimension a specialization constant sets names it: the
                // size is its default, and reflection names the constant.
                let [x, y, z] = self.local_size.unwrap_or([1, 1, 1]);
                let dims: Vec<String> = [x, y, z]
                    .iter()
                    .zip(&self.local_size_spec)
                    .map(|(n, spec)| spec.as_ref().map_or_else(|| n.to_string(), |(name, _)| name.clone()))
                    .collect();
                let _ = writeln!(s, "[numthreads({})]", dims.join(", "));
            }
            Stage::Fragment if self.early_fragment_tests || self.post_depth_coverage => {
                if self.early_fragment_tests {
                    s.push_str("[earlydepthstencil]\n");
                }
                if self.post_depth_coverage {
                    s.push_str("[[glsl::post_depth_coverage]]\n");
                }
            }
            // The stage reaches the HLSL front-end through its options.
            Stage::Vertex | Stage::Fragment => {}
            // Written by `tesc` and `tese`.
            Stage::Hull | Stage::Domain => {}
            // Refused before the rewrite (`glsl::translate`).
            Stage::Mesh | Stage::Amplification | Stage::Geometry => {}
        }
        let ret = if outputs.is_empty() { "void" } else { "__glsl_Out" };
        let param = if inputs.is_empty() { "" } else { "__glsl_In input" };
        let _ = writeln!(s, "{ret} main({param}) {{");
        let name = |field: &str| field.split('[').next().unwrap_or("").to_string();
        for (_, field, _, target) in inputs.iter().filter(|i| !i.3.is_empty()) {
            let _ = writeln!(s, "    {target} = input.{};", name(field));
        }
        if self.has_deferred_inits {
            s.push_str("    __glsl_init_globals();\n");
        }
        s.push_str("    __glsl_main();\n");
        Self::out_return(&mut s, outputs);
        s.push_str("}\n");
        s
    }
}

/// HLSL spelling of a GLSL token inside a type.
/// The argument counts a texture or image built-in takes, over all its
/// overloads (GLSL 4.60 §8.9, §8.12, and the GLSL 1.10 names): the optional
/// last argument is a bias, a sample index, a compare value or a component.
fn texture_arity(name: &str) -> Option<(usize, usize)> {
    Some(match name {
        "texture" | "textureProj" | "texture1D" | "texture2D" | "texture3D" | "textureCube" | "texture1DProj"
        | "texture2DProj" | "texture3DProj" | "shadow2D" | "shadow2DProj" | "textureGather" | "texelFetch"
        | "imageLoad" => (2, 3),
        "textureLod" | "textureProjLod" | "texture1DLod" | "texture2DLod" | "texture3DLod" | "textureCubeLod"
        | "texture2DProjLod" | "shadow2DLod" | "texture2DLodEXT" => (3, 3),
        "textureOffset" | "textureProjOffset" | "textureGatherOffset" | "imageStore" => (3, 4),
        "textureGrad"
        | "textureProjGrad"
        | "texture2DGradEXT"
        | "textureLodOffset"
        | "textureProjLodOffset"
        | "texelFetchOffset" => (4, 4),
        "textureGradOffset" | "textureProjGradOffset" => (5, 5),
        "textureSize" => (1, 2),
        "imageSize" | "textureQueryLevels" | "textureSamples" | "imageSamples" => (1, 1),
        "textureQueryLod" => (2, 2),
        _ => return None,
    })
}

/// The typedef's name of the array type `elem[d0][d1]…` (`dims` as HLSL
/// text: literals, constants' names or constant expressions such as
/// `(TAPS + 1)`, whose operators are spelled out so the name is an
/// identifier, one per distinct size).
fn array_type_name(elem: &str, dims: &[String]) -> String {
    let mut name = format!("__glsl_array_{elem}");
    for d in dims {
        name.push('_');
        for c in d.chars() {
            match c {
                'a'..='z' | 'A'..='Z' | '0'..='9' | '_' => name.push(c),
                '+' => name.push_str("_plus_"),
                '-' => name.push_str("_minus_"),
                '*' => name.push_str("_times_"),
                '/' => name.push_str("_over_"),
                '%' => name.push_str("_mod_"),
                '(' => name.push_str("_L_"),
                ')' => name.push_str("_R_"),
                '<' => name.push_str("_shl_"),
                '>' => name.push_str("_shr_"),
                _ => {}
            }
        }
    }
    name
}

fn hlsl_spelling(text: &str) -> String {
    type_name(text).unwrap_or_else(|| text.to_string())
}

/// `[[vk::binding(b, set)]]` from `layout(binding = b, set = s)`.
fn binding_attr(layout: &Layout) -> String {
    match (layout.get("binding"), layout.get("set")) {
        (Some(b), Some(s)) => format!("[[vk::binding({b}, {s})]]"),
        (Some(b), None) => format!("[[vk::binding({b})]]"),
        _ => String::new(),
    }
}

/// The texel type a subpass input type reads.
fn subpass_texel(name: &str) -> Option<&'static str> {
    Some(match name {
        "subpassInput" | "subpassInputMS" => "float4",
        "isubpassInput" | "isubpassInputMS" => "int4",
        "usubpassInput" | "usubpassInputMS" => "uint4",
        _ => return None,
    })
}

/// Opaque GLSL types → (HLSL texture type, sampler type if it is a combined sampler).
fn opaque(name: &str) -> Option<(String, Option<&'static str>)> {
    if name == "accelerationStructureEXT" {
        return super::ray_query::respell(name).map(|t| (t.to_string(), None));
    }
    let (elem, rest) = if let Some(r) = name.strip_prefix("isampler") {
        ("int4", format!("sampler{r}"))
    } else if let Some(r) = name.strip_prefix("usampler") {
        ("uint4", format!("sampler{r}"))
    } else if let Some(r) = name.strip_prefix("iimage") {
        ("int4", format!("image{r}"))
    } else if let Some(r) = name.strip_prefix("uimage") {
        ("uint4", format!("image{r}"))
    } else if let Some(r) = name.strip_prefix("itexture") {
        ("int4", format!("texture{r}"))
    } else if let Some(r) = name.strip_prefix("utexture") {
        ("uint4", format!("texture{r}"))
    } else {
        ("float4", name.to_string())
    };
    let dim = |s: &str| -> Option<&'static str> {
        Some(match s {
            "1D" => "Texture1D",
            "1DArray" => "Texture1DArray",
            "2D" => "Texture2D",
            "2DArray" => "Texture2DArray",
            "3D" => "Texture3D",
            "Cube" => "TextureCube",
            "CubeArray" => "TextureCubeArray",
            "2DMS" => "Texture2DMS",
            "2DMSArray" => "Texture2DMSArray",
            "Buffer" => "Buffer",
            _ => return None,
        })
    };
    if let Some(d) = rest.strip_prefix("sampler") {
        if let Some(d) = d.strip_suffix("Shadow") {
            return Some((format!("{}<float>", dim(d)?), Some("SamplerComparisonState")));
        }
        let t = dim(d)?;
        let sampler = (!t.contains("MS") && t != "Buffer").then_some("SamplerState");
        return Some((format!("{t}<{elem}>"), sampler));
    }
    if let Some(d) = rest.strip_prefix("texture") {
        return Some((format!("{}<{elem}>", dim(d)?), None));
    }
    if let Some(d) = rest.strip_prefix("image") {
        let t = dim(d)?;
        // A multisampled image is read only (Metal writes no multisampled
        // texture): the read-only multisampled texture, `imageLoad` its
        // `Load(P, sample)`; `imageStore` is refused (`texture_call`).
        if t.contains("MS") {
            return Some((format!("{t}<{elem}>"), None));
        }
        let rw = if t == "Buffer" { "RWBuffer".to_string() } else { format!("RW{t}") };
        return Some((format!("{rw}<{elem}>"), None));
    }
    None
}

/// The declared names of block members (`uint count; vec4 a, b[];` →
/// count, a, b).
fn member_names(members: &[Token]) -> Vec<String> {
    let mut names = Vec::new();
    for m in members.split(|t| t.is_punct(Punct::Semi)) {
        let mut depth = 0i32;
        for (k, t) in m.iter().enumerate() {
            match t.kind {
                TokenKind::Punct(Punct::LBracket | Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RBracket | Punct::RParen) => depth -= 1,
                TokenKind::Ident if depth == 0 => {
                    let next = m.get(k + 1);
                    if next.is_none_or(|n| n.is_punct(Punct::Comma) || n.is_punct(Punct::LBracket)) {
                        names.push(t.text.clone());
                    }
                }
                _ => {}
            }
        }
    }
    names
}

/// `mat2`/`mat3`/`mat4` (and `matNxN`) → N.
fn square_matrix(name: &str) -> Option<u8> {
    match name {
        "mat2" | "mat2x2" => Some(2),
        "mat3" | "mat3x3" => Some(3),
        "mat4" | "mat4x4" => Some(4),
        _ => None,
    }
}

/// `__glsl_matN(x)` overloads: a scalar on the diagonal, or another square
/// matrix cut or extended with the identity (GLSL's matrix-from-matrix rule).
/// `m[i]` is column i here, as in GLSL.
fn matrix_ctor_helpers(n: u8) -> String {
    let mut s = String::new();
    let diag: Vec<String> =
        (0..n).flat_map(|c| (0..n).map(move |r| if c == r { "s".to_string() } else { "0".to_string() })).collect();
    let _ = writeln!(s, "float{n}x{n} __glsl_mat{n}(float s) {{ return float{n}x{n}({}); }}", diag.join(", "));
    // `mat3(1)`: an int literal would match the float and the matrix overloads equally.
    let _ = writeln!(s, "float{n}x{n} __glsl_mat{n}(int s) {{ return __glsl_mat{n}(float(s)); }}");
    for m in 2..=4u8 {
        let cols: Vec<String> = (0..n)
            .map(|c| {
                let comps: Vec<String> = (0..n)
                    .map(|r| {
                        if c < m && r < m {
                            format!("m[{c}][{r}]")
                        } else if c == r {
                            "1".into()
                        } else {
                            "0".into()
                        }
                    })
                    .collect();
                format!("float{n}({})", comps.join(", "))
            })
            .collect();
        let _ =
            writeln!(s, "float{n}x{n} __glsl_mat{n}(float{m}x{m} m) {{ return float{n}x{n}({}); }}", cols.join(", "));
    }
    if n == 2 {
        s.push_str("float2x2 __glsl_mat2(float4 v) { return float2x2(v.xy, v.zw); }\n");
    }
    s
}

/// GLSL's `inverse` for square matrices (adjugate over determinant).
const INVERSE_HELPERS: &str = "\
float2x2 __glsl_inverse(float2x2 m) {
    float d = 1.0 / (m[0][0] * m[1][1] - m[1][0] * m[0][1]);
    return float2x2(float2(m[1][1], -m[0][1]) * d, float2(-m[1][0], m[0][0]) * d);
}
float3x3 __glsl_inverse(float3x3 m) {
    float3 r0 = cross(m[1], m[2]);
    float3 r1 = cross(m[2], m[0]);
    float3 r2 = cross(m[0], m[1]);
    float d = 1.0 / dot(m[0], r0);
    return transpose(float3x3(r0 * d, r1 * d, r2 * d));
}
float4x4 __glsl_inverse(float4x4 b) {
    float s0 = b[0][0] * b[1][1] - b[1][0] * b[0][1];
    float s1 = b[0][0] * b[1][2] - b[1][0] * b[0][2];
    float s2 = b[0][0] * b[1][3] - b[1][0] * b[0][3];
    float s3 = b[0][1] * b[1][2] - b[1][1] * b[0][2];
    float s4 = b[0][1] * b[1][3] - b[1][1] * b[0][3];
    float s5 = b[0][2] * b[1][3] - b[1][2] * b[0][3];
    float c5 = b[2][2] * b[3][3] - b[3][2] * b[2][3];
    float c4 = b[2][1] * b[3][3] - b[3][1] * b[2][3];
    float c3 = b[2][1] * b[3][2] - b[3][1] * b[2][2];
    float c2 = b[2][0] * b[3][3] - b[3][0] * b[2][3];
    float c1 = b[2][0] * b[3][2] - b[3][0] * b[2][2];
    float c0 = b[2][0] * b[3][1] - b[3][0] * b[2][1];
    float d = 1.0 / (s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0);
    float4 i0 = float4(b[1][1] * c5 - b[1][2] * c4 + b[1][3] * c3, -b[0][1] * c5 + b[0][2] * c4 - b[0][3] * c3,
                       b[3][1] * s5 - b[3][2] * s4 + b[3][3] * s3, -b[2][1] * s5 + b[2][2] * s4 - b[2][3] * s3);
    float4 i1 = float4(-b[1][0] * c5 + b[1][2] * c2 - b[1][3] * c1, b[0][0] * c5 - b[0][2] * c2 + b[0][3] * c1,
                       -b[3][0] * s5 + b[3][2] * s2 - b[3][3] * s1, b[2][0] * s5 - b[2][2] * s2 + b[2][3] * s1);
    float4 i2 = float4(b[1][0] * c4 - b[1][1] * c2 + b[1][3] * c0, -b[0][0] * c4 + b[0][1] * c2 - b[0][3] * c0,
                       b[3][0] * s4 - b[3][1] * s2 + b[3][3] * s0, -b[2][0] * s4 + b[2][1] * s2 - b[2][3] * s0);
    float4 i3 = float4(-b[1][0] * c3 + b[1][1] * c1 - b[1][2] * c0, b[0][0] * c3 - b[0][1] * c1 + b[0][2] * c0,
                       -b[3][0] * s3 + b[3][1] * s1 - b[3][2] * s0, b[2][0] * s3 - b[2][1] * s1 + b[2][2] * s0);
    return float4x4(i0 * d, i1 * d, i2 * d, i3 * d);
}
";

/// The index of the `(` when `toks[i]` starts an array constructor
/// (`T[N](` or `T[](`).
/// Names of the functions declared at file scope (`T name(` outside braces).
fn user_functions(toks: &[Token]) -> OrdSet<String> {
    let mut names = OrdSet::new();
    let mut depth = 0i32;
    for (i, t) in toks.iter().enumerate() {
        if t.is_punct(Punct::LBrace) {
            depth += 1;
        } else if t.is_punct(Punct::RBrace) {
            depth -= 1;
        } else if depth == 0
            && t.kind == TokenKind::Ident
            && i > 0
            && toks.get(i - 1).is_some_and(|p| {
                (p.kind == TokenKind::Ident && !p.is_ident("return"))
                    // `T[N] name(`: a function returning an array.
                    || (p.is_punct(Punct::RBracket) && array_return_type(toks, i))
            })
            && toks.get(i + 1).is_some_and(|n| n.is_punct(Punct::LParen))
        {
            names.insert(t.text.clone());
        }
    }
    names
}

/// The struct and block names a shader declares: an identifier right
/// before a `{` at file scope (a function's name is before its `(`).
fn declared_type_names(toks: &[Token]) -> OrdSet<String> {
    let mut names = OrdSet::new();
    let mut depth = 0i32;
    for w in toks.windows(2) {
        let [t, next] = w else { continue };
        if depth == 0 && t.kind == TokenKind::Ident && next.is_punct(Punct::LBrace) {
            names.insert(t.text.clone());
        }
        if next.is_punct(Punct::LBrace) {
            depth += 1;
        } else if next.is_punct(Punct::RBrace) {
            depth -= 1;
        }
    }
    names
}

/// Whether `toks[name]` follows an array return type `T[N]…` at file scope.
fn array_return_type(toks: &[Token], name: usize) -> bool {
    let mut k = name;
    let mut groups = 0;
    while k >= 3 && toks.get(k - 1).is_some_and(|r| r.is_punct(Punct::RBracket)) {
        if !toks.get(k - 3).is_some_and(|l| l.is_punct(Punct::LBracket)) {
            return false;
        }
        k -= 3;
        groups += 1;
    }
    groups > 0 && k > 0 && toks.get(k - 1).is_some_and(|t| t.kind == TokenKind::Ident)
}

/// GLSL's `float[9] kernel` declares what `float kernel[9]` does: move the
/// array dimensions after the name (`T[N] name` followed by `;`, `,`, `)`,
/// `=` or `[`; no expression has that shape).
fn array_types_after_names(toks: &[Token]) -> Vec<Token> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while let Some(t) = toks.get(i) {
        if t.kind == TokenKind::Ident
            && let Some(close) = dims_end(toks, i + 1)
            && let Some(name) = toks.get(close)
            && name.kind == TokenKind::Ident
            && toks.get(close + 1).is_some_and(|n| {
                n.is_punct(Punct::Semi)
                    || n.is_punct(Punct::Comma)
                    || n.is_punct(Punct::RParen)
                    || n.is_punct(Punct::Eq)
                    || n.is_punct(Punct::LBracket)
            })
        {
            out.push(t.clone());
            out.push(name.clone());
            out.extend(toks.get(i + 1..close).unwrap_or_default().iter().cloned());
            i = close + 1;
            continue;
        }
        out.push(t.clone());
        i += 1;
    }
    out
}

/// After one or more `[…]` starting at `i` (none nested), the index after
/// the last `]`; `None` when `i` does not start one.
fn dims_end(toks: &[Token], mut i: usize) -> Option<usize> {
    let start = i;
    while toks.get(i).is_some_and(|t| t.is_punct(Punct::LBracket)) {
        i += 1;
        while !toks.get(i)?.is_punct(Punct::RBracket) {
            if toks.get(i)?.is_punct(Punct::LBracket) || toks.get(i)?.is_punct(Punct::Semi) {
                return None;
            }
            i += 1;
        }
        i += 1;
    }
    (i > start).then_some(i)
}

/// The deepest array constructor nesting whose sizes are inferred (`T[][]…`).
const MAX_ARRAY_CTOR_DEPTH: usize = 8;

/// An array constructor `T[N](…)`, `T[](…)`, `T[N][M](…)`, `T[][](…)`
/// (GLSL 4.60 §5.4.4) starting at `toks[i]`, its sizes all known: an
/// unsized dimension is the argument count (the outermost) or the size of
/// the first argument, itself an array constructor (the inner ones).
struct ArrayCtor {
    /// The sizes, outermost first: integer literals or constant names.
    dims: Vec<String>,
    /// The index after the closing `)`.
    end: usize,
}

fn array_constructor(toks: &[Token], i: usize, depth: usize) -> Option<ArrayCtor> {
    if depth > MAX_ARRAY_CTOR_DEPTH || toks.get(i)?.kind != TokenKind::Ident {
        return None;
    }
    let mut written: Vec<Option<String>> = Vec::new();
    let mut k = i + 1;
    while toks.get(k)?.is_punct(Punct::LBracket) {
        let inner = toks.get(k + 1)?;
        if inner.is_punct(Punct::RBracket) {
            written.push(None);
            k += 2;
        } else if matches!(inner.kind, TokenKind::Int | TokenKind::Ident)
            && toks.get(k + 2)?.is_punct(Punct::RBracket)
            && (inner.kind == TokenKind::Ident || parse_int(&inner.text).is_some_and(|n| n > 0))
        {
            written.push(Some(inner.text.trim_end_matches(['u', 'U']).to_string()));
            k += 3;
        } else {
            return None;
        }
    }
    if written.is_empty() {
        return None;
    }
    let (args, end) = split_args(toks, k)?;
    let inner = if written.iter().skip(1).any(Option::is_none) {
        let first = args.first()?;
        let sub = array_constructor(first, 0, depth + 1)?;
        (sub.end == first.len()).then_some(sub.dims)?
    } else {
        Vec::new()
    };
    let mut dims = Vec::with_capacity(written.len());
    for (d, w) in written.into_iter().enumerate() {
        dims.push(match w {
            Some(n) => n,
            None if d == 0 => args.len().to_string(),
            None => inner.get(d - 1)?.clone(),
        });
    }
    Some(ArrayCtor { dims, end })
}

/// `T name[] = T[](a, b, c)`: the unsized dimensions of a declarator take
/// the sizes of the array constructor that initializes it (GLSL 4.60 §4.1.9:
/// the initializer's size implicitly sizes the array).
fn sizes_from_constructors(toks: &[Token]) -> Vec<Token> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while let Some(t) = toks.get(i) {
        out.push(t.clone());
        i += 1;
        if t.kind != TokenKind::Ident || !toks.get(i).is_some_and(|n| n.is_punct(Punct::LBracket)) {
            continue;
        }
        let Some(close) = dims_end(toks, i) else { continue };
        let dims = toks.get(i..close).unwrap_or_default();
        let open_dim = dims.windows(2).any(|w| {
            w.first().is_some_and(|l| l.is_punct(Punct::LBracket))
                && w.get(1).is_some_and(|r| r.is_punct(Punct::RBracket))
        });
        if !open_dim || !toks.get(close).is_some_and(|e| e.is_punct(Punct::Eq)) {
            continue;
        }
        let Some(ctor) = array_constructor(toks, close + 1, 0) else { continue };
        let written = dims.iter().filter(|d| d.is_punct(Punct::LBracket)).count();
        if written != ctor.dims.len() {
            continue;
        }
        let mut d = 0;
        for (k, u) in dims.iter().enumerate() {
            out.push(u.clone());
            if u.is_punct(Punct::LBracket) {
                if dims.get(k + 1).is_some_and(|r| r.is_punct(Punct::RBracket))
                    && let Some(size) = ctor.dims.get(d)
                {
                    let kind = if parse_int(size).is_some() { TokenKind::Int } else { TokenKind::Ident };
                    out.push(Token { kind, text: size.clone(), ..u.clone() });
                }
                d += 1;
            }
        }
        i = close;
    }
    out
}

fn parse_int(text: &str) -> Option<i64> {
    let t = text.trim_end_matches(['u', 'U']);
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return i64::from_str_radix(h, 16).ok();
    }
    t.parse().ok()
}

/// `tokens` split at its commas outside brackets.
fn split_top_level(tokens: &[Token]) -> Vec<&[Token]> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, t) in tokens.iter().enumerate() {
        match t.kind {
            TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
            TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => depth -= 1,
            TokenKind::Punct(Punct::Comma) if depth == 0 => {
                parts.push(tokens.get(start..i).unwrap_or_default());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(tokens.get(start..).unwrap_or_default());
    parts
}

/// The names a declaration `T a = 1, b[2], c;` declares.
fn declarator_names(tokens: &[Token]) -> Vec<String> {
    split_top_level(tokens)
        .iter()
        .filter_map(|part| {
            let end =
                part.iter().position(|t| t.is_punct(Punct::Eq) || t.is_punct(Punct::LBracket)).unwrap_or(part.len());
            let end =
                if part.last().is_some_and(|t| t.is_punct(Punct::Semi)) && end == part.len() { end - 1 } else { end };
            end.checked_sub(1).and_then(|k| part.get(k)).filter(|t| t.kind == TokenKind::Ident).map(|t| t.text.clone())
        })
        .collect()
}

/// The comma-separated arguments of the call whose `(` is at `open`, and
/// the index after its `)`.
fn split_args(toks: &[Token], open: usize) -> Option<(Vec<Vec<Token>>, usize)> {
    if !toks.get(open)?.is_punct(Punct::LParen) {
        return None;
    }
    let mut depth = 0i32;
    let mut args: Vec<Vec<Token>> = vec![Vec::new()];
    let mut i = open;
    while let Some(t) = toks.get(i) {
        match t.kind {
            TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => {
                depth += 1;
                if depth > 1 {
                    args.last_mut()?.push(t.clone());
                }
            }
            TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                depth -= 1;
                if depth == 0 {
                    if args.last().is_some_and(Vec::is_empty) && args.len() == 1 {
                        args.clear();
                    }
                    return Some((args, i + 1));
                }
                args.last_mut()?.push(t.clone());
            }
            TokenKind::Punct(Punct::Comma) if depth == 1 => args.push(Vec::new()),
            TokenKind::Eof => return None,
            _ => args.last_mut()?.push(t.clone()),
        }
        i += 1;
    }
    None
}

/// A GLSL matrix type name: `mat3`, `mat2x4`, `dmat4`, `f16mat3x2`, …
fn is_matrix_type(name: &str) -> bool {
    let rest = ["f16", "f32", "f64", "d"].iter().find_map(|p| name.strip_prefix(p)).unwrap_or(name);
    let Some(dims) = rest.strip_prefix("mat") else { return false };
    let dim = |d: &str| matches!(d, "2" | "3" | "4");
    match dims.split_once('x') {
        Some((c, r)) => dim(c) && dim(r),
        None => dim(dims),
    }
}

/// The key of `inst.member` in `Rewriter::instance_rewrites` (`member` empty
/// for the instance itself): the two names, which hold no NUL, split by one.
pub(super) fn instance_key(inst: &str, member: &str) -> String {
    format!("{inst}\0{member}")
}
