#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_BlurParams {
    int Radius;
    packed_uint2 Size;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_BlurParams) == 16, "type_BlurParams: size");
static_assert(__builtin_offsetof(type_BlurParams, Radius) == 0, "type_BlurParams::Radius: offset");
static_assert(__builtin_offsetof(type_BlurParams, Size) == 4, "type_BlurParams::Size: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> Source [[texture(0)]],
    texture2d<float, access::write> Destination [[texture(1)]],
    constant type_BlurParams& BlurParams [[buffer(0)]]
) {
    uint3 id_1 = {};
    float4 sum = {};
    int count = {};
    int dx = {};
    int x = {};
    id_1 = id;
    if (any(id_1.xy >= uint2(BlurParams.Size))) {
        return;
    }
    sum = float4(0.0f);
    count = 0;
    {
        dx = -BlurParams.Radius;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                dx = dx + 1;
            }
            loop_init = false;
            if (!(dx <= BlurParams.Radius)) {
                break;
            }
            {
                x = clamp(int(id_1.x) + dx, 0, int(BlurParams.Size.x) - 1);
                int3 _e47 = int3(x, int(id_1.y), 0);
                float4 _e50 = Source.read(uint2(_e47.xy), uint(_e47.z));
                sum = sum + _e50;
                count = count + 1;
            }
        }
    }
    Destination.write(sum / float4(float(count)), uint2(id_1.xy));
    return;
}
