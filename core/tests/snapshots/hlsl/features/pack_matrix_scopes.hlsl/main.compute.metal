#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct packed_float2_line16 {
    packed_float2 value;
    uchar pad[8];
};

struct type_Before {
    array<packed_float2_line16, 3> A;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Before) == 48, "type_Before: size");
static_assert(__builtin_offsetof(type_Before, A) == 0, "type_Before::A: offset");
#endif

struct type_After {
    float2x3 B;
    array<packed_float2_line16, 3> C;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_After) == 80, "type_After: size");
static_assert(__builtin_offsetof(type_After, B) == 0, "type_After::B: offset");
static_assert(__builtin_offsetof(type_After, C) == 32, "type_After::C: offset");
#endif

struct Item {
    array<packed_float2, 3> m;
    float k;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item) == 28, "Item: size");
static_assert(__builtin_offsetof(Item, m) == 0, "Item::m: offset");
static_assert(__builtin_offsetof(Item, k) == 24, "Item::k: offset");
#endif

struct type_Again {
    array<packed_float2_line16, 3> D;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Again) == 48, "type_Again: size");
static_assert(__builtin_offsetof(type_Again, D) == 0, "type_Again::D: offset");
#endif

kernel void main0(
    constant type_Before& Before [[buffer(0)]],
    constant type_After& After [[buffer(1)]],
    const device Item* Items [[buffer(2)]],
    constant type_Again& Again [[buffer(3)]],
    device float4* Out [[buffer(4)]]
) {
    float3 v = {};
    Item it = {};
    v = float3(1.0f, 10.0f, 100.0f);
    float2 _e14 = v * transpose(float3x2(float2(Before.A[0].value), float2(Before.A[1].value), float2(Before.A[2].value)));
    Out[0u] = float4(_e14.x, _e14.y, Before.A[1].value.x, Before.A[2].value.y);
    float2 _e40 = v * After.B;
    Out[1u] = float4(_e40.x, _e40.y, After.B[0].y, After.B[1].z);
    float2 _e67 = v * transpose(float3x2(float2(After.C[0].value), float2(After.C[1].value), float2(After.C[2].value)));
    Out[2u] = float4(_e67.x, _e67.y, After.C[1].value.x, After.C[2].value.y);
    float2 _e94 = v * transpose(float3x2(float2(Again.D[0].value), float2(Again.D[1].value), float2(Again.D[2].value)));
    Out[3u] = float4(_e94.x, _e94.y, Again.D[1].value.x, Again.D[2].value.y);
    it = Items[1u];
    float2 _e128 = float3x2(float2(it.m[0]), float2(it.m[1]), float2(it.m[2])) * float3(1.0f, 2.0f, 3.0f);
    Out[4u] = float4(_e128.x, _e128.y, it.m[2].y, it.k);
    return;
}
