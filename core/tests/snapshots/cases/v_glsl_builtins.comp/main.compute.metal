#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

uint _glsl_packUnorm2x16(float2 v) {
    float2 v_1 = {};
    uint2 q = {};
    v_1 = v;
    float2 _e3 = v_1;
    q = uint2(rint(saturate(_e3) * float2(65535.0f)));
    uint _e14 = q.y;
    uint _e16 = q.x;
    return _e16 | (_e14 << 16u);
}

uint _glsl_packSnorm2x16(float2 v) {
    float2 v_1 = {};
    int2 q = {};
    v_1 = v;
    float2 _e6 = v_1;
    q = int2(rint(clamp(_e6, float2(-1.0f), float2(1.0f)) * float2(32767.0f)));
    int _e18 = q.x;
    int _e23 = q.y;
    return (uint(_e18) & 65535u) | (uint(_e23) << 16u);
}

uint _glsl_packUnorm4x8(float4 v) {
    float4 v_1 = {};
    uint4 q = {};
    v_1 = v;
    float4 _e3 = v_1;
    q = uint4(rint(saturate(_e3) * float4(255.0f)));
    uint _e14 = q.y;
    uint _e16 = q.x;
    uint _e20 = q.z;
    uint _e25 = q.w;
    return ((_e16 | (_e14 << 8u)) | (_e20 << 16u)) | (_e25 << 24u);
}

uint _glsl_packSnorm4x8(float4 v) {
    float4 v_1 = {};
    int4 q = {};
    uint4 b = {};
    v_1 = v;
    float4 _e6 = v_1;
    q = int4(rint(clamp(_e6, float4(-1.0f), float4(1.0f)) * float4(127.0f)));
    int4 _e18 = q;
    b = uint4(_e18) & uint4(255u);
    uint _e27 = b.y;
    uint _e29 = b.x;
    uint _e33 = b.z;
    uint _e38 = b.w;
    return ((_e29 | (_e27 << 8u)) | (_e33 << 16u)) | (_e38 << 24u);
}

uint _glsl_packHalf2x16(float2 v) {
    float2 v_1 = {};
    v_1 = v;
    float _e3 = v_1.x;
    float _e8 = v_1.y;
    return as_type<uint>(half2(float2(_e3, 0.0f))) | (as_type<uint>(half2(float2(_e8, 0.0f))) << 16u);
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
    float _e8 = y;
    if (((as_type<uint>(_e8) >> 23u) & 255u) == 0u) {
        {
            float _e17 = y;
            y = _e17 * 33554432.0f;
            bias_ = -25;
        }
    }
    float _e22 = y;
    b = as_type<uint>(_e22);
    uint _e25 = b;
    int _e32 = bias_;
    e = (int((_e25 >> 23u) & 255u) - 126) + _e32;
    uint _e35 = b;
    return as_type<float>((_e35 & 2155872255u) | 1056964608u);
}

float _glsl_modf(float x_1, thread float& i) {
    float x_2 = {};
    x_2 = x_1;
    float _e3 = x_2;
    i = trunc(_e3);
    float _e5 = x_2;
    float _e6 = i;
    return _e5 - _e6;
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
    uint _e18 = m;
    return (v >> uint(offset)) & _e18;
}

uint _glsl_bitfieldInsert(uint b, uint n, int offset, int bits) {
    uint m = {};
    if (bits <= 0) {
        return b;
    }
    m = ((bits >= 32) ? 4294967295u : ((1u << uint(bits)) - 1u)) << uint(offset);
    uint _e18 = m;
    uint _e23 = m;
    return (b & (~_e18)) | ((n << uint(offset)) & _e23);
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
    uint _e17 = xl;
    uint _e18 = yl;
    ll = _e17 * _e18;
    uint _e21 = xl;
    uint _e22 = yh;
    lh = _e21 * _e22;
    uint _e25 = xh;
    uint _e26 = yl;
    hl = _e25 * _e26;
    uint _e29 = xh;
    uint _e30 = yh;
    hh = _e29 * _e30;
    uint _e34 = ll;
    uint _e37 = lh;
    uint _e41 = hl;
    mid = ((_e34 >> 16u) + (_e37 & 65535u)) + (_e41 & 65535u);
    uint _e45 = mid;
    uint _e48 = ll;
    lsb = (_e45 << 16u) | (_e48 & 65535u);
    uint _e52 = lh;
    uint _e54 = hh;
    uint _e57 = hl;
    uint _e61 = mid;
    msb = ((_e54 + (_e52 >> 16u)) + (_e57 >> 16u)) + (_e61 >> 16u);
    return;
}

void _glsl_imulExtended(int x_1, int y, thread int& msb, thread int& lsb) {
    uint h = {};
    uint l = {};
    uint _msb = {};
    uint _lsb = {};
    _glsl_umulExtended(uint(x_1), uint(y), _msb, _lsb);
    uint _e10 = _msb;
    h = _e10;
    uint _e11 = _lsb;
    l = _e11;
    uint _e17 = h;
    h = (_e17 - ((x_1 < 0) ? uint(y) : 0u)) - ((y < 0) ? uint(x_1) : 0u);
    uint _e25 = h;
    msb = int(_e25);
    uint _e27 = l;
    lsb = int(_e27);
    return;
}

