#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device int* In, device int* Out) {
    uint i = {};
    int v = {};
    int total = {};
    int k = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    int _e8 = In[_e6];
    v = _e8;
    total = 0;
    {
        k = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e33 = k;
                k = _e33 + 1;
            }
            loop_init = false;
            int _e14 = k;
            if (!(_e14 < 4)) {
                break;
            }
            {
                int _e17 = k;
                switch (_e17) {
                case 0: {
                    int _e18 = v;
                    int _e19 = classify(_e18);
                    int _e20 = total;
                    total = _e20 + _e19;
                    break;
                }
                case 2: {
                    int _e22 = v;
                    int _e23 = k;
                    int _e25 = classify(_e22 + _e23);
                    int _e28 = total;
                    total = _e28 + (_e25 * 3);
                    break;
                }
                default: {
                    int _e31 = total;
                    total = _e31 - 1;
                    break;
                }
                }
            }
        }
    }
    uint _e38 = i;
    int _e43 = v;
    int _e44 = classify(_e43);
    Out[(_e38 * 2u) + 0u] = _e44;
    uint _e47 = i;
    int _e52 = total;
    Out[(_e47 * 2u) + 1u] = _e52;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device int* In [[buffer(0)]],
    device int* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
