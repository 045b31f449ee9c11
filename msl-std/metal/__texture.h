// Textures and samplers (MSL 2.4 sections 2.9, 2.10, 6.12).
//
// Members exist only for the access modes that allow them: `sample` and
// `gather` need access::sample, `read` any readable access, `write`
// access::write or access::read_write (a call otherwise fails overload
// resolution with "candidate template ignored: requirement ... not
// satisfied"). In execution mode every member works on the image the CPU
// runtime bound (`__texture_abi.h`): reads, writes, sampling with the
// sampler's filters, address modes and LOD, gathers, comparisons, queries
// and atomics. Only derivative-based LOD (a fragment function's implicit
// LOD, calculate_*_lod) has nothing to work with: it is LOD 0.
#pragma once
#include "__texture_abi.h"

namespace metal {
enum class access { sample, read, write, read_write };
#if __METAL_VERSION__ >= 320
// Memory coherence of a texture or buffer (MSL 3.2, section 2.9 and 4.x:
// `texture2d<float, access::write, memory_coherence_device>`).
enum memory_coherence { memory_coherence_threadgroup, memory_coherence_device };
#define __FM_COHERENCE , memory_coherence __C = memory_coherence_threadgroup
#else
#define __FM_COHERENCE
#endif
enum class component { x, y, z, w };

// Sampler state (MSL 2.4 section 2.10): every enum may be given to a
// constexpr sampler in any order.
enum class coord { normalized, pixel };
enum class address { repeat, mirrored_repeat, clamp_to_edge, clamp_to_zero, clamp_to_border };
enum class s_address { repeat, mirrored_repeat, clamp_to_edge, clamp_to_zero, clamp_to_border };
enum class t_address { repeat, mirrored_repeat, clamp_to_edge, clamp_to_zero, clamp_to_border };
enum class r_address { repeat, mirrored_repeat, clamp_to_edge, clamp_to_zero, clamp_to_border };
enum class filter { nearest, linear };
enum class mag_filter { nearest, linear };
enum class min_filter { nearest, linear };
enum class mip_filter { none, nearest, linear };
enum class compare_func { never, less, less_equal, greater, greater_equal, equal, not_equal, always };
enum class border_color { transparent_black, opaque_black, opaque_white };
enum class reduction { weighted_average, minimum, maximum };
struct max_anisotropy { int v; constexpr max_anisotropy(int a) : v(a) {} };
struct lod_clamp { float lo, hi; constexpr lod_clamp(float a, float b) : lo(a), hi(b) {} };

template <class E> struct __sampler_arg : false_type {};
#define __FM_SAMPLER_ARG(E) template <> struct __sampler_arg<E> : true_type {};
__FM_SAMPLER_ARG(coord)
__FM_SAMPLER_ARG(address)
__FM_SAMPLER_ARG(s_address)
__FM_SAMPLER_ARG(t_address)
__FM_SAMPLER_ARG(r_address)
__FM_SAMPLER_ARG(filter)
__FM_SAMPLER_ARG(mag_filter)
__FM_SAMPLER_ARG(min_filter)
__FM_SAMPLER_ARG(mip_filter)
__FM_SAMPLER_ARG(compare_func)
__FM_SAMPLER_ARG(border_color)
__FM_SAMPLER_ARG(reduction)
__FM_SAMPLER_ARG(max_anisotropy)
__FM_SAMPLER_ARG(lod_clamp)
#undef __FM_SAMPLER_ARG

// A constexpr sampler's state in the encoding of __texture_abi.h.
constexpr ulong __fm_lod16(float v) { return v <= 0.0f ? 0ul : v >= 255.0f ? 4095ul : ulong(v * 16.0f); }
constexpr ulong __fm_set(ulong h, int shift, ulong width, ulong v) { return (h & ~(((1ul << width) - 1) << shift)) | (v << shift); }
constexpr ulong __fm_enc(ulong h, coord c) { return __fm_set(h, 19, 1, c == coord::pixel ? 1 : 0); }
constexpr ulong __fm_address_code(ulong a);
constexpr ulong __fm_enc(ulong h, address a) {
    return __fm_set(__fm_set(__fm_set(h, 0, 3, __fm_address_code(ulong(a))), 3, 3, __fm_address_code(ulong(a))), 6, 3,
                    __fm_address_code(ulong(a)));
}
constexpr ulong __fm_address_code(ulong a) { return a == 3 ? 4 : a == 4 ? 3 : a; }
constexpr ulong __fm_enc(ulong h, s_address a) { return __fm_set(h, 0, 3, __fm_address_code(ulong(a))); }
constexpr ulong __fm_enc(ulong h, t_address a) { return __fm_set(h, 3, 3, __fm_address_code(ulong(a))); }
constexpr ulong __fm_enc(ulong h, r_address a) { return __fm_set(h, 6, 3, __fm_address_code(ulong(a))); }
constexpr ulong __fm_enc(ulong h, filter f) { return __fm_set(__fm_set(h, 9, 1, ulong(f)), 10, 1, ulong(f)); }
constexpr ulong __fm_enc(ulong h, mag_filter f) { return __fm_set(h, 9, 1, ulong(f)); }
constexpr ulong __fm_enc(ulong h, min_filter f) { return __fm_set(h, 10, 1, ulong(f)); }
constexpr ulong __fm_enc(ulong h, mip_filter f) { return __fm_set(h, 11, 2, ulong(f)); }
constexpr ulong __fm_enc(ulong h, compare_func f) { return __fm_set(__fm_set(h, 13, 3, ulong(f)), 16, 1, 1); }
constexpr ulong __fm_enc(ulong h, border_color b) { return __fm_set(h, 17, 2, ulong(b)); }
constexpr ulong __fm_enc(ulong h, reduction) { return h; }
constexpr ulong __fm_enc(ulong h, max_anisotropy) { return h; }
constexpr ulong __fm_enc(ulong h, lod_clamp c) {
    return __fm_set(__fm_set(h, 24, 12, __fm_lod16(c.lo)), 36, 12, __fm_lod16(c.hi));
}
constexpr ulong __fm_encode(ulong h) { return h; }
template <class A, class... R> constexpr ulong __fm_encode(ulong h, A a, R... r) { return __fm_encode(__fm_enc(h, a), r...); }

struct sampler {
    ulong __handle;
    sampler() = default;
    template <class... A, enable_if_t<sizeof...(A) != 0 && ((__sampler_arg<A>::value) && ...), int> = 0>
    constexpr sampler(A... a) : __handle(__fm_encode(__FM_SAMPLER_DEFAULT, a...)) {}
};

// Sampling options (MSL 2.4 section 6.12.1).
struct bias { float value; constexpr explicit bias(float v) : value(v) {} };
struct level { float lod; constexpr explicit level(float v) : lod(v) {} };
struct min_lod_clamp { float lod; constexpr explicit min_lod_clamp(float v) : lod(v) {} };
struct gradient2d { float2 dPdx, dPdy; constexpr gradient2d(float2 x, float2 y) : dPdx(x), dPdy(y) {} };
struct gradient3d { float3 dPdx, dPdy; constexpr gradient3d(float3 x, float3 y) : dPdx(x), dPdy(y) {} };
struct gradientcube { float3 dPdx, dPdy; constexpr gradientcube(float3 x, float3 y) : dPdx(x), dPdy(y) {} };

template <class T> struct __texel_ok : integral_constant<bool, is_same<T, float>::value || is_same<T, __FM_HALF>::value || is_same<T, int>::value || is_same<T, uint>::value || is_same<T, short>::value || is_same<T, ushort>::value> {};

#ifdef __FM_EXEC
// Execution mode: texel coordinates as x, y, z (or face) and layer.
struct __fm_c4 { int v[4]; };
template <class S> inline __fm_c4 __fm_coord(S x) { return {{int(x), 0, 0, 0}}; }
template <class S> inline __fm_c4 __fm_coord(S x, uint layer) { return {{int(x), 0, 0, int(layer)}}; }
template <class S> inline __fm_c4 __fm_coord(vec<S, 2> p) { return {{int(p[0]), int(p[1]), 0, 0}}; }
template <class S> inline __fm_c4 __fm_coord(vec<S, 2> p, uint layer) { return {{int(p[0]), int(p[1]), 0, int(layer)}}; }
template <class S> inline __fm_c4 __fm_coord(vec<S, 3> p) { return {{int(p[0]), int(p[1]), int(p[2]), 0}}; }
template <class S> inline __fm_c4 __fm_coord(vec<S, 2> p, uint face, uint cube) {
    return {{int(p[0]), int(p[1]), 0, int(cube * 6 + face)}};
}
template <class T> struct __fm_is_float : integral_constant<bool, is_same<T, float>::value || is_same<T, __FM_HALF>::value> {};
// Four words from the runtime as a texel of `T`: floats, or 32-bit integers.
template <class T> inline vec<T, 4> __fm_texel(const unsigned *o) {
    vec<T, 4> r;
    for (int i = 0; i < 4; ++i) {
        if constexpr (__fm_is_float<T>::value) {
            r[i] = T(__builtin_bit_cast(float, o[i]));
        } else {
            r[i] = T(o[i]);
        }
    }
    return r;
}
template <class T> inline vec<T, 4> __fm_read(ulong h, __fm_c4 c, uint lod) {
    unsigned o[4];
    __ferrometal_tex_read(h, c.v, lod, o);
    return __fm_texel<T>(o);
}
template <class T> inline void __fm_write(ulong h, vec<T, 4> color, __fm_c4 c, uint lod) {
    unsigned in[4];
    for (int i = 0; i < 4; ++i) {
        if constexpr (__fm_is_float<T>::value) {
            in[i] = __builtin_bit_cast(unsigned, float(color[i]));
        } else {
            in[i] = unsigned(color[i]);
        }
    }
    __ferrometal_tex_write(h, c.v, lod, in);
}
inline __fm_sample_args __fm_args(float x, float y, float z, uint layer, int ox, int oy, int oz) {
    __fm_sample_args a{};
    a.coord[0] = x;
    a.coord[1] = y;
    a.coord[2] = z;
    a.layer = layer;
    a.offset[0] = ox;
    a.offset[1] = oy;
    a.offset[2] = oz;
    return a;
}
inline __fm_sample_args __fm_args(float c, uint layer = 0) { return __fm_args(c, 0, 0, layer, 0, 0, 0); }
inline __fm_sample_args __fm_args(float2 c, uint layer, int2 o) { return __fm_args(c[0], c[1], 0, layer, o[0], o[1], 0); }
inline __fm_sample_args __fm_args(float3 c, uint layer, int3 o) { return __fm_args(c[0], c[1], c[2], layer, o[0], o[1], o[2]); }
inline __fm_sample_args __fm_args(float3 c, uint layer = 0) { return __fm_args(c[0], c[1], c[2], layer, 0, 0, 0); }
// Sampling options.
inline void __fm_opt(__fm_sample_args &a, bias b) { a.mode = 2; a.lod = b.value; }
inline void __fm_opt(__fm_sample_args &a, level l) { a.mode = 1; a.lod = l.lod; }
inline void __fm_opt(__fm_sample_args &a, min_lod_clamp c) { a.min_lod = c.lod; }
inline void __fm_opt(__fm_sample_args &a, gradient2d g) {
    a.mode = 3;
    for (int i = 0; i < 2; ++i) {
        a.ddx[i] = g.dPdx[i];
        a.ddy[i] = g.dPdy[i];
    }
}
inline void __fm_opt(__fm_sample_args &a, gradient3d g) {
    a.mode = 3;
    for (int i = 0; i < 3; ++i) {
        a.ddx[i] = g.dPdx[i];
        a.ddy[i] = g.dPdy[i];
    }
}
inline void __fm_opt(__fm_sample_args &a, gradientcube g) {
    a.mode = 3;
    for (int i = 0; i < 3; ++i) {
        a.ddx[i] = g.dPdx[i];
        a.ddy[i] = g.dPdy[i];
    }
}
template <class... O> inline __fm_sample_args __fm_with(__fm_sample_args a, O... o) {
    (__fm_opt(a, o), ...);
    return a;
}
template <class T> inline vec<T, 4> __fm_sample(ulong h, sampler s, __fm_sample_args a) {
    unsigned o[4];
    __ferrometal_tex_sample(h, s.__handle, &a, o);
    return __fm_texel<T>(o);
}
inline __fm_sample_args __fm_gathering(__fm_sample_args a, component c) {
    a.gather = 1;
    a.component = unsigned(c);
    return a;
}
inline __fm_sample_args __fm_comparing(__fm_sample_args a, float reference) {
    a.compare = 1;
    a.reference = reference;
    return a;
}
template <class T> inline vec<T, 4> __fm_atomic(ulong h, __fm_c4 c, unsigned op, T operand) {
    unsigned old = __ferrometal_tex_atomic(h, c.v, op, unsigned(operand), nullptr, is_same<T, int>::value ? 1u : 0u);
    return vec<T, 4>(T(old));
}
template <class T> inline bool __fm_cmpxchg(ulong h, __fm_c4 c, vec<T, 4> *expected, T desired) {
    unsigned e = unsigned((*expected)[0]);
    bool ok = __ferrometal_tex_atomic(h, c.v, 10, unsigned(desired), &e, 0) != 0;
    *expected = vec<T, 4>(T(e));
    return ok;
}
#endif

#define __FM_IF(COND) template <access __A = A, enable_if_t<(COND), int> = 0>
#define __FM_SAMPLE __FM_IF(__A == access::sample)
#define __FM_READ __FM_IF(__A != access::write)
#define __FM_WRITE __FM_IF(__A == access::write || __A == access::read_write)
#define __FM_ZERO __FM_BODY(return {};)
#define __FM_NOTHING __FM_BODY()
#define __FM_Q(WHAT, LOD) __FM_BODY(return __ferrometal_tex_query(__handle, WHAT, uint(LOD));)
#define __FM_RD(...) __FM_BODY(return __fm_read<T>(__handle, __VA_ARGS__);)
#define __FM_WR(...) __FM_BODY(__fm_write<T>(__handle, __VA_ARGS__);)
// Sample with the arguments and options given: `__FM_SMP(ARGS, OPTIONS...)`.
#define __FM_SMP(...) __FM_BODY(return __fm_sample<T>(__handle, s, __fm_with(__VA_ARGS__));)
#define __FM_DSMP(...) __FM_BODY(return __fm_sample<T>(__handle, s, __fm_with(__VA_ARGS__))[0];)

// Texture atomics (MSL 3.1): only on `int`/`uint` textures with
// access::read_write. The original texel is `.x` of the result.
// `CO` makes the runtime's coordinate from the member's coordinate arguments.
#define __FM_ATOMIC __FM_IF(__A == access::read_write && (is_same<T, int>::value || is_same<T, uint>::value))
#if __METAL_VERSION__ < 310
#define __FM_ATOMICS(C, PRE, CO)
#else
#define __FM_ATOMICS(C, PRE, CO)                                                                               \
    __FM_ATOMIC vec<T, 4> atomic_fetch_add(C coord PRE, T operand) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 0, operand);) \
    __FM_ATOMIC vec<T, 4> atomic_fetch_sub(C coord PRE, T operand) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 1, operand);) \
    __FM_ATOMIC vec<T, 4> atomic_fetch_and(C coord PRE, T operand) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 2, operand);) \
    __FM_ATOMIC vec<T, 4> atomic_fetch_or(C coord PRE, T operand) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 3, operand);) \
    __FM_ATOMIC vec<T, 4> atomic_fetch_xor(C coord PRE, T operand) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 4, operand);) \
    __FM_ATOMIC vec<T, 4> atomic_fetch_min(C coord PRE, T operand) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 5, operand);) \
    __FM_ATOMIC vec<T, 4> atomic_fetch_max(C coord PRE, T operand) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 6, operand);) \
    __FM_ATOMIC vec<T, 4> atomic_load(C coord PRE) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 7, T(0));) \
    __FM_ATOMIC void atomic_store(C coord PRE, vec<T, 4> desired) const __FM_BODY(__fm_atomic<T>(__handle, CO, 8, desired[0]);) \
    __FM_ATOMIC vec<T, 4> atomic_exchange(C coord PRE, T desired) const __FM_BODY(return __fm_atomic<T>(__handle, CO, 9, desired);) \
    __FM_ATOMIC bool atomic_compare_exchange_weak(C coord PRE, thread vec<T, 4>* expected, T desired) const     \
        __FM_BODY(return __fm_cmpxchg<T>(__handle, CO, expected, desired);)
