#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct main0_in {
    float2 uv [[user(locn0)]];
    uint i [[user(locn1), flat]];
};

struct main0_out {
    float4 value [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    array<texture2d<float>, 4> textures [[texture(0)]],
    array<sampler, 2> samplers [[sampler(0)]],
    texture2d<float> after [[texture(4)]]
) {
    float2 uv = stage_in.uv;
    uint i = stage_in.i;
    float4 _e8 = textures[i].sample(samplers[i & 1u], uv);
    float4 _e12 = after.sample(samplers[0], uv);
    {
        main0_out out = {};
        out.value = _e8 + _e12;
        return out;
    }
}
