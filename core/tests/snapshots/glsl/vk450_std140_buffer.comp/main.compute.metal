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
    float3 pos;
    array<stride16_elem6, 2> intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 48, "Light: size");
static_assert(__builtin_offsetof(Light, pos) == 0, "Light::pos: offset");
static_assert(__builtin_offsetof(Light, intensity) == 16, "Light::intensity: offset");
#endif

struct Scene140 {
    array<stride16_elem2, 4> weights;
    packed_float3 center;
    float radius;
    array<stride16_elem5, 2> uv;
    array<Light, 2> lights;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Scene140) == 208, "Scene140: size");
static_assert(__builtin_offsetof(Scene140, weights) == 0, "Scene140::weights: offset");
static_assert(__builtin_offsetof(Scene140, center) == 64, "Scene140::center: offset");
static_assert(__builtin_offsetof(Scene140, radius) == 76, "Scene140::radius: offset");
static_assert(__builtin_offsetof(Scene140, uv) == 80, "Scene140::uv: offset");
static_assert(__builtin_offsetof(Scene140, lights) == 112, "Scene140::lights: offset");
#endif

struct Light_1 {
    packed_float3 pos;
    array<float, 2> intensity;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light_1) == 32, "Light_1: size");
static_assert(__builtin_offsetof(Light_1, pos) == 0, "Light_1::pos: offset");
static_assert(__builtin_offsetof(Light_1, intensity) == 12, "Light_1::intensity: offset");
#endif

struct Scene430 {
    array<float, 4> weights;
    packed_float3 center;
    float radius;
    array<float2, 2> uv;
    array<Light_1, 2> lights;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Scene430) == 112, "Scene430: size");
static_assert(__builtin_offsetof(Scene430, weights) == 0, "Scene430::weights: offset");
static_assert(__builtin_offsetof(Scene430, center) == 16, "Scene430::center: offset");
static_assert(__builtin_offsetof(Scene430, radius) == 28, "Scene430::radius: offset");
static_assert(__builtin_offsetof(Scene430, uv) == 32, "Scene430::uv: offset");
static_assert(__builtin_offsetof(Scene430, lights) == 48, "Scene430::lights: offset");
#endif

struct stride16_elem18 {
    float value;
    uchar pad[12];
};

struct Sums {
    stride16_elem18 sums[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Sums, sums) == 0, "Sums::sums: offset");
#endif

struct _glsl_In {
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 0, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_LocalInvocationID, device Scene140* s140, device Scene430* s430, device Sums& _Sums) {
    uint i = {};
    i = gl_LocalInvocationID.x;
    s430[0u].weights[i] = s140[0u].weights[i].value * 2.0f;
    s430[0u].center = float3(s140[0u].center) + float3(s140[0u].radius);
    s430[0u].uv[i] = s140[0u].uv[i].value.yx;
    Light _e73 = s140[0u].lights[1u - i];
    array<stride16_elem6, 2> _e75 = _e73.intensity;
    s430[0u].lights[i] = Light_1 {_e73.pos, array<float, 2> {_e75[0].value, _e75[1].value}};
    _Sums.sums[i].value = (s140[0u].lights[i].intensity[0].value + s140[0u].lights[i].intensity[1].value) + s140[0u].lights[i].pos.z;
    return;
}

kernel void main0(
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    device Scene140* s140 [[buffer(0)]],
    device Scene430* s430 [[buffer(1)]],
    device Sums& _Sums [[buffer(2)]]
) {
    uint3 gl_LocalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationID_1};
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_LocalInvocationID, s140, s430, _Sums);
    return;
}
