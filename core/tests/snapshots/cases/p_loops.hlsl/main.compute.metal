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
    i = id_1.x;
    n = In[i];
    acc = 0u;
    {
        a = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                a = a + 1u;
            }
            loop_init = false;
            if (!(a < 6u)) {
                break;
            }
            {
                if (a == 2u) {
                    continue;
                }
                {
                    b = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            b = b + 1u;
                        }
                        loop_init_1 = false;
                        if (!(b < n)) {
                            break;
                        }
                        {
                            if ((a * b) > 12u) {
                                break;
                            }
                            acc = acc + ((a * 10u) + b);
                        }
                    }
                }
            }
        }
    }
    m = n;
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
            m = m / 2u;
            d = d + 1u;
        }
    }
    Out[(i * 2u) + 0u] = acc;
    Out[(i * 2u) + 1u] = d;
    return;
}