#endif

#define __FM_TEX_COMMON(A)                                                                                     \
    ulong __handle;                                                                                            \
    static_assert(__texel_ok<T>::value, "texture element type must be float, half, int, uint, short or ushort"); \
    uint get_num_mip_levels() const __FM_Q(4, 0)                                                               \
    __FM_IF(__A == access::read_write) void fence() const __FM_NOTHING

// texture1d<T, A>
template <class T, access A = access::sample __FM_COHERENCE> struct texture1d {
    __FM_TEX_COMMON(A)
    uint get_width(uint lod = 0) const __FM_Q(0, lod)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float coord) const __FM_SMP(__fm_args(coord))
    __FM_READ vec<T, 4> read(uint coord, uint lod = 0) const __FM_RD(__fm_coord(coord), lod)
    __FM_READ vec<T, 4> read(ushort coord, ushort lod = 0) const __FM_RD(__fm_coord(coord), lod)
    __FM_WRITE void write(vec<T, 4> color, uint coord, uint lod = 0) const __FM_WR(color, __fm_coord(coord), lod)
    __FM_WRITE void write(vec<T, 4> color, ushort coord, ushort lod = 0) const __FM_WR(color, __fm_coord(coord), lod)
    __FM_ATOMICS(uint, , __fm_coord(coord))
};
template <class T, access A = access::sample __FM_COHERENCE> struct texture1d_array {
    __FM_TEX_COMMON(A)
    uint get_width(uint lod = 0) const __FM_Q(0, lod)
    uint get_array_size() const __FM_Q(3, 0)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float coord, uint array) const __FM_SMP(__fm_args(coord, array))
    __FM_READ vec<T, 4> read(uint coord, uint array, uint lod = 0) const __FM_RD(__fm_coord(coord, array), lod)
    __FM_WRITE void write(vec<T, 4> color, uint coord, uint array, uint lod = 0) const __FM_WR(color, __fm_coord(coord, array), lod)
    __FM_ATOMICS(uint, __FM_COMMA uint array, __fm_coord(coord, array))
};

