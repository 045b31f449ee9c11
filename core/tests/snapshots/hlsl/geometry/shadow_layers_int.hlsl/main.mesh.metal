#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Cascades {
    array<float4x4, 4> lightViewProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Cascades) == 256, "type_Cascades: size");
static_assert(__builtin_offsetof(type_Cascades, lightViewProj) == 0, "type_Cascades::lightViewProj: offset");
#endif

struct GSOut {
    float4 pos;
    int layer;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GSOut) == 32, "GSOut: size");
static_assert(__builtin_offsetof(GSOut, pos) == 0, "GSOut::pos: offset");
static_assert(__builtin_offsetof(GSOut, layer) == 16, "GSOut::layer: offset");
#endif

struct GSOut_triangleStream_primitive {
    int layer;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GSOut_triangleStream_primitive) == 4, "GSOut_triangleStream_primitive: size");
static_assert(__builtin_offsetof(GSOut_triangleStream_primitive, layer) == 0, "GSOut_triangleStream_primitive::layer: offset");
#endif

struct VSOut {
    float4 world;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 16, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, world) == 0, "VSOut::world: offset");
#endif

struct main_inputVertex {
    VSOut tri;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(main_inputVertex) == 16, "main_inputVertex: size");
static_assert(__builtin_offsetof(main_inputVertex, tri) == 0, "main_inputVertex::tri: offset");
#endif

void GSOut_triangleStream_append(GSOut v, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state, threadgroup array<GSOut_triangleStream_primitive, 1>& GSOut_triangleStream_primitives) {
    uint n = {};
    uint k = {};
    n = GSOut_triangleStream_state.x;
    if (n >= GSOut_triangleStream_state.w) {
        {
            return;
        }
    }
    GSOut_triangleStream_vertices[n] = v;
    GSOut_triangleStream_state.x = n + 1u;
    GSOut_triangleStream_state.z = GSOut_triangleStream_state.z + 1u;
    if (GSOut_triangleStream_state.z < 3u) {
        {
            return;
        }
    }
    k = GSOut_triangleStream_state.y;
    if ((GSOut_triangleStream_state.z & 1u) == 1u) {
        {
            GSOut_triangleStream_indices[k] = uint3(n - 2u, n - 1u, n);
        }
    } else {
        {
            GSOut_triangleStream_indices[k] = uint3(n - 1u, n - 2u, n);
        }
    }
    GSOut_triangleStream_primitives[k].layer = GSOut_triangleStream_vertices[n - 2u].layer;
    GSOut_triangleStream_state.y = k + 1u;
    return;
}

void GSOut_triangleStream_restartStrip(threadgroup uint4& GSOut_triangleStream_state) {
    GSOut_triangleStream_state.z = 0u;
    return;
}

void main_geometry(array<VSOut, 3> tri, uint cascade, constant type_Cascades& Cascades, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state, threadgroup array<GSOut_triangleStream_primitive, 1>& GSOut_triangleStream_primitives) {
    array<VSOut, 3> tri_1 = {};
    int i = {};
    GSOut o = {};
    tri_1 = tri;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 3)) {
                break;
            }
            {
                o.pos = tri_1[i].world * transpose(Cascades.lightViewProj[cascade]);
                o.layer = int(cascade);
                GSOut_triangleStream_append(o, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, GSOut_triangleStream_primitives);
            }
        }
    }
    GSOut_triangleStream_restartStrip(GSOut_triangleStream_state);
    return;
}

void main_body(uint3 main_group, constant type_Cascades& Cascades, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state, threadgroup array<GSOut_triangleStream_primitive, 1>& GSOut_triangleStream_primitives, const device main_inputVertex* main_inputVertices, threadgroup uint2& mesh_counts) {
    uint3 main_group_1 = {};
    array<VSOut, 3> main_in_tri = {};
    uint main_k = {};
    uint main_vertexCount = {};
    uint main_primitiveCount = {};
    main_group_1 = main_group;
    GSOut_triangleStream_state = uint4(0u, 0u, 0u, 3u);
    {
        main_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                main_k = main_k + 1u;
            }
            loop_init = false;
            if (!(main_k < 3u)) {
                break;
            }
            {
                main_in_tri[main_k] = main_inputVertices[(main_group_1.x * 3u) + main_k].tri;
            }
        }
    }
    main_geometry(main_in_tri, main_group_1.y, Cascades, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, GSOut_triangleStream_primitives);
    main_vertexCount = min(GSOut_triangleStream_state.x, 3u);
    main_primitiveCount = min(GSOut_triangleStream_state.y, 1u);
    mesh_counts = uint2(main_vertexCount, main_primitiveCount);
    return;
}

struct main0_vertex {
    float4 pos [[position]];
};

struct main0_primitive {
    uint layer [[render_target_array_index]];
};

[[mesh]] void main0(
    uint3 main_group [[threadgroup_position_in_grid]],
    constant type_Cascades& Cascades [[buffer(0)]],
    const device main_inputVertex* main_inputVertices [[buffer(1)]],
    metal::mesh<main0_vertex, main0_primitive, 3, 1, metal::topology::triangle> mesh_out,
    uint thread_index [[thread_index_in_threadgroup]]
) {
    threadgroup array<GSOut, 3> GSOut_triangleStream_vertices;
    threadgroup array<packed_uint3, 1> GSOut_triangleStream_indices;
    threadgroup uint4 GSOut_triangleStream_state;
    threadgroup array<GSOut_triangleStream_primitive, 1> GSOut_triangleStream_primitives;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint3 main_group_1 = {};
    main_group_1 = main_group;
    main_body(main_group_1, Cascades, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, GSOut_triangleStream_primitives, main_inputVertices, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 3u);
    uint primitive_count = min(mesh_counts.y, 1u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 1u) {
        main0_vertex v = {};
        v.pos = GSOut_triangleStream_vertices[i].pos;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 1u) {
        mesh_out.set_index(i * 3u + 0u, uchar(GSOut_triangleStream_indices[i].x));
        mesh_out.set_index(i * 3u + 1u, uchar(GSOut_triangleStream_indices[i].y));
        mesh_out.set_index(i * 3u + 2u, uchar(GSOut_triangleStream_indices[i].z));
        main0_primitive p = {};
        p.layer = GSOut_triangleStream_primitives[i].layer;
        mesh_out.set_primitive(i, p);
    }
    return;
}
