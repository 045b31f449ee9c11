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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device atomic_uint* Counter, device uint* List) {
    uint i = {};
    uint slot = {};
    i = gl_GlobalInvocationID.x;
    if ((i % 3u) == 1u) {
        return;
    }
    uint _e15 = atomic_fetch_add_explicit(&Counter[0u], 1u, memory_order_relaxed);
    slot = _e15;
    List[slot] = (i * 100u) + 7u;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device atomic_uint* Counter [[buffer(0)]],
    device uint* List [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Counter, List);
    return;
}
