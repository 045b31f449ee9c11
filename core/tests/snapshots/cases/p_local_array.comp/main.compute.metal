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
    i = gl_GlobalInvocationID.x;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < 6u)) {
                break;
            }
            v[k] = In[(i * 6u) + k];
        }
    }
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
                        if (!((b + 1u) < (6u - a))) {
                            break;
                        }
                        {
                            if (v[b] > v[b + 1u]) {
                                {
                                    t = v[b];
                                    v[b] = v[b + 1u];
                                    v[b + 1u] = t;
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
                k_1 = k_1 + 1u;
            }
            loop_init_3 = false;
            if (!(k_1 < 6u)) {
                break;
            }
            Out[(i * 7u) + k_1] = v[k_1];
        }
    }
    Out[(i * 7u) + 6u] = table[v[5] % 4u] * v[0];
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
