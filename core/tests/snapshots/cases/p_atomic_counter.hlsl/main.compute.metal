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
    i = id_1.x;
    if ((i % 3u) == 1u) {
        return;
    }
    uint _e19 = atomic_fetch_add_explicit(&Counter[0u], 1u, memory_order_relaxed);
    slot = _e19;
    List[slot] = (i * 100u) + 7u;
    return;
}
