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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device uint4* ids, device float4* f) {
    uint i = {};
    uint4 id = {};
    bool2 b = {};
    i = gl_GlobalInvocationID.x;
    id = ids[i];
    ids[i] = select(id, uint4(4294967295u), id > uint4(16777217u));
    f[i] = select(f[i], float4(-1.0f), isnan(f[i]));
    b = select(bool2(false), bool2(true), bool2(id.x > 2u, id.y > 2u));
    f[i].x = f[i].x + (float(b.x) + float(b.y));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device uint4* ids [[buffer(0)]],
    device float4* f [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, ids, f);
    return;
}
