#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Faces {
    array<float4x4, 6> faceViewProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Faces) == 384, "type_Faces: size");
static_assert(__builtin_offsetof(type_Faces, faceViewProj) == 0, "type_Faces::faceViewProj: offset");
#endif

struct GSOut {
    float4 pos;
    packed_float3 normal;
    uint face;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GSOut) == 32, "GSOut: size");
static_assert(__builtin_offsetof(GSOut, pos) == 0, "GSOut::pos: offset");
static_assert(__builtin_offsetof(GSOut, normal) == 16, "GSOut::normal: offset");
static_assert(__builtin_offsetof(GSOut, face) == 28, "GSOut::face: offset");
#endif

struct GSOut_triangleStream_primitive {
    uint face;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GSOut_triangleStream_primitive) == 4, "GSOut_triangleStream_primitive: size");
static_assert(__builtin_offsetof(GSOut_triangleStream_primitive, face) == 0, "GSOut_triangleStream_primitive::face: offset");
#endif

struct VSOut {
    packed_float3 world;
    packed_float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 24, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, world) == 0, "VSOut::world: offset");
static_assert(__builtin_offsetof(VSOut, normal) == 12, "VSOut::normal: offset");
#endif

struct main_inputVertex {
    VSOut tri;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(main_inputVertex) == 24, "main_inputVertex: size");
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
    GSOut_triangleStream_primitives[k].face = GSOut_triangleStream_vertices[n - 2u].face;
    GSOut_triangleStream_state.y = k + 1u;
    return;
}

void emit(float3 world, float3 normal, uint face, constant type_Faces& Faces, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state, threadgroup array<GSOut_triangleStream_primitive, 1>& GSOut_triangleStream_primitives) {
    GSOut o = {};
    o.pos = float4(world.x, world.y, world.z, 1.0f) * transpose(Faces.faceViewProj[face]);
    o.normal = normal;
    o.face = face;
    GSOut_triangleStream_append(o, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, GSOut_triangleStream_primitives);
    return;
}

void GSOut_triangleStream_restartStrip(threadgroup uint4& GSOut_triangleStream_state) {
    GSOut_triangleStream_state.z = 0u;
    return;
}

void main_geometry(array<VSOut, 3> tri, uint face, constant type_Faces& Faces, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state, threadgroup array<GSOut_triangleStream_primitive, 1>& GSOut_triangleStream_primitives) {
    array<VSOut, 3> tri_1 = {};
    uint face_1 = {};
    float3 n = {};
    uint i = {};
    tri_1 = tri;
    face_1 = face;
    n = normalize(cross(float3(tri_1[1].world) - float3(tri_1[0].world), float3(tri_1[2].world) - float3(tri_1[0].world)));
    if (dot(n, float3(float((face_1 == 0u) ? 1 : 0), float((face_1 == 2u) ? 1 : 0), float((face_1 == 4u) ? 1 : 0))) < (-0.99f)) {
        {
            return;
        }
    }
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < 3u)) {
                break;
            }
            {
                emit(float3(tri_1[i].world), float3(tri_1[i].normal), face_1, Faces, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, GSOut_triangleStream_primitives);
            }
        }
    }
    GSOut_triangleStream_restartStrip(GSOut_triangleStream_state);
    return;
}

void main_body(uint3 main_group, constant type_Faces& Faces, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state, threadgroup array<GSOut_triangleStream_primitive, 1>& GSOut_triangleStream_primitives, const device main_inputVertex* main_inputVertices, threadgroup uint2& mesh_counts) {
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
    main_geometry(main_in_tri, main_group_1.y, Faces, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, GSOut_triangleStream_primitives);
    main_vertexCount = min(GSOut_triangleStream_state.x, 3u);
    main_primitiveCount = min(GSOut_triangleStream_state.y, 1u);
    mesh_counts = uint2(main_vertexCount, main_primitiveCount);
    return;
}

struct main0_vertex {
    float4 pos [[position]];
    float3 normal [[user(NORMAL0)]];
};

struct main0_primitive {
    uint face [[render_target_array_index]];
};

[[mesh]] void main0(
    uint3 main_group [[threadgroup_position_in_grid]],
    constant type_Faces& Faces [[buffer(0)]],
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
    main_body(main_group_1, Faces, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, GSOut_triangleStream_primitives, main_inputVertices, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 3u);
    uint primitive_count = min(mesh_counts.y, 1u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 1u) {
        main0_vertex v = {};
        v.pos = GSOut_triangleStream_vertices[i].pos;
        v.normal = GSOut_triangleStream_vertices[i].normal;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 1u) {
        mesh_out.set_index(i * 3u + 0u, uchar(GSOut_triangleStream_indices[i].x));
        mesh_out.set_index(i * 3u + 1u, uchar(GSOut_triangleStream_indices[i].y));
        mesh_out.set_index(i * 3u + 2u, uchar(GSOut_triangleStream_indices[i].z));
        main0_primitive p = {};
        p.face = GSOut_triangleStream_primitives[i].face;
        mesh_out.set_primitive(i, p);
    }
    return;
}
