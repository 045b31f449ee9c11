#version 450
// Vulkan compute shader: 3x3 box blur from a sampled image into a storage image.
layout(local_size_x = 16, local_size_y = 16) in;
layout(binding = 0) uniform sampler2D srcImage;
layout(binding = 1, rgba16f) uniform writeonly image2D dstImage;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 sum = vec4(0.0);
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            sum += texelFetch(srcImage, p + ivec2(dx, dy), 0);
        }
    }
    imageStore(dstImage, p, sum / 9.0);
}
