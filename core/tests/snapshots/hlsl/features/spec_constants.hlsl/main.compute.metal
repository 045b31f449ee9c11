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
                int _e19 = i;
                i = _e19 + 1;
            }
            loop_init = false;
            int _e8 = i;
            if (!(_e8 < SampleCount_value)) {
                break;
            }
            uint _e12 = id_1.x;
            int _e13 = i;
            float _e17 = acc;
            acc = _e17 + float(_e12 + uint(_e13));
        }
    }
    if (UseTint_value) {
        float _e24 = acc;
        acc = _e24 * Intensity_value;
    }
    uint _e28 = id_1.x;
    float _e30 = acc;
    Out[_e28] = _e30;
    return;
}
