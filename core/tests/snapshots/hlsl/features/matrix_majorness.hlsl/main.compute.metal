#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Transforms {
    float4x4 RowMajorM;
    float4x4 ColumnMajorM;
    float4x4 DefaultM;
    float3x3 NormalM;
    float3x4 Affine;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Transforms) == 288, "type_Transforms: size");
static_assert(__builtin_offsetof(type_Transforms, RowMajorM) == 0, "type_Transforms::RowMajorM: offset");
static_assert(__builtin_offsetof(type_Transforms, ColumnMajorM) == 64, "type_Transforms::ColumnMajorM: offset");
static_assert(__builtin_offsetof(type_Transforms, DefaultM) == 128, "type_Transforms::DefaultM: offset");
static_assert(__builtin_offsetof(type_Transforms, NormalM) == 192, "type_Transforms::NormalM: offset");
static_assert(__builtin_offsetof(type_Transforms, Affine) == 240, "type_Transforms::Affine: offset");
#endif

kernel void main0(
    constant type_Transforms& Transforms [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    float4 v = {};
    float4x4 product = {};
    v = float4(1.0f, 2.0f, 3.0f, 4.0f);
    Out[0u] = v * Transforms.RowMajorM;
    Out[1u] = transpose(Transforms.ColumnMajorM) * v;
    float2 _e63 = float2(Transforms.DefaultM[1].x, Transforms.DefaultM[0].y);
    Out[2u] = ((v * transpose(Transforms.DefaultM)) + transpose(Transforms.DefaultM)[1]) + float4(Transforms.DefaultM[0].x, _e63.x, _e63.y, Transforms.DefaultM[3].w);
    float3 _e79 = v.xyz * transpose(Transforms.NormalM);
    Out[3u] = float4(_e79.x, _e79.y, _e79.z, determinant(transpose(Transforms.NormalM)));
    float3 _e97 = v * Transforms.Affine;
    Out[4u] = float4(_e97.x, _e97.y, _e97.z, transpose(Transforms.Affine)[0].x);
    product = transpose(Transforms.ColumnMajorM) * Transforms.RowMajorM;
    Out[5u] = product[2];
    return;
}
