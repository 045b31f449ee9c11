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
    float2 uv [[user(TEXCOORD0)]];
    float3 dir [[user(TEXCOORD1)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<float> Color [[texture(0)]],
    texture2d<float> Depth [[texture(1)]],
    texturecube_array<float> Probes [[texture(2)]],
    texture3d<float> Lut [[texture(3)]],
    texture2d_ms<float> Msaa [[texture(4)]],
    sampler Samp [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    float3 dir = stage_in.dir;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float3 dir_1 = {};
    uint w = {};
    uint h = {};
    uint mips = {};
    float4 depths = {};
    float4 reds = {};
    float4 texel = {};
    float4 biased = {};
    float4 probe = {};
    float4 graded = {};
    float4 s0 = {};
    pos_1 = pos;
    uv_1 = uv;
    dir_1 = dir;
    uint2 _e13 = uint2(Color.get_width(int(0u)), Color.get_height(int(0u)));
    uint _e16 = Color.get_num_mip_levels();
    w = _e13.x;
    h = _e13.y;
    mips = _e16;
    float4 _e21 = Depth.gather(Samp, uv_1);
    depths = _e21;
    float4 _e26 = Color.gather(Samp, uv_1);
    reds = _e26;
    float2 _e31 = pos_1.xy;
    int3 _e36 = int3(int(_e31.x), int(_e31.y), 0);
    float4 _e46 = Color.read(uint2(as_type<int2>(as_type<uint2>(_e36.xy) + as_type<uint2>(int2(1, 0)))), uint(_e36.z));
    texel = _e46;
    float4 _e53 = Color.sample(Samp, uv_1, bias(-1.0f));
    biased = _e53;
    float3 _e58 = dir_1;
    float4 _e63 = float4(_e58.x, _e58.y, _e58.z, 2.0f);
    float4 _e70 = Probes.sample(Samp, _e63.xyz, uint(int(rint(_e63.w))), level(0.0f));
    probe = _e70;
    float4 _e79 = Lut.sample(Samp, saturate(biased.xyz), level(0.0f));
    graded = _e79;
    float4 _e86 = Msaa.read(uint2(int2(pos_1.xy)), uint(0));
    s0 = _e86;
    {
        mainOutput result = mainOutput {(((((depths + reds) + texel) + probe) + graded) + s0) / float4(float((w + h) + mips))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
