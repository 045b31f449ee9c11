// naga 30 msl-out of a WGSL test shader (b.wgsl in msl-std/good/wgsl/), kept as a
// sample of real writer output.
// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct VIn {
    metal::float3 pos;
    metal::float2 uv;
    uint id;
    char _pad3[4];
};
struct VOut {
    metal::float4 pos;
    metal::float2 uv;
    uint id;
    float w;
};
struct Cam {
    metal::float4x4 vp;
    float t;
    char _pad2[12];
};
struct FOut {
    metal::float4 c;
    metal::float4 n;
    float d;
    char _pad3[12];
};
metal::int2 naga_f2i32(metal::float2 value) {
    return static_cast<metal::int2>(metal::clamp(value, -2147483600.0, 2147483500.0));
}


struct fsInput {
    metal::float2 uv [[user(loc0), center_perspective]];
    uint id [[user(loc1), flat]];
    float w [[user(loc2), centroid_no_perspective]];
};
struct fsOutput {
    metal::float4 c [[color(0)]];
    metal::float4 n [[color(1)]];
    float d [[depth(any)]];
};
fragment fsOutput fs(
  fsInput varyings [[stage_in]]
, metal::float4 pos [[position]]
, bool ff [[front_facing]]
, uint si [[sample_id]]
, metal::texture2d<float, metal::access::sample> tex [[texture(0)]]
, metal::sampler smp [[sampler(0)]]
, metal::depth2d<float, metal::access::sample> shadow [[texture(1)]]
, metal::sampler cmp [[sampler(1)]]
, metal::texture2d_array<float, metal::access::sample> arr [[texture(2)]]
, metal::texturecube<float, metal::access::sample> cube [[texture(3)]]
, metal::texture3d<float, metal::access::sample> t3_ [[texture(4)]]
, metal::texture2d_ms<float, metal::access::read> ms [[texture(5)]]
, metal::texture2d<uint, metal::access::sample> utex [[texture(6)]]
) {
    const VOut in_1 = { pos, varyings.uv, varyings.id, varyings.w };
    FOut o_1 = {};
    metal::float4 c = {};
    metal::float4 _e7 = tex.sample(smp, in_1.uv);
    metal::float4 _e12 = tex.sample(smp, in_1.uv, metal::level(1.0));
    metal::float4 _e18 = tex.sample(smp, in_1.uv, metal::bias(0.5));
    metal::float2 _e24 = metal::dfdx(in_1.uv);
    metal::float2 _e26 = metal::dfdy(in_1.uv);
    metal::float4 _e27 = tex.sample(smp, in_1.uv, metal::gradient2d(_e24, _e26));
    c = ((_e7 + _e12) + _e18) + _e27;
    metal::float4 _e30 = c;
    metal::float4 _e37 = tex.sample(smp, in_1.uv, metal::int2(1, 1));
    metal::float4 _e41 = tex.gather(smp, in_1.uv, metal::int2(0), metal::component::y);
    metal::float4 _e47 = tex.read(metal::uint2(naga_f2i32(in_1.uv)), 0);
    c = _e30 + ((_e37 + _e41) + _e47);
    float _e54 = shadow.sample_compare(cmp, in_1.uv, 0.5);
    float _e59 = shadow.sample_compare(cmp, in_1.uv, 0.5);
    float _e66 = shadow.read(metal::uint2(metal::int2(1, 2)), 0);
    float s = (_e54 + _e59) + _e66;
    metal::float4 _e68 = c;
    metal::float4 _e73 = arr.sample(smp, in_1.uv, 2);
    metal::float4 _e79 = cube.sample(smp, metal::float3(in_1.uv, 1.0));
    metal::float4 _e86 = t3_.sample(smp, metal::float3(in_1.uv, 1.0));
    metal::float4 _e92 = ms.read(metal::uint2(metal::int2(0)), static_cast<int>(si));
    c = _e68 + (((_e73 + _e79) + _e86) + _e92);
    metal::float4 _e95 = c;
    metal::uint4 _e100 = utex.read(metal::uint2(metal::int2(0)), 0);
    c = _e95 + (static_cast<metal::float4>(_e100) + metal::float4((static_cast<float>(metal::uint2(tex.get_width(), tex.get_height()).x) + static_cast<float>(tex.get_num_mip_levels())) + static_cast<float>(arr.get_array_size())));
    metal::float4 _e117 = c;
    metal::float4 _e122 = shadow.gather_compare(cmp, in_1.uv, 0.5);
    c = _e117 + _e122;
    float _e125 = c.w;
    if (_e125 < 0.1) {
        metal::discard_fragment();
    }
    metal::float4 _e129 = c;
    float _e132 = metal::fwidth(in_1.w);
    o_1.c = (_e129 * s) * _e132;
    o_1.n = ff ? metal::float4(1.0) : metal::float4(0.0);
    o_1.d = in_1.pos.z;
    FOut _e143 = o_1;
    const auto _tmp = _e143;
    return fsOutput { _tmp.c, _tmp.n, _tmp.d };
}
