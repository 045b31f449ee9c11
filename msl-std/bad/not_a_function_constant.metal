// expect: 'gain' is not a function constant
// rule: is_function_constant_defined takes a function constant (MSL 2.4 section 5.8.1)
#include <metal_stdlib>
using namespace metal;
constant float gain = 2.0;
constant float gain_value = is_function_constant_defined(gain) ? gain : 1.0;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    out[i] = out[i] * gain_value;
}
