#version 450
// A 1D array texture: fetch and nearest sample by layer; an image store to a 1D array image.
layout(local_size_x = 8, local_size_y = 2) in;
layout(binding = 0) uniform sampler1DArray tex;
layout(binding = 2, rgba32f) uniform writeonly image1DArray img;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    int x = int(gl_GlobalInvocationID.x), l = int(gl_GlobalInvocationID.y);
    vec4 a = texelFetch(tex, ivec2(x, l), 0);
    vec4 b = textureLod(tex, vec2(float(x) * 0.19 - 0.3, float(1 - l)), 0.0);
    o[l * 8 + x] = a;
    o[16 + l * 8 + x] = b;
    imageStore(img, ivec2(7 - x, l), a + b);
}
