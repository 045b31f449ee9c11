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
    if ((id_1.x >= width) || (id_1.y >= height)) {
        return;
    }
    c = View.Center + (((float2(id_1.xy) / float2(float(width), float(height))) - float2(0.5f)) * float2(View.Scale));
    z = float2(0.0f);
    i = 0u;
    while (true) {
        if (!((i < View.MaxIterations) && (dot(z, z) < 4.0f))) {
            break;
        }
        {
            z = float2((z.x * z.x) - (z.y * z.y), (2.0f * z.x) * z.y) + c;
            i = i + 1u;
        }
    }
    t = (i == View.MaxIterations) ? 0.0f : ((float(i) - log2(log2(dot(z, z)))) / float(View.MaxIterations));
    uint3 _e105 = id_1;
    float3 _e108 = Palette(t);
    Output.write(float4(_e108.x, _e108.y, _e108.z, 1.0f), uint2(_e105.xy));
    return;
}
