#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct One {
    float x;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(One) == 4, "One: size");
static_assert(__builtin_offsetof(One, x) == 0, "One::x: offset");
#endif

struct Pair {
    packed_float2 a;
    float b;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pair) == 12, "Pair: size");
static_assert(__builtin_offsetof(Pair, a) == 0, "Pair::a: offset");
static_assert(__builtin_offsetof(Pair, b) == 8, "Pair::b: offset");
#endif

struct stride16_elem5 {
    One value;
    uchar pad[12];
};

struct type_Tail {
    float head;
    uchar _pad1[12];
    One one;
    float post;
    uchar _pad3[8];
    Pair pair;
    uchar _pad4[4];
    float2 two;
    uchar _pad5[8];
    array<stride16_elem5, 1> ones;
    One ones_last;
    float last;
    uchar _pad8[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Tail) == 96, "type_Tail: size");
static_assert(__builtin_offsetof(type_Tail, head) == 0, "type_Tail::head: offset");
static_assert(__builtin_offsetof(type_Tail, one) == 16, "type_Tail::one: offset");
static_assert(__builtin_offsetof(type_Tail, post) == 20, "type_Tail::post: offset");
static_assert(__builtin_offsetof(type_Tail, pair) == 32, "type_Tail::pair: offset");
static_assert(__builtin_offsetof(type_Tail, two) == 48, "type_Tail::two: offset");
static_assert(__builtin_offsetof(type_Tail, ones) == 64, "type_Tail::ones: offset");
static_assert(__builtin_offsetof(type_Tail, ones_last) == 80, "type_Tail::ones_last: offset");
static_assert(__builtin_offsetof(type_Tail, last) == 84, "type_Tail::last: offset");
#endif

kernel void main0(
    constant type_Tail& Tail [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    Out[0u] = Tail.head;
    Out[1u] = Tail.one.x;
    Out[2u] = Tail.post;
    Out[3u] = Tail.pair.a.x;
    Out[4u] = Tail.pair.a.y;
    Out[5u] = Tail.pair.b;
    Out[6u] = Tail.two.x;
    Out[7u] = Tail.two.y;
    Out[8u] = Tail.ones[0].value.x;
    Out[9u] = Tail.ones_last.x;
    Out[10u] = Tail.last;
    return;
}
