#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Camera {
    float4x4 View;
    float4x4 Projection;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 128, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, View) == 0, "type_Camera::View: offset");
static_assert(__builtin_offsetof(type_Camera, Projection) == 64, "type_Camera::Projection: offset");
#endif

struct mainOutput {
    float4 SV_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
#endif

struct main0_in {
    float3 pos [[attribute(0)]];
};

struct main0_out {
    float4 SV_Position [[position]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Camera& Camera [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float3 pos_1 = {};
    pos_1 = pos;
    float3 _e3 = pos_1;
    {
        mainOutput result = mainOutput {Camera.Projection * (Camera.View * float4(_e3.x, _e3.y, _e3.z, 1.0f))};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        return out;
    }
}
