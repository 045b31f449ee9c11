#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void put3(thread uint& k, int3 v, device int* Out) {
    Out[k] = v.x;
    Out[k + 1u] = v.y;
    Out[k + 2u] = v.z;
    k = k + 3u;
    return;
}

void put23(thread uint& k, array<int3, 2> m, device int* Out) {
    array<int3, 2> m_1 = {};
    uint _k = {};
    uint _k_1 = {};
    m_1 = m;
    _k = k;
    put3(_k, m_1[0], Out);
    k = _k;
    _k_1 = k;
    put3(_k_1, m_1[1], Out);
    k = _k_1;
    return;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int* In [[buffer(0)]],
    device int* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    array<int3, 2> a = {};
    array<int2, 3> b = {};
    array<int3, 2> t = {};
    uint k = {};
    uint _k = {};
    uint _k_1 = {};
    array<int2, 2> m = {};
    uint _k_2 = {};
    int2 mv = {};
    array<uint3, 2> u = {};
    uint _k_3 = {};
    array<bool3, 2> lt = {};
    uint _k_4 = {};
    uint _k_5 = {};
    float2x3 half_a = {};
    uint _k_6 = {};
    uint _k_7 = {};
    id_1 = id;
    a = array<int3, 2> {int3(In[0u], In[1u], In[2u]), int3(In[3u], In[4u], In[5u])};
    b = array<int2, 3> {int2(In[6u], In[7u]), int2(In[8u], In[9u]), int2(In[10u], In[11u])};
    array<int2, 3> _e72 = b;
    t = array<int3, 2> {int3(_e72[0].x, _e72[1].x, _e72[2].x), int3(_e72[0].y, _e72[1].y, _e72[2].y)};
    k = 0u;
    array<int3, 2> _e91 = a;
    array<int3, 2> _e92 = t;
    _k = k;
    put23(_k, array<int3, 2> {_e91[0] + _e92[0], _e91[1] + _e92[1]}, Out);
    k = _k;
    array<int3, 2> _e103 = a;
    array<int3, 2> _e104 = t;
    _k_1 = k;
    put23(_k_1, array<int3, 2> {_e103[0] * _e104[0], _e103[1] * _e104[1]}, Out);
    k = _k_1;
    array<int3, 2> _e116 = a;
    array<int2, 3> _e117 = b;
    m = array<int2, 2> {int2(((_e116[0].x * _e117[0].x) + (_e116[0].y * _e117[1].x)) + (_e116[0].z * _e117[2].x), ((_e116[0].x * _e117[0].y) + (_e116[0].y * _e117[1].y)) + (_e116[0].z * _e117[2].y)), int2(((_e116[1].x * _e117[0].x) + (_e116[1].y * _e117[1].x)) + (_e116[1].z * _e117[2].x), ((_e116[1].x * _e117[0].y) + (_e116[1].y * _e117[1].y)) + (_e116[1].z * _e117[2].y))};
    Out[k] = m[0].x;
    Out[k + 1u] = m[0].y;
    Out[k + 2u] = m[1].x;
    Out[k + 3u] = m[1].y;
    k = k + 4u;
    int2 _e232 = int2(1, -2);
    array<int3, 2> _e233 = a;
    _k_2 = k;
    put3(_k_2, int3((_e232.x * _e233[0].x) + (_e232.y * _e233[1].x), (_e232.x * _e233[0].y) + (_e232.y * _e233[1].y), (_e232.x * _e233[0].z) + (_e232.y * _e233[1].z)), Out);
    k = _k_2;
    int3 _e270 = int3(1, 0, -1);
    array<int3, 2> _e271 = a;
    mv = int2(((_e271[0].x * _e270.x) + (_e271[0].y * _e270.y)) + (_e271[0].z * _e270.z), ((_e271[1].x * _e270.x) + (_e271[1].y * _e270.y)) + (_e271[1].z * _e270.z));
    Out[k] = mv.x;
    Out[k + 1u] = mv.y;
    k = k + 2u;
    array<int3, 2> _e319 = a;
    array<uint3, 2> _e324 = array<uint3, 2> {uint3(_e319[0]), uint3(_e319[1])};
    uint3 _e327 = uint3(2u);
    array<uint3, 2> _e328 = array<uint3, 2> {_e327, _e327};
    u = array<uint3, 2> {_e324[0] << (_e328[0] & uint3(31u)), _e324[1] << (_e328[1] & uint3(31u))};
    array<uint3, 2> _e342 = u;
    _k_3 = k;
    put23(_k_3, array<int3, 2> {int3(_e342[0]), int3(_e342[1])}, Out);
    k = _k_3;
    array<int3, 2> _e352 = t;
    array<int3, 2> _e353 = a;
    lt = array<bool3, 2> {_e352[0] < _e353[0], _e352[1] < _e353[1]};
    array<bool3, 2> _e361 = lt;
    _k_4 = k;
    put23(_k_4, array<int3, 2> {int3(_e361[0]), int3(_e361[1])}, Out);
    k = _k_4;
    array<int3, 2> _e370 = a;
    _k_5 = k;
    put23(_k_5, array<int3, 2> {-_e370[0], -_e370[1]}, Out);
    k = _k_5;
    a[1].z = 9;
    a[0].y = 7;
    array<int3, 2> _e388 = a;
    int3 _e390 = int3(1);
    array<int3, 2> _e391 = array<int3, 2> {_e390, _e390};
    a = array<int3, 2> {_e388[0] + _e391[0], _e388[1] + _e391[1]};
    array<int3, 2> _e401 = a;
    float2x3 _e406 = float2x3(float3(_e401[0]), float3(_e401[1]));
    float3 _e408 = float3(0.5f);
    float2x3 _e409 = float2x3(_e408, _e408);
    half_a = float2x3(_e406[0] * _e409[0], _e406[1] * _e409[1]);
    float2x3 _e417 = half_a;
    _k_6 = k;
    put23(_k_6, array<int3, 2> {int3(_e417[0]), int3(_e417[1])}, Out);
    k = _k_6;
    array<bool3, 2> _e429 = lt;
    Out[k] = (any(_e429[0]) || any(_e429[1])) ? 1 : 0;
    array<bool3, 2> _e444 = lt;
    Out[k + 1u] = (all(_e444[0]) && all(_e444[1])) ? 1 : 0;
    k = k + 2u;
    uint _e459 = id_1.x;
    _k_7 = k;
    put3(_k_7, a[_e459 + 1u], Out);
    k = _k_7;
    return;
}
