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
    float _e12 = wave_1.w;
    k = (2.0f * 3.1415927f) / _e12;
    float _e16 = k;
    c = sqrt(9.8f / _e16);
    float4 _e20 = wave_1;
    d = normalize(_e20.xy);
    float2 _e24 = d;
    float3 _e25 = p_1;
    float _e30 = c;
    float _e31 = WaterParams.Time;
    float _e34 = k;
    f = _e34 * (dot(_e24, _e25.xz) - (_e30 * _e31));
    float _e38 = wave_1.z;
    float _e39 = k;
    a = _e38 / _e39;
    float _e42 = d.x;
    float _e45 = d.x;
    float _e48 = wave_1.z;
    float _e50 = f;
    float _e55 = d.x;
    float _e56 = wave_1.z;
    float _e58 = f;
    float _e62 = d.x;
    float _e65 = d.y;
    float _e68 = wave_1.z;
    float _e70 = f;
    float3 _e74 = tangent;
    tangent = _e74 + float3((((-_e42) * _e45) * _e48) * sin(_e50), (_e55 * _e56) * cos(_e58), (((-_e62) * _e65) * _e68) * sin(_e70));
    float _e77 = d.x;
    float _e80 = d.y;
    float _e83 = wave_1.z;
    float _e85 = f;
    float _e90 = d.y;
    float _e91 = wave_1.z;
    float _e93 = f;
    float _e97 = d.y;
    float _e100 = d.y;
    float _e103 = wave_1.z;
    float _e105 = f;
    float3 _e109 = binormal;
    binormal = _e109 + float3((((-_e77) * _e80) * _e83) * sin(_e85), (_e90 * _e91) * cos(_e93), (((-_e97) * _e100) * _e103) * sin(_e105));
    float _e112 = d.x;
    float _e113 = a;
    float _e115 = f;
    float _e118 = f;
    float _e120 = a;
    float _e123 = d.y;
    float _e124 = a;
    float _e126 = f;
    return float3((_e112 * _e113) * cos(_e115), _e120 * sin(_e118), (_e123 * _e124) * cos(_e126));
}

struct main0_in {
    float3 position [[attribute(0)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    float3 NORMAL [[user(locn0)]];
    float3 TEXCOORD0 [[user(locn1)]];
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
    float3 _e19 = position_1;
    p = _e19;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e41 = i;
                i = _e41 + 1;
            }
            loop_init = false;
            int _e23 = i;
            if (!(_e23 < 4)) {
                break;
            }
            int _e28 = i;
            float4 _e30 = WaterParams.Waves[_e28];
            float3 _e31 = position_1;
            float3 _e33 = tangent;
            _tangent = _e33;
            float3 _e35 = binormal;
            _binormal = _e35;
            float3 _e36 = Gerstner(_e30, _e31, _tangent, _binormal, WaterParams);
            float3 _e37 = _tangent;
            tangent = _e37;
            float3 _e38 = _binormal;
            binormal = _e38;
            float3 _e39 = p;
            p = _e39 + _e36;
        }
    }
    float3 _e47 = p;
    float4x4 _e55 = WaterParams.ViewProj;
    o.pos = transpose(_e55) * float4(_e47.x, _e47.y, _e47.z, 1.0f);
    float3 _e59 = binormal;
    float3 _e60 = tangent;
    o.normal = normalize(cross(_e59, _e60));
    float3 _e64 = p;
    o.world = _e64;
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