// The 2D sampling family: options are bias, level, gradient2d or
// min_lod_clamp, then an optional texel offset. `L` is the layer argument.
#define __FM_SAMPLE2D(RET, PRE, L, SMP)                                                                        \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, int2 offset = int2(0)) const SMP(__fm_args(coord, L, offset)) \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, bias options, int2 offset = int2(0)) const SMP(__fm_args(coord, L, offset), options) \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, level options, int2 offset = int2(0)) const SMP(__fm_args(coord, L, offset), options) \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, min_lod_clamp c, int2 offset = int2(0)) const SMP(__fm_args(coord, L, offset), c) \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, bias options, min_lod_clamp c, int2 offset = int2(0)) const SMP(__fm_args(coord, L, offset), options, c) \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, gradient2d options, int2 offset = int2(0)) const SMP(__fm_args(coord, L, offset), options) \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, gradient2d options, min_lod_clamp c, int2 offset = int2(0)) const SMP(__fm_args(coord, L, offset), options, c)
#define __FM_GATHER2D(PRE, L)                                                                                  \
    __FM_SAMPLE vec<T, 4> gather(sampler s, float2 coord PRE, int2 offset = int2(0),                           \
                                 component c = component::x) const __FM_SMP(__fm_gathering(__fm_args(coord, L, offset), c))
