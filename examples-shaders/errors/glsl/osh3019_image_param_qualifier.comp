#version 450
// GLSL lets an image declared `readonly` be passed only to a `readonly`
// parameter: the qualifier the parameter lacks is named at the argument.
layout(local_size_x = 1) in;
layout(binding = 0, r32ui) uniform readonly uimage2D counts;
layout(binding = 1, r32ui) uniform writeonly uimage2D result;
uint peek(uimage2D img) { return imageLoad(img, ivec2(0)).x; }
void main() {
    imageStore(result, ivec2(0), uvec4(peek(counts)));
}
