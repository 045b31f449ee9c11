#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 viewProjection;
    packed_float3 cameraPosition;
    uint meshletCount;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 80, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, viewProjection) == 0, "type_Frame::viewProjection: offset");
static_assert(__builtin_offsetof(type_Frame, cameraPosition) == 64, "type_Frame::cameraPosition: offset");
static_assert(__builtin_offsetof(type_Frame, meshletCount) == 76, "type_Frame::meshletCount: offset");
#endif

struct Bounds {
    packed_float3 center;
    float radius;
    packed_float3 coneAxis;
    float coneCutoff;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Bounds) == 32, "Bounds: size");
static_assert(__builtin_offsetof(Bounds, center) == 0, "Bounds::center: offset");
static_assert(__builtin_offsetof(Bounds, radius) == 12, "Bounds::radius: offset");
static_assert(__builtin_offsetof(Bounds, coneAxis) == 16, "Bounds::coneAxis: offset");
static_assert(__builtin_offsetof(Bounds, coneCutoff) == 28, "Bounds::coneCutoff: offset");
#endif

struct Payload {
    array<uint, 32> meshletIndices;
    float scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Payload) == 132, "Payload: size");
static_assert(__builtin_offsetof(Payload, meshletIndices) == 0, "Payload::meshletIndices: offset");
static_assert(__builtin_offsetof(Payload, scale) == 128, "Payload::scale: offset");
#endif

bool visible_(uint index, constant type_Frame& Frame, const device Bounds* bounds) {
    Bounds b = {};
    float3 toCenter = {};
    if (index >= Frame.meshletCount) {
        {
            return false;
        }
    }
    b = bounds[index];
    toCenter = float3(b.center) - float3(Frame.cameraPosition);
    return dot(toCenter, float3(b.coneAxis)) < ((b.coneCutoff * length(toCenter)) + b.radius);
}

void as_main_body(uint gtid, uint dtid, constant type_Frame& Frame, const device Bounds* bounds, object_data Payload& s_payload, threadgroup atomic_uint& s_visible, threadgroup uint3& mesh_grid_size) {
    uint gtid_1 = {};
    uint dtid_1 = {};
    uint slot = {};
    gtid_1 = gtid;
    dtid_1 = dtid;
    if (gtid_1 == 0u) {
        {
            atomic_store_explicit(&s_visible, 0u, memory_order_relaxed);
            s_payload.scale = 0.5f;
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    bool _e15 = visible_(dtid_1, Frame, bounds);
    if (_e15) {
        {
            uint _e20 = atomic_fetch_add_explicit(&s_visible, 1u, memory_order_relaxed);
            slot = _e20;
            s_payload.meshletIndices[slot] = dtid_1;
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e27 = atomic_load_explicit(&s_visible, memory_order_relaxed);
    mesh_grid_size = uint3(_e27, 1u, 1u);
    return;
}

[[object]] void as_main(
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 dtid [[thread_position_in_grid]],
    constant type_Frame& Frame [[buffer(0)]],
    const device Bounds* bounds [[buffer(1)]],
    metal::mesh_grid_properties mesh_grid,
    object_data Payload& s_payload [[payload]],
    uint thread_index [[thread_index_in_threadgroup]]
) {
    threadgroup atomic_uint s_visible;
    threadgroup uint3 mesh_grid_size;
    if (thread_index == 0u) {
        mesh_grid_size = uint3(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint gtid_1 = {};
    uint dtid_1 = {};
    gtid_1 = gtid.x;
    dtid_1 = dtid.x;
    as_main_body(gtid_1, dtid_1, Frame, bounds, s_payload, s_visible, mesh_grid_size);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (thread_index == 0u) {
        mesh_grid.set_threadgroups_per_grid(mesh_grid_size);
    }
    return;
}
