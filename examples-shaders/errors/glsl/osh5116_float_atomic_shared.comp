#version 450
#extension GL_EXT_shader_atomic_float : require
#extension GL_EXT_shader_atomic_float2 : require
// Metal's float atomics (MSL 3.0) add and exchange in device memory only:
// a float atomic on `shared` memory, and a float atomic minimum, are
// refused at the destination.
layout(local_size_x = 64) in;
shared float partial;
layout(binding = 0, std430) buffer SSBO { float total; float peak; } ssbo;

void main() {
    atomicAdd(partial, 1.0);
    atomicAdd(ssbo.total, 1.0);
    atomicMax(ssbo.peak, 2.0);
}
