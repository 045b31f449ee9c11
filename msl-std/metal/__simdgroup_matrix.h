// SIMD-group matrices (MSL 2.3, section 6.7): 8x8 matrices of half, float
// and (MSL 3.1) bfloat spread over a SIMD-group, with load, store and
// multiply-accumulate. Check mode only declares them.
#pragma once

namespace metal {
#if __METAL_VERSION__ >= 230
template <class T, uint Cols, uint Rows> struct simdgroup_matrix {
    static_assert(Cols == 8 && Rows == 8, "simdgroup_matrix<T, Cols, Rows>: only 8x8 matrices exist");
    static_assert(is_same<T, float>::value || is_same<T, __FM_HALF>::value
#if __METAL_VERSION__ >= 310 && !defined(__FM_EXEC)
                      || is_same<T, __bf16>::value
#endif
                  , "simdgroup_matrix<T, Cols, Rows>: T must be half, float or (MSL 3.1) bfloat");
    typedef vec<T, 2> storage_type;
    storage_type __s;
    simdgroup_matrix() = default;
    // A diagonal matrix (`simdgroup_float8x8(1.0f)`).
    constexpr explicit simdgroup_matrix(T diagonal) : __s() {}
    METAL_FUNC thread storage_type &thread_elements() __FM_BODY(return __s;)
};
typedef simdgroup_matrix<float, 8, 8> simdgroup_float8x8;
typedef simdgroup_matrix<__FM_HALF, 8, 8> simdgroup_half8x8;

template <class T, uint C, uint R>
METAL_FUNC simdgroup_matrix<T, C, R> make_filled_simdgroup_matrix(T value) __FM_BODY(return {};)
#define __FM_SGM_MEMORY(AS)                                                                                    \
    template <class T, uint C, uint R>                                                                         \
    METAL_FUNC void simdgroup_load(thread simdgroup_matrix<T, C, R> &d, const AS T *src, ulong elements_per_row = C, \
                                   ulong2 matrix_origin = ulong2(0), bool transpose_matrix = false) __FM_BODY()  \
    template <class T, uint C, uint R>                                                                         \
    METAL_FUNC void simdgroup_store(simdgroup_matrix<T, C, R> a, AS T *dst, ulong elements_per_row = C,        \
                                    ulong2 matrix_origin = ulong2(0), bool transpose_matrix = false) __FM_BODY()
__FM_SGM_MEMORY(device)
#ifndef __FM_EXEC
// (Execution mode has no address spaces: the device overloads serve both.)
__FM_SGM_MEMORY(threadgroup)
#endif
#undef __FM_SGM_MEMORY
template <class T, uint C, uint R, uint K>
METAL_FUNC void simdgroup_multiply(thread simdgroup_matrix<T, C, R> &d, simdgroup_matrix<T, K, R> a,
                                   simdgroup_matrix<T, C, K> b) __FM_BODY()
template <class T, uint C, uint R, uint K>
METAL_FUNC void simdgroup_multiply_accumulate(thread simdgroup_matrix<T, C, R> &d, simdgroup_matrix<T, K, R> a,
                                              simdgroup_matrix<T, C, K> b, simdgroup_matrix<T, C, R> c) __FM_BODY()
#endif
#if __METAL_VERSION__ >= 310 && !defined(__FM_EXEC)
typedef simdgroup_matrix<__bf16, 8, 8> simdgroup_bfloat8x8;
#endif
} // namespace metal
