#version 450
// A shadow sampler is a depth texture by its declared type, compared with
// or not: `unused` is `depth2d` in the MSL and in reflection, as `lit` is.
layout(binding = 0) uniform sampler2DShadow lit;
layout(binding = 1) uniform sampler2DShadow unused;
layout(binding = 2) uniform samplerCubeShadow unused_cube;
layout(location = 0) in vec3 shadow_coord;
layout(location = 0) out vec4 color;

void main() {
    color = vec4(texture(lit, shadow_coord));
}
