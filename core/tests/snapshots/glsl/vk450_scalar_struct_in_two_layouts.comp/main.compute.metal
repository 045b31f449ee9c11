#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Item_scalar {
    packed_float3 p;
    float w;
    float2 uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item_scalar) == 24, "Item_scalar: size");
static_assert(__builtin_offsetof(Item_scalar, p) == 0, "Item_scalar::p: offset");
static_assert(__builtin_offsetof(Item_scalar, w) == 12, "Item_scalar::w: offset");
static_assert(__builtin_offsetof(Item_scalar, uv) == 16, "Item_scalar::uv: offset");
#endif

struct Item {
    packed_float3 p;
    float w;
    float2 uv;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item) == 32, "Item: size");
static_assert(__builtin_offsetof(Item, p) == 0, "Item::p: offset");
static_assert(__builtin_offsetof(Item, w) == 12, "Item::w: offset");
static_assert(__builtin_offsetof(Item, uv) == 16, "Item::uv: offset");
#endif

void _glsl_main(device Item_scalar* packed_items, device Item* padded_items) {
    Item_scalar _e8 = packed_items[0u];
    padded_items[0u] = Item {float3(_e8.p), _e8.w, _e8.uv};
    Item _e21 = padded_items[1u];
    packed_items[1u] = Item_scalar {float3(_e21.p), _e21.w, _e21.uv};
    packed_items[2u].uv = padded_items[2u].uv * float2(packed_items[2u].w);
    return;
}

kernel void main0(
    device Item_scalar* packed_items [[buffer(0)]],
    device Item* padded_items [[buffer(1)]]
) {
    _glsl_main(packed_items, padded_items);
    return;
}
