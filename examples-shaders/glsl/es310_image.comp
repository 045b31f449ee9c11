#version 310 es
// GLES 3.1 compute shader: invert an rgba8 image in place.
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba8, binding = 0) uniform highp image2D uImage;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 c = imageLoad(uImage, p);
    imageStore(uImage, p, vec4(1.0 - c.rgb, c.a));
}
