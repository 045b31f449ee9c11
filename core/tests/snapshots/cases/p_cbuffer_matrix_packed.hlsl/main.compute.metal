#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct packed_float3_line16 {
    packed_float3 value;
    uchar pad[4];
};

struct packed_float2_line16 {
    packed_float2 value;
    uchar pad[8];
};

struct packed_float3_line16_x3 {
    array<packed_float3_line16, 2> lines;
    packed_float3 last;
};

struct packed_float2_line16_x2 {
    array<packed_float2_line16, 1> lines;
    packed_float2 last;
};

struct packed_float3_line16_x2 {
    array<packed_float3_line16, 1> lines;
    packed_float3 last;
};

struct Xf {
    packed_float3_line16_x3 n;
    float t;
    packed_float3_line16_x3 r;
    float u;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Xf) == 96, "Xf: size");
static_assert(__builtin_offsetof(Xf, n) == 0, "Xf::n: offset");
static_assert(__builtin_offsetof(Xf, t) == 44, "Xf::t: offset");
static_assert(__builtin_offsetof(Xf, r) == 48, "Xf::r: offset");
static_assert(__builtin_offsetof(Xf, u) == 92, "Xf::u: offset");
#endif

struct type_Params {
    Xf xf;
    packed_float2_line16_x2 a;
    float2 uv;
    packed_float3_line16_x2 b;
    float w;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 160, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, xf) == 0, "type_Params::xf: offset");
static_assert(__builtin_offsetof(type_Params, a) == 96, "type_Params::a: offset");
static_assert(__builtin_offsetof(type_Params, uv) == 120, "type_Params::uv: offset");
static_assert(__builtin_offsetof(type_Params, b) == 128, "type_Params::b: offset");
static_assert(__builtin_offsetof(type_Params, w) == 156, "type_Params::w: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Params& Params [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    uint o = {};
    float3 v = {};
    Xf c = {};
    id_1 = id;
    i = id_1.x;
    o = i * 8u;
    v = float3(1.0f, -2.0f, 0.5f);
    float3 _e28 = v * transpose(float3x3(float3(Params.xf.n.lines[0].value), float3(Params.xf.n.lines[1].value), float3(Params.xf.n.last)));
    Out[o + 0u] = float4(_e28.x, _e28.y, _e28.z, Params.xf.t);
    float3 _e48 = float3x3(float3(Params.xf.r.lines[0].value), float3(Params.xf.r.lines[1].value), float3(Params.xf.r.last)) * v;
    Out[o + 1u] = float4(_e48.x, _e48.y, _e48.z, Params.xf.u);
    float2 _e70 = Params.uv * transpose(float2x2(float2(Params.a.lines[0].value), float2(Params.a.last)));
    float2 _e75 = Params.uv;
    Out[o + 2u] = float4(_e70.x, _e70.y, _e75.x, _e75.y);
    float2 _e89 = v * float2x3(float3(Params.b.lines[0].value), float3(Params.b.last));
    Out[o + 3u] = float4(_e89.x, _e89.y, Params.w, ((2u - i) < 2 ? Params.xf.r.lines[2u - i].value : Params.xf.r.last).z);
    float3 _e127 = transpose(float3x3(float3(Params.xf.n.lines[0].value), float3(Params.xf.n.lines[1].value), float3(Params.xf.n.last)))[i + 1u];
    Out[o + 4u] = float4(_e127.x, _e127.y, _e127.z, ((i) < 1 ? Params.a.lines[i].value : Params.a.last).y);
    c = Params.xf;
    ((i + 1u) < 2 ? c.r.lines[i + 1u].value : c.r.last) = float3(7.0f, 8.0f, 9.0f);
    uint _e151 = 2u - i;
    float3 _e158 = float3(-1.0f, -2.0f, -3.0f);
    c.n.lines[0].value[_e151] = _e158.x;
    c.n.lines[1].value[_e151] = _e158.y;
    c.n.last[_e151] = _e158.z;
    c.r.last[i] = c.r.last[i] + 100.0f;
    float3x3 _e180 = transpose(float3x3(float3(c.n.lines[0].value), float3(c.n.lines[1].value), float3(c.n.last)));
    float3 _e182 = float3(2.0f);
    float3x3 _e183 = float3x3(_e182, _e182, _e182);
    float3x3 matrix = transpose(float3x3(_e180[0] * _e183[0], _e180[1] * _e183[1], _e180[2] * _e183[2]));
    c.n.lines[0].value = matrix[0];
    c.n.lines[1].value = matrix[1];
    c.n.last = matrix[2];
    float3 _e206 = transpose(float3x3(float3(c.n.lines[0].value), float3(c.n.lines[1].value), float3(c.n.last)))[0];
    Out[o + 5u] = float4(_e206.x, _e206.y, _e206.z, c.t);
    float3 _e227 = transpose(float3x3(float3(c.n.lines[0].value), float3(c.n.lines[1].value), float3(c.n.last)))[2];
    Out[o + 6u] = float4(_e227.x, _e227.y, _e227.z, c.r.lines[0].value.x);
    float3 _e250 = float3(((1u + i) < 2 ? c.r.lines[1u + i].value : c.r.last));
    Out[o + 7u] = float4(_e250.x, _e250.y, _e250.z, c.r.last.y);
    return;
}
