#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<int> si [[texture(0)]],
    texture2d<uint> su [[texture(1)]],
    texture2d<int, access::write> dst [[texture(2)]],
    device uint4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    int v = {};
    uint4 u = {};
    id_1 = id;
    uint2 _e6 = id_1.xy;
    int3 _e11 = int3(int(_e6.x), int(_e6.y), 0);
    int4 _e14 = si.read(uint2(_e11.xy), uint(_e11.z));
    v = _e14.x;
    int3 _e25 = int3(int(id_1.y), int(id_1.x), 0);
    uint4 _e28 = su.read(uint2(_e25.xy), uint(_e25.z));
    u = _e28;
    o[(id_1.y * 4u) + id_1.x] = uint4(uint(v + 1000), u.x ^ u.y, u.z + u.w, 1u);
    dst.write(int4(v - int(u.x), 0, 0, 0), uint2(id_1.xy));
    return;
}
