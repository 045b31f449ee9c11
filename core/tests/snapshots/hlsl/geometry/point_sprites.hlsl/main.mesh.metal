#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Camera {
    float4x4 viewProj;
    float2 halfSize;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 80, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, viewProj) == 0, "type_Camera::viewProj: offset");
static_assert(__builtin_offsetof(type_Camera, halfSize) == 64, "type_Camera::halfSize: offset");
#endif

struct GSOut {
    float4 pos;
    float4 color;
    float2 uv;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GSOut) == 48, "GSOut: size");
static_assert(__builtin_offsetof(GSOut, pos) == 0, "GSOut::pos: offset");
static_assert(__builtin_offsetof(GSOut, color) == 16, "GSOut::color: offset");
static_assert(__builtin_offsetof(GSOut, uv) == 32, "GSOut::uv: offset");
#endif

struct VSOut {
    float4 center;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, center) == 0, "VSOut::center: offset");
static_assert(__builtin_offsetof(VSOut, color) == 16, "VSOut::color: offset");
#endif

struct main_inputVertex {
    VSOut input;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(main_inputVertex) == 32, "main_inputVertex: size");
static_assert(__builtin_offsetof(main_inputVertex, input) == 0, "main_inputVertex::input: offset");
#endif

void GSOut_triangleStream_append(GSOut v, threadgroup array<GSOut, 4>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 2>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state) {
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

void GSOut_triangleStream_restartStrip(threadgroup uint4& GSOut_triangleStream_state) {
    GSOut_triangleStream_state.z = 0u;
    return;
}

void main_geometry(array<VSOut, 1> input, uint prim, constant type_Camera& Camera, threadgroup array<GSOut, 4>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 2>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state) {
    array<VSOut, 1> input_1 = {};
    array<float2, 4> corners = {};
    float4 clip = {};
    uint i = {};
    GSOut v = {};
    input_1 = input;
    float2 _e10 = float2(float(-1), float(-1));
    float2 _e18 = float2(1.0f, float(-1));
    float2 _e26 = float2(float(-1), 1.0f);
    float2 _e33 = float2(1.0f, 1.0f);
    corners = array<float2, 4> {float2(_e10.x, _e10.y), float2(_e18.x, _e18.y), float2(_e26.x, _e26.y), float2(_e33.x, _e33.y)};
    clip = input_1[0].center * transpose(Camera.viewProj);
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < 4u)) {
                break;
            }
            {
                float2 _e71 = (corners[i] * Camera.halfSize) * float2(clip.w);
                v.pos = clip + float4(_e71.x, _e71.y, 0.0f, 0.0f);
                v.color = input_1[0].color * float4(((prim % 2u) == 0u) ? 1.0f : 0.5f);
                v.uv = (corners[i] * float2(0.5f)) + float2(0.5f);
                GSOut_triangleStream_append(v, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state);
            }
        }
    }
    GSOut_triangleStream_restartStrip(GSOut_triangleStream_state);
    return;
}

void main_body(uint3 main_group, constant type_Camera& Camera, threadgroup array<GSOut, 4>& GSOut_triangleStream_vertices, threadgroup array<packed_uint3, 2>& GSOut_triangleStream_indices, threadgroup uint4& GSOut_triangleStream_state, const device main_inputVertex* main_inputVertices, threadgroup uint2& mesh_counts) {
    uint3 main_group_1 = {};
    array<VSOut, 1> main_in_input = {};
    uint main_k = {};
    uint main_vertexCount = {};
    uint main_primitiveCount = {};
    main_group_1 = main_group;
    GSOut_triangleStream_state = uint4(0u, 0u, 0u, 4u);
    {
        main_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                main_k = main_k + 1u;
            }
            loop_init = false;
            if (!(main_k < 1u)) {
                break;
            }
            {
                main_in_input[main_k] = main_inputVertices[(main_group_1.x * 1u) + main_k].input;
            }
        }
    }
    main_geometry(main_in_input, main_group_1.x, Camera, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state);
    main_vertexCount = min(GSOut_triangleStream_state.x, 4u);
    main_primitiveCount = min(GSOut_triangleStream_state.y, 2u);
    mesh_counts = uint2(main_vertexCount, main_primitiveCount);
    return;
}

struct main0_vertex {
    float4 pos [[position]];
    float4 color [[user(COLOR0)]];
    float2 uv [[user(TEXCOORD0)]];
};

[[mesh]] void main0(
    uint3 main_group [[threadgroup_position_in_grid]],
    constant type_Camera& Camera [[buffer(0)]],
    const device main_inputVertex* main_inputVertices [[buffer(1)]],
    metal::mesh<main0_vertex, void, 4, 2, metal::topology::triangle> mesh_out,
    uint thread_index [[thread_index_in_threadgroup]]
) {
    threadgroup array<GSOut, 4> GSOut_triangleStream_vertices;
    threadgroup array<packed_uint3, 2> GSOut_triangleStream_indices;
    threadgroup uint4 GSOut_triangleStream_state;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint3 main_group_1 = {};
    main_group_1 = main_group;
    main_body(main_group_1, Camera, GSOut_triangleStream_vertices, GSOut_triangleStream_indices, GSOut_triangleStream_state, main_inputVertices, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 4u);
    uint primitive_count = min(mesh_counts.y, 2u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 1u) {
        main0_vertex v = {};
        v.pos = GSOut_triangleStream_vertices[i].pos;
        v.color = GSOut_triangleStream_vertices[i].color;
        v.uv = GSOut_triangleStream_vertices[i].uv;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 1u) {
        mesh_out.set_index(i * 3u + 0u, uchar(GSOut_triangleStream_indices[i].x));
        mesh_out.set_index(i * 3u + 1u, uchar(GSOut_triangleStream_indices[i].y));
        mesh_out.set_index(i * 3u + 2u, uchar(GSOut_triangleStream_indices[i].z));
    }
    return;
}
