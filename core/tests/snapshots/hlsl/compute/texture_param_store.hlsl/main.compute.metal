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
                y = y + 1u;
            }
            loop_init = false;
            if (!(y < 2u)) {
                break;
            }
            {
                x = 0u;
                bool loop_init_1 = true;
                while (true) {
                    if (!loop_init_1) {
                        x = x + 1u;
                    }
                    loop_init_1 = false;
                    if (!(x < 2u)) {
                        break;
                    }
                    dst.write(value, origin + uint2(x, y));
                    dst.fence();
                }
            }
        }
    }
    return;
}

void writeLayer(texture2d_array<float, access::read_write> dst, uint3 at, float v) {
    dst.write(float4(v, 0.0f, 0.0f, 0.0f), at.xy, at.z);
    dst.fence();
    return;
}

void writeBoth(texture2d_array<float, access::read_write> dst, uint2 p, float v) {
    float v_1 = {};
    v_1 = v;
    writeLayer(dst, uint3(p.x, p.y, 0u), v_1);
    writeLayer(dst, uint3(p.x, p.y, 1u), 1.0f - v_1);
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
    uint2 _e6 = id_1.xy;
    int3 _e11 = int3(int(_e6.x), int(_e6.y), 0);
    float4 _e14 = source.read(uint2(_e11.xy), uint(_e11.z));
    c = _e14;
    writeTile(colorOut, id_1.xy * uint2(2u), c);
    writeBoth(layersOut, id_1.xy, dot(c.xyz, float3(0.299f, 0.587f, 0.114f)));
    return;
}
