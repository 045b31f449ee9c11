#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    float4 position;
    packed_float3 color;
    float radius;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 32, "Light: size");
static_assert(__builtin_offsetof(Light, position) == 0, "Light::position: offset");
static_assert(__builtin_offsetof(Light, color) == 16, "Light::color: offset");
static_assert(__builtin_offsetof(Light, radius) == 28, "Light::radius: offset");
#endif

struct Lighting {
    array<Light, 6> lights;
    float4 viewPos;
    int debugTarget;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Lighting) == 224, "Lighting: size");
static_assert(__builtin_offsetof(Lighting, lights) == 0, "Lighting::lights: offset");
static_assert(__builtin_offsetof(Lighting, viewPos) == 192, "Lighting::viewPos: offset");
static_assert(__builtin_offsetof(Lighting, debugTarget) == 208, "Lighting::debugTarget: offset");
#endif

struct type_Scene {
    Lighting scene;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 224, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, scene) == 0, "type_Scene::scene: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> gPosition [[texture(0)]],
    texture2d<float> gNormal [[texture(1)]],
    texture2d<float> gAlbedo [[texture(2)]],
    sampler gSampler [[sampler(0)]],
    constant type_Scene& Scene [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    float3 pos = {};
    float3 n = {};
    float4 albedo = {};
    float3 color = {};
    int i = {};
    float3 toLight = {};
    float d = {};
    float attenuation = {};
    float3 l = {};
    float3 v = {};
    float3 h = {};
    float diffuse = {};
    float specular = {};
    uv_1 = uv;
    float4 _e6 = gPosition.sample(gSampler, uv_1);
    pos = _e6.xyz;
    float4 _e12 = gNormal.sample(gSampler, uv_1);
    n = normalize(_e12.xyz);
    float4 _e19 = gAlbedo.sample(gSampler, uv_1);
    albedo = _e19;
    if (Scene.scene.debugTarget == 1) {
        {
            float3 _e34 = (n * float3(0.5f)) + float3(0.5f);
            {
                mainOutput result = mainOutput {float4(_e34.x, _e34.y, _e34.z, 1.0f)};
                main0_out out = {};
                out.SV_Target = result.SV_Target;
                return out;
            }
        }
    }
    color = albedo.xyz * float3(0.1f);
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 6)) {
                break;
            }
            {
                toLight = Scene.scene.lights[i].position.xyz - pos;
                d = length(toLight);
                attenuation = Scene.scene.lights[i].radius / ((d * d) + 1.0f);
                l = toLight / float3(max(d, 0.0001f));
                v = normalize(Scene.scene.viewPos.xyz - pos);
                h = normalize(l + v);
                diffuse = max(dot(n, l), 0.0f);
                specular = pow(max(dot(n, h), 0.0f), 16.0f) * albedo.w;
                color = color + ((float3(Scene.scene.lights[i].color) * ((albedo.xyz * float3(diffuse)) + float3(specular))) * float3(attenuation));
            }
        }
    }
    float3 _e145 = color;
    {
        mainOutput result_1 = mainOutput {float4(_e145.x, _e145.y, _e145.z, 1.0f)};
        main0_out out_1 = {};
        out_1.SV_Target = result_1.SV_Target;
        return out_1;
    }
}
