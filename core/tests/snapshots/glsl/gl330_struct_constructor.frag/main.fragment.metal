#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float3 base;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, base) == 0, "type_Globals::base: offset");
#endif

struct mainOutput {
    float4 frag;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, frag) == 0, "mainOutput::frag: offset");
#endif

struct Light {
    packed_float3 color;
    float power;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, color) == 0, "Light::color: offset");
static_assert(__builtin_offsetof(Light, power) == 12, "Light::power: offset");
#endif

struct _glsl_Out {
    float4 frag_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, frag_) == 0, "_glsl_Out::frag_: offset");
#endif

void _glsl_main(thread float4& frag, constant type_Globals& _Globals) {
    Light l = {};
    l = Light {_Globals.base * float3(0.5f), 2.0f};
    float3 _e17 = float3(l.color) * float3(l.power);
    frag = float4(_e17.x, _e17.y, _e17.z, 1.0f);
    return;
}

struct main0_out {
    float4 frag [[color(0)]];
};

fragment main0_out main0(
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float4 frag = {};
    _glsl_Out output = {};
    _glsl_main(frag, _Globals);
    output.frag_ = frag;
    {
        mainOutput result = mainOutput {output.frag_};
        main0_out out = {};
        out.frag = result.frag;
        return out;
    }
}
