#version 450
#extension GL_ARB_gpu_shader_int64 : require
// A 64-bit specialization constant is a 32-bit override read widened (naga's
// overrides hold 32 bits), declared `long` for Metal: a default that needs
// more than 32 bits is refused at its declaration, never truncated.
layout(local_size_x = 1) in;
layout(constant_id = 1) const int64_t big_mask = 0x100000000l;
layout(std430, binding = 0) buffer Data { int64_t v[]; };
void main() {
    v[0] = big_mask;
}
