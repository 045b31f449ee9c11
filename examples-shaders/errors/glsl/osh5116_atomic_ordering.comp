#version 460
#extension GL_KHR_memory_scope_semantics : require
// Metal's atomics are relaxed: an atomic with acquire/release semantics is
// refused at its semantics argument, never translated without the ordering.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Flags { uint ready; };
void main() {
    atomicStore(ready, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
}
