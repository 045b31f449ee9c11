#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void writeTile(texture2d<float, access::read_write> dst, uint2 origin, float4 value) {
    uint y = {};
    uint x = {};
    {
        y = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e26 = y;
                y = _e26 + 1u;
            }
            loop_init = false;
            uint _e7 = y;
            if (!(_e7 < 2u)) {
                break;
            }
            {
                x = 0u;
                bool loop_init_1 = true;
                while (true) {
                    if (!loop_init_1) {
                        uint _e23 = x;
                        x = _e23 + 1u;
                    }
                    loop_init_1 = false;
                    uint _e15 = x;
                    if (!(_e15 < 2u)) {
                        break;
                    }
                    uint _e19 = x;
                    uint _e20 = y;
                    dst.write(value, origin + uint2(_e19, _e20));
                }
            }
        }
    }
    return;
}

void writeLayer(texture2d_array<float, access::read_write> dst, uint3 at, float v) {
    dst.write(float4(v, 0.0f, 0.0f, 0.0f), at.xy, at.z);
    return;
}

void writeBoth(texture2d_array<float, access::read_write> dst, uint2 p, float v) {
    float v_1 = {};
    v_1 = v;
    float _e9 = v_1;
    writeLayer(dst, uint3(p.x, p.y, 0u), _e9);
    float _e16 = v_1;
    writeLayer(dst, uint3(p.x, p.y, 1u), 1.0f - _e16);
    return;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float, access::read_write> colorOut [[texture(0)]],
    texture2d_array<float, access::read_write> layersOut [[texture(1)]],
    texture2d<float> source [[texture(2)]]
) {
    uint3 id_1 = {};
    float4 c = {};
    id_1 = id;
    uint3 _e5 = id_1;
    uint2 _e6 = _e5.xy;
    int3 _e11 = int3(int(_e6.x), int(_e6.y), 0);
    float4 _e14 = source.read(uint2(_e11.xy), uint(_e11.z));
    c = _e14;
    uint3 _e17 = id_1;
    float4 _e22 = c;
    writeTile(colorOut, _e17.xy * uint2(2u), _e22);
    float4 _e28 = c;
    uint3 _e31 = id_1;
    writeBoth(layersOut, _e31.xy, dot(_e28.xyz, float3(0.299f, 0.587f, 0.114f)));
    return;
}
