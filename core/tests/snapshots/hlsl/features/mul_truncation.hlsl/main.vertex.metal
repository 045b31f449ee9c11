#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float2_line16 {
    float2 value;
    uchar pad[8];
};

struct packed_float3_line16 {
    packed_float3 value;
    uchar pad[4];
};

struct type_Transforms {
    float4x4 world;
    array<float2_line16, 4> wide;
    array<packed_float3_line16, 3> rot;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Transforms) == 176, "type_Transforms: size");
static_assert(__builtin_offsetof(type_Transforms, world) == 0, "type_Transforms::world: offset");
static_assert(__builtin_offsetof(type_Transforms, wide) == 64, "type_Transforms::wide: offset");
static_assert(__builtin_offsetof(type_Transforms, rot) == 128, "type_Transforms::rot: offset");
#endif

struct mainOutput {
    float4 SV_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
#endif

constant array<int3, 3> steps = array<int3, 3> {int3(1, 2, 3), int3(4, 5, 6), int3(7, 8, 9)};

struct main0_in {
    float3 normal [[attribute(0)]];
    float4 pos [[attribute(1)]];
};

struct main0_out {
    float4 SV_Position [[position]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Transforms& Transforms [[buffer(0)]]
) {
    float3 normal = stage_in.normal;
    float4 pos = stage_in.pos;
    float3 normal_1 = {};
    float4 pos_1 = {};
    float4 n = {};
    float4 m = {};
    float3 r = {};
    float2x3 w = {};
    int3 k = {};
    normal_1 = normal;
    pos_1 = pos;
    float4x4 _e9 = transpose(Transforms.world);
    n = float3x4(_e9[0], _e9[1], _e9[2]) * normal_1;
    float4x4 _e19 = transpose(Transforms.world);
    m = normal_1 * float4x3(_e19[0].xyz, _e19[1].xyz, _e19[2].xyz, _e19[3].xyz);
    r = pos_1.xyz * transpose(float3x3(float3(Transforms.rot[0].value), float3(Transforms.rot[1].value), float3(Transforms.rot[2].value)));
    float2x4 _e45 = transpose(float4x2(Transforms.wide[0].value, Transforms.wide[1].value, Transforms.wide[2].value, Transforms.wide[3].value));
    w = transpose(float3x3(float3(Transforms.rot[0].value), float3(Transforms.rot[1].value), float3(Transforms.rot[2].value))) * float2x3(_e45[0].xyz, _e45[1].xyz);
    int2 _e57 = int2(1, 2);
    array<int3, 2> _e61 = array<int3, 2> {steps[0], steps[1]};
    k = int3((_e57.x * _e61[0].x) + (_e57.y * _e61[1].x), (_e57.x * _e61[0].y) + (_e57.y * _e61[1].y), (_e57.x * _e61[0].z) + (_e57.y * _e61[1].z));
    float3 _e94 = r;
    float3 _e104 = w[1];
    {
        mainOutput result = mainOutput {((n + m) + float4(_e94.x, _e94.y, _e94.z, 1.0f)) + float4(_e104.x, _e104.y, _e104.z, float(k.z))};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        return out;
    }
}
