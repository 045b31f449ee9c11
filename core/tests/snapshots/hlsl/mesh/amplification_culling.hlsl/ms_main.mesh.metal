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

struct VertexOut {
    float4 position;
    float2 uv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexOut) == 32, "VertexOut: size");
static_assert(__builtin_offsetof(VertexOut, position) == 0, "VertexOut::position: offset");
static_assert(__builtin_offsetof(VertexOut, uv) == 16, "VertexOut::uv: offset");
#endif

struct PrimitiveOut {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PrimitiveOut) == 16, "PrimitiveOut: size");
static_assert(__builtin_offsetof(PrimitiveOut, color) == 0, "PrimitiveOut::color: offset");
#endif

void ms_main_body(uint gtid, uint gid, constant type_Frame& Frame, const device Bounds* bounds, threadgroup array<VertexOut, 4>& verts, threadgroup array<packed_uint3, 2>& tris, threadgroup array<PrimitiveOut, 2>& prims, threadgroup uint2& mesh_counts, object_data const Payload& payload) {
    uint gtid_1 = {};
    uint gid_1 = {};
    uint meshlet = {};
    Bounds b = {};
    float2 corner = {};
    float3 p = {};
    gtid_1 = gtid;
    gid_1 = gid;
    meshlet = payload.meshletIndices[gid_1];
    b = bounds[meshlet];
    mesh_counts = uint2(4u, 2u);
    corner = float2(float(gtid_1 & 1u), float(gtid_1 >> 1u));
    float2 _e47 = (corner * float2(2.0f)) - float2(1.0f);
    p = float3(b.center) + ((float3(_e47.x, _e47.y, 0.0f) * float3(b.radius)) * float3(payload.scale));
    float3 _e66 = p;
    verts[gtid_1].position = transpose(Frame.viewProjection) * float4(_e66.x, _e66.y, _e66.z, 1.0f);
    verts[gtid_1].uv = corner;
    if (gtid_1 < 2u) {
        {
            tris[gtid_1] = (gtid_1 == 0u) ? uint3(0u, 1u, 2u) : uint3(2u, 1u, 3u);
            prims[gtid_1].color = float4(fract(float(meshlet) * 0.618f), float(gtid_1), 1.0f - float(gtid_1), 1.0f);
        }
    }
    return;
}

struct ms_main_vertex {
    float4 position [[position]];
    float2 uv [[user(TEXCOORD0)]];
};

struct ms_main_primitive {
    float4 color [[user(COLOR0)]];
};

[[mesh]] void ms_main(
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 gid [[threadgroup_position_in_grid]],
    constant type_Frame& Frame [[buffer(0)]],
    const device Bounds* bounds [[buffer(1)]],
    metal::mesh<ms_main_vertex, ms_main_primitive, 4, 2, metal::topology::triangle> mesh_out,
    object_data const Payload& payload [[payload]],
    uint thread_index [[thread_index_in_threadgroup]]
) {
    threadgroup array<VertexOut, 4> verts;
    threadgroup array<packed_uint3, 2> tris;
    threadgroup array<PrimitiveOut, 2> prims;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint gtid_1 = {};
    uint gid_1 = {};
    gtid_1 = gtid.x;
    gid_1 = gid.x;
    ms_main_body(gtid_1, gid_1, Frame, bounds, verts, tris, prims, mesh_counts, payload);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 4u);
    uint primitive_count = min(mesh_counts.y, 2u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 4u) {
        ms_main_vertex v = {};
        v.position = verts[i].position;
        v.uv = verts[i].uv;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 4u) {
        mesh_out.set_index(i * 3u + 0u, uchar(tris[i].x));
        mesh_out.set_index(i * 3u + 1u, uchar(tris[i].y));
        mesh_out.set_index(i * 3u + 2u, uchar(tris[i].z));
        ms_main_primitive p = {};
        p.color = prims[i].color;
        mesh_out.set_primitive(i, p);
    }
    return;
}
