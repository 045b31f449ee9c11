#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// textureGather of each component and textureGatherOffset.
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    vec2 uv = vec2(0.1 + 0.21 * float(p.x), 0.05 + 0.23 * float(p.y));
    o[i] = textureGather(tex, uv, 0);
    o[16u + i] = textureGather(tex, uv, 1);
    o[32u + i] = textureGather(tex, uv, 3);
    o[48u + i] = textureGatherOffset(tex, uv, ivec2(1, -1), 2);
}
