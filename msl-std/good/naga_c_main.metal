// naga 30 msl-out of a WGSL test shader (c.wgsl in msl-std/good/wgsl/), kept as a
// sample of real writer output.
// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size0;
};

typedef metal::uint4 type_2[1];
constant float scale = 2.0;
constant bool enabled = true;
metal::uint4 naga_f2u32(metal::float4 value) {
    return static_cast<metal::uint4>(metal::clamp(value, 0.0, 4294967000.0));
}


struct main_Input {
};
[[max_total_threads_per_threadgroup(64)]] kernel void main_(
  metal::uint3 gid [[thread_position_in_grid]]
, uint lane [[thread_index_in_simdgroup]]
, uint size [[threads_per_simdgroup]]
, metal::uint3 nwg [[threadgroups_per_grid]]
, device type_2& data [[buffer(0)]]
, metal::texture2d<float, metal::access::write> img [[texture(0)]]
, metal::texture2d<float, metal::access::read_write> img2_ [[texture(1)]]
, constant _mslBufferSizes& _buffer_sizes [[buffer(2)]]
) {
    bool local = {};
    metal::uint4 r = {};
    uint x = gid.x;
    uint unnamed = metal::simd_sum(x);
    uint unnamed_1 = metal::simd_prefix_exclusive_sum(x);
    uint unnamed_2 = metal::simd_prefix_inclusive_product(x);
    uint unnamed_3 = metal::simd_max(x);
    uint unnamed_4 = metal::simd_and(x);
    uint unnamed_5 = metal::simd_broadcast_first(x);
    uint unnamed_6 = metal::simd_broadcast(x, 3u);
    uint unnamed_7 = metal::simd_shuffle(x, lane);
    uint unnamed_8 = metal::simd_shuffle_xor(x, 1u);
    uint unnamed_9 = metal::simd_shuffle_up(x, 1u);
    uint unnamed_10 = metal::simd_shuffle_down(x, 1u);
    uint unnamed_11 = metal::quad_broadcast(x, 1u);
    uint unnamed_12 = metal::quad_shuffle_xor(x, 1u);
    uint s = (((((((((((unnamed + unnamed_1) + unnamed_2) + unnamed_3) + unnamed_4) + unnamed_5) + unnamed_6) + unnamed_7) + unnamed_8) + unnamed_9) + unnamed_10) + unnamed_11) + unnamed_12;
    metal::uint4 unnamed_13 = metal::uint4((uint64_t)metal::simd_ballot(x > 3u), 0, 0, 0);
    bool unnamed_14 = metal::simd_all(x > 1u);
    if (unnamed_14) {
        bool unnamed_15 = metal::simd_any(x > 2u);
        local = unnamed_15;
    } else {
        local = false;
    }
    bool a = local;
    metal::simdgroup_barrier(metal::mem_flags::mem_threadgroup);
    metal::threadgroup_barrier(metal::mem_flags::mem_device);
    metal::threadgroup_barrier(metal::mem_flags::mem_texture);
    img.write(metal::float4(static_cast<float>(s) * scale), metal::uint2(static_cast<metal::int2>(gid.xy)));
    metal::float4 v = img2_.read(metal::uint2(static_cast<metal::int2>(gid.xy)));
    img2_.write(v * 2.0, metal::uint2(static_cast<metal::int2>(gid.xy)));
    r = unnamed_13 + metal::uint4(static_cast<uint>(true), static_cast<uint>(a), size, nwg.x);
    if (enabled) {
        uint _e74 = r.x;
        r.x = _e74 + 1u;
    }
    metal::uint4 _e79 = r;
    data[x] = _e79;
    metal::float4 h = static_cast<metal::float4>(metal::unpack_snorm4x8_to_float(x)) + float2(as_type<half2>(x)).xyxy;
    data[x + 1u] = naga_f2u32(h);
    return;
}
