#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

constant int STEPS [[function_constant(3)]];
constant int STEPS_value = is_function_constant_defined(STEPS) ? STEPS : 3;
constant uint MUL [[function_constant(4)]];
constant uint MUL_value = is_function_constant_defined(MUL) ? MUL : 5u;
constant bool ODD_ONLY [[function_constant(5)]];
constant bool ODD_ONLY_value = is_function_constant_defined(ODD_ONLY) ? ODD_ONLY : false;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint v = {};
    uint acc = {};
    int s = {};
    id_1 = id;
    uint _e5 = id_1.x;
    uint _e7 = In[_e5];
    v = _e7;
    acc = 0u;
    {
        s = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e22 = s;
                s = _e22 + 1;
            }
            loop_init = false;
            int _e14 = s;
            if (!(_e14 < STEPS_value)) {
                break;
            }
            uint _e18 = acc;
            uint _e20 = v;
            acc = (_e18 * MUL_value) + _e20;
        }
    }
    uint _e27 = v;
    if (ODD_ONLY_value && ((_e27 & 1u) == 0u)) {
        acc = 0u;
    }
    uint _e38 = id_1.x;
    uint _e40 = acc;
    Out[_e38] = _e40;
    return;
}
