#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    int4 SV_Target0;
    uint4 SV_Target1;
    float4 SV_Target2;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target0) == 0, "mainOutput::SV_Target0: offset");
static_assert(__builtin_offsetof(mainOutput, SV_Target1) == 16, "mainOutput::SV_Target1: offset");
static_assert(__builtin_offsetof(mainOutput, SV_Target2) == 32, "mainOutput::SV_Target2: offset");
#endif

struct PSOut {
    int4 id;
    uint4 mask;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSOut) == 48, "PSOut: size");
static_assert(__builtin_offsetof(PSOut, id) == 0, "PSOut::id: offset");
static_assert(__builtin_offsetof(PSOut, mask) == 16, "PSOut::mask: offset");
static_assert(__builtin_offsetof(PSOut, color) == 32, "PSOut::color: offset");
#endif

struct main0_in {
    float3 uvw [[user(TEXCOORD0)]];
};

struct main0_out {
    int4 SV_Target0 [[color(0)]];
    uint4 SV_Target1 [[color(1)]];
    float4 SV_Target2 [[color(2)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    sampler pointClamp [[sampler(0)]],
    texture1d<int> ids1d [[texture(0)]],
    texture2d<uint> ids2d [[texture(1)]],
    texture2d_array<int> layers [[texture(2)]],
    texture3d<uint> volume [[texture(3)]],
    texturecube<int> cube [[texture(4)]],
    texture1d_array<float> ramps [[texture(5)]]
) {
    float3 uvw = stage_in.uvw;
    float4 pos_1 = {};
    float3 uvw_1 = {};
    PSOut o = {};
    int4 a = {};
    int b = {};
    int4 c = {};
    uint2 d = {};
    uint4 e = {};
    pos_1 = pos;
    uvw_1 = uvw;
    uint _e11 = ids1d.get_width();
    int4 _e16 = ids1d.sample(pointClamp, uvw_1.x + (float(2) / float(_e11)));
    a = _e16;
    float2 _e22 = uvw_1.xy;
    float3 _e25 = float3(_e22.x, _e22.y, 1.0f);
    int4 _e36 = layers.sample(pointClamp, _e25.xy, uint(int(rint(_e25.z))), level(0.0f), int2(-1, 1));
    b = _e36.x;
    int4 _e43 = cube.sample(pointClamp, uvw_1, bias(0.5f));
    c = _e43;
    o.id = (a | int4(b)) | c;
    float2 _e56 = dfdx(uvw_1.xy);
    float2 _e59 = dfdy(uvw_1.xy);
    uint4 _e65 = ids2d.sample(pointClamp, uvw_1.xy, gradient2d(_e56, _e59), int2(1, 0));
    d = _e65.xy;
    uint4 _e71 = volume.sample(pointClamp, uvw_1);
    e = _e71;
    uint2 _e73 = d;
    uint2 _e77 = e.zw;
    o.mask = uint4(_e73.x, _e73.y, _e77.x, _e77.y);
    float2 _e87 = float2(uvw_1.x, 3.0f);
    uint _e95 = ramps.get_width();
    float4 _e100 = ramps.sample(pointClamp, _e87.x + (float(-3) / float(_e95)), uint(int(rint(_e87.y))));
    o.color = _e100;
    PSOut _e101 = o;
    {
        mainOutput result = mainOutput {_e101.id, _e101.mask, _e101.color};
        main0_out out = {};
        out.SV_Target0 = result.SV_Target0;
        out.SV_Target1 = result.SV_Target1;
        out.SV_Target2 = result.SV_Target2;
        return out;
    }
}
