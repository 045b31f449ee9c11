#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_PerVertex {
    float4 gl_Position;
    float gl_PointSize;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_PerVertex) == 32, "_glsl_PerVertex: size");
static_assert(__builtin_offsetof(_glsl_PerVertex, gl_Position) == 0, "_glsl_PerVertex::gl_Position: offset");
static_assert(__builtin_offsetof(_glsl_PerVertex, gl_PointSize) == 16, "_glsl_PerVertex::gl_PointSize: offset");
#endif

struct type_Params {
    float4x4 projection;
    float magnitude;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 80, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, projection) == 0, "type_Params::projection: offset");
static_assert(__builtin_offsetof(type_Params, magnitude) == 64, "type_Params::magnitude: offset");
#endif

struct _glsl_in_VS_OUT {
    float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_in_VS_OUT) == 16, "_glsl_in_VS_OUT: size");
static_assert(__builtin_offsetof(_glsl_in_VS_OUT, normal) == 0, "_glsl_in_VS_OUT::normal: offset");
#endif

struct _glsl_GsOut {
    float4 gl_Position_;
    float3 fColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_GsOut) == 32, "_glsl_GsOut: size");
static_assert(__builtin_offsetof(_glsl_GsOut, gl_Position_) == 0, "_glsl_GsOut::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_GsOut, fColor_) == 16, "_glsl_GsOut::fColor_: offset");
#endif

struct _glsl_GsIn {
    _glsl_PerVertex gl_in_;
    _glsl_in_VS_OUT gs_in_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_GsIn) == 48, "_glsl_GsIn: size");
static_assert(__builtin_offsetof(_glsl_GsIn, gl_in_) == 0, "_glsl_GsIn::gl_in_: offset");
static_assert(__builtin_offsetof(_glsl_GsIn, gs_in_) == 32, "_glsl_GsIn::gs_in_: offset");
#endif

struct main_inputVertex {
    _glsl_GsIn _glsl_input;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(main_inputVertex) == 48, "main_inputVertex: size");
static_assert(__builtin_offsetof(main_inputVertex, _glsl_input) == 0, "main_inputVertex::_glsl_input: offset");
#endif

constant uint _glsl_input_vertices = 3u;

void _glsl_GsOut_lineStream_append(_glsl_GsOut v, threadgroup array<_glsl_GsOut, 6>& _glsl_GsOut_lineStream_vertices, threadgroup array<uint2, 5>& _glsl_GsOut_lineStream_indices, threadgroup uint4& _glsl_GsOut_lineStream_state) {
    uint n = {};
    uint k = {};
    n = _glsl_GsOut_lineStream_state.x;
    if (n >= _glsl_GsOut_lineStream_state.w) {
        {
            return;
        }
    }
    _glsl_GsOut_lineStream_vertices[n] = v;
    _glsl_GsOut_lineStream_state.x = n + 1u;
    _glsl_GsOut_lineStream_state.z = _glsl_GsOut_lineStream_state.z + 1u;
    if (_glsl_GsOut_lineStream_state.z < 2u) {
        {
            return;
        }
    }
    k = _glsl_GsOut_lineStream_state.y;
    _glsl_GsOut_lineStream_indices[k] = uint2(n - 1u, n);
    _glsl_GsOut_lineStream_state.y = k + 1u;
    return;
}

void _glsl_EmitVertex(thread float4& gl_Position, thread float3& fColor, threadgroup array<_glsl_GsOut, 6>& _glsl_GsOut_lineStream_vertices, threadgroup array<uint2, 5>& _glsl_GsOut_lineStream_indices, threadgroup uint4& _glsl_GsOut_lineStream_state) {
    _glsl_GsOut o = {};
    o.gl_Position_ = gl_Position;
    o.fColor_ = fColor;
    _glsl_GsOut_lineStream_append(o, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state);
    return;
}

void _glsl_GsOut_lineStream_restartStrip(threadgroup uint4& _glsl_GsOut_lineStream_state) {
    _glsl_GsOut_lineStream_state.z = 0u;
    return;
}

void _glsl_EndPrimitive(threadgroup uint4& _glsl_GsOut_lineStream_state) {
    _glsl_GsOut_lineStream_restartStrip(_glsl_GsOut_lineStream_state);
    return;
}

void line_1(int i, thread float4& gl_Position, thread array<_glsl_PerVertex, 3>& gl_in, constant type_Params& Params, thread array<_glsl_in_VS_OUT, 3>& gs_in, thread float3& fColor, threadgroup array<_glsl_GsOut, 6>& _glsl_GsOut_lineStream_vertices, threadgroup array<uint2, 5>& _glsl_GsOut_lineStream_indices, threadgroup uint4& _glsl_GsOut_lineStream_state) {
    gl_Position = Params.projection * gl_in[i].gl_Position;
    fColor = float3(1.0f, 1.0f, 0.0f);
    _glsl_EmitVertex(gl_Position, fColor, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state);
    float3 _e25 = gs_in[i].normal;
    gl_Position = Params.projection * (gl_in[i].gl_Position + (float4(_e25.x, _e25.y, _e25.z, 0.0f) * float4(Params.magnitude)));
    fColor = float3(1.0f, 0.0f, 0.0f);
    _glsl_EmitVertex(gl_Position, fColor, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state);
    _glsl_EndPrimitive(_glsl_GsOut_lineStream_state);
    return;
}

