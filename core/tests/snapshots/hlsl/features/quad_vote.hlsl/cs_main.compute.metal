#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void cs_main(
    uint3 id [[thread_position_in_grid]],
    device uint* Flags [[buffer(0)]]
) {
    uint3 id_1 = {};
    bool odd = {};
    id_1 = id;
    odd = (Flags[id_1.x] & 1u) != 0u;
    uint _e14 = id_1.x;
    bool _e17 = quad_all(odd);
    bool _e22 = quad_any(odd);
    Flags[_e14] = (_e17 ? 2u : 0u) | (_e22 ? 4u : 0u);
    return;
}
