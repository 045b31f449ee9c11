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

struct type_Faces {
    array<float4x4, 6> faceMatrices;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Faces) == 384, "type_Faces: size");
static_assert(__builtin_offsetof(type_Faces, faceMatrices) == 0, "type_Faces::faceMatrices: offset");
#endif

struct _glsl_GsOut {
    uint gl_Layer_;
    uchar _pad1[12];
    float4 gl_Position_;
    uint gl_PrimitiveID_;
    uchar _pad3[12];
    float4 fragPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_GsOut) == 64, "_glsl_GsOut: size");
static_assert(__builtin_offsetof(_glsl_GsOut, gl_Layer_) == 0, "_glsl_GsOut::gl_Layer_: offset");
static_assert(__builtin_offsetof(_glsl_GsOut, gl_Position_) == 16, "_glsl_GsOut::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_GsOut, gl_PrimitiveID_) == 32, "_glsl_GsOut::gl_PrimitiveID_: offset");
static_assert(__builtin_offsetof(_glsl_GsOut, fragPos_) == 48, "_glsl_GsOut::fragPos_: offset");
#endif

struct _glsl_GsOut_triangleStream_primitive {
    uint gl_Layer_;
    uint gl_PrimitiveID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_GsOut_triangleStream_primitive) == 8, "_glsl_GsOut_triangleStream_primitive: size");
static_assert(__builtin_offsetof(_glsl_GsOut_triangleStream_primitive, gl_Layer_) == 0, "_glsl_GsOut_triangleStream_primitive::gl_Layer_: offset");
static_assert(__builtin_offsetof(_glsl_GsOut_triangleStream_primitive, gl_PrimitiveID_) == 4, "_glsl_GsOut_triangleStream_primitive::gl_PrimitiveID_: offset");
#endif

struct _glsl_GsIn {
    _glsl_PerVertex gl_in_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_GsIn) == 32, "_glsl_GsIn: size");
static_assert(__builtin_offsetof(_glsl_GsIn, gl_in_) == 0, "_glsl_GsIn::gl_in_: offset");
#endif

struct main_inputVertex {
    _glsl_GsIn _glsl_input;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(main_inputVertex) == 32, "main_inputVertex: size");
static_assert(__builtin_offsetof(main_inputVertex, _glsl_input) == 0, "main_inputVertex::_glsl_input: offset");
#endif

constant uint _glsl_input_vertices = 3u;

void _glsl_GsOut_triangleStream_append(_glsl_GsOut v, threadgroup array<_glsl_GsOut, 3>& _glsl_GsOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& _glsl_GsOut_triangleStream_indices, threadgroup uint4& _glsl_GsOut_triangleStream_state, threadgroup array<_glsl_GsOut_triangleStream_primitive, 1>& _glsl_GsOut_triangleStream_primitives) {
    uint n = {};
    uint k = {};
    n = _glsl_GsOut_triangleStream_state.x;
    if (n >= _glsl_GsOut_triangleStream_state.w) {
        {
            return;
        }
    }
    _glsl_GsOut_triangleStream_vertices[n] = v;
    _glsl_GsOut_triangleStream_state.x = n + 1u;
    _glsl_GsOut_triangleStream_state.z = _glsl_GsOut_triangleStream_state.z + 1u;
    if (_glsl_GsOut_triangleStream_state.z < 3u) {
        {
            return;
        }
    }
    k = _glsl_GsOut_triangleStream_state.y;
    if ((_glsl_GsOut_triangleStream_state.z & 1u) == 1u) {
        {
            _glsl_GsOut_triangleStream_indices[k] = uint3(n - 2u, n - 1u, n);
        }
    } else {
        {
            _glsl_GsOut_triangleStream_indices[k] = uint3(n - 1u, n - 2u, n);
        }
    }
    _glsl_GsOut_triangleStream_primitives[k].gl_Layer_ = _glsl_GsOut_triangleStream_vertices[n - 2u].gl_Layer_;
    _glsl_GsOut_triangleStream_primitives[k].gl_PrimitiveID_ = _glsl_GsOut_triangleStream_vertices[n - 2u].gl_PrimitiveID_;
    _glsl_GsOut_triangleStream_state.y = k + 1u;
    return;
}

