#version 450
#extension GL_ARB_gpu_shader_int64 : require
// A 64-bit integer specialization constant is refused at its declaration
// (it reached naga's validator before: an internal OSH4001).
layout(local_size_x = 1) in;
layout(constant_id = 1) const int64_t big_shift = 0;
layout(std430, binding = 0) buffer Data { int v[]; };
void main() {
    v[0] = 1;
}
