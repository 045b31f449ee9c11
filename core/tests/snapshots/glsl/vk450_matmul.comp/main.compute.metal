#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Sizes {
    uint M;
    uint N;
    uint K;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Sizes) == 12, "type_Sizes: size");
static_assert(__builtin_offsetof(type_Sizes, M) == 0, "type_Sizes::M: offset");
static_assert(__builtin_offsetof(type_Sizes, N) == 4, "type_Sizes::N: offset");
static_assert(__builtin_offsetof(type_Sizes, K) == 8, "type_Sizes::K: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 16, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, constant type_Sizes& Sizes, const device float* a, const device float* b, device float* c, threadgroup array<array<float, 8>, 8>& tileA, threadgroup array<array<float, 8>, 8>& tileB) {
    uint row = {};
    uint col = {};
    uint lr = {};
    uint lc = {};
    float acc = {};
    uint t = {};
    uint k = {};
    row = gl_GlobalInvocationID.y;
    col = gl_GlobalInvocationID.x;
    lr = gl_LocalInvocationID.y;
    lc = gl_LocalInvocationID.x;
    acc = 0.0f;
    {
        t = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                t = t + 8u;
            }
            loop_init = false;
            if (!(t < Sizes.K)) {
                break;
            }
            {
                tileA[lr][lc] = ((row < Sizes.M) && ((t + lc) < Sizes.K)) ? a[((row * Sizes.K) + t) + lc] : 0.0f;
                tileB[lr][lc] = ((col < Sizes.N) && ((t + lr) < Sizes.K)) ? b[((t + lr) * Sizes.N) + col] : 0.0f;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                {
                    k = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            k = k + 1u;
                        }
                        loop_init_1 = false;
                        if (!(k < 8u)) {
                            break;
                        }
                        {
                            acc = acc + (tileA[lr][k] * tileB[k][lc]);
                        }
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if ((row < Sizes.M) && (col < Sizes.N)) {
        {
            c[(row * Sizes.N) + col] = acc;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    constant type_Sizes& Sizes [[buffer(0)]],
    const device float* a [[buffer(1)]],
    const device float* b [[buffer(2)]],
    device float* c [[buffer(3)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    threadgroup array<array<float, 8>, 8> tileA;
    threadgroup array<array<float, 8>, 8> tileB;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, Sizes, a, b, c, tileA, tileB);
    return;
}
