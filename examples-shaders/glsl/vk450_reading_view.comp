#version 450
// The reading view (`--readable`) of a std140 block: the block keeps its
// padding members (the host writes std140), only the layout asserts go.
layout(local_size_x = 32) in;

struct Light {
    vec3 color;
    float range;
    vec2 pos;
};

layout(std140, binding = 0) uniform Lights {
    float exposure;
    Light lights[4];
};

layout(std430, binding = 1) buffer Out {
    vec4 result[];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    vec3 sum = vec3(0.0);
    for (int k = 0; k < 4; k++) {
        sum += lights[k].color * lights[k].range / (1.0 + length(lights[k].pos));
    }
    result[i] = vec4(sum * exposure, 1.0);
}
