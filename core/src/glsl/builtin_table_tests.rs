//! Every built-in function of GLSL 4.60 and ESSL 3.20 (chapter 8 of both
//! specifications, plus the KHR subgroup extensions) either translates or
//! ends in a coded diagnostic that says why Metal cannot express it, with
//! a span on the call — never a generic "unknown function".

use crate::diag::{Code, codes};
use crate::options::{Language, Options};

/// Where a call is tried: a compute or a fragment shader with every kind of
/// resource declared.
#[derive(Clone, Copy)]
enum Ctx {
    Compute,
    Fragment,
}

const COMMON: &str = "\
layout(std430, binding = 0) buffer OF { vec4 f[]; };
layout(std430, binding = 1) buffer OI { ivec4 iv[]; };
layout(std430, binding = 2) buffer OU { uvec4 u[]; };
layout(binding = 3) uniform sampler2D s2;
layout(binding = 4) uniform sampler2DShadow s2s;
layout(binding = 5) uniform samplerCube sc;
layout(binding = 6) uniform sampler3D s3;
layout(binding = 7) uniform sampler2DArray s2a;
layout(binding = 8, r32ui) uniform uimage2D img;
layout(binding = 9, rgba8) uniform image2D imgf;
layout(binding = 10) uniform sampler2DMS s2ms;
layout(binding = 11, offset = 0) uniform atomic_uint ctr;
layout(binding = 12) uniform sampler1D s1;
layout(std430, binding = 13) buffer OA { uint words[]; };
";

fn source(ctx: Ctx, stmt: &str) -> String {
    let head = match ctx {
        Ctx::Compute => {
            "#version 460\n#extension GL_KHR_shader_subgroup_basic : enable\nlayout(local_size_x = 32) in;\nshared uint sh;\n"
        }
        Ctx::Fragment => {
            "#version 460\nlayout(location = 0) in vec2 uv;\nlayout(location = 0) out vec4 oc;\n\
            layout(input_attachment_index = 0, binding = 20) uniform subpassInput sp;\n"
        }
    };
    format!(
        "{head}{COMMON}void main() {{\n    vec4 v = f[0]; vec3 a = v.xyz; vec2 p = v.xy; float x = v.w;\n    \
         ivec4 i4 = iv[0]; int n = i4.x; uvec4 u4 = u[0]; uint m = u4.x; mat3 M = mat3(x);\n    {stmt}\n}}\n"
    )
}

/// (name, context, statement, expected error code or None for a translation).
type Row = (&'static str, Ctx, &'static str, Option<Code>);

use Ctx::{Compute as C, Fragment as F};

const UNSUPPORTED_STAGE: Option<Code> = Some(codes::METAL_STAGE);
const METAL: Option<Code> = Some(codes::METAL_UNSUPPORTED);

