#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    array<int4, 3> counts;
    float4 packed;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 64, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, counts) == 0, "type_Params::counts: offset");
static_assert(__builtin_offsetof(type_Params, packed) == 48, "type_Params::packed: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct Light {
    packed_float3 color;
    float intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, color) == 0, "Light::color: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
#endif

struct Pair {
    int2 ab;
    uint c;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pair) == 16, "Pair: size");
static_assert(__builtin_offsetof(Pair, ab) == 0, "Pair::ab: offset");
static_assert(__builtin_offsetof(Pair, c) == 8, "Pair::c: offset");
#endif

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]],
    constant type_Params& Params [[buffer(0)]]
) {
    float4 pos_1 = {};
    array<float4, 2> asFloats = {};
    array<float2, 4> halves = {};
    array<int, 2> firstTwo = {};
    Light fromVector = {};
    Light filled = {};
    Light none = {};
    Pair p = {};
    Light same = {};
    float2x2 spread = {};
    pos_1 = pos;
    array<int4, 3> _e5 = Params.counts;
    int4 _e6 = _e5[0];
    int4 _e11 = _e5[1];
    int4 _e16 = _e5[2];
    asFloats = array<float4, 2> {float4(float(_e6.x), float(_e6.y), float(_e6.z), float(_e6.w)), float4(float(_e11.x), float(_e11.y), float(_e11.z), float(_e11.w))};
    array<int4, 3> _e35 = Params.counts;
    int4 _e36 = _e35[0];
    int4 _e41 = _e35[1];
    int4 _e46 = _e35[2];
    halves = array<float2, 4> {float2(float(_e36.x), float(_e36.y)), float2(float(_e36.z), float(_e36.w)), float2(float(_e41.x), float(_e41.y)), float2(float(_e41.z), float(_e41.w))};
    array<int4, 3> _e67 = Params.counts;
    int4 _e68 = _e67[0];
    int4 _e73 = _e67[1];
    int4 _e78 = _e67[2];
    firstTwo = array<int, 2> {_e68.x, _e68.y};
    float4 _e87 = Params.packed;
    fromVector = Light {float3(_e87.x, _e87.y, _e87.z), _e87.w};
    filled = Light {float3(0.5f, 0.5f, 0.5f), 0.5f};
    none = Light {};
    float4 _e104 = asFloats[1];
    p = Pair {int2(int(_e104.x), int(_e104.y)), uint(_e104.z)};
    same = fromVector;
    float2 _e119 = float2(0.25f);
    spread = float2x2(_e119, _e119);
    float2 _e128 = halves[3];
    float3 _e142 = float3(filled.color) + float3(none.color);
    {
        mainOutput result = mainOutput {(asFloats[0] + float4(_e128.x, _e128.y, float(firstTwo[1]), float(p.c))) + float4(_e142.x, _e142.y, _e142.z, same.intensity + spread[1].y)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
