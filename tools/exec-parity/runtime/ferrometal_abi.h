// What the kernel's translation unit and the runtime (ferrometal_runtime.cpp)
// share. No library headers: the kernel's side sees only msl-std.
#pragma once

namespace ferrometal_rt {

struct Builtins {
    unsigned grid[3];        // thread_position_in_grid
    unsigned local[3];       // thread_position_in_threadgroup
    unsigned group[3];       // threadgroup_position_in_grid
    unsigned group_size[3];  // threads_per_threadgroup
    unsigned groups[3];      // threadgroups_per_grid
    unsigned grid_size[3];   // threads_per_grid
    unsigned local_index;    // thread_index_in_threadgroup
    unsigned lane;           // thread_index_in_simdgroup
    unsigned simd_width;     // threads_per_simdgroup
    unsigned simd_index;     // simdgroup_index_in_threadgroup
    unsigned simd_count;     // simdgroups_per_threadgroup
};

} // namespace ferrometal_rt

// Defined by the runtime.
extern "C" void *ferrometal_buffer(unsigned index);
extern "C" unsigned ferrometal_buffer_size(unsigned index);
// A `[[texture(n)]]`'s handle (its resource ID) and a `[[sampler(n)]]`'s state
// (ferrometal_textures.h); `ferrometal_texture_id` is the resource ID whether
// or not the case gives that texture (a use of a missing one fails the run).
extern "C" unsigned long ferrometal_texture(unsigned index);
extern "C" unsigned long ferrometal_texture_id(unsigned index);
extern "C" unsigned long ferrometal_sampler(unsigned index);

// Defined by the kernel's translation unit.
void ferrometal_dispatch_thread(const ferrometal_rt::Builtins &b);
extern "C" const unsigned ferrometal_group_size[3];
extern "C" const unsigned ferrometal_buffer_list[];
extern "C" const unsigned ferrometal_buffer_count;

#ifdef FERROMETAL_EXEC
namespace ferrometal_rt {
template <class T> struct strip { typedef T type; };
template <class T> struct strip<T &> { typedef T type; };
template <class T> struct strip<const T> { typedef T type; };
template <class T> struct strip<const T &> { typedef T type; };

// A `[[buffer(n)]]` parameter: a device/constant reference or pointer.
template <class P> struct binder {
    static P get(unsigned i) { return *reinterpret_cast<typename strip<P>::type *>(ferrometal_buffer(i)); }
};
template <class P> struct binder<P &> {
    static P &get(unsigned i) { return *reinterpret_cast<P *>(ferrometal_buffer(i)); }
};
template <class T> struct binder<T *> {
    static T *get(unsigned i) { return reinterpret_cast<T *>(ferrometal_buffer(i)); }
};
template <class P> inline P bind_buffer(unsigned index) { return binder<P>::get(index); }

// A `[[texture(n)]]` or `[[sampler(n)]]` parameter: msl-std's types carry a handle.
template <class P> inline P bind_texture(unsigned index) {
    typename strip<P>::type t;
    t.__handle = ferrometal_texture(index);
    return t;
}
template <class P> inline P bind_sampler(unsigned index) {
    typename strip<P>::type s;
    s.__handle = ferrometal_sampler(index);
    return s;
}

// An array of textures or samplers at `[[texture(n)]]` / `[[sampler(n)]]`:
// element k is index n + k. A texture element the case leaves out fails the
// run only when it is used, as in Metal; every sampler element must be given.
template <class P> inline P bind_texture_array(unsigned index) {
    typename strip<P>::type a;
    for (unsigned k = 0; k < a.size(); ++k) a[k].__handle = ferrometal_texture_id(index + k);
    return a;
}
template <class P> inline P bind_sampler_array(unsigned index) {
    typename strip<P>::type a;
    for (unsigned k = 0; k < a.size(); ++k) a[k].__handle = ferrometal_sampler(index + k);
    return a;
}

// A built-in parameter: `uint3`, `uint2`, `uint` (or `ushort…`) from the runtime's values.
template <class P> inline P builtin3(const unsigned (&v)[3]) {
    typedef typename strip<P>::type T;
    if constexpr (__is_constructible(T, unsigned, unsigned, unsigned)) {
        return T(v[0], v[1], v[2]);
    } else if constexpr (__is_constructible(T, unsigned, unsigned)) {
        return T(v[0], v[1]);
    } else {
        return T(v[0]);
    }
}
template <class P> inline P builtin1(unsigned v) { return typename strip<P>::type(v); }
} // namespace ferrometal_rt
#endif
