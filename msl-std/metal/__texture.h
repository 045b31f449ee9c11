// Textures and samplers (MSL 2.4 sections 2.9, 2.10, 6.12).
//
// Members exist only for the access modes that allow them: `sample` and
// `gather` need access::sample, `read` any readable access, `write`
// access::write or access::read_write (a call otherwise fails overload
// resolution with "candidate template ignored: requirement ... not
// satisfied"). In execution mode textures have no storage: reads return
// zero and writes are dropped (see README).
#pragma once

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

struct sampler {
    ulong __handle;
    sampler() = default;
    template <class... A, enable_if_t<sizeof...(A) != 0 && ((__sampler_arg<A>::value) && ...), int> = 0>
    constexpr sampler(A...) : __handle(0) {}
};

// Sampling options (MSL 2.4 section 6.12.1).
struct bias { float value; constexpr explicit bias(float v) : value(v) {} };
struct level { float lod; constexpr explicit level(float v) : lod(v) {} };
struct min_lod_clamp { float lod; constexpr explicit min_lod_clamp(float v) : lod(v) {} };
struct gradient2d { float2 dPdx, dPdy; constexpr gradient2d(float2 x, float2 y) : dPdx(x), dPdy(y) {} };
struct gradient3d { float3 dPdx, dPdy; constexpr gradient3d(float3 x, float3 y) : dPdx(x), dPdy(y) {} };
struct gradientcube { float3 dPdx, dPdy; constexpr gradientcube(float3 x, float3 y) : dPdx(x), dPdy(y) {} };

template <class T> struct __texel_ok : integral_constant<bool, is_same<T, float>::value || is_same<T, __FM_HALF>::value || is_same<T, int>::value || is_same<T, uint>::value || is_same<T, short>::value || is_same<T, ushort>::value> {};

#define __FM_IF(COND) template <access __A = A, enable_if_t<(COND), int> = 0>
#define __FM_SAMPLE __FM_IF(__A == access::sample)
#define __FM_READ __FM_IF(__A != access::write)
#define __FM_WRITE __FM_IF(__A == access::write || __A == access::read_write)
#define __FM_ZERO __FM_BODY(return {};)
#define __FM_NOTHING __FM_BODY()

// Texture atomics (MSL 3.1): only on `int`/`uint` textures with
// access::read_write. The original texel is `.x` of the result. Without
// storage (execution mode) every texel reads as zero: the fetches return
// zero and a compare-exchange succeeds only when expecting zero.
#define __FM_ATOMIC __FM_IF(__A == access::read_write && (is_same<T, int>::value || is_same<T, uint>::value))
#if __METAL_VERSION__ < 310
#define __FM_ATOMICS(C, PRE)
#else
#define __FM_ATOMICS(C, PRE)                                                                                   \
    __FM_ATOMIC vec<T, 4> atomic_fetch_add(C coord PRE, T operand) const __FM_ZERO                             \
    __FM_ATOMIC vec<T, 4> atomic_fetch_sub(C coord PRE, T operand) const __FM_ZERO                             \
    __FM_ATOMIC vec<T, 4> atomic_fetch_and(C coord PRE, T operand) const __FM_ZERO                             \
    __FM_ATOMIC vec<T, 4> atomic_fetch_or(C coord PRE, T operand) const __FM_ZERO                              \
    __FM_ATOMIC vec<T, 4> atomic_fetch_xor(C coord PRE, T operand) const __FM_ZERO                             \
    __FM_ATOMIC vec<T, 4> atomic_fetch_min(C coord PRE, T operand) const __FM_ZERO                             \
    __FM_ATOMIC vec<T, 4> atomic_fetch_max(C coord PRE, T operand) const __FM_ZERO                             \
    __FM_ATOMIC vec<T, 4> atomic_load(C coord PRE) const __FM_ZERO                                             \
    __FM_ATOMIC void atomic_store(C coord PRE, vec<T, 4> desired) const __FM_NOTHING                           \
    __FM_ATOMIC vec<T, 4> atomic_exchange(C coord PRE, T desired) const __FM_ZERO                              \
    __FM_ATOMIC bool atomic_compare_exchange_weak(C coord PRE, thread vec<T, 4>* expected, T desired) const     \
        __FM_BODY(bool __ok = (*expected).x == T(0); *expected = vec<T, 4>(T(0)); return __ok;)
