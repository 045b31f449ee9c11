#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

constant float scale [[function_constant(3)]];
constant float scale_value = is_function_constant_defined(scale) ? scale : 2.5f;
constant bool use_fast_path [[function_constant(7)]];
constant bool use_fast_path_value = is_function_constant_defined(use_fast_path) ? use_fast_path : true;
constant uint iterations [[function_constant(0)]];
constant uint iterations_value = is_function_constant_defined(iterations) ? iterations : 4u;
constant int bias_ [[function_constant(1)]];
constant int bias__value = is_function_constant_defined(bias_) ? bias_ : -3;
constant float derived [[function_constant(2)]];
constant float derived_value = is_function_constant_defined(derived) ? derived : scale_value * 2.0f;

kernel void main0(
    uint i [[thread_index_in_threadgroup]],
    device array<float, 64>& values [[buffer(0)]]
) {
    float v = {};
    uint k = 0u;
    v = (values[i] * scale_value) + float(bias__value);
    if (use_fast_path_value) {
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (k < iterations_value) {
            } else {
                break;
            }
            {
                v = (v * 0.5f) + derived_value;
            }
        }
    }
    values[i] = v;
    return;
}
