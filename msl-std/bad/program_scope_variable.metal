// expect: program-scope variable must be declared in the constant address space
// rule: program-scope variables are in the constant address space (MSL 2.4 section 4.2, constant address space)
#include <metal_stdlib>
using namespace metal;
float gain = 2.0;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    out[i] = out[i] * gain;
}
