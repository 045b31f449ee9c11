#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// Depth comparison (greaterEqual, linear) against references 0 to 0.9375.
layout(binding = 0) uniform sampler2DShadow shadow;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    vec2 uv = vec2(0.07 + 0.23 * float(p.x), 0.11 + 0.21 * float(p.y));
    float ref = float(i) / 16.0;
    o[i] = vec4(textureLod(shadow, vec3(uv, ref), 0.0), textureLodOffset(shadow, vec3(uv, 0.5), 0.0, ivec2(1, 0)), 0.0, 1.0);
}
