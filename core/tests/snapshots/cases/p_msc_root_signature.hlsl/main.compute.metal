#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    uint count;
    float scale;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, count) == 0, "type_Params::count: offset");
static_assert(__builtin_offsetof(type_Params, scale) == 4, "type_Params::scale: offset");
#endif

// Metal Shader Converter's descriptor entry: a buffer's GPU address, a texture's resource ID,
// or a sampler's resource ID in gpuVA (IRDescriptorTableSetBuffer/SetTexture/SetSampler).
struct IRDescriptorTableEntry {
    ulong gpuVA;
    ulong textureViewID;
    ulong metadata;
};

// The top-level argument buffer (the root signature), 24 bytes at buffer(2).
struct TopLevelArgumentBuffer {
    uint param0[2]; // root constants b0, space 0
    ulong param1; // root descriptor u0, space 0: GPU address
    constant IRDescriptorTableEntry* param2; // descriptor table t0, space 0…
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TopLevelArgumentBuffer) == 24, "TopLevelArgumentBuffer: size");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, param0) == 0, "TopLevelArgumentBuffer::param0: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, param1) == 8, "TopLevelArgumentBuffer::param1: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, param2) == 16, "TopLevelArgumentBuffer::param2: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant TopLevelArgumentBuffer& top_level [[buffer(2)]]
) {
    constant type_Params& Params = *reinterpret_cast<constant type_Params*>(top_level.param0);
    const device float* Values = reinterpret_cast<const device float*>(top_level.param2[0].gpuVA);
    const device uint* Indices = reinterpret_cast<const device uint*>(top_level.param2[1].gpuVA);
    device float* Out = reinterpret_cast<device float*>(top_level.param1);
    device atomic_uint* Counter = reinterpret_cast<device atomic_uint*>(top_level.param2[5].gpuVA);
    uint3 id_1 = {};
    uint i = {};
    id_1 = id;
    i = id_1.x;
    if (i >= Params.count) {
        return;
    }
    Out[i] = (Values[Indices[i]] * Params.scale) + float(i);
    atomic_fetch_add_explicit(&Counter[0u], Indices[i], memory_order_relaxed);
    return;
}
