#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

uint _glsl_packUnorm2x16(float2 v) {
    float2 v_1 = {};
    uint2 q = {};
    v_1 = v;
    q = uint2(rint(saturate(v_1) * float2(65535.0f)));
    return q.x | (q.y << 16u);
}

uint _glsl_packSnorm2x16(float2 v) {
    float2 v_1 = {};
    int2 q = {};
    v_1 = v;
    q = int2(rint(clamp(v_1, float2(-1.0f), float2(1.0f)) * float2(32767.0f)));
    return (uint(q.x) & 65535u) | (uint(q.y) << 16u);
}

uint _glsl_packUnorm4x8(float4 v) {
    float4 v_1 = {};
    uint4 q = {};
    v_1 = v;
    q = uint4(rint(saturate(v_1) * float4(255.0f)));
    return ((q.x | (q.y << 8u)) | (q.z << 16u)) | (q.w << 24u);
}

uint _glsl_packSnorm4x8(float4 v) {
    float4 v_1 = {};
    int4 q = {};
    uint4 b = {};
    v_1 = v;
    q = int4(rint(clamp(v_1, float4(-1.0f), float4(1.0f)) * float4(127.0f)));
    b = uint4(q) & uint4(255u);
    return ((b.x | (b.y << 8u)) | (b.z << 16u)) | (b.w << 24u);
}

uint _glsl_packHalf2x16(float2 v) {
    float2 v_1 = {};
    v_1 = v;
    return as_type<uint>(half2(float2(v_1.x, 0.0f))) | (as_type<uint>(half2(float2(v_1.y, 0.0f))) << 16u);
}

float _glsl_frexp(float x_1, thread int& e) {
    int bias_ = {};
    float y = {};
    uint b = {};
    if (x_1 == 0.0f) {
        {
            e = 0;
            return x_1;
        }
    }
    bias_ = 0;
    y = x_1;
    if (((as_type<uint>(y) >> 23u) & 255u) == 0u) {
        {
            y = y * 33554432.0f;
            bias_ = -25;
        }
    }
    b = as_type<uint>(y);
    e = (int((b >> 23u) & 255u) - 126) + bias_;
    return as_type<float>((b & 2155872255u) | 1056964608u);
}

float _glsl_modf(float x_1, thread float& i) {
    float x_2 = {};
    x_2 = x_1;
    i = trunc(x_2);
    return x_2 - i;
}

int _glsl_bitfieldExtract(int v, int offset, int bits) {
    if (bits <= 0) {
        return 0;
    }
    return int(uint(v) << uint((32 - offset) - bits)) >> uint(32 - bits);
}

uint _glsl_bitfieldExtract_1(uint v, int offset, int bits) {
    uint m = {};
    if (bits <= 0) {
        return 0u;
    }
    m = (bits >= 32) ? 4294967295u : ((1u << uint(bits)) - 1u);
    return (v >> uint(offset)) & m;
}

uint _glsl_bitfieldInsert(uint b, uint n, int offset, int bits) {
    uint m = {};
    if (bits <= 0) {
        return b;
    }
    m = ((bits >= 32) ? 4294967295u : ((1u << uint(bits)) - 1u)) << uint(offset);
    return (b & (~m)) | ((n << uint(offset)) & m);
}

void _glsl_umulExtended(uint x_1, uint y, thread uint& msb, thread uint& lsb) {
    uint xl = {};
    uint xh = {};
    uint yl = {};
    uint yh = {};
    uint ll = {};
    uint lh = {};
    uint hl = {};
    uint hh = {};
    uint mid = {};
    xl = x_1 & 65535u;
    xh = x_1 >> 16u;
    yl = y & 65535u;
    yh = y >> 16u;
    ll = xl * yl;
    lh = xl * yh;
    hl = xh * yl;
    hh = xh * yh;
    mid = ((ll >> 16u) + (lh & 65535u)) + (hl & 65535u);
    lsb = (mid << 16u) | (ll & 65535u);
    msb = ((hh + (lh >> 16u)) + (hl >> 16u)) + (mid >> 16u);
    return;
}

void _glsl_imulExtended(int x_1, int y, thread int& msb, thread int& lsb) {
    uint h = {};
    uint l = {};
    uint _msb = {};
    uint _lsb = {};
    _glsl_umulExtended(uint(x_1), uint(y), _msb, _lsb);
    h = _msb;
    l = _lsb;
    h = (h - (uint(x_1 < 0) * uint(y))) - (uint(y < 0) * uint(x_1));
    msb = int(h);
    lsb = int(l);
    return;
}

uint _glsl_uaddCarry(uint x_1, uint y, thread uint& c) {
    uint r = {};
    r = x_1 + y;
    c = uint(r < x_1);
    return r;
}

uint _glsl_usubBorrow(uint x_1, uint y, thread uint& b) {
    b = uint(x_1 < y);
    return x_1 - y;
}

float2 _glsl_unpackHalf2x16(uint p) {
    return float2(float2(as_type<half2>(p & 65535u)).x, float2(as_type<half2>(p >> 16u)).x);
}

float4 _glsl_unpackSnorm4x8(uint p) {
    int4 s = {};
    s = int4(int(p << 24u) >> 24u, int(p << 16u) >> 24u, int(p << 8u) >> 24u, int(p) >> 24u);
    return clamp(float4(s) / float4(127.0f), float4(-1.0f), float4(1.0f));
}

float2 _glsl_unpackUnorm2x16(uint p) {
    return float2(uint2(p & 65535u, p >> 16u)) / float2(65535.0f);
}

