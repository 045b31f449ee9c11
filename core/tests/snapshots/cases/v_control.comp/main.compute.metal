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
    i = gl_GlobalInvocationID.x;
    acc = 0u;
    switch (i % 4u) {
    case 0u: {
        acc = acc + 1u;
    }
    case 1u: {
        acc = acc + 10u;
        break;
    }
    case 2u: {
        acc = acc + 100u;
    }
    default: {
        acc = acc + 1000u;
        break;
    }
    }
    s = 0u;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < 10u)) {
                break;
            }
            {
                if (k == i) {
                    continue;
                }
                if (k > (i + 3u)) {
                    break;
                }
                s = s + k;
            }
        }
    }
    n = i + 1u;
    steps = 0u;
    while (true) {
        if (!((n != 1u) && (steps < 100u))) {
            break;
        }
        {
            if ((n & 1u) == 0u) {
                n = n / 2u;
            } else {
                n = (3u * n) + 1u;
            }
            steps = steps + 1u;
        }
    }
    Out[(i * 3u) + 0u] = acc;
    Out[(i * 3u) + 1u] = s;
    Out[(i * 3u) + 2u] = steps;
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
