#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 mvp;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 64, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, mvp) == 0, "type_Frame::mvp: offset");
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
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float3 pos_1 = {};
    float4 clip = {};
    pos_1 = pos;
    float3 _e6 = pos_1;
    clip = float4(_e6.x, _e6.y, _e6.z, 1.0f) * transpose(Frame.mvp);
    {
        mainOutput result = mainOutput {clip};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        return out;
    }
}
