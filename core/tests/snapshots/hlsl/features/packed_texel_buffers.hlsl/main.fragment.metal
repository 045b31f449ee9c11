#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    uint i [[user(INDEX0), flat]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    const device packed_float3* positions [[buffer(0)]],
    device packed_int3* cells [[buffer(1)]],
    device packed_uint3* counts [[buffer(2), raster_order_group(0)]],
    texture_buffer<float> colors [[texture(0)]],
    constant uint* ferrometal_buffer_sizes [[buffer(3)]]
) {
    uint i = stage_in.i;
    uint i_1 = {};
    uint n = {};
    float3 p = {};
    i_1 = i;
    n = (ferrometal_buffer_sizes[0] / 12u);
    cells[i_1] = int3(1, 2, 3);
    cells[i_1].y = 4;
    int2 _e25 = int3(cells[i_1]).xz + int2(5, 6);
    cells[i_1] = int3(_e25.x, int3(cells[i_1]).y, _e25.y);
    counts[i_1] = uint3(counts[i_1]).zyx + uint3(1u);
    p = float3(positions[i_1]) + float3(positions[i_1 % n]).zxy;
    float3 _e63 = p;
    float4 _e71 = colors.read(uint(i_1));
    {
        mainOutput result = mainOutput {float4(_e63.x, _e63.y, _e63.z, float(cells[i_1].z)) * _e71};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