// Level-of-detail queries (MSL 2.4 section 6.12.5), on sampled 2D, 3D and
// cube textures. Without derivatives (a kernel) the LOD is 0.
#define __FM_LOD(V)                                                                                            \
    __FM_SAMPLE float calculate_clamped_lod(sampler s, V coord) const __FM_ZERO                                \
    __FM_SAMPLE float calculate_unclamped_lod(sampler s, V coord) const __FM_ZERO
#define __FM_QUERY2D                                                                                           \
    uint get_width(uint lod = 0) const __FM_Q(0, lod)                                                          \
    uint get_height(uint lod = 0) const __FM_Q(1, lod)

template <class T, access A = access::sample __FM_COHERENCE> struct texture2d {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float2)
    __FM_SAMPLE2D(vec<T __FM_COMMA 4>, , 0, __FM_SMP)
    __FM_GATHER2D(, 0)
    __FM_READ vec<T, 4> read(uint2 coord, uint lod = 0) const __FM_RD(__fm_coord(coord), lod)
    __FM_READ vec<T, 4> read(ushort2 coord, ushort lod = 0) const __FM_RD(__fm_coord(coord), lod)
    __FM_WRITE void write(vec<T, 4> color, uint2 coord, uint lod = 0) const __FM_WR(color, __fm_coord(coord), lod)
    __FM_WRITE void write(vec<T, 4> color, ushort2 coord, ushort lod = 0) const __FM_WR(color, __fm_coord(coord), lod)
    __FM_ATOMICS(uint2, , __fm_coord(coord))
};
template <class T, access A = access::sample __FM_COHERENCE> struct texture2d_array {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float2)
    uint get_array_size() const __FM_Q(3, 0)
    __FM_SAMPLE2D(vec<T __FM_COMMA 4>, __FM_COMMA uint array, array, __FM_SMP)
    __FM_GATHER2D(__FM_COMMA uint array, array)
    __FM_READ vec<T, 4> read(uint2 coord, uint array, uint lod = 0) const __FM_RD(__fm_coord(coord, array), lod)
    __FM_WRITE void write(vec<T, 4> color, uint2 coord, uint array, uint lod = 0) const __FM_WR(color, __fm_coord(coord, array), lod)
    __FM_ATOMICS(uint2, __FM_COMMA uint array, __fm_coord(coord, array))
};
// Multisampled textures: the runtime binds one sample per texel.
template <class T, access A = access::read __FM_COHERENCE> struct texture2d_ms {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    uint get_num_samples() const __FM_Q(5, 0)
    __FM_READ vec<T, 4> read(uint2 coord, uint sample) const __FM_RD(__fm_coord(coord), 0)
};
template <class T, access A = access::read __FM_COHERENCE> struct texture2d_ms_array {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    uint get_num_samples() const __FM_Q(5, 0)
    uint get_array_size() const __FM_Q(3, 0)
    __FM_READ vec<T, 4> read(uint2 coord, uint array, uint sample) const __FM_RD(__fm_coord(coord, array), 0)
};
template <class T, access A = access::sample __FM_COHERENCE> struct texture3d {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    uint get_depth(uint lod = 0) const __FM_Q(2, lod)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, int3 offset = int3(0)) const __FM_SMP(__fm_args(coord, 0, offset))
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, bias options, int3 offset = int3(0)) const __FM_SMP(__fm_args(coord, 0, offset), options)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, level options, int3 offset = int3(0)) const __FM_SMP(__fm_args(coord, 0, offset), options)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, gradient3d options, int3 offset = int3(0)) const __FM_SMP(__fm_args(coord, 0, offset), options)
    // min_lod_clamp (All OS: since Metal 2.2).
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, min_lod_clamp c, int3 offset = int3(0)) const __FM_SMP(__fm_args(coord, 0, offset), c)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, bias options, min_lod_clamp c, int3 offset = int3(0)) const __FM_SMP(__fm_args(coord, 0, offset), options, c)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, gradient3d options, min_lod_clamp c, int3 offset = int3(0)) const __FM_SMP(__fm_args(coord, 0, offset), options, c)
    __FM_READ vec<T, 4> read(uint3 coord, uint lod = 0) const __FM_RD(__fm_coord(coord), lod)
    __FM_READ vec<T, 4> read(ushort3 coord, ushort lod = 0) const __FM_RD(__fm_coord(coord), lod)
    __FM_WRITE void write(vec<T, 4> color, uint3 coord, uint lod = 0) const __FM_WR(color, __fm_coord(coord), lod)
    __FM_ATOMICS(uint3, , __fm_coord(coord))
};
template <class T, access A = access::sample __FM_COHERENCE> struct texturecube {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord) const __FM_SMP(__fm_args(coord))
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, bias options) const __FM_SMP(__fm_args(coord), options)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, level options) const __FM_SMP(__fm_args(coord), options)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, gradientcube options) const __FM_SMP(__fm_args(coord), options)
    // min_lod_clamp (All OS: since Metal 2.2).
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, min_lod_clamp c) const __FM_SMP(__fm_args(coord), c)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, bias options, min_lod_clamp c) const __FM_SMP(__fm_args(coord), options, c)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, gradientcube options, min_lod_clamp c) const __FM_SMP(__fm_args(coord), options, c)
    __FM_SAMPLE vec<T, 4> gather(sampler s, float3 coord, component c = component::x) const __FM_SMP(__fm_gathering(__fm_args(coord), c))
    __FM_READ vec<T, 4> read(uint2 coord, uint face, uint lod = 0) const __FM_RD(__fm_coord(coord, face), lod)
    __FM_WRITE void write(vec<T, 4> color, uint2 coord, uint face, uint lod = 0) const __FM_WR(color, __fm_coord(coord, face), lod)