#endif

#define __FM_TEX_COMMON(A)                                                                                     \
    ulong __handle;                                                                                            \
    static_assert(__texel_ok<T>::value, "texture element type must be float, half, int, uint, short or ushort"); \
    uint get_num_mip_levels() const __FM_ZERO                                                                  \
    __FM_IF(__A == access::read_write) void fence() const __FM_NOTHING

// texture1d<T, A>
template <class T, access A = access::sample __FM_COHERENCE> struct texture1d {
    __FM_TEX_COMMON(A)
    uint get_width(uint lod = 0) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float coord) const __FM_ZERO
    __FM_READ vec<T, 4> read(uint coord, uint lod = 0) const __FM_ZERO
    __FM_READ vec<T, 4> read(ushort coord, ushort lod = 0) const __FM_ZERO
    __FM_WRITE void write(vec<T, 4> color, uint coord, uint lod = 0) const __FM_NOTHING
    __FM_WRITE void write(vec<T, 4> color, ushort coord, ushort lod = 0) const __FM_NOTHING
    __FM_ATOMICS(uint, )
};
template <class T, access A = access::sample __FM_COHERENCE> struct texture1d_array {
    __FM_TEX_COMMON(A)
    uint get_width(uint lod = 0) const __FM_ZERO
    uint get_array_size() const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float coord, uint array) const __FM_ZERO
    __FM_READ vec<T, 4> read(uint coord, uint array, uint lod = 0) const __FM_ZERO
    __FM_WRITE void write(vec<T, 4> color, uint coord, uint array, uint lod = 0) const __FM_NOTHING
    __FM_ATOMICS(uint, __FM_COMMA uint array)
};

// The 2D sampling family: options are bias, level, gradient2d or
// min_lod_clamp, then an optional texel offset.
#define __FM_SAMPLE2D(RET, PRE, POST)                                                                          \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, int2 offset = int2(0)) const __FM_ZERO                 \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, bias options, int2 offset = int2(0)) const __FM_ZERO   \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, level options, int2 offset = int2(0)) const __FM_ZERO  \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, min_lod_clamp c, int2 offset = int2(0)) const __FM_ZERO \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, bias options, min_lod_clamp c, int2 offset = int2(0)) const __FM_ZERO \
    __FM_SAMPLE RET sample(sampler s, float2 coord PRE, gradient2d options, int2 offset = int2(0)) const __FM_ZERO
#define __FM_GATHER2D(PRE)                                                                                     \
    __FM_SAMPLE vec<T, 4> gather(sampler s, float2 coord PRE, int2 offset = int2(0),                           \
                                 component c = component::x) const __FM_ZERO
// Level-of-detail queries (MSL 2.4 section 6.12.5), on sampled 2D, 3D and cube textures.
#define __FM_LOD(V)                                                                                            \
    __FM_SAMPLE float calculate_clamped_lod(sampler s, V coord) const __FM_ZERO                                \
    __FM_SAMPLE float calculate_unclamped_lod(sampler s, V coord) const __FM_ZERO
#define __FM_QUERY2D                                                                                           \
    uint get_width(uint lod = 0) const __FM_ZERO                                                               \
    uint get_height(uint lod = 0) const __FM_ZERO

