// expect: kernel 'k' must return void
// rule: a kernel function returns void (MSL 2.4 section 5.1.3, kernel functions)
#include <metal_stdlib>
using namespace metal;
kernel float k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    return out[i];
}
