#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// textureLodOffset and texelFetchOffset.
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    vec2 uv = (vec2(p) + 0.4) / 4.0;
    o[i] = textureLodOffset(tex, uv, 0.0, ivec2(-1, 2));
    o[16u + i] = texelFetchOffset(tex, ivec2(p.y, p.x), 0, ivec2(1, 0)) ;
}
