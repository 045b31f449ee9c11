#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Bounds {
    float4 centerRadius;
    float4 coneAxisCutoff;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Bounds) == 32, "Bounds: size");
static_assert(__builtin_offsetof(Bounds, centerRadius) == 0, "Bounds::centerRadius: offset");
static_assert(__builtin_offsetof(Bounds, coneAxisCutoff) == 16, "Bounds::coneAxisCutoff: offset");
#endif

struct type_Frame {
    float4 cameraPosition;
    uint meshletCount;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 32, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, cameraPosition) == 0, "type_Frame::cameraPosition: offset");
static_assert(__builtin_offsetof(type_Frame, meshletCount) == 16, "type_Frame::meshletCount: offset");
#endif

struct TaskPayload {
    array<uint, 32> meshletIndices;
    uint count;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TaskPayload) == 132, "TaskPayload: size");
static_assert(__builtin_offsetof(TaskPayload, meshletIndices) == 0, "TaskPayload::meshletIndices: offset");
static_assert(__builtin_offsetof(TaskPayload, count) == 128, "TaskPayload::count: offset");
#endif

struct _glsl_In {
    packed_uint3 gl_GlobalInvocationID_;
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 12, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

bool visible_(uint index, const device Bounds* bounds, constant type_Frame& Frame) {
    Bounds b = {};
    float3 toCenter = {};
    if (index >= Frame.meshletCount) {
        {
            return false;
        }
    }
    b = bounds[index];
    toCenter = b.centerRadius.xyz - Frame.cameraPosition.xyz;
    return dot(toCenter, b.coneAxisCutoff.xyz) < ((b.coneAxisCutoff.w * length(toCenter)) + b.centerRadius.w);
}

void EmitMeshTasksEXT(uint x, uint y, uint z, thread uint3& _glsl_mesh_grid) {
    _glsl_mesh_grid = uint3(x, y, z);
    return;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, thread uint3& _glsl_mesh_grid, const device Bounds* bounds, constant type_Frame& Frame, object_data TaskPayload& payload, threadgroup atomic_uint& visibleCount) {
    uint index = {};
    uint slot = {};
    if (gl_LocalInvocationIndex == 0u) {
        {
            atomic_store_explicit(&visibleCount, 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    index = gl_GlobalInvocationID.x;
    bool _e11 = visible_(index, bounds, Frame);
    if (_e11) {
        {
            uint _e15 = atomic_fetch_add_explicit(&visibleCount, 1u, memory_order_relaxed);
            slot = _e15;
            payload.meshletIndices[slot] = index;
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e24 = atomic_load_explicit(&visibleCount, memory_order_relaxed);
    payload.count = _e24;
    uint _e28 = atomic_load_explicit(&visibleCount, memory_order_relaxed);
    EmitMeshTasksEXT(_e28, 1u, 1u, _glsl_mesh_grid);
    return;
}

void main_body(_glsl_In input, thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, thread uint3& _glsl_mesh_grid, const device Bounds* bounds, constant type_Frame& Frame, object_data TaskPayload& payload, threadgroup atomic_uint& visibleCount, threadgroup uint3& mesh_grid_size) {
    _glsl_In input_1 = {};
    input_1 = input;
    gl_GlobalInvocationID = uint3(input_1.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input_1.gl_LocalInvocationIndex_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, _glsl_mesh_grid, bounds, Frame, payload, visibleCount);
    mesh_grid_size = uint3(_glsl_mesh_grid.x, _glsl_mesh_grid.y, _glsl_mesh_grid.z);
    return;
}

[[object]] void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    const device Bounds* bounds [[buffer(0)]],
    constant type_Frame& Frame [[buffer(1)]],
    metal::mesh_grid_properties mesh_grid,
    object_data TaskPayload& payload [[payload]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    uint3 _glsl_mesh_grid = {};
    threadgroup atomic_uint visibleCount;
    threadgroup uint3 mesh_grid_size;
    if (gl_LocalInvocationIndex_1 == 0u) {
        mesh_grid_size = uint3(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1};
    main_body(input, gl_GlobalInvocationID, gl_LocalInvocationIndex, _glsl_mesh_grid, bounds, Frame, payload, visibleCount, mesh_grid_size);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (gl_LocalInvocationIndex_1 == 0u) {
        mesh_grid.set_threadgroups_per_grid(mesh_grid_size);
    }
    return;
}
