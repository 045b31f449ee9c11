#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// A 2D array texture: fetches and linear samples from layers picked by a float coordinate.
layout(binding = 0) uniform sampler2DArray tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    o[i] = texelFetch(tex, ivec3(p, int(i % 3u)), 0);
    o[16u + i] = textureLod(tex, vec3((vec2(p) + 0.3) / 4.0, float(i % 3u)), 0.0);
}
