#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// nearest sampling of an rgba32float texture, address mode clampToBorder, coordinates inside and outside [0, 1].
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec2 uv = vec2(float(p.x) * 0.37 - 0.6, float(p.y) * 0.41 - 0.7);
    o[p.y * 4 + p.x] = textureLod(tex, uv, 0.0);
}
