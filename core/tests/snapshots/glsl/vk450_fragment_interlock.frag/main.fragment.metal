#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Buffer_1 {
    uint width;
    uint layers[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Buffer_1, width) == 0, "Buffer_1::width: offset");
static_assert(__builtin_offsetof(Buffer_1, layers) == 4, "Buffer_1::layers: offset");
#endif

struct Stats_atomic {
    atomic_uint fragments;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Stats_atomic) == 4, "Stats_atomic: size");
static_assert(__builtin_offsetof(Stats_atomic, fragments) == 0, "Stats_atomic::fragments: offset");
#endif

struct _glsl_In {
    float4 gl_FragCoord_;
    float4 vColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, vColor_) == 16, "_glsl_In::vColor_: offset");
#endif

void bump(int2 p, device Buffer_1& _Buffer) {
    _Buffer.layers[(uint(p.y) * _Buffer.width) + uint(p.x)] = _Buffer.layers[(uint(p.y) * _Buffer.width) + uint(p.x)] + 1u;
    return;
}

void _glsl_main(thread float4& gl_FragCoord, texture2d<float, access::read_write> accum, texture2d<float, access::read> weights, device Buffer_1& _Buffer, device Stats_atomic* _Stats, thread float4& vColor) {
    int2 p = {};
    float4 under = {};
    p = int2(gl_FragCoord.xy);
    uint _e11 = atomic_fetch_add_explicit(&_Stats[0u].fragments, 1u, memory_order_relaxed);
    float4 _e15 = accum.read(uint2(p));
    under = _e15;
    float4 _e24 = weights.read(uint2(p));
    accum.write(mix(under, vColor, float4(vColor.w * _e24.x)), uint2(p));
    accum.fence();
    bump(p, _Buffer);
    return;
}

struct main0_in {
    float4 vColor [[user(locn0)]];
};

fragment void main0(
    main0_in stage_in [[stage_in]],
    float4 gl_FragCoord_1 [[position]],
    texture2d<float, access::read_write> accum [[texture(0), raster_order_group(0)]],
    texture2d<float, access::read> weights [[texture(1)]],
    device Buffer_1& _Buffer [[buffer(0), raster_order_group(0)]],
    device Stats_atomic* _Stats [[buffer(1), raster_order_group(0)]]
) {
    float4 vColor_1 = stage_in.vColor;
    float4 gl_FragCoord = {};
    float4 vColor = {};
    _glsl_In input = {};
    input = _glsl_In {gl_FragCoord_1, vColor_1};
    gl_FragCoord = input.gl_FragCoord_;
    vColor = input.vColor_;
    _glsl_main(gl_FragCoord, accum, weights, _Buffer, _Stats, vColor);
    return;
}
