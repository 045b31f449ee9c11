#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// Stores to an rgba8 storage image: clamping to [0, 1] and rounding to 8 bits.
layout(binding = 0, rgba8) uniform image2D img;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    float t = float(p.y * 4 + p.x);
    vec4 old = imageLoad(img, p);
    imageStore(img, p, vec4(t / 15.0, t * 0.1 - 0.3, 1.7 - t * 0.1, old.x * 0.5 + 0.002));
    o[p.y * 4 + p.x] = old;
}
