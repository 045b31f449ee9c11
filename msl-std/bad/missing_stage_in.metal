// expect: 'VertexIn' has [[attribute(n)]] members: it must be the [[stage_in]] parameter
// rule: per-vertex inputs with [[attribute(n)]] are passed as the [[stage_in]] argument (MSL 2.4 section 5.2.4)
#include <metal_stdlib>
using namespace metal;
struct VertexIn {
    float3 position [[attribute(0)]];
    float2 uv [[attribute(1)]];
};
struct VertexOut {
    float4 position [[position]];
    float2 uv [[user(locn0)]];
};
vertex VertexOut v(VertexIn in) {
    VertexOut out;
    out.position = float4(in.position, 1.0f);
    out.uv = in.uv;
    return out;
}
