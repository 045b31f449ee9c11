// expect: is not contextually convertible to 'bool'
// rule: a vector is not a condition; use all() or any() (MSL 2.4 section 3.1, scalar and vector operators; relational functions all and any)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float3* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float3 v = out[i];
    if (v < float3(0.0f)) {
        out[i] = -v;
    }
}
