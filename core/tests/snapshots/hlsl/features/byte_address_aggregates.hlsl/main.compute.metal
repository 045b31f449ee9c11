#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    uint kind_flags_bits;
    uchar _pad1[12];
    packed_float3 color;
    bool enabled;
    uchar _pad3[3];
    float2x3 frame;
    array<int, 2> ids;
    uchar _pad5[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 80, "Light: size");
static_assert(__builtin_offsetof(Light, kind_flags_bits) == 0, "Light::kind_flags_bits: offset");
static_assert(__builtin_offsetof(Light, color) == 16, "Light::color: offset");
static_assert(__builtin_offsetof(Light, enabled) == 28, "Light::enabled: offset");
static_assert(__builtin_offsetof(Light, frame) == 32, "Light::frame: offset");
static_assert(__builtin_offsetof(Light, ids) == 64, "Light::ids: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* Src [[buffer(0)]],
    device uint* Dst [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint addr = {};
    array<float, 4> weights = {};
    Light light = {};
    array<Light, 2> pair = {};
    float2x2 m = {};
    id_1 = id;
    addr = id_1.x * 256u;
    uint _e12 = addr >> 2u;
    weights = array<float, 4> {as_type<float>(Src[_e12]), as_type<float>(Src[_e12 + 1u]), as_type<float>(Src[_e12 + 2u]), as_type<float>(Src[_e12 + 3u])};
    uint _e39 = (addr + 16u) >> 2u;
    uint _e41 = Src[_e39];
    light = Light {insert_bits(insert_bits(0u, extract_bits(_e41, uint(0u), uint(8u)), uint(0u), uint(8u)), extract_bits(_e41, uint(8u), uint(8u)), uint(8u), uint(8u)), {}, float3(as_type<float>(Src[_e39 + 1u]), as_type<float>(Src[_e39 + 2u]), as_type<float>(Src[_e39 + 3u])), bool(Src[_e39 + 4u]), {}, float2x3(float3(as_type<float>(Src[_e39 + 5u]), as_type<float>(Src[_e39 + 7u]), as_type<float>(Src[_e39 + 9u])), float3(as_type<float>(Src[_e39 + 6u]), as_type<float>(Src[_e39 + 8u]), as_type<float>(Src[_e39 + 10u]))), array<int, 2> {as_type<int>(Src[_e39 + 11u]), as_type<int>(Src[_e39 + 12u])}};
    uint _e128 = (addr + 64u) >> 2u;
    uint _e130 = Src[_e128];
    uint _e199 = Src[_e128 + 13u];
    pair = array<Light, 2> {Light {insert_bits(insert_bits(0u, extract_bits(_e130, uint(0u), uint(8u)), uint(0u), uint(8u)), extract_bits(_e130, uint(8u), uint(8u)), uint(8u), uint(8u)), {}, float3(as_type<float>(Src[_e128 + 1u]), as_type<float>(Src[_e128 + 2u]), as_type<float>(Src[_e128 + 3u])), bool(Src[_e128 + 4u]), {}, float2x3(float3(as_type<float>(Src[_e128 + 5u]), as_type<float>(Src[_e128 + 7u]), as_type<float>(Src[_e128 + 9u])), float3(as_type<float>(Src[_e128 + 6u]), as_type<float>(Src[_e128 + 8u]), as_type<float>(Src[_e128 + 10u]))), array<int, 2> {as_type<int>(Src[_e128 + 11u]), as_type<int>(Src[_e128 + 12u])}}, Light {insert_bits(insert_bits(0u, extract_bits(_e199, uint(0u), uint(8u)), uint(0u), uint(8u)), extract_bits(_e199, uint(8u), uint(8u)), uint(8u), uint(8u)), {}, float3(as_type<float>(Src[_e128 + 14u]), as_type<float>(Src[_e128 + 15u]), as_type<float>(Src[_e128 + 16u])), bool(Src[_e128 + 17u]), {}, float2x3(float3(as_type<float>(Src[_e128 + 18u]), as_type<float>(Src[_e128 + 20u]), as_type<float>(Src[_e128 + 22u])), float3(as_type<float>(Src[_e128 + 19u]), as_type<float>(Src[_e128 + 21u]), as_type<float>(Src[_e128 + 23u]))), array<int, 2> {as_type<int>(Src[_e128 + 24u]), as_type<int>(Src[_e128 + 25u])}}};
    uint _e301 = (addr + 160u) >> 2u;
    m = float2x2(float2(as_type<float>(Src[_e301]), as_type<float>(Src[_e301 + 2u])), float2(as_type<float>(Src[_e301 + 1u]), as_type<float>(Src[_e301 + 3u])));
    light.color = float3(light.color) * float3(weights[id_1.y & 3u] + m[0].y);
    uint _e341 = addr >> 2u;
    Light _e342 = light;
    Dst[_e341] = _e342.kind_flags_bits;
    float3 _e345 = float3(_e342.color);
    Dst[_e341 + 1u] = as_type<uint>(_e345.x);
    Dst[_e341 + 2u] = as_type<uint>(_e345.y);
    Dst[_e341 + 3u] = as_type<uint>(_e345.z);
    Dst[_e341 + 4u] = _e342.enabled ? 1u : 0u;
    float2x3 _e368 = _e342.frame;
    Dst[_e341 + 5u] = as_type<uint>(_e368[0].x);
    Dst[_e341 + 7u] = as_type<uint>(_e368[0].y);
    Dst[_e341 + 9u] = as_type<uint>(_e368[0].z);
    Dst[_e341 + 6u] = as_type<uint>(_e368[1].x);
    Dst[_e341 + 8u] = as_type<uint>(_e368[1].y);
    Dst[_e341 + 10u] = as_type<uint>(_e368[1].z);
    array<int, 2> _e405 = _e342.ids;
    Dst[_e341 + 11u] = as_type<uint>(_e405[0]);
    Dst[_e341 + 12u] = as_type<uint>(_e405[1]);
    uint _e422 = (addr + 48u) >> 2u;
    array<float, 4> _e423 = weights;
    Dst[_e422] = as_type<uint>(_e423[0]);
    Dst[_e422 + 1u] = as_type<uint>(_e423[1]);
    Dst[_e422 + 2u] = as_type<uint>(_e423[2]);
    Dst[_e422 + 3u] = as_type<uint>(_e423[3]);
    uint _e448 = (addr + 64u) >> 2u;
    array<Light, 2> _e449 = pair;
    Light _e450 = _e449[0];
    Dst[_e448] = _e450.kind_flags_bits;
    float3 _e453 = float3(_e450.color);
    Dst[_e448 + 1u] = as_type<uint>(_e453.x);
    Dst[_e448 + 2u] = as_type<uint>(_e453.y);
    Dst[_e448 + 3u] = as_type<uint>(_e453.z);
    Dst[_e448 + 4u] = _e450.enabled ? 1u : 0u;
    float2x3 _e476 = _e450.frame;
    Dst[_e448 + 5u] = as_type<uint>(_e476[0].x);
    Dst[_e448 + 7u] = as_type<uint>(_e476[0].y);
    Dst[_e448 + 9u] = as_type<uint>(_e476[0].z);
    Dst[_e448 + 6u] = as_type<uint>(_e476[1].x);
    Dst[_e448 + 8u] = as_type<uint>(_e476[1].y);
    Dst[_e448 + 10u] = as_type<uint>(_e476[1].z);
    array<int, 2> _e513 = _e450.ids;
    Dst[_e448 + 11u] = as_type<uint>(_e513[0]);
    Dst[_e448 + 12u] = as_type<uint>(_e513[1]);
    Light _e524 = _e449[1];
    Dst[_e448 + 13u] = _e524.kind_flags_bits;
    float3 _e529 = float3(_e524.color);
    Dst[_e448 + 14u] = as_type<uint>(_e529.x);
    Dst[_e448 + 15u] = as_type<uint>(_e529.y);
    Dst[_e448 + 16u] = as_type<uint>(_e529.z);
    Dst[_e448 + 17u] = _e524.enabled ? 1u : 0u;
    float2x3 _e552 = _e524.frame;
    Dst[_e448 + 18u] = as_type<uint>(_e552[0].x);
    Dst[_e448 + 20u] = as_type<uint>(_e552[0].y);
    Dst[_e448 + 22u] = as_type<uint>(_e552[0].z);
    Dst[_e448 + 19u] = as_type<uint>(_e552[1].x);
    Dst[_e448 + 21u] = as_type<uint>(_e552[1].y);
    Dst[_e448 + 23u] = as_type<uint>(_e552[1].z);
    array<int, 2> _e589 = _e524.ids;
    Dst[_e448 + 24u] = as_type<uint>(_e589[0]);
    Dst[_e448 + 25u] = as_type<uint>(_e589[1]);
    uint _e606 = (addr + 160u) >> 2u;
    float2x2 _e607 = m;
    Dst[_e606] = as_type<uint>(_e607[0].x);
    Dst[_e606 + 2u] = as_type<uint>(_e607[0].y);
    Dst[_e606 + 1u] = as_type<uint>(_e607[1].x);
    Dst[_e606 + 3u] = as_type<uint>(_e607[1].y);
    return;
}
