#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

int classify(int v) {
    int r = {};
    r = 0;
    switch (v) {
    case -1: {
        int _e4 = r;
        r = _e4 + 1;
    }
    case 0: {
        int _e7 = r;
        r = _e7 + 2;
        break;
    }
    default: {
        int _e10 = r;
        r = _e10 + 100;
    }
    case 5: {
        int _e13 = r;
        r = _e13 + 5;
    }
    case 6: {
        int _e16 = r;
        r = _e16 + 6;
        break;
    }
    case 9: {
        return -9;
    }
    }
    int _e20 = r;
    return _e20;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int* In [[buffer(0)]],
    device int* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    int v = {};
    int total = {};
    int k = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    int _e9 = In[_e7];
    v = _e9;
    total = 0;
    {
        k = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e34 = k;
                k = _e34 + 1;
            }
            loop_init = false;
            int _e15 = k;
            if (!(_e15 < 4)) {
                break;
            }
            {
                int _e18 = k;
                switch (_e18) {
                case 0: {
                    int _e19 = v;
                    int _e20 = classify(_e19);
                    int _e21 = total;
                    total = _e21 + _e20;
                    break;
                }
                case 2: {
                    int _e23 = v;
                    int _e24 = k;
                    int _e26 = classify(_e23 + _e24);
                    int _e29 = total;
                    total = _e29 + (_e26 * 3);
                    break;
                }
                default: {
                    int _e32 = total;
                    total = _e32 - 1;
                    break;
                }
                }
            }
        }
    }
    uint _e39 = i;
    int _e46 = v;
    int _e47 = classify(_e46);
    Out[(_e39 * 2u) + 0u] = _e47;
    uint _e50 = i;
    int _e57 = total;
    Out[(_e50 * 2u) + 1u] = _e57;
    return;
}
