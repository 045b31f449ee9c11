#version 450
layout(local_size_x = 16) in;
// A 1D texture: fetch and linear sample with mirrored repeat.
layout(binding = 0) uniform sampler1D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    int x = int(gl_GlobalInvocationID.x);
    o[x] = texelFetch(tex, x % 8, 0);
    o[16 + x] = textureLod(tex, float(x) * 0.17 - 0.9, 0.0);
}
