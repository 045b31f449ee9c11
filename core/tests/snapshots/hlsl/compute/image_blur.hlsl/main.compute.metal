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
    uint3 _e4 = id_1;
    uint2 _e6 = uint2(BlurParams.Size);
    if (any(_e4.xy >= _e6)) {
        return;
    }
    sum = float4(0.0f);
    count = 0;
    {
        int _e18 = BlurParams.Radius;
        dx = -_e18;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e56 = dx;
                dx = _e56 + 1;
            }
            loop_init = false;
            int _e22 = dx;
            int _e23 = BlurParams.Radius;
            if (!(_e22 <= _e23)) {
                break;
            }
            {
                uint _e28 = id_1.x;
                int _e30 = dx;
                uint _e36 = BlurParams.Size.x;
                x = clamp(int(_e28) + _e30, 0, int(_e36) - 1);
                int _e44 = x;
                uint _e45 = id_1.y;
                int3 _e47 = int3(_e44, int(_e45), 0);
                float4 _e50 = Source.read(uint2(_e47.xy), uint(_e47.z));
                float4 _e51 = sum;
                sum = _e51 + _e50;
                int _e53 = count;
                count = _e53 + 1;
            }
        }
    }
    uint3 _e60 = id_1;
    float4 _e62 = sum;
    int _e63 = count;
    Destination.write(_e62 / float4(float(_e63)), uint2(_e60.xy));
    return;
}