void _glsl_EmitVertex(thread int& gl_Layer, thread float4& gl_Position, thread int& gl_PrimitiveID, thread float4& fragPos, threadgroup array<_glsl_GsOut, 3>& _glsl_GsOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& _glsl_GsOut_triangleStream_indices, threadgroup uint4& _glsl_GsOut_triangleStream_state, threadgroup array<_glsl_GsOut_triangleStream_primitive, 1>& _glsl_GsOut_triangleStream_primitives) {
    _glsl_GsOut o = {};
    o.gl_Layer_ = uint(gl_Layer);
    o.gl_Position_ = gl_Position;
    o.gl_PrimitiveID_ = uint(gl_PrimitiveID);
    o.fragPos_ = fragPos;
    _glsl_GsOut_triangleStream_append(o, _glsl_GsOut_triangleStream_vertices, _glsl_GsOut_triangleStream_indices, _glsl_GsOut_triangleStream_state, _glsl_GsOut_triangleStream_primitives);
    return;
}

void _glsl_GsOut_triangleStream_restartStrip(threadgroup uint4& _glsl_GsOut_triangleStream_state) {
    _glsl_GsOut_triangleStream_state.z = 0u;
    return;
}

void _glsl_EndPrimitive(threadgroup uint4& _glsl_GsOut_triangleStream_state) {
    _glsl_GsOut_triangleStream_restartStrip(_glsl_GsOut_triangleStream_state);
    return;
}

void _glsl_main(thread int& gl_InvocationID, thread int& gl_Layer, thread float4& gl_Position, thread int& gl_PrimitiveID, thread int& gl_PrimitiveIDIn, thread array<_glsl_PerVertex, 3>& gl_in, constant type_Faces& Faces, thread float4& fragPos, threadgroup array<_glsl_GsOut, 3>& _glsl_GsOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& _glsl_GsOut_triangleStream_indices, threadgroup uint4& _glsl_GsOut_triangleStream_state, threadgroup array<_glsl_GsOut_triangleStream_primitive, 1>& _glsl_GsOut_triangleStream_primitives) {
    int i = {};
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
                fragPos = gl_in[i].gl_Position;
                gl_Position = Faces.faceMatrices[gl_InvocationID] * fragPos;
                gl_Layer = gl_InvocationID;
                gl_PrimitiveID = gl_PrimitiveIDIn;
                _glsl_EmitVertex(gl_Layer, gl_Position, gl_PrimitiveID, fragPos, _glsl_GsOut_triangleStream_vertices, _glsl_GsOut_triangleStream_indices, _glsl_GsOut_triangleStream_state, _glsl_GsOut_triangleStream_primitives);
            }
        }
    }
    _glsl_EndPrimitive(_glsl_GsOut_triangleStream_state);
    return;
}

void main_geometry(array<_glsl_GsIn, 3> _glsl_input, uint _glsl_primitive, uint _glsl_instance, thread int& gl_InvocationID, thread int& gl_Layer, thread float4& gl_Position, thread int& gl_PrimitiveID, thread int& gl_PrimitiveIDIn, thread array<_glsl_PerVertex, 3>& gl_in, constant type_Faces& Faces, thread float4& fragPos, threadgroup array<_glsl_GsOut, 3>& _glsl_GsOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& _glsl_GsOut_triangleStream_indices, threadgroup uint4& _glsl_GsOut_triangleStream_state, threadgroup array<_glsl_GsOut_triangleStream_primitive, 1>& _glsl_GsOut_triangleStream_primitives) {
    uint k = {};
    array<_glsl_GsIn, 3> _array = {};
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
            }
        }
    }
    gl_PrimitiveIDIn = int(_glsl_primitive);
    gl_InvocationID = int(_glsl_instance);
    _glsl_main(gl_InvocationID, gl_Layer, gl_Position, gl_PrimitiveID, gl_PrimitiveIDIn, gl_in, Faces, fragPos, _glsl_GsOut_triangleStream_vertices, _glsl_GsOut_triangleStream_indices, _glsl_GsOut_triangleStream_state, _glsl_GsOut_triangleStream_primitives);
    return;
}

