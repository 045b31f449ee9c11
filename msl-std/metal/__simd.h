// SIMD-group and quad-group functions (MSL 2.4 sections 6.9.2, 6.9.3).
// In execution mode every function goes through the runtime's
// __ferrometal_simd_exchange (see __runtime.h), so the SIMD width is the
// runtime's; a quad is four consecutive lanes.
#pragma once

namespace metal {
typedef ulong __fm_vote_t;
struct simd_vote {
    typedef ulong vote_t;
    vote_t __v;
    constexpr explicit simd_vote(vote_t v = 0) : __v(v) {}
    constexpr explicit operator vote_t() const { return __v; }
    constexpr bool all() const { return __v == ~vote_t(0); }
    constexpr bool any() const { return __v != 0; }
};
struct quad_vote {
    typedef ushort vote_t;
    vote_t __v;
    constexpr explicit quad_vote(vote_t v = 0) : __v(v) {}
    constexpr explicit operator vote_t() const { return __v; }
    constexpr bool all() const { return __v == 0xf; }
    constexpr bool any() const { return __v != 0; }
};

template <class T> struct __simd_ok : integral_constant<bool, __is_gen<T>::value && !is_same<typename __velem<T>::type, bool>::value> {};
template <class T> using __sgen = enable_if_t<__simd_ok<T>::value, T>;

#ifdef __FM_EXEC
struct __lanes {
    static constexpr int max = 64;
};
template <class T> struct __simd_all {
    T v[__lanes::max];
    ulong mask;
    uint lane, width;
};
template <class T> inline void __simd_gather(T x, __simd_all<T> &a) {
    a.mask = __ferrometal_simd_exchange(&x, a.v, sizeof(T));
    a.lane = __ferrometal_simd_lane();
    a.width = __ferrometal_simd_width();
}
// Fold over active lanes in [from, to).
template <class T, class F> inline T __simd_fold(const __simd_all<T> &a, uint from, uint to, T init, F f) {
    T r = init;
    for (uint i = from; i < to && i < a.width; ++i)
        if ((a.mask >> i) & 1) r = f(r, a.v[i]);
    return r;
}
#endif

#define __FM_SIMD_REDUCE(NAME, QNAME, INIT, E)                                                          \
    template <class T> METAL_FUNC __sgen<T> NAME(T x)                                                  \
        __FM_BODY(__simd_all<T> a; __simd_gather(x, a);                                                \
                  return __simd_fold(a, 0, a.width, T(INIT), [](T p, T q) { return E; });)              \
    template <class T> METAL_FUNC __sgen<T> QNAME(T x)                                                 \
        __FM_BODY(__simd_all<T> a; __simd_gather(x, a); uint b = a.lane & ~3u;                         \
                  return __simd_fold(a, b, b + 4, T(INIT), [](T p, T q) { return E; });)
__FM_SIMD_REDUCE(simd_sum, quad_sum, 0, p + q)
__FM_SIMD_REDUCE(simd_product, quad_product, 1, p * q)
__FM_SIMD_REDUCE(simd_and, quad_and, ~typename __velem<T>::type(0), p & q)
__FM_SIMD_REDUCE(simd_or, quad_or, 0, p | q)
__FM_SIMD_REDUCE(simd_xor, quad_xor, 0, p ^ q)
#undef __FM_SIMD_REDUCE

#define __FM_SIMD_MINMAX(NAME, QNAME, FN)                                                               \
    template <class T> METAL_FUNC __sgen<T> NAME(T x)                                                  \
        __FM_BODY(__simd_all<T> a; __simd_gather(x, a);                                                \
                  return __simd_fold(a, 0, a.width, x, [](T p, T q) { return FN(p, q); });)             \
    template <class T> METAL_FUNC __sgen<T> QNAME(T x)                                                 \
        __FM_BODY(__simd_all<T> a; __simd_gather(x, a); uint b = a.lane & ~3u;                         \
                  return __simd_fold(a, b, b + 4, x, [](T p, T q) { return FN(p, q); });)
__FM_SIMD_MINMAX(simd_min, quad_min, min)
__FM_SIMD_MINMAX(simd_max, quad_max, max)
#undef __FM_SIMD_MINMAX

#define __FM_SIMD_SCAN(NAME, QNAME, INIT, E, INCL)                                                      \
    template <class T> METAL_FUNC __sgen<T> NAME(T x)                                                  \
        __FM_BODY(__simd_all<T> a; __simd_gather(x, a);                                                \
                  return __simd_fold(a, 0, a.lane + INCL, T(INIT), [](T p, T q) { return E; });)        \
    template <class T> METAL_FUNC __sgen<T> QNAME(T x)                                                 \
        __FM_BODY(__simd_all<T> a; __simd_gather(x, a);                                                \
                  return __simd_fold(a, a.lane & ~3u, a.lane + INCL, T(INIT), [](T p, T q) { return E; });)
__FM_SIMD_SCAN(simd_prefix_exclusive_sum, quad_prefix_exclusive_sum, 0, p + q, 0)
__FM_SIMD_SCAN(simd_prefix_inclusive_sum, quad_prefix_inclusive_sum, 0, p + q, 1)
__FM_SIMD_SCAN(simd_prefix_exclusive_product, quad_prefix_exclusive_product, 1, p * q, 0)
__FM_SIMD_SCAN(simd_prefix_inclusive_product, quad_prefix_inclusive_product, 1, p * q, 1)
#undef __FM_SIMD_SCAN

// Lane i reads lane SRC (an expression of `a.lane` and the argument `d`).
#define __FM_SIMD_SHUFFLE(NAME, QNAME, SRC)                                                             \
    template <class T> METAL_FUNC __sgen<T> NAME(T x, ushort d)                                        \
        __FM_BODY(__simd_all<T> a; __simd_gather(x, a); uint w = a.width; uint base = 0;               \
                  uint src = (SRC); return src < a.width ? a.v[src] : x;)                               \
    template <class T> METAL_FUNC __sgen<T> QNAME(T x, ushort d)                                       \
        __FM_BODY(__simd_all<T> a; __simd_gather(x, a); uint w = 4; uint base = a.lane & ~3u;          \
                  uint src = base + ((SRC) & 3u); return src < a.width ? a.v[src] : x;)
__FM_SIMD_SHUFFLE(simd_shuffle, quad_shuffle, base + d)
__FM_SIMD_SHUFFLE(simd_broadcast, quad_broadcast, base + d)
__FM_SIMD_SHUFFLE(simd_shuffle_xor, quad_shuffle_xor, (a.lane ^ d))
__FM_SIMD_SHUFFLE(simd_shuffle_up, quad_shuffle_up, (a.lane - base >= d ? a.lane - d : a.lane))
__FM_SIMD_SHUFFLE(simd_shuffle_down, quad_shuffle_down, (a.lane - base + d < w ? a.lane + d : a.lane))
__FM_SIMD_SHUFFLE(simd_shuffle_rotate_up, quad_shuffle_rotate_up, base + (a.lane - base + w - (d % w)) % w)
__FM_SIMD_SHUFFLE(simd_shuffle_rotate_down, quad_shuffle_rotate_down, base + (a.lane - base + d) % w)
#undef __FM_SIMD_SHUFFLE

template <class T> METAL_FUNC __sgen<T> simd_broadcast_first(T x)
    __FM_BODY(__simd_all<T> a; __simd_gather(x, a); return a.mask ? a.v[__builtin_ctzll(a.mask)] : x;)
template <class T> METAL_FUNC __sgen<T> quad_broadcast_first(T x)
    __FM_BODY(__simd_all<T> a; __simd_gather(x, a); ulong m = (a.mask >> (a.lane & ~3u)) & 0xf;
              return m ? a.v[(a.lane & ~3u) + __builtin_ctzll(m)] : x;)
METAL_FUNC simd_vote simd_ballot(bool c)
    __FM_BODY(__simd_all<uint> a; __simd_gather(uint(c), a); ulong r = 0;
              for (uint i = 0; i < a.width; ++i) if (((a.mask >> i) & 1) && a.v[i]) r |= 1ull << i;
              return simd_vote(r);)
METAL_FUNC simd_vote simd_active_threads_mask()
    __FM_BODY(__simd_all<uint> a; __simd_gather(1u, a); return simd_vote(a.mask);)
METAL_FUNC bool simd_all(bool c) __FM_BODY(__simd_all<uint> a; __simd_gather(uint(c), a);
                                           return __simd_fold(a, 0, a.width, 1u, [](uint p, uint q) { return p & q; }) != 0;)
METAL_FUNC bool simd_any(bool c) __FM_BODY(__simd_all<uint> a; __simd_gather(uint(c), a);
                                           return __simd_fold(a, 0, a.width, 0u, [](uint p, uint q) { return p | q; }) != 0;)
METAL_FUNC bool simd_is_first()
    __FM_BODY(__simd_all<uint> a; __simd_gather(1u, a); return a.mask && a.lane == uint(__builtin_ctzll(a.mask));)
METAL_FUNC quad_vote quad_ballot(bool c)
    __FM_BODY(__simd_all<uint> a; __simd_gather(uint(c), a); uint b = a.lane & ~3u; ushort r = 0;
              for (uint i = 0; i < 4; ++i) if (((a.mask >> (b + i)) & 1) && a.v[b + i]) r |= ushort(1u << i);
              return quad_vote(r);)
METAL_FUNC quad_vote quad_active_threads_mask()
    __FM_BODY(__simd_all<uint> a; __simd_gather(1u, a); return quad_vote(ushort((a.mask >> (a.lane & ~3u)) & 0xf));)
METAL_FUNC bool quad_all(bool c) __FM_BODY(return quad_ballot(c).__v == (ushort)quad_active_threads_mask().__v;)
METAL_FUNC bool quad_any(bool c) __FM_BODY(return quad_ballot(c).__v != 0;)
METAL_FUNC bool quad_is_first()
    __FM_BODY(quad_vote m = quad_active_threads_mask(); __simd_all<uint> a; __simd_gather(1u, a);
              return m.__v && (a.lane & 3u) == uint(__builtin_ctz(m.__v));)
} // namespace metal
