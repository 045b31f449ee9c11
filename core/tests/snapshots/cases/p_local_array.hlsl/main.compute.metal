#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    array<uint, 6> v = {};
    uint k = {};
    uint a = {};
    uint b = {};
    uint t = {};
    array<uint, 4> table = {};
    uint j = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e25 = k;
                k = _e25 + 1u;
            }
            loop_init = false;
            uint _e10 = k;
            if (!(_e10 < 6u)) {
                break;
            }
            uint _e14 = k;
            uint _e18 = i;
            uint _e21 = k;
            uint _e24 = In[(_e18 * 6u) + _e21];
            v[_e14] = _e24;
        }
    }
    {
        a = 0u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                uint _e80 = a;
                a = _e80 + 1u;
            }
            loop_init_1 = false;
            uint _e32 = a;
            if (!(_e32 < 6u)) {
                break;
            }
            {
                {
                    b = 0u;
                    bool loop_init_2 = true;
                    while (true) {
                        if (!loop_init_2) {
                            uint _e77 = b;
                            b = _e77 + 1u;
                        }
                        loop_init_2 = false;
                        uint _e40 = b;
                        uint _e44 = a;
                        if (!((_e40 + 1u) < (6u - _e44))) {
                            break;
                        }
                        {
                            uint _e49 = b;
                            uint _e52 = b;
                            uint _e56 = v[_e49];
                            uint _e57 = v[_e52 + 1u];
                            if (_e56 > _e57) {
                                {
                                    uint _e60 = b;
                                    uint _e62 = v[_e60];
                                    t = _e62;
                                    uint _e63 = b;
                                    uint _e66 = b;
                                    uint _e70 = v[_e66 + 1u];
                                    v[_e63] = _e70;
                                    uint _e72 = b;
                                    uint _e76 = t;
                                    v[_e72 + 1u] = _e76;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    table = array<uint, 4> {7u, 11u, 13u, 17u};
    {
        j = 0u;
        bool loop_init_3 = true;
        while (true) {
            if (!loop_init_3) {
                uint _e112 = j;
                j = _e112 + 1u;
            }
            loop_init_3 = false;
            uint _e97 = j;
            if (!(_e97 < 6u)) {
                break;
            }
            uint _e103 = i;
            uint _e106 = j;
            uint _e109 = j;
            uint _e111 = v[_e109];
            Out[(_e103 * 7u) + _e106] = _e111;
        }
    }
    uint _e117 = i;
    uint _e127 = v[5];
    uint _e133 = table[_e127 % 4u];
    uint _e134 = v[0];
    Out[(_e117 * 7u) + 6u] = _e133 * _e134;
    return;
}
