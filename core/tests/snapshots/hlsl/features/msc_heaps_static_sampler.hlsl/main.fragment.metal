#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Root {
    uint textureIndex;
    uint samplerIndex;
    float2 uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Root) == 16, "type_Root: size");
static_assert(__builtin_offsetof(type_Root, textureIndex) == 0, "type_Root::textureIndex: offset");
static_assert(__builtin_offsetof(type_Root, samplerIndex) == 4, "type_Root::samplerIndex: offset");
static_assert(__builtin_offsetof(type_Root, uv) == 8, "type_Root::uv: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

// Metal Shader Converter's descriptor entry: a buffer's GPU address, a texture's resource ID,
// or a sampler's resource ID in gpuVA (IRDescriptorTableSetBuffer/SetTexture/SetSampler).
struct IRDescriptorTableEntry {
    ulong gpuVA;
    ulong textureViewID;
    ulong metadata;
};

// An unbounded range of a descriptor table: element i is the resource of entry i.
template <typename T> struct descriptor_array {
    constant IRDescriptorTableEntry* table;
    T operator[](uint i) const { return as_type<T>(table[i].textureViewID); }
};
template <> struct descriptor_array<sampler> {
    constant IRDescriptorTableEntry* table;
    sampler operator[](uint i) const { return as_type<sampler>(table[i].gpuVA); }
};

// The top-level argument buffer (the root signature), 32 bytes at buffer(2).
struct TopLevelArgumentBuffer {
    uint param0[4]; // root constants b0, space 0
    constant IRDescriptorTableEntry* param1; // descriptor table t0, space 1…
    ulong static_sampler0; // static sampler s0, space 0: its state is in the shader
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TopLevelArgumentBuffer) == 32, "TopLevelArgumentBuffer: size");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, param0) == 0, "TopLevelArgumentBuffer::param0: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, param1) == 16, "TopLevelArgumentBuffer::param1: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, static_sampler0) == 24, "TopLevelArgumentBuffer::static_sampler0: offset");
#endif

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 position [[position]],
    constant IRDescriptorTableEntry* _resource_heap0 [[buffer(0)]],
    constant IRDescriptorTableEntry* _sampler_heap1 [[buffer(1)]],
    constant TopLevelArgumentBuffer& top_level [[buffer(2)]]
) {
    constant type_Root& Root = *reinterpret_cast<constant type_Root*>(top_level.param0);
    descriptor_array<texture2d<float>> layers = {&top_level.param1[0]};
    constexpr sampler pointSampler(min_filter::nearest, mag_filter::nearest, mip_filter::nearest, s_address::clamp_to_edge, t_address::clamp_to_edge, r_address::repeat);
    float4 position_1 = {};
    float4 layer = {};
    position_1 = position;
    uint _e4 = Root.textureIndex;
    uint _e9 = Root.samplerIndex;
    float4 _e22 = layers[Root.textureIndex].sample(pointSampler, Root.uv);
    layer = _e22;
    float4 _e26 = as_type<texture2d<float>>(_resource_heap0[_e4].textureViewID).sample(as_type<sampler>(_sampler_heap1[_e9].gpuVA), Root.uv);
    {
        mainOutput result = mainOutput {_e26 + layer};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
