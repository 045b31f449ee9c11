#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_MeshPerVertexEXT {
    float4 gl_Position;
    float gl_PointSize;
    array<float, 1> gl_ClipDistance;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_MeshPerVertexEXT) == 32, "_glsl_MeshPerVertexEXT: size");
static_assert(__builtin_offsetof(_glsl_MeshPerVertexEXT, gl_Position) == 0, "_glsl_MeshPerVertexEXT::gl_Position: offset");
static_assert(__builtin_offsetof(_glsl_MeshPerVertexEXT, gl_PointSize) == 16, "_glsl_MeshPerVertexEXT::gl_PointSize: offset");
static_assert(__builtin_offsetof(_glsl_MeshPerVertexEXT, gl_ClipDistance) == 20, "_glsl_MeshPerVertexEXT::gl_ClipDistance: offset");
#endif

struct _glsl_MeshPerPrimitiveEXT {
    int gl_PrimitiveID;
    int gl_Layer;
    int gl_ViewportIndex;
    bool gl_CullPrimitiveEXT;
    uchar _pad4[3];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_MeshPerPrimitiveEXT) == 16, "_glsl_MeshPerPrimitiveEXT: size");
static_assert(__builtin_offsetof(_glsl_MeshPerPrimitiveEXT, gl_PrimitiveID) == 0, "_glsl_MeshPerPrimitiveEXT::gl_PrimitiveID: offset");
static_assert(__builtin_offsetof(_glsl_MeshPerPrimitiveEXT, gl_Layer) == 4, "_glsl_MeshPerPrimitiveEXT::gl_Layer: offset");
static_assert(__builtin_offsetof(_glsl_MeshPerPrimitiveEXT, gl_ViewportIndex) == 8, "_glsl_MeshPerPrimitiveEXT::gl_ViewportIndex: offset");
static_assert(__builtin_offsetof(_glsl_MeshPerPrimitiveEXT, gl_CullPrimitiveEXT) == 12, "_glsl_MeshPerPrimitiveEXT::gl_CullPrimitiveEXT: offset");
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

struct type_Camera {
    float4x4 viewProjection;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 64, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, viewProjection) == 0, "type_Camera::viewProjection: offset");
#endif

struct TaskPayload {
    uint meshletBase;
    float scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TaskPayload) == 8, "TaskPayload: size");
static_assert(__builtin_offsetof(TaskPayload, meshletBase) == 0, "TaskPayload::meshletBase: offset");
static_assert(__builtin_offsetof(TaskPayload, scale) == 4, "TaskPayload::scale: offset");
#endif

struct Surface {
    float2 uv;
    float depth;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Surface) == 16, "Surface: size");
static_assert(__builtin_offsetof(Surface, uv) == 0, "Surface::uv: offset");
static_assert(__builtin_offsetof(Surface, depth) == 8, "Surface::depth: offset");
#endif