#if __METAL_VERSION__ >= 400
    // Cube texture atomics (MSL 4.0): a texel is addressed by coordinate and face.
    __FM_ATOMICS(uint2, __FM_COMMA uint face, __fm_coord(coord, face))
#endif
};
template <class T, access A = access::sample __FM_COHERENCE> struct texturecube_array {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    uint get_array_size() const __FM_Q(3, 0)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array) const __FM_SMP(__fm_args(coord, array))
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, bias options) const __FM_SMP(__fm_args(coord, array), options)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, level options) const __FM_SMP(__fm_args(coord, array), options)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, gradientcube options) const __FM_SMP(__fm_args(coord, array), options)
    // min_lod_clamp (All OS: since Metal 2.2).
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, min_lod_clamp c) const __FM_SMP(__fm_args(coord, array), c)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, bias options, min_lod_clamp c) const __FM_SMP(__fm_args(coord, array), options, c)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, gradientcube options, min_lod_clamp c) const __FM_SMP(__fm_args(coord, array), options, c)
    __FM_SAMPLE vec<T, 4> gather(sampler s, float3 coord, uint array, component c = component::x) const __FM_SMP(__fm_gathering(__fm_args(coord, array), c))
    __FM_READ vec<T, 4> read(uint2 coord, uint face, uint array, uint lod = 0) const __FM_RD(__fm_coord(coord, face, array), lod)
    __FM_WRITE void write(vec<T, 4> color, uint2 coord, uint face, uint array, uint lod = 0) const __FM_WR(color, __fm_coord(coord, face, array), lod)
