#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Item {
    float s;
    array<packed_float2, 2> a;
    array<packed_float3, 2> b;
    array<packed_float2, 3> c;
    array<packed_float3, 3> d;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item) == 104, "Item: size");
static_assert(__builtin_offsetof(Item, s) == 0, "Item::s: offset");
static_assert(__builtin_offsetof(Item, a) == 4, "Item::a: offset");
static_assert(__builtin_offsetof(Item, b) == 20, "Item::b: offset");
static_assert(__builtin_offsetof(Item, c) == 44, "Item::c: offset");
static_assert(__builtin_offsetof(Item, d) == 68, "Item::d: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device Item* In [[buffer(0)]],
    device Item* Res [[buffer(1)]],
    device float4* Out [[buffer(2)]]
) {
    uint3 id_1 = {};
    uint i = {};
    Item it = {};
    Item o = {};
    id_1 = id;
    i = id_1.x;
    it = In[i];
    float3x2 _e14 = transpose(float2x3(float3(it.b[0]), float3(it.b[1])));
    float2 _e16 = float2(2.0f);
    float3x2 _e17 = float3x2(_e16, _e16, _e16);
    float2x3 matrix = transpose(float3x2(_e14[0] * _e17[0], _e14[1] * _e17[1], _e14[2] * _e17[2]));
    it.b[0] = matrix[0];
    it.b[1] = matrix[1];
    it.c[i] = float2(10.0f, 20.0f);
    it.c[0].y = 7.0f;
    it.a[1].x = 6.0f;
    uint _e48 = i;
    float3 _e56 = transpose(float3x3(float3(it.d[0]), float3(it.d[1]), float3(it.d[2])))[_e48] + float3(1.0f, 1.0f, 1.0f);
    it.d[0][_e48] = _e56.x;
    it.d[1][_e48] = _e56.y;
    it.d[2][_e48] = _e56.z;
    float3x3 matrix_1 = transpose(transpose(transpose(float3x3(float3(it.d[0]), float3(it.d[1]), float3(it.d[2])))));
    it.d[0] = matrix_1[0];
    it.d[1] = matrix_1[1];
    it.d[2] = matrix_1[2];
    Res[i] = it;
    o = In[1u - i];
    o.s = o.s + 100.0f;
    Res[i + 2u] = o;
    Res[i + 2u].c[2] = float2(-1.0f, -2.0f);
    Res[i + 2u].c[1][i] = 5.0f;
    float2x3 matrix_2 = transpose(float3x2(float2(8.0f, 9.0f), float2(10.0f, 11.0f), float2(12.0f, 13.0f)));
    Res[i + 2u].b[0] = matrix_2[0];
    Res[i + 2u].b[1] = matrix_2[1];
    uint _e142 = i;
    float2 _e152 = float2(-1.0f, -2.0f);
    Res[_e142 + 2u].b[0].z = _e152.x;
    Res[_e142 + 2u].b[1].z = _e152.y;
    uint _e161 = i;
    uint _e166 = i;
    float3 _e170 = float3(8.0f, 9.0f, 10.0f);
    Res[_e161 + 2u].d[0][_e166] = _e170.x;
    Res[_e161 + 2u].d[1][_e166] = _e170.y;
    Res[_e161 + 2u].d[2][_e166] = _e170.z;
    Res[i + 2u].d[1].z = 4.0f;
    Res[i + 2u].a[0][1u - i] = 3.0f;
    float3 _e224 = float2(1.0f, -1.0f) * transpose(float2x3(float3(In[i].b[0]), float3(In[i].b[1])));
    Out[(i * 3u) + 0u] = float4(_e224.x, _e224.y, _e224.z, In[i].a[i].y);
    float2 _e256 = float3x2(float2(In[i].c[0]), float2(In[i].c[1]), float2(In[i].c[2])) * float3(1.0f, 2.0f, 3.0f);
    Out[(i * 3u) + 1u] = float4(_e256.x, _e256.y, determinant(transpose(float3x3(float3(In[i].d[0]), float3(In[i].d[1]), float3(In[i].d[2])))), In[i].s);
    float2 _e298 = (transpose(float2x2(float2(In[1u - i].a[0]), float2(In[1u - i].a[1]))) * transpose(float2x2(float2(In[i].a[0]), float2(In[i].a[1]))))[1];
    float2 _e307 = float2(In[i].c[2]);
    Out[(i * 3u) + 2u] = float4(_e298.x, _e298.y, _e307.x, _e307.y);
    return;
}
