#version 450
#extension GL_EXT_shader_atomic_float : require
// Float atomics (GL_EXT_shader_atomic_float) are refused for now, at the
// destination.
layout(local_size_x = 1) in;
layout(binding = 0, std430) buffer SSBO { float total; } ssbo;

void main() {
    atomicAdd(ssbo.total, 1.0);
}
