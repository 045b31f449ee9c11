// Hooks the CPU execution runtime defines (execution mode only). Check mode
// never calls them: every function using them is declared without a body.
//
// - threadgroup_barrier / simdgroup_barrier: block the calling thread (a
//   fiber) until every thread of its threadgroup / SIMD-group arrives.
// - __ferrometal_simd_exchange: the calling lane publishes `size` bytes at
//   `mine`; when every active lane of its SIMD-group has done so, `all`
//   receives width * size bytes (lane i at offset i * size) and the call
//   returns the mask of active lanes. All simd_* and quad_* functions are
//   built on it, so the SIMD width is whatever the runtime says.
// - function constants: `__ferrometal_function_constant(index, out, size)`
//   copies the value set by the host and returns true, or returns false;
//   with `out` null it only answers whether the constant is set.
#pragma once
#ifdef __FM_EXEC
extern "C" {
void __ferrometal_threadgroup_barrier(unsigned flags);
void __ferrometal_simdgroup_barrier(unsigned flags);
unsigned long __ferrometal_simd_exchange(const void *mine, void *all, unsigned size);
unsigned __ferrometal_simd_lane(void);
unsigned __ferrometal_simd_width(void);
bool __ferrometal_function_constant(unsigned index, void *out, unsigned size);
void __ferrometal_discard_fragment(void);
}
#endif
