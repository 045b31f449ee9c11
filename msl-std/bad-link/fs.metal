// expect: fragment 'fs' reads varyings no vertex function writes
#include <metal_stdlib>
using namespace metal;
struct FIn {
    float3 uv [[user(locn1)]];
    float4 color [[user(locn2)]];
};
fragment float4 fs(FIn in [[stage_in]]) {
    return float4(in.uv, 1.0f) * in.color;
}
