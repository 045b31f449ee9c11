#version 450
// A biased comparison lookup is refused with the bias marked, never
// sampled without it.
layout(binding = 0) uniform sampler2DShadow shadow_map;
layout(location = 0) in vec3 shadow_coord;
layout(location = 0) out vec4 color;

void main() {
    color = vec4(texture(shadow_map, shadow_coord, 1.5));
}
