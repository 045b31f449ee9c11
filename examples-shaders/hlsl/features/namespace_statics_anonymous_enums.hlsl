// Names of a namespace seen from its own declarations: a static const array
// computed from another (initialized at the entry point's start), sizes from
// constants of the namespace, and anonymous enums, whose members are names
// of the enclosing namespace.
namespace Gaussian3x3
{
    static const unsigned int Radius = 1;
    static const unsigned int Width = 1 + 2 * Radius;
    static const float Kernel1D[Width] = { 0.27901, 0.44198, 0.27901 };
    static const float Kernel[Width][Width] =
    {
        { Kernel1D[0] * Kernel1D[0], Kernel1D[0] * Kernel1D[1], Kernel1D[0] * Kernel1D[2] },
        { Kernel1D[1] * Kernel1D[0], Kernel1D[1] * Kernel1D[1], Kernel1D[1] * Kernel1D[2] },
        { Kernel1D[2] * Kernel1D[0], Kernel1D[2] * Kernel1D[1], Kernel1D[2] * Kernel1D[2] },
    };
}

namespace HashKey
{
    enum
    {
        DirectionBits = 4,
        DepthBits = 2,
        NumBits = 2 * DirectionBits + DepthBits
    };
}

enum { GroupWidth = 8 };

Texture2D<float> Input : register(t0);
RWTexture2D<float> Output : register(u0);
RWStructuredBuffer<uint> Keys : register(u1);

[numthreads(GroupWidth, GroupWidth, 1)]
void main(uint2 id : SV_DispatchThreadID)
{
    float sum = 0;
    for (uint y = 0; y < Gaussian3x3::Width; y++)
    {
        for (uint x = 0; x < Gaussian3x3::Width; x++)
        {
            // Input is 2 * Radius texels wider and taller than the grid.
            uint2 at = id + uint2(x, y);
            sum += Gaussian3x3::Kernel[y][x] * Input[at];
        }
    }
    Output[id] = sum * Gaussian3x3::Radius;
    Keys[id.y * GroupWidth + id.x] = (uint)(sum * 255) & ((1u << HashKey::NumBits) - 1);
}