#if __METAL_VERSION__ >= 400
    __FM_ATOMICS(uint2, __FM_COMMA uint face __FM_COMMA uint array, __fm_coord(coord, face, array))
#endif
};
template <class T, access A = access::read __FM_COHERENCE> struct texture_buffer {
    __FM_TEX_COMMON(A)
    uint get_width() const __FM_Q(0, 0)
    __FM_READ vec<T, 4> read(uint coord) const __FM_RD(__fm_coord(coord), 0)
    __FM_WRITE void write(vec<T, 4> color, uint coord) const __FM_WR(color, __fm_coord(coord), 0)
    __FM_ATOMICS(uint, , __fm_coord(coord))
};

// Depth textures: `T` is float or half; sampling returns one value, and
// comparison sampling/gather exists.
template <class T> struct __depth_ok : integral_constant<bool, is_same<T, float>::value || is_same<T, __FM_HALF>::value> {};
#define __FM_DEPTH_COMMON(A)                                                                                   \
    ulong __handle;                                                                                            \
    static_assert(__depth_ok<T>::value, "depth texture element type must be float or half");                 \
    uint get_num_mip_levels() const __FM_Q(4, 0)
#define __FM_DRD(...) __FM_BODY(return __fm_read<T>(__handle, __VA_ARGS__)[0];)
#define __FM_CMP(ARGS, ...) __FM_DSMP(__fm_comparing(ARGS, compare_value) __VA_OPT__(,) __VA_ARGS__)
#define __FM_COMPARE2D(PRE, L)                                                                                 \
    __FM_SAMPLE T sample_compare(sampler s, float2 coord PRE, float compare_value, int2 offset = int2(0)) const __FM_CMP(__fm_args(coord, L, offset)) \
    __FM_SAMPLE T sample_compare(sampler s, float2 coord PRE, float compare_value, level options, int2 offset = int2(0)) const __FM_CMP(__fm_args(coord, L, offset), options) \
    __FM_SAMPLE T sample_compare(sampler s, float2 coord PRE, float compare_value, bias options, int2 offset = int2(0)) const __FM_CMP(__fm_args(coord, L, offset), options) \
    __FM_SAMPLE T sample_compare(sampler s, float2 coord PRE, float compare_value, gradient2d options, int2 offset = int2(0)) const __FM_CMP(__fm_args(coord, L, offset), options) \
    __FM_SAMPLE vec<T, 4> gather_compare(sampler s, float2 coord PRE, float compare_value, int2 offset = int2(0)) const __FM_SMP(__fm_comparing(__fm_gathering(__fm_args(coord, L, offset), component::x), compare_value))

