#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float t;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, t) == 0, "type_Globals::t: offset");
#endif

struct mainOutput {
    float4 o;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, o) == 0, "mainOutput::o: offset");
#endif

struct _glsl_Out {
    float4 o_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, o_) == 0, "_glsl_Out::o_: offset");
#endif

constant float K = 2.0f;

void _glsl_init_globals(thread float& g, thread float& h, thread float3& c, constant type_Globals& _Globals) {
    g = _Globals.t * K;
    c = float3(g, sin(_Globals.t), h);
    return;
}

void _glsl_main(thread float& g, thread float3& c, thread float4& o) {
    float3 _e3 = c;
    o = float4(_e3.x, _e3.y, _e3.z, g);
    return;
}

struct main0_out {
    float4 o [[color(0)]];
};

fragment main0_out main0(
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float g = {};
    float h = 3.0f;
    float3 c = {};
    float4 o = {};
    _glsl_Out output = {};
    _glsl_init_globals(g, h, c, _Globals);
    _glsl_main(g, c, o);
    output.o_ = o;
    {
        mainOutput result = mainOutput {output.o_};
        main0_out out = {};
        out.o = result.o;
        return out;
    }
}
