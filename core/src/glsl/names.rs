//! GLSL and HLSL share one namespace below the rewriter: a GLSL user name
//! the HLSL front-end gives a meaning of its own (an intrinsic, a keyword,
//! a type) is respelled before the HLSL parser sees it.
//!
//! Why: GLSL built-ins reach the HLSL front-end under HLSL names (`mix` is
//! `lerp`, `fract` is `frac`, `roundEven` is `round`), and the HLSL lowering
//! resolves a call to a user function before an intrinsic. A user `lerp`
//! would then capture every `mix`. A GLSL shader may name a function
//! `saturate` or a variable `matrix`; neither means anything to GLSL.
//!
//! The respelling is `name_N` with the smallest `N` no identifier of the
//! shader already uses, so it is unique and reads like the original.

use crate::ordered::{OrdMap, OrdSet};
use crate::syntax::token::{Token, TokenKind};

/// Names the HLSL front-end resolves as intrinsics that either are not GLSL
/// built-in functions, or are the HLSL spelling a different GLSL built-in is
/// given (`round` is what `roundEven` becomes, `fwidth` what `fwidthFine`
/// becomes), so a user function of that name would capture it.
const HLSL_INTRINSICS: &[&str] = &[
    "abort",
    "AllMemoryBarrier",
    "AllMemoryBarrierWithGroupSync",
    "and",
    "asdouble",
    "asfloat",
    "asfloat16",
    "asint",
    "asint16",
    "asuint",
    "asuint16",
    "atan2",
    "CheckAccessFullyMapped",
    "clip",
    "countbits",
    "D3DCOLORtoUBYTE4",
    "ddx",
    "ddx_coarse",
    "ddx_fine",
    "ddy",
    "ddy_coarse",
    "ddy_fine",
    "DeviceMemoryBarrier",
    "DeviceMemoryBarrierWithGroupSync",
    "dot2add",
    "dot4add_i8packed",
    "dot4add_u8packed",
    "dst",
    "errorf",
    "EvaluateAttributeAtSample",
    "EvaluateAttributeCentroid",
    "EvaluateAttributeSnapped",
    "f16tof32",
    "f32tof16",
    "firstbithigh",
    "firstbitlow",
    "fmod",
    "frac",
    "fwidth",
    "GetAttributeAtVertex",
    "GetRenderTargetSampleCount",
    "GetRenderTargetSamplePosition",
    "GroupMemoryBarrier",
    "GroupMemoryBarrierWithGroupSync",
    "InterlockedAdd",
    "InterlockedAnd",
    "InterlockedCompareExchange",
    "InterlockedCompareStore",
    "InterlockedExchange",
    "InterlockedMax",
    "InterlockedMin",
    "InterlockedOr",
    "InterlockedXor",
    "isfinite",
    "lerp",
    "lit",
    "log10",
    "mad",
    "msad4",
    "mul",
    "NonUniformResourceIndex",
    "or",
    "pack_clamp_s8",
    "pack_clamp_u8",
    "pack_s8",
    "pack_u8",
    "printf",
    "QuadAll",
    "QuadAny",
    "QuadReadAcrossDiagonal",
    "QuadReadAcrossX",
    "QuadReadAcrossY",
    "QuadReadLaneAt",
    "rcp",
    "reversebits",
    "round",
    "rsqrt",
    "saturate",
    "select",
    "sincos",
    "source_mark",
    "tex1D",
    "tex1Dbias",
    "tex1Dgrad",
    "tex1Dlod",
    "tex1Dproj",
    "tex2D",
    "tex2Dbias",
    "tex2Dgrad",
    "tex2Dlod",
    "tex2Dproj",
    "tex3D",
    "tex3Dbias",
    "tex3Dgrad",
    "tex3Dlod",
    "tex3Dproj",
    "texCUBE",
    "texCUBEbias",
    "texCUBEgrad",
    "texCUBElod",
    "texCUBEproj",
    "unpack_s8s16",
    "unpack_s8s32",
    "unpack_u8u16",
    "unpack_u8u32",
    "WaveActiveAllEqual",
    "WaveActiveAllTrue",
    "WaveActiveAnyTrue",
    "WaveActiveBallot",
    "WaveActiveBitAnd",
    "WaveActiveBitOr",
    "WaveActiveBitXor",
    "WaveActiveCountBits",
    "WaveActiveMax",
    "WaveActiveMin",
    "WaveActiveProduct",
    "WaveActiveSum",
    "WaveGetLaneCount",
    "WaveGetLaneIndex",
    "WaveIsFirstLane",
    "WaveMatch",
    "WaveMultiPrefixBitAnd",
    "WaveMultiPrefixBitOr",
    "WaveMultiPrefixBitXor",
    "WaveMultiPrefixCountBits",
    "WaveMultiPrefixProduct",
    "WaveMultiPrefixSum",
    "WavePrefixCountBits",
    "WavePrefixProduct",
    "WavePrefixSum",
    "WaveReadLaneAt",
    "WaveReadLaneFirst",
];

/// HLSL keywords and modifiers that are ordinary identifiers in GLSL.
const HLSL_KEYWORDS: &[&str] = &[
    "BlendState",
    "Buffer",
    "cbuffer",
    "column_major",
    "compile",
    "DepthStencilState",
    "dword",
    "export",
    "globallycoherent",
    "groupshared",
    "line",
    "lineadj",
    "linear",
    "matrix",
    "min10float",
    "min12int",
    "min16float",
    "min16int",
    "min16uint",
    "nointerpolation",
    "packoffset",
    "pass",
    "point",
    "RasterizerState",
    "register",
    "row_major",
    "snorm",
    "string",
    "tbuffer",
    "technique",
    "technique10",
    "technique11",
    "triangle",
    "triangleadj",
    "unorm",
    "vector",
];

/// GLSL spellings that are GLSL types or keywords: never respelled (the
/// rewriter gives them their HLSL meaning itself).
fn glsl_reserved(name: &str) -> bool {
    matches!(name, "void" | "float" | "int" | "uint" | "bool" | "double" | "half" | "main")
}

/// The HLSL front-end gives `name` a meaning of its own.
pub fn hlsl_reserved(name: &str) -> bool {
    if glsl_reserved(name) || name.starts_with("__glsl") {
        return false;
    }
    HLSL_INTRINSICS.contains(&name) || HLSL_KEYWORDS.contains(&name) || crate::hlsl::parse::is_builtin_type_name(name)
}

/// Respellings for the user's names among `candidates` that the HLSL
/// front-end reserves: `name` → `name_N`, unique among the shader's
/// identifiers (`tokens`) and each other.
pub fn respellings<'a>(tokens: &[Token], candidates: impl Iterator<Item = &'a String>) -> OrdMap<String, String> {
    let used: OrdSet<String> =
        crate::sort::set(tokens.iter().filter(|t| t.kind == TokenKind::Ident).map(|t| t.text.clone()));
    let mut chosen: Vec<(String, String)> = Vec::new();
    for name in candidates.filter(|n| hlsl_reserved(n)) {
        // At most `used.len() + chosen.len() + 1` tries: each taken spelling
        // is one identifier of the shader or one earlier respelling.
        let fresh = (1..=used.len() + chosen.len() + 1)
            .map(|n| format!("{name}_{n}"))
            .find(|c| !used.contains(c.as_str()) && !chosen.iter().any(|(_, s)| s == c));
        if let Some(fresh) = fresh {
            chosen.push((name.clone(), fresh));
        }
    }
    crate::sort::map(chosen)
}
