#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

constant int SampleCount [[function_constant(0)]];
constant int SampleCount_value = is_function_constant_defined(SampleCount) ? SampleCount : 4;
constant float Intensity [[function_constant(1)]];
constant float Intensity_value = is_function_constant_defined(Intensity) ? Intensity : 1.5f;
constant bool UseTint [[function_constant(2)]];
constant bool UseTint_value = is_function_constant_defined(UseTint) ? UseTint : true;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device float* Out [[buffer(0)]]
) {
    uint3 id_1 = {};
    float acc = {};
    int i = {};
    id_1 = id;
    acc = 0.0f;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < SampleCount_value)) {
                break;
            }
            acc = acc + float(id_1.x + uint(i));
        }
    }
    if (UseTint_value) {
        acc = acc * Intensity_value;
    }
    Out[id_1.x] = acc;
    return;
}
