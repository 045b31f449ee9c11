#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// Bilinear magnification of a 3x3 rgba8unorm texture, repeat addressing.
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec2 uv = (vec2(p) + vec2(0.25, 0.75)) / 4.0;
    o[p.y * 4 + p.x] = textureLod(tex, uv, 0.0);
}
