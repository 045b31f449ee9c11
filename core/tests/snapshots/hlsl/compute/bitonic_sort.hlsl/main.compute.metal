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
    uint _e6 = gtid_1.x;
    uint _e10 = dtid_1.x;
    uint _e12 = Keys[_e10];
    Shared[_e6] = _e12;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        uint _e17 = SortParams.Level;
        j = _e17 >> 1u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e67 = j;
                j = _e67 >> 1u;
            }
            loop_init = false;
            uint _e21 = j;
            if (!(_e21 > 0u)) {
                break;
            }
            {
                uint _e28 = j;
                uint _e30 = gtid_1.x;
                uint _e33 = Shared[_e30 & (~_e28)];
                a = _e33;
                uint _e37 = gtid_1.x;
                uint _e38 = j;
                uint _e41 = Shared[_e37 | _e38];
                b = _e41;
                uint _e46 = SortParams.LevelMask;
                uint _e47 = dtid_1.x;
                ascending = (_e46 & _e47) != 0u;
                uint _e53 = a;
                uint _e54 = b;
                bool _e56 = ascending;
                uint _e58 = b;
                uint _e59 = a;
                result = ((_e53 <= _e54) == _e56) ? _e58 : _e59;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                uint _e63 = gtid_1.x;
                uint _e65 = result;
                Shared[_e63] = _e65;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e72 = dtid_1.x;
    uint _e76 = gtid_1.x;
    uint _e78 = Shared[_e76];
    Keys[_e72] = _e78;
    return;
}
