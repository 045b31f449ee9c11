#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 i [[thread_position_in_grid]],
    device uint* Out [[buffer(0)]]
) {
    uint i_1 = {};
    uint sum = {};
    uint k = {};
    i_1 = i.x;
    sum = 0u;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < 4u)) {
                break;
            }
            sum = sum + (k * i_1);
        }
    }
    Out[i_1] = sum;
    return;
}
