#version 450
// Depth comparison (greater, linear) with an opaque white border: border texels compare as depth 1 (so they fail `greater`).
layout(local_size_x = 4, local_size_y = 4) in;
layout(binding = 0) uniform sampler2DShadow shadow;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    vec2 uv = vec2(float(p.x) * 0.45 - 0.4, float(p.y) * 0.43 - 0.35);
    o[i] = vec4(textureLod(shadow, vec3(uv, float(i) / 16.0), 0.0), 0.0, 0.0, 1.0);
}
