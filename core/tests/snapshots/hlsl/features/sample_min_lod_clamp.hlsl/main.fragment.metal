#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    float2 uv [[user(UV0)]];
    float c [[user(CLAMP0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> t2 [[texture(0)]],
    texture2d_array<float> ta [[texture(1)]],
    texturecube<float> tc [[texture(2)]],
    texture2d<int> ti [[texture(3)]],
    texture1d<float> t1 [[texture(4)]],
    sampler s [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    float c = stage_in.c;
    float2 uv_1 = {};
    float c_1 = {};
    float4 a = {};
    float4 b = {};
    float4 d = {};
    float4 e = {};
    int4 g = {};
    float4 h = {};
    uv_1 = uv;
    c_1 = c;
    float4 _e12 = t2.sample(s, uv_1, min_lod_clamp(c_1), int2(1, 2));
    a = _e12;
    float2 _e17 = uv_1;
    float3 _e21 = float3(_e17.x, _e17.y, 1.0f);
    float4 _e32 = ta.sample(s, _e21.xy, uint(int(rint(_e21.z))), bias(0.5f), min_lod_clamp(2.0f), int2(0, 1));
    b = _e32;
    float2 _e37 = uv_1;
    float4 _e43 = tc.sample(s, float3(_e37.x, _e37.y, 1.0f), min_lod_clamp(c_1));
    d = _e43;
    float2 _e48 = dfdx(uv_1);
    float2 _e50 = dfdy(uv_1);
    float4 _e56 = t2.sample(s, uv_1, gradient2d(_e48, _e50), min_lod_clamp(c_1), int2(0, 0));
    e = _e56;
    int4 _e65 = ti.sample(s, uv_1, min_lod_clamp(1.0f), int2(0, 0));
    g = _e65;
    uint _e72 = t1.get_width();
    float4 _e77 = t1.sample(s, uv_1.x + (float(0) / float(_e72)));
    h = _e77;
    {
        mainOutput result = mainOutput {((((a + b) + d) + e) + float4(g)) + h};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
