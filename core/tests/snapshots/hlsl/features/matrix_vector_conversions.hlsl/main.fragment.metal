#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float2_line16 {
    float2 value;
    uchar pad[8];
};

struct type_Params {
    array<float2_line16, 2> basis;
    float4 packed;
    float3 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 64, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, basis) == 0, "type_Params::basis: offset");
static_assert(__builtin_offsetof(type_Params, packed) == 32, "type_Params::packed: offset");
static_assert(__builtin_offsetof(type_Params, tint) == 48, "type_Params::tint: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]],
    constant type_Params& Params [[buffer(0)]]
) {
    float4 pos_1 = {};
    float4 flat = {};
    float2x2 rebuilt = {};
    float2x2 cast = {};
    float3 color = {};
    float first = {};
    float2x2 scaled = {};
    bool4 below = {};
    pos_1 = pos;
    float2x2 _e6 = transpose(float2x2(Params.basis[0].value, Params.basis[1].value));
    flat = float4(_e6[0].x, _e6[0].y, _e6[1].x, _e6[1].y);
    float4 _e19 = Params.packed;
    rebuilt = float2x2(float2(_e19.x, _e19.y), float2(_e19.z, _e19.w));
    float4 _e32 = flat * float4(2.0f);
    cast = float2x2(float2(_e32.x, _e32.y), float2(_e32.z, _e32.w));
    color = Params.tint;
    first = transpose(float2x2(Params.basis[0].value, Params.basis[1].value))[0].x;
    float2x2 _e57 = transpose(float2x2(Params.basis[0].value, Params.basis[1].value));
    float4 _e58 = Params.packed;
    float2x2 _e65 = float2x2(float2(_e58.x, _e58.y), float2(_e58.z, _e58.w));
    scaled = float2x2(_e57[0] * _e65[0], _e57[1] * _e65[1]);
    float2x2 _e80 = transpose(float2x2(Params.basis[0].value, Params.basis[1].value));
    below = Params.packed < float4(_e80[0].x, _e80[0].y, _e80[1].x, _e80[1].y);
    float2 _e95 = rebuilt[1];
    float2 _e98 = cast[0];
    float3 _e104 = color;
    float2 _e113 = scaled[1];
    bool2 _e117 = below.xy;
    {
        mainOutput result = mainOutput {((flat + float4(_e95.x, _e95.y, _e98.x, _e98.y)) + float4(_e104.x, _e104.y, _e104.z, first)) + float4(_e113.x, _e113.y, float(_e117.x), float(_e117.y))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
