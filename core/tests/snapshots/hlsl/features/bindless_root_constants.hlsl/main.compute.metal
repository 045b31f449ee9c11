#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Root {
    ulong weights;
    ulong output;
    uint source;
    uint shadow;
    uint target;
    uint compare;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Root) == 32, "Root: size");
static_assert(__builtin_offsetof(Root, weights) == 0, "Root::weights: offset");
static_assert(__builtin_offsetof(Root, output) == 8, "Root::output: offset");
static_assert(__builtin_offsetof(Root, source) == 16, "Root::source: offset");
static_assert(__builtin_offsetof(Root, shadow) == 20, "Root::shadow: offset");
static_assert(__builtin_offsetof(Root, target) == 24, "Root::target: offset");
static_assert(__builtin_offsetof(Root, compare) == 28, "Root::compare: offset");
#endif

struct RawBuffer_float {
    float value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RawBuffer_float) == 4, "RawBuffer_float: size");
static_assert(__builtin_offsetof(RawBuffer_float, value) == 0, "RawBuffer_float::value: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant Root& root [[buffer(0)]],
    constant ulong& _resource_heap0 [[buffer(1)]],
    constant sampler* _sampler_heap3 [[buffer(2)]]
) {
    constant ulong& _resource_heap1 = _resource_heap0;
    constant ulong& _resource_heap2 = _resource_heap0;
    uint3 id_1 = {};
    float w = {};
    float lit = {};
    float4 v = {};
    id_1 = id;
    uint _e4 = root.source;
    uint _e9 = root.shadow;
    uint _e14 = root.target;
    uint _e19 = root.compare;
    w = reinterpret_cast<device RawBuffer_float*>(root.weights + ulong(id_1.y * 4u))->value;
    float _e50 = as_type<depth2d<float>>(_resource_heap1 + ulong(_e9)).sample_compare(_sampler_heap3[_e19], (float2(id_1.xy) + float2(0.5f)) / float2(64.0f), 0.5f, level(0.0f));
    lit = _e50;
    uint2 _e54 = id_1.xy;
    int3 _e59 = int3(int(_e54.x), int(_e54.y), 0);
    float4 _e62 = as_type<texture2d<float>>(_resource_heap0 + ulong(_e4)).read(uint2(_e59.xy), uint(_e59.z));
    v = (_e62 * float4(w)) * float4(lit);
    as_type<texture2d<float, access::write>>(_resource_heap2 + ulong(_e14)).write(v, uint2(id_1.xy));
    reinterpret_cast<device RawBuffer_float*>(root.output + ulong(((id_1.y * 64u) + id_1.x) * 4u))->value = v.x;
    return;
}
