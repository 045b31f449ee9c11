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
    float _e26 = d;
    clip = float4(_e22.x, _e22.y, _e26, 1.0f);
    float4x4 _e32 = SsaoParams.InvProjection;
    float4 _e34 = clip;
    view = _e34 * transpose(_e32);
    float4 _e37 = view;
    float _e39 = view.w;
    return _e37.xyz / float3(_e39);
}

struct main0_in {
    float2 uv [[user(locn0)]];
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
    float2 _e5 = uv_1;
    float3 _e6 = ViewPosition(_e5, DepthTex, PointClamp, SsaoParams);
    p = _e6;
    float2 _e10 = uv_1;
    float4 _e11 = NormalTex.sample(PointClamp, _e10);
    n = normalize((_e11.xyz * float3(2.0f)) - float3(1.0f));
    float2 _e27 = uv_1;
    float2 _e28 = SsaoParams.NoiseScale;
    float4 _e30 = NoiseTex.sample(PointWrap, _e27 * _e28);
    float2 _e31 = _e30.xy;
    rnd = float3(_e31.x, _e31.y, 0.0f);
    float3 _e38 = rnd;
    float3 _e39 = n;
    float3 _e41 = n;
    float3 _e44 = rnd;
    t = normalize(_e44 - (_e41 * float3(dot(_e38, _e39))));
    float3 _e48 = n;
    float3 _e49 = t;
    float3 _e50 = cross(_e48, _e49);
    float3 _e51 = t;
    float3 _e58 = n;
    tbn = float3x3(float3(_e51.x, _e51.y, _e51.z), float3(_e50.x, _e50.y, _e50.z), float3(_e58.x, _e58.y, _e58.z));
    occlusion = 0.0f;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e160 = i;
                i = _e160 + 1;
            }
            loop_init = false;
            int _e72 = i;
            if (!(_e72 < 16)) {
                break;
            }
            {
                int _e78 = i;
                float4 _e80 = SsaoParams.Kernel[_e78];
                float3x3 _e82 = tbn;
                float _e86 = SsaoParams.Radius;
                float3 _e89 = p;
                s = _e89 + ((_e82 * _e80.xyz) * float3(_e86));
                float3 _e95 = s;
                float4x4 _e101 = SsaoParams.Projection;
                offset = float4(_e95.x, _e95.y, _e95.z, 1.0f) * transpose(_e101);
                float4 _e105 = offset;
                float _e107 = offset.w;
                float2 _e118 = ((_e105.xy / float2(_e107)) * float2(0.5f, -0.5f)) + float2(0.5f);
                float4 _e119 = offset;
                offset = float4(_e118.x, _e118.y, _e119.z, _e119.w);
                float4 _e126 = offset;
                float3 _e128 = ViewPosition(_e126.xy, DepthTex, PointClamp, SsaoParams);
                sceneZ = _e128.z;
                float _e136 = p.z;
                float _e137 = sceneZ;
                float _e140 = SsaoParams.Radius;
                range = smoothstep(0.0f, 1.0f, _e140 / abs(_e136 - _e137));
                float _e148 = s.z;
                float _e149 = SsaoParams.Bias;
                float _e151 = sceneZ;
                float _e156 = range;
                float _e158 = occlusion;
                occlusion = _e158 + (((_e151 >= (_e148 + _e149)) ? 1.0f : 0.0f) * _e156);
            }
        }
    }
    float _e165 = occlusion;
    {
        mainOutput result = mainOutput {1.0f - (_e165 / 16.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
