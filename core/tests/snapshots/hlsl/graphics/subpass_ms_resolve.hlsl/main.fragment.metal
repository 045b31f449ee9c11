#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target0) == 0, "mainOutput::SV_Target0: offset");
#endif

float4 resolveAlbedo(texture2d_ms<float> gAlbedo, texture2d_ms<float> gCoverage, thread float4& frag_position) {
    float4 sum = {};
    int s = {};
    sum = float4(0.0f);
    {
        s = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                s = s + 1;
            }
            loop_init = false;
            if (!(s < 4)) {
                break;
            }
            float4 _e16 = gAlbedo.read(uint2(int2(frag_position.xy)), uint(s));
            float4 _e23 = gCoverage.read(uint2(int2(frag_position.xy)), uint(s));
            sum = sum + (_e16 * float4(_e23.x));
        }
    }
    return sum * float4(0.25f);
}

struct main0_out {
    float4 SV_Target0 [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]],
    texture2d_ms<float> gAlbedo [[texture(0)]],
    texture2d_ms<float> gCoverage [[texture(1)]]
) {
    float4 frag_position = pos;
    float4 pos_1 = {};
    pos_1 = pos;
    float4 _e2 = resolveAlbedo(gAlbedo, gCoverage, frag_position);
    {
        mainOutput result = mainOutput {_e2 + float4(pos_1.z)};
        main0_out out = {};
        out.SV_Target0 = result.SV_Target0;
        return out;
    }
}
