#version 450
#extension GL_EXT_nonuniform_qualifier : require
// nonuniformEXT around a sampler constructor: the combined handle may
// differ per invocation, which Metal's texture arrays allow as they are
// (the qualifier adds nothing to the MSL).
layout(set = 0, binding = 0) uniform texture2D uTextures[8];
layout(set = 0, binding = 8) uniform sampler uLinear;
layout(location = 0) in vec2 vUV;
layout(location = 1) flat in int vMaterial;
layout(location = 0) out vec4 FragColor;

void main() {
    FragColor = texture(nonuniformEXT(sampler2D(uTextures[vMaterial], uLinear)), vUV);
    FragColor += textureLod(sampler2D(uTextures[nonuniformEXT(vMaterial + 1)], uLinear), vUV, 0.0);
}
