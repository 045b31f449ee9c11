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
    uint _e5 = gi_1;
    uint _e10 = dtid_1.x;
    uint _e11 = Params.count;
    uint _e15 = dtid_1.x;
    uint _e18 = input[_e15];
    temp[_e5] = (_e10 < _e11) ? _e18 : 0u;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    offset = 1u;
    {
        d = uint(256 >> 1u);
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e78 = d;
                d = _e78 >> 1u;
            }
            loop_init = false;
            uint _e31 = d;
            if (!(_e31 > 0u)) {
                break;
            }
            {
                uint _e35 = gi_1;
                uint _e36 = d;
                if (_e35 < _e36) {
                    {
                        uint _e40 = gi_1;
                        uint _e46 = offset;
                        ai = (_e46 * ((2u * _e40) + 1u)) - 1u;
                        uint _e53 = gi_1;
                        uint _e59 = offset;
                        bi = (_e59 * ((2u * _e53) + 2u)) - 1u;
                        uint _e65 = bi;
                        uint _e68 = ai;
                        uint _e70 = temp[_e65];
                        uint _e71 = temp[_e68];
                        temp[_e65] = _e70 + _e71;
                    }
                }
                uint _e74 = offset;
                offset = _e74 * 2u;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e82 = gi_1;
    if (_e82 == 0u) {
        temp[256 - 1] = 0u;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        d2 = 1u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                uint _e152 = d2;
                d2 = _e152 * 2u;
            }
            loop_init_1 = false;
            uint _e96 = d2;
            if (!(_e96 < 256u)) {
                break;
            }
            {
                uint _e101 = offset;
                offset = _e101 >> 1u;
                uint _e104 = gi_1;
                uint _e105 = d2;
                if (_e104 < _e105) {
                    {
                        uint _e109 = gi_1;
                        uint _e115 = offset;
                        ai_1 = (_e115 * ((2u * _e109) + 1u)) - 1u;
                        uint _e122 = gi_1;
                        uint _e128 = offset;
                        bi_1 = (_e128 * ((2u * _e122) + 2u)) - 1u;
                        uint _e135 = ai_1;
                        uint _e137 = temp[_e135];
                        t = _e137;
                        uint _e139 = ai_1;
                        uint _e142 = bi_1;
                        uint _e144 = temp[_e142];
                        temp[_e139] = _e144;
                        uint _e146 = bi_1;
                        uint _e148 = temp[_e146];
                        uint _e149 = t;
                        temp[_e146] = _e148 + _e149;
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e158 = dtid_1.x;
    uint _e159 = Params.count;
    if (_e158 < _e159) {
        uint _e163 = dtid_1.x;
        uint _e166 = gi_1;
        uint _e168 = temp[_e166];
        output[_e163] = _e168;
    }
    return;
}
