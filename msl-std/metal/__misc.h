// Everything else the writer can emit: as_type, array, function constants,
// discard_fragment, numeric limits, sized integer names (MSL 2.4 sections
// 2.4-2.15, 5.8, 6.11).
#pragma once

typedef signed char int8_t;
typedef uchar uint8_t;
typedef short int16_t;
typedef ushort uint16_t;
typedef int int32_t;
typedef uint uint32_t;
typedef long int64_t;
typedef ulong uint64_t;

// Reinterpret the bits of a value of the same size (MSL 2.4 section 2.14);
// a language built-in, so it is found without `metal::`.
template <class T, class U> inline T as_type(U x) {
    static_assert(sizeof(T) == sizeof(U), "as_type<T>(x): T and the type of x must have the same size");
    return __builtin_bit_cast(T, x);
}

namespace metal {
using ::int8_t;
using ::uint8_t;
using ::int16_t;
using ::uint16_t;
using ::int32_t;
using ::uint32_t;
using ::int64_t;
using ::uint64_t;
using ::as_type;

// metal::array<T, N> (MSL 2.4 section 2.12.1).
template <class T, size_t N> struct array {
    T __elems[N];
    constexpr T &operator[](size_t i) { return __elems[i]; }
    constexpr const T &operator[](size_t i) const { return __elems[i]; }
#ifdef __FM_CHECK
    // An element keeps the array's address space (`&tg_array[i]` is a
    // threadgroup pointer, as Metal's per-address-space overloads give).
    constexpr __global T &operator[](size_t i) __global { return __elems[i]; }
    constexpr const __global T &operator[](size_t i) const __global { return __elems[i]; }
    constexpr __local T &operator[](size_t i) __local { return __elems[i]; }
    constexpr const __local T &operator[](size_t i) const __local { return __elems[i]; }
    constexpr __private T &operator[](size_t i) __private { return __elems[i]; }
    constexpr const __private T &operator[](size_t i) const __private { return __elems[i]; }
#endif
    constexpr size_t size() const { return N; }
};

template <> struct numeric_limits<float> {
    static constexpr float infinity() { return __builtin_huge_valf(); }
    static constexpr float quiet_NaN() { return __builtin_nanf(""); }
    static constexpr float max() { return 3.40282347e+38f; }
    static constexpr float min() { return 1.17549435e-38f; }
    static constexpr float lowest() { return -3.40282347e+38f; }
    static constexpr float epsilon() { return 1.19209290e-7f; }
};
template <> struct numeric_limits<int> {
    static constexpr int max() { return 0x7fffffff; }
    static constexpr int min() { return -0x7fffffff - 1; }
    static constexpr int lowest() { return -0x7fffffff - 1; }
};
template <> struct numeric_limits<uint> {
    static constexpr uint max() { return 0xffffffffu; }
    static constexpr uint min() { return 0; }
    static constexpr uint lowest() { return 0; }
};
#define __FM_LIMITS(T, MAX, MIN, LOWEST)                    \
    template <> struct numeric_limits<T> {                  \
        static constexpr T max() { return MAX; }            \
        static constexpr T min() { return MIN; }            \
        static constexpr T lowest() { return LOWEST; }      \
    };
__FM_LIMITS(bool, true, false, false)
__FM_LIMITS(char, char(127), char(-128), char(-128))
__FM_LIMITS(uchar, uchar(255), uchar(0), uchar(0))
__FM_LIMITS(short, short(32767), short(-32768), short(-32768))
__FM_LIMITS(ushort, ushort(65535), ushort(0), ushort(0))
__FM_LIMITS(long, 0x7fffffffffffffffl, -0x7fffffffffffffffl - 1, -0x7fffffffffffffffl - 1)
__FM_LIMITS(ulong, 0xfffffffffffffffful, 0ul, 0ul)
#undef __FM_LIMITS
template <> struct numeric_limits<__FM_HALF> {
    static constexpr __FM_HALF infinity() { return __FM_HALF(__builtin_huge_valf()); }
    static constexpr __FM_HALF quiet_NaN() { return __FM_HALF(__builtin_nanf("")); }
    static constexpr __FM_HALF max() { return __FM_HALF(65504.0f); }
    static constexpr __FM_HALF min() { return __FM_HALF(6.10351562e-5f); }
    static constexpr __FM_HALF lowest() { return __FM_HALF(-65504.0f); }
    static constexpr __FM_HALF epsilon() { return __FM_HALF(9.765625e-4f); }
};
// A vector's limits are its element's in every lane (Apple's compiler takes
// `numeric_limits<float4>::max()`, which SPIRV-Cross emits).
template <class T, uint N> struct numeric_limits<vec<T, N>> {
    static constexpr vec<T, N> max() { return vec<T, N>(numeric_limits<T>::max()); }
    static constexpr vec<T, N> min() { return vec<T, N>(numeric_limits<T>::min()); }
    static constexpr vec<T, N> lowest() { return vec<T, N>(numeric_limits<T>::lowest()); }
};

// Ends the fragment invocation (MSL 2.4 section 6.11).
METAL_FUNC void discard_fragment() __FM_BODY(__ferrometal_discard_fragment();)
} // namespace metal

// Function constants (MSL 2.4 section 5.8.1). The pre-pass rewrites
// `constant T name [[function_constant(N)]];` to
// `constant T name = __FERROMETAL_FUNCTION_CONSTANT(T, N);` and
// `is_function_constant_defined(name)` to `__FERROMETAL_FC_DEFINED(N)`.
#ifdef __FM_EXEC
template <class T> inline T __ferrometal_fc_value(unsigned index) {
    T v{};
    __ferrometal_function_constant(index, &v, sizeof(T));
    return v;
}
#define __FERROMETAL_FUNCTION_CONSTANT(T, N) __ferrometal_fc_value<T>(N)
#define __FERROMETAL_FC_DEFINED(N) __ferrometal_function_constant(N, (void *)0, 0)
#else
#define __FERROMETAL_FUNCTION_CONSTANT(T, N) T()
#define __FERROMETAL_FC_DEFINED(N) false
#endif

#ifndef INFINITY
#define INFINITY __builtin_huge_valf()
#endif
#ifndef NAN
#define NAN __builtin_nanf("")
#endif
#ifndef M_PI_F
#define M_PI_F 3.14159265358979323846264338327950288f
#endif
#ifndef FLT_MAX
#define FLT_MAX 0x1.fffffep127f
#endif
#ifndef FLT_MIN
#define FLT_MIN 0x1p-126f
#endif
#ifndef HALF_MAX
#define HALF_MAX ((half)65504.0f)
#endif
