#version 450
// Vulkan compute shader: array constructors and constant tables.
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer Out { float outv[]; };
const float weights[4] = float[4](0.1, 0.2, 0.3, 0.4);

void main() {
    uint i = gl_LocalInvocationID.x;
    int offsets[3] = int[](-1, 0, 1);
    outv[i] = weights[i] * float(offsets[i % 3u]) + roundEven(2.5);
}