void _glsl_main(thread float4& gl_Position, thread array<_glsl_PerVertex, 3>& gl_in, constant type_Params& Params, thread array<_glsl_in_VS_OUT, 3>& gs_in, thread float3& fColor, threadgroup array<_glsl_GsOut, 6>& _glsl_GsOut_lineStream_vertices, threadgroup array<uint2, 5>& _glsl_GsOut_lineStream_indices, threadgroup uint4& _glsl_GsOut_lineStream_state) {
    line_1(0, gl_Position, gl_in, Params, gs_in, fColor, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state);
    line_1(1, gl_Position, gl_in, Params, gs_in, fColor, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state);
    line_1(2, gl_Position, gl_in, Params, gs_in, fColor, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state);
    return;
}

void main_geometry(array<_glsl_GsIn, 3> _glsl_input, uint _glsl_primitive, uint _glsl_instance, thread float4& gl_Position, thread array<_glsl_PerVertex, 3>& gl_in, constant type_Params& Params, thread array<_glsl_in_VS_OUT, 3>& gs_in, thread float3& fColor, threadgroup array<_glsl_GsOut, 6>& _glsl_GsOut_lineStream_vertices, threadgroup array<uint2, 5>& _glsl_GsOut_lineStream_indices, threadgroup uint4& _glsl_GsOut_lineStream_state) {
    uint k = {};
    array<_glsl_GsIn, 3> _array = {};
    array<_glsl_GsIn, 3> _array_1 = {};
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < _glsl_input_vertices)) {
                break;
            }
            {
                uint _e10 = k;
                uint _e12 = k;
                _array = _glsl_input;
                gl_in[_e10] = _array[_e12].gl_in_;
                uint _e18 = k;
                uint _e20 = k;
                _array_1 = _glsl_input;
                gs_in[_e18] = _array_1[_e20].gs_in_;
            }
        }
    }
    _glsl_main(gl_Position, gl_in, Params, gs_in, fColor, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state);
    return;
}

void main_body(uint3 main_group, thread float4& gl_Position, thread array<_glsl_PerVertex, 3>& gl_in, constant type_Params& Params, thread array<_glsl_in_VS_OUT, 3>& gs_in, thread float3& fColor, threadgroup array<_glsl_GsOut, 6>& _glsl_GsOut_lineStream_vertices, threadgroup array<uint2, 5>& _glsl_GsOut_lineStream_indices, threadgroup uint4& _glsl_GsOut_lineStream_state, const device main_inputVertex* main_inputVertices, threadgroup uint2& mesh_counts) {
    uint3 main_group_1 = {};
    array<_glsl_GsIn, 3> main_in___glsl_input = {};
    uint main_k = {};
    uint main_vertexCount = {};
    uint main_primitiveCount = {};
    main_group_1 = main_group;
    _glsl_GsOut_lineStream_state = uint4(0u, 0u, 0u, 6u);
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
                main_in___glsl_input[main_k] = main_inputVertices[(main_group_1.x * 3u) + main_k]._glsl_input;
            }
        }
    }
    main_geometry(main_in___glsl_input, main_group_1.x, main_group_1.y, gl_Position, gl_in, Params, gs_in, fColor, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state);
    main_vertexCount = min(_glsl_GsOut_lineStream_state.x, 6u);
    main_primitiveCount = min(_glsl_GsOut_lineStream_state.y, 5u);
    mesh_counts = uint2(main_vertexCount, main_primitiveCount);
    return;
}

struct main0_vertex {
    float4 gl_Position [[position]];
    float3 fColor [[user(locn0)]];
};

[[mesh]] void main0(
    uint3 main_group [[threadgroup_position_in_grid]],
    constant type_Params& Params [[buffer(0)]],
    const device main_inputVertex* main_inputVertices [[buffer(1)]],
    metal::mesh<main0_vertex, void, 6, 5, metal::topology::line> mesh_out,
    uint thread_index [[thread_index_in_threadgroup]]
) {
    float4 gl_Position = {};
    array<_glsl_PerVertex, 3> gl_in = {};
    array<_glsl_in_VS_OUT, 3> gs_in = {};
    float3 fColor = {};
    threadgroup array<_glsl_GsOut, 6> _glsl_GsOut_lineStream_vertices;
    threadgroup array<uint2, 5> _glsl_GsOut_lineStream_indices;
    threadgroup uint4 _glsl_GsOut_lineStream_state;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint3 main_group_1 = {};
    main_group_1 = main_group;
    main_body(main_group_1, gl_Position, gl_in, Params, gs_in, fColor, _glsl_GsOut_lineStream_vertices, _glsl_GsOut_lineStream_indices, _glsl_GsOut_lineStream_state, main_inputVertices, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 6u);
    uint primitive_count = min(mesh_counts.y, 5u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 1u) {
        main0_vertex v = {};
        v.gl_Position = _glsl_GsOut_lineStream_vertices[i].gl_Position_;
        v.fColor = _glsl_GsOut_lineStream_vertices[i].fColor_;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 1u) {
        mesh_out.set_index(i * 2u + 0u, uchar(_glsl_GsOut_lineStream_indices[i].x));
        mesh_out.set_index(i * 2u + 1u, uchar(_glsl_GsOut_lineStream_indices[i].y));
    }
    return;
}