uint _glsl_uaddCarry(uint x_1, uint y, thread uint& c) {
    uint r = {};
    r = x_1 + y;
    uint _e5 = r;
    c = uint(_e5 < x_1);
    uint _e8 = r;
    return _e8;
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
    int4 _e21 = s;
    return clamp(float4(_e21) / float4(127.0f), float4(-1.0f), float4(1.0f));
}

float2 _glsl_unpackUnorm2x16(uint p) {
    return float2(uint2(p & 65535u, p >> 16u)) / float2(65535.0f);
}

float _glsl_asinh(float x_1) {
    float x_2 = {};
    x_2 = x_1;
    float _e2 = x_2;
    float _e5 = x_2;
    float _e7 = x_2;
    float _e8 = x_2;
    return float(int(sign(_e2))) * log(abs(_e5) + sqrt((_e7 * _e8) + 1.0f));
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
    float _e9 = x[0u];
    uint _e11 = _glsl_packUnorm2x16(float2(0.25f, _e9));
    o[0u] = _e11;
    uint _e20 = _glsl_packSnorm2x16(float2(-0.25f, 0.75f));
    o[1u] = _e20;
    float _e32 = x[0u];
    uint _e34 = _glsl_packUnorm4x8(float4(0.0f, 0.4f, _e32, 0.2f));
    o[2u] = _e34;
    float _e43 = x[0u];
    uint _e49 = _glsl_packSnorm4x8(float4(-_e43, 0.3f, 0.25f, 1.0f));
    o[3u] = _e49;
    float _e60 = x[0u];
    uint _e62 = _glsl_packHalf2x16(float2(_e60, -2.0f));
    o[4u] = _e62;
    float _e73 = x[0u];
    float _e76 = _glsl_frexp(48.0f * _e73, _e);
    int _e77 = _e;
    e = _e77;
    fo[0u] = _e76;
    int _e82 = e;
    o[5u] = uint(_e82);
    float _e91 = _glsl_frexp(-0.1f, _e_1);
    int _e92 = _e_1;
    e = _e92;
    fo[1u] = _e91;
    int _e97 = e;
    o[6u] = uint(_e97);
    float _e110 = x[0u];
    float _e113 = _glsl_modf((-2.75f) * _e110, _i);
    float _e114 = _i;
    whole = _e114;
    fo[2u] = _e113;
    float _e119 = whole;
    fo[3u] = _e119;
    int _e128 = _glsl_bitfieldExtract(-252645136, 0, 8);
    o[7u] = uint(_e128);
    uint _e137 = _glsl_bitfieldExtract_1(4042322160u, 4, 12);
    o[8u] = _e137;
    uint _e146 = _glsl_bitfieldInsert(4294967295u, 0u, 8, 8);
    o[9u] = _e146;
    _glsl_umulExtended(4294967295u, 4294967295u, _msb, _lsb);
    uint _e153 = _msb;
    hi = _e153;
    uint _e154 = _lsb;
    lo = _e154;
    uint _e159 = hi;
    o[10u] = _e159;
    uint _e164 = lo;
    o[11u] = _e164;
    _glsl_imulExtended(-7, 123456789, _msb_1, _lsb_1);
    int _e172 = _msb_1;
    shi = _e172;
    int _e173 = _lsb_1;
    slo = _e173;
    int _e178 = shi;
    o[12u] = uint(_e178);
    int _e184 = slo;
    o[13u] = uint(_e184);
    uint _e194 = _glsl_uaddCarry(4294967280u, 32u, _c);
    uint _e195 = _c;
    c = _e195;
    o[14u] = _e194;
    uint _e200 = c;
    o[15u] = _e200;
    uint _e208 = _glsl_usubBorrow(1u, 2u, _b);
    uint _e209 = _b;
    c = _e209;
    o[16u] = _e208;
    uint _e214 = c;
    o[17u] = _e214;
    float _e221 = x[0u];
    float2 _e224 = _glsl_unpackHalf2x16(1073756160u * uint(_e221));
    uh = _e224;
    float _e230 = uh.x;
    fo[4u] = _e230;
    float _e236 = uh.y;
    fo[5u] = _e236;
    float _e243 = x[0u];
    float4 _e246 = _glsl_unpackSnorm4x8(2132813441u * uint(_e243));
    us = _e246;
    float _e252 = us.x;
    fo[6u] = _e252;
    float _e258 = us.y;
    fo[7u] = _e258;
    float2 _e264 = _glsl_unpackUnorm2x16(4294918144u);
    fo[8u] = _e264.x;
    float _e274 = x[0u];
    float _e275 = _glsl_asinh(_e274);
    fo[9u] = _e275;
    float _e285 = x[0u];
    float _e287 = _glsl_acosh(2.0f * _e285);
    fo[10u] = _e287;
    float _e297 = x[0u];
    float _e299 = _glsl_atanh(0.5f * _e297);
    fo[11u] = _e299;
    float3x2 _e308 = _glsl_outerProduct(float2(1.0f, 2.0f), float3(3.0f, 4.0f, 5.0f));
    op = _e308;
    float _e317 = op[2].y;
    fo[12u] = _e317;
    float _e326 = op[1].x;
    fo[13u] = _e326;
    float2x2 _e342 = _glsl_matrixCompMult(float2x2(float2(1.0f, 2.0f), float2(3.0f, 4.0f)), float2x2(float2(5.0f, 6.0f), float2(7.0f, 8.0f)));
    cm = _e342;
    float _e351 = cm[1].x;
    fo[14u] = _e351;
    float _e360 = cm[0].y;
    fo[15u] = _e360;
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
