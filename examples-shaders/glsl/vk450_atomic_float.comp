#version 450
#extension GL_EXT_shader_atomic_float : require
// GL_EXT_shader_atomic_float: add and exchange on 32-bit floats in a storage
// buffer, Metal's atomic_float (MSL 3.0, device memory). Only the members
// that are destinations of atomics are atomic; `scale` stays a plain float.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Accumulators {
    float scale;
    float sum;
    float last;
    float bins[16];
};
layout(std430, binding = 1) readonly buffer Samples { float samples[]; };

void main() {
    float v = samples[gl_GlobalInvocationID.x] * scale;
    float before = atomicAdd(sum, v);
    atomicAdd(bins[gl_LocalInvocationIndex % 16u], 1.0);
    if (before > 100.0) {
        atomicExchange(last, v);
    }
}
