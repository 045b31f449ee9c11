#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Camera {
    float4x4 viewProjection;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 64, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, viewProjection) == 0, "type_Camera::viewProjection: offset");
#endif

struct Meshlet {
    uint vertexOffset;
    uint triangleOffset;
    uint vertexCount;
    uint triangleCount;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Meshlet) == 16, "Meshlet: size");
static_assert(__builtin_offsetof(Meshlet, vertexOffset) == 0, "Meshlet::vertexOffset: offset");
static_assert(__builtin_offsetof(Meshlet, triangleOffset) == 4, "Meshlet::triangleOffset: offset");
static_assert(__builtin_offsetof(Meshlet, vertexCount) == 8, "Meshlet::vertexCount: offset");
static_assert(__builtin_offsetof(Meshlet, triangleCount) == 12, "Meshlet::triangleCount: offset");
#endif

struct VertexOut {
    float4 position;
    float3 normal;
    float2 uv;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexOut) == 48, "VertexOut: size");
static_assert(__builtin_offsetof(VertexOut, position) == 0, "VertexOut::position: offset");
static_assert(__builtin_offsetof(VertexOut, normal) == 16, "VertexOut::normal: offset");
static_assert(__builtin_offsetof(VertexOut, uv) == 32, "VertexOut::uv: offset");
#endif

struct PrimitiveOut {
    uint meshletId;
    uint primitiveId;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PrimitiveOut) == 8, "PrimitiveOut: size");
static_assert(__builtin_offsetof(PrimitiveOut, meshletId) == 0, "PrimitiveOut::meshletId: offset");
static_assert(__builtin_offsetof(PrimitiveOut, primitiveId) == 4, "PrimitiveOut::primitiveId: offset");
#endif

void main_body(uint gtid, uint gid, constant type_Camera& Camera, const device Meshlet* meshlets, const device packed_float3* positions, const device packed_float3* normals, const device uint* packedTriangles, threadgroup array<VertexOut, 64>& verts, threadgroup array<packed_uint3, 124>& tris, threadgroup array<PrimitiveOut, 124>& prims, threadgroup uint2& mesh_counts) {
    uint gtid_1 = {};
    uint gid_1 = {};
    Meshlet m = {};
    float3 p = {};
    uint t = {};
    uint packed = {};
    gtid_1 = gtid;
    gid_1 = gid;
    m = meshlets[gid_1];
    mesh_counts = uint2(m.vertexCount, m.triangleCount);
    if (gtid_1 < m.vertexCount) {
        {
            p = float3(positions[m.vertexOffset + gtid_1]);
            float3 _e34 = p;
            verts[gtid_1].position = transpose(Camera.viewProjection) * float4(_e34.x, _e34.y, _e34.z, 1.0f);
            verts[gtid_1].normal = float3(normals[m.vertexOffset + gtid_1]);
            verts[gtid_1].uv = (p.xy * float2(0.5f)) + float2(0.5f);
        }
    }
    {
        t = gtid_1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                t = t + 64u;
            }
            loop_init = false;
            if (!(t < m.triangleCount)) {
                break;
            }
            {
                packed = packedTriangles[m.triangleOffset + t];
                tris[t] = uint3(packed & 255u, (packed >> 8u) & 255u, (packed >> 16u) & 255u);
                prims[t].meshletId = gid_1;
                prims[t].primitiveId = t;
            }
        }
    }
    return;
}

struct main0_vertex {
    float4 position [[position]];
    float3 normal [[user(NORMAL0)]];
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_primitive {
    uint meshletId [[user(MESHLET_ID0)]];
    uint primitiveId [[primitive_id]];
};

[[mesh]] void main0(
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 gid [[threadgroup_position_in_grid]],
    constant type_Camera& Camera [[buffer(0)]],
    const device Meshlet* meshlets [[buffer(1)]],
    const device packed_float3* positions [[buffer(2)]],
    const device packed_float3* normals [[buffer(3)]],
    const device uint* packedTriangles [[buffer(4)]],
    metal::mesh<main0_vertex, main0_primitive, 64, 124, metal::topology::triangle> mesh_out,
    uint thread_index [[thread_index_in_threadgroup]]
) {
    threadgroup array<VertexOut, 64> verts;
    threadgroup array<packed_uint3, 124> tris;
    threadgroup array<PrimitiveOut, 124> prims;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint gtid_1 = {};
    uint gid_1 = {};
    gtid_1 = gtid.x;
    gid_1 = gid.x;
    main_body(gtid_1, gid_1, Camera, meshlets, positions, normals, packedTriangles, verts, tris, prims, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 64u);
    uint primitive_count = min(mesh_counts.y, 124u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 64u) {
        main0_vertex v = {};
        v.position = verts[i].position;
        v.normal = verts[i].normal;
        v.uv = verts[i].uv;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 64u) {
        mesh_out.set_index(i * 3u + 0u, uchar(tris[i].x));
        mesh_out.set_index(i * 3u + 1u, uchar(tris[i].y));
        mesh_out.set_index(i * 3u + 2u, uchar(tris[i].z));
        main0_primitive p = {};
        p.meshletId = prims[i].meshletId;
        p.primitiveId = prims[i].primitiveId;
        mesh_out.set_primitive(i, p);
    }
    return;
}
