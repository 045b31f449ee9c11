// Texture atomics (MSL 3.1) on every texture type that has them.
#include <metal_stdlib>
using namespace metal;
kernel void k(texture1d<uint, access::read_write> t1 [[texture(0)]],
              texture1d_array<int, access::read_write> t1a [[texture(1)]],
              texture2d<uint, access::read_write> t2 [[texture(2)]],
              texture2d_array<int, access::read_write> t2a [[texture(3)]],
              texture3d<uint, access::read_write> t3 [[texture(4)]],
              texture_buffer<int, access::read_write> tb [[texture(5)]],
              device uint* out [[buffer(0)]],
              uint3 i [[thread_position_in_grid]]) {
    uint a = t1.atomic_fetch_add(i.x, 1u).x;
    int b = t1a.atomic_fetch_min(i.x, 2u, -1).x;
    uint c = t2.atomic_fetch_or(i.xy, 4u).x ^ t2.atomic_fetch_sub(i.xy, 1u).x;
    int d = t2a.atomic_exchange(i.xy, 1u, 7).x;
    uint e = t3.atomic_fetch_max(i, 9u).x;
    int f = tb.atomic_fetch_xor(i.x, 3).x & tb.atomic_fetch_and(i.x, 6).x;
    uint4 expected = uint4(0u);
    bool ok = t2.atomic_compare_exchange_weak(i.xy, &expected, 5u);
    int4 old = int4(1);
    ok = ok && t2a.atomic_compare_exchange_weak(i.xy, 0u, &old, 2);
    t3.atomic_store(i, uint4(a));
    out[i.x] = a + uint(b) + c + uint(d) + e + uint(f) + t3.atomic_load(i).x + uint(ok);
}
