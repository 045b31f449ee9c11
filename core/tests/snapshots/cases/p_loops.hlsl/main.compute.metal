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
    uint n = {};
    uint acc = {};
    uint a = {};
    uint b = {};
    uint m = {};
    uint d = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    uint _e9 = In[_e7];
    n = _e9;
    acc = 0u;
    {
        a = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e49 = a;
                a = _e49 + 1u;
            }
            loop_init = false;
            uint _e17 = a;
            if (!(_e17 < 6u)) {
                break;
            }
            {
                uint _e22 = a;
                if (_e22 == 2u) {
                    continue;
                }
                {
                    b = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            uint _e46 = b;
                            b = _e46 + 1u;
                        }
                        loop_init_1 = false;
                        uint _e28 = b;
                        uint _e29 = n;
                        if (!(_e28 < _e29)) {
                            break;
                        }
                        {
                            uint _e32 = a;
                            uint _e33 = b;
                            if ((_e32 * _e33) > 12u) {
                                break;
                            }
                            uint _e39 = a;
                            uint _e42 = b;
                            uint _e44 = acc;
                            acc = _e44 + ((_e39 * 10u) + _e42);
                        }
                    }
                }
            }
        }
    }
    uint _e53 = n;
    m = _e53;
    d = 0u;
    bool loop_init_2 = true;
    while (true) {
        if (!loop_init_2) {
            uint _e65 = m;
            if (!(_e65 > 0u)) {
                break;
            }
        }
        loop_init_2 = false;
        {
            uint _e58 = m;
            m = _e58 / 2u;
            uint _e61 = d;
            d = _e61 + 1u;
        }
    }
    uint _e71 = i;
    uint _e78 = acc;
    Out[(_e71 * 2u) + 0u] = _e78;
    uint _e81 = i;
    uint _e88 = d;
    Out[(_e81 * 2u) + 1u] = _e88;
    return;
}
