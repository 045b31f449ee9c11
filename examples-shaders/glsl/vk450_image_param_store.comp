#version 450
// Images passed to helper functions and written through the parameter.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, rgba8) uniform image2D outImage;
layout(binding = 1, r32ui) uniform uimage2DArray counts;

void splat(image2D img, ivec2 p, vec4 color) {
    imageStore(img, p, color);
    imageStore(img, p + ivec2(1, 0), color * 0.5);
}

void mark(uimage2DArray target, ivec3 at, uint value) {
    imageStore(target, at, uvec4(value));
}

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    splat(outImage, p * 2, vec4(vec2(p) / 64.0, 0.0, 1.0));
    mark(counts, ivec3(p, int(gl_LocalInvocationIndex % 2u)), gl_LocalInvocationIndex);
}
