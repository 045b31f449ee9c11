// expect: read-only variable is not assignable
// rule: constant memory is read-only (MSL 2.4 section 4.2, constant address space)
#include <metal_stdlib>
using namespace metal;
kernel void k(constant float* params [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    params[i] = 1.0f;
}
