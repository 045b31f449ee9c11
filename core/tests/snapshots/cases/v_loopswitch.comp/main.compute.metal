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
    i = gl_GlobalInvocationID.x;
    acc = 0u;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < 8u)) {
                break;
            }
            {
                switch ((k + i) % 3u) {
                case 0u: {
                    continue;
                }
                case 1u: {
                    acc = acc + 100u;
                    break;
                }
                default: {
                    acc = acc + 1u;
                    break;
                }
                }
                acc = acc + 10u;
            }
        }
    }
    pairs = 0u;
    {
        a = 0u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                a = a + 1u;
            }
            loop_init_1 = false;
            if (!(a < 6u)) {
                break;
            }
            {
                {
                    b = 0u;
                    bool loop_init_2 = true;
                    while (true) {
                        if (!loop_init_2) {
                            b = b + 1u;
                        }
                        loop_init_2 = false;
                        if (!(b < 6u)) {
                            break;
                        }
                        {
                            if (b > a) {
                                break;
                            }
                            if ((((a + b) + i) % 2u) == 0u) {
                                continue;
                            }
                            pairs = pairs + 1u;
                        }
                    }
                }
            }
        }
    }
    Out[(i * 2u) + 0u] = acc;
    Out[(i * 2u) + 1u] = pairs;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device uint* Out [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Out);
    return;
}
