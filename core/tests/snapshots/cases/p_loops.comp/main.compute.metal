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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device uint* In, device uint* Out) {
    uint i = {};
    uint n = {};
    uint acc = {};
    uint a = {};
    uint b = {};
    uint m = {};
    uint d = {};
    i = gl_GlobalInvocationID.x;
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
            uint _e55 = m;
            if (!(_e55 > 0u)) {
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

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
