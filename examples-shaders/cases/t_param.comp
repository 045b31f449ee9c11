#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// A sampler2D passed to a function.
layout(binding = 0) uniform sampler2D tex;
layout(binding = 2, rgba32f) uniform image2D img;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
vec4 blur(sampler2D t, vec2 uv, float d) {
    return 0.25 * (textureLod(t, uv + vec2(d, 0.0), 0.0) + textureLod(t, uv - vec2(d, 0.0), 0.0)
                 + textureLod(t, uv + vec2(0.0, d), 0.0) + textureLod(t, uv - vec2(0.0, d), 0.0));
}
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 v = blur(tex, (vec2(p) + 0.5) / 4.0, 0.125);
    imageStore(img, p, v);
    o[p.y * 4 + p.x] = v;
}
