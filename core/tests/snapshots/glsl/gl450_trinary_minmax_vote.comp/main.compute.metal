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

float _glsl_min3(float a, float b, float c) {
    float a_1 = {};
    float b_1 = {};
    float c_1 = {};
    a_1 = a;
    b_1 = b;
    c_1 = c;
    return min(min(a_1, b_1), c_1);
}

float _glsl_max3(float a, float b, float c) {
    float a_1 = {};
    float b_1 = {};
    float c_1 = {};
    a_1 = a;
    b_1 = b;
    c_1 = c;
    return max(max(a_1, b_1), c_1);
}

float _glsl_mid3(float a, float b, float c) {
    float a_1 = {};
    float b_1 = {};
    float c_1 = {};
    a_1 = a;
    b_1 = b;
    c_1 = c;
    return max(min(a_1, b_1), min(max(a_1, b_1), c_1));
}

int _glsl_mid3_1(int a, int b, int c) {
    int a_1 = {};
    int b_1 = {};
    int c_1 = {};
    a_1 = a;
    b_1 = b;
    c_1 = c;
    return max(min(a_1, b_1), min(max(a_1, b_1), c_1));
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, device float4* v, device int4* flags) {
    uint i = {};
    float4 x = {};
    float lo = {};
    float hi = {};
    float mid = {};
    int imid = {};
    bool positive = {};
    i = gl_GlobalInvocationID.x;
    x = v[i];
    float _e16 = _glsl_min3(x.x, x.y, x.z);
    lo = _e16;
    float _e24 = _glsl_max3(x.x, x.y, x.z);
    hi = _e24;
    float _e32 = _glsl_mid3(x.x, x.y, x.z);
    mid = _e32;
    int _e39 = _glsl_mid3_1(int(i), 7, -3);
    imid = _e39;
    positive = lo > 0.0f;
    v[i] = float4(lo, mid, hi, float(imid));
    uint _e54 = i;
    bool _e57 = simd_all(positive);
    bool _e59 = simd_any(positive);
    uint _e61 = uint(positive);
    uint _e62 = simd_broadcast_first(_e61);
    bool _e64 = simd_all(_e61 == _e62);
    flags[_e54] = int4(int(_e57), int(_e59), int(_e64), 0);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device float4* v [[buffer(0)]],
    device int4* flags [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, v, flags);
    return;
}
