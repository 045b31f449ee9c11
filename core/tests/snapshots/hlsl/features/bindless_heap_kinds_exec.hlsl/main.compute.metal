#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Root {
    ulong output;
    uint first;
    uint kinds;
    uint count;
    uint pad;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Root) == 24, "Root: size");
static_assert(__builtin_offsetof(Root, output) == 0, "Root::output: offset");
static_assert(__builtin_offsetof(Root, first) == 8, "Root::first: offset");
static_assert(__builtin_offsetof(Root, kinds) == 12, "Root::kinds: offset");
static_assert(__builtin_offsetof(Root, count) == 16, "Root::count: offset");
static_assert(__builtin_offsetof(Root, pad) == 20, "Root::pad: offset");
#endif

struct RawBuffer_float4 {
    packed_float4 value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RawBuffer_float4) == 16, "RawBuffer_float4: size");
static_assert(__builtin_offsetof(RawBuffer_float4, value) == 0, "RawBuffer_float4::value: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant Root& root [[buffer(0)]],
    constant ulong& _resource_heap0 [[buffer(1)]],
    constant sampler* _sampler_heap5 [[buffer(2)]]
) {
    constant ulong& _resource_heap1 = _resource_heap0;
    constant ulong& _resource_heap2 = _resource_heap0;
    constant ulong& _resource_heap3 = _resource_heap0;
    constant ulong& _resource_heap4 = _resource_heap0;
    uint3 id_1 = {};
    uint index = {};
    float4 loaded = {};
    uint k = {};
    float4 sampled = {};
    uint before = {};
    id_1 = id;
    index = root.first + id_1.x;
    uint _e9 = index;
    index = root.kinds;
    int3 _e19 = int3(1, 0, 0);
    float4 _e22 = as_type<texture2d<float>>(_resource_heap0 + ulong(_e9)).read(uint2(_e19.xy), uint(_e19.z));
    loaded = _e22;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < root.count)) {
                break;
            }
            {
                int3 _e42 = int3(0, 0, 0);
                float4 _e45 = as_type<texture2d<float>>(_resource_heap0 + ulong(root.first + k)).read(uint2(_e42.xy), uint(_e42.z));
                loaded = loaded + _e45;
            }
        }
    }
    uint _e67 = index;
    sampler _e75 = _sampler_heap5[0u];
    float3 _e81 = float3(0.5f, 0.5f, 1.0f);
    float4 _e88 = as_type<texture2d_array<float>>(_resource_heap1 + ulong(index)).sample(_e75, _e81.xy, uint(int(rint(_e81.z))), level(0.0f));
    float4 _e95 = as_type<texture3d<float>>(_resource_heap2 + ulong(index + 1u)).sample(_e75, float3(0.5f, 0.5f, 0.75f), level(0.0f));
    float4 _e107 = as_type<texturecube<float>>(_resource_heap3 + ulong(index + 2u)).sample(_e75, float3(float(-1), 0.0f, 0.0f), level(0.0f));
    sampled = (_e88 + _e95) + _e107;
    uint _e121 = as_type<texture2d<uint, access::read_write>>(_resource_heap4 + ulong(_e67 + 3u)).atomic_fetch_add(uint2(0u, 0u), 1u << (id_1.x & 31u)).x;
    before = _e121;
    reinterpret_cast<device RawBuffer_float4*>(root.output + ulong(id_1.x * 32u))->value = loaded;
    reinterpret_cast<device RawBuffer_float4*>((root.output + ulong(id_1.x * 32u)) + 16uL)->value = sampled;
    return;
}
