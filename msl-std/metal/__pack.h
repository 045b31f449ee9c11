// Pack and unpack functions (MSL 2.4 section 6.14): normalized integers in a
// 32-bit word, component 0 in the lowest bits.
#pragma once

namespace metal {
#ifdef __FM_EXEC
inline float __clampf(float x, float lo, float hi) { return x < lo ? lo : (x > hi ? hi : x); }
inline uint __pack(float4 v, int n, int bits, bool snorm) {
    uint r = 0;
    float scale = float((1u << (snorm ? bits - 1 : bits)) - 1u);
    for (int i = 0; i < n; ++i) {
        float c = snorm ? __clampf(v[i], -1.0f, 1.0f) : __clampf(v[i], 0.0f, 1.0f);
        int q = int(__builtin_rintf(c * scale));
        r |= (uint(q) & ((1u << bits) - 1u)) << (i * bits);
    }
    return r;
}
inline float4 __unpack(uint x, int n, int bits, bool snorm) {
    float4 r(0.0f);
    float scale = float((1u << (snorm ? bits - 1 : bits)) - 1u);
    for (int i = 0; i < n; ++i) {
        uint u = (x >> (i * bits)) & ((1u << bits) - 1u);
        float f = snorm ? float(int(u << (32 - bits)) >> (32 - bits)) : float(u);
        r[i] = snorm ? __clampf(f / scale, -1.0f, 1.0f) : f / scale;
    }
    return r;
}
#endif
METAL_FUNC uint pack_float_to_unorm4x8(float4 v) __FM_BODY(return __pack(v, 4, 8, false);)
METAL_FUNC uint pack_float_to_snorm4x8(float4 v) __FM_BODY(return __pack(v, 4, 8, true);)
METAL_FUNC uint pack_float_to_unorm2x16(float2 v) __FM_BODY(return __pack(float4(v, 0.0f, 0.0f), 2, 16, false);)
METAL_FUNC uint pack_float_to_snorm2x16(float2 v) __FM_BODY(return __pack(float4(v, 0.0f, 0.0f), 2, 16, true);)
METAL_FUNC uint pack_half_to_unorm4x8(half4 v) __FM_BODY(return __pack(float4(v), 4, 8, false);)
METAL_FUNC uint pack_half_to_snorm4x8(half4 v) __FM_BODY(return __pack(float4(v), 4, 8, true);)
METAL_FUNC uint pack_half_to_unorm2x16(half2 v) __FM_BODY(return __pack(float4(float2(v), 0.0f, 0.0f), 2, 16, false);)
METAL_FUNC uint pack_half_to_snorm2x16(half2 v) __FM_BODY(return __pack(float4(float2(v), 0.0f, 0.0f), 2, 16, true);)
METAL_FUNC float4 unpack_unorm4x8_to_float(uint x) __FM_BODY(return __unpack(x, 4, 8, false);)
METAL_FUNC float4 unpack_snorm4x8_to_float(uint x) __FM_BODY(return __unpack(x, 4, 8, true);)
METAL_FUNC float2 unpack_unorm2x16_to_float(uint x) __FM_BODY(return __unpack(x, 2, 16, false).xy;)
METAL_FUNC float2 unpack_snorm2x16_to_float(uint x) __FM_BODY(return __unpack(x, 2, 16, true).xy;)
METAL_FUNC half4 unpack_unorm4x8_to_half(uint x) __FM_BODY(return half4(__unpack(x, 4, 8, false));)
METAL_FUNC half4 unpack_snorm4x8_to_half(uint x) __FM_BODY(return half4(__unpack(x, 4, 8, true));)
METAL_FUNC half2 unpack_unorm2x16_to_half(uint x) __FM_BODY(return half2(__unpack(x, 2, 16, false).xy);)
METAL_FUNC half2 unpack_snorm2x16_to_half(uint x) __FM_BODY(return half2(__unpack(x, 2, 16, true).xy);)
} // namespace metal
