#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct stride16_elem2 {
    float value;
    uchar pad[12];
};

struct Inner {
    packed_float2 a;
    float b;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Inner) == 12, "Inner: size");
static_assert(__builtin_offsetof(Inner, a) == 0, "Inner::a: offset");
static_assert(__builtin_offsetof(Inner, b) == 8, "Inner::b: offset");
#endif

struct Light {
    packed_float3 Position;
    float Radius;
    array<stride16_elem2, 3> Weights;
    Inner In;
    uchar _pad4[4];
    packed_float3 Color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 92, "Light: size");
static_assert(__builtin_offsetof(Light, Position) == 0, "Light::Position: offset");
static_assert(__builtin_offsetof(Light, Radius) == 12, "Light::Radius: offset");
static_assert(__builtin_offsetof(Light, Weights) == 16, "Light::Weights: offset");
static_assert(__builtin_offsetof(Light, In) == 64, "Light::In: offset");
static_assert(__builtin_offsetof(Light, Color) == 80, "Light::Color: offset");
#endif

struct type_Scene {
    Light Sun;
    uint Count;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 96, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, Sun) == 0, "type_Scene::Sun: offset");
static_assert(__builtin_offsetof(type_Scene, Count) == 92, "type_Scene::Count: offset");
#endif

struct Light_1 {
    packed_float3 Position;
    float Radius;
    array<float, 3> Weights;
    Inner In;
    packed_float3 Color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light_1) == 52, "Light_1: size");
static_assert(__builtin_offsetof(Light_1, Position) == 0, "Light_1::Position: offset");
static_assert(__builtin_offsetof(Light_1, Radius) == 12, "Light_1::Radius: offset");
static_assert(__builtin_offsetof(Light_1, Weights) == 16, "Light_1::Weights: offset");
static_assert(__builtin_offsetof(Light_1, In) == 28, "Light_1::In: offset");
static_assert(__builtin_offsetof(Light_1, Color) == 40, "Light_1::Color: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Scene& Scene [[buffer(0)]],
    const device Light_1* Lights [[buffer(1)]],
    device Light_1* Out [[buffer(2)]],
    device Light_1* Visible [[buffer(3)]],
    device atomic_uint& Visible_counter [[buffer(4)]]
) {
    uint3 id_1 = {};
    Light l = {};
    id_1 = id;
    Light_1 _e7 = Lights[id_1.x];
    array<float, 3> _e10 = _e7.Weights;
    l = Light {float3(_e7.Position), _e7.Radius, array<stride16_elem2, 3> {{{_e10[0]}, {_e10[1]}, {_e10[2]}}}, _e7.In, {}, float3(_e7.Color)};
    l.Radius = l.Radius + ((Scene.Sun.Radius + Lights[id_1.x].Weights[2]) + Lights[id_1.x].In.b);
    Light _e46 = l;
    array<stride16_elem2, 3> _e49 = _e46.Weights;
    Out[id_1.x] = Light_1 {float3(_e46.Position), _e46.Radius, array<float, 3> {_e49[0].value, _e49[1].value, _e49[2].value}, _e46.In, float3(_e46.Color)};
    Out[id_1.x].Weights[1] = Scene.Sun.Weights[0].value;
    Out[id_1.x].In = Scene.Sun.In;
    if (l.Radius > 1.0f) {
        Light _e87 = Scene.Sun;
        uint _e90 = atomic_fetch_add_explicit(&Visible_counter, 1u, memory_order_relaxed);
        array<stride16_elem2, 3> _e94 = _e87.Weights;
        Visible[_e90] = Light_1 {float3(_e87.Position), _e87.Radius, array<float, 3> {_e94[0].value, _e94[1].value, _e94[2].value}, _e87.In, float3(_e87.Color)};
    }
    return;
}
