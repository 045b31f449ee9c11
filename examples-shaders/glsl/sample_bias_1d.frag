#version 450
// A bias on a 1D texture: Metal's 1D textures have a single level and MSL's
// 1D sample takes no level or bias, so this is the plain sample (naga IR has
// no bias on 1D images).
layout(binding = 0) uniform sampler1D ramp;
layout(location = 0) in float u;
layout(location = 0) out vec4 color;

void main() {
    color = texture(ramp, u, 2.0);
}
