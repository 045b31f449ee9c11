// expect: no viable conversion from '__private vec<float, 4>' to '__private vec<float, 3>'
// rule: no implicit conversion between vectors of different sizes (MSL 2.4 section 2.2.3 vector constructors; section 2.12 type conversions)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float3* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float4 v = float4(1.0f, 2.0f, 3.0f, 4.0f);
    float3 w = v;
    out[i] = w;
}
