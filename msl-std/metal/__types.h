// Scalar types and the type traits the rest of the library is written with
// (MSL 2.4 sections 2.1, 2.2; the library is freestanding: no C++ headers).
#pragma once

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#ifdef __FM_EXEC
typedef _Float16 half;
#endif

// Braced lists (clang looks the template up in `std`); MSL names it metal::initializer_list.
namespace std {
template <class E> class initializer_list {
    const E *__b;
    size_t __n;
    constexpr initializer_list(const E *b, size_t n) : __b(b), __n(n) {}

public:
    constexpr initializer_list() : __b(nullptr), __n(0) {}
    constexpr size_t size() const { return __n; }
    constexpr const E *begin() const { return __b; }
    constexpr const E *end() const { return __b + __n; }
};
} // namespace std

namespace metal {
using std::initializer_list;
using ::uchar;
using ::ushort;
using ::uint;
using ::ulong;
using ::size_t;
using ::ptrdiff_t;

template <class T, T V> struct integral_constant {
    static constexpr T value = V;
};
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;
template <bool B, class T = int> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = int> using enable_if_t = typename enable_if<B, T>::type;
template <class A, class B> struct is_same : false_type {};
template <class A> struct is_same<A, A> : true_type {};
template <class T> struct __identity { typedef T type; };
template <class T> using __fm_id_t = typename __identity<T>::type;
template <bool B, class A, class C> struct conditional { typedef A type; };
template <class A, class C> struct conditional<false, A, C> { typedef C type; };
template <class T> struct remove_cv { typedef T type; };
template <class T> struct remove_cv<const T> { typedef T type; };
template <class T> struct remove_cv<volatile T> { typedef T type; };
template <class T> struct remove_cv<const volatile T> { typedef T type; };

// Scalar kinds. `half` is clang's _Float16 in both modes.
template <class T> struct __scalar { static constexpr bool ok = false, fp = false, integral = false, is_signed = false; };
#define __FM_SCALAR(T, FP, INTEGRAL, SIGNED) \
    template <> struct __scalar<T> { static constexpr bool ok = true, fp = FP, integral = INTEGRAL, is_signed = SIGNED; };
__FM_SCALAR(bool, false, false, false)
__FM_SCALAR(char, false, true, true)
__FM_SCALAR(signed char, false, true, true)
__FM_SCALAR(uchar, false, true, false)
__FM_SCALAR(short, false, true, true)
__FM_SCALAR(ushort, false, true, false)
__FM_SCALAR(int, false, true, true)
__FM_SCALAR(uint, false, true, false)
__FM_SCALAR(long, false, true, true)
__FM_SCALAR(ulong, false, true, false)
__FM_SCALAR(__FM_HALF, true, false, true)
__FM_SCALAR(float, true, false, true)
#if __METAL_VERSION__ >= 310 && defined(__FM_CHECK)
// bfloat (MSL 3.1, section 2.1): clang's __bf16.
__FM_SCALAR(__bf16, true, false, true)
#endif
#undef __FM_SCALAR
template <class T> struct is_scalar : integral_constant<bool, __scalar<T>::ok> {};
template <class T> struct is_floating_point : integral_constant<bool, __scalar<T>::fp> {};
template <class T> struct is_integral : integral_constant<bool, __scalar<T>::integral> {};
template <class T> struct is_signed : integral_constant<bool, __scalar<T>::is_signed> {};

template <class T> struct numeric_limits;

// <metal_type_traits>: declval; <metal_initializer_list> below.
template <class T> T &&declval() noexcept;
template <class T> struct remove_reference { typedef T type; };
template <class T> struct remove_reference<T &> { typedef T type; };
template <class T> struct remove_reference<T &&> { typedef T type; };

// The pre-pass wraps conditional operands in this (check mode).
// `(x, __rv_tag{})` is a copy of x, or the tag when x is void (the built-in
// comma), which __rv_end turns back into void: `c ? (void)0 : t.write(...)`.
struct __rv_tag {};
template <class T> constexpr T operator,(T x, __rv_tag) { return x; }
template <class T> constexpr T __rv_end(T x) { return x; }
constexpr void __rv_end(__rv_tag) {}
#define __FM_RV(...) ::metal::__rv_end(((__VA_ARGS__), ::metal::__rv_tag{}))
} // namespace metal
