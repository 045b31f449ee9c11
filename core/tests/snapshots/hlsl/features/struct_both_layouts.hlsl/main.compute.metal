#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct stride16_elem2 {
    float value;
    uchar pad[12];
};

struct Inner {
    float2 a;
    float b;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Inner) == 16, "Inner: size");
static_assert(__builtin_offsetof(Inner, a) == 0, "Inner::a: offset");
static_assert(__builtin_offsetof(Inner, b) == 8, "Inner::b: offset");
#endif

struct Light {
    packed_float3 Position;
    float Radius;
    array<stride16_elem2, 3> Weights;
    Inner In;
    float3 Color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 96, "Light: size");
static_assert(__builtin_offsetof(Light, Position) == 0, "Light::Position: offset");
static_assert(__builtin_offsetof(Light, Radius) == 12, "Light::Radius: offset");
static_assert(__builtin_offsetof(Light, Weights) == 16, "Light::Weights: offset");
static_assert(__builtin_offsetof(Light, In) == 64, "Light::In: offset");
static_assert(__builtin_offsetof(Light, Color) == 80, "Light::Color: offset");
#endif

struct type_Scene {
    Light Sun;
    uint Count;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 112, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, Sun) == 0, "type_Scene::Sun: offset");
static_assert(__builtin_offsetof(type_Scene, Count) == 96, "type_Scene::Count: offset");
#endif

struct Inner_1 {
    packed_float2 a;
    float b;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Inner_1) == 12, "Inner_1: size");
static_assert(__builtin_offsetof(Inner_1, a) == 0, "Inner_1::a: offset");
static_assert(__builtin_offsetof(Inner_1, b) == 8, "Inner_1::b: offset");
#endif

struct Light_1 {
    packed_float3 Position;
    float Radius;
    array<float, 3> Weights;
    Inner_1 In;
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
    Inner_1 _e15 = _e7.In;
    l = Light {float3(_e7.Position), _e7.Radius, array<stride16_elem2, 3> {{{_e10[0]}, {_e10[1]}, {_e10[2]}}}, Inner {float2(_e15.a), _e15.b}, float3(_e7.Color)};
    l.Radius = l.Radius + ((Scene.Sun.Radius + Lights[id_1.x].Weights[2]) + Lights[id_1.x].In.b);
    Light _e49 = l;
    array<stride16_elem2, 3> _e52 = _e49.Weights;
    Inner _e57 = _e49.In;
    Out[id_1.x] = Light_1 {float3(_e49.Position), _e49.Radius, array<float, 3> {_e52[0].value, _e52[1].value, _e52[2].value}, Inner_1 {_e57.a, _e57.b}, _e49.Color};
    Out[id_1.x].Weights[1] = Scene.Sun.Weights[0].value;
    Inner _e84 = Scene.Sun.In;
    Out[id_1.x].In = Inner_1 {_e84.a, _e84.b};
    if (l.Radius > 1.0f) {
        Light _e96 = Scene.Sun;
        uint _e99 = atomic_fetch_add_explicit(&Visible_counter, 1u, memory_order_relaxed);
        array<stride16_elem2, 3> _e103 = _e96.Weights;
        Inner _e108 = _e96.In;
        Visible[_e99] = Light_1 {float3(_e96.Position), _e96.Radius, array<float, 3> {_e103[0].value, _e103[1].value, _e103[2].value}, Inner_1 {_e108.a, _e108.b}, _e96.Color};
    }
    return;
}
