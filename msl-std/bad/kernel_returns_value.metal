// expect: kernel 'k' must return void
#include <metal_stdlib>
using namespace metal;
kernel float k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    return out[i];
}