template <class T, access A = access::sample __FM_COHERENCE> struct texture2d {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float2)
    __FM_SAMPLE2D(vec<T __FM_COMMA 4>, , )
    __FM_GATHER2D()
    __FM_READ vec<T, 4> read(uint2 coord, uint lod = 0) const __FM_ZERO
    __FM_READ vec<T, 4> read(ushort2 coord, ushort lod = 0) const __FM_ZERO
    __FM_WRITE void write(vec<T, 4> color, uint2 coord, uint lod = 0) const __FM_NOTHING
    __FM_WRITE void write(vec<T, 4> color, ushort2 coord, ushort lod = 0) const __FM_NOTHING
    __FM_ATOMICS(uint2, )
};
template <class T, access A = access::sample __FM_COHERENCE> struct texture2d_array {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float2)
    uint get_array_size() const __FM_ZERO
    __FM_SAMPLE2D(vec<T __FM_COMMA 4>, __FM_COMMA uint array, )
    __FM_GATHER2D(__FM_COMMA uint array)
    __FM_READ vec<T, 4> read(uint2 coord, uint array, uint lod = 0) const __FM_ZERO
    __FM_WRITE void write(vec<T, 4> color, uint2 coord, uint array, uint lod = 0) const __FM_NOTHING
    __FM_ATOMICS(uint2, __FM_COMMA uint array)
};
template <class T, access A = access::read __FM_COHERENCE> struct texture2d_ms {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    uint get_num_samples() const __FM_ZERO
    __FM_READ vec<T, 4> read(uint2 coord, uint sample) const __FM_ZERO
};
template <class T, access A = access::read __FM_COHERENCE> struct texture2d_ms_array {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    uint get_num_samples() const __FM_ZERO
    uint get_array_size() const __FM_ZERO
    __FM_READ vec<T, 4> read(uint2 coord, uint array, uint sample) const __FM_ZERO
};
template <class T, access A = access::sample __FM_COHERENCE> struct texture3d {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    uint get_depth(uint lod = 0) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, int3 offset = int3(0)) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, bias options, int3 offset = int3(0)) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, level options, int3 offset = int3(0)) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, gradient3d options, int3 offset = int3(0)) const __FM_ZERO
    __FM_READ vec<T, 4> read(uint3 coord, uint lod = 0) const __FM_ZERO
    __FM_READ vec<T, 4> read(ushort3 coord, ushort lod = 0) const __FM_ZERO
    __FM_WRITE void write(vec<T, 4> color, uint3 coord, uint lod = 0) const __FM_NOTHING
    __FM_ATOMICS(uint3, )
};
template <class T, access A = access::sample __FM_COHERENCE> struct texturecube {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, bias options) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, level options) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, gradientcube options) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> gather(sampler s, float3 coord, component c = component::x) const __FM_ZERO
    __FM_READ vec<T, 4> read(uint2 coord, uint face, uint lod = 0) const __FM_ZERO
    __FM_WRITE void write(vec<T, 4> color, uint2 coord, uint face, uint lod = 0) const __FM_NOTHING
#if __METAL_VERSION__ >= 400
    // Cube texture atomics (MSL 4.0): a texel is addressed by coordinate and face.
    __FM_ATOMICS(uint2, __FM_COMMA uint face)
#endif
};
template <class T, access A = access::sample __FM_COHERENCE> struct texturecube_array {
    __FM_TEX_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    uint get_array_size() const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, bias options) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, level options) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> sample(sampler s, float3 coord, uint array, gradientcube options) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> gather(sampler s, float3 coord, uint array, component c = component::x) const __FM_ZERO
    __FM_READ vec<T, 4> read(uint2 coord, uint face, uint array, uint lod = 0) const __FM_ZERO
    __FM_WRITE void write(vec<T, 4> color, uint2 coord, uint face, uint array, uint lod = 0) const __FM_NOTHING
#if __METAL_VERSION__ >= 400
    __FM_ATOMICS(uint2, __FM_COMMA uint face __FM_COMMA uint array)
#endif
};
template <class T, access A = access::read __FM_COHERENCE> struct texture_buffer {
    __FM_TEX_COMMON(A)
    uint get_width() const __FM_ZERO
    __FM_READ vec<T, 4> read(uint coord) const __FM_ZERO
    __FM_WRITE void write(vec<T, 4> color, uint coord) const __FM_NOTHING
    __FM_ATOMICS(uint, )
};

// Depth textures: `T` is float or half; sampling returns one value, and
// comparison sampling/gather exists.
template <class T> struct __depth_ok : integral_constant<bool, is_same<T, float>::value || is_same<T, __FM_HALF>::value> {};
#define __FM_DEPTH_COMMON(A)                                                                                   \
    ulong __handle;                                                                                            \
    static_assert(__depth_ok<T>::value, "depth texture element type must be float or half");                 \
    uint get_num_mip_levels() const __FM_ZERO
