// Vectors (MSL 2.4 section 2.2): `vec<T, N>` with MSL's constructors,
// component-wise operators, comparisons giving `vec<bool, N>`, and swizzles
// as properties; `packed_vec<T, N>` with the packed size and alignment.
//
// Size and alignment follow MSL: a 3-component vector is as large and as
// aligned as the 4-component one, so `static_assert`s on buffer layouts
// evaluate as Metal would.
#pragma once

namespace metal {
template <class T, uint N> struct vec;
template <class T, uint N> struct packed_vec;

// How many components an argument contributes to a vector of `T`
// (0: not allowed). Scalars of any kind convert; vectors must match `T`.
template <class A, class T> struct __ncomp { static constexpr int n = __scalar<A>::ok ? 1 : 0; };
template <class T, uint M> struct __ncomp<vec<T, M>, T> { static constexpr int n = M; };
template <class T, uint M> struct __ncomp<packed_vec<T, M>, T> { static constexpr int n = M; };

template <class T> struct __is_vec : false_type {};
template <class T, uint N> struct __is_vec<vec<T, N>> : true_type {};
template <class T> struct __velem { typedef T type; static constexpr int n = 1; };
template <class T, uint N> struct __velem<vec<T, N>> { typedef T type; static constexpr int n = N; };

// Indexing of `vec` and `packed_vec` (both keep components in `__e`).
// Ref-qualified: a temporary (`f(x)[0]`) takes the `&&` ones, an lvalue the
// one of its address space: in check mode the component keeps the vector's
// address space (`&v[i]` of a `device` vector is a `device` pointer), as in
// Metal.
#ifdef __FM_CHECK
#define __FM_AS_INDEX(AS)                                                                  \
    constexpr AS T &operator[](int i) AS & { return __e[i]; }                             \
    constexpr const AS T &operator[](int i) const AS & { return __e[i]; }
#define __FM_VINDEX_SPACES __FM_AS_INDEX(__private) __FM_AS_INDEX(__global) __FM_AS_INDEX(__local)
#else
#define __FM_VINDEX_SPACES
#endif
#define __FM_VINDEX                                                                        \
    constexpr T &operator[](int i) & { return __e[i]; }                                   \
    constexpr const T &operator[](int i) const & { return __e[i]; }                       \
    constexpr T operator[](int i) && { return __e[i]; }                                   \
    constexpr T operator[](int i) const && { return __e[i]; }                             \
    __FM_VINDEX_SPACES

template <class T, uint N> struct __vstore;
template <class T> struct __vstore<T, 2> {
    T __e[2];
#include "__swizzle2.inc"
};
template <class T> struct __vstore<T, 3> {
    T __e[3];
#include "__swizzle3.inc"
};
template <class T> struct __vstore<T, 4> {
    T __e[4];
#include "__swizzle4.inc"
};

template <class T, uint N>
struct alignas(sizeof(T) * (N == 3 ? 4 : N)) vec : __vstore<T, N> {
    static_assert(__scalar<T>::ok && N >= 2 && N <= 4, "vec<T, N>: T must be a scalar type and N 2, 3 or 4");
    typedef T value_type;
    using __vstore<T, N>::__e;

