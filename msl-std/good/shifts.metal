// Shifts whose count has another integer type than the shifted value
// (MSL section 3.1; Apple accepts naga's `metal::int2(2) << metal::uint2(1u)`).
#include <metal_stdlib>
using namespace metal;
kernel void k(device int4* o [[buffer(0)]], device long3* l [[buffer(1)]], uint3 id [[thread_position_in_grid]]) {
    int2 a = int2(2) << uint2(1u);
    int2 b = int2(2) >> uint2(1u);
    int4 c = int4(1) << 24 >> 24;
    long3 d = l[0] << id;
    int4 e = o[0] << uint4(id, 1u);
    e <<= uint4(2u);
    e >>= 1;
    uint3 f = uint3(2u) << uint3(1u);
    o[0] = int4(a, b) + c + e + int4(int3(d), 0) + int4(int3(f), 0);
}