struct _glsl_In {
    uint gl_LocalInvocationIndex_;
    uchar _pad1[12];
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 0, "_glsl_In::gl_LocalInvocationIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 16, "_glsl_In::gl_WorkGroupID_: offset");
#endif

struct _glsl_MeshVertex {
    float4 gl_Position_;
    array<float, 1> gl_ClipDistance_;
    uchar _pad2[12];
    float3 vColor_;
    float2 surface_uv;
    float surface_depth;
    uchar _pad5[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_MeshVertex) == 64, "_glsl_MeshVertex: size");
static_assert(__builtin_offsetof(_glsl_MeshVertex, gl_Position_) == 0, "_glsl_MeshVertex::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_MeshVertex, gl_ClipDistance_) == 16, "_glsl_MeshVertex::gl_ClipDistance_: offset");
static_assert(__builtin_offsetof(_glsl_MeshVertex, vColor_) == 32, "_glsl_MeshVertex::vColor_: offset");
static_assert(__builtin_offsetof(_glsl_MeshVertex, surface_uv) == 48, "_glsl_MeshVertex::surface_uv: offset");
static_assert(__builtin_offsetof(_glsl_MeshVertex, surface_depth) == 56, "_glsl_MeshVertex::surface_depth: offset");
#endif

struct _glsl_MeshPrimitive {
    bool gl_CullPrimitiveEXT_;
    uchar _pad1[3];
    uint meshletId_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_MeshPrimitive) == 8, "_glsl_MeshPrimitive: size");
static_assert(__builtin_offsetof(_glsl_MeshPrimitive, gl_CullPrimitiveEXT_) == 0, "_glsl_MeshPrimitive::gl_CullPrimitiveEXT_: offset");
static_assert(__builtin_offsetof(_glsl_MeshPrimitive, meshletId_) == 4, "_glsl_MeshPrimitive::meshletId_: offset");
#endif

constant uint _glsl_max_vertices = 64u;
constant uint _glsl_max_primitives = 64u;

void SetMeshOutputsEXT(uint v, uint p, thread uint2& _glsl_mesh_counts) {
    _glsl_mesh_counts = uint2(v, p);
    return;
}

void emitVertex(uint i, Meshlet m, threadgroup array<_glsl_MeshPerVertexEXT, 64>& gl_MeshVerticesEXT, const device float4* positions, constant type_Camera& Camera, thread TaskPayload& payload, threadgroup array<packed_float3, 64>& vColor, threadgroup array<Surface, 64>& surface) {
    float4 p = {};
    float4 clip = {};
    p = positions[m.vertexOffset + i];
    float3 _e17 = p.xyz * float3(payload.scale);
    clip = Camera.viewProjection * float4(_e17.x, _e17.y, _e17.z, 1.0f);
    gl_MeshVerticesEXT[i].gl_Position = clip;
    gl_MeshVerticesEXT[i].gl_ClipDistance[0] = p.y;
    vColor[i] = float3(float(i) / float(m.vertexCount), p.w, 0.5f);
    surface[i].uv = (p.xy * float2(0.5f)) + float2(0.5f);
    surface[i].depth = clip.z / clip.w;
    return;
}

void _glsl_main(thread uint& gl_LocalInvocationIndex, thread uint3& gl_WorkGroupID, thread uint2& _glsl_mesh_counts, threadgroup array<_glsl_MeshPerVertexEXT, 64>& gl_MeshVerticesEXT, threadgroup array<_glsl_MeshPerPrimitiveEXT, 64>& gl_MeshPrimitivesEXT, threadgroup array<packed_uint3, 64>& gl_PrimitiveTriangleIndicesEXT, const device Meshlet* meshlets, const device float4* positions, const device uint* packedTriangles, constant type_Camera& Camera, thread TaskPayload& payload, threadgroup array<packed_float3, 64>& vColor, threadgroup array<Surface, 64>& surface, threadgroup array<uint, 64>& meshletId) {
    uint id = {};
    Meshlet m = {};
    uint v = {};
    uint t = {};
    uint packed = {};
    id = payload.meshletBase + gl_WorkGroupID.x;
    m = meshlets[id];
    SetMeshOutputsEXT(m.vertexCount, m.triangleCount, _glsl_mesh_counts);
    {
        v = gl_LocalInvocationIndex;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                v = v + 32u;
            }
            loop_init = false;
            if (!(v < m.vertexCount)) {
                break;
            }
            {
                emitVertex(v, m, gl_MeshVerticesEXT, positions, Camera, payload, vColor, surface);
            }
        }
    }
    {
        t = gl_LocalInvocationIndex;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                t = t + 32u;
            }
            loop_init_1 = false;
            if (!(t < m.triangleCount)) {
                break;
            }
            {
                packed = packedTriangles[m.triangleOffset + t];
                gl_PrimitiveTriangleIndicesEXT[t] = uint3(packed & 255u, (packed >> 8u) & 255u, (packed >> 16u) & 255u);
                meshletId[t] = id;
                gl_MeshPrimitivesEXT[t].gl_CullPrimitiveEXT = (packed >> 24u) != 0u;
            }
        }
    }
    return;
}

