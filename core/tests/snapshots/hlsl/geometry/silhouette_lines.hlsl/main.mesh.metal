#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_View {
    float4x4 viewProj;
    float3 eye;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_View) == 80, "type_View: size");
static_assert(__builtin_offsetof(type_View, viewProj) == 0, "type_View::viewProj: offset");
static_assert(__builtin_offsetof(type_View, eye) == 64, "type_View::eye: offset");
#endif

struct GSOut {
    float4 pos;
    float4 color;
    uint prim;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GSOut) == 48, "GSOut: size");
static_assert(__builtin_offsetof(GSOut, pos) == 0, "GSOut::pos: offset");
static_assert(__builtin_offsetof(GSOut, color) == 16, "GSOut::color: offset");
static_assert(__builtin_offsetof(GSOut, prim) == 32, "GSOut::prim: offset");
#endif

struct GSOut_lineStream_primitive {
    uint prim;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GSOut_lineStream_primitive) == 4, "GSOut_lineStream_primitive: size");
static_assert(__builtin_offsetof(GSOut_lineStream_primitive, prim) == 0, "GSOut_lineStream_primitive::prim: offset");
#endif

struct VSOut {
    packed_float3 world;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 12, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, world) == 0, "VSOut::world: offset");
#endif

struct main_inputVertex {
    VSOut v;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(main_inputVertex) == 12, "main_inputVertex: size");
static_assert(__builtin_offsetof(main_inputVertex, v) == 0, "main_inputVertex::v: offset");
#endif

bool facesEye(float3 a, float3 b, float3 c, constant type_View& View) {
    return dot(cross(b - a, c - a), View.eye - a) > 0.0f;
}

void GSOut_lineStream_append(GSOut v, threadgroup array<GSOut, 6>& GSOut_lineStream_vertices, threadgroup array<uint2, 5>& GSOut_lineStream_indices, threadgroup uint4& GSOut_lineStream_state, threadgroup array<GSOut_lineStream_primitive, 5>& GSOut_lineStream_primitives) {
    uint n = {};
    uint k = {};
    n = GSOut_lineStream_state.x;
    if (n >= GSOut_lineStream_state.w) {
        {
            return;
        }
    }
    GSOut_lineStream_vertices[n] = v;
    GSOut_lineStream_state.x = n + 1u;
    GSOut_lineStream_state.z = GSOut_lineStream_state.z + 1u;
    if (GSOut_lineStream_state.z < 2u) {
        {
            return;
        }
    }
    k = GSOut_lineStream_state.y;
    GSOut_lineStream_indices[k] = uint2(n - 1u, n);
    GSOut_lineStream_primitives[k].prim = GSOut_lineStream_vertices[n - 1u].prim;
    GSOut_lineStream_state.y = k + 1u;
    return;
}

void GSOut_lineStream_restartStrip(threadgroup uint4& GSOut_lineStream_state) {
    GSOut_lineStream_state.z = 0u;
    return;
}

void main_geometry(array<VSOut, 6> v, uint id, constant type_View& View, threadgroup array<GSOut, 6>& GSOut_lineStream_vertices, threadgroup array<uint2, 5>& GSOut_lineStream_indices, threadgroup uint4& GSOut_lineStream_state, threadgroup array<GSOut_lineStream_primitive, 5>& GSOut_lineStream_primitives) {
    array<VSOut, 6> v_1 = {};
    uint e = {};
    uint a = {};
    uint b = {};
    uint adj = {};
    GSOut o = {};
    v_1 = v;
    bool _e15 = facesEye(float3(v_1[0].world), float3(v_1[2].world), float3(v_1[4].world), View);
    if (!_e15) {
        {
            return;
        }
    }
    {
        e = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                e = e + 1u;
            }
            loop_init = false;
            if (!(e < 3u)) {
                break;
            }
            {
                a = e * 2u;
                b = ((e * 2u) + 2u) % 6u;
                adj = (e * 2u) + 1u;
                bool _e61 = facesEye(float3(v_1[a].world), float3(v_1[adj].world), float3(v_1[b].world), View);
                if (!_e61) {
                    {
                        o.color = float4(1.0f, 0.5f, 0.0f, 1.0f);
                        o.prim = id;
                        float3 _e81 = float3(v_1[a].world);
                        o.pos = float4(_e81.x, _e81.y, _e81.z, 1.0f) * transpose(View.viewProj);
                        GSOut_lineStream_append(o, GSOut_lineStream_vertices, GSOut_lineStream_indices, GSOut_lineStream_state, GSOut_lineStream_primitives);
                        float3 _e98 = float3(v_1[b].world);
                        o.pos = float4(_e98.x, _e98.y, _e98.z, 1.0f) * transpose(View.viewProj);
                        GSOut_lineStream_append(o, GSOut_lineStream_vertices, GSOut_lineStream_indices, GSOut_lineStream_state, GSOut_lineStream_primitives);
                        GSOut_lineStream_restartStrip(GSOut_lineStream_state);
                    }
                }
            }
        }
    }
    return;
}

