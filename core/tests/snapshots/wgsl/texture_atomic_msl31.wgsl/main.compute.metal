#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<uint, access::read_write> img [[texture(0)]]
) {
    img.atomic_fetch_add(uint2(id.xy), 1u);
    return;
}