#[rustfmt::skip]
const TABLE: &[Row] = &[
    // 8.1 Angle and trigonometry.
    ("radians", C, "f[0].x = radians(x);", None),
    ("degrees", C, "f[0].x = degrees(x);", None),
    ("sin", C, "f[0].x = sin(x);", None),
    ("cos", C, "f[0].x = cos(x);", None),
    ("tan", C, "f[0].x = tan(x);", None),
    ("asin", C, "f[0].x = asin(x);", None),
    ("acos", C, "f[0].x = acos(x);", None),
    ("atan", C, "f[0].x = atan(x, 2.0) + atan(x);", None),
    ("sinh", C, "f[0].x = sinh(x);", None),
    ("cosh", C, "f[0].x = cosh(x);", None),
    ("tanh", C, "f[0].x = tanh(x);", None),
    ("asinh", C, "f[0].x = asinh(x);", None),
    ("acosh", C, "f[0].x = acosh(x);", None),
    ("atanh", C, "f[0].x = atanh(x);", None),
    // 8.2 Exponential.
    ("pow", C, "f[0].x = pow(x, 2.0);", None),
    ("exp", C, "f[0].x = exp(x);", None),
    ("log", C, "f[0].x = log(x);", None),
    ("exp2", C, "f[0].x = exp2(x);", None),
    ("log2", C, "f[0].x = log2(x);", None),
    ("sqrt", C, "f[0].x = sqrt(x);", None),
    ("inversesqrt", C, "f[0].x = inversesqrt(x);", None),
    // 8.3 Common.
    ("abs", C, "f[0].x = abs(x); iv[0].x = abs(n);", None),
    ("sign", C, "f[0].x = sign(x); iv[0].x = sign(n);", None),
    ("floor", C, "f[0].x = floor(x);", None),
    ("trunc", C, "f[0].x = trunc(x);", None),
    ("round", C, "f[0].x = round(x);", None),
    ("roundEven", C, "f[0].x = roundEven(x);", None),
    ("ceil", C, "f[0].x = ceil(x);", None),
    ("fract", C, "f[0].x = fract(x);", None),
    ("mod", C, "f[0].x = mod(x, 3.0); f[1].xy = mod(p, 2.0);", None),
    ("modf", C, "float w; f[0].x = modf(x, w) + w;", None),
    ("min", C, "f[0].x = min(x, 1.0); iv[0].x = min(n, 2); u[0].x = min(m, 3u);", None),
    ("max", C, "f[0].x = max(x, 1.0); iv[0].x = max(n, 2); u[0].x = max(m, 3u);", None),
    ("clamp", C, "f[0].x = clamp(x, 0.0, 1.0); iv[0].x = clamp(n, 0, 4); u[0].x = clamp(m, 1u, 3u);", None),
    ("mix", C, "f[0].x = mix(x, 2.0, 0.5); f[1].xy = mix(p, vec2(1.0), bvec2(true, false)); f[2].x = mix(x, 1.0, x > 0.5);", None),
    ("step", C, "f[0].x = step(0.5, x);", None),
    ("smoothstep", C, "f[0].x = smoothstep(0.0, 1.0, x);", None),
    ("isnan", C, "iv[0].x = isnan(x) ? 1 : 0;", None),
    ("isinf", C, "iv[0].x = isinf(x) ? 1 : 0;", None),
    ("floatBitsToInt", C, "iv[0].x = floatBitsToInt(x);", None),
    ("floatBitsToUint", C, "u[0].x = floatBitsToUint(x);", None),
    ("intBitsToFloat", C, "f[0].x = intBitsToFloat(n);", None),
    ("uintBitsToFloat", C, "f[0].x = uintBitsToFloat(m);", None),
    ("fma", C, "f[0].x = fma(x, 2.0, 1.0);", None),
    ("frexp", C, "int e; f[0].x = frexp(x, e); iv[0].x = e;", None),
    ("ldexp", C, "f[0].x = ldexp(x, n);", None),
    // 8.4 Floating-point pack and unpack.
    ("packUnorm2x16", C, "u[0].x = packUnorm2x16(p);", None),
    ("packSnorm2x16", C, "u[0].x = packSnorm2x16(p);", None),
    ("packUnorm4x8", C, "u[0].x = packUnorm4x8(v);", None),
    ("packSnorm4x8", C, "u[0].x = packSnorm4x8(v);", None),
    ("unpackUnorm2x16", C, "f[0].xy = unpackUnorm2x16(m);", None),
    ("unpackSnorm2x16", C, "f[0].xy = unpackSnorm2x16(m);", None),
    ("unpackUnorm4x8", C, "f[0] = unpackUnorm4x8(m);", None),
    ("unpackSnorm4x8", C, "f[0] = unpackSnorm4x8(m);", None),
    ("packHalf2x16", C, "u[0].x = packHalf2x16(p);", None),
    ("unpackHalf2x16", C, "f[0].xy = unpackHalf2x16(m);", None),
    ("packDouble2x32", C, "f[0].x = float(packDouble2x32(u4.xy));", Some(codes::METAL_64BIT)),
    ("unpackDouble2x32", C, "u[0].xy = unpackDouble2x32(1.0lf);", Some(codes::METAL_64BIT)),
    // 8.5 Geometric.
    ("length", C, "f[0].x = length(a);", None),
    ("distance", C, "f[0].x = distance(a, vec3(1.0));", None),
    ("dot", C, "f[0].x = dot(a, a);", None),
    ("cross", C, "f[0].xyz = cross(a, vec3(0.0, 1.0, 0.0));", None),
    ("normalize", C, "f[0].xyz = normalize(a);", None),
    ("faceforward", C, "f[0].xyz = faceforward(a, a, vec3(1.0));", None),
    ("reflect", C, "f[0].xyz = reflect(a, vec3(0.0, 1.0, 0.0));", None),
    ("refract", C, "f[0].xyz = refract(a, vec3(0.0, 1.0, 0.0), 0.5);", None),
    // 8.6 Matrix.
    ("matrixCompMult", C, "f[0].xyz = matrixCompMult(M, M)[1];", None),
    ("outerProduct", C, "f[0].xyz = outerProduct(a, a)[2];", None),
    ("transpose", C, "f[0].xyz = transpose(M)[0];", None),
    ("determinant", C, "f[0].x = determinant(M);", None),
    ("inverse", C, "f[0].xyz = inverse(M)[0];", None),
    // 8.7 Vector relational.
    ("lessThan", C, "iv[0].x = any(lessThan(p, vec2(1.0))) ? 1 : 0;", None),
    ("lessThanEqual", C, "iv[0].x = any(lessThanEqual(p, vec2(1.0))) ? 1 : 0;", None),
    ("greaterThan", C, "iv[0].x = any(greaterThan(p, vec2(1.0))) ? 1 : 0;", None),
    ("greaterThanEqual", C, "iv[0].x = any(greaterThanEqual(p, vec2(1.0))) ? 1 : 0;", None),
    ("equal", C, "iv[0].x = all(equal(i4, ivec4(1))) ? 1 : 0;", None),
    ("notEqual", C, "iv[0].x = all(notEqual(u4, uvec4(1u))) ? 1 : 0;", None),
    ("any", C, "iv[0].x = any(bvec2(x > 0.0, false)) ? 1 : 0;", None),
    ("all", C, "iv[0].x = all(bvec2(x > 0.0, true)) ? 1 : 0;", None),
    ("not", C, "iv[0].x = all(not(bvec2(x > 0.0, true))) ? 1 : 0;", None),
    // 8.8 Integer.
    ("uaddCarry", C, "uint c; u[0].x = uaddCarry(m, 5u, c); u[0].y = c; uvec2 c2; u[1].xy = uaddCarry(u4.xy, uvec2(5u), c2) + c2;", None),
    ("usubBorrow", C, "uint b; u[0].x = usubBorrow(m, 5u, b); u[0].y = b; uvec3 b3; u[1].xyz = usubBorrow(u4.xyz, uvec3(5u), b3) + b3;", None),
    ("umulExtended", C, "uint hi, lo; umulExtended(m, 7u, hi, lo); u[0].xy = uvec2(hi, lo);", None),
    ("imulExtended", C, "int hi, lo; imulExtended(n, -7, hi, lo); iv[0].xy = ivec2(hi, lo);", None),
    ("bitfieldExtract", C, "iv[0].x = bitfieldExtract(n, 2, 5); u[0].x = bitfieldExtract(m, 1, 3); iv[1] = bitfieldExtract(i4, 1, 4); u[1].xy = bitfieldExtract(u4.xy, 2, 2);", None),
    ("bitfieldInsert", C, "iv[0].x = bitfieldInsert(n, 3, 4, 2); u[0].x = bitfieldInsert(m, 1u, 0, 1); iv[1].xy = bitfieldInsert(i4.xy, ivec2(3), 4, 2); u[1] = bitfieldInsert(u4, uvec4(1u), 0, 1);", None),
    ("bitfieldReverse", C, "u[0].x = bitfieldReverse(m);", None),
    ("bitCount", C, "iv[0].x = bitCount(m) + bitCount(n);", None),
    ("findLSB", C, "iv[0].x = findLSB(m) + findLSB(n);", None),
    ("findMSB", C, "iv[0].x = findMSB(m) + findMSB(n);", None),
    // 8.9 Texture.
    ("textureSize", F, "oc.xy = vec2(textureSize(s2, 0));", None),
    ("textureQueryLod", F, "oc.xy = textureQueryLod(s2, uv);", None),
    ("textureQueryLevels", F, "oc.x = float(textureQueryLevels(s2));", None),
    ("textureSamples", F, "oc.x = float(textureSamples(s2ms));", None),
    ("texture", F, "oc = texture(s2, uv) + texture(s2, uv, 1.0) + vec4(texture(s2s, vec3(uv, 0.5))) + texture(s2s, vec3(uv, 0.5), 1.0);", None),
    ("textureProj", F, "oc = textureProj(s2, vec3(uv, 2.0)) + textureProj(s2, vec4(uv, 0.0, 2.0));", None),
    ("textureLod", F, "oc = textureLod(s2, uv, 1.0) + textureLod(s2s, vec3(uv, 0.5), 1.0);", None),
    ("textureOffset", F, "oc = textureOffset(s2, uv, ivec2(1, 0));", None),
    ("texelFetch", F, "oc = texelFetch(s2, ivec2(1, 2), 0) + texelFetch(s2ms, ivec2(1), 0);", None),
    ("texelFetchOffset", F, "oc = texelFetchOffset(s2, ivec2(1, 2), 0, ivec2(1));", None),
    ("textureProjOffset", F, "oc = textureProjOffset(s2, vec3(uv, 2.0), ivec2(1));", None),
    ("textureLodOffset", F, "oc = textureLodOffset(s2, uv, 1.0, ivec2(1));", None),
    ("textureProjLod", F, "oc = textureProjLod(s2, vec3(uv, 2.0), 1.0);", None),
    ("textureProjLodOffset", F, "oc = textureProjLodOffset(s2, vec3(uv, 2.0), 1.0, ivec2(1));", None),
    ("textureGrad", F, "oc = textureGrad(s2, uv, vec2(0.1), vec2(0.1)) + textureGrad(s2s, vec3(uv, 0.5), vec2(0.1), vec2(0.1));", None),
    ("textureGradOffset", F, "oc = textureGradOffset(s2, uv, vec2(0.1), vec2(0.1), ivec2(1));", None),
    ("textureProjGrad", F, "oc = textureProjGrad(s2, vec3(uv, 2.0), vec2(0.1), vec2(0.1));", None),
    ("textureProjGradOffset", F, "oc = textureProjGradOffset(s2, vec3(uv, 2.0), vec2(0.1), vec2(0.1), ivec2(1));", None),
    ("textureGather", F, "oc = textureGather(s2, uv) + textureGather(s2, uv, 1) + textureGather(s2s, uv, 0.5);", None),
    ("textureGatherOffset", F, "oc = textureGatherOffset(s2, uv, ivec2(1));", None),
    ("textureGatherOffsets", F, "oc = textureGatherOffsets(s2, uv, ivec2[4](ivec2(0), ivec2(1), ivec2(2), ivec2(3))) + textureGatherOffsets(s2s, uv, 0.5, ivec2[4](ivec2(0), ivec2(1), ivec2(2), ivec2(3)));", None),
    ("texture2D", F, "oc = texture2D(s2, uv);", None),
    ("texture2DLod", F, "oc = texture2DLod(s2, uv, 0.0);", None),
    ("texture2DProj", F, "oc = texture2DProj(s2, vec3(uv, 1.0));", None),
    ("texture3D", F, "oc = texture3D(s3, a);", None),
    ("textureCube", F, "oc = textureCube(sc, a);", None),
    ("shadow2D", F, "oc = shadow2D(s2s, vec3(uv, 0.5));", None),
    ("texture1D", F, "oc = texture1D(s1, x);", None),
    // 8.10 Atomic counters.
    ("atomicCounterIncrement", C, "u[0].x = atomicCounterIncrement(ctr);", None),
    ("atomicCounterDecrement", C, "u[0].x = atomicCounterDecrement(ctr);", None),
    ("atomicCounter", C, "u[0].x = atomicCounter(ctr);", None),
    ("atomicCounterAdd", C, "u[0].x = atomicCounterAdd(ctr, 2u);", None),
    ("atomicCounterSubtract", C, "u[0].x = atomicCounterSubtract(ctr, 2u);", None),
    ("atomicCounterMin", C, "u[0].x = atomicCounterMin(ctr, 2u);", None),
    ("atomicCounterMax", C, "u[0].x = atomicCounterMax(ctr, 2u);", None),
    ("atomicCounterAnd", C, "u[0].x = atomicCounterAnd(ctr, 2u);", None),
    ("atomicCounterOr", C, "u[0].x = atomicCounterOr(ctr, 2u);", None),
    ("atomicCounterXor", C, "u[0].x = atomicCounterXor(ctr, 2u);", None),
    ("atomicCounterExchange", C, "u[0].x = atomicCounterExchange(ctr, 2u);", None),
    ("atomicCounterCompSwap", C, "u[0].x = atomicCounterCompSwap(ctr, 2u, 3u);", None),
    // 8.11 Atomic memory.
    ("atomicAdd", C, "u[0].x = atomicAdd(sh, 1u) + atomicAdd(words[1], 1u);", None),
    ("atomicMin", C, "u[0].x = atomicMin(sh, 1u);", None),
    ("atomicMax", C, "u[0].x = atomicMax(sh, 1u);", None),
    ("atomicAnd", C, "u[0].x = atomicAnd(sh, 1u);", None),
    ("atomicOr", C, "u[0].x = atomicOr(sh, 1u);", None),
    ("atomicXor", C, "u[0].x = atomicXor(sh, 1u);", None),
    ("atomicExchange", C, "u[0].x = atomicExchange(sh, 1u);", None),
    ("atomicCompSwap", C, "u[0].x = atomicCompSwap(sh, 1u, 2u);", None),
    // 8.12 Images.
    ("imageSize", C, "iv[0].xy = imageSize(img);", None),
    ("imageLoad", C, "u[0] = imageLoad(img, ivec2(1));", None),
    ("imageStore", C, "imageStore(imgf, ivec2(1), v);", None),
    ("imageAtomicAdd", C, "u[0].x = imageAtomicAdd(img, ivec2(1), 1u);", None),
    ("imageAtomicMin", C, "u[0].x = imageAtomicMin(img, ivec2(1), 1u);", None),
    ("imageAtomicMax", C, "u[0].x = imageAtomicMax(img, ivec2(1), 1u);", None),
    ("imageAtomicAnd", C, "u[0].x = imageAtomicAnd(img, ivec2(1), 1u);", None),
    ("imageAtomicOr", C, "u[0].x = imageAtomicOr(img, ivec2(1), 1u);", None),
    ("imageAtomicXor", C, "u[0].x = imageAtomicXor(img, ivec2(1), 1u);", None),
    ("imageAtomicExchange", C, "u[0].x = imageAtomicExchange(img, ivec2(1), 1u);", None),
    ("imageAtomicCompSwap", C, "u[0].x = imageAtomicCompSwap(img, ivec2(1), 1u, 2u);", None),
    // 8.13 Geometry shader functions: a geometry shader's (here a compute
    // shader's: OSH3023); the vertex streams feed only stream output.
    ("EmitVertex", C, "EmitVertex();", Some(codes::SEM_STAGE_MISMATCH)),
    ("EndPrimitive", C, "EndPrimitive();", Some(codes::SEM_STAGE_MISMATCH)),
    ("EmitStreamVertex", C, "EmitStreamVertex(0);", UNSUPPORTED_STAGE),
    ("EndStreamPrimitive", C, "EndStreamPrimitive(0);", UNSUPPORTED_STAGE),
    // 8.14 Fragment processing.
    ("dFdx", F, "oc.x = dFdx(uv.x);", None),
    ("dFdy", F, "oc.x = dFdy(uv.x);", None),
    ("dFdxFine", F, "oc.x = dFdxFine(uv.x);", None),
    ("dFdyFine", F, "oc.x = dFdyFine(uv.x);", None),
    ("dFdxCoarse", F, "oc.x = dFdxCoarse(uv.x);", None),
    ("dFdyCoarse", F, "oc.x = dFdyCoarse(uv.x);", None),
    ("fwidth", F, "oc.x = fwidth(uv.x);", None),
    ("fwidthFine", F, "oc.x = fwidthFine(uv.x);", None),
    ("fwidthCoarse", F, "oc.x = fwidthCoarse(uv.x);", None),
    ("interpolateAtCentroid", F, "oc.xy = interpolateAtCentroid(uv);", None),
    ("interpolateAtSample", F, "oc.xy = interpolateAtSample(uv, 0);", None),
    ("interpolateAtOffset", F, "oc.xy = interpolateAtOffset(uv, vec2(0.1));", None),
    // 8.15 Noise (deprecated; no hardware has it).
    ("noise1", C, "f[0].x = noise1(x);", METAL),
    ("noise2", C, "f[0].xy = noise2(x);", METAL),
    ("noise3", C, "f[0].xyz = noise3(x);", METAL),
    ("noise4", C, "f[0] = noise4(x);", METAL),
    // 8.16–8.17 Invocation and memory control.
    ("barrier", C, "barrier();", None),
    ("memoryBarrier", C, "memoryBarrier();", None),
    ("memoryBarrierAtomicCounter", C, "memoryBarrierAtomicCounter();", None),
    ("memoryBarrierBuffer", C, "memoryBarrierBuffer();", None),
    ("memoryBarrierShared", C, "memoryBarrierShared();", None),
    ("memoryBarrierImage", C, "memoryBarrierImage();", None),
    ("groupMemoryBarrier", C, "groupMemoryBarrier();", None),
    // 8.18 Subpass inputs (Vulkan): Metal's framebuffer fetch.
    ("subpassLoad", F, "oc = subpassLoad(sp);", None),
    // 8.19 Shader invocation groups.
    ("anyInvocation", C, "iv[0].x = anyInvocation(x > 0.0) ? 1 : 0;", None),
    ("allInvocations", C, "iv[0].x = allInvocations(x > 0.0) ? 1 : 0;", None),
    ("allInvocationsEqual", C, "iv[0].x = allInvocationsEqual(x) ? 1 : 0;", None),
    // GL_KHR_shader_subgroup_*.
    ("subgroupBarrier", C, "subgroupBarrier();", None),
    ("subgroupMemoryBarrier", C, "subgroupMemoryBarrier();", None),
    ("subgroupMemoryBarrierBuffer", C, "subgroupMemoryBarrierBuffer();", None),
    ("subgroupMemoryBarrierShared", C, "subgroupMemoryBarrierShared();", None),
    ("subgroupMemoryBarrierImage", C, "subgroupMemoryBarrierImage();", None),
    ("subgroupElect", C, "iv[0].x = subgroupElect() ? 1 : 0;", None),
    ("subgroupAll", C, "iv[0].x = subgroupAll(x > 0.0) ? 1 : 0;", None),
    ("subgroupAny", C, "iv[0].x = subgroupAny(x > 0.0) ? 1 : 0;", None),
    ("subgroupAllEqual", C, "iv[0].x = subgroupAllEqual(x) ? 1 : 0;", None),
    ("subgroupBroadcast", C, "f[0].x = subgroupBroadcast(x, 3u);", None),
    ("subgroupBroadcastFirst", C, "f[0].x = subgroupBroadcastFirst(x);", None),
    ("subgroupBallot", C, "u[0] = subgroupBallot(x > 0.0);", None),
    ("subgroupInverseBallot", C, "iv[0].x = subgroupInverseBallot(u4) ? 1 : 0;", None),
    ("subgroupBallotBitExtract", C, "iv[0].x = subgroupBallotBitExtract(u4, 3u) ? 1 : 0;", None),
    ("subgroupBallotBitCount", C, "u[0].x = subgroupBallotBitCount(u4);", None),
    ("subgroupBallotInclusiveBitCount", C, "u[0].x = subgroupBallotInclusiveBitCount(u4);", None),
    ("subgroupBallotExclusiveBitCount", C, "u[0].x = subgroupBallotExclusiveBitCount(u4);", None),
    ("subgroupBallotFindLSB", C, "u[0].x = subgroupBallotFindLSB(u4);", None),
    ("subgroupBallotFindMSB", C, "u[0].x = subgroupBallotFindMSB(u4);", None),
    ("subgroupShuffle", C, "f[0].x = subgroupShuffle(x, 1u);", None),
    ("subgroupShuffleXor", C, "f[0].x = subgroupShuffleXor(x, 1u);", None),
    ("subgroupShuffleUp", C, "f[0].x = subgroupShuffleUp(x, 1u);", None),
    ("subgroupShuffleDown", C, "f[0].x = subgroupShuffleDown(x, 1u);", None),
    ("subgroupAdd", C, "f[0].x = subgroupAdd(x);", None),
    ("subgroupMul", C, "f[0].x = subgroupMul(x);", None),
    ("subgroupMin", C, "f[0].x = subgroupMin(x);", None),
    ("subgroupMax", C, "f[0].x = subgroupMax(x);", None),
    ("subgroupAnd", C, "u[0].x = subgroupAnd(m);", None),
    ("subgroupOr", C, "u[0].x = subgroupOr(m);", None),
    ("subgroupXor", C, "u[0].x = subgroupXor(m);", None),
    ("subgroupInclusiveAdd", C, "f[0].x = subgroupInclusiveAdd(x);", None),
    ("subgroupInclusiveMul", C, "f[0].x = subgroupInclusiveMul(x);", None),
    ("subgroupInclusiveMin", C, "f[0].x = subgroupInclusiveMin(x);", METAL),
    ("subgroupInclusiveMax", C, "f[0].x = subgroupInclusiveMax(x);", METAL),
    ("subgroupInclusiveAnd", C, "u[0].x = subgroupInclusiveAnd(m);", METAL),
    ("subgroupInclusiveOr", C, "u[0].x = subgroupInclusiveOr(m);", METAL),
    ("subgroupInclusiveXor", C, "u[0].x = subgroupInclusiveXor(m);", METAL),
    ("subgroupExclusiveAdd", C, "f[0].x = subgroupExclusiveAdd(x);", None),
    ("subgroupExclusiveMul", C, "f[0].x = subgroupExclusiveMul(x);", None),
    ("subgroupExclusiveMin", C, "f[0].x = subgroupExclusiveMin(x);", METAL),
    ("subgroupExclusiveMax", C, "f[0].x = subgroupExclusiveMax(x);", METAL),
    ("subgroupExclusiveAnd", C, "u[0].x = subgroupExclusiveAnd(m);", METAL),
    ("subgroupExclusiveOr", C, "u[0].x = subgroupExclusiveOr(m);", METAL),
    ("subgroupExclusiveXor", C, "u[0].x = subgroupExclusiveXor(m);", METAL),
    ("subgroupClusteredAdd", C, "f[0].x = subgroupClusteredAdd(x, 4u);", METAL),
    ("subgroupQuadBroadcast", F, "oc.x = subgroupQuadBroadcast(uv.x, 1u);", None),
    ("subgroupQuadSwapHorizontal", F, "oc.x = subgroupQuadSwapHorizontal(uv.x);", None),
    ("subgroupQuadSwapVertical", F, "oc.x = subgroupQuadSwapVertical(uv.x);", None),
    ("subgroupQuadSwapDiagonal", F, "oc.x = subgroupQuadSwapDiagonal(uv.x);", None),
    ("subgroupQuadAll", F, "oc.x = subgroupQuadAll(uv.x > 0.5) ? 1.0 : 0.0;", None),
    ("subgroupQuadAny", F, "oc.x = subgroupQuadAny(uv.x > 0.5) ? 1.0 : 0.0;", None),
];

