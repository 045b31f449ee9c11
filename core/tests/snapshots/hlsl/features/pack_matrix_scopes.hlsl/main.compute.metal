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
    float3x2 _e11 = float3x2(float2(Before.A[0].value), float2(Before.A[1].value), float2(Before.A[2].value));
    float3 _e13 = v;
    float2 _e14 = _e13 * transpose(_e11);
    float3x2 _e18 = float3x2(float2(Before.A[0].value), float2(Before.A[1].value), float2(Before.A[2].value));
    float3x2 _e26 = float3x2(float2(Before.A[0].value), float2(Before.A[1].value), float2(Before.A[2].value));
    Out[0u] = float4(_e14.x, _e14.y, transpose(_e18)[0].y, transpose(_e26)[1].z);
    float2x3 _e40 = After.B;
    float3 _e41 = v;
    float2 _e42 = _e41 * _e40;
    float _e57 = After.B[0].y;
    float _e58 = After.B[1].z;
    Out[1u] = float4(_e42.x, _e42.y, _e57, _e58);
    float3x2 _e66 = float3x2(float2(After.C[0].value), float2(After.C[1].value), float2(After.C[2].value));
    float3 _e68 = v;
    float2 _e69 = _e68 * transpose(_e66);
    float3x2 _e73 = float3x2(float2(After.C[0].value), float2(After.C[1].value), float2(After.C[2].value));
    float3x2 _e81 = float3x2(float2(After.C[0].value), float2(After.C[1].value), float2(After.C[2].value));
    Out[2u] = float4(_e69.x, _e69.y, transpose(_e73)[0].y, transpose(_e81)[1].z);
    float3x2 _e95 = float3x2(float2(Again.D[0].value), float2(Again.D[1].value), float2(Again.D[2].value));
    float3 _e97 = v;
    float2 _e98 = _e97 * transpose(_e95);
    float3x2 _e102 = float3x2(float2(Again.D[0].value), float2(Again.D[1].value), float2(Again.D[2].value));
    float3x2 _e110 = float3x2(float2(Again.D[0].value), float2(Again.D[1].value), float2(Again.D[2].value));
    Out[3u] = float4(_e98.x, _e98.y, transpose(_e102)[0].y, transpose(_e110)[1].z);
    Item _e123 = Items[1u];
    it = _e123;
    float3x2 _e133 = float3x2(float2(it.m[0]), float2(it.m[1]), float2(it.m[2]));
    float2 _e134 = _e133 * float3(1.0f, 2.0f, 3.0f);
    float _e143 = it.m[2].y;
    float _e144 = it.k;
    Out[4u] = float4(_e134.x, _e134.y, _e143, _e144);
    return;
}
