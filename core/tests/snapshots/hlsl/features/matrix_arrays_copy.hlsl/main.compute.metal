#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct packed_float2_line16 {
    packed_float2 value;
    uchar pad[8];
};

struct stride16_elem1 {
    float value;
    uchar pad[12];
};

struct type_Data {
    array<stride16_elem1, 4> scalars;
    array<float4, 2> vectors;
    array<array<packed_float2_line16, 3>, 2> matrices;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Data) == 192, "type_Data: size");
static_assert(__builtin_offsetof(type_Data, scalars) == 0, "type_Data::scalars: offset");
static_assert(__builtin_offsetof(type_Data, vectors) == 64, "type_Data::vectors: offset");
static_assert(__builtin_offsetof(type_Data, matrices) == 96, "type_Data::matrices: offset");
#endif

struct Copy {
    array<float4, 2> vectors;
    array<float3x2, 2> matrices;
    array<float, 4> scalars;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Copy) == 96, "Copy: size");
static_assert(__builtin_offsetof(Copy, vectors) == 0, "Copy::vectors: offset");
static_assert(__builtin_offsetof(Copy, matrices) == 32, "Copy::matrices: offset");
static_assert(__builtin_offsetof(Copy, scalars) == 80, "Copy::scalars: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Data& Data [[buffer(0)]],
    device Copy* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    Copy c = {};
    id_1 = id;
    array<stride16_elem1, 4> _e6 = Data.scalars;
    c.scalars = array<float, 4> {_e6[0].value, _e6[1].value, _e6[2].value, _e6[3].value};
    c.vectors = Data.vectors;
    array<array<packed_float2_line16, 3>, 2> _e19 = Data.matrices;
    array<float2x3, 2> _e24 = array<float2x3, 2> {transpose(float3x2(float2(_e19[0][0].value), float2(_e19[0][1].value), float2(_e19[0][2].value))), transpose(float3x2(float2(_e19[1][0].value), float2(_e19[1][1].value), float2(_e19[1][2].value)))};
    c.matrices = array<float3x2, 2> {transpose(_e24[0]), transpose(_e24[1])};
    c.matrices[1][2].x = c.matrices[1][2].x + c.scalars[0];
    Out[id_1.x] = c;
    return;
}