void main_body(_glsl_In input, thread uint& gl_LocalInvocationIndex, thread uint3& gl_WorkGroupID, thread uint2& _glsl_mesh_counts, threadgroup array<_glsl_MeshPerVertexEXT, 64>& gl_MeshVerticesEXT, threadgroup array<_glsl_MeshPerPrimitiveEXT, 64>& gl_MeshPrimitivesEXT, threadgroup array<packed_uint3, 64>& gl_PrimitiveTriangleIndicesEXT, const device Meshlet* meshlets, const device float4* positions, const device uint* packedTriangles, constant type_Camera& Camera, thread TaskPayload& payload, threadgroup array<packed_float3, 64>& vColor, threadgroup array<Surface, 64>& surface, threadgroup array<uint, 64>& meshletId, threadgroup array<_glsl_MeshVertex, 64>& _glsl_vertices, threadgroup array<packed_uint3, 64>& _glsl_indices, threadgroup array<_glsl_MeshPrimitive, 64>& _glsl_primitives, threadgroup uint2& mesh_counts, object_data const TaskPayload& _glsl_payload_in) {
    _glsl_In input_1 = {};
    uint _glsl_k = {};
    uint _glsl_k_1 = {};
    uint _glsl_k_2 = {};
    input_1 = input;
    gl_LocalInvocationIndex = input_1.gl_LocalInvocationIndex_;
    gl_WorkGroupID = input_1.gl_WorkGroupID_;
    payload = _glsl_payload_in;
    {
        _glsl_k = gl_LocalInvocationIndex;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                _glsl_k = _glsl_k + 32u;
            }
            loop_init = false;
            if (!(_glsl_k < _glsl_max_primitives)) {
                break;
            }
            {
                gl_MeshPrimitivesEXT[_glsl_k].gl_PrimitiveID = 0;
                gl_MeshPrimitivesEXT[_glsl_k].gl_Layer = 0;
                gl_MeshPrimitivesEXT[_glsl_k].gl_ViewportIndex = 0;
                gl_MeshPrimitivesEXT[_glsl_k].gl_CullPrimitiveEXT = false;
            }
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    _glsl_main(gl_LocalInvocationIndex, gl_WorkGroupID, _glsl_mesh_counts, gl_MeshVerticesEXT, gl_MeshPrimitivesEXT, gl_PrimitiveTriangleIndicesEXT, meshlets, positions, packedTriangles, Camera, payload, vColor, surface, meshletId);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    mesh_counts = uint2(_glsl_mesh_counts.x, _glsl_mesh_counts.y);
    {
        _glsl_k_1 = gl_LocalInvocationIndex;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                _glsl_k_1 = _glsl_k_1 + 32u;
            }
            loop_init_1 = false;
            if (!(_glsl_k_1 < _glsl_max_vertices)) {
                break;
            }
            {
                _glsl_vertices[_glsl_k_1].gl_Position_ = gl_MeshVerticesEXT[_glsl_k_1].gl_Position;
                _glsl_vertices[_glsl_k_1].gl_ClipDistance_[0] = gl_MeshVerticesEXT[_glsl_k_1].gl_ClipDistance[0];
                _glsl_vertices[_glsl_k_1].vColor_ = float3(vColor[_glsl_k_1]);
                _glsl_vertices[_glsl_k_1].surface_uv = surface[_glsl_k_1].uv;
                _glsl_vertices[_glsl_k_1].surface_depth = surface[_glsl_k_1].depth;
            }
        }
    }
    {
        _glsl_k_2 = gl_LocalInvocationIndex;
        bool loop_init_2 = true;
        while (true) {
            if (!loop_init_2) {
                _glsl_k_2 = _glsl_k_2 + 32u;
            }
            loop_init_2 = false;
            if (!(_glsl_k_2 < _glsl_max_primitives)) {
                break;
            }
            {
                _glsl_indices[_glsl_k_2] = uint3(gl_PrimitiveTriangleIndicesEXT[_glsl_k_2]);
                _glsl_primitives[_glsl_k_2].gl_CullPrimitiveEXT_ = gl_MeshPrimitivesEXT[_glsl_k_2].gl_CullPrimitiveEXT;
                _glsl_primitives[_glsl_k_2].meshletId_ = meshletId[_glsl_k_2];
            }
        }
    }
    return;
}

