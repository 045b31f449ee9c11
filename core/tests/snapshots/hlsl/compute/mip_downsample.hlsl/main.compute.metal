#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_MipParams {
    uint SrcLevel;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_MipParams) == 16, "type_MipParams: size");
static_assert(__builtin_offsetof(type_MipParams, SrcLevel) == 0, "type_MipParams::SrcLevel: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> SourceMip [[texture(0)]],
    texture2d<float, access::write> DestMip [[texture(1)]],
    sampler LinearClamp [[sampler(0)]],
    constant type_MipParams& MipParams [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint w = {};
    uint h = {};
    uint levels = {};
    float2 texel = {};
    float2 uv = {};
    float4 c = {};
    id_1 = id;
    uint2 _e10 = uint2(SourceMip.get_width(int(MipParams.SrcLevel)), SourceMip.get_height(int(MipParams.SrcLevel)));
    uint _e13 = SourceMip.get_num_mip_levels();
    w = _e10.x;
    h = _e10.y;
    levels = _e13;
    texel = float2(1.0f) / float2(float(w), float(h));
    uv = ((float2(id_1.xy) * float2(2.0f)) + float2(1.0f)) * texel;
    float4 _e46 = SourceMip.sample(LinearClamp, uv, level(float(MipParams.SrcLevel)));
    c = _e46;
    DestMip.write(c, uint2(id_1.xy));
    return;
}
