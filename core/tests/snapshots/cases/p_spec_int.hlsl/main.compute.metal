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
    v = In[id_1.x];
    acc = 0u;
    {
        s = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                s = s + 1;
            }
            loop_init = false;
            if (!(s < STEPS_value)) {
                break;
            }
            acc = (acc * MUL_value) + v;
        }
    }
    if (ODD_ONLY_value && ((v & 1u) == 0u)) {
        acc = 0u;
    }
    Out[id_1.x] = acc;
    return;
}
