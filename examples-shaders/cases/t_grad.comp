#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// textureGrad with axis-aligned gradients of 1/8 to 16 texels: LOD log2 of the gradient length.
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    float g = exp2(float(i % 8u) - 3.0) / 16.0;
    vec2 uv = vec2(0.4 + 0.03 * float(p.x), 0.55 - 0.04 * float(p.y));
    vec2 dx = (i & 1u) == 0u ? vec2(g, 0.0) : vec2(0.0, g);
    vec2 dy = (i & 1u) == 0u ? vec2(0.0, g * 0.5) : vec2(g * 0.5, 0.0);
    o[i] = textureGrad(tex, uv, dx, dy);
}
