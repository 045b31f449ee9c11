#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// A 3D texture: fetches and trilinear samples.
layout(binding = 0) uniform sampler3D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    o[i] = texelFetch(tex, ivec3(p.x, p.y, int(i % 4u)), 0);
    o[16u + i] = textureLod(tex, vec3(0.1 + 0.2 * float(p.x), 0.9 - 0.2 * float(p.y), 0.15 * float(i % 5u)), 0.0);
}
