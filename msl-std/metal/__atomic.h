// Atomics (MSL 2.4 section 6.13; atomic_float MSL 3.0; 64-bit min/max MSL 2.4
// on Apple silicon). Atomic objects live in device or threadgroup memory;
// there is no `thread` overload, so an atomic on a thread-space object does
// not compile.
#pragma once

namespace metal {
enum memory_order { memory_order_relaxed, memory_order_acquire, memory_order_release, memory_order_acq_rel, memory_order_seq_cst };
enum thread_scope { thread_scope_thread, thread_scope_simdgroup, thread_scope_threadgroup, thread_scope_device };

template <class T> struct atomic {
    static_assert(is_same<T, int>::value || is_same<T, uint>::value || is_same<T, bool>::value ||
                      (is_same<T, float>::value && __METAL_VERSION__ >= 300) || is_same<T, ulong>::value,
                  "atomic<T>: T must be int, uint, bool, ulong or (MSL 3.0) float");
    T __v;
};
typedef atomic<int> atomic_int;
typedef atomic<uint> atomic_uint;
typedef atomic<bool> atomic_bool;
#if __METAL_VERSION__ >= 300
typedef atomic<float> atomic_float;
#endif
typedef atomic<ulong> atomic_ulong;

template <class T> struct __atomic_int : integral_constant<bool, is_same<T, int>::value || is_same<T, uint>::value> {};
template <class T> struct __atomic_arith : integral_constant<bool, __atomic_int<T>::value || is_same<T, float>::value> {};
template <class T> struct __atomic_any : integral_constant<bool, !is_same<T, ulong>::value> {};

#ifdef __FM_EXEC
template <class T, class F> inline T __atomic_rmw(T *p, F f) {
    T old = __atomic_load_n(p, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(p, &old, T(f(old)), true, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
    return old;
}
#endif

#define __FM_ATOMIC_FNS(AS, VOL)                                                                                  \
    template <class T, enable_if_t<__atomic_any<T>::value, int> = 0>                                             \
    METAL_FUNC void atomic_store_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                       \
        __FM_BODY(__atomic_store_n(&o->__v, v, __ATOMIC_RELAXED);)                                               \
    template <class T, enable_if_t<__atomic_any<T>::value, int> = 0>                                             \
    METAL_FUNC T atomic_load_explicit(const VOL AS atomic<T> *o, memory_order)                                   \
        __FM_BODY(return __atomic_load_n(&o->__v, __ATOMIC_RELAXED);)                                            \
    template <class T, enable_if_t<__atomic_any<T>::value, int> = 0>                                             \
    METAL_FUNC T atomic_exchange_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                       \
        __FM_BODY(return __atomic_exchange_n(&o->__v, v, __ATOMIC_RELAXED);)                                     \
    template <class T, enable_if_t<__atomic_any<T>::value, int> = 0>                                             \
    METAL_FUNC bool atomic_compare_exchange_weak_explicit(VOL AS atomic<T> *o, thread T *expected,               \
                                                          __fm_id_t<T> desired, memory_order, memory_order)         \
        __FM_BODY(return __atomic_compare_exchange_n(&o->__v, expected, desired, false, __ATOMIC_RELAXED,         \
                                                     __ATOMIC_RELAXED);)                                         \
    template <class T, enable_if_t<__atomic_any<T>::value, int> = 0>                                             \
    METAL_FUNC bool atomic_compare_exchange_strong_explicit(VOL AS atomic<T> *o, thread T *expected,             \
                                                            __fm_id_t<T> desired, memory_order, memory_order)       \
        __FM_BODY(return __atomic_compare_exchange_n(&o->__v, expected, desired, false, __ATOMIC_RELAXED,         \
                                                     __ATOMIC_RELAXED);)                                         \
    template <class T, enable_if_t<__atomic_arith<T>::value, int> = 0>                                           \
    METAL_FUNC T atomic_fetch_add_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                      \
        __FM_BODY(return __atomic_rmw((T *)&o->__v, [=](T a) { return a + v; });)                                \
    template <class T, enable_if_t<__atomic_arith<T>::value, int> = 0>                                           \
    METAL_FUNC T atomic_fetch_sub_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                      \
        __FM_BODY(return __atomic_rmw((T *)&o->__v, [=](T a) { return a - v; });)                                \
    template <class T, enable_if_t<__atomic_int<T>::value, int> = 0>                                             \
    METAL_FUNC T atomic_fetch_and_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                      \
        __FM_BODY(return __atomic_fetch_and(&o->__v, v, __ATOMIC_RELAXED);)                                      \
    template <class T, enable_if_t<__atomic_int<T>::value, int> = 0>                                             \
    METAL_FUNC T atomic_fetch_or_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                       \
        __FM_BODY(return __atomic_fetch_or(&o->__v, v, __ATOMIC_RELAXED);)                                       \
    template <class T, enable_if_t<__atomic_int<T>::value, int> = 0>                                             \
    METAL_FUNC T atomic_fetch_xor_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                      \
        __FM_BODY(return __atomic_fetch_xor(&o->__v, v, __ATOMIC_RELAXED);)                                      \
    template <class T, enable_if_t<__atomic_int<T>::value, int> = 0>                                             \
    METAL_FUNC T atomic_fetch_min_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                      \
        __FM_BODY(return __atomic_rmw((T *)&o->__v, [=](T a) { return v < a ? v : a; });)                        \
    template <class T, enable_if_t<__atomic_int<T>::value, int> = 0>                                             \
    METAL_FUNC T atomic_fetch_max_explicit(VOL AS atomic<T> *o, __fm_id_t<T> v, memory_order)                      \
        __FM_BODY(return __atomic_rmw((T *)&o->__v, [=](T a) { return a < v ? v : a; });)

__FM_ATOMIC_FNS(__FM_AS_DEVICE, )
__FM_ATOMIC_FNS(__FM_AS_DEVICE, volatile)
#ifdef __FM_CHECK
__FM_ATOMIC_FNS(__FM_AS_TG, )
__FM_ATOMIC_FNS(__FM_AS_TG, volatile)
#endif
#undef __FM_ATOMIC_FNS

// 64-bit: only unsigned min/max on device memory, without a result.
METAL_FUNC void atomic_max_explicit(__FM_AS_DEVICE atomic_ulong *o, ulong v, memory_order)
    __FM_BODY(__atomic_rmw((ulong *)&o->__v, [=](ulong a) { return a < v ? v : a; });)
METAL_FUNC void atomic_min_explicit(__FM_AS_DEVICE atomic_ulong *o, ulong v, memory_order)
    __FM_BODY(__atomic_rmw((ulong *)&o->__v, [=](ulong a) { return v < a ? v : a; });)

// Memory barriers and fences (MSL 2.4 section 6.9.1).
enum class mem_flags : uint { mem_none = 0, mem_device = 1, mem_threadgroup = 2, mem_texture = 4, mem_threadgroup_imageblock = 8, mem_object_data = 16 };
constexpr mem_flags operator|(mem_flags a, mem_flags b) { return mem_flags(uint(a) | uint(b)); }
constexpr mem_flags operator&(mem_flags a, mem_flags b) { return mem_flags(uint(a) & uint(b)); }
METAL_FUNC void threadgroup_barrier(mem_flags f) __FM_BODY(__ferrometal_threadgroup_barrier(uint(f));)
METAL_FUNC void simdgroup_barrier(mem_flags f) __FM_BODY(__ferrometal_simdgroup_barrier(uint(f));)
METAL_FUNC void atomic_thread_fence(mem_flags, memory_order, thread_scope = thread_scope_device)
    __FM_BODY(__atomic_thread_fence(__ATOMIC_SEQ_CST);)
} // namespace metal
