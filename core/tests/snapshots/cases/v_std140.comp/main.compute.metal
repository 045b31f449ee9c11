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
    Out[0u] = Params.scale;
    Out[1u] = Params.offset.x;
    Out[2u] = Params.offset.y;
    Out[3u] = Params.offset.z;
    Out[4u] = Params.uv.x;
    Out[5u] = Params.uv.y;
    Out[6u] = Params.arr[0].value;
    Out[7u] = Params.arr[1].value;
    Out[8u] = Params.arr[2].value;
    Out[9u] = Params.after;
    Out[10u] = Params.light.dir.x;
    Out[11u] = Params.light.dir.y;
    Out[12u] = Params.light.dir.z;
    Out[13u] = Params.light.intensity;
    Out[14u] = float(Params.ij.x);
    Out[15u] = float(Params.ij.y);
    Out[16u] = float(Params.flag);
    return;
}

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    _glsl_main(Params, Out);
    return;
}
