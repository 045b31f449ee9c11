#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Root {
    ulong output;
    uint firstTexture;
    uint firstSampler;
    uint target;
    uint pad;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Root) == 24, "Root: size");
static_assert(__builtin_offsetof(Root, output) == 0, "Root::output: offset");
static_assert(__builtin_offsetof(Root, firstTexture) == 8, "Root::firstTexture: offset");
static_assert(__builtin_offsetof(Root, firstSampler) == 12, "Root::firstSampler: offset");
static_assert(__builtin_offsetof(Root, target) == 16, "Root::target: offset");
static_assert(__builtin_offsetof(Root, pad) == 20, "Root::pad: offset");
#endif

struct RawBuffer_float4 {
    packed_float4 value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RawBuffer_float4) == 16, "RawBuffer_float4: size");
static_assert(__builtin_offsetof(RawBuffer_float4, value) == 0, "RawBuffer_float4::value: offset");
#endif

float4 sample_texture(uint t, uint s, float2 uv, constant Root& root, constant ulong& _resource_heap0, constant sampler* _sampler_heap1) {
    float4 _e17 = as_type<texture2d<float>>(_resource_heap0 + ulong(root.firstTexture + t)).sample(_sampler_heap1[root.firstSampler + s], uv, level(0.0f));
    return _e17;
}

float4 load_texture(uint t, int2 xy, constant Root& root, constant ulong& _resource_heap0) {
    int3 _e11 = int3(xy.x, xy.y, 0);
    float4 _e14 = as_type<texture2d<float>>(_resource_heap0 + ulong(root.firstTexture + t)).read(uint2(_e11.xy), uint(_e11.z));
    return _e14;
}

uint2 texture_size(uint t, constant Root& root, constant ulong& _resource_heap0) {
    uint w = {};
    uint h = {};
    uint2 _e9 = uint2(as_type<texture2d<float>>(_resource_heap0 + ulong(root.firstTexture + t)).get_width(), as_type<texture2d<float>>(_resource_heap0 + ulong(root.firstTexture + t)).get_height());
    w = _e9.x;
    h = _e9.y;
    return uint2(w, h);
}

void store_target(uint x, float v, constant Root& root, constant ulong& _resource_heap2) {
    as_type<texture2d<float, access::write>>(_resource_heap2 + ulong(root.target)).write(float4(v, 0.0f, 0.0f, 0.0f), uint2(uint2(x, 0u)));
    return;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant Root& root [[buffer(0)]],
    constant ulong& _resource_heap0 [[buffer(1)]],
    constant sampler* _sampler_heap1 [[buffer(2)]]
) {
    constant ulong& _resource_heap2 = _resource_heap0;
    uint3 id_1 = {};
    uint i = {};
    uint t = {};
    uint s = {};
    float2 uv = {};
    float4 sampled = {};
    float4 loaded = {};
    uint2 size = {};
    id_1 = id;
    i = id_1.x;
    t = i % 3u;
    s = (i >> 2u) & 1u;
    uv = float2(0.5f, ((i & 1u) != 0u) ? 0.75f : 0.25f);
    float4 _e36 = sample_texture(t, s, uv, root, _resource_heap0, _sampler_heap1);
    sampled = _e36;
    float4 _e60 = load_texture((t + 1u) % 3u, int2(int(i & 1u), int((i >> 1u) & 1u)), root, _resource_heap0);
    loaded = _e60;
    uint2 _e63 = texture_size(t, root, _resource_heap0);
    size = _e63;
    reinterpret_cast<device RawBuffer_float4*>(root.output + ulong(i * 48u))->value = sampled;
    reinterpret_cast<device RawBuffer_float4*>((root.output + ulong(i * 48u)) + 16uL)->value = loaded;
    uint2 _e110 = size;
    reinterpret_cast<device RawBuffer_float4*>((root.output + ulong(i * 48u)) + 32uL)->value = float4(float(_e110.x), float(_e110.y), 0.0f, 1.0f);
    store_target(i, sampled.x + loaded.x, root, _resource_heap2);
    return;
}
