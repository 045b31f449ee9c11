#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct stride16_elem4 {
    float value;
    uchar pad[12];
};

struct Light {
    packed_float3 dir;
    float intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, dir) == 0, "Light::dir: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
#endif

struct type_Params {
    float scale;
    uchar _pad1[12];
    float3 offset;
    float2 uv;
    uchar _pad3[8];
    array<stride16_elem4, 3> arr;
    float after;
    uchar _pad5[12];
    Light light;
    int2 ij;
    uint flag;
    uchar _pad8[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 144, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, scale) == 0, "type_Params::scale: offset");
static_assert(__builtin_offsetof(type_Params, offset) == 16, "type_Params::offset: offset");
static_assert(__builtin_offsetof(type_Params, uv) == 32, "type_Params::uv: offset");
static_assert(__builtin_offsetof(type_Params, arr) == 48, "type_Params::arr: offset");
static_assert(__builtin_offsetof(type_Params, after) == 96, "type_Params::after: offset");
static_assert(__builtin_offsetof(type_Params, light) == 112, "type_Params::light: offset");
static_assert(__builtin_offsetof(type_Params, ij) == 128, "type_Params::ij: offset");
static_assert(__builtin_offsetof(type_Params, flag) == 136, "type_Params::flag: offset");
#endif

void _glsl_main(constant type_Params& Params, device float* Out) {
    float _e6 = Params.scale;
    Out[0u] = _e6;
    float _e14 = Params.offset.x;
    Out[1u] = _e14;
    float _e22 = Params.offset.y;
    Out[2u] = _e22;
    float _e30 = Params.offset.z;
    Out[3u] = _e30;
    float _e38 = Params.uv.x;
    Out[4u] = _e38;
    float _e46 = Params.uv.y;
    Out[5u] = _e46;
    float _e55 = Params.arr[0].value;
    Out[6u] = _e55;
    float _e64 = Params.arr[1].value;
    Out[7u] = _e64;
    float _e73 = Params.arr[2].value;
    Out[8u] = _e73;
    float _e80 = Params.after;
    Out[9u] = _e80;
    float _e89 = Params.light.dir.x;
    Out[10u] = _e89;
    float _e98 = Params.light.dir.y;
    Out[11u] = _e98;
    float _e107 = Params.light.dir.z;
    Out[12u] = _e107;
    float _e115 = Params.light.intensity;
    Out[13u] = _e115;
    int _e123 = Params.ij.x;
    Out[14u] = float(_e123);
    int _e132 = Params.ij.y;
    Out[15u] = float(_e132);
    uint _e140 = Params.flag;
    Out[16u] = float(_e140);
    return;
}

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    _glsl_main(Params, Out);
    return;
}
