// Push constants: a small struct the host sets with setBytes (Metal) or
// vkCmdPushConstants (Vulkan), read by every thread.
struct Push
{
    float scale;
    uint offset;
};

[[vk::push_constant]] Push pc;
RWStructuredBuffer<float> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = (float)(id.x + pc.offset) * pc.scale;
}
