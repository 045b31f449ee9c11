#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct DirectionalLight {
    packed_float3 Direction;
    uchar _pad1[4];
    packed_float3 Color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DirectionalLight) == 28, "DirectionalLight: size");
static_assert(__builtin_offsetof(DirectionalLight, Direction) == 0, "DirectionalLight::Direction: offset");
static_assert(__builtin_offsetof(DirectionalLight, Color) == 16, "DirectionalLight::Color: offset");
#endif

struct type_Scene {
    DirectionalLight Sun;
    uint LightCount;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 32, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, Sun) == 0, "type_Scene::Sun: offset");
static_assert(__builtin_offsetof(type_Scene, LightCount) == 28, "type_Scene::LightCount: offset");
#endif

struct Light {
    packed_float3 Position;
    float Radius;
    packed_float3 Color;
    float Intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 32, "Light: size");
static_assert(__builtin_offsetof(Light, Position) == 0, "Light::Position: offset");
static_assert(__builtin_offsetof(Light, Radius) == 12, "Light::Radius: offset");
static_assert(__builtin_offsetof(Light, Color) == 16, "Light::Color: offset");
static_assert(__builtin_offsetof(Light, Intensity) == 28, "Light::Intensity: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct Accumulator {
    packed_float3 Sum;
    uint Count;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Accumulator) == 16, "Accumulator: size");
static_assert(__builtin_offsetof(Accumulator, Sum) == 0, "Accumulator::Sum: offset");
static_assert(__builtin_offsetof(Accumulator, Count) == 12, "Accumulator::Count: offset");
#endif

constant float Light_MinAttenuation = 0.001f;

Accumulator Accumulator_Create() {
    Accumulator a = {};
    a.Sum = float3(0.0f);
    a.Count = 0u;
    return a;
}

float3 DirectionalLight_Radiance(DirectionalLight this_, float3 n) {
    float3 n_1 = {};
    n_1 = n;
    return float3(this_.Color) * float3(saturate(dot(n_1, -float3(this_.Direction))));
}

void Accumulator_Add(thread Accumulator& this_, float3 v) {
    this_.Sum = float3(this_.Sum) + v;
    this_.Count = this_.Count + 1u;
    return;
}

void Accumulator_AddTwice(thread Accumulator& this_, float3 v) {
    float3 v_1 = {};
    Accumulator _this = {};
    Accumulator _this_1 = {};
    v_1 = v;
    _this = this_;
    Accumulator_Add(_this, v_1);
    this_ = _this;
    _this_1 = this_;
    Accumulator_Add(_this_1, v_1);
    this_ = _this_1;
    return;
}

float Light_Attenuation(Light this_, float3 p) {
    float3 p_1 = {};
    float d = {};
    p_1 = p;
    d = distance(float3(this_.Position), p_1) / this_.Radius;
    return max(saturate(1.0f - (d * d)), Light_MinAttenuation);
}

float3 Light_Radiance(Light this_, float3 p, float3 n) {
    float3 p_1 = {};
    float3 n_1 = {};
    float3 l = {};
    p_1 = p;
    n_1 = n;
    l = normalize(float3(this_.Position) - p_1);
    float _e15 = Light_Attenuation(this_, p_1);
    return ((float3(this_.Color) * float3(this_.Intensity)) * float3(_e15)) * float3(saturate(dot(n_1, l)));
}

float3 Accumulator_Average(Accumulator this_) {
    return (this_.Count > 0u) ? (float3(this_.Sum) / float3(float(this_.Count))) : float3(0.0f);
}

struct main0_in {
    float3 world [[user(TEXCOORD0)]];
    float3 normal [[user(NORMAL0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Scene& Scene [[buffer(0)]],
    const device Light* Lights [[buffer(1)]]
) {
    float3 world = stage_in.world;
    float3 normal = stage_in.normal;
    float3 world_1 = {};
    float3 normal_1 = {};
    float3 n = {};
    Accumulator acc = {};
    Accumulator _this = {};
    uint i = {};
    Accumulator _this_1 = {};
    Light local = {};
    Accumulator _this_2 = {};
    world_1 = world;
    normal_1 = normal;
    n = normalize(normal_1);
    Accumulator _e8 = Accumulator_Create();
    acc = _e8;
    float3 _e13 = DirectionalLight_Radiance(Scene.Sun, n);
    _this = acc;
    Accumulator_AddTwice(_this, _e13);
    acc = _this;
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < Scene.LightCount)) {
                break;
            }
            float3 _e32 = Light_Radiance(Lights[i], world_1, n);
            _this_1 = acc;
            Accumulator_Add(_this_1, _e32);
            acc = _this_1;
        }
    }
    local = Lights[0u];
    local.Intensity = local.Intensity * 0.5f;
    float3 _e52 = Light_Radiance(local, world_1, n);
    _this_2 = acc;
    Accumulator_Add(_this_2, _e52 * float3(Light_MinAttenuation));
    acc = _this_2;
    float3 _e60 = Accumulator_Average(acc);
    {
        mainOutput result = mainOutput {float4(_e60.x, _e60.y, _e60.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
