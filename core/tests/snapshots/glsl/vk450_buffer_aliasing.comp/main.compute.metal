#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Scale {
    float4 scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Scale) == 16, "Scale: size");
static_assert(__builtin_offsetof(Scale, scale) == 0, "Scale::scale: offset");
#endif

struct ScaleBits {
    uint4 bits;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ScaleBits) == 16, "ScaleBits: size");
static_assert(__builtin_offsetof(ScaleBits, bits) == 0, "ScaleBits::bits: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

uint flip_sign(uint i, device uint* as_words, const device uint2* as_pairs) {
    as_words[i] = as_words[i] ^ 2147483648u;
    return as_pairs[i / 2u].x;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, device float* as_floats, device uint* as_words, const device uint2* as_pairs, constant Scale& scale_f_0, constant Scale& scale_f_1, constant ScaleBits& scale_u_1, device uint* result) {
    uint i = {};
    Scale _buffer = {};
    i = gl_GlobalInvocationID.x;
    uint _e5 = i;
    switch (i & 1u) {
    case 1u: {
        _buffer = scale_f_1;
        break;
    }
    default: {
        _buffer = scale_f_0;
        break;
    }
    }
    as_floats[_e5] = as_floats[_e5] * _buffer.scale.x;
    uint _e21 = i;
    uint _e24 = flip_sign(i, as_words, as_pairs);
    result[_e21] = _e24 + scale_u_1.bits.y;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device void* alias_set0_binding0 [[buffer(0)]],
    constant Scale& scale_f_0 [[buffer(1)]],
    constant void* alias_set0_binding1_1 [[buffer(2)]],
    device uint* result [[buffer(3)]]
) {
    device float* as_floats = (device float*)alias_set0_binding0;
    device uint* as_words = (device uint*)alias_set0_binding0;
    const device uint2* as_pairs = (const device uint2*)alias_set0_binding0;
    constant Scale& scale_f_1 = *(constant Scale*)alias_set0_binding1_1;
    constant ScaleBits& scale_u_1 = *(constant ScaleBits*)alias_set0_binding1_1;
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, as_floats, as_words, as_pairs, scale_f_0, scale_f_1, scale_u_1, result);
    return;
}
