#version 450
// Integer formats: fetches from r32i and rgba32ui textures, stores to an r32i image.
layout(local_size_x = 4, local_size_y = 4) in;
layout(binding = 0) uniform isampler2D si;
layout(binding = 2) uniform usampler2D su;
layout(binding = 3, r32i) uniform writeonly iimage2D dst;
layout(binding = 1, std430) buffer Out { uvec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    int v = texelFetch(si, p, 0).x;
    uvec4 u = texelFetch(su, ivec2(p.y, p.x), 0);
    o[p.y * 4 + p.x] = uvec4(uint(v + 1000), u.x ^ u.y, u.z + u.w, uint(texelFetch(si, p, 0).w));
    imageStore(dst, p, ivec4(v - int(u.x), 0, 0, 0));
}
