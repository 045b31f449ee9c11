#version 450
// texelFetch from every texel of mip 0 and mip 1 of an rgba8unorm texture.
layout(local_size_x = 4, local_size_y = 4) in;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = gl_GlobalInvocationID.y * 4u + gl_GlobalInvocationID.x;
    o[i] = texelFetch(tex, p, 0);
    o[16u + i] = texelFetch(tex, p / 2, 1);
}
