#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct GbufferData {
    packed_float3 albedo;
    float roughness;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GbufferData) == 16, "GbufferData: size");
static_assert(__builtin_offsetof(GbufferData, albedo) == 0, "GbufferData::albedo: offset");
static_assert(__builtin_offsetof(GbufferData, roughness) == 12, "GbufferData::roughness: offset");
#endif

GbufferData GbufferData_make(float3 color, float rough) {
    GbufferData d = {};
    d.albedo = color;
    d.roughness = rough;
    return d;
}

void GbufferData_scale(thread GbufferData& this_, float factor) {
    this_.albedo = float3(this_.albedo) * float3(factor);
    return;
}

float GbufferData_scaled(GbufferData this_, float factor) {
    return this_.roughness * factor;
}

uint shifted(uint value, uint bits) {
    return value << (bits & 31u);
}

float GbufferData_scaled_1(GbufferData this_, uint steps) {
    return (this_.roughness * 0.5f) * float(steps);
}

uint4 GbufferData_pack(thread GbufferData& this_) {
    uint3 _e3 = as_type<uint3>(float3(this_.albedo));
    return uint4(_e3.x, _e3.y, _e3.z, as_type<uint>(this_.roughness));
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device uint4* Output [[buffer(0)]]
) {
    uint id_1 = {};
    GbufferData d = {};
    GbufferData _this = {};
    GbufferData _this_1 = {};
    id_1 = id.x;
    GbufferData _e12 = GbufferData_make(float3(float(id_1), 1.0f, 2.0f), 0.5f);
    d = _e12;
    _this = d;
    GbufferData_scale(_this, 2.0f);
    d = _this;
    float _e20 = GbufferData_scaled(d, 3.0f);
    uint _e24 = shifted(id_1, 2u);
    float _e26 = GbufferData_scaled_1(d, _e24);
    d.roughness = _e20 + _e26;
    uint _e29 = id_1;
    _this_1 = d;
    uint4 _e33 = GbufferData_pack(_this_1);
    d = _this_1;
    Output[_e29] = _e33;
    return;
}
