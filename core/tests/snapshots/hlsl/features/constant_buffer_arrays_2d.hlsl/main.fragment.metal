#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    float4 color;
    float4 direction;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 32, "Light: size");
static_assert(__builtin_offsetof(Light, color) == 0, "Light::color: offset");
static_assert(__builtin_offsetof(Light, direction) == 16, "Light::direction: offset");
#endif

struct type_Frame {
    uint row;
    uint column;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 16, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, row) == 0, "type_Frame::row: offset");
static_assert(__builtin_offsetof(type_Frame, column) == 4, "type_Frame::column: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    float3 normal [[user(NORMAL0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant Light& lights_0 [[buffer(0)]],
    constant Light& lights_1 [[buffer(1)]],
    constant Light& lights_2 [[buffer(2)]],
    constant Light& lights_3 [[buffer(3)]],
    constant type_Frame& Frame [[buffer(4)]]
) {
    float3 normal = stage_in.normal;
    float3 normal_1 = {};
    float4 fixedLight = {};
    float4 picked = {};
    Light _buffer = {};
    normal_1 = normal;
    fixedLight = lights_2.color * float4(saturate(dot(normal_1, lights_2.direction.xyz)));
    switch ((Frame.row * 2u) + Frame.column) {
    case 1u: {
        _buffer = lights_1;
        break;
    }
    case 2u: {
        _buffer = lights_2;
        break;
    }
    case 3u: {
        _buffer = lights_3;
        break;
    }
    default: {
        _buffer = lights_0;
        break;
    }
    }
    picked = _buffer.color;
    {
        mainOutput result = mainOutput {fixedLight + picked};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
