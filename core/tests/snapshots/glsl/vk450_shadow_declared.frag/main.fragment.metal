#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float3 shadow_coord_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, shadow_coord_) == 0, "_glsl_In::shadow_coord_: offset");
#endif

struct mainOutput {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, color) == 0, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 0, "_glsl_Out::color_: offset");
#endif

float2 _glsl_cmp_coord(float3 p) {
    return p.xy;
}

float _glsl_cmp_ref(float3 p) {
    return p.z;
}

void _glsl_main(depth2d<float> lit, sampler lit_sampler, thread float3& shadow_coord, thread float4& color) {
    float2 _e5 = _glsl_cmp_coord(shadow_coord);
    float _e8 = _glsl_cmp_ref(shadow_coord);
    float _e9 = lit.sample_compare(lit_sampler, _e5, _e8);
    color = float4(_e9);
    return;
}

struct main0_in {
    float3 shadow_coord [[user(locn0)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    depth2d<float> lit [[texture(0)]],
    sampler lit_sampler [[sampler(0)]]
) {
    float3 shadow_coord_1 = stage_in.shadow_coord;
    float3 shadow_coord = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {shadow_coord_1};
    shadow_coord = input.shadow_coord_;
    _glsl_main(lit, lit_sampler, shadow_coord, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
