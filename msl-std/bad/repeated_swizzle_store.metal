// expect: no setter defined for property 'xx'
// rule: a swizzle that repeats a component is not an lvalue (MSL 2.4 section 2.2.1, accessing vector components)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float2* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float2 v = out[i];
    v.xx = float2(1.0f, 2.0f);
    out[i] = v;
}
