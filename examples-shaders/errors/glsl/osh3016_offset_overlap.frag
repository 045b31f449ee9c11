#version 450
// Two members whose bytes overlap: no struct can hold them (glslang lets
// it through for Vulkan; the SPIR-V validator rejects the block).
layout(push_constant) uniform Constants {
    layout(offset = 64) vec4 tint;
    layout(offset = 72) float exposure;
} pc;

layout(location = 0) out vec4 color;

void main() {
    color = pc.tint * pc.exposure;
}
