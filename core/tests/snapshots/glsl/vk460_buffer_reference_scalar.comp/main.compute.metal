#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Positions_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Positions_ref) == 8, "Positions_ref: size");
static_assert(__builtin_offsetof(Positions_ref, address) == 0, "Positions_ref::address: offset");
#endif

struct Vertices_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Vertices_ref) == 8, "Vertices_ref: size");
static_assert(__builtin_offsetof(Vertices_ref, address) == 0, "Vertices_ref::address: offset");
#endif

struct type_Push {
    Positions_ref positions;
    Vertices_ref vertices;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 16, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, positions) == 0, "type_Push::positions: offset");
static_assert(__builtin_offsetof(type_Push, vertices) == 8, "type_Push::vertices: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

struct Vertex {
    packed_float3 position;
    packed_float2 uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Vertex) == 20, "Vertex: size");
static_assert(__builtin_offsetof(Vertex, position) == 0, "Vertex::position: offset");
static_assert(__builtin_offsetof(Vertex, uv) == 12, "Vertex::uv: offset");
#endif

struct Vertices {
    uint count;
    Vertex v[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Vertices, count) == 0, "Vertices::count: offset");
static_assert(__builtin_offsetof(Vertices, v) == 4, "Vertices::v: offset");
#endif

struct Positions {
    packed_float3 p[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Positions, p) == 0, "Positions::p: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, constant type_Push& Push) {
    uint i = {};
    float3 p = {};
    i = gl_GlobalInvocationID.x;
    if (i >= reinterpret_cast<device Vertices*>(Push.vertices.address)->count) {
        {
            return;
        }
    }
    p = float3(reinterpret_cast<device Positions*>(Push.positions.address)->p[i]);
    reinterpret_cast<device Vertices*>(Push.vertices.address)->v[i].position = p * float3(2.0f);
    reinterpret_cast<device Vertices*>(Push.vertices.address)->v[i].uv = p.xy;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_Push& Push [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Push);
    return;
}
