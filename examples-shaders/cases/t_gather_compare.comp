#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// textureGather with a depth reference: four comparison results.
layout(binding = 0) uniform sampler2DShadow shadow;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    vec2 uv = vec2(0.1 + 0.2 * float(p.x), 0.15 + 0.2 * float(p.y));
    o[i] = textureGather(shadow, uv, float(i) / 16.0);
}