float _glsl_asinh(float x_1) {
    float x_2 = {};
    x_2 = x_1;
    return sign(x_2) * log(abs(x_2) + sqrt((x_2 * x_2) + 1.0f));
}

float _glsl_acosh(float x_1) {
    return log(x_1 + sqrt((x_1 * x_1) - 1.0f));
}

float _glsl_atanh(float x_1) {
    return 0.5f * log((1.0f + x_1) / (1.0f - x_1));
}

float3x2 _glsl_outerProduct(float2 c, float3 r) {
    float2 _e4 = c * float2(r.x);
    float2 _e7 = c * float2(r.y);
    float2 _e10 = c * float2(r.z);
    return float3x2(float2(_e4.x, _e4.y), float2(_e7.x, _e7.y), float2(_e10.x, _e10.y));
}

float2x2 _glsl_matrixCompMult(float2x2 a, float2x2 b) {
    float2 _e6 = a[0] * b[0];
    float2 _e11 = a[1] * b[1];
    return float2x2(float2(_e6.x, _e6.y), float2(_e11.x, _e11.y));
}

void _glsl_main(device uint* o, device float* fo, const device float* x) {
    int e = {};
    int _e = {};
    int _e_1 = {};
    float whole = {};
    float _i = {};
    uint hi = {};
    uint lo = {};
    uint _msb = {};
    uint _lsb = {};
    int shi = {};
    int slo = {};
    int _msb_1 = {};
    int _lsb_1 = {};
    uint c = {};
    uint _c = {};
    uint _b = {};
    float2 uh = {};
    float4 us = {};
    float3x2 op = {};
    float2x2 cm = {};
    uint _e11 = _glsl_packUnorm2x16(float2(0.25f, x[0u]));
    o[0u] = _e11;
    uint _e20 = _glsl_packSnorm2x16(float2(-0.25f, 0.75f));
    o[1u] = _e20;
    uint _e34 = _glsl_packUnorm4x8(float4(0.0f, 0.4f, x[0u], 0.2f));
    o[2u] = _e34;
    uint _e49 = _glsl_packSnorm4x8(float4(-x[0u], 0.3f, 0.25f, 1.0f));
    o[3u] = _e49;
    uint _e62 = _glsl_packHalf2x16(float2(x[0u], -2.0f));
    o[4u] = _e62;
    float _e76 = _glsl_frexp(48.0f * x[0u], _e);
    e = _e;
    fo[0u] = _e76;
    o[5u] = uint(e);
    float _e91 = _glsl_frexp(-0.1f, _e_1);
    e = _e_1;
    fo[1u] = _e91;
    o[6u] = uint(e);
    float _e113 = _glsl_modf((-2.75f) * x[0u], _i);
    whole = _i;
    fo[2u] = _e113;
    fo[3u] = whole;
    int _e128 = _glsl_bitfieldExtract(-252645136, 0, 8);
    o[7u] = uint(_e128);
    uint _e137 = _glsl_bitfieldExtract_1(4042322160u, 4, 12);
    o[8u] = _e137;
    uint _e146 = _glsl_bitfieldInsert(4294967295u, 0u, 8, 8);
    o[9u] = _e146;
    _glsl_umulExtended(4294967295u, 4294967295u, _msb, _lsb);
    hi = _msb;
    lo = _lsb;
    o[10u] = hi;
    o[11u] = lo;
    _glsl_imulExtended(-7, 123456789, _msb_1, _lsb_1);
    shi = _msb_1;
    slo = _lsb_1;
    o[12u] = uint(shi);
    o[13u] = uint(slo);
    uint _e194 = _glsl_uaddCarry(4294967280u, 32u, _c);
    c = _c;
    o[14u] = _e194;
    o[15u] = c;
    uint _e208 = _glsl_usubBorrow(1u, 2u, _b);
    c = _b;
    o[16u] = _e208;
    o[17u] = c;
    float2 _e224 = _glsl_unpackHalf2x16(1073756160u * uint(x[0u]));
    uh = _e224;
    fo[4u] = uh.x;
    fo[5u] = uh.y;
    float4 _e246 = _glsl_unpackSnorm4x8(2132813441u * uint(x[0u]));
    us = _e246;
    fo[6u] = us.x;
    fo[7u] = us.y;
    float2 _e264 = _glsl_unpackUnorm2x16(4294918144u);
    fo[8u] = _e264.x;
    float _e275 = _glsl_asinh(x[0u]);
    fo[9u] = _e275;
    float _e287 = _glsl_acosh(2.0f * x[0u]);
    fo[10u] = _e287;
    float _e299 = _glsl_atanh(0.5f * x[0u]);
    fo[11u] = _e299;
    float3x2 _e308 = _glsl_outerProduct(float2(1.0f, 2.0f), float3(3.0f, 4.0f, 5.0f));
    op = _e308;
    fo[12u] = op[2].y;
    fo[13u] = op[1].x;
    float2x2 _e342 = _glsl_matrixCompMult(float2x2(float2(1.0f, 2.0f), float2(3.0f, 4.0f)), float2x2(float2(5.0f, 6.0f), float2(7.0f, 8.0f)));
    cm = _e342;
    fo[14u] = cm[1].x;
    fo[15u] = cm[0].y;
    return;
}

kernel void main0(
    device uint* o [[buffer(0)]],
    device float* fo [[buffer(1)]],
    const device float* x [[buffer(2)]]
) {
    _glsl_main(o, fo, x);
    return;
}
