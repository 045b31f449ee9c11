#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

int classify(int v) {
    int r = {};
    r = 0;
    switch (v) {
    case -1: {
        r = r + 1;
    }
    case 0: {
        r = r + 2;
        break;
    }
    default: {
        r = r + 100;
    }
    case 5: {
        r = r + 5;
    }
    case 6: {
        r = r + 6;
        break;
    }
    case 9: {
        return -9;
    }
    }
    return r;
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
    i = id_1.x;
    v = In[i];
    total = 0;
    {
        k = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1;
            }
            loop_init = false;
            if (!(k < 4)) {
                break;
            }
            {
                switch (k) {
                case 0: {
                    int _e20 = classify(v);
                    total = total + _e20;
                    break;
                }
                case 2: {
                    int _e26 = classify(v + k);
                    total = total + (_e26 * 3);
                    break;
                }
                default: {
                    total = total - 1;
                    break;
                }
                }
            }
        }
    }
    uint _e39 = i;
    int _e47 = classify(v);
    Out[(_e39 * 2u) + 0u] = _e47;
    Out[(i * 2u) + 1u] = total;
    return;
}
