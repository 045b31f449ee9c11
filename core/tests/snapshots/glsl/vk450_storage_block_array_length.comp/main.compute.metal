#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct List {
    uint count;
    float items[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(List, count) == 0, "List::count: offset");
static_assert(__builtin_offsetof(List, items) == 4, "List::items: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, array<const device List*, 3> lists, device uint* lengths, constant uint* ferrometal_buffer_sizes) {
    uint i = {};
    i = gl_GlobalInvocationID.x % 3u;
    lengths[i] = uint(int(((ferrometal_buffer_sizes[0u + i] - 4u) / 4u)));
    lengths[3u] = uint(int(((ferrometal_buffer_sizes[2] - 4u) / 4u))) + (*lists[0]).count;
    lengths[4u] = uint(int((ferrometal_buffer_sizes[3] / 4u)));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device List* lists_0 [[buffer(0)]],
    const device List* lists_1 [[buffer(1)]],
    const device List* lists_2 [[buffer(2)]],
    device uint* lengths [[buffer(3)]],
    constant uint* ferrometal_buffer_sizes [[buffer(4)]]
) {
    array<const device List*, 3> lists = {lists_0, lists_1, lists_2};
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, lists, lengths, ferrometal_buffer_sizes);
    return;
}
