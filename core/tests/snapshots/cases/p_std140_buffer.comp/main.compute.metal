#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct stride16_elem2 {
    float value;
    uchar pad[12];
};

struct stride16_elem5 {
    float2 value;
    uchar pad[8];
};

struct stride16_elem6 {
    float value;
    uchar pad[12];
};

struct Light {
    packed_float3 pos;
    float range;
    array<stride16_elem6, 2> weights;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 48, "Light: size");
static_assert(__builtin_offsetof(Light, pos) == 0, "Light::pos: offset");
static_assert(__builtin_offsetof(Light, range) == 12, "Light::range: offset");
static_assert(__builtin_offsetof(Light, weights) == 16, "Light::weights: offset");
#endif

struct Scene {
    array<stride16_elem2, 4> gains;
    packed_float3 origin;
    float scale;
    array<stride16_elem5, 2> offsets;
    array<Light, 4> lights;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Scene) == 304, "Scene: size");
static_assert(__builtin_offsetof(Scene, gains) == 0, "Scene::gains: offset");
static_assert(__builtin_offsetof(Scene, origin) == 64, "Scene::origin: offset");
static_assert(__builtin_offsetof(Scene, scale) == 76, "Scene::scale: offset");
static_assert(__builtin_offsetof(Scene, offsets) == 80, "Scene::offsets: offset");
static_assert(__builtin_offsetof(Scene, lights) == 112, "Scene::lights: offset");
#endif

struct stride16_elem11 {
    float value;
    uchar pad[12];
};

struct Values {
    stride16_elem11 values[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Values, values) == 0, "Values::values: offset");
#endif

struct Light_1 {
    packed_float3 pos;
    float range;
    array<float, 2> weights;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light_1) == 32, "Light_1: size");
static_assert(__builtin_offsetof(Light_1, pos) == 0, "Light_1::pos: offset");
static_assert(__builtin_offsetof(Light_1, range) == 12, "Light_1::range: offset");
static_assert(__builtin_offsetof(Light_1, weights) == 16, "Light_1::weights: offset");
#endif

struct _glsl_In {
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 0, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_LocalInvocationID, device Scene* scene, device Values& _Values, device Light_1* copies) {
    uint i = {};
    Light mine = {};
    Light next = {};
    float g = {};
    float2 off = {};
    float3 origin = {};
    float scale = {};
    i = gl_LocalInvocationID.x;
    mine = scene[0u].lights[i];
    next = scene[0u].lights[(i + 1u) % 4u];
    g = scene[0u].gains[3u - i].value;
    off = scene[0u].offsets[i % 2u].value;
    origin = float3(scene[0u].origin);
    scale = scene[0u].scale;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    Light _e65 = next;
    array<stride16_elem6, 2> _e68 = _e65.weights;
    copies[i] = Light_1 {float3(_e65.pos), _e65.range, array<float, 2> {_e68[0].value, _e68[1].value}};
    scene[0u].lights[i].pos = (float3(mine.pos) * float3(g)) + origin;
    scene[0u].lights[i].range = mine.range + (mine.weights[0].value * mine.weights[1].value);
    scene[0u].lights[i].weights[1].value = dot(float3(mine.pos), float3(1.0f)) * scale;
    scene[0u].gains[i].value = g + off.x;
    _Values.values[i].value = (off.y * scale) + float(i);
    return;
}

kernel void main0(
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    device Scene* scene [[buffer(0)]],
    device Values& _Values [[buffer(1)]],
    device Light_1* copies [[buffer(2)]]
) {
    uint3 gl_LocalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationID_1};
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_LocalInvocationID, scene, _Values, copies);
    return;
}
