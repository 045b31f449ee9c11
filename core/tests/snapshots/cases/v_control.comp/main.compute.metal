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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device uint* Out) {
    uint i = {};
    uint acc = {};
    uint s = {};
    uint k = {};
    uint n = {};
    uint steps = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    acc = 0u;
    uint _e7 = i;
    switch (_e7 % 4u) {
    case 0u: {
        uint _e10 = acc;
        acc = _e10 + 1u;
    }
    case 1u: {
        uint _e13 = acc;
        acc = _e13 + 10u;
        break;
    }
    case 2u: {
        uint _e16 = acc;
        acc = _e16 + 100u;
    }
    default: {
        uint _e19 = acc;
        acc = _e19 + 1000u;
        break;
    }
    }
    s = 0u;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e40 = k;
                k = _e40 + 1u;
            }
            loop_init = false;
            uint _e26 = k;
            if (!(_e26 < 10u)) {
                break;
            }
            {
                uint _e29 = k;
                uint _e30 = i;
                if (_e29 == _e30) {
                    continue;
                }
                uint _e33 = i;
                uint _e35 = k;
                if (_e35 > (_e33 + 3u)) {
                    break;
                }
                uint _e37 = s;
                uint _e38 = k;
                s = _e37 + _e38;
            }
        }
    }
    uint _e45 = i;
    n = _e45 + 1u;
    steps = 0u;
    while (true) {
        uint _e50 = n;
        uint _e53 = steps;
        if (!((_e50 != 1u) && (_e53 < 100u))) {
            break;
        }
        {
            uint _e58 = n;
            if ((_e58 & 1u) == 0u) {
                uint _e63 = n;
                n = _e63 / 2u;
            } else {
                uint _e66 = n;
                n = (3u * _e66) + 1u;
            }
            uint _e70 = steps;
            steps = _e70 + 1u;
        }
    }
    uint _e75 = i;
    uint _e80 = acc;
    Out[(_e75 * 3u) + 0u] = _e80;
    uint _e83 = i;
    uint _e88 = s;
    Out[(_e83 * 3u) + 1u] = _e88;
    uint _e91 = i;
    uint _e96 = steps;
    Out[(_e91 * 3u) + 2u] = _e96;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device uint* Out [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, Out);
    return;
}
