#version 450
// The fragment side of vk450_location_components.vert, and dual-source
// blending: the outputs at location 0 with indices 0 and 1 are Metal's
// `[[color(0), index(0)]]` and `[[color(0), index(1)]]`.
layout(location = 0) in vec2 vUV;
layout(location = 0, component = 2) in vec2 vUVScaled;
layout(location = 1, component = 1) flat in int vLayer[2];

layout(binding = 0) uniform sampler2DArray uTex;

layout(location = 0, index = 0) out vec4 outColor;
layout(location = 0, index = 1) out vec4 outBlend;

void main() {
    outColor = texture(uTex, vec3(vUV, float(vLayer[0])));
    outBlend = texture(uTex, vec3(vUVScaled, float(vLayer[1])));
}
