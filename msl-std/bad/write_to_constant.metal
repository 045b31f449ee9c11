// expect: read-only variable is not assignable
#include <metal_stdlib>
using namespace metal;
kernel void k(constant float* params [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    params[i] = 1.0f;
}
