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

struct vsInput {
    metal::float3 pos [[attribute(0)]];
    metal::float2 uv [[attribute(1)]];
    uint id [[attribute(2)]];
};
struct vsOutput {
    metal::float4 pos [[position]];
    metal::float2 uv [[user(loc0), center_perspective]];
    uint id [[user(loc1), flat]];
    float w [[user(loc2), centroid_no_perspective]];
};
vertex vsOutput vs(
  vsInput varyings [[stage_in]]
, uint vi [[vertex_id]]
, uint ii [[instance_id]]
, constant Cam& cam [[buffer(0)]]
) {
    const VIn in = { varyings.pos, varyings.uv, varyings.id };
    VOut o = {};
    metal::float4x4 _e7 = cam.vp;
    o.pos = _e7 * metal::float4(in.pos, 1.0);
    o.uv = in.uv + metal::float2(static_cast<float>(vi), static_cast<float>(ii));
    o.id = in.id;
    float _e23 = cam.t;
    o.w = metal::sin(_e23);
    VOut _e25 = o;
    const auto _tmp = _e25;
    return vsOutput { _tmp.pos, _tmp.uv, _tmp.id, _tmp.w };
}

