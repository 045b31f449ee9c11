#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Object {
    float4x4 model;
    float4 lightPos;
    uint mode;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Object) == 96, "type_Object: size");
static_assert(__builtin_offsetof(type_Object, model) == 0, "type_Object::model: offset");
static_assert(__builtin_offsetof(type_Object, lightPos) == 64, "type_Object::lightPos: offset");
static_assert(__builtin_offsetof(type_Object, mode) == 80, "type_Object::mode: offset");
#endif

struct Scaler {
    uint _empty;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Scaler) == 4, "Scaler: size");
static_assert(__builtin_offsetof(Scaler, _empty) == 0, "Scaler::_empty: offset");
#endif

float Scaler_apply(Scaler this_, float v) {
    return v * 2.0f;
}

float4 shade(float4 tangent, float3 toLight, constant type_Object& Object, thread float& g_area) {
    float4 tangent_1 = {};
    float3 toLight_1 = {};
    uint MODE_DOT = {};
    uint MODE_SCALED = {};
    float3 n = {};
    Scaler s = {};
    tangent_1 = tangent;
    toLight_1 = toLight;
    MODE_DOT = 0u;
    MODE_SCALED = 2u;
    float4x4 _e14 = transpose(Object.model);
    n = tangent_1.xyz * float3x3(_e14[0].xyz, _e14[1].xyz, _e14[2].xyz);
    switch (Object.mode) {
    case 0u: {
        return float4(dot(tangent_1.xyz, toLight_1));
    }
    case 2u: {
        float _e37 = Scaler_apply(s, g_area);
        float3 _e40 = n * float3(_e37);
        return float4(_e40.x, _e40.y, _e40.z, 1.0f);
    }
    default: {
        float3 _e48 = cross(n, toLight_1);
        return float4(_e48.x, _e48.y, _e48.z, 0.0f);
    }
    }
    return float4 {};
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Object& Object [[buffer(0)]],
    device float4* results [[buffer(1)]],
    const device float4* tangents [[buffer(2)]]
) {
    float g_area = 4.0f;
    uint3 id_1 = {};
    float4 t = {};
    id_1 = id;
    t = tangents[id_1.x];
    uint _e10 = id_1.x;
    float4 _e20 = shade(t, Object.lightPos.xyz - t.xyz, Object, g_area);
    results[_e10] = _e20;
    return;
}
