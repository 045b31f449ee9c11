// expect: non-void function does not return a value in all control paths
// rule: a non-void function returns a value (C++14, MSL 2.4 section 1.4)
#include <metal_stdlib>
using namespace metal;
float positive(float x) {
    if (x > 0.0f) {
        return x;
    }
}
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    out[i] = positive(out[i]);
}
