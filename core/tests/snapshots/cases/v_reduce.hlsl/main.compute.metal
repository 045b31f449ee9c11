// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size0;
    uint size1;
};

typedef uint type_1[1];
struct type_2 {
    uint inner[64];
};

struct main_Input {
};
[[max_total_threads_per_threadgroup(64)]] kernel void main_(
  metal::uint3 gid [[threadgroup_position_in_grid]]
, metal::uint3 tid [[thread_position_in_threadgroup]]
, metal::uint3 did [[thread_position_in_grid]]
, uint __local_invocation_index [[thread_index_in_threadgroup]]
, device type_1 const& In [[buffer(0)]]
, device type_1& Out [[buffer(1)]]
, threadgroup type_2& sum
, threadgroup type_2& lo
, threadgroup type_2& hi
, constant _mslBufferSizes& _buffer_sizes [[buffer(29)]]
) {
    if (__local_invocation_index == 0u) {
        sum = {};
        lo = {};
        hi = {};
    }
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    metal::uint3 gid_1 = {};
    metal::uint3 tid_1 = {};
    metal::uint3 did_1 = {};
    uint t = {};
    uint v = {};
    uint s = {};
    gid_1 = gid;
    tid_1 = tid;
    did_1 = did;
    uint _e8 = tid_1.x;
    t = _e8;
    uint _e12 = did_1.x;
    uint _e14 = In[_e12];
    v = _e14;
    uint _e16 = t;
    uint _e18 = v;
    sum.inner[_e16] = _e18;
    uint _e20 = t;
    uint _e22 = v;
    lo.inner[_e20] = _e22;
    uint _e24 = t;
    uint _e26 = v;
    hi.inner[_e24] = _e26;
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    {
        s = 32u;
        uint2 loop_bound = uint2(4294967295u);
        bool loop_init = true;
        while(true) {
            if (metal::all(loop_bound == uint2(0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e78 = s;
                s = _e78 >> 1u;
            }
            loop_init = false;
            uint _e31 = s;
            if (!((_e31 > 0u))) {
                break;
            }
            {
                uint _e35 = t;
                uint _e36 = s;
                if (_e35 < _e36) {
                    {
                        uint _e39 = t;
                        uint _e42 = t;
                        uint _e43 = s;
                        uint _e46 = sum.inner[_e39];
                        uint _e47 = sum.inner[_e42 + _e43];
                        sum.inner[_e39] = _e46 + _e47;
                        uint _e50 = t;
                        uint _e53 = t;
                        uint _e56 = t;
                        uint _e57 = s;
                        uint _e60 = lo.inner[_e53];
                        uint _e61 = lo.inner[_e56 + _e57];
                        lo.inner[_e50] = metal::min(_e60, _e61);
                        uint _e64 = t;
                        uint _e67 = t;
                        uint _e70 = t;
                        uint _e71 = s;
                        uint _e74 = hi.inner[_e67];
                        uint _e75 = hi.inner[_e70 + _e71];
                        hi.inner[_e64] = metal::max(_e74, _e75);
                    }
                }
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e82 = t;
    if (_e82 == 0u) {
        {
            uint _e88 = gid_1.x;
            uint _e98 = sum.inner[0];
            Out[(_e88 * 3u) + 0u] = _e98;
            uint _e102 = gid_1.x;
            uint _e112 = lo.inner[0];
            Out[(_e102 * 3u) + 1u] = _e112;
            uint _e116 = gid_1.x;
            uint _e126 = hi.inner[0];
            Out[(_e116 * 3u) + 2u] = _e126;
        }
    }
    return;
}
