#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

constant uint SCALE [[function_constant(0)]];
constant uint SCALE_value = is_function_constant_defined(SCALE) ? SCALE : 2u;
constant float BIAS [[function_constant(1)]];
constant float BIAS_value = is_function_constant_defined(BIAS) ? BIAS : 0.5f;
constant bool NEGATE [[function_constant(2)]];
constant bool NEGATE_value = is_function_constant_defined(NEGATE) ? NEGATE : false;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    float v = {};
    id_1 = id;
    v = (In[id_1.x] * float(SCALE_value)) + BIAS_value;
    if (NEGATE_value) {
        v = -v;
    }
    Out[id_1.x] = v;
    return;
}
