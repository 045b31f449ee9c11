// expect: value of type 'vec<bool, 3>' is not contextually convertible to 'bool'
#include <metal_stdlib>
using namespace metal;
kernel void k(device float3* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float3 v = out[i];
    if (v < float3(0.0f)) {
        out[i] = -v;
    }
}
