// expect: [[buffer(31)]] is out of range (0..30)
// rule: at most 31 buffer arguments per function, indices 0 to 30 (MSL 2.4 section 5.2.1; Metal feature set tables)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(31)]], uint i [[thread_position_in_grid]]) {
    out[i] = 0.0f;
}
