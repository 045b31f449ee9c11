#version 450
// An array of combined samplers passed to a function: naga samples only a
// global texture or a texture argument, never an element of an array
// argument, so the call is refused (it reached naga's validator before: an
// internal OSH4001). Index the global array instead.
layout(binding = 0) uniform sampler2D uSamplers[4];
layout(location = 0) flat in int vIndex;
layout(location = 0) out vec4 FragColor;

vec4 pick(sampler2D samplers[4]) {
    return texture(samplers[vIndex], vec2(0.5));
}

void main() {
    FragColor = pick(uSamplers);
}