    vec() = default;
    // Scalar to vector: every component (implicit, as in MSL). A floating
    // literal in a template (`T(0.5)` with T = float3) stays double in clang's
    // OpenCL mode, where Metal makes it float: take it too.
    template <class U, enable_if_t<__scalar<U>::ok || __is_floating_point(U), int> = 0>
    constexpr vec(U s) : __vstore<T, N>{} {
        for (int i = 0; i < N; ++i) __e[i] = T(s);
    }
    // Component lists: `float4(a, b, c, d)`, `float4(v.xy, z, w)`, `float4(v3, w)`.
    template <class A, class B, class... R,
              enable_if_t<(__ncomp<A, T>::n + __ncomp<B, T>::n + (__ncomp<R, T>::n + ... + 0)) == N &&
                              __ncomp<A, T>::n != 0 && __ncomp<B, T>::n != 0 && ((__ncomp<R, T>::n != 0) && ...),
                          int> = 0>
    constexpr vec(A a, B b, R... r) : __vstore<T, N>{} {
        int i = 0;
        __put(i, a);
        __put(i, b);
        (__put(i, r), ...);
    }
    // Conversion between element types is explicit (`float4(int4)`, `half4(v)`).
    template <class U, enable_if_t<!is_same<U, T>::value, int> = 0>
    constexpr explicit vec(vec<U, N> o) : __vstore<T, N>{} {
        for (int i = 0; i < N; ++i) __e[i] = T(o.__e[i]);
    }
    constexpr vec(packed_vec<T, N> p);
    // A longer vector of the same element type keeps its first N components
    // when converted explicitly: Apple's compiler takes naga's
    // `metal::float3(float4_value)` (tests/out/msl/vertex-pulling-transform).
    template <uint M, enable_if_t<(M > N), int> = 0>
    constexpr explicit vec(vec<T, M> o) : __vstore<T, N>{} {
        for (int i = 0; i < N; ++i) __e[i] = o.__e[i];
    }

    __FM_VINDEX

    template <class A> constexpr void __put(int &i, A a) {
        if constexpr (__scalar<A>::ok) {
            __e[i++] = T(a);
        } else {
            for (int j = 0; j < __ncomp<A, T>::n; ++j) __e[i++] = a.__e[j];
        }
    }

#define __FM_VBIN(OP)                                                                   \
    friend constexpr vec operator OP(vec a, vec b) {                                    \
        for (int i = 0; i < N; ++i) a.__e[i] = T(a.__e[i] OP b.__e[i]);                 \
        return a;                                                                       \
    }                                                                                   \
    vec &operator OP##=(vec b) {                                                        \
        for (int i = 0; i < N; ++i) __e[i] = T(__e[i] OP b.__e[i]);                     \
        return *this;                                                                   \
    }
    __FM_VBIN(+)
    __FM_VBIN(-)
    __FM_VBIN(*)
    __FM_VBIN(/)
    __FM_VBIN(%)
    __FM_VBIN(&)
    __FM_VBIN(|)
    __FM_VBIN(^)
#undef __FM_VBIN
    // Shifts (MSL section 3.1): integer vectors only, component-wise; the
    // right operand is a vector of as many components or a scalar, of any
    // integer type (`int2 << uint2` is valid, as Apple's compiler takes it in
    // naga's reference MSL); a scalar left operand needs a scalar right one.
#define __FM_VSHIFT(OP)                                                                                     \
    template <class V, class U,                                                                             \
              enable_if_t<is_same<V, vec>::value && __scalar<T>::integral && __scalar<U>::integral, int> = 0> \
    friend constexpr vec operator OP(V a, vec<U, N> b) {                                                    \
        for (int i = 0; i < N; ++i) a.__e[i] = T(a.__e[i] OP b.__e[i]);                                     \
        return a;                                                                                           \
    }                                                                                                       \
    template <class V, class U,                                                                             \
              enable_if_t<is_same<V, vec>::value && __scalar<T>::integral && __scalar<U>::integral, int> = 0> \
    friend constexpr vec operator OP(V a, U b) {                                                            \
        for (int i = 0; i < N; ++i) a.__e[i] = T(a.__e[i] OP b);                                            \
        return a;                                                                                           \
    }                                                                                                       \
    template <class U, enable_if_t<__scalar<T>::integral && __scalar<U>::integral, int> = 0>                \
    vec &operator OP##=(vec<U, N> b) {                                                                      \
        for (int i = 0; i < N; ++i) __e[i] = T(__e[i] OP b.__e[i]);                                         \
        return *this;                                                                                       \
    }                                                                                                       \
    template <class U, enable_if_t<__scalar<T>::integral && __scalar<U>::integral, int> = 0>                \
    vec &operator OP##=(U b) {                                                                              \
        for (int i = 0; i < N; ++i) __e[i] = T(__e[i] OP b);                                                \
        return *this;                                                                                       \
    }
    __FM_VSHIFT(<<)
    __FM_VSHIFT(>>)
