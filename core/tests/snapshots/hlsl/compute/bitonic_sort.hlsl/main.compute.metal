#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_SortParams {
    uint Level;
    uint LevelMask;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_SortParams) == 16, "type_SortParams: size");
static_assert(__builtin_offsetof(type_SortParams, Level) == 0, "type_SortParams::Level: offset");
static_assert(__builtin_offsetof(type_SortParams, LevelMask) == 4, "type_SortParams::LevelMask: offset");
#endif

kernel void main0(
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 dtid [[thread_position_in_grid]],
    constant type_SortParams& SortParams [[buffer(0)]],
    device uint* Keys [[buffer(1)]]
) {
    threadgroup array<uint, 512> Shared;
    uint3 gtid_1 = {};
    uint3 dtid_1 = {};
    uint j = {};
    uint a = {};
    uint b = {};
    bool ascending = {};
    uint result = {};
    gtid_1 = gtid;
    dtid_1 = dtid;
    Shared[gtid_1.x] = Keys[dtid_1.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        j = SortParams.Level >> 1u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                j = j >> 1u;
            }
            loop_init = false;
            if (!(j > 0u)) {
                break;
            }
            {
                a = Shared[gtid_1.x & (~j)];
                b = Shared[gtid_1.x | j];
                ascending = (SortParams.LevelMask & dtid_1.x) != 0u;
                result = ((a <= b) == ascending) ? b : a;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                Shared[gtid_1.x] = result;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    Keys[dtid_1.x] = Shared[gtid_1.x];
    return;
}
