#version 450
// An element of an array of combined samplers passed to a function: the
// function receives that texture and its sampler.
layout(binding = 0) uniform sampler2D layers[4];
layout(binding = 4) uniform Pick { int index; };
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

vec4 shade(sampler2D s, vec2 p) { return texture(s, p); }

void main() {
    color = shade(layers[1], uv) + shade(layers[index], uv * 2.0);
}
