#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    float4 gain;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, gain) == 0, "type_Params::gain: offset");
#endif

// Metal Shader Converter's descriptor entry: a buffer's GPU address, a texture's resource ID,
// or a sampler's resource ID in gpuVA (IRDescriptorTableSetBuffer/SetTexture/SetSampler).
struct IRDescriptorTableEntry {
    ulong gpuVA;
    ulong textureViewID;
    ulong metadata;
};

// The top-level argument buffer (MSC's automatic layout), 72 bytes at buffer(2).
struct TopLevelArgumentBuffer {
    IRDescriptorTableEntry Values; // t0, space 0
    IRDescriptorTableEntry Out; // u0, space 0
    IRDescriptorTableEntry Params; // b0, space 0
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TopLevelArgumentBuffer) == 72, "TopLevelArgumentBuffer: size");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, Values) == 0, "TopLevelArgumentBuffer::Values: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, Out) == 24, "TopLevelArgumentBuffer::Out: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, Params) == 48, "TopLevelArgumentBuffer::Params: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant TopLevelArgumentBuffer& top_level [[buffer(2)]]
) {
    constant type_Params& Params = *reinterpret_cast<constant type_Params*>(top_level.Params.gpuVA);
    const device float4* Values = reinterpret_cast<const device float4*>(top_level.Values.gpuVA);
    device float4* Out = reinterpret_cast<device float4*>(top_level.Out.gpuVA);
    uint3 id_1 = {};
    id_1 = id;
    Out[id_1.x] = (Values[id_1.x] * Params.gain) + Values[7u - id_1.x];
    return;
}
