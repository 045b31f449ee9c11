// Deferred composition reading the G-buffer as Vulkan subpass inputs: on
// Metal each is the color attachment itself, `[[color(n)]]` (framebuffer
// fetch on Apple GPUs), read at the fragment's own pixel.
[[vk::input_attachment_index(0)]][[vk::binding(0)]] SubpassInput<float4> gAlbedo;
[[vk::input_attachment_index(1)]][[vk::binding(1)]] SubpassInput<float4> gNormal;
[[vk::input_attachment_index(2)]][[vk::binding(2)]] SubpassInput<float> gDepth;

cbuffer Light : register(b3)
{
    float3 lightDir;
    float ambient;
};

float4 main(float4 pos : SV_Position) : SV_Target0
{
    float3 albedo = gAlbedo.SubpassLoad().rgb;
    float3 normal = normalize(gNormal.SubpassLoad().xyz * 2.0 - 1.0);
    float depth = gDepth.SubpassLoad();
    float diffuse = max(dot(normal, -lightDir), 0.0);
    float fog = saturate(depth * 0.5);
    return float4(lerp(albedo * (ambient + diffuse), float3(0.5, 0.6, 0.7), fog), 1.0);
}
