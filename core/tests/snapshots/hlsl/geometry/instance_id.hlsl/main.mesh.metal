#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct GSOut {
    float4 pos;
    uint instance;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GSOut) == 32, "GSOut: size");
static_assert(__builtin_offsetof(GSOut, pos) == 0, "GSOut::pos: offset");
static_assert(__builtin_offsetof(GSOut, instance) == 16, "GSOut::instance: offset");
#endif

struct VSOut {
    packed_float4 pos;
    uint instance;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 20, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, instance) == 16, "VSOut::instance: offset");
#endif

struct main_inputVertex {
    VSOut input;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(main_inputVertex) == 20, "main_inputVertex: size");
static_assert(__builtin_offsetof(main_inputVertex, input) == 0, "main_inputVertex::input: offset");
#endif

void GSOut_triangleStream_append(GSOut v, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state) {
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
    GSOut_triangleStream_state.y = k + 1u;
    return;
}

void main_geometry(array<VSOut, 3> input, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state) {
    uint i = {};
    GSOut v = {};
    array<VSOut, 3> _array = {};
    array<VSOut, 3> _array_1 = {};
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
                uint _e11 = i;
                _array = input;
                v.pos = float4(_array[_e11].pos);
                uint _e17 = i;
                _array_1 = input;
                v.instance = _array_1[_e17].instance;
                GSOut_triangleStream_append(v, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state);
            }
        }
    }
    return;
}

void main_body(uint3 main_group, threadgroup array<GSOut, 3>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state, const device main_inputVertex* main_inputVertices, threadgroup uint2& mesh_counts) {
    uint3 main_group_1 = {};
    array<VSOut, 3> main_in_input = {};
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
                main_in_input[main_k] = main_inputVertices[(main_group_1.x * 3u) + main_k].input;
            }
        }
    }
    main_geometry(main_in_input, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state);
    main_vertexCount = min(GSOut_triangleStream_state.x, 3u);
    main_primitiveCount = min(GSOut_triangleStream_state.y, 1u);
    mesh_counts = uint2(main_vertexCount, main_primitiveCount);
    return;
}

struct main0_vertex {
    float4 pos [[position]];
    uint instance [[user(SV_INSTANCEID0)]];
};

[[mesh]] void main0(
    uint3 main_group [[threadgroup_position_in_grid]],
    const device main_inputVertex* main_inputVertices [[buffer(0)]],
    metal::mesh<main0_vertex, void, 3, 1, metal::topology::triangle> mesh_out,
    uint thread_index [[thread_index_in_threadgroup]]
) {
    threadgroup array<GSOut, 3> GSOut_triangleStream_vertices;
    threadgroup array<packed_uint3, 1> GSOut_triangleStream_indices;
    threadgroup uint4 GSOut_triangleStream_state;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint3 main_group_1 = {};
    main_group_1 = main_group;
    main_body(main_group_1, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, main_inputVertices, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 3u);
    uint primitive_count = min(mesh_counts.y, 1u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 1u) {
        main0_vertex v = {};
        v.pos = GSOut_triangleStream_vertices[i].pos;
        v.instance = GSOut_triangleStream_vertices[i].instance;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 1u) {
        mesh_out.set_index(i * 3u + 0u, uchar(GSOut_triangleStream_indices[i].x));
        mesh_out.set_index(i * 3u + 1u, uchar(GSOut_triangleStream_indices[i].y));
        mesh_out.set_index(i * 3u + 2u, uchar(GSOut_triangleStream_indices[i].z));
    }
    return;
}
