// expect: no viable conversion from '__private vec<int, 4>' to '__private vec<float, 4>'
// rule: no implicit conversion between vector types (MSL 2.4 section 2.12, implicit type conversions)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float4* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    int4 n = int4(1, 2, 3, 4);
    float4 f = n;
    out[i] = f;
}
