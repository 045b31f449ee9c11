#version 450
// Push constants: a small block the host sets with setBytes (Metal) or
// vkCmdPushConstants (Vulkan), read by every thread.
layout(local_size_x = 4) in;
layout(push_constant) uniform Push
{
    float scale;
    uint offset;
} pc;
layout(std430, binding = 0) buffer BO { float v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    Out.v[i] = float(i + pc.offset) * pc.scale;
}
