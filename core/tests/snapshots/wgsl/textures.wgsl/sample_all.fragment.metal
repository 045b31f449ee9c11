#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct sample_all_in {
    float2 uv [[user(locn0)]];
    float3 dir [[user(locn1)]];
};

struct sample_all_out {
    float4 value [[color(0)]];
};

fragment sample_all_out sample_all(
    sample_all_in stage_in [[stage_in]],
    float4 frag [[position]],
    texture1d<float> t1d [[texture(0)]],
    texture2d<float> t2d [[texture(1)]],
    texture2d_array<float> t2d_array [[texture(2)]],
    texture3d<float> t3d [[texture(3)]],
    texturecube<float> tcube [[texture(4)]],
    texturecube_array<float> tcube_array [[texture(5)]],
    texture2d_ms<float> tms [[texture(6)]],
    depth2d<float> tdepth [[texture(7)]],
    depth2d_array<float> tdepth_array [[texture(8)]],
    depthcube<float> tdepth_cube [[texture(9)]],
    texture2d<uint> tuint [[texture(10)]],
    sampler linear_sampler [[sampler(0)]],
    sampler shadow_sampler [[sampler(1)]]
) {
    float2 uv = stage_in.uv;
    float3 dir = stage_in.dir;
    float4 c = {};
    float4 _e6 = t1d.sample(linear_sampler, uv.x);
    c = _e6;
    float4 _e11 = t2d.sample(linear_sampler, uv);
    c = c + _e11;
    float4 _e19 = t2d.sample(linear_sampler, uv, int2(1, -1));
    c = c + _e19;
    float4 _e25 = t2d.sample(linear_sampler, uv, bias(0.5f));
    c = c + _e25;
    float4 _e31 = t2d.sample(linear_sampler, uv, level(2.0f));
    c = c + _e31;
    float2 _e36 = dfdx(uv);
    float2 _e37 = dfdy(uv);
    float4 _e38 = t2d.sample(linear_sampler, uv, gradient2d(_e36, _e37));
    c = c + _e38;
    float4 _e44 = t2d_array.sample(linear_sampler, uv, uint(3));
    c = c + _e44;
    float4 _e49 = t3d.sample(linear_sampler, dir);
    c = c + _e49;
    float4 _e54 = tcube.sample(linear_sampler, dir);
    c = c + _e54;
    float4 _e61 = tcube_array.sample(linear_sampler, dir, uint(1), level(0.0f));
    c = c + _e61;
    float4 _e66 = t2d.gather(linear_sampler, uv, int2(0), component::y);
    c = c + _e66;
    float4 _e71 = tcube.gather(linear_sampler, dir);
    c = c + _e71;
    float4 _e76 = tdepth.gather(linear_sampler, uv);
    c = c + _e76;
    float4 _e82 = tdepth.gather_compare(shadow_sampler, uv, 0.5f);
    c = c + _e82;
    float _e87 = tdepth.sample_compare(shadow_sampler, uv, 0.5f);
    float _e92 = tdepth_array.sample_compare(shadow_sampler, uv, uint(1), 0.5f, level(0.0f));
    float _e97 = tdepth_cube.sample_compare(shadow_sampler, dir, 0.5f);
    float _e101 = tdepth.sample(linear_sampler, uv);
    float shadow = ((_e87 + _e92) + _e97) + _e101;
    int2 texel = int2(frag.xy);
    float4 _e108 = t2d.read(uint2(texel), uint(0));
    c = c + _e108;
    float4 _e114 = t2d_array.read(uint2(texel), uint(1), uint(0));
    c = c + _e114;
    float4 _e121 = t3d.read(uint3(int3(texel, 0)), uint(0));
    c = c + _e121;
    float4 _e126 = tms.read(uint2(texel), uint(2));
    c = c + _e126;
    float _e131 = tdepth.read(uint2(texel), uint(0));
    c = c + float4(_e131);
    uint4 _e137 = tuint.read(uint2(texel), uint(0));
    c = c + float4(_e137);
    uint2 _e141 = uint2(t2d.get_width(), t2d.get_height());
    uint2 _e144 = uint2(t2d.get_width(1), t2d.get_height(1));
    uint2 _e147 = uint2(tcube.get_width(), tcube.get_height());
    uint _e150 = t1d.get_width();
    uint _e152 = t2d.get_num_mip_levels();
    uint _e156 = t2d_array.get_array_size();
    uint _e158 = tms.get_num_samples();
    uint3 _e162 = uint3(t3d.get_width(), t3d.get_height(), t3d.get_depth());
    uint2 _e166 = uint2(tdepth_array.get_width(), tdepth_array.get_height());
    uint2 size = (((((_e141 + _e144) + _e147) + uint2(_e150, _e152)) + uint2(_e156, _e158)) + _e162.xy) + _e166;
    {
        sample_all_out out = {};
        out.value = (c * shadow) + float4(float2(size), 0.0f, 1.0f);
        return out;
    }
}