struct main0_vertex {
    float4 gl_Position [[position]];
    float3 vColor [[user(locn0)]];
    float2 surface_uv [[user(locn1)]];
    float surface_depth [[user(locn2)]];
    float gl_ClipDistance [[clip_distance]] [1];
};

struct main0_primitive {
    bool gl_CullPrimitiveEXT [[primitive_culled]];
    uint meshletId [[user(locn3)]];
};

[[mesh]] void main0(
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    const device Meshlet* meshlets [[buffer(0)]],
    const device float4* positions [[buffer(1)]],
    const device uint* packedTriangles [[buffer(2)]],
    constant type_Camera& Camera [[buffer(3)]],
    metal::mesh<main0_vertex, main0_primitive, 64, 64, metal::topology::triangle> mesh_out,
    object_data const TaskPayload& _glsl_payload_in [[payload]]
) {
    uint gl_LocalInvocationIndex = {};
    uint3 gl_WorkGroupID = {};
    uint2 _glsl_mesh_counts = {};
    threadgroup array<_glsl_MeshPerVertexEXT, 64> gl_MeshVerticesEXT;
    threadgroup array<_glsl_MeshPerPrimitiveEXT, 64> gl_MeshPrimitivesEXT;
    threadgroup array<packed_uint3, 64> gl_PrimitiveTriangleIndicesEXT;
    TaskPayload payload = {};
    threadgroup array<packed_float3, 64> vColor;
    threadgroup array<Surface, 64> surface;
    threadgroup array<uint, 64> meshletId;
    threadgroup array<_glsl_MeshVertex, 64> _glsl_vertices;
    threadgroup array<packed_uint3, 64> _glsl_indices;
    threadgroup array<_glsl_MeshPrimitive, 64> _glsl_primitives;
    threadgroup uint2 mesh_counts;
    if (gl_LocalInvocationIndex_1 == 0u) {
        mesh_counts = uint2(0u);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationIndex_1, {}, gl_WorkGroupID_1};
    main_body(input, gl_LocalInvocationIndex, gl_WorkGroupID, _glsl_mesh_counts, gl_MeshVerticesEXT, gl_MeshPrimitivesEXT, gl_PrimitiveTriangleIndicesEXT, meshlets, positions, packedTriangles, Camera, payload, vColor, surface, meshletId, _glsl_vertices, _glsl_indices, _glsl_primitives, mesh_counts, _glsl_payload_in);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint vertex_count = min(mesh_counts.x, 64u);
    uint primitive_count = min(mesh_counts.y, 64u);
    if (gl_LocalInvocationIndex_1 == 0u) {
        mesh_out.set_primitive_count(primitive_count);
    }
    for (uint i = gl_LocalInvocationIndex_1; i < vertex_count; i += 32u) {
        main0_vertex v = {};
        v.gl_Position = _glsl_vertices[i].gl_Position_;
        v.vColor = _glsl_vertices[i].vColor_;
        v.surface_uv = _glsl_vertices[i].surface_uv;
        v.surface_depth = _glsl_vertices[i].surface_depth;
        v.gl_ClipDistance[0] = _glsl_vertices[i].gl_ClipDistance_[0];
        mesh_out.set_vertex(i, v);
    }
    for (uint i = gl_LocalInvocationIndex_1; i < primitive_count; i += 32u) {
        mesh_out.set_index(i * 3u + 0u, uchar(_glsl_indices[i].x));
        mesh_out.set_index(i * 3u + 1u, uchar(_glsl_indices[i].y));
        mesh_out.set_index(i * 3u + 2u, uchar(_glsl_indices[i].z));
        main0_primitive p = {};
        p.gl_CullPrimitiveEXT = _glsl_primitives[i].gl_CullPrimitiveEXT_;
        p.meshletId = _glsl_primitives[i].meshletId_;
        mesh_out.set_primitive(i, p);
    }
    return;
}
