#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 vCoord_;
    float vLod_;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vCoord_) == 0, "_glsl_In::vCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, vLod_) == 16, "_glsl_In::vLod_: offset");
#endif

struct mainOutput {
    float outLit;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, outLit) == 0, "mainOutput::outLit: offset");
#endif

struct _glsl_Out {
    float outLit_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 4, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, outLit_) == 0, "_glsl_Out::outLit_: offset");
#endif

float2 _glsl_cmp_coord(float3 p) {
    return p.xy;
}

float _glsl_cmp_ref(float3 p) {
    return p.z;
}

float2 _glsl_proj_cmp_coord(float4 p) {
    return p.xy / float2(p.w);
}

float _glsl_proj_cmp_ref(float4 p) {
    return p.z / p.w;
}

float3 _glsl_cmp_coord_1(float4 p) {
    return p.xyz;
}

float _glsl_cmp_ref_1(float4 p) {
    return p.w;
}

void _glsl_main(depth2d<float> uShadow, sampler uShadow_sampler, depth2d_array<float> uCascades, sampler uCascades_sampler, depthcube<float> uPoint, sampler uPoint_sampler, depthcube_array<float> uPoints, sampler uPoints_sampler, depth2d_array<float> uStrips, sampler uStrips_sampler, thread float4& vCoord, thread float& vLod, thread float& outLit) {
    float3 p = {};
    float lit = {};
    p = vCoord.xyz;
    float2 _e8 = _glsl_cmp_coord(p);
    float _e10 = _glsl_cmp_ref(p);
    float _e12 = uShadow.sample_compare(uShadow_sampler, _e8, _e10, bias(0.5f));
    lit = _e12;
    float2 _e16 = _glsl_cmp_coord(p);
    float _e18 = _glsl_cmp_ref(p);
    float _e25 = uShadow.sample_compare(uShadow_sampler, _e16, _e18, bias(-0.5f), int2(1, -1));
    lit = lit + _e25;
    float2 _e31 = _glsl_cmp_coord(p);
    float _e33 = _glsl_cmp_ref(p);
    float _e36 = uShadow.sample_compare(uShadow_sampler, _e31, _e33, level(vLod));
    lit = lit + _e36;
    float2 _e42 = _glsl_cmp_coord(p);
    float _e44 = _glsl_cmp_ref(p);
    float _e45 = uShadow.sample_compare(uShadow_sampler, _e42, _e44, level(0.0f));
    lit = lit + _e45;
    float2 _e51 = _glsl_cmp_coord(p);
    float _e53 = _glsl_cmp_ref(p);
    float2 _e56 = dfdx(p.xy);
    float2 _e59 = dfdy(p.xy);
    float _e60 = uShadow.sample_compare(uShadow_sampler, _e51, _e53, gradient2d(_e56, _e59));
    lit = lit + _e60;
    float2 _e66 = _glsl_cmp_coord(p);
    float _e68 = _glsl_cmp_ref(p);
    float2 _e71 = dfdx(p.xy);
    float2 _e74 = dfdy(p.xy);
    float _e78 = uShadow.sample_compare(uShadow_sampler, _e66, _e68, gradient2d(_e71, _e74), int2(0, 1));
    lit = lit + _e78;
    float2 _e85 = _glsl_proj_cmp_coord(vCoord);
    float _e88 = _glsl_proj_cmp_ref(vCoord);
    float _e95 = uShadow.sample_compare(uShadow_sampler, _e85, _e88, gradient2d(float2(0.01f), float2(0.0f, 0.01f)));
    lit = lit + _e95;
    float3 _e102 = _glsl_cmp_coord_1(vCoord);
    float _e105 = _glsl_cmp_ref_1(vCoord);
    float _e117 = uCascades.sample_compare(uCascades_sampler, _e102.xy, uint(int(rint(_e102.z))), _e105, gradient2d(float2(0.0f), float2(0.0f)));
    lit = lit + _e117;
    float3 _e124 = _glsl_cmp_coord_1(vCoord);
    float _e127 = _glsl_cmp_ref_1(vCoord);
    float _e134 = uPoint.sample_compare(uPoint_sampler, _e124, _e127, gradientcube(float3(0.01f), float3(0.02f)));
    lit = lit + _e134;
    float3 _e141 = _glsl_cmp_coord_1(vCoord);
    float _e144 = _glsl_cmp_ref_1(vCoord);
    float _e146 = uPoint.sample_compare(uPoint_sampler, _e141, _e144, bias(1.0f));
    lit = lit + _e146;
    float4 _e154 = vCoord;
    float _e159 = uPoints.sample_compare(uPoints_sampler, _e154.xyz, uint(int(rint(_e154.w))), vLod);
    lit = lit + _e159;
    float2 _e165 = _glsl_cmp_coord(p);
    float _e167 = _glsl_cmp_ref(p);
    float _e176 = uStrips.sample_compare(uStrips_sampler, float2(_e165.x, 0.5f), uint(int(rint(_e165.y))), _e167, bias(0.25f));
    lit = lit + _e176;
    float2 _e182 = _glsl_cmp_coord(p);
    float _e184 = _glsl_cmp_ref(p);
    float _e198 = uStrips.sample_compare(uStrips_sampler, float2(_e182.x, 0.5f), uint(int(rint(_e182.y))), _e184, gradient2d(float2(0.01f, 0.0f), float2(0.02f, 0.0f)));
    lit = lit + _e198;
    outLit = lit / 13.0f;
    return;
}

struct main0_in {
    float4 vCoord [[user(locn0)]];
    float vLod [[user(locn1)]];
};

struct main0_out {
    float outLit [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    depth2d<float> uShadow [[texture(0)]],
    sampler uShadow_sampler [[sampler(0)]],
    depth2d_array<float> uCascades [[texture(1)]],
    sampler uCascades_sampler [[sampler(1)]],
    depthcube<float> uPoint [[texture(2)]],
    sampler uPoint_sampler [[sampler(2)]],
    depthcube_array<float> uPoints [[texture(3)]],
    sampler uPoints_sampler [[sampler(3)]],
    depth2d_array<float> uStrips [[texture(4)]],
    sampler uStrips_sampler [[sampler(4)]]
) {
    float4 vCoord_1 = stage_in.vCoord;
    float vLod_1 = stage_in.vLod;
    float4 vCoord = {};
    float vLod = {};
    float outLit = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vCoord_1, vLod_1};
    vCoord = input.vCoord_;
    vLod = input.vLod_;
    _glsl_main(uShadow, uShadow_sampler, uCascades, uCascades_sampler, uPoint, uPoint_sampler, uPoints, uPoints_sampler, uStrips, uStrips_sampler, vCoord, vLod, outLit);
    output.outLit_ = outLit;
    {
        mainOutput result = mainOutput {output.outLit_};
        main0_out out = {};
        out.outLit = result.outLit;
        return out;
    }
}
