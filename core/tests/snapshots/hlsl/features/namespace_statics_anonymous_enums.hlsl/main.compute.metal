#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

constant int HashKey_NumBits = 10;
constant int GroupWidth = 8;
constant uint Gaussian3x3_Radius = 1u;
constant uint Gaussian3x3_Width = 3u;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> Input [[texture(0)]],
    texture2d<float, access::write> Output [[texture(1)]],
    device uint* Keys [[buffer(0)]]
) {
    array<float, 3> Gaussian3x3_Kernel1D = array<float, 3> {0.27901f, 0.44198f, 0.27901f};
    array<array<float, 3>, 3> Gaussian3x3_Kernel = {};
    uint2 id_1 = {};
    float sum = {};
    uint y = {};
    uint x = {};
    uint2 at = {};
    id_1 = id.xy;
    Gaussian3x3_Kernel = array<array<float, 3>, 3> {array<float, 3> {Gaussian3x3_Kernel1D[0] * Gaussian3x3_Kernel1D[0], Gaussian3x3_Kernel1D[0] * Gaussian3x3_Kernel1D[1], Gaussian3x3_Kernel1D[0] * Gaussian3x3_Kernel1D[2]}, array<float, 3> {Gaussian3x3_Kernel1D[1] * Gaussian3x3_Kernel1D[0], Gaussian3x3_Kernel1D[1] * Gaussian3x3_Kernel1D[1], Gaussian3x3_Kernel1D[1] * Gaussian3x3_Kernel1D[2]}, array<float, 3> {Gaussian3x3_Kernel1D[2] * Gaussian3x3_Kernel1D[0], Gaussian3x3_Kernel1D[2] * Gaussian3x3_Kernel1D[1], Gaussian3x3_Kernel1D[2] * Gaussian3x3_Kernel1D[2]}};
    sum = 0.0f;
    {
        y = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                y = y + 1u;
            }
            loop_init = false;
            if (!(y < Gaussian3x3_Width)) {
                break;
            }
            {
                {
                    x = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            x = x + 1u;
                        }
                        loop_init_1 = false;
                        if (!(x < Gaussian3x3_Width)) {
                            break;
                        }
                        {
                            at = id_1 + uint2(x, y);
                            float4 _e120 = Input.read(uint2(at), uint(0));
                            sum = sum + (Gaussian3x3_Kernel[y][x] * _e120.x);
                        }
                    }
                }
            }
        }
    }
    Output.write(float4(sum * float(Gaussian3x3_Radius), 0.0f, 0.0f, 0.0f), uint2(id_1));
    Keys[(id_1.y * uint(GroupWidth)) + id_1.x] = uint(sum * 255.0f) & ((1u << (uint(HashKey_NumBits) & 31u)) - 1u);
    return;
}
