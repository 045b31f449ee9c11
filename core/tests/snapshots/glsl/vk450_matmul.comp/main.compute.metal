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
            uint _e23 = Sizes.K;
            if (!(t < _e23)) {
                break;
            }
            {
                uint _e34 = Sizes.M;
                uint _e41 = Sizes.K;
                uint _e48 = Sizes.K;
                float _e56 = a[((row * _e48) + t) + lc];
                tileA[lr][lc] = ((row < _e34) && ((t + lc) < _e41)) ? _e56 : 0.0f;
                uint _e66 = Sizes.N;
                uint _e73 = Sizes.K;
                uint _e82 = Sizes.N;
                float _e88 = b[((t + lr) * _e82) + col];
                tileB[lr][lc] = ((col < _e66) && ((t + lr) < _e73)) ? _e88 : 0.0f;
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
                            float _e106 = tileA[lr][k];
                            float _e107 = tileB[k][lc];
                            acc = acc + (_e106 * _e107);
                        }
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e120 = Sizes.M;
    uint _e125 = Sizes.N;
    if ((row < _e120) && (col < _e125)) {
        {
            uint _e132 = Sizes.N;
            c[(row * _e132) + col] = acc;
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