void main_body(uint3 main_group, constant type_View& View, threadgroup array<GSOut, 6>& GSOut_lineStream_vertices, threadgroup array<uint2, 5>& GSOut_lineStream_indices, threadgroup uint4& GSOut_lineStream_state, threadgroup array<GSOut_lineStream_primitive, 5>& GSOut_lineStream_primitives, const device main_inputVertex* main_inputVertices, threadgroup uint2& mesh_counts) {
    uint3 main_group_1 = {};
    array<VSOut, 6> main_in_v = {};
    uint main_k = {};
    uint main_vertexCount = {};
    uint main_primitiveCount = {};
    main_group_1 = main_group;
    GSOut_lineStream_state = uint4(0u, 0u, 0u, 6u);
    {
        main_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                main_k = main_k + 1u;
            }
            loop_init = false;
            if (!(main_k < 6u)) {
                break;
            }
            {
                main_in_v[main_k] = main_inputVertices[(main_group_1.x * 6u) + main_k].v;
            }
        }
    }
    main_geometry(main_in_v, main_group_1.x, View, GSOut_lineStream_vertices, GSOut_lineStream_indices, GSOut_lineStream_state, GSOut_lineStream_primitives);
    main_vertexCount = min(GSOut_lineStream_state.x, 6u);
    main_primitiveCount = min(GSOut_lineStream_state.y, 5u);
    mesh_counts = uint2(main_vertexCount, main_primitiveCount);
    return;
}

struct main0_vertex {
    float4 pos [[position]];
    float4 color [[user(COLOR0)]];
};

struct main0_primitive {
    uint prim [[primitive_id]];
};

[[mesh]] void main0(
    uint3 main_group [[threadgroup_position_in_grid]],
    constant type_View& View [[buffer(0)]],
    const device main_inputVertex* main_inputVertices [[buffer(1)]],
    metal::mesh<main0_vertex, main0_primitive, 6, 5, metal::topology::line> mesh_out,
    uint thread_index [[thread_index_in_threadgroup]]
) {
    threadgroup array<GSOut, 6> GSOut_lineStream_vertices;
    threadgroup array<uint2, 5> GSOut_lineStream_indices;
    threadgroup uint4 GSOut_lineStream_state;
    threadgroup array<GSOut_lineStream_primitive, 5> GSOut_lineStream_primitives;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint3 main_group_1 = {};
    main_group_1 = main_group;
    main_body(main_group_1, View, GSOut_lineStream_vertices, GSOut_lineStream_indices, GSOut_lineStream_state, GSOut_lineStream_primitives, main_inputVertices, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 6u);
    uint primitive_count = min(mesh_counts.y, 5u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 1u) {
        main0_vertex v = {};
        v.pos = GSOut_lineStream_vertices[i].pos;
        v.color = GSOut_lineStream_vertices[i].color;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 1u) {
        mesh_out.set_index(i * 2u + 0u, uchar(GSOut_lineStream_indices[i].x));
        mesh_out.set_index(i * 2u + 1u, uchar(GSOut_lineStream_indices[i].y));
        main0_primitive p = {};
        p.prim = GSOut_lineStream_primitives[i].prim;
        mesh_out.set_primitive(i, p);
    }
    return;
}
