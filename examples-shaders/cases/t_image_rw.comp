#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// Read-modify-write of an rgba32f storage image and a store to an r32f one.
layout(binding = 0, rgba32f) uniform image2D img;
layout(binding = 2, r32f) uniform writeonly image2D dst;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 v = imageLoad(img, p);
    imageStore(img, p, v * 2.0 + vec4(p, 0.0, 1.0));
    imageStore(dst, ivec2(3, 3) - p, vec4(v.x + v.y));
    o[p.y * 4 + p.x] = v;
}
