// Stage-specific library members (MSL sections 2.17, 5.2.3, 6.9, 6.15):
// tessellation factor structs and control points, interpolants, sample
// positions, helper threads, the mesh grid of an object function.
// Declarations newer than the checked version (`__METAL_VERSION__`) are
// absent, so using them is an error as with Apple's compiler.
#pragma once

// Tessellation factors a post-tessellation pipeline reads (section 5.2.3.2;
// the layouts of the Metal framework's MTL*TessellationFactorsHalf).
struct MTLTriangleTessellationFactorsHalf {
    __FM_HALF edgeTessellationFactor[3];
    __FM_HALF insideTessellationFactor;
};
struct MTLQuadTessellationFactorsHalf {
    __FM_HALF edgeTessellationFactor[4];
    __FM_HALF insideTessellationFactor[2];
};

namespace metal {
// The control points of a patch, a [[stage_in]] member of a
// post-tessellation vertex function (section 5.2.3.2).
template <class T> struct patch_control_point {
    METAL_FUNC size_t size() const __FM_BODY(return 0;)
    const thread T &operator[](size_t i) const;
};

#if __METAL_VERSION__ >= 230
// Interpolants of fragment inputs (section 2.17, MSL 2.3).
enum class interpolation { perspective, no_perspective };
template <class T, interpolation P> struct interpolant {
    static_assert(__scalar<typename __velem<T>::type>::fp, "interpolant<T, P>: T must be a floating-point scalar or vector");
    METAL_FUNC T interpolate_at_center() const __FM_BODY(return T(0);)
    METAL_FUNC T interpolate_at_centroid() const __FM_BODY(return T(0);)
    METAL_FUNC T interpolate_at_offset(float2 offset) const __FM_BODY(return T(0);)
    METAL_FUNC T interpolate_at_sample(uint sample) const __FM_BODY(return T(0);)
};
#endif

// Sample positions of the render target (section 6.9, fragment functions).
METAL_FUNC uint get_num_samples() __FM_BODY(return 1;)
METAL_FUNC float2 get_sample_position(uint index) __FM_BODY(return float2(0.5f);)
// A helper thread of a fragment quad (section 6.9.2).
METAL_FUNC bool simd_is_helper_thread() __FM_BODY(return false;)

#if __METAL_VERSION__ >= 300
// The grid an object function dispatches mesh threadgroups on (section 5.2.3.5, MSL 3.0).
struct mesh_grid_properties {
    METAL_FUNC void set_threadgroups_per_grid(uint3 n) const __FM_BODY()
};
// The output of a mesh function (MSL 3.0, mesh functions): V per vertex, P
// per primitive (or void), at most NV vertices and NP primitives.
enum class topology { point, line, triangle };
template <class V, class P, uint NV, uint NP, topology T> struct mesh {
    static_assert(NV <= 256 && NP <= 512, "mesh<V, P, NV, NP, T>: at most 256 vertices and 512 primitives");
    METAL_FUNC void set_vertex(uint index, V v) const __FM_BODY()
    template <class Q, enable_if_t<is_same<Q, P>::value && !is_same<P, void>::value, int> = 0>
    METAL_FUNC void set_primitive(uint index, Q p) const __FM_BODY()
    METAL_FUNC void set_index(uint index, uchar value) const __FM_BODY()
    METAL_FUNC void set_primitive_count(uint count) const __FM_BODY()
};
#endif

#if __METAL_VERSION__ >= 320
// `coherent device T*`: memory coherent across the device (MSL 3.2, section 4.x);
// a qualifier the check accepts and does not model.
#define coherent
// Shader logging (section 6.19, MSL 3.2).
struct os_log {
    template <class F, class... A> METAL_FUNC void log(F format, A... args) const __FM_BODY()
    template <class F, class... A> METAL_FUNC void log_info(F format, A... args) const __FM_BODY()
    template <class F, class... A> METAL_FUNC void log_error(F format, A... args) const __FM_BODY()
    template <class F, class... A> METAL_FUNC void log_debug(F format, A... args) const __FM_BODY()
};
constant os_log os_log_default{};
#endif
} // namespace metal
