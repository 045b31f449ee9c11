#version 450
// A `readonly` image cannot be stored to (glslang: "argument cannot drop
// memory qualifier"), nor a `writeonly` one loaded from.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, rgba8) readonly uniform image2D src;
layout(binding = 1, rgba8) writeonly uniform image2D dst;
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    imageStore(src, p, vec4(0.0));
    imageStore(dst, p, imageLoad(dst, p) * 0.5);
}
