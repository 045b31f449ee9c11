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
    float4x4 _e16 = Transforms.RowMajorM;
    Out[0u] = v * _e16;
    float4x4 _e26 = Transforms.ColumnMajorM;
    Out[1u] = transpose(_e26) * v;
    float4x4 _e35 = Transforms.DefaultM;
    float4x4 _e42 = Transforms.DefaultM;
    float4x4 _e48 = Transforms.DefaultM;
    float4x4 _e54 = Transforms.DefaultM;
    float4x4 _e55 = transpose(_e54);
    float2 _e60 = float2(_e55[0].y, _e55[1].x);
    float4x4 _e63 = Transforms.DefaultM;
    Out[2u] = ((v * transpose(_e35)) + transpose(_e42)[1]) + float4(transpose(_e48)[0].x, _e60.x, _e60.y, transpose(_e63)[3].w);
    float3x3 _e77 = Transforms.NormalM;
    float3 _e81 = v.xyz * transpose(_e77);
    float3x3 _e84 = Transforms.NormalM;
    Out[3u] = float4(_e81.x, _e81.y, _e81.z, determinant(transpose(_e84)));
    float3x4 _e97 = Transforms.Affine;
    float3 _e99 = v * _e97;
    float3x4 _e102 = Transforms.Affine;
    Out[4u] = float4(_e99.x, _e99.y, _e99.z, transpose(_e102)[0].x);
    float4x4 _e116 = Transforms.RowMajorM;
    float4x4 _e117 = Transforms.ColumnMajorM;
    product = transpose(_e117) * _e116;
    Out[5u] = product[2];
    return;
}
