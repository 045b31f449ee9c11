#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    uint count;
    packed_uint3 pad;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, count) == 0, "type_Params::count: offset");
static_assert(__builtin_offsetof(type_Params, pad) == 4, "type_Params::pad: offset");
#endif

kernel void main0(
    uint3 dtid [[thread_position_in_grid]],
    uint gi [[thread_index_in_threadgroup]],
    constant type_Params& Params [[buffer(0)]],
    const device uint* input [[buffer(1)]],
    device uint* output [[buffer(2)]]
) {
    threadgroup array<uint, 256> temp;
    uint3 dtid_1 = {};
    uint gi_1 = {};
    uint offset = {};
    uint d = {};
    uint ai = {};
    uint bi = {};
    uint d2 = {};
    uint ai_1 = {};
    uint bi_1 = {};
    uint t = {};
    dtid_1 = dtid;
    gi_1 = gi;
    temp[gi_1] = (dtid_1.x < Params.count) ? input[dtid_1.x] : 0u;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    offset = 1u;
    {
        d = uint(256 >> 1);
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                d = d >> 1u;
            }
            loop_init = false;
            if (!(d > 0u)) {
                break;
            }
            {
                if (gi_1 < d) {
                    {
                        ai = (offset * ((2u * gi_1) + 1u)) - 1u;
                        bi = (offset * ((2u * gi_1) + 2u)) - 1u;
                        temp[bi] = temp[bi] + temp[ai];
                    }
                }
                offset = offset * 2u;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if (gi_1 == 0u) {
        temp[256 - 1] = 0u;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        d2 = 1u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                d2 = d2 * 2u;
            }
            loop_init_1 = false;
            if (!(d2 < 256u)) {
                break;
            }
            {
                offset = offset >> 1u;
                if (gi_1 < d2) {
                    {
                        ai_1 = (offset * ((2u * gi_1) + 1u)) - 1u;
                        bi_1 = (offset * ((2u * gi_1) + 2u)) - 1u;
                        t = temp[ai_1];
                        temp[ai_1] = temp[bi_1];
                        temp[bi_1] = temp[bi_1] + t;
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if (dtid_1.x < Params.count) {
        output[dtid_1.x] = temp[gi_1];
    }
    return;
}
