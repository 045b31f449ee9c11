#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_SsaoParams {
    float4x4 Projection;
    float4x4 InvProjection;
    array<float4, 16> Kernel;
    float2 NoiseScale;
    float Radius;
    float Bias;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_SsaoParams) == 400, "type_SsaoParams: size");
static_assert(__builtin_offsetof(type_SsaoParams, Projection) == 0, "type_SsaoParams::Projection: offset");
static_assert(__builtin_offsetof(type_SsaoParams, InvProjection) == 64, "type_SsaoParams::InvProjection: offset");
static_assert(__builtin_offsetof(type_SsaoParams, Kernel) == 128, "type_SsaoParams::Kernel: offset");
static_assert(__builtin_offsetof(type_SsaoParams, NoiseScale) == 384, "type_SsaoParams::NoiseScale: offset");
static_assert(__builtin_offsetof(type_SsaoParams, Radius) == 392, "type_SsaoParams::Radius: offset");
static_assert(__builtin_offsetof(type_SsaoParams, Bias) == 396, "type_SsaoParams::Bias: offset");
#endif

struct mainOutput {
    float SV_Target;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float3 ViewPosition(float2 uv, texture2d<float> DepthTex, sampler PointClamp, constant type_SsaoParams& SsaoParams) {
    float d = {};
    float4 clip = {};
    float4 view = {};
    float4 _e6 = DepthTex.sample(PointClamp, uv, level(0.0f));
    d = _e6.x;
    float2 _e22 = (uv * float2(2.0f, float(-2))) + float2(float(-1), 1.0f);
    clip = float4(_e22.x, _e22.y, d, 1.0f);
    view = clip * transpose(SsaoParams.InvProjection);
    return view.xyz / float3(view.w);
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<float> DepthTex [[texture(0)]],
    texture2d<float> NormalTex [[texture(1)]],
    texture2d<float> NoiseTex [[texture(2)]],
    sampler PointClamp [[sampler(0)]],
    sampler PointWrap [[sampler(1)]],
    constant type_SsaoParams& SsaoParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float3 p = {};
    float3 n = {};
    float3 rnd = {};
    float3 t = {};
    float3x3 tbn = {};
    float occlusion = {};
    int i = {};
    float3 s = {};
    float4 offset = {};
    float sceneZ = {};
    float range = {};
    pos_1 = pos;
    uv_1 = uv;
    float3 _e6 = ViewPosition(uv_1, DepthTex, PointClamp, SsaoParams);
    p = _e6;
    float4 _e11 = NormalTex.sample(PointClamp, uv_1);
    n = normalize((_e11.xyz * float3(2.0f)) - float3(1.0f));
    float4 _e30 = NoiseTex.sample(PointWrap, uv_1 * SsaoParams.NoiseScale);
    float2 _e31 = _e30.xy;
    rnd = float3(_e31.x, _e31.y, 0.0f);
    t = normalize(rnd - (n * float3(dot(rnd, n))));
    float3 _e50 = cross(n, t);
    float3 _e51 = t;
    float3 _e58 = n;
    tbn = float3x3(float3(_e51.x, _e51.y, _e51.z), float3(_e50.x, _e50.y, _e50.z), float3(_e58.x, _e58.y, _e58.z));
    occlusion = 0.0f;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 16)) {
                break;
            }
            {
                s = p + ((tbn * SsaoParams.Kernel[i].xyz) * float3(SsaoParams.Radius));
                float3 _e95 = s;
                offset = float4(_e95.x, _e95.y, _e95.z, 1.0f) * transpose(SsaoParams.Projection);
                float2 _e118 = ((offset.xy / float2(offset.w)) * float2(0.5f, -0.5f)) + float2(0.5f);
                float4 _e119 = offset;
                offset = float4(_e118.x, _e118.y, _e119.z, _e119.w);
                float3 _e128 = ViewPosition(offset.xy, DepthTex, PointClamp, SsaoParams);
                sceneZ = _e128.z;
                range = smoothstep(0.0f, 1.0f, SsaoParams.Radius / abs(p.z - sceneZ));
                occlusion = occlusion + (((sceneZ >= (s.z + SsaoParams.Bias)) ? 1.0f : 0.0f) * range);
            }
        }
    }
    {
        mainOutput result = mainOutput {1.0f - (occlusion / 16.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