#undef __FM_VSHIFT
#define __FM_VCMP(OP)                                                                   \
    friend constexpr vec<bool, N> operator OP(vec a, vec b) {                           \
        vec<bool, N> r{};                                                               \
        for (int i = 0; i < N; ++i) r.__e[i] = a.__e[i] OP b.__e[i];                    \
        return r;                                                                       \
    }
    __FM_VCMP(==)
    __FM_VCMP(!=)
    __FM_VCMP(<)
    __FM_VCMP(<=)
    __FM_VCMP(>)
    __FM_VCMP(>=)
    __FM_VCMP(&&)
    __FM_VCMP(||)
#undef __FM_VCMP
    friend constexpr vec operator-(vec a) {
        for (int i = 0; i < N; ++i) a.__e[i] = T(-a.__e[i]);
        return a;
    }
    friend constexpr vec operator+(vec a) { return a; }
    friend constexpr vec operator~(vec a) {
        for (int i = 0; i < N; ++i) a.__e[i] = T(~a.__e[i]);
        return a;
    }
    friend constexpr vec<bool, N> operator!(vec a) {
        vec<bool, N> r{};
        for (int i = 0; i < N; ++i) r.__e[i] = !a.__e[i];
        return r;
    }
    vec &operator++() { return *this += vec(1); }
    vec &operator--() { return *this -= vec(1); }
    vec operator++(int) { vec old = *this; *this += vec(1); return old; }
    vec operator--(int) { vec old = *this; *this -= vec(1); return old; }
};

// Packed vectors (MSL 2.4 section 2.2.3): no padding, scalar alignment.
template <class T, uint N> struct packed_vec {
    T __e[N];
    packed_vec() = default;
    template <class U, enable_if_t<__scalar<U>::ok, int> = 0>
    constexpr packed_vec(U s) : __e{} {
        for (int i = 0; i < N; ++i) __e[i] = T(s);
    }
    template <class A, class B, class... R,
              enable_if_t<(__ncomp<A, T>::n + __ncomp<B, T>::n + (__ncomp<R, T>::n + ... + 0)) == N &&
                              __ncomp<A, T>::n != 0 && __ncomp<B, T>::n != 0 && ((__ncomp<R, T>::n != 0) && ...),
                          int> = 0>
    constexpr packed_vec(A a, B b, R... r) : __e{} {
        vec<T, N> v(a, b, r...);
        for (int i = 0; i < N; ++i) __e[i] = v.__e[i];
    }
    constexpr packed_vec(vec<T, N> v) : __e{} {
        for (int i = 0; i < N; ++i) __e[i] = v.__e[i];
    }
    __FM_VINDEX
    T __g(int i) const { return __e[i]; }
    T __gx() const { return __e[0]; }
    T __gy() const { return __e[1]; }
    T __gz() const { return __e[N > 2 ? 2 : 0]; }
    T __gw() const { return __e[N > 3 ? 3 : 0]; }
    void __px(T v) { __e[0] = v; }
    void __py(T v) { __e[1] = v; }
    void __pz(T v) { __e[N > 2 ? 2 : 0] = v; }
    void __pw(T v) { __e[N > 3 ? 3 : 0] = v; }
    __declspec(property(get = __gx, put = __px)) T x, r;
    __declspec(property(get = __gy, put = __py)) T y, g;
    __declspec(property(get = __gz, put = __pz)) T z, b;
    __declspec(property(get = __gw, put = __pw)) T w, a;
    vec<T, 2> __gxy() const { return vec<T, 2>(__e[0], __e[1]); }
    __declspec(property(get = __gxy)) vec<T, 2> xy;
    vec<T, 3> __gxyz() const { return vec<T, 3>(__e[0], __e[1], __e[N > 2 ? 2 : 0]); }
    __declspec(property(get = __gxyz)) vec<T, 3> xyz;

#define __FM_PBIN(OP)                                                                                   \
    friend constexpr vec<T, N> operator OP(packed_vec a, packed_vec b) { return vec<T, N>(a) OP vec<T, N>(b); } \
    friend constexpr vec<T, N> operator OP(packed_vec a, vec<T, N> b) { return vec<T, N>(a) OP b; }           \
    friend constexpr vec<T, N> operator OP(vec<T, N> a, packed_vec b) { return a OP vec<T, N>(b); }           \
    friend constexpr vec<T, N> operator OP(packed_vec a, T b) { return vec<T, N>(a) OP vec<T, N>(b); }        \
    friend constexpr vec<T, N> operator OP(T a, packed_vec b) { return vec<T, N>(a) OP vec<T, N>(b); }        \
    packed_vec &operator OP##=(vec<T, N> b) { return *this = vec<T, N>(*this) OP b; }
    __FM_PBIN(+)
    __FM_PBIN(-)
    __FM_PBIN(*)
    __FM_PBIN(/)
#undef __FM_PBIN
    friend constexpr vec<T, N> operator-(packed_vec a) { return -vec<T, N>(a); }
};

