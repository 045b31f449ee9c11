#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int* X [[buffer(0)]],
    const device int* Y [[buffer(1)]],
    device uint* Out [[buffer(2)]]
) {
    uint3 id_1 = {};
    int x = {};
    int y = {};
    uint u = {};
    uint o = {};
    id_1 = id;
    uint _e5 = id_1.x;
    int _e7 = X[_e5];
    x = _e7;
    uint _e11 = id_1.x;
    int _e13 = Y[_e11];
    y = _e13;
    int _e15 = x;
    u = as_type<uint>(_e15);
    uint _e20 = id_1.x;
    o = _e20 * 16u;
    uint _e25 = o;
    int _e29 = x;
    int _e30 = y;
    Out[_e25 + 0u] = as_type<uint>(_e29 / _e30);
    uint _e35 = o;
    int _e39 = x;
    int _e40 = y;
    Out[_e35 + 1u] = as_type<uint>(_e39 % _e40);
    uint _e45 = o;
    int _e50 = x;
    Out[_e45 + 2u] = as_type<uint>(_e50 >> 1u);
    uint _e56 = o;
    uint _e61 = u;
    Out[_e56 + 3u] = _e61 >> 1u;
    uint _e66 = o;
    int _e70 = x;
    int _e71 = y;
    Out[_e66 + 4u] = as_type<uint>(_e70 & _e71);
    uint _e76 = o;
    int _e80 = x;
    int _e81 = y;
    Out[_e76 + 5u] = as_type<uint>(_e80 | _e81);
    uint _e86 = o;
    int _e90 = x;
    int _e91 = y;
    Out[_e86 + 6u] = as_type<uint>(_e90 ^ _e91);
    uint _e96 = o;
    int _e100 = x;
    Out[_e96 + 7u] = as_type<uint>(~_e100);
    uint _e105 = o;
    uint _e109 = u;
    Out[_e105 + 8u] = popcount(_e109);
    uint _e113 = o;
    uint _e117 = u;
    Out[_e113 + 9u] = select(uint(31) - clz(_e117), uint(4294967295u), _e117 == uint(0));
    uint _e121 = o;
    uint _e125 = u;
    Out[_e121 + 10u] = ((ctz(_e125) + uint(1)) % uint(33)) - uint(1);
    uint _e129 = o;
    uint _e133 = u;
    Out[_e129 + 11u] = reverse_bits(_e133);
    uint _e137 = o;
    int _e141 = x;
    int _e142 = y;
    Out[_e137 + 12u] = as_type<uint>(min(_e141, _e142));
    uint _e147 = o;
    int _e151 = x;
    int _e152 = y;
    Out[_e147 + 13u] = as_type<uint>(max(_e151, _e152));
    uint _e157 = o;
    int _e161 = x;
    Out[_e157 + 14u] = as_type<uint>(abs(_e161));
    uint _e166 = o;
    uint _e171 = u;
    Out[_e166 + 15u] = _e171 * 2654435761u;
    return;
}
