// A kernel-scope threadgroup variable is memory the threadgroup shares: a
// thread may read, after a barrier, what another thread wrote, so a read
// before this thread's own write is valid MSL (MSL 2.4 section 4.4,
// threadgroup address space).
#include <metal_stdlib>
using namespace metal;

int pick(threadgroup int& shared) { return shared; }

kernel void k(device int* out [[buffer(0)]], uint i [[thread_index_in_threadgroup]]) {
    threadgroup int first;
    threadgroup array<int, 4> rest;
    if (i == 0) { first = 7; }
    if (i < 4) { rest[i] = int(i); }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    out[i] = pick(first) + rest[i % 4];
}
