#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int* src [[buffer(0)]],
    device uint* dst [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    int x = {};
    uint u = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    int _e9 = src[_e7];
    x = _e9;
    int _e11 = x;
    u = as_type<uint>(_e11);
    uint _e15 = i;
    int _e23 = x;
    dst[(_e15 * 8u) + 0u] = as_type<uint>((_e23 * 7) - 3);
    uint _e30 = i;
    int _e38 = x;
    dst[(_e30 * 8u) + 1u] = as_type<uint>(_e38 / 3);
    uint _e43 = i;
    int _e51 = x;
    dst[(_e43 * 8u) + 2u] = as_type<uint>(_e51 % 5);
    uint _e56 = i;
    uint _e64 = u;
    dst[(_e56 * 8u) + 3u] = _e64 >> 3u;
    uint _e69 = i;
    int _e77 = x;
    dst[(_e69 * 8u) + 4u] = as_type<uint>(_e77 >> 2u);
    uint _e83 = i;
    uint _e91 = u;
    uint _e94 = u;
    dst[(_e83 * 8u) + 5u] = (_e91 ^ 2779096485u) | (_e94 << 4u);
    uint _e100 = i;
    uint _e107 = u;
    int _e109 = x;
    dst[(_e100 * 8u) + 6u] = popcount(_e107) + (as_type<uint>(uint(select(int(31) - clz(select(_e109, ~_e109, _e109 < int(0))), int(-1), select(_e109, ~_e109, _e109 < int(0)) == int(0)))) * 100u);
    uint _e119 = i;
    uint _e126 = u;
    uint _e128 = u;
    dst[(_e119 * 8u) + 7u] = reverse_bits(_e126) & (~_e128);
    return;
}
