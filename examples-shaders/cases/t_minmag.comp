#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// Nearest magnification, linear minification: the LOD's sign picks the filter.
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    vec2 uv = vec2(0.13 + 0.11 * float(p.x), 0.21 + 0.09 * float(p.y));
    o[i] = textureLod(tex, uv, (i & 1u) == 0u ? -1.0 : 0.75);
}
