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
    uint k = {};
    uint pairs = {};
    uint a = {};
    uint b = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    acc = 0u;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e26 = k;
                k = _e26 + 1u;
            }
            loop_init = false;
            uint _e9 = k;
            if (!(_e9 < 8u)) {
                break;
            }
            {
                uint _e12 = k;
                uint _e13 = i;
                switch ((_e12 + _e13) % 3u) {
                case 0u: {
                    continue;
                }
                case 1u: {
                    uint _e18 = acc;
                    acc = _e18 + 100u;
                    break;
                }
                default: {
                    uint _e21 = acc;
                    acc = _e21 + 1u;
                    break;
                }
                }
                uint _e24 = acc;
                acc = _e24 + 10u;
            }
        }
    }
    pairs = 0u;
    {
        a = 0u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                uint _e61 = a;
                a = _e61 + 1u;
            }
            loop_init_1 = false;
            uint _e34 = a;
            if (!(_e34 < 6u)) {
                break;
            }
            {
                {
                    b = 0u;
                    bool loop_init_2 = true;
                    while (true) {
                        if (!loop_init_2) {
                            uint _e58 = b;
                            b = _e58 + 1u;
                        }
                        loop_init_2 = false;
                        uint _e40 = b;
                        if (!(_e40 < 6u)) {
                            break;
                        }
                        {
                            uint _e43 = b;
                            uint _e44 = a;
                            if (_e43 > _e44) {
                                break;
                            }
                            uint _e46 = a;
                            uint _e47 = b;
                            uint _e49 = i;
                            if ((((_e46 + _e47) + _e49) % 2u) == 0u) {
                                continue;
                            }
                            uint _e56 = pairs;
                            pairs = _e56 + 1u;
                        }
                    }
                }
            }
        }
    }
    uint _e66 = i;
    uint _e71 = acc;
    Out[(_e66 * 2u) + 0u] = _e71;
    uint _e74 = i;
    uint _e79 = pairs;
    Out[(_e74 * 2u) + 1u] = _e79;
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
