// expect: local pointer or reference without an address space
// rule: every pointer or reference names its address space (MSL 2.4 section 4, address spaces)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float* p = &out[i];
    *p = 1.0f;
}
