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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device int* In, device int* Out) {
    uint i = {};
    int v = {};
    int total = {};
    int k = {};
    i = gl_GlobalInvocationID.x;
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
                    int _e19 = classify(v);
                    total = total + _e19;
                    break;
                }
                case 2: {
                    int _e25 = classify(v + k);
                    total = total + (_e25 * 3);
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
    uint _e38 = i;
    int _e44 = classify(v);
    Out[(_e38 * 2u) + 0u] = _e44;
    Out[(i * 2u) + 1u] = total;
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
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
