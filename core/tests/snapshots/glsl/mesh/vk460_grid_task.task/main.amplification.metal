#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Scissor {
    float4 rect;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scissor) == 16, "type_Scissor: size");
static_assert(__builtin_offsetof(type_Scissor, rect) == 0, "type_Scissor::rect: offset");
#endif

struct Tile {
    float2 origin;
    float2 size;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Tile) == 16, "Tile: size");
static_assert(__builtin_offsetof(Tile, origin) == 0, "Tile::origin: offset");
static_assert(__builtin_offsetof(Tile, size) == 8, "Tile::size: offset");
#endif

struct _glsl_In {
    uint3 gl_NumWorkGroups_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_NumWorkGroups_) == 0, "_glsl_In::gl_NumWorkGroups_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 16, "_glsl_In::gl_WorkGroupID_: offset");
#endif

void EmitMeshTasksEXT(uint x, uint y, uint z, thread uint3& _glsl_mesh_grid) {
    _glsl_mesh_grid = uint3(x, y, z);
    return;
}

void _glsl_main(thread uint3& gl_NumWorkGroups, thread uint3& gl_WorkGroupID, thread uint3& _glsl_mesh_grid, constant type_Scissor& Scissor, object_data Tile& tile) {
    float2 size = {};
    float2 origin = {};
    bool inside = {};
    size = float2(2.0f) / float2(gl_NumWorkGroups.xy);
    origin = float2(-1.0f) + (float2(gl_WorkGroupID.xy) * size);
    inside = all(origin < Scissor.rect.zw) && all((origin + size) > Scissor.rect.xy);
    tile.origin = origin;
    tile.size = size;
    EmitMeshTasksEXT(inside ? 1u : 0u, 1u, 1u, _glsl_mesh_grid);
    return;
}

void main_body(_glsl_In input, thread uint3& gl_NumWorkGroups, thread uint3& gl_WorkGroupID, thread uint3& _glsl_mesh_grid, constant type_Scissor& Scissor, object_data Tile& tile, threadgroup uint3& mesh_grid_size) {
    _glsl_In input_1 = {};
    input_1 = input;
    gl_NumWorkGroups = input_1.gl_NumWorkGroups_;
    gl_WorkGroupID = input_1.gl_WorkGroupID_;
    _glsl_main(gl_NumWorkGroups, gl_WorkGroupID, _glsl_mesh_grid, Scissor, tile);
    mesh_grid_size = uint3(_glsl_mesh_grid.x, _glsl_mesh_grid.y, _glsl_mesh_grid.z);
    return;
}

[[object]] void main0(
    uint3 gl_NumWorkGroups_1 [[threadgroups_per_grid]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    constant type_Scissor& Scissor [[buffer(0)]],
    metal::mesh_grid_properties mesh_grid,
    object_data Tile& tile [[payload]],
    uint thread_index [[thread_index_in_threadgroup]]
) {
    uint3 gl_NumWorkGroups = {};
    uint3 gl_WorkGroupID = {};
    uint3 _glsl_mesh_grid = {};
    threadgroup uint3 mesh_grid_size;
    if (thread_index == 0u) {
        mesh_grid_size = uint3(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    _glsl_In input = {};
    input = _glsl_In {gl_NumWorkGroups_1, gl_WorkGroupID_1};
    main_body(input, gl_NumWorkGroups, gl_WorkGroupID, _glsl_mesh_grid, Scissor, tile, mesh_grid_size);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (thread_index == 0u) {
        mesh_grid.set_threadgroups_per_grid(mesh_grid_size);
    }
    return;
}
