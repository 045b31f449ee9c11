// expect: [[texture(0)]] parameter 'data' must be a texture type
// rule: a [[texture(n)]] argument is a texture type (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* data [[texture(0)]], uint i [[thread_position_in_grid]]) {
    data[i] = 0.0f;
}
