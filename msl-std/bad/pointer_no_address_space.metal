// expect: pointer or reference parameter without an address space
// rule: every pointer or reference argument names its address space (MSL 2.4 section 4, address spaces)
#include <metal_stdlib>
using namespace metal;
float first(float* p) { return p[0]; }
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    out[i] = first(out);
}
