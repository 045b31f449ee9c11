#version 450
// Vulkan fragment shader: textureGather for a 2x2 percentage filter.
layout(binding = 0) uniform sampler2D uDepth;
layout(location = 0) in vec2 inUv;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 d = textureGather(uDepth, inUv);
    outColor = vec4(dot(d, vec4(0.25)));
}
