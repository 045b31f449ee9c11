#version 450
// An array of combined samplers passed to a function: the function is
// copied for the global array it is called with, which it then indexes
// (its texture and sampler arrays are passed as Metal arrays).
layout(binding = 0) uniform sampler2D uSamplers[4];
layout(location = 0) flat in int vIndex;
layout(location = 0) out vec4 FragColor;

vec4 pick(sampler2D samplers[4]) {
    return texture(samplers[vIndex], vec2(0.5));
}

void main() {
    FragColor = pick(uSamplers);
}
