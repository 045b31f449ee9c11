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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* In, device float* Out) {
    uint i = {};
    float x = {};
    float y = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float _e8 = In[_e6];
    x = _e8;
    uint _e12 = i;
    float _e17 = In[(_e12 + 3u) % 8u];
    y = _e17;
    uint _e20 = i;
    float _e25 = x;
    float _e26 = y;
    Out[(_e20 * 8u) + 0u] = min(_e25, _e26);
    uint _e30 = i;
    float _e35 = x;
    float _e36 = y;
    Out[(_e30 * 8u) + 1u] = max(_e35, _e36);
    uint _e40 = i;
    float _e45 = x;
    Out[(_e40 * 8u) + 2u] = abs(_e45);
    uint _e49 = i;
    float _e54 = x;
    Out[(_e49 * 8u) + 3u] = floor(_e54);
    uint _e58 = i;
    float _e63 = x;
    Out[(_e58 * 8u) + 4u] = ceil(_e63);
    uint _e67 = i;
    float _e72 = x;
    Out[(_e67 * 8u) + 5u] = fract(_e72);
    uint _e76 = i;
    float _e81 = x;
    Out[(_e76 * 8u) + 6u] = sqrt(abs(_e81));
    uint _e86 = i;
    float _e94 = x;
    float _e96 = y;
    Out[(_e86 * 8u) + 7u] = clamp(_e94, -1.5f, 2.25f) * float(int(sign(_e96)));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
