#version 450
// Comparison sampling with explicit gradients is refused for now, never
// sampled at an implicit level instead of the gradients given.
layout(binding = 0) uniform sampler2DShadow shadowMap;
layout(location = 0) in vec3 uvz;
layout(location = 0) out float lit;

void main() {
    lit = textureGrad(shadowMap, uvz, dFdx(uvz.xy), dFdy(uvz.xy));
}
