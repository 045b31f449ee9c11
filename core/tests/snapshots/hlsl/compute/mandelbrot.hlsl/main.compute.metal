#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_View {
    float2 Center;
    float Scale;
    uint MaxIterations;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_View) == 16, "type_View: size");
static_assert(__builtin_offsetof(type_View, Center) == 0, "type_View::Center: offset");
static_assert(__builtin_offsetof(type_View, Scale) == 8, "type_View::Scale: offset");
static_assert(__builtin_offsetof(type_View, MaxIterations) == 12, "type_View::MaxIterations: offset");
#endif

float3 Palette(float t) {
    return float3(0.5f) + (float3(0.5f) * cos(float3(6.28318f) * (float3(0.0f, 0.33f, 0.67f) + float3(t))));
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float, access::write> Output [[texture(0)]],
    constant type_View& View [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint width = {};
    uint height = {};
    float2 c = {};
    float2 z = {};
    uint i = {};
    float t = {};
    id_1 = id;
    uint2 _e5 = uint2(Output.get_width(), Output.get_height());
    width = _e5.x;
    height = _e5.y;
    uint _e9 = id_1.x;
    uint _e10 = width;
    uint _e13 = id_1.y;
    uint _e14 = height;
    if ((_e9 >= _e10) || (_e13 >= _e14)) {
        return;
    }
    uint3 _e20 = id_1;
    uint _e23 = width;
    uint _e24 = height;
    float _e35 = View.Scale;
    float2 _e38 = View.Center;
    c = _e38 + (((float2(_e20.xy) / float2(float(_e23), float(_e24))) - float2(0.5f)) * float2(_e35));
    z = float2(0.0f);
    i = 0u;
    while (true) {
        uint _e49 = i;
        uint _e50 = View.MaxIterations;
        float2 _e52 = z;
        float2 _e53 = z;
        if (!((_e49 < _e50) && (dot(_e52, _e53) < 4.0f))) {
            break;
        }
        {
            float _e61 = z.x;
            float _e62 = z.x;
            float _e66 = z.y;
            float _e67 = z.y;
            float _e72 = z.x;
            float _e75 = z.y;
            float2 _e78 = c;
            z = float2((_e61 * _e62) - (_e66 * _e67), (2.0f * _e72) * _e75) + _e78;
            uint _e80 = i;
            i = _e80 + 1u;
        }
    }
    uint _e86 = i;
    uint _e87 = View.MaxIterations;
    float2 _e90 = z;
    float2 _e91 = z;
    uint _e95 = i;
    uint _e100 = View.MaxIterations;
    t = (_e86 == _e87) ? 0.0f : ((float(_e95) - log2(log2(dot(_e90, _e91)))) / float(_e100));
    uint3 _e105 = id_1;
    float _e107 = t;
    float3 _e108 = Palette(_e107);
    Output.write(float4(_e108.x, _e108.y, _e108.z, 1.0f), uint2(_e105.xy));
    return;
}
