#version 450
// `readonly`/`writeonly` image parameters: a function parameter is a
// read-write image in Metal, so the images passed to functions keep the
// read-write type (their access in reflection), and a valid shader reads
// or writes each as declared.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, rgba8) uniform readonly image2D src;
layout(binding = 1, rgba8) uniform writeonly coherent image2D dst;

vec4 fetch(readonly image2D img, ivec2 p) {
    return imageLoad(img, p);
}

void put(writeonly coherent image2D img, ivec2 p, vec4 v) {
    imageStore(img, p, v);
}

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    put(dst, p, fetch(src, p).bgra);
}