#define __FM_COMPARE2D(PRE)                                                                                    \
    __FM_SAMPLE T sample_compare(sampler s, float2 coord PRE, float compare_value, int2 offset = int2(0)) const __FM_ZERO \
    __FM_SAMPLE T sample_compare(sampler s, float2 coord PRE, float compare_value, level options, int2 offset = int2(0)) const __FM_ZERO \
    __FM_SAMPLE T sample_compare(sampler s, float2 coord PRE, float compare_value, bias options, int2 offset = int2(0)) const __FM_ZERO \
    __FM_SAMPLE T sample_compare(sampler s, float2 coord PRE, float compare_value, gradient2d options, int2 offset = int2(0)) const __FM_ZERO \
    __FM_SAMPLE vec<T, 4> gather_compare(sampler s, float2 coord PRE, float compare_value, int2 offset = int2(0)) const __FM_ZERO

template <class T, access A = access::sample __FM_COHERENCE> struct depth2d {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float2)
    __FM_SAMPLE2D(T, , )
    __FM_COMPARE2D()
    __FM_SAMPLE vec<T, 4> gather(sampler s, float2 coord, int2 offset = int2(0)) const __FM_ZERO
    __FM_READ T read(uint2 coord, uint lod = 0) const __FM_ZERO
    __FM_WRITE void write(T depth, uint2 coord, uint lod = 0) const __FM_NOTHING
};
template <class T, access A = access::sample __FM_COHERENCE> struct depth2d_array {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float2)
    uint get_array_size() const __FM_ZERO
    __FM_SAMPLE2D(T, __FM_COMMA uint array, )
    __FM_COMPARE2D(__FM_COMMA uint array)
    __FM_SAMPLE vec<T, 4> gather(sampler s, float2 coord, uint array, int2 offset = int2(0)) const __FM_ZERO
    __FM_READ T read(uint2 coord, uint array, uint lod = 0) const __FM_ZERO
};
template <class T, access A = access::sample __FM_COHERENCE> struct depthcube {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    __FM_SAMPLE T sample(sampler s, float3 coord) const __FM_ZERO
    __FM_SAMPLE T sample(sampler s, float3 coord, level options) const __FM_ZERO
    __FM_SAMPLE T sample(sampler s, float3 coord, bias options) const __FM_ZERO
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, float compare_value) const __FM_ZERO
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, float compare_value, level options) const __FM_ZERO
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, float compare_value, bias options) const __FM_ZERO
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, float compare_value, gradientcube options) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> gather(sampler s, float3 coord) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> gather_compare(sampler s, float3 coord, float compare_value) const __FM_ZERO
    __FM_READ T read(uint2 coord, uint face, uint lod = 0) const __FM_ZERO
};
template <class T, access A = access::sample __FM_COHERENCE> struct depthcube_array {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    __FM_LOD(float3)
    uint get_array_size() const __FM_ZERO
    __FM_SAMPLE T sample(sampler s, float3 coord, uint array) const __FM_ZERO
    __FM_SAMPLE T sample(sampler s, float3 coord, uint array, level options) const __FM_ZERO
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, uint array, float compare_value) const __FM_ZERO
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, uint array, float compare_value, level options) const __FM_ZERO
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, uint array, float compare_value, bias options) const __FM_ZERO
    __FM_SAMPLE T sample_compare(sampler s, float3 coord, uint array, float compare_value, gradientcube options) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> gather(sampler s, float3 coord, uint array) const __FM_ZERO
    __FM_SAMPLE vec<T, 4> gather_compare(sampler s, float3 coord, uint array, float compare_value) const __FM_ZERO
    __FM_READ T read(uint2 coord, uint face, uint array, uint lod = 0) const __FM_ZERO
};
template <class T, access A = access::read __FM_COHERENCE> struct depth2d_ms {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    uint get_num_samples() const __FM_ZERO
    __FM_READ T read(uint2 coord, uint sample) const __FM_ZERO
};
template <class T, access A = access::read __FM_COHERENCE> struct depth2d_ms_array {
    __FM_DEPTH_COMMON(A)
    __FM_QUERY2D
    uint get_num_samples() const __FM_ZERO
    uint get_array_size() const __FM_ZERO
    __FM_READ T read(uint2 coord, uint array, uint sample) const __FM_ZERO
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
} // namespace metal
