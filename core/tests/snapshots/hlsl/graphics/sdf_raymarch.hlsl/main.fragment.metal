#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_RayParams {
    packed_float3 CameraPos;
    float Time;
    float3x3 CameraBasis;
    float2 Resolution;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_RayParams) == 80, "type_RayParams: size");
static_assert(__builtin_offsetof(type_RayParams, CameraPos) == 0, "type_RayParams::CameraPos: offset");
static_assert(__builtin_offsetof(type_RayParams, Time) == 12, "type_RayParams::Time: offset");
static_assert(__builtin_offsetof(type_RayParams, CameraBasis) == 16, "type_RayParams::CameraBasis: offset");
static_assert(__builtin_offsetof(type_RayParams, Resolution) == 64, "type_RayParams::Resolution: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float SdSphere(float3 p, float r) {
    float3 p_1 = {};
    p_1 = p;
    return length(p_1) - r;
}

float SdBox(float3 p, float3 b) {
    float3 p_1 = {};
    float3 q = {};
    p_1 = p;
    q = abs(p_1) - b;
    return length(max(q, float3(0.0f))) + min(max(q.x, max(q.y, q.z)), 0.0f);
}

float Scene(float3 p, constant type_RayParams& RayParams) {
    float s = {};
    float b = {};
    float _e13 = SdSphere(p - float3(sin(RayParams.Time), 0.0f, 0.0f), 0.5f);
    s = _e13;
    float _e30 = SdBox(p - float3(0.0f, float(-1), 0.0f), float3(3.0f, 0.1f, 3.0f));
    b = _e30;
    return min(s, b);
}

float3 Normal(float3 p, constant type_RayParams& RayParams) {
    float2 e = {};
    e = float2(0.001f, 0.0f);
    float _e9 = Scene(p + e.xyy, RayParams);
    float _e13 = Scene(p - e.xyy, RayParams);
    float _e18 = Scene(p + e.yxy, RayParams);
    float _e22 = Scene(p - e.yxy, RayParams);
    float _e27 = Scene(p + e.yyx, RayParams);
    float _e31 = Scene(p - e.yyx, RayParams);
    return normalize(float3(_e9 - _e13, _e18 - _e22, _e27 - _e31));
}

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 fragCoord [[position]],
    constant type_RayParams& RayParams [[buffer(0)]]
) {
    float4 fragCoord_1 = {};
    float2 uv = {};
    float3 dir = {};
    float t = {};
    int i = {};
    float d = {};
    float3 n = {};
    float diff = {};
    fragCoord_1 = fragCoord;
    uv = ((fragCoord_1.xy * float2(2.0f)) - RayParams.Resolution) / float2(RayParams.Resolution.y);
    dir = transpose(RayParams.CameraBasis) * normalize(float3(uv.x, -uv.y, 1.5f));
    t = 0.0f;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 96)) {
                break;
            }
            {
                float _e51 = Scene(float3(RayParams.CameraPos) + (dir * float3(t)), RayParams);
                d = _e51;
                if ((d < 0.001f) || (t > 50.0f)) {
                    break;
                }
                t = t + d;
            }
        }
    }
    if (t > 50.0f) {
        {
            mainOutput result = mainOutput {float4(0.5f, 0.7f, 1.0f, 1.0f)};
            main0_out out = {};
            out.SV_Target = result.SV_Target;
            return out;
        }
    }
    float3 _e86 = Normal(float3(RayParams.CameraPos) + (dir * float3(t)), RayParams);
    n = _e86;
    diff = saturate(dot(n, normalize(float3(1.0f, 2.0f, float(-1)))));
    float3 _e109 = (float3(diff) * float3(0.9f)) + float3(0.1f);
    {
        mainOutput result_1 = mainOutput {float4(_e109.x, _e109.y, _e109.z, 1.0f)};
        main0_out out_1 = {};
        out_1.SV_Target = result_1.SV_Target;
        return out_1;
    }
}
