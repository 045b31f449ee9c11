#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_WaterParams {
    float4x4 ViewProj;
    array<float4, 4> Waves;
    float Time;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_WaterParams) == 144, "type_WaterParams: size");
static_assert(__builtin_offsetof(type_WaterParams, ViewProj) == 0, "type_WaterParams::ViewProj: offset");
static_assert(__builtin_offsetof(type_WaterParams, Waves) == 64, "type_WaterParams::Waves: offset");
static_assert(__builtin_offsetof(type_WaterParams, Time) == 128, "type_WaterParams::Time: offset");
#endif

struct mainOutput {
    float4 SV_Position;
    float3 NORMAL;
    float3 TEXCOORD0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, NORMAL) == 16, "mainOutput::NORMAL: offset");
static_assert(__builtin_offsetof(mainOutput, TEXCOORD0) == 32, "mainOutput::TEXCOORD0: offset");
#endif

struct WaterVOut {
    float4 pos;
    float3 normal;
    float3 world;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(WaterVOut) == 48, "WaterVOut: size");
static_assert(__builtin_offsetof(WaterVOut, pos) == 0, "WaterVOut::pos: offset");
static_assert(__builtin_offsetof(WaterVOut, normal) == 16, "WaterVOut::normal: offset");
static_assert(__builtin_offsetof(WaterVOut, world) == 32, "WaterVOut::world: offset");
#endif

float3 Gerstner(float4 wave, float3 p, thread float3& tangent, thread float3& binormal, constant type_WaterParams& WaterParams) {
    float4 wave_1 = {};
    float3 p_1 = {};
    float k = {};
    float c = {};
    float2 d = {};
    float f = {};
    float a = {};
    wave_1 = wave;
    p_1 = p;
    k = (2.0f * 3.1415927f) / wave_1.w;
    c = sqrt(9.8f / k);
    d = normalize(wave_1.xy);
    f = k * (dot(d, p_1.xz) - (c * WaterParams.Time));
    a = wave_1.z / k;
    tangent = tangent + float3((((-d.x) * d.x) * wave_1.z) * sin(f), (d.x * wave_1.z) * cos(f), (((-d.x) * d.y) * wave_1.z) * sin(f));
    binormal = binormal + float3((((-d.x) * d.y) * wave_1.z) * sin(f), (d.y * wave_1.z) * cos(f), (((-d.y) * d.y) * wave_1.z) * sin(f));
    return float3((d.x * a) * cos(f), a * sin(f), (d.y * a) * cos(f));
}

struct main0_in {
    float3 position [[attribute(0)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    float3 NORMAL [[user(NORMAL0)]];
    float3 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_WaterParams& WaterParams [[buffer(0)]]
) {
    float3 position = stage_in.position;
    float3 position_1 = {};
    float3 tangent = {};
    float3 binormal = {};
    float3 p = {};
    int i = {};
    float3 _tangent = {};
    float3 _binormal = {};
    WaterVOut o = {};
    position_1 = position;
    tangent = float3(1.0f, 0.0f, 0.0f);
    binormal = float3(0.0f, 0.0f, 1.0f);
    p = position_1;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 4)) {
                break;
            }
            float4 _e30 = WaterParams.Waves[i];
            float3 _e31 = position_1;
            _tangent = tangent;
            _binormal = binormal;
            float3 _e36 = Gerstner(_e30, _e31, _tangent, _binormal, WaterParams);
            tangent = _tangent;
            binormal = _binormal;
            p = p + _e36;
        }
    }
    float3 _e47 = p;
    o.pos = transpose(WaterParams.ViewProj) * float4(_e47.x, _e47.y, _e47.z, 1.0f);
    o.normal = normalize(cross(binormal, tangent));
    o.world = p;
    WaterVOut _e65 = o;
    {
        mainOutput result = mainOutput {_e65.pos, _e65.normal, _e65.world};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        out.NORMAL = result.NORMAL;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
