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
    uint _e3 = gl_GlobalInvocationID.y;
    row = _e3;
    uint _e7 = gl_GlobalInvocationID.x;
    col = _e7;
    uint _e11 = gl_LocalInvocationID.y;
    lr = _e11;
    uint _e15 = gl_LocalInvocationID.x;
    lc = _e15;
    acc = 0.0f;
    {
        t = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e115 = t;
                t = _e115 + 8u;
            }
            loop_init = false;
            uint _e22 = t;
            uint _e23 = Sizes.K;
            if (!(_e22 < _e23)) {
                break;
            }
            {
                uint _e27 = lr;
                uint _e29 = lc;
                uint _e33 = row;
                uint _e34 = Sizes.M;
                uint _e36 = t;
                uint _e37 = lc;
                uint _e41 = Sizes.K;
                uint _e47 = row;
                uint _e48 = Sizes.K;
                uint _e50 = t;
                uint _e52 = lc;
                float _e56 = a[((_e47 * _e48) + _e50) + _e52];
                tileA[_e27][_e29] = ((_e33 < _e34) && ((_e36 + _e37) < _e41)) ? _e56 : 0.0f;
                uint _e59 = lr;
                uint _e61 = lc;
                uint _e65 = col;
                uint _e66 = Sizes.N;
                uint _e68 = t;
                uint _e69 = lr;
                uint _e73 = Sizes.K;
                uint _e77 = t;
                uint _e78 = lr;
                uint _e82 = Sizes.N;
                uint _e84 = col;
                float _e88 = b[((_e77 + _e78) * _e82) + _e84];
                tileB[_e59][_e61] = ((_e65 < _e66) && ((_e68 + _e69) < _e73)) ? _e88 : 0.0f;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                {
                    k = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            uint _e111 = k;
                            k = _e111 + 1u;
                        }
                        loop_init_1 = false;
                        uint _e93 = k;
                        if (!(_e93 < 8u)) {
                            break;
                        }
                        {
                            uint _e97 = lr;
                            uint _e99 = k;
                            uint _e102 = k;
                            uint _e104 = lc;
                            float _e106 = tileA[_e97][_e99];
                            float _e107 = tileB[_e102][_e104];
                            float _e109 = acc;
                            acc = _e109 + (_e106 * _e107);
                        }
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e119 = row;
    uint _e120 = Sizes.M;
    uint _e124 = col;
    uint _e125 = Sizes.N;
    if ((_e119 < _e120) && (_e124 < _e125)) {
        {
            uint _e131 = row;
            uint _e132 = Sizes.N;
            uint _e134 = col;
            float _e137 = acc;
            c[(_e131 * _e132) + _e134] = _e137;
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
    uint3 _e6 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e6;
    uint3 _e9 = input.gl_LocalInvocationID_;
    gl_LocalInvocationID = _e9;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, Sizes, a, b, c, tileA, tileB);
    return;
}