/// What happened to one row: `Ok(())`, or a description of the mismatch.
fn run(row: &Row) -> Result<(), String> {
    let (name, ctx, stmt, want) = *row;
    let src = source(ctx, stmt);
    let opts = Options { language: Some(Language::Glsl), ..Options::default() };
    let t = crate::translate(&src, &opts);
    let errors: Vec<_> = t.diagnostics.iter().filter(|d| d.is_error()).collect();
    match want {
        None if errors.is_empty() => Ok(()),
        None => Err(format!("{name}: expected a translation, got\n{}", t.render_diagnostics())),
        Some(code) => {
            let call = src.find(name).unwrap_or(0);
            let hit = errors.iter().any(|d| {
                d.code == code && !d.span.is_dummy() && (d.span.start as usize..=d.span.end as usize).contains(&call)
            });
            if hit {
                Ok(())
            } else {
                Err(format!("{name}: expected {code} on the call, got\n{}", t.render_diagnostics()))
            }
        }
    }
}

#[test]
fn every_builtin_function_translates_or_is_a_coded_metal_limit() {
    let failures: Vec<String> = TABLE.iter().filter_map(|r| run(r).err()).collect();
    assert!(failures.is_empty(), "{} of {} built-ins:\n{}", failures.len(), TABLE.len(), failures.join("\n"));
}

#[test]
fn the_table_names_each_builtin_once() {
    let mut names: Vec<&str> = TABLE.iter().map(|r| r.0).collect();
    let n = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), n);
}
