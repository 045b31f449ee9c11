#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    int count;
    float scale;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, count) == 0, "type_Params::count: offset");
static_assert(__builtin_offsetof(type_Params, scale) == 4, "type_Params::scale: offset");
#endif

int next(int i, constant type_Params& Params) {
    return Params.count - i;
}

int twice(int v) {
    return v * 2;
}

float scaled(float x, constant type_Params& Params) {
    return x * Params.scale;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Params& Params [[buffer(0)]],
    device int* results [[buffer(1)]]
) {
    uint3 id_1 = {};
    int i = {};
    int sum = {};
    int n = {};
    uint m = {};
    int k = {};
    id_1 = id;
    i = 0;
    sum = 0;
    while (true) {
        if (!true) {
            break;
        }
        {
            int _e10 = next(i, Params);
            n = _e10;
            if (!bool(n)) {
                break;
            }
            {
                sum = sum + n;
                i = i + 1;
            }
        }
    }
    results[0u] = sum;
    {
        m = id_1.x & 1u;
        if (bool(m)) {
            {
                int _e38 = twice(int(m));
                results[1u] = _e38;
            }
        } else {
            {
                results[1u] = -1;
            }
        }
    }
    {
        k = i % 3;
        switch (k) {
        case 0: {
            results[2u] = 10;
            break;
        }
        case 1: {
            int _e60 = twice(k);
            results[2u] = k + _e60;
            break;
        }
        default: {
            float _e69 = scaled(float(k), Params);
            results[2u] = int(_e69);
            break;
        }
        }
    }
    return;
}
