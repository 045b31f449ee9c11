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
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    uint _e8 = In[_e6];
    n = _e8;
    acc = 0u;
    {
        a = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e41 = a;
                a = _e41 + 1u;
            }
            loop_init = false;
            uint _e14 = a;
            if (!(_e14 < 6u)) {
                break;
            }
            {
                uint _e18 = a;
                if (_e18 == 2u) {
                    continue;
                }
                {
                    b = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            uint _e38 = b;
                            b = _e38 + 1u;
                        }
                        loop_init_1 = false;
                        uint _e22 = b;
                        uint _e23 = n;
                        if (!(_e22 < _e23)) {
                            break;
                        }
                        {
                            uint _e26 = a;
                            uint _e27 = b;
                            if ((_e26 * _e27) > 12u) {
                                break;
                            }
                            uint _e32 = a;
                            uint _e34 = b;
                            uint _e36 = acc;
                            acc = _e36 + ((_e32 * 10u) + _e34);
                        }
                    }
                }
            }
        }
    }
    uint _e45 = n;
    m = _e45;
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
            uint _e49 = m;
            m = _e49 / 2u;
            uint _e51 = d;
            d = _e51 + 1u;
        }
    }
    uint _e60 = i;
    uint _e65 = acc;
    Out[(_e60 * 2u) + 0u] = _e65;
    uint _e68 = i;
    uint _e73 = d;
    Out[(_e68 * 2u) + 1u] = _e73;
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
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
