// Integer textures are sampled as float ones are: Metal's `sample` takes
// `texture2d<int>` and `texture2d<uint>` (an integer texture filters
// nearest), with a level, a bias, gradients, an array layer and a texel
// offset. A texel offset on a 1D texture, which Metal's 1D `sample` has no
// argument for, moves the coordinate by `offset / width` instead.
SamplerState pointClamp : register(s0);

Texture1D<int4> ids1d : register(t0);
Texture2D<uint2> ids2d : register(t1);
Texture2DArray<int> layers : register(t2);
Texture3D<uint4> volume : register(t3);
TextureCube<int4> cube : register(t4);
Texture1DArray<float4> ramps : register(t5);

struct PSOut {
    int4 id : SV_Target0;
    uint4 mask : SV_Target1;
    float4 color : SV_Target2;
};

PSOut main(float4 pos : SV_Position, float3 uvw : TEXCOORD0) {
    PSOut o;
    int4 a = ids1d.Sample(pointClamp, uvw.x, 2);
    int b = layers.SampleLevel(pointClamp, float3(uvw.xy, 1.0), 0.0, int2(-1, 1));
    int4 c = cube.SampleBias(pointClamp, uvw, 0.5);
    o.id = a | b | c;
    uint2 d = ids2d.SampleGrad(pointClamp, uvw.xy, ddx(uvw.xy), ddy(uvw.xy), int2(1, 0));
    uint4 e = volume.Sample(pointClamp, uvw);
    o.mask = uint4(d, e.zw);
    o.color = ramps.SampleLevel(pointClamp, float2(uvw.x, 3.0), 0.0, -3);
    return o;
}
