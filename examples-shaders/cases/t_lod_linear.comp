#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// Explicit LOD from -0.4 to 3.35 over an 8x8 r32float texture with 4 mips, mip filter linear.
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    float lod = float(i) * 0.25 - 0.4;
    vec2 uv = vec2(0.3 + 0.05 * float(p.x), 0.6 - 0.07 * float(p.y));
    o[i] = textureLod(tex, uv, lod);
}
