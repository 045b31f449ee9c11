#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct View {
    float scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(View) == 4, "View: size");
static_assert(__builtin_offsetof(View, scale) == 0, "View::scale: offset");
#endif

struct type_Globals {
    View gMain;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, gMain) == 0, "type_Globals::gMain: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct Pair {
    View front;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pair) == 4, "Pair: size");
static_assert(__builtin_offsetof(Pair, front) == 0, "Pair::front: offset");
#endif

void Counter_bump_0(uint slot, device atomic_uint* gCounts) {
    atomic_fetch_add_explicit(&gCounts[(slot * 4u) >> 2u], 1u, memory_order_relaxed);
    return;
}

float4 shade_0(View v, float2 uv, texture2d<float> gMain_tex, sampler gMain_smp) {
    float4 _e4 = gMain_tex.sample(gMain_smp, uv);
    return _e4 * float4(v.scale);
}

float4 shade_1(View v, float2 uv, texture2d<float> gOther, sampler gMain_smp) {
    float4 _e4 = gOther.sample(gMain_smp, uv);
    return _e4 * float4(v.scale);
}

float4 shade_2(View v, float2 uv, texture2d<float> gOther, sampler gPoint) {
    float4 _e4 = gOther.sample(gPoint, uv);
    return _e4 * float4(v.scale);
}

float4 weighted_0(Pair p, float2 uv, texture2d<float> gOther, sampler gPoint, const device float4* gWeights) {
    Pair p_1 = {};
    float2 uv_1 = {};
    p_1 = p;
    uv_1 = uv;
    float4 _e7 = shade_2(p_1.front, uv_1, gOther, gPoint);
    return _e7 * gWeights[0u];
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> gOther [[texture(0)]],
    sampler gPoint [[sampler(0)]],
    const device float4* gWeights [[buffer(0)]],
    device atomic_uint* gCounts [[buffer(1)]],
    texture2d<float> gMain_tex [[texture(1)]],
    sampler gMain_smp [[sampler(1)]],
    constant type_Globals& _Globals [[buffer(2)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    View swapped = {};
    View chosen = {};
    Pair pair = {};
    uv_1 = uv;
    swapped = _Globals.gMain;
    swapped.scale = 0.5f;
    chosen = View {2.0f};
    pair.front = chosen;
    Counter_bump_0(1u, gCounts);
    float4 _e20 = shade_0(_Globals.gMain, uv_1, gMain_tex, gMain_smp);
    float4 _e23 = shade_1(swapped, uv_1, gOther, gMain_smp);
    float4 _e27 = weighted_0(pair, uv_1, gOther, gPoint, gWeights);
    {
        mainOutput result = mainOutput {(_e20 + _e23) + _e27};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
