#version 450
// Vulkan fragment shader: separate texture and sampler, push constants.
layout(set = 0, binding = 0) uniform texture2D uTexture;
layout(set = 0, binding = 1) uniform sampler uSampler;
layout(push_constant) uniform Push {
    vec4 tint;
    float exposure;
} pc;
layout(location = 0) in vec2 inUv;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 c = texture(sampler2D(uTexture, uSampler), inUv);
    outColor = vec4(c.rgb * pc.exposure, c.a) * pc.tint;
}
