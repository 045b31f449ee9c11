#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSIn {
    packed_float3 pos;
    packed_float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSIn) == 24, "VSIn: size");
static_assert(__builtin_offsetof(VSIn, pos) == 0, "VSIn::pos: offset");
static_assert(__builtin_offsetof(VSIn, normal) == 12, "VSIn::normal: offset");
#endif

struct VSMain_vertexIn {
    VSIn v;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMain_vertexIn) == 24, "VSMain_vertexIn: size");
static_assert(__builtin_offsetof(VSMain_vertexIn, v) == 0, "VSMain_vertexIn::v: offset");
#endif

struct ControlPoint {
    packed_float3 pos;
    packed_float3 normal;
    uint vertexId;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ControlPoint) == 28, "ControlPoint: size");
static_assert(__builtin_offsetof(ControlPoint, pos) == 0, "ControlPoint::pos: offset");
static_assert(__builtin_offsetof(ControlPoint, normal) == 12, "ControlPoint::normal: offset");
static_assert(__builtin_offsetof(ControlPoint, vertexId) == 24, "ControlPoint::vertexId: offset");
#endif

struct type_VSMain_vertexCount {
    uint VSMain_count;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_VSMain_vertexCount) == 16, "type_VSMain_vertexCount: size");
static_assert(__builtin_offsetof(type_VSMain_vertexCount, VSMain_count) == 0, "type_VSMain_vertexCount::VSMain_count: offset");
#endif

ControlPoint VSMain_vertex(VSIn v, uint id) {
    VSIn v_1 = {};
    ControlPoint c = {};
    v_1 = v;
    c.pos = float3(v_1.pos);
    c.normal = normalize(float3(v_1.normal));
    c.vertexId = id;
    return c;
}

kernel void VSMain(
    uint3 VSMain_thread [[thread_position_in_grid]],
    const device VSMain_vertexIn* VSMain_vertexInput [[buffer(1)]],
    device ControlPoint* VSMain_vertexOutput [[buffer(2)]],
    constant type_VSMain_vertexCount& VSMain_vertexCount [[buffer(3)]]
) {
    uint3 VSMain_thread_1 = {};
    uint VSMain_id = {};
    VSMain_vertexIn VSMain_in = {};
    VSMain_thread_1 = VSMain_thread;
    VSMain_id = VSMain_thread_1.x;
    if (VSMain_id >= VSMain_vertexCount.VSMain_count) {
        {
            return;
        }
    }
    VSMain_in = VSMain_vertexInput[VSMain_id];
    uint _e16 = VSMain_id;
    ControlPoint _e21 = VSMain_vertex(VSMain_in.v, VSMain_id);
    VSMain_vertexOutput[_e16] = _e21;
    return;
}