void main_body(uint3 main_group, thread int& gl_InvocationID, thread int& gl_Layer, thread float4& gl_Position, thread int& gl_PrimitiveID, thread int& gl_PrimitiveIDIn, thread array<_glsl_PerVertex, 3>& gl_in, constant type_Faces& Faces, thread float4& fragPos, threadgroup array<_glsl_GsOut, 3>& _glsl_GsOut_triangleStream_vertices, threadgroup array<packed_uint3, 1>& _glsl_GsOut_triangleStream_indices, threadgroup uint4& _glsl_GsOut_triangleStream_state, threadgroup array<_glsl_GsOut_triangleStream_primitive, 1>& _glsl_GsOut_triangleStream_primitives, const device main_inputVertex* main_inputVertices, threadgroup uint2& mesh_counts) {
    uint3 main_group_1 = {};
    array<_glsl_GsIn, 3> main_in___glsl_input = {};
    uint main_k = {};
    uint main_vertexCount = {};
    uint main_primitiveCount = {};
    main_group_1 = main_group;
    _glsl_GsOut_triangleStream_state = uint4(0u, 0u, 0u, 3u);
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
    main_geometry(main_in___glsl_input, main_group_1.x, main_group_1.y, gl_InvocationID, gl_Layer, gl_Position, gl_PrimitiveID, gl_PrimitiveIDIn, gl_in, Faces, fragPos, _glsl_GsOut_triangleStream_vertices, _glsl_GsOut_triangleStream_indices, _glsl_GsOut_triangleStream_state, _glsl_GsOut_triangleStream_primitives);
    main_vertexCount = min(_glsl_GsOut_triangleStream_state.x, 3u);
    main_primitiveCount = min(_glsl_GsOut_triangleStream_state.y, 1u);
    mesh_counts = uint2(main_vertexCount, main_primitiveCount);
    return;
}

struct main0_vertex {
    float4 gl_Position [[position]];
    float4 fragPos [[user(locn0)]];
};

struct main0_primitive {
    uint gl_Layer [[render_target_array_index]];
    uint gl_PrimitiveID [[primitive_id]];
};

[[mesh]] void main0(
    uint3 main_group [[threadgroup_position_in_grid]],
    constant type_Faces& Faces [[buffer(0)]],
    const device main_inputVertex* main_inputVertices [[buffer(1)]],
    metal::mesh<main0_vertex, main0_primitive, 3, 1, metal::topology::triangle> mesh_out,
    uint thread_index [[thread_index_in_threadgroup]]
) {
    int gl_InvocationID = {};
    int gl_Layer = {};
    float4 gl_Position = {};
    int gl_PrimitiveID = {};
    int gl_PrimitiveIDIn = {};
    array<_glsl_PerVertex, 3> gl_in = {};
    float4 fragPos = {};
    threadgroup array<_glsl_GsOut, 3> _glsl_GsOut_triangleStream_vertices;
    threadgroup array<packed_uint3, 1> _glsl_GsOut_triangleStream_indices;
    threadgroup uint4 _glsl_GsOut_triangleStream_state;
    threadgroup array<_glsl_GsOut_triangleStream_primitive, 1> _glsl_GsOut_triangleStream_primitives;
    threadgroup uint2 mesh_counts;
    if (thread_index == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint3 main_group_1 = {};
    main_group_1 = main_group;
    main_body(main_group_1, gl_InvocationID, gl_Layer, gl_Position, gl_PrimitiveID, gl_PrimitiveIDIn, gl_in, Faces, fragPos, _glsl_GsOut_triangleStream_vertices, _glsl_GsOut_triangleStream_indices, _glsl_GsOut_triangleStream_state, _glsl_GsOut_triangleStream_primitives, main_inputVertices, mesh_counts);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 3u);
    uint primitive_count = min(mesh_counts.y, 1u);
    if (thread_index == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = thread_index; i < vertex_count; i += 1u) {
        main0_vertex v = {};
        v.gl_Position = _glsl_GsOut_triangleStream_vertices[i].gl_Position_;
        v.fragPos = _glsl_GsOut_triangleStream_vertices[i].fragPos_;
        mesh_out.set_vertex(i, v);
    }
    for (uint i = thread_index; i < primitive_count; i += 1u) {
        mesh_out.set_index(i * 3u + 0u, uchar(_glsl_GsOut_triangleStream_indices[i].x));
        mesh_out.set_index(i * 3u + 1u, uchar(_glsl_GsOut_triangleStream_indices[i].y));
        mesh_out.set_index(i * 3u + 2u, uchar(_glsl_GsOut_triangleStream_indices[i].z));
        main0_primitive p = {};
        p.gl_Layer = _glsl_GsOut_triangleStream_primitives[i].gl_Layer_;
        p.gl_PrimitiveID = _glsl_GsOut_triangleStream_primitives[i].gl_PrimitiveID_;
        mesh_out.set_primitive(i, p);
    }
    return;
}
