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
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    Item _e9 = In[_e7];
    it = _e9;
    float2x3 _e13 = float2x3(float3(it.b[0]), float3(it.b[1]));
    float3x2 _e14 = transpose(_e13);
    float2 _e16 = float2(2.0f);
    float3x2 _e17 = float3x2(_e16, _e16, _e16);
    float2x3 matrix = transpose(float3x2(_e14[0] * _e17[0], _e14[1] * _e17[1], _e14[2] * _e17[2]));
    it.b[0] = matrix[0];
    it.b[1] = matrix[1];
    uint _e30 = i;
    it.c[_e30] = float2(10.0f, 20.0f);
    it.c[0].y = 7.0f;
    it.a[1].x = 6.0f;
    uint _e48 = i;
    float3x3 _e53 = float3x3(float3(it.d[0]), float3(it.d[1]), float3(it.d[2]));
    float3 _e56 = transpose(_e53)[_e48] + float3(1.0f, 1.0f, 1.0f);
    it.d[0][_e48] = _e56.x;
    it.d[1][_e48] = _e56.y;
    it.d[2][_e48] = _e56.z;
    float3x3 _e68 = float3x3(float3(it.d[0]), float3(it.d[1]), float3(it.d[2]));
    float3x3 matrix_1 = transpose(transpose(transpose(_e68)));
    it.d[0] = matrix_1[0];
    it.d[1] = matrix_1[1];
    it.d[2] = matrix_1[2];
    uint _e73 = i;
    Item _e75 = it;
    Res[_e73] = _e75;
    uint _e79 = i;
    Item _e83 = In[1u - _e79];
    o = _e83;
    float _e87 = o.s;
    o.s = _e87 + 100.0f;
    uint _e91 = i;
    Item _e95 = o;
    Res[_e91 + 2u] = _e95;
    uint _e98 = i;
    Res[_e98 + 2u].c[2] = float2(-1.0f, -2.0f);
    uint _e112 = i;
    uint _e119 = i;
    Res[_e112 + 2u].c[1][_e119] = 5.0f;
    uint _e124 = i;
    float2x3 matrix_2 = transpose(float3x2(float2(8.0f, 9.0f), float2(10.0f, 11.0f), float2(12.0f, 13.0f)));
    Res[_e124 + 2u].b[0] = matrix_2[0];
    Res[_e124 + 2u].b[1] = matrix_2[1];
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
    uint _e182 = i;
    Res[_e182 + 2u].d[1].z = 4.0f;
    uint _e193 = i;
    uint _e199 = i;
    Res[_e193 + 2u].a[0][1u - _e199] = 3.0f;
    uint _e207 = i;
    uint _e215 = i;
    float2x3 _e222 = float2x3(float3(In[_e215].b[0]), float3(In[_e215].b[1]));
    float3 _e224 = float2(1.0f, -1.0f) * transpose(_e222);
    uint _e226 = i;
    uint _e230 = i;
    float _e236 = In[_e226].a[_e230].y;
    Out[(_e207 * 3u) + 0u] = float4(_e224.x, _e224.y, _e224.z, _e236);
    uint _e240 = i;
    uint _e252 = i;
    float3x2 _e255 = float3x2(float2(In[_e252].c[0]), float2(In[_e252].c[1]), float2(In[_e252].c[2]));
    float2 _e256 = _e255 * float3(1.0f, 2.0f, 3.0f);
    uint _e258 = i;
    float3x3 _e261 = float3x3(float3(In[_e258].d[0]), float3(In[_e258].d[1]), float3(In[_e258].d[2]));
    uint _e265 = i;
    float _e270 = In[_e265].s;
    Out[(_e240 * 3u) + 1u] = float4(_e256.x, _e256.y, determinant(transpose(_e261)), _e270);
    uint _e274 = i;
    uint _e282 = i;
    uint _e287 = i;
    float2x2 _e292 = float2x2(float2(In[_e282].a[0]), float2(In[_e282].a[1]));
    float2x2 _e294 = float2x2(float2(In[1u - _e287].a[0]), float2(In[1u - _e287].a[1]));
    float2 _e298 = (transpose(_e294) * transpose(_e292))[1];
    uint _e300 = i;
    float2 _e307 = float2(In[_e300].c[2]);
    Out[(_e274 * 3u) + 2u] = float4(_e298.x, _e298.y, _e307.x, _e307.y);
    return;
}
