// msc: Metal Shader Converter's top-level argument buffer (buffer 2), laid
// out from the root signature: the root constants inline (bytes 0-7), the
// UAV as a root descriptor's GPU address (8), and two descriptor tables'
// addresses (16, 24) whose IRDescriptorTableEntry values the host fills
// with IRDescriptorTableSetBuffer / SetTexture / SetSampler.
#define ROOT_SIGNATURE \
    "RootConstants(num32BitConstants = 2, b0), " \
    "UAV(u0), " \
    "DescriptorTable(SRV(t0, numDescriptors = 2)), " \
    "DescriptorTable(Sampler(s0))"

cbuffer Params : register(b0) {
    uint count;
    float scale;
};
StructuredBuffer<float> input : register(t0);
Texture2D<float4> bias : register(t1);
RWStructuredBuffer<float> output : register(u0);
SamplerState linearSampler : register(s0);

[RootSignature(ROOT_SIGNATURE)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x >= count)
        return;
    float2 uv = float2((id.x + 0.5) / count, 0.5);
    output[id.x] = input[id.x] * scale + bias.SampleLevel(linearSampler, uv, 0).x;
}
