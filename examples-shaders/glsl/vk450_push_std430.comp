#version 450
// Push-constant blocks are std430 in Vulkan GLSL: the float array has a
// 4-byte stride and the vec2 follows at offset 8 (std140 would put them at
// a 16-byte stride and offset 32).
layout(local_size_x = 1) in;
layout(push_constant) uniform PC
{
    float weights[2];
    vec2 offset;
    uint count;
} pc;
layout(std430, binding = 0) buffer Out { float values[]; };

void main()
{
    values[0] = pc.weights[0] + pc.weights[1];
    values[1] = pc.offset.x * pc.offset.y;
    values[2] = float(pc.count);
}
