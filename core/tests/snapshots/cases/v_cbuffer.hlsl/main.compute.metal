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
    packed_float3 offset;
    float2 uv;
    uchar _pad3[8];
    array<stride16_elem4, 2> arr;
    float arr_last;
    float after;
    uchar _pad6[8];
    Light light;
    int2 ij;
    uint flag;
    uchar _pad9[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 112, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, scale) == 0, "type_Params::scale: offset");
static_assert(__builtin_offsetof(type_Params, offset) == 4, "type_Params::offset: offset");
static_assert(__builtin_offsetof(type_Params, uv) == 16, "type_Params::uv: offset");
static_assert(__builtin_offsetof(type_Params, arr) == 32, "type_Params::arr: offset");
static_assert(__builtin_offsetof(type_Params, arr_last) == 64, "type_Params::arr_last: offset");
static_assert(__builtin_offsetof(type_Params, after) == 68, "type_Params::after: offset");
static_assert(__builtin_offsetof(type_Params, light) == 80, "type_Params::light: offset");
static_assert(__builtin_offsetof(type_Params, ij) == 96, "type_Params::ij: offset");
static_assert(__builtin_offsetof(type_Params, flag) == 104, "type_Params::flag: offset");
#endif

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
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
    float _e56 = Params.arr[0].value;
    Out[6u] = _e56;
    float _e66 = Params.arr[1].value;
    Out[7u] = _e66;
    float _e75 = Params.arr_last;
    Out[8u] = _e75;
    float _e82 = Params.after;
    Out[9u] = _e82;
    float _e91 = Params.light.dir.x;
    Out[10u] = _e91;
    float _e100 = Params.light.dir.y;
    Out[11u] = _e100;
    float _e109 = Params.light.dir.z;
    Out[12u] = _e109;
    float _e117 = Params.light.intensity;
    Out[13u] = _e117;
    int _e125 = Params.ij.x;
    Out[14u] = float(_e125);
    int _e134 = Params.ij.y;
    Out[15u] = float(_e134);
    uint _e142 = Params.flag;
    Out[16u] = float(_e142);
    return;
}
