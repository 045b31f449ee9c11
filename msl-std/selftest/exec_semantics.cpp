// Execution-mode self-test of msl-std: compiled as C++17 with
// -DFERROMETAL_EXEC and run by core/tests/msl_check.rs. Every expected value
// is computed by hand from the MSL specification.
#include <metal_stdlib>
#include <stdio.h>

using namespace metal;

// A runtime without fibers: barriers return at once, and the SIMD exchange
// answers for the other lanes from `lanes` (set by the test), so the SIMD
// functions can be checked at width 8 as one lane.
struct FakeSimd {
    unsigned width = 1, lane = 0;
    unsigned long mask = 1;
    unsigned char lanes[64 * 16] = {};
};
static FakeSimd &simd() {
    static FakeSimd s;
    return s;
}
template <class T> static void set_lanes(unsigned width, unsigned lane, const thread T *values) {
    simd().width = width;
    simd().lane = lane;
    simd().mask = width == 64 ? ~0ul : (1ul << width) - 1;
    __builtin_memcpy(simd().lanes, values, width * sizeof(T));
}
extern "C" {
void __ferrometal_threadgroup_barrier(unsigned) {}
void __ferrometal_simdgroup_barrier(unsigned) {}
unsigned long __ferrometal_simd_exchange(const void *mine, void *all, unsigned size) {
    __builtin_memcpy(all, simd().lanes, simd().width * size);
    __builtin_memcpy((unsigned char *)all + simd().lane * size, mine, size);
    return simd().mask;
}
unsigned __ferrometal_simd_lane(void) { return simd().lane; }
unsigned __ferrometal_simd_width(void) { return simd().width; }
bool __ferrometal_function_constant(unsigned index, void *out, unsigned size) {
    if (index != 3) return false;
    if (out && size == 4) {
        float v = 2.5f;
        __builtin_memcpy(out, &v, 4);
    }
    return true;
}
void __ferrometal_discard_fragment(void) {}
}

// (A function, not a program-scope variable, which MSL and the pre-pass reject.)
static int &failures() {
    static int n = 0;
    return n;
}
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            printf("exec_semantics.cpp:%d: CHECK failed: %s\n", __LINE__, #cond);                  \
            ++failures();                                                                            \
        }                                                                                          \
    } while (0)

constant float scale [[function_constant(3)]];
constant float scale_value = is_function_constant_defined(scale) ? scale : 1.0;
constant int missing [[function_constant(4)]];
constant int missing_value = is_function_constant_defined(missing) ? missing : 7;

kernel void k(device float4 *out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    threadgroup float shared_tile[4];
    shared_tile[i] = 1.0;
    out[i] = float4(shared_tile[i], scale_value, float(missing_value), 0.5);
}

