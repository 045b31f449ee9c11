#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device uint* Out [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    uint acc = {};
    uint k = {};
    uint pairs = {};
    uint a = {};
    uint b = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    acc = 0u;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e34 = k;
                k = _e34 + 1u;
            }
            loop_init = false;
            uint _e12 = k;
            if (!(_e12 < 8u)) {
                break;
            }
            {
                uint _e16 = k;
                uint _e17 = i;
                switch ((_e16 + _e17) % 3u) {
                case 0u: {
                    continue;
                }
                case 1u: {
                    uint _e23 = acc;
                    acc = _e23 + 100u;
                    break;
                }
                default: {
                    uint _e27 = acc;
                    acc = _e27 + 1u;
                    break;
                }
                }
                uint _e31 = acc;
                acc = _e31 + 10u;
            }
        }
    }
    pairs = 0u;
    {
        a = 0u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                uint _e77 = a;
                a = _e77 + 1u;
            }
            loop_init_1 = false;
            uint _e44 = a;
            if (!(_e44 < 6u)) {
                break;
            }
            {
                {
                    b = 0u;
                    bool loop_init_2 = true;
                    while (true) {
                        if (!loop_init_2) {
                            uint _e74 = b;
                            b = _e74 + 1u;
                        }
                        loop_init_2 = false;
                        uint _e52 = b;
                        if (!(_e52 < 6u)) {
                            break;
                        }
                        {
                            uint _e56 = b;
                            uint _e57 = a;
                            if (_e56 > _e57) {
                                break;
                            }
                            uint _e59 = a;
                            uint _e60 = b;
                            uint _e62 = i;
                            if ((((_e59 + _e60) + _e62) % 2u) == 0u) {
                                continue;
                            }
                            uint _e71 = pairs;
                            pairs = _e71 + 1u;
                        }
                    }
                }
            }
        }
    }
    uint _e82 = i;
    uint _e89 = acc;
    Out[(_e82 * 2u) + 0u] = _e89;
    uint _e92 = i;
    uint _e99 = pairs;
    Out[(_e92 * 2u) + 1u] = _e99;
    return;
}
