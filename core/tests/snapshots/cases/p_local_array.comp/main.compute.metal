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
    array<uint, 6> v = {};
    uint k = {};
    uint a = {};
    uint b = {};
    uint t = {};
    array<uint, 4> table = {};
    uint k_1 = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e21 = k;
                k = _e21 + 1u;
            }
            loop_init = false;
            uint _e8 = k;
            if (!(_e8 < 6u)) {
                break;
            }
            uint _e11 = k;
            uint _e15 = i;
            uint _e17 = k;
            uint _e20 = In[(_e15 * 6u) + _e17];
            v[_e11] = _e20;
        }
    }
    {
        a = 0u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                uint _e68 = a;
                a = _e68 + 1u;
            }
            loop_init_1 = false;
            uint _e27 = a;
            if (!(_e27 < 6u)) {
                break;
            }
            {
                {
                    b = 0u;
                    bool loop_init_2 = true;
                    while (true) {
                        if (!loop_init_2) {
                            uint _e65 = b;
                            b = _e65 + 1u;
                        }
                        loop_init_2 = false;
                        uint _e33 = b;
                        uint _e36 = a;
                        if (!((_e33 + 1u) < (6u - _e36))) {
                            break;
                        }
                        {
                            uint _e40 = b;
                            uint _e43 = b;
                            uint _e46 = v[_e40];
                            uint _e47 = v[_e43 + 1u];
                            if (_e46 > _e47) {
                                {
                                    uint _e50 = b;
                                    uint _e52 = v[_e50];
                                    t = _e52;
                                    uint _e53 = b;
                                    uint _e56 = b;
                                    uint _e59 = v[_e56 + 1u];
                                    v[_e53] = _e59;
                                    uint _e61 = b;
                                    uint _e64 = t;
                                    v[_e61 + 1u] = _e64;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    table = array<uint, 4> {7u, 11u, 13u, 17u};
    {
        k_1 = 0u;
        bool loop_init_3 = true;
        while (true) {
            if (!loop_init_3) {
                uint _e93 = k_1;
                k_1 = _e93 + 1u;
            }
            loop_init_3 = false;
            uint _e80 = k_1;
            if (!(_e80 < 6u)) {
                break;
            }
            uint _e85 = i;
            uint _e87 = k_1;
            uint _e90 = k_1;
            uint _e92 = v[_e90];
            Out[(_e85 * 7u) + _e87] = _e92;
        }
    }
    uint _e98 = i;
    uint _e106 = v[5];
    uint _e111 = table[_e106 % 4u];
    uint _e112 = v[0];
    Out[(_e98 * 7u) + 6u] = _e111 * _e112;
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
