// A multisampled G-buffer read as Vulkan subpass inputs at explicit samples:
// Metal's framebuffer fetch reads only the current sample, so each
// `SubpassInputMS` is the attachment bound as a multisampled texture
// (`texture2d_ms`, reflection kind `texture`), and `SubpassLoad(sample)`
// reads the fragment's pixel (its position's integer part) at that sample.
[[vk::input_attachment_index(0)]][[vk::binding(0)]] SubpassInputMS<float4> gAlbedo;
[[vk::input_attachment_index(1)]][[vk::binding(1)]] SubpassInputMS<float> gCoverage;

float4 resolveAlbedo()
{
    float4 sum = 0;
    [unroll] for (int s = 0; s < 4; s++)
        sum += gAlbedo.SubpassLoad(s) * gCoverage.SubpassLoad(s);
    return sum * 0.25;
}

float4 main(float4 pos : SV_Position) : SV_Target0
{
    return resolveAlbedo() + pos.z;
}
