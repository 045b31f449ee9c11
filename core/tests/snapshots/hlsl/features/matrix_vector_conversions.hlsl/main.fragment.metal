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
    pos_1 = pos;
    float2x2 _e6 = transpose(float2x2(Params.basis[0].value, Params.basis[1].value));
    flat = float4(_e6[0].x, _e6[0].y, _e6[1].x, _e6[1].y);
    float4 _e19 = Params.packed;
    rebuilt = float2x2(float2(_e19.x, _e19.y), float2(_e19.z, _e19.w));
    float4 _e32 = flat * float4(2.0f);
    cast = float2x2(float2(_e32.x, _e32.y), float2(_e32.z, _e32.w));
    color = Params.tint;
    first = transpose(float2x2(Params.basis[0].value, Params.basis[1].value))[0].x;
    float2 _e55 = rebuilt[1];
    float2 _e58 = cast[0];
    float3 _e64 = color;
    {
        mainOutput result = mainOutput {(flat + float4(_e55.x, _e55.y, _e58.x, _e58.y)) + float4(_e64.x, _e64.y, _e64.z, first)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
