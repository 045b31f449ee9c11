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
                int _e60 = y;
                y = _e60 + 1;
            }
            loop_init = false;
            int _e12 = y;
            if (!(_e12 <= 1)) {
                break;
            }
            {
                {
                    x = -1;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            int _e57 = x;
                            x = _e57 + 1;
                        }
                        loop_init_1 = false;
                        int _e19 = x;
                        if (!(_e19 <= 1)) {
                            break;
                        }
                        {
                            uint3 _e23 = id_1;
                            int _e26 = x;
                            int _e27 = y;
                            float _e30 = Lum(int2(_e23.xy) + int2(_e26, _e27), Input);
                            l = _e30;
                            int _e33 = y;
                            int _e37 = x;
                            float _e40 = l;
                            float _e42 = sx;
                            sx = _e42 + (Gx[_e33 + 1][_e37 + 1] * _e40);
                            int _e46 = y;
                            int _e50 = x;
                            float _e53 = l;
                            float _e55 = sy;
                            sy = _e55 + (Gy[_e46 + 1][_e50 + 1] * _e53);
                        }
                    }
                }
            }
        }
    }
    uint3 _e64 = id_1;
    float _e66 = sx;
    float _e67 = sx;
    float _e69 = sy;
    float _e70 = sy;
    Edges.write(float4(sqrt((_e66 * _e67) + (_e69 * _e70)), 0.0f, 0.0f, 0.0f), uint2(_e64.xy));
    return;
}
