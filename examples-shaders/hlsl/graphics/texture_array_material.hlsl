// Material layers from a texture array, blended by vertex weights.
Texture2DArray<float4> MaterialLayers : register(t0);
SamplerState LayerSampler : register(s0);

struct PSIn
{
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    float3 weights : TEXCOORD1;
    nointerpolation uint3 layers : TEXCOORD2;
};

float4 main(PSIn input) : SV_Target
{
    float4 a = MaterialLayers.Sample(LayerSampler, float3(input.uv, input.layers.x));
    float4 b = MaterialLayers.Sample(LayerSampler, float3(input.uv, input.layers.y));
    float4 c = MaterialLayers.Sample(LayerSampler, float3(input.uv, input.layers.z));
    float3 w = input.weights / max(dot(input.weights, 1.0), 1e-4);
    return a * w.x + b * w.y + c * w.z;
}
