#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device atomic_uint* Counter [[buffer(0)]],
    device uint* List [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    uint slot = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e6 = i;
    if ((_e6 % 3u) == 1u) {
        return;
    }
    uint _e19 = atomic_fetch_add_explicit(&Counter[0u], 1u, memory_order_relaxed);
    slot = _e19;
    uint _e21 = slot;
    uint _e24 = i;
    List[_e21] = (_e24 * 100u) + 7u;
    return;
}