int main() {
    // Constructors and swizzles.
    float4 v = float4(1.0f, -2.0f, 3.0f, -4.0f);
    float4 w = float4(v.xy, 5.0f, 6.0f);
    CHECK(w.x == 1.0f && w.y == -2.0f && w.z == 5.0f && w.w == 6.0f);
    CHECK(all(v.wzyx == float4(-4.0f, 3.0f, -2.0f, 1.0f)));
    CHECK(all(v.rgb == float3(1.0f, -2.0f, 3.0f)));
    w.zx = float2(7.0f, 8.0f);
    CHECK(w.x == 8.0f && w.z == 7.0f);
    w.y += 10.0f;
    CHECK(w.y == 8.0f);
    // Comparisons give 1 per true lane when converted, not all ones.
    uint4 lt = uint4(v < 0.0f);
    CHECK(lt.x == 0u && lt.y == 1u && lt.z == 0u && lt.w == 1u);
    int4 ilt = int4(v < 0.0f);
    CHECK(ilt.y == 1 && ilt.x == 0);
    CHECK(any(v > 2.0f) && !all(v > 0.0f));
    // Conversions: half, int truncation toward zero.
    half4 h = half4(v);
    CHECK(float(h.w) == -4.0f);
    int4 t = int4(float4(1.9f, -1.9f, 0.5f, -0.5f));
    CHECK(t.x == 1 && t.y == -1 && t.z == 0 && t.w == 0);
    // Sizes and alignments.
    static_assert(sizeof(float3) == 16 && alignof(float3) == 16, "float3");
    static_assert(sizeof(packed_float3) == 12 && alignof(packed_float3) == 4, "packed_float3");
    static_assert(sizeof(half3) == 8 && sizeof(float3x3) == 48 && sizeof(bool3) == 4, "sizes");
    // Matrices: m[i] is column i; m * v sums columns.
    float2x2 m = float2x2(float2(1.0f, 2.0f), float2(3.0f, 4.0f));
    float2 mv = m * float2(1.0f, 1.0f);
    CHECK(mv.x == 4.0f && mv.y == 6.0f);
    float2 vm = float2(1.0f, 1.0f) * m;
    CHECK(vm.x == 3.0f && vm.y == 7.0f);
    float2x2 mm = m * m;  // columns: m*(1,2) = (7,10), m*(3,4) = (15,22)
    CHECK(mm[0].x == 7.0f && mm[0].y == 10.0f && mm[1].x == 15.0f && mm[1].y == 22.0f);
    CHECK(determinant(m) == -2.0f);
    CHECK(transpose(m)[0].y == 3.0f);
    // Math and integer functions.
    CHECK(clamp(5.0f, 0.0f, 1.0f) == 1.0f);
    CHECK(all(clamp(v, -1.0f, 1.0f) == float4(1.0f, -1.0f, 1.0f, -1.0f)));
    CHECK(dot(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 5.0f, 6.0f)) == 32.0f);
    CHECK(all(cross(float3(1.0f, 0.0f, 0.0f), float3(0.0f, 1.0f, 0.0f)) == float3(0.0f, 0.0f, 1.0f)));
    CHECK(length(float2(3.0f, 4.0f)) == 5.0f);
    CHECK(fract(-0.25f) == 0.75f);
    CHECK(mix(2.0f, 4.0f, 0.25f) == 2.5f);
    CHECK(step(1.0f, 0.5f) == 0.0f && step(1.0f, 1.0f) == 1.0f);
    CHECK(popcount(0xF0F0u) == 8u && clz(1u) == 31u && ctz(8u) == 3u && clz(0u) == 32u);
    CHECK(reverse_bits(1u) == 0x80000000u);
    CHECK(extract_bits(0xABCDu, 4u, 8u) == 0xBCu);
    CHECK(extract_bits(int(0xF0), 4u, 4u) == -1);
    CHECK(insert_bits(0u, 0xFu, 8u, 4u) == 0xF00u);
    CHECK(abs(-3) == 3 && max(2u, 9u) == 9u && min(-2, 4) == -2);
    CHECK(mulhi(0x80000000u, 4u) == 2u);
    CHECK(all(select(float2(1.0f, 2.0f), float2(3.0f, 4.0f), bool2(true, false)) == float2(3.0f, 2.0f)));
    CHECK(as_type<uint>(1.0f) == 0x3F800000u);
    CHECK(pack_float_to_unorm4x8(float4(1.0f, 0.0f, 0.0f, 1.0f)) == 0xFF0000FFu);
    CHECK(unpack_unorm4x8_to_float(0xFF0000FFu).w == 1.0f);
    CHECK(pack_float_to_snorm2x16(float2(-1.0f, 1.0f)) == 0x7FFF8001u);
    // Atomics.
    device atomic_uint counter;
    atomic_store_explicit(&counter, 5u, memory_order_relaxed);
    CHECK(atomic_fetch_add_explicit(&counter, 3u, memory_order_relaxed) == 5u);
    CHECK(atomic_fetch_max_explicit(&counter, 2u, memory_order_relaxed) == 8u);
    CHECK(atomic_fetch_min_explicit(&counter, 2u, memory_order_relaxed) == 8u);
    CHECK(atomic_load_explicit(&counter, memory_order_relaxed) == 2u);
    uint expected = 2u;
    CHECK(atomic_compare_exchange_weak_explicit(&counter, &expected, 9u, memory_order_relaxed, memory_order_relaxed));
    CHECK(atomic_exchange_explicit(&counter, 1u, memory_order_relaxed) == 9u);
    // SIMD functions at width 1.
    CHECK(simd_sum(3) == 3 && simd_prefix_exclusive_sum(3) == 0 && simd_is_first());
    CHECK(ulong(simd_ballot(true)) == 1ul);
    // SIMD functions at width 8: lane i holds i; we are lane 3.
    const uint ids[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    set_lanes(8, 3, ids);
    CHECK(simd_sum(3u) == 28u);
    CHECK(simd_prefix_exclusive_sum(3u) == 3u && simd_prefix_inclusive_sum(3u) == 6u);
    CHECK(simd_max(3u) == 7u && simd_min(3u) == 0u && simd_product(3u) == 0u);
    CHECK(simd_shuffle(3u, ushort(5)) == 5u && simd_shuffle_xor(3u, ushort(1)) == 2u);
    CHECK(simd_shuffle_down(3u, ushort(2)) == 5u && simd_shuffle_up(3u, ushort(2)) == 1u);
    CHECK(simd_broadcast_first(3u) == 0u && simd_broadcast(3u, ushort(6)) == 6u && !simd_is_first());
    CHECK(quad_sum(3u) == 6u && quad_shuffle_xor(3u, ushort(1)) == 2u && quad_broadcast(3u, ushort(0)) == 0u);
    CHECK(simd_or(3u) == 7u && simd_xor(3u) == 0u && simd_and(3u) == 0u);
    const uint big[8] = {0, 0, 0, 0, 0, 1, 1, 1};
    set_lanes(8, 3, big);
    CHECK(ulong(simd_ballot(false)) == 0xE0ul && simd_any(false) && !simd_all(false));
    set_lanes(1, 0, ids);
    // Function constants and a kernel with threadgroup memory.
    float4 out[1];
    k(out, 0);
    CHECK(out[0].x == 1.0f && out[0].y == 2.5f && out[0].z == 7.0f && out[0].w == 0.5f);
    if (failures() == 0) printf("exec_semantics: all checks passed\n");
    return failures() == 0 ? 0 : 1;
}
