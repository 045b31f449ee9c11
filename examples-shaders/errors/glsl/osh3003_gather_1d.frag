#version 450
// A gather from a 1D texture (found by fuzzing): a gather reads a 2x2
// footprint, so GLSL has it for 2D, 2D array and cube samplers only.
// Expected: OSH3003 at the call.
layout(binding = 0) uniform sampler1D depthRow;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec4 d = textureGather(depthRow, uv.x);
    color = vec4(dot(d, vec4(0.25)));
}
