#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Settings {
    uint base;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Settings) == 4, "Settings: size");
static_assert(__builtin_offsetof(Settings, base) == 0, "Settings::base: offset");
#endif

struct mainOutput {
    float4 SV_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
#endif

constant uint Settings_Scale = 3u;

vertex void main0(
    uint vid [[vertex_id]],
    constant Settings& settings [[buffer(0)]],
    device uint* results [[buffer(1)]]
) {
    uint vid_1 = {};
    vid_1 = vid;
    results[vid_1] = (settings.base * Settings_Scale) + Settings_Scale;
    return;
}
