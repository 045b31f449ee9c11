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
    uint inner[32];
};

struct main_Input {
};
[[max_total_threads_per_threadgroup(32)]] kernel void main_(
  metal::uint3 tid [[thread_position_in_threadgroup]]
, metal::uint3 did [[thread_position_in_grid]]
, uint __local_invocation_index [[thread_index_in_threadgroup]]
, device type_1 const& In [[buffer(0)]]
, device type_1& Out [[buffer(1)]]
, threadgroup type_2& partial
, constant _mslBufferSizes& _buffer_sizes [[buffer(29)]]
) {
    if (__local_invocation_index == 0u) {
        partial = {};
    }
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    metal::uint3 tid_1 = {};
    metal::uint3 did_1 = {};
    uint t = {};
    uint offset = {};
    uint add = {};
    tid_1 = tid;
    did_1 = did;
    uint _e6 = tid_1.x;
    t = _e6;
    uint _e8 = t;
    uint _e12 = did_1.x;
    uint _e14 = In[_e12];
    partial.inner[_e8] = _e14;
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    {
        offset = 1u;
        uint2 loop_bound = uint2(4294967295u);
        bool loop_init = true;
        while(true) {
            if (metal::all(loop_bound == uint2(0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e43 = offset;
                offset = _e43 << 1u;
            }
            loop_init = false;
            uint _e19 = offset;
            if (!((_e19 < 32u))) {
                break;
            }
            {
                uint _e24 = t;
                uint _e25 = offset;
                uint _e28 = t;
                uint _e29 = offset;
                uint _e33 = partial.inner[_e28 - _e29];
                add = (_e24 >= _e25) ? _e33 : 0u;
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
                uint _e37 = t;
                uint _e39 = partial.inner[_e37];
                uint _e40 = add;
                partial.inner[_e37] = _e39 + _e40;
                metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e48 = did_1.x;
    uint _e51 = t;
    uint _e53 = partial.inner[_e51];
    Out[_e48] = _e53;
    return;
}
