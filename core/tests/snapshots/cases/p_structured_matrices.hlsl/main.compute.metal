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
    float3x3 _e43 = float3x3(float3(it.d[0]), float3(it.d[1]), float3(it.d[2]));
    float3x3 matrix_1 = transpose(transpose(transpose(_e43)));
    it.d[0] = matrix_1[0];
    it.d[1] = matrix_1[1];
    it.d[2] = matrix_1[2];
    uint _e48 = i;
    Item _e50 = it;
    Res[_e48] = _e50;
    uint _e54 = i;
    Item _e58 = In[1u - _e54];
    o = _e58;
    float _e62 = o.s;
    o.s = _e62 + 100.0f;
    uint _e66 = i;
    Item _e70 = o;
    Res[_e66 + 2u] = _e70;
    uint _e73 = i;
    Res[_e73 + 2u].c[2] = float2(-1.0f, -2.0f);
    uint _e87 = i;
    uint _e94 = i;
    Res[_e87 + 2u].c[1][_e94] = 5.0f;
    uint _e99 = i;
    float2x3 matrix_2 = transpose(float3x2(float2(8.0f, 9.0f), float2(10.0f, 11.0f), float2(12.0f, 13.0f)));
    Res[_e99 + 2u].b[0] = matrix_2[0];
    Res[_e99 + 2u].b[1] = matrix_2[1];
    uint _e117 = i;
    uint _e125 = i;
    float2x3 _e132 = float2x3(float3(In[_e125].b[0]), float3(In[_e125].b[1]));
    float3 _e134 = float2(1.0f, -1.0f) * transpose(_e132);
    uint _e136 = i;
    float2x2 _e140 = float2x2(float2(In[_e136].a[0]), float2(In[_e136].a[1]));
    uint _e143 = i;
    Out[(_e117 * 3u) + 0u] = float4(_e134.x, _e134.y, _e134.z, transpose(_e140)[1][_e143]);
    uint _e151 = i;
    uint _e163 = i;
    float3x2 _e166 = float3x2(float2(In[_e163].c[0]), float2(In[_e163].c[1]), float2(In[_e163].c[2]));
    float2 _e167 = _e166 * float3(1.0f, 2.0f, 3.0f);
    uint _e169 = i;
    float3x3 _e172 = float3x3(float3(In[_e169].d[0]), float3(In[_e169].d[1]), float3(In[_e169].d[2]));
    uint _e176 = i;
    float _e181 = In[_e176].s;
    Out[(_e151 * 3u) + 1u] = float4(_e167.x, _e167.y, determinant(transpose(_e172)), _e181);
    uint _e185 = i;
    uint _e193 = i;
    uint _e198 = i;
    float2x2 _e203 = float2x2(float2(In[_e193].a[0]), float2(In[_e193].a[1]));
    float2x2 _e205 = float2x2(float2(In[1u - _e198].a[0]), float2(In[1u - _e198].a[1]));
    float2 _e209 = (transpose(_e205) * transpose(_e203))[1];
    uint _e211 = i;
    float2 _e218 = float2(In[_e211].c[2]);
    Out[(_e185 * 3u) + 2u] = float4(_e209.x, _e209.y, _e218.x, _e218.y);
    return;
}
