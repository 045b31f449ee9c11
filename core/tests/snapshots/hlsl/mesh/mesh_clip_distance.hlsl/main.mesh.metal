#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct V {
    float4 position;
    float clip;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(V) == 32, "V: size");
static_assert(__builtin_offsetof(V, position) == 0, "V::position: offset");
static_assert(__builtin_offsetof(V, clip) == 16, "V::clip: offset");
#endif

void main_body(uint i, threadgroup array<V, 3>& verts, threadgroup array<packed_uint3, 1>& tris, threadgroup uint2& mesh_counts) {
    uint i_1 = {};
    i_1 = i;
    mesh_counts = uint2(3u, 1u);
    verts[i_1].position = float4(float(i_1), float(i_1 & 1u), 0.0f, 1.0f);
    verts[i_1].clip = 1.0f;
    if (i_1 == 0u) {
        tris[0] = uint3(0u, 1u, 2u);
    }
    return;
}

struct main0_vertex {
    float4 position [[position]];
    float clip [[clip_distance]] [1];
};

[[mesh]] void main0(
    uint3 i [[thread_position_in_threadgroup]],
    metal::mesh<main0_vertex, void, 3, 1, metal::topology::triangle> mesh_out,
    uint thread_index [[thread_index_in_threadgroup]]
) {
    threadgroup array<V, 3> verts;
    threadgroup array<packed_uint3, 1> tris;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint i_1 = {};
    i_1 = i.x;
    main_body(i_1, verts, tris, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 3u);
    uint primitive_count = min(mesh_counts.y, 1u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i_2 = thread_index; i_2 < vertex_count; i_2 += 3u) {
        main0_vertex v = {};
        v.position = verts[i_2].position;
        v.clip[0] = verts[i_2].clip;
        mesh_out.set_vertex(i_2, v);
    }
    for (uint i_2 = thread_index; i_2 < primitive_count; i_2 += 3u) {
        mesh_out.set_index(i_2 * 3u + 0u, uchar(tris[i_2].x));
        mesh_out.set_index(i_2 * 3u + 1u, uchar(tris[i_2].y));
        mesh_out.set_index(i_2 * 3u + 2u, uchar(tris[i_2].z));
    }
    return;
}
