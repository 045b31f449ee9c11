#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

constant float3x3 Gx = float3x3(float3(-1.0f, 0.0f, 1.0f), float3(-2.0f, 0.0f, 2.0f), float3(-1.0f, 0.0f, 1.0f));
constant float3x3 Gy = float3x3(float3(-1.0f, -2.0f, -1.0f), float3(0.0f, 0.0f, 0.0f), float3(1.0f, 2.0f, 1.0f));

float Lum(int2 p, texture2d<float> Input) {
    int3 _e5 = int3(p.x, p.y, 0);
    float4 _e8 = Input.read(uint2(_e5.xy), uint(_e5.z));
    return dot(_e8.xyz, float3(0.299f, 0.587f, 0.114f));
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> Input [[texture(0)]],
    texture2d<float, access::write> Edges [[texture(1)]]
) {
    uint3 id_1 = {};
    float sx = {};
    float sy = {};
    int y = {};
    int x = {};
    float l = {};
    id_1 = id;
    sx = 0.0f;
    sy = 0.0f;
    {
        y = -1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                y = y + 1;
            }
            loop_init = false;
            if (!(y <= 1)) {
                break;
            }
            {
                {
                    x = -1;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            x = x + 1;
                        }
                        loop_init_1 = false;
                        if (!(x <= 1)) {
                            break;
                        }
                        {
                            float _e30 = Lum(int2(id_1.xy) + int2(x, y), Input);
                            l = _e30;
                            sx = sx + (Gx[y + 1][x + 1] * l);
                            sy = sy + (Gy[y + 1][x + 1] * l);
                        }
                    }
                }
            }
        }
    }
    Edges.write(float4(sqrt((sx * sx) + (sy * sy)), 0.0f, 0.0f, 0.0f), uint2(id_1.xy));
    return;
}
