#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSMainOutput {
    float4 SV_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 16, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
#endif

struct VSOut {
    float4 world;
    float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, world) == 0, "VSOut::world: offset");
static_assert(__builtin_offsetof(VSOut, normal) == 16, "VSOut::normal: offset");
#endif

struct VSMain_in {
    float3 p [[attribute(0)]];
    float3 n [[attribute(1)]];
};

vertex void VSMain(
    VSMain_in stage_in [[stage_in]],
    uint id [[vertex_id]],
    device float4* Streamed [[buffer(0)]]
) {
    float3 p = stage_in.p;
    float3 n = stage_in.n;
    float3 p_1 = {};
    float3 n_1 = {};
    uint id_1 = {};
    VSOut o = {};
    p_1 = p;
    n_1 = n;
    id_1 = id;
    float3 _e12 = p_1 * float3(2.0f);
    o.world = float4(_e12.x, _e12.y, _e12.z, 1.0f);
    o.normal = normalize(n_1);
    Streamed[id_1] = o.world;
    return;
}
