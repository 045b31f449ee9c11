// Math, common, integer, relational and geometric functions
// (MSL 2.4 sections 6.2-6.7, 6.10), `precise::` and `fast::`.
//
// Floating-point functions take `half`, `float` or a vector of them; the
// first argument fixes the type and the others convert to it (a scalar
// converts to every component), as in Apple's library.
#pragma once

namespace metal {
template <class T> struct __is_gen : integral_constant<bool, __scalar<T>::ok || __is_vec<T>::value> {};
template <class T>
using __fgen = enable_if_t<__is_gen<T>::value && __scalar<typename __velem<T>::type>::fp, T>;
template <class T>
using __igen = enable_if_t<__is_gen<T>::value && __scalar<typename __velem<T>::type>::integral, T>;
template <class T>
using __ngen = enable_if_t<__is_gen<T>::value && (__scalar<typename __velem<T>::type>::integral ||
                                                  __scalar<typename __velem<T>::type>::fp),
                           T>;
// The `bool` (or bool vector) type matching T.
template <class T> struct __bool_of { typedef bool type; };
template <class T, uint N> struct __bool_of<vec<T, N>> { typedef vec<bool, N> type; };
template <class T> using __fm_bool_t = typename __bool_of<T>::type;
// Unsigned type of the same width.
template <class T> struct __unsigned_of { typedef T type; };
template <> struct __unsigned_of<char> { typedef uchar type; };
template <> struct __unsigned_of<short> { typedef ushort type; };
template <> struct __unsigned_of<int> { typedef uint type; };
template <> struct __unsigned_of<long> { typedef ulong type; };
template <class T, uint N> struct __unsigned_of<vec<T, N>> { typedef vec<typename __unsigned_of<T>::type, N> type; };

#ifdef __FM_EXEC
// Apply a scalar function component-wise.
template <class T, class F> constexpr T __map(T x, F f) {
    if constexpr (__scalar<T>::ok) {
        return T(f(x));
    } else {
        for (int i = 0; i < __velem<T>::n; ++i) x.__e[i] = typename __velem<T>::type(f(x.__e[i]));
        return x;
    }
}
template <class T, class F> constexpr T __map2(T x, T y, F f) {
    if constexpr (__scalar<T>::ok) {
        return T(f(x, y));
    } else {
        for (int i = 0; i < __velem<T>::n; ++i) x.__e[i] = typename __velem<T>::type(f(x.__e[i], y.__e[i]));
        return x;
    }
}
template <class T, class F> constexpr T __map3(T x, T y, T z, F f) {
    if constexpr (__scalar<T>::ok) {
        return T(f(x, y, z));
    } else {
        for (int i = 0; i < __velem<T>::n; ++i)
            x.__e[i] = typename __velem<T>::type(f(x.__e[i], y.__e[i], z.__e[i]));
        return x;
    }
}
template <class T, class F> constexpr __fm_bool_t<T> __test(T x, F f) {
    if constexpr (__scalar<T>::ok) {
        return f(x);
    } else {
        __fm_bool_t<T> r{};
        for (int i = 0; i < __velem<T>::n; ++i) r.__e[i] = f(x.__e[i]);
        return r;
    }
}
#endif

#define __FM_FNS(NAME)                                                                         \
    namespace precise { using metal::NAME; }                                                   \
    namespace fast { using metal::NAME; }
// Floating-point functions: f(x), f(x, y), f(x, y, z); E is the scalar body on float `a` (`b`, `c`).
#define __FM_F1(NAME, E)                                                                       \
    template <class T> METAL_FUNC __fgen<T> NAME(T x)                                          \
        __FM_BODY(return __map(x, [](float a) { return E; });)                                  \
    __FM_FNS(NAME)
#define __FM_F2(NAME, E)                                                                       \
    template <class T> METAL_FUNC __fgen<T> NAME(T x, __fm_id_t<T> y)                             \
        __FM_BODY(return __map2(x, y, [](float a, float b) { return E; });)                     \
    __FM_FNS(NAME)
#define __FM_F3(NAME, E)                                                                       \
    template <class T> METAL_FUNC __fgen<T> NAME(T x, __fm_id_t<T> y, __fm_id_t<T> z)                \
        __FM_BODY(return __map3(x, y, z, [](float a, float b, float c) { return E; });)         \
    __FM_FNS(NAME)

__FM_F1(acos, __builtin_acosf(a))
__FM_F1(acosh, __builtin_acoshf(a))
__FM_F1(asin, __builtin_asinf(a))
__FM_F1(asinh, __builtin_asinhf(a))
__FM_F1(atan, __builtin_atanf(a))
__FM_F1(atanh, __builtin_atanhf(a))
__FM_F1(ceil, __builtin_ceilf(a))
__FM_F1(cos, __builtin_cosf(a))
__FM_F1(cosh, __builtin_coshf(a))
__FM_F1(cospi, __builtin_cosf(a * 3.14159265358979323846f))
__FM_F1(exp, __builtin_expf(a))
__FM_F1(exp2, __builtin_exp2f(a))
__FM_F1(exp10, __builtin_powf(10.0f, a))
__FM_F1(fabs, __builtin_fabsf(a))
__FM_F1(floor, __builtin_floorf(a))
__FM_F1(fract, __builtin_fminf(a - __builtin_floorf(a), 0x1.fffffep-1f))
__FM_F1(log, __builtin_logf(a))
__FM_F1(log2, __builtin_log2f(a))
__FM_F1(log10, __builtin_log10f(a))
__FM_F1(rint, __builtin_rintf(a))
__FM_F1(round, __builtin_roundf(a))
__FM_F1(rsqrt, 1.0f / __builtin_sqrtf(a))
__FM_F1(sin, __builtin_sinf(a))
__FM_F1(sinh, __builtin_sinhf(a))
__FM_F1(sinpi, __builtin_sinf(a * 3.14159265358979323846f))
__FM_F1(sqrt, __builtin_sqrtf(a))
__FM_F1(tan, __builtin_tanf(a))
__FM_F1(tanh, __builtin_tanhf(a))
__FM_F1(tanpi, __builtin_tanf(a * 3.14159265358979323846f))
__FM_F1(trunc, __builtin_truncf(a))
__FM_F1(saturate, __builtin_fminf(__builtin_fmaxf(a, 0.0f), 1.0f))
__FM_F1(sign, a > 0.0f ? 1.0f : a < 0.0f ? -1.0f : a == a ? 0.0f : 0.0f)
__FM_F2(atan2, __builtin_atan2f(a, b))
__FM_F2(copysign, __builtin_copysignf(a, b))
__FM_F2(divide, a / b)
__FM_F2(fdim, __builtin_fdimf(a, b))
__FM_F2(fmax, __builtin_fmaxf(a, b))
__FM_F2(fmin, __builtin_fminf(a, b))
__FM_F2(fmod, __builtin_fmodf(a, b))
__FM_F2(nextafter, __builtin_nextafterf(a, b))
__FM_F2(pow, __builtin_powf(a, b))
__FM_F2(powr, __builtin_powf(a, b))
__FM_F2(step, b < a ? 0.0f : 1.0f)
__FM_F3(fma, __builtin_fmaf(a, b, c))
__FM_F3(fmax3, __builtin_fmaxf(__builtin_fmaxf(a, b), c))
__FM_F3(fmin3, __builtin_fminf(__builtin_fminf(a, b), c))
__FM_F3(fmedian3, __builtin_fmaxf(__builtin_fminf(a, b), __builtin_fminf(__builtin_fmaxf(a, b), c)))
__FM_F3(mix, a + (b - a) * c)
__FM_F3(smoothstep, ((b - a) == 0.0f ? 0.0f : 0.0f) + [](float t) { return t * t * (3.0f - 2.0f * t); }(__builtin_fminf(__builtin_fmaxf((c - a) / (b - a), 0.0f), 1.0f)))

// Functions over every numeric type (integers and floating point).
#define __FM_N1(NAME, E)                                                                       \
    template <class T> METAL_FUNC __ngen<T> NAME(T x)                                          \
        __FM_BODY(return __map(x, [](auto a) { return E; });)                                   \
    __FM_FNS(NAME)
#define __FM_N2(NAME, E)                                                                       \
    template <class T> METAL_FUNC __ngen<T> NAME(T x, __fm_id_t<T> y)                             \
        __FM_BODY(return __map2(x, y, [](auto a, auto b) { return E; });)                       \
    __FM_FNS(NAME)
#define __FM_N3(NAME, E)                                                                       \
    template <class T> METAL_FUNC __ngen<T> NAME(T x, __fm_id_t<T> y, __fm_id_t<T> z)                \
        __FM_BODY(return __map3(x, y, z, [](auto a, auto b, auto c) { return E; });)            \
    __FM_FNS(NAME)
__FM_N1(abs, a < 0 ? -a : a)
__FM_N2(max, __scalar<decltype(a)>::fp ? decltype(a)(__builtin_fmaxf(a, b)) : (a < b ? b : a))
__FM_N2(min, __scalar<decltype(a)>::fp ? decltype(a)(__builtin_fminf(a, b)) : (b < a ? b : a))
__FM_N3(clamp, __scalar<decltype(a)>::fp ? decltype(a)(__builtin_fminf(__builtin_fmaxf(a, b), c))
                                          : (a < b ? b : (c < a ? c : a)))
__FM_N3(max3, (a < b ? (b < c ? c : b) : (a < c ? c : a)))
__FM_N3(min3, (b < a ? (c < b ? c : b) : (c < a ? c : a)))
__FM_N3(median3, (a < b ? (b < c ? b : (a < c ? c : a)) : (a < c ? a : (b < c ? c : b))))

// Integer functions (MSL 2.4 section 6.4).
#define __FM_I1(NAME, E)                                                                       \
    template <class T> METAL_FUNC __igen<T> NAME(T x)                                          \
        __FM_BODY(return __map(x, [](auto a) { return E; });)
#define __FM_I2(NAME, E)                                                                       \
    template <class T> METAL_FUNC __igen<T> NAME(T x, __fm_id_t<T> y)                             \
        __FM_BODY(return __map2(x, y, [](auto a, auto b) { return E; });)
#define __FM_I3(NAME, E)                                                                       \
    template <class T> METAL_FUNC __igen<T> NAME(T x, __fm_id_t<T> y, __fm_id_t<T> z)                \
        __FM_BODY(return __map3(x, y, z, [](auto a, auto b, auto c) { return E; });)
#define __FM_UBITS(a) ((typename __unsigned_of<decltype(a)>::type)(a))
#define __FM_NBITS(a) (int(sizeof(a)) * 8)
__FM_I1(popcount, __builtin_popcountll((ulong)__FM_UBITS(a)))
__FM_I1(clz, a == 0 ? __FM_NBITS(a) : __builtin_clzll((ulong)__FM_UBITS(a)) - (64 - __FM_NBITS(a)))
__FM_I1(ctz, a == 0 ? __FM_NBITS(a) : __builtin_ctzll((ulong)__FM_UBITS(a)))
__FM_I1(reverse_bits, __builtin_bitreverse64((ulong)__FM_UBITS(a)) >> (64 - __FM_NBITS(a)))
__FM_I2(absdiff, a < b ? b - a : a - b)
__FM_I2(addsat, __builtin_add_overflow(a, b, &a) ? (b < 0 ? (__scalar<decltype(a)>::is_signed ? decltype(a)(1ull << (__FM_NBITS(a) - 1)) : decltype(a)(0)) : decltype(a)(__scalar<decltype(a)>::is_signed ? ~(1ull << (__FM_NBITS(a) - 1)) : ~0ull)) : a)
__FM_I2(subsat, __builtin_sub_overflow(a, b, &a) ? (b > 0 ? (__scalar<decltype(a)>::is_signed ? decltype(a)(1ull << (__FM_NBITS(a) - 1)) : decltype(a)(0)) : decltype(a)(~(1ull << (__FM_NBITS(a) - 1)))) : a)
__FM_I2(hadd, (a >> 1) + (b >> 1) + (a & b & 1))
__FM_I2(rhadd, (a >> 1) + (b >> 1) + ((a | b) & 1))
__FM_I2(mulhi, decltype(a)(((__int128)a * (__int128)b) >> __FM_NBITS(a)))
__FM_I2(mul24, a * b)
__FM_I2(rotate, decltype(a)((__FM_UBITS(a) << (b & (__FM_NBITS(a) - 1))) | (__FM_UBITS(a) >> ((__FM_NBITS(a) - (b & (__FM_NBITS(a) - 1))) & (__FM_NBITS(a) - 1)))))
__FM_I3(mad24, a * b + c)
__FM_I3(madhi, decltype(a)(((__int128)a * (__int128)b) >> __FM_NBITS(a)) + c)
__FM_I3(madsat, a * b + c)
template <class T> METAL_FUNC __igen<T> extract_bits(T x, uint offset, uint bits)
    __FM_BODY(return __map(x, [=](auto a) {
        if (bits == 0) return decltype(a)(0);
        auto u = __FM_UBITS(a) >> offset;
        u = bits >= uint(__FM_NBITS(a)) ? u : (u & ((decltype(u)(1) << bits) - 1));
        if (__scalar<decltype(a)>::is_signed && bits < uint(__FM_NBITS(a)) && ((u >> (bits - 1)) & 1))
            u |= ~((decltype(u)(1) << bits) - 1);
        return decltype(a)(u);
    });)
template <class T> METAL_FUNC __igen<T> insert_bits(T base, __fm_id_t<T> insert, uint offset, uint bits)
    __FM_BODY(return __map2(base, insert, [=](auto a, auto b) {
        if (bits == 0) return a;
        auto m = bits >= uint(__FM_NBITS(a)) ? ~decltype(__FM_UBITS(a))(0) : ((decltype(__FM_UBITS(a))(1) << bits) - 1);
        m = decltype(m)(m << offset);
        return decltype(a)((__FM_UBITS(a) & ~m) | ((__FM_UBITS(b) << offset) & m));
    });)

// Relational functions (MSL 2.4 section 6.5).
template <class T> METAL_FUNC enable_if_t<__is_gen<T>::value, __fm_bool_t<T>> isnan(T x)
    __FM_BODY(return __test(x, [](float a) { return a != a; });)
template <class T> METAL_FUNC enable_if_t<__is_gen<T>::value, __fm_bool_t<T>> isinf(T x)
    __FM_BODY(return __test(x, [](float a) { return __builtin_isinf(a); });)
template <class T> METAL_FUNC enable_if_t<__is_gen<T>::value, __fm_bool_t<T>> isfinite(T x)
    __FM_BODY(return __test(x, [](float a) { return __builtin_isfinite(a); });)
template <class T> METAL_FUNC enable_if_t<__is_gen<T>::value, __fm_bool_t<T>> isnormal(T x)
    __FM_BODY(return __test(x, [](float a) { return __builtin_isnormal(a); });)
template <class T> METAL_FUNC enable_if_t<__is_gen<T>::value, __fm_bool_t<T>> signbit(T x)
    __FM_BODY(return __test(x, [](float a) { return __builtin_signbit(a) != 0; });)
template <class T> METAL_FUNC enable_if_t<__is_gen<T>::value, __fm_bool_t<T>> isunordered(T x, T y)
    __FM_BODY(return isnan(x) || isnan(y);)
template <class T> METAL_FUNC enable_if_t<__is_gen<T>::value, __fm_bool_t<T>> isordered(T x, T y)
    __FM_BODY(return !isnan(x) && !isnan(y);)
METAL_FUNC bool all(bool x) { return x; }
METAL_FUNC bool any(bool x) { return x; }
template <uint N> METAL_FUNC bool all(vec<bool, N> x) {
    for (int i = 0; i < N; ++i)
        if (!x.__e[i]) return false;
    return true;
}
template <uint N> METAL_FUNC bool any(vec<bool, N> x) {
    for (int i = 0; i < N; ++i)
        if (x.__e[i]) return true;
    return false;
}
// select(a, b, c): b where c, else a.
template <class T> METAL_FUNC enable_if_t<__scalar<T>::ok, T> select(T a, __fm_id_t<T> b, bool c) { return c ? b : a; }
template <class T, uint N> METAL_FUNC vec<T, N> select(vec<T, N> a, __fm_id_t<vec<T, N>> b, vec<bool, N> c) {
    for (int i = 0; i < N; ++i) a.__e[i] = c.__e[i] ? b.__e[i] : a.__e[i];
    return a;
}
template <class T, uint N> METAL_FUNC vec<T, N> select(vec<T, N> a, __fm_id_t<vec<T, N>> b, bool c) { return c ? b : a; }

// Geometric functions (MSL 2.4 section 6.7).
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, T> dot(vec<T, N> a, vec<T, N> b) {
    T s = T(0);
    for (int i = 0; i < N; ++i) s += a.__e[i] * b.__e[i];
    return s;
}
template <class T> METAL_FUNC enable_if_t<__scalar<T>::fp, vec<T, 3>> cross(vec<T, 3> a, vec<T, 3> b) {
    return vec<T, 3>(a.__e[1] * b.__e[2] - a.__e[2] * b.__e[1], a.__e[2] * b.__e[0] - a.__e[0] * b.__e[2],
                     a.__e[0] * b.__e[1] - a.__e[1] * b.__e[0]);
}
template <class T> METAL_FUNC __fgen<T> __length_sq(T x) { return x * x; }
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, T> length_squared(vec<T, N> a) { return dot(a, a); }
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, T> length(vec<T, N> a) {
    return T(__builtin_sqrtf(float(dot(a, a))));
}
template <class T> METAL_FUNC __fgen<T> length(T a) { return a < T(0) ? -a : a; }
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, T> distance(vec<T, N> a, vec<T, N> b) {
    return length(a - b);
}
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, T> distance_squared(vec<T, N> a, vec<T, N> b) {
    return length_squared(a - b);
}
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, vec<T, N>> normalize(vec<T, N> a) {
    return a * T(1.0f / __builtin_sqrtf(float(dot(a, a))));
}
template <class T, uint N>
METAL_FUNC enable_if_t<__scalar<T>::fp, vec<T, N>> faceforward(vec<T, N> n, vec<T, N> i, vec<T, N> nref) {
    return dot(nref, i) < T(0) ? vec<T, N>(n) : -n;
}
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, vec<T, N>> reflect(vec<T, N> i, vec<T, N> n) {
    return i - T(2) * dot(n, i) * n;
}
template <class T, uint N>
METAL_FUNC enable_if_t<__scalar<T>::fp, vec<T, N>> refract(vec<T, N> i, vec<T, N> n, T eta) {
    T k = T(1) - eta * eta * (T(1) - dot(n, i) * dot(n, i));
    if (k < T(0)) return vec<T, N>(T(0));
    return eta * i - (eta * dot(n, i) + T(__builtin_sqrtf(float(k)))) * n;
}
#define __FM_GEO(NAME) __FM_FNS(NAME)
__FM_GEO(dot)
__FM_GEO(cross)
__FM_GEO(length)
__FM_GEO(length_squared)
__FM_GEO(distance)
__FM_GEO(distance_squared)
__FM_GEO(normalize)
__FM_GEO(faceforward)
__FM_GEO(reflect)
__FM_GEO(refract)
#undef __FM_GEO

// Functions with output arguments.
template <class T> METAL_FUNC __fgen<T> modf(T x, thread T &intval) {
    intval = trunc(x);
    return x - intval;
}
template <class T> METAL_FUNC __fgen<T> sincos(T x, thread T &cosval) {
    cosval = cos(x);
    return sin(x);
}
template <class T> METAL_FUNC __fgen<T> frexp(T x, thread int &exp) __FM_BODY(int e = 0; T r = T(__builtin_frexpf(float(x), &e)); exp = e; return r;)
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, vec<T, N>> frexp(vec<T, N> x, thread vec<int, N> &exp)
    __FM_BODY(for (int i = 0; i < N; ++i) { int e = 0; x.__e[i] = T(__builtin_frexpf(float(x.__e[i]), &e)); exp.__e[i] = e; } return x;)
template <class T> METAL_FUNC __fgen<T> ldexp(T x, int k) __FM_BODY(return T(__builtin_ldexpf(float(x), k));)
template <class T, uint N> METAL_FUNC enable_if_t<__scalar<T>::fp, vec<T, N>> ldexp(vec<T, N> x, vec<int, N> k)
    __FM_BODY(for (int i = 0; i < N; ++i) x.__e[i] = T(__builtin_ldexpf(float(x.__e[i]), k.__e[i])); return x;)
template <class T> METAL_FUNC enable_if_t<__scalar<T>::fp, int> ilogb(T x) __FM_BODY(return __builtin_ilogbf(float(x));)
namespace precise { using metal::modf; using metal::sincos; using metal::frexp; using metal::ldexp; }
namespace fast { using metal::modf; using metal::sincos; using metal::frexp; using metal::ldexp; }

// Fragment derivatives (MSL 2.4 section 6.9); zero when executed on the CPU.
template <class T> METAL_FUNC __fgen<T> dfdx(T) __FM_BODY(return T(0);)
template <class T> METAL_FUNC __fgen<T> dfdy(T) __FM_BODY(return T(0);)
template <class T> METAL_FUNC __fgen<T> fwidth(T) __FM_BODY(return T(0);)
} // namespace metal