template <class T, uint N> constexpr vec<T, N>::vec(packed_vec<T, N> p) : __vstore<T, N>{} {
    for (int i = 0; i < N; ++i) __e[i] = p.__e[i];
}

template <class T, uint N> struct __velem<packed_vec<T, N>> { typedef T type; static constexpr int n = N; };
// Type traits of a vector are its element's (section 6.x, <metal_type_traits>):
// `enable_if<is_integral<T>::value>` takes `int4`.
template <class T, uint N> struct is_integral<vec<T, N>> : is_integral<T> {};
template <class T, uint N> struct is_floating_point<vec<T, N>> : is_floating_point<T> {};
template <class T, uint N> struct is_signed<vec<T, N>> : is_signed<T> {};
template <class T> struct is_vector : false_type {};
template <class T, uint N> struct is_vector<vec<T, N>> : true_type {};
template <class T> struct vec_elements : integral_constant<uint, 1> {};
template <class T, uint N> struct vec_elements<vec<T, N>> : integral_constant<uint, N> {};
} // namespace metal

#define __FM_VTYPES(T, NAME)                                                                   \
    typedef metal::vec<T, 2> NAME##2;                                                          \
    typedef metal::vec<T, 3> NAME##3;                                                          \
    typedef metal::vec<T, 4> NAME##4;                                                          \
    typedef metal::packed_vec<T, 2> packed_##NAME##2;                                          \
    typedef metal::packed_vec<T, 3> packed_##NAME##3;                                          \
    typedef metal::packed_vec<T, 4> packed_##NAME##4;                                          \
    namespace metal {                                                                          \
    using ::NAME##2;                                                                           \
    using ::NAME##3;                                                                           \
    using ::NAME##4;                                                                           \
    using ::packed_##NAME##2;                                                                  \
    using ::packed_##NAME##3;                                                                  \
    using ::packed_##NAME##4;                                                                  \
    }
__FM_VTYPES(bool, bool)
__FM_VTYPES(char, char)
__FM_VTYPES(uchar, uchar)
__FM_VTYPES(short, short)
__FM_VTYPES(ushort, ushort)
__FM_VTYPES(int, int)
__FM_VTYPES(uint, uint)
__FM_VTYPES(long, long)
__FM_VTYPES(ulong, ulong)
__FM_VTYPES(__FM_HALF, half)
__FM_VTYPES(float, float)
#if __METAL_VERSION__ >= 310 && defined(__FM_CHECK)
typedef __bf16 bfloat;
namespace metal {
using ::bfloat;
}
__FM_VTYPES(__bf16, bfloat)
#endif
#undef __FM_VTYPES

// Complete every vector type up front: clang checks kernel parameter types
// before it would instantiate a class template on its own.
#define __FM_COMPLETE(T)                                                                        \
    static_assert(sizeof(metal::vec<T, 2>) + sizeof(metal::vec<T, 3>) + sizeof(metal::vec<T, 4>) > 0, "");
__FM_COMPLETE(bool)
__FM_COMPLETE(char)
__FM_COMPLETE(uchar)
__FM_COMPLETE(short)
__FM_COMPLETE(ushort)
__FM_COMPLETE(int)
__FM_COMPLETE(uint)
__FM_COMPLETE(long)
__FM_COMPLETE(ulong)
__FM_COMPLETE(__FM_HALF)
__FM_COMPLETE(float)
#undef __FM_COMPLETE
