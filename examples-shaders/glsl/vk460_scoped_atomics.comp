#version 460
#extension GL_KHR_memory_scope_semantics : require
// GL_KHR_memory_scope_semantics' atomics with a scope, storage class and
// relaxed semantics: Metal's atomics are relaxed and atomic for the whole
// device, so these are the plain atomics (atomicStore an exchange whose
// result is unused). Ordering semantics are refused (see the error example).
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Counters {
    uint total;
    uint last;
    int lowest;
};
shared uint local_total;

void main() {
    if (gl_LocalInvocationIndex == 0u) {
        atomicStore(local_total, 0u, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelaxed);
    }
    barrier();
    atomicAdd(local_total, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelaxed);
    atomicMin(lowest, int(gl_GlobalInvocationID.x), gl_ScopeDevice, gl_StorageSemanticsBuffer, 0);
    barrier();
    if (gl_LocalInvocationIndex == 0u) {
        atomicAdd(total, local_total, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
        atomicCompSwap(last, 0u, gl_WorkGroupID.x, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                       gl_SemanticsRelaxed, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    }
}