template <class T, access A = access::sample __FM_COHERENCE> struct depth2d {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float2)
    __FM_SAMPLE2D(T, , 0, __FM_DSMP)
    __FM_COMPARE2D(, 0)
    __FM_SAMPLE vec<T, 4> gather(sampler s, float2 coord, int2 offset = int2(0)) const __FM_SMP(__fm_gathering(__fm_args(coord, 0, offset), component::x))
    __FM_READ T read(uint2 coord, uint lod = 0) const __FM_DRD(__fm_coord(coord), lod)
    __FM_WRITE void write(T depth, uint2 coord, uint lod = 0) const __FM_WR(vec<T, 4>(depth), __fm_coord(coord), lod)
};
template <class T, access A = access::sample __FM_COHERENCE> struct depth2d_array {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float2)
    uint get_array_size() const __FM_Q(3, 0)
    __FM_SAMPLE2D(T, __FM_COMMA uint array, array, __FM_DSMP)
    __FM_COMPARE2D(__FM_COMMA uint array, array)
    __FM_SAMPLE vec<T, 4> gather(sampler s, float2 coord, uint array, int2 offset = int2(0)) const __FM_SMP(__fm_gathering(__fm_args(coord, array, offset), component::x))
    __FM_READ T read(uint2 coord, uint array, uint lod = 0) const __FM_DRD(__fm_coord(coord, array), lod)
};
template <class T, access A = access::sample __FM_COHERENCE> struct depthcube {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    __FM_SAMPLE T sample(sampler s, float3 coord) const __FM_DSMP(__fm_args(coord))
    __FM_SAMPLE T sample(sampler s, float3 coord, level options) const __FM_DSMP(__fm_args(coord), options)
    __FM_SAMPLE T sample(sampler s, float3 coord, bias options) const __FM_DSMP(__fm_args(coord), options)
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, float compare_value) const __FM_CMP(__fm_args(coord))
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, float compare_value, level options) const __FM_CMP(__fm_args(coord), options)
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, float compare_value, bias options) const __FM_CMP(__fm_args(coord), options)
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, float compare_value, gradientcube options) const __FM_CMP(__fm_args(coord), options)
    __FM_SAMPLE vec<T, 4> gather(sampler s, float3 coord) const __FM_SMP(__fm_gathering(__fm_args(coord), component::x))
    __FM_SAMPLE vec<T, 4> gather_compare(sampler s, float3 coord, float compare_value) const __FM_SMP(__fm_comparing(__fm_gathering(__fm_args(coord), component::x), compare_value))
    __FM_READ T read(uint2 coord, uint face, uint lod = 0) const __FM_DRD(__fm_coord(coord, face), lod)
};
template <class T, access A = access::sample __FM_COHERENCE> struct depthcube_array {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    uint get_array_size() const __FM_Q(3, 0)
    __FM_SAMPLE T sample(sampler s, float3 coord, uint array) const __FM_DSMP(__fm_args(coord, array))
    __FM_SAMPLE T sample(sampler s, float3 coord, uint array, level options) const __FM_DSMP(__fm_args(coord, array), options)
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, uint array, float compare_value) const __FM_CMP(__fm_args(coord, array))
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, uint array, float compare_value, level options) const __FM_CMP(__fm_args(coord, array), options)
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, uint array, float compare_value, bias options) const __FM_CMP(__fm_args(coord, array), options)
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, uint array, float compare_value, gradientcube options) const __FM_CMP(__fm_args(coord, array), options)
    __FM_SAMPLE vec<T, 4> gather(sampler s, float3 coord, uint array) const __FM_SMP(__fm_gathering(__fm_args(coord, array), component::x))
    __FM_SAMPLE vec<T, 4> gather_compare(sampler s, float3 coord, uint array, float compare_value) const __FM_SMP(__fm_comparing(__fm_gathering(__fm_args(coord, array), component::x), compare_value))
    __FM_READ T read(uint2 coord, uint face, uint array, uint lod = 0) const __FM_DRD(__fm_coord(coord, face, array), lod)
};
template <class T, access A = access::read __FM_COHERENCE> struct depth2d_ms {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    uint get_num_samples() const __FM_Q(5, 0)
    __FM_READ T read(uint2 coord, uint sample) const __FM_DRD(__fm_coord(coord), 0)
};
template <class T, access A = access::read __FM_COHERENCE> struct depth2d_ms_array {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    uint get_num_samples() const __FM_Q(5, 0)
    uint get_array_size() const __FM_Q(3, 0)
    __FM_READ T read(uint2 coord, uint array, uint sample) const __FM_DRD(__fm_coord(coord, array), 0)
};
#undef __FM_IF
#undef __FM_SAMPLE
#undef __FM_READ
#undef __FM_WRITE
#undef __FM_ZERO
#undef __FM_NOTHING
#undef __FM_TEX_COMMON
#undef __FM_ATOMIC
#undef __FM_ATOMICS
#undef __FM_SAMPLE2D
#undef __FM_GATHER2D
#undef __FM_QUERY2D
#undef __FM_LOD
#undef __FM_DEPTH_COMMON
#undef __FM_COMPARE2D
#undef __FM_Q
#undef __FM_RD
#undef __FM_WR
#undef __FM_SMP
#undef __FM_DSMP
#undef __FM_DRD
#undef __FM_CMP
} // namespace metal
